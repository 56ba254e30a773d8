import { roundTo } from "../core/money.ts"
import { INCOME_TAX_RULES, ITL, ITL_ART14 } from "./income-tax.ts"
import { SECURITIES_GAINS_TAX_PERCENT } from "./life-insurance.ts"
import { at, type DatedParameter } from "./parameter.ts"
import { DEFAULT_TAX_YEAR, type TaxYear } from "./years.ts"
import type { SourceId } from "./sources.ts"

/**
 * Relief rules and modelling defaults for compare_investment_vehicles. The art. 14 limits are read
 * from the income tax rules of the tax year asked for, never copied. Each default is a disclosed
 * assumption with its reason.
 */

export interface ReliefRules {
  /** the art. 14 limits that bound the deductible contribution of option 2 (for descriptions and assumptions) */
  readonly text: string
  /** the rule of the relief: the contribution is deducted from taxable income */
  readonly rule: string
  readonly sources: ReadonlyArray<SourceId>
}

/** The art. 14 relief of a tax year: its rule, the limits that bound it and its sources. */
export const reliefRules = (year: TaxYear): ReliefRules => {
  const a14 = INCOME_TAX_RULES[year].article14
  return {
    text:
      `${ITL_ART14}: contributions to approved pension or provident funds are deductible up to ` +
      `${a14.pensionFundPercentOfRemuneration.value}% of remuneration, life insurance premiums up to ` +
      `${a14.lifeInsurancePercentOfSumInsured.value}% of the sum insured, and together with social insurance and GESY ` +
      `at most 1/${Math.round(1 / a14.capFractionOfIncome.value)} of income (${year} rules)`,
    rule: `${ITL_ART14} (contributions to approved pension or provident funds and life insurance premiums are deducted from taxable income: the relief is the tax they save at the marginal rate)`,
    sources: [
      ...new Set<SourceId>([
        "hh-cylaw-itl-art14",
        ...a14.pensionFundPercentOfRemuneration.sources,
        ...a14.lifeInsurancePercentOfSumInsured.sources,
        ...a14.capFractionOfIncome.sources
      ])
    ]
  }
}

export interface Default {
  readonly value: number
  readonly why: string
  readonly sources: ReadonlyArray<SourceId>
}

/** Option 2's payout: capital sums from approved provident funds and life insurance bear no income tax. */
export const CAPITAL_SUMS_TAX_PERCENT: DatedParameter<number> = {
  description: "Income tax on capital sums from approved provident funds and life insurance",
  unit: "percent",
  rule: `${ITL}, art. 8 (exempt income: capital sums from life insurance or approved provident funds)`,
  sources: ["hh-cyms-exemptions"],
  values: [
    {
      from: 2024,
      value: 0,
      note: "In force at least from 2024, the first tax year held (an earlier start was not checked); pensions paid as income are taxed at the bands."
    }
  ]
}

/** A default that is a rule of law: its value and sources read from the parameter (in the default tax year). */
const lawDefault = (parameter: DatedParameter<number>, why: string): Default => {
  const { value, sources } = at(parameter, DEFAULT_TAX_YEAR)
  return { value, why, sources }
}

/** Modelling defaults (horizon, return, fees) and the exit taxes the law sets when the caller sends none. */
export const VEHICLE_DEFAULTS = {
  years: { value: 20, why: "Modelling default horizon for long-term saving; send years for yours.", sources: [] },
  annualReturn: {
    value: 5,
    why: "Modelling default gross return for both options, the same for both so that only fees and tax differ; a forecast, not a guarantee.",
    sources: []
  },
  fee: { value: 0, why: "Not sent: no fee of this kind charged.", sources: [] },
  option1ExitTax: lawDefault(
    SECURITIES_GAINS_TAX_PERCENT,
    "Profits from the sale of securities are exempt from Cyprus income tax; tax on dividends and interest received along the way (SDC, GESY) is not modelled."
  ),
  option2ExitTax: lawDefault(
    CAPITAL_SUMS_TAX_PERCENT,
    "Capital sums from approved provident funds and life insurance are exempt from Cyprus income tax; pensions paid as income are taxed at the bands (not modelled)."
  )
} as const satisfies Record<string, Default>

/**
 * Rate r per period solving sum(flow[t] / (1 + r)^t) = 0, by bisection on [-99.99%, 1000%]; null when
 * the flows do not change sign or no root lies in the range. Flows are indexed by period from 0.
 */
export const irrPerPeriod = (flows: ReadonlyArray<number>): number | null => {
  if (!flows.some((f) => f > 0) || !flows.some((f) => f < 0)) return null
  const npv = (r: number) => flows.reduce((sum, f, t) => sum + f / (1 + r) ** t, 0)
  let lo = -0.9999
  let hi = 10
  let fLo = npv(lo)
  if (fLo * npv(hi) > 0) return null
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    const fMid = npv(mid)
    if (fMid === 0) return mid
    if (fLo * fMid < 0) hi = mid
    else {
      lo = mid
      fLo = fMid
    }
  }
  return (lo + hi) / 2
}

/** Annual percentage (2 decimals) from a per-period rate with `periodsPerYear` periods, or null. */
export const annualPercent = (perPeriod: number | null, periodsPerYear: number): number | null =>
  perPeriod === null ? null : roundTo(((1 + perPeriod) ** periodsPerYear - 1) * 100, 2)
