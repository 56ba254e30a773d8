import { GESY_RULES } from "./gesy.ts"
import { type Cited, INCOME_TAX_RULES } from "./income-tax.ts"
import { DEFAULT_TAX_YEAR, type TaxYear } from "./years.ts"
import type { SourceId } from "./sources.ts"
import { pensionValuationYear } from "./state-pension.ts"

/**
 * Rules and modelling defaults of run_retirement_stress_test that are not held elsewhere. Income tax
 * bands come from income-tax.ts, the GESY rate and ceiling from gesy.ts and the statutory pension age
 * from social-insurance.ts; this module adds only what those do not hold.
 */

/** A disclosed modelling default: the value used when the caller omits the field, and why. */
export interface ModellingDefault {
  readonly value: number
  readonly why: string
  readonly sources: ReadonlyArray<SourceId>
}

/** Future years are taxed under the rules of this year (the latest held), with thresholds moving with inflation. */
export const PENSION_TAX_YEAR: TaxYear = DEFAULT_TAX_YEAR

/** Published default of the tool (published-tool-interfaces.md §3.3). */
export const DEFAULT_END_AGE: ModellingDefault = {
  value: 90,
  why: "published default planning horizon of this tool; send endAge to plan for a longer life",
  sources: []
}

/** Published default of the tool (published-tool-interfaces.md §3.3). */
export const DEFAULT_SIMULATIONS: ModellingDefault = {
  value: 1_000,
  why: "published default of this tool; the success probability then has a standard error of at most 1.6 percentage points",
  sources: []
}

/** Above this the request is refused (400): 10,000 paths x 1,224 months (ages 18 to 120) take about 0.4 s of CPU. */
export const MAX_SIMULATIONS = 10_000

/** Ages are whole years; the horizon ends at most at this age. */
export const MAX_AGE = 120
export const MIN_CURRENT_AGE = 18

export const DEFAULT_EXPECTED_RETURN_PCT: ModellingDefault = {
  value: 5,
  why: "modelling choice, not a forecast: a balanced portfolio (about 60% shares, 40% bonds) after fees, in nominal terms",
  sources: []
}

export const DEFAULT_RETURN_VOLATILITY_PCT: ModellingDefault = {
  value: 10,
  why: "modelling choice: the yearly standard deviation of a balanced portfolio's return (shares alone are about 15-20%)",
  sources: []
}

export const DEFAULT_INFLATION_RATE_PCT: ModellingDefault = {
  value: 2,
  why: "the European Central Bank's medium-term inflation target (Cyprus is in the euro area)",
  sources: ["hh-ecb-inflation-target"]
}

/** The statutory pension age: the state pension starts here unless statePensionAge is sent. */
export const statutoryPensionAge = (): Cited<number> => {
  const age = pensionValuationYear().pension.statutoryPensionAge
  if (age.value === null) throw new Error("social-insurance.ts holds no statutory pension age")
  return { value: age.value, rule: age.rule, sources: age.sources }
}

/**
 * Income Tax Law art. 20: a resident's pension from services abroad may be taxed separately at a flat rate on the
 * part above an exempt amount, instead of at the scale, chosen each year: the income tax's own rule of
 * PENSION_TAX_YEAR (income-tax/other-incomes.ts), so both tools tax a foreign pension alike.
 */
const foreignPensionRules = INCOME_TAX_RULES[PENSION_TAX_YEAR]
export const FOREIGN_PENSION_OPTION: Cited<{ readonly ratePercent: number; readonly exemptAmount: number }> = {
  value: {
    ratePercent: foreignPensionRules.foreignPensionRatePercent.value,
    exemptAmount: foreignPensionRules.foreignPensionExemptAmount.value
  },
  rule: foreignPensionRules.foreignPensionExemptAmount.rule,
  sources: [
    ...new Set([
      ...foreignPensionRules.foreignPensionRatePercent.sources,
      ...foreignPensionRules.foreignPensionExemptAmount.sources
    ])
  ],
  ...(foreignPensionRules.foreignPensionExemptAmount.note !== undefined && {
    note: foreignPensionRules.foreignPensionExemptAmount.note
  })
}

/** Pensioners pay the employee GESY rate on their pensions, with the one yearly ceiling on all incomes. */
export const PENSION_GESY: Cited<{ readonly ratePercent: number; readonly annualIncomeCeiling: number }> = {
  value: {
    ratePercent: GESY_RULES[PENSION_TAX_YEAR].employeeRatePercent.value,
    annualIncomeCeiling: GESY_RULES[PENSION_TAX_YEAR].annualIncomeCeiling.value
  },
  rule: "General Healthcare System Law 89(I)/2001, contributions of pensioners (same rate as employees), one yearly ceiling on all incomes",
  sources: [...GESY_RULES[PENSION_TAX_YEAR].annualIncomeCeiling.sources, "hh-pioannides-gesy-pensioners"],
  note: "Charged on Cyprus and foreign pensions alike; whether GESY paid on a foreign pension taxed at 5% is deductible is UNCONFIRMED (not deducted)."
}
