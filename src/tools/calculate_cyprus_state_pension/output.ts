import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { moneyFrom, RuleMoney, SourceReferences, TraceFields, tracesOf } from "../../core/cells.ts"
import { EARLY_AGE, heldValue, PENSION_AGE, VALUATION } from "./input.ts"

const WEEKS_A_MONTH = heldValue(VALUATION.pension.weeksPerPensionMonth)
const PAYMENTS_A_YEAR = heldValue(VALUATION.pension.paymentsPerYear)

/** A pension figure weekly, 'monthly' and yearly, each of one kind of money cell. */
const frequencies = <S extends Schema.Top>(cell: S) => ({
  weekly: cell,
  monthly: cell.annotate({ description: `${WEEKS_A_MONTH} weeks, as SIS states 'monthly' pensions` }),
  yearly: cell.annotate({
    description: `${WEEKS_A_MONTH * PAYMENTS_A_YEAR} weeks = ${PAYMENTS_A_YEAR} 'monthly' payments`
  })
})

/** A pension amount set by a rule: its rule, valuation year and sources beside it. */
const RuleAmounts = Schema.Struct({ ...frequencies(RuleMoney), ...TraceFields })
/** A pension amount that is the sum or difference of the amounts at these paths. */
const amountsFrom = (...paths: ReadonlyArray<string>) => Schema.Struct(frequencies(moneyFrom(...paths)))

export interface Amounts {
  readonly weekly: number
  readonly monthly: number
  readonly yearly: number
}

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
  conditions: Schema.Array(Condition).annotate({
    description: "every qualifying condition checked, with the figures compared"
  }),
  reasonsNotQualifying: Schema.Array(Schema.String),
  record: Schema.Struct({
    insuredYears: Schema.Finite,
    totalUnits: Schema.Finite,
    basicPoints: Schema.Finite.annotate({
      description: "paid + assimilated basic insurance points (at most 1 a year)"
    }),
    paidBasicPoints: Schema.Finite,
    supplementaryPoints: Schema.Finite,
    referencePeriodYears: Schema.Finite,
    averageBasicPoints: Schema.Finite.annotate({
      description: "basic points / years of the reference period, at most 1, 4 decimals"
    })
  }),
  referenceFigures: Schema.Struct({
    weeklyBasicInsurableEarnings: RuleMoney,
    weeklyBasicInsurableEarningsStatus: Schema.String,
    fullBasicPensionMonthly: RuleMoney,
    minimumPensionMonthly: RuleMoney,
    traces: tracesOf("weeklyBasicInsurableEarnings", "fullBasicPensionMonthly", "minimumPensionMonthly").annotate({
      description: "the rule, valuation year and sources of each reference figure"
    })
  }),
  pension: Schema.NullOr(
    Schema.Struct({
      basicRatePercent: Schema.Finite,
      basic: RuleAmounts.annotate({
        description: `basic pension at ${heldValue(VALUATION.pension.basicPensionPercent)}%`
      }),
      dependantsIncrease: RuleAmounts,
      supplementary: RuleAmounts,
      grossBeforeReduction: amountsFrom("basic", "dependantsIncrease", "supplementary"),
      earlyReduction: Schema.Struct({ months: Schema.Int, percent: Schema.Finite, amount: RuleAmounts }),
      deferralIncrease: Schema.Struct({ months: Schema.Int, percent: Schema.Finite, amount: RuleAmounts }).annotate({
        description: `a start after ${PENSION_AGE}: the increase for each month of deferral (art. 39), on grossBeforeReduction; 0 otherwise`
      }),
      minimumPensionTopUp: RuleAmounts,
      total: amountsFrom(
        "grossBeforeReduction",
        "earlyReduction.amount",
        "deferralIncrease.amount",
        "minimumPensionTopUp"
      )
    })
  ).annotate({ description: "null when the qualifying conditions are not met" }),
  series: Schema.Array(
    Schema.Struct({
      retirementAge: Schema.Finite,
      qualifies: Schema.Boolean,
      weeklyPension: Schema.NullOr(RuleMoney),
      monthlyPension: Schema.NullOr(RuleMoney),
      ...TraceFields
    })
  ).annotate({
    description: `the pension by starting age (${EARLY_AGE}, ${EARLY_AGE + 1}, ${PENSION_AGE} and the age asked), for a chart`
  }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type StatePensionOutput = typeof StatePensionOutput.Type
