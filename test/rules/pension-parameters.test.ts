import { describe, expect, it } from "vitest"
import { CAPITAL_SUMS_TAX_PERCENT, VEHICLE_DEFAULTS } from "../../src/rules/investment-vehicles.ts"
import {
  FULL_SURRENDER_CLAWBACK,
  PARTIAL_SURRENDER,
  PARTIAL_SURRENDER_2026,
  SECURITIES_GAINS_EXEMPT,
  SECURITIES_GAINS_TAX_PERCENT,
  SURRENDER_CLAWBACK
} from "../../src/rules/life-insurance.ts"
import { at } from "../../src/rules/parameter.ts"
import { SOURCES } from "../../src/rules/sources.ts"
import {
  DEFERRAL,
  DEFERRAL_INCREASE_PER_MONTH,
  LUMP_SUM_INSTEAD,
  MAX_BASIC_POINTS_PER_YEAR,
  REFERENCE_PERIOD_START_AGE,
  STATE_PENSION
} from "../../src/rules/state-pension.ts"

describe("state pension, life policy and investment vehicle rules as dated parameters", () => {
  it("resolves the old-age pension rules in every contribution year held, the exports from the latest", () => {
    // Reference period from the year the person turned 16 (si-mlsi-faq-oap): the same in 2020 and 2026.
    expect(at(STATE_PENSION.referencePeriodStartAge, 2020).value).toBe(16)
    expect(at(STATE_PENSION.referencePeriodStartAge, 2026)).toMatchObject({
      value: 16,
      status: "official",
      year: 2026,
      unit: "years"
    })
    expect(REFERENCE_PERIOD_START_AGE).toEqual(at(STATE_PENSION.referencePeriodStartAge, 2026))
    // At most 1 basic point a year; deferral up to 68 (art. 39); lump sum at 68.
    expect(MAX_BASIC_POINTS_PER_YEAR).toMatchObject({
      value: 1,
      unit: "points",
      sources: ["si-ilo-gimi", "si-ec-your-rights-2018"]
    })
    expect(DEFERRAL).toMatchObject({
      value: { maxAge: 68 },
      status: "official",
      rule: "Social Insurance Law 59(I)/2010, art. 39 (deferral of the statutory pension up to age 68)",
      sources: ["sp-cylaw-art39", "si-ilo-gimi", "sp-cymail-deferral-2021"]
    })
    // The increase for each month of deferral, 0.5% (art. 39(4) cut off in the copy read): one secondary source, said so.
    expect(DEFERRAL_INCREASE_PER_MONTH).toMatchObject({
      value: 0.5,
      unit: "percent",
      year: 2026,
      rule: expect.stringMatching(/^Social Insurance Law 59\(I\)\/2010, art\. 39\(4\)/),
      sources: ["sp-ilo-gimi-deferral"],
      note: expect.stringMatching(/^Rests on one secondary source/)
    })
    expect(SOURCES["sp-ilo-gimi-deferral"].kind).toBe("secondary")
    expect(LUMP_SUM_INSTEAD).toMatchObject({ value: 68, sources: ["sp-euraxess-pension"] })
    // None held before the first contribution year.
    expect(() => at(STATE_PENSION.lumpSumAge, 2019)).toThrow("no value for 2019")
  })

  it("dates the life policy rules: the clawback from 2024, the partial-surrender rule from 2026 only", () => {
    // Cancellation in policy years 1-3: 30%, 4-6: 20% of the premiums allowed (hh-cylaw-itl-art14 and others).
    expect(at(SURRENDER_CLAWBACK, 2024).value).toEqual([
      { upToPolicyYear: 3, percent: 30 },
      { upToPolicyYear: 6, percent: 20 }
    ])
    expect(FULL_SURRENDER_CLAWBACK).toEqual(at(SURRENDER_CLAWBACK, 2026))
    // Partial surrenders: safe limit from policy year 4 over the 3- and 4-year look-backs, 50% of the excess taxable.
    expect(PARTIAL_SURRENDER_2026).toMatchObject({
      value: { firstPolicyYearWithSafeLimit: 4, lookBackYears: [3, 4], taxableSharePercent: 50 },
      year: 2026,
      rule: "Income Tax Law 118(I)/2002, art. 14 as amended by the 2026 tax reform (partial surrenders of life policies)"
    })
    expect(() => at(PARTIAL_SURRENDER, 2025)).toThrow("no value for 2025")
    expect(SECURITIES_GAINS_EXEMPT).toMatchObject({
      value: 0,
      unit: "percent",
      rule: "Income Tax Law 118(I)/2002, art. 8 (exempt income: profits from the sale of securities)",
      sources: ["hh-cyms-exemptions"]
    })
  })

  it("reads the exit-tax defaults of compare_investment_vehicles from the exemptions of law", () => {
    expect(VEHICLE_DEFAULTS.option1ExitTax).toMatchObject({
      value: at(SECURITIES_GAINS_TAX_PERCENT, 2026).value,
      sources: ["hh-cyms-exemptions"]
    })
    expect(at(CAPITAL_SUMS_TAX_PERCENT, 2024)).toMatchObject({
      value: 0,
      status: "official",
      unit: "percent",
      sources: ["hh-cyms-exemptions"]
    })
    expect(VEHICLE_DEFAULTS.option2ExitTax).toEqual({
      value: 0,
      why: "Capital sums from approved provident funds and life insurance are exempt from Cyprus income tax; pensions paid as income are taxed at the bands (not modelled).",
      sources: ["hh-cyms-exemptions"]
    })
  })
})
