import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, SourceReferences } from "../../core/cells.ts"

// Published names (totalInvested, currentValue, totalGain, cagr, series ...) kept exactly.
// Every figure is arithmetic on the caller's transactions, prices and exchange rates (InputMoney), or a sum or
// difference of those (moneyFrom): no rule of law enters a portfolio's figures.

const Fraction = (description: string) =>
  Schema.NullOr(Schema.Finite).annotate({ description: `${description} Decimal fraction (0.05 = 5%).` })

const HoldingResult = Schema.Struct({
  subPortfolio: Schema.String,
  ticker: Schema.String,
  currency: Schema.String,
  quantity: Schema.Finite,
  price: Schema.Finite.annotate({ description: "latest market price per unit in `currency`, on priceDate" }),
  priceDate: Schema.String,
  fxRate: Schema.Finite.annotate({ description: "baseCurrency per 1 unit of currency used for the price" }),
  value: InputMoney.annotate({ description: "quantity x price x fxRate, baseCurrency" }),
  sharePercent: Schema.NullOr(Schema.Finite).annotate({ description: "share of the portfolio's current value, %" })
})

const shareOf = (...of: ReadonlyArray<string>) =>
  Schema.Struct({ key: Schema.String, value: moneyFrom(...of), sharePercent: Schema.NullOr(Schema.Finite) })

const SubPortfolioResult = Schema.Struct({
  name: Schema.String,
  source: Schema.Literals(["transactions", "holdings"]),
  totalInvested: InputMoney.annotate({
    description:
      "net external money put in (deposits and transfers in less withdrawals and transfers out), baseCurrency"
  }),
  currentValue: InputMoney.annotate({
    description: "holdings plus cash, or the sub-portfolio's valuation as a whole, baseCurrency"
  }),
  totalGain: moneyFrom("currentValue", "totalInvested"),
  totalGainPercent: Schema.NullOr(Schema.Finite),
  cash: Schema.NullOr(InputMoney).annotate({
    description: "cash balance in baseCurrency at each transaction's rate; null when valued as a whole or from holdings"
  }),
  valuationDate: Schema.String.annotate({ description: "date of the oldest price used for the current value" }),
  timeWeightedReturn: Fraction(
    "Chain-linked TWR of this sub-portfolio (its transfers count as external flows); null with timeWeightedReturnNote."
  ),
  timeWeightedReturnNote: Schema.String,
  cagr: Fraction("CAGR of this sub-portfolio on its net invested capital."),
  holdings: Schema.Array(HoldingResult)
})

export const AnalyzePortfolioOutput = Schema.Struct({
  portfolioName: Schema.NullOr(Schema.String),
  baseCurrency: Schema.String,
  totalInvested: moneyFrom("subPortfolios[].totalInvested").annotate({
    description:
      "Net invested capital: external money in less money out, baseCurrency (confirmed internal transfers excluded)."
  }),
  currentValue: moneyFrom("subPortfolios[].currentValue").annotate({
    description: "Market value at asOfDate (holdings at their latest price, plus cash), baseCurrency."
  }),
  totalGain: moneyFrom("currentValue", "totalInvested").annotate({
    description: "Absolute return: currentValue - totalInvested, baseCurrency."
  }),
  totalGainPercent: Schema.NullOr(Schema.Finite).annotate({
    description: "totalGain / totalInvested x 100; null when nothing is invested."
  }),
  cagr: Fraction(
    "Compound annual growth of the net invested capital to the current value from the first external flow to " +
      "asOfDate, (currentValue / totalInvested)^(365.25 / days) - 1, as if all of it had been invested on the first " +
      "date; null under one year (not annualised) or when it cannot be computed (see performanceNotes)."
  ),
  timeWeightedReturn: Fraction(
    "Chain-linked time-weighted return of the whole portfolio over measurementPeriod; null when a valuation is missing (missingValuations) or it is undefined."
  ),
  timeWeightedReturnNote: Schema.String.annotate({ description: "How the TWR was measured, or why it is null." }),
  annualizedTimeWeightedReturn: Fraction("TWR annualised over measurementPeriod; null under one year."),
  moneyWeightedReturn: Fraction(
    "Money-weighted return (XIRR), annual rate: reflects the timing and size of the investor's flows. A different measure from the TWR; labelled, never a substitute for it."
  ),
  measurementPeriod: Schema.Struct({
    startDate: Schema.NullOr(Schema.String).annotate({ description: "first external cash flow" }),
    endDate: Schema.String.annotate({ description: "asOfDate" }),
    days: Schema.NullOr(Schema.Int),
    isEndDateDefaulted: Schema.Boolean.annotate({
      description: "true when asOfDate was omitted and today's date was used"
    })
  }),
  missingValuations: Schema.Array(
    Schema.Struct({
      date: Schema.String,
      subPortfolio: Schema.String,
      ticker: Schema.NullOr(Schema.String).annotate({ description: "null: the sub-portfolio's total value is needed" })
    })
  ).annotate({
    description:
      "Valuations the TWR needs (at the end of the date of an external flow, or at asOfDate) that were not sent."
  }),
  subPortfolios: Schema.Array(SubPortfolioResult),
  allocationShares: Schema.Struct({
    byHolding: Schema.Array(HoldingResult),
    bySubPortfolio: Schema.Array(shareOf("subPortfolios[].currentValue")),
    byCurrency: Schema.Array(shareOf("subPortfolios[].currentValue")).annotate({
      description: "holdings by their price currency; cash in baseCurrency"
    })
  }),
  internalTransfers: Schema.Array(
    Schema.Struct({
      date: Schema.String,
      fromSubPortfolio: Schema.String,
      toSubPortfolio: Schema.String,
      value: InputMoney
    })
  ).annotate({
    description: "Confirmed equal and opposite same-day moves between sub-portfolios, netted for the combined return."
  }),
  unconfirmedTransfers: Schema.Array(
    Schema.Struct({
      date: Schema.String,
      fromSubPortfolio: Schema.NullOr(Schema.String),
      toSubPortfolio: Schema.NullOr(Schema.String),
      value: InputMoney,
      question: Schema.String
    })
  ).annotate({
    description:
      "Transfers counted as external flows because a leg is not confirmed or has no matching leg: ask the user."
  }),
  followUpQuestions: Schema.Array(Schema.String),
  performanceNotes: Schema.Array(Schema.String).annotate({
    description: "Why a return is null, and other remarks on the figures."
  }),
  series: Schema.Array(
    Schema.Struct({
      date: Schema.String,
      netInvested: InputMoney,
      value: Schema.NullOr(InputMoney).annotate({ description: "null when a holding has no price that day" }),
      cumulativeTimeWeightedReturn: Schema.NullOr(Schema.Finite)
    })
  ).annotate({ description: "Chart-ready: one point per date with an external flow or a valuation, and asOfDate." }),
  methodologySources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type AnalyzePortfolioOutput = typeof AnalyzePortfolioOutput.Type
export type SubPortfolioResult = typeof SubPortfolioResult.Type
export type HoldingResult = typeof HoldingResult.Type
