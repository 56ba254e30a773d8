import { Schema } from "effect"
import { Assumption, AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, tracesOf } from "../../core/cells.ts"

// The race is arithmetic on the caller's prices, rents and rates and the disclosed default rates (InputMoney);
// the purchase costs set by law (transfer fees, stamp duty, VAT) carry their rule, contract year and sources.
const YearRow = Schema.Struct({
  year: Schema.Int,
  propertyValue: InputMoney,
  mortgageBalance: InputMoney.annotate({ description: "outstanding at the end of the year" }),
  mortgagePaid: InputMoney,
  interestPaid: InputMoney,
  ownerCosts: InputMoney.annotate({ description: "maintenance, insurance and other owner costs in the year" }),
  rentPaid: InputMoney,
  buyPortfolio: moneyFrom("mortgagePaid", "ownerCosts", "rentPaid").annotate({
    description: "buyer's investments (years when owning cost less than renting)"
  }),
  rentPortfolio: moneyFrom("upfrontCash", "mortgagePaid", "ownerCosts", "rentPaid").annotate({
    description: "renter's investments: the upfront cash plus each year's saving against owning"
  }),
  buyNetWorth: moneyFrom("propertyValue", "mortgageBalance", "buyPortfolio").annotate({
    description: "home value less selling costs and mortgage balance, plus buyPortfolio"
  }),
  rentNetWorth: moneyFrom("rentPortfolio")
})

export const RentVsBuyOutput = Schema.Struct({
  downPaymentAmount: InputMoney,
  loanAmount: InputMoney,
  monthlyMortgagePayment: InputMoney,
  purchaseCosts: Schema.Struct({
    transferFees: RuleMoney,
    stampDuty: RuleMoney,
    vat: RuleMoney,
    other: InputMoney.annotate({ description: "otherPurchaseCosts as sent" }),
    total: moneyFrom("transferFees", "stampDuty", "vat", "other"),
    traces: tracesOf("transferFees", "stampDuty", "vat").annotate({
      description:
        "the law, year (the year the sale contract is signed) and sources of the transfer fees, stamp duty and VAT"
    })
  }),
  upfrontCash: moneyFrom("downPaymentAmount", "purchaseCosts.total").annotate({
    description: "down payment plus purchase costs; the renter invests the same amount"
  }),
  horizonYears: Schema.Int,
  breakevenYear: Schema.NullOr(Schema.Int).annotate({
    description: "first year from which buying stays at least as well off as renting to the horizon; null if never"
  }),
  buyNetWorth: moneyFrom("series[].buyNetWorth"),
  rentNetWorth: moneyFrom("series[].rentNetWorth"),
  difference: moneyFrom("buyNetWorth", "rentNetWorth").annotate({
    description: "buyNetWorth - rentNetWorth at the horizon"
  }),
  better: Schema.Literals(["buy", "rent", "equal"]),
  totals: Schema.Struct({
    mortgagePaid: moneyFrom("series[].mortgagePaid"),
    interestPaid: moneyFrom("series[].interestPaid"),
    ownerCosts: moneyFrom("series[].ownerCosts"),
    rentPaid: moneyFrom("series[].rentPaid")
  }),
  series: Schema.Array(YearRow).annotate({ description: "one row per year, chart-ready" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Assumption),
  assumptionDetails: AssumptionDetails
})
export type RentVsBuyOutput = typeof RentVsBuyOutput.Type
