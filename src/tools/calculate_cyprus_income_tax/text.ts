import { formatDecimals, formatEur, greekNumber } from "../../core/format.ts"
import type { IncomeTaxOutput } from "../../domain/income-tax/output.ts"
import { TAX_REFORM_YEAR } from "../../rules/income-tax.ts"

// The Greek lines of calculate_cyprus_income_tax's text, one for each English line of tool.ts.

const eur = (n: number) => formatEur(n, { language: "el" })
const digits = (n: number) => formatEur(n, { language: "el", unit: false })
const num = (n: number) => greekNumber(String(n))

const EMPLOYMENT: Record<string, string> = {
  private: "μισθωτός ιδιωτικού τομέα",
  civil: "δημόσιος υπάλληλος (δημόσιος τομέας)",
  "self-employed": "αυτοτελώς εργαζόμενος"
}

const FOREIGN_TAXATION: Record<string, string> = {
  normal: "φορολόγηση με την κλίμακα",
  "flat-5": "χωριστή φορολόγηση 5%"
}

const SDC_INCOME: Record<string, string> = { interest: "τόκους", dividends: "μερίσματα", rental: "ενοίκια" }

const GESY_INCOME: Record<string, string> = {
  salary: "μισθός",
  "self-employment": "αυτοτελής εργασία",
  pension: "σύνταξη",
  "foreign-pension": "σύνταξη εξωτερικού",
  rental: "ενοίκια",
  interest: "τόκοι",
  dividends: "μερίσματα"
}

const EXEMPTION: Record<string, string> = { "20-percent": "20%", "50-percent": "50%" }

const FIGURE: Record<string, string> = {
  taxableIncome: "φορολογητέο εισόδημα",
  incomeTax: "φόρος εισοδήματος",
  socialInsurance: "εισφορές Κοινωνικών Ασφαλίσεων",
  gesy: "εισφορές ΓεΣΥ",
  defenceContribution: "Έκτακτη Αμυντική Εισφορά (ΕΑΕ)",
  totalContributionsAndTax: "σύνολο φόρων και εισφορών",
  netAnnualIncome: "καθαρό ετήσιο εισόδημα"
}

const DEDUCTION: Record<string, string> = {
  "Donations to approved charities": "Δωρεές σε εγκεκριμένα φιλανθρωπικά ιδρύματα",
  "Social insurance contributions": "Εισφορές Κοινωνικών Ασφαλίσεων",
  "GESY contributions": "Εισφορές ΓεΣΥ",
  "Approved pension / provident fund contributions": "Εισφορές σε εγκεκριμένο ταμείο συντάξεων / προνοίας",
  "Medical fund contributions": "Εισφορές σε ιατρικό ταμείο",
  "Life insurance premiums": "Ασφάλιστρα ζωής",
  "Home insurance against natural disasters": "Ασφάλιση κατοικίας έναντι φυσικών καταστροφών",
  "Main residence loan interest or rent": "Τόκοι δανείου ή ενοίκιο κύριας κατοικίας",
  "Energy upgrade of main residence or electric vehicle": "Ενεργειακή αναβάθμιση κύριας κατοικίας ή ηλεκτρικό όχημα"
}

/** A deduction's name in Greek (the English name when it is not known here). */
const deductionName = (name: string): string => {
  const known = DEDUCTION[name]
  if (known !== undefined) return known
  const rent = /^Rental income allowance \((\d+(?:\.\d+)?)% of gross rent\)$/.exec(name)
  if (rent !== null) return `Έκπτωση εισοδήματος από ενοίκια (${greekNumber(rent[1] ?? "")}% του ακαθάριστου ενοικίου)`
  const children = /^Dependent children \((\d+)(, single parent: doubled)?\)$/.exec(name)
  if (children !== null)
    return `Εξαρτώμενα τέκνα (${children[1]}${children[2] === undefined ? "" : ", μονογονεϊκή οικογένεια: διπλάσιο ποσό"})`
  return name
}

const figureName = (figure: string): string =>
  FIGURE[figure] ?? (figure.startsWith("deduction: ") ? `έκπτωση: ${deductionName(figure.slice(11))}` : figure)

const years = (n: string | undefined) => (n === "1" ? "1 συνεχόμενο έτος" : `${n} συνεχόμενα έτη`)

/** The reasons of the art. 8 exemption (src/domain/income-tax/article8.ts) in Greek; an unknown one as it is. */
const ARTICLE8: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [
    /^Not resident for (\d+) consecutive years before starting \(at least (\d+) needed\)\.$/,
    (m) => `Μη κάτοικος για ${years(m[1])} πριν από την έναρξη (απαιτούνται τουλάχιστον ${m[2]}).`
  ],
  [
    /^Not resident for only (\d+) consecutive years before starting; at least (\d+) are needed( \(art\. 8\(23A\) as amended 2023\))?\.$/,
    (m) =>
      `Μη κάτοικος για μόνο ${years(m[1])} πριν από την έναρξη· απαιτούνται τουλάχιστον ${m[2]}${m[3] === undefined ? "" : " (άρθρο 8(23Α) όπως τροποποιήθηκε το 2023)"}.`
  ],
  [
    /^employedAbroadBeforeStart was not given/,
    () =>
      "Δεν δόθηκε το employedAbroadBeforeStart: η προϋπόθεση της απασχόλησης στο εξωτερικό από εργοδότη μη κάτοικο αμέσως πριν από την έναρξη δεν μπορεί να ελεγχθεί (δεν τεκμαίρεται ποτέ)."
  ],
  [
    /^Employed abroad by a non-resident employer immediately before starting\.$/,
    () => "Απασχόληση στο εξωτερικό από εργοδότη μη κάτοικο αμέσως πριν από την έναρξη."
  ],
  [
    /^Not employed abroad by a non-resident employer immediately before starting, which art\. 8\(21A\) requires\.$/,
    () =>
      "Δεν υπήρξε απασχόληση στο εξωτερικό από εργοδότη μη κάτοικο αμέσως πριν από την έναρξη, όπως απαιτεί το άρθρο 8(21Α)."
  ],
  [
    /^Tax year (\d+) is (within|outside) the (\d+) tax years (\d+-\d+)( \(the exemption starts in the tax year after employment starts\))?\.$/,
    (m) =>
      `Το φορολογικό έτος ${m[1]} είναι ${m[2] === "within" ? "εντός" : "εκτός"} των ${m[3]} φορολογικών ετών ${m[4]}${m[5] === undefined ? "" : " (η απαλλαγή αρχίζει το φορολογικό έτος μετά την έναρξη της απασχόλησης)"}.`
  ],
  [
    /^Tax year (\d+) is within the (\d+) tax years (\d+-\d+) \(employment started before 26 Jul 2022: old art\. 8\(21\)\)\.$/,
    (m) =>
      `Το φορολογικό έτος ${m[1]} είναι εντός των ${m[2]} φορολογικών ετών ${m[3]} (απασχόληση που άρχισε πριν από τις 26 Ιουλίου 2022: το παλαιό άρθρο 8(21)).`
  ],
  [
    /^Tax year (\d+) is outside the (\d+) tax years (\d+-\d+) of old art\. 8\(21\) \(employment started before 26 Jul 2022\)\.$/,
    (m) =>
      `Το φορολογικό έτος ${m[1]} είναι εκτός των ${m[2]} φορολογικών ετών ${m[3]} του παλαιού άρθρου 8(21) (απασχόληση που άρχισε πριν από τις 26 Ιουλίου 2022).`
  ],
  [
    /^Resident outside Cyprus in the year before employment started\.$/,
    () => "Κάτοικος εκτός Κύπρου το έτος πριν από την έναρξη της απασχόλησης."
  ],
  [
    /^Not resident outside Cyprus in the year before employment started, which art\. 8\(21\) requires\.$/,
    () => "Δεν ήταν κάτοικος εκτός Κύπρου το έτος πριν από την έναρξη της απασχόλησης, όπως απαιτεί το άρθρο 8(21)."
  ],
  [
    /^Employment started before 2012:/,
    () =>
      "Η απασχόληση άρχισε πριν από το 2012: οι παλαιότερες εκδοχές του άρθρου 8(21) δεν μοντελοποιούνται και οι περίοδοί τους έχουν λήξει."
  ],
  [
    /^Employment started before 1 Jan 2022:/,
    () =>
      "Η απασχόληση άρχισε πριν από την 1η Ιανουαρίου 2022: οι μεταβατικές διατάξεις του άρθρου 8(23Α) και το παλαιό άρθρο 8(23) δεν μοντελοποιούνται."
  ],
  [
    /^Employment income ([\d,.-]+) (exceeds|does not exceed) EUR ([\d,.]+)\.$/,
    (m) =>
      `Το εισόδημα από μισθωτή απασχόληση € ${greekNumber(m[1] ?? "")} ${m[2] === "exceeds" ? "υπερβαίνει" : "δεν υπερβαίνει"} τις € ${greekNumber(m[3] ?? "")}.`
  ],
  [
    /^Employment starts in (\d+), after tax year (\d+)\.$/,
    (m) => `Η απασχόληση αρχίζει το ${m[1]}, μετά το φορολογικό έτος ${m[2]}.`
  ],
  [
    /^There is no employment income \(salaryIncome is 0\) to exempt\.$/,
    () => "Δεν υπάρχει εισόδημα από μισθωτή απασχόληση (salaryIncome 0) για απαλλαγή."
  ]
]

const article8Reason = (reason: string): string => {
  for (const [pattern, greek] of ARTICLE8) {
    const m = pattern.exec(reason)
    if (m !== null) return greek(m)
  }
  return reason
}

const childCount = (n: number) => (n === 1 ? "1 εξαρτώμενο τέκνο" : `${n} εξαρτώμενα τέκνα`)

const incomeTestNote = (t: NonNullable<IncomeTaxOutput["personalDeductionsIncomeTest"]>): string => {
  const income = t.householdType === "couple" ? "Το ακαθάριστο οικογενειακό εισόδημα" : "Το ακαθάριστο ατομικό εισόδημα"
  const who =
    t.householdType === "single"
      ? "άγαμο πρόσωπο (χωρίς σύζυγο ή πολιτικό σύντροφο, χωρίς εξαρτώμενα τέκνα)"
      : t.householdType === "couple"
        ? `ζεύγος με ${childCount(t.dependentChildren)}`
        : `μονογονεϊκή οικογένεια με ${childCount(t.dependentChildren)}`
  return `${income} ${eur(t.incomeCompared)} ${t.withinLimit ? "είναι εντός του ορίου" : "υπερβαίνει το όριο"} των ${eur(t.limit)} για ${who}.`
}

const article14Note = (cap: IncomeTaxOutput["article14Cap"], english: string): string => {
  const fraction = /exceed (\d+\/\d+) of income/.exec(english)?.[1] ?? "1/5"
  return `Οι εισφορές και τα ασφάλιστρα του άρθρου 14 (${eur(cap.claimedWithinCap)}) υπερβαίνουν το ${fraction} του εισοδήματος (${eur(cap.cap)})· εκπίπτεται μόνο ποσό ${eur(cap.allowedWithinCap)}.`
}

export const describeIncomeTaxEl = (o: IncomeTaxOutput): Array<string> => {
  const lines = [
    `Φόρος εισοδήματος Κύπρου ${o.legislationVersion}${o.legislationYearDefaulted ? " (προεπιλεγμένο έτος)" : ""}: ${o.employmentType === null ? "χωρίς μισθό" : (EMPLOYMENT[o.employmentType] ?? o.employmentType)}, ${o.isTaxResident ? "φορολογικός κάτοικος" : "μη φορολογικός κάτοικος"}.`,
    `Συνολικό εισόδημα ${eur(o.income.total)}· φορολογητέο εισόδημα ${eur(o.taxableIncome)}.`,
    `Φόρος εισοδήματος ${eur(o.incomeTax)}· εισφορές Κοινωνικών Ασφαλίσεων ${eur(o.socialInsurance.amount)}· εισφορές ΓεΣΥ ${eur(o.gesy.amount)}` +
      (o.defenceContribution.parts.length > 0
        ? `· Έκτακτη Αμυντική Εισφορά (ΕΑΕ) ${eur(o.defenceContribution.amount)}.`
        : "."),
    `Καθαρό ετήσιο εισόδημα ${eur(o.netAnnualIncome)}· καθαρό μηνιαίο (ετήσιο / 12) ${eur(o.netMonthlyIncome)}.`,
    `Πραγματικός συντελεστής φόρου εισοδήματος ${formatDecimals(o.effectiveTaxRatePercent, 2, "el")}%.`
  ]
  if (o.foreignPension !== null)
    lines.push(
      `Σύνταξη από το εξωτερικό (${FOREIGN_TAXATION[o.foreignPension.taxation] ?? o.foreignPension.taxation}): φόρος άρθρου 20 ${eur(o.foreignPension.tax)}· με ${FOREIGN_TAXATION[o.foreignPension.otherTaxation] ?? o.foreignPension.otherTaxation} το σύνολο θα ήταν ${eur(o.foreignPension.totalTaxUnderOtherTaxation)}.`
    )
  if (o.gesy.parts.length > 1)
    lines.push(
      `ΓεΣΥ ανά εισόδημα: ${o.gesy.parts.map((p) => `${GESY_INCOME[p.income] ?? p.income} ${num(p.ratePercent)}% επί ${eur(p.base)} = ${eur(p.amount)}`).join("· ")} (ένα ανώτατο όριο ${eur(o.gesy.ceiling)} για όλα).`
    )
  for (const part of o.defenceContribution.parts)
    lines.push(
      `ΕΑΕ σε ${SDC_INCOME[part.income] ?? part.income}: ${num(part.ratePercent)}% επί ${eur(part.base)} = ${eur(part.amount)}${part.charged ? "" : " (δεν χρεώνεται)"}.`
    )
  if (o.comparison !== null) {
    const year = o.comparison.year
    const changed = o.comparison.figures.filter((figure) => figure.changed)
    lines.push(
      `Σύγκριση με το ${year}: ${changed.length === 0 ? "καμία αλλαγή" : changed.map((c) => `${figureName(c.figure)} ${eur(c.thisYear.amount)} (${year}: ${eur(c.otherYear.amount)}, ${c.difference >= 0 ? "+" : ""}${digits(c.difference)})`).join("· ")}.`
    )
  }
  if (o.employmentExemption !== null) {
    const e = o.employmentExemption
    lines.push(
      `Απαλλαγή ${EXEMPTION[e.type] ?? e.type} του άρθρου 8 ${e.applied ? `εφαρμόστηκε: ${eur(e.amount)}` : `απορρίφθηκε: ${e.reasons.map(article8Reason).join(" ")}`}`
    )
  }
  if (o.personalDeductionsIncomeTest !== null)
    lines.push(
      `Έλεγχος εισοδήματος για τις εκπτώσεις του ${TAX_REFORM_YEAR}: ${incomeTestNote(o.personalDeductionsIncomeTest)}`
    )
  if (o.article14Cap.note !== null) lines.push(article14Note(o.article14Cap, o.article14Cap.note))
  return lines
}
