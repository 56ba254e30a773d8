import { Schema } from "effect"
import { CurrencyCode, Holding, IsoDate, SAMPLE_TRANSACTIONS, Transaction } from "../../domain/portfolio/transaction.ts"

// Published names (baseCurrency, subPortfolios, asOfDate, portfolioName) kept exactly.

const SubPortfolioFields = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)).annotate({
    description: "Name of the account, broker or strategy sleeve, unique in the request. 1 to 80 characters. Required."
  }),
  transactions: Schema.optionalKey(
    Schema.Array(Transaction)
      .check(Schema.isMaxLength(50_000))
      .annotate({
        description:
          "Dated rows of this sleeve, e.g. the `transactions` of a parse_portfolio_csv sub-portfolio as they are. " +
          "Include valuation rows: a price per holding at asOfDate, and for the time-weighted return a price per " +
          "holding (or the sleeve's total value) on each date with a deposit, withdrawal or transfer. At most 50,000 rows."
      })
  ),
  holdings: Schema.optionalKey(
    Schema.Array(Holding).check(Schema.isMaxLength(5_000)).annotate({
      description:
        "Instead of transactions: the positions held at asOfDate with their current price. No return over time can be measured from holdings alone. At most 5,000 holdings."
    })
  )
})
type SubPortfolioFields = typeof SubPortfolioFields.Type

const SubPortfolio = SubPortfolioFields.check(
  Schema.makeFilter<SubPortfolioFields>((s) => {
    const t = s.transactions?.length ?? 0
    const h = s.holdings?.length ?? 0
    if (t > 0 && h > 0)
      return { path: ["holdings"], issue: "send either transactions or holdings for a sub-portfolio, not both" }
    if (t === 0 && h === 0)
      return {
        path: ["transactions"],
        issue: "a sub-portfolio needs its transactions (or its holdings); ask the user for them, never invented"
      }
    return undefined
  })
)

const InputFields = Schema.Struct({
  baseCurrency: CurrencyCode.annotate({
    description:
      "Reporting currency (ISO 4217, e.g. EUR). Every row in another currency must carry fxRate. Required, never assumed."
  }).annotateKey({
    messageMissingKey: "baseCurrency is required: the currency the user reports in, e.g. EUR (ask, never assume)"
  }),
  subPortfolios: Schema.Array(SubPortfolio)
    .check(Schema.isMinLength(1), Schema.isMaxLength(50))
    .annotate({
      description:
        "One element per account, broker or strategy sleeve: { name, transactions } or { name, holdings }. 1 to 50 sub-portfolios. Required."
    })
    .annotateKey({
      messageMissingKey:
        "subPortfolios is required: at least one { name, transactions } with the user's real rows (never invented)"
    }),
  asOfDate: Schema.optionalKey(
    IsoDate.annotate({
      description:
        "End date of the analysis, YYYY-MM-DD: current value, CAGR and TWR are measured to it. Omitted: today's date, disclosed."
    })
  ),
  portfolioName: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(120)).annotate({
      description: "Label for the portfolio. At most 120 characters."
    })
  )
})
type InputFields = typeof InputFields.Type

const uniqueNames = (i: InputFields): Array<Schema.FilterIssue> => {
  const seen = new Set<string>()
  const issues: Array<Schema.FilterIssue> = []
  i.subPortfolios.forEach((s, k) => {
    if (seen.has(s.name))
      issues.push({
        path: ["subPortfolios", k, "name"],
        issue: `sub-portfolio name "${s.name}" is used twice; names must be unique`
      })
    seen.add(s.name)
  })
  return issues
}

const INPUT_ANNOTATIONS = {
  title: "Portfolio analysis request",
  description: "Transactions (or holdings) per sub-portfolio, valued in baseCurrency.",
  examples: [
    {
      baseCurrency: "EUR",
      asOfDate: "2025-06-30",
      portfolioName: "Family portfolio",
      subPortfolios: [{ name: "Broker", transactions: SAMPLE_TRANSACTIONS }]
    },
    {
      baseCurrency: "EUR",
      asOfDate: "2025-12-31",
      subPortfolios: [
        {
          name: "Savings fund",
          transactions: [
            { date: "2025-01-01", type: "deposit", amount: 1_000, currency: "EUR" },
            {
              date: "2025-06-30",
              type: "transfer_out",
              amount: 300,
              currency: "EUR",
              isConfirmedInternalTransfer: true
            },
            { date: "2025-06-30", type: "valuation", amount: 800, currency: "EUR" },
            { date: "2025-12-31", type: "valuation", amount: 840, currency: "EUR" }
          ]
        },
        {
          name: "Cash account",
          transactions: [
            {
              date: "2025-06-30",
              type: "transfer_in",
              amount: 300,
              currency: "EUR",
              isConfirmedInternalTransfer: true
            },
            { date: "2025-12-31", type: "interest", amount: 6, currency: "EUR" }
          ]
        }
      ]
    },
    {
      baseCurrency: "EUR",
      asOfDate: "2025-06-30",
      subPortfolios: [
        {
          name: "Old broker",
          holdings: [
            { ticker: "IWDA", quantity: 50, price: 98.4, currency: "EUR", costBasis: 3_900 },
            { ticker: "MSFT", quantity: 5, price: 495.94, currency: "USD", fxRate: 0.852 }
          ]
        }
      ]
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFields, readonly []>

export const AnalyzePortfolioInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFields>(uniqueNames))
  .annotate(INPUT_ANNOTATIONS)
export type AnalyzePortfolioInput = typeof AnalyzePortfolioInput.Type
