import { Schema } from "effect"
import { pastedTextInput } from "../../domain/pasted-text.ts"

const SAMPLE = [
  "LOAN ACCOUNT STATEMENT 01/01/2025 - 31/03/2025",
  "Date        Description          Debit       Credit       Balance     Rate",
  "01/01/2025  Opening balance                             150,000.00    4.25%",
  "05/01/2025  Instalment                      1,100.00    148,900.00",
  "31/01/2025  Debit interest         537.98                149,437.98",
  "05/02/2025  Instalment                      1,100.00    148,337.98",
  "28/02/2025  Debit interest         484.13                148,822.11",
  "05/03/2025  Instalment                      1,100.00    147,722.11",
  "31/03/2025  Debit interest         533.73                148,255.84"
].join("\n")

const MAX_TEXT = 500_000

export const ParseMortgageStatementInput = Schema.Struct({
  text: pastedTextInput(MAX_TEXT, {
    holds:
      "Statement lines as pasted from the bank's PDF or web page: one row per line starting with its date (dd/mm/yyyy, " +
      "dd.mm.yy, dd-mm-yyyy or yyyy-mm-dd), Greek or English column headings, debit/credit columns or one signed amount " +
      "column, a balance column, and a rate column or dated rate-change lines. Amounts with 2 decimals, either decimal " +
      "separator.",
    beyondLines: "more is refused: send the statement in parts",
    ifEmpty: "paste the statement's lines",
    ifMissing: "paste the lines of the mortgage (loan account) statement (ask the user for them)"
  })
}).annotate({
  title: "Mortgage statement text",
  examples: [
    { text: SAMPLE },
    {
      text: "Ημερομηνία  Περιγραφή  Ποσό  Υπόλοιπο\n01.01.25  Υπόλοιπο έναρξης  0,00  120.000,00\n15.01.25  Αλλαγή επιτοκίου 3,90%\n20.01.25  Δόση δανείου  -850,00  119.150,00"
    }
  ]
})
export type ParseMortgageStatementInput = typeof ParseMortgageStatementInput.Type
