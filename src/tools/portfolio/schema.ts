import { Schema } from "effect"
import { CurrencyCode, Holding, IsoDate, SAMPLE_TRANSACTIONS, Transaction } from "../portfolio-transaction.ts"

// ---------------------------------------------------------------------------------------------
// analyze_portfolio: request and result. Published names (baseCurrency, subPortfolios, asOfDate,
// portfolioName; totalInvested, currentValue, totalGain, cagr, series ...) kept exactly.
// ---------------------------------------------------------------------------------------------

const SubPortfolioFields = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)).annotate({
    description: "Name of the account, broker or strategy sleeve, unique in the request. 1 to 80 characters. Required."
  }),
  transactions: Schema.optionalKey(Schema.Array(Transaction).check(Schema.isMaxLength(50_000)).annotate({
    description:
      "Dated rows of this sleeve, e.g. the `transactions` of a parse_portfolio_csv sub-portfolio as they are. " +
      "Include valuation rows: a price per holding at asOfDate, and for the time-weighted return a price per " +
      "holding (or the sleeve's total value) on each date with a deposit, withdrawal or transfer. At most 50,000 rows."
  })),
  holdings: Schema.optionalKey(Schema.Array(Holding).check(Schema.isMaxLength(5_000)).annotate({
    description: "Instead of transactions: the positions held at asOfDate with their current price. No return over time can be measured from holdings alone. At most 5,000 holdings."
  }))
})
type SubPortfolioFields = typeof SubPortfolioFields.Type

const SubPortfolio = SubPortfolioFields.check(Schema.makeFilter<SubPortfolioFields>((s) => {
  const t = s.transactions?.length ?? 0
  const h = s.holdings?.length ?? 0
  if (t > 0 && h > 0) return { path: ["holdings"], issue: "send either transactions or holdings for a sub-portfolio, not both" }
  if (t === 0 && h === 0) return { path: ["transactions"], issue: "a sub-portfolio needs its transactions (or its holdings); ask the user for them, never invented" }
  return undefined
}))

const InputFields = Schema.Struct({
  baseCurrency: CurrencyCode.annotate({
    description: "Reporting currency (ISO 4217, e.g. EUR). Every row in another currency must carry fxRate. Required, never assumed."
  }).annotateKey({ messageMissingKey: "baseCurrency is required: the currency the user reports in, e.g. EUR (ask, never assume)" }),
  subPortfolios: Schema.Array(SubPortfolio).check(Schema.isMinLength(1), Schema.isMaxLength(50)).annotate({
    description: "One element per account, broker or strategy sleeve: { name, transactions } or { name, holdings }. 1 to 50 sub-portfolios. Required."
  }).annotateKey({ messageMissingKey: "subPortfolios is required: at least one { name, transactions } with the user's real rows (never invented)" }),
  asOfDate: Schema.optionalKey(IsoDate.annotate({
    description: "End date of the analysis, YYYY-MM-DD: current value, CAGR and TWR are measured to it. Omitted: today's date, disclosed."
  })),
  portfolioName: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(120)).annotate({ description: "Label for the portfolio. At most 120 characters." }))
})
type InputFields = typeof InputFields.Type

const uniqueNames = (i: InputFields): Array<Schema.FilterIssue> => {
  const seen = new Set<string>()
  const issues: Array<Schema.FilterIssue> = []
  i.subPortfolios.forEach((s, k) => {
    if (seen.has(s.name)) issues.push({ path: ["subPortfolios", k, "name"], issue: `sub-portfolio name "${s.name}" is used twice; names must be unique` })
    seen.add(s.name)
  })
  return issues
}

const INPUT_ANNOTATIONS = {
  title: "Portfolio analysis request",
  description: "Transactions (or holdings) per sub-portfolio, valued in baseCurrency.",
  examples: [
    { baseCurrency: "EUR", asOfDate: "2025-06-30", portfolioName: "Family portfolio", subPortfolios: [{ name: "Broker", transactions: SAMPLE_TRANSACTIONS }] },
    {
      baseCurrency: "EUR",
      asOfDate: "2025-12-31",
      subPortfolios: [
        {
          name: "Savings fund",
          transactions: [
            { date: "2025-01-01", type: "deposit", amount: 1_000, currency: "EUR" },
            { date: "2025-06-30", type: "transfer_out", amount: 300, currency: "EUR", isConfirmedInternalTransfer: true },
            { date: "2025-06-30", type: "valuation", amount: 800, currency: "EUR" },
            { date: "2025-12-31", type: "valuation", amount: 840, currency: "EUR" }
          ]
        },
        {
          name: "Cash account",
          transactions: [
            { date: "2025-06-30", type: "transfer_in", amount: 300, currency: "EUR", isConfirmedInternalTransfer: true },
            { date: "2025-12-31", type: "interest", amount: 6, currency: "EUR" }
          ]
        }
      ]
    },
    {
      baseCurrency: "EUR",
      asOfDate: "2025-06-30",
      subPortfolios: [{
        name: "Old broker",
        holdings: [
          { ticker: "IWDA", quantity: 50, price: 98.4, currency: "EUR", costBasis: 3_900 },
          { ticker: "MSFT", quantity: 5, price: 495.94, currency: "USD", fxRate: 0.852 }
        ]
      }]
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFields, readonly []>

export const AnalyzePortfolioInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFields>(uniqueNames))
  .annotate(INPUT_ANNOTATIONS)
export type AnalyzePortfolioInput = typeof AnalyzePortfolioInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const Fraction = (description: string) => Schema.NullOr(Schema.Finite).annotate({ description: `${description} Decimal fraction (0.05 = 5%).` })

const HoldingResult = Schema.Struct({
  subPortfolio: Schema.String,
  ticker: Schema.String,
  currency: Schema.String,
  quantity: Schema.Finite,
  price: Schema.Finite.annotate({ description: "latest market price per unit in `currency`, on priceDate" }),
  priceDate: Schema.String,
  fxRate: Schema.Finite.annotate({ description: "baseCurrency per 1 unit of currency used for the price" }),
  value: Money.annotate({ description: "quantity x price x fxRate, baseCurrency" }),
  sharePercent: Schema.NullOr(Schema.Finite).annotate({ description: "share of the portfolio's current value, %" })
})

const Share = Schema.Struct({ key: Schema.String, value: Money, sharePercent: Schema.NullOr(Schema.Finite) })

const SubPortfolioResult = Schema.Struct({
  name: Schema.String,
  source: Schema.Literals(["transactions", "holdings"]),
  totalInvested: Money.annotate({ description: "net external money put in (deposits and transfers in less withdrawals and transfers out), baseCurrency" }),
  currentValue: Money,
  totalGain: Money,
  totalGainPercent: Schema.NullOr(Schema.Finite),
  cash: Schema.NullOr(Money).annotate({ description: "cash balance in baseCurrency at each transaction's rate; null when valued as a whole or from holdings" }),
  valuationDate: Schema.String.annotate({ description: "date of the oldest price used for the current value" }),
  timeWeightedReturn: Fraction("Chain-linked TWR of this sub-portfolio (its transfers count as external flows); null with timeWeightedReturnNote."),
  timeWeightedReturnNote: Schema.String,
  cagr: Fraction("CAGR of this sub-portfolio on its net invested capital."),
  holdings: Schema.Array(HoldingResult)
})

export const AnalyzePortfolioOutput = Schema.Struct({
  portfolioName: Schema.NullOr(Schema.String),
  baseCurrency: Schema.String,
  totalInvested: Money.annotate({ description: "Net invested capital: external money in less money out, baseCurrency (confirmed internal transfers excluded)." }),
  currentValue: Money.annotate({ description: "Market value at asOfDate (holdings at their latest price, plus cash), baseCurrency." }),
  totalGain: Money.annotate({ description: "Absolute return: currentValue - totalInvested, baseCurrency." }),
  totalGainPercent: Schema.NullOr(Schema.Finite).annotate({ description: "totalGain / totalInvested x 100; null when nothing is invested." }),
  cagr: Fraction(
    "Compound annual growth of the net invested capital to the current value from the first external flow to " +
      "asOfDate, (currentValue / totalInvested)^(365.25 / days) - 1, as if all of it had been invested on the first " +
      "date; null under one year (not annualised) or when it cannot be computed (see performanceNotes)."
  ),
  timeWeightedReturn: Fraction("Chain-linked time-weighted return of the whole portfolio over measurementPeriod; null when a valuation is missing (missingValuations) or it is undefined."),
  timeWeightedReturnNote: Schema.String.annotate({ description: "How the TWR was measured, or why it is null." }),
  annualizedTimeWeightedReturn: Fraction("TWR annualised over measurementPeriod; null under one year."),
  moneyWeightedReturn: Fraction("Money-weighted return (XIRR), annual rate: reflects the timing and size of the investor's flows. A different measure from the TWR; labelled, never a substitute for it."),
  measurementPeriod: Schema.Struct({
    startDate: Schema.NullOr(Schema.String).annotate({ description: "first external cash flow" }),
    endDate: Schema.String.annotate({ description: "asOfDate" }),
    days: Schema.NullOr(Schema.Int),
    isEndDateDefaulted: Schema.Boolean.annotate({ description: "true when asOfDate was omitted and today's date was used" })
  }),
  missingValuations: Schema.Array(Schema.Struct({
    date: Schema.String,
    subPortfolio: Schema.String,
    ticker: Schema.NullOr(Schema.String).annotate({ description: "null: the sub-portfolio's total value is needed" })
  })).annotate({ description: "Valuations the TWR needs (at the end of the date of an external flow, or at asOfDate) that were not sent." }),
  subPortfolios: Schema.Array(SubPortfolioResult),
  allocationShares: Schema.Struct({
    byHolding: Schema.Array(HoldingResult),
    bySubPortfolio: Schema.Array(Share),
    byCurrency: Schema.Array(Share).annotate({ description: "holdings by their price currency; cash in baseCurrency" })
  }),
  internalTransfers: Schema.Array(Schema.Struct({ date: Schema.String, fromSubPortfolio: Schema.String, toSubPortfolio: Schema.String, value: Money })).annotate({
    description: "Confirmed equal and opposite same-day moves between sub-portfolios, netted for the combined return."
  }),
  unconfirmedTransfers: Schema.Array(Schema.Struct({
    date: Schema.String,
    fromSubPortfolio: Schema.NullOr(Schema.String),
    toSubPortfolio: Schema.NullOr(Schema.String),
    value: Money,
    question: Schema.String
  })).annotate({ description: "Transfers counted as external flows because a leg is not confirmed or has no matching leg: ask the user." }),
  followUpQuestions: Schema.Array(Schema.String),
  performanceNotes: Schema.Array(Schema.String).annotate({ description: "Why a return is null, and other remarks on the figures." }),
  series: Schema.Array(Schema.Struct({
    date: Schema.String,
    netInvested: Money,
    value: Schema.NullOr(Money).annotate({ description: "null when a holding has no price that day" }),
    cumulativeTimeWeightedReturn: Schema.NullOr(Schema.Finite)
  })).annotate({ description: "Chart-ready: one point per date with an external flow or a valuation, and asOfDate." }),
  methodologySources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type AnalyzePortfolioOutput = typeof AnalyzePortfolioOutput.Type
export type SubPortfolioResult = typeof SubPortfolioResult.Type
export type HoldingResult = typeof HoldingResult.Type
