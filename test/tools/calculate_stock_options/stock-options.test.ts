import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import { toJsonSchema2020 } from "../../../src/core/json-schema.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { STOCK_OPTION_RULES } from "../../../src/rules/stock-options.ts"
import { StockOptionsInput } from "../../../src/tools/calculate_stock_options/input.ts"
import type { StockOptionsOutput } from "../../../src/tools/calculate_stock_options/output.ts"
import { calculateStockOptions } from "../../../src/tools/calculate_stock_options/tool.ts"
import { computeAnswer, computeFailure, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "calculate_stock_options"
const decode = Schema.decodeUnknownSync(StockOptionsInput)
/** Through the pipeline: the result always fits its own output schema. */
const calc = (raw: unknown) => computeOutput<StockOptionsOutput>(TOOL, raw)

/** [flat 8% tax or null, progressive income tax, SI, GESY, total, net] of one treatment */
type Figures = readonly [number | null, number, number, number, number, number]
/** [income tax, total, net] of one treatment when social insurance is not charged on the gain (the disputed reading) */
type NoSiFigures = readonly [number, number, number]

interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly gain: number
  readonly caps: readonly [number, number] | null
  readonly bik2025: Figures
  readonly t2026: Figures
  readonly difference: number
  /** social insurance on the gain not charged: none on it, and its income tax deduction lost */
  readonly bik2025NoSi: NoSiFigures
  readonly t2026NoSi: NoSiFigures
  /** the hand calculation; EUR, rounded to cents half away from zero */
  readonly arithmetic: string
}

// Reference salary figures (test/rules/income-tax.test.ts): on 60,000, SI 5,280, GESY 1,590, taxable 53,130,
// tax 8,824 (2025) and 7,839 (2026). SI ceilings: 66,612 (2025), 68,904 (2026); GESY ceiling 180,000.
const CASES: ReadonlyArray<Case> = [
  {
    name: "within the caps: 2026 approved, salary 60,000, 1,000 shares 10 -> 50",
    input: {
      salaryIncome: 60_000,
      shareCount: 1_000,
      exercisePricePerShare: 10,
      marketPricePerShare: 50,
      isApprovedScheme: true,
      taxYear: 2026
    },
    gain: 40_000,
    caps: [40_000, 0],
    bik2025: [null, 13_081.85, 581.86, 1_060, 14_723.71, 25_276.29],
    t2026: [3_200, 0, 783.55, 1_060, 5_043.55, 34_956.45],
    difference: -9_680.16,
    bik2025NoSi: [13_285.5, 14_345.5, 25_654.5],
    t2026NoSi: [3_200, 4_260, 35_740],
    arithmetic:
      "gain 1,000 x (50 - 10) = 40,000; caps 2 x 60,000 = 120,000 and 1,000,000: all 40,000 at 8% = 3,200. " +
      "2026 SI 8.8% x 68,904 = 6,063.55 less 5,280 = 783.55; GESY 2.65% x 40,000 = 1,060; total 5,043.55; net 34,956.45. " +
      "2025: SI 8.8% x 66,612 = 5,861.86 less 5,280 = 581.86; GESY 1,060; taxable 100,000 - 5,861.86 - 2,650 = 91,488.14; " +
      "tax 1,700 + 2,075 + 7,110 + (91,488.14 - 60,000) x 35% = 21,905.85 less 8,824 = 13,081.85; total 14,723.71. " +
      "difference 5,043.55 - 14,723.71 = -9,680.16. " +
      "SI not charged on the gain: 2026 all the gain is at 8% (no deduction to lose): 3,200 + 1,060 = 4,260, net 35,740. " +
      "2025: taxable 100,000 - 5,280 - 2,650 = 92,070; tax 1,700 + 2,075 + 7,110 + 32,070 x 35% (11,224.50) = 22,109.50 " +
      "less 8,824 = 13,285.50 (= 13,081.85 + 581.86 x 35%); total 13,285.50 + 1,060 = 14,345.50; net 25,654.50"
  },
  {
    name: "over the 2x-salary cap: 2026 approved, salary 60,000, benefit 150,000 (research 2.3 B)",
    input: {
      salaryIncome: 60_000,
      shareCount: 3_000,
      exercisePricePerShare: 20,
      marketPricePerShare: 70,
      isApprovedScheme: true
    },
    gain: 150_000,
    caps: [120_000, 30_000],
    bik2025: [null, 50_839.85, 581.86, 3_180, 54_601.71, 95_398.29],
    t2026: [9_600, 9_004.01, 783.55, 3_180, 22_567.56, 127_432.44],
    difference: -32_034.15,
    bik2025NoSi: [51_043.5, 54_223.5, 95_776.5],
    t2026NoSi: [18_878.25, 22_058.25, 127_941.75],
    arithmetic:
      "gain 3,000 x 50 = 150,000; cap 2 x 60,000 = 120,000 at 8% = 9,600; excess 30,000 with the salary: " +
      "taxable 90,000 - 6,063.55 - 2,385 = 81,551.45; tax 13,500 + 9,551.45 x 35% = 16,843.01 less 7,839 = 9,004.01. " +
      "SI 783.55; GESY 2.65% x 180,000 = 4,770 less 1,590 = 3,180; total 9,600 + 9,004.01 + 783.55 + 3,180 = 22,567.56. " +
      "2025: taxable 210,000 - 5,861.86 - 4,770 = 199,368.14; tax 10,885 + 139,368.14 x 35% = 59,663.85 less 8,824 = 50,839.85; " +
      "total 50,839.85 + 581.86 + 3,180 = 54,601.71. (The research's 19,156.50 leaves SI/GESY out and does not deduct them.) " +
      "SI not charged on the gain: 2026 taxable 90,000 - 5,280 - 2,385 = 82,335; tax 13,500 + 10,335 x 35% = 17,117.25 less " +
      "7,839 = 9,278.25; income tax 9,600 + 9,278.25 = 18,878.25; total + 3,180 = 22,058.25; net 127,941.75. 2025: taxable " +
      "210,000 - 5,280 - 4,770 = 199,950; tax 10,885 + 139,950 x 35% = 59,867.50 less 8,824 = 51,043.50; total 54,223.50"
  },
  {
    name: "over the EUR 1m 10-year cap: salary 600,000, prior 8% benefit 700,000, gain 500,000",
    input: {
      salaryIncome: 600_000,
      shareCount: 10_000,
      exercisePricePerShare: 5,
      marketPricePerShare: 55,
      isApprovedScheme: true,
      taxYear: 2026,
      priorApprovedSchemeBenefit: 700_000
    },
    gain: 500_000,
    caps: [300_000, 200_000],
    bik2025: [null, 175_000, 0, 0, 175_000, 325_000],
    t2026: [24_000, 70_000, 0, 0, 94_000, 406_000],
    difference: -81_000,
    bik2025NoSi: [175_000, 175_000, 325_000],
    t2026NoSi: [94_000, 94_000, 406_000],
    arithmetic:
      "gain 10,000 x 50 = 500,000; 2 x 600,000 = 1,200,000 but 1,000,000 - 700,000 = 300,000 left: 300,000 x 8% = 24,000; " +
      "excess 200,000 all in the 35% band (SI and GESY already at their ceilings) = 70,000; total 94,000. " +
      "2025: 500,000 x 35% = 175,000. SI not charged: the same figures (the salary alone reaches the SI ceiling)"
  },
  {
    name: "not approved: 2026 taxed as employment income, salary 60,000, gain 40,000",
    input: {
      salaryIncome: 60_000,
      shareCount: 1_000,
      exercisePricePerShare: 10,
      marketPricePerShare: 50,
      isApprovedScheme: false,
      taxYear: 2026
    },
    gain: 40_000,
    caps: null,
    bik2025: [null, 13_081.85, 581.86, 1_060, 14_723.71, 25_276.29],
    t2026: [null, 12_411.26, 783.55, 1_060, 14_254.81, 25_745.19],
    difference: -468.9,
    bik2025NoSi: [13_285.5, 14_345.5, 25_654.5],
    t2026NoSi: [12_685.5, 13_745.5, 26_254.5],
    arithmetic:
      "2026: taxable 100,000 - 6,063.55 - 2,650 = 91,286.45; tax 13,500 + 19,286.45 x 35% = 20,250.26 less 7,839 = 12,411.26; " +
      "total 12,411.26 + 783.55 + 1,060 = 14,254.81; 2025 as in the first case; difference -468.90. SI not charged on the " +
      "gain: 2026 taxable 100,000 - 5,280 - 2,650 = 92,070; tax 13,500 + 20,070 x 35% = 20,524.50 less 7,839 = 12,685.50 " +
      "(= 12,411.26 + 783.55 x 35%); total 12,685.50 + 1,060 = 13,745.50; net 26,254.50; 2025 as in the first case"
  },
  {
    name: "2025 comparison: approved plan exercised in 2025, salary 30,000, 2,000 shares 1.50 -> 6.25",
    input: {
      salaryIncome: 30_000,
      shareCount: 2_000,
      exercisePricePerShare: 1.5,
      marketPricePerShare: 6.25,
      isApprovedScheme: true,
      taxYear: 2025
    },
    gain: 9_500,
    caps: [9_500, 0],
    bik2025: [null, 2_031.31, 836, 251.75, 3_119.06, 6_380.94],
    t2026: [760, 0, 836, 251.75, 1_847.75, 7_652.25],
    difference: -1_271.31,
    bik2025NoSi: [2_240.31, 2_492.06, 7_007.94],
    t2026NoSi: [760, 1_011.75, 8_488.25],
    arithmetic:
      "gain 2,000 x 4.75 = 9,500. 2025: SI 8.8% x 9,500 = 836; GESY 2.65% x 9,500 = 251.75; taxable 39,500 - 3,476 - 1,046.75 = 34,977.25; " +
      "tax 1,700 + 6,977.25 x 25% = 3,444.31 less 1,413 = 2,031.31; total 3,119.06 (applies: 2025). " +
      "2026: 9,500 x 8% = 760 + 836 + 251.75 = 1,847.75. SI not charged: 2025 taxable 39,500 - 2,640 - 1,046.75 = " +
      "35,813.25; tax 1,700 + 7,813.25 x 25% (1,953.31) = 3,653.31 less 1,413 = 2,240.31; total + 251.75 = 2,492.06; " +
      "net 7,007.94. 2026: 760 + 251.75 = 1,011.75; net 8,488.25"
  }
]

const figures = (t: StockOptionsOutput["treatment2026"]): Figures => [
  t.flatRatePart?.tax ?? null,
  t.progressivePart.incomeTax,
  t.socialInsurance.amount,
  t.gesy.amount,
  t.totalTaxAndContributions,
  t.netGain
]

describe("worked examples, to the cent", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const out = calc(c.input)
      expect(out.gainAtExercise.gain).toBe(c.gain)
      expect(
        out.approvedSchemeCaps === null
          ? null
          : [out.approvedSchemeCaps.cappedAmount, out.approvedSchemeCaps.excessAmount]
      ).toEqual(c.caps)
      expect(figures(out.benefitInKind2025)).toEqual(c.bik2025)
      expect(figures(out.treatment2026)).toEqual(c.t2026)
      expect(out.difference).toBe(c.difference)
      const noSi = (t: StockOptionsOutput["treatment2026"]) => {
        const n = t.socialInsuranceNotCharged
        expect(n.socialInsurance).toBe(0)
        return [n.incomeTax, n.totalTaxAndContributions, n.netGain]
      }
      expect(noSi(out.benefitInKind2025)).toEqual(c.bik2025NoSi)
      expect(noSi(out.treatment2026)).toEqual(c.t2026NoSi)
      expect(c.arithmetic.length).toBeGreaterThan(0)
    })
  }

  it("names the cap that binds and the treatment that applies", () => {
    const byName = (prefix: string) => calc(CASES.find((c) => c.name.startsWith(prefix))?.input)
    expect(byName("within").approvedSchemeCaps?.limitedBy).toBe("none")
    expect(byName("over the 2x").approvedSchemeCaps?.limitedBy).toBe("salary-multiple")
    const aggregate = byName("over the EUR 1m")
    expect(aggregate.approvedSchemeCaps).toMatchObject({
      limitedBy: "aggregate",
      aggregateRemaining: 300_000,
      salaryMultipleCap: 1_200_000
    })
    expect(aggregate.netGain).toBe(406_000)
    const y2025 = byName("2025 comparison")
    expect(y2025.applicableTreatment).toBe("benefitInKind2025")
    expect(y2025.netGain).toBe(6_380.94)
    expect(y2025.assumptions.join(" ")).toMatch(/applies from 1 Jan 2026/)
    const notApproved = byName("not approved")
    expect(notApproved.treatment2026.regime).toBe("employment-income")
    expect(notApproved.treatment2026.flatRatePart).toBeNull()
  })

  it("gives each amount its rule, year and sources, and lists only registered sources", () => {
    const out = calc(CASES[1]?.input)
    expect(out.treatment2026.flatRatePart).toMatchObject({
      ratePercent: 8,
      year: 2026,
      rule: expect.stringMatching(/art\. 20D\(1\)/)
    })
    expect(out.treatment2026.socialInsurance.year).toBe(2026)
    expect(out.benefitInKind2025.progressivePart.rule).toMatch(/tax years to 2025/)
    const ids = out.sources.map((s) => s.id)
    expect(ids).toEqual(
      expect.arrayContaining(["so-cylaw-itl-art20d", "so-ey-2026-reform", "kpmg-si-2025", "andersen-si-2026"])
    )
    for (const id of ids) expect(SOURCES[id as keyof typeof SOURCES]).toBeDefined()
  })

  it("treats an option under water as no gain and no tax", () => {
    const out = calc({
      salaryIncome: 40_000,
      shareCount: 100,
      exercisePricePerShare: 12,
      marketPricePerShare: 9,
      isApprovedScheme: false
    })
    expect([out.gainAtExercise.gain, out.totalTaxAndContributions, out.netGain]).toEqual([0, 0, 0])
    expect(out.assumptions.join(" ")).toMatch(/no gain and no tax/)
  })

  it("keeps per-share prices to 6 decimals and rounds the gain to the cent", () => {
    // 333 x (0.123457 - 0.1) = 7.811181 -> 7.81
    const out = calc({
      salaryIncome: 20_000,
      shareCount: 333,
      exercisePricePerShare: 0.1,
      marketPricePerShare: 0.123457,
      isApprovedScheme: true
    })
    expect(out.gainAtExercise.gain).toBe(7.81)
  })
})

describe("social insurance on the gain: a disclosed dispute, both figures shown", () => {
  const notApproved = CASES.find((c) => c.name.startsWith("not approved"))!

  it("gives both readings under the applicable treatment, each with its rule and sources, the headline charging it", () => {
    const out = calc(notApproved.input)
    expect(out.socialInsuranceOnGain).toMatchObject({
      headline: "charged",
      why: expect.stringMatching(/^the sources that speak of share awards charge it \(Nexora 2026, of RSUs\)/),
      charged: {
        socialInsurance: 783.55,
        totalTaxAndContributions: 14_254.81,
        netGain: 25_745.19,
        year: 2026,
        rule: expect.stringMatching(/^Social Insurance Law 59\(I\)\/2010, art\. 2 \(earnings/),
        sources: ["so-nexora-esop-2026"]
      },
      notCharged: {
        socialInsurance: 0,
        totalTaxAndContributions: 13_745.5,
        netGain: 26_254.5,
        year: 2026,
        rule: expect.stringMatching(/excluding ex-gratia payments and occasional bonuses/),
        sources: ["so-cyprusnet-si-insurable-earnings", "so-rightax-employment-guidance"]
      }
    })
    // the headline figures are the charged reading's
    expect([out.totalTaxAndContributions, out.netGain]).toEqual([14_254.81, 25_745.19])
    expect(out.treatment2026.socialInsurance.rule).toMatch(/on the gain: .*\(disputed\)$/)
    expect(out.treatment2026.socialInsuranceNotCharged.sources).toEqual(
      expect.arrayContaining([
        "so-cyprusnet-si-insurable-earnings",
        "so-rightax-employment-guidance",
        "itl-cylaw-art25"
      ])
    )
    const kinds = Object.fromEntries(out.sources.map((s) => [s.id, s.kind]))
    expect([kinds["so-nexora-esop-2026"], kinds["so-rightax-employment-guidance"]]).toEqual(["secondary", "secondary"])
  })

  it("follows taxYear: a 2025 exercise shows the 2025 readings", () => {
    const out = calc(CASES.find((c) => c.name.startsWith("2025 comparison"))!.input)
    expect(out.socialInsuranceOnGain.charged).toMatchObject({ socialInsurance: 836, netGain: 6_380.94, year: 2025 })
    expect(out.socialInsuranceOnGain.notCharged).toMatchObject({ socialInsurance: 0, netGain: 7_007.94, year: 2025 })
  })

  it("says so in the assumptions and the text, with both figures and the rule each follows", () => {
    const { output: out, text } = computeAnswer<StockOptionsOutput>(TOOL, notApproved.input)
    expect(out.assumptions.join(" ")).toContain(
      "If it is not charged, the 2026 total is EUR 13,745.50 instead of EUR 14,254.81 (net EUR 26,254.50): EUR 783.55 " +
        "less social insurance, EUR 274.24 more income tax as it is no longer deducted."
    )
    const line = text.split("\n").find((l) => l.startsWith("Social insurance on the gain is disputed."))
    expect(line).toMatch(
      /^Social insurance on the gain is disputed\. Charged \(Social Insurance Law .*; the headline\): EUR 783\.55, total EUR 14,254\.81, net EUR 25,745\.19\. Not charged \(Social Insurance Law .*ex-gratia.*\): total EUR 13,745\.50, net EUR 26,254\.50\.$/
    )
  })
})

describe("rules data", () => {
  it("has the art. 20D regime from 2026 only, with the unconfirmed points marked", () => {
    expect(STOCK_OPTION_RULES["2025"].approvedScheme).toBeNull()
    const s = STOCK_OPTION_RULES["2026"].approvedScheme
    expect([s?.flatRatePercent.value, s?.salaryMultipleCap.value, s?.aggregateCap.value]).toEqual([
      8,
      2,
      { amount: 1_000_000, years: 10 }
    ])
    expect(s?.aggregateCap.note).toMatch(/^UNCONFIRMED/)
    expect(STOCK_OPTION_RULES["2026"].taxPoint.note).toMatch(/^UNCONFIRMED/)
    expect(STOCK_OPTION_RULES["2026"].contributions.note).toMatch(/^UNCONFIRMED/)
    // the two readings of the disputed social insurance on the gain, each resting on secondary sources and saying so
    expect(STOCK_OPTION_RULES["2026"].socialInsuranceCharged.note).toMatch(/^Rests on one secondary source/)
    expect(STOCK_OPTION_RULES["2025"].socialInsuranceNotCharged.note).toMatch(/^Rests on two secondary sources/)
  })
})

describe("defaults and disclosures", () => {
  it("uses 2026 when taxYear is omitted and says so; discloses the SI/GESY and tax-point choices", () => {
    const out = calc({
      salaryIncome: 60_000,
      shareCount: 1_000,
      exercisePricePerShare: 10,
      marketPricePerShare: 50,
      isApprovedScheme: true
    })
    expect(out.taxYear).toBe(2026)
    expect(out.taxYearDefaulted).toBe(true)
    const text = out.assumptions.join(" ")
    expect(out.assumptions[0]).toMatch(/^Tax year 2026 was used as the default/)
    expect(text).toMatch(/priorApprovedSchemeBenefit was omitted/)
    expect(text).toMatch(/GESY \(to EUR 180,000\.00\) is charged on the whole gain.*unconfirmed for options/)
    expect(text).toMatch(/tax point and the valuation are unconfirmed/)
    // all the gain at 8%: without social insurance 3,200 + 1,060 = 4,260 (no deduction to lose)
    expect(text).toMatch(
      /If it is not charged, the 2026 total is EUR 4,260\.00 instead of EUR 5,043\.55 \(net EUR 35,740\.00\): EUR 783\.55 less social insurance\. /
    )
  })

  it("does not list supplied inputs as defaults", () => {
    const out = calc(CASES[2]?.input)
    expect(out.assumptions.join(" ")).not.toMatch(/default|was omitted/)
  })

  it("summarize ends with the assumptions", () => {
    const { text } = computeAnswer(TOOL, CASES[0]?.input)
    expect(text).toContain("Gain at exercise EUR 40,000.00.")
    expect(text).toContain("2026 approved scheme: income tax EUR 3,200.00 (8% on EUR 40,000.00: 3,200.00)")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
  })

  it("examples[0] is a complete request that succeeds, and every example runs", () => {
    const examples = Schema.resolveAnnotations(StockOptionsInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(examples[0]).toEqual(CASES[0]?.input)
    for (const ex of examples)
      expect(Exit.isSuccess(Effect.runSyncExit(calculateStockOptions.run(decode(ex), TEST_ENVIRONMENT)))).toBe(true)
    const json = toJsonSchema2020(StockOptionsInput)
    expect(json.examples).toEqual(examples)
  })

  it("is the anonymous, read-only tool calculate_stock_options", () => {
    expect([calculateStockOptions.name, calculateStockOptions.access, calculateStockOptions.readOnly]).toEqual([
      "calculate_stock_options",
      "anonymous",
      true
    ])
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(StockOptionsInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }
  /** the 400 body the pipeline builds from a decode failure */
  const problem400 = (raw: unknown) => {
    const failure = computeFailure(TOOL, raw)
    return failure._tag === "InvalidInput" ? { fieldErrors: failure.fieldErrors, hint: failure.hint } : null
  }
  const complete = { salaryIncome: 60_000, shareCount: 1_000, exercisePricePerShare: 10, marketPricePerShare: 50 }

  it("{} gives an issue for every required field", () => {
    expect(Object.keys(issues({})).sort()).toEqual([
      "exercisePricePerShare",
      "isApprovedScheme",
      "marketPricePerShare",
      "salaryIncome",
      "shareCount"
    ])
  })

  it("approval status missing: a 400 asking the user about art. 20D and saying why, no figure", () => {
    const p = problem400(complete)
    expect(Object.keys(p?.fieldErrors ?? {})).toEqual(["isApprovedScheme"])
    const message = p?.fieldErrors.isApprovedScheme?.[0] ?? ""
    expect(message).toMatch(
      /ask whether their employer's share option plan has been approved by the Tax Commissioner under art\. 20D/
    )
    expect(message).toMatch(/flat 8%/)
    expect(message).toMatch(/never assume/)
    expect(p?.hint).toMatch(/^Ask the user for isApprovedScheme \(do not guess them\)/)
  })

  it("approval status not a clear yes/no: the same 400", () => {
    for (const unclear of ["yes", "maybe", null, 1]) {
      const p = problem400({ ...complete, isApprovedScheme: unclear })
      expect(Object.keys(p?.fieldErrors ?? {})).toEqual(["isApprovedScheme"])
      expect(p?.fieldErrors.isApprovedScheme?.[0]).toMatch(/art\. 20D/)
    }
  })

  it("rejects a year the rules do not hold, listing the years that exist", () => {
    expect(issues({ ...complete, isApprovedScheme: true, taxYear: 2024 }).taxYear).toContain("2025 or 2026")
  })

  it("rejects negative amounts, fractional share counts and gains beyond the calculator's range", () => {
    expect(Object.keys(issues({ ...complete, isApprovedScheme: true, salaryIncome: -1 }))).toEqual(["salaryIncome"])
    expect(Object.keys(issues({ ...complete, isApprovedScheme: true, shareCount: 2.5 }))).toEqual(["shareCount"])
    expect(Object.keys(issues({ ...complete, isApprovedScheme: true, priorApprovedSchemeBenefit: -5 }))).toEqual([
      "priorApprovedSchemeBenefit"
    ])
    expect(
      issues({ ...complete, isApprovedScheme: true, shareCount: 10_000_000, marketPricePerShare: 30 }).shareCount
    ).toMatch(/exceeds EUR 100,000,000/)
  })
})

describe("properties", () => {
  const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100)
  const inputs = fc.record({
    salaryIncome: money(400_000),
    shareCount: fc.integer({ min: 1, max: 100_000 }),
    exercisePricePerShare: money(200),
    marketPricePerShare: money(300),
    isApprovedScheme: fc.boolean(),
    taxYear: fc.constantFrom("2025", "2026"),
    priorApprovedSchemeBenefit: money(1_200_000)
  })
  const both = (o: StockOptionsOutput) => [o.benefitInKind2025, o.treatment2026]

  it("tax and contributions are never negative", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        for (const t of both(calc(raw))) {
          for (const v of [
            t.incomeTax,
            t.progressivePart.incomeTax,
            t.flatRatePart?.tax ?? 0,
            t.socialInsurance.amount,
            t.gesy.amount,
            t.totalTaxAndContributions
          ]) {
            expect(v).toBeGreaterThanOrEqual(0)
          }
        }
      }),
      { numRuns: 150 }
    )
  })

  it("the net never exceeds the gross gain (and is never negative)", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const out = calc(raw)
        for (const t of both(out)) {
          expect(t.netGain).toBeLessThanOrEqual(out.gainAtExercise.gain)
          expect(t.netGain).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 150 }
    )
  })

  it("the 8% part never exceeds 8% of the capped amount, and the capped amount respects both caps", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const out = calc(raw)
        const caps = out.approvedSchemeCaps
        const flat = out.treatment2026.flatRatePart
        expect(caps === null).toBe(!raw.isApprovedScheme)
        if (caps === null || flat === null) return
        // cents: the tax is 8% of the capped amount rounded to the cent, never more
        expect(Math.round(flat.tax * 100) * 100).toBeLessThanOrEqual(Math.round(caps.cappedAmount * 100) * 8 + 50)
        const c = (eur: number) => Math.round(eur * 100)
        expect(c(caps.cappedAmount)).toBeLessThanOrEqual(
          Math.min(
            c(out.gainAtExercise.gain),
            2 * c(raw.salaryIncome),
            Math.max(0, 100_000_000 - c(raw.priorApprovedSchemeBenefit))
          )
        )
        expect(Math.round((caps.cappedAmount + caps.excessAmount) * 100)).toBe(
          Math.round(out.gainAtExercise.gain * 100)
        )
      }),
      { numRuns: 150 }
    )
  })
})
