import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import {
  firstMonday,
  getSocialInsuranceReference,
  relevantContributionYear
} from "../../../src/rules/social-insurance.ts"
import { UnemploymentBenefitInput } from "../../../src/tools/calculate_cyprus_unemployment_benefit/input.ts"
import type { UnemploymentBenefitOutput } from "../../../src/tools/calculate_cyprus_unemployment_benefit/output.ts"
import { calculateCyprusUnemploymentBenefit } from "../../../src/tools/calculate_cyprus_unemployment_benefit/tool.ts"
import { computeFieldErrors, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "calculate_cyprus_unemployment_benefit"
const decode = Schema.decodeUnknownSync(UnemploymentBenefitInput)
/** Through the pipeline: the claim passes the relevant-year check, and the result fits its output schema. */
const calc = (raw: unknown): UnemploymentBenefitOutput => {
  expect(computeFieldErrors(TOOL, raw)).toEqual({})
  return computeOutput<UnemploymentBenefitOutput>(TOOL, raw)
}

interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly expected: {
    readonly year: number
    readonly rate: number
    readonly basic: number
    readonly supplementary: number
    readonly weekly: number
    readonly daily: number
    readonly total: number
  }
  /** the hand calculation; EUR, each part rounded to the cent half away from zero */
  readonly arithmetic: string
}

// Weekly BIE (derived, see the reference table): 2024 201.57, 2025 213.54, 2026 220.76.
const CASES: ReadonlyArray<Case> = [
  {
    name: "March 2026 claim, spouse, 30,000 in 2024 (research example E)",
    input: { applicationDate: "2026-03-16", annualGrossEarnings: 30_000, dependentSpouse: true, dependentChildren: 0 },
    expected: {
      year: 2024,
      rate: 80,
      basic: 161.26,
      supplementary: 187.68,
      weekly: 348.94,
      daily: 58.16,
      total: 9_072.96
    },
    arithmetic:
      "before 6 Jul 2026 -> 2024; 30,000 / 52 = 576.92; basic 80% x 201.57 = 161.256 -> 161.26; " +
      "supplementary 50% x (576.92 - 201.57 = 375.35) = 187.675 -> 187.68 (< cap 201.57); weekly 348.94; " +
      "daily 348.94 / 6 = 58.157 -> 58.16; 156 x 58.16 = 9,072.96"
  },
  {
    name: "May 2026 claim, spouse + 2 children, 70,000 in 2024 above the ceiling (research example F)",
    input: { applicationDate: "2026-05-04", annualGrossEarnings: 70_000, dependentSpouse: true, dependentChildren: 2 },
    expected: {
      year: 2024,
      rate: 100,
      basic: 201.57,
      supplementary: 201.57,
      weekly: 403.14,
      daily: 67.19,
      total: 10_481.64
    },
    arithmetic:
      "capped at 62,868 / 52 = 1,209.00; basic 100% x 201.57; supplementary 50% x 1,007.43 = 503.72 -> cap 201.57; " +
      "weekly 403.14; daily 67.19; 156 x 67.19 = 10,481.64"
  },
  {
    name: "September 2026 claim, no dependants, 9,000 in 2025 (below the weekly BIE)",
    input: { applicationDate: "2026-09-14", annualGrossEarnings: 9_000, dependentSpouse: false, dependentChildren: 0 },
    expected: { year: 2025, rate: 60, basic: 103.85, supplementary: 0, weekly: 103.85, daily: 17.31, total: 2_700.36 },
    arithmetic:
      "from 6 Jul 2026 -> 2025; 9,000 / 52 = 173.077 -> 173.08 < 213.54; basic 60% x 173.08 = 103.848 -> 103.85; " +
      "no supplementary; daily 103.85 / 6 = 17.308 -> 17.31; 156 x 17.31 = 2,700.36"
  },
  {
    name: "September 2026 claim, 2 children and no spouse, 24,000 in 2025",
    input: { applicationDate: "2026-09-14", annualGrossEarnings: 24_000, dependentSpouse: false, dependentChildren: 2 },
    expected: {
      year: 2025,
      rate: 80,
      basic: 170.83,
      supplementary: 124,
      weekly: 294.83,
      daily: 49.14,
      total: 7_665.84
    },
    arithmetic:
      "24,000 / 52 = 461.538 -> 461.54; rate 60 + 10 + 10 = 80%; basic 0.8 x 213.54 = 170.832 -> 170.83; " +
      "supplementary 50% x (461.54 - 213.54 = 248.00) = 124.00; weekly 294.83; daily 49.138 -> 49.14; 156 x 49.14 = 7,665.84"
  },
  {
    name: "February 2027 claim, spouse + 3 children (4, counted 3), 50,000 in 2025",
    input: { applicationDate: "2027-02-01", annualGrossEarnings: 50_000, dependentSpouse: true, dependentChildren: 3 },
    expected: {
      year: 2025,
      rate: 100,
      basic: 213.54,
      supplementary: 213.54,
      weekly: 427.08,
      daily: 71.18,
      total: 11_104.08
    },
    arithmetic:
      "before 5 Jul 2027 -> 2025; 50,000 / 52 = 961.54; basic 100% x 213.54; supplementary 50% x 748.00 = 374.00 -> cap 213.54; " +
      "weekly 427.08; daily 71.18; 156 x 71.18 = 11,104.08"
  },
  {
    name: "August 2027 claim, no dependants, 40,000 in 2026",
    input: { applicationDate: "2027-08-02", annualGrossEarnings: 40_000, dependentSpouse: false, dependentChildren: 0 },
    expected: {
      year: 2026,
      rate: 60,
      basic: 132.46,
      supplementary: 220.76,
      weekly: 353.22,
      daily: 58.87,
      total: 9_183.72
    },
    arithmetic:
      "from 5 Jul 2027 -> 2026; 40,000 / 52 = 769.23; basic 60% x 220.76 = 132.456 -> 132.46; " +
      "supplementary 50% x 548.47 = 274.24 -> cap 220.76; weekly 353.22; daily 58.87; 156 x 58.87 = 9,183.72"
  }
]

describe("unemployment benefit worked examples", () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.arithmetic}`, () => {
      const o = calc(c.input)
      expect(o.relevantContributionYear).toBe(c.expected.year)
      expect(o.benefit).toMatchObject({
        basicRatePercent: c.expected.rate,
        weeklyBasicBenefit: c.expected.basic,
        weeklySupplementaryBenefit: c.expected.supplementary,
        weeklyBenefit: c.expected.weekly,
        dailyBenefit: c.expected.daily,
        maximumTotalBenefit: c.expected.total,
        waitingDays: 3,
        maxBenefitDays: 156
      })
      expect(o.series.at(-1)?.cumulativeBenefit).toBe(c.expected.total)
    })
  }

  it("discloses the child-only dependant reading with its alternative", () => {
    const o = calc(CASES[3]!.input)
    expect(o.assumptions.join(" ")).toMatch(/Alternative reading: 80\/90\/100% .*\(90% here\)/)
  })

  it("discloses the capped earnings and the relevant-year boundary", () => {
    const o = calc(CASES[1]!.input)
    expect(o.benefit?.earningsCappedAtMaximum).toBe(true)
    expect(o.assumptions.join(" ")).toMatch(/first Monday of July \(2026-07-06\)/)
  })
})

describe("traces and statutory figures", () => {
  it("gives every figure set by a rule its rule, relevant year and sources", () => {
    const b = calc(CASES[0]!.input).benefit!
    expect(Object.keys(b.traces)).toEqual([
      "annualInsurableEarnings",
      "annualMaxInsurableEarnings",
      "averageWeeklyInsurableEarnings",
      "weeklyBasicInsurableEarnings",
      "weeklyBasicBenefit",
      "weeklySupplementaryBenefit",
      "dailyBenefit",
      "maximumTotalBenefit"
    ])
    // the 2024 ceiling (1,209 / 5,239) read in the SIS announcement of 10 January 2024 (si-mlsi-2024), primary first
    expect(b.traces.annualMaxInsurableEarnings).toMatchObject({
      year: 2024,
      rule: "Social Insurance Law 59(I)/2010, maximum insurable earnings (annual)"
    })
    expect(b.traces.averageWeeklyInsurableEarnings.rule).toMatch(/average weekly insurable earnings = annual \/ 52/)
    expect(b.traces.averageWeeklyInsurableEarnings.sources).toContain("si-cymail-covid-2020")
    expect(b.traces.weeklyBasicBenefit.rule).toMatch(
      /unemployment benefit \(basic\); .*increases of the basic benefit for dependants/
    )
    expect(b.traces.weeklySupplementaryBenefit.sources).toEqual(
      expect.arrayContaining(["si-infocy-ub", "si-ec-sickness", "si-easyexpat-ub"])
    )
    expect(b.traces.maximumTotalBenefit.rule).toMatch(
      /^Social Insurance Law 59\(I\)\/2010, maximum duration per period of unemployment/
    )
  })

  it("words the contribution conditions from their parameters: 26 weeks, 26 x BIE = 0.50 point, 20 x BIE = 0.39 point", () => {
    // 26 / 52 = 0.50; 20 / 52 = 0.3846, published as 0.39 (rounded up to the hundredth); 2024 weekly BIE 201.57 x 20 =
    // 4,031.40
    const u = getSocialInsuranceReference(2024)!.unemployment
    expect(u.minimumPaidBasicWeeklyBies.value / 52).toBe(u.minimumPaidBasicPoints.value)
    expect(Math.ceil((u.minimumRelevantYearWeeklyBies.value / 52) * 100) / 100).toBe(u.minimumRelevantYearPoints.value)
    const out = calc(CASES[0]!.input)
    expect(out.entitlement.conditions[1]?.condition).toBe(
      "26 weeks since insurance began and paid basic insurance of at least 0.50 unit (26 x weekly basic insurable earnings)"
    )
    expect(out.entitlement.conditions[2]?.condition).toBe(
      "Paid or credited insurable earnings in 2024 of at least 20 x the weekly basic insurable earnings (0.39 unit) = EUR 4,031.40"
    )
    expect(out.assumptions.join(" ")).toContain(
      "Claimants must be aged 16 to 63 (to 65 if not entitled to a statutory pension)"
    )
  })
})

describe("relevant contribution year", () => {
  it("switches on the first Monday of July", () => {
    expect(firstMonday(2026, 7)).toBe("2026-07-06")
    expect(firstMonday(2027, 7)).toBe("2027-07-05")
    expect(relevantContributionYear("2026-07-05")).toBe(2024)
    expect(relevantContributionYear("2026-07-06")).toBe(2025)
    expect(relevantContributionYear("2026-01-01")).toBe(2024)
  })

  it("March 2025 claim, no dependants, 30,000 in 2023: on the derived 2023 BIE, disclosed", () => {
    // before 7 Jul 2025 -> 2023; weekly BIE 2023 derived: 186.20 x 1.0337 = 192.47
    // (src/rules/social-insurance/earnings.ts);
    // 30,000 / 52 = 576.92; basic 60% x 192.47 = 115.482 -> 115.48; supplementary 50% x (576.92 - 192.47 = 384.45) =
    // 192.225
    // -> 192.23 (< cap 192.47); weekly 307.71; daily 307.71 / 6 = 51.285 -> 51.29; 156 x 51.29 = 8,001.24
    const o = calc({
      applicationDate: "2025-03-03",
      annualGrossEarnings: 30_000,
      dependentSpouse: false,
      dependentChildren: 0
    })
    expect(o.relevantContributionYear).toBe(2023)
    expect(o.benefit).toMatchObject({
      basicRatePercent: 60,
      weeklyBasicBenefit: 115.48,
      weeklySupplementaryBenefit: 192.23,
      weeklyBenefit: 307.71,
      dailyBenefit: 51.29,
      maximumTotalBenefit: 8_001.24
    })
    expect(o.assumptions.join(" ")).toMatch(/[Dd]erived/)
  })

  it("answers a claim whose relevant year is not held with a problem listing the years", () => {
    const fieldErrors = computeFieldErrors(TOOL, {
      applicationDate: "2021-01-10",
      annualGrossEarnings: 1,
      dependentSpouse: false,
      dependentChildren: 0
    })
    expect(fieldErrors.applicationDate?.[0]).toMatch(
      /2019.*2020, 2021, 2022, 2023, 2024, 2025, 2026|2020, 2021, 2022, 2023, 2024, 2025, 2026.*2019/
    )
    const exit = Effect.runSyncExit(
      calculateCyprusUnemploymentBenefit.run(
        decode({ applicationDate: "2030-01-10", annualGrossEarnings: 1, dependentSpouse: false, dependentChildren: 0 }),
        TEST_ENVIRONMENT
      )
    )
    expect(Exit.isFailure(exit)).toBe(true)
  })
})

describe("entitlement", () => {
  const base = {
    applicationDate: "2026-03-16",
    annualGrossEarnings: 30_000,
    dependentSpouse: true,
    dependentChildren: 0
  }
  const allTrue = {
    isEmployee: true,
    insuranceHistoryMeetsMinimum: true,
    insuranceHistoryMeetsRelevantYear: true,
    isRegisteredAsUnemployed: true,
    isCapableAndAvailableForWork: true
  }

  it("is undetermined with one question per missing fact, never inferred from earnings", () => {
    const o = calc(base)
    expect(o.entitlement.status).toBe("undetermined")
    expect(o.entitlement.followUpQuestions).toHaveLength(5)
    expect(o.entitlement.conditions.every((c) => c.met === null)).toBe(true)
    expect(o.entitlement.followUpQuestions.join(" ")).toMatch(/EUR 4,031\.40/) // 20 x 201.57
    expect(o.assumptions.join(" ")).toMatch(/payable only if every entitlement condition is met/)
  })

  it("is entitled when every fact is true", () => {
    const o = calc({ ...base, ...allTrue })
    expect(o.entitlement).toMatchObject({ status: "entitled", reasons: [], followUpQuestions: [] })
  })

  it("is not entitled when self-employed, with the reason, and still asks the other missing facts", () => {
    const o = calc({ ...base, isEmployee: false })
    expect(o.entitlement.status).toBe("not entitled")
    expect(o.entitlement.reasons.join(" ")).toMatch(/Self-employed/)
    expect(o.entitlement.followUpQuestions).toHaveLength(4)
  })

  it("is undetermined when only one fact is missing", () => {
    const { isRegisteredAsUnemployed: _omit, ...rest } = allTrue
    const o = calc({ ...base, ...rest })
    expect(o.entitlement.status).toBe("undetermined")
    expect(o.entitlement.followUpQuestions).toEqual([expect.stringMatching(/registered as a job-seeker/)])
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(UnemploymentBenefitInput)(raw, { errors: "all" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("gives an issue for every required field of {}", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual([
      "annualGrossEarnings",
      "applicationDate",
      "dependentChildren",
      "dependentSpouse"
    ])
    expect(found.applicationDate).toMatch(/ask the user/)
  })

  it("rejects impossible dates, negative earnings and fractional children", () => {
    expect(
      Object.keys(
        issues({
          applicationDate: "2026-02-30",
          annualGrossEarnings: -1,
          dependentSpouse: false,
          dependentChildren: 1.5
        })
      ).sort()
    ).toEqual(["annualGrossEarnings", "applicationDate", "dependentChildren"])
  })

  it("examples succeed, examples[0] is complete, and the tool is anonymous and read-only", () => {
    const examples = Schema.resolveAnnotations(UnemploymentBenefitInput)?.examples ?? []
    expect(examples[0]).toEqual({
      applicationDate: "2026-03-16",
      annualGrossEarnings: 30_000,
      dependentSpouse: true,
      dependentChildren: 0
    })
    for (const ex of examples) {
      const exit = Effect.runSyncExit(calculateCyprusUnemploymentBenefit.run(decode(ex), TEST_ENVIRONMENT))
      expect(Exit.isSuccess(exit)).toBe(true)
      if (Exit.isSuccess(exit)) expect(calculateCyprusUnemploymentBenefit.summarize(exit.value)).toMatch(/Assumptions:/)
    }
    expect(calculateCyprusUnemploymentBenefit).toMatchObject({
      name: "calculate_cyprus_unemployment_benefit",
      access: "anonymous",
      readOnly: true
    })
  })
})
