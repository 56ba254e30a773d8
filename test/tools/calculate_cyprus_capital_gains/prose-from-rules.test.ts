import { describe, expect, it } from "vitest"
import {
  CGT_RULES,
  CYP_PER_EUR,
  EURO_ADOPTION,
  exemptionText,
  VALUATION_BASE
} from "../../../src/rules/capital-gains.ts"
import { COMPANY_RULES } from "../../../src/rules/company.ts"
import { GESY_RULES } from "../../../src/rules/gesy.ts"
import { INCOME_TAX_RULES, TAX_REFORM_YEAR } from "../../../src/rules/income-tax.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { APPROVED_SCHEME_FROM, BENEFIT_IN_KIND_YEAR } from "../../../src/rules/stock-options.ts"
import { perYear } from "../../../src/rules/years.ts"
import { formatEur } from "../../../src/core/format.ts"
import { toolByName } from "../../support/compute.ts"

/** A figure of the rules as prose quotes it (the one euro formatter, prose style). */
const eurText = (amount: number): string => formatEur(amount, { prose: true })

/** Every description of a tool's input and output JSON Schemas, and the tool's own, as one text. */
const proseOf = (name: string): string => {
  const tool = toolByName(name)
  const texts: Array<string> = [tool.definition.title ?? "", tool.definition.description]
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk)
    else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "description" && typeof value === "string") texts.push(value)
        else walk(value)
      }
    }
  }
  walk(tool.inputJsonSchema)
  walk(tool.outputJsonSchema)
  return texts.join("\n")
}

describe("prose quotes figures read from the rules (issue 21)", () => {
  it("formats a figure over the years once when it is the same, else per year", () => {
    expect(perYear([2025, 2026], () => "20%")).toBe("20%")
    expect(perYear([2025, 2026], (y) => `${y === 2025 ? 12.5 : 15}%`)).toBe("12.5% in 2025, 15% in 2026")
    expect(eurText(180_000)).toBe("EUR 180,000")
    expect(eurText(85_430.07)).toBe("EUR 85,430.07")
    expect(formatEur(85_430.07)).toBe("EUR 85,430.07")
    expect(formatEur(180_000)).toBe("EUR 180,000.00")
  })

  it("capital gains: exemptions per year, the CYP rate, 1980 and 2008 come from the rules", () => {
    // CYP 50,000 / 0.585274 = 85,430.07 (2025); EUR 150,000 from 2026 (cgt-law-art5-2026)
    expect(exemptionText("main-residence")).toBe("EUR 85,430.07 in 2025, EUR 150,000 in 2026")
    expect(exemptionText("general")).toBe(
      `${eurText(CGT_RULES[2025].exemptions.general.value)} in 2025, ${eurText(CGT_RULES[2026].exemptions.general.value)} in 2026`
    )
    const prose = proseOf("calculate_cyprus_capital_gains")
    expect(prose).toContain(exemptionText("agricultural-land"))
    expect(prose).toContain(`${CYP_PER_EUR.value} CYP per EUR`)
    expect(prose).toContain(`before ${EURO_ADOPTION.value}`)
    expect(prose).toContain(`1 January ${VALUATION_BASE.value}`)
  })

  it("capital gains: the 1980 base year and the 2008 euro adoption are rules with primary sources first", () => {
    expect(VALUATION_BASE).toMatchObject({ value: 1980, rule: expect.stringContaining("art. 6(a)") })
    expect(SOURCES[VALUATION_BASE.sources[0] ?? "cgt-law-art6"].kind).toBe("law")
    expect(EURO_ADOPTION).toMatchObject({ value: 2008, rule: expect.stringContaining("2007/503/EC") })
    expect(SOURCES[EURO_ADOPTION.sources[0] ?? "cgt-eu-reg-1135-2007"].kind).toBe("law")
    expect(SOURCES[CYP_PER_EUR.sources[0] ?? "cgt-eu-reg-1135-2007"].kind).toBe("law")
  })

  it("director: corporate tax, SDC and the GESY ceiling per year from the rules", () => {
    const prose = proseOf("optimize_company_director_remuneration")
    expect(prose).toContain(
      `corporate tax (${COMPANY_RULES[2025].corporateTaxRatePercent.value}% in 2025, ${COMPANY_RULES[2026].corporateTaxRatePercent.value}% in 2026)`
    )
    expect(prose).toContain(`within one ${eurText(GESY_RULES[2026].annualIncomeCeiling.value)} ceiling`)
    expect(prose).toContain(`GESY ${GESY_RULES[2026].otherIncomeRatePercent.value}% is still due`)
  })

  it("share options: the years compared and the scheme's figures from the rules", () => {
    const prose = proseOf("calculate_stock_options")
    expect([BENEFIT_IN_KIND_YEAR, APPROVED_SCHEME_FROM]).toEqual([2025, 2026])
    expect(prose).toContain(`${BENEFIT_IN_KIND_YEAR} benefit in kind vs ${APPROVED_SCHEME_FROM} approved scheme`)
    expect(prose).toContain("a flat 8% under an employer scheme")
    expect(prose).toContain("EUR 1,000,000 over 10 years")
  })

  it("income tax: the reform year and the deduction figures from the rules", () => {
    expect(TAX_REFORM_YEAR).toBe(2026)
    const prose = proseOf("calculate_cyprus_income_tax")
    const a14 = INCOME_TAX_RULES[2026].article14
    expect(prose).toContain(
      `Deductible up to ${a14.lifeInsurancePercentOfSumInsured.value}% of the sum insured, inside the 1/5 cap`
    )
    expect(prose).toContain(`GESY ${GESY_RULES[2026].otherIncomeRatePercent.value}% on the gross`)
    expect(prose).toContain("EUR 8,550")
  })

  it("no description of these tools quotes a GESY ceiling, a rate or the CYP rate that the rules do not hold", () => {
    for (const name of [
      "calculate_cyprus_income_tax",
      "calculate_cyprus_capital_gains",
      "calculate_stock_options",
      "optimize_company_director_remuneration"
    ]) {
      const prose = proseOf(name)
      for (const match of prose.matchAll(/EUR 180,000/g))
        expect(match[0]).toBe(eurText(GESY_RULES[2026].annualIncomeCeiling.value))
      expect(prose, name).not.toMatch(/2\.9%|8\.8%|16\.6%/)
    }
  })
})
