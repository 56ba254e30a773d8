import { Schema } from "effect"
import { Assumption, AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, TraceFields } from "../../core/cells.ts"

// The options run the caller's contribution, fees, returns and exit-tax rates (or disclosed defaults); the one
// rule figure is the art. 14 relief paid into option 2 (reliefMatching carries its rule, year and sources).
// Option 1 invests the caller's money (InputMoney); option 2's figures are computed from its grossed-up contribution.
const optionResult = (contributionPerYear: typeof InputMoney) =>
  Schema.Struct({
    contributionPerYear: contributionPerYear.annotate({
      description: "EUR paid into the option each year (option 2: grossed up by the relief)"
    }),
    totalContributed: moneyFrom("contributionPerYear"),
    totalEntryFees: moneyFrom("contributionPerYear"),
    totalCommission: moneyFrom("contributionPerYear"),
    totalManagementFees: moneyFrom("contributionPerYear"),
    totalGrowth: moneyFrom("contributionPerYear"),
    valueBeforeExit: moneyFrom(
      "contributionPerYear",
      "totalEntryFees",
      "totalCommission",
      "totalManagementFees",
      "totalGrowth"
    ),
    exitFee: moneyFrom("valueBeforeExit"),
    exitTax: moneyFrom("valueBeforeExit", "exitFee").annotate({
      description:
        "the caller's exit-tax rate, or the disclosed default (0: exempt, see assumptions), on the gain (option 1) or the payout (option 2)"
    }),
    finalAfterTax: moneyFrom("valueBeforeExit", "exitFee", "exitTax"),
    irrPercent: Schema.NullOr(Schema.Finite).annotate({
      description: "annual return on the out-of-pocket cash flows, after fees, relief and tax"
    })
  })

export const CompareInvestmentVehiclesOutput = Schema.Struct({
  years: Schema.Int,
  annualOutOfPocket: InputMoney,
  reliefMatching: Schema.Struct({
    method: Schema.String,
    option2GrossContribution: moneyFrom("annualOutOfPocket", "annualTaxRelief"),
    annualTaxRelief: RuleMoney.annotate({
      description: "the tax the contribution saves at taxReliefRate (art. 14 deduction), EUR a year"
    }),
    deductibleLimit: Schema.NullOr(InputMoney).annotate({
      description: "maxDeductibleContribution as sent; null when not sent"
    }),
    isReliefLimited: Schema.Boolean,
    ...TraceFields
  }),
  option1: optionResult(InputMoney),
  option2: optionResult(moneyFrom("reliefMatching.option2GrossContribution")),
  difference: moneyFrom("option1.finalAfterTax", "option2.finalAfterTax").annotate({
    description: "option 2 final after tax less option 1 final after tax, EUR"
  }),
  betterOption: Schema.Literals(["option1", "option2", "equal"]),
  series: Schema.Array(
    Schema.Struct({
      year: Schema.Int,
      outOfPocket: InputMoney,
      option1Contribution: InputMoney,
      option1Value: moneyFrom("option1Contribution"),
      option2Contribution: moneyFrom("reliefMatching.option2GrossContribution"),
      option2TaxRelief: moneyFrom("reliefMatching.annualTaxRelief"),
      option2Value: moneyFrom("option2Contribution")
    })
  ).annotate({ description: "year-end values before exit fee and tax, one row a year (chart-ready)" }),
  assumptions: Schema.Array(Assumption),
  assumptionDetails: AssumptionDetails,
  sources: SourceReferences
})
export type CompareInvestmentVehiclesOutput = typeof CompareInvestmentVehiclesOutput.Type
