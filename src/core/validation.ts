import { Effect, Schema, SchemaIssue } from "effect"
import { InvalidInput, type FieldErrors } from "./errors.ts"
import { schemaAtPath, type JsonObject } from "./json-schema.ts"

const standardFormatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Unknown fields are refused and every issue is reported, not only the first (strict validation). */
export const DECODE_OPTIONS = { errors: "all", onExcessProperty: "error" } as const

const pathKey = (path: ReadonlyArray<PropertyKey>) => path.map(String).join(".") || "$"

const hasKeyAt = (payload: unknown, path: ReadonlyArray<string>): boolean => {
  let node = payload
  for (const segment of path) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return false
    node = (node as Record<string, unknown>)[segment]
  }
  return true
}

export interface FieldProblems {
  readonly fieldErrors: FieldErrors
  /** Paths of required fields that were not sent: the caller should ask the user for them. */
  readonly missing: ReadonlyArray<string>
}

/**
 * Turns a Schema issue into fieldErrors whose messages say what to send. A generic message
 * ("Expected ...", "Missing key") is completed with the field's own description from the tool's
 * JSON Schema; a message the tool wrote for the field is kept as it is.
 */
export const toFieldErrors = (issue: SchemaIssue.Issue, inputJsonSchema: JsonObject, payload: unknown): FieldProblems => {
  // No prototype: a field named __proto__, constructor or toString must not reach Object's members.
  const fieldErrors: FieldErrors = Object.create(null)
  const missing: Array<string> = []
  for (const { path = [], message } of standardFormatter(issue).issues) {
    const segments = path.map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
    const key = pathKey(segments)
    const field = schemaAtPath(inputJsonSchema, segments)
    const description = typeof field?.description === "string" ? ` ${field.description}` : ""
    if (segments.length > 0 && !hasKeyAt(payload, segments) && !missing.includes(key)) missing.push(key)
    const text = message === "Missing key"
      ? `Required field is missing.${description}`
      : message === "Expected no excess property"
      ? "Unknown field: this tool does not accept it (field names are case-sensitive; see the tool's schema)."
      : key === "$" && message === "Expected object"
      ? "The request body must be a JSON object of the tool's fields."
      : message.startsWith("Expected ")
      ? `${message}.${description}`
      : message
    ;(fieldErrors[key] ??= []).push(text)
  }
  return { fieldErrors, missing }
}

/** One actionable next step for a 400: which fields to ask the user for, or to correct. */
export const hintFor = (tool: string, { fieldErrors, missing }: FieldProblems, schemaUrl: string): string => {
  const fields = Object.keys(fieldErrors).filter((k) => k !== "$")
  const wrong = fields.filter((k) => !missing.includes(k))
  if (fields.length === 0) return `Send a JSON object with the fields of ${tool}; ${schemaUrl} lists them, and its examples[0] is a valid request.`
  const ask = missing.length > 0 ? `ask the user for ${missing.join(", ")} (do not guess them)` : ""
  const fix = wrong.length > 0 ? `correct ${wrong.join(", ")} as fieldErrors explains` : ""
  const step = [ask, fix].filter((part) => part !== "").join(" and ")
  return `${step.charAt(0).toUpperCase()}${step.slice(1)}, then call ${tool} again; ${schemaUrl} describes each field.`
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
      const problems = toFieldErrors(error.issue, inputJsonSchema, payload)
      return new InvalidInput({
        message: `The input to ${tool} is invalid: ${Object.keys(problems.fieldErrors).length} field(s) need attention.`,
        fieldErrors: problems.fieldErrors,
        hint: hintFor(tool, problems, schemaUrl)
      })
    })
  ) as Effect.Effect<I, InvalidInput>
