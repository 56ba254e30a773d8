import { Schema, SchemaGetter } from "effect"

/**
 * One vocabulary for year fields: a year is a number, and every year field also accepts
 * the same year as a string ("2026" and 2026 mean the same), because existing clients send either.
 * The JSON Schema documents the canonical form only (an integer; see collapseYearUnion in
 * json-schema.ts); a refused value is told the expected type and the years that exist.
 */

const listed = (years: ReadonlyArray<number | string>) =>
  years.length < 2 ? years.join("") : `${years.slice(0, -1).join(", ")} or ${years.at(-1)}`

/** The descriptions' notes on the accepted forms, also the markers json-schema.ts collapses the union on. */
export const YEAR_AS_STRING_NOTE = "Also accepted as a string of the same year."
export const YEAR_AS_NUMBER_NOTE = 'Also accepted as a number (2026 for "2026").'

/**
 * A year among `years` (the tax years of a topic), as a number or its string; decodes to the number.
 * The schema documents the number, or the string where the contract names the field a string
 * (`canonical: "string"`: legislationVersion, SPEC "Inputs").
 */
export const yearAmong = <const Years extends ReadonlyArray<number>>(
  field: string,
  years: Years,
  description: string,
  options: { readonly canonical: "number" | "string" } = { canonical: "number" }
) => {
  // The message sits on each form: a refused value is reported by the form of its own type.
  const latest = years.at(-1)
  const message =
    options.canonical === "number"
      ? `${field} must be a tax year with rules: ${listed(years)} (a whole number such as ${latest}; the string "${latest}" is accepted too)`
      : `${field} must be a tax year with rules: ${listed(years.map((year) => `"${year}"`))} (a string such as "${latest}"; the number ${latest} is accepted too)`
  const asNumber = Schema.Literals(years).annotate({ message })
  const asString = Schema.Literals(years.map(String))
    .annotate({ message })
    .pipe(
      Schema.decodeTo(Schema.Literals(years), {
        decode: SchemaGetter.transform((text: string) => Number(text) as Years[number]),
        encode: SchemaGetter.transform((year: Years[number]) => String(year))
      })
    )
  const note = options.canonical === "number" ? YEAR_AS_STRING_NOTE : YEAR_AS_NUMBER_NOTE
  // The canonical form first: a year is encoded (examples, echoes) by the first form that takes it.
  return Schema.Union(options.canonical === "number" ? [asNumber, asString] : [asString, asNumber]).annotate({
    description: `${description} ${note}`,
    message
  })
}

/** A calendar year from `minimum` to `maximum`, as a whole number or its four-digit string; decodes to the number. */
export const calendarYear = (
  field: string,
  range: { readonly minimum: number; readonly maximum: number },
  description: string,
  message?: string
) => {
  const refusal =
    message ??
    `${field} must be a calendar year from ${range.minimum} to ${range.maximum} (a whole number such as ${range.maximum}; the string "${range.maximum}" is accepted too)`
  const asNumber = Schema.Int.annotate({ message: refusal }).check(Schema.isBetween(range, { message: refusal }))
  const asString = Schema.String.annotate({ message: refusal })
    .check(Schema.isPattern(/^\d{4}$/, { message: refusal }))
    .pipe(
      Schema.decodeTo(asNumber, {
        decode: SchemaGetter.transform((text: string) => Number(text)),
        encode: SchemaGetter.transform((year: number) => String(year))
      })
    )
  return Schema.Union([asNumber, asString]).annotate({
    description: `${description} ${YEAR_AS_STRING_NOTE}`,
    message: refusal
  })
}
