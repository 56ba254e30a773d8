import { Schema } from "effect"
import { formatCap, textNote } from "../../core/input-bounds.ts"
import { MAX_PASTED_LINE_LENGTH, MAX_PASTED_LINES, pastedTextField } from "../../domain/pasted-text.ts"

const MAX_TEXT = 200_000

const SAMPLE = [
  "REPUBLIC OF CYPRUS - SOCIAL INSURANCE SERVICES",
  "Year   Insurance units   Insurable earnings (EUR)",
  "2019        2.30              21,200.00",
  "2020        3.28              30,000.00",
  "2021        3.14              30,040.00",
  "Total units: 8.72"
].join("\n")

export const ParsePensionStatementInput = Schema.Struct({
  text: pastedTextField(MAX_TEXT, "paste the statement's lines")
    .annotate({
      description:
        "The pasted text of a Cyprus Social Insurance statement (insurance account / analysis of insurance units), " +
        `Greek or English headings, one contribution year per line. ${textNote(MAX_TEXT)} At most ${formatCap(MAX_PASTED_LINES)} lines; ` +
        `a line longer than ${formatCap(MAX_PASTED_LINE_LENGTH)} characters is reported as unreadable, not read. Required.`
    })
    .annotateKey({
      messageMissingKey: "text is required: paste the lines of the Social Insurance statement (ask the user for them)"
    })
}).annotate({
  title: "Cyprus Social Insurance statement text",
  examples: [
    { text: SAMPLE },
    { text: "Έτος  Ασφ. Μονάδες  Ασφαλιστέες Αποδοχές (€)\n2008  2,41  19.480,00\n2010  2,60  22.100,00" }
  ]
})
export type ParsePensionStatementInput = typeof ParsePensionStatementInput.Type
