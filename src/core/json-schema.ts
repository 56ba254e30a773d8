import { JsonSchema, Schema } from "effect"
import { YEAR_AS_NUMBER_NOTE, YEAR_AS_STRING_NOTE } from "./year-field.ts"

export type JsonObject = { [key: string]: unknown }

/**
 * JSON Schema 2020-12 of an Effect Schema, as one self-contained document ($defs inline).
 * Objects get `additionalProperties: false`, because input decoding refuses unknown fields
 * (strict validation, SPEC "What the service does").
 */
export const toJsonSchema2020 = (schema: Schema.Top, extra: JsonObject = {}): JsonObject => {
  const document = Schema.toJsonSchemaDocument(schema)
  const definitions = Object.keys(document.definitions).length > 0 ? { $defs: closeObjects(document.definitions) } : {}
  const root = closeObjects(document.schema) as JsonObject
  // Examples are written as decoded values; published, they are what a client sends (a year field's canonical form).
  const examples = Array.isArray(root.examples) ? { examples: root.examples.map((example) => Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(example)) } : {}
  return {
    $schema: JsonSchema.META_SCHEMA_URI_DRAFT_2020_12,
    ...extra,
    ...root,
    ...examples,
    ...definitions
  }
}

/**
 * A year field (core/year-field.ts) is a union of the year as a number and as its string; its schema
 * documents the canonical form only (an integer, or the string where the contract says so), and its
 * description says that the other form is accepted.
 */
const collapseYearUnion = (node: JsonObject): JsonObject => {
  const members = node.anyOf
  const description = node.description
  if (!Array.isArray(members) || members.length !== 2 || typeof description !== "string") return node
  const asNumber = (members as Array<JsonObject>).find((member) => member.type === "number" || member.type === "integer")
  const asString = (members as Array<JsonObject>).find((member) => member.type === "string")
  if (asNumber === undefined || asString === undefined) return node
  const { anyOf: _, ...rest } = node
  if (description.endsWith(YEAR_AS_STRING_NOTE)) return { ...asNumber, type: "integer", ...rest }
  if (description.endsWith(YEAR_AS_NUMBER_NOTE)) return { ...asString, ...rest }
  return node
}

const closeObjects = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(closeObjects)
  if (value === null || typeof value !== "object") return value
  const out: JsonObject = {}
  for (const [key, inner] of Object.entries(collapseYearUnion(value as JsonObject))) {
    out[key] = key === "examples" || key === "default" || key === "const" || key === "enum" ? inner : closeObjects(inner)
  }
  if (out.type === "object" && out.additionalProperties === true && "properties" in out) out.additionalProperties = false
  return out
}

/** The sub-schema at a field path (following properties, items and local $refs), to explain a field error. */
export const schemaAtPath = (root: JsonObject, path: ReadonlyArray<string>): JsonObject | undefined => {
  const defs = (root.$defs ?? {}) as Record<string, JsonObject>
  const resolve = (node: JsonObject | undefined): JsonObject | undefined => {
    const ref = node?.$ref
    if (typeof ref === "string" && ref.startsWith("#/$defs/")) return resolve(defs[ref.slice("#/$defs/".length)])
    return node
  }
  let node = resolve(root)
  for (const segment of path) {
    if (node === undefined) return undefined
    const branches = (node.anyOf ?? node.oneOf) as Array<JsonObject> | undefined
    if (branches) node = resolve(branches.find((b) => resolve(b)?.type === "object" || resolve(b)?.type === "array"))
    if (node?.type === "array") node = resolve(node.items as JsonObject | undefined)
    else node = resolve((node?.properties as Record<string, JsonObject> | undefined)?.[segment])
  }
  return node
}
