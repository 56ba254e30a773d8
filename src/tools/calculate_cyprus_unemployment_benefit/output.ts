import { Schema } from "effect"
import { Money, SourceReferences } from "../../core/cells.ts"

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
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String)
})
export type UnemploymentBenefitOutput = typeof UnemploymentBenefitOutput.Type
