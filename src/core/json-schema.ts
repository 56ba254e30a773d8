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
  const definitions =
    Object.keys(document.definitions).length > 0
      ? {
          $defs: Object.fromEntries(
            Object.entries(closeObjects(document.definitions) as JsonObject).map(([name, schema]) => [
              name,
              typeAnyValues(schema)
            ])
          )
        }
      : {}
  const root = typeAnyValues(closeObjects(document.schema)) as JsonObject
  // Examples are written as decoded values; published, they are what a client sends (a year field's canonical form).
  const examples = Array.isArray(root.examples)
    ? {
        examples: root.examples.map((example) =>
          Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(example)
        )
      }
    : {}
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
  const asNumber = (members as Array<JsonObject>).find(
    (member) => member.type === "number" || member.type === "integer"
  )
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
    out[key] =
      key === "examples" || key === "default" || key === "const" || key === "enum" ? inner : closeObjects(inner)
  }
  if (out.type === "object" && out.additionalProperties === true && "properties" in out)
    out.additionalProperties = false
  return out
}

/**
 * "Any value" (Schema.Unknown, which the JSON Schema export leaves as `{}`) spelt with one type per branch:
 * a `type` list is less portable (the MCP Inspector warns on it too: single-`type` dialects drop it).
 */
const ANY_VALUE_BRANCHES: ReadonlyArray<JsonObject> = ["object", "array", "string", "number", "boolean", "null"].map(
  (type) => ({ type })
)

/** Keywords that say what a schema accepts; a schema with none of them accepts anything. */
const CONSTRAINING = ["type", "$ref", "anyOf", "oneOf", "allOf", "not", "const", "enum", "if", "properties", "items"]

/** The keywords whose value is one sub-schema, and those whose value is a list or a map of them. */
const SUBSCHEMA = [
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties"
]
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"]
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"]

const isAnyValue = (node: unknown): boolean =>
  node !== null &&
  typeof node === "object" &&
  !Array.isArray(node) &&
  !CONSTRAINING.some((key) => key in (node as JsonObject))

/** The branches of an anyOf with each "any value" branch spelt out, and no type twice. */
const anyOfBranches = (branches: Array<unknown>): Array<unknown> => {
  const out: Array<unknown> = []
  const seen = new Set<string>()
  const add = (branch: unknown) => {
    const key = JSON.stringify(branch)
    if (seen.has(key)) return
    out.push(branch)
    seen.add(key)
  }
  for (const branch of branches) {
    if (isAnyValue(branch) && Object.keys(branch as JsonObject).length === 0) ANY_VALUE_BRANCHES.forEach(add)
    else add(typeAnyValues(branch))
  }
  return out
}

/**
 * Gives an "any value" sub-schema (`{}`, or annotations only) explicit single-type branches, so that
 * every sub-schema has a type: clients that check schema portability (the MCP Inspector) warn on empty
 * schemas, and some code generators read `{}` as an object. The set of valid values does not change.
 */
const typeAnyValues = (value: unknown): unknown => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value
  const node = value as JsonObject
  if (isAnyValue(node)) return { anyOf: ANY_VALUE_BRANCHES, ...node }
  const out: JsonObject = { ...node }
  for (const key of SUBSCHEMA) if (key in node) out[key] = typeAnyValues(node[key])
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(node[key]))
      out[key] =
        key === "anyOf" ? anyOfBranches(node[key] as Array<unknown>) : (node[key] as Array<unknown>).map(typeAnyValues)
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key]
    if (map !== null && typeof map === "object" && !Array.isArray(map)) {
      out[key] = Object.fromEntries(
        Object.entries(map as JsonObject).map(([name, schema]) => [name, typeAnyValues(schema)])
      )
    }
  }
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

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
