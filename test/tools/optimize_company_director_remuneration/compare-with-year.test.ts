// compareWithYear: the same company re-optimised under the other year's rules, each headline figure in both years
// with the rules behind it (mirrors calculate_cyprus_income_tax, test/tools/calculate_cyprus_income_tax/other-incomes.test.ts).
import { describe, expect, it } from "vitest"
import type { DirectorRemunerationOutput } from "../../../src/tools/optimize_company_director_remuneration/output.ts"
import { computeAnswer, computeFailure, computeFieldErrors, computeOutput } from "../../support/compute.ts"

const TOOL = "optimize_company_director_remuneration"
const company = { isNonDomiciled: false, corporateGrossProfit: 102_000, operatingExpenses: 0 }
const figure = (o: DirectorRemunerationOutput, name: string) => o.comparison?.figures.find((f) => f.figure === name)

describe("what changed for me: compareWithYear", () => {
  it("a domiciled director, profit 100,000: 2026 against 2025, re-optimised, each difference to the cent", () => {
    const { output: o, text } = computeAnswer<DirectorRemunerationOutput>(TOOL, {
      ...company,
      taxYear: 2026,
      compareWithYear: 2025
    })
    // Profit before director pay: 102,000 - 0 - 2,000 (default admin) = 100,000 in both years.
    // 2026 (CIT 15%, SDC 5%): all dividend is best. CIT 15% x 100,000 = 15,000; dividend 85,000; SDC 5% = 4,250;
    //   GESY 2.65% x 85,000 = 2,252.50; net 85,000 - 6,502.50 = 78,497.50.
    // 2025 (CIT 12.5%, SDC 17%): salary up to the 0% band is best: 19,500 / (1 - 0.088 - 0.0265) = 22,021.46;
    //   SI 8.8% = 1,937.89, GESY 2.65% = 583.57, taxable 19,500.00, tax 0;
    //   employer 1,937.89 + 264.26 + 110.11 + 440.43 + 638.62 (15.4%) = 3,391.31;
    //   taxable profit 100,000 - 22,021.46 - 3,391.31 = 74,587.23; CIT 12.5% = 9,323.40; dividend 65,263.83;
    //   SDC 17% = 11,094.85; GESY 2.65% = 1,729.49; net 19,500.00 + 52,439.49 = 71,939.49.
    const expected: Record<string, [number, number, number]> = {
      optimalSalary: [0, 22_021.46, -22_021.46],
      optimalDividend: [85_000, 65_263.83, 19_736.17], // 85,000 - 65,263.83
      netCash: [78_497.5, 71_939.49, 6_558.01], // 78,497.50 - 71,939.49
      corporateTax: [15_000, 9_323.4, 5_676.6], // 15,000 - 9,323.40
      employerContributions: [0, 3_391.31, -3_391.31],
      "personalTaxes.incomeTax": [0, 0, 0], // 0% band in both years
      "personalTaxes.socialInsurance": [0, 1_937.89, -1_937.89],
      "personalTaxes.gesyOnSalary": [0, 583.57, -583.57],
      "personalTaxes.specialDefenceContribution": [4_250, 11_094.85, -6_844.85], // 4,250 - 11,094.85
      "personalTaxes.gesyOnDividend": [2_252.5, 1_729.49, 523.01], // 2,252.50 - 1,729.49
      // 2026: 4,250 + 2,252.50 = 6,502.50; 2025: 1,937.89 + 583.57 + 11,094.85 + 1,729.49 = 15,345.80
      "personalTaxes.total": [6_502.5, 15_345.8, -8_843.3],
      // Sole trader, profit 102,000 (no admin cost), GESY 4% x 102,000 = 4,080 both years.
      // 2026: SI 16.6% x 68,904 (ceiling) = 11,438.06; taxable 102,000 - 11,438.06 - 4,080 = 86,481.94;
      //   tax 2,000 + 2,500 + 9,000 + 14,481.94 x 35% (5,068.68) = 18,568.68; net 67,913.26.
      // 2025: SI 16.6% x 66,612 (ceiling) = 11,057.59; taxable 86,862.41;
      //   tax 1,700 + 2,075 + 7,110 + 26,862.41 x 35% (9,401.84) = 20,286.84; net 66,575.57.
      "soleTrader.netIncome": [67_913.26, 66_575.57, 1_337.69],
      // 2026: 78,497.50 - 67,913.26 = 10,584.24; 2025: 71,939.49 - 66,575.57 = 5,363.92
      comparativeDeltaVsSole: [10_584.24, 5_363.92, 5_220.32]
    }
    expect(o.comparison?.year).toBe(2025)
    expect(o.comparison?.figures.map((f) => f.figure)).toEqual(Object.keys(expected))
    for (const [name, [thisYear, otherYear, difference]] of Object.entries(expected)) {
      expect(figure(o, name), name).toMatchObject({
        thisYear: { amount: thisYear, year: 2026 },
        otherYear: { amount: otherYear, year: 2025 },
        difference,
        changed: difference !== 0
      })
    }
    expect(o.comparison?.changed).toEqual(Object.keys(expected).filter((name) => name !== "personalTaxes.incomeTax"))
    // Each year's figure carries that year's rule and sources.
    expect(figure(o, "corporateTax")).toMatchObject({
      thisYear: { rule: o.breakdown.traces.corporateTax.rule, sources: o.breakdown.traces.corporateTax.sources },
      otherYear: { rule: expect.any(String), sources: expect.any(Array) }
    })
    const sdc = figure(o, "personalTaxes.specialDefenceContribution")
    expect(sdc?.thisYear.sources).toEqual(o.personalTaxes.traces.specialDefenceContribution.sources)
    expect(sdc?.otherYear.sources.length).toBeGreaterThan(0)
    // The year asked for is untouched: the same figures as without compareWithYear.
    const alone = computeOutput<DirectorRemunerationOutput>(TOOL, { ...company, taxYear: 2026 })
    expect(alone.comparison).toBeNull()
    expect({ ...o, comparison: null }).toEqual(alone)
    expect(text).toContain(
      "Compared with 2025: optimalSalary EUR 0.00 (2025: EUR 22,021.46, -22,021.46); optimalDividend EUR 85,000.00 (2025: EUR 65,263.83, +19,736.17); netCash EUR 78,497.50 (2025: EUR 71,939.49, +6,558.01)"
    )
    expect(text).not.toContain("personalTaxes.incomeTax EUR")
  })

  it("the same year twice is refused with a 400 on compareWithYear", () => {
    const errors = computeFieldErrors(TOOL, { ...company, taxYear: 2025, compareWithYear: "2025" })
    expect(Object.keys(errors)).toEqual(["compareWithYear"])
    expect(errors.compareWithYear?.[0]).toMatch(/another tax year than taxYear/)
    expect(computeFailure(TOOL, { ...company, taxYear: 2026, compareWithYear: 2026 })._tag).toBe("InvalidInput")
  })
})
