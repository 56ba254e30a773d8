import type { ResourceLink } from "@modelcontextprotocol/server"
import { ANNUAL_CPI, MONTHLY_CPI } from "../../rules/cpi.ts"
import type { SourceId } from "../../rules/sources.ts"
import { cpiResource, RULE_TOPICS, rulesUri, sourceIdsIn } from "./resources.ts"

/**
 * `resource_link` items of a tool result (MCP 2025-06-18 on): the rule resources its figures cite. A traced
 * figure carries its tax year and the ids of its sources; a rule table of that year that cites one of those
 * sources is linked, so an assistant can open the law behind a figure. Derived from the result and the rule
 * tables alone: no tool lists its topics by hand.
 */

/** At most this many links a result (a result cites a few topics; the cap bounds a forged trace list too). */
const MAX_LINKS = 8

/** The rule tables by year, each with the source ids it cites: built once. */
const TABLES: ReadonlyArray<{ topic: string; title: string; year: number; sources: ReadonlySet<SourceId> }> =
  Object.entries(RULE_TOPICS).flatMap(([topic, { title, tables }]) =>
    Object.entries(tables).map(([year, table]) => ({ topic, title, year: Number(year), sources: sourceIdsIn(table) }))
  )
const CPI_SOURCES = sourceIdsIn([ANNUAL_CPI, MONTHLY_CPI])

/** The (year, source id) pairs of a result's traced figures: objects with a numeric `year` and a `sources` list. */
const citedSources = (value: unknown, found: Map<number, Set<string>>, anyYear: Set<string>): void => {
  if (Array.isArray(value)) {
    for (const item of value) citedSources(item, found, anyYear)
    return
  }
  if (value === null || typeof value !== "object") return
  const node = value as { year?: unknown; sources?: unknown }
  if (Array.isArray(node.sources)) {
    const ids = node.sources.filter((id): id is string => typeof id === "string")
    for (const id of ids) anyYear.add(id)
    if (typeof node.year === "number") {
      const ofYear = found.get(node.year) ?? new Set<string>()
      for (const id of ids) ofYear.add(id)
      found.set(node.year, ofYear)
    }
  }
  for (const inner of Object.values(value))
    if (inner !== null && typeof inner === "object") citedSources(inner, found, anyYear)
}

/** The rule resources a result's figures cite, as resource_link content items. */
export const ruleLinksOf = (structuredContent: unknown): Array<ResourceLink> => {
  const byYear = new Map<number, Set<string>>()
  const anyYear = new Set<string>()
  citedSources(structuredContent, byYear, anyYear)
  const links: Array<ResourceLink> = []
  for (const table of TABLES) {
    const cited = byYear.get(table.year)
    if (cited === undefined || ![...cited].some((id) => table.sources.has(id as SourceId))) continue
    links.push({
      type: "resource_link",
      uri: rulesUri(table.topic, table.year),
      name: `rules-${table.topic}-${table.year}`,
      title: `${table.title}, tax year ${table.year}`,
      mimeType: "application/json"
    })
  }
  if ([...anyYear].some((id) => CPI_SOURCES.has(id as SourceId))) links.push(cpiResource)
  return links.slice(0, MAX_LINKS)
}

/** Whether a client of this protocol revision knows resource_link content (2025-06-18 and later). */
export const acceptsResourceLinks = (protocolVersion: string | undefined) =>
  protocolVersion !== undefined && protocolVersion >= "2025-06-18"
