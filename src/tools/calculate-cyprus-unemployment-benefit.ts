import { Effect, Schema } from "effect"
import { divRound, cents, euros } from "../core/money.ts"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import { formatCents } from "../core/format.ts"
import {
  firstMonday,
  getSocialInsuranceReference,
  relevantContributionYear,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  UNEMPLOYMENT_RELEVANT_YEAR,
  yearNotHeldProblem
} from "../rules/social-insurance-reference.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { capNote, MAX_AMOUNT, MAX_CHILDREN } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const isCalendarDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const fact = (description: string) =>
  Schema.optionalKey(Schema.Boolean.annotate({ description: `${description} Omitted: entitlement is undetermined and this is asked; never inferred from earnings.` }))

const InputFields = Schema.Struct({
  applicationDate: Schema.String.annotate({
    description: "The real date (YYYY-MM-DD) of the unemployment benefit claim; it sets the relevant contribution year. Required; never assumed."
  }).check(
    Schema.isMaxLength(10),
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
    Schema.makeFilter<string>((s) => isCalendarDate(s) || "must be a real calendar date (YYYY-MM-DD)")
  ).annotateKey({ messageMissingKey: "applicationDate is required: the date of the claim (YYYY-MM-DD); ask the user" }),
  annualGrossEarnings: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_AMOUNT })).annotate({
    description:
      "The claimant's real gross insurable earnings in EUR for the RELEVANT contribution year (the result names it: the " +
      "claim year minus 2 for a claim before the first Monday of July, minus 1 from that day). Earnings above that " +
      "year's maximum insurable earnings are capped. Required; ask the user for that year's figure (their Social Insurance statement shows it). " +
      capNote(0, MAX_AMOUNT, "EUR")
  }).annotateKey({ messageMissingKey: "annualGrossEarnings is required: gross insurable earnings in EUR of the relevant contribution year; ask the user" }),
  dependentSpouse: Schema.Boolean.annotate({
    description: "true if the claimant has a dependent spouse (not in paid work). Required; ask if unknown."
  }).annotateKey({ messageMissingKey: "dependentSpouse is required: does the claimant have a dependent spouse? (ask the user)" }),
  dependentChildren: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_CHILDREN })).annotate({
    description: `Number of dependent children or other dependants (0 if none). Required; ask if unknown. At most 3 dependants in total (spouse included) raise the benefit. ${capNote(0, MAX_CHILDREN)}`
  }).annotateKey({ messageMissingKey: "dependentChildren is required: the number of dependent children or other dependants, 0 if none (ask the user)" }),
  isEmployee: fact("true if the claimant was insured as an employee (or a voluntary contributor working abroad for a Cypriot employer); false if self-employed (not covered)."),
  insuranceHistoryMeetsMinimum: fact(
    "true if, up to the date of unemployment, at least 26 weeks have passed since the claimant's insurance began AND " +
      "contributions were paid on earnings of at least 26 x the weekly basic insurable earnings (0.50 insurance unit); false if not."
  ),
  insuranceHistoryMeetsRelevantYear: fact(
    "true if paid or credited insurable earnings in the relevant contribution year were at least 20 x that year's weekly " +
      "basic insurable earnings (0.39 insurance unit); false if not."
  ),
  isRegisteredAsUnemployed: fact(
    "true if the claimant is registered as a job-seeker at the District Labour Office (Public Employment Service) and as " +
      "unemployed at the Social Insurance office; false if not."
  ),
  isCapableAndAvailableForWork: fact("true if the claimant is capable of work and available for work; false if not.")
})
type InputFieldsType = typeof InputFields.Type

const INPUT_ANNOTATIONS = {
  title: "Cyprus unemployment benefit request",
  description: "Claim date, relevant-year insurable earnings and dependants give an amount; the four entitlement facts give the entitlement.",
  examples: [
    { applicationDate: "2026-03-16", annualGrossEarnings: 30_000, dependentSpouse: true, dependentChildren: 0 },
    {
      applicationDate: "2026-09-14",
      annualGrossEarnings: 24_000,
      dependentSpouse: false,
      dependentChildren: 2,
      isEmployee: true,
      insuranceHistoryMeetsMinimum: true,
      insuranceHistoryMeetsRelevantYear: true,
      isRegisteredAsUnemployed: true,
      isCapableAndAvailableForWork: true
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const UnemploymentBenefitInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type UnemploymentBenefitInput = typeof UnemploymentBenefitInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const EntitlementStatus = Schema.Literals(["entitled", "not entitled", "undetermined"])

export const UnemploymentBenefitOutput = Schema.Struct({
  applicationDate: Schema.String,
  relevantContributionYear: Schema.Int.annotate({ description: "the contribution year whose earnings set the amount" }),
  benefit: Schema.NullOr(Schema.Struct({
    annualInsurableEarnings: Money.annotate({ description: "annualGrossEarnings capped at the relevant year's maximum insurable earnings" }),
    earningsCappedAtMaximum: Schema.Boolean,
    annualMaxInsurableEarnings: Money,
    averageWeeklyInsurableEarnings: Money.annotate({ description: "annual insurable earnings / 52" }),
    weeklyBasicInsurableEarnings: Money.annotate({ description: "of the relevant year" }),
    dependantsCounted: Schema.Int.annotate({ description: "spouse + children, at most 3" }),
    basicRatePercent: Schema.Finite,
    weeklyBasicBenefit: Money,
    weeklySupplementaryBenefit: Money,
    supplementaryCapped: Schema.Boolean,
    weeklyBenefit: Money,
    dailyBenefit: Money.annotate({ description: "weekly / 6 (6 benefit days a week)" }),
    waitingDays: Schema.Int.annotate({ description: "first days of unemployment not paid" }),
    maxBenefitDays: Schema.Int,
    maximumTotalBenefit: Money.annotate({ description: "daily benefit x maximum benefit days" })
  })).annotate({ description: "null when the relevant year's basic insurable earnings are not confirmed (see benefitNotEstimatedReason)" }),
  benefitNotEstimatedReason: Schema.NullOr(Schema.String),
  entitlement: Schema.Struct({
    status: EntitlementStatus,
    conditions: Schema.Array(Schema.Struct({
      condition: Schema.String,
      met: Schema.NullOr(Schema.Boolean).annotate({ description: "null when the fact was not given" }),
      field: Schema.String
    })),
    reasons: Schema.Array(Schema.String),
    followUpQuestions: Schema.Array(Schema.String)
  }),
  series: Schema.Array(Schema.Struct({ benefitWeek: Schema.Int, cumulativeBenefit: Money })).annotate({
    description: "chart-ready: benefit paid by the end of each benefit week (6 benefit days a week) up to the maximum duration"
  }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type UnemploymentBenefitOutput = typeof UnemploymentBenefitOutput.Type

// ---------------------------------------------------------------------------------------------
// Money in integer cents, rounded half away from zero
// ---------------------------------------------------------------------------------------------

const fmt = formatCents

// ---------------------------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------------------------

export const checkUnemploymentInput = (input: UnemploymentBenefitInput): ToolInputProblem | null => {
  const year = relevantContributionYear(input.applicationDate)
  if (getSocialInsuranceReference(year) !== undefined) return null
  const held = SOCIAL_INSURANCE_REFERENCE_YEARS
  const p = yearNotHeldProblem("applicationDate", year, `The relevant contribution year of a claim on ${input.applicationDate} is ${year}; reference figures`)
  return { ...p, hint: `Claims dated from ${firstMonday(held[0]! + 1, 7)} to ${firstMonday(held[held.length - 1]! + 2, 7)} (exclusive) can be estimated; check the claim date with the user.` }
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

export const calculateUnemploymentBenefit = (input: UnemploymentBenefitInput): UnemploymentBenefitOutput => {
  const year = relevantContributionYear(input.applicationDate)
  const t = getSocialInsuranceReference(year)
  if (t === undefined) throw new Error(`relevant year ${year} not held: call checkUnemploymentInput first`)
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

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: UnemploymentBenefitOutput): string => {
  const f = (n: number) => fmt(cents(n))
  const b = o.benefit
  const lines = [`Cyprus unemployment benefit, claim of ${o.applicationDate}: relevant contribution year ${o.relevantContributionYear}.`]
  if (b === null) lines.push(`No amount estimated: ${o.benefitNotEstimatedReason ?? ""}`)
  else {
    lines.push(
      `Basic EUR ${f(b.weeklyBasicBenefit)} (${b.basicRatePercent}%, ${b.dependantsCounted} dependant(s)) + supplementary EUR ${f(b.weeklySupplementaryBenefit)} = EUR ${f(b.weeklyBenefit)} a week, EUR ${f(b.dailyBenefit)} a day.`,
      `First ${b.waitingDays} days unpaid; at most ${b.maxBenefitDays} benefit days, EUR ${f(b.maximumTotalBenefit)} in total.`
    )
  }
  lines.push(`Entitlement: ${o.entitlement.status}.${o.entitlement.reasons.length > 0 ? ` ${o.entitlement.reasons.join(" ")}` : ""}`)
  if (o.entitlement.followUpQuestions.length > 0) lines.push(`To ask: ${o.entitlement.followUpQuestions.join(" ")}`)
  lines.push(`Assumptions: ${o.assumptions.join(" ")}`)
  return lines.join("\n")
}

export const calculateCyprusUnemploymentBenefit: ToolDefinition<UnemploymentBenefitInput, UnemploymentBenefitOutput> = {
  name: "calculate_cyprus_unemployment_benefit",
  title: "Cyprus unemployment benefit estimate and entitlement",
  description:
    "Estimates the Cyprus Social Insurance unemployment benefit and, separately, assesses entitlement. An amount needs " +
    "the claim date (applicationDate), the gross insurable earnings of the relevant contribution year " +
    "(annualGrossEarnings) and the dependants (dependentSpouse, dependentChildren): basic benefit 60% of average weekly " +
    "earnings up to the weekly basic insurable earnings, +20 points for a dependent spouse and +10 per other dependant " +
    "(at most 3), plus 50% of weekly earnings above them (capped at one weekly basic insurable earnings); paid for 6 " +
    "days a week after 3 waiting days, for at most 156 days. Entitlement needs employee status, insurance history, " +
    "registration as unemployed and availability for work: when any is missing it is 'undetermined' with the questions " +
    "to ask; these facts are never inferred from earnings. Results are estimates, not advice.",
  access: "anonymous",
  input: UnemploymentBenefitInput,
  output: UnemploymentBenefitOutput,
  run: (input) => {
    const problem = checkUnemploymentInput(input)
    return problem === null ? Effect.succeed(calculateUnemploymentBenefit(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
