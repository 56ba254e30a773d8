import { CYP_PER_EUR, EURO_ADOPTION, VALUATION_BASE } from "./capital-gains.ts"
import { ANNUAL_CPI, CPI_BASE } from "./cpi.ts"
import type { Cited } from "./income-tax/law.ts"
import type { DatedParameter, Unit, Value } from "./parameter.ts"

/**
 * The figures held as Cited values of no tax year (legal constants of the capital gains tax and the annual CPI
 * series), as dated parameters for the rules registry (registry.ts): the same value, rule and sources, dated
 * from the year the figure itself names. The tools keep reading the Cited values.
 */

const constantFrom = (description: string, unit: Unit, cited: Cited<number>, from: number): DatedParameter<number> => ({
  description,
  unit,
  rule: cited.rule,
  sources: cited.sources,
  values: [cited.note === undefined ? { from, value: cited.value } : { from, value: cited.value, note: cited.note }]
})

export const CYP_PER_EUR_PARAMETER = constantFrom(
  "Fixed euro conversion rate of the Cyprus pound (CYP per EUR)",
  "ratio",
  CYP_PER_EUR,
  EURO_ADOPTION.value
)

export const EURO_ADOPTION_PARAMETER = constantFrom(
  "Year Cyprus adopted the euro: Cyprus pound amounts paid before it are converted at the fixed rate",
  "years",
  EURO_ADOPTION,
  EURO_ADOPTION.value
)

export const VALUATION_BASE_PARAMETER = constantFrom(
  "Capital gains valuation base: property acquired before 1 January of this year is valued at that date",
  "years",
  VALUATION_BASE,
  VALUATION_BASE.value
)

const CPI_NOTE =
  "A derived series (World Bank levels and inflation, chained and rebased; the rule), approximate: the fallback for " +
  "a payment with no monthly CPI value, the Tax Department indexing by its monthly table."

export const ANNUAL_CPI_PARAMETER: DatedParameter<number> = {
  description: `Cyprus consumer price index, annual average (${CPI_BASE}), for the capital gains indexation`,
  unit: "points",
  rule: ANNUAL_CPI.rule,
  sources: ANNUAL_CPI.sources,
  values: Object.fromEntries(
    Object.entries(ANNUAL_CPI.value).map(([year, value]): [string, Value<number>] => [
      year,
      { value, status: "derived", note: CPI_NOTE }
    ])
  )
}
