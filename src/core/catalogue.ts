import { Context } from "effect"
import { toJsonSchema2020, type JsonObject } from "./json-schema.ts"
import type { AnyToolDefinition } from "./tool.ts"

export type ToolStatus = "stable" | "beta" | "deprecated" | "removed"

/**
 * A tool's lifecycle (SPEC "States and transitions"); a tool absent from the table is stable. The
 * table is the `TOOL_LIFECYCLE` constant of src/tools/catalogue.ts, checked against the catalogue at
 * start (makeCatalogue throws on an inconsistent table).
 */
export interface LifecycleEntry {
  readonly status: ToolStatus
  /** Day (YYYY-MM-DD) the deprecation was announced: the RFC 9745 Deprecation header. Required when deprecated. */
  readonly deprecatedAt?: string
  /** Removal date (YYYY-MM-DD, 00:00 UTC) of a deprecated tool: the RFC 8594 Sunset header; on that instant it becomes
   * removed. */
  readonly sunset?: string
  /** The tool to call instead, or null when there is none. */
  readonly replacement?: string | null
  /** Plain-language notice in the body of the deprecated tool's responses; generated when omitted. */
  readonly notice?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Refuses a lifecycle table that names unknown tools, lacks dates, or points at a replacement that cannot be called.
 * */
const checkLifecycle = (names: ReadonlySet<string>, lifecycle: Readonly<Record<string, LifecycleEntry>>) => {
  const problems: Array<string> = []
  for (const [name, entry] of Object.entries(lifecycle)) {
    if (entry.status !== "removed" && !names.has(name))
      problems.push(`${name}: not in the catalogue (only a removed tool may have no definition)`)
    if (entry.status === "deprecated" && !(DAY.test(entry.sunset ?? "") && DAY.test(entry.deprecatedAt ?? "")))
      problems.push(`${name}: a deprecated tool needs deprecatedAt and sunset (YYYY-MM-DD)`)
    if (entry.replacement && (!names.has(entry.replacement) || lifecycle[entry.replacement]?.status === "removed"))
      problems.push(`${name}: replacement ${entry.replacement} is not a callable tool`)
  }
  if (problems.length > 0) throw new Error(`Invalid tool lifecycle table:\n${problems.join("\n")}`)
}

const withNotice = (name: string, entry: LifecycleEntry): LifecycleEntry =>
  entry.status !== "deprecated" || entry.notice !== undefined
    ? entry
    : {
        ...entry,
        notice: `${name} is deprecated since ${entry.deprecatedAt} and will be removed on ${entry.sunset}. ${entry.replacement ? `Use ${entry.replacement} instead.` : "There is no direct replacement."} The migration guide is linked in the Link header.`
      }

/** A catalogued tool with the JSON Schemas derived once from its Effect Schemas. */
export interface CataloguedTool {
  readonly definition: AnyToolDefinition
  readonly inputJsonSchema: JsonObject
  readonly outputJsonSchema: JsonObject
}

export interface CatalogueService {
  readonly tools: ReadonlyArray<CataloguedTool>
  readonly find: (name: string) => CataloguedTool | undefined
  /** Lifecycle at a moment: a deprecated tool past its sunset is removed. Undefined for a name never catalogued. */
  readonly lifecycleAt: (name: string, nowMillis: number) => LifecycleEntry | undefined
  /** The lifecycle statuses of every tool at a moment, as one string: it changes exactly when a status does. */
  readonly lifecycleKey: (nowMillis: number) => string
}

export class Catalogue extends Context.Service<Catalogue, CatalogueService>()("poliergaleio/Catalogue") {}

export const makeCatalogue = (
  definitions: ReadonlyArray<AnyToolDefinition>,
  lifecycle: Readonly<Record<string, LifecycleEntry>> = {}
): CatalogueService => {
  const tools = definitions.map((definition) => ({
    definition,
    inputJsonSchema: toJsonSchema2020(definition.input, {
      title: definition.name,
      description: definition.description
    }),
    outputJsonSchema: toJsonSchema2020(definition.output, { title: `${definition.name} result` })
  }))
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]))
  checkLifecycle(new Set(byName.keys()), lifecycle)
  const table = Object.fromEntries(Object.entries(lifecycle).map(([name, entry]) => [name, withNotice(name, entry)]))
  return {
    tools,
    find: (name) => byName.get(name),
    lifecycleAt: (name, nowMillis) => {
      const entry = table[name]
      if (entry === undefined) return byName.has(name) ? { status: "stable" } : undefined
      if (
        entry.status === "deprecated" &&
        entry.sunset !== undefined &&
        nowMillis >= Date.parse(`${entry.sunset}T00:00:00Z`)
      ) {
        return { ...entry, status: "removed" }
      }
      return entry
    },
    lifecycleKey(nowMillis) {
      return Object.keys(table)
        .map((name) => this.lifecycleAt(name, nowMillis)?.status)
        .join(",")
    }
  }
}

/**
 * A document derived from the catalogue (tool list, OpenAPI, manifest ...), built once and again only
 * when a tool's lifecycle status changes: discovery answers are prebuilt, not rebuilt per request.
 */
export const memoByLifecycle = <A>(catalogue: CatalogueService, build: (nowMillis: number) => A) => {
  let builtFor: string | undefined
  let document: A
  return (nowMillis: number): A => {
    const key = catalogue.lifecycleKey(nowMillis)
    if (key !== builtFor) {
      document = build(nowMillis)
      builtFor = key
    }
    return document
  }
}
