import { formatDecimals, formatEur, greekNumber } from "../../core/format.ts"
import { APPROVED_SCHEME_FROM, BENEFIT_IN_KIND_YEAR } from "../../rules/stock-options.ts"
import type { StockOptionsOutput, Treatment } from "./output.ts"

// The Greek lines of calculate_stock_options' text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const digits = (n: number) => formatEur(n, { language: "el", unit: false })
const BIK = BENEFIT_IN_KIND_YEAR
const NEW = APPROVED_SCHEME_FROM

// The rules of the two readings (rules/stock-options.ts), said in Greek.
const CHARGED_RULE =
  "Νόμος περί Κοινωνικών Ασφαλίσεων 59(I)/2010, άρθρο 2 (αποδοχές: αμοιβή από απασχόληση), ως καλύπτον το κέρδος κατά την άσκηση, που είναι εισόδημα από μισθωτή απασχόληση (Νόμος περί Φορολογίας του Εισοδήματος, άρθρο 5(1)(β))"
const NOT_CHARGED_RULE =
  "Νόμος περί Κοινωνικών Ασφαλίσεων 59(I)/2010, άρθρο 2 (ασφαλιστέες αποδοχές: αμοιβή από απασχόληση εκτός από χαριστικές πληρωμές και περιστασιακά φιλοδωρήματα, κατά τη σύνοψη), ως εξαιρών τις παροχές σε είδος όπως το κέρδος από τα δικαιώματα"

const line = (label: string, t: Treatment) =>
  `${label}: φόρος εισοδήματος ${eur(t.incomeTax)}${t.flatRatePart === null ? "" : ` (${greekNumber(String(t.flatRatePart.ratePercent))}% επί ${eur(t.flatRatePart.base)}: ${digits(t.flatRatePart.tax)})`}, ` +
  `εισφορές Κοινωνικών Ασφαλίσεων ${eur(t.socialInsurance.amount)}, εισφορές ΓεΣΥ ${eur(t.gesy.amount)}· σύνολο ${eur(t.totalTaxAndContributions)} ` +
  `(${formatDecimals(t.effectiveRatePercent, 2, "el")}%), καθαρό ${eur(t.netGain)}.`

export const describeStockOptionsEl = (o: StockOptionsOutput): Array<string> => {
  const lines = [
    `Άσκηση δικαιωμάτων αγοράς μετοχών (stock options), φορολογικό έτος ${o.taxYear}${o.taxYearDefaulted ? " (προεπιλεγμένο έτος)" : ""}, ${o.isApprovedScheme ? "εγκεκριμένο σχέδιο (άρθρο 20Δ)" : "μη εγκεκριμένο σχέδιο"}.`,
    `Κέρδος κατά την άσκηση ${eur(o.gainAtExercise.gain)}.`,
    line(`Ωφέλημα σε είδος (${BIK})`, o.benefitInKind2025),
    line(
      o.treatment2026.regime === "approved-scheme"
        ? `Εγκεκριμένο σχέδιο (${NEW})`
        : `Εισόδημα από μισθωτή απασχόληση (${NEW})`,
      o.treatment2026
    )
  ]
  const caps = o.approvedSchemeCaps
  if (caps !== null && caps.excessAmount > 0) {
    lines.push(
      `Ποσό ${eur(caps.excessAmount)} υπερβαίνει το όριο ${caps.limitedBy === "aggregate" ? `των ${eur(caps.aggregateCap)} για ${caps.aggregateCapYears} έτη` : "του πολλαπλάσιου του μισθού"} και φορολογείται με την κλίμακα.`
    )
  }
  lines.push(
    `Διαφορά ${NEW} μείον ${BIK}: ${eur(o.difference)}. Ισχύει το ${o.taxYear}: σύνολο ${eur(o.totalTaxAndContributions)}, καθαρό ${eur(o.netGain)}.`
  )
  const { charged, notCharged } = o.socialInsuranceOnGain
  lines.push(
    `Οι εισφορές Κοινωνικών Ασφαλίσεων επί του κέρδους αμφισβητούνται. Με χρέωση (${CHARGED_RULE}· το κύριο αποτέλεσμα): ${eur(charged.socialInsurance)}, ` +
      `σύνολο ${eur(charged.totalTaxAndContributions)}, καθαρό ${eur(charged.netGain)}. Χωρίς χρέωση (${NOT_CHARGED_RULE}): ` +
      `σύνολο ${eur(notCharged.totalTaxAndContributions)}, καθαρό ${eur(notCharged.netGain)}.`
  )
  return lines
}
