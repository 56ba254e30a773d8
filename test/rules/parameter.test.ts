import { describe, expect, it } from "vitest"
import { at, atAll, type DatedParameter, datedValues } from "../../src/rules/parameter.ts"
import { EMPLOYEE_RATE, MAX_INSURABLE_EARNINGS, STATE_RATE } from "../../src/rules/social-insurance.ts"

/** Fixed by law for periods: 10 in 2020-2023, 12 from 2024 to 2028 (own sources), nothing after. */
const RATE: DatedParameter<number> = {
  description: "a rate",
  unit: "percent",
  rule: "Some Law, art. 1",
  sources: ["si-law-59-2010"],
  values: [
    { from: 2020, to: 2023, value: 10 },
    { from: 2024, to: 2028, value: 12, sources: ["si-kpmg-2024"], note: "raised by the 2023 amendment" }
  ]
}

/** One value per year of its own year type; 2025 not known. */
const AMOUNT: DatedParameter<number | null, 2024 | 2025 | 2026> = {
  description: "an amount",
  unit: "EUR/week",
  rule: "Some Law, art. 2",
  sources: [],
  values: {
    2024: { value: 100, sources: ["si-cymail-2024"] },
    2025: { value: null, status: "unconfirmed", note: "No source read gives it." },
    2026: { value: 103.5, status: "derived", note: "100 x 1.035", sources: ["si-cytoday-2026"] }
  }
}

describe("dated parameters: at(parameter, year)", () => {
  it("resolves a year inside a period, both ends included, to a traced value", () => {
    expect(at(RATE, 2020)).toEqual({
      value: 10,
      status: "official",
      rule: "Some Law, art. 1",
      year: 2020,
      unit: "percent",
      sources: ["si-law-59-2010"]
    })
    expect(at(RATE, 2023).value).toBe(10)
    expect(at(RATE, 2026)).toEqual({
      value: 12,
      status: "official",
      note: "raised by the 2023 amendment",
      rule: "Some Law, art. 1",
      year: 2026,
      unit: "percent",
      sources: ["si-kpmg-2024"]
    })
    expect(at(RATE, 2028).value).toBe(12)
  })

  it("refuses a year no period covers (a defect of the caller, never a guess)", () => {
    expect(() => at(RATE, 2019)).toThrow("a rate: no value for 2019")
    expect(() => at(RATE, 2029)).toThrow("a rate: no value for 2029")
  })

  it("resolves a year-keyed value with its own status, note and sources", () => {
    expect(at(AMOUNT, 2024)).toEqual({
      value: 100,
      status: "official",
      rule: "Some Law, art. 2",
      year: 2024,
      unit: "EUR/week",
      sources: ["si-cymail-2024"]
    })
    expect(at(AMOUNT, 2025)).toEqual({
      value: null,
      status: "unconfirmed",
      note: "No source read gives it.",
      rule: "Some Law, art. 2",
      year: 2025,
      unit: "EUR/week",
      sources: []
    })
    expect(at(AMOUNT, 2026)).toMatchObject({
      value: 103.5,
      status: "derived",
      note: "100 x 1.035",
      year: 2026,
      sources: ["si-cytoday-2026"]
    })
    // @ts-expect-error 2027 is not a year of this parameter
    expect(() => at(AMOUNT, 2027)).toThrow("an amount: no value for 2027")
  })

  it("fails the type check when a year-keyed parameter misses a year of its type", () => {
    const missing: DatedParameter<number, 2024 | 2025> = {
      description: "incomplete",
      unit: "EUR",
      rule: "Some Law",
      sources: [],
      // @ts-expect-error 2025 has no value
      values: { 2024: { value: 1 } }
    }
    expect(at(missing, 2024).value).toBe(1)
  })

  it("lists every value in time, each resolved as at resolves it (GET /rules/<id>)", () => {
    expect(datedValues(RATE)).toEqual([
      { from: 2020, to: 2023, value: 10, status: "official", rule: "Some Law, art. 1", sources: ["si-law-59-2010"] },
      {
        from: 2024,
        to: 2028,
        value: 12,
        status: "official",
        note: "raised by the 2023 amendment",
        rule: "Some Law, art. 1",
        sources: ["si-kpmg-2024"]
      }
    ])
    expect(datedValues(AMOUNT).map((value) => ("year" in value ? [value.year, value.status] : []))).toEqual([
      [2024, "official"],
      [2025, "unconfirmed"],
      [2026, "derived"]
    ])
    const { year: _, unit: __, ...traced } = at(AMOUNT, 2026)
    expect(datedValues(AMOUNT)[2]).toEqual({ year: 2026, ...traced })
  })

  it("resolves a group of parameters at once", () => {
    expect(atAll({ rate: RATE, amount: AMOUNT }, 2024)).toEqual({ rate: at(RATE, 2024), amount: at(AMOUNT, 2024) })
  })

  it("resolves the social insurance tables: the rate by period, the ceiling by year", () => {
    // Employee rate 8.3% in 2019-2023, 8.8% in 2024-2028 (si-emeraldzebra-rates; si-kpmg-2024: "8.3% -> 8.8%").
    expect([2020, 2023, 2024, 2026].map((year) => at(EMPLOYEE_RATE, year).value)).toEqual([8.3, 8.3, 8.8, 8.8])
    expect(at(EMPLOYEE_RATE, 2024).sources[0]).toBe("businessincyprus-si")
    // 2026 ceiling: EUR 1,325 a week / 5,742 a month, annual 12 x 5,742 = 68,904 (mtarget-si-2026).
    expect(at(MAX_INSURABLE_EARNINGS.annual, 2026)).toMatchObject({
      value: 68_904,
      status: "official",
      year: 2026,
      unit: "EUR/year"
    })
    expect(at(MAX_INSURABLE_EARNINGS.weekly, 2026).value).toBe(1_325)
    // 2020: only weekly and monthly published, annual derived 12 x 4,572 = 54,864.
    expect(at(MAX_INSURABLE_EARNINGS.annual, 2020)).toMatchObject({
      value: 54_864,
      status: "derived",
      note: "12 x the monthly ceiling 4572."
    })
    // State share: 22.8% total = 8.8 employee + 8.8 employer + 5.2 State (businessincyprus-si); 21.5 = 8.3 + 8.3 + 4.9
    // before 2024 (si-mpisoc-2020).
    expect(at(STATE_RATE, 2025)).toMatchObject({ value: 5.2, status: "official", sources: ["businessincyprus-si"] })
    expect(at(STATE_RATE, 2023)).toMatchObject({ value: 4.9, status: "official", sources: ["si-mpisoc-2020"] })
  })
})
