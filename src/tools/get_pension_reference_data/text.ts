import { formatEur, greekNumber } from "../../core/format.ts"
import type { PensionReferenceOutput } from "./output.ts"

// The Greek lines of get_pension_reference_data's text, one for each English line of tool.ts.

const eur = (n: number | null): string => (n === null ? "δεν έχει επιβεβαιωθεί" : formatEur(n, { language: "el" }))
const rate = (n: number | null, unknown: string): string => (n === null ? unknown : `${greekNumber(String(n))}%`)

export const describePensionReferenceEl = (o: PensionReferenceOutput): Array<string> => [
  `Στοιχεία αναφοράς Κοινωνικών Ασφαλίσεων Κύπρου για το ${o.year}:`,
  `Βασικές ασφαλιστέες αποδοχές: ${eur(o.weeklyBasicInsurableEarnings)} την εβδομάδα, ${eur(o.annualBasicInsurableEarnings)} τον χρόνο.`,
  `Μέγιστες ασφαλιστέες αποδοχές: ${eur(o.weeklyMaxInsurableEarnings)} την εβδομάδα, ${eur(o.monthlyMaxInsurableEarnings)} τον μήνα, ${eur(o.annualMaxInsurableEarnings)} τον χρόνο.`,
  `Ποσοστά εισφορών: μισθωτός ${rate(o.contributionRates.employeePercent, "?%")}, εργοδότης ${rate(o.contributionRates.employerPercent, "?%")}, αυτοτελώς εργαζόμενος ${rate(o.contributionRates.selfEmployedPercent, "?%")}, Κράτος ${rate(o.contributionRates.statePercent, "δεν έχει επιβεβαιωθεί")}.`,
  `Ηλικία συνταξιοδότησης ${o.statutoryPensionAge}· ελάχιστα ${o.minimumContributionYears} έτη εισφορών· το πολύ ${greekNumber(String(o.maxUnitsPerYear))} ασφαλιστικές μονάδες τον χρόνο.`
]
