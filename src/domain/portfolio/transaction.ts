import { Schema } from "effect"
import { capNote, formatCap, MAX_LINE_NUMBER } from "../../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// The transaction row shared by analyze_portfolio (input) and parse_portfolio_csv (output): the
// parser's rows are sent as they are to the analyser, which decodes them strictly (the round trip).
// ---------------------------------------------------------------------------------------------

export const isCalendarDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

export const IsoDate = Schema.String.check(
  Schema.isMaxLength(10),
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written YYYY-MM-DD" }),
  Schema.makeFilter<string>((s) => isCalendarDate(s) || "must be a real calendar date (YYYY-MM-DD)")
)

export const CurrencyCode = Schema.String.check(
  Schema.isMaxLength(3),
  Schema.isPattern(/^[A-Z]{3}$/, { message: "must be a 3-letter ISO 4217 code in capitals, e.g. EUR, USD, GBP" })
)

/** Largest number of units on a row or holding (crypto and penny shares included). */
const MAX_QUANTITY = 1_000_000_000_000
/** Largest price, amount, fee or cost basis, in the row's currency (any currency, so above MAX_AMOUNT in EUR). */
const MAX_PORTFOLIO_AMOUNT = 1_000_000_000_000
/** Largest fxRate: units of baseCurrency for 1 unit of the row's currency. */
const MAX_FX_RATE = 1_000_000
/** Longest sub-portfolio (sleeve) name. */
const MAX_SLEEVE_NAME = 80

const positive = (description: string, maximum: number) =>
  Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(maximum)).annotate({
    description: `${description} Above 0, at most ${formatCap(maximum)}.`
  })
const nonNegative = (description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_PORTFOLIO_AMOUNT })).annotate({
    description: `${description} ${capNote(0, MAX_PORTFOLIO_AMOUNT)}`
  })
const quantity = (description: string) => positive(description, MAX_QUANTITY)
const fxRate = (description: string) => positive(description, MAX_FX_RATE)

export const TRANSACTION_TYPES = [
  "buy",
  "sell",
  "dividend",
  "interest",
  "fee",
  "tax",
  "deposit",
  "withdrawal",
  "transfer_in",
  "transfer_out",
  "valuation"
] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

const TransactionFields = Schema.Struct({
  date: IsoDate.annotate({ description: "Trade, payment or valuation date, YYYY-MM-DD. Required." }),
  type: Schema.Literals(TRANSACTION_TYPES).annotate({
    description:
      "buy / sell (ticker, quantity and price or amount); dividend, interest (cash received: amount); fee, tax " +
      "(cash paid: amount); deposit / withdrawal (money in / out of the sub-portfolio: amount); transfer_in / " +
      "transfer_out (money, or securities with ticker + quantity + price, moved into / out of this sub-portfolio, " +
      "e.g. from another sub-portfolio); valuation (a market price of one holding: ticker + price; or, without " +
      "ticker, the whole sub-portfolio's market value including cash at the END of that date, after that date's " +
      "flows, as amount). Required."
  }),
  ticker: Schema.optionalKey(
    Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)).annotate({
      description:
        "Security identifier (ticker or ISIN) for buy, sell, valuation of a holding and in-kind transfers; optional on dividends. 1 to 40 characters."
    })
  ),
  quantity: Schema.optionalKey(
    quantity("Number of units traded or transferred (always positive; the type gives the direction).")
  ),
  price: Schema.optionalKey(
    nonNegative(
      "Price per unit in `currency`. On buy and sell it is also the holding's market price that day; on valuation it is the holding's market price at the end of that date."
    )
  ),
  amount: Schema.optionalKey(
    nonNegative(
      "Cash amount in `currency`, always positive (the type gives the direction). buy/sell: gross value of the trade " +
        "(quantity x price when omitted), before `fee`; deposit, withdrawal, dividend, interest, fee, tax, cash transfers: the sum moved; valuation without ticker: the sub-portfolio's total market value."
    )
  ),
  fee: Schema.optionalKey(
    nonNegative(
      "Commission paid on a buy or sell, in `currency` (added to a purchase's cost, taken from a sale's proceeds). Omitted: none."
    )
  ),
  currency: CurrencyCode.annotate({
    description: "ISO 4217 currency of price, amount and fee on this row. Required, never assumed."
  }),
  fxRate: Schema.optionalKey(
    fxRate(
      "Units of baseCurrency for 1 unit of `currency` on this date (EUR base, USD row at 1 USD = 0.92 EUR: 0.92). " +
        "Required when currency differs from baseCurrency; omit or send 1 when they are equal."
    )
  ),
  sleeve: Schema.optionalKey(
    Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_SLEEVE_NAME)).annotate({
      description: `Name of the sub-portfolio (sleeve) the row belongs to. Inside subPortfolios[].transactions it must equal that sub-portfolio's name, or be omitted. 1 to ${MAX_SLEEVE_NAME} characters.`
    })
  ),
  isConfirmedInternalTransfer: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "On transfer_in / transfer_out only: true when the user confirmed this move is one leg of a transfer between " +
        "two of the portfolio's own sub-portfolios. Both legs (same date, equal base-currency value) must be confirmed " +
        "before they are netted as an internal transfer for the combined return; never inferred."
    })
  ),
  note: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(500)).annotate({
      description: "Free text carried through, not used. At most 500 characters."
    })
  ),
  lineNumber: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_NUMBER })).annotate({
      description: `Row of the pasted text the transaction was read from (set by parse_portfolio_csv). Informational. ${capNote(1, MAX_LINE_NUMBER)}`
    })
  )
})
type TransactionFields = typeof TransactionFields.Type

/** Which fields each type needs: checked on the decoded row so that every problem names its field. */
const transactionIssues = (t: TransactionFields): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const need = (key: keyof TransactionFields, why: string) => {
    if (t[key] === undefined) issues.push({ path: [key], issue: `${key} is required on a ${t.type} row: ${why}` })
  }
  const refuse = (key: keyof TransactionFields) => {
    if (t[key] !== undefined) issues.push({ path: [key], issue: `${key} does not apply to a ${t.type} row` })
  }
  const trade = t.type === "buy" || t.type === "sell"
  const transfer = t.type === "transfer_in" || t.type === "transfer_out"
  if (trade) {
    need("ticker", "which security was traded")
    need("quantity", "how many units were traded")
    if (t.price === undefined && t.amount === undefined)
      issues.push({ path: ["price"], issue: `price (or amount) is required on a ${t.type} row` })
  } else if (t.type === "valuation") {
    if (t.ticker !== undefined) need("price", "the holding's market price at the end of that date")
    else need("amount", "a valuation without ticker is the whole sub-portfolio's market value")
    refuse("quantity")
    refuse("fee")
  } else if (transfer && t.ticker !== undefined) {
    need("quantity", "how many units were transferred")
    need("price", "the market price of the units transferred that day")
  } else {
    need("amount", "the cash sum moved")
    if (t.type !== "dividend") refuse("ticker")
    refuse("quantity")
    refuse("fee")
  }
  if (!transfer) refuse("isConfirmedInternalTransfer")
  return issues
}

export const Transaction = TransactionFields.check(Schema.makeFilter<TransactionFields>(transactionIssues)).annotate({
  description: "One dated row of a sub-portfolio: a trade, an income or cost, a money movement, or a valuation."
})
export type Transaction = typeof Transaction.Type

export const Holding = Schema.Struct({
  ticker: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)).annotate({
    description: "Security identifier, 1 to 40 characters. Required."
  }),
  quantity: quantity("Units held at asOfDate. Required."),
  price: nonNegative("Market price per unit at asOfDate, in `currency` (the current valuation). Required."),
  currency: CurrencyCode.annotate({ description: "ISO 4217 currency of price. Required." }),
  fxRate: Schema.optionalKey(
    fxRate(
      "Units of baseCurrency per 1 unit of `currency` at asOfDate; required when currency differs from baseCurrency."
    )
  ),
  costBasis: Schema.optionalKey(
    nonNegative(
      "Total acquisition cost of the position in baseCurrency. Omitted: performance is measured from asOfDate " +
        "(the current value counts as invested, gain 0), and this is disclosed."
    )
  ),
  acquisitionDate: Schema.optionalKey(
    IsoDate.annotate({
      description: "Date the position was bought (YYYY-MM-DD); with costBasis it dates the investment for CAGR."
    })
  )
})
export type Holding = typeof Holding.Type

/** Sample rows, also used by both tools' examples. */
export const SAMPLE_TRANSACTIONS: ReadonlyArray<Transaction> = [
  { date: "2024-01-02", type: "deposit", amount: 10_000, currency: "EUR" },
  { date: "2024-01-03", type: "buy", ticker: "VWCE", quantity: 80, price: 110, fee: 5, currency: "EUR" },
  { date: "2024-06-28", type: "dividend", ticker: "VWCE", amount: 48, currency: "EUR" },
  { date: "2024-07-01", type: "valuation", ticker: "VWCE", price: 118.5, currency: "EUR" },
  { date: "2024-07-01", type: "deposit", amount: 2_000, currency: "EUR" },
  { date: "2024-07-02", type: "buy", ticker: "AAPL", quantity: 10, price: 215, currency: "USD", fxRate: 0.93 },
  { date: "2025-06-30", type: "valuation", ticker: "VWCE", price: 131.2, currency: "EUR" },
  { date: "2025-06-30", type: "valuation", ticker: "AAPL", price: 205.17, currency: "USD", fxRate: 0.852 }
]
