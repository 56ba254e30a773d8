import { Effect, Random, Schema } from "effect"
import { Assumption, assumptionText } from "../core/assumptions.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition } from "../core/tool.ts"
import {
  DEFAULT_END_AGE,
  DEFAULT_EXPECTED_RETURN_PCT,
  DEFAULT_INFLATION_RATE_PCT,
  DEFAULT_RETURN_VOLATILITY_PCT,
  DEFAULT_SIMULATIONS,
  FOREIGN_PENSION_OPTION,
  MAX_AGE,
  MAX_SIMULATIONS,
  MIN_CURRENT_AGE,
  type ModellingDefault,
  PENSION_GESY,
  PENSION_TAX_YEAR,
  statutoryPensionAge
} from "../rules/retirement.ts"
import { INCOME_TAX_RULES } from "../rules/income-tax.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { nearestRank, returnModel, simulatePaths } from "./retirement/monte-carlo.ts"
import { capNote, formatCap, MAX_AMOUNT, MAX_MONTHLY_AMOUNT } from "../core/input-bounds.ts"
import { type PensionTax, taxPensions } from "./retirement/pension-tax.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const MAX_SEED = 4_294_967_295

/** A monthly EUR amount, or with `maximum` MAX_AMOUNT a stock of savings. */
const eur = (description: string, maximum = MAX_MONTHLY_AMOUNT) =>
  Schema.Finite.check(
    Schema.isGreaterThanOrEqualTo(0, { message: "must be 0 or more (EUR)" }),
    Schema.isLessThanOrEqualTo(maximum, { message: `must be at most EUR ${formatCap(maximum)}` })
  ).annotate({ description: `${description} ${capNote(0, maximum, "EUR")}` })
const age = (description: string, minimum = MIN_CURRENT_AGE) =>
  Schema.Int.check(Schema.isBetween({ minimum, maximum: MAX_AGE }, { message: `must be a whole number of years from ${minimum} to ${MAX_AGE}` })).annotate({ description: `${description} ${capNote(minimum, MAX_AGE, "years")}` })
const percent = (description: string, minimum: number, maximum: number) =>
  Schema.Finite.check(Schema.isBetween({ minimum, maximum }, { message: `must be a percentage from ${minimum} to ${maximum}` })).annotate({ description: `${description} ${capNote(minimum, maximum, "%")}` })
const required = (field: string, ask: string) => ({ messageMissingKey: `${field} is required: ${ask}` })

const PensionStream = Schema.Struct({
  pensionOrigin: Schema.Literals(["cyprus", "foreign"]).annotate({
    description: "\"cyprus\" (occupational, provident-fund annuity or other Cyprus pension) or \"foreign\" (pension for services abroad: may be taxed at 5% above EUR 5,000 instead of the scale)."
  }),
  monthlyAmount: eur("Gross pension in EUR a month, in today's money (it rises with inflation)."),
  pensionStartAge: Schema.optionalKey(age("Age (whole years) from which it is paid. Omitted: from retirementAge (disclosed).")),
  netMonthlyAmount: Schema.optionalKey(eur(
    "Override: the net amount in EUR a month after all tax, in today's money. When sent, no tax or GESY is computed on this stream and it is left out of the aggregation."
  ))
})

const InputFields = Schema.Struct({
  currentAge: age("Age today in whole years. Required.").annotateKey(required("currentAge", "the user's age today in whole years")),
  retirementAge: age("Age (whole years) at which contributions stop and monthly drawdown starts; equal to currentAge if already retired. Required.")
    .annotateKey(required("retirementAge", "the age at which the user stops contributing and starts drawing on savings (ask the user)")),
  endAge: Schema.optionalKey(age(`Age at which the plan ends (whole years, after retirementAge). Omitted: ${DEFAULT_END_AGE.value} (disclosed).`)),
  currentSavings: eur("Invested savings today in EUR (the portfolio the plan draws on). Required.", MAX_AMOUNT)
    .annotateKey(required("currentSavings", "the invested savings today in EUR (0 if none)")),
  monthlyContribution: eur("EUR paid into savings each month until retirementAge; a flat amount (not raised with inflation). 0 if none or already retired. Required.")
    .annotateKey(required("monthlyContribution", "the EUR the user adds to savings each month until retirement (0 if none)")),
  monthlyDrawdown: eur(
    "Planned spending in retirement in EUR a month, in today's money (it rises with inflation). Paid first from the net pensions, the rest is withdrawn from savings. Required."
  ).annotateKey(required("monthlyDrawdown", "the user's planned monthly spending in retirement in today's EUR")),
  expectedReturnPct: Schema.optionalKey(percent(
    `Expected yearly return of the savings in percent, nominal, after fees (the mean of the yearly gross return). Omitted: ${DEFAULT_EXPECTED_RETURN_PCT.value} (disclosed).`, -20, 30
  )),
  returnVolatilityPct: Schema.optionalKey(percent(
    `Standard deviation of the yearly return in percent. Omitted: ${DEFAULT_RETURN_VOLATILITY_PCT.value} (disclosed). 0 makes every simulated path equal to the deterministic projection.`, 0, 60
  )),
  inflationRatePct: Schema.optionalKey(percent(`Yearly inflation in percent. Omitted: ${DEFAULT_INFLATION_RATE_PCT.value} (disclosed).`, -5, 20)),
  statePension: Schema.optionalKey(eur(
    "Expected Cyprus state (social insurance) pension in EUR a month, gross, in today's money (calculate_cyprus_state_pension estimates it). Omitted: no state pension is included (disclosed)."
  )),
  statePensionAge: Schema.optionalKey(age("Age from which statePension is paid. Omitted: the statutory pension age (disclosed). Only with statePension.")),
  pensionStreams: Schema.optionalKey(Schema.Array(PensionStream).check(Schema.isMaxLength(10)).annotate({
    description:
      "Other pensions (Cyprus and foreign), at most 10. All pensions, with statePension, are added up before the personal allowance; the one foreign-pension " +
      "exempt amount and the one EUR 180,000 GESY ceiling apply to the total. Omitted: none (disclosed)."
  })),
  simulations: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_SIMULATIONS }, {
    message: `simulations must be a whole number from 1 to ${MAX_SIMULATIONS.toLocaleString("en-US")} (the cap)`
  })).annotate({ description: `Number of Monte Carlo paths, at most ${MAX_SIMULATIONS}. Omitted: ${DEFAULT_SIMULATIONS.value} (disclosed).` })),
  seed: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_SEED }, { message: "seed must be an unsigned 32-bit integer (0 to 4,294,967,295)" })).annotate({
    description: `Unsigned 32-bit integer. Same inputs + same seed + same service version = identical result. Omitted: a seed is drawn at random, the run is stochastic, and the seed used is returned. ${capNote(0, MAX_SEED)}`
  }))
})
type InputFieldsType = typeof InputFields.Type

const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const endAge = i.endAge ?? DEFAULT_END_AGE.value
  if (i.retirementAge < i.currentAge) {
    issues.push({ path: ["retirementAge"], issue: "retirementAge must be currentAge or later (send currentAge if already retired)" })
  }
  if (endAge <= i.retirementAge) {
    issues.push({ path: [i.endAge === undefined ? "retirementAge" : "endAge"], issue: `endAge (${endAge}${i.endAge === undefined ? ", the default" : ""}) must be after retirementAge` })
  }
  if (i.statePensionAge !== undefined && i.statePension === undefined) {
    issues.push({ path: ["statePensionAge"], issue: "statePensionAge applies only with statePension (the monthly state pension)" })
  }
  return issues
}

/** Ready-to-send requests; never used as defaults. */
const INPUT_ANNOTATIONS = {
  title: "Retirement stress test request",
  description: "Ages in whole years; amounts in EUR; contributions, drawdown and pensions a month.",
  examples: [
    {
      currentAge: 45, retirementAge: 65, endAge: 90, currentSavings: 80_000, monthlyContribution: 600, monthlyDrawdown: 2_200,
      statePension: 900, expectedReturnPct: 5, returnVolatilityPct: 10, inflationRatePct: 2, simulations: 1_000, seed: 20_260_101
    },
    {
      currentAge: 66, retirementAge: 66, currentSavings: 250_000, monthlyContribution: 0, monthlyDrawdown: 3_500, seed: 7,
      pensionStreams: [{ pensionOrigin: "foreign", monthlyAmount: 2_500 }, { pensionOrigin: "cyprus", monthlyAmount: 400, pensionStartAge: 67 }]
    },
    { currentAge: 30, retirementAge: 60, currentSavings: 10_000, monthlyContribution: 300, monthlyDrawdown: 1_500 }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

// Annotated before the check so the JSON Schema carries them, and after it so resolveAnnotations finds them.
export const RetirementStressTestInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFieldsType>(crossFieldIssues))
  .annotate(INPUT_ANNOTATIONS)
export type RetirementStressTestInput = typeof RetirementStressTestInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const AgeOrNull = Schema.NullOr(Schema.Finite)

const SeriesRow = Schema.Struct({
  age: Schema.Int.annotate({ description: "age at the end of the year" }),
  contributions: Money,
  spending: Money.annotate({ description: "planned spending in the year (nominal)" }),
  netPensionIncome: Money.annotate({ description: "pensions after tax and GESY received in the year (nominal)" }),
  withdrawals: Money.annotate({ description: "taken from savings in the year (spending not covered by pensions, up to what is left)" }),
  shortfall: Money.annotate({ description: "spending that could not be paid once savings ran out" }),
  investmentGrowth: Money,
  endBalance: Money.annotate({ description: "deterministic projection, nominal EUR" }),
  endBalanceInTodaysMoney: Money,
  simulatedP10: Money.annotate({ description: "Monte Carlo 10th percentile of the balance at the end of the year (nominal)" }),
  simulatedMedian: Money,
  simulatedP90: Money
})

const PensionIncomeRow = Schema.Struct({
  fromAge: Schema.Int,
  grossAnnual: Money,
  incomeTax: Money.annotate({ description: "at the scale, after deducting the GESY paid on the pensions taxed at the scale" }),
  foreignPensionTax: Money.annotate({ description: "5% above the exempt amount, when that option is cheaper" }),
  gesy: Money,
  netAnnual: Money.annotate({ description: "including streams with a netMonthlyAmount override (their tax is not itemised)" }),
  foreignPensionOptionUsed: Schema.Boolean
}).annotate({ description: "Pension taxation in today's money, one row each time the set of pensions paid changes." })

export const RetirementStressTestOutput = Schema.Struct({
  successProbability: Schema.Finite.annotate({ description: "share of simulated paths that never run out of money before endAge (0 to 1)" }),
  seed: Schema.Int.annotate({ description: "the seed used (drawn at random when none was sent): send it to repeat the run" }),
  seedSupplied: Schema.Boolean.annotate({ description: "false: the run was stochastic" }),
  simulations: Schema.Int,
  deterministicProjection: Schema.Struct({
    balanceAtRetirement: Money,
    endingBalance: Money,
    endingBalanceInTodaysMoney: Money,
    moneyRunsOutAtAge: AgeOrNull.annotate({ description: "age (years, 2 decimals: 68.67 = 68 years 8 months) in the first month spending cannot be paid; null if never" })
  }).annotate({ description: "the expected return earned every year (no volatility)" }),
  endingWealthPercentiles: Schema.Array(Schema.Struct({ percentile: Schema.Int, nominal: Money, inTodaysMoney: Money }))
    .annotate({ description: "Monte Carlo balance at endAge (0 for paths that ran out), nearest-rank percentiles" }),
  depletionAgePercentiles: Schema.Array(Schema.Struct({ percentile: Schema.Int, age: AgeOrNull }))
    .annotate({ description: "the age by which this share of all paths has run out of money; null if fewer paths run out" }),
  pathsRunningOut: Schema.Int,
  pensionIncome: Schema.Array(PensionIncomeRow),
  series: Schema.Array(SeriesRow).annotate({ description: "year by year, chart-ready" }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Assumption)
})
export type RetirementStressTestOutput = typeof RetirementStressTestOutput.Type

// ---------------------------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------------------------

const round2 = (x: number): number => Math.sign(x) * Math.round(Math.abs(x) * 100) / 100
const ENDING_PERCENTILES = [10, 25, 50, 75, 90] as const
const DEPLETION_PERCENTILES = [5, 10, 25, 50] as const

interface Stream { readonly origin: "cyprus" | "foreign"; readonly monthly: number; readonly netMonthly: number | undefined; readonly fromAge: number }

/** The pensions paid at an age (only from retirement: earlier pensions are part of working-age income). */
const pensionsAt = (streams: ReadonlyArray<Stream>, ageNow: number, retirementAge: number) =>
  ageNow < retirementAge ? [] : streams.filter((s) => ageNow >= s.fromAge)

const taxOf = (active: ReadonlyArray<Stream>): PensionTax & { readonly netWithOverrides: number } => {
  const sum = (origin: Stream["origin"]) => active.reduce((t, s) => t + (s.origin === origin && s.netMonthly === undefined ? s.monthly * 12 : 0), 0)
  const tax = taxPensions(sum("cyprus"), sum("foreign"))
  const overridden = active.filter((s) => s.netMonthly !== undefined)
  const gross = overridden.reduce((t, s) => t + s.monthly * 12, 0)
  const net = overridden.reduce((t, s) => t + (s.netMonthly ?? 0) * 12, 0)
  return { ...tax, grossAnnual: round2(tax.grossAnnual + gross), netWithOverrides: round2(tax.netAnnual + net) }
}

/** The whole calculation for a given seed: pure, identical output for identical input. */
export const runStressTest = (input: RetirementStressTestInput, seed: number, seedSupplied: boolean): RetirementStressTestOutput => {
  const assumptions: Array<Assumption> = []
  const used = new Set<SourceId>()
  const withDefault = (sent: number | undefined, d: ModellingDefault, what: string): number => {
    if (sent !== undefined) return sent
    assumptions.push({ what, value: d.value, why: d.why })
    d.sources.forEach((s) => used.add(s))
    return d.value
  }
  const endAge = withDefault(input.endAge, DEFAULT_END_AGE, "plan ends at age (endAge)")
  const paths = withDefault(input.simulations, DEFAULT_SIMULATIONS, "Monte Carlo paths (simulations)")
  const mu = withDefault(input.expectedReturnPct, DEFAULT_EXPECTED_RETURN_PCT, "expected yearly return, % (expectedReturnPct)")
  const vol = withDefault(input.returnVolatilityPct, DEFAULT_RETURN_VOLATILITY_PCT, "yearly return volatility, % (returnVolatilityPct)")
  const inflation = withDefault(input.inflationRatePct, DEFAULT_INFLATION_RATE_PCT, "yearly inflation, % (inflationRatePct)")
  const { currentAge, retirementAge } = input

  // Pensions
  const streams: Array<Stream> = []
  if (input.statePension === undefined) {
    assumptions.push({ what: "state pension", value: null, why: "statePension was not sent: no state pension income is included" })
  } else {
    let fromAge = input.statePensionAge
    if (fromAge === undefined) {
      const statutory = statutoryPensionAge()
      fromAge = statutory.value
      statutory.sources.forEach((s) => used.add(s))
      assumptions.push({ what: "state pension starts at age", value: fromAge, why: `statePensionAge was not sent: the statutory pension age (${statutory.rule})` })
    }
    streams.push({ origin: "cyprus", monthly: input.statePension, netMonthly: undefined, fromAge })
  }
  if (input.pensionStreams === undefined || input.pensionStreams.length === 0) {
    assumptions.push({ what: "other pensions", value: null, why: "pensionStreams was not sent: no occupational, provident or foreign pension is included" })
  }
  ;(input.pensionStreams ?? []).forEach((s, k) => {
    if (s.pensionStartAge === undefined) {
      assumptions.push({ what: `pensionStreams[${k}] starts at age`, value: retirementAge, why: "pensionStartAge was not sent: paid from retirementAge" })
    }
    streams.push({ origin: s.pensionOrigin, monthly: s.monthlyAmount, netMonthly: s.netMonthlyAmount, fromAge: s.pensionStartAge ?? retirementAge })
  })

  // Yearly amounts (nominal, a month): spending and pensions rise with inflation once a year
  const years = endAge - currentAge
  const retireYear = retirementAge - currentAge
  const cashFlows = new Float64Array(years * 12)
  const spendingM = new Float64Array(years)
  const pensionM = new Float64Array(years)
  const pensionIncome: Array<RetirementStressTestOutput["pensionIncome"][number]> = []
  let lastKey = ""
  for (let k = 0; k < years; k++) {
    const index = Math.pow(1 + inflation / 100, k)
    const active = pensionsAt(streams, currentAge + k, retirementAge)
    const key = active.map((s) => streams.indexOf(s)).join(",")
    const tax = taxOf(active)
    if (key !== lastKey && active.length > 0) {
      pensionIncome.push({
        fromAge: currentAge + k, grossAnnual: tax.grossAnnual, incomeTax: tax.incomeTax, foreignPensionTax: tax.foreignPensionTax,
        gesy: tax.gesy, netAnnual: tax.netWithOverrides, foreignPensionOptionUsed: tax.foreignPensionOptionUsed
      })
    }
    lastKey = key
    const retired = k >= retireYear
    spendingM[k] = retired ? input.monthlyDrawdown * index : 0
    pensionM[k] = (tax.netWithOverrides / 12) * index
    const flow = retired ? -Math.max(0, spendingM[k]! - pensionM[k]!) : input.monthlyContribution
    cashFlows.fill(flow, k * 12, k * 12 + 12)
  }

  // Deterministic projection: the expected return every year
  const growth = Math.pow(1 + mu / 100, 1 / 12)
  let balance = input.currentSavings
  let balanceAtRetirement = retireYear === 0 ? balance : 0
  let runsOutMonth = -1
  const rows: Array<Omit<RetirementStressTestOutput["series"][number], "simulatedP10" | "simulatedMedian" | "simulatedP90">> = []
  for (let k = 0; k < years; k++) {
    const start = balance
    let withdrawals = 0
    let shortfall = 0
    for (let m = 0; m < 12; m++) {
      const flow = cashFlows[k * 12 + m]!
      if (flow < 0) {
        const paid = Math.min(balance, -flow)
        if (paid < -flow && runsOutMonth < 0) runsOutMonth = k * 12 + m
        withdrawals += paid
        shortfall += -flow - paid
        balance -= paid
      } else {
        balance += flow
      }
      balance *= growth
    }
    const contributions = k < retireYear ? input.monthlyContribution * 12 : 0
    const deflator = Math.pow(1 + inflation / 100, k + 1)
    if (k + 1 === retireYear) balanceAtRetirement = balance
    rows.push({
      age: currentAge + k + 1, contributions: round2(contributions), spending: round2(spendingM[k]! * 12),
      netPensionIncome: round2(pensionM[k]! * 12), withdrawals: round2(withdrawals), shortfall: round2(shortfall),
      investmentGrowth: round2(balance - start - contributions + withdrawals), endBalance: round2(balance),
      endBalanceInTodaysMoney: round2(balance / deflator)
    })
  }
  const finalDeflator = Math.pow(1 + inflation / 100, years)
  const ageAt = (month: number) => round2(currentAge + month / 12)

  // Monte Carlo
  const sim = simulatePaths({ startBalance: input.currentSavings, cashFlows, ...returnModel(mu, vol) }, paths, seed)
  const column = new Float64Array(paths)
  const percentilesOfYear = (y: number) => {
    for (let p = 0; p < paths; p++) column[p] = sim.yearEndBalances[p * years + y]!
    column.sort()
    return (q: number) => nearestRank(column, q)
  }
  const series = rows.map((row, y) => {
    const at = percentilesOfYear(y)
    return { ...row, simulatedP10: round2(at(10)), simulatedMedian: round2(at(50)), simulatedP90: round2(at(90)) }
  })
  const ending = percentilesOfYear(years - 1)
  const endingWealthPercentiles = ENDING_PERCENTILES.map((q) => ({ percentile: q, nominal: round2(ending(q)), inTodaysMoney: round2(ending(q) / finalDeflator) }))
  const depletion = Float64Array.from(sim.depletionMonths, (m) => (m < 0 ? Number.POSITIVE_INFINITY : m)).sort()
  const pathsRunningOut = sim.depletionMonths.reduce((n, m) => n + (m < 0 ? 0 : 1), 0)
  const depletionAgePercentiles = DEPLETION_PERCENTILES.map((q) => {
    const m = nearestRank(depletion, q)
    return { percentile: q, age: Number.isFinite(m) ? ageAt(m) : null }
  })

  // Disclosures
  if (!seedSupplied) {
    assumptions.push({ what: "random seed", value: seed, why: "no seed was sent: this run is stochastic; send this seed to repeat it exactly" })
  }
  assumptions.push(
    { what: "return model", value: "lognormal monthly returns", why: "independent monthly returns whose yearly product has the expected return and volatility given; random numbers from sfc32 with Box-Muller normals; the deterministic projection earns the expected return every year" },
    { what: "indexation", value: "spending and pensions rise with inflation once a year; contributions are flat", why: "modelling choice; all results are nominal EUR unless labelled in today's money" },
    { what: "tax on savings", value: null, why: "returns are taken after fees and taxes; withdrawals from savings are not taxed" }
  )
  if (streams.length > 0) {
    assumptions.push(
      { what: "pension taxation", value: `${PENSION_TAX_YEAR} rules`, why: `every future year is taxed under the ${PENSION_TAX_YEAR} rules with thresholds moving with inflation; Cyprus tax resident with no income besides the pensions; monthly amounts x 12 a year` },
      { what: "pension surplus", value: "not saved", why: "net pensions above planned spending are not added to savings" }
    )
  }
  if (streams.some((s) => s.fromAge < retirementAge)) {
    assumptions.push({ what: "pensions paid before retirementAge", value: null, why: "counted only from retirementAge: before it they are working-age income, outside this plan" })
  }
  if (streams.some((s) => s.origin === "foreign" && s.netMonthly === undefined)) {
    assumptions.push({ what: "foreign pension exempt amount, EUR", value: FOREIGN_PENSION_OPTION.value.exemptAmount, why: FOREIGN_PENSION_OPTION.note ?? FOREIGN_PENSION_OPTION.rule })
    FOREIGN_PENSION_OPTION.sources.forEach((s) => used.add(s))
  }
  if (pensionIncome.length > 0) {
    INCOME_TAX_RULES[PENSION_TAX_YEAR].bands.sources.forEach((s) => used.add(s))
    PENSION_GESY.sources.forEach((s) => used.add(s))
  }

  return {
    successProbability: (paths - pathsRunningOut) / paths,
    seed,
    seedSupplied,
    simulations: paths,
    deterministicProjection: {
      balanceAtRetirement: round2(balanceAtRetirement),
      endingBalance: round2(balance),
      endingBalanceInTodaysMoney: round2(balance / finalDeflator),
      moneyRunsOutAtAge: runsOutMonth < 0 ? null : ageAt(runsOutMonth)
    },
    endingWealthPercentiles,
    depletionAgePercentiles,
    pathsRunningOut,
    pensionIncome,
    series,
    sources: citeSources(used),
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const eurText = (x: number) => `EUR ${formatCents(Math.round(x * 100))}`

const summarize = (o: RetirementStressTestOutput): string => {
  const last = o.series.at(-1)
  const d = o.deterministicProjection
  const p = (q: number) => o.endingWealthPercentiles.find((e) => e.percentile === q)?.nominal ?? 0
  const bad = o.depletionAgePercentiles.find((e) => e.percentile === 10)?.age ?? null
  const lines = [
    `Retirement stress test to age ${last?.age ?? ""}: ${o.simulations} simulated paths, seed ${o.seed}${o.seedSupplied ? "" : " (drawn at random: a stochastic run; send the seed to repeat it)"}.`,
    `Probability of not running out of money: ${(o.successProbability * 100).toFixed(1)}% (${o.pathsRunningOut} of ${o.simulations} paths run out).`,
    `Deterministic projection: ${eurText(d.balanceAtRetirement)} at retirement; ` +
      (d.moneyRunsOutAtAge === null ? `${eurText(d.endingBalance)} at the end (${eurText(d.endingBalanceInTodaysMoney)} in today's money).` : `money runs out at age ${d.moneyRunsOutAtAge}.`),
    `Ending wealth (nominal): 10th percentile ${eurText(p(10))}, median ${eurText(p(50))}, 90th percentile ${eurText(p(90))}.`,
    bad === null ? "Fewer than 10% of paths run out of money." : `In the worst 10% of paths money runs out by age ${bad}.`
  ]
  for (const row of o.pensionIncome) lines.push(`From age ${row.fromAge}: pensions ${eurText(row.grossAnnual)} a year gross, ${eurText(row.netAnnual)} net (today's money).`)
  lines.push(`Assumptions: ${assumptionText(o.assumptions)}`)
  return lines.join("\n")
}

export const runRetirementStressTest: ToolDefinition<RetirementStressTestInput, RetirementStressTestOutput> = {
  name: "run_retirement_stress_test",
  title: "Retirement stress test (projection and Monte Carlo)",
  description:
    "Projects retirement savings year by year (monthly contributions until retirementAge, then monthly spending paid from net " +
    "pensions first and savings for the rest, with inflation) and runs a Monte Carlo simulation of returns: the probability " +
    "of not running out of money before endAge, percentiles of ending wealth and the age at which money runs out in bad paths. " +
    "Requires currentAge, retirementAge, currentSavings, monthlyContribution and monthlyDrawdown; ask the user for each, never " +
    "use example values. Pensions (statePension and pensionStreams, Cyprus and foreign) are taxed together under the Cyprus " +
    "2026 rules (one personal allowance, the foreign-pension 5% option when cheaper, one GESY ceiling); omitted pensions are " +
    "excluded, not assumed. Omitted return, volatility, inflation, horizon and simulation count use disclosed modelling " +
    `assumptions. simulations is capped at ${MAX_SIMULATIONS}. seed makes a run repeatable; without it the run is stochastic and ` +
    "the seed drawn is returned. Amounts are rounded to the cent on output. Results are estimates, not financial advice.",
  access: "anonymous",
  input: RetirementStressTestInput,
  output: RetirementStressTestOutput,
  run: (input) =>
    Effect.map(
      input.seed === undefined ? Random.nextIntBetween(0, MAX_SEED) : Effect.succeed(input.seed),
      (seed) => runStressTest(input, seed, input.seed !== undefined)
    ),
  summarize,
  readOnly: true
}
