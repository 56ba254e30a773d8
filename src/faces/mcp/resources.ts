// MCP resources: the Cyprus rules as the tools apply them, read-only, each with its sources. Built once
// per site address from the rules' own exports (src/rules), never per request: resources/list,
// resources/templates/list and each resources/read are prebuilt answers. The chart views (MCP Apps, views.ts) are
// listed and read here too.
import type {
  ListResourcesResult,
  ListResourceTemplatesResult,
  ReadResourceResult,
  Resource
} from "@modelcontextprotocol/server"
import { migrationGuideUrl } from "../../core/migrations.ts"
import { siteMarkIcons } from "./icons.ts"
import { toolGuideTemplate } from "./listing.ts"
import { mcpViews } from "./views.ts"
import { API_VERSION, CHANGELOG } from "../../core/version.ts"
import { CGT_RULES } from "../../rules/capital-gains.ts"
import { COMPANY_RULES } from "../../rules/company.ts"
import { ANNUAL_CPI, CPI_BASE, MONTHLY_CPI, MONTHLY_CPI_SCALE } from "../../rules/cpi.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import { INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import { SOCIAL_INSURANCE_RULES } from "../../rules/social-insurance.ts"
import { SOURCES, type SourceId } from "../../rules/sources.ts"
import { STOCK_OPTION_RULES } from "../../rules/stock-options.ts"

export const RULES_TEMPLATE = "poliergaleio://rules/{topic}/{year}"
export const rulesUri = (topic: string, year: number) => `poliergaleio://rules/${topic}/${year}`

/** The rule tables by topic: the tables the tools read, keyed by tax year. */
export const RULE_TOPICS: Readonly<
  Record<string, { readonly title: string; readonly tables: Readonly<Record<number, unknown>> }>
> = {
  "income-tax": { title: "Personal income tax (bands, deductions, article 8 exemptions)", tables: INCOME_TAX_RULES },
  "social-insurance": {
    title: "Social Insurance contributions (rates, insurable earnings ceiling)",
    tables: SOCIAL_INSURANCE_RULES
  },
  gesy: { title: "GESY (General Healthcare System) contributions", tables: GESY_RULES },
  company: {
    title: "Company taxation (corporate tax, deemed distribution, employer contributions)",
    tables: COMPANY_RULES
  },
  "capital-gains": { title: "Capital gains tax on Cyprus immovable property", tables: CGT_RULES },
  "stock-options": { title: "Stock options and approved share schemes", tables: STOCK_OPTION_RULES }
}

export const yearsOf = (topic: string): ReadonlyArray<number> =>
  Object.keys(RULE_TOPICS[topic]?.tables ?? {}).map(Number)

const isSourceId = (id: unknown): id is SourceId => typeof id === "string" && Object.hasOwn(SOURCES, id)

/** Every source id named by a `sources` list anywhere in a table, in order of first appearance. */
export const sourceIdsIn = (value: unknown, found: Set<SourceId> = new Set()): Set<SourceId> => {
  if (Array.isArray(value)) for (const item of value) sourceIdsIn(item, found)
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "sources" && Array.isArray(inner)) for (const id of inner.filter(isSourceId)) found.add(id)
      else sourceIdsIn(inner, found)
    }
  }
  return found
}

const withSources = (document: Record<string, unknown>, table: unknown) => ({
  ...document,
  sources: [...sourceIdsIn(table)].map((id) => SOURCES[id])
})

/** The CPI resource as a result links it (resource-links.ts). */
export const cpiResource = {
  type: "resource_link" as const,
  uri: "poliergaleio://cpi",
  name: "cpi",
  title: "Cyprus consumer price index (annual and monthly)",
  mimeType: "application/json"
}

interface Entry {
  readonly resource: Resource
  readonly body: unknown
}

const json = (
  siteUrl: string,
  uri: string,
  name: string,
  title: string,
  description: string,
  body: unknown
): Entry => ({
  resource: {
    uri,
    name,
    title,
    description,
    icons: [...siteMarkIcons(siteUrl)],
    mimeType: "application/json",
    annotations: { audience: ["assistant", "user"] }
  },
  body
})

const entries = (siteUrl: string): ReadonlyArray<Entry> => [
  ...Object.entries(RULE_TOPICS).flatMap(([topic, { title, tables }]) =>
    Object.entries(tables).map(([year, table]) =>
      json(
        siteUrl,
        rulesUri(topic, Number(year)),
        `rules-${topic}-${year}`,
        `${title}, tax year ${year}`,
        `The ${topic} rules the calculators apply for tax year ${year}: every figure with its rule, legal basis and the ids of the sources it was checked against (listed in sources).`,
        withSources({ topic, year: Number(year), title, rules: table }, table)
      )
    )
  ),
  json(
    siteUrl,
    "poliergaleio://cpi",
    "cpi",
    "Cyprus consumer price index (annual and monthly)",
    "The CPI series used to index acquisition costs (capital gains tax): annual averages (2015 = 100) and the Tax Department's monthly indexation table, with their sources.",
    withSources(
      { annual: { base: CPI_BASE, ...ANNUAL_CPI }, monthly: { scale: MONTHLY_CPI_SCALE, values: MONTHLY_CPI } },
      [ANNUAL_CPI, MONTHLY_CPI]
    )
  ),
  json(
    siteUrl,
    "poliergaleio://changelog",
    "changelog",
    `API changelog (current version ${API_VERSION})`,
    "The versions of the API, oldest first, with what changed, the tool changes and the update steps; each version links its migration guide.",
    {
      apiVersion: API_VERSION,
      versions: CHANGELOG.map((entry) => ({ ...entry, migrationGuide: migrationGuideUrl(siteUrl, entry.version) })),
      sources: [{ title: "Migration guides of this service", url: `${siteUrl}/migrations` }]
    }
  )
]

interface McpResources {
  readonly list: ListResourcesResult
  readonly templates: ListResourceTemplatesResult
  /** The answer to resources/read of a URI; undefined for an unknown one. */
  readonly read: (uri: string) => ReadResourceResult | undefined
}

const built = new Map<string, McpResources>()

export const mcpResources = (siteUrl: string): McpResources => {
  const known = built.get(siteUrl)
  if (known !== undefined) return known
  const all = entries(siteUrl).map(({ resource, body }) => ({ resource, text: JSON.stringify(body, null, 1) }))
  const contents = new Map(
    all.map(({ resource, text }): [string, ReadResourceResult] => [
      resource.uri,
      { contents: [{ uri: resource.uri, mimeType: "application/json", text }] }
    ])
  )
  const views = mcpViews()
  const resources: McpResources = {
    list: {
      resources: [
        ...all.map(({ resource, text }) => ({ ...resource, size: Buffer.byteLength(text) })),
        ...views.resources.map((view) => ({ ...view, icons: [...siteMarkIcons(siteUrl)] }))
      ]
    },
    templates: {
      resourceTemplates: [
        {
          uriTemplate: RULES_TEMPLATE,
          name: "rules",
          title: "Cyprus rules by topic and tax year",
          description: `The rule table of one topic (${Object.keys(RULE_TOPICS).join(", ")}) for one tax year, with its sources; completion/complete suggests topics and years.`,
          mimeType: "application/json"
        },
        toolGuideTemplate
      ]
    },
    read: (uri) => contents.get(uri) ?? views.read(uri)
  }
  built.set(siteUrl, resources)
  return resources
}
