import { Context, Layer } from "effect"
import { toJsonSchema2020, type JsonObject } from "./json-schema.ts"
import type { ToolDefinition } from "./tool.ts"

export type ToolStatus = "stable" | "beta" | "deprecated" | "removed"

/** A tool's lifecycle (SPEC "States and transitions"); a tool absent from the table is stable. */
export interface LifecycleEntry {
  readonly status: ToolStatus
  /** RFC 8594 removal date (YYYY-MM-DD) of a deprecated tool; on that day it becomes removed. */
  readonly sunset?: string
  readonly replacement?: string | null
  readonly notice?: string
}

/** A catalogued tool with the JSON Schemas derived once from its Effect Schemas. */
export interface CataloguedTool {
  readonly definition: ToolDefinition<any, any, any>
  readonly inputJsonSchema: JsonObject
  readonly outputJsonSchema: JsonObject
}

export interface CatalogueService {
  readonly tools: ReadonlyArray<CataloguedTool>
  readonly find: (name: string) => CataloguedTool | undefined
  /** Lifecycle at a moment: a deprecated tool past its sunset is removed. Undefined for a name never catalogued. */
  readonly lifecycleAt: (name: string, nowMillis: number) => LifecycleEntry | undefined
}

export class Catalogue extends Context.Service<Catalogue, CatalogueService>()("poliergaleio/Catalogue") {}

export const makeCatalogue = (
  definitions: ReadonlyArray<ToolDefinition<any, any, any>>,
  lifecycle: Readonly<Record<string, LifecycleEntry>> = {}
): CatalogueService => {
  const tools = definitions.map((definition) => ({
    definition,
    inputJsonSchema: toJsonSchema2020(definition.input, { title: definition.name, description: definition.description }),
    outputJsonSchema: toJsonSchema2020(definition.output, { title: `${definition.name} result` })
  }))
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]))
  return {
    tools,
    find: (name) => byName.get(name),
    lifecycleAt: (name, nowMillis) => {
      const entry = lifecycle[name]
      if (entry === undefined) return byName.has(name) ? { status: "stable" } : undefined
      if (entry.status === "deprecated" && entry.sunset !== undefined && nowMillis >= Date.parse(`${entry.sunset}T00:00:00Z`)) {
        return { ...entry, status: "removed" }
      }
      return entry
    }
  }
}

export const catalogueLayer = (
  definitions: ReadonlyArray<ToolDefinition<any, any, any>>,
  lifecycle?: Readonly<Record<string, LifecycleEntry>>
) => Layer.succeed(Catalogue, makeCatalogue(definitions, lifecycle))
