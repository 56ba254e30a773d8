import { Effect, Schema, SchemaIssue } from "effect"
import { InvalidInput, type FieldErrors } from "./errors.ts"
import { MAX_SUGGESTIONS, suggestField } from "./field-suggestion.ts"
import { schemaAtPath, type JsonObject } from "./json-schema.ts"

const standardFormatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Unknown fields are refused and every issue is reported, not only the first (strict validation). */
export const DECODE_OPTIONS = { errors: "all", onExcessProperty: "error" } as const

/**
 * A 400 stays proportionate to its request: at most MAX_FIELD_ERRORS fields are listed, each
 * with at most MAX_MESSAGES_PER_FIELD messages, and a field name the caller made up is cut to
 * MAX_FIELD_NAME_LENGTH characters. When fields were cut, "$" says how many more need attention.
 */
export const MAX_FIELD_ERRORS = 50
const MAX_MESSAGES_PER_FIELD = 5
const MAX_FIELD_NAME_LENGTH = 100

const cutName = (segment: string) =>
  segment.length <= MAX_FIELD_NAME_LENGTH ? segment : `${segment.slice(0, MAX_FIELD_NAME_LENGTH)}…`

const pathKey = (path: ReadonlyArray<PropertyKey>) => path.map((segment) => cutName(String(segment))).join(".") || "$"

const hasKeyAt = (payload: unknown, path: ReadonlyArray<string>): boolean => {
  let node = payload
  for (const segment of path) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return false
    node = (node as Record<string, unknown>)[segment]
  }
  return true
}

const objectAt = (payload: unknown, path: ReadonlyArray<string>): object | undefined => {
  let node = payload
  for (const segment of path) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined
    node = (node as Record<string, unknown>)[segment]
  }
  return node !== null && typeof node === "object" ? node : undefined
}

/** The field names the input schema has for the object at `path` (every branch of a union), in schema order. */
const knownFieldsAt = (inputJsonSchema: JsonObject, path: ReadonlyArray<string>): ReadonlyArray<string> => {
  const defs = (inputJsonSchema.$defs ?? {}) as Record<string, JsonObject>
  const resolve = (node: JsonObject | undefined) =>
    typeof node?.$ref === "string" && node.$ref.startsWith("#/$defs/") ? defs[node.$ref.slice("#/$defs/".length)] : node
  const node = resolve(schemaAtPath(inputJsonSchema, path))
  const branches = [node, ...((node?.anyOf ?? node?.oneOf ?? []) as Array<JsonObject>).map(resolve)]
  return [...new Set(branches.flatMap((branch) => Object.keys((branch?.properties ?? {}) as object)))]
}

/** " Did you mean "salaryIncome"?" for an unknown field that misspells a field of its object not sent, else "". */
const didYouMean = (inputJsonSchema: JsonObject, payload: unknown, segments: ReadonlyArray<string>): string => {
  const parent = segments.slice(0, -1)
  const sent = objectAt(payload, parent) ?? {}
  const known = knownFieldsAt(inputJsonSchema, parent).filter((field) => !Object.hasOwn(sent, field))
  const suggestion = suggestField(segments.at(-1) ?? "", known)
  return suggestion === undefined ? "" : ` Did you mean "${suggestion}"?`
}

interface FieldProblems {
  readonly fieldErrors: FieldErrors
  /** Paths of required fields that were not sent: the caller should ask the user for them. */
  readonly missing: ReadonlyArray<string>
  /** Fields with an error, listed or not. */
  readonly fieldCount: number
}

/**
 * Turns a Schema issue into fieldErrors whose messages say what to send. A generic message
 * ("Expected ...", "Missing key") is completed with the field's own description from the tool's
 * JSON Schema; a message the tool wrote for the field is kept as it is.
 */
const toFieldErrors = (issue: SchemaIssue.Issue, inputJsonSchema: JsonObject, payload: unknown): FieldProblems => {
  // No prototype: a field named __proto__, constructor or toString must not reach Object's members.
  const fieldErrors: FieldErrors = Object.create(null)
  const missing: Array<string> = []
  const omitted = new Set<string>()
  let listed = 0
  let suggestions = 0
  for (const { path = [], message } of standardFormatter(issue).issues) {
    const segments = path.map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
    const key = pathKey(segments)
    if (fieldErrors[key] === undefined && listed >= MAX_FIELD_ERRORS) {
      omitted.add(key)
      continue
    }
    if (fieldErrors[key] === undefined) listed++
    if ((fieldErrors[key]?.length ?? 0) >= MAX_MESSAGES_PER_FIELD) continue
    const field = schemaAtPath(inputJsonSchema, segments)
    const description = typeof field?.description === "string" ? ` ${field.description}` : ""
    if (segments.length > 0 && !hasKeyAt(payload, segments) && !missing.includes(key)) missing.push(key)
    const text =
      message === "Missing key"
        ? `Required field is missing.${description}`
        : message === "Expected no excess property"
          ? `Unknown field: this tool does not accept it (field names are case-sensitive; see the tool's schema).${suggestions++ < MAX_SUGGESTIONS ? didYouMean(inputJsonSchema, payload, segments) : ""}`
          : key === "$" && message === "Expected object"
            ? "The request body must be a JSON object of the tool's fields."
            : message.startsWith("Expected ")
              ? `${message}.${description}`
              : message
    ;(fieldErrors[key] ??= []).push(text)
  }
  if (omitted.size > 0) {
    ;(fieldErrors.$ ??= []).push(
      `${omitted.size} more field(s) need attention and are not listed here (at most ${MAX_FIELD_ERRORS} are); correct these first, then send again.`
    )
  }
  return { fieldErrors, missing, fieldCount: listed + omitted.size }
}

/** One actionable next step for a 400: which fields to ask the user for, or to correct. */
const hintFor = (tool: string, { fieldErrors, missing }: FieldProblems, schemaUrl: string): string => {
  const fields = Object.keys(fieldErrors).filter((k) => k !== "$")
  const wrong = fields.filter((k) => !missing.includes(k))
  if (fields.length === 0)
    return `Send a JSON object with the fields of ${tool}; ${schemaUrl} lists them, and its examples[0] is a valid request.`
  const ask = missing.length > 0 ? `ask the user for ${missing.join(", ")} (do not guess them)` : ""
  const fix = wrong.length > 0 ? `correct ${wrong.join(", ")} as fieldErrors explains` : ""
  const step = [ask, fix].filter((part) => part !== "").join(" and ")
  return `${step.charAt(0).toUpperCase()}${step.slice(1)}, then call ${tool} again; ${schemaUrl} describes each field.`
}

/**
 * No tool's input has an object of more than 20 fields or nests deeper than 6 levels. A body far past
 * that is refused before decoding, in one linear pass: 20,000 unknown keys would otherwise cost tens of
 * milliseconds of issue building on the event loop, and deep nesting a deep recursion.
 */
export const MAX_KEYS_PER_OBJECT = 200
const MAX_NESTING_DEPTH = 32

const shapeProblem = (payload: unknown): { readonly path: string; readonly message: string } | undefined => {
  const pending: Array<{ readonly value: unknown; readonly path: ReadonlyArray<string> }> = [
    { value: payload, path: [] }
  ]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (value === null || typeof value !== "object") continue
    if (path.length > MAX_NESTING_DEPTH)
      return {
        path: pathKey(path),
        message: `The input nests deeper than ${MAX_NESTING_DEPTH} levels; no field of this tool does.`
      }
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    if (!Array.isArray(value) && entries.length > MAX_KEYS_PER_OBJECT) {
      return {
        path: pathKey(path),
        message: `This object has ${entries.length} fields; no object of this tool has more than ${MAX_KEYS_PER_OBJECT}. Send only the fields of the tool's schema.`
      }
    }
    for (const [key, item] of entries)
      if (item !== null && typeof item === "object") pending.push({ value: item, path: [...path, key] })
  }
  return undefined
}

/**
 * Refuses, before anything walks it, a payload far larger or deeper than any tool's input (see
 * shapeProblem). callTool runs it once on every call's payload, before the idempotency fingerprint and
 * the decoding (a saved calculation's inputs are inside that payload).
 */
export const checkPayloadShape = (
  tool: string,
  schemaUrl: string,
  payload: unknown
): Effect.Effect<void, InvalidInput> => {
  const shape = shapeProblem(payload)
  return shape === undefined
    ? Effect.void
    : Effect.fail(
        new InvalidInput({
          message: `The input to ${tool} is not shaped like its schema.`,
          fieldErrors: { [shape.path]: [shape.message] },
          hint: `Send a JSON object with the fields of ${tool} only; ${schemaUrl} lists them, and its examples[0] is a valid request.`
        })
      )
}

type Decoder = (payload: unknown, options: typeof DECODE_OPTIONS) => Effect.Effect<unknown, Schema.SchemaError>
const decoders = new WeakMap<Schema.Top, Decoder>()

/**
 * Strict decoding to the tool's input; the pipeline has already refused a misshapen payload
 * (checkPayloadShape). An input Schema without effects decodes at once: the result is then an Exit,
 * which the pipeline goes on with without a step of the fiber loop.
 */
export const decodeToolInput = <I>(
  tool: string,
  // biome-ignore lint/suspicious/noExplicitAny: any schema's encoded side: the decoder reads unknown JSON
  schema: Schema.Codec<I, any>,
  inputJsonSchema: JsonObject,
  schemaUrl: string,
  payload: unknown
): Effect.Effect<I, InvalidInput> => {
  let decode = decoders.get(schema)
  if (decode === undefined) decoders.set(schema, (decode = Schema.decodeUnknownEffect(schema) as Decoder))
  return Effect.mapErrorEager(decode(payload, DECODE_OPTIONS), (error) => {
    const problems = toFieldErrors(error.issue, inputJsonSchema, payload)
    return new InvalidInput({
      message: `The input to ${tool} is invalid: ${problems.fieldCount} field(s) need attention.`,
      fieldErrors: problems.fieldErrors,
      hint: hintFor(tool, problems, schemaUrl)
    })
  }) as Effect.Effect<I, InvalidInput>
}
