import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { formatCap, textNote } from "../../core/input-bounds.ts"
import { MAX_CELL_LENGTH } from "../../domain/portfolio/csv-values.ts"
import { Transaction } from "../../domain/portfolio/transaction.ts"

// Published names: transactions, subPortfolios, parsedRows, skippedRows, parseConfidence, assumptions, baseCurrency,
// series.

const cellText = Schema.String.check(Schema.isMaxLength(MAX_CELL_LENGTH))
export const Issue = Schema.Struct({
  lineNumber: Schema.Int.annotate({ description: "line of the pasted text (1 = first line)" }),
  column: Schema.NullOr(cellText).annotate({
    description: `heading of the column, as in the file (or the field name). ${textNote(MAX_CELL_LENGTH)}`
  }),
  value: Schema.NullOr(cellText).annotate({
    description: `the cell as read (null when missing, or longer than ${formatCap(MAX_CELL_LENGTH)} characters and not read). ${textNote(MAX_CELL_LENGTH)}`
  }),
  reason: Schema.String
})

const SubPortfolio = Schema.Struct({ name: Schema.String, transactions: Schema.Array(Transaction) })

export const ParsePortfolioCsvOutput = Schema.Struct({
  baseCurrency: Schema.String,
  transactions: Schema.Array(Transaction).annotate({
    description: "Every transaction read, in file order, each naming its sleeve."
  }),
  subPortfolios: Schema.Array(SubPortfolio).annotate({
    description:
      "The same rows grouped by sleeve: send as-is as analyze_portfolio's subPortfolios (with valuation rows added for holdings still held)."
  }),
  parsedRows: Schema.Int.annotate({ description: "Data lines turned into transactions" }),
  skippedRows: Schema.Array(Issue).annotate({
    description: "Data lines not used, one entry per missing or unreadable value (or unread type), with line and column"
  }),
  missingValues: Schema.Array(Issue).annotate({
    description:
      "Values the export lacks on rows that were kept (e.g. an FX rate): ask the user before analyze_portfolio"
  }),
  parseConfidence: Schema.Literals(["high", "medium", "low"]).annotate({
    description:
      "high: every data line read with all values; medium: up to 1 line in 10 skipped or lacking a value; low: more, or nothing read"
  }),
  detectedFormat: Schema.Struct({
    id: Schema.Literals(["interactive-brokers", "trading212", "revolut", "etoro", "generic"]),
    label: Schema.String,
    delimiter: Schema.Literals(["comma", "semicolon", "tab"]),
    decimalSeparator: Schema.Literals(["point", "comma"]),
    dateOrder: Schema.Literals(["ymd", "dmy", "mdy"]),
    headerLine: Schema.NullOr(Schema.Int),
    columns: Schema.Array(Schema.Struct({ field: Schema.String, heading: Schema.String }))
  }),
  series: Schema.Array(Schema.Struct({ date: Schema.String, transactionCount: Schema.Int })).annotate({
    description: "Transactions per date, chart-ready"
  }),
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type ParsePortfolioCsvOutput = typeof ParsePortfolioCsvOutput.Type
export type Issue = typeof Issue.Type
