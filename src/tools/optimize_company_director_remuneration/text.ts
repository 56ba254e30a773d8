import { formatEur } from "../../core/format.ts"
import type { DirectorRemunerationOutput } from "./output.ts"

// The Greek lines of optimize_company_director_remuneration's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const digits = (n: number) => formatEur(n, { language: "el", unit: false })

const FIGURE: Record<string, string> = {
  optimalSalary: "μισθός",
  optimalDividend: "μέρισμα",
  netCash: "καθαρά μετρητά",
  corporateTax: "εταιρικός φόρος",
  employerContributions: "εισφορές εργοδότη",
  "personalTaxes.incomeTax": "φόρος εισοδήματος",
  "personalTaxes.socialInsurance": "εισφορές Κοινωνικών Ασφαλίσεων",
  "personalTaxes.gesyOnSalary": "εισφορές ΓεΣΥ επί του μισθού",
  "personalTaxes.specialDefenceContribution": "Έκτακτη Αμυντική Εισφορά (ΕΑΕ)",
  "personalTaxes.gesyOnDividend": "εισφορές ΓεΣΥ επί του μερίσματος",
  "personalTaxes.total": "προσωπικοί φόροι συνολικά",
  "soleTrader.netIncome": "καθαρό εισόδημα αυτοτελώς εργαζομένου",
  comparativeDeltaVsSole: "εταιρεία μείον αυτοτελώς εργαζόμενος"
}

export const describeDirectorEl = (o: DirectorRemunerationOutput): Array<string> => {
  const b = o.breakdown
  const lines = [
    `Αμοιβή διευθυντή εταιρείας στην Κύπρο, φορολογικό έτος ${o.taxYear}, διευθυντής ${o.isNonDomiciled ? "χωρίς κατοικία (domicile) στην Κύπρο (non-dom)" : "με κατοικία (domicile) στην Κύπρο"}.`,
    `Κέρδος πριν από την αμοιβή του διευθυντή ${eur(b.profitBeforeDirectorPay)} (έσοδα ${digits(b.revenue)} - έξοδα ${digits(b.operatingExpenses)} - διοικητικά έξοδα ${digits(b.annualCorporateAdminCost)}).`,
    `${o.mode === "optimised" ? "Βέλτιστος συνδυασμός" : "Σταθερός μισθός"}: μισθός ${eur(o.optimalSalary)}, μέρισμα ${eur(o.optimalDividend)}· καθαρά μετρητά ${eur(o.netCash)}.`,
    `Εταιρικός φόρος ${eur(o.corporateTax)}· εισφορές εργοδότη ${eur(o.employerContributions)}· προσωπικοί φόροι ${eur(o.personalTaxes.total)}.`,
    `Μόνο μισθός: καθαρά ${eur(o.corners.allSalary.netCash)}· μόνο μέρισμα: καθαρά ${eur(o.corners.allDividend.netCash)}.`,
    `Ως αυτοτελώς εργαζόμενος: καθαρά ${eur(o.soleTrader.netIncome)}· εταιρεία μείον αυτοτελώς εργαζόμενος: ${eur(o.comparativeDeltaVsSole)}.`
  ]
  if (o.comparison !== null) {
    const year = o.comparison.year
    const changed = o.comparison.figures.filter((figure) => figure.changed)
    lines.push(
      `Σύγκριση με το ${year}: ${changed.length === 0 ? "καμία αλλαγή" : changed.map((c) => `${FIGURE[c.figure] ?? c.figure} ${eur(c.thisYear.amount)} (${year}: ${eur(c.otherYear.amount)}, ${c.difference >= 0 ? "+" : ""}${digits(c.difference)})`).join("· ")}.`
    )
  }
  return lines
}
