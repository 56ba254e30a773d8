import { Effect, Schema, SchemaIssue } from "effect"
import { InvalidInput, type FieldErrors } from "./errors.ts"
import { schemaAtPath, type JsonObject } from "./json-schema.ts"

const standardFormatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Unknown fields are refused and every issue is reported, not only the first (strict validation). */
export const DECODE_OPTIONS = { errors: "all", onExcessProperty: "error" } as const

const pathKey = (path: ReadonlyArray<PropertyKey>) => path.map(String).join(".") || "$"

/**
 * Turns a Schema issue into fieldErrors whose messages say what to send, using the field's own
 * description from the tool's JSON Schema, so a missing field explains itself.
 */
export const toFieldErrors = (issue: SchemaIssue.Issue, inputJsonSchema: JsonObject): FieldErrors => {
  const out: FieldErrors = {}
  for (const { path = [], message } of standardFormatter(issue).issues) {
    const segments = path.map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
    const key = pathKey(segments)
    const field = schemaAtPath(inputJsonSchema, segments)
    const description = typeof field?.description === "string" ? ` ${field.description}` : ""
    const text = message === "Missing key"
      ? `Required field is missing.${description}`
      : message === "Expected no excess property"
      ? "Unknown field: this tool does not accept it (field names are case-sensitive; see the tool's schema)."
      : key === "$" && message === "Expected object"
      ? "The request body must be a JSON object of the tool's fields."
      : `${message}.${description}`
    ;(out[key] ??= []).push(text)
  }
  return out
}

/** One actionable next step for a 400: which fields to ask the user for, or to correct. */
export const hintFor = (tool: string, fieldErrors: FieldErrors, schemaUrl: string): string => {
  const fields = Object.keys(fieldErrors).filter((k) => k !== "$")
  const missing = fields.filter((k) => fieldErrors[k]!.some((m) => m.startsWith("Required field is missing")))
  if (fields.length === 0) return `Send a JSON object with the fields of ${tool}; ${schemaUrl} lists them, and its examples[0] is a valid request.`
  if (missing.length === fields.length) {
    return `Ask the user for ${missing.join(", ")} (do not guess them), then call ${tool} again; ${schemaUrl} describes each field.`
  }
  return `Correct ${fields.join(", ")} as fieldErrors explains, then call ${tool} again; ${schemaUrl} describes each field.`
}

export const decodeToolInput = <I>(
  tool: string,
  schema: Schema.Codec<I, any>,
  inputJsonSchema: JsonObject,
  schemaUrl: string,
  payload: unknown
): Effect.Effect<I, InvalidInput> =>
  Schema.decodeUnknownEffect(schema)(payload, DECODE_OPTIONS).pipe(
    Effect.mapError((error) => {
      const fieldErrors = toFieldErrors(error.issue, inputJsonSchema)
      return new InvalidInput({
        message: `The input to ${tool} is invalid: ${Object.keys(fieldErrors).length} field(s) need attention.`,
        fieldErrors,
        hint: hintFor(tool, fieldErrors, schemaUrl)
      })
    })
  ) as Effect.Effect<I, InvalidInput>
