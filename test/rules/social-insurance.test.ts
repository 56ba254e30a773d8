import { describe, expect, it } from "vitest"
import { getSocialInsuranceReference } from "../../src/rules/social-insurance.ts"
import {
  CATEGORY_MINIMUM_BASIS,
  contributionWeeks,
  OCCUPATIONAL_CATEGORIES,
  OCCUPATIONAL_CATEGORY_RULES,
  type OccupationalCategory
} from "../../src/rules/social-insurance.ts"
import { SOURCES } from "../../src/rules/sources.ts"

/** multiple x weekly BIE, in cents, rounded half up (as the rules compute it) */
const weeklyMinimumCents = (multiple: number, weeklyBie: number) =>
  Math.round((Math.round(multiple * 100) * Math.round(weeklyBie * 100)) / 100)

describe("self-employed contribution weeks", () => {
  it("counts the weeks from the first Monday of January to the next: 53 in 2024, 52 otherwise", () => {
    // first Mondays: 6.1.2020, 4.1.2021, 3.1.2022, 2.1.2023, 1.1.2024, 6.1.2025, 5.1.2026, 4.1.2027;
    // 2024: 1.1.2024 -> 6.1.2025 = 371 days = 53 weeks (logistaras: "53 which is the number of weeks in year 2024")
    expect([2020, 2021, 2022, 2023, 2024, 2025, 2026].map(contributionWeeks)).toEqual([52, 52, 52, 52, 53, 52, 52])
  })
})

describe("self-employed category minimums: multiples of the weekly basic insurable earnings", () => {
  it("reproduces every published weekly category figure to the cent", () => {
    // 2020 weekly BIE 9,147 / 52 = 175.90; 2024 weekly BIE 201.57. E.g. 4.45 x 175.90 = 782.755 -> 782.76 (ACS);
    // 4.45 x 201.57 = 896.9865 -> 896.99 (asgard); 2.7 x 201.57 = 544.239 -> 544.24 (asgard).
    let checked = 0
    for (const c of OCCUPATIONAL_CATEGORIES) {
      const basis = CATEGORY_MINIMUM_BASIS[c]
      for (const p of basis.published) {
        const bie = getSocialInsuranceReference(p.year)!.basicInsurableEarnings.weekly.value!
        expect(weeklyMinimumCents(basis.multipleOfWeeklyBie!, bie), `${c} ${p.year}`).toBe(Math.round(p.weekly * 100))
        expect(basis.sources).toContain(p.source)
        checked++
      }
    }
    expect(checked).toBe(11)
  })

  it("reproduces the published annual figures (weekly x weeks, rounded to the euro)", () => {
    // splcy (2020, 52 weeks): 386.98 x 52 = 20,122.96 -> 20,123; 782.76 x 52 = 40,703.52 -> 40,704;
    // 474.93 x 52 = 24,696.36 -> 24,696; 378.19 x 52 = 19,665.88 -> 19,666; 263.85 x 52 = 13,720.20 -> 13,720.
    const bie2020 = getSocialInsuranceReference(2020)!.basicInsurableEarnings.weekly.value!
    const splcy: Array<[OccupationalCategory, number]> = [
      ["professional-up-to-10-years", 20_123],
      ["professional-over-10-years", 40_704],
      ["builder-construction-trades", 24_696],
      ["teacher", 19_666],
      ["farmer-fisherman-hawker-and-similar", 13_720]
    ]
    for (const [c, annual] of splcy) {
      expect(
        Math.round((weeklyMinimumCents(CATEGORY_MINIMUM_BASIS[c].multipleOfWeeklyBie!, bie2020) * 52) / 100),
        c
      ).toBe(annual)
    }
    // logistaras (2024, 53 weeks): 443.45 x 53 = 23,502.85 -> 23,503, the figure held
    expect(OCCUPATIONAL_CATEGORY_RULES["professional-up-to-10-years"].minimumAnnualInsurableIncome["2024"].value).toBe(
      23_503
    )
  })

  it("holds the derived annual minimums for 2024-2026", () => {
    // weekly BIE 201.57 (2024, 53 weeks), 213.54 (2025, 52), 220.76 (2026, 52). E.g. 2026 professional first 10 years:
    // 2.2 x 220.76 = 485.672 -> 485.67 x 52 = 25,254.84 -> 25,255; 2025: 2.2 x 213.54 = 469.788 -> 469.79 x 52 =
    // 24,429.08 -> 24,429;
    // 2026 builder: 2.7 x 220.76 = 596.052 -> 596.05 x 52 = 30,994.60 -> 30,995; 2024 builder: 544.24 x 53 = 28,844.72
    // -> 28,845.
    const expected: Record<OccupationalCategory, [number | null, number | null, number | null]> = {
      "professional-up-to-10-years": [23_503, 24_429, 25_255],
      "professional-over-10-years": [47_540, 49_413, 51_084],
      "wholesaler-estate-agent-business-owner": [47_540, 49_413, 51_084],
      teacher: [22_969, 23_874, 24_681],
      "builder-construction-trades": [28_845, 29_981, 30_995],
      "technician-driver-clerical": [22_969, 23_874, 24_681],
      "shopkeeper-cleaner-guard": [21_901, 22_764, 23_533],
      "butcher-baker-confectioner": [17_627, 18_322, 18_941],
      "farmer-fisherman-hawker-and-similar": [16_025, 16_656, 17_219],
      other: [null, null, null]
    }
    for (const c of OCCUPATIONAL_CATEGORIES) {
      const m = OCCUPATIONAL_CATEGORY_RULES[c].minimumAnnualInsurableIncome
      expect([m["2024"].value, m["2025"].value, m["2026"].value], c).toEqual(expected[c])
    }
  })

  it("marks every minimum derived with its arithmetic, discloses the actual-income option, and cites known sources", () => {
    for (const c of OCCUPATIONAL_CATEGORIES) {
      for (const m of Object.values(OCCUPATIONAL_CATEGORY_RULES[c].minimumAnnualInsurableIncome)) {
        if (m.value === null) {
          expect(m.note).toMatch(/^Not confirmed/)
        } else {
          expect(m.note).toMatch(/^Derived, not read in an SIS table: \d\.\d\d x weekly basic insurable earnings/)
          expect(m.note).toMatch(/secondary sources only/)
          expect(m.note).toMatch(/actual income below this minimum/)
        }
        expect(m.sources.length).toBeGreaterThan(0)
        for (const id of m.sources) expect(SOURCES[id], `${c} ${id}`).toBeDefined()
      }
    }
    const n2026 = OCCUPATIONAL_CATEGORY_RULES["professional-up-to-10-years"].minimumAnnualInsurableIncome["2026"].note
    expect(n2026).toContain("2.20 x weekly basic insurable earnings 2026 220.76")
    expect(n2026).toContain("= 485.67 a week; x 52 contribution weeks = 25,254.84")
    expect(n2026).toContain("+3.38% from 5.1.2026")
    expect(
      OCCUPATIONAL_CATEGORY_RULES["builder-construction-trades"].minimumAnnualInsurableIncome["2024"].note
    ).toContain("= 544.24 a week, the weekly figure published for 2024 (si-asgard-se-2024)")
    expect(
      OCCUPATIONAL_CATEGORY_RULES["professional-up-to-10-years"].minimumAnnualInsurableIncome["2025"].note
    ).toMatch(/2025 % rise of the imputed incomes was not read/)
  })
})
