import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import fc from "fast-check"
import { COMPANY_RULES } from "../../../src/rules/company.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { evaluateSplit } from "../../../src/tools/optimize_company_director_remuneration/calculate.ts"
import { DirectorRemunerationInput } from "../../../src/tools/optimize_company_director_remuneration/input.ts"
import type { DirectorRemunerationOutput } from "../../../src/tools/optimize_company_director_remuneration/output.ts"
import { optimizeCompanyDirectorRemuneration } from "../../../src/tools/optimize_company_director_remuneration/tool.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "optimize_company_director_remuneration"
const decode = Schema.decodeUnknownSync(DirectorRemunerationInput)
/** Through the pipeline: the result always fits its own output schema. */
const calc = (raw: unknown) => computeOutput<DirectorRemunerationOutput>(TOOL, raw)

interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly expected: {
    readonly salary: number
    readonly employer: number
    readonly corporateTax: number
    readonly dividend: number
    readonly incomeTax: number
    readonly sdc: number
    readonly gesyOnDividend: number
    readonly netCash: number
  }
  readonly corners?: { readonly allSalary: number; readonly allDividend: number }
  /** the hand calculation; EUR, each amount rounded to the cent half away from zero */
  readonly arithmetic: string
}

// Employer rate on salary up to the SI ceiling: SI 8.8 + redundancy 1.2 + HRD 0.5 + cohesion 2 + GESY 2.9 = 15.4%.
const CASES: ReadonlyArray<Case> = [
  {
    name: "2026, domiciled, profit 100,000: all dividend is best",
    input: { taxYear: 2026, isNonDomiciled: false, corporateGrossProfit: 102_000, operatingExpenses: 0 },
    expected: {
      salary: 0,
      employer: 0,
      corporateTax: 15_000,
      dividend: 85_000,
      incomeTax: 0,
      sdc: 4_250,
      gesyOnDividend: 2_252.5,
      netCash: 78_497.5
    },
    corners: { allSalary: 63_716.19, allDividend: 78_497.5 },
    arithmetic:
      "profit 102,000 - 0 - 2,000 (default admin) = 100,000; CIT 15% = 15,000; dividend 85,000; SDC 5% = 4,250; " +
      "GESY 2.65% = 2,252.50; net 85,000 - 6,502.50 = 78,497.50. A salary loses: at 0% income tax each EUR of salary " +
      "costs 1.154 of profit and leaves 0.8855 (0.767 per EUR of profit), the dividend 0.85 x 0.9235 = 0.785. " +
      "All-salary corner: above the 68,904 SI ceiling the cost is S + 0.105 x 68,904 + 0.049 S = 100,000 -> S = 88,431.91; " +
      "employer 6,063.55 + 826.85 + 344.52 + 1,768.64 + 2,564.53 = 11,568.09 (total cost 100,000.00, no dividend); " +
      "SI 6,063.55, GESY 2,343.45, taxable 80,024.91, tax 13,500 + 8,024.91 x 35% = 16,308.72; net 63,716.19 " +
      "(tax-rules-research.md §3.3: 78,497.50)"
  },
  {
    name: "2025, domiciled, profit 100,000: salary up to the 0% band is best",
    input: { taxYear: 2025, isNonDomiciled: false, corporateGrossProfit: 102_000, operatingExpenses: 0 },
    expected: {
      salary: 22_021.46,
      employer: 3_391.31,
      corporateTax: 9_323.4,
      dividend: 65_263.83,
      incomeTax: 0,
      sdc: 11_094.85,
      gesyOnDividend: 1_729.49,
      netCash: 71_939.49
    },
    corners: { allSalary: 62_407.46, allDividend: 70_306.25 },
    arithmetic:
      "salary where taxable income reaches 19,500: 19,500 / (1 - 0.088 - 0.0265) = 22,021.46 " +
      "(22,021.46 - SI 1,937.89 - GESY 583.57 = 19,500.00, tax 0); employer 1,937.89 + 264.26 + 110.11 + 440.43 + 638.62 = 3,391.31; " +
      "taxable profit 100,000 - 22,021.46 - 3,391.31 = 74,587.23; CIT 12.5% = 9,323.40; dividend 65,263.83; " +
      "SDC 17% = 11,094.85; GESY 2.65% = 1,729.49; net 19,500.00 + 52,439.49 = 71,939.49. " +
      "All dividend: CIT 12,500, dividend 87,500, SDC 14,875, GESY 2,318.75, net 70,306.25 (research §3.3)"
  },
  {
    name: "2025, non-domiciled, profit 100,000: no SDC, all dividend",
    input: { taxYear: 2025, isNonDomiciled: true, corporateGrossProfit: 102_000, operatingExpenses: 0 },
    expected: {
      salary: 0,
      employer: 0,
      corporateTax: 12_500,
      dividend: 87_500,
      incomeTax: 0,
      sdc: 0,
      gesyOnDividend: 2_318.75,
      netCash: 85_181.25
    },
    arithmetic: "CIT 12.5% x 100,000 = 12,500; dividend 87,500; SDC 0 (non-dom); GESY 2.65% = 2,318.75; net 85,181.25"
  },
  {
    name: "2026, domiciled, fixed salary 40,000 (directorSalaryAllocation)",
    input: {
      taxYear: 2026,
      isNonDomiciled: false,
      corporateGrossProfit: 102_000,
      operatingExpenses: 0,
      directorSalaryAllocation: 40_000
    },
    expected: {
      salary: 40_000,
      employer: 6_160,
      corporateTax: 8_076,
      dividend: 45_764,
      incomeTax: 2_855,
      sdc: 2_288.2,
      gesyOnDividend: 1_212.75,
      netCash: 74_828.05
    },
    arithmetic:
      "employer 15.4% x 40,000 = 3,520 + 480 + 200 + 800 + 1,160 = 6,160; taxable profit 100,000 - 46,160 = 53,840; " +
      "CIT 15% = 8,076; dividend 45,764; SI 3,520, GESY 1,060, taxable 35,420, tax 2,000 + 3,420 x 25% = 2,855; " +
      "net salary 32,565; SDC 5% = 2,288.20, GESY 2.65% = 1,212.746 -> 1,212.75; net dividend 42,263.05; total 74,828.05 " +
      "(research §3.3: 74,828.05)"
  },
  {
    name: "2025, domiciled, fixed salary 22,000 (research row)",
    input: {
      taxYear: 2025,
      isNonDomiciled: false,
      corporateGrossProfit: 102_000,
      operatingExpenses: 0,
      directorSalaryAllocation: 22_000
    },
    expected: {
      salary: 22_000,
      employer: 3_388,
      corporateTax: 9_326.5,
      dividend: 65_285.5,
      incomeTax: 0,
      sdc: 11_098.54,
      gesyOnDividend: 1_730.07,
      netCash: 71_937.89
    },
    arithmetic:
      "employer 15.4% x 22,000 = 3,388; taxable profit 74,612; CIT 9,326.50; dividend 65,285.50; SDC 17% = 11,098.535 -> " +
      "11,098.54; GESY 1,730.06575 -> 1,730.07; net salary 22,000 - 1,936 - 583 = 19,481 (tax 0); net 19,481 + 52,456.89 = 71,937.89 " +
      "(research §3.3 gives 71,937.90 by rounding the net dividend as one product; here each charge is rounded)"
  },
  {
    name: "2025, domiciled, profit 898,000: one GESY ceiling over salary and dividend",
    input: { taxYear: 2025, isNonDomiciled: false, corporateGrossProfit: 1_000_000, operatingExpenses: 100_000 },
    expected: {
      salary: 22_021.46,
      employer: 3_391.31,
      corporateTax: 109_073.4,
      dividend: 763_513.83,
      incomeTax: 0,
      sdc: 129_797.35,
      gesyOnDividend: 4_186.43,
      netCash: 649_030.05
    },
    arithmetic:
      "profit 1,000,000 - 100,000 - 2,000 = 898,000; salary 22,021.46 as above (employer 3,391.31); taxable profit " +
      "872,587.23; CIT 12.5% = 109,073.40; dividend 763,513.83; SDC 17% = 129,797.35; GESY only on 180,000 - 22,021.46 = " +
      "157,978.54 -> 4,186.43; net 19,500.00 + 763,513.83 - 129,797.35 - 4,186.43 = 649,030.05"
  },
  {
    name: "2026, domiciled, profit 220,000 above the GESY ceiling, no admin cost",
    input: {
      taxYear: 2026,
      isNonDomiciled: false,
      corporateGrossProfit: 250_000,
      operatingExpenses: 30_000,
      annualCorporateAdminCost: 0
    },
    expected: {
      salary: 0,
      employer: 0,
      corporateTax: 33_000,
      dividend: 187_000,
      incomeTax: 0,
      sdc: 9_350,
      gesyOnDividend: 4_770,
      netCash: 172_880
    },
    arithmetic:
      "profit 220,000; CIT 15% = 33,000; dividend 187,000; SDC 5% = 9,350; GESY 2.65% x 180,000 = 4,770; net 172,880"
  },
  {
    name: "2026, loss-making company: nothing to pay out",
    input: { taxYear: 2026, isNonDomiciled: false, corporateGrossProfit: 40_000, operatingExpenses: 50_000 },
    expected: {
      salary: 0,
      employer: 0,
      corporateTax: 0,
      dividend: 0,
      incomeTax: 0,
      sdc: 0,
      gesyOnDividend: 0,
      netCash: 0
    },
    corners: { allSalary: 0, allDividend: 0 },
    arithmetic: "profit 40,000 - 50,000 - 2,000 = -12,000: no corporate tax, no dividend, the search range is [0, 0]"
  },
  {
    name: "2026, fixed salary above the profit: the shortfall is reported",
    input: {
      taxYear: 2026,
      isNonDomiciled: false,
      corporateGrossProfit: 30_000,
      operatingExpenses: 0,
      directorSalaryAllocation: 40_000
    },
    expected: {
      salary: 40_000,
      employer: 6_160,
      corporateTax: 0,
      dividend: 0,
      incomeTax: 2_855,
      sdc: 0,
      gesyOnDividend: 0,
      netCash: 32_565
    },
    arithmetic:
      "profit 28,000; cost 40,000 + 6,160 = 46,160 -> taxable profit -18,160, no CIT, no dividend; " +
      "net salary 40,000 - 2,855 - 3,520 - 1,060 = 32,565"
  }
]

describe("optimiseDirectorRemuneration: worked examples", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const out = calc(c.input)
      expect({
        salary: out.optimalSalary,
        employer: out.employerContributions,
        corporateTax: out.corporateTax,
        dividend: out.optimalDividend,
        incomeTax: out.personalTaxes.incomeTax,
        sdc: out.personalTaxes.specialDefenceContribution,
        gesyOnDividend: out.personalTaxes.gesyOnDividend,
        netCash: out.netCash
      }).toEqual(c.expected)
      if (c.corners) {
        expect({ allSalary: out.corners.allSalary.netCash, allDividend: out.corners.allDividend.netCash }).toEqual(
          c.corners
        )
      }
      expect(out.breakdown.netSalary + out.breakdown.netDividend).toBeCloseTo(out.netCash, 2)
    })
  }
})

describe("details of the worked examples", () => {
  const inputOf = (prefix: string) => {
    const c = CASES.find((x) => x.name.startsWith(prefix))
    if (c === undefined) throw new Error(prefix)
    return c.input
  }
  const byName = (prefix: string) => calc(inputOf(prefix))

  it("itemises the employer contributions with their ceilings (2026, fixed 40,000)", () => {
    const out = byName("2026, domiciled, fixed salary 40,000")
    expect(out.mode).toBe("fixed-salary")
    expect(out.employerBreakdown).toMatchObject({
      socialInsurance: { ratePercent: 8.8, base: 40_000, amount: 3_520 },
      socialCohesion: { ratePercent: 2, base: 40_000, amount: 800 },
      redundancyFund: { ratePercent: 1.2, base: 40_000, amount: 480 },
      humanResourceDevelopment: { ratePercent: 0.5, base: 40_000, amount: 200 },
      gesy: { ratePercent: 2.9, base: 40_000, amount: 1_160 }
    })
    // each line names its rate's law, and the ceiling's when its base is capped
    expect(Object.values(out.employerBreakdown).map((p) => [p.year, p.rule.split("; ").length])).toEqual([
      [2026, 2],
      [2026, 1],
      [2026, 2],
      [2026, 2],
      [2026, 2]
    ])
    expect(out.employerBreakdown.socialInsurance.rule).toMatch(
      /^Social Insurance Law 59\(I\)\/2010, art\. 5 \(employer share\); .*maximum insurable earnings/
    )
    expect(out.personalTaxes).toMatchObject({
      incomeTax: 2_855,
      socialInsurance: 3_520,
      gesyOnSalary: 1_060,
      specialDefenceContribution: 2_288.2,
      gesyOnDividend: 1_212.75,
      total: 10_935.95
    })
    expect(out.personalTaxes.traces.incomeTax).toMatchObject({
      rule: expect.stringContaining("Second Schedule"),
      year: 2026,
      sources: [
        "itl-cylaw-art25",
        "politis-td-guide-2026",
        "shiakas-2026-reform",
        "filenews-2026-examples",
        "acla-2026-reform",
        "lawyersincyprus-2026-reform"
      ]
    })
    expect(out.personalTaxes.traces.specialDefenceContribution).toMatchObject({
      rule: COMPANY_RULES[2026].dividendSdcDomiciledPercent.rule,
      year: 2026
    })
    expect(out.breakdown.traces.corporateTax).toMatchObject({
      rule: COMPANY_RULES[2026].corporateTaxRatePercent.rule,
      year: 2026
    })
    expect(out.search.method).toMatch(/^none/)
  })

  it("caps SI-based funds at the ceiling but not social cohesion (all-salary corner, 2026)", () => {
    const corner = calc({ ...CASES[0]?.input, directorSalaryAllocation: 88_431.91 })
    expect(corner.employerBreakdown.socialInsurance).toMatchObject({ ratePercent: 8.8, base: 68_904, amount: 6_063.55 })
    expect(corner.employerBreakdown.socialCohesion).toMatchObject({ ratePercent: 2, base: 88_431.91, amount: 1_768.64 })
    expect(corner.employerContributions).toBe(11_568.09)
    expect(corner.optimalDividend).toBe(0)
    expect(corner.netCash).toBe(63_716.19)
  })

  it("lists the breakpoints searched, including the band edges and the ceilings", () => {
    const out = byName("2025, domiciled, profit 100,000")
    expect(out.search.breakpoints).toEqual([0, 22_021.46, 31_620.55, 40_993.79, 66_612, 67_654.71, 88_661.33])
    expect(out.search.salaryTo).toBe(88_661.33)
    expect(out.search.evaluations).toBeLessThan(350)
    expect(out.search.method).toMatch(/piecewise linear/)
  })

  it("gives a chart-ready series from 0 to the zero-profit point, including the best salary", () => {
    const out = byName("2025, domiciled, profit 100,000")
    expect(out.series.length).toBe(22)
    expect(out.series[0]).toEqual({ salary: 0, dividend: 87_500, netCash: 70_306.25, taxesAndContributions: 29_693.75 })
    expect(out.series.at(-1)?.salary).toBe(88_661.33)
    expect(out.series.some((p) => p.salary === 22_021.46 && p.netCash === 71_939.49)).toBe(true)
    const salaries = out.series.map((p) => p.salary)
    expect([...salaries].sort((a, b) => a - b)).toEqual(salaries)
  })

  it("compares with a sole trader on the same business", () => {
    const out = byName("2026, domiciled, profit 100,000")
    // profit 102,000 (no admin cost); SI 16.6% x 68,904 = 11,438.06; GESY 4% = 4,080; taxable 86,481.94;
    // tax 13,500 + 14,481.94 x 35% = 18,568.68; net 102,000 - 18,568.68 - 11,438.06 - 4,080 = 67,913.26
    expect(out.soleTrader).toMatchObject({
      profit: 102_000,
      incomeTax: 18_568.68,
      socialInsurance: 11_438.06,
      gesy: 4_080,
      netIncome: 67_913.26
    })
    expect(Object.values(out.soleTrader.traces).map((t) => t.year)).toEqual([2026, 2026, 2026])
    expect(out.soleTrader.traces.socialInsurance.rule).toMatch(/self-employed/)
    expect(out.comparativeDeltaVsSole).toBe(10_584.24) // 78,497.50 - 67,913.26
  })

  it("discloses the default admin cost, the year's SDC and deemed distribution, and the search", () => {
    const out = byName("2025, domiciled, profit 100,000")
    const text = out.assumptions.join(" ")
    expect(out.assumptions[0]).toMatch(/^annualCorporateAdminCost was omitted, so EUR 2,000.00/)
    expect(text).toMatch(/17%/)
    expect(text).toMatch(/deemed 70% distributed/)
    expect(text).toMatch(/2024-2025 profits/)
    expect(text).toMatch(/^|Search: Breakpoint search/)
    const y2026 = byName("2026, domiciled, profit 220,000").assumptions.join(" ")
    expect(y2026).toMatch(/Abolished for profits earned from 1 Jan 2026/)
    expect(y2026).not.toMatch(/annualCorporateAdminCost was omitted/)
    expect(byName("2025, non-domiciled").assumptions.join(" ")).toMatch(/free of Special Defence Contribution/)
  })

  it("reports the loss and the shortfall", () => {
    expect(byName("2026, loss-making").assumptions.join(" ")).toMatch(
      /no profit before director pay \(EUR -12,000.00\)/
    )
    const short = byName("2026, fixed salary above the profit")
    expect(short.breakdown.salaryFundedOutsideProfit).toBe(18_160)
    expect(short.breakdown.taxableProfit).toBe(-18_160)
    expect(short.assumptions.join(" ")).toMatch(/exceeds this year's profit by EUR 18,160.00/)
  })

  it("cites every rule it applies, with known sources", () => {
    const out = byName("2026, domiciled, profit 100,000")
    expect(out.rulesApplied.map((r) => [r.name, r.value])).toContainEqual(["Corporate income tax rate", 15])
    expect(out.rulesApplied.map((r) => [r.name, r.value])).toContainEqual(["SDC on dividends (domiciled)", 5])
    for (const r of out.rulesApplied) expect(r.sources.length).toBeGreaterThan(0)
    for (const s of out.sources) expect(SOURCES[s.id as keyof typeof SOURCES]?.url).toBe(s.url)
    expect(out.sources.map((s) => s.id)).toContain("co-orbitax-2026-reform")
  })

  it("summarize ends with the assumptions", () => {
    const { text } = computeAnswer(TOOL, inputOf("2026, domiciled, profit 100,000"))
    expect(text).toContain("Best split: salary EUR 0.00, dividend EUR 85,000.00; net cash EUR 78,497.50.")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: annualCorporateAdminCost was omitted/)
  })
})

describe("rules", () => {
  it("holds the cited rates per year", () => {
    expect([
      COMPANY_RULES[2025].corporateTaxRatePercent.value,
      COMPANY_RULES[2026].corporateTaxRatePercent.value
    ]).toEqual([12.5, 15])
    expect([
      COMPANY_RULES[2025].dividendSdcDomiciledPercent.value,
      COMPANY_RULES[2026].dividendSdcDomiciledPercent.value
    ]).toEqual([17, 5])
    expect(COMPANY_RULES[2026].dividendSdcNonDomiciledPercent.value).toBe(0)
    expect(COMPANY_RULES[2025].deemedDividendDistribution.value.applies).toBe(true)
    expect(COMPANY_RULES[2026].deemedDividendDistribution.value.applies).toBe(false)
    const ids = Object.keys(SOURCES)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids.filter((i) => i.startsWith("co-"))) expect(id).toMatch(/^co-[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(DirectorRemunerationInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }
  const valid = { taxYear: 2026, isNonDomiciled: false, corporateGrossProfit: 100_000, operatingExpenses: 10_000 }

  it("{} gives an issue for every required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual([
      "corporateGrossProfit",
      "isNonDomiciled",
      "operatingExpenses",
      "taxYear"
    ])
    expect(found.taxYear).toMatch(/2025 or 2026/)
  })

  it("refuses money above EUR 1,000,000 in every money field", () => {
    for (const key of [
      "corporateGrossProfit",
      "operatingExpenses",
      "annualCorporateAdminCost",
      "directorSalaryAllocation"
    ]) {
      const found = issues({ ...valid, [key]: 1_000_000.01 })
      expect(Object.keys(found)).toEqual([key])
      expect(found[key]).toMatch(/at most EUR 1,000,000/)
    }
    expect(issues({ ...valid, corporateGrossProfit: 1_000_000 })).toEqual({})
  })

  it("refuses negative amounts and a year without rules, listing the years", () => {
    expect(Object.keys(issues({ ...valid, operatingExpenses: -1 }))).toEqual(["operatingExpenses"])
    const found = issues({ ...valid, taxYear: 2024 })
    expect(Object.keys(found)).toEqual(["taxYear"])
    expect(found.taxYear).toBe(
      'taxYear must be a tax year with rules: 2025 or 2026 (a whole number such as 2026; the string "2026" is accepted too)'
    )
    expect(issues({ ...valid, taxYear: "2024" })).toEqual(found)
  })

  it("takes the year as a number or as its string, the same answer either way", () => {
    expect(issues({ ...valid, taxYear: "2026" })).toEqual({})
    expect(decode({ ...valid, taxYear: "2026" })).toEqual(decode(valid))
  })

  it("examples[0] is ready to send and every example runs", () => {
    const examples = Schema.resolveAnnotations(DirectorRemunerationInput)?.examples ?? []
    expect(examples[0]).toEqual({
      taxYear: 2026,
      isNonDomiciled: false,
      corporateGrossProfit: 150_000,
      operatingExpenses: 48_000
    })
    for (const ex of examples) {
      expect(
        Exit.isSuccess(Effect.runSyncExit(optimizeCompanyDirectorRemuneration.run(decode(ex), TEST_ENVIRONMENT)))
      ).toBe(true)
    }
  })

  it("is the published tool", () => {
    expect(optimizeCompanyDirectorRemuneration.name).toBe("optimize_company_director_remuneration")
    expect(optimizeCompanyDirectorRemuneration.access).toBe("anonymous")
    expect(optimizeCompanyDirectorRemuneration.readOnly).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const eur = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100)
const inputArb = fc.record({
  taxYear: fc.constantFrom(2025 as const, 2026 as const),
  isNonDomiciled: fc.boolean(),
  corporateGrossProfit: eur(1_000_000),
  operatingExpenses: fc.oneof(eur(1_000_000), eur(50_000)),
  annualCorporateAdminCost: eur(10_000)
})

describe("properties", () => {
  it("the best split is at least as good as both corners and every split of a coarse grid", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = calc(input)
        expect(out.netCash).toBeGreaterThanOrEqual(out.corners.allSalary.netCash)
        expect(out.netCash).toBeGreaterThanOrEqual(out.corners.allDividend.netCash)
        const top = out.search.salaryTo
        // 13 steps: points that are not on the optimiser's own 100-step grid
        for (let k = 0; k <= 13; k++) {
          expect(out.netCash).toBeGreaterThanOrEqual(
            evaluateSplit(input, Math.round(((top * k) / 13) * 100) / 100).netCash
          )
        }
      }),
      { numRuns: 300 }
    )
  })

  it("taxes are never negative, and net cash is between 0 and the profit", () => {
    fc.assert(
      fc.property(inputArb, fc.option(eur(1_000_000), { nil: undefined }), (base, fixed) => {
        const input = fixed === undefined ? base : { ...base, directorSalaryAllocation: fixed }
        const out = calc(input)
        const { traces: _, ...personalTaxes } = out.personalTaxes
        for (const v of [
          out.corporateTax,
          out.employerContributions,
          ...Object.values(personalTaxes),
          ...Object.values(out.employerBreakdown).map((p) => p.amount),
          out.soleTrader.incomeTax,
          out.soleTrader.socialInsurance,
          out.soleTrader.gesy
        ]) {
          expect(v).toBeGreaterThanOrEqual(0)
        }
        expect(out.netCash).toBeGreaterThanOrEqual(0)
        const profit = Math.max(0, out.breakdown.profitBeforeDirectorPay)
        expect(out.netCash - out.breakdown.salaryFundedOutsideProfit).toBeLessThanOrEqual(profit)
        if (fixed === undefined) expect(out.netCash).toBeLessThanOrEqual(profit)
        for (const p of out.series.filter((q) => q.salary <= out.search.salaryTo))
          expect(p.netCash).toBeLessThanOrEqual(profit)
      }),
      { numRuns: 200 }
    )
  })
})
