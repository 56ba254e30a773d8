import { describe, expect, it } from "vitest"
import { Result, Schema, SchemaIssue } from "effect"
import { SOCIAL_INSURANCE_REFERENCE_YEARS } from "../../../src/rules/social-insurance.ts"
import { PensionReferenceInput } from "../../../src/tools/get_pension_reference_data/input.ts"
import type { PensionReferenceOutput } from "../../../src/tools/get_pension_reference_data/output.ts"
import { getPensionReferenceData } from "../../../src/tools/get_pension_reference_data/tool.ts"
import { computeAnswer, computeFailure, computeOutput } from "../../support/compute.ts"

const TOOL = "get_pension_reference_data"
/** A successful call through the pipeline: the result fits its output schema. */
const ok = (raw: unknown): PensionReferenceOutput => computeOutput<PensionReferenceOutput>(TOOL, raw)

describe("get_pension_reference_data", () => {
  it("returns the published fields for a year held", () => {
    const { output: o, text } = computeAnswer<PensionReferenceOutput>(TOOL, { year: 2026 })
    expect(o).toMatchObject({
      year: 2026,
      weeklyBasicInsurableEarnings: 220.76,
      annualBasicInsurableEarnings: 11_479.52,
      annualMaxInsurableEarnings: 68_904,
      weeklyMaxInsurableEarnings: 1_325,
      monthlyMaxInsurableEarnings: 5_742,
      maxUnitsPerYear: 6,
      statutoryPensionAge: 65,
      minimumContributionYears: 15,
      contributionRates: { employeePercent: 8.8, employerPercent: 8.8, selfEmployedPercent: 16.6, statePercent: 5.2 }
    })
    expect(o.assumptions.join(" ")).toMatch(/Derived.*weeklyBasicInsurableEarnings/)
    // The State share is read (5.2%, businessincyprus-si): no longer listed as unconfirmed.
    expect(o.assumptions.join(" ")).not.toMatch(/stateRatePercent/)
    expect(o.series.map((s) => s.year)).toEqual([...SOCIAL_INSURANCE_REFERENCE_YEARS])
    expect(o.figures.find((f) => f.key === "fullBasicPensionMonthly")).toMatchObject({
      value: 529.82,
      status: "official"
    })
    expect(text).toMatch(/Assumptions:/)
  })

  it("traces every money figure: rule, year and sources, the SIS announcement first where one was read", () => {
    const o = ok({ year: 2026 })
    expect(o.traces.annualMaxInsurableEarnings).toEqual({
      rule: "Social Insurance Law 59(I)/2010, maximum insurable earnings (annual)",
      year: 2026,
      sources: ["mtarget-si-2026", "andersen-si-2026"]
    })
    // the ceilings of 2026 (1,325 / 5,742) as the SIS announced them, reported by Politis on 13 January 2026
    expect(o.traces.weeklyMaxInsurableEarnings.sources).toEqual(["si-politis-2026", "mtarget-si-2026"])
    expect(o.traces.weeklyBasicInsurableEarnings.sources[0]).toBe("si-politis-2026")
    expect(o.series.every((row) => row.traces.annualMaxInsurableEarnings.year === row.year)).toBe(true)
    expect(o.figures.every((f) => f.year === 2026)).toBe(true)
    // 2022: the SIS notice to employers of December 2021 (1,117 a week from 3/1/2022, 4,840 a month from 1/1/2022)
    expect(ok({ year: 2022 }).traces.weeklyMaxInsurableEarnings.sources.slice(0, 2)).toEqual([
      "si-mlsi-2022-ceiling",
      "si-mlsi-2022"
    ])
    expect(ok({ year: 2023 }).traces.monthlyMaxInsurableEarnings.sources[0]).toBe("si-peo-2023")
    expect(ok({ year: 2024 }).traces.monthlyMaxInsurableEarnings.sources[0]).toBe("si-mlsi-2024")
    // the new figures: 780 weeks (780 / 52 = 15 basic points) and 13 'monthly' payments a year (13 x 4 = 52 weeks)
    expect(o.figures.find((f) => f.key === "minimumInsuranceWeeks")).toMatchObject({ value: 780, unit: "weeks" })
    expect(o.figures.find((f) => f.key === "pensionPaymentsPerYear")).toMatchObject({
      value: 13,
      sources: ["sp-famnews-13th", "si-evident-calc-2021"]
    })
  })

  it("takes the year as a number or as its four-digit string, the same answer either way", () => {
    expect(ok({ year: "2024" })).toEqual(ok({ year: 2024 }))
    const refused = computeFailure(TOOL, { year: "24" })
    expect(JSON.stringify(refused)).toMatch(
      /calendar year from \d{4} to \d{4} \(a whole number such as 2026; the string \\"2026\\" is accepted too\)/
    )
  })

  it("returns null, not a guess, for an unconfirmed year figure", () => {
    const o = ok({ year: 2022 })
    expect(o.figures.find((f) => f.key === "fullBasicPensionMonthly")).toMatchObject({ value: null })
    expect(o.weeklyBasicInsurableEarnings).toBe(186.2) // derived, not official: 183.96 x 1.0122 (SIS rise of 2022)
    expect(o.assumptions.join(" ")).toMatch(/Not confirmed for 2022/)
  })

  it("answers a year not held with a problem listing the years held", () => {
    const err = JSON.stringify(computeFailure(TOOL, { year: 2019 }))
    expect(err).toContain("InvalidInput")
    expect(err).toContain("2020, 2021, 2022, 2023, 2024, 2025, 2026")
  })

  it("requires year, as an integer; examples[0] succeeds", () => {
    const format = SchemaIssue.makeFormatterStandardSchemaV1()
    const issues = (raw: unknown) => {
      const r = Schema.decodeUnknownResult(PensionReferenceInput)(raw, { errors: "all" })
      return Result.isSuccess(r) ? [] : format(r.failure.issue).issues.map((i) => (i.path ?? []).map(String).join("."))
    }
    expect(issues({})).toEqual(["year"])
    expect(issues({ year: 2024.5 })).toEqual(["year"])
    const examples = Schema.resolveAnnotations(PensionReferenceInput)?.examples ?? []
    expect(examples[0]).toEqual({ year: 2026 })
    for (const ex of examples) ok(ex)
    expect(getPensionReferenceData).toMatchObject({
      name: "get_pension_reference_data",
      access: "anonymous",
      readOnly: true
    })
  })
})
