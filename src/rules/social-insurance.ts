import { formatEur } from "../core/format.ts"
import { at, type Traced } from "./parameter.ts"
import { TAX_YEARS, type TaxYear } from "./years.ts"
import { MAX_INSURABLE_EARNINGS } from "./social-insurance/earnings.ts"
import { EMPLOYEE_RATE, EMPLOYER_RATE, SELF_EMPLOYED_RATE } from "./social-insurance/rates.ts"

/**
 * Social Insurance (Social Insurance Law 59(I)/2010): one table per fact, as dated parameters in
 * social-insurance/ (contribution years and weeks, rates, basic and maximum insurable earnings, the
 * self-employed category minimums, pension and unemployment rules), resolved by year with `at`.
 * This module gathers them, and resolves what the income tax tools use for a tax year.
 */

export * from "./social-insurance/benefits.ts"
export * from "./social-insurance/contribution-years.ts"
export * from "./social-insurance/earnings.ts"
export * from "./social-insurance/rates.ts"
export * from "./social-insurance/reference.ts"
export * from "./social-insurance/self-employed.ts"

export interface SocialInsuranceYearRules {
  readonly year: TaxYear
  readonly employeeRatePercent: Traced<number>
  /** shown for information only: never deducted from the employee's pay */
  readonly employerRatePercent: Traced<number>
  readonly selfEmployedRatePercent: Traced<number>
  /** yearly maximum insurable earnings (weekly and monthly figures in the note) */
  readonly maxInsurableEarnings: Traced<number>
}

const yearRules = (year: TaxYear): SocialInsuranceYearRules => {
  const annual = at(MAX_INSURABLE_EARNINGS.annual, year)
  const perWeekAndMonth = `${formatEur(at(MAX_INSURABLE_EARNINGS.weekly, year).value, { prose: true })} a week / ${formatEur(at(MAX_INSURABLE_EARNINGS.monthly, year).value, { unit: false, prose: true })} a month.`
  return {
    year,
    employeeRatePercent: at(EMPLOYEE_RATE, year),
    employerRatePercent: at(EMPLOYER_RATE, year),
    selfEmployedRatePercent: at(SELF_EMPLOYED_RATE, year),
    maxInsurableEarnings: {
      ...annual,
      note: annual.note === undefined ? perWeekAndMonth : `${annual.note} ${perWeekAndMonth}`
    }
  }
}

export const SOCIAL_INSURANCE_RULES: Readonly<Record<TaxYear, SocialInsuranceYearRules>> = Object.fromEntries(
  TAX_YEARS.map((year) => [year, yearRules(year)])
) as Record<TaxYear, SocialInsuranceYearRules>
