import { Effect, Schema } from "effect"
import type { ToolDefinition } from "../core/tool.ts"
import { formatCents } from "../core/format.ts"
import {
  getSocialInsuranceReference,
  type ReferenceFigure,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  type SocialInsuranceReferenceYear,
  yearNotHeldProblem
} from "../rules/social-insurance-reference.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { FIRST_CONTRIBUTION_YEAR, LAST_ACCEPTED_YEAR } from "./parse-pension-statement.ts"

const YEARS = SOCIAL_INSURANCE_REFERENCE_YEARS
const RANGE = `${YEARS[0]}-${YEARS[YEARS.length - 1]}`

const InputFields = Schema.Struct({
  year: Schema.Int.check(Schema.isBetween({ minimum: FIRST_CONTRIBUTION_YEAR, maximum: LAST_ACCEPTED_YEAR }, {
    message: `year must be a calendar year from ${FIRST_CONTRIBUTION_YEAR} to ${LAST_ACCEPTED_YEAR}; reference figures are held for ${YEARS.join(", ")}`
  })).annotate({
    description:
      `Calendar (contribution) year of the reference figures, e.g. the year the user named. Never assumed: reuse a ` +
      `year the user already gave, or ask. Years held: ${YEARS.join(", ")}; any other year from ${FIRST_CONTRIBUTION_YEAR} ` +
      `to ${LAST_ACCEPTED_YEAR} is answered with the years held, a year outside that range is refused. Required.`
  }).annotateKey({ messageMissingKey: `year is required: the calendar year the user asks about (held: ${RANGE}); ask the user, never assume it` })
})

const INPUT_ANNOTATIONS = {
  title: "Cyprus Social Insurance reference figures request",
  description: "The calendar year whose official Social Insurance reference figures are wanted.",
  examples: [{ year: 2026 }, { year: 2024 }]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const PensionReferenceInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type PensionReferenceInput = typeof PensionReferenceInput.Type

const Amount = Schema.NullOr(Schema.Finite)
const Status = Schema.Literals(["official", "derived", "unconfirmed"])

const Figure = Schema.Struct({
  key: Schema.String,
  label: Schema.String,
  value: Schema.NullOr(Schema.Unknown).annotate({ description: "null when unconfirmed" }),
  unit: Schema.String,
  status: Status.annotate({ description: "official: published figure or statutory rate; derived: arithmetic in note; unconfirmed: value null" }),
  rule: Schema.String,
  sources: Schema.Array(Schema.String),
  note: Schema.NullOr(Schema.String)
})

export const PensionReferenceOutput = Schema.Struct({
  year: Schema.Int,
  weeklyBasicInsurableEarnings: Amount.annotate({ description: "EUR a week; null when unconfirmed (see figures)" }),
  monthlyBasicInsurableEarnings: Amount.annotate({ description: "EUR a month (weekly x 52 / 12); null when unconfirmed" }),
  annualBasicInsurableEarnings: Amount.annotate({ description: "EUR a year: one insurance unit; null when unconfirmed" }),
  weeklyMaxInsurableEarnings: Amount,
  monthlyMaxInsurableEarnings: Amount,
  annualMaxInsurableEarnings: Amount.annotate({ description: "EUR a year: contributions and units are capped at it" }),
  contributionRates: Schema.Struct({
    employeePercent: Amount,
    employerPercent: Amount,
    selfEmployedPercent: Amount,
    statePercent: Amount.annotate({ description: "the State's share on employees' insurable earnings; null when unconfirmed" })
  }),
  maxUnitsPerYear: Schema.Finite,
  statutoryPensionAge: Schema.Int,
  minimumContributionYears: Schema.Int,
  figures: Schema.Array(Figure).annotate({ description: "every figure of the year with its status, rule, sources and note" }),
  series: Schema.Array(Schema.Struct({
    year: Schema.Int,
    annualBasicInsurableEarnings: Amount,
    annualMaxInsurableEarnings: Amount
  })).annotate({ description: "chart-ready: the yearly basic and maximum insurable earnings of every year held" }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type PensionReferenceOutput = typeof PensionReferenceOutput.Type

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
    ["earlyPensionReductionPercentPerMonth", "Early pension reduction per month before 65", "%", p.earlyPensionReductionPercentPerMonth],
    ["earlyPensionAveragePointsPercent", "Early pension: basic points at least this % of the reference period's years", "%", p.earlyPensionAveragePointsPercent],
    ["minimumContributionYears", "Minimum contribution years (780 weeks, 15 basic points paid)", "years", p.minimumContributionYears],
    ["averagePointsConditionPercent", "Average-units condition: basic points at least this % of the reference period's years", "%", p.averagePointsConditionPercent],
    ["maxUnitsPerYear", "Maximum insurance units per year", "units", p.maxUnitsPerYear],
    ["basicPensionPercent", "Basic pension, % of weekly BIE x average basic points", "%", p.basicPensionPercent],
    ["pensionDependants", "Basic pension rate by number of dependants (0-3)", "%", p.dependants],
    ["supplementaryPensionPercentPerPoint", "Supplementary pension per supplementary point, % of weekly BIE", "%", p.supplementaryPensionPercentPerPoint],
    ["weeksPerPensionMonth", "Weeks in a 'monthly' pension amount (13 a year)", "weeks", p.weeksPerPensionMonth],
    ["fullBasicPensionMonthly", "Full basic pension, single, 'monthly' (4 weeks)", "EUR", p.fullBasicPensionMonthly],
    ["minimumPensionMonthly", "Minimum pension, no dependants, 'monthly' (4 weeks)", "EUR", p.minimumPensionMonthly],
    ["unemploymentBasicPercent", "Unemployment benefit, basic, % of weekly earnings up to the weekly BIE", "%", u.basicBenefitPercent],
    ["unemploymentDependants", "Unemployment basic benefit rate by number of dependants (0-3)", "%", u.dependants],
    ["unemploymentSupplementaryPercent", "Unemployment benefit, supplementary, % of weekly earnings above the weekly BIE", "%", u.supplementaryBenefitPercent],
    ["unemploymentSupplementaryCapWeeklyBie", "Unemployment supplementary benefit cap, in weekly BIEs", "x weekly BIE", u.supplementaryCapWeeklyBie],
    ["unemploymentWaitingDays", "Unemployment benefit waiting days", "days", u.waitingDays],
    ["unemploymentMaxBenefitDays", "Unemployment benefit maximum duration", "benefit days", u.maxBenefitDays],
    ["unemploymentBenefitDaysPerWeek", "Unemployment benefit days per week", "days", u.benefitDaysPerWeek]
  ]
}

const num = (f: ReferenceFigure<number>): number | null => f.value

export const pensionReferenceData = (t: SocialInsuranceReferenceYear): PensionReferenceOutput => {
  const all = rows(t)
  const used: Array<SourceId> = all.flatMap(([, , , f]) => f.sources)
  const derivedKeys = all.filter(([, , , f]) => f.status === "derived").map(([k]) => k)
  const unconfirmedKeys = all.filter(([, , , f]) => f.status === "unconfirmed").map(([k]) => k)
  const assumptions: Array<string> = []
  if (derivedKeys.length > 0) {
    assumptions.push(`Derived, not read in an official table (arithmetic in each figure's note): ${derivedKeys.join(", ")}.`)
  }
  if (unconfirmedKeys.length > 0) {
    assumptions.push(`Not confirmed for ${t.year}, returned as null rather than guessed: ${unconfirmedKeys.join(", ")}.`)
  }
  assumptions.push("Several official figures were read in copies of Social Insurance Services announcements published by accounting firms and the press; each figure lists its sources.")
  const p = t.pension
  return {
    year: t.year,
    weeklyBasicInsurableEarnings: num(t.basicInsurableEarnings.weekly),
    monthlyBasicInsurableEarnings: num(t.basicInsurableEarnings.monthly),
    annualBasicInsurableEarnings: num(t.basicInsurableEarnings.annual),
    weeklyMaxInsurableEarnings: num(t.maxInsurableEarnings.weekly),
    monthlyMaxInsurableEarnings: num(t.maxInsurableEarnings.monthly),
    annualMaxInsurableEarnings: num(t.maxInsurableEarnings.annual),
    contributionRates: {
      employeePercent: num(t.contributionRates.employeePercent),
      employerPercent: num(t.contributionRates.employerPercent),
      selfEmployedPercent: num(t.contributionRates.selfEmployedPercent),
      statePercent: num(t.contributionRates.statePercent)
    },
    // statutory constants: always confirmed in the table
    maxUnitsPerYear: p.maxUnitsPerYear.value ?? 0,
    statutoryPensionAge: p.statutoryPensionAge.value ?? 0,
    minimumContributionYears: p.minimumContributionYears.value ?? 0,
    figures: all.map(([key, label, unit, f]) => ({
      key, label, unit, value: f.value, status: f.status, rule: f.rule, sources: [...f.sources], note: f.note ?? null
    })),
    series: YEARS.flatMap((y) => {
      const s = getSocialInsuranceReference(y)
      return s === undefined ? [] : [{ year: y, annualBasicInsurableEarnings: num(s.basicInsurableEarnings.annual), annualMaxInsurableEarnings: num(s.maxInsurableEarnings.annual) }]
    }),
    sources: citeSources(used),
    assumptions
  }
}

const eur = (n: number | null): string => (n === null ? "not confirmed" : `EUR ${formatCents(Math.round(n * 100))}`)

const summarize = (o: PensionReferenceOutput): string => [
  `Cyprus Social Insurance reference figures for ${o.year}:`,
  `Basic insurable earnings: ${eur(o.weeklyBasicInsurableEarnings)} a week, ${eur(o.annualBasicInsurableEarnings)} a year.`,
  `Maximum insurable earnings: ${eur(o.weeklyMaxInsurableEarnings)} a week, ${eur(o.monthlyMaxInsurableEarnings)} a month, ${eur(o.annualMaxInsurableEarnings)} a year.`,
  `Contribution rates: employee ${o.contributionRates.employeePercent ?? "?"}%, employer ${o.contributionRates.employerPercent ?? "?"}%, self-employed ${o.contributionRates.selfEmployedPercent ?? "?"}%, State ${o.contributionRates.statePercent ?? "not confirmed"}${o.contributionRates.statePercent === null ? "" : "%"}.`,
  `Statutory pension age ${o.statutoryPensionAge}; minimum ${o.minimumContributionYears} contribution years; at most ${o.maxUnitsPerYear} units a year.`,
  `Assumptions: ${o.assumptions.join(" ")}`
].join("\n")

export const getPensionReferenceData: ToolDefinition<PensionReferenceInput, PensionReferenceOutput> = {
  name: "get_pension_reference_data",
  title: "Cyprus Social Insurance reference figures for a year",
  description:
    `Returns the Social Insurance reference figures of one calendar year the caller names (never assumed; held: ${RANGE}): ` +
    "basic insurable earnings (weekly, monthly, annual), maximum insurable earnings, contribution rates (employee, " +
    "employer, self-employed, State), pension age and conditions, maximum units per year, and the pension and " +
    "unemployment benefit rates. Every figure states whether it is official, derived (with the arithmetic) or " +
    "unconfirmed (null, never guessed), with its rule and sources. A year not held is a 400 listing the years held.",
  access: "anonymous",
  input: PensionReferenceInput,
  output: PensionReferenceOutput,
  run: (input) => {
    const t = getSocialInsuranceReference(input.year)
    return t === undefined ? Effect.fail(yearNotHeldProblem("year", input.year)) : Effect.succeed(pensionReferenceData(t))
  },
  summarize,
  readOnly: true
}
