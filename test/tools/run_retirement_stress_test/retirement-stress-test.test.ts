import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import fc from "fast-check"
import { PENSION_TAX_TRACES } from "../../../src/domain/retirement/pension-tax.ts"
import { INCOME_TAX_RULES } from "../../../src/rules/income-tax.ts"
import { MAX_SIMULATIONS } from "../../../src/rules/retirement.ts"
import { RetirementStressTestInput } from "../../../src/tools/run_retirement_stress_test/input.ts"
import type { RetirementStressTestOutput } from "../../../src/tools/run_retirement_stress_test/output.ts"
import { runRetirementStressTest } from "../../../src/tools/run_retirement_stress_test/tool.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "run_retirement_stress_test"
const decode = Schema.decodeUnknownSync(RetirementStressTestInput)
/** A seeded run through the pipeline; the output always fits its own schema. */
const calc = (raw: Record<string, unknown>, seed = 1) =>
  computeOutput<RetirementStressTestOutput>(TOOL, { ...raw, seed })
/** No randomness in the returns: the deterministic projection alone. */
const FLAT = { expectedReturnPct: 0, returnVolatilityPct: 0, inflationRatePct: 0, simulations: 10 }

describe("deterministic projection: worked examples to the cent", () => {
  it("A. no return, no inflation: contributions then drawdown", () => {
    // 60 -> 62: 24 x 500 = 12,000 added: 100,000 + 12,000 = 112,000 at retirement.
    // 62 -> 64: 24 x 2,000 = 48,000 withdrawn: 112,000 - 48,000 = 64,000 at 64.
    const out = calc({
      ...FLAT,
      currentAge: 60,
      retirementAge: 62,
      endAge: 64,
      currentSavings: 100_000,
      monthlyContribution: 500,
      monthlyDrawdown: 2_000
    })
    expect(out.deterministicProjection).toEqual({
      balanceAtRetirement: 112_000,
      endingBalance: 64_000,
      endingBalanceInTodaysMoney: 64_000,
      moneyRunsOutAtAge: null
    })
    expect(out.series.map((r) => [r.age, r.contributions, r.withdrawals, r.endBalance])).toEqual([
      [61, 6_000, 0, 106_000],
      [62, 6_000, 0, 112_000],
      [63, 0, 24_000, 88_000],
      [64, 0, 24_000, 64_000]
    ])
    expect(out.successProbability).toBe(1)
  })

  it("B. growth only: 6% a year compounded monthly at 1.06^(1/12)", () => {
    // 10,000 x 1.06 = 10,600.00 at 51; x 1.06 = 11,236.00 at 52.
    const out = calc({
      ...FLAT,
      expectedReturnPct: 6,
      currentAge: 50,
      retirementAge: 51,
      endAge: 52,
      currentSavings: 10_000,
      monthlyContribution: 0,
      monthlyDrawdown: 0
    })
    expect(out.deterministicProjection.balanceAtRetirement).toBe(10_600)
    expect(out.deterministicProjection.endingBalance).toBe(11_236)
    expect(out.series.map((r) => r.investmentGrowth)).toEqual([600, 636])
  })

  it("C. monthly contributions at the start of each month (annuity due) at 1% a month", () => {
    // expectedReturnPct = (1.01^12 - 1) x 100 = 12.682503013196978, so each month grows by 1.01.
    // At 41: 100 x (1.01 + 1.01^2 + ... + 1.01^12) = 100 x 1.01 x (1.01^12 - 1) / 0.01 = 1,280.9328 -> 1,280.93.
    // At 42 (no contributions, no drawdown): 1,280.9328 x 1.01^12 = 1,443.3871 -> 1,443.39.
    const out = calc({
      ...FLAT,
      expectedReturnPct: 12.682503013196978,
      currentAge: 40,
      retirementAge: 41,
      endAge: 42,
      currentSavings: 0,
      monthlyContribution: 100,
      monthlyDrawdown: 0
    })
    expect(out.deterministicProjection.balanceAtRetirement).toBe(1_280.93)
    expect(out.deterministicProjection.endingBalance).toBe(1_443.39)
    expect(out.series[0]?.investmentGrowth).toBe(80.93) // 1,280.93 - 1,200 contributed
  })

  it("D. inflation raises spending once a year; today's money deflates by (1 + i)^years", () => {
    // Spending 1,000 a month: year 1 12,000; year 2 12,000 x 1.10 = 13,200. 50,000 - 25,200 = 24,800 at 67.
    // In today's money: 24,800 / 1.10^2 = 24,800 / 1.21 = 20,495.867 -> 20,495.87.
    const out = calc({
      ...FLAT,
      inflationRatePct: 10,
      currentAge: 65,
      retirementAge: 65,
      endAge: 67,
      currentSavings: 50_000,
      monthlyContribution: 0,
      monthlyDrawdown: 1_000
    })
    expect(out.series.map((r) => r.spending)).toEqual([12_000, 13_200])
    expect(out.deterministicProjection).toEqual({
      balanceAtRetirement: 50_000,
      endingBalance: 24_800,
      endingBalanceInTodaysMoney: 20_495.87,
      moneyRunsOutAtAge: null
    })
    expect(out.series[0]?.endBalanceInTodaysMoney).toBe(34_545.45) // 38,000 / 1.1 = 34,545.4545
  })

  it("E. a taxed foreign pension covers part of spending; savings run out at 68 years 8 months", () => {
    // Foreign pension 2,500 x 12 = 30,000: GESY 2.65% = 795; the 5% option above the 2026 exempt amount (art. 20:
    // 3,420, the income tax's own rule) (30,000 - 3,420) x 5% = 1,329 beats the scale ((30,000 - 795 - 22,000) x 20%
    // = 1,441); net 30,000 - 1,329 - 795 = 27,876 a year = 2,323 a month.
    // Withdrawal 3,000 - 2,323 = 677 a month = 8,124 a year. After 3 years: 30,000 - 24,372 = 5,628.
    // 5,628 / 677 = 8.31: 8 months are paid, the 9th (month 44 from now) is not: age 65 + 44/12 = 68.67.
    // Year 4: withdrawals 5,628, shortfall 8,124 - 5,628 = 2,496.
    const out = calc({
      ...FLAT,
      currentAge: 65,
      retirementAge: 65,
      endAge: 75,
      currentSavings: 30_000,
      monthlyContribution: 0,
      monthlyDrawdown: 3_000,
      pensionStreams: [{ pensionOrigin: "foreign", monthlyAmount: 2_500 }]
    })
    expect(out.pensionIncome).toEqual([
      {
        fromAge: 65,
        grossAnnual: 30_000,
        incomeTax: 0,
        foreignPensionTax: 1_329,
        gesy: 795,
        netAnnual: 27_876,
        foreignPensionOptionUsed: true,
        traces: PENSION_TAX_TRACES
      }
    ])
    // each tax names its rules: the 5% on foreign pensions above the exempt amount (art. 20), GESY at the employee rate
    expect(out.pensionIncome[0]?.traces.foreignPensionTax).toMatchObject({
      year: 2026,
      rule: expect.stringMatching(/^Income Tax Law 118\(I\)\/2002, art\. 20/),
      sources: ["itl-cylaw-art20", "hh-mof-pension-abroad", "hh-spencer-west-2026-reform"]
    })
    expect(out.pensionIncome[0]?.traces.gesy.rule).toMatch(/^General Healthcare System Law 89\(I\)\/2001/)
    expect(out.pensionIncome[0]?.traces.incomeTax.rule).toContain(INCOME_TAX_RULES[2026].bands.rule)
    expect(out.sources.map((s) => s.id)).toEqual(expect.arrayContaining(PENSION_TAX_TRACES.incomeTax.sources))
    expect(out.series.slice(0, 4).map((r) => [r.netPensionIncome, r.withdrawals, r.shortfall, r.endBalance])).toEqual([
      [27_876, 8_124, 0, 21_876],
      [27_876, 8_124, 0, 13_752],
      [27_876, 8_124, 0, 5_628],
      [27_876, 5_628, 2_496, 0]
    ])
    expect(out.deterministicProjection.moneyRunsOutAtAge).toBe(68.67)
    expect(out.successProbability).toBe(0)
    expect(out.depletionAgePercentiles.find((d) => d.percentile === 10)?.age).toBe(68.67)
  })

  it("F. the state pension starts at the statutory age 65, not at retirement (60)", () => {
    // 60-64: 1,000 a month from savings = 12,000 a year: 100,000 - 60,000 = 40,000 at 65.
    // From 65: state pension 800 x 12 = 9,600, GESY 2.65% = 254.40, no income tax (below 22,000): net 9,345.60;
    // withdrawals 12,000 - 9,345.60 = 2,654.40 a year: 40,000 - 5 x 2,654.40 = 26,728 at 70.
    const out = calc({
      ...FLAT,
      currentAge: 60,
      retirementAge: 60,
      endAge: 70,
      currentSavings: 100_000,
      monthlyContribution: 0,
      monthlyDrawdown: 1_000,
      statePension: 800
    })
    expect(out.pensionIncome).toEqual([
      {
        fromAge: 65,
        grossAnnual: 9_600,
        incomeTax: 0,
        foreignPensionTax: 0,
        gesy: 254.4,
        netAnnual: 9_345.6,
        foreignPensionOptionUsed: false,
        traces: PENSION_TAX_TRACES
      }
    ])
    expect(out.series[4]?.endBalance).toBe(40_000)
    expect(out.deterministicProjection.endingBalance).toBe(26_728)
    expect(out.assumptions).toContainEqual(expect.objectContaining({ what: "state pension starts at age", value: 65 }))
  })
})

describe("pension taxation (2026 rules)", () => {
  it("takes a net-amount override as given, outside the aggregation", () => {
    const out = calc({
      ...FLAT,
      currentAge: 70,
      retirementAge: 70,
      endAge: 71,
      currentSavings: 0,
      monthlyContribution: 0,
      monthlyDrawdown: 1_000,
      pensionStreams: [{ pensionOrigin: "foreign", monthlyAmount: 2_000, netMonthlyAmount: 1_500 }]
    })
    expect(out.pensionIncome[0]).toMatchObject({ grossAnnual: 24_000, incomeTax: 0, gesy: 0, netAnnual: 18_000 })
    expect(out.successProbability).toBe(1)
  })
})

describe("Monte Carlo", () => {
  const base = {
    currentAge: 55,
    retirementAge: 65,
    endAge: 90,
    currentSavings: 150_000,
    monthlyContribution: 800,
    monthlyDrawdown: 2_500,
    statePension: 900,
    simulations: 500
  }

  it("is byte-for-byte repeatable with a seed, and differs with another seed", () => {
    const a = JSON.stringify(calc(base, 42))
    expect(JSON.stringify(calc(base, 42))).toBe(a)
    expect(JSON.stringify(calc(base, 43))).not.toBe(a)
    const viaTool = Effect.runSync(runRetirementStressTest.run(decode({ ...base, seed: 42 }), TEST_ENVIRONMENT))
    expect(JSON.stringify(viaTool)).toBe(a)
  })

  it("without a seed draws one, says the run is stochastic, and the seed reproduces it", () => {
    const { output: out, text } = computeAnswer<RetirementStressTestOutput>(TOOL, base)
    expect(out.seedSupplied).toBe(false)
    expect(out.seed).toBeGreaterThanOrEqual(0)
    expect(out.seed).toBeLessThanOrEqual(4_294_967_295)
    expect(out.assumptions).toContainEqual(expect.objectContaining({ what: "random seed", value: out.seed }))
    expect(text).toMatch(/stochastic/)
    const again = calc({ ...base, seed: out.seed }, out.seed)
    expect(again.series).toEqual(out.series)
    expect(again.successProbability).toBe(out.successProbability)
  })

  it("with zero volatility every path follows the deterministic projection", () => {
    const out = calc({ ...base, returnVolatilityPct: 0, inflationRatePct: 2, expectedReturnPct: 5 })
    const last = out.series.at(-1)!
    expect(last.simulatedP10).toBeCloseTo(last.endBalance, 2)
    expect(last.simulatedP90).toBeCloseTo(last.endBalance, 2)
    expect(out.successProbability).toBe(out.deterministicProjection.moneyRunsOutAtAge === null ? 1 : 0)
  })

  const planArb = fc.record({
    currentAge: fc.integer({ min: 40, max: 70 }),
    working: fc.integer({ min: 0, max: 10 }),
    retired: fc.integer({ min: 1, max: 25 }),
    currentSavings: fc.integer({ min: 0, max: 500_000 }),
    monthlyContribution: fc.integer({ min: 0, max: 3_000 }),
    monthlyDrawdown: fc.integer({ min: 0, max: 6_000 }),
    expectedReturnPct: fc.double({ min: -5, max: 12, noNaN: true }),
    returnVolatilityPct: fc.double({ min: 0, max: 30, noNaN: true }),
    seed: fc.integer({ min: 0, max: 4_294_967_295 })
  })
  const toInput = (p: typeof planArb extends fc.Arbitrary<infer T> ? T : never) => ({
    currentAge: p.currentAge,
    retirementAge: p.currentAge + p.working,
    endAge: p.currentAge + p.working + p.retired,
    currentSavings: p.currentSavings,
    monthlyContribution: p.monthlyContribution,
    monthlyDrawdown: p.monthlyDrawdown,
    expectedReturnPct: p.expectedReturnPct,
    returnVolatilityPct: p.returnVolatilityPct,
    simulations: 40
  })

  it("property: the success probability is in [0, 1] and matches the paths that run out", () => {
    fc.assert(
      fc.property(planArb, (p) => {
        const out = calc(toInput(p), p.seed)
        expect(out.successProbability).toBeGreaterThanOrEqual(0)
        expect(out.successProbability).toBeLessThanOrEqual(1)
        expect(out.successProbability).toBe((out.simulations - out.pathsRunningOut) / out.simulations)
      }),
      { numRuns: 60 }
    )
  })

  it("property: more contributions never lower the success probability for the same seed", () => {
    fc.assert(
      fc.property(planArb, fc.integer({ min: 1, max: 2_000 }), (p, extra) => {
        const less = calc(toInput(p), p.seed)
        const more = calc({ ...toInput(p), monthlyContribution: p.monthlyContribution + extra }, p.seed)
        expect(more.successProbability).toBeGreaterThanOrEqual(less.successProbability)
      }),
      { numRuns: 60 }
    )
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(RetirementStressTestInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual([
      "currentAge",
      "currentSavings",
      "monthlyContribution",
      "monthlyDrawdown",
      "retirementAge"
    ])
    expect(found.monthlyDrawdown).toMatch(/monthly spending/)
  })

  it(`caps simulations at ${MAX_SIMULATIONS}`, () => {
    const ok = { currentAge: 50, retirementAge: 60, currentSavings: 1, monthlyContribution: 1, monthlyDrawdown: 1 }
    expect(issues({ ...ok, simulations: MAX_SIMULATIONS })).toEqual({})
    expect(issues({ ...ok, simulations: MAX_SIMULATIONS + 1 }).simulations).toMatch(/10,000 \(the cap\)/)
    expect(Object.keys(issues({ ...ok, seed: -1 }))).toEqual(["seed"])
    expect(Object.keys(issues({ ...ok, seed: 2 ** 32 }))).toEqual(["seed"])
  })

  it("rejects retirement before today, a horizon ending before retirement and a lone statePensionAge", () => {
    const base = { currentSavings: 1, monthlyContribution: 1, monthlyDrawdown: 1 }
    expect(Object.keys(issues({ ...base, currentAge: 50, retirementAge: 45 }))).toEqual(["retirementAge"])
    expect(Object.keys(issues({ ...base, currentAge: 50, retirementAge: 60, endAge: 60 }))).toEqual(["endAge"])
    expect(Object.keys(issues({ ...base, currentAge: 50, retirementAge: 60, statePensionAge: 65 }))).toEqual([
      "statePensionAge"
    ])
  })

  it("examples are complete and run; examples[0] carries a seed", () => {
    const examples = (Schema.resolveAnnotations(RetirementStressTestInput)?.examples ?? []) as ReadonlyArray<
      Record<string, unknown>
    >
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(typeof examples[0]?.seed).toBe("number")
    for (const ex of examples)
      expect(Exit.isSuccess(Effect.runSyncExit(runRetirementStressTest.run(decode(ex), TEST_ENVIRONMENT)))).toBe(true)
  })

  it("discloses omitted fields as assumptions, never the caller's own inputs", () => {
    const out = calc({
      currentAge: 50,
      retirementAge: 60,
      currentSavings: 100_000,
      monthlyContribution: 500,
      monthlyDrawdown: 2_000
    })
    const what = out.assumptions.map((a) => a.what).join("|")
    for (const field of ["endAge", "simulations", "expectedReturnPct", "returnVolatilityPct", "inflationRatePct"])
      expect(what).toContain(field)
    expect(out.assumptions).toContainEqual(expect.objectContaining({ what: "state pension", value: null }))
    const sent = calc({
      currentAge: 50,
      retirementAge: 60,
      endAge: 85,
      currentSavings: 100_000,
      monthlyContribution: 500,
      monthlyDrawdown: 2_000,
      expectedReturnPct: 4,
      returnVolatilityPct: 8,
      inflationRatePct: 2,
      simulations: 100,
      statePension: 700,
      statePensionAge: 65,
      seed: 1
    })
    const sentWhat = sent.assumptions.map((a) => a.what).join("|")
    for (const field of [
      "endAge",
      "simulations",
      "expectedReturnPct",
      "returnVolatilityPct",
      "inflationRatePct",
      "state pension",
      "random seed"
    ])
      expect(sentWhat).not.toContain(field)
  })
})
