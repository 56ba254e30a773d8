import { Effect, Schema } from "effect"
import { divRound, cents, euros } from "../core/money.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { formatCents } from "../core/format.ts"
import type { ReferenceFigure, SocialInsuranceReferenceYear } from "../rules/social-insurance-reference.ts"
import {
  DEFERRAL,
  EARLY_PENSION_CONDITION_SOURCES,
  LUMP_SUM_INSTEAD,
  MAX_BASIC_POINTS_PER_YEAR,
  maxUnitsForYear,
  pensionValuationYear,
  REFERENCE_PERIOD_START_AGE
} from "../rules/state-pension.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { ContributionYearRow, FIRST_CONTRIBUTION_YEAR, LAST_ACCEPTED_YEAR, MAX_RECORD_YEARS, MAX_UNITS_PER_ROW } from "./parse-pension-statement.ts"
import { capNote, lengthNote } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const VALUATION = pensionValuationYear()
const P = VALUATION.pension
const num = (f: ReferenceFigure<number>): number => {
  if (f.value === null) throw new Error(`reference figure not held: ${f.rule}`)
  return f.value
}
const PENSION_AGE = num(P.statutoryPensionAge)
const EARLY_AGE = num(P.earlyPensionAge)
const LATEST_AGE = DEFERRAL.value.maxAge
/** Quick mode: at most 60 years worked x the largest yearly maximum of units. */
const MAX_YEARS_WORKED = 60
const MAX_TOTAL_UNITS = MAX_YEARS_WORKED * MAX_UNITS_PER_ROW

const LegacyUnitsMap = Schema.Record(
  Schema.String.check(Schema.isPattern(/^\d{4}$/)),
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_UNITS_PER_ROW }))
).check(Schema.isMaxProperties(MAX_RECORD_YEARS)).annotate({
  description:
    "Legacy form: an object from year to units, e.g. { \"2003\": 5.2, \"2004\": 5.4 }. " +
    `${lengthNote(MAX_RECORD_YEARS, 0, "years")} Units: ${capNote(0, MAX_UNITS_PER_ROW)}`
})

const YearlyUnits = Schema.Union([
  Schema.Array(ContributionYearRow).check(Schema.isMaxLength(MAX_RECORD_YEARS)).annotate({
    description:
      "One row per calendar year: { year, units }. Rows from parse_pension_statement are accepted as they are (their extra fields are informational). " +
      lengthNote(MAX_RECORD_YEARS, 0, `rows (one per year ${FIRST_CONTRIBUTION_YEAR}-${LAST_ACCEPTED_YEAR})`)
  }),
  LegacyUnitsMap
]).annotate({
  description:
    "Advanced mode, required there: the real contribution record, insurance units per calendar year (each between 0 and " +
    "that year's maximum, 6 at most), from the person's Social Insurance statement. Never inferred or filled: years not " +
    "sent count as years without insurance."
})

const InputFields = Schema.Struct({
  mode: Schema.Literals(["quick", "advanced"]).annotate({
    description: "\"quick\": from current age, years worked and total units; \"advanced\": from the yearly contribution record (yearlyUnits). Required."
  }).annotateKey({ messageMissingKey: "mode is required: \"quick\" (age, years worked, total units) or \"advanced\" (yearly units record)" }),
  retirementAge: Schema.Finite.check(Schema.isBetween({ minimum: EARLY_AGE, maximum: LATEST_AGE })).annotate({
    description:
      `Age in years at which the pension is to start, ${EARLY_AGE} to ${LATEST_AGE} (fractions for months, e.g. 64.5). Before ${PENSION_AGE}: ` +
      `early pension, reduced by ${num(P.earlyPensionReductionPercentPerMonth)}% a month. Required; ask the user.`,
    message: `retirementAge must be between ${EARLY_AGE} (earliest old-age pension; miners' earlier ages are not modelled) and ${LATEST_AGE} (latest deferral)`
  }).annotateKey({ messageMissingKey: `retirementAge is required: the age (${EARLY_AGE}-${LATEST_AGE}) at which the user wants the pension to start` }),
  currentAge: Schema.optionalKey(Schema.Finite.check(Schema.isBetween({ minimum: 16, maximum: 100 })).annotate({
    description: `Quick mode, required there: the person's age now, in years. Optional in advanced mode (a plausibility check of the record). ${capNote(16, 100, "years")}`
  })),
  yearsWorked: Schema.optionalKey(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_YEARS_WORKED })).annotate({
    description: `Quick mode, required there: number of years with Social Insurance contributions so far (from the statement; never guessed). ${capNote(0, MAX_YEARS_WORKED, "years")}`
  })),
  totalInsuranceUnits: Schema.optionalKey(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_TOTAL_UNITS })).annotate({
    description: `Quick mode, required there: total insurance units (points) credited so far, as on the Social Insurance statement. ${capNote(0, MAX_TOTAL_UNITS)}`
  })),
  dependents: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 20 })).annotate({
    description:
      "Number of dependants (dependent spouse, children) for the increase of the basic pension: 60% becomes 80%, 90%, 100% " +
      "for 1, 2, 3 or more. Ask the user; when omitted, zero dependants is assumed and stated. Range: 0 to 20."
  })),
  yearlyUnits: Schema.optionalKey(YearlyUnits)
})
type InputFieldsType = typeof InputFields.Type

interface YearUnits {
  readonly year: number
  readonly units: number
  readonly assimilatedUnits?: number
}

/** The record in one shape: the array as sent, or the legacy map in year order. */
export const recordOf = (y: NonNullable<InputFieldsType["yearlyUnits"]>): ReadonlyArray<YearUnits> =>
  Array.isArray(y)
    ? (y as ReadonlyArray<ContributionYearRow>)
    : Object.entries(y).map(([year, units]) => ({ year: Number(year), units })).sort((a, b) => a.year - b.year)

const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const need = (key: "currentAge" | "yearsWorked" | "totalInsuranceUnits", what: string) => {
    if (i[key] === undefined) issues.push({ path: [key], issue: `${key} is required in quick mode: ${what} (ask the user; never guessed)` })
  }
  const refuse = (key: "yearsWorked" | "totalInsuranceUnits" | "yearlyUnits", mode: string) => {
    if (i[key] !== undefined) issues.push({ path: [key], issue: `${key} applies to ${mode} mode only` })
  }
  if (i.mode === "quick") {
    need("currentAge", "the person's age now")
    need("yearsWorked", "years with Social Insurance contributions so far")
    need("totalInsuranceUnits", "total insurance units credited so far, from the statement")
    refuse("yearlyUnits", "advanced")
    if (i.currentAge !== undefined && i.yearsWorked !== undefined && i.yearsWorked > i.currentAge - 15) {
      issues.push({ path: ["yearsWorked"], issue: `yearsWorked (${i.yearsWorked}) cannot exceed the years since age 16 (${i.currentAge - 15} at most for age ${i.currentAge})` })
    }
    const max = maxUnitsForYear(VALUATION.year)
    if (i.yearsWorked !== undefined && i.totalInsuranceUnits !== undefined && i.totalInsuranceUnits > i.yearsWorked * max) {
      issues.push({ path: ["totalInsuranceUnits"], issue: `totalInsuranceUnits (${i.totalInsuranceUnits}) exceeds ${max} units a year x ${i.yearsWorked} years` })
    }
    return issues
  }
  refuse("yearsWorked", "quick")
  refuse("totalInsuranceUnits", "quick")
  if (i.yearlyUnits === undefined) {
    issues.push({ path: ["yearlyUnits"], issue: "yearlyUnits is required in advanced mode: the units of each calendar year from the Social Insurance statement (parse_pension_statement reads it); never inferred" })
    return issues
  }
  const isArray = Array.isArray(i.yearlyUnits)
  const record = recordOf(i.yearlyUnits)
  if (record.length === 0) issues.push({ path: ["yearlyUnits"], issue: "yearlyUnits is empty: send at least one year of the real contribution record" })
  const seen = new Set<number>()
  record.forEach((r, index) => {
    const at = isArray ? ["yearlyUnits", index] : ["yearlyUnits", String(r.year)]
    if (r.year < FIRST_CONTRIBUTION_YEAR || r.year > LAST_ACCEPTED_YEAR) {
      issues.push({ path: at, issue: `year ${r.year} is outside ${FIRST_CONTRIBUTION_YEAR}-${LAST_ACCEPTED_YEAR}` })
    } else if (seen.has(r.year)) {
      issues.push({ path: isArray ? [...at, "year"] : at, issue: `year ${r.year} appears more than once` })
    } else if (r.units > maxUnitsForYear(r.year)) {
      issues.push({ path: isArray ? [...at, "units"] : at, issue: `${r.units} units is above the maximum of ${maxUnitsForYear(r.year)} for ${r.year}` })
    } else if ((r.assimilatedUnits ?? 0) > r.units) {
      issues.push({ path: [...at, "assimilatedUnits"], issue: "assimilatedUnits cannot exceed the year's units" })
    }
    seen.add(r.year)
  })
  if (i.currentAge !== undefined && record.length > i.currentAge - 15) {
    issues.push({ path: ["yearlyUnits"], issue: `${record.length} years of record is more than the years since age 16 (${i.currentAge - 15} for age ${i.currentAge})` })
  }
  return issues
}

const INPUT_ANNOTATIONS = {
  title: "Cyprus state (Social Insurance) pension request",
  description: "Estimates the statutory old-age pension from the Social Insurance record. Examples are never defaults.",
  examples: [
    { mode: "quick", retirementAge: 65, currentAge: 50, yearsWorked: 28, totalInsuranceUnits: 70, dependents: 0 },
    {
      mode: "advanced",
      retirementAge: 63,
      dependents: 1,
      yearlyUnits: Array.from({ length: 40 }, (_, k) => ({ year: 1985 + k, units: k < 20 ? 2 : 3 }))
    },
    { mode: "advanced", retirementAge: 65, currentAge: 40, yearlyUnits: Object.fromEntries(Array.from({ length: 20 }, (_, k) => [String(2005 + k), 2.5])) }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

// Annotated before the check so the JSON Schema carries them, and after it so resolveAnnotations finds them.
export const StatePensionInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFieldsType>(crossFieldIssues))
  .annotate(INPUT_ANNOTATIONS)
export type StatePensionInput = typeof StatePensionInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Amounts = Schema.Struct({
  weekly: Schema.Finite,
  monthly: Schema.Finite.annotate({ description: "4 weeks, as SIS states 'monthly' pensions" }),
  yearly: Schema.Finite.annotate({ description: "52 weeks = 13 'monthly' payments" })
})
type Amounts = typeof Amounts.Type

const Condition = Schema.Struct({
  name: Schema.String,
  requirement: Schema.String,
  required: Schema.Finite,
  actual: Schema.Finite,
  met: Schema.Boolean,
  rule: Schema.String,
  sources: Schema.Array(Schema.String)
})

export const StatePensionOutput = Schema.Struct({
  mode: Schema.Literals(["quick", "advanced"]),
  retirementAge: Schema.Finite,
  dependents: Schema.Int.annotate({ description: "dependants counted (at most 3)" }),
  dependentsAssumed: Schema.Boolean.annotate({ description: "true when dependents was omitted and zero was assumed" }),
  valuationYear: Schema.Int.annotate({ description: "year of the reference figures that value the pension" }),
  qualifies: Schema.Boolean,
  conditions: Schema.Array(Condition).annotate({ description: "every qualifying condition checked, with the figures compared" }),
  reasonsNotQualifying: Schema.Array(Schema.String),
  record: Schema.Struct({
    insuredYears: Schema.Finite,
    totalUnits: Schema.Finite,
    basicPoints: Schema.Finite.annotate({ description: "paid + assimilated basic insurance points (at most 1 a year)" }),
    paidBasicPoints: Schema.Finite,
    supplementaryPoints: Schema.Finite,
    referencePeriodYears: Schema.Finite,
    averageBasicPoints: Schema.Finite.annotate({ description: "basic points / years of the reference period, at most 1, 4 decimals" })
  }),
  referenceFigures: Schema.Struct({
    weeklyBasicInsurableEarnings: Schema.Finite,
    weeklyBasicInsurableEarningsStatus: Schema.String,
    fullBasicPensionMonthly: Schema.Finite,
    minimumPensionMonthly: Schema.Finite
  }),
  pension: Schema.NullOr(Schema.Struct({
    basicRatePercent: Schema.Finite,
    basic: Amounts.annotate({ description: "basic pension at 60%" }),
    dependantsIncrease: Amounts,
    supplementary: Amounts,
    grossBeforeReduction: Amounts,
    earlyReduction: Schema.Struct({ months: Schema.Int, percent: Schema.Finite, amount: Amounts }),
    minimumPensionTopUp: Amounts,
    total: Amounts
  })).annotate({ description: "null when the qualifying conditions are not met" }),
  series: Schema.Array(Schema.Struct({
    retirementAge: Schema.Finite,
    qualifies: Schema.Boolean,
    weeklyPension: Schema.NullOr(Schema.Finite),
    monthlyPension: Schema.NullOr(Schema.Finite)
  })).annotate({ description: "the pension by starting age (63, 64, 65 and the age asked), for a chart" }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type StatePensionOutput = typeof StatePensionOutput.Type

// ---------------------------------------------------------------------------------------------
// Arithmetic: cents and ten-thousandths of a point, integers; rounded half away from zero
// ---------------------------------------------------------------------------------------------

const POINT = 10_000
const pts = (units: number): number => Math.round(units * POINT)
const WEEKS = { weekly: 1, monthly: num(P.weeksPerPensionMonth), yearly: 52 } as const
type Freq = keyof typeof WEEKS
type Cents = Record<Freq, number>
/** One figure per frequency, each computed from the exact weekly amount times its weeks, then rounded. */
const per = (f: (weeks: number, freq: Freq) => number): Cents =>
  ({ weekly: f(WEEKS.weekly, "weekly"), monthly: f(WEEKS.monthly, "monthly"), yearly: f(WEEKS.yearly, "yearly") })
const zip = (a: Cents, b: Cents, f: (x: number, y: number) => number): Cents => per((_, k) => f(a[k], b[k]))
const toEuros = (c: Cents): Amounts => ({ weekly: euros(c.weekly), monthly: euros(c.monthly), yearly: euros(c.yearly) })

// ---------------------------------------------------------------------------------------------
// The record
// ---------------------------------------------------------------------------------------------

interface RecordTotals {
  readonly insuredYears: number
  readonly totalP: number
  readonly basicP: number
  readonly paidBasicP: number
  readonly supplementaryP: number
}

const ONE = MAX_BASIC_POINTS_PER_YEAR.value * POINT

const totalsOf = (input: StatePensionInput): RecordTotals => {
  if (input.mode === "quick") {
    const totalP = pts(input.totalInsuranceUnits ?? 0)
    const years = input.yearsWorked ?? 0
    // units spread evenly over the years worked: each year gives min(1, average) basic points
    const basicP = Math.min(totalP, Math.round(years * ONE))
    return { insuredYears: years, totalP, basicP, paidBasicP: basicP, supplementaryP: totalP - basicP }
  }
  let totalP = 0, basicP = 0, paidBasicP = 0, insuredYears = 0
  for (const r of recordOf(input.yearlyUnits ?? [])) {
    const u = pts(r.units)
    totalP += u
    basicP += Math.min(u, ONE)
    paidBasicP += Math.min(Math.max(0, u - pts(r.assimilatedUnits ?? 0)), ONE)
    if (u > 0) insuredYears++
  }
  return { insuredYears, totalP, basicP, paidBasicP, supplementaryP: totalP - basicP }
}

// ---------------------------------------------------------------------------------------------
// One estimate at one starting age
// ---------------------------------------------------------------------------------------------

type Condition = typeof Condition.Type
type Pension = NonNullable<StatePensionOutput["pension"]>

interface Estimate {
  readonly periodMonths: number
  readonly conditions: ReadonlyArray<Condition>
  readonly pension: Pension | null
  readonly pensionCents: Cents | null
}

const sourcesOf = (f: { readonly sources: ReadonlyArray<SourceId> }): Array<string> => [...f.sources]

const estimateAt = (t: RecordTotals, age: number, dependents: number, ref: SocialInsuranceReferenceYear): Estimate => {
  const p = ref.pension
  // the reference period ends at entitlement (65, or the earlier start); deferring does not lengthen it
  const periodMonths = Math.round(Math.min(age, PENSION_AGE) * 12) - REFERENCE_PERIOD_START_AGE.value * 12
  const periodYears = periodMonths / 12
  const minYears = num(p.minimumContributionYears)
  const avgPct = num(p.averagePointsConditionPercent)
  const conditions: Array<Condition> = [
    {
      name: "paidBasicInsurance",
      requirement: `paid basic insurance of at least ${minYears} insurance points (780 x weekly basic insurable earnings)`,
      required: minYears, actual: t.paidBasicP / POINT, met: t.paidBasicP >= minYears * POINT,
      rule: p.minimumContributionYears.rule, sources: sourcesOf(p.minimumContributionYears)
    },
    {
      name: "yearsOfInsurance",
      requirement: `insured for at least 780 weeks (${minYears} years)`,
      required: minYears, actual: t.insuredYears, met: t.insuredYears >= minYears,
      rule: p.minimumContributionYears.rule, sources: sourcesOf(p.minimumContributionYears)
    },
    {
      name: "averageBasicPoints",
      requirement: `paid + assimilated basic points at least ${avgPct}% of the ${periodYears} years of the reference period (${(avgPct * periodYears / 100).toFixed(2)} points)`,
      required: avgPct * periodYears / 100, actual: t.basicP / POINT, met: t.basicP * 100 * 12 >= avgPct * POINT * periodMonths,
      rule: p.averagePointsConditionPercent.rule, sources: sourcesOf(p.averagePointsConditionPercent)
    }
  ]
  if (age < PENSION_AGE) {
    const earlyPct = num(p.earlyPensionAveragePointsPercent)
    conditions.push({
      name: "earlyPensionAverage",
      requirement: `pension before ${PENSION_AGE}: paid + assimilated basic points at least ${earlyPct}% of the ${periodYears} years of the reference period (${(earlyPct * periodYears / 100).toFixed(2)} points)`,
      required: earlyPct * periodYears / 100, actual: t.basicP / POINT, met: t.basicP * 100 * 12 >= earlyPct * POINT * periodMonths,
      rule: EARLY_PENSION_CONDITION_SOURCES.rule, sources: [...EARLY_PENSION_CONDITION_SOURCES.sources, ...sourcesOf(p.earlyPensionAveragePointsPercent)]
    })
  }
  if (conditions.some((c) => !c.met)) return { periodMonths, conditions, pension: null, pensionCents: null }

  const weeklyBieC = cents(num(ref.basicInsurableEarnings.weekly))
  const rates = dependantScale(ref)
  const counted = Math.min(dependents, rates.maxDependants)
  const rate = rates.ratesByDependantCountPercent[counted] ?? rates.ratesByDependantCountPercent[0]
  const baseRate = num(p.basicPensionPercent)
  // average basic points = basicP x 12 / (POINT x periodMonths), at most 1
  const avgNum = Math.min(t.basicP * 12, ONE * periodMonths)
  const avgDen = POINT * periodMonths
  const basicAt = (ratePct: number): Cents => per((w) => divRound(weeklyBieC * ratePct * avgNum * w, 100 * avgDen))
  const basic = basicAt(baseRate)
  const withDependants = basicAt(rate)
  const increase = zip(withDependants, basic, (a, b) => a - b)
  const suppRate = Math.round(num(p.supplementaryPensionPercentPerPoint) * 100)
  const supplementary = per((w) => divRound(weeklyBieC * suppRate * t.supplementaryP * w, 100 * 100 * POINT))
  const gross = zip(withDependants, supplementary, (a, b) => a + b)
  const months = Math.max(0, Math.round((PENSION_AGE - age) * 12))
  const reductionPerMonth = Math.round(num(p.earlyPensionReductionPercentPerMonth) * 100)
  const reduction = per((_, k) => divRound(gross[k] * months * reductionPerMonth, 100 * 100))
  const reduced = zip(gross, reduction, (a, b) => a - b)
  const minMonthlyC = cents(num(p.minimumPensionMonthly))
  const minimum = per((w) => divRound(minMonthlyC * w, WEEKS.monthly))
  const topUp = months === 0 && reduced.monthly < minMonthlyC ? zip(minimum, reduced, (m, r) => Math.max(0, m - r)) : per(() => 0)
  const total = zip(reduced, topUp, (a, b) => a + b)
  return {
    periodMonths,
    conditions,
    pensionCents: total,
    pension: {
      basicRatePercent: rate,
      basic: toEuros(basic),
      dependantsIncrease: toEuros(increase),
      supplementary: toEuros(supplementary),
      grossBeforeReduction: toEuros(gross),
      earlyReduction: { months, percent: months * reductionPerMonth / 100, amount: toEuros(reduction) },
      minimumPensionTopUp: toEuros(topUp),
      total: toEuros(total)
    }
  }
}

const dependantScale = (ref: SocialInsuranceReferenceYear) => {
  const d = ref.pension.dependants.value
  if (d === null) throw new Error("dependants' scale not held")
  return d
}

// ---------------------------------------------------------------------------------------------
// The calculation
// ---------------------------------------------------------------------------------------------

const fmt = (eur: number): string => formatCents(cents(eur))

export const calculateStatePension = (input: StatePensionInput): StatePensionOutput => {
  const ref = VALUATION
  const p = ref.pension
  const totals = totalsOf(input)
  const dependentsAssumed = input.dependents === undefined
  const scale = dependantScale(ref)
  const dependents = Math.min(input.dependents ?? 0, scale.maxDependants)
  const age = input.retirementAge
  const main = estimateAt(totals, age, dependents, ref)
  const bie = ref.basicInsurableEarnings.weekly
  const assumptions: Array<string> = []
  const used: Array<SourceId> = []

  if (dependentsAssumed) {
    assumptions.push(`No dependants were given, so zero dependants is assumed: the basic pension is at ${scale.ratesByDependantCountPercent[0]}%. One, two or three dependants raise it to ${scale.ratesByDependantCountPercent.slice(1).join("%, ")}%; ask the user how many dependants they have.`)
  } else if ((input.dependents ?? 0) > scale.maxDependants) {
    assumptions.push(`${input.dependents} dependants were given; the increase counts at most ${scale.maxDependants}.`)
  }
  if (dependents > 0) assumptions.push(`Dependants counted by number only. ${p.dependants.note ?? ""}`.trim())
  assumptions.push(
    `Amounts are at ${ref.year} levels (the latest year held): weekly basic insurable earnings EUR ${num(bie).toFixed(2)}${bie.status === "derived" ? ` (derived from the ${ref.year} full basic pension EUR ${fmt(num(p.fullBasicPensionMonthly))} = 60% x 4 weeks of it; the official SIS table was not read)` : ""}; future increases of earnings and pensions are not projected.`,
    "Only the insurance record sent is counted: no future contributions until retirement are assumed, and years not in the record count as years without insurance.",
    `The reference period is counted as pension age minus ${REFERENCE_PERIOD_START_AGE.value} (${main.periodMonths / 12} years), in whole months; the average of basic points is taken over it and cannot exceed 1.`,
    `The 780-weeks condition is checked as at least ${num(p.minimumContributionYears)} years with units (weeks of insurance are not counted).`,
    `'Monthly' = ${WEEKS.monthly} weeks and yearly = 52 weeks (13 monthly payments, the 13th in December), as SIS states pensions; each figure is rounded to the cent from the exact weekly amount.`
  )
  if (input.mode === "quick") {
    assumptions.push("Quick mode: the units are taken as spread evenly over the years worked (each year gives min(1, average units) basic points) and all as paid insurance; advanced mode with the yearly record gives the exact split.")
  } else if (!recordOf(input.yearlyUnits ?? []).some((r) => r.assimilatedUnits !== undefined)) {
    assumptions.push("All units are treated as paid insurance for the paid-basic-insurance condition (no assimilatedUnits were given).")
  }
  if (age < PENSION_AGE) {
    assumptions.push(`Early pension: the reduction of ${num(p.earlyPensionReductionPercentPerMonth)}% for each month before ${PENSION_AGE} is applied to the whole pension, dependants' increases included (inferred), and is permanent. The minimum pension top-up is not applied to an early pension (not confirmed).`)
  }
  if (age > PENSION_AGE) {
    assumptions.push(`Starting after ${PENSION_AGE}: the law (art. 39) allows deferral up to ${DEFERRAL.value.maxAge} with an increase whose rate was not confirmed (older sources: 0.5% a month); no increase is applied, so the figure may be understated.`)
    used.push(...DEFERRAL.sources)
  }
  if (main.pension !== null && main.pension.minimumPensionTopUp.monthly > 0) {
    assumptions.push(`The pension is below the minimum pension (EUR ${fmt(num(p.minimumPensionMonthly))} a month for a beneficiary without dependants in ${ref.year}) and is topped up to it; the minimum with dependants, and for pensions paid pro rata with other EU states, is not confirmed.`)
  }
  if (main.pension === null) {
    assumptions.push(`The qualifying conditions are not met, so no pension is estimated. A person who does not meet them may receive a lump sum at ${LUMP_SUM_INSTEAD.value} instead (not calculated), unless entitled to the social pension.`)
    used.push(...LUMP_SUM_INSTEAD.sources)
  }
  assumptions.push("Not included: income tax and GESY contributions on the pension, miners' earlier pension age, pensions paid pro rata with other EU states, and the pension reform under discussion in 2025-2026.")

  const ages = [...new Set([EARLY_AGE, EARLY_AGE + 1, PENSION_AGE, age])].filter((a) => a >= EARLY_AGE && a <= LATEST_AGE).sort((a, b) => a - b)
  const series = ages.map((a) => {
    const e = a === age ? main : estimateAt(totals, a, dependents, ref)
    return { retirementAge: a, qualifies: e.pension !== null, weeklyPension: e.pensionCents === null ? null : euros(e.pensionCents.weekly), monthlyPension: e.pensionCents === null ? null : euros(e.pensionCents.monthly) }
  })

  for (const c of main.conditions) used.push(...(c.sources as ReadonlyArray<SourceId>))
  used.push(...REFERENCE_PERIOD_START_AGE.sources, ...MAX_BASIC_POINTS_PER_YEAR.sources, ...p.basicPensionPercent.sources, ...p.supplementaryPensionPercentPerPoint.sources,
    ...p.weeksPerPensionMonth.sources, ...bie.sources, ...p.fullBasicPensionMonthly.sources, ...p.minimumPensionMonthly.sources)
  if (dependents > 0) used.push(...p.dependants.sources)
  if (age < PENSION_AGE) used.push(...p.earlyPensionReductionPercentPerMonth.sources)

  const periodYears = main.periodMonths / 12
  return {
    mode: input.mode,
    retirementAge: age,
    dependents,
    dependentsAssumed,
    valuationYear: ref.year,
    qualifies: main.pension !== null,
    conditions: main.conditions,
    reasonsNotQualifying: main.conditions.filter((c) => !c.met).map((c) => `Not met: ${c.requirement}; the record gives ${c.actual}.`),
    record: {
      insuredYears: totals.insuredYears,
      totalUnits: totals.totalP / POINT,
      basicPoints: totals.basicP / POINT,
      paidBasicPoints: totals.paidBasicP / POINT,
      supplementaryPoints: totals.supplementaryP / POINT,
      referencePeriodYears: periodYears,
      averageBasicPoints: Math.min(1, Math.round(totals.basicP * 12 / main.periodMonths) / POINT)
    },
    referenceFigures: {
      weeklyBasicInsurableEarnings: num(bie),
      weeklyBasicInsurableEarningsStatus: bie.status,
      fullBasicPensionMonthly: num(p.fullBasicPensionMonthly),
      minimumPensionMonthly: num(p.minimumPensionMonthly)
    },
    pension: main.pension,
    series,
    sources: citeSources(used),
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: StatePensionOutput): string => {
  const lines = [
    `Cyprus state pension estimate (${o.mode} mode), starting at age ${o.retirementAge}, ${o.dependents} dependant(s)${o.dependentsAssumed ? " (assumed: none given)" : ""}, at ${o.valuationYear} levels.`,
    `Record: ${o.record.totalUnits} units, ${o.record.basicPoints} basic points over a ${o.record.referencePeriodYears}-year reference period (average ${o.record.averageBasicPoints}), ${o.record.supplementaryPoints} supplementary points.`
  ]
  for (const c of o.conditions) lines.push(`${c.met ? "Met" : "NOT met"}: ${c.requirement} (record: ${c.actual}).`)
  const pn = o.pension
  if (pn === null) {
    lines.push("The qualifying conditions are not met, so no pension amount is given.")
  } else {
    lines.push(
      `Basic pension EUR ${fmt(pn.basic.monthly)} a month; dependants' increase EUR ${fmt(pn.dependantsIncrease.monthly)}; supplementary pension EUR ${fmt(pn.supplementary.monthly)}.`
    )
    if (pn.earlyReduction.months > 0) lines.push(`Early pension reduction ${pn.earlyReduction.percent}% (${pn.earlyReduction.months} months): -EUR ${fmt(pn.earlyReduction.amount.monthly)} a month.`)
    if (pn.minimumPensionTopUp.monthly > 0) lines.push(`Minimum pension top-up: EUR ${fmt(pn.minimumPensionTopUp.monthly)} a month.`)
    lines.push(`Total: EUR ${fmt(pn.total.monthly)} a month (4 weeks), EUR ${fmt(pn.total.weekly)} a week, EUR ${fmt(pn.total.yearly)} a year (13 payments).`)
  }
  lines.push(`Assumptions: ${o.assumptions.join(" ")}`)
  return lines.join("\n")
}

export const calculateCyprusStatePension: ToolDefinition<StatePensionInput, StatePensionOutput> = {
  name: "calculate_cyprus_state_pension",
  title: "Cyprus state (Social Insurance) pension estimate",
  description:
    "Estimates the contributory old-age (statutory) pension of the Cyprus Social Insurance at retirement: the basic " +
    "pension (60% of the weekly basic insurable earnings x the average basic insurance points over the reference " +
    "period), raised to 80/90/100% for 1/2/3 dependants, plus the supplementary pension (1.5% of the weekly basic " +
    "insurable earnings per supplementary point), weekly, 'monthly' (4 weeks) and yearly (13 payments). Checks and " +
    "lists the qualifying conditions (15 points of paid basic insurance and 15 years of insurance, average basic " +
    "points of at least 30% of the reference period, 70% for a pension from 63) and gives no amount when they are not " +
    "met, saying why. A pension before 65 is reduced by 0.5% a month. mode and retirementAge are always required; " +
    "quick mode needs currentAge, yearsWorked and totalInsuranceUnits; advanced mode needs the real yearly record " +
    "yearlyUnits (rows of parse_pension_statement are accepted as they are, or a legacy map { \"2003\": 5.2 }). The " +
    "contribution history is never inferred. Ask for dependents; when omitted, zero dependants is assumed and stated. " +
    "Amounts are at the latest reference year's levels; results are estimates, not advice.",
  access: "anonymous",
  input: StatePensionInput,
  output: StatePensionOutput,
  run: (input) => Effect.succeed(calculateStatePension(input)),
  summarize,
  readOnly: true
}
