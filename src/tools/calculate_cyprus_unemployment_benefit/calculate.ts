import { cents, divRound, euros } from "../../core/money.ts"
import { formatCents } from "../../core/format.ts"
import { InputProblem } from "../../core/tool.ts"
import {
  firstMonday,
  getSocialInsuranceReference,
  relevantContributionYear,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  UNEMPLOYMENT_RELEVANT_YEAR,
  yearNotHeld
} from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import type { UnemploymentBenefitInput } from "./input.ts"
import type { UnemploymentBenefitOutput } from "./output.ts"

const fmt = formatCents

/** A claim whose relevant contribution year the reference table does not hold cannot be estimated. */
export const check = (input: UnemploymentBenefitInput): InputProblem | null => {
  const year = relevantContributionYear(input.applicationDate)
  if (getSocialInsuranceReference(year) !== undefined) return null
  const held = SOCIAL_INSURANCE_REFERENCE_YEARS
  const { fieldErrors } = yearNotHeld("applicationDate", year, `The relevant contribution year of a claim on ${input.applicationDate} is ${year}; reference figures`)
  return new InputProblem(fieldErrors, `Claims dated from ${firstMonday(held[0]! + 1, 7)} to ${firstMonday(held[held.length - 1]! + 2, 7)} (exclusive) can be estimated; check the claim date with the user.`)
}

type FactKey = "isEmployee" | "insuranceHistoryMeetsMinimum" | "insuranceHistoryMeetsRelevantYear" | "isRegisteredAsUnemployed" | "isCapableAndAvailableForWork"

const question = (field: FactKey, year: number, weeklyBieC: number | null): string => {
  switch (field) {
    case "isEmployee":
      return "Were you insured as an employee (not self-employed) when you became unemployed?"
    case "insuranceHistoryMeetsMinimum":
      return "Have at least 26 weeks passed since your Social Insurance began, and did you pay contributions on earnings of at least 26 times the weekly basic insurable earnings (0.50 insurance unit) before becoming unemployed?"
    case "insuranceHistoryMeetsRelevantYear":
      return `In ${year}, were your paid or credited insurable earnings at least 20 times that year's weekly basic insurable earnings (0.39 insurance unit)${weeklyBieC === null ? "" : `, i.e. EUR ${fmt(weeklyBieC * 20)}`}?`
    case "isRegisteredAsUnemployed":
      return "Are you registered as a job-seeker at the District Labour Office and as unemployed at the Social Insurance office?"
    case "isCapableAndAvailableForWork":
      return "Are you capable of work and available for work?"
  }
}
const assessEntitlement = (input: UnemploymentBenefitInput, year: number, weeklyBieC: number | null) => {
  const relevantYearText = `Paid or credited insurable earnings in ${year} of at least 20 x the weekly basic insurable earnings (0.39 unit)` +
    (weeklyBieC === null ? "" : ` = EUR ${fmt(weeklyBieC * 20)}`)
  const conditions: Array<{ field: FactKey; condition: string; no: string }> = [
    { field: "isEmployee", condition: "Insured as an employee (self-employed persons are not covered)", no: "Self-employed persons are not entitled to unemployment benefit." },
    { field: "insuranceHistoryMeetsMinimum", condition: "26 weeks since insurance began and paid basic insurance of at least 0.50 unit (26 x weekly basic insurable earnings)", no: "The minimum insurance history (26 weeks and 0.50 paid basic unit) is not met." },
    { field: "insuranceHistoryMeetsRelevantYear", condition: relevantYearText, no: `The relevant-year condition (0.39 unit paid or credited in ${year}) is not met.` },
    { field: "isRegisteredAsUnemployed", condition: "Registered as a job-seeker at the District Labour Office and as unemployed at the Social Insurance office", no: "Not registered as unemployed: register at the District Labour Office first." },
    { field: "isCapableAndAvailableForWork", condition: "Capable of and available for work", no: "The benefit is paid only while capable of and available for work." }
  ]
  const rows = conditions.map((c) => ({ condition: c.condition, met: input[c.field] ?? null, field: c.field }))
  const reasons = conditions.filter((c) => input[c.field] === false).map((c) => c.no)
  const followUpQuestions = conditions.filter((c) => input[c.field] === undefined).map((c) => question(c.field, year, weeklyBieC))
  const status = reasons.length > 0 ? "not entitled" as const : followUpQuestions.length > 0 ? "undetermined" as const : "entitled" as const
  return { status, conditions: rows, reasons, followUpQuestions }
}

export const calculate = (input: UnemploymentBenefitInput): UnemploymentBenefitOutput => {
  const year = relevantContributionYear(input.applicationDate)
  const t = getSocialInsuranceReference(year)
  if (t === undefined) throw new Error(`relevant year ${year} not held: call check first`)
  const u = t.unemployment
  const used: Array<SourceId> = [...UNEMPLOYMENT_RELEVANT_YEAR.sources]
  const assumptions: Array<string> = []
  const boundary = firstMonday(Number(input.applicationDate.slice(0, 4)), UNEMPLOYMENT_RELEVANT_YEAR.benefitYearStartMonth)
  assumptions.push(
    `Relevant contribution year ${year}: the benefit year is taken to start on the first Monday of July (${boundary}), so a claim before it uses the year before last and a claim from it the last year. ` +
      "Claims in March-June 2020 used 2018 earnings, which fits; the July boundary itself was not read in the law. Alternative reading: always the year before last."
  )

  const weeklyBie = t.basicInsurableEarnings.weekly
  const annualMax = t.maxInsurableEarnings.annual
  const entitlement = assessEntitlement(input, year, weeklyBie.value === null ? null : cents(weeklyBie.value))
  used.push(...u.minimumWeeksInsured.sources, ...u.minimumRelevantYearPoints.sources)

  let benefit: UnemploymentBenefitOutput["benefit"] = null
  let reason: string | null = null
  let series: Array<{ benefitWeek: number; cumulativeBenefit: number }> = []
  if (weeklyBie.value === null || annualMax.value === null) {
    reason = `The basic insurable earnings of ${year} are not confirmed (${weeklyBie.note ?? annualMax.note ?? ""}), so no amount is estimated rather than a guessed one.`
    assumptions.push(reason)
  } else {
    const weeklyBieC = cents(weeklyBie.value)
    const maxC = cents(annualMax.value)
    const grossC = cents(input.annualGrossEarnings)
    const insurableC = Math.min(grossC, maxC)
    const weeklyEarnC = divRound(insurableC, 52)
    const basicSliceC = Math.min(weeklyEarnC, weeklyBieC)
    const excessC = weeklyEarnC - basicSliceC

    const scale = u.dependants.value!
    const spouse = input.dependentSpouse ? 1 : 0
    const others = Math.min(input.dependentChildren, scale.maxDependants - spouse)
    const ratePercent = scale.ratesByDependantCountPercent[0] + spouse * scale.spousePercentagePoints + others * scale.otherDependantPercentagePoints
    const basicC = divRound(basicSliceC * ratePercent, 100)
    const suppUncappedC = divRound(excessC * u.supplementaryBenefitPercent.value!, 100)
    const capC = weeklyBieC * u.supplementaryCapWeeklyBie.value!
    const suppC = Math.min(suppUncappedC, capC)
    const weeklyC = basicC + suppC
    const daysPerWeek = u.benefitDaysPerWeek.value!
    const dailyC = divRound(weeklyC, daysPerWeek)
    const maxDays = u.maxBenefitDays.value!
    const waitingDays = u.waitingDays.value!
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
      maximumTotalBenefit: euros(dailyC * maxDays)
    }
    series = Array.from({ length: Math.ceil(maxDays / daysPerWeek) }, (_, i) => ({
      benefitWeek: i + 1,
      cumulativeBenefit: euros(dailyC * Math.min((i + 1) * daysPerWeek, maxDays))
    }))
    for (const f of [weeklyBie, annualMax, u.basicBenefitPercent, u.dependants, u.supplementaryBenefitPercent, u.supplementaryCapWeeklyBie, u.waitingDays, u.maxBenefitDays, u.benefitDaysPerWeek]) {
      used.push(...f.sources)
    }
    if (weeklyBie.status === "derived") {
      assumptions.push(`The weekly basic insurable earnings of ${year} (EUR ${fmt(weeklyBieC)}) are derived, not read in the official table: ${weeklyBie.note}`)
    }
    if (grossC > maxC) {
      assumptions.push(`Earnings above the ${year} maximum insurable earnings (EUR ${fmt(maxC)}) are not insurable and were capped.`)
    }
    assumptions.push(
      `Earnings are valued in ${year} euros (average weekly insurable earnings of that year), as the 2020 special benefit applied the law (2018 earnings / 52 / 6). Alternative reading of "weekly value of the insurance units": the units of ${year} valued at the basic insurable earnings of the claim year, which would give a higher amount.`
    )
    if (spouse === 0 && input.dependentChildren > 0) {
      const alt = scale.ratesByDependantCountPercent[Math.min(input.dependentChildren, scale.maxDependants)]!
      assumptions.push(
        `Without a dependent spouse each dependent child adds 10 points to the 60% basic rate (${ratePercent}%), per the EU guide's table, which labels the first +20-point step '(spouse)'. Alternative reading: 80/90/100% for 1/2/3 dependants of any kind (${alt}% here).`
      )
    }
    if (input.dependentChildren + spouse > scale.maxDependants) {
      assumptions.push(`At most ${scale.maxDependants} dependants raise the benefit; ${input.dependentChildren + spouse} were given.`)
    }
    assumptions.push(
      `Paid per benefit day, 6 a week (Sundays excluded): daily = weekly / 6, rounded to the cent; the first ${waitingDays} days of unemployment are not paid; at most ${maxDays} benefit days per period of unemployment. Each part is rounded to the cent, half away from zero.`
    )
  }
  assumptions.push("Claimants must be aged 16 to 63 (to 65 if not entitled to a statutory pension); age is not checked here.")
  if (entitlement.status !== "entitled") {
    assumptions.push("The amount is payable only if every entitlement condition is met.")
  }
  return {
    applicationDate: input.applicationDate,
    relevantContributionYear: year,
    benefit,
    benefitNotEstimatedReason: reason,
    entitlement,
    series,
    sources: citeSources(used),
    assumptions
  }
}
