import { describe, expect, it } from "vitest"
import { at } from "../../src/rules/parameter.ts"
import {
  APPROVED_SCHEME,
  APPROVED_SCHEME_AGGREGATE_CAP,
  APPROVED_SCHEME_FLAT_RATE,
  APPROVED_SCHEME_FROM,
  APPROVED_SCHEME_IN_FORCE,
  APPROVED_SCHEME_SALARY_MULTIPLE_CAP,
  BENEFIT_IN_KIND_YEAR,
  OPTION_TAX_POINT,
  STOCK_OPTION_RULES
} from "../../src/rules/stock-options.ts"

describe("share options as dated parameters", () => {
  it("keys the approved-scheme regime by tax year: none in 2025, art. 20D from 2026", () => {
    expect([at(APPROVED_SCHEME_IN_FORCE, 2025).value, at(APPROVED_SCHEME_IN_FORCE, 2026).value]).toEqual([false, true])
    expect([APPROVED_SCHEME_FROM, BENEFIT_IN_KIND_YEAR]).toEqual([2026, 2025])
    expect(STOCK_OPTION_RULES[2025].approvedScheme).toBeNull()
    // Art. 20D's figures are fixed by the law from 2026: none before.
    expect(() => at(APPROVED_SCHEME_FLAT_RATE, 2025)).toThrow("no value for 2025")
  })

  it("resolves art. 20D's figures into the 2026 view with their rule and sources", () => {
    // 8% flat rate, up to 2 x the employment income and EUR 1,000,000 over 10 years (so-cylaw-itl-art20d,
    // so-ey-2026-reform).
    expect(at(APPROVED_SCHEME_FLAT_RATE, 2026)).toEqual({
      value: 8,
      status: "official",
      rule: "Income Tax Law 118(I)/2002, art. 20D(1) (2026 tax reform, in force 1 Jan 2026)",
      year: 2026,
      unit: "percent",
      sources: ["so-cylaw-itl-art20d", "so-ey-2026-reform", "so-philenews-2026-business-changes"]
    })
    expect(at(APPROVED_SCHEME_SALARY_MULTIPLE_CAP, 2026)).toMatchObject({
      value: 2,
      unit: "ratio",
      sources: ["so-cylaw-itl-art20d"]
    })
    expect(at(APPROVED_SCHEME_AGGREGATE_CAP, 2026).value).toEqual({ amount: 1_000_000, years: 10 })
    expect(APPROVED_SCHEME).toBe(STOCK_OPTION_RULES[2026].approvedScheme)
    expect(APPROVED_SCHEME.aggregateCap).toEqual(at(APPROVED_SCHEME_AGGREGATE_CAP, 2026))
  })

  it("holds the general treatment as a period from 2025: the same traced text in each year", () => {
    expect(at(OPTION_TAX_POINT, 2025).value).toBe("exercise")
    expect(STOCK_OPTION_RULES[2025].taxPoint).toEqual({ ...STOCK_OPTION_RULES[2026].taxPoint, year: 2025 })
    expect(STOCK_OPTION_RULES[2026].taxPoint.note).toMatch(/^UNCONFIRMED/)
  })
})
