import { type Cited, INCOME_TAX_RULES, ITL, ITL_ART14 } from "./income-tax.ts"
import { at, type DatedParameter, type Traced } from "./parameter.ts"
import { DEFAULT_TAX_YEAR, type TaxYear } from "./years.ts"

/**
 * Rules for a unit-linked life policy held by a Cyprus tax resident (simulate_life_insurance_flush).
 * Premium relief reuses the income tax rules (art. 14: 7% of the sum insured, inside the 1/5 cap).
 * The 2026 partial-surrender rule is known only from press summaries of the Tax Department guide;
 * its reading below is a disclosed modelling choice, marked UNCONFIRMED, kept as data so that a
 * confirmed text changes numbers here and nothing in the tool.
 */

/** Life premiums deductible up to this % of the sum insured in a tax year (the income tax rules of that year). */
export const premiumReliefPercent = (year: TaxYear): Cited<number> =>
  INCOME_TAX_RULES[year].article14.lifeInsurancePercentOfSumInsured

/** The marginal rates of a tax year's bands (0, 20, 25, ...), for checking a tax bracket sent. */
export const bandRates = (year: TaxYear): ReadonlyArray<number> =>
  INCOME_TAX_RULES[year].bands.value.map((band) => band.ratePercent)

/** In force at least from 2024, the first tax year held (an earlier start was not checked). */
const FIRST_TAX_YEAR = 2024

/** A broker account is no life policy: its sale gains bear no income tax, and no premium relief is due. */
export const SECURITIES_GAINS_TAX_PERCENT: DatedParameter<number> = {
  description: "Income tax on profits from the sale of securities",
  unit: "percent",
  rule: `${ITL}, art. 8 (exempt income: profits from the sale of securities)`,
  sources: ["hh-cyms-exemptions"],
  values: [
    {
      from: FIRST_TAX_YEAR,
      value: 0,
      note: "Rests on one secondary source; dividend and interest SDC, GESY and broker fees are not modelled."
    }
  ]
}

export interface ClawbackBand {
  readonly upToPolicyYear: number
  readonly percent: number
}

/** Full cancellation within 6 years of issue: this % of the premiums previously allowed becomes taxable income. */
export const SURRENDER_CLAWBACK: DatedParameter<ReadonlyArray<ClawbackBand>> = {
  description: "Full cancellation of a life policy: share of the premiums allowed that is taxed, by policy year",
  unit: "percent",
  rule: `${ITL_ART14} (cancellation of a life policy within six years of issue)`,
  sources: ["hh-cylaw-itl-art14", "hh-eurolife-cancellation", "hh-fbs-cancellation", "hh-moveonestates-2026-insurance"],
  values: [
    {
      from: FIRST_TAX_YEAR,
      value: [
        { upToPolicyYear: 3, percent: 30 },
        { upToPolicyYear: 6, percent: 20 }
      ],
      note:
        "Reported unchanged in 2026. Read as: the percentage of the premiums allowed as deductions is added to " +
        "income of the year of cancellation and taxed at the marginal rate (that it is income, not a tax amount, is UNCONFIRMED)."
    }
  ]
}

export interface PartialSurrenderRule {
  /** from this policy year a tax-free (safe) limit exists; before it every partial surrender is partly taxable */
  readonly firstPolicyYearWithSafeLimit: number
  /** look-backs (years before the last year-end balance) whose higher balance is the reference value */
  readonly lookBackYears: ReadonlyArray<number>
  /** share of the amount surrendered above the safe limit that is taxable income */
  readonly taxableSharePercent: number
}

/**
 * 2026 partial surrenders. Reported: "under 4 years: 50% of the surrender value; 4+ years: 50% of the
 * excess over the previous surrender value". Modelled reading (UNCONFIRMED): in policy years 1-3 half of
 * any partial surrender is taxable income; from policy year 4 the growth of the surrender value over the
 * previous values, measured against the higher of the balances 3 and 4 years earlier, can be withdrawn
 * tax-free (the safe limit), and half of any amount above it is taxable income.
 */
export const PARTIAL_SURRENDER: DatedParameter<PartialSurrenderRule> = {
  description: "Partial surrender of a life policy: tax-free safe limit and taxable share above it",
  unit: "percent",
  rule: `${ITL_ART14} as amended by the 2026 tax reform (partial surrenders of life policies)`,
  sources: ["hh-moveonestates-2026-insurance", "hh-filenews-2026-insurance"],
  values: [
    {
      from: 2026,
      value: { firstPolicyYearWithSafeLimit: 4, lookBackYears: [3, 4], taxableSharePercent: 50 },
      note:
        "UNCONFIRMED: only a second-hand summary of the Tax Department guide was found; the amended law text and " +
        "the guide were not read. The safe-limit reading (growth over the 3- and 4-year look-backs, half of any " +
        "excess taxable) is this service's modelling choice."
    }
  ]
}

export const SECURITIES_GAINS_EXEMPT: Traced<number> = at(SECURITIES_GAINS_TAX_PERCENT, DEFAULT_TAX_YEAR)
export const FULL_SURRENDER_CLAWBACK: Traced<ReadonlyArray<ClawbackBand>> = at(SURRENDER_CLAWBACK, DEFAULT_TAX_YEAR)
export const PARTIAL_SURRENDER_2026: Traced<PartialSurrenderRule> = at(PARTIAL_SURRENDER, 2026)

/* Not parameters of law: the bid/offer spread is a product term (a disclosed default), the policy return a
   forecast and the mortality table a model calibrated to statistics. */

/** Bid/offer spread lost when a premium is paid with units sold from the same policy. */
export const BID_OFFER_SPREAD_PERCENT: Cited<number> = {
  value: 5,
  rule: "Product term of unit-linked policies (units sold at the bid price, bought at the offer price)",
  sources: ["hh-pitsas-savings-terms", "hh-movechannel-bid-offer"],
  note: "A common market figure, not law: send bidOfferSpreadPercent from the policy terms when known."
}

/** Default forecast return of the policy fund when the caller sends none: a disclosed assumption. */
export const DEFAULT_POLICY_RETURN_PERCENT = {
  value: 4,
  why:
    "Modelling default for a balanced unit-linked fund before the fees you send: below long-run equity returns, " +
    "above euro deposit rates. A forecast, not a guarantee; send expectedReturnRate for your own."
} as const

/**
 * Mortality: Gompertz-Makeham force of mortality mu(x) = A + B * exp(b * x), one-year death probability
 * q(x) = 1 - exp(-(A + B * exp(b * x) * (exp(b) - 1) / b)). A and b are textbook adult values; B is
 * calibrated per gender so that life expectancy at birth equals the Cyprus 2022 figures (men 79.9,
 * women 83.6 years). A documented approximation of a Cyprus life table, not an insurer's tariff.
 */
export const MORTALITY: Cited<{
  readonly A: number
  readonly b: number
  readonly B: Readonly<Record<Gender, number>>
  readonly lifeExpectancyAtBirth: Readonly<Record<Gender, number>>
}> = {
  value: {
    A: 0.0003,
    b: 0.095,
    B: { male: 2.456e-5, female: 1.712e-5 },
    lifeExpectancyAtBirth: { male: 79.9, female: 83.6 }
  },
  rule: "Gompertz-Makeham mortality calibrated to Cyprus life expectancy at birth, 2022",
  sources: ["hh-cymail-life-expectancy-2022"],
  note: "The insurer's own mortality charges differ; the cost modelled is sum at risk x q(age) / 12 a month."
}

export const GENDERS = ["male", "female"] as const
export type Gender = (typeof GENDERS)[number]

/** One-year probability of death at integer age x (capped at 1). */
export const mortalityRate = (gender: Gender, age: number): number => {
  const { A, b, B } = MORTALITY.value
  return Math.min(1, 1 - Math.exp(-(A + (B[gender] * Math.exp(b * age) * (Math.exp(b) - 1)) / b)))
}

/** Clawback percentage on a full cancellation in the given policy year (0 after year 6). */
export const clawbackPercent = (policyYear: number): number =>
  FULL_SURRENDER_CLAWBACK.value.find((band) => policyYear <= band.upToPolicyYear)?.percent ?? 0

/**
 * Tax-free safe limit (cents) for partial surrenders in a year, from the year-end balances before it
 * (oldest first, the last one opens the year). null when the policy year has no safe limit or a
 * look-back balance is not available (then the whole surrender is treated as above the limit).
 */
export const safeLimitCents = (policyYear: number, balancesCents: ReadonlyArray<number>): number | null => {
  const rule = PARTIAL_SURRENDER_2026.value
  if (policyYear < rule.firstPolicyYearWithSafeLimit) return null
  const last = balancesCents[balancesCents.length - 1]
  const refs = rule.lookBackYears.map((k) => balancesCents[balancesCents.length - 1 - k])
  if (last === undefined || refs.some((r) => r === undefined)) return null
  return Math.max(0, last - Math.max(...(refs as Array<number>)))
}
