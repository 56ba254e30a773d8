import { formatCap } from "../../core/input-bounds.ts"
import { PORTFOLIO_CSV_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { PARSE_PORTFOLIO_CSV_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeParseEl } from "./text.ts"
import { MAX_PASTED_LINES } from "../../domain/pasted-text.ts"
import { MAX_CELL_LENGTH } from "../../domain/portfolio/csv-values.ts"
import { parsePortfolioText } from "./calculate.ts"
import { ParsePortfolioCsvInput } from "./input.ts"
import { ParsePortfolioCsvOutput } from "./output.ts"

const describeParse = (o: ParsePortfolioCsvOutput): Array<string> => [
  `${o.detectedFormat.label}: ${o.parsedRows} line(s) read into ${o.transactions.length} transaction(s) in ${o.subPortfolios.length} sub-portfolio(s); parse confidence ${o.parseConfidence}.`,
  ...o.skippedRows
    .slice(0, 20)
    .map((s) => `Skipped line ${s.lineNumber}${s.column === null ? "" : ` (${s.column})`}: ${s.reason}.`),
  ...(o.skippedRows.length > 20 ? [`... and ${o.skippedRows.length - 20} more skipped value(s).`] : []),
  ...o.missingValues.slice(0, 20).map((m) => `Missing on line ${m.lineNumber} (${m.column}): ${m.reason}.`)
]

export const parsePortfolioCsv = defineCalculator({
  name: "parse_portfolio_csv",
  fieldMessagesEl: PARSE_PORTFOLIO_CSV_FIELD_MESSAGES_EL,
  assumptionTexts: PORTFOLIO_CSV_ASSUMPTIONS,
  topic: "money",
  toolset: "portfolio",
  title: "Broker CSV or ledger text to analyze_portfolio transactions",
  description:
    "Converts pasted broker CSV or ledger text into analyze_portfolio transactions, grouped into subPortfolios that " +
    "can be sent to analyze_portfolio as they are. Requires the text and the real baseCurrency (EUR is never " +
    "assumed). Detects the delimiter (comma, semicolon, tab), decimal comma or point, and the format: Interactive " +
    "Brokers activity statement, Trading 212 history, Revolut trading statement, eToro account activity, or a " +
    "generic ledger (date, type, ticker, quantity, price, amount, currency, fxRate, fee, account), and reports it. " +
    "Missing or unreadable values are reported with their line and column; rows are never invented and no value " +
    "(currency, FX rate, day/month order) is guessed. Valuations of holdings are not in most exports: ask for them. " +
    `At most ${formatCap(MAX_PASTED_LINES)} lines a call; a cell over ${formatCap(MAX_CELL_LENGTH)} characters is reported, not read.`,
  listing: {
    summary:
      "Reads pasted broker CSV or ledger text (Interactive Brokers, Trading 212, Revolut, eToro, generic ledger) into analyze_portfolio transactions by sub-portfolio. Missing or unreadable values are listed, never guessed. Ask the base currency; exports rarely hold current prices, so ask for them before analyze_portfolio.",
    fields: {
      text: "The broker export or ledger, heading line included, as the user pasted it",
      baseCurrency: "ISO 4217 reporting currency"
    }
  },
  input: ParsePortfolioCsvInput,
  output: ParsePortfolioCsvOutput,
  calculate: parsePortfolioText,
  describe: (o, language) => (language === "el" ? describeParseEl(o) : describeParse(o)),
  heavy: true
})
