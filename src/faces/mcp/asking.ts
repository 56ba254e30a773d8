import type { CataloguedTool } from "../../core/catalogue.ts"
import type { JsonObject } from "../../core/json-schema.ts"

/**
 * Missing facts asked of the person (issue 36, SPEC: employment type, approved-scheme status, a deposit's
 * unit ... are asked, never inferred). When a call is refused for a missing or invalid fact its tool's listing
 * `asks` names, a client that can ask gets an elicitation with the question and the field's schema; its
 * answer is merged into the arguments and the call runs again. Nothing is inferred: the value is the
 * person's answer, checked by the tool's full schema like any argument.
 */

/** The key of the one value asked, in the elicitation's form. */
const ANSWER = "value"

/** At most this many characters of an error result are read to find its field errors. */
const MAX_ERROR_TEXT = 64 * 1024

export interface Question {
  readonly field: string
  readonly message: string
  /** The form-mode elicitation schema: one primitive property, the field's own schema. */
  readonly requestedSchema: JsonObject
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/** A property schema an elicitation form can carry (string, enum, number, integer, boolean), without caps text. */
const formField = (schema: unknown): JsonObject | undefined => {
  if (!isObject(schema)) return undefined
  const type = schema.type
  if (type !== "string" && type !== "number" && type !== "integer" && type !== "boolean") return undefined
  const kept = Object.fromEntries(
    Object.entries(schema).filter(([key]) => ["type", "enum", "minimum", "maximum", "description"].includes(key))
  )
  return kept
}

/** The fields an error result (the JSON of a REST error body in its text) names in fieldErrors. */
const fieldsInError = (result: {
  readonly isError?: boolean | undefined
  readonly content?: ReadonlyArray<unknown> | undefined
}) => {
  if (result.isError !== true) return []
  const text = (result.content?.[0] as { text?: unknown } | undefined)?.text
  if (typeof text !== "string" || text.length > MAX_ERROR_TEXT) return []
  try {
    const body = JSON.parse(text) as { code?: unknown; fieldErrors?: unknown }
    return body.code === "invalid_input" && isObject(body.fieldErrors) ? Object.keys(body.fieldErrors) : []
  } catch {
    return []
  }
}

/** The question to ask for a refused call, if its tool asks for one of the fields the refusal names. */
export const questionFor = (
  tool: CataloguedTool | undefined,
  result: { readonly isError?: boolean | undefined; readonly content?: ReadonlyArray<unknown> | undefined }
): Question | undefined => {
  const asks = tool?.definition.listing.asks
  if (tool === undefined || asks === undefined) return undefined
  const properties = isObject(tool.inputJsonSchema.properties) ? tool.inputJsonSchema.properties : {}
  for (const field of fieldsInError(result)) {
    const message = asks[field]
    const schema = formField(properties[field])
    if (message === undefined || schema === undefined) continue
    return {
      field,
      message,
      requestedSchema: { type: "object", properties: { [ANSWER]: schema }, required: [ANSWER] }
    }
  }
  return undefined
}

/** The answers a retried call carries, as arguments: each accepted elicitation's value under its field. */
export const answeredArguments = (
  inputResponses: Readonly<Record<string, unknown>> | undefined,
  asks: Readonly<Record<string, string>> | undefined
): JsonObject => {
  if (inputResponses === undefined || asks === undefined) return {}
  const answers: JsonObject = {}
  for (const field of Object.keys(asks)) {
    const response = inputResponses[field] as { action?: unknown; content?: unknown } | undefined
    if (response?.action === "accept" && isObject(response.content) && ANSWER in response.content)
      answers[field] = response.content[ANSWER]
  }
  return answers
}
