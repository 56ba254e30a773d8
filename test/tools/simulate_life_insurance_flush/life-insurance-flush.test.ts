import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { Result, Schema, SchemaIssue } from "effect"
import { simulateLifeInsuranceFlush } from "../../../src/tools/simulate_life_insurance_flush/tool.ts"
import { LifeInsuranceFlushInput } from "../../../src/tools/simulate_life_insurance_flush/input.ts"
import type { LifeInsuranceFlushOutput } from "../../../src/tools/simulate_life_insurance_flush/output.ts"
import {
  FULL_SURRENDER_CLAWBACK,
  MORTALITY,
  mortalityRate,
  PARTIAL_SURRENDER_2026,
  premiumReliefPercent,
  safeLimitCents,
  SECURITIES_GAINS_EXEMPT
} from "../../../src/rules/life-insurance.ts"
import { DEFAULT_TAX_YEAR } from "../../../src/rules/years.ts"
import { computeAnswer, computeFieldErrors, computeOutput } from "../../support/compute.ts"

const TOOL = "simulate_life_insurance_flush"
const calc = (raw: unknown) => computeOutput<LifeInsuranceFlushOutput>(TOOL, raw)
/** The answer, or undefined when the call fails. */
const answerOf = (raw: unknown) => {
  try {
    return computeAnswer(TOOL, raw)
  } catch {
    return undefined
  }
}
// Zero return and fees and a sum insured below the fund (no sum at risk) isolate the tax rules.
const BASE = {
  age: 50,
  gender: "male",
  aumFee: 0,
  monthlyFee: 0,
  taxBracket: 30,
  lifeCoverSumInsured: 10_000,
  policyInceptionYear: 2015,
  expectedReturnRate: 0
}
const history = (first: number, balances: ReadonlyArray<number>, premiumsPaid = 0) =>
  balances.map((endingBalance, k) => ({ year: first + k, endingBalance, premiumsPaid }))
/** The trace of a figure under one cited rule, in the default tax year (no year is sent). */
const traced = (rule: { rule: string; sources: ReadonlyArray<string> }) => ({
  rule: rule.rule,
  year: DEFAULT_TAX_YEAR,
  sources: [...rule.sources]
})

describe("simulate_life_insurance_flush: worked examples (EUR, cents half away from zero)", () => {
  it("1. withdrawal above the safe limit in policy year 12: half the excess taxed", () => {
    // balances 2021-2025: 20,000 22,000 24,000 26,000 30,000; look-backs 3 and 4 years: 22,000 and 20,000
    // safe limit = 30,000 - max(22,000, 20,000) = 8,000; withdrawal 10,000 -> excess 2,000; taxable 50% = 1,000;
    // tax 30% = 300, paid from own funds; closing 20,000; household 10,000 - 300 = 9,700
    // IRR: -30,000 + 10,000 at t0, +20,000 - 300 after 12 months -> 19,700 / 20,000 - 1 = -1.50%
    const o = calc({
      ...BASE,
      historicalData: history(2021, [20_000, 22_000, 24_000, 26_000, 30_000]),
      projections: [{ year: 2026, premium: 0, withdrawal: 10_000 }]
    })
    const r = o.scenarios.userInput.series[0]
    expect([
      r?.policyYear,
      r?.safeLimit,
      r?.taxableSurrender,
      r?.surrenderTax,
      r?.householdCashFlow,
      r?.closingBalance
    ]).toEqual([12, 8_000, 1_000, 300, 9_700, 20_000])
    expect(o.scenarios.userInput.irrWithoutReliefPercent).toBe(-1.5)
    expect(o.scenarios.noWithdrawals.series[0]?.surrenderTax).toBe(0)
    // the tax figures carry their rule: the 2026 partial-surrender reading and the art. 14 relief (7% of the sum
    // insured)
    expect(r?.traces).toEqual({
      safeLimit: traced(PARTIAL_SURRENDER_2026),
      taxableSurrender: traced(PARTIAL_SURRENDER_2026),
      premiumRelief: traced(premiumReliefPercent(DEFAULT_TAX_YEAR))
    })
    expect(premiumReliefPercent(DEFAULT_TAX_YEAR).value).toBe(7)
    // the broker account is no policy: its gains are exempt (art. 8), so its tax figures follow that exemption
    const broker = o.scenarios.brokerAlternative
    expect([broker.series[0]?.taxableSurrender, broker.series[0]?.traces.taxableSurrender]).toEqual([
      0,
      traced(SECURITIES_GAINS_EXEMPT)
    ])
    expect(broker.traces.finalSurrenderTax).toEqual(traced(SECURITIES_GAINS_EXEMPT))
    expect(o.scenarios.userInput.traces.finalSurrenderTax).toEqual(traced(FULL_SURRENDER_CLAWBACK))
    expect(o.assumptions).toContainEqual(
      expect.objectContaining({ what: "tax year of the rules", value: DEFAULT_TAX_YEAR })
    )
  })

  it("2. self-funded premium in policy year 3: spread, 50% taxable, relief and the clawback at the end", () => {
    // premium 1,200 paid as 12 x 100 from units: spread 5% x 100 = 5 a month -> 60; closing 12,000 - 60 = 11,940
    // policy year 3: no safe limit, surrendered 1,200 -> taxable 600 -> tax 20% = 120
    // relief: min(1,200, 7% x 10,000 = 700) = 700 x 20% = 140; household -120 + 140 = +20
    // end: cancellation in year 3 -> 30% x (700 history + 700) = 420 taxable -> 84 tax; terminal 11,940 - 84 = 11,856
    // IRR with relief: (20 + 11,856) / 12,000 - 1 = -1.03%; without: (11,856 - 120) / 12,000 - 1 = -2.20%
    const o = calc({
      ...BASE,
      taxBracket: 20,
      policyInceptionYear: 2024,
      historicalData: [{ year: 2025, endingBalance: 12_000, premiumsPaid: 6_000 }],
      projections: [{ year: 2026, premium: 1_200, withdrawal: 0, isPremiumSelfFunded: true }],
      bidOfferSpreadPercent: 5
    })
    const s = o.scenarios.userInput
    expect([
      s.totalSpreadCost,
      s.endingBalance,
      s.totalSurrenderTax,
      s.totalPremiumRelief,
      s.finalSurrenderTax
    ]).toEqual([60, 11_940, 120, 140, 84])
    expect(s.series[0]?.safeLimit).toBeNull()
    expect(s.series[0]?.householdCashFlow).toBe(20)
    expect([s.irrWithReliefPercent, s.irrWithoutReliefPercent]).toEqual([-1.03, -2.2])
    expect(o.assumptions.map((a) => a.what)).not.toContain("bid/offer spread on self-funded premiums (%)")
  })

  it("3. a withdrawal larger than the fund is capped, flagged and taxed as a full surrender", () => {
    // fund 10,000, request 12,000 -> executed 10,000 (capped): the policy is fully surrendered in policy year 3
    // clawback 30% x min(2,000, 7% x 20,000 = 1,400) = 420 taxable -> tax 25% = 105 from own funds
    // household 10,000 - 105 = 9,895; no positive flow after t0 (-10,000 + 10,000), so no IRR
    const o = calc({
      age: 60,
      gender: "female",
      aumFee: 1,
      monthlyFee: 0,
      taxBracket: 25,
      lifeCoverSumInsured: 20_000,
      policyInceptionYear: 2024,
      historicalData: [{ year: 2025, endingBalance: 10_000, premiumsPaid: 2_000 }],
      projections: [
        { year: 2026, premium: 0, withdrawal: 12_000 },
        { year: 2027, premium: 500, withdrawal: 0 }
      ]
    })
    const [y1, y2] = o.scenarios.userInput.series
    expect([
      y1?.withdrawalExecuted,
      y1?.isWithdrawalCapped,
      y1?.isFullySurrendered,
      y1?.taxableSurrender,
      y1?.surrenderTax,
      y1?.householdCashFlow
    ]).toEqual([10_000, true, true, 420, 105, 9_895])
    // a full surrender is taxed by the clawback of art. 14, not by the partial-surrender rule
    expect(y1?.traces.taxableSurrender).toEqual(traced(FULL_SURRENDER_CLAWBACK))
    expect([y2?.premiumPaid, y2?.closingBalance, y2?.isFullySurrendered]).toEqual([0, 0, true])
    expect(o.scenarios.userInput.isAnyWithdrawalCapped).toBe(true)
    expect(o.scenarios.userInput.irrWithReliefPercent).toBeNull()
    expect(o.warnings.join(" ")).toMatch(/2026: the request exceeded the fund/)
    expect(o.warnings.join(" ")).toMatch(/2027: the policy was already fully surrendered/)
  })

  it("4. monthly compounding and a fixed fee", () => {
    // 12% a year = 1% a month; each month F -> F + 1% (rounded) - 10
    // closed form 12,000 x 1.01^12 - 10 x (1.01^12 - 1) / 0.01 = 13,521.90 - 126.83 = 13,395.075 -> 13,395.07 with
    // monthly rounding
    // growth 13,395.07 - 12,000 + 120 = 1,515.07
    const o = calc({
      ...BASE,
      monthlyFee: 10,
      expectedReturnRate: 12,
      historicalData: history(2025, [12_000]),
      projections: [{ year: 2026, premium: 0, withdrawal: 0 }]
    })
    const r = o.scenarios.userInput.series[0]
    expect([r?.closingBalance, r?.investmentGrowth, r?.fixedFees]).toEqual([13_395.07, 1_515.07, 120])
  })

  it("5. mortality cost on the sum at risk", () => {
    // q(male, 50) = 1 - exp(-(0.0003 + 2.456e-5 x e^4.75 x (e^0.095 - 1) / 0.095)) = 0.0032726
    // month 1: (100,000 - 10,000) x q / 12 = 24.5445 -> 24.54; the fund falls, the sum at risk rises; 12 months: 294.96
    const q = mortalityRate("male", 50)
    expect(q).toBeCloseTo(0.0032726, 7)
    let fund = 1_000_000
    let cost = 0
    for (let m = 0; m < 12; m++) {
      const c = Math.round(((10_000_000 - fund) * q) / 12)
      fund -= c
      cost += c
    }
    expect(cost).toBe(29_496)
    const o = calc({
      ...BASE,
      lifeCoverSumInsured: 100_000,
      historicalData: history(2025, [10_000]),
      projections: [{ year: 2026, premium: 0, withdrawal: 0 }]
    })
    expect([o.scenarios.userInput.totalMortalityCost, o.scenarios.userInput.endingBalance]).toEqual([294.96, 9_705.04])
  })
})

describe("rules: mortality table and safe limit", () => {
  it("the table reproduces Cyprus 2022 life expectancy at birth (79.9 men, 83.6 women)", () => {
    for (const g of ["male", "female"] as const) {
      let alive = 1
      let e0 = 0
      for (let x = 0; x < 130; x++) {
        const next = alive * (1 - mortalityRate(g, x))
        e0 += (alive + next) / 2
        alive = next
      }
      expect(Math.abs(e0 - MORTALITY.value.lifeExpectancyAtBirth[g])).toBeLessThan(0.05)
      expect(mortalityRate(g, 80)).toBeGreaterThan(mortalityRate(g, 40))
    }
    expect(mortalityRate("female", 60)).toBeLessThan(mortalityRate("male", 60))
  })

  it("the safe limit needs policy year 4 and both look-backs", () => {
    expect(safeLimitCents(3, [1, 2, 3, 4, 5])).toBeNull()
    expect(safeLimitCents(4, [100, 500])).toBeNull()
    expect(safeLimitCents(5, [100, 300, 200, 400, 900])).toBe(600) // 900 - max(300, 100)
    expect(safeLimitCents(5, [900, 950, 800, 700, 600])).toBe(0)
  })
})

describe("simulate_life_insurance_flush: properties", () => {
  const inputs = fc
    .record({
      age: fc.integer({ min: 20, max: 80 }),
      gender: fc.constantFrom("male", "female"),
      aumFee: fc.integer({ min: 0, max: 300 }).map((c) => c / 100),
      monthlyFee: fc.integer({ min: 0, max: 2_000 }).map((c) => c / 100),
      taxBracket: fc.constantFrom(0, 20, 25, 30, 35),
      lifeCoverSumInsured: fc.integer({ min: 0, max: 200_000 }),
      inceptionOffset: fc.integer({ min: 0, max: 10 }),
      balances: fc.array(
        fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100),
        { minLength: 1, maxLength: 6 }
      ),
      projections: fc.array(
        fc.record({
          premium: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
          withdrawal: fc.integer({ min: 0, max: 6_000_000 }).map((c) => c / 100),
          isPremiumSelfFunded: fc.boolean()
        }),
        { minLength: 1, maxLength: 6 }
      ),
      expectedReturnRate: fc.integer({ min: -1_000, max: 1_500 }).map((c) => c / 100)
    })
    .map(({ inceptionOffset, balances, projections, ...rest }) => {
      const first = 2026 - balances.length
      return {
        ...rest,
        policyInceptionYear: first - inceptionOffset,
        historicalData: history(first, balances, 1_000),
        projections: projections.map((p, k) => ({ ...p, year: 2026 + k }))
      }
    })

  it("executed amounts never exceed the request or the fund; taxes are never negative", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const o = calc(raw)
        for (const s of Object.values(o.scenarios)) {
          for (const r of s.series) {
            expect(r.withdrawalExecuted).toBeLessThanOrEqual(r.withdrawalRequested)
            expect(r.withdrawalExecuted).toBeLessThanOrEqual(r.openingBalance)
            expect(r.closingBalance).toBeGreaterThanOrEqual(0)
            expect(r.surrenderTax).toBeGreaterThanOrEqual(0)
            if (
              r.safeLimit !== null &&
              r.withdrawalExecuted + r.premiumSelfFunded <= r.safeLimit &&
              !r.isFullySurrendered
            )
              expect(r.surrenderTax).toBe(0)
          }
        }
        expect(Object.keys(o.scenarios).sort()).toEqual(["brokerAlternative", "noWithdrawals", "userInput"])
      }),
      { numRuns: 60 }
    )
  })

  it("premium relief never lowers the IRR", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const s = calc(raw).scenarios.userInput
        if (s.irrWithReliefPercent !== null && s.irrWithoutReliefPercent !== null) {
          expect(s.irrWithReliefPercent).toBeGreaterThanOrEqual(s.irrWithoutReliefPercent - 0.01)
        }
      }),
      { numRuns: 60 }
    )
  })
})

describe("simulate_life_insurance_flush: validation and examples", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(LifeInsuranceFlushInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every required field", () => {
    expect(Object.keys(issues({})).sort()).toEqual([
      "age",
      "aumFee",
      "gender",
      "historicalData",
      "lifeCoverSumInsured",
      "monthlyFee",
      "policyInceptionYear",
      "projections",
      "taxBracket"
    ])
  })

  it("refuses gaps in the years and a broker rate without its flag (400 from run)", () => {
    const input = {
      ...BASE,
      historicalData: [
        { year: 2023, endingBalance: 1, premiumsPaid: 0 },
        { year: 2025, endingBalance: 1, premiumsPaid: 0 }
      ],
      projections: [{ year: 2027, premium: 0, withdrawal: 0 }],
      brokerReturnRate: 6
    }
    expect(answerOf(input) === undefined).toBe(true)
    expect(Object.keys(computeFieldErrors(TOOL, input)).sort()).toEqual([
      "historicalData.1.year",
      "projections.0.year",
      "useDifferentBrokerReturn"
    ])
  })

  it("examples run, all three scenarios are returned, and the default return is disclosed only when used", () => {
    const examples = Schema.resolveAnnotations(LifeInsuranceFlushInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    for (const ex of examples) {
      const answer = answerOf(ex)
      expect(answer !== undefined).toBe(true)
      if (answer !== undefined) expect(answer.text).toMatch(/userInput.*\n.*noWithdrawals.*\n.*brokerAlternative/)
    }
    const first = calc(examples[0])
    expect(first.scenario).toBe("userInput")
    expect(first.assumptions.map((a) => a.what)).not.toContain("forecast annual return of the policy fund (%)")
    const broker = calc(examples[1])
    expect([broker.scenario, broker.returnForecast.brokerRatePercent]).toEqual(["brokerAlternative", 6])
    expect(simulateLifeInsuranceFlush.access).toBe("anonymous")
    expect(simulateLifeInsuranceFlush.readOnly).toBe(true)
  })
})
