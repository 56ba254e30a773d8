import { traceOf } from "../../core/cells.ts"
import { cents, divRound, euros, scaledInteger } from "../../core/money.ts"
import { formatCents, formatDecimals } from "../../core/format.ts"
import type { SocialInsuranceReferenceYear } from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import {
  DEFERRAL,
  DEFERRAL_INCREASE_PER_MONTH,
  EARLY_PENSION_CONDITION_SOURCES,
  LUMP_SUM_INSTEAD,
  MAX_BASIC_POINTS_PER_YEAR,
  REFERENCE_PERIOD_START_AGE
} from "../../rules/state-pension.ts"
import { EARLY_AGE, LATEST_AGE, heldValue, PENSION_AGE, recordOf, type StatePensionInput, VALUATION } from "./input.ts"
import type { Amounts, Condition, StatePensionOutput } from "./output.ts"

const P = VALUATION.pension

// Arithmetic: cents and ten-thousandths of a point, integers; rounded half away from zero

const POINT_DECIMALS = 4
const POINT = 10 ** POINT_DECIMALS
const pts = (units: number): number => scaledInteger(units, POINT_DECIMALS)
const WEEKS = {
  weekly: 1,
  monthly: heldValue(P.weeksPerPensionMonth),
  yearly: heldValue(P.paymentsPerYear) * heldValue(P.weeksPerPensionMonth)
} as const
type Freq = keyof typeof WEEKS
type Cents = Record<Freq, number>
/** One figure per frequency, each computed from the exact weekly amount times its weeks, then rounded. */
const per = (f: (weeks: number, freq: Freq) => number): Cents => ({
  weekly: f(WEEKS.weekly, "weekly"),
  monthly: f(WEEKS.monthly, "monthly"),
  yearly: f(WEEKS.yearly, "yearly")
})
const zip = (a: Cents, b: Cents, f: (x: number, y: number) => number): Cents => per((_, k) => f(a[k], b[k]))
const toEuros = (c: Cents): Amounts => ({ weekly: euros(c.weekly), monthly: euros(c.monthly), yearly: euros(c.yearly) })

// The record

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
  let totalP = 0,
    basicP = 0,
    paidBasicP = 0,
    insuredYears = 0
  for (const r of recordOf(input.yearlyUnits ?? [])) {
    const u = pts(r.units)
    totalP += u
    basicP += Math.min(u, ONE)
    paidBasicP += Math.min(Math.max(0, u - pts(r.assimilatedUnits ?? 0)), ONE)
    if (u > 0) insuredYears++
  }
  return { insuredYears, totalP, basicP, paidBasicP, supplementaryP: totalP - basicP }
}

// One estimate at one starting age

/** Art. 39: whole months of deferral after pension age, counted up to the latest deferral age (68) at most. */
const deferralMonthsAt = (age: number): number =>
  Math.max(0, Math.round((Math.min(age, DEFERRAL.value.maxAge) - PENSION_AGE) * 12))
/** The increase for each month of deferral, in hundredths of a percent. */
const increasePerMonth = scaledInteger(DEFERRAL_INCREASE_PER_MONTH.value, 2)

type Pension = NonNullable<StatePensionOutput["pension"]>

interface Estimate {
  readonly periodMonths: number
  readonly conditions: ReadonlyArray<Condition>
  readonly pension: Pension | null
  readonly pensionCents: Cents | null
}

const sourcesOf = (f: { readonly sources: ReadonlyArray<SourceId> }): Array<string> => [...f.sources]

/** The rules, valuation year and sources behind each pension amount (weekly figures, then 'monthly' and yearly ones).
 * */
const pensionTraces = (ref: SocialInsuranceReferenceYear) => {
  const p = ref.pension
  const bie = ref.basicInsurableEarnings.weekly
  const frequencies = [p.weeksPerPensionMonth, p.paymentsPerYear]
  const basic = [p.basicPensionPercent, bie, REFERENCE_PERIOD_START_AGE, MAX_BASIC_POINTS_PER_YEAR]
  const supplementary = [p.supplementaryPensionPercentPerPoint, bie, MAX_BASIC_POINTS_PER_YEAR]
  const reduction = [p.earlyPensionReductionPercentPerMonth, p.statutoryPensionAge]
  const deferral = [DEFERRAL_INCREASE_PER_MONTH, DEFERRAL, p.statutoryPensionAge]
  return {
    basic: traceOf(ref.year, ...basic, ...frequencies),
    dependantsIncrease: traceOf(ref.year, p.dependants, ...basic, ...frequencies),
    supplementary: traceOf(ref.year, ...supplementary, ...frequencies),
    earlyReduction: traceOf(ref.year, ...reduction, ...frequencies),
    deferralIncrease: traceOf(ref.year, ...deferral, ...frequencies),
    minimumPensionTopUp: traceOf(ref.year, p.minimumPensionMonthly, ...frequencies),
    total: traceOf(
      ref.year,
      p.dependants,
      ...basic,
      ...supplementary,
      ...reduction,
      ...deferral,
      p.minimumPensionMonthly,
      ...frequencies
    )
  }
}

const estimateAt = (t: RecordTotals, age: number, dependents: number, ref: SocialInsuranceReferenceYear): Estimate => {
  const p = ref.pension
  // the reference period ends at entitlement (65, or the earlier start); deferring does not lengthen it
  const periodMonths = Math.round(Math.min(age, PENSION_AGE) * 12) - REFERENCE_PERIOD_START_AGE.value * 12
  const periodYears = periodMonths / 12
  const minYears = heldValue(p.minimumContributionYears)
  const minWeeks = heldValue(p.minimumInsuranceWeeks)
  const avgPct = heldValue(p.averagePointsConditionPercent)
  const conditions: Array<Condition> = [
    {
      name: "paidBasicInsurance",
      requirement: `paid basic insurance of at least ${minYears} insurance points (${minWeeks} x weekly basic insurable earnings)`,
      required: minYears,
      actual: t.paidBasicP / POINT,
      met: t.paidBasicP >= minYears * POINT,
      rule: p.minimumContributionYears.rule,
      sources: sourcesOf(p.minimumContributionYears)
    },
    {
      name: "yearsOfInsurance",
      requirement: `insured for at least ${minWeeks} weeks (${minYears} years)`,
      required: minYears,
      actual: t.insuredYears,
      met: t.insuredYears >= minYears,
      rule: p.minimumContributionYears.rule,
      sources: sourcesOf(p.minimumContributionYears)
    },
    {
      name: "averageBasicPoints",
      requirement: `paid + assimilated basic points at least ${avgPct}% of the ${periodYears} years of the reference period (${formatDecimals((avgPct * periodYears) / 100, 2)} points)`,
      required: (avgPct * periodYears) / 100,
      actual: t.basicP / POINT,
      met: t.basicP * 100 * 12 >= avgPct * POINT * periodMonths,
      rule: p.averagePointsConditionPercent.rule,
      sources: sourcesOf(p.averagePointsConditionPercent)
    }
  ]
  if (age < PENSION_AGE) {
    const earlyPct = heldValue(p.earlyPensionAveragePointsPercent)
    conditions.push({
      name: "earlyPensionAverage",
      requirement: `pension before ${PENSION_AGE}: paid + assimilated basic points at least ${earlyPct}% of the ${periodYears} years of the reference period (${formatDecimals((earlyPct * periodYears) / 100, 2)} points)`,
      required: (earlyPct * periodYears) / 100,
      actual: t.basicP / POINT,
      met: t.basicP * 100 * 12 >= earlyPct * POINT * periodMonths,
      rule: EARLY_PENSION_CONDITION_SOURCES.rule,
      sources: [...EARLY_PENSION_CONDITION_SOURCES.sources, ...sourcesOf(p.earlyPensionAveragePointsPercent)]
    })
  }
  if (conditions.some((c) => !c.met)) return { periodMonths, conditions, pension: null, pensionCents: null }

  const weeklyBieC = cents(heldValue(ref.basicInsurableEarnings.weekly))
  const rates = dependantScale(ref)
  const counted = Math.min(dependents, rates.maxDependants)
  const rate = rates.ratesByDependantCountPercent[counted] ?? rates.ratesByDependantCountPercent[0]
  const baseRate = heldValue(p.basicPensionPercent)
  // average basic points = basicP x 12 / (POINT x periodMonths), at most 1
  const avgNum = Math.min(t.basicP * 12, ONE * periodMonths)
  const avgDen = POINT * periodMonths
  const basicAt = (ratePct: number): Cents => per((w) => divRound(weeklyBieC * ratePct * avgNum * w, 100 * avgDen))
  const basic = basicAt(baseRate)
  const withDependants = basicAt(rate)
  const increase = zip(withDependants, basic, (a, b) => a - b)
  const suppRate = scaledInteger(heldValue(p.supplementaryPensionPercentPerPoint), 2)
  const supplementary = per((w) => divRound(weeklyBieC * suppRate * t.supplementaryP * w, 100 * 100 * POINT))
  const gross = zip(withDependants, supplementary, (a, b) => a + b)
  const months = Math.max(0, Math.round((PENSION_AGE - age) * 12))
  const reductionPerMonth = scaledInteger(heldValue(p.earlyPensionReductionPercentPerMonth), 2)
  const reduction = per((_, k) => divRound(gross[k] * months * reductionPerMonth, 100 * 100))
  // art. 39: a start after pension age raises the pension by a rate for each month of deferral (at most to 68)
  const deferralMonths = deferralMonthsAt(age)
  const deferralIncrease = per((_, k) => divRound(gross[k] * deferralMonths * increasePerMonth, 100 * 100))
  const adjusted = zip(
    zip(gross, reduction, (a, b) => a - b),
    deferralIncrease,
    (a, b) => a + b
  )
  const minMonthlyC = cents(heldValue(p.minimumPensionMonthly))
  const minimum = per((w) => divRound(minMonthlyC * w, WEEKS.monthly))
  const topUp =
    months === 0 && adjusted.monthly < minMonthlyC ? zip(minimum, adjusted, (m, r) => Math.max(0, m - r)) : per(() => 0)
  const total = zip(adjusted, topUp, (a, b) => a + b)
  const traces = pensionTraces(ref)
  return {
    periodMonths,
    conditions,
    pensionCents: total,
    pension: {
      basicRatePercent: rate,
      basic: { ...toEuros(basic), ...traces.basic },
      dependantsIncrease: { ...toEuros(increase), ...traces.dependantsIncrease },
      supplementary: { ...toEuros(supplementary), ...traces.supplementary },
      grossBeforeReduction: toEuros(gross),
      earlyReduction: {
        months,
        percent: (months * reductionPerMonth) / 100,
        amount: { ...toEuros(reduction), ...traces.earlyReduction }
      },
      deferralIncrease: {
        months: deferralMonths,
        percent: (deferralMonths * increasePerMonth) / 100,
        amount: { ...toEuros(deferralIncrease), ...traces.deferralIncrease }
      },
      minimumPensionTopUp: { ...toEuros(topUp), ...traces.minimumPensionTopUp },
      total: toEuros(total)
    }
  }
}

const dependantScale = (ref: SocialInsuranceReferenceYear) => {
  const d = ref.pension.dependants.value
  if (d === null) throw new Error("dependants' scale not held")
  return d
}

// The calculation

const fmt = (eur: number): string => formatCents(cents(eur))

export const calculate = (input: StatePensionInput): StatePensionOutput => {
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
    assumptions.push(
      `No dependants were given, so zero dependants is assumed: the basic pension is at ${scale.ratesByDependantCountPercent[0]}%. One, two or three dependants raise it to ${scale.ratesByDependantCountPercent.slice(1).join("%, ")}%; ask the user how many dependants they have.`
    )
  } else if ((input.dependents ?? 0) > scale.maxDependants) {
    assumptions.push(`${input.dependents} dependants were given; the increase counts at most ${scale.maxDependants}.`)
  }
  if (dependents > 0) assumptions.push(`Dependants counted by number only. ${p.dependants.note ?? ""}`.trim())
  assumptions.push(
    `Amounts are at ${ref.year} levels (the latest year held): weekly basic insurable earnings EUR ${fmt(heldValue(bie))}${bie.status === "derived" ? ` (derived from the ${ref.year} full basic pension EUR ${fmt(heldValue(p.fullBasicPensionMonthly))} = 60% x 4 weeks of it; the official SIS table was not read)` : ""}; future increases of earnings and pensions are not projected.`,
    "Only the insurance record sent is counted: no future contributions until retirement are assumed, and years not in the record count as years without insurance.",
    `The reference period is counted as pension age minus ${REFERENCE_PERIOD_START_AGE.value} (${main.periodMonths / 12} years), in whole months; the average of basic points is taken over it and cannot exceed 1.`,
    `The ${heldValue(p.minimumInsuranceWeeks)}-weeks condition is checked as at least ${heldValue(p.minimumContributionYears)} years with units (weeks of insurance are not counted).`,
    `'Monthly' = ${WEEKS.monthly} weeks and yearly = ${WEEKS.yearly} weeks (${heldValue(p.paymentsPerYear)} monthly payments, the last in December), as SIS states pensions; each figure is rounded to the cent from the exact weekly amount.`
  )
  if (input.mode === "quick") {
    assumptions.push(
      "Quick mode: the units are taken as spread evenly over the years worked (each year gives min(1, average units) basic points) and all as paid insurance; advanced mode with the yearly record gives the exact split."
    )
  } else if (!recordOf(input.yearlyUnits ?? []).some((r) => r.assimilatedUnits !== undefined)) {
    assumptions.push(
      "All units are treated as paid insurance for the paid-basic-insurance condition (no assimilatedUnits were given)."
    )
  }
  if (age < PENSION_AGE) {
    assumptions.push(
      `Early pension: the reduction of ${heldValue(p.earlyPensionReductionPercentPerMonth)}% for each month before ${PENSION_AGE} is applied to the whole pension, dependants' increases included (inferred), and is permanent. The minimum pension top-up is not applied to an early pension (not confirmed).`
    )
  }
  if (age > PENSION_AGE) {
    const months = deferralMonthsAt(age)
    assumptions.push(
      `Deferred pension: starting ${months} months after ${PENSION_AGE}, the pension is increased by ${DEFERRAL_INCREASE_PER_MONTH.value}% for each month of deferral (${(months * increasePerMonth) / 100}% in all), as the law (art. 39) allows up to age ${DEFERRAL.value.maxAge}. ` +
        "The rate rests on one secondary source (the ILO country page): the text of art. 39(4) read is cut off before it. " +
        "The increase is applied to the basic, dependants' and supplementary pension before any minimum-pension top-up (inferred); " +
        `contributions paid after ${PENSION_AGE} are not added, and the deferral is taken as declared in time (within 3 months of entitlement).`
    )
    used.push(...DEFERRAL.sources, ...DEFERRAL_INCREASE_PER_MONTH.sources)
  }
  if (main.pension !== null && main.pension.minimumPensionTopUp.monthly > 0) {
    assumptions.push(
      `The pension is below the minimum pension (EUR ${fmt(heldValue(p.minimumPensionMonthly))} a month for a beneficiary without dependants in ${ref.year}) and is topped up to it; the minimum with dependants, and for pensions paid pro rata with other EU states, is not confirmed.`
    )
  }
  if (main.pension === null) {
    assumptions.push(
      `The qualifying conditions are not met, so no pension is estimated. A person who does not meet them may receive a lump sum at ${LUMP_SUM_INSTEAD.value} instead (not calculated), unless entitled to the social pension.`
    )
    used.push(...LUMP_SUM_INSTEAD.sources)
  }
  assumptions.push(
    "Not included: income tax and GESY contributions on the pension, miners' earlier pension age, pensions paid pro rata with other EU states, and the pension reform under discussion in 2025-2026."
  )

  const seriesTrace = pensionTraces(ref).total
  const ages = [...new Set([EARLY_AGE, EARLY_AGE + 1, PENSION_AGE, age])]
    .filter((a) => a >= EARLY_AGE && a <= LATEST_AGE)
    .sort((a, b) => a - b)
  const series = ages.map((a) => {
    const e = a === age ? main : estimateAt(totals, a, dependents, ref)
    return {
      retirementAge: a,
      qualifies: e.pension !== null,
      weeklyPension: e.pensionCents === null ? null : euros(e.pensionCents.weekly),
      monthlyPension: e.pensionCents === null ? null : euros(e.pensionCents.monthly),
      ...seriesTrace
    }
  })

  for (const c of main.conditions) used.push(...(c.sources as ReadonlyArray<SourceId>))
  used.push(
    ...REFERENCE_PERIOD_START_AGE.sources,
    ...MAX_BASIC_POINTS_PER_YEAR.sources,
    ...p.basicPensionPercent.sources,
    ...p.supplementaryPensionPercentPerPoint.sources,
    ...p.weeksPerPensionMonth.sources,
    ...p.paymentsPerYear.sources,
    ...p.minimumInsuranceWeeks.sources,
    ...bie.sources,
    ...p.fullBasicPensionMonthly.sources,
    ...p.minimumPensionMonthly.sources
  )
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
    reasonsNotQualifying: main.conditions
      .filter((c) => !c.met)
      .map((c) => `Not met: ${c.requirement}; the record gives ${c.actual}.`),
    record: {
      insuredYears: totals.insuredYears,
      totalUnits: totals.totalP / POINT,
      basicPoints: totals.basicP / POINT,
      paidBasicPoints: totals.paidBasicP / POINT,
      supplementaryPoints: totals.supplementaryP / POINT,
      referencePeriodYears: periodYears,
      averageBasicPoints: Math.min(1, divRound(totals.basicP * 12, main.periodMonths) / POINT)
    },
    referenceFigures: {
      weeklyBasicInsurableEarnings: heldValue(bie),
      weeklyBasicInsurableEarningsStatus: bie.status,
      fullBasicPensionMonthly: heldValue(p.fullBasicPensionMonthly),
      minimumPensionMonthly: heldValue(p.minimumPensionMonthly),
      traces: {
        weeklyBasicInsurableEarnings: traceOf(ref.year, bie),
        fullBasicPensionMonthly: traceOf(ref.year, p.fullBasicPensionMonthly),
        minimumPensionMonthly: traceOf(ref.year, p.minimumPensionMonthly)
      }
    },
    pension: main.pension,
    series,
    sources: citeSources(used),
    assumptions
  }
}
