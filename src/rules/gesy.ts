import { at, type DatedParameter, type Traced, type Value } from "./parameter.ts"
import type { SourceId } from "./sources.ts"
import { TAX_YEARS, type TaxYear } from "./years.ts"

/**
 * General Healthcare System (GESY / GHS) contributions, General Healthcare System Law 89(I)/2001,
 * rates in force since 1 March 2020 and unchanged in 2024-2026. Public-sector employees and state
 * officers pay the same 2.65% as private employees (paperclip-gesy, iris-gesy-2019).
 * One dated parameter per fact. The rates and the income ceiling are keyed by tax year (the same
 * figures each year held): they are what every contribution is computed from, so each new tax year's
 * figures are confirmed before the service answers for it (adding a year fails the type check here).
 */

const GHS = "General Healthcare System Law 89(I)/2001"
const GESY_SOURCES: ReadonlyArray<SourceId> = ["paperclip-gesy", "acccyp-gesy-2020", "iris-gesy-2019"]
/** The rates: the law's art. 19(1) and the Tax Department's table first, then the firms that agree. */
const RATE_SOURCES: ReadonlyArray<SourceId> = ["ghs-cylaw-art19", "taxdep-gesy-rates", ...GESY_SOURCES]

/** The same figure in every tax year held, written out per year so that a year added to TAX_YEARS asks for its own. */
const sameEachYear = <T>(value: Value<T>): Readonly<Record<TaxYear, Value<T>>> => ({
  2024: value,
  2025: value,
  2026: value
})

export const GESY_EMPLOYEE_RATE: DatedParameter<number, TaxYear> = {
  description: "GESY contribution rate, employees (public and private sector)",
  unit: "percent",
  rule: `${GHS}, contributions of employees (public and private sector)`,
  sources: RATE_SOURCES,
  values: sameEachYear({ value: 2.65 })
}

export const GESY_SELF_EMPLOYED_RATE: DatedParameter<number, TaxYear> = {
  description: "GESY contribution rate, self-employed persons",
  unit: "percent",
  rule: `${GHS}, contributions of self-employed persons`,
  sources: RATE_SOURCES,
  values: sameEachYear({
    value: 4,
    note: "Charged on the self-employed person's income; modelled on profit (turnover less business expenses)."
  })
}

export const GESY_PENSIONER_RATE: DatedParameter<number, TaxYear> = {
  description: "GESY contribution rate on pensions (Cyprus and foreign pensions of residents)",
  unit: "percent",
  rule: `${GHS}, art. 19: contributions of pensioners`,
  sources: ["ghs-cylaw-art19", "taxdep-gesy-rates", "hh-pioannides-gesy-pensioners"],
  values: sameEachYear({ value: 2.65 })
}

/** rent, interest, dividends and other income earners */
export const GESY_OTHER_INCOME_RATE: DatedParameter<number, TaxYear> = {
  description: "GESY contribution rate on rent, interest, dividends and other income",
  unit: "percent",
  rule: `${GHS}, art. 19: contributions on rent, interest, dividends and other income`,
  sources: ["ghs-cylaw-art19", "taxdep-gesy-rates", "paperclip-gesy", "deloitte-rental-income"],
  values: sameEachYear({ value: 2.65, note: "On gross rent, with no deductions (Deloitte)." })
}

/** one yearly ceiling on all incomes of the person together */
export const GESY_ANNUAL_INCOME_CEILING: DatedParameter<number, TaxYear> = {
  description: "GESY maximum yearly income subject to contributions (all incomes of the person together)",
  unit: "EUR/year",
  rule: `${GHS}, art. 19: maximum yearly income subject to contributions, filled by employment, self-employment, pensions, then other income`,
  sources: [...GESY_SOURCES, "andersen-ghs-ceiling-order"],
  values: sameEachYear({ value: 180_000 })
}

/** A condition fixed by the law until amended: a period (in force at least from 2024, the first tax year held). */
export const GESY_NON_RESIDENT_SCOPE: DatedParameter<string> = {
  description: "Which incomes of non-residents bear GESY contributions",
  unit: "EUR",
  rule: `${GHS}`,
  sources: ["iris-gesy-2019"],
  values: [
    {
      from: 2024,
      value: "non-residents contribute only on income from Cyprus, excluding dividends and interest",
      note: "Rests on one secondary source (Iris Corporate, 2019)."
    }
  ]
}

export interface GesyYearRules {
  readonly year: TaxYear
  readonly employeeRatePercent: Traced<number>
  readonly selfEmployedRatePercent: Traced<number>
  readonly pensionerRatePercent: Traced<number>
  /** rent, interest, dividends and other income earners */
  readonly otherIncomeRatePercent: Traced<number>
  /** one yearly ceiling on all incomes of the person together */
  readonly annualIncomeCeiling: Traced<number>
  readonly nonResidentScope: Traced<string>
}

const yearRules = (year: TaxYear): GesyYearRules => ({
  year,
  employeeRatePercent: at(GESY_EMPLOYEE_RATE, year),
  selfEmployedRatePercent: at(GESY_SELF_EMPLOYED_RATE, year),
  pensionerRatePercent: at(GESY_PENSIONER_RATE, year),
  otherIncomeRatePercent: at(GESY_OTHER_INCOME_RATE, year),
  annualIncomeCeiling: at(GESY_ANNUAL_INCOME_CEILING, year),
  nonResidentScope: at(GESY_NON_RESIDENT_SCOPE, year)
})

export const GESY_RULES: Readonly<Record<TaxYear, GesyYearRules>> = Object.fromEntries(
  TAX_YEARS.map((year) => [year, yearRules(year)])
) as Record<TaxYear, GesyYearRules>
