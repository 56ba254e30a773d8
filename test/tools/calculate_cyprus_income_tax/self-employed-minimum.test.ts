import { describe, expect, it } from "vitest"
import type { IncomeTaxOutput } from "../../../src/domain/income-tax/output.ts"
import { computeOutput } from "../../support/compute.ts"

const TOOL = "calculate_cyprus_income_tax"

/**
 * Self-employed social insurance with the occupational category minimum (Social Insurance Law
 * 59(I)/2010, art. 12; src/rules/social-insurance.ts). The category minimums are derived: multiple x
 * weekly basic insurable earnings (BIE) of the year, x the contribution weeks, rounded to the euro
 * as the SIS tables print annual figures. Sources of the multiples: ACS 2020 table (acs-si-2020),
 * splcy (si-splcy-se), asgard 2024 (si-asgard-se-2024), logistaras 2024 (logistaras-se-2024); of the
 * BIE: rules/social-insurance/earnings.ts (2025: 512.50 / 2.4 = 213.54; 2026: 529.82 / 2.4 = 220.76,
 * cross-checked by the SIS +3.38% of 5.1.2026 reported by Politis, si-politis-2026).
 * Euro amounts are rounded to the cent half away from zero.
 */
interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly expected: {
    readonly minimum: number | null
    readonly insurable: number
    readonly si: number
    readonly gesy: number
    readonly taxable: number
    readonly tax: number
    readonly net: number
  }
  readonly arithmetic: string
  readonly source: string
}

const CASES: ReadonlyArray<Case> = [
  {
    name: "2026, professional in the first 10 years, profit 15,000: the category minimum applies",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2026",
      isTaxResident: true,
      turnover: 15_000,
      businessExpenses: 0,
      occupationalCategory: "professional-up-to-10-years"
    },
    expected: { minimum: 25_255, insurable: 25_255, si: 4_192.33, gesy: 600, taxable: 12_000, tax: 0, net: 10_207.67 },
    arithmetic:
      "minimum: 2.2 x weekly BIE 220.76 = 485.672 -> 485.67 a week; 2026 contribution weeks 5.1.2026-3.1.2027 = 52; " +
      "485.67 x 52 = 25,254.84 -> 25,255. Profit 15,000 < 25,255, so SI 16.6% x 25,255 = 4,192.33; " +
      "(16.6% x 15,000 would be only 2,490). GESY 4% x 15,000 = 600; SI + GESY 4,792.33 > 1/5 x 15,000 = 3,000 -> 3,000 deducted; " +
      "taxable 12,000 <= 22,000 (0% band 2026) -> tax 0; net 15,000 - 4,192.33 - 600 = 10,207.67",
    source:
      "multiple 2.2: ACS 2020 386.98 = 2.2 x 175.90, asgard 2024 443.45 = 2.2 x 201.57, logistaras 2024 23,503 = 443.45 x 53; " +
      "weekly BIE 2026 220.76 (research note si-self-employed.md §6: 485.67 a week, 25,254.84 a year before rounding to the euro)"
  },
  {
    name: "2025, professional in the first 10 years, profit 15,000: the category minimum applies",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2025",
      isTaxResident: true,
      turnover: 15_000,
      businessExpenses: 0,
      occupationalCategory: "professional-up-to-10-years"
    },
    expected: { minimum: 24_429, insurable: 24_429, si: 4_055.21, gesy: 600, taxable: 12_000, tax: 0, net: 10_344.79 },
    arithmetic:
      "minimum: 2.2 x weekly BIE 213.54 = 469.788 -> 469.79 a week; 2025 contribution weeks 6.1.2025-4.1.2026 = 52; " +
      "469.79 x 52 = 24,429.08 -> 24,429. SI 16.6% x 24,429 = 4,055.214 -> 4,055.21; GESY 4% x 15,000 = 600; " +
      "4,655.21 > cap 3,000 -> 3,000 deducted; taxable 12,000 <= 19,500 (0% band 2025) -> tax 0; net 15,000 - 4,055.21 - 600 = 10,344.79",
    source:
      "weekly BIE 2025 = full basic pension 512.50 / 2.4 = 213.54 (si-cymail-2025); the SIS 2025 % rise of the imputed incomes " +
      "was not read, so 2025 rests on the 5.94% pension rise (disclosed in the rule note)"
  },
  {
    name: "2026, builder with profit 40,000 above the category minimum: no minimum applied",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2026",
      isTaxResident: true,
      turnover: 55_000,
      businessExpenses: 15_000,
      occupationalCategory: "builder-construction-trades"
    },
    expected: { minimum: 30_995, insurable: 40_000, si: 6_640, gesy: 1_600, taxable: 32_000, tax: 2_000, net: 29_760 },
    arithmetic:
      "minimum: 2.7 x 220.76 = 596.052 -> 596.05 a week x 52 = 30,994.60 -> 30,995; profit 55,000 - 15,000 = 40,000 > 30,995, " +
      "so SI 16.6% x 40,000 = 6,640; GESY 4% x 40,000 = 1,600; 8,240 > cap 1/5 x 40,000 = 8,000 -> 8,000 deducted; " +
      "taxable 32,000; tax 10,000 x 20% = 2,000; net 40,000 - 2,000 - 6,640 - 1,600 = 29,760",
    source: "multiple 2.7: ACS 2020 474.93 = 2.7 x 175.90, asgard 2024 544.24 = 2.7 x 201.57; 2026 bands 0/20/25/30/35%"
  },
  {
    name: "2026, farmer with profit 10,000: the lowest category minimum applies",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2026",
      isTaxResident: true,
      turnover: 10_000,
      businessExpenses: 0,
      occupationalCategory: "farmer-fisherman-hawker-and-similar"
    },
    expected: { minimum: 17_219, insurable: 17_219, si: 2_858.35, gesy: 400, taxable: 8_000, tax: 0, net: 6_741.65 },
    arithmetic:
      "minimum: 1.5 x 220.76 = 331.14 a week x 52 = 17,219.28 -> 17,219; SI 16.6% x 17,219 = 2,858.354 -> 2,858.35; " +
      "GESY 4% x 10,000 = 400; 3,258.35 > cap 2,000 -> 2,000 deducted; taxable 8,000 -> tax 0; net 10,000 - 2,858.35 - 400 = 6,741.65",
    source: "multiple 1.5: ACS 2020 263.85 = 1.5 x 175.90; splcy 2020 13,720 = 263.85 x 52 rounded"
  },
  {
    name: "2026, 'other' occupation with profit 15,000: no known minimum, actual profit, disclosed",
    input: {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: "2026",
      isTaxResident: true,
      turnover: 15_000,
      businessExpenses: 0,
      occupationalCategory: "other"
    },
    expected: { minimum: null, insurable: 15_000, si: 2_490, gesy: 600, taxable: 12_000, tax: 0, net: 11_910 },
    arithmetic:
      "no minimum held for 'other': SI 16.6% x 15,000 = 2,490; GESY 4% x 15,000 = 600; 3,090 > cap 3,000 -> 3,000 deducted; " +
      "taxable 12,000 -> tax 0; net 15,000 - 2,490 - 600 = 11,910",
    source: "no source read gives a minimum for occupations outside the SIS categories (rule note)"
  }
]

const byName = new Map<string, IncomeTaxOutput>()
const calc = (c: Case): IncomeTaxOutput => {
  const hit = byName.get(c.name)
  if (hit !== undefined) return hit
  const out = computeOutput<IncomeTaxOutput>(TOOL, c.input)
  byName.set(c.name, out)
  return out
}

describe("self-employed social insurance: category minimum insurable income", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const out = calc(c)
      expect(out.socialInsurance.parts).toEqual([
        {
          kind: "self-employed",
          ratePercent: 16.6,
          insurableEarnings: c.expected.insurable,
          minimumInsurableIncome: c.expected.minimum,
          amount: c.expected.si
        }
      ])
      expect({
        si: out.socialInsurance.amount,
        gesy: out.gesy.amount,
        taxable: out.taxableIncome,
        tax: out.incomeTax,
        net: out.netAnnualIncome
      }).toEqual({
        si: c.expected.si,
        gesy: c.expected.gesy,
        taxable: c.expected.taxable,
        tax: c.expected.tax,
        net: c.expected.net
      })
    })
  }

  it("discloses the applied minimum as derived, and that the SIS may accept actual income on application", () => {
    const text = calc(CASES[0]!).assumptions.join(" ")
    expect(text).toMatch(
      /Profit is below the 2026 minimum insurable income of category "professional-up-to-10-years" \(EUR 25,255(\.00)?\)/
    )
    expect(text).toMatch(/The minimum is derived/)
    expect(text).toMatch(
      /On application, Social Insurance Services may assess contributions on actual income below the category minimum/
    )
    expect(calc(CASES[0]!).sources.map((s) => s.id)).toEqual(
      expect.arrayContaining(["acs-si-2020", "si-asgard-se-2024", "si-politis-2026"])
    )
  })

  it("says nothing about a minimum when profit is above it", () => {
    expect(calc(CASES[2]!).assumptions.join(" ")).not.toMatch(/minimum insurable income/)
  })

  it("discloses a category with no known minimum", () => {
    expect(calc(CASES[4]!).assumptions.join(" ")).toMatch(
      /minimum insurable income of occupational category "other" is not confirmed/
    )
  })
})
