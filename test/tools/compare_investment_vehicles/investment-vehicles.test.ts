import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { Result, Schema, SchemaIssue } from "effect"
import { compareInvestmentVehicles } from "../../../src/tools/compare_investment_vehicles/tool.ts"
import { CompareInvestmentVehiclesInput } from "../../../src/tools/compare_investment_vehicles/input.ts"
import type { CompareInvestmentVehiclesOutput } from "../../../src/tools/compare_investment_vehicles/output.ts"
import { irrPerPeriod, reliefRules } from "../../../src/rules/investment-vehicles.ts"
import { INCOME_TAX_RULES } from "../../../src/rules/income-tax.ts"
import { DEFAULT_TAX_YEAR } from "../../../src/rules/years.ts"
import { computeAnswer, computeOutput } from "../../support/compute.ts"

const TOOL = "compare_investment_vehicles"
const calc = (raw: unknown) => computeOutput<CompareInvestmentVehiclesOutput>(TOOL, raw)
/** The answer, or undefined when the call fails. */
const answerOf = (raw: unknown) => {
  try {
    return computeAnswer(TOOL, raw)
  } catch {
    return undefined
  }
}

describe("compare_investment_vehicles: worked examples (EUR, cents half away from zero)", () => {
  it("A. relief grossed up, no return, one year", () => {
    // gross = 1,000 / (1 - 20%) = 1,250; relief = 1,250 - 1,000 = 250 (= 20% x 1,250); out of pocket 1,000 each
    // option 1 final 1,000; option 2 final 1,250; difference 250; IRR 0% and 25%
    const o = calc({
      annualContribution: 1_000,
      taxReliefRate: 20,
      option2ManagementFee: 0,
      years: 1,
      expectedAnnualReturn: 0
    })
    expect(o.reliefMatching).toMatchObject({
      option2GrossContribution: 1_250,
      annualTaxRelief: 250,
      isReliefLimited: false,
      deductibleLimit: null
    })
    expect([o.option1.finalAfterTax, o.option2.finalAfterTax, o.difference, o.betterOption]).toEqual([
      1_000,
      1_250,
      250,
      "option2"
    ])
    expect([o.option1.irrPercent, o.option2.irrPercent]).toEqual([0, 25])
  })

  it("B. fees, commission and return over one year (examples[0] terms, 1 year)", () => {
    // option 1: 3,000 - commission 5 = 2,995; growth 5% = 149.75 -> 3,144.75; fee 0.25% = 7.861875 -> 7.86; 3,136.89
    // option 2: gross 3,000 / 0.75 = 4,000 (relief 1,000); growth 200 -> 4,200; fee 1.5% = 63 -> 4,137
    // difference 4,137 - 3,136.89 = 1,000.11
    const o = calc({
      annualContribution: 3_000,
      taxReliefRate: 25,
      option2ManagementFee: 1.5,
      years: 1,
      expectedAnnualReturn: 5,
      option1ManagementFee: 0.25,
      option1Commission: 5
    })
    expect([
      o.option1.totalCommission,
      o.option1.totalGrowth,
      o.option1.totalManagementFees,
      o.option1.finalAfterTax
    ]).toEqual([5, 149.75, 7.86, 3_136.89])
    expect([
      o.option2.contributionPerYear,
      o.option2.totalGrowth,
      o.option2.totalManagementFees,
      o.option2.finalAfterTax
    ]).toEqual([4_000, 200, 63, 4_137])
    expect(o.difference).toBe(1_000.11)
  })

  it("C. the relief is limited by maxDeductibleContribution", () => {
    // unlimited gross 2,000 / 0.7 = 2,857.14 > 2,500, so relief = 30% x 2,500 = 750 and gross = 2,000 + 750 = 2,750
    const o = calc({
      annualContribution: 2_000,
      taxReliefRate: 30,
      option2ManagementFee: 0,
      maxDeductibleContribution: 2_500,
      years: 1,
      expectedAnnualReturn: 0
    })
    expect(o.reliefMatching).toMatchObject({
      option2GrossContribution: 2_750,
      annualTaxRelief: 750,
      isReliefLimited: true,
      deductibleLimit: 2_500
    })
    expect([o.option2.finalAfterTax, o.difference]).toEqual([2_750, 750])
  })

  it("the relief is traced to art. 14 of the default tax year, its limits read from the income tax rules of that year", () => {
    const o = calc({ annualContribution: 1_000, taxReliefRate: 20, option2ManagementFee: 0, years: 1 })
    const { rule, year, sources } = o.reliefMatching
    expect(year).toBe(DEFAULT_TAX_YEAR)
    expect(rule).toContain("art. 14")
    expect(sources[0]).toBe("hh-cylaw-itl-art14")
    expect(sources).toEqual(reliefRules(DEFAULT_TAX_YEAR).sources)
    expect(o.assumptions).toContainEqual(
      expect.objectContaining({ what: "tax year of the relief rules", value: DEFAULT_TAX_YEAR })
    )
    // the limits quoted are those of the year asked for (2024: the pre-reform art. 14, same 10% / 7% / 1/5)
    const a14 = INCOME_TAX_RULES[2024].article14
    expect(reliefRules(2024).text).toContain(`up to ${a14.pensionFundPercentOfRemuneration.value}% of remuneration`)
    expect(reliefRules(2024).text).toContain("(2024 rules)")
  })

  it("D. entry and exit fees and exit taxes over two years, no relief", () => {
    // option 1: y1 1,000 + 10% = 1,100; y2 2,100 + 210 = 2,310; exit fee 1% = 23.10 -> 2,286.90;
    //   gain 2,286.90 - 2,000 = 286.90, tax 20% = 57.38 -> 2,229.52
    // option 2: y1 entry 2% = 20 -> 980 + 98 = 1,078, fee 1% = 10.78 -> 1,067.22;
    //   y2 + 980 = 2,047.22 + 204.722 -> 204.72 = 2,251.94, fee 22.5194 -> 22.52 = 2,229.42;
    //   tax 10% of the whole payout = 222.942 -> 222.94 -> 2,006.48; difference -223.04
    const o = calc({
      annualContribution: 1_000,
      taxReliefRate: 0,
      option2ManagementFee: 1,
      years: 2,
      expectedAnnualReturn: 10,
      option1ExitFee: 1,
      option1ExitTax: 20,
      option2EntryFee: 2,
      option2ExitTax: 10
    })
    expect([o.option1.exitFee, o.option1.exitTax, o.option1.finalAfterTax]).toEqual([23.1, 57.38, 2_229.52])
    expect([
      o.option2.totalEntryFees,
      o.option2.totalManagementFees,
      o.option2.valueBeforeExit,
      o.option2.exitTax,
      o.option2.finalAfterTax
    ]).toEqual([40, 33.3, 2_229.42, 222.94, 2_006.48])
    expect([o.difference, o.betterOption]).toEqual([-223.04, "option1"])
    expect(o.series.map((r) => [r.option1Value, r.option2Value])).toEqual([
      [1_100, 1_067.22],
      [2_310, 2_229.42]
    ])
  })

  it("discloses every default used and never an input sent", () => {
    const o = calc({ annualContribution: 1_000, taxReliefRate: 20, option2ManagementFee: 1 })
    const what = o.assumptions.map((a) => a.what)
    expect(what).toContain("horizon (years)")
    expect(what).toContain("forecast annual return, both options (%)")
    expect(o.assumptions.find((a) => a.what === "option 1 tax on the gain (%)")?.why).toMatch(/securities/)
    expect(o.years).toBe(20)
    const sent = calc({
      annualContribution: 1_000,
      taxReliefRate: 20,
      option2ManagementFee: 1,
      years: 5,
      expectedAnnualReturn: 3,
      option1ExitTax: 0
    })
    expect(sent.assumptions.map((a) => a.what)).not.toContain("horizon (years)")
    expect(sent.assumptions.map((a) => a.what)).not.toContain("option 1 tax on the gain (%)")
    expect(o.sources.map((s) => s.id)).toContain("hh-cylaw-itl-art14")
  })

  it("examples decode and run; examples[0] is complete", () => {
    const examples = Schema.resolveAnnotations(CompareInvestmentVehiclesInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    for (const ex of examples) {
      const answer = answerOf(ex)
      expect(answer !== undefined).toBe(true)
      if (answer !== undefined) expect(answer.text).toMatch(/Assumptions:/)
    }
    expect(compareInvestmentVehicles.access).toBe("anonymous")
    expect(compareInvestmentVehicles.readOnly).toBe(true)
  })
})

describe("compare_investment_vehicles: properties", () => {
  const input = fc.record({
    annualContribution: fc.integer({ min: 1, max: 5_000_000 }).map((c) => c / 100),
    taxReliefRate: fc.constantFrom(0, 20, 25, 30, 35),
    option2ManagementFee: fc.integer({ min: 0, max: 300 }).map((c) => c / 100),
    years: fc.integer({ min: 1, max: 40 }),
    expectedAnnualReturn: fc.integer({ min: 0, max: 1_000 }).map((c) => c / 100),
    maxDeductibleContribution: fc.option(
      fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100),
      { nil: undefined }
    )
  })
  const clean = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined))

  it("out-of-pocket cost is matched exactly: option 2 gross - relief = annual contribution", () => {
    fc.assert(
      fc.property(input, (r) => {
        const o = calc(clean(r))
        expect(Math.round((o.reliefMatching.option2GrossContribution - o.reliefMatching.annualTaxRelief) * 100)).toBe(
          Math.round(r.annualContribution * 100)
        )
        expect(o.series.length).toBe(r.years)
        expect(o.reliefMatching.annualTaxRelief).toBeGreaterThanOrEqual(0)
      })
    )
  })

  it("a higher option 2 fee never raises option 2's outcome", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 200 }), (r, extra) => {
        const low = calc(clean(r))
        const high = calc(clean({ ...r, option2ManagementFee: r.option2ManagementFee + extra / 100 }))
        expect(high.option2.finalAfterTax).toBeLessThanOrEqual(low.option2.finalAfterTax)
      })
    )
  })

  it("with no relief and the same terms both options end equal", () => {
    fc.assert(
      fc.property(input, (r) => {
        const o = calc(clean({ ...r, taxReliefRate: 0, option1ManagementFee: r.option2ManagementFee }))
        expect(o.difference).toBe(0)
        expect(o.betterOption).toBe("equal")
      })
    )
  })

  it("irrPerPeriod solves simple flows", () => {
    expect(irrPerPeriod([-100, 110])).toBeCloseTo(0.1, 10)
    expect(irrPerPeriod([-100, -100])).toBeNull()
  })
})

describe("compare_investment_vehicles: validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(CompareInvestmentVehiclesInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["annualContribution", "option2ManagementFee", "taxReliefRate"])
    expect(found.taxReliefRate).toMatch(/marginal/)
  })

  it("refuses out-of-range rates", () => {
    expect(Object.keys(issues({ annualContribution: 100, taxReliefRate: 40, option2ManagementFee: 1 }))).toEqual([
      "taxReliefRate"
    ])
    expect(Object.keys(issues({ annualContribution: 0, taxReliefRate: 20, option2ManagementFee: -1 })).sort()).toEqual([
      "annualContribution",
      "option2ManagementFee"
    ])
  })
})
