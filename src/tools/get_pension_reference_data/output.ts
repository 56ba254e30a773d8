import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { RuleMoney, SourceReferences, tracesOf } from "../../core/cells.ts"

const Amount = Schema.NullOr(RuleMoney)
const Percent = Schema.NullOr(Schema.Finite)

/** The money figures of the year, each traced in `traces` (the series rows trace their own). */
const TRACED_FIGURES = [
  "weeklyBasicInsurableEarnings",
  "monthlyBasicInsurableEarnings",
  "annualBasicInsurableEarnings",
  "weeklyMaxInsurableEarnings",
  "monthlyMaxInsurableEarnings",
  "annualMaxInsurableEarnings"
] as const
const Status = Schema.Literals(["official", "derived", "unconfirmed"])

const Figure = Schema.Struct({
  key: Schema.String,
  label: Schema.String,
  value: Schema.NullOr(Schema.Unknown).annotate({ description: "null when unconfirmed" }),
  unit: Schema.String,
  year: Schema.Int.annotate({ description: "the year of the figure" }),
  status: Status.annotate({
    description: "official: published figure or statutory rate; derived: arithmetic in note; unconfirmed: value null"
  }),
  rule: Schema.String,
  sources: Schema.Array(Schema.String),
  note: Schema.NullOr(Schema.String)
})

export const PensionReferenceOutput = Schema.Struct({
  year: Schema.Int,
  weeklyBasicInsurableEarnings: Amount.annotate({ description: "EUR a week; null when unconfirmed (see figures)" }),
  monthlyBasicInsurableEarnings: Amount.annotate({
    description: "EUR a month (weekly x 52 / 12); null when unconfirmed"
  }),
  annualBasicInsurableEarnings: Amount.annotate({
    description: "EUR a year: one insurance unit; null when unconfirmed"
  }),
  weeklyMaxInsurableEarnings: Amount,
  monthlyMaxInsurableEarnings: Amount,
  annualMaxInsurableEarnings: Amount.annotate({ description: "EUR a year: contributions and units are capped at it" }),
  contributionRates: Schema.Struct({
    employeePercent: Percent,
    employerPercent: Percent,
    selfEmployedPercent: Percent,
    statePercent: Percent.annotate({
      description: "the State's share on employees' insurable earnings; null when unconfirmed"
    })
  }),
  traces: tracesOf(...TRACED_FIGURES).annotate({
    description: "the rule, year and sources of each money figure above"
  }),
  maxUnitsPerYear: Schema.Finite,
  statutoryPensionAge: Schema.Int,
  minimumContributionYears: Schema.Int,
  figures: Schema.Array(Figure).annotate({
    description: "every figure of the year with its status, rule, sources and note"
  }),
  series: Schema.Array(
    Schema.Struct({
      year: Schema.Int,
      annualBasicInsurableEarnings: Amount,
      annualMaxInsurableEarnings: Amount,
      traces: tracesOf("annualBasicInsurableEarnings", "annualMaxInsurableEarnings")
    })
  ).annotate({ description: "chart-ready: the yearly basic and maximum insurable earnings of every year held" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type PensionReferenceOutput = typeof PensionReferenceOutput.Type
