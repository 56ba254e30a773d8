import { Record } from "effect"
import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { InputProblem } from "../../core/tool.ts"
import {
  getSocialInsuranceReference,
  type ReferenceFigure,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  type SocialInsuranceReferenceYear,
  yearNotHeld
} from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { PENSION_REFERENCE_ASSUMPTIONS } from "./assumptions.ts"
import type { PensionReferenceInput } from "./input.ts"
import type { PensionReferenceOutput } from "./output.ts"

type Row = [key: string, label: string, unit: string, figure: ReferenceFigure<unknown>]

const rows = (t: SocialInsuranceReferenceYear): Array<Row> => {
  const { basicInsurableEarnings: b, maxInsurableEarnings: m, contributionRates: r, pension: p, unemployment: u } = t
  return [
    ["weeklyBasicInsurableEarnings", "Basic insurable earnings, weekly", "EUR/week", b.weekly],
    ["monthlyBasicInsurableEarnings", "Basic insurable earnings, monthly", "EUR/month", b.monthly],
    ["annualBasicInsurableEarnings", "Basic insurable earnings, annual (one insurance unit)", "EUR/year", b.annual],
    ["weeklyMaxInsurableEarnings", "Maximum insurable earnings, weekly", "EUR/week", m.weekly],
    ["monthlyMaxInsurableEarnings", "Maximum insurable earnings, monthly", "EUR/month", m.monthly],
    ["annualMaxInsurableEarnings", "Maximum insurable earnings, annual", "EUR/year", m.annual],
    ["employeeRatePercent", "Contribution rate, employee", "%", r.employeePercent],
    ["employerRatePercent", "Contribution rate, employer", "%", r.employerPercent],
    ["selfEmployedRatePercent", "Contribution rate, self-employed", "%", r.selfEmployedPercent],
    ["stateRatePercent", "Contribution rate, State (on employees)", "%", r.statePercent],
    ["statutoryPensionAge", "Statutory pension age", "years", p.statutoryPensionAge],
    ["earlyPensionAge", "Early pension age", "years", p.earlyPensionAge],
    [
      "earlyPensionReductionPercentPerMonth",
      `Early pension reduction per month before ${p.statutoryPensionAge.value}`,
      "%",
      p.earlyPensionReductionPercentPerMonth
    ],
    [
      "earlyPensionAveragePointsPercent",
      "Early pension: basic points at least this % of the reference period's years",
      "%",
      p.earlyPensionAveragePointsPercent
    ],
    [
      "minimumInsuranceWeeks",
      "Minimum weeks of insurance (and paid basic insurance, in weekly BIEs)",
      "weeks",
      p.minimumInsuranceWeeks
    ],
    [
      "minimumContributionYears",
      `Minimum contribution years (${p.minimumInsuranceWeeks.value} weeks, ${p.minimumContributionYears.value} basic points paid)`,
      "years",
      p.minimumContributionYears
    ],
    [
      "averagePointsConditionPercent",
      "Average-units condition: basic points at least this % of the reference period's years",
      "%",
      p.averagePointsConditionPercent
    ],
    ["maxUnitsPerYear", "Maximum insurance units per year", "units", p.maxUnitsPerYear],
    ["basicPensionPercent", "Basic pension, % of weekly BIE x average basic points", "%", p.basicPensionPercent],
    ["pensionDependants", "Basic pension rate by number of dependants (0-3)", "%", p.dependants],
    [
      "supplementaryPensionPercentPerPoint",
      "Supplementary pension per supplementary point, % of weekly BIE",
      "%",
      p.supplementaryPensionPercentPerPoint
    ],
    [
      "weeksPerPensionMonth",
      `Weeks in a 'monthly' pension amount (${p.paymentsPerYear.value} a year)`,
      "weeks",
      p.weeksPerPensionMonth
    ],
    ["pensionPaymentsPerYear", "'Monthly' pension payments a year", "payments", p.paymentsPerYear],
    ["fullBasicPensionMonthly", "Full basic pension, single, 'monthly' (4 weeks)", "EUR", p.fullBasicPensionMonthly],
    ["minimumPensionMonthly", "Minimum pension, no dependants, 'monthly' (4 weeks)", "EUR", p.minimumPensionMonthly],
    [
      "unemploymentBasicPercent",
      "Unemployment benefit, basic, % of weekly earnings up to the weekly BIE",
      "%",
      u.basicBenefitPercent
    ],
    ["unemploymentDependants", "Unemployment basic benefit rate by number of dependants (0-3)", "%", u.dependants],
    [
      "unemploymentSupplementaryPercent",
      "Unemployment benefit, supplementary, % of weekly earnings above the weekly BIE",
      "%",
      u.supplementaryBenefitPercent
    ],
    [
      "unemploymentSupplementaryCapWeeklyBie",
      "Unemployment supplementary benefit cap, in weekly BIEs",
      "x weekly BIE",
      u.supplementaryCapWeeklyBie
    ],
    ["unemploymentWaitingDays", "Unemployment benefit waiting days", "days", u.waitingDays],
    ["unemploymentMaxBenefitDays", "Unemployment benefit maximum duration", "benefit days", u.maxBenefitDays],
    ["unemploymentBenefitDaysPerWeek", "Unemployment benefit days per week", "days", u.benefitDaysPerWeek]
  ]
}

const num = (f: ReferenceFigure<number>): number | null => f.value
const traced = (f: ReferenceFigure<unknown>) => traceOf(f.year, f)
/** Money figures by output key: their values (null when unconfirmed) and, under the same keys, their traces. */
const valuesAndTraces = <K extends string>(figures: Record.ReadonlyRecord<K, ReferenceFigure<number>>) => ({
  values: Record.map(figures, num),
  traces: Record.map(figures, traced)
})

const pensionReferenceData = (t: SocialInsuranceReferenceYear): PensionReferenceOutput => {
  const all = rows(t)
  const used: Array<SourceId> = all.flatMap(([, , , f]) => f.sources)
  const derivedKeys = all.filter(([, , , f]) => f.status === "derived").map(([k]) => k)
  const unconfirmedKeys = all.filter(([, , , f]) => f.status === "unconfirmed").map(([k]) => k)
  const said = assumptionList(PENSION_REFERENCE_ASSUMPTIONS)
  if (derivedKeys.length > 0) {
    said.add("pension-reference.derived-figures", {
      field: "year",
      value: t.year,
      reason: "model",
      params: { keys: derivedKeys.join(", ") }
    })
  }
  if (unconfirmedKeys.length > 0) {
    said.add("pension-reference.unconfirmed-figures", {
      field: "year",
      value: t.year,
      reason: "limit",
      params: { keys: unconfirmedKeys.join(", ") }
    })
  }
  said.add("pension-reference.secondary-copies", { reason: "model" })
  const p = t.pension
  const earnings = valuesAndTraces({
    weeklyBasicInsurableEarnings: t.basicInsurableEarnings.weekly,
    monthlyBasicInsurableEarnings: t.basicInsurableEarnings.monthly,
    annualBasicInsurableEarnings: t.basicInsurableEarnings.annual,
    weeklyMaxInsurableEarnings: t.maxInsurableEarnings.weekly,
    monthlyMaxInsurableEarnings: t.maxInsurableEarnings.monthly,
    annualMaxInsurableEarnings: t.maxInsurableEarnings.annual
  })
  return {
    year: t.year,
    ...earnings.values,
    contributionRates: {
      employeePercent: num(t.contributionRates.employeePercent),
      employerPercent: num(t.contributionRates.employerPercent),
      selfEmployedPercent: num(t.contributionRates.selfEmployedPercent),
      statePercent: num(t.contributionRates.statePercent)
    },
    traces: earnings.traces,
    // statutory constants: always confirmed in the table
    maxUnitsPerYear: p.maxUnitsPerYear.value ?? 0,
    statutoryPensionAge: p.statutoryPensionAge.value ?? 0,
    minimumContributionYears: p.minimumContributionYears.value ?? 0,
    figures: all.map(([key, label, unit, f]) => ({
      key,
      label,
      unit,
      year: f.year,
      value: f.value,
      status: f.status,
      rule: f.rule,
      sources: [...f.sources],
      note: f.note ?? null
    })),
    series: SOCIAL_INSURANCE_REFERENCE_YEARS.flatMap((y) => {
      const s = getSocialInsuranceReference(y)
      if (s === undefined) return []
      const annual = valuesAndTraces({
        annualBasicInsurableEarnings: s.basicInsurableEarnings.annual,
        annualMaxInsurableEarnings: s.maxInsurableEarnings.annual
      })
      return [{ year: y, ...annual.values, traces: annual.traces }]
    }),
    sources: citeSources(used),
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}

/** A year not held is a 400 listing the years held. */
export const calculate = (input: PensionReferenceInput): PensionReferenceOutput | InputProblem => {
  const t = getSocialInsuranceReference(input.year)
  if (t !== undefined) return pensionReferenceData(t)
  const problem = yearNotHeld("year", input.year)
  return new InputProblem(problem.fieldErrors, problem.hint)
}
