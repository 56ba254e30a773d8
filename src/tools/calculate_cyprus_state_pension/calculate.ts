import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { cents, divRound, euros, scaledInteger } from "../../core/money.ts"
import { formatDecimals } from "../../core/format.ts"
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
import { STATE_PENSION_ASSUMPTIONS } from "./assumptions.ts"

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
  const said = assumptionList(STATE_PENSION_ASSUMPTIONS)
  const used: Array<SourceId> = []

  if (dependentsAssumed) {
    said.add("state-pension.dependants-zero", {
      field: "dependents",
      rule: "social-insurance.pension.dependants",
      value: scale.ratesByDependantCountPercent[0]!,
      reason: "omitted",
      params: { raised: scale.ratesByDependantCountPercent.slice(1).join("%, ") }
    })
  } else if ((input.dependents ?? 0) > scale.maxDependants) {
    said.add("state-pension.dependants-capped", {
      field: "dependents",
      rule: "social-insurance.pension.dependants",
      value: scale.maxDependants,
      reason: "limit",
      params: { given: input.dependents ?? 0 }
    })
  }
  if (dependents > 0)
    said.add("state-pension.dependants-by-number", {
      field: "dependents",
      rule: "social-insurance.pension.dependants",
      value: dependents,
      reason: "rule"
    })
  said.add(bie.status === "derived" ? "state-pension.amounts-at-year-derived" : "state-pension.amounts-at-year", {
    rule: "social-insurance.basic-insurable-earnings.weekly",
    value: ref.year,
    reason: "model",
    params: { weekly: heldValue(bie), fullBasic: heldValue(p.fullBasicPensionMonthly) }
  })
  said.add("state-pension.record-as-sent", { field: "yearlyUnits", reason: "input" })
  said.add("state-pension.reference-period", {
    value: main.periodMonths / 12,
    reason: "rule",
    params: { startAge: REFERENCE_PERIOD_START_AGE.value }
  })
  said.add("state-pension.minimum-weeks-as-years", {
    rule: "social-insurance.pension.minimum-contribution-years",
    value: heldValue(p.minimumContributionYears),
    reason: "rule",
    params: { weeks: heldValue(p.minimumInsuranceWeeks) }
  })
  said.add("state-pension.weeks-per-period", {
    rule: "social-insurance.pension.weeks-per-pension-month",
    value: WEEKS.monthly,
    reason: "rule",
    params: { yearlyWeeks: WEEKS.yearly, payments: heldValue(p.paymentsPerYear) }
  })
  if (input.mode === "quick")
    said.add("state-pension.quick-mode-spread", { field: "mode", value: "quick", reason: "model" })
  else if (!recordOf(input.yearlyUnits ?? []).some((r) => r.assimilatedUnits !== undefined))
    said.add("state-pension.units-all-paid", { field: "yearlyUnits[].assimilatedUnits", reason: "omitted" })
  if (age < PENSION_AGE)
    said.add("state-pension.early-pension", {
      field: "retirementAge",
      rule: "social-insurance.pension.early-pension-reduction-percent-per-month",
      value: heldValue(p.earlyPensionReductionPercentPerMonth),
      reason: "rule",
      params: { pensionAge: PENSION_AGE }
    })
  if (age > PENSION_AGE) {
    const months = deferralMonthsAt(age)
    said.add("state-pension.deferred-pension", {
      field: "retirementAge",
      value: DEFERRAL_INCREASE_PER_MONTH.value,
      reason: "rule",
      params: {
        months,
        pensionAge: PENSION_AGE,
        total: (months * increasePerMonth) / 100,
        maxAge: DEFERRAL.value.maxAge
      }
    })
    used.push(...DEFERRAL.sources, ...DEFERRAL_INCREASE_PER_MONTH.sources)
  }
  if (main.pension !== null && main.pension.minimumPensionTopUp.monthly > 0)
    said.add("state-pension.minimum-pension-top-up", {
      rule: "social-insurance.pension.minimum-pension-monthly",
      value: heldValue(p.minimumPensionMonthly),
      reason: "rule",
      params: { year: ref.year }
    })
  if (main.pension === null) {
    said.add("state-pension.not-qualified", { value: LUMP_SUM_INSTEAD.value, reason: "rule" })
    used.push(...LUMP_SUM_INSTEAD.sources)
  }
  said.add("state-pension.not-included", { reason: "excluded" })

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
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
