import type { Cited } from "./income-tax.ts"
import type { TaxYear } from "./years.ts"

/**
 * General Healthcare System (GESY / GHS) contributions, General Healthcare System Law 89(I)/2001,
 * rates in force since 1 March 2020 and unchanged in 2024-2026. Public-sector employees and state
 * officers pay the same 2.65% as private employees (paperclip-gesy, iris-gesy-2019).
 */

const GHS = "General Healthcare System Law 89(I)/2001"

export interface GesyYearRules {
  readonly year: TaxYear
  readonly employeeRatePercent: Cited<number>
  readonly selfEmployedRatePercent: Cited<number>
  /** rent, interest, dividends and other income earners */
  readonly otherIncomeRatePercent: Cited<number>
  /** one yearly ceiling on all incomes of the person together */
  readonly annualIncomeCeiling: Cited<number>
  readonly nonResidentScope: Cited<string>
}

const rules = (year: TaxYear): GesyYearRules => ({
  year,
  employeeRatePercent: {
    value: 2.65,
    rule: `${GHS}, contributions of employees (public and private sector)`,
    sources: ["paperclip-gesy", "acccyp-gesy-2020", "iris-gesy-2019"]
  },
  selfEmployedRatePercent: {
    value: 4,
    rule: `${GHS}, contributions of self-employed persons`,
    sources: ["paperclip-gesy", "acccyp-gesy-2020", "iris-gesy-2019"],
    note: "Charged on the self-employed person's income; modelled on profit (turnover less business expenses)."
  },
  otherIncomeRatePercent: {
    value: 2.65,
    rule: `${GHS}, contributions on rent, interest, dividends and other income`,
    sources: ["paperclip-gesy", "deloitte-rental-income"],
    note: "On gross rent, with no deductions (Deloitte)."
  },
  annualIncomeCeiling: {
    value: 180_000,
    rule: `${GHS}, maximum yearly income subject to contributions`,
    sources: ["paperclip-gesy", "acccyp-gesy-2020", "iris-gesy-2019"]
  },
  nonResidentScope: {
    value: "non-residents contribute only on income from Cyprus, excluding dividends and interest",
    rule: `${GHS}`,
    sources: ["iris-gesy-2019"],
    note: "Rests on one secondary source (Iris Corporate, 2019)."
  }
})

export const GESY_RULES: Readonly<Record<TaxYear, GesyYearRules>> = {
  2024: rules(2024),
  2025: rules(2025),
  2026: rules(2026)
}
