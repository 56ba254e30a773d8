import { Schema } from "effect"
import { Assumption } from "../../core/assumptions.ts"
import { Money, SourceReferences } from "../../core/cells.ts"

const OptionResult = Schema.Struct({
  contributionPerYear: Money.annotate({ description: "EUR paid into the option each year (option 2: grossed up by the relief)" }),
  totalContributed: Money,
  totalEntryFees: Money,
  totalCommission: Money,
  totalManagementFees: Money,
  totalGrowth: Money,
  valueBeforeExit: Money,
  exitFee: Money,
  exitTax: Money,
  finalAfterTax: Money,
  irrPercent: Schema.NullOr(Schema.Finite).annotate({ description: "annual return on the out-of-pocket cash flows, after fees, relief and tax" })
})

export const CompareInvestmentVehiclesOutput = Schema.Struct({
  years: Schema.Int,
  annualOutOfPocket: Money,
  reliefMatching: Schema.Struct({
    method: Schema.String,
    option2GrossContribution: Money,
    annualTaxRelief: Money,
    deductibleLimit: Schema.NullOr(Money),
    isReliefLimited: Schema.Boolean
  }),
  option1: OptionResult,
  option2: OptionResult,
  difference: Money.annotate({ description: "option 2 final after tax less option 1 final after tax, EUR" }),
  betterOption: Schema.Literals(["option1", "option2", "equal"]),
  series: Schema.Array(Schema.Struct({
    year: Schema.Int,
    outOfPocket: Money,
    option1Contribution: Money,
    option1Value: Money,
    option2Contribution: Money,
    option2TaxRelief: Money,
    option2Value: Money
  })).annotate({ description: "year-end values before exit fee and tax, one row a year (chart-ready)" }),
  assumptions: Schema.Array(Assumption),
  sources: SourceReferences
})
export type CompareInvestmentVehiclesOutput = typeof CompareInvestmentVehiclesOutput.Type
