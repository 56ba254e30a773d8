import { describe, expect, it } from "vitest"
import type { IncomeTaxOutput } from "../../../src/domain/income-tax/output.ts"
import { DEFENCE_CONTRIBUTION_RULES } from "../../../src/rules/defence-contribution.ts"
import { computeOutput } from "../../support/compute.ts"

// Pensions, rent, interest and dividends in the income tax (issue 37): worked examples to the cent, the arithmetic
// derived from the rules (Income Tax Law art. 8, 20, 25 and the 2nd Schedule; GHS Law art. 19; SDC Law art. 3).
// Bands: 2024-2025 0% to 19,500, 20% to 28,000, 25% to 36,300, 30% to 60,000, 35% above; 2026 0% to 22,000, 20% to
// 32,000, 25% to 42,000, 30% to 72,000, 35% above. GESY 2.65% on every income of a resident (4% self-employed), one
// EUR 180,000 ceiling filled by employment first. SDC (resident and domiciled): interest 17%; dividends 17% to 2025,
// 5% in 2026; rent 3% of 75% of the gross to 2025, none in 2026. Art. 20: 5% above EUR 3,420.
const calc = (raw: Record<string, unknown>) => computeOutput<IncomeTaxOutput>("calculate_cyprus_income_tax", raw)

interface Expected {
  readonly incomeTax: number
  readonly gesy: number
  readonly socialInsurance?: number
  readonly defenceContribution: number
  readonly taxable: number
  readonly net: number
}

const CASES: ReadonlyArray<{ name: string; input: Record<string, unknown>; expected: Expected; arithmetic: string }> = [
  {
    name: "2025, a Cyprus pensioner on 24,000",
    input: { legislationVersion: 2025, pensionIncome: 24_000 },
    expected: {
      incomeTax: 772.8,
      gesy: 636,
      socialInsurance: 0,
      defenceContribution: 0,
      taxable: 23_364,
      net: 22_591.2
    },
    arithmetic:
      "GESY 2.65% x 24,000 = 636 (art. 14 deduction); taxable 24,000 - 636 = 23,364; tax (23,364 - 19,500) x 20% = " +
      "772.80; net 24,000 - 772.80 - 636 = 22,591.20; no social insurance on a pension"
  },
  {
    name: "2024, a foreign pension of 30,000 taxed at 5% (the cheaper option here)",
    input: { legislationVersion: 2024, foreignPensionIncome: 30_000, foreignPensionTaxation: "flat-5" },
    expected: { incomeTax: 1_329, gesy: 795, defenceContribution: 0, taxable: 0, net: 27_876 },
    arithmetic:
      "art. 20: (30,000 - 3,420) x 5% = 1,329, apart from the scale (taxable at the scale 0); GESY 2.65% x 30,000 = 795; " +
      "net 30,000 - 1,329 - 795 = 27,876"
  },
  {
    name: "2024, the same pension at the scale",
    input: { legislationVersion: 2024, foreignPensionIncome: 30_000, foreignPensionTaxation: "normal" },
    expected: { incomeTax: 2_001.25, gesy: 795, defenceContribution: 0, taxable: 29_205, net: 27_203.75 },
    arithmetic:
      "taxable 30,000 - 795 (GESY) = 29,205; tax 8,500 x 20% = 1,700 + (29,205 - 28,000) x 25% = 301.25, 2,001.25; " +
      "net 30,000 - 2,001.25 - 795 = 27,203.75 (672.25 more tax than the 5% option)"
  },
  {
    name: "2026, a foreign pension of 24,000 where the scale is cheaper than 5%",
    input: { legislationVersion: 2026, foreignPensionIncome: 24_000, foreignPensionTaxation: "normal" },
    expected: { incomeTax: 272.8, gesy: 636, defenceContribution: 0, taxable: 23_364, net: 23_091.2 },
    arithmetic:
      "taxable 24,000 - 636 = 23,364; tax (23,364 - 22,000) x 20% = 272.80; the 5% option would be (24,000 - 3,420) " +
      "x 5% = 1,029 + 636 = 1,665, 756.20 more than 272.80 + 636 = 908.80"
  },
  {
    name: "2025, an employee on 30,000 with 12,000 rent, domiciled",
    input: {
      legislationVersion: 2025,
      salaryIncome: 30_000,
      employmentType: "private",
      rentalIncome: 12_000,
      isNonDomiciled: false
    },
    expected: {
      incomeTax: 3_661.75,
      gesy: 1_113,
      socialInsurance: 2_640,
      defenceContribution: 270,
      taxable: 35_847,
      net: 34_315.25
    },
    arithmetic:
      "SI 8.8% x 30,000 = 2,640; GESY 2.65% x (30,000 + 12,000) = 1,113; rental allowance 20% x 12,000 = 2,400; " +
      "taxable 42,000 - 2,400 - 2,640 - 1,113 = 35,847 (art. 14 cap 1/5 x 39,600 = 7,920 not reached); tax 1,700 + " +
      "(35,847 - 28,000) x 25% = 1,961.75, 3,661.75; SDC 3% x 75% x 12,000 = 270; net 42,000 - 3,661.75 - 2,640 - " +
      "1,113 - 270 = 34,315.25"
  },
  {
    name: "2026, rent of 12,000 only (no SDC on rent from 2026)",
    input: { legislationVersion: 2026, rentalIncome: 12_000 },
    expected: { incomeTax: 0, gesy: 318, defenceContribution: 0, taxable: 9_282, net: 11_682 },
    arithmetic:
      "GESY 2.65% x 12,000 = 318; taxable 12,000 - 2,400 - 318 = 9,282, below 22,000; net 12,000 - 318 = 11,682"
  },
  {
    name: "2025, rent of 12,000 only, domiciled (SDC on rent to 2025)",
    input: { legislationVersion: 2025, rentalIncome: 12_000, isNonDomiciled: false },
    expected: { incomeTax: 0, gesy: 318, defenceContribution: 270, taxable: 9_282, net: 11_412 },
    arithmetic:
      "GESY 2.65% x 12,000 = 318; taxable 12,000 - 2,400 (20% allowance) - 318 = 9,282, below 19,500; SDC 3% x 75% " +
      "x 12,000 = 270; net 12,000 - 318 - 270 = 11,412"
  },
  {
    name: "2026, interest 2,000 and dividends 8,000, domiciled (dividends 5% from 2026)",
    input: { legislationVersion: 2026, interestIncome: 2_000, dividendIncome: 8_000, isNonDomiciled: false },
    expected: { incomeTax: 0, gesy: 265, defenceContribution: 740, taxable: 0, net: 8_995 },
    arithmetic:
      "exempt from income tax; SDC 17% x 2,000 = 340 + 5% x 8,000 = 400, 740; GESY 2.65% x 10,000 = 265; net " +
      "10,000 - 740 - 265 = 8,995"
  },
  {
    name: "2026, the same, not domiciled",
    input: { legislationVersion: 2026, interestIncome: 2_000, dividendIncome: 8_000, isNonDomiciled: true },
    expected: { incomeTax: 0, gesy: 265, defenceContribution: 0, taxable: 0, net: 9_735 },
    arithmetic: "no SDC for a resident not domiciled; GESY 265 regardless of domicile; net 10,000 - 265 = 9,735"
  },
  {
    name: "2025, interest 2,000 and dividends 8,000, domiciled",
    input: { legislationVersion: 2025, interestIncome: 2_000, dividendIncome: 8_000, isNonDomiciled: false },
    expected: { incomeTax: 0, gesy: 265, defenceContribution: 1_700, taxable: 0, net: 8_035 },
    arithmetic:
      "exempt from income tax; SDC 17% x 2,000 = 340 + 17% x 8,000 = 1,360, 1,700; GESY 2.65% x 10,000 = 265; net " +
      "10,000 - 1,700 - 265 = 8,035"
  },
  {
    name: "2025, the same, not domiciled",
    input: { legislationVersion: 2025, interestIncome: 2_000, dividendIncome: 8_000, isNonDomiciled: true },
    expected: { incomeTax: 0, gesy: 265, defenceContribution: 0, taxable: 0, net: 9_735 },
    arithmetic: "no SDC for a resident not domiciled; GESY 265 regardless of domicile; net 10,000 - 265 = 9,735"
  },
  {
    name: "2026, salary 170,000 and dividends 30,000 across the GESY ceiling",
    input: {
      legislationVersion: 2026,
      salaryIncome: 170_000,
      employmentType: "private",
      dividendIncome: 30_000,
      isNonDomiciled: false
    },
    expected: {
      incomeTax: 44_101.01,
      gesy: 4_770,
      socialInsurance: 6_063.55,
      defenceContribution: 1_500,
      taxable: 159_431.45,
      net: 143_565.44
    },
    arithmetic:
      "GESY 2.65% x 170,000 = 4,505, then dividends on the 10,000 left of the 180,000 ceiling: 265, 4,770; SI 8.8% x " +
      "68,904 = 6,063.55; taxable 170,000 - 6,063.55 - 4,505 = 159,431.45 (GESY on dividends not deducted); tax 2,000 + " +
      "2,500 + 9,000 + (159,431.45 - 72,000) x 35% = 30,601.0075 -> 30,601.01, 44,101.01; SDC 5% x 30,000 = 1,500; " +
      "net 200,000 - 44,101.01 - 6,063.55 - 4,770 - 1,500 = 143,565.44"
  },
  {
    name: "2026, a pension with donations exactly at the 22,000 boundary, and interest",
    input: {
      legislationVersion: 2026,
      pensionIncome: 24_000,
      approvedDonations: 1_364,
      interestIncome: 500,
      isNonDomiciled: false
    },
    expected: { incomeTax: 0, gesy: 649.25, defenceContribution: 85, taxable: 22_000, net: 23_765.75 },
    arithmetic:
      "GESY 636 on the pension + 13.25 on the interest = 649.25; taxable 24,000 - 1,364 - 636 = 22,000, the top of the " +
      "0% band; SDC 17% x 500 = 85; net 24,500 - 649.25 - 85 = 23,765.75"
  },
  {
    name: "2026, 100 more pension crosses it",
    input: {
      legislationVersion: 2026,
      pensionIncome: 24_100,
      approvedDonations: 1_364,
      interestIncome: 500,
      isNonDomiciled: false
    },
    expected: { incomeTax: 19.47, gesy: 651.9, defenceContribution: 85, taxable: 22_097.35, net: 23_843.63 },
    arithmetic:
      "GESY 2.65% x 24,100 = 638.65 + 13.25 = 651.90; taxable 24,100 - 1,364 - 638.65 = 22,097.35; tax 97.35 x 20% = " +
      "19.47; net 24,600 - 19.47 - 651.90 - 85 = 23,843.63"
  }
]

describe("income tax of pensioners, landlords and savers, worked to the cent", () => {
  it.each(CASES)("$name", ({ input, expected }) => {
    const o = calc(input)
    expect({
      incomeTax: o.incomeTax,
      gesy: o.gesy.amount,
      ...(expected.socialInsurance === undefined ? {} : { socialInsurance: o.socialInsurance.amount }),
      defenceContribution: o.defenceContribution.amount,
      taxable: o.taxableIncome,
      net: o.netAnnualIncome
    }).toEqual(expected)
    expect(o.totalContributionsAndTax).toBeCloseTo(o.income.total - o.netAnnualIncome, 2)
  })

  it("shows the foreign pension's other option and what the choice saves", () => {
    const flat = calc({ legislationVersion: 2024, foreignPensionIncome: 30_000, foreignPensionTaxation: "flat-5" })
    // totals: 5% option 1,329 + 795 = 2,124; scale 2,001.25 + 795 = 2,796.25; the choice saves 672.25
    expect(flat.foreignPension).toMatchObject({
      taxation: "flat-5",
      exemptAmount: 3_420,
      taxedAtFlatRate: 26_580,
      tax: 1_329,
      otherTaxation: "normal",
      totalTaxUnderOtherTaxation: 2_796.25,
      savingOfChoice: 672.25,
      rule: expect.stringContaining("art. 20")
    })
    const costly = calc({ legislationVersion: 2026, foreignPensionIncome: 24_000, foreignPensionTaxation: "flat-5" })
    expect(costly.foreignPension).toMatchObject({
      tax: 1_029,
      totalTaxUnderOtherTaxation: 908.8,
      savingOfChoice: -756.2
    })
    // 2026's exempt amount rests on the law as last read: the answer shows the tax at the proposed 5,000 too
    // ((24,000 - 5,000) x 5% = 950).
    expect(costly.assumptions.join(" ")).toMatch(
      /At EUR 5,000\.00 the art\. 20 tax would be EUR 950\.00 instead of EUR 1,029\.00/
    )
  })

  it("shows SDC on rent uncharged when domicile was not sent, and the 2026 dividend dispute with both figures", () => {
    const rent = calc({ legislationVersion: 2025, rentalIncome: 12_000 })
    expect(rent.defenceContribution.amount).toBe(0)
    expect(rent.defenceContribution.parts).toEqual([
      expect.objectContaining({ income: "rental", base: 9_000, ratePercent: 3, amount: 270, charged: false })
    ])
    const dividends = calc({ legislationVersion: 2026, dividendIncome: 10_000, isNonDomiciled: false })
    // 5% x 10,000 = 500 charged; at 17% (profits of 2025 or earlier, another reading) 1,700
    expect(dividends.defenceContribution.amount).toBe(500)
    expect(dividends.defenceContribution.parts[0]?.note).toMatch(/EUR 1,700\.00 instead of EUR 500\.00/)
  })

  it("a non-resident pays neither GESY nor SDC on interest and dividends", () => {
    const o = calc({ legislationVersion: 2026, isTaxResident: false, interestIncome: 5_000, dividendIncome: 5_000 })
    expect([o.gesy.amount, o.defenceContribution.amount, o.netAnnualIncome]).toEqual([0, 0, 10_000])
  })

  it("every new figure names its rule, year and sources", () => {
    const o = calc({
      legislationVersion: 2025,
      pensionIncome: 10_000,
      foreignPensionIncome: 10_000,
      foreignPensionTaxation: "flat-5",
      rentalIncome: 5_000,
      interestIncome: 1_000,
      dividendIncome: 1_000,
      isNonDomiciled: false
    })
    for (const part of o.defenceContribution.parts) expect(part.sources.length).toBeGreaterThan(0)
    expect(o.gesy.parts.map((part) => part.income)).toEqual([
      "pension",
      "foreign-pension",
      "rental",
      "interest",
      "dividends"
    ])
    expect(o.sources.map((source) => source.id)).toEqual(
      expect.arrayContaining(["itl-cylaw-art20", "ghs-cylaw-art19", "mondaq-sdc-interest"])
    )
  })
})

describe("what changed for me: compareWithYear", () => {
  const figure = (o: IncomeTaxOutput, name: string) => o.comparison?.figures.find((f) => f.figure === name)

  it("an employee on 40,000: 2026 against 2025, each difference with the bands of each year", () => {
    const o = calc({
      salaryIncome: 40_000,
      employmentType: "private",
      legislationVersion: 2026,
      compareWithYear: "2025"
    })
    // taxable 40,000 - 3,520 (SI 8.8%) - 1,060 (GESY 2.65%) = 35,420 in both years; 2026: 10,000 x 20% + 3,420 x 25% =
    // 2,855; 2025: 8,500 x 20% + 7,420 x 25% = 3,555; the reform saves 700
    expect(figure(o, "incomeTax")).toMatchObject({
      thisYear: { amount: 2_855, year: 2026, rule: expect.stringContaining("2026 tax reform") },
      otherYear: { amount: 3_555, year: 2025, rule: expect.stringContaining("tax years to 2025") },
      difference: -700,
      changed: true
    })
    expect(figure(o, "netAnnualIncome")).toMatchObject({ difference: 700, changed: true })
    expect(figure(o, "socialInsurance")).toMatchObject({ difference: 0, changed: false })
    expect(o.comparison?.changed).toEqual(["incomeTax", "totalContributionsAndTax", "netAnnualIncome"])
  })

  it("a pensioner with rent: the tax and the SDC on rent that 2026 abolished", () => {
    const o = calc({
      legislationVersion: 2026,
      compareWithYear: 2025,
      pensionIncome: 24_000,
      rentalIncome: 12_000,
      isNonDomiciled: false
    })
    // GESY 2.65% x 36,000 = 954 both years; taxable 36,000 - 2,400 - 954 = 32,646;
    // 2026: 2,000 + 646 x 25% = 161.50, 2,161.50; 2025: 1,700 + 4,646 x 25% = 1,161.50, 2,861.50;
    // SDC on rent 2025: 3% x 75% x 12,000 = 270; 2026: none
    expect(figure(o, "incomeTax")).toMatchObject({
      thisYear: { amount: 2_161.5, year: 2026, rule: expect.stringContaining("2026 tax reform") },
      otherYear: { amount: 2_861.5, year: 2025, rule: expect.stringContaining("tax years to 2025") },
      difference: -700
    })
    // the rule that changed: 2025's 3% on 75% of the rent, and 2026's rent rate of 0, each with its sources
    expect(figure(o, "defenceContribution")).toMatchObject({
      thisYear: { amount: 0, rule: expect.stringContaining(DEFENCE_CONTRIBUTION_RULES[2026].rentRatePercent.rule) },
      otherYear: { amount: 270, rule: expect.stringContaining("3% on 75% of gross rent") },
      difference: -270
    })
    expect(figure(o, "defenceContribution")?.thisYear.sources).toEqual(
      expect.arrayContaining([...DEFENCE_CONTRIBUTION_RULES[2026].rentRatePercent.sources])
    )
    expect(figure(o, "netAnnualIncome")?.difference).toBe(970)
  })

  it("a 2026 deduction that 2025 does not have is 0 there; the same year twice is refused", () => {
    const o = calc({
      salaryIncome: 45_000,
      employmentType: "civil",
      legislationVersion: 2026,
      compareWithYear: 2025,
      dependentChildren: 2,
      householdType: "couple",
      familyIncome: 90_000
    })
    // 2026: children 1,000 + 1,250 = 2,250 deducted; not in 2025's rules: 0 there, under the rule that brought it in
    const children = figure(o, "deduction: Dependent children (2)")
    expect(children).toMatchObject({
      thisYear: { amount: 2_250, year: 2026 },
      otherYear: { amount: 0, year: 2025, rule: `${children?.thisYear.rule} (not in force in 2025)` },
      changed: true
    })
    expect(children?.otherYear.sources).toEqual(children?.thisYear.sources)
    expect(children?.otherYear.sources.length).toBeGreaterThan(0)
    expect(() =>
      calc({ salaryIncome: 1, employmentType: "private", legislationVersion: 2025, compareWithYear: 2025 })
    ).toThrow()
  })
})
