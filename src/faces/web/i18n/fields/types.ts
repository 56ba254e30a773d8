import type { Text } from "../language.ts"

/** A form field's texts: its label, a short help line, the names of its choices (enum values), its unit. */
export interface FieldTexts {
  readonly label: Text
  readonly help?: Text
  /** enum value -> its name; booleans use the site's yes / no */
  readonly choices?: Readonly<Record<string, Text>>
  /** e.g. EUR, EUR a year, %, years */
  readonly unit?: Text
}

/**
 * The page texts of one calculator, both languages. Field paths as the form names its inputs: `salaryIncome`,
 * `employmentExemption.type`, `lumpSumPayments[].amount` (`[]`: every row of an array). Output paths likewise.
 */
export interface ToolTexts {
  readonly title: Text
  /** one or two sentences above the form: what it answers, what the person needs at hand */
  readonly intro: Text
  readonly fields: Readonly<Record<string, FieldTexts>>
  /** the result page's labels of output fields (headline figures, table columns, sections) */
  readonly outputs: Readonly<Record<string, Text>>
  /** the names of an output field's values (its enum), by the field's name: `{ phase: { fixed: {...} } }` */
  readonly outputChoices?: Readonly<Record<string, Readonly<Record<string, Text>>>>
}
