import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom } from "../../core/cells.ts"
import { capNote, lengthNote, MAX_LINE_NUMBER, textNote } from "../../core/input-bounds.ts"
import { MortgageStatementRow } from "../../domain/mortgage/statement-row.ts"
import { MAX_PASTED_LINE_LENGTH, MAX_PASTED_LINES } from "../../domain/pasted-text.ts"

const MAX_REASON = 300
const MAX_COLUMN_NAME = 20

const lineNumberField = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_NUMBER })).annotate({
  description: `Line of the pasted text (1 = the first line). ${capNote(1, MAX_LINE_NUMBER)}`
})

export const UnreadableLine = Schema.Struct({
  lineNumber: lineNumberField,
  text: Schema.String.check(Schema.isMaxLength(MAX_PASTED_LINE_LENGTH)).annotate({
    description: `The line, trimmed; empty for a line too long to be read. ${textNote(MAX_PASTED_LINE_LENGTH)}`
  }),
  reason: Schema.String.check(Schema.isMaxLength(MAX_REASON)).annotate({
    description: `Why no row was read from the line. ${textNote(MAX_REASON)}`
  }),
  column: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(MAX_COLUMN_NAME)).annotate({
      description:
        "Where on the line the value that did not read stands: the heading's column (date, valueDate, debit, credit, amount, " +
        'payment, interest, fees, balance, rate) or, where no heading places it, "column N" (N = the value\'s field on the ' +
        "line, 1 = the date; fields are split at tabs, | or ; when the line uses them, else at spaces). Absent when the " +
        `whole line is the problem. ${textNote(MAX_COLUMN_NAME)}`
    })
  )
})
export type UnreadableLine = typeof UnreadableLine.Type

export const Missing = Schema.Struct({
  field: Schema.String.annotate({ description: "the row field or input that is missing" }),
  lineNumbers: Schema.Array(Schema.Int),
  message: Schema.String
})
export type Missing = typeof Missing.Type

const RECONCILIATION_RULE =
  "Running-balance check of the rows read, in date order: from the second row with a balance on, expected = the previous " +
  "balance + debit + fees + interestCharged - payment - credit of every row since it (this row included). A row whose " +
  "balance differs from the expected one by more than EUR 0.01 is listed, with difference = its balance - expected. A " +
  "difference usually means a row above it was unreadable (see unreadableLines) or is not on the statement, or interest " +
  "was added without a row of its own. The check restarts from each printed balance, so one gap flags one row."

export const FlaggedRow = Schema.Struct({
  lineNumber: lineNumberField,
  date: Schema.String.check(Schema.isMaxLength(10)).annotate({
    description: "the row's date, YYYY-MM-DD. At most 10 characters."
  }),
  expectedBalance: InputMoney.annotate({ description: "previous balance plus the movements since, EUR" }),
  statementBalance: InputMoney.annotate({ description: "the balance printed on the row, EUR" }),
  difference: moneyFrom("statementBalance", "expectedBalance").annotate({
    description: "statementBalance - expectedBalance, EUR"
  })
})
export type FlaggedRow = typeof FlaggedRow.Type

export const ParseMortgageStatementOutput = Schema.Struct({
  rows: Schema.Array(MortgageStatementRow).annotate({
    description:
      "The rows read, in date order: send as-is as rows to audit_mortgage_statement. Only lines of the text; none created."
  }),
  rowCount: Schema.Int,
  checkpointCount: Schema.Int.annotate({ description: "rows with a balance" }),
  unreadableLines: Schema.Array(UnreadableLine)
    .check(Schema.isMaxLength(MAX_PASTED_LINES))
    .annotate({
      description:
        "Lines that look like statement rows (a date, or an amount) but gave no row, with the reason; a value that stands " +
        "where an amount, date or rate belongs but does not read as one (e.g. 1.2x34,56) makes its line unreadable, with its " +
        `column. ${lengthNote(MAX_PASTED_LINES, 0, "lines")}`
    }),
  missing: Schema.Array(Missing),
  flaggedRows: Schema.Array(FlaggedRow)
    .check(Schema.isMaxLength(MAX_PASTED_LINES))
    .annotate({
      description: `${RECONCILIATION_RULE} ${lengthNote(MAX_PASTED_LINES, 0, "rows")}`
    }),
  reconciledRowCount: Schema.Int.annotate({
    description: "rows whose balance was checked against the previous balance and matched (see flaggedRows)"
  }),
  parseConfidence: Schema.Literals(["high", "medium", "low"]).annotate({
    description:
      "high: no unreadable line, nothing missing, no column guessed and every checked balance reconciles; low: no row, no " +
      "balance, or at least as many unreadable or flagged lines as rows; medium otherwise."
  }),
  columns: Schema.Array(Schema.String).annotate({ description: "column headings recognised, in order" }),
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type ParseMortgageStatementOutput = typeof ParseMortgageStatementOutput.Type
