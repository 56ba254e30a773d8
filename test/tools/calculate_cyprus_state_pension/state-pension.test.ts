import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import { parsePensionStatementText } from "../../../src/domain/pension-statement/reading.ts"
import { getSocialInsuranceReference } from "../../../src/rules/social-insurance.ts"
import { StatePensionInput } from "../../../src/tools/calculate_cyprus_state_pension/input.ts"
import type { StatePensionOutput } from "../../../src/tools/calculate_cyprus_state_pension/output.ts"
import { calculateCyprusStatePension } from "../../../src/tools/calculate_cyprus_state_pension/tool.ts"
import { ENGLISH_STATEMENT_MISSING_2022 } from "../../fixtures/pension-statements.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "calculate_cyprus_state_pension"
const STRICT = { errors: "all", onExcessProperty: "error" } as const
const decode = (raw: unknown) => Schema.decodeUnknownSync(StatePensionInput)(raw, STRICT)
/** Through the pipeline (strict decoding, the result encoded with its output schema). */
const calc = (raw: unknown) => computeOutput<StatePensionOutput>(TOOL, raw)

/**
 * The worked examples value the pension at 2026 levels: weekly basic insurable earnings W = 220.76
 * (derived in rules/social-insurance/earnings.ts from the full basic pension 529.82 / 2.4), minimum
 * pension 450.35 a month (no dependants). Basic = rate x W x basic points / reference-period years;
 * supplementary = 1.5% x W x supplementary points; month = 4 weeks, year = 52 weeks; each figure
 * rounded to the cent (half away from zero) from the exact weekly amount times its weeks.
 */
const W = 220.76

interface Money {
  readonly weekly: number
  readonly monthly: number
  readonly yearly: number
}
interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly expected: {
    readonly basic: Money
    readonly increase: Money
    readonly supplementary: Money
    readonly reduction: Money
    readonly topUp: Money
    readonly total: Money
  }
  readonly arithmetic: string
}

const zero: Money = { weekly: 0, monthly: 0, yearly: 0 }

const CASES: ReadonlyArray<Case> = [
  {
    name: "A: quick, 65, 40 years and 100 units, dependants omitted (research note example A)",
    input: { mode: "quick", retirementAge: 65, currentAge: 60, yearsWorked: 40, totalInsuranceUnits: 100 },
    expected: {
      basic: { weekly: 108.13, monthly: 432.51, yearly: 5_622.62 },
      increase: zero,
      supplementary: { weekly: 198.68, monthly: 794.74, yearly: 10_331.57 },
      reduction: zero,
      topUp: zero,
      total: { weekly: 306.81, monthly: 1_227.25, yearly: 15_954.19 }
    },
    arithmetic:
      "basic points 40 (min(1, 100/40) x 40), supplementary 60, period 65 - 16 = 49; basic 0.60 x 220.76 x 40/49 = 108.1273 /wk, " +
      "x4 = 432.5093, x52 = 5,622.6226; supplementary 0.015 x 220.76 x 60 = 198.684 /wk, x4 = 794.736, x52 = 10,331.568; " +
      "total 108.13 + 198.68 = 306.81; 432.51 + 794.74 = 1,227.25; 5,622.62 + 10,331.57 = 15,954.19"
  },
  {
    name: "B: same record, 2 dependants (research note example B)",
    input: {
      mode: "quick",
      retirementAge: 65,
      currentAge: 60,
      yearsWorked: 40,
      totalInsuranceUnits: 100,
      dependents: 2
    },
    expected: {
      basic: { weekly: 108.13, monthly: 432.51, yearly: 5_622.62 },
      increase: { weekly: 54.06, monthly: 216.25, yearly: 2_811.31 },
      supplementary: { weekly: 198.68, monthly: 794.74, yearly: 10_331.57 },
      reduction: zero,
      topUp: zero,
      total: { weekly: 360.87, monthly: 1_443.5, yearly: 18_765.5 }
    },
    arithmetic:
      "basic at 90%: 0.90 x 220.76 x 40/49 = 162.1910 /wk -> 162.19, x4 = 648.764 -> 648.76, x52 = 8,433.93; increase = " +
      "162.19 - 108.13 = 54.06, 648.76 - 432.51 = 216.25, 8,433.93 - 5,622.62 = 2,811.31; total 162.19 + 198.68 = 360.87, " +
      "648.76 + 794.74 = 1,443.50, 8,433.93 + 10,331.57 = 18,765.50"
  },
  {
    name: "C: advanced, early pension at exactly 63, 40 years of 2.5 units (research note example C)",
    input: {
      mode: "advanced",
      retirementAge: 63,
      dependents: 0,
      yearlyUnits: Array.from({ length: 40 }, (_, k) => ({ year: 1980 + k, units: 2.5 }))
    },
    expected: {
      basic: { weekly: 112.73, monthly: 450.91, yearly: 5_861.88 },
      increase: zero,
      supplementary: { weekly: 198.68, monthly: 794.74, yearly: 10_331.57 },
      reduction: { weekly: 37.37, monthly: 149.48, yearly: 1_943.21 },
      topUp: zero,
      total: { weekly: 274.04, monthly: 1_096.17, yearly: 14_250.24 }
    },
    arithmetic:
      "period 63 - 16 = 47; 70% test 40 >= 32.9; basic 0.60 x 220.76 x 40/47 = 112.7284 /wk, x4 = 450.9140, x52 = 5,861.8787; " +
      "gross 112.73 + 198.68 = 311.41, 450.91 + 794.74 = 1,245.65, 5,861.88 + 10,331.57 = 16,193.45; reduction 24 months x 0.5% = 12%: " +
      "37.3692 -> 37.37, 149.478 -> 149.48, 1,943.214 -> 1,943.21; total 274.04, 1,096.17, 14,250.24"
  },
  {
    name: "D: legacy map, low earner 30 years x 0.90 units, topped up to the minimum pension (research note example D)",
    input: {
      mode: "advanced",
      retirementAge: 65,
      dependents: 0,
      yearlyUnits: Object.fromEntries(Array.from({ length: 30 }, (_, k) => [String(1990 + k), 0.9]))
    },
    expected: {
      basic: { weekly: 72.99, monthly: 291.94, yearly: 3_795.27 },
      increase: zero,
      supplementary: zero,
      reduction: zero,
      topUp: { weekly: 39.6, monthly: 158.41, yearly: 2_059.28 },
      total: { weekly: 112.59, monthly: 450.35, yearly: 5_854.55 }
    },
    arithmetic:
      "basic points 27 (all units below 1), period 49; basic 0.60 x 220.76 x 27/49 = 72.9859 /wk, x4 = 291.9438, x52 = 3,795.2694; " +
      "minimum 450.35 /month = 112.5875 /wk -> 112.59, x13 = 5,854.55 /yr; top-up 112.59 - 72.99 = 39.60, 450.35 - 291.94 = 158.41, " +
      "5,854.55 - 3,795.27 = 2,059.28"
  },
  {
    name: "E: quick, 64 and a half, 40 years and 100 units: 6 months early",
    input: {
      mode: "quick",
      retirementAge: 64.5,
      currentAge: 64,
      yearsWorked: 40,
      totalInsuranceUnits: 100,
      dependents: 0
    },
    expected: {
      basic: { weekly: 109.24, monthly: 436.97, yearly: 5_680.59 },
      increase: zero,
      supplementary: { weekly: 198.68, monthly: 794.74, yearly: 10_331.57 },
      reduction: { weekly: 9.24, monthly: 36.95, yearly: 480.36 },
      topUp: zero,
      total: { weekly: 298.68, monthly: 1_194.76, yearly: 15_531.8 }
    },
    arithmetic:
      "period 64.5 - 16 = 48.5; basic 0.60 x 220.76 x 40/48.5 = 109.2421 /wk, x4 = 436.9682, x52 = 5,680.5880; gross 307.92, " +
      "1,231.71, 16,012.16; reduction 6 x 0.5% = 3%: 9.2376 -> 9.24, 36.9513 -> 36.95, 480.3648 -> 480.36; total 298.68, 1,194.76, 15,531.80"
  },
  {
    name: "F: parse_pension_statement rows sent as-is (round trip), 1 dependant",
    input: {}, // filled below from the parser
    expected: {
      basic: { weekly: 42.17, monthly: 168.68, yearly: 2_192.82 },
      increase: { weekly: 14.06, monthly: 56.22, yearly: 730.94 },
      supplementary: { weekly: 72.85, monthly: 291.4, yearly: 3_788.24 },
      reduction: zero,
      topUp: zero,
      total: { weekly: 129.08, monthly: 516.3, yearly: 6_712 }
    },
    arithmetic:
      "16 years read, 37.60 units; basic points 15 x 1 + 0.60 (2013) = 15.60, supplementary 22.00, period 49; " +
      "basic 60%: 0.60 x 220.76 x 15.6/49 = 42.1697 /wk, x4 = 168.6787, x52 = 2,192.8226; at 80%: 56.2262, 224.9049, 2,923.7635 -> " +
      "increase 56.23 - 42.17 = 14.06, 224.90 - 168.68 = 56.22, 2,923.76 - 2,192.82 = 730.94; supplementary 0.015 x 220.76 x 22 = " +
      "72.8508, 291.4032, 3,788.2416; total 56.23 + 72.85 = 129.08, 224.90 + 291.40 = 516.30, 2,923.76 + 3,788.24 = 6,712.00"
  }
]

const parsed = parsePensionStatementText(ENGLISH_STATEMENT_MISSING_2022)
const roundTripInput = { mode: "advanced", retirementAge: 65, dependents: 1, yearlyUnits: parsed.contributionYears }

describe("calculateStatePension: worked examples", () => {
  it("values the pension with the 2026 reference figures the examples use", () => {
    expect(getSocialInsuranceReference(2026)?.basicInsurableEarnings.weekly.value).toBe(W)
    const out = calc(CASES[0]?.input)
    expect(out.valuationYear).toBe(2026)
    expect(out.referenceFigures).toMatchObject({
      weeklyBasicInsurableEarnings: W,
      weeklyBasicInsurableEarningsStatus: "derived",
      fullBasicPensionMonthly: 529.82,
      minimumPensionMonthly: 450.35
    })
    // 2026: the full basic and minimum pensions read in the SIS announcement as Politis reported it (529.82, 450.35)
    expect(out.referenceFigures.traces.fullBasicPensionMonthly).toMatchObject({
      year: 2026,
      sources: ["si-politis-2026", "si-cytoday-2026"]
    })
    expect(out.referenceFigures.traces.minimumPensionMonthly.rule).toMatch(
      /Social Insurance Law 59\(I\)\/2010, minimum pension/
    )
    expect(out.referenceFigures.traces.weeklyBasicInsurableEarnings.sources).toEqual([
      "si-politis-2026",
      "si-cytoday-2026"
    ])
  })

  it("gives every pension amount its rule, valuation year and sources", () => {
    const p = calc(CASES[2]!.input).pension!
    const trace = (a: { readonly rule: string; readonly year: number; readonly sources: ReadonlyArray<string> }) => ({
      rule: a.rule,
      year: a.year,
      sources: a.sources
    })
    expect(trace(p.basic)).toMatchObject({
      year: 2026,
      rule: expect.stringMatching(
        /^Social Insurance Law 59\(I\)\/2010, basic pension; .*basic insurable earnings \(weekly\)/
      )
    })
    expect(p.basic.sources).toEqual(
      expect.arrayContaining([
        "si-ilo-gimi",
        "si-evident-calc-2021",
        "si-politis-2026",
        "si-mlsi-faq-oap",
        "sp-famnews-13th"
      ])
    )
    expect(p.dependantsIncrease.rule).toMatch(/increases of the basic pension for dependants/)
    expect(p.supplementary.rule).toMatch(/supplementary pension/)
    expect(p.earlyReduction.amount.rule).toMatch(/reduction for each month drawn before 65/)
    expect(p.earlyReduction.amount.sources).toEqual(
      expect.arrayContaining(["si-incy-early-2022", "si-cymail-early-2025"])
    )
    expect(p.minimumPensionTopUp.rule).toMatch(/minimum pension/)
    // the totals are sums of the traced amounts, with no trace of their own
    expect(Object.keys(p.total)).toEqual(["weekly", "monthly", "yearly"])
    expect(
      calc(CASES[2]!.input).series.every((row) => row.year === 2026 && row.sources.includes("si-politis-2026"))
    ).toBe(true)
  })

  it("states yearly amounts as 13 'monthly' payments of 4 weeks (52 weeks), from the parameters", () => {
    const p = getSocialInsuranceReference(2026)!.pension
    // 13 x 4 = 52 weeks; case A: 108.1273 /wk x 52 = 5,622.62
    expect([p.paymentsPerYear.value, p.weeksPerPensionMonth.value]).toEqual([13, 4])
    expect(p.paymentsPerYear.sources).toContain("sp-famnews-13th")
    expect(calc(CASES[0]!.input).pension?.basic.yearly).toBe(5_622.62)
  })

  for (const c of CASES) {
    it(c.name, () => {
      const out = calc(c.name.startsWith("F:") ? roundTripInput : c.input)
      expect(out.qualifies).toBe(true)
      const p = out.pension
      expect(p).not.toBeNull()
      const amounts = (a: Money | undefined) => a && { weekly: a.weekly, monthly: a.monthly, yearly: a.yearly }
      expect({
        basic: amounts(p?.basic),
        increase: amounts(p?.dependantsIncrease),
        supplementary: amounts(p?.supplementary),
        reduction: amounts(p?.earlyReduction.amount),
        topUp: amounts(p?.minimumPensionTopUp),
        total: amounts(p?.total)
      }).toEqual(c.expected)
    })
  }
})

describe("calculateStatePension: details", () => {
  it("states the zero-dependants assumption first, in assumptions and content", () => {
    const { output: out, text } = computeAnswer<StatePensionOutput>(TOOL, CASES[0]?.input)
    expect(out.dependentsAssumed).toBe(true)
    expect(out.dependents).toBe(0)
    expect(out.assumptions[0]).toMatch(/^No dependants were given, so zero dependants is assumed/)
    expect(text).toMatch(/0 dependant\(s\) \(assumed: none given\)/)
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: No dependants were given, so zero dependants is assumed/)
    expect(text).toContain(
      "Total: EUR 1,227.25 a month (4 weeks), EUR 306.81 a week, EUR 15,954.19 a year (13 payments)."
    )
  })

  it("does not state the zero-dependants assumption when dependents is sent", () => {
    const out = calc({ ...CASES[0]?.input, dependents: 0 })
    expect(out.dependentsAssumed).toBe(false)
    expect(out.assumptions.join(" ")).not.toMatch(/zero dependants is assumed/)
  })

  it("counts at most 3 dependants (100%)", () => {
    const out = calc({ ...CASES[0]?.input, dependents: 5 })
    expect(out.dependents).toBe(3)
    expect(out.pension?.basicRatePercent).toBe(100)
    // 1.00 x 220.76 x 40/49 = 180.2122 /wk -> x4 = 720.8490 -> 720.85; increase 720.85 - 432.51 = 288.34
    expect(out.pension?.dependantsIncrease.monthly).toBe(288.34)
    expect(out.assumptions.join(" ")).toMatch(/5 dependants were given; the increase counts at most 3/)
  })

  it("lists every condition checked with its figures, and the record", () => {
    const out = calc(CASES[2]?.input)
    expect(out.conditions.map((c) => [c.name, c.required, c.actual, c.met])).toEqual([
      ["paidBasicInsurance", 15, 40, true],
      ["yearsOfInsurance", 15, 40, true],
      ["averageBasicPoints", 14.1, 40, true],
      ["earlyPensionAverage", 32.9, 40, true]
    ])
    expect(out.record).toEqual({
      insuredYears: 40,
      totalUnits: 100,
      basicPoints: 40,
      paidBasicPoints: 40,
      supplementaryPoints: 60,
      referencePeriodYears: 47,
      averageBasicPoints: 0.8511
    })
    expect(out.pension?.earlyReduction).toMatchObject({ months: 24, percent: 12 })
  })

  it("gives the pension by starting age as a series", () => {
    const out = calc(CASES[0]?.input)
    expect(out.series.map((s) => [s.retirementAge, s.monthlyPension])).toEqual([
      [63, 1_096.17],
      [64, 1_162.08],
      [65, 1_227.25]
    ])
    const late = calc({ ...CASES[0]?.input, retirementAge: 67 })
    expect(late.series.map((s) => s.retirementAge)).toEqual([63, 64, 65, 67])
    // 67: case A's 1,227.25 increased by 24 months x 0.5% = 12% (147.27): 1,374.52 (see "deferral past 65")
    expect(late.series.map((s) => s.monthlyPension)).toEqual([1_096.17, 1_162.08, 1_227.25, 1_374.52])
  })

  it("keeps assimilated units out of the paid-basic-insurance condition", () => {
    const rows = Array.from({ length: 16 }, (_, k) => ({
      year: 2000 + k,
      units: 1.2,
      assimilatedUnits: k < 2 ? 1.2 : 0
    }))
    const out = calc({ mode: "advanced", retirementAge: 65, dependents: 0, yearlyUnits: rows })
    expect(out.record.basicPoints).toBe(16)
    expect(out.record.paidBasicPoints).toBe(14)
    expect(out.qualifies).toBe(false)
    expect(out.reasonsNotQualifying).toEqual([
      "Not met: paid basic insurance of at least 15 insurance points (780 x weekly basic insurable earnings); the record gives 14."
    ])
  })
})

/**
 * Deferral past 65 (Social Insurance Law art. 39): the start may be deferred to 68 at most, and the pension that
 * would have been paid at 65 (grossBeforeReduction: basic + dependants' increase + supplementary) is increased by
 * 0.5% for each month of deferral (art. 39(4); the rate read in the ILO country page only). The increase is
 * rounded to the cent per frequency from the gross of that frequency; a pension still below the minimum is
 * topped up to it afterwards.
 */
interface DeferralCase {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly months: number
  readonly percent: number
  readonly gross: Money
  readonly increase: Money
  readonly topUp: Money
  readonly total: Money
  readonly arithmetic: string
}

const DEFERRAL_CASES: ReadonlyArray<DeferralCase> = [
  {
    name: "case A's record deferred to 67: 24 months, 12%",
    input: { ...CASES[0]!.input, retirementAge: 67 },
    months: 24,
    percent: 12,
    gross: { weekly: 306.81, monthly: 1_227.25, yearly: 15_954.19 },
    increase: { weekly: 36.82, monthly: 147.27, yearly: 1_914.5 },
    topUp: zero,
    total: { weekly: 343.63, monthly: 1_374.52, yearly: 17_868.69 },
    arithmetic:
      "(67 - 65) x 12 = 24 months x 0.5% = 12%; gross as case A (period still 65 - 16 = 49): 306.81, 1,227.25, 15,954.19; " +
      "x 0.12 = 36.8172 -> 36.82, 147.27, 1,914.5028 -> 1,914.50; total 306.81 + 36.82 = 343.63, 1,227.25 + 147.27 = " +
      "1,374.52, 15,954.19 + 1,914.50 = 17,868.69"
  },
  {
    name: "case A's record deferred to 68, the latest age of art. 39: 36 months, 18%",
    input: { ...CASES[0]!.input, retirementAge: 68 },
    months: 36,
    percent: 18,
    gross: { weekly: 306.81, monthly: 1_227.25, yearly: 15_954.19 },
    increase: { weekly: 55.23, monthly: 220.91, yearly: 2_871.75 },
    topUp: zero,
    total: { weekly: 362.04, monthly: 1_448.16, yearly: 18_825.94 },
    arithmetic:
      "36 months x 0.5% = 18%; 306.81 x 0.18 = 55.2258 -> 55.23; 1,227.25 x 0.18 = 220.905 -> 220.91 (half away from " +
      "zero); 15,954.19 x 0.18 = 2,871.7542 -> 2,871.75; total 362.04, 1,448.16, 18,825.94"
  },
  {
    name: "case B (2 dependants) deferred to 66 and a half: 18 months, 9%, on the dependants' increase too",
    input: { ...CASES[1]!.input, retirementAge: 66.5 },
    months: 18,
    percent: 9,
    gross: { weekly: 360.87, monthly: 1_443.5, yearly: 18_765.5 },
    increase: { weekly: 32.48, monthly: 129.92, yearly: 1_688.9 },
    topUp: zero,
    total: { weekly: 393.35, monthly: 1_573.42, yearly: 20_454.4 },
    arithmetic:
      "18 months x 0.5% = 9%; gross as case B: 360.87, 1,443.50, 18,765.50; x 0.09 = 32.4783 -> 32.48, 129.915 -> 129.92, " +
      "1,688.895 -> 1,688.90; total 393.35, 1,573.42, 20,454.40"
  },
  {
    name: "case D (low earner) deferred to 66: 6% increase, then topped up to the minimum pension",
    input: { ...CASES[3]!.input, retirementAge: 66 },
    months: 12,
    percent: 6,
    gross: { weekly: 72.99, monthly: 291.94, yearly: 3_795.27 },
    increase: { weekly: 4.38, monthly: 17.52, yearly: 227.72 },
    topUp: { weekly: 35.22, monthly: 140.89, yearly: 1_831.56 },
    total: { weekly: 112.59, monthly: 450.35, yearly: 5_854.55 },
    arithmetic:
      "12 months x 0.5% = 6%; gross as case D: 72.99, 291.94, 3,795.27; x 0.06 = 4.3794 -> 4.38, 17.5164 -> 17.52, " +
      "227.7162 -> 227.72; with it 77.37, 309.46, 4,022.99, still below the minimum 112.59, 450.35, 5,854.55: top-up " +
      "112.59 - 77.37 = 35.22, 450.35 - 309.46 = 140.89, 5,854.55 - 4,022.99 = 1,831.56"
  }
]

describe("calculateStatePension: deferral past 65 (art. 39)", () => {
  const amounts = (a: Money | undefined) => a && { weekly: a.weekly, monthly: a.monthly, yearly: a.yearly }
  for (const c of DEFERRAL_CASES) {
    it(c.name, () => {
      const p = calc(c.input).pension
      expect(c.arithmetic.length).toBeGreaterThan(0)
      expect({
        months: p?.deferralIncrease.months,
        percent: p?.deferralIncrease.percent,
        gross: amounts(p?.grossBeforeReduction),
        increase: amounts(p?.deferralIncrease.amount),
        reduction: amounts(p?.earlyReduction.amount),
        topUp: amounts(p?.minimumPensionTopUp),
        total: amounts(p?.total)
      }).toEqual({
        months: c.months,
        percent: c.percent,
        gross: c.gross,
        increase: c.increase,
        reduction: zero,
        topUp: c.topUp,
        total: c.total
      })
    })
  }

  it("gives no increase at 65 or before", () => {
    for (const age of [63, 64.5, 65]) {
      const p = calc({ ...CASES[0]!.input, retirementAge: age }).pension
      expect(p?.deferralIncrease).toMatchObject({ months: 0, percent: 0, amount: zero })
    }
  })

  it("traces the increase to art. 39(4) and its one secondary source, and says so in the assumptions and text", () => {
    const { output: out, text } = computeAnswer<StatePensionOutput>(TOOL, DEFERRAL_CASES[0]!.input)
    const increase = out.pension!.deferralIncrease.amount
    expect(increase.year).toBe(2026)
    expect(increase.rule).toMatch(/art\. 39\(4\) \(increase of the pension that would have been paid without deferral/)
    expect(increase.sources).toEqual(expect.arrayContaining(["sp-ilo-gimi-deferral", "sp-cylaw-art39"]))
    expect(out.sources.find((s) => s.id === "sp-ilo-gimi-deferral")?.kind).toBe("secondary")
    expect(out.series.at(-1)).toMatchObject({ retirementAge: 67, monthlyPension: 1_374.52 })
    expect(out.series.at(-1)?.rule).toMatch(/art\. 39\(4\)/)
    const deferral = out.assumptions.find((a) => a.startsWith("Deferred pension"))
    expect(deferral).toBe(
      "Deferred pension: starting 24 months after 65, the pension is increased by 0.5% for each month of deferral (12% in all), " +
        "as the law (art. 39) allows up to age 68. The rate rests on one secondary source (the ILO country page): the text of " +
        "art. 39(4) read is cut off before it. The increase is applied to the basic, dependants' and supplementary pension before " +
        "any minimum-pension top-up (inferred); contributions paid after 65 are not added, and the deferral is taken as declared " +
        "in time (within 3 months of entitlement)."
    )
    expect(text).toContain("Deferral increase 12% (24 months after 65): +EUR 147.27 a month.")
    expect(text).toContain(
      "Total: EUR 1,374.52 a month (4 weeks), EUR 343.63 a week, EUR 17,868.69 a year (13 payments)."
    )
  })
})

describe("calculateStatePension: conditions not met", () => {
  it("gives no figure and says why when the record is too short", () => {
    const { output: out, text } = computeAnswer<StatePensionOutput>(TOOL, {
      mode: "quick",
      retirementAge: 65,
      currentAge: 40,
      yearsWorked: 12,
      totalInsuranceUnits: 30,
      dependents: 0
    })
    expect(out.qualifies).toBe(false)
    expect(out.pension).toBeNull()
    expect(out.conditions.filter((c) => !c.met).map((c) => c.name)).toEqual([
      "paidBasicInsurance",
      "yearsOfInsurance",
      "averageBasicPoints"
    ])
    expect(out.reasonsNotQualifying[0]).toMatch(
      /paid basic insurance of at least 15 insurance points .*; the record gives 12\./
    )
    expect(out.assumptions.join(" ")).toMatch(/lump sum at 68/)
    expect(out.series.every((s) => s.monthlyPension === null)).toBe(true)
    expect(text).toMatch(/no pension amount is given/)
  })

  it("refuses an early pension below the 70% average but qualifies at 65", () => {
    // 25 years x 1.5 units: basic points 25; at 63 the period is 47 years and 70% needs 32.9
    const out = calc({
      mode: "advanced",
      retirementAge: 63,
      dependents: 0,
      yearlyUnits: Array.from({ length: 25 }, (_, k) => ({ year: 1995 + k, units: 1.5 }))
    })
    expect(out.qualifies).toBe(false)
    expect(out.conditions.find((c) => !c.met)).toMatchObject({
      name: "earlyPensionAverage",
      required: 32.9,
      actual: 25
    })
    expect(out.series.map((s) => [s.retirementAge, s.qualifies])).toEqual([
      [63, false],
      [64, false],
      [65, true]
    ])
  })
})

describe("parse_pension_statement -> calculate_cyprus_state_pension round trip", () => {
  it("accepts the parser's rows as-is, with their informational fields, under strict decoding", () => {
    expect(parsed.parseConfidence).toBe("high")
    expect(parsed.missingYears).toEqual([2022])
    expect(parsed.contributionYears[0]).toEqual({
      year: 2008,
      units: 1.8,
      insurableEarnings: 16_453.8,
      earningsCurrency: "EUR",
      lineNumber: 3
    })
    const json = JSON.parse(JSON.stringify(roundTripInput))
    const input = decode(json)
    expect(input.yearlyUnits).toEqual(parsed.contributionYears)
    const out = calc(json)
    expect(out.record).toMatchObject({ insuredYears: 16, totalUnits: 37.6, basicPoints: 15.6, supplementaryPoints: 22 })
  })

  it("accepts every column the parser can emit", () => {
    const rows = parsePensionStatementText(
      [
        "Year  Weeks  Insurable earnings (EUR)  Basic pts  Suppl. pts  Assimilated pts  Total pts",
        "2021   40   19,132.00   1.00   1.00   0.16   2.16",
        "Έτος    Ασφ. Μονάδες   Ετήσιες Εισφορές",
        "1980   0,40   11"
      ].join("\n")
    ).contributionYears
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["annualContributions", "lineNumber", "units", "year"])
    expect(Object.keys(rows[1] ?? {}).length).toBe(9)
    expect(() => decode({ mode: "advanced", retirementAge: 65, yearlyUnits: rows })).not.toThrow()
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(StatePensionInput)(raw, STRICT)
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every always-required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["mode", "retirementAge"])
    expect(found.retirementAge).toMatch(/retirementAge is required/)
  })

  it("quick mode requires current age, years worked and total units", () => {
    expect(Object.keys(issues({ mode: "quick", retirementAge: 65 })).sort()).toEqual([
      "currentAge",
      "totalInsuranceUnits",
      "yearsWorked"
    ])
  })

  it("advanced mode requires a non-empty yearly record, array or legacy map", () => {
    expect(Object.keys(issues({ mode: "advanced", retirementAge: 65 }))).toEqual(["yearlyUnits"])
    expect(issues({ mode: "advanced", retirementAge: 65, yearlyUnits: [] }).yearlyUnits).toMatch(/empty/)
    expect(issues({ mode: "advanced", retirementAge: 65, yearlyUnits: {} }).yearlyUnits).toMatch(/empty/)
    expect(issues({ mode: "advanced", retirementAge: 65, yearlyUnits: { "2003": 5.2 } })).toEqual({})
  })

  it("refuses fields of the other mode, units above a year's maximum, duplicate years and unknown fields", () => {
    expect(
      Object.keys(issues({ mode: "advanced", retirementAge: 65, yearsWorked: 10, yearlyUnits: { "2003": 2 } }))
    ).toEqual(["yearsWorked"])
    expect(
      Object.keys(
        issues({
          mode: "quick",
          retirementAge: 65,
          currentAge: 50,
          yearsWorked: 10,
          totalInsuranceUnits: 20,
          yearlyUnits: [{ year: 2003, units: 2 }]
        })
      )
    ).toEqual(["yearlyUnits"])
    expect(
      issues({ mode: "advanced", retirementAge: 65, yearlyUnits: [{ year: 2003, units: 6.5 }] })["yearlyUnits.0.units"]
    ).toMatch(/above the maximum of 6 for 2003/)
    expect(issues({ mode: "advanced", retirementAge: 65, yearlyUnits: { "2003": 7 } })["yearlyUnits.2003"]).toMatch(
      /above the maximum/
    )
    expect(
      issues({
        mode: "advanced",
        retirementAge: 65,
        yearlyUnits: [
          { year: 2003, units: 2 },
          { year: 2003, units: 1 }
        ]
      })["yearlyUnits.1.year"]
    ).toMatch(/more than once/)
    expect(
      Object.keys(issues({ mode: "advanced", retirementAge: 65, yearlyUnits: [{ year: 2003, units: 2, salary: 1 }] }))
    ).toEqual(["yearlyUnits.0.salary"])
    expect(
      issues({ mode: "quick", retirementAge: 65, currentAge: 30, yearsWorked: 20, totalInsuranceUnits: 20 }).yearsWorked
    ).toMatch(/cannot exceed/)
    expect(
      issues({ mode: "quick", retirementAge: 65, currentAge: 50, yearsWorked: 10, totalInsuranceUnits: 61 })
        .totalInsuranceUnits
    ).toMatch(/exceeds 6 units a year/)
  })

  it("refuses a retirement age outside 63-68", () => {
    expect(issues({ mode: "advanced", retirementAge: 60, yearlyUnits: { "2003": 2 } }).retirementAge).toMatch(
      /between 63 .* and 68/
    )
    expect(Object.keys(issues({ mode: "advanced", retirementAge: 69, yearlyUnits: { "2003": 2 } }))).toEqual([
      "retirementAge"
    ])
  })

  it("examples[0] is a complete quick request that succeeds; every example runs", () => {
    const examples = Schema.resolveAnnotations(StatePensionInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(examples[0]).toMatchObject({ mode: "quick" })
    for (const ex of examples) {
      const exit = Effect.runSyncExit(calculateCyprusStatePension.run(decode(ex), TEST_ENVIRONMENT))
      expect(Exit.isSuccess(exit)).toBe(true)
      if (Exit.isSuccess(exit)) expect(exit.value.qualifies).toBe(true)
    }
    expect(calculateCyprusStatePension.access).toBe("anonymous")
    expect(calculateCyprusStatePension.readOnly).toBe(true)
  })
})
