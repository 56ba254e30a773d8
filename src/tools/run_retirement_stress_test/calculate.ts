import type { CalculationContext, ProgressReporter } from "../../core/tool.ts"
import { publishedAssumptionList } from "../../core/assumptions.ts"
import { formatCents } from "../../core/format.ts"
import { roundTo, roundToCents } from "../../core/money.ts"
import { nearestRank, returnModel, simulatePaths } from "../../domain/retirement/monte-carlo.ts"
import { PENSION_TAX_TRACES, type PensionTax, taxPensions } from "../../domain/retirement/pension-tax.ts"
import {
  DEFAULT_END_AGE,
  DEFAULT_EXPECTED_RETURN_PCT,
  DEFAULT_INFLATION_RATE_PCT,
  DEFAULT_RETURN_VOLATILITY_PCT,
  DEFAULT_SIMULATIONS,
  FOREIGN_PENSION_OPTION,
  type ModellingDefault,
  PENSION_TAX_YEAR,
  statutoryPensionAge
} from "../../rules/retirement.ts"
import { FOREIGN_PENSION_PROPOSED_EXEMPT_AMOUNT_2026 } from "../../rules/income-tax.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { MAX_SEED, type RetirementStressTestInput } from "./input.ts"
import type { RetirementStressTestOutput } from "./output.ts"
import { STRESS_TEST_ASSUMPTIONS, type StressTestAssumptionId } from "./assumptions.ts"

const ENDING_PERCENTILES = [10, 25, 50, 75, 90] as const
const DEPLETION_PERCENTILES = [5, 10, 25, 50] as const

interface Stream {
  readonly origin: "cyprus" | "foreign"
  readonly monthly: number
  readonly netMonthly: number | undefined
  readonly fromAge: number
}

/** The pensions paid at an age (only from retirement: earlier pensions are part of working-age income). */
const pensionsAt = (streams: ReadonlyArray<Stream>, ageNow: number, retirementAge: number) =>
  ageNow < retirementAge ? [] : streams.filter((s) => ageNow >= s.fromAge)

const taxOf = (active: ReadonlyArray<Stream>): PensionTax & { readonly netWithOverrides: number } => {
  const sum = (origin: Stream["origin"]) =>
    active.reduce((t, s) => t + (s.origin === origin && s.netMonthly === undefined ? s.monthly * 12 : 0), 0)
  const tax = taxPensions(sum("cyprus"), sum("foreign"))
  const overridden = active.filter((s) => s.netMonthly !== undefined)
  const gross = overridden.reduce((t, s) => t + s.monthly * 12, 0)
  const net = overridden.reduce((t, s) => t + (s.netMonthly ?? 0) * 12, 0)
  return {
    ...tax,
    grossAnnual: roundToCents(tax.grossAnnual + gross),
    netWithOverrides: roundToCents(tax.netAnnual + net)
  }
}

/** The whole calculation for a given seed: pure, identical output for identical input. */
export const runStressTest = (
  input: RetirementStressTestInput,
  seed: number,
  seedSupplied: boolean,
  reportProgress?: ProgressReporter
): RetirementStressTestOutput => {
  const { assumptions, said, assume } = publishedAssumptionList(STRESS_TEST_ASSUMPTIONS)
  const used = new Set<SourceId>()
  const withDefault = (
    sent: number | undefined,
    d: ModellingDefault,
    what: string,
    id: StressTestAssumptionId,
    field: string
  ): number => {
    if (sent !== undefined) return sent
    assume(id, { what, value: d.value, why: d.why }, { field, reason: "omitted" })
    for (const s of d.sources) used.add(s)
    return d.value
  }
  const endAge = withDefault(
    input.endAge,
    DEFAULT_END_AGE,
    "plan ends at age (endAge)",
    "stress-test.end-age",
    "endAge"
  )
  const paths = withDefault(
    input.simulations,
    DEFAULT_SIMULATIONS,
    "Monte Carlo paths (simulations)",
    "stress-test.simulations",
    "simulations"
  )
  const mu = withDefault(
    input.expectedReturnPct,
    DEFAULT_EXPECTED_RETURN_PCT,
    "expected yearly return, % (expectedReturnPct)",
    "stress-test.expected-return",
    "expectedReturnPct"
  )
  const vol = withDefault(
    input.returnVolatilityPct,
    DEFAULT_RETURN_VOLATILITY_PCT,
    "yearly return volatility, % (returnVolatilityPct)",
    "stress-test.return-volatility",
    "returnVolatilityPct"
  )
  const inflation = withDefault(
    input.inflationRatePct,
    DEFAULT_INFLATION_RATE_PCT,
    "yearly inflation, % (inflationRatePct)",
    "stress-test.inflation-rate",
    "inflationRatePct"
  )
  const { currentAge, retirementAge } = input

  // Pensions
  const streams: Array<Stream> = []
  if (input.statePension === undefined) {
    assume(
      "stress-test.no-state-pension",
      { what: "state pension", value: null, why: "statePension was not sent: no state pension income is included" },
      { field: "statePension", reason: "omitted" }
    )
  } else {
    let fromAge = input.statePensionAge
    if (fromAge === undefined) {
      const statutory = statutoryPensionAge()
      fromAge = statutory.value
      for (const s of statutory.sources) used.add(s)
      assume(
        "stress-test.state-pension-age",
        {
          what: "state pension starts at age",
          value: fromAge,
          why: `statePensionAge was not sent: the statutory pension age (${statutory.rule})`
        },
        { field: "statePensionAge", rule: "social-insurance.pension.statutory-pension-age", reason: "omitted" }
      )
    }
    streams.push({ origin: "cyprus", monthly: input.statePension, netMonthly: undefined, fromAge })
  }
  if (input.pensionStreams === undefined || input.pensionStreams.length === 0) {
    assume(
      "stress-test.no-other-pensions",
      {
        what: "other pensions",
        value: null,
        why: "pensionStreams was not sent: no occupational, provident or foreign pension is included"
      },
      { field: "pensionStreams", reason: "omitted" }
    )
  }
  ;(input.pensionStreams ?? []).forEach((s, k) => {
    if (s.pensionStartAge === undefined) {
      assume(
        "stress-test.pension-stream-start",
        {
          what: `pensionStreams[${k}] starts at age`,
          value: retirementAge,
          why: "pensionStartAge was not sent: paid from retirementAge"
        },
        { field: `pensionStreams[${k}].pensionStartAge`, reason: "omitted", params: { stream: k } }
      )
    }
    streams.push({
      origin: s.pensionOrigin,
      monthly: s.monthlyAmount,
      netMonthly: s.netMonthlyAmount,
      fromAge: s.pensionStartAge ?? retirementAge
    })
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
    const index = (1 + inflation / 100) ** k
    const active = pensionsAt(streams, currentAge + k, retirementAge)
    const key = active.map((s) => streams.indexOf(s)).join(",")
    const tax = taxOf(active)
    if (key !== lastKey && active.length > 0) {
      pensionIncome.push({
        fromAge: currentAge + k,
        grossAnnual: tax.grossAnnual,
        incomeTax: tax.incomeTax,
        foreignPensionTax: tax.foreignPensionTax,
        gesy: tax.gesy,
        netAnnual: tax.netWithOverrides,
        foreignPensionOptionUsed: tax.foreignPensionOptionUsed,
        traces: PENSION_TAX_TRACES
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
  const growth = (1 + mu / 100) ** (1 / 12)
  let balance = input.currentSavings
  let balanceAtRetirement = retireYear === 0 ? balance : 0
  let runsOutMonth = -1
  const rows: Array<
    Omit<RetirementStressTestOutput["series"][number], "simulatedP10" | "simulatedMedian" | "simulatedP90">
  > = []
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
    const deflator = (1 + inflation / 100) ** (k + 1)
    if (k + 1 === retireYear) balanceAtRetirement = balance
    rows.push({
      age: currentAge + k + 1,
      contributions: roundToCents(contributions),
      spending: roundToCents(spendingM[k]! * 12),
      netPensionIncome: roundToCents(pensionM[k]! * 12),
      withdrawals: roundToCents(withdrawals),
      shortfall: roundToCents(shortfall),
      investmentGrowth: roundToCents(balance - start - contributions + withdrawals),
      endBalance: roundToCents(balance),
      endBalanceInTodaysMoney: roundToCents(balance / deflator)
    })
  }
  const finalDeflator = (1 + inflation / 100) ** years
  const ageAt = (month: number) => roundTo(currentAge + month / 12, 2)

  // Monte Carlo
  const sim = simulatePaths(
    { startBalance: input.currentSavings, cashFlows, ...returnModel(mu, vol) },
    paths,
    seed,
    reportProgress
  )
  const column = new Float64Array(paths)
  const percentilesOfYear = (y: number) => {
    for (let p = 0; p < paths; p++) column[p] = sim.yearEndBalances[p * years + y]!
    column.sort()
    return (q: number) => nearestRank(column, q)
  }
  const series = rows.map((row, y) => {
    const at = percentilesOfYear(y)
    return {
      ...row,
      simulatedP10: roundToCents(at(10)),
      simulatedMedian: roundToCents(at(50)),
      simulatedP90: roundToCents(at(90))
    }
  })
  const ending = percentilesOfYear(years - 1)
  const endingWealthPercentiles = ENDING_PERCENTILES.map((q) => ({
    percentile: q,
    nominal: roundToCents(ending(q)),
    inTodaysMoney: roundToCents(ending(q) / finalDeflator)
  }))
  const depletion = Float64Array.from(sim.depletionMonths, (m) => (m < 0 ? Number.POSITIVE_INFINITY : m)).sort()
  const pathsRunningOut = sim.depletionMonths.reduce((n, m) => n + (m < 0 ? 0 : 1), 0)
  const depletionAgePercentiles = DEPLETION_PERCENTILES.map((q) => {
    const m = nearestRank(depletion, q)
    return { percentile: q, age: Number.isFinite(m) ? ageAt(m) : null }
  })

  // Disclosures
  if (!seedSupplied) {
    assume(
      "stress-test.random-seed",
      {
        what: "random seed",
        value: seed,
        why: "no seed was sent: this run is stochastic; send this seed to repeat it exactly"
      },
      { field: "seed", reason: "omitted" }
    )
  }
  assume(
    "stress-test.return-model",
    {
      what: "return model",
      value: "lognormal monthly returns",
      why: "independent monthly returns whose yearly product has the expected return and volatility given; random numbers from sfc32 with Box-Muller normals; the deterministic projection earns the expected return every year"
    },
    { reason: "model" }
  )
  assume(
    "stress-test.indexation",
    {
      what: "indexation",
      value: "spending and pensions rise with inflation once a year; contributions are flat",
      why: "modelling choice; all results are nominal EUR unless labelled in today's money"
    },
    { reason: "model" }
  )
  assume(
    "stress-test.savings-untaxed",
    {
      what: "tax on savings",
      value: null,
      why: "returns are taken after fees and taxes; withdrawals from savings are not taxed"
    },
    { reason: "excluded" }
  )
  if (streams.length > 0) {
    assume(
      "stress-test.pension-tax-year",
      {
        what: "pension taxation",
        value: `${PENSION_TAX_YEAR} rules`,
        why: `every future year is taxed under the ${PENSION_TAX_YEAR} rules with thresholds moving with inflation; Cyprus tax resident with no income besides the pensions; monthly amounts x 12 a year`
      },
      { rule: "income-tax.bands", reason: "model", params: { year: PENSION_TAX_YEAR } }
    )
    assume(
      "stress-test.pension-surplus",
      {
        what: "pension surplus",
        value: "not saved",
        why: "net pensions above planned spending are not added to savings"
      },
      { reason: "model" }
    )
  }
  if (streams.some((s) => s.fromAge < retirementAge)) {
    assume(
      "stress-test.pensions-before-retirement",
      {
        what: "pensions paid before retirementAge",
        value: null,
        why: "counted only from retirementAge: before it they are working-age income, outside this plan"
      },
      { field: "retirementAge", reason: "excluded" }
    )
  }
  if (streams.some((s) => s.origin === "foreign" && s.netMonthly === undefined)) {
    assume(
      "stress-test.foreign-pension-exempt",
      {
        what: "foreign pension exempt amount, EUR",
        value: FOREIGN_PENSION_OPTION.value.exemptAmount,
        why: `the amount of art. 20 as last read in the law and on the Tax Department's page; a pre-vote summary of the 2026 reform bill reported EUR ${formatCents(FOREIGN_PENSION_PROPOSED_EXEMPT_AMOUNT_2026 * 100)}, not found enacted`
      },
      {
        field: "pensionStreams[].pensionOrigin",
        rule: "income-tax.foreign-pension-exempt-amount",
        reason: "rule",
        params: {
          rate: FOREIGN_PENSION_OPTION.value.ratePercent,
          proposed: FOREIGN_PENSION_PROPOSED_EXEMPT_AMOUNT_2026
        }
      }
    )
    for (const s of FOREIGN_PENSION_OPTION.sources) used.add(s)
  }
  if (pensionIncome.length > 0) {
    for (const trace of Object.values(PENSION_TAX_TRACES)) for (const s of trace.sources) used.add(s as SourceId)
  }

  return {
    successProbability: (paths - pathsRunningOut) / paths,
    seed,
    seedSupplied,
    simulations: paths,
    deterministicProjection: {
      balanceAtRetirement: roundToCents(balanceAtRetirement),
      endingBalance: roundToCents(balance),
      endingBalanceInTodaysMoney: roundToCents(balance / finalDeflator),
      moneyRunsOutAtAge: runsOutMonth < 0 ? null : ageAt(runsOutMonth)
    },
    endingWealthPercentiles,
    depletionAgePercentiles,
    pathsRunningOut,
    pensionIncome,
    series,
    sources: citeSources(used),
    assumptions,
    assumptionDetails: said.details()
  }
}

/** Without a seed one is drawn uniformly from the unsigned 32-bit range and returned, so that the run can be repeated. */
const drawSeed = (): number => Math.floor(Math.random() * (MAX_SEED + 1))

export const calculate = (input: RetirementStressTestInput, context?: CalculationContext): RetirementStressTestOutput =>
  runStressTest(input, input.seed ?? drawSeed(), input.seed !== undefined, context?.reportProgress)
