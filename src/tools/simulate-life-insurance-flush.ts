import { Effect, Schema } from "effect"
import { Assumption, assumptionText } from "../core/assumptions.ts"
import type { FieldErrors } from "../core/errors.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import { annualPercent, irrPerPeriod } from "../rules/investment-vehicles.ts"
import {
  BID_OFFER_SPREAD_PERCENT,
  clawbackPercent,
  DEFAULT_POLICY_RETURN_PERCENT,
  FULL_SURRENDER_CLAWBACK,
  GENDERS,
  MORTALITY,
  mortalityRate,
  PARTIAL_SURRENDER_2026,
  PREMIUM_RELIEF_PERCENT_OF_SUM_INSURED,
  safeLimitCents
} from "../rules/life-insurance.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { capNote } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input (published names: age, gender, aumFee, monthlyFee, taxBracket, historicalData, projections,
// scenario, brokerReturnRate, useDifferentBrokerReturn; the others have 16 characters or more)
// ---------------------------------------------------------------------------------------------

const MAX_EUR = 100_000_000
const eur = (description: string) => Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_EUR })).annotate({ description: `${description} ${capNote(0, MAX_EUR, "EUR")}` })
const rate = (description: string, minimum: number, maximum: number) =>
  Schema.Finite.check(Schema.isBetween({ minimum, maximum })).annotate({ description: `${description} ${capNote(minimum, maximum, "%")}` })
const year = (description: string) => Schema.Int.check(Schema.isBetween({ minimum: 1950, maximum: 2150 })).annotate({ description: `${description} Range: 1950 to 2150.` })
const required = (message: string) => ({ messageMissingKey: message })

export const SCENARIOS = ["userInput", "noWithdrawals", "brokerAlternative"] as const
export type Scenario = (typeof SCENARIOS)[number]

const HistoryRow = Schema.Struct({
  year: year("Calendar year of the policy statement."),
  endingBalance: eur("Fund (surrender) value at the end of that year, EUR, from the statement."),
  premiumsPaid: eur("Premiums paid into the policy in that year, EUR (for the relief clawback on a full surrender).")
})

const ProjectionRow = Schema.Struct({
  year: year("Calendar year projected."),
  premium: eur("Premium to pay in that year, EUR (paid in 12 equal monthly parts)."),
  withdrawal: eur("Partial surrender to take at the start of that year, EUR (0 for none). Capped at the fund if larger, and flagged."),
  isPremiumSelfFunded: Schema.optionalKey(Schema.Boolean.annotate({
    description:
      "true if the premium is paid with units sold from this policy (a partial surrender recycled as premium: it loses " +
      "the bid/offer spread and counts towards the safe limit). Omitted: false, paid from own funds."
  }))
})

const Fields = Schema.Struct({
  age: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 110 })).annotate({ description: "Policyholder's age (the life insured) at the start of the first projected year. Required. Range: 0 to 110 years." })
    .annotateKey(required("age is required: the policyholder's current age in years")),
  gender: Schema.Literals(GENDERS).annotate({ description: "\"male\" or \"female\": selects the mortality rates. Required." })
    .annotateKey(required("gender is required: male or female (for the mortality cost)")),
  aumFee: rate("Annual management fee of the fund, % a year (charged monthly, 1/12 each month). Required.", 0, 20)
    .annotateKey(required("aumFee is required: the policy's annual management fee in % (from the policy terms)")),
  monthlyFee: eur("Fixed policy fee, EUR a month. Required (0 if none).")
    .annotateKey(required("monthlyFee is required: the fixed policy charge in EUR a month (0 if none)")),
  taxBracket: rate("Marginal income tax rate, %: applied to taxable surrender amounts and to the premium relief. Required.", 0, 35)
    .annotateKey(required("taxBracket is required: the user's marginal income tax rate in % (0, 20, 25, 30 or 35)")),
  lifeCoverSumInsured: eur("Sum insured on death, EUR: sets the 7% premium relief limit and the sum at risk for the mortality cost. Required.")
    .annotateKey(required("lifeCoverSumInsured is required: the death cover in EUR from the policy schedule")),
  policyInceptionYear: year("Year the policy was issued (policy year 1). Required.")
    .annotateKey(required("policyInceptionYear is required: the year the policy was issued")),
  historicalData: Schema.Array(HistoryRow).check(Schema.isMinLength(1), Schema.isMaxLength(100)).annotate({
    description:
      "The policy's real yearly records, oldest first, consecutive years. The last endingBalance opens the simulation; " +
      "the balances 3 and 4 years back set the safe limit. 1 to 100 rows. Required; never invented."
  }).annotateKey(required("historicalData is required: the policy's yearly statements (year, endingBalance, premiumsPaid); never invent them")),
  projections: Schema.Array(ProjectionRow).check(Schema.isMinLength(1), Schema.isMaxLength(60)).annotate({
    description: "Future years, consecutive, starting the year after the last historicalData year: premium and withdrawal of each. 1 to 60 rows. Required."
  }).annotateKey(required("projections is required: for each future year the premium and the withdrawal planned")),
  scenario: Schema.optionalKey(Schema.Literals(SCENARIOS).annotate({
    description:
      "Headline scenario; all three are always returned. userInput = projections as sent; noWithdrawals = same premiums from " +
      "own funds, no withdrawals; brokerAlternative = surrender now and run the same household cash flows in a broker " +
      "account. Default userInput."
  })),
  expectedReturnRate: Schema.optionalKey(rate(`Forecast annual return of the policy fund before fees, % (compounded monthly). Omitted: ${DEFAULT_POLICY_RETURN_PERCENT.value}%, disclosed.`, -50, 50)),
  brokerReturnRate: Schema.optionalKey(rate("Annual return of the alternative broker account after its costs, %; used only with useDifferentBrokerReturn: true.", -50, 50)),
  useDifferentBrokerReturn: Schema.optionalKey(Schema.Boolean.annotate({
    description: "true to give the broker alternative brokerReturnRate; otherwise it earns the policy's forecast return."
  })),
  bidOfferSpreadPercent: Schema.optionalKey(rate(`Bid/offer spread of the policy's units, %. Omitted: ${BID_OFFER_SPREAD_PERCENT.value}%, disclosed.`, 0, 20))
})
type FieldsType = typeof Fields.Type

const EXAMPLE: FieldsType = {
  age: 45,
  gender: "male",
  aumFee: 1.5,
  monthlyFee: 5,
  taxBracket: 30,
  lifeCoverSumInsured: 100_000,
  policyInceptionYear: 2018,
  historicalData: [
    { year: 2021, endingBalance: 14_000, premiumsPaid: 3_000 },
    { year: 2022, endingBalance: 16_000, premiumsPaid: 3_000 },
    { year: 2023, endingBalance: 20_000, premiumsPaid: 3_000 },
    { year: 2024, endingBalance: 24_000, premiumsPaid: 3_000 },
    { year: 2025, endingBalance: 28_000, premiumsPaid: 3_000 }
  ],
  projections: [
    { year: 2026, premium: 3_000, withdrawal: 3_000, isPremiumSelfFunded: true },
    { year: 2027, premium: 3_000, withdrawal: 3_000, isPremiumSelfFunded: true },
    { year: 2028, premium: 3_000, withdrawal: 0 }
  ],
  expectedReturnRate: 5
}

const INPUT_ANNOTATIONS = {
  title: "Unit-linked life policy withdrawal (flush) simulation request",
  description: "EUR amounts, percentages as numbers (1.5 = 1.5%). Examples are never defaults.",
  examples: [
    EXAMPLE,
    { ...EXAMPLE, scenario: "brokerAlternative", useDifferentBrokerReturn: true, brokerReturnRate: 6, bidOfferSpreadPercent: 5 },
    {
      age: 60, gender: "female", aumFee: 1, monthlyFee: 0, taxBracket: 25, lifeCoverSumInsured: 20_000, policyInceptionYear: 2024,
      historicalData: [{ year: 2025, endingBalance: 10_000, premiumsPaid: 2_000 }],
      projections: [{ year: 2026, premium: 0, withdrawal: 12_000 }]
    }
  ]
} satisfies Schema.Annotations.Bottom<FieldsType, readonly []>

export const LifeInsuranceFlushInput = Fields.annotate(INPUT_ANNOTATIONS)
export type LifeInsuranceFlushInput = typeof LifeInsuranceFlushInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const YearRow = Schema.Struct({
  year: Schema.Int,
  age: Schema.Int,
  policyYear: Schema.Int,
  openingBalance: Money,
  premiumPaid: Money,
  premiumSelfFunded: Money.annotate({ description: "part of premiumPaid paid with units sold from the policy" }),
  withdrawalRequested: Money,
  withdrawalExecuted: Money,
  isWithdrawalCapped: Schema.Boolean,
  isFullySurrendered: Schema.Boolean.annotate({ description: "true from the year a withdrawal took the whole fund: a full surrender, taxed by the clawback rule; later premiums and withdrawals are not executed" }),
  safeLimit: Schema.NullOr(Money).annotate({ description: "tax-free partial surrender limit of the year; null = none (policy years 1-3 or look-back missing)" }),
  taxableSurrender: Money.annotate({ description: "income taxable at taxBracket: 50% of the excess over the safe limit, or on a full surrender the clawback share of the premiums allowed" }),
  surrenderTax: Money.annotate({ description: "paid from own funds at the year end" }),
  spreadCost: Money,
  investmentGrowth: Money,
  managementFees: Money,
  fixedFees: Money,
  mortalityRate: Schema.Finite.annotate({ description: "one-year probability of death used at this age" }),
  mortalityCost: Money,
  premiumRelief: Money,
  householdCashFlow: Money.annotate({ description: "withdrawal - own-funded premiums - surrender tax + premium relief, EUR" }),
  closingBalance: Money
})

const ScenarioResult = Schema.Struct({
  scenario: Schema.Literals(SCENARIOS),
  description: Schema.String,
  series: Schema.Array(YearRow),
  endingBalance: Money,
  totalPremiumsPaid: Money,
  totalWithdrawals: Money.annotate({ description: "executed (capped) withdrawals paid out to the household" }),
  totalSurrenderTax: Money,
  totalPremiumRelief: Money,
  totalFees: Money,
  totalMortalityCost: Money,
  totalSpreadCost: Money,
  openingSurrenderTax: Money.annotate({ description: "brokerAlternative: tax on surrendering the policy now, paid from own funds" }),
  finalSurrenderTax: Money.annotate({ description: "tax a full surrender at the end would trigger (clawback within 6 years), deducted in the IRR" }),
  irrWithReliefPercent: Schema.NullOr(Schema.Finite),
  irrWithoutReliefPercent: Schema.NullOr(Schema.Finite),
  isAnyWithdrawalCapped: Schema.Boolean
})
export type ScenarioResult = typeof ScenarioResult.Type

export const LifeInsuranceFlushOutput = Schema.Struct({
  scenario: Schema.Literals(SCENARIOS),
  openingBalance: Money,
  scenarios: Schema.Struct({ userInput: ScenarioResult, noWithdrawals: ScenarioResult, brokerAlternative: ScenarioResult }),
  returnForecast: Schema.Struct({ policyRatePercent: Schema.Finite, brokerRatePercent: Schema.Finite, note: Schema.String }),
  warnings: Schema.Array(Schema.String),
  assumptions: Schema.Array(Assumption),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String }))
})
export type LifeInsuranceFlushOutput = typeof LifeInsuranceFlushOutput.Type

// ---------------------------------------------------------------------------------------------
// Cross-field checks (400 from run)
// ---------------------------------------------------------------------------------------------

export const checkLifeInsuranceInput = (i: LifeInsuranceFlushInput): ToolInputProblem | null => {
  const e: FieldErrors = {}
  const add = (key: string, message: string) => { (e[key] ??= []).push(message) }
  i.historicalData.forEach((row, k) => {
    const prev = i.historicalData[k - 1]
    if (prev !== undefined && row.year !== prev.year + 1) add(`historicalData.${k}.year`, `must be ${prev.year + 1}: one record per year, consecutive, oldest first`)
  })
  const first = i.historicalData[0]
  if (first !== undefined && first.year < i.policyInceptionYear) add("historicalData.0.year", `is before policyInceptionYear ${i.policyInceptionYear}`)
  const lastYear = i.historicalData[i.historicalData.length - 1]?.year ?? 0
  i.projections.forEach((row, k) => {
    if (row.year !== lastYear + 1 + k) add(`projections.${k}.year`, `must be ${lastYear + 1 + k}: projections start the year after the last historicalData year and are consecutive`)
  })
  if (i.useDifferentBrokerReturn === true && i.brokerReturnRate === undefined) add("brokerReturnRate", "brokerReturnRate is required when useDifferentBrokerReturn is true")
  if (i.brokerReturnRate !== undefined && i.useDifferentBrokerReturn !== true) add("useDifferentBrokerReturn", "send useDifferentBrokerReturn: true to use brokerReturnRate (or leave brokerReturnRate out)")
  return Object.keys(e).length === 0
    ? null
    : { _tag: "ToolInputProblem", fieldErrors: e, hint: "Correct the years and the broker-return fields as fieldErrors explains, then call simulate_life_insurance_flush again." }
}

// ---------------------------------------------------------------------------------------------
// Simulation (integer cents, half away from zero; monthly steps)
// ---------------------------------------------------------------------------------------------

const divRound = (num: number, den: number): number => Math.sign(num) * Math.floor((Math.abs(num) * 2 + den) / (2 * den))
const cents = (eur: number): number => Math.sign(eur) * Math.round(Math.abs(eur) * 100)
const euros = (c: number): number => c / 100
const pct = (c: number, ratePercent: number): number => divRound(c * Math.round(ratePercent * 100), 10_000)
/** one month of an annual % rate: c x rate / 12 */
const monthly = (c: number, ratePercent: number): number => divRound(c * Math.round(ratePercent * 100), 120_000)

interface Terms {
  readonly input: LifeInsuranceFlushInput
  readonly policyRate: number
  readonly brokerRate: number
  readonly spread: number
}

const DESCRIPTIONS: Record<Scenario, string> = {
  userInput: "Your projections: premiums and withdrawals as sent (withdrawals capped at the fund).",
  noWithdrawals: "The same premiums, all paid from own funds, and no withdrawals: the policy kept as it is.",
  brokerAlternative: "Surrender the policy now and run the same household cash flows in a broker account (no fees, no premium relief, no mortality cost)."
}

const simulate = (scenario: Scenario, t: Terms): ScenarioResult => {
  const i = t.input
  const broker = scenario === "brokerAlternative"
  const siC = cents(i.lifeCoverSumInsured)
  const reliefCapC = pct(siC, PREMIUM_RELIEF_PERCENT_OF_SUM_INSURED.value)
  const balances = i.historicalData.map((h) => cents(h.endingBalance))
  let deductedC = i.historicalData.reduce((s, h) => s + Math.min(cents(h.premiumsPaid), reliefCapC), 0)
  const firstPolicyYear = (i.projections[0]?.year ?? 0) - i.policyInceptionYear + 1
  const openingC = balances[balances.length - 1] ?? 0
  const openingTaxC = broker ? pct(pct(deductedC, clawbackPercent(firstPolicyYear)), i.taxBracket) : 0
  const months = 12 * i.projections.length
  const flowsWith: Array<number> = new Array(months + 1).fill(0)
  const flowsWithout: Array<number> = new Array(months + 1).fill(0)
  const both = (k: number, c: number) => { flowsWith[k] = (flowsWith[k] ?? 0) + c; flowsWithout[k] = (flowsWithout[k] ?? 0) + c }
  both(0, -openingC - openingTaxC)
  let fundC = openingC
  let closed = false // the policy was fully surrendered (a withdrawal took the whole fund)
  const series: Array<typeof YearRow.Type> = []
  i.projections.forEach((p, y) => {
    const policyYear = p.year - i.policyInceptionYear + 1
    const age = i.age + y
    const q = broker ? 0 : mortalityRate(i.gender, age)
    const safe = broker ? null : safeLimitCents(policyYear, balances)
    const openC = fundC
    const wantW = scenario === "noWithdrawals" ? 0 : cents(p.withdrawal)
    const selfFunded = scenario === "userInput" && p.isPremiumSelfFunded === true
    const premiumC = cents(p.premium)
    const execW = closed ? 0 : Math.min(wantW, fundC)
    const fullSurrender = !broker && execW > 0 && execW === fundC
    if (fullSurrender) closed = true
    fundC -= execW
    both(12 * y, execW)
    let paid = 0, self = 0, spread = 0, growth = 0, aum = 0, fixed = 0, mort = 0
    for (let m = 0; m < 12 && !closed; m++) {
      const part = divRound(premiumC * (m + 1), 12) - divRound(premiumC * m, 12)
      if (selfFunded) {
        const sold = Math.min(part, fundC)
        const lost = pct(sold, t.spread)
        fundC -= lost
        self += sold
        paid += sold
        spread += lost
      } else if (!(broker && p.isPremiumSelfFunded === true)) {
        // own-funded premium (the broker mirrors the household: a premium recycled from the policy is no cash flow there)
        fundC += part
        paid += part
        both(12 * y + m, -part)
      }
      const g = monthly(fundC, broker ? t.brokerRate : t.policyRate)
      fundC += g
      growth += g
      if (broker) continue
      const a = Math.min(fundC, monthly(fundC, i.aumFee))
      fundC -= a
      const f = Math.min(fundC, cents(i.monthlyFee))
      fundC -= f
      const d = Math.min(fundC, Math.round(Math.max(0, siC - fundC) * q / 12))
      fundC -= d
      aum += a; fixed += f; mort += d
    }
    const surrendered = execW + self
    const excess = broker ? 0 : safe === null ? surrendered : Math.max(0, surrendered - safe)
    const taxable = fullSurrender
      ? pct(deductedC, clawbackPercent(policyYear))
      : pct(excess, PARTIAL_SURRENDER_2026.value.taxableSharePercent)
    const taxC = pct(taxable, i.taxBracket)
    const deductible = broker ? 0 : Math.min(paid, reliefCapC)
    const reliefC = pct(deductible, i.taxBracket)
    deductedC += deductible
    both(12 * (y + 1), -taxC)
    flowsWith[12 * (y + 1)] = (flowsWith[12 * (y + 1)] ?? 0) + reliefC
    balances.push(fundC)
    series.push({
      year: p.year, age, policyYear,
      openingBalance: euros(openC),
      premiumPaid: euros(paid),
      premiumSelfFunded: euros(self),
      withdrawalRequested: euros(wantW),
      withdrawalExecuted: euros(execW),
      isWithdrawalCapped: execW < wantW || self < (selfFunded ? premiumC : 0),
      isFullySurrendered: closed,
      safeLimit: safe === null ? null : euros(safe),
      taxableSurrender: euros(taxable),
      surrenderTax: euros(taxC),
      spreadCost: euros(spread),
      investmentGrowth: euros(growth),
      managementFees: euros(aum),
      fixedFees: euros(fixed),
      mortalityRate: Math.round(q * 1e6) / 1e6,
      mortalityCost: euros(mort),
      premiumRelief: euros(reliefC),
      householdCashFlow: euros(execW - (paid - self) - taxC + reliefC),
      closingBalance: euros(fundC)
    })
  })
  const lastPolicyYear = firstPolicyYear + i.projections.length - 1
  const finalTaxC = broker || closed ? 0 : pct(pct(deductedC, clawbackPercent(lastPolicyYear)), i.taxBracket)
  both(months, fundC - finalTaxC)
  const sum = (k: keyof typeof YearRow.Type) => euros(series.reduce((s, r) => s + cents(r[k] as number), 0))
  return {
    scenario,
    description: DESCRIPTIONS[scenario],
    series,
    endingBalance: euros(fundC),
    totalPremiumsPaid: sum("premiumPaid"),
    totalWithdrawals: sum("withdrawalExecuted"),
    totalSurrenderTax: sum("surrenderTax"),
    totalPremiumRelief: sum("premiumRelief"),
    totalFees: euros(cents(sum("managementFees")) + cents(sum("fixedFees"))),
    totalMortalityCost: sum("mortalityCost"),
    totalSpreadCost: sum("spreadCost"),
    openingSurrenderTax: euros(openingTaxC),
    finalSurrenderTax: euros(finalTaxC),
    irrWithReliefPercent: annualPercent(irrPerPeriod(flowsWith), 12),
    irrWithoutReliefPercent: annualPercent(irrPerPeriod(flowsWithout), 12),
    isAnyWithdrawalCapped: series.some((r) => r.isWithdrawalCapped)
  }
}

export const simulateFlush = (input: LifeInsuranceFlushInput): LifeInsuranceFlushOutput => {
  const assumptions: Array<Assumption> = []
  const used: Array<SourceId> = [
    ...PREMIUM_RELIEF_PERCENT_OF_SUM_INSURED.sources, ...PARTIAL_SURRENDER_2026.sources, ...FULL_SURRENDER_CLAWBACK.sources, ...MORTALITY.sources
  ]
  const policyRate = input.expectedReturnRate ?? DEFAULT_POLICY_RETURN_PERCENT.value
  if (input.expectedReturnRate === undefined) assumptions.push({ what: "forecast annual return of the policy fund (%)", value: policyRate, why: DEFAULT_POLICY_RETURN_PERCENT.why })
  const brokerRate = input.useDifferentBrokerReturn === true && input.brokerReturnRate !== undefined ? input.brokerReturnRate : policyRate
  if (input.useDifferentBrokerReturn !== true) {
    assumptions.push({ what: "broker account annual return (%)", value: brokerRate, why: "useDifferentBrokerReturn not true: the broker alternative earns the policy's forecast return, so only charges and tax differ." })
  }
  const spread = input.bidOfferSpreadPercent ?? BID_OFFER_SPREAD_PERCENT.value
  if (input.bidOfferSpreadPercent === undefined && input.projections.some((p) => p.isPremiumSelfFunded === true)) {
    assumptions.push({ what: "bid/offer spread on self-funded premiums (%)", value: spread, why: `${BID_OFFER_SPREAD_PERCENT.rule}; ${BID_OFFER_SPREAD_PERCENT.note ?? ""}` })
    used.push(...BID_OFFER_SPREAD_PERCENT.sources)
  }
  assumptions.push(
    { what: "2026 partial-surrender rule", value: "policy years 1-3: 50% of any partial surrender taxable; from year 4: tax-free up to the growth over the higher of the balances 3 and 4 years back, 50% of the excess taxable", why: PARTIAL_SURRENDER_2026.note ?? "" },
    { what: "premium relief", value: `min(premium, ${PREMIUM_RELIEF_PERCENT_OF_SUM_INSURED.value}% of the sum insured) x taxBracket, received at the year end`, why: "Income Tax Law art. 14; the 1/5 of income cap is not checked (check it with calculate_cyprus_income_tax). Premiums paid with units of the policy are treated as premiums paid (UNCONFIRMED)." },
    { what: "full surrender at the end", value: "IRR cashes in the closing balance", why: `A cancellation within 6 years taxes 30% (years 1-3) or 20% (years 4-6) of the premiums allowed at taxBracket; historical premiums are taken as allowed up to the 7% limit. ${FULL_SURRENDER_CLAWBACK.note ?? ""}` },
    { what: "mortality table", value: `Gompertz-Makeham, A=${MORTALITY.value.A}, b=${MORTALITY.value.b}, B male ${MORTALITY.value.B.male}, female ${MORTALITY.value.B.female}`, why: `${MORTALITY.rule}; cost = (sum insured - fund) x q(age) / 12 a month. ${MORTALITY.note ?? ""}` },
    { what: "timing", value: "withdrawal at the start of the year; premiums monthly in advance; return, management fee, fixed fee and mortality cost monthly; tax and relief at the year end", why: "Modelling convention; the return is a nominal annual rate compounded monthly (rate / 12 a month)." },
    { what: "own-funded premiums", value: "allocated in full", why: "Allocation charges and surrender penalties of the policy are not modelled beyond the fees sent; the sum insured stays constant." },
    { what: "broker alternative", value: "no fees or tax", why: "Profits from the sale of securities are exempt from Cyprus income tax; dividend/interest SDC, GESY and broker fees are not modelled (net them into brokerReturnRate)." }
  )
  used.push("hh-cyms-exemptions")
  const terms: Terms = { input, policyRate, brokerRate, spread }
  const scenarios = { userInput: simulate("userInput", terms), noWithdrawals: simulate("noWithdrawals", terms), brokerAlternative: simulate("brokerAlternative", terms) }
  const warnings: Array<string> = []
  for (const r of scenarios.userInput.series) {
    if (r.isFullySurrendered && r.withdrawalExecuted === 0) warnings.push(`${r.year}: the policy was already fully surrendered; the premium and withdrawal of this year are not executed.`)
    else if (r.isWithdrawalCapped) warnings.push(`${r.year}: the request exceeded the fund; executed withdrawal EUR ${formatCents(cents(r.withdrawalExecuted))} and self-funded premium EUR ${formatCents(cents(r.premiumSelfFunded))}. Tax and IRR use the executed amounts.`)
  }
  if (![0, 20, 25, 30, 35].includes(input.taxBracket)) warnings.push(`taxBracket ${input.taxBracket}% is not one of the 2026 Cyprus band rates (0, 20, 25, 30, 35).`)
  return {
    scenario: input.scenario ?? "userInput",
    openingBalance: scenarios.userInput.series[0]?.openingBalance ?? 0,
    scenarios,
    returnForecast: { policyRatePercent: policyRate, brokerRatePercent: brokerRate, note: "Forecast returns are assumptions, not guarantees." },
    warnings,
    assumptions,
    sources: citeSources(used)
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: LifeInsuranceFlushOutput): string => {
  const f = (n: number) => formatCents(cents(n))
  const line = (r: ScenarioResult) =>
    `${r.scenario}: ending balance EUR ${f(r.endingBalance)}, withdrawals EUR ${f(r.totalWithdrawals)}, surrender tax EUR ${f(r.totalSurrenderTax + r.openingSurrenderTax + r.finalSurrenderTax)}, ` +
    `relief EUR ${f(r.totalPremiumRelief)}, IRR ${r.irrWithReliefPercent ?? "n/a"}% with relief / ${r.irrWithoutReliefPercent ?? "n/a"}% without.`
  const h = o.scenarios[o.scenario]
  return [
    `Unit-linked policy from EUR ${f(o.openingBalance)} over ${h.series.length} year(s); headline scenario ${o.scenario} (forecast return ${o.returnForecast.policyRatePercent}%, an assumption).`,
    ...SCENARIOS.map((s) => line(o.scenarios[s])),
    ...o.warnings,
    `Assumptions: ${assumptionText(o.assumptions)}`
  ].join("\n")
}

export const simulateLifeInsuranceFlush: ToolDefinition<LifeInsuranceFlushInput, LifeInsuranceFlushOutput> = {
  name: "simulate_life_insurance_flush",
  title: "Unit-linked life policy: withdrawals, surrender tax and IRR (2026 rules)",
  description:
    "Simulates an existing Cyprus unit-linked life policy year by year with monthly steps: return compounded monthly, " +
    "management (AUM) and fixed fees, an age- and gender-based mortality cost on the sum at risk, and the bid/offer spread " +
    "(default 5%) when premiums are paid with units of the policy. Computes the tax-free safe limit for partial surrenders " +
    "under the 2026 rules (a disclosed reading: the published rule is not yet confirmed), the tax due on any excess (paid from " +
    "own funds), the premium relief (7% of the sum insured) and the IRR with and without relief. Withdrawals larger than the " +
    "fund are capped and flagged; tax and IRR follow the executed amounts. Returns three scenarios (userInput, noWithdrawals, " +
    "brokerAlternative). Requires policy terms (age, gender, aumFee, monthlyFee, lifeCoverSumInsured, policyInceptionYear), " +
    "taxBracket, historicalData and projections; never invents policy history. Forecast returns are assumptions. Cents, " +
    "half away from zero, each month. Estimates, not tax advice.",
  access: "anonymous",
  input: LifeInsuranceFlushInput,
  output: LifeInsuranceFlushOutput,
  run: (input) => {
    const problem = checkLifeInsuranceInput(input)
    return problem === null ? Effect.succeed(simulateFlush(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
