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

interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly gain: number
  readonly caps: readonly [number, number] | null
  readonly bik2025: Figures
  readonly t2026: Figures
  readonly difference: number
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
    arithmetic:
      "gain 1,000 x (50 - 10) = 40,000; caps 2 x 60,000 = 120,000 and 1,000,000: all 40,000 at 8% = 3,200. " +
      "2026 SI 8.8% x 68,904 = 6,063.55 less 5,280 = 783.55; GESY 2.65% x 40,000 = 1,060; total 5,043.55; net 34,956.45. " +
      "2025: SI 8.8% x 66,612 = 5,861.86 less 5,280 = 581.86; GESY 1,060; taxable 100,000 - 5,861.86 - 2,650 = 91,488.14; " +
      "tax 1,700 + 2,075 + 7,110 + (91,488.14 - 60,000) x 35% = 21,905.85 less 8,824 = 13,081.85; total 14,723.71. " +
      "difference 5,043.55 - 14,723.71 = -9,680.16"
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
    arithmetic:
      "gain 3,000 x 50 = 150,000; cap 2 x 60,000 = 120,000 at 8% = 9,600; excess 30,000 with the salary: " +
      "taxable 90,000 - 6,063.55 - 2,385 = 81,551.45; tax 13,500 + 9,551.45 x 35% = 16,843.01 less 7,839 = 9,004.01. " +
      "SI 783.55; GESY 2.65% x 180,000 = 4,770 less 1,590 = 3,180; total 9,600 + 9,004.01 + 783.55 + 3,180 = 22,567.56. " +
      "2025: taxable 210,000 - 5,861.86 - 4,770 = 199,368.14; tax 10,885 + 139,368.14 x 35% = 59,663.85 less 8,824 = 50,839.85; " +
      "total 50,839.85 + 581.86 + 3,180 = 54,601.71. (The research's 19,156.50 leaves SI/GESY out and does not deduct them.)"
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
    arithmetic:
      "gain 10,000 x 50 = 500,000; 2 x 600,000 = 1,200,000 but 1,000,000 - 700,000 = 300,000 left: 300,000 x 8% = 24,000; " +
      "excess 200,000 all in the 35% band (SI and GESY already at their ceilings) = 70,000; total 94,000. " +
      "2025: 500,000 x 35% = 175,000"
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
    arithmetic:
      "2026: taxable 100,000 - 6,063.55 - 2,650 = 91,286.45; tax 13,500 + 19,286.45 x 35% = 20,250.26 less 7,839 = 12,411.26; " +
      "total 12,411.26 + 783.55 + 1,060 = 14,254.81; 2025 as in the first case; difference -468.90"
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
    arithmetic:
      "gain 2,000 x 4.75 = 9,500. 2025: SI 8.8% x 9,500 = 836; GESY 2.65% x 9,500 = 251.75; taxable 39,500 - 3,476 - 1,046.75 = 34,977.25; " +
      "tax 1,700 + 6,977.25 x 25% = 3,444.31 less 1,413 = 2,031.31; total 3,119.06 (applies: 2025). " +
      "2026: 9,500 x 8% = 760 + 836 + 251.75 = 1,847.75"
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
    expect(text).toMatch(/unconfirmed for options/)
    expect(text).toMatch(/tax point and the valuation are unconfirmed/)
    expect(text).toMatch(/falls by EUR 1,843\.55/) // 783.55 + 1,060
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
