import { Schema } from "effect"
import { formatCap } from "../../core/input-bounds.ts"
import { MAX_CELL_LENGTH } from "../../domain/portfolio/csv-values.ts"
import { CurrencyCode } from "../../domain/portfolio/transaction.ts"
import { pastedTextInput } from "../../domain/pasted-text.ts"

// Published names: text, baseCurrency.

const SAMPLE = [
  "date,type,ticker,quantity,price,amount,fee,currency,fxRate",
  "2024-01-02,deposit,,,,10000,,EUR,",
  "2024-01-03,buy,VWCE,80,110,,5,EUR,",
  "2024-06-28,dividend,VWCE,,,48,,EUR,",
  "2024-07-01,valuation,VWCE,,118.5,,,EUR,",
  "2024-07-01,deposit,,,,2000,,EUR,",
  "2024-07-02,buy,AAPL,10,215,,,USD,0.93",
  "2025-06-30,valuation,VWCE,,131.2,,,EUR,",
  "2025-06-30,valuation,AAPL,,205.17,,,USD,0.852"
].join("\n")

const MAX_TEXT = 2_000_000

export const ParsePortfolioCsvInput = Schema.Struct({
  text: pastedTextInput(MAX_TEXT, {
    holds:
      "Pasted broker CSV export or ledger, heading line included: Interactive Brokers activity statement, Trading 212 " +
      "history, Revolut trading statement, eToro account activity, or a ledger with columns date, type, ticker, " +
      "quantity, price, amount, currency (and fxRate, fee, account). Comma, semicolon or tab separated; decimal point or comma.",
    beyondLines: "more are refused: send the export in parts",
    overLong: `a cell longer than ${formatCap(MAX_CELL_LENGTH)} characters is reported with its line and column`,
    ifEmpty: "paste the CSV export or ledger lines",
    ifMissing: "paste the broker's CSV export or the ledger lines (ask the user for them)"
  }),
  baseCurrency: CurrencyCode.annotate({
    description: "The portfolio's real reporting currency (ISO 4217, e.g. EUR). Required: never assumed."
  }).annotateKey({
    messageMissingKey: "baseCurrency is required: the currency the user reports in, e.g. EUR (ask, never assume)"
  })
}).annotate({
  title: "Broker CSV or ledger text",
  examples: [
    { text: SAMPLE, baseCurrency: "EUR" },
    {
      text: "Date;Type;Ticker;Quantity;Price;Currency\n15.03.2024;buy;SAP;10;172,50;EUR\n20.05.2024;sell;SAP;4;181,20;EUR",
      baseCurrency: "EUR"
    }
  ]
})
export type ParsePortfolioCsvInput = typeof ParsePortfolioCsvInput.Type
