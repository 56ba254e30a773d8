import { Schema } from "effect"
import { Assumption } from "../../core/assumptions.ts"
import { Money, SourceReferences } from "../../core/cells.ts"

const YearRow = Schema.Struct({
  year: Schema.Int,
  propertyValue: Money,
  mortgageBalance: Money.annotate({ description: "outstanding at the end of the year" }),
  mortgagePaid: Money,
  interestPaid: Money,
  ownerCosts: Money.annotate({ description: "maintenance, insurance and other owner costs in the year" }),
  rentPaid: Money,
  buyPortfolio: Money.annotate({ description: "buyer's investments (years when owning cost less than renting)" }),
  rentPortfolio: Money.annotate({ description: "renter's investments: the upfront cash plus each year's saving against owning" }),
  buyNetWorth: Money.annotate({ description: "home value less selling costs and mortgage balance, plus buyPortfolio" }),
  rentNetWorth: Money
})

export const RentVsBuyOutput = Schema.Struct({
  downPaymentAmount: Money,
  loanAmount: Money,
  monthlyMortgagePayment: Money,
  purchaseCosts: Schema.Struct({ transferFees: Money, stampDuty: Money, vat: Money, other: Money, total: Money }),
  upfrontCash: Money.annotate({ description: "down payment plus purchase costs; the renter invests the same amount" }),
  horizonYears: Schema.Int,
  breakevenYear: Schema.NullOr(Schema.Int).annotate({ description: "first year from which buying stays at least as well off as renting to the horizon; null if never" }),
  buyNetWorth: Money,
  rentNetWorth: Money,
  difference: Money.annotate({ description: "buyNetWorth - rentNetWorth at the horizon" }),
  better: Schema.Literals(["buy", "rent", "equal"]),
  totals: Schema.Struct({ mortgagePaid: Money, interestPaid: Money, ownerCosts: Money, rentPaid: Money }),
  series: Schema.Array(YearRow).annotate({ description: "one row per year, chart-ready" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Assumption)
})
export type RentVsBuyOutput = typeof RentVsBuyOutput.Type
