import type { HttpRouter } from "effect/http"
import type { OpenApi } from "effect/http-api"
import type { ServiceConfig } from "../../services/config.ts"
import type { CatalogueService, CataloguedTool } from "../../core/catalogue.ts"
import { allMigrationGuides, migrationGuideUrl } from "../../core/migrations.ts"
import { API_VERSION, CHANGELOG, MINIMUM_CLIENT_VERSION } from "../../core/version.ts"
import { DEFAULT_LIMITS } from "../../services/quotas/quotas.ts"
import { LIFETIMES, OAUTH_SCOPES, oauthUrls } from "../../services/oauth/settings.ts"
import { escapeHtml, layout } from "../web/pages.ts"
import { siteMarkIcons } from "../mcp/icons.ts"
import type { LatestMigration, Policy } from "./discovery-schemas.ts"

// The discovery documents of SPEC ("What the service does", "Versioning"), all derived from the
// catalogue, the lifecycle table and the changelog: nothing here is written twice.

const callable = (catalogue: CatalogueService, nowMillis: number) =>
  catalogue.tools.filter(({ definition }) => catalogue.lifecycleAt(definition.name, nowMillis)?.status !== "removed")

const documentUrls = (config: ServiceConfig) => ({
  openApi: `${config.siteUrl}/poliergaleio-openapi.json`,
  calculatorsOpenApi: `${config.siteUrl}/poliergaleio-openapi-calculators.json`,
  savedCalculationsOpenApi: `${config.siteUrl}/poliergaleio-openapi-saved-calculations.json`,
  rulesOpenApi: `${config.siteUrl}/poliergaleio-openapi-rules.json`,
  lifecycleSchema: `${config.siteUrl}/poliergaleio-lifecycle-error.schema.json`,
  developers: `${config.siteUrl}/developers.txt`,
  manifest: `${config.siteUrl}/.well-known/mcp.json`,
  migrations: `${config.siteUrl}/migrations`,
  docs: `${config.baseUrl}/docs`
})

/** GET /migrations/latest (SPEC "GET /migrations/latest"). */
export const latestMigration = (config: ServiceConfig): LatestMigration => {
  const guides = allMigrationGuides(config.siteUrl)
  const latest = guides.at(-1)!
  return {
    apiVersion: API_VERSION,
    version: latest.version,
    url: latest.url,
    sections: latest.sections,
    anchors: latest.sections,
    allGuides: guides,
    migrationsIndex: `${config.siteUrl}/migrations`,
    minimumClientVersion: MINIMUM_CLIENT_VERSION
  }
}

/** GET /policy: the deprecation and sunset policy, from the same data as the lifecycle errors. */
export const policy = (config: ServiceConfig, catalogue: CatalogueService, nowMillis: number): Policy => ({
  apiVersion: API_VERSION,
  minimumClientVersion: MINIMUM_CLIENT_VERSION,
  deprecation: {
    noticePeriodDays: 90,
    announcement:
      'A tool is deprecated at least 90 days before its sunset date. Until then it keeps working and every response of it carries Deprecation (RFC 9745, @<unix seconds> of the deprecation), Sunset (RFC 8594, HTTP date), a Link to its migration guide (rel="deprecation") and a plain-language notice field in the body. /tools and the MCP tools/list show its status and sunset.',
    atSunset:
      "On the sunset date (00:00 UTC) the tool is removed without a restart: calls answer 410 with code tool_gone, the replacement (or null), the migration guide and the tools available now; it leaves MCP tools/list."
  },
  errors: {
    410: "tool_gone: the tool was removed after its sunset. The body names the replacement and lists every callable tool. Headers: Deprecation: true, Sunset, X-Migration-Guide, Link.",
    426: `upgrade_required: X-Client-Version is below ${MINIMUM_CLIENT_VERSION}. The body lists every migration guide between your version and ${API_VERSION}, oldest first (migrationPath).`,
    400: "A malformed X-Client-Version (not x.y.z) is a 400, not a 426."
  },
  migrationGuides: {
    index: `${config.siteUrl}/migrations`,
    latest: `${config.baseUrl}/migrations/latest`,
    pattern: `${config.siteUrl}/migrations/v<x-y-z>`
  },
  lifecycleErrorSchema: `${config.baseUrl}/schemas/errors/lifecycle`,
  tools: catalogue.tools.map(({ definition }) => {
    const entry = catalogue.lifecycleAt(definition.name, nowMillis)
    return {
      name: definition.name,
      status: entry?.status ?? "stable",
      sunset: entry?.sunset ?? null,
      replacement: entry?.replacement ?? null
    }
  })
})

const guidePage = (config: ServiceConfig, version: string) => {
  const entry = CHANGELOG.find((e) => e.version === version)!
  return layout(
    `Migrating to API ${version}${entry.breaking ? " (breaking)" : ""}`,
    `<div class="prose">
<p>${escapeHtml(entry.summary)}</p>
<h2 id="what-changed">What changed</h2><p>${escapeHtml(entry.whatChanged)}</p>
<h2 id="tool-changes">Tool changes</h2><p>${escapeHtml(entry.toolChanges)}</p>
<h2 id="update-steps">Update steps</h2><ol>${entry.updateSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>
<p><a href="${config.siteUrl}/migrations">All migration guides</a></p></div>`,
    { current: "/migrations" }
  )
}

const pathOf = (url: string): HttpRouter.PathInput => `/${new URL(url).pathname.slice(1)}`

/** HTML pages of the guides, by path ("/migrations/v5-0-0"), and the index ("/migrations"). */
export const migrationPages = (config: ServiceConfig): ReadonlyMap<HttpRouter.PathInput, string> => {
  const pages = new Map<HttpRouter.PathInput, string>()
  for (const entry of CHANGELOG)
    pages.set(pathOf(migrationGuideUrl(config.siteUrl, entry.version)), guidePage(config, entry.version))
  pages.set(
    "/migrations",
    layout(
      "Changelog and migration guides",
      `<div class="prose"><p>Current API version ${API_VERSION}; oldest supported client ${MINIMUM_CLIENT_VERSION}. Newest first; each version links its migration guide.</p><ul>
${[...CHANGELOG]
  .reverse()
  .map(
    (e) =>
      `<li><a href="${migrationGuideUrl(config.siteUrl, e.version)}">${e.version}</a>${e.breaking ? " (breaking)" : ""}: ${escapeHtml(e.summary)}</li>`
  )
  .join("\n")}
</ul></div>`,
      { current: "/migrations" }
    )
  )
  return pages
}

/** The component schemas `paths` refers to, directly or through other components: a partial document carries no unused
 * ones. */
const schemasUsedBy = (paths: unknown, schemas: OpenApi.OpenAPISpec["components"]["schemas"]) => {
  const used = new Set<string>()
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name !== undefined && !used.has(name)) {
        used.add(name)
        visit(schemas[name])
      }
    }
  }
  visit(paths)
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)))
}

const tagsOf = (operation: unknown): ReadonlyArray<string> =>
  (operation as { readonly tags?: ReadonlyArray<string> }).tags ?? []

const METHODS: ReadonlyArray<OpenApi.OpenAPISpecMethodName> = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace"
]

/**
 * The OpenAPI 3.1 documents, derived from the HttpApi: the full one (the tools and the service GETs: 32
 * operations), the 19-tool and 6-tool descriptions for platforms that import at most 30 operations, and the
 * rules (GET /rules, /rules/<id>), which the full one leaves out to keep its published count. Key-only
 * tools carry the API key security (the full document) or OAuth 2 (the 6-tool document). Deprecated
 * tools are marked deprecated; removed tools are left out.
 */
export const openApiDocuments = (
  base: OpenApi.OpenAPISpec,
  config: ServiceConfig,
  catalogue: CatalogueService,
  nowMillis: number
) => {
  const toolPath = (tool: CataloguedTool) => `/tools/${tool.definition.name}`
  const status = (tool: CataloguedTool) => catalogue.lifecycleAt(tool.definition.name, nowMillis)?.status
  const removedPaths = new Set(catalogue.tools.filter((t) => status(t) === "removed").map(toolPath))
  const keyPaths = new Set(catalogue.tools.filter((t) => t.definition.access === "key").map(toolPath))
  const deprecatedPaths = new Set(catalogue.tools.filter((t) => status(t) === "deprecated").map(toolPath))
  const writePaths = new Set(catalogue.tools.filter((t) => !t.definition.readOnly).map(toolPath))
  const idempotencyKeyParameter = {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    schema: { type: "string", minLength: 1, maxLength: 255 },
    description:
      "1-255 visible ASCII characters (a fresh UUID): a retry with the same key and body within 24 hours gets the first answer (Idempotent-Replayed: true) instead of a second write."
  }
  const apiKeyScheme = {
    type: "apiKey",
    in: "header",
    name: "x-api-key",
    description: `A free key from ${config.siteUrl}/account; never in a URL.`
  }
  const oauth = oauthUrls(config.baseUrl)
  const oauthScheme = {
    type: "oauth2",
    description: `Sign-in to the poliergaleio account system (authorization code with PKCE S256; client_secret_basic or client_secret_post). Register the platform's exact callback URL as a confidential client on the account page; enter <OAUTH_CLIENT_ID> and <OAUTH_CLIENT_SECRET> in the platform's connector settings. Access tokens last ${LIFETIMES.accessToken / 60} minutes, refresh tokens ${LIFETIMES.refreshToken / 86400} days. Metadata: ${oauth.metadata} (RFC 8414), ${oauth.resourceMetadata} (RFC 9728).`,
    flows: {
      authorizationCode: {
        authorizationUrl: oauth.authorization,
        tokenUrl: oauth.token,
        refreshUrl: oauth.token,
        scopes: OAUTH_SCOPES
      }
    }
  }

  const build = (keep: (path: string) => boolean, security: "apiKey" | "oauth2" | "none", title: string) => {
    const paths: Record<string, Record<string, unknown>> = {}
    for (const [path, item] of Object.entries(base.paths)) {
      if (removedPaths.has(path) || !keep(path)) continue
      paths[path] = Object.fromEntries(
        METHODS.flatMap((method) => {
          const operation = item[method]
          return operation === undefined
            ? []
            : [
                [
                  method,
                  {
                    ...operation,
                    ...(deprecatedPaths.has(path) ? { deprecated: true } : {}),
                    ...(writePaths.has(path) ? { parameters: [...operation.parameters, idempotencyKeyParameter] } : {}),
                    ...(keyPaths.has(path) && security === "apiKey" ? { security: [{ apiKey: [] }] } : {}),
                    ...(keyPaths.has(path) && security === "oauth2"
                      ? { security: [{ oauth2: ["read", "write"] }] }
                      : {}),
                    ...(path === "/whoami" ? { security: [{ apiKey: [] }] } : {})
                  }
                ]
              ]
        })
      )
    }
    const securitySchemes =
      security === "oauth2" ? { oauth2: oauthScheme } : security === "apiKey" ? { apiKey: apiKeyScheme } : {}
    const tagsUsed = new Set(
      Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => tagsOf(operation)))
    )
    return {
      ...base,
      info: { ...base.info, title },
      tags: base.tags.filter((tag) => tagsUsed.has(tag.name)),
      servers: [{ url: config.baseUrl }],
      paths,
      components: { ...base.components, schemas: schemasUsedBy(paths, base.components.schemas), securitySchemes }
    }
  }
  const isTool = (path: string) => path.startsWith("/tools/") && path !== "/tools"
  const isRule = (path: string) => path === "/rules" || path.startsWith("/rules/")
  return {
    full: build((path) => !isRule(path), "apiKey", "poliergaleio: Cyprus financial calculation service"),
    calculators: build(
      (path) => isTool(path) && !keyPaths.has(path),
      "none",
      "poliergaleio calculators (no authentication)"
    ),
    savedCalculations: build((path) => keyPaths.has(path), "oauth2", "poliergaleio saved calculations (OAuth sign-in)"),
    rules: build(isRule, "none", "poliergaleio rules: Cyprus tax and social insurance parameters by year")
  }
}

/** The schema of the MCP Registry's server.json this document follows (not published on npm: checked by its shape). */
export const REGISTRY_SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"

/**
 * The registry name of this deployment: the site's host reversed, as the registry's DNS authentication
 * proves it (https://poliergaleio.cy -> cy.poliergaleio/poliergaleio).
 */
export const registryName = (siteUrl: string) =>
  `${new URL(siteUrl).hostname.split(".").reverse().join(".")}/poliergaleio`

/**
 * {base_url}/server.json: this deployment as the MCP Registry describes a server (docs/mcp.md "MCP Registry"):
 * the remote endpoint, and the stdio package that serves the same tools from a checkout.
 */
export const registryServerJson = (config: ServiceConfig) => ({
  $schema: REGISTRY_SCHEMA,
  name: registryName(config.siteUrl),
  title: "poliergaleio",
  description: "Cyprus tax, social insurance, pension, mortgage and household calculators, each figure cited.",
  version: API_VERSION,
  websiteUrl: config.siteUrl,
  icons: [...siteMarkIcons(config.siteUrl)],
  remotes: [{ type: "streamable-http", url: `${config.baseUrl}/mcp` }],
  packages: [
    {
      registryType: "npm",
      identifier: "poliergaleio",
      version: API_VERSION,
      transport: { type: "stdio" },
      environmentVariables: [
        {
          name: "POLIERGALEIO_URL",
          description: "The service the key-only tools are forwarded to (optional: the calculators run locally)",
          isRequired: false
        },
        {
          name: "POLIERGALEIO_API_KEY",
          description: "An API key for the saved calculations (optional)",
          isRequired: false,
          isSecret: true
        }
      ]
    }
  ]
})

/** {site_url}/.well-known/mcp.json: the discovery manifest. */
export const mcpManifest = (config: ServiceConfig, catalogue: CatalogueService, nowMillis: number) => {
  const tools = callable(catalogue, nowMillis)
  const urls = documentUrls(config)
  return {
    name: "poliergaleio",
    title: "poliergaleio: Cyprus personal-finance and tax calculators",
    version: API_VERSION,
    description:
      "Calculators for Cyprus income tax, social insurance, pensions, capital gains, mortgages, household planning and portfolios. Results are estimates, not tax advice.",
    endpoint: {
      url: `${config.baseUrl}/mcp`,
      transport: "streamable-http",
      stateless: true,
      protocolVersion: "2025-11-25"
    },
    authentication: {
      anonymous: `The ${tools.filter((t) => t.definition.access === "anonymous").length} calculators need no account.`,
      apiKey: {
        header: "x-api-key",
        tools: tools.filter((t) => t.definition.access === "key").map((t) => t.definition.name),
        obtain: `${config.siteUrl}/account`
      },
      oauth: {
        description:
          "The same tools with Authorization: Bearer <access token> (authorization code with PKCE; register the platform's callback URL on the account page).",
        protectedResourceMetadata: `${config.baseUrl}/.well-known/oauth-protected-resource`,
        authorizationServerMetadata: `${config.baseUrl}/.well-known/oauth-authorization-server`,
        scopes: ["read", "write"]
      }
    },
    toolCount: tools.length,
    tools: tools.map(({ definition }) => ({
      name: definition.name,
      title: definition.title,
      requiresApiKey: definition.access === "key",
      schema: `${config.baseUrl}/schemas/${definition.name}`
    })),
    links: {
      schemas: `${config.baseUrl}/schemas`,
      openApi: urls.openApi,
      calculatorsOpenApi: urls.calculatorsOpenApi,
      savedCalculationsOpenApi: urls.savedCalculationsOpenApi,
      rules: `${config.baseUrl}/rules`,
      rulesOpenApi: urls.rulesOpenApi,
      developers: urls.developers,
      migrations: urls.migrations,
      docs: urls.docs
    }
  }
}

/** {site_url}/developers.txt: the plain-text developer reference. */
export const developersText = (config: ServiceConfig, catalogue: CatalogueService, nowMillis: number) => {
  const tools = callable(catalogue, nowMillis)
  const [anonMinute, anonDay, anonWeek] = DEFAULT_LIMITS.anonymous
  const [keyMinute, keyDay, keyWeek] = DEFAULT_LIMITS.keyed
  const lines = [
    `poliergaleio ${API_VERSION}: Cyprus personal-finance and tax calculators (REST and MCP)`,
    "Results are estimates, not tax advice. Do not re-implement Cyprus rules: call the tools.",
    "",
    "ENDPOINTS",
    `  POST ${config.baseUrl}/tools/<tool_name>   JSON body, Content-Type: application/json`,
    `  MCP  ${config.baseUrl}/mcp                 Streamable HTTP, stateless`,
    `  GET  ${config.baseUrl}/tools, /schemas, /schemas/<tool_name>, /schemas/errors/lifecycle, /version, /policy, /migrations/latest, /whoami`,
    `  GET  ${config.baseUrl}/rules, /rules/<id>   the rules by tax year or period, each with its law and sources`,
    `  OpenAPI 3.1: ${documentUrls(config).openApi} (and -calculators.json, -saved-calculations.json, -rules.json)`,
    "",
    "RESULTS",
    '  { structuredContent: {..., assumptions}, content: [{type: "text", text}], apiVersion }. Prefer structuredContent;',
    "  assumptions lists the defaults and exclusions actually used. Schema examples are never defaults.",
    "",
    "HEADERS",
    "  x-api-key         API key (key-only tools; never in a URL)",
    "  x-guest-id        opaque id separating your anonymous quota from others on your address",
    "  X-Request-Id      echoed (generated when absent); equals requestId in error bodies",
    `  X-Client-Version  your client's x.y.z; below ${MINIMUM_CLIENT_VERSION} answers 426`,
    `  X-API-Version     on every response: ${API_VERSION}`,
    "  Idempotency-Key   save/update/delete over REST: a retry with the same key and body gets the first answer",
    "",
    "ERRORS (JSON: error, code, requestId, guestId, apiVersion)",
    "  400 invalid_input (fieldErrors, hint)  401 unauthorized  404 tool_not_found / calculation_not_found",
    "  410 tool_gone  426 upgrade_required (lifecycle body; branch on code)  413 payload_too_large",
    "  429 rate_limited (Retry-After; scope key | account | anonymous | ip)  500 internal_error",
    "  409 idempotency_in_progress  422 idempotency_key_reused / calculation_too_costly (send a smaller input)",
    "  503 overloaded (heavy calculations at capacity) / service_unavailable (database down): Retry-After",
    "",
    "LIMITS",
    `  anonymous: ${anonMinute}/minute, ${anonDay}/day, ${anonWeek}/week per address (and x-guest-id)`,
    `  with a key: ${keyMinute}/minute, ${keyDay}/day, ${keyWeek}/week per key and per account`,
    "  keys: at most 10 active per account, 3 new per 24 hours",
    "",
    "VERSIONING",
    ...[...CHANGELOG].reverse().map((e) => `  ${e.version}${e.breaking ? " (breaking)" : ""}: ${e.summary}`),
    `  Migration guides: ${config.siteUrl}/migrations; newest: ${config.baseUrl}/migrations/latest`,
    "",
    `TOOLS (${tools.length})`
  ]
  for (const { definition, inputJsonSchema } of tools) {
    const entry = catalogue.lifecycleAt(definition.name, nowMillis)
    const required = (inputJsonSchema.required as Array<string> | undefined) ?? []
    const example = (inputJsonSchema.examples as Array<unknown> | undefined)?.[0]
    lines.push(
      "",
      `${definition.name}${definition.access === "key" ? "  [API key]" : ""}${entry?.status && entry.status !== "stable" ? `  [${entry.status}${entry.sunset ? `, sunset ${entry.sunset}` : ""}]` : ""}`,
      `  ${definition.description}`,
      `  required: ${required.length ? required.join(", ") : "(none)"}`,
      `  example: ${JSON.stringify(example ?? {})}`
    )
  }
  return `${lines.join("\n")}\n`
}
