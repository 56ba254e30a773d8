import { Schema } from "effect"
import { SourceReferences } from "../../core/cells.ts"

const Amounts = Schema.Struct({
  weekly: Schema.Finite,
  monthly: Schema.Finite.annotate({ description: "4 weeks, as SIS states 'monthly' pensions" }),
  yearly: Schema.Finite.annotate({ description: "52 weeks = 13 'monthly' payments" })
})
export type Amounts = typeof Amounts.Type

const Condition = Schema.Struct({
  name: Schema.String,
  requirement: Schema.String,
  required: Schema.Finite,
  actual: Schema.Finite,
  met: Schema.Boolean,
  rule: Schema.String,
  sources: Schema.Array(Schema.String)
})
export type Condition = typeof Condition.Type

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
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String)
})
export type StatePensionOutput = typeof StatePensionOutput.Type
