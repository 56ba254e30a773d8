import { atAll, type Traced, type TracedNode } from "../parameter.ts"
import { PENSION, UNEMPLOYMENT } from "./benefits.ts"
import { CONTRIBUTION_YEARS, type ContributionYear } from "./contribution-years.ts"
import { BASIC_INSURABLE_EARNINGS, MAX_INSURABLE_EARNINGS } from "./earnings.ts"
import { EMPLOYEE_RATE, EMPLOYER_RATE, SELF_EMPLOYED_RATE, STATE_RATE } from "./rates.ts"

/**
 * The Social Insurance figures of one contribution year, resolved from the dated parameters: what the
 * pension and benefit tools read. Each figure is traced (value, status, rule, year, unit, sources, note).
 */

export type ReferenceFigure<T> = Traced<T | null>

const CONTRIBUTION_RATES = {
  employeePercent: EMPLOYEE_RATE,
  employerPercent: EMPLOYER_RATE,
  selfEmployedPercent: SELF_EMPLOYED_RATE,
  statePercent: STATE_RATE
}

export type EarningsFigures = TracedNode<typeof BASIC_INSURABLE_EARNINGS>
/** the State's contribution is on the insurable earnings of employees */
export type ContributionRates = TracedNode<typeof CONTRIBUTION_RATES>
export type PensionRules = TracedNode<typeof PENSION>
export type UnemploymentRules = TracedNode<typeof UNEMPLOYMENT>

export interface SocialInsuranceReferenceYear {
  readonly year: ContributionYear
  readonly basicInsurableEarnings: EarningsFigures
  readonly maxInsurableEarnings: EarningsFigures
  readonly contributionRates: ContributionRates
  readonly pension: PensionRules
  readonly unemployment: UnemploymentRules
}

const BY_YEAR: ReadonlyMap<number, SocialInsuranceReferenceYear> = new Map(
  CONTRIBUTION_YEARS.map((year) => [
    year,
    {
      year,
      basicInsurableEarnings: atAll(BASIC_INSURABLE_EARNINGS, year),
      maxInsurableEarnings: atAll(MAX_INSURABLE_EARNINGS, year),
      contributionRates: atAll(CONTRIBUTION_RATES, year),
      pension: atAll(PENSION, year),
      unemployment: atAll(UNEMPLOYMENT, year)
    }
  ])
)

/** Calendar years held, ascending. */
export const SOCIAL_INSURANCE_REFERENCE_YEARS: ReadonlyArray<ContributionYear> = CONTRIBUTION_YEARS

/** The figures of a calendar year, or undefined when the year is not held. */
export const getSocialInsuranceReference = (year: number): SocialInsuranceReferenceYear | undefined => BY_YEAR.get(year)

/** Why a year cannot be answered: one message for the field that named it, and a hint (a tool answers it with a 400).
 * */
export interface YearNotHeld {
  readonly fieldErrors: Record<string, Array<string>>
  readonly hint: string
}

/** A year not held, naming the field and listing the years held. */
export const yearNotHeld = (field: string, year: number, what = "Social Insurance reference figures"): YearNotHeld => {
  const held = SOCIAL_INSURANCE_REFERENCE_YEARS
  return {
    fieldErrors: { [field]: [`${what} are held for the years ${held.join(", ")}; ${year} is not one of them`] },
    hint: `Use a year from ${held[0]} to ${held[held.length - 1]}.`
  }
}
