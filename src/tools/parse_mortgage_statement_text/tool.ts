import { formatEur } from "../../core/format.ts"
import { MORTGAGE_STATEMENT_ASSUMPTIONS } from "./assumptions.ts"
import { formatCap } from "../../core/input-bounds.ts"
import { defineCalculator } from "../../core/tool.ts"
import { PARSE_MORTGAGE_STATEMENT_TEXT_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeParseEl } from "./text.ts"
import { MAX_PASTED_LINE_LENGTH, MAX_PASTED_LINES } from "../../domain/pasted-text.ts"
import { parseStatementText } from "./calculate.ts"
import { ParseMortgageStatementInput } from "./input.ts"
import { ParseMortgageStatementOutput } from "./output.ts"

const signedEur = (x: number) => `${x > 0 ? "+" : ""}${formatEur(x, { unit: false })}`

const describeParse = (o: ParseMortgageStatementOutput): Array<string> => [
  `Read ${o.rowCount} statement row(s), ${o.checkpointCount} with a balance; parse confidence ${o.parseConfidence}.`,
  ...(o.unreadableLines.length > 0
    ? [`Unreadable lines: ${o.unreadableLines.map((u) => `${u.lineNumber} (${u.reason})`).join("; ")}.`]
    : []),
  ...(o.flaggedRows.length > 0
    ? [
        `Balances that do not follow from the previous balance: ${o.flaggedRows.map((f) => `line ${f.lineNumber} (${signedEur(f.difference)})`).join(", ")}.`
      ]
    : []),
  ...o.missing.map((m) => `Missing: ${m.message}`),
  "Send rows as-is to audit_mortgage_statement."
]

export const parseMortgageStatementText = defineCalculator({
  name: "parse_mortgage_statement_text",
  fieldMessagesEl: PARSE_MORTGAGE_STATEMENT_TEXT_FIELD_MESSAGES_EL,
  assumptionTexts: MORTGAGE_STATEMENT_ASSUMPTIONS,
  topic: "home",
  toolset: "mortgages",
  title: "Mortgage statement text to audit rows",
  description:
    "Converts pasted mortgage (loan account) statement lines, as copied from a bank's PDF or web page, into the rows " +
    "that audit_mortgage_statement takes: dates dd/mm/yyyy or dd.mm.yy, amounts with either decimal separator and " +
    "thousands separators, Greek or English headings, debit/credit columns or one signed amount column, a balance " +
    "column, and a rate column or dated rate-change lines. Rows are never created or inferred: each unreadable line is " +
    "reported with its line number, the reason and the column of a value that does not read (no row is made from it), " +
    "missing fields (no balance on a row, no rate anywhere) are listed, and each balance is checked against the previous " +
    `balance plus the row's movements (flaggedRows). At most ${formatCap(MAX_PASTED_LINES)} lines of at most ` +
    `${formatCap(MAX_PASTED_LINE_LENGTH)} characters.`,
  listing: {
    summary:
      "Reads mortgage statement lines pasted from a bank's PDF or web page into the rows audit_mortgage_statement takes (dates, payments, interest, balance, rate). Unreadable lines and missing fields are reported; no row is created or inferred.",
    fields: { text: "The statement lines as pasted by the user" }
  },
  input: ParseMortgageStatementInput,
  output: ParseMortgageStatementOutput,
  calculate: (input) => parseStatementText(input.text),
  describe: (o, language) => (language === "el" ? describeParseEl(o) : describeParse(o)),
  heavy: true
})
