import type { ReadResourceResult, Tool } from "@modelcontextprotocol/server"
import type { CataloguedTool, CatalogueService } from "../../core/catalogue.ts"
import type { JsonObject } from "../../core/json-schema.ts"
import type { Toolset } from "../../core/tool.ts"
import { toolsetIcons } from "./icons.ts"
import { viewMeta } from "./views.ts"

/**
 * tools/list as the model reads it (docs/mcp.md "Listing"). The full schemas (every description, the
 * examples, the caps) stay at /schemas/<tool> and in the resource poliergaleio://tools/<tool>, and every call
 * is still decoded by the full input schema; the listing keeps what a model needs to choose a tool and fill
 * it, a third of the size:
 *
 * - the description is the tool's listing summary and the address of its full guide;
 * - the input schema keeps types, properties, required fields, choices, lists and the bounds a person would
 *   meet (a percentage up to 100); it leaves out the caps against abuse (numbers from 100,000 on, lengths of
 *   texts and lists), `additionalProperties` (a call with an unknown field is still refused, with a "did you
 *   mean"), the examples and the titles, and describes only the fields the tool's listing briefs;
 * - the output schema keeps the shape (types, properties, required fields, choices) without descriptions,
 *   titles or caps, and leaves objects open (a client that checks structuredContent still can);
 * - a sub-schema met twice or more in one schema (a figure's trace, a row) is written once, under $defs.
 */

/** Bounds at or above this are caps against abuse, not facts a person meets. */
const CAP_FROM = 100_000

const NUMERIC_BOUNDS = new Set(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"])
const ALWAYS_DROPPED = new Set(["$schema", "title", "description", "examples", "maxLength", "maxItems"])

/** Left out of the listed input schema only: the full schema that decodes every call refuses unknown fields. */
const INPUT_DROPPED = new Set([...ALWAYS_DROPPED, "additionalProperties"])

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value)

const keepBound = (key: string, value: unknown) =>
  !NUMERIC_BOUNDS.has(key) || (typeof value === "number" && Math.abs(value) < CAP_FROM)

/** The input schema as listed: the path of a node names it in the tool's briefs (`a[].b`). `briefed`: the
 * path's brief is already on a parent (a member of anyOf / oneOf), so it is not written again. */
const listedInput = (
  node: unknown,
  path: string,
  briefs: Readonly<Record<string, string>>,
  briefed = false
): unknown => {
  if (Array.isArray(node)) return node.map((member) => listedInput(member, path, briefs, briefed))
  if (!isObject(node)) return node
  const out: JsonObject = {}
  const brief = briefs[path]
  if (brief !== undefined && path !== "" && !briefed) out.description = brief
  for (const [key, value] of Object.entries(node)) {
    if (INPUT_DROPPED.has(key) || !keepBound(key, value)) continue
    if (key === "properties" && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [
          name,
          listedInput(schema, path === "" ? name : `${path}.${name}`, briefs)
        ])
      )
    } else if (key === "items") out.items = listedInput(value, `${path}[]`, briefs)
    else if (key === "anyOf" || key === "oneOf") out[key] = listedInput(value, path, briefs, true)
    else out[key] = value
  }
  return out
}

const OUTPUT_DROPPED = new Set([...ALWAYS_DROPPED, "minLength", "minItems", "pattern", "additionalProperties"])

/**
 * Output fields every tool has alike, left out of the listed outputSchema (its required list included): their schema
 * is in each tool's guide (TOOL_GUIDE_TEMPLATE) and at /schemas. The listing drops additionalProperties, so a client
 * that validates structuredContent against the listed schema still accepts them.
 */
const UNLISTED_OUTPUT_FIELDS = new Set(["assumptionDetails"])

/** The listed outputSchema of a tool: its top-level fields but the unlisted ones, each written short. */
const listedOutputSchema = (schema: JsonObject): JsonObject => {
  const properties = (schema.properties ?? {}) as Record<string, unknown>
  const required = Array.isArray(schema.required) ? (schema.required as Array<string>) : undefined
  return listedOutput({
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !UNLISTED_OUTPUT_FIELDS.has(name))),
    ...(required === undefined ? {} : { required: required.filter((name) => !UNLISTED_OUTPUT_FIELDS.has(name)) })
  }) as JsonObject
}

const listedOutput = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(listedOutput)
  if (!isObject(node)) return node
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (OUTPUT_DROPPED.has(key) || NUMERIC_BOUNDS.has(key)) continue
    out[key] =
      key === "properties" && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, listedOutput(schema)]))
        : listedOutput(value)
  }
  return out
}

/** Sub-schemas of at least this many characters met twice or more in one schema are written once. */
const SHARED_FROM = 40

/** Keywords whose value is a map from names to sub-schemas (not a schema itself). */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs"])

/**
 * Writes each repeated sub-schema once, under $defs, and refers to it ($ref) wherever it stands. Only
 * schemas are shared: a `properties` map is not a schema (its values are), an `enum` or `required` list
 * is not either.
 */
export const shareRepeats = (root: JsonObject): JsonObject => {
  const counts = new Map<string, number>()
  const children = (schema: JsonObject): ReadonlyArray<unknown> =>
    Object.entries(schema).flatMap(([key, value]) => {
      if (key === "enum" || key === "required" || key === "const") return []
      if (SCHEMA_MAPS.has(key) && isObject(value)) return Object.values(value)
      return Array.isArray(value) ? value : [value]
    })
  const count = (node: unknown, isRoot: boolean) => {
    if (!isObject(node)) return
    const text = JSON.stringify(node)
    if (!isRoot && text.length >= SHARED_FROM) counts.set(text, (counts.get(text) ?? 0) + 1)
    for (const child of children(node)) count(child, false)
  }
  count(root, true)
  const defs: JsonObject = {}
  const names = new Map<string, string>()
  const rewriteValue = (key: string, value: unknown): unknown => {
    if (key === "enum" || key === "required" || key === "const") return value
    if (SCHEMA_MAPS.has(key) && isObject(value))
      return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, rewrite(schema, false)]))
    return Array.isArray(value) ? value.map((member) => rewrite(member, false)) : rewrite(value, false)
  }
  const rewrite = (node: unknown, isRoot: boolean): unknown => {
    if (!isObject(node)) return node
    const rewritten = () =>
      Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewriteValue(key, value)]))
    const text = JSON.stringify(node)
    if (isRoot || (counts.get(text) ?? 0) < 2) return rewritten()
    let name = names.get(text)
    if (name === undefined) {
      name = `s${names.size + 1}`
      names.set(text, name)
      defs[name] = rewritten()
    }
    return { $ref: `#/$defs/${name}` }
  }
  const out = rewrite(root, true) as JsonObject
  return Object.keys(defs).length === 0 ? out : { ...out, $defs: defs }
}

export const TOOL_GUIDE_TEMPLATE = "poliergaleio://tools/{name}"
const TOOL_GUIDE_PREFIX = "poliergaleio://tools/"

/** The resource with the tool's full description, schemas and examples. */
export const toolGuideUri = (name: string) => `${TOOL_GUIDE_PREFIX}${name}`

/** resources/templates/list's entry for the tool guides. */
export const toolGuideTemplate = {
  uriTemplate: TOOL_GUIDE_TEMPLATE,
  name: "tool-guide",
  title: "A tool's full guide",
  description:
    "Everything tools/list leaves out of one tool: its full description, every field's description, the examples (examples[0] ready to send), the caps, and the full output schema.",
  mimeType: "application/json"
}

const guidesByCatalogue = new WeakMap<CatalogueService, Map<string, ReadResourceResult>>()

/** resources/read of a tool guide: undefined for a URI that is not one, or names no tool. */
export const readToolGuide = (catalogue: CatalogueService, uri: string): ReadResourceResult | undefined => {
  if (!uri.startsWith(TOOL_GUIDE_PREFIX)) return undefined
  let guides = guidesByCatalogue.get(catalogue)
  if (guides === undefined) {
    guides = new Map()
    guidesByCatalogue.set(catalogue, guides)
  }
  const name = uri.slice(TOOL_GUIDE_PREFIX.length)
  const known = guides.get(name)
  if (known !== undefined) return known
  const tool = catalogue.find(name)
  if (tool === undefined) return undefined
  const { definition } = tool
  const guide = {
    name: definition.name,
    title: definition.title,
    toolset: definition.toolset,
    access: definition.access,
    description: definition.description,
    inputSchema: tool.inputJsonSchema,
    outputSchema: tool.outputJsonSchema,
    ...withView(definition.name)
  }
  const answer: ReadResourceResult = {
    contents: [{ uri: toolGuideUri(name), mimeType: "application/json", text: JSON.stringify(guide, null, 1) }]
  }
  guides.set(name, answer)
  return answer
}

const annotationsOf = ({ definition }: CataloguedTool) => ({
  title: definition.title,
  readOnlyHint: definition.effect === "reads",
  destructiveHint: definition.effect === "replaces" || definition.effect === "deletes",
  idempotentHint: definition.effect !== "adds",
  openWorldHint: false
})

/** `_meta.ui.resourceUri` of a tool whose result an MCP Apps view draws (views.ts); nothing for the others. */
const withView = (name: string) => {
  const meta = viewMeta(name)
  return meta === undefined ? {} : { _meta: meta }
}

/** One tool as tools/list shows it; its icon is the toolset's, on the site at siteUrl. */
export const listedTool = (tool: CataloguedTool, siteUrl: string): Tool => {
  const { definition } = tool
  return {
    name: definition.name,
    title: definition.title,
    icons: [...toolsetIcons(siteUrl, definition.toolset)],
    description: `${definition.listing.summary} Guide: ${toolGuideUri(definition.name)}`,
    inputSchema: shareRepeats(
      listedInput(tool.inputJsonSchema, "", definition.listing.fields) as JsonObject
    ) as Tool["inputSchema"],
    outputSchema: shareRepeats(listedOutputSchema(tool.outputJsonSchema)) as Tool["outputSchema"],
    annotations: annotationsOf(tool),
    ...withView(definition.name)
  }
}

/** The paths of an input schema's fields, as the briefs name them (`a`, `a[].b`): for the listing's test. */
export const inputFieldPaths = (schema: JsonObject): ReadonlyArray<string> => {
  const paths: Array<string> = []
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) for (const member of node) walk(member, path)
    else if (isObject(node)) {
      if (isObject(node.properties))
        for (const [name, child] of Object.entries(node.properties)) {
          const childPath = path === "" ? name : `${path}.${name}`
          paths.push(childPath)
          walk(child, childPath)
        }
      if (node.items !== undefined) walk(node.items, `${path}[]`)
      for (const key of ["anyOf", "oneOf"]) if (Array.isArray(node[key])) walk(node[key], path)
    }
  }
  walk(schema, "")
  return [...new Set(paths)]
}

/** The size a model reads of one listed tool: its name, title, description and input schema. */
export const modelFacingBytes = (tool: Tool) =>
  Buffer.byteLength(
    JSON.stringify({ name: tool.name, title: tool.title, description: tool.description, inputSchema: tool.inputSchema })
  )

/** Tools of the given toolsets (all when none is named). */
export const inToolsets = (tools: ReadonlyArray<CataloguedTool>, toolsets: ReadonlyArray<Toolset> | undefined) =>
  toolsets === undefined ? tools : tools.filter(({ definition }) => toolsets.includes(definition.toolset))
