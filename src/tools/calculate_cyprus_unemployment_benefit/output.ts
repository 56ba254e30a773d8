import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { moneyFrom, RuleMoney, SourceReferences, tracesOf } from "../../core/cells.ts"
import {
  getSocialInsuranceReference,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  weeksInAnnualEarnings
} from "../../rules/social-insurance.ts"

/** The benefit figures set by a rule, each traced in `benefit.traces`. */
const TRACED_FIGURES = [
  "annualInsurableEarnings",
  "annualMaxInsurableEarnings",
  "averageWeeklyInsurableEarnings",
  "weeklyBasicInsurableEarnings",
  "weeklyBasicBenefit",
  "weeklySupplementaryBenefit",
  "dailyBenefit",
  "maximumTotalBenefit"
] as const

const STATUTORY = getSocialInsuranceReference(SOCIAL_INSURANCE_REFERENCE_YEARS.at(-1)!)!
const SCALE = STATUTORY.unemployment.dependants.value!
const DAYS_A_WEEK = STATUTORY.unemployment.benefitDaysPerWeek.value
const WEEKS = weeksInAnnualEarnings(STATUTORY.year)

const EntitlementStatus = Schema.Literals(["entitled", "not entitled", "undetermined"])

export const UnemploymentBenefitOutput = Schema.Struct({
  applicationDate: Schema.String,
  relevantContributionYear: Schema.Int.annotate({ description: "the contribution year whose earnings set the amount" }),
  benefit: Schema.NullOr(
    Schema.Struct({
      annualInsurableEarnings: RuleMoney.annotate({
        description: "annualGrossEarnings capped at the relevant year's maximum insurable earnings"
      }),
      earningsCappedAtMaximum: Schema.Boolean,
      annualMaxInsurableEarnings: RuleMoney,
      averageWeeklyInsurableEarnings: RuleMoney.annotate({ description: `annual insurable earnings / ${WEEKS}` }),
      weeklyBasicInsurableEarnings: RuleMoney.annotate({ description: "of the relevant year" }),
      dependantsCounted: Schema.Int.annotate({ description: `spouse + children, at most ${SCALE.maxDependants}` }),
      basicRatePercent: Schema.Finite,
      weeklyBasicBenefit: RuleMoney,
      weeklySupplementaryBenefit: RuleMoney,
      supplementaryCapped: Schema.Boolean,
      weeklyBenefit: moneyFrom("weeklyBasicBenefit", "weeklySupplementaryBenefit"),
      dailyBenefit: RuleMoney.annotate({ description: `weekly / ${DAYS_A_WEEK} (${DAYS_A_WEEK} benefit days a week)` }),
      waitingDays: Schema.Int.annotate({ description: "first days of unemployment not paid" }),
      maxBenefitDays: Schema.Int,
      maximumTotalBenefit: RuleMoney.annotate({ description: "daily benefit x maximum benefit days" }),
      traces: tracesOf(...TRACED_FIGURES).annotate({
        description: "the rule, relevant contribution year and sources of each figure set by a rule"
      })
    })
  ).annotate({
    description:
      "null when the relevant year's basic insurable earnings are not confirmed (see benefitNotEstimatedReason)"
  }),
  benefitNotEstimatedReason: Schema.NullOr(Schema.String),
  entitlement: Schema.Struct({
    status: EntitlementStatus,
    conditions: Schema.Array(
      Schema.Struct({
        condition: Schema.String,
        met: Schema.NullOr(Schema.Boolean).annotate({ description: "null when the fact was not given" }),
        field: Schema.String
      })
    ),
    reasons: Schema.Array(Schema.String),
    followUpQuestions: Schema.Array(Schema.String)
  }),
  series: Schema.Array(
    Schema.Struct({ benefitWeek: Schema.Int, cumulativeBenefit: moneyFrom("benefit.dailyBenefit") })
  ).annotate({
    description: `chart-ready: benefit paid by the end of each benefit week (${DAYS_A_WEEK} benefit days a week) up to the maximum duration`
  }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type UnemploymentBenefitOutput = typeof UnemploymentBenefitOutput.Type
