import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import { calculateIncomeTax } from "../../../src/domain/income-tax/calculate.ts"
import { checkIncomeTaxInput } from "../../../src/domain/income-tax/check.ts"
import { IncomeTaxInput } from "../../../src/domain/income-tax/input.ts"
import type { IncomeTaxOutput } from "../../../src/domain/income-tax/output.ts"
import { calculateCyprusIncomeTax } from "../../../src/tools/calculate_cyprus_income_tax/tool.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT, toolByName } from "../../support/compute.ts"

const TOOL = "calculate_cyprus_income_tax"
const decode = Schema.decodeUnknownSync(IncomeTaxInput)
/** Through the pipeline: the input passes its checks and the result fits its own output schema. */
const calc = (raw: unknown) => computeOutput<IncomeTaxOutput>(TOOL, raw)

interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly expected: {
    readonly si: number
    readonly gesy: number
    readonly taxable: number
    readonly tax: number
    readonly net: number
  }
  /** the hand calculation; EUR, rounded to cents half away from zero */
  readonly arithmetic: string
  readonly source: string
}

const CASES: ReadonlyArray<Case> = [
  {
    name: "2025, private employee, 30,000 (reference row)",
    input: { salaryIncome: 30_000, employmentType: "private", legislationVersion: "2025" },
    expected: { si: 2_640, gesy: 795, taxable: 26_565, tax: 1_413, net: 25_152 },
    arithmetic:
      "SI 8.8% x 30,000 = 2,640; GESY 2.65% x 30,000 = 795; taxable 30,000 - 3,435 = 26,565; " +
      "tax (26,565 - 19,500) x 20% = 1,413; net 30,000 - 1,413 - 2,640 - 795 = 25,152",
    source: "shared/reference/income-tax-and-contributions.md, worked reference figures"
  },
  {
    name: "2026, private employee, 30,000 (reference row)",
    input: { salaryIncome: 30_000, employmentType: "private", legislationVersion: "2026" },
    expected: { si: 2_640, gesy: 795, taxable: 26_565, tax: 913, net: 25_652 },
    arithmetic: "taxable 26,565 as above; tax (26,565 - 22,000) x 20% = 913; net 30,000 - 913 - 2,640 - 795 = 25,652",
    source: "shared/reference/income-tax-and-contributions.md, worked reference figures"
  },
  {
    name: "2025, private employee, 60,000 (reference row)",
    input: { salaryIncome: 60_000, employmentType: "private", legislationVersion: "2025" },
    expected: { si: 5_280, gesy: 1_590, taxable: 53_130, tax: 8_824, net: 44_306 },
    arithmetic:
      "SI 8.8% x 60,000 = 5,280 (below 66,612); GESY 1,590; taxable 53,130; " +
      "tax 1,700 + 2,075 + (53,130 - 36,300) x 30% = 5,049 -> 8,824; net 60,000 - 8,824 - 5,280 - 1,590 = 44,306",
    source: "shared/reference/income-tax-and-contributions.md, worked reference figures"
  },
  {
    name: "2026, private employee, 60,000 (reference row)",
    input: { salaryIncome: 60_000, employmentType: "private", legislationVersion: "2026" },
    expected: { si: 5_280, gesy: 1_590, taxable: 53_130, tax: 7_839, net: 45_291 },
    arithmetic: "tax 2,000 + 2,500 + (53,130 - 42,000) x 30% = 3,339 -> 7,839; net 60,000 - 7,839 - 6,870 = 45,291",
    source: "shared/reference/income-tax-and-contributions.md, worked reference figures"
  },
  {
    name: "2024, civil servant, 80,000: the social insurance ceiling bites",
    input: { salaryIncome: 80_000, employmentType: "civil", legislationVersion: "2024" },
    expected: { si: 5_532.38, gesy: 2_120, taxable: 72_347.62, tax: 15_206.67, net: 57_140.95 },
    arithmetic:
      "SI 8.8% x 62,868 (2024 ceiling) = 5,532.384 -> 5,532.38; GESY 2.65% x 80,000 = 2,120; " +
      "cap 1/5 x 80,000 = 16,000 not reached; taxable 80,000 - 5,532.38 - 2,120 = 72,347.62; " +
      "tax 10,885 + (72,347.62 - 60,000) x 35% = 4,321.667 -> 15,206.67; net 80,000 - 15,206.67 - 5,532.38 - 2,120 = 57,140.95",
    source: "derived by hand from rules: 2024 bands, SI ceiling 62,868 (KPMG flash alert 2023-254), GESY 2.65%"
  },
  {
    name: "2026, private employee, 200,000: the GESY 180,000 ceiling bites",
    input: { salaryIncome: 200_000, employmentType: "private", legislationVersion: "2026" },
    expected: { si: 6_063.55, gesy: 4_770, taxable: 189_166.45, tax: 54_508.26, net: 134_658.19 },
    arithmetic:
      "SI 8.8% x 68,904 = 6,063.552 -> 6,063.55; GESY 2.65% x 180,000 = 4,770; " +
      "taxable 200,000 - 6,063.55 - 4,770 = 189,166.45; tax 13,500 + (189,166.45 - 72,000) x 35% = 41,008.2575 -> 54,508.26; " +
      "net 200,000 - 54,508.26 - 6,063.55 - 4,770 = 134,658.19",
    source: "derived by hand from rules: 2026 bands, SI ceiling 68,904, GESY ceiling 180,000"
  },
  {
    name: "2024, self-employed professional (first 10 years) below the category minimum",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2024",
      turnover: 30_000,
      businessExpenses: 10_000,
      occupationalCategory: "professional-up-to-10-years"
    },
    expected: { si: 3_901.5, gesy: 800, taxable: 16_000, tax: 0, net: 15_298.5 },
    arithmetic:
      "profit 30,000 - 10,000 = 20,000 < 2024 minimum 23,503; SI 16.6% x 23,503 = 3,901.498 -> 3,901.50; " +
      "GESY 4% x 20,000 = 800; SI + GESY 4,701.50 > cap 1/5 x 20,000 = 4,000 -> 4,000 deducted; taxable 16,000; tax 0; " +
      "net 20,000 - 3,901.50 - 800 = 15,298.50",
    source:
      "derived by hand; category 2a minimum 23,503 for 2024 (logistaras.com), matching research note §5.2 E (3,901.50)"
  },
  {
    name: "2026, self-employed with no confirmed category minimum: 1/5 cap bites",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2026",
      turnover: 80_000,
      businessExpenses: 20_000,
      occupationalCategory: "other"
    },
    expected: { si: 9_960, gesy: 2_400, taxable: 48_000, tax: 6_300, net: 41_340 },
    arithmetic:
      "profit 60,000; SI 16.6% x 60,000 = 9,960 (no minimum applied, disclosed); GESY 4% x 60,000 = 2,400; " +
      "12,360 > cap 12,000 -> 12,000 deducted; taxable 48,000; tax 4,500 + 6,000 x 30% = 6,300; net 60,000 - 6,300 - 9,960 - 2,400 = 41,340",
    source: "derived by hand from rules: SI 16.6%, GESY 4%, art. 14 cap 1/5, 2026 bands"
  },
  {
    name: "2025, self-employed with a salary too: one shared SI ceiling",
    input: {
      salaryIncome: 50_000,
      employmentType: "self-employed",
      legislationVersion: "2025",
      turnover: 30_000,
      occupationalCategory: "professional-up-to-10-years"
    },
    expected: { si: 7_157.59, gesy: 2_525, taxable: 70_317.41, tax: 14_496.09, net: 55_821.32 },
    arithmetic:
      "employee SI 8.8% x 50,000 = 4,400; ceiling left 66,612 - 50,000 = 16,612; self-employed SI 16.6% x 16,612 = " +
      "2,757.592 -> 2,757.59; SI 7,157.59; GESY 2.65% x 50,000 + 4% x 30,000 = 1,325 + 1,200 = 2,525; " +
      "taxable 80,000 - 9,682.59 = 70,317.41; tax 10,885 + 10,317.41 x 35% = 3,611.0935 -> 14,496.09; net 80,000 - 14,496.09 - 7,157.59 - 2,525 = 55,821.32",
    source: "derived by hand; the shared-ceiling order (salary first) is a disclosed modelling choice"
  },
  {
    name: "2026, employee with life insurance and pension fund: the 1/5 cap reduces the deductions",
    input: {
      salaryIncome: 50_000,
      employmentType: "private",
      legislationVersion: "2026",
      lifeInsurancePremiums: 6_000,
      lifeInsuranceSumInsured: 100_000,
      pensionFundContributions: 2_000
    },
    expected: { si: 4_400, gesy: 1_325, taxable: 40_000, tax: 4_000, net: 40_275 },
    arithmetic:
      "life limit 7% x 100,000 = 7,000 (6,000 qualifies); pension limit 10% x 50,000 = 5,000 (2,000 qualifies); " +
      "4,400 + 1,325 + 2,000 + 6,000 = 13,725 > cap 1/5 x 50,000 = 10,000 -> 10,000; taxable 40,000; " +
      "tax 2,000 + 8,000 x 25% = 4,000; net 50,000 - 4,000 - 4,400 - 1,325 = 40,275",
    source: "derived by hand from art. 14 limits (pagecorpgroup.com 2019; neo.law 2020)"
  },
  {
    name: "2026, art. 8(23A) 50% exemption applied, 100,000",
    input: {
      salaryIncome: 100_000,
      employmentType: "private",
      legislationVersion: "2026",
      employmentExemption: {
        type: "50-percent",
        employmentStartDate: "2024-03-01",
        consecutiveNonResidentYearsBeforeStart: 20
      }
    },
    expected: { si: 6_063.55, gesy: 2_650, taxable: 41_286.45, tax: 4_321.61, net: 86_964.84 },
    arithmetic:
      "exempt 50% x 100,000 = 50,000; SI 6,063.55; GESY 2,650; cap 1/5 x 50,000 = 10,000 not reached; " +
      "taxable 100,000 - 50,000 - 8,713.55 = 41,286.45; tax 2,000 + 9,286.45 x 25% = 2,321.6125 -> 4,321.61; " +
      "net 100,000 - 4,321.61 - 6,063.55 - 2,650 = 86,964.84",
    source: "research note tax-rules-research.md §5.2 C (4,321.61), re-derived by hand"
  },
  {
    name: "2026, art. 8(23A) refused: only 12 non-resident years",
    input: {
      salaryIncome: 100_000,
      employmentType: "private",
      legislationVersion: "2026",
      employmentExemption: {
        type: "50-percent",
        employmentStartDate: "2024-03-01",
        consecutiveNonResidentYearsBeforeStart: 12
      }
    },
    expected: { si: 6_063.55, gesy: 2_650, taxable: 91_286.45, tax: 20_250.26, net: 71_036.19 },
    arithmetic:
      "no exemption; taxable 100,000 - 8,713.55 = 91,286.45; tax 13,500 + 19,286.45 x 35% = 6,750.2575 -> 20,250.26; " +
      "net 100,000 - 20,250.26 - 8,713.55 = 71,036.19",
    source: "derived by hand; 15-year condition from the 30 Jun 2023 amendment (Moore Limassol, KPMG 2023-150)"
  },
  {
    name: "2025, art. 8(21A) 20% exemption applied, 40,000",
    input: {
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2025",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2023-09-01",
        consecutiveNonResidentYearsBeforeStart: 5,
        employedAbroadBeforeStart: true
      }
    },
    expected: { si: 3_520, gesy: 1_060, taxable: 27_420, tax: 1_584, net: 33_836 },
    arithmetic:
      "exempt min(20% x 40,000, 8,550) = 8,000 (tax year 2025 within 2024-2030); taxable 40,000 - 8,000 - 3,520 - 1,060 = 27,420; " +
      "tax (27,420 - 19,500) x 20% = 1,584; net 40,000 - 1,584 - 3,520 - 1,060 = 33,836",
    source: "derived by hand from art. 8(21A) (Chambers 2022; Moore Limassol 2022)"
  },
  {
    name: "2025, art. 8(21A) refused: not employed abroad before starting",
    input: {
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2025",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2023-09-01",
        consecutiveNonResidentYearsBeforeStart: 5,
        employedAbroadBeforeStart: false
      }
    },
    expected: { si: 3_520, gesy: 1_060, taxable: 35_420, tax: 3_555, net: 31_865 },
    arithmetic:
      "no exemption; taxable 40,000 - 4,580 = 35,420; tax 1,700 + (35,420 - 28,000) x 25% = 1,855 -> 3,555; net 40,000 - 3,555 - 4,580 = 31,865",
    source: "derived by hand"
  },
  {
    name: "2026, art. 8(21A) at its EUR 8,550 cap, 60,000",
    input: {
      salaryIncome: 60_000,
      employmentType: "private",
      legislationVersion: "2026",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2022-09-01",
        consecutiveNonResidentYearsBeforeStart: 3,
        employedAbroadBeforeStart: true
      }
    },
    expected: { si: 5_280, gesy: 1_590, taxable: 44_580, tax: 5_274, net: 47_856 },
    arithmetic:
      "20% x 60,000 = 12,000 -> capped at 8,550; taxable 60,000 - 8,550 - 6,870 = 44,580; " +
      "tax 4,500 + 2,580 x 30% = 774 -> 5,274; net 60,000 - 5,274 - 6,870 = 47,856",
    source: "derived by hand"
  },
  {
    name: "2026, non-resident with a child: 2026 personal deductions refused",
    input: {
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2026",
      isTaxResident: false,
      dependentChildren: 1,
      familyIncome: 40_000
    },
    expected: { si: 3_520, gesy: 1_060, taxable: 35_420, tax: 2_855, net: 32_565 },
    arithmetic:
      "child deduction refused (residents only); taxable 40,000 - 3,520 - 1,060 = 35,420; " +
      "tax 2,000 + 3,420 x 25% = 855 -> 2,855; net 40,000 - 2,855 - 4,580 = 32,565",
    source: "derived by hand; residents-only reading of the Tax Department guide (Politis, 9 Jan 2026)"
  },
  {
    name: "2026, one parent of a couple, two children, mortgage interest share 1,500",
    input: {
      salaryIncome: 45_000,
      employmentType: "private",
      legislationVersion: "2026",
      dependentChildren: 2,
      householdType: "couple",
      familyIncome: 90_000,
      housingCostPaid: 1_500
    },
    expected: { si: 3_960, gesy: 1_192.5, taxable: 36_097.5, tax: 3_024.38, net: 36_823.12 },
    arithmetic:
      "children 1,000 + 1,250 = 2,250; housing 1,500; taxable 45,000 - 3,960 - 1,192.50 - 2,250 - 1,500 = 36,097.50; " +
      "tax 2,000 + 4,097.50 x 25% = 1,024.375 -> 3,024.38; net 45,000 - 3,024.38 - 3,960 - 1,192.50 = 36,823.12",
    source: "research note tax-rules-research.md §5.2 A (3,024.38), re-derived by hand"
  },
  {
    name: "2026, single parent, one child, mortgage interest 5,000, income 80,000",
    input: {
      salaryIncome: 80_000,
      employmentType: "private",
      legislationVersion: "2026",
      dependentChildren: 1,
      isSingleParent: true,
      familyIncome: 80_000,
      housingCostPaid: 5_000
    },
    expected: { si: 6_063.55, gesy: 2_120, taxable: 67_816.45, tax: 12_244.94, net: 59_571.51 },
    arithmetic:
      "child 1,000 x 2 = 2,000; housing min(5,000, 2,000) = 2,000; taxable 80,000 - 6,063.55 - 2,120 - 4,000 = 67,816.45; " +
      "tax 4,500 + 25,816.45 x 30% = 7,744.935 -> 12,244.94; net 80,000 - 12,244.94 - 6,063.55 - 2,120 = 59,571.51",
    source: "Tax Department guide example as reported by cyprus-today.online (2,000 + 2,000); tax derived by hand"
  },
  {
    name: "2026, family income 120,000 over the 100,000 limit for two children: deductions refused",
    input: {
      salaryIncome: 60_000,
      employmentType: "private",
      legislationVersion: "2026",
      dependentChildren: 2,
      householdType: "couple",
      familyIncome: 120_000,
      housingCostPaid: 2_000,
      greenInvestment: 1_000
    },
    expected: { si: 5_280, gesy: 1_590, taxable: 53_130, tax: 7_839, net: 45_291 },
    arithmetic:
      "family income 120,000 > 100,000 (0-2 children): child, housing and green all 0; same figures as the 2026 60,000 row",
    source: "derived by hand; limits from shiakas.com (12 Jan 2026) and Cyprus Mail (13 Jan 2026)"
  },
  {
    name: "2026, family income 120,000 with three children is within the 150,000 limit",
    input: {
      salaryIncome: 60_000,
      employmentType: "private",
      legislationVersion: "2026",
      dependentChildren: 3,
      householdType: "couple",
      familyIncome: 120_000
    },
    expected: { si: 5_280, gesy: 1_590, taxable: 49_380, tax: 6_714, net: 46_416 },
    arithmetic:
      "children 1,000 + 1,250 + 1,500 = 3,750; taxable 53,130 - 3,750 = 49,380; tax 4,500 + 7,380 x 30% = 2,214 -> 6,714; " +
      "net 60,000 - 6,714 - 5,280 - 1,590 = 46,416",
    source: "derived by hand"
  },
  {
    name: "2026, housing and green deductions above their limits, couple without children",
    input: {
      salaryIncome: 35_000,
      employmentType: "private",
      legislationVersion: "2026",
      householdType: "couple",
      familyIncome: 70_000,
      housingCostPaid: 3_000,
      greenInvestment: 2_500
    },
    expected: { si: 3_080, gesy: 927.5, taxable: 27_992.5, tax: 1_198.5, net: 29_794 },
    arithmetic:
      "housing min(3,000, 2,000) = 2,000; green min(2,500, 1,000) = 1,000; taxable 35,000 - 3,080 - 927.50 - 3,000 = 27,992.50; " +
      "tax (27,992.50 - 22,000) x 20% = 1,198.50; net 35,000 - 1,198.50 - 3,080 - 927.50 = 29,794",
    source:
      "derived by hand; caps from Cyprus Mail and Sigmalive (Jan 2026); couple limit 100,000 without children (pgeconomides.eu, 14 Jan 2026)"
  },
  {
    name: "2026, salary 30,000 and rent 12,000",
    input: { salaryIncome: 30_000, employmentType: "private", legislationVersion: "2026", rentalIncome: 12_000 },
    expected: { si: 2_640, gesy: 1_113, taxable: 35_847, tax: 2_961.75, net: 35_285.25 },
    arithmetic:
      "rental allowance 20% x 12,000 = 2,400; GESY 795 + 2.65% x 12,000 = 318 -> 1,113; cap 1/5 x 39,600 = 7,920 not reached; " +
      "taxable 42,000 - 2,400 - 2,640 - 1,113 = 35,847; tax 2,000 + 3,847 x 25% = 961.75 -> 2,961.75; net 42,000 - 2,961.75 - 2,640 - 1,113 = 35,285.25",
    source: "derived by hand; 20% allowance (Mondaq 2024), GESY on gross rent (Deloitte)"
  }
]

describe("calculateIncomeTax: worked examples", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const out = calc(c.input)
      expect({
        si: out.socialInsurance.amount,
        gesy: out.gesy.amount,
        taxable: out.taxableIncome,
        tax: out.incomeTax,
        net: out.netAnnualIncome
      }).toEqual(c.expected)
      expect(out.totalContributionsAndTax).toBeCloseTo(c.expected.si + c.expected.gesy + c.expected.tax, 2)
    })
  }
})

describe("calculateIncomeTax: details of the worked examples", () => {
  const byName = (prefix: string) => {
    const c = CASES.find((x) => x.name.startsWith(prefix))
    if (c === undefined) throw new Error(prefix)
    return calc(c.input)
  }

  it("reports monthly net, effective rate and bands for 2026 / 30,000", () => {
    const out = byName("2026, private employee, 30,000")
    expect(out.netMonthlyIncome).toBe(2_137.67) // 25,652 / 12 = 2,137.666...
    expect(out.effectiveTaxRatePercent).toBe(3.04) // 913 / 30,000 = 3.0433%
    expect(out.incomeTaxByBand[1]).toEqual({
      from: 22_000,
      to: 32_000,
      ratePercent: 20,
      amountInBand: 4_565,
      tax: 913,
      rule: expect.stringContaining("Income Tax Law 118(I)/2002 as amended by the 2026 tax reform"),
      year: 2026,
      // the law's article first (cylaw art. 25), then the secondary sources the figures were read in
      sources: [
        "itl-cylaw-art25",
        "politis-td-guide-2026",
        "shiakas-2026-reform",
        "filenews-2026-examples",
        "acla-2026-reform",
        "lawyersincyprus-2026-reform"
      ]
    })
    expect(out.incomeTaxByBand[4]?.to).toBeNull()
    expect(out.legislationYearDefaulted).toBe(false)
  })

  it("shows the GESY base capped at 180,000", () => {
    const out = byName("2026, private employee, 200,000")
    expect(out.gesy.base).toBe(180_000)
    expect(out.socialInsurance.insurableEarnings).toBe(68_904)
    expect(out.effectiveTaxRatePercent).toBe(27.25)
  })

  it("applies the category minimum and discloses it", () => {
    const out = byName("2024, self-employed professional")
    expect(out.socialInsurance.parts).toEqual([
      {
        kind: "self-employed",
        ratePercent: 16.6,
        insurableEarnings: 23_503,
        minimumInsurableIncome: 23_503,
        amount: 3_901.5
      }
    ])
    expect(out.article14Cap).toMatchObject({ cap: 4_000, reduced: true })
    expect(out.assumptions.join(" ")).toMatch(/below the 2024 minimum/)
  })

  it("discloses an unconfirmed category minimum", () => {
    const out = byName("2026, self-employed with no confirmed")
    expect(out.socialInsurance.parts[0]?.minimumInsurableIncome).toBeNull()
    expect(out.assumptions.join(" ")).toMatch(/not confirmed/)
    expect(out.article14Cap.note).toMatch(/exceed 1\/5/)
  })

  it("splits social insurance and GESY for salary plus self-employment", () => {
    const out = byName("2025, self-employed with a salary")
    expect(out.socialInsurance.ratePercent).toBeNull()
    expect(out.socialInsurance.parts.map((p) => p.amount)).toEqual([4_400, 2_757.59])
    expect(out.gesy.parts.map((p) => [p.income, p.amount])).toEqual([
      ["salary", 1_325],
      ["self-employment", 1_200]
    ])
    expect(out.assumptions.join(" ")).toMatch(/one yearly social insurance ceiling/)
    expect(out.assumptions.join(" ")).toMatch(/businessExpenses was omitted/)
  })

  it("allocates the 1/5 cap and says so", () => {
    const out = byName("2026, employee with life insurance")
    const life = out.deductions.find((d) => d.name.startsWith("Life insurance"))
    expect(life).toMatchObject({ claimed: 6_000, allowed: 2_275, note: "Reduced by the 1/5 cap." })
    expect(out.article14Cap).toEqual({
      base: 50_000,
      cap: 10_000,
      claimedWithinCap: 13_725,
      allowedWithinCap: 10_000,
      reduced: true,
      note: "The contributions and premiums of art. 14 (EUR 13,725.00) exceed 1/5 of income (EUR 10,000.00); only EUR 10,000.00 is deducted.",
      rule: "Income Tax Law 118(I)/2002, art. 14 (1/5 since tax year 2019, amending law published in the Official Gazette on 19 Dec 2019)",
      year: 2026,
      sources: [
        "hh-cylaw-itl-art14",
        "pagecorp-art14-2019",
        "neo-art14-2020",
        "dplaw-art14-2019",
        "cyprus-mail-art14-2020"
      ]
    })
  })

  it("reports the 50% exemption as applied with its conditions", () => {
    const out = byName("2026, art. 8(23A) 50% exemption applied")
    expect(out.employmentExemption).toMatchObject({ type: "50-percent", applied: true, amount: 50_000 })
    expect(out.employmentExemption?.rule).toMatch(/art\. 8\(23A\)/)
    expect(out.employmentExemption?.reasons.length).toBe(3)
  })

  it("refuses the 50% exemption with the reason", () => {
    const out = byName("2026, art. 8(23A) refused")
    expect(out.employmentExemption).toMatchObject({ applied: false, amount: 0 })
    expect(out.employmentExemption?.reasons).toEqual([
      "Not resident for only 12 consecutive years before starting; at least 15 are needed (art. 8(23A) as amended 2023)."
    ])
  })

  it("refuses the 50% exemption at or below 55,000", () => {
    const out = calc({
      salaryIncome: 55_000,
      employmentType: "private",
      legislationVersion: "2026",
      employmentExemption: {
        type: "50-percent",
        employmentStartDate: "2024-03-01",
        consecutiveNonResidentYearsBeforeStart: 20
      }
    })
    expect(out.employmentExemption?.applied).toBe(false)
    expect(out.employmentExemption?.reasons.join(" ")).toMatch(/does not exceed EUR 55,000/)
  })

  it("reports the 20% exemption and refuses it in the year employment starts", () => {
    expect(byName("2025, art. 8(21A) 20% exemption applied").employmentExemption).toMatchObject({
      applied: true,
      amount: 8_000
    })
    expect(byName("2026, art. 8(21A) at its").employmentExemption).toMatchObject({ applied: true, amount: 8_550 })
    const refused = byName("2025, art. 8(21A) refused")
    expect(refused.employmentExemption?.reasons.join(" ")).toMatch(/Not employed abroad/)
    const sameYear = calc({
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2025",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2025-02-01",
        consecutiveNonResidentYearsBeforeStart: 5,
        employedAbroadBeforeStart: true
      }
    })
    expect(sameYear.employmentExemption?.applied).toBe(false)
    expect(sameYear.employmentExemption?.reasons.join(" ")).toMatch(/outside the 7 tax years 2026-2032/)
  })

  it("refuses the 20% exemption when the prior-employment fact is missing (never assumed)", () => {
    const out = calc({
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2025",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2023-09-01",
        consecutiveNonResidentYearsBeforeStart: 5
      }
    })
    expect(out.employmentExemption?.applied).toBe(false)
    expect(out.employmentExemption?.reasons.join(" ")).toMatch(/employedAbroadBeforeStart was not given/)
  })

  it("applies the old art. 8(21) to employment started before 26 Jul 2022", () => {
    // 20% x 40,000 = 8,000 (year 2024 within 2022-2026); taxable 40,000 - 8,000 - 3,520 - 1,060 = 27,420;
    // 2024 tax (27,420 - 19,500) x 20% = 1,584. Derived by hand from old art. 8(21) (RSM Cyprus; Moore Limassol 2022).
    const out = calc({
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2024",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2021-05-01",
        consecutiveNonResidentYearsBeforeStart: 1
      }
    })
    expect(out.employmentExemption).toMatchObject({ applied: true, amount: 8_000 })
    expect(out.employmentExemption?.rule).toMatch(/art\. 8\(21\) /)
    expect([out.taxableIncome, out.incomeTax]).toEqual([27_420, 1_584])
  })

  it("gives a civil servant the same figures as a private employee", () => {
    const civil = calc({ salaryIncome: 45_000, employmentType: "civil", legislationVersion: "2026" })
    const priv = calc({ salaryIncome: 45_000, employmentType: "private", legislationVersion: "2026" })
    expect([civil.socialInsurance.amount, civil.gesy.amount, civil.incomeTax, civil.netAnnualIncome]).toEqual([
      priv.socialInsurance.amount,
      priv.gesy.amount,
      priv.incomeTax,
      priv.netAnnualIncome
    ])
    expect(civil.assumptions.join(" ")).toMatch(/Civil servants pay the same/)
  })

  it("applies no exemption and assumes none when the object is absent", () => {
    const out = byName("2026, private employee, 60,000")
    expect(out.employmentExemption).toBeNull()
  })

  it("refuses 2026 personal deductions for a non-resident and discloses non-resident treatment", () => {
    const out = byName("2026, non-resident")
    const child = out.deductions.find((d) => d.name.startsWith("Dependent children"))
    expect(child).toMatchObject({ claimed: 1_000, allowed: 0 })
    expect(child?.note).toMatch(/tax residents/)
    expect(out.isTaxResident).toBe(false)
    expect(out.assumptions.join(" ")).toMatch(/Non-resident/)
  })

  it("doubles child amounts for a single parent", () => {
    const out = byName("2026, single parent")
    expect(out.deductions.find((d) => d.name.startsWith("Dependent children"))).toMatchObject({
      claimed: 2_000,
      allowed: 2_000
    })
    expect(out.deductions.find((d) => d.name.startsWith("Main residence"))).toMatchObject({
      claimed: 5_000,
      allowed: 2_000
    })
  })

  it("explains the family income refusal", () => {
    const out = byName("2026, family income 120,000 over")
    const refused = out.deductions.filter((d) => d.note?.startsWith("Not granted"))
    expect(refused.map((d) => d.allowed)).toEqual([0, 0, 0])
    expect(refused[0]?.note).toMatch(/exceeds the limit of EUR 100,000.00/)
  })

  it("notes the green carry-forward and tests a childless couple against the 100,000 family limit", () => {
    const out = byName("2026, housing and green")
    expect(out.deductions.find((d) => d.name.startsWith("Energy upgrade"))?.note).toMatch(/unused EUR 1,500.00/)
    expect(out.personalDeductionsIncomeTest).toMatchObject({
      householdType: "couple",
      incomeCompared: 70_000,
      limit: 100_000,
      withinLimit: true
    })
  })

  it("deducts the rental allowance and lists the sources used", () => {
    const out = byName("2026, salary 30,000 and rent")
    expect(out.deductions[0]).toMatchObject({ name: "Rental income allowance (20% of gross rent)", allowed: 2_400 })
    expect(out.gesy.ratePercent).toBe(2.65)
    expect(out.sources.map((s) => s.id)).toContain("deloitte-rental-income")
  })
})

describe("defaults and disclosures", () => {
  it("uses 2026 when legislationVersion is omitted and says so", () => {
    const out = calc({ salaryIncome: 30_000, employmentType: "private" })
    expect(out.legislationVersion).toBe("2026")
    expect(out.legislationYearDefaulted).toBe(true)
    expect(out.assumptions[0]).toBe(
      "Tax year 2026 rules were used as the default because legislationVersion was omitted."
    )
    expect(out.assumptions.join(" ")).toMatch(/Treated as a Cyprus tax resident because isTaxResident was omitted/)
    expect(out.incomeTax).toBe(913)
  })

  it("does not list supplied inputs as defaults", () => {
    const out = calc({
      salaryIncome: 30_000,
      employmentType: "private",
      legislationVersion: "2026",
      isTaxResident: true
    })
    expect(out.assumptions.join(" ")).not.toMatch(/default|isTaxResident was omitted/)
  })

  it("summarize ends with the assumptions", () => {
    const { text } = computeAnswer(TOOL, { salaryIncome: 30_000, employmentType: "private" })
    expect(text).toContain("Net annual income EUR 25,652.00; net monthly (annual / 12) EUR 2,137.67.")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: Tax year 2026 rules were used as the default/)
  })

  it("examples[0] is a ready-to-send 2026 private employee on 30,000", () => {
    const examples = Schema.resolveAnnotations(IncomeTaxInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(examples[0]).toEqual({ salaryIncome: 30_000, employmentType: "private", legislationVersion: 2026 })
    // As published (the JSON Schema), the year is in its canonical form for this field, a string (SPEC "Inputs").
    const published = toolByName("calculate_cyprus_income_tax").inputJsonSchema as { examples: Array<unknown> }
    expect(published.examples[0]).toEqual({
      salaryIncome: 30_000,
      employmentType: "private",
      legislationVersion: "2026"
    })
    expect(published).toMatchObject({
      properties: { legislationVersion: { type: "string", enum: ["2024", "2025", "2026"] } }
    })
    for (const ex of examples)
      expect(Exit.isSuccess(Effect.runSyncExit(calculateCyprusIncomeTax.run(decode(ex), TEST_ENVIRONMENT)))).toBe(true)
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(IncomeTaxInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("requires a salary, or another income; with a salary (0 included) the employment type, never inferred", () => {
    const found = issues({})
    expect(Object.keys(found)).toEqual(["salaryIncome"])
    expect(found.salaryIncome).toMatch(
      /ANNUAL.*pensionIncome, foreignPensionIncome, rentalIncome, interestIncome, dividendIncome/
    )
    expect(Object.keys(issues({ salaryIncome: 0 }))).toEqual(["employmentType"])
    expect(Object.keys(issues({ employmentType: "private", pensionIncome: 10_000 }))).toEqual(["salaryIncome"])
    // A pensioner, landlord or saver needs neither; what clients sent before (salaryIncome: 0 with a type) still works.
    expect(issues({ pensionIncome: 10_000 })).toEqual({})
    expect(issues({ salaryIncome: 0, employmentType: "private", rentalIncome: 9_000 })).toEqual({})
  })

  it("asks for the foreign-pension option and for domicile where they decide the answer, never assumes them", () => {
    expect(Object.keys(issues({ foreignPensionIncome: 20_000 }))).toEqual(["foreignPensionTaxation"])
    expect(Object.keys(issues({ interestIncome: 1_000 }))).toEqual(["isNonDomiciled"])
    expect(Object.keys(issues({ dividendIncome: 1_000 }))).toEqual(["isNonDomiciled"])
    // A non-resident pays no SDC: domicile is not asked; a foreign pension is for residents (art. 20).
    expect(issues({ isTaxResident: false, interestIncome: 1_000 })).toEqual({})
    expect(
      Object.keys(issues({ isTaxResident: false, foreignPensionIncome: 1_000, foreignPensionTaxation: "normal" }))
    ).toEqual(["foreignPensionIncome"])
    // Rent keeps working without it (SDC on rent shown, not charged).
    expect(issues({ rentalIncome: 9_000, legislationVersion: 2025 })).toEqual({})
  })

  it("requires turnover and occupationalCategory for the self-employed", () => {
    const found = issues({ salaryIncome: 0, employmentType: "self-employed" })
    expect(Object.keys(found).sort()).toEqual(["occupationalCategory", "turnover"])
  })

  it("rejects self-employment fields for employees, and premiums without a sum insured", () => {
    const found = issues({ salaryIncome: 1, employmentType: "private", turnover: 5, lifeInsurancePremiums: 100 })
    expect(Object.keys(found).sort()).toEqual(["lifeInsuranceSumInsured", "turnover"])
  })

  it("rejects negative amounts", () => {
    expect(Object.keys(issues({ salaryIncome: -1, employmentType: "private" }))).toEqual(["salaryIncome"])
    expect(Object.keys(issues({ salaryIncome: 1, employmentType: "private", rentalIncome: -5 }))).toEqual([
      "rentalIncome"
    ])
  })

  it("rejects an unknown legislationVersion and lists the years that exist", () => {
    const found = issues({ salaryIncome: 1, employmentType: "private", legislationVersion: "2023" })
    expect(found.legislationVersion).toBe(
      'legislationVersion must be a tax year with rules: "2024", "2025" or "2026" (a string such as "2026"; the number 2026 is accepted too)'
    )
    expect(issues({ salaryIncome: 1, employmentType: "private", legislationVersion: 2023 })).toEqual(found)
  })

  it("takes legislationVersion as a string or as a number, the same answer either way (MCP Inspector's CLI sends 2026)", () => {
    const asString = computeOutput<IncomeTaxOutput>("calculate_cyprus_income_tax", {
      salaryIncome: 45_000,
      employmentType: "private",
      legislationVersion: "2025"
    })
    const asNumber = computeOutput<IncomeTaxOutput>("calculate_cyprus_income_tax", {
      salaryIncome: 45_000,
      employmentType: "private",
      legislationVersion: 2025
    })
    expect(asNumber).toEqual(asString)
    expect(asNumber.legislationVersion).toBe("2025")
  })

  it("rejects an unknown employmentType and a bad start date", () => {
    expect(Object.keys(issues({ salaryIncome: 1, employmentType: "freelancer" }))).toEqual(["employmentType"])
    const found = issues({
      salaryIncome: 1,
      employmentType: "private",
      employmentExemption: {
        type: "20-percent",
        employmentStartDate: "2023-02-30",
        consecutiveNonResidentYearsBeforeStart: 3
      }
    })
    expect(Object.keys(found)).toEqual(["employmentExemption.employmentStartDate"])
  })

  it("refuses 2026-only deductions for 2025 with a 400 problem", () => {
    const input = decode({
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: "2025",
      dependentChildren: 2,
      housingCostPaid: 1_000
    })
    const exit = Effect.runSyncExit(calculateCyprusIncomeTax.run(input, TEST_ENVIRONMENT))
    expect(Exit.isFailure(exit)).toBe(true)
    const problem = checkIncomeTaxInput(input)
    expect(problem?._tag).toBe("InputProblem")
    expect(Object.keys(problem?.fieldErrors ?? {}).sort()).toEqual(["dependentChildren", "housingCostPaid"])
    expect(problem?.fieldErrors.dependentChildren?.[0]).toMatch(/from tax year 2026/)
    expect(problem?.hint).toMatch(/2026/)
  })

  it("requires householdType and familyIncome for the income-tested 2026 deductions", () => {
    const problem = checkIncomeTaxInput(
      decode({ salaryIncome: 40_000, employmentType: "private", dependentChildren: 1 })
    )
    expect(Object.keys(problem?.fieldErrors ?? {}).sort()).toEqual(["familyIncome", "householdType"])
    const disasterOnly = decode({
      salaryIncome: 40_000,
      employmentType: "private",
      naturalDisasterInsurancePremium: 300
    })
    expect(checkIncomeTaxInput(disasterOnly)).toBeNull()
    expect(calculateIncomeTax(disasterOnly).deductions.find((d) => d.name.startsWith("Home insurance"))?.allowed).toBe(
      300
    )
  })
})

describe("formatCents", () => {
  it("groups thousands and keeps two decimals, like en-US", async () => {
    const { formatCents } = await import("../../../src/core/format.ts")
    for (const cents of [0, 5, 99, 100, 123456, 100000000, -2564567, 2137_67]) {
      expect(formatCents(cents)).toBe(
        (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      )
    }
  })
})

describe("an amount sent with a half cent (issue 35: money rounded once, as a person rounds it)", () => {
  it("is taken to the cent half away from zero: 40,000.005 is 40,000.01, not 40,000.00", () => {
    // 40,000.005 is stored as 40000.004999999997..., so Math.round(40000.005 * 100) = 4,000,000 (a cent short);
    // core/money.ts cents() rounds the decimal amount as typed: 4,000,001 cents. Social insurance 8.8% of
    // 40,000.01 = 3,520.00088 -> 3,520.00; GESY 2.65% = 1,060.000265 -> 1,060.00.
    const out = calc({ salaryIncome: 40_000.005, employmentType: "private", legislationVersion: "2026" })
    expect([out.income.salary, out.income.total]).toEqual([40_000.01, 40_000.01])
    expect([out.socialInsurance.amount, out.gesy.amount]).toEqual([3_520, 1_060])
  })
})

describe("a salary that is plausibly monthly (issue 23)", () => {
  it("is taken as annual, unchanged, and the answer says it may be monthly", () => {
    // 2,500 is below PLAUSIBLY_MONTHLY_SALARY_BELOW (6,000): taxed as an annual 2,500 (all in the 0% band), with the
    // note.
    const monthly = calc({ salaryIncome: 2_500, employmentType: "private", legislationVersion: "2026" })
    expect(monthly.income.total).toBe(2_500)
    expect(monthly.incomeTax).toBe(0)
    expect(monthly.assumptions.join(" ")).toMatch(
      /salaryIncome EUR 2,500 was taken as the ANNUAL salary.*may be a monthly figure/
    )
    // At and above the threshold, and at 0 (self-employed only), no such note.
    for (const salaryIncome of [6_000, 30_000]) {
      expect(
        calc({ salaryIncome, employmentType: "private", legislationVersion: "2026" }).assumptions.join(" ")
      ).not.toMatch(/may be a monthly figure/)
    }
    expect(
      calc({ salaryIncome: 0, employmentType: "private", legislationVersion: "2026" }).assumptions.join(" ")
    ).not.toMatch(/may be a monthly figure/)
  })
})

describe("sources say what kind they are (issue 21: the answer says when a figure rests on a secondary copy)", () => {
  it("lists each source with its kind: the law first, then the copies the figures were read in", () => {
    const out = calc({ salaryIncome: 30_000, employmentType: "private", legislationVersion: "2026" })
    const sources = out.sources
    expect(sources.find((s) => s.id === "itl-cylaw-art25")?.kind).toBe("law")
    expect(sources.find((s) => s.id === "shiakas-2026-reform")?.kind).toBe("secondary")
    for (const source of sources) expect(["law", "official", "big4", "secondary"]).toContain(source.kind)
  })
})
