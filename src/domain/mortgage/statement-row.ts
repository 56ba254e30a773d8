import { Schema } from "effect"
import { cents } from "../../core/money.ts"
import { isCalendarDate } from "../../rules/day-count.ts"
import { capNote, MAX_AMOUNT, MAX_LINE_NUMBER } from "../../core/input-bounds.ts"

/** Largest amount or balance on a row, EUR (parse_mortgage_statement_text does not read larger figures as numbers). */
export const MAX_ROW_AMOUNT = MAX_AMOUNT

/**
 * One row of a mortgage (loan account) statement: the input rows of audit_mortgage_statement and the
 * output rows of parse_mortgage_statement_text (one Schema, so the parser's output decodes as the
 * audit's input under strict decoding). Amounts are EUR as printed on the statement, all positive
 * except `amount` and `balance`. The balance is what the borrower owes (positive).
 */

const nonNegative = (description: string) =>
  Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_ROW_AMOUNT })).annotate({
      description: `${description} ${capNote(0, MAX_ROW_AMOUNT)}`
    })
  )
const signed = (description: string) =>
  Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: -MAX_ROW_AMOUNT, maximum: MAX_ROW_AMOUNT })).annotate({
      description: `${description} ${capNote(-MAX_ROW_AMOUNT, MAX_ROW_AMOUNT)}`
    })
  )

export const MortgageStatementRow = Schema.Struct({
  date: Schema.String.check(
    Schema.isMaxLength(10),
    Schema.makeFilter<string>((s) => isCalendarDate(s) || "date must be a real calendar date written YYYY-MM-DD")
  ).annotate({ description: "Booking (value) date of the row, YYYY-MM-DD." }),
  description: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(500)).annotate({
      description: "The row's text on the statement (informational). At most 500 characters."
    })
  ),
  payment: nonNegative("Repayment by the borrower (instalment, overpayment) that reduces the balance, EUR."),
  credit: nonNegative("Any other amount credited to the loan account (reduces the balance), EUR."),
  debit: nonNegative(
    "Any other amount debited to the loan account (increases the balance, e.g. a drawdown), EUR. Not interest: interest goes in interestCharged."
  ),
  amount: signed(
    "Signed movement of the balance, EUR, for statements with one amount column: positive increases what is owed, " +
      "negative reduces it. Not interest: interest goes in interestCharged."
  ),
  interestCharged: nonNegative(
    "Interest the bank debited on this row, EUR. The audit does not apply it: it replays its own interest and compares."
  ),
  fees: nonNegative("Fees, charges or commissions debited on this row (increase the balance), EUR."),
  balance: signed(
    "Outstanding balance after this row, EUR (what is owed, positive). Rows with a balance are the checkpoints the audit compares."
  ),
  ratePct: Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 })).annotate({
      description: `Annual nominal interest rate in percent (4.25 = 4.25%) in force from this row's date until the next row with a rate. ${capNote(0, 100, "%")}`
    })
  ),
  lineNumber: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_NUMBER })).annotate({
      description: `Line of the pasted text the row was read from (informational). ${capNote(1, MAX_LINE_NUMBER)}`
    })
  )
}).annotate({ description: "One statement row, in date order." })
export type MortgageStatementRow = typeof MortgageStatementRow.Type

/** Mutable builder of a row, for the parser and generators. */
export type MortgageStatementRowDraft = { -readonly [K in keyof MortgageStatementRow]: MortgageStatementRow[K] }

/**
 * The row's effect on the balance other than interest, in cents:
 * debit + fees - payment - credit + amount. interestCharged is left out (the audit replays interest).
 */
export const movementCents = (r: MortgageStatementRow): number =>
  cents(r.debit ?? 0) + cents(r.fees ?? 0) - cents(r.payment ?? 0) - cents(r.credit ?? 0) + cents(r.amount ?? 0)
