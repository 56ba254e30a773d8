import { SDC_RENT_RATE } from "../../src/rules/defence-contribution.ts"
import { describe, expect, it } from "vitest"
import { CGT_COMBINED_CAP, CGT_RULES, CGT_EXEMPTIONS } from "../../src/rules/capital-gains.ts"
import { COMPANY_RULES, CORPORATE_TAX_RATE, EMPLOYER_GESY_RATE } from "../../src/rules/company.ts"
import { GESY_ANNUAL_INCOME_CEILING, GESY_EMPLOYEE_RATE, GESY_RULES } from "../../src/rules/gesy.ts"
import {
  ART14_CAP_FRACTION,
  ART14_LIFE_INSURANCE_PERCENT,
  FAMILY_INCOME_LIMITS,
  HOUSING_MAX,
  INCOME_TAX_BANDS,
  INCOME_TAX_RULES,
  PERSONAL_DEDUCTIONS_2026
} from "../../src/rules/income-tax.ts"
import { at } from "../../src/rules/parameter.ts"
import { TAX_YEARS } from "../../src/rules/years.ts"

describe("income tax and GESY as dated parameters", () => {
  it("resolves the band table by year, each year with the rule of the law that set it", () => {
    // Second Schedule to 2025: 0% to 19,500, 20% to 28,000, 25% to 36,300, 30% to 60,000, 35% above
    // (cyadvocates-2024-bands).
    const bands2025 = at(INCOME_TAX_BANDS, 2025)
    expect(bands2025.value.map((b) => [b.from, b.ratePercent])).toEqual([
      [0, 0],
      [19_500, 20],
      [28_000, 25],
      [36_300, 30],
      [60_000, 35]
    ])
    expect(bands2025).toMatchObject({
      status: "official",
      year: 2025,
      unit: "percent",
      rule: "Income Tax Law 118(I)/2002, art. 25 and Second Schedule (tax years to 2025)"
    })
    // 2026 reform: 0% to 22,000, then 20/25/30% to 32,000/42,000/72,000, 35% above (shiakas-2026-reform).
    const bands2026 = at(INCOME_TAX_BANDS, 2026)
    expect(bands2026.value.map((b) => b.to)).toEqual([22_000, 32_000, 42_000, 72_000, null])
    expect(bands2026.rule).toContain("as amended by the 2026 tax reform")
    expect(bands2026.sources[0]).toBe("itl-cylaw-art25")
    expect(INCOME_TAX_RULES[2026].bands).toEqual(bands2026)
  })

  it("resolves a value fixed by law for a period, and a period that ends", () => {
    // The 1/5 cap since tax year 2019 (its own amending law): the same traced value in each year held.
    expect(at(ART14_CAP_FRACTION, 2019).value).toBe(1 / 5)
    expect(at(ART14_CAP_FRACTION, 2026)).toMatchObject({ value: 0.2, status: "official", year: 2026, unit: "ratio" })
    // Life insurance 7% of the sum insured; from 2026 the rule names disability cover and cbn-2026-allowances.
    expect(at(ART14_LIFE_INSURANCE_PERCENT, 2025).sources).toEqual(["hh-cylaw-itl-art14", "pagecorp-art14-2019"])
    expect(at(ART14_LIFE_INSURANCE_PERCENT, 2026)).toMatchObject({
      value: 7,
      rule: "Income Tax Law 118(I)/2002, art. 14 (life insurance premiums and, from 2026, disability cover)"
    })
    // SDC on rent: 3% (of 75% of gross rent) to 2025, abolished from 1 Jan 2026 (sdc-rent-nproperties-2026).
    expect(TAX_YEARS.map((year) => at(SDC_RENT_RATE, year).value)).toEqual(
      TAX_YEARS.map((year) => (year < 2026 ? 3 : 0))
    )
    // The 2026 deductions exist from 2026 only: none before.
    expect(() => at(HOUSING_MAX, 2025)).toThrow("no value for 2025")
    expect(INCOME_TAX_RULES[2025].personalDeductions2026).toBeNull()
    expect(INCOME_TAX_RULES[2025].article14.naturalDisasterInsuranceMax).toBeNull()
  })

  it("gives the per-year views the traced shape: value, status, rule, year, unit, sources", () => {
    // Family tiers: 100,000 (0-2 children), 150,000 (3-4), 200,000 (5 or more) (pgeconomides-2026-personal-tax).
    expect(at(FAMILY_INCOME_LIMITS, 2026).value.map((t) => t.limit)).toEqual([100_000, 150_000, 200_000])
    expect(PERSONAL_DEDUCTIONS_2026.housingMax).toEqual({
      value: 2_000,
      status: "official",
      note: "Never more than the amount actually paid; state subsidies reduce it; rent must be paid electronically.",
      rule: "Income Tax Law 118(I)/2002 as amended by the 2026 reform (interest on a serviced loan for, or rent of, the main residence)",
      year: 2026,
      unit: "EUR",
      sources: ["cyprus-mail-2026-deductions", "sigmalive-2026-deductions"]
    })
    // GESY: 2.65% of employment income up to EUR 180,000 a year, each year held (GHS Law art. 19(1), the Tax
    // Department's rates table, then the firms that agree).
    expect(at(GESY_EMPLOYEE_RATE, 2024)).toEqual({
      value: 2.65,
      status: "official",
      rule: "General Healthcare System Law 89(I)/2001, contributions of employees (public and private sector)",
      year: 2024,
      unit: "percent",
      sources: ["ghs-cylaw-art19", "taxdep-gesy-rates", "paperclip-gesy", "acccyp-gesy-2020", "iris-gesy-2019"]
    })
    expect(GESY_RULES[2026].annualIncomeCeiling).toEqual(at(GESY_ANNUAL_INCOME_CEILING, 2026))
    expect(GESY_RULES[2026].annualIncomeCeiling.value).toBe(180_000)
  })

  it("resolves the company and capital gains parameters into the per-year views", () => {
    // Corporate tax 12.5% for tax years 2013-2025, 15% from 2026 (co-orbitax-2026-reform), each with its own rule.
    expect(at(CORPORATE_TAX_RATE, 2025)).toMatchObject({
      value: 12.5,
      year: 2025,
      unit: "percent",
      rule: "Income Tax Law 118(I)/2002: corporate income tax rate, tax years 2013 to 2025"
    })
    expect(COMPANY_RULES[2026].corporateTaxRatePercent).toEqual(at(CORPORATE_TAX_RATE, 2026))
    // Employer GESY 2.9%, a period: the same value in every year held (co-deloitte-ghs-2020).
    expect(COMPANY_RULES[2025].employer.gesy).toEqual({
      ratePercent: at(EMPLOYER_GESY_RATE, 2025),
      base: "gesy-ceiling"
    })
    // Main residence: CYP 50,000 / 0.585274 = EUR 85,430.07 to 2025; EUR 150,000 from 2026 (cgt-law-art5-2026).
    expect([2025, 2026].map((year) => at(CGT_EXEMPTIONS["main-residence"], year as 2025 | 2026).value)).toEqual([
      85_430.07, 150_000
    ])
    // The 2026 combined cap repeats the earlier structure: derived, so not confirmed.
    expect(at(CGT_COMBINED_CAP, 2026).status).toBe("derived")
    expect([CGT_RULES[2025].combinedCap.confirmed, CGT_RULES[2026].combinedCap.confirmed]).toEqual([true, false])
    expect(CGT_RULES[2025].exemptionsAmendedFrom).toBeNull()
    expect(CGT_RULES[2026].exemptionsAmendedFrom?.value).toBe(2026)
  })
})
