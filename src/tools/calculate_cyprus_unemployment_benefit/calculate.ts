import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { cents, divRound, euros } from "../../core/money.ts"
import { formatCents, formatDecimals } from "../../core/format.ts"
import { InputProblem } from "../../core/tool.ts"
import {
  firstMonday,
  getSocialInsuranceReference,
  relevantContributionYear,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  UNEMPLOYMENT_RELEVANT_YEAR,
  type UnemploymentRules,
  WEEKS_IN_ANNUAL_EARNINGS,
  yearNotHeld
} from "../../rules/social-insurance.ts"
import { at } from "../../rules/parameter.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { UNEMPLOYMENT_ASSUMPTIONS } from "./assumptions.ts"
import type { UnemploymentBenefitInput } from "./input.ts"
import type { UnemploymentBenefitOutput } from "./output.ts"

const fmt = formatCents

/** A claim whose relevant contribution year the reference table does not hold cannot be estimated. */
export const check = (input: UnemploymentBenefitInput): InputProblem | null => {
  const year = relevantContributionYear(input.applicationDate)
  if (getSocialInsuranceReference(year) !== undefined) return null
  const held = SOCIAL_INSURANCE_REFERENCE_YEARS
  const { fieldErrors } = yearNotHeld(
    "applicationDate",
    year,
    `The relevant contribution year of a claim on ${input.applicationDate} is ${year}; reference figures`
  )
  return new InputProblem(
    fieldErrors,
    `Claims dated from ${firstMonday(held[0]! + 1, 7)} to ${firstMonday(held[held.length - 1]! + 2, 7)} (exclusive) can be estimated; check the claim date with the user.`
  )
}

type FactKey =
  | "isEmployee"
  | "insuranceHistoryMeetsMinimum"
  | "insuranceHistoryMeetsRelevantYear"
  | "isRegisteredAsUnemployed"
  | "isCapableAndAvailableForWork"

/** The contribution conditions as the law words them, built from the parameters of the relevant year. */
const contributionConditions = (u: UnemploymentRules) => ({
  weeksInsured: u.minimumWeeksInsured.value,
  paidBasicBies: u.minimumPaidBasicWeeklyBies.value,
  paidBasicPoints: formatDecimals(u.minimumPaidBasicPoints.value, 2),
  relevantYearBies: u.minimumRelevantYearWeeklyBies.value,
  relevantYearPoints: formatDecimals(u.minimumRelevantYearPoints.value, 2)
})

const question = (field: FactKey, year: number, weeklyBieC: number | null, u: UnemploymentRules): string => {
  const c = contributionConditions(u)
  switch (field) {
    case "isEmployee":
      return "Were you insured as an employee (not self-employed) when you became unemployed?"
    case "insuranceHistoryMeetsMinimum":
      return `Have at least ${c.weeksInsured} weeks passed since your Social Insurance began, and did you pay contributions on earnings of at least ${c.paidBasicBies} times the weekly basic insurable earnings (${c.paidBasicPoints} insurance unit) before becoming unemployed?`
    case "insuranceHistoryMeetsRelevantYear":
      return `In ${year}, were your paid or credited insurable earnings at least ${c.relevantYearBies} times that year's weekly basic insurable earnings (${c.relevantYearPoints} insurance unit)${weeklyBieC === null ? "" : `, i.e. EUR ${fmt(weeklyBieC * c.relevantYearBies)}`}?`
    case "isRegisteredAsUnemployed":
      return "Are you registered as a job-seeker at the District Labour Office and as unemployed at the Social Insurance office?"
    case "isCapableAndAvailableForWork":
      return "Are you capable of work and available for work?"
  }
}
const assessEntitlement = (
  input: UnemploymentBenefitInput,
  year: number,
  weeklyBieC: number | null,
  u: UnemploymentRules
) => {
  const c = contributionConditions(u)
  const relevantYearText =
    `Paid or credited insurable earnings in ${year} of at least ${c.relevantYearBies} x the weekly basic insurable earnings (${c.relevantYearPoints} unit)` +
    (weeklyBieC === null ? "" : ` = EUR ${fmt(weeklyBieC * c.relevantYearBies)}`)
  const conditions: Array<{ field: FactKey; condition: string; no: string }> = [
    {
      field: "isEmployee",
      condition: "Insured as an employee (self-employed persons are not covered)",
      no: "Self-employed persons are not entitled to unemployment benefit."
    },
    {
      field: "insuranceHistoryMeetsMinimum",
      condition: `${c.weeksInsured} weeks since insurance began and paid basic insurance of at least ${c.paidBasicPoints} unit (${c.paidBasicBies} x weekly basic insurable earnings)`,
      no: `The minimum insurance history (${c.weeksInsured} weeks and ${c.paidBasicPoints} paid basic unit) is not met.`
    },
    {
      field: "insuranceHistoryMeetsRelevantYear",
      condition: relevantYearText,
      no: `The relevant-year condition (${c.relevantYearPoints} unit paid or credited in ${year}) is not met.`
    },
    {
      field: "isRegisteredAsUnemployed",
      condition:
        "Registered as a job-seeker at the District Labour Office and as unemployed at the Social Insurance office",
      no: "Not registered as unemployed: register at the District Labour Office first."
    },
    {
      field: "isCapableAndAvailableForWork",
      condition: "Capable of and available for work",
      no: "The benefit is paid only while capable of and available for work."
    }
  ]
  const rows = conditions.map((c) => ({ condition: c.condition, met: input[c.field] ?? null, field: c.field }))
  const reasons = conditions.filter((c) => input[c.field] === false).map((c) => c.no)
  const followUpQuestions = conditions
    .filter((c) => input[c.field] === undefined)
    .map((c) => question(c.field, year, weeklyBieC, u))
  const status =
    reasons.length > 0
      ? ("not entitled" as const)
      : followUpQuestions.length > 0
        ? ("undetermined" as const)
        : ("entitled" as const)
  return { status, conditions: rows, reasons, followUpQuestions }
}

export const calculate = (input: UnemploymentBenefitInput): UnemploymentBenefitOutput => {
  const year = relevantContributionYear(input.applicationDate)
  const t = getSocialInsuranceReference(year)
  if (t === undefined) throw new Error(`relevant year ${year} not held: call check first`)
  const u = t.unemployment
  const used: Array<SourceId> = [...UNEMPLOYMENT_RELEVANT_YEAR.sources]
  const said = assumptionList(UNEMPLOYMENT_ASSUMPTIONS)
  const boundary = firstMonday(
    Number(input.applicationDate.slice(0, 4)),
    UNEMPLOYMENT_RELEVANT_YEAR.benefitYearStartMonth
  )
  said.add("unemployment.relevant-year", {
    field: "applicationDate",
    value: year,
    reason: "rule",
    params: { boundary }
  })

  const weeklyBie = t.basicInsurableEarnings.weekly
  const annualMax = t.maxInsurableEarnings.annual
  const entitlement = assessEntitlement(input, year, weeklyBie.value === null ? null : cents(weeklyBie.value), u)
  const weeks = at(WEEKS_IN_ANNUAL_EARNINGS, year)
  used.push(
    ...u.minimumWeeksInsured.sources,
    ...u.minimumPaidBasicWeeklyBies.sources,
    ...u.minimumRelevantYearWeeklyBies.sources,
    ...u.minimumRelevantYearPoints.sources
  )

  let benefit: UnemploymentBenefitOutput["benefit"] = null
  let reason: string | null = null
  let series: Array<{ benefitWeek: number; cumulativeBenefit: number }> = []
  if (weeklyBie.value === null || annualMax.value === null) {
    said.add("unemployment.earnings-not-confirmed", {
      rule: "social-insurance.basic-insurable-earnings.weekly",
      value: year,
      reason: "limit",
      params: { note: weeklyBie.note ?? annualMax.note ?? "" }
    })
    reason = said.sentences().at(-1) ?? null
  } else {
    const weeklyBieC = cents(weeklyBie.value)
    const maxC = cents(annualMax.value)
    const grossC = cents(input.annualGrossEarnings)
    const insurableC = Math.min(grossC, maxC)
    const weeklyEarnC = divRound(insurableC, weeks.value)
    const basicSliceC = Math.min(weeklyEarnC, weeklyBieC)
    const excessC = weeklyEarnC - basicSliceC

    const scale = u.dependants.value!
    const spouse = input.dependentSpouse ? 1 : 0
    const others = Math.min(input.dependentChildren, scale.maxDependants - spouse)
    const ratePercent =
      scale.ratesByDependantCountPercent[0] +
      spouse * scale.spousePercentagePoints +
      others * scale.otherDependantPercentagePoints
    const basicC = divRound(basicSliceC * ratePercent, 100)
    const suppUncappedC = divRound(excessC * u.supplementaryBenefitPercent.value!, 100)
    const capC = weeklyBieC * u.supplementaryCapWeeklyBie.value!
    const suppC = Math.min(suppUncappedC, capC)
    const weeklyC = basicC + suppC
    const daysPerWeek = u.benefitDaysPerWeek.value!
    const dailyC = divRound(weeklyC, daysPerWeek)
    const maxDays = u.maxBenefitDays.value!
    const waitingDays = u.waitingDays.value!
    const basicRules = [u.basicBenefitPercent, u.dependants, weeklyBie, weeks]
    const supplementaryRules = [u.supplementaryBenefitPercent, u.supplementaryCapWeeklyBie, weeklyBie, weeks]
    const daily = [u.benefitDaysPerWeek, ...basicRules, ...supplementaryRules]
    benefit = {
      annualInsurableEarnings: euros(insurableC),
      earningsCappedAtMaximum: grossC > maxC,
      annualMaxInsurableEarnings: euros(maxC),
      averageWeeklyInsurableEarnings: euros(weeklyEarnC),
      weeklyBasicInsurableEarnings: euros(weeklyBieC),
      dependantsCounted: spouse + others,
      basicRatePercent: ratePercent,
      weeklyBasicBenefit: euros(basicC),
      weeklySupplementaryBenefit: euros(suppC),
      supplementaryCapped: suppUncappedC > capC,
      weeklyBenefit: euros(weeklyC),
      dailyBenefit: euros(dailyC),
      waitingDays,
      maxBenefitDays: maxDays,
      maximumTotalBenefit: euros(dailyC * maxDays),
      traces: {
        annualInsurableEarnings: traceOf(year, annualMax),
        annualMaxInsurableEarnings: traceOf(year, annualMax),
        averageWeeklyInsurableEarnings: traceOf(year, annualMax, weeks),
        weeklyBasicInsurableEarnings: traceOf(year, weeklyBie),
        weeklyBasicBenefit: traceOf(year, ...basicRules),
        weeklySupplementaryBenefit: traceOf(year, ...supplementaryRules),
        dailyBenefit: traceOf(year, ...daily),
        maximumTotalBenefit: traceOf(year, u.maxBenefitDays, ...daily)
      }
    }
    series = Array.from({ length: Math.ceil(maxDays / daysPerWeek) }, (_, i) => ({
      benefitWeek: i + 1,
      cumulativeBenefit: euros(dailyC * Math.min((i + 1) * daysPerWeek, maxDays))
    }))
    for (const f of [
      weeklyBie,
      annualMax,
      weeks,
      u.basicBenefitPercent,
      u.dependants,
      u.supplementaryBenefitPercent,
      u.supplementaryCapWeeklyBie,
      u.waitingDays,
      u.maxBenefitDays,
      u.benefitDaysPerWeek
    ]) {
      used.push(...f.sources)
    }
    if (weeklyBie.status === "derived") {
      said.add("unemployment.weekly-earnings-derived", {
        rule: "social-insurance.basic-insurable-earnings.weekly",
        value: euros(weeklyBieC),
        reason: "model",
        params: { year, note: weeklyBie.note ?? "" }
      })
    }
    if (grossC > maxC) {
      said.add("unemployment.earnings-capped", {
        field: "annualGrossEarnings",
        rule: "social-insurance.max-insurable-earnings.annual",
        value: euros(maxC),
        reason: "limit",
        params: { year }
      })
    }
    said.add("unemployment.earnings-valued-in-year", {
      field: "annualGrossEarnings",
      rule: "social-insurance.weeks-in-annual-earnings",
      value: weeks.value,
      reason: "rule",
      params: { year, days: daysPerWeek }
    })
    if (spouse === 0 && input.dependentChildren > 0) {
      const alt = scale.ratesByDependantCountPercent[Math.min(input.dependentChildren, scale.maxDependants)]!
      said.add("unemployment.children-without-spouse", {
        field: "dependentChildren",
        rule: "social-insurance.unemployment.dependants",
        value: scale.otherDependantPercentagePoints,
        reason: "rule",
        params: {
          basePercent: scale.ratesByDependantCountPercent[0],
          ratePercent,
          spousePoints: scale.spousePercentagePoints,
          rates: scale.ratesByDependantCountPercent.slice(1).join("/"),
          counts: scale.ratesByDependantCountPercent
            .slice(1)
            .map((_, k) => k + 1)
            .join("/"),
          altPercent: alt
        }
      })
    }
    if (input.dependentChildren + spouse > scale.maxDependants) {
      said.add("unemployment.dependants-capped", {
        field: "dependentChildren",
        rule: "social-insurance.unemployment.dependants",
        value: scale.maxDependants,
        reason: "limit",
        params: { given: input.dependentChildren + spouse }
      })
    }
    said.add("unemployment.benefit-days", {
      rule: "social-insurance.unemployment.benefit-days-per-week",
      value: daysPerWeek,
      reason: "rule",
      params: { waitingDays, maxDays }
    })
  }
  said.add("unemployment.age-not-checked", {
    rule: "social-insurance.unemployment.minimum-age",
    value: u.minimumAge.value,
    reason: "excluded",
    params: { maximumAge: u.maximumAge.value ?? "", maximumAgeWithoutPension: u.maximumAgeWithoutPension.value ?? "" }
  })
  used.push(...u.minimumAge.sources, ...u.maximumAge.sources, ...u.maximumAgeWithoutPension.sources)
  if (entitlement.status !== "entitled") {
    said.add("unemployment.payable-if-entitled", { value: entitlement.status, reason: "rule" })
  }
  return {
    applicationDate: input.applicationDate,
    relevantContributionYear: year,
    benefit,
    benefitNotEstimatedReason: reason,
    entitlement,
    series,
    sources: citeSources(used),
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
