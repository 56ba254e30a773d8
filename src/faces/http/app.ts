import { Clock, Context, Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder, HttpApiScalar, OpenApi } from "effect/http-api"
import { Accounts } from "../../services/accounts/accounts.ts"
import type { ServiceConfig } from "../../services/config.ts"
import { Catalogue, memoByLifecycle, type CatalogueService } from "../../core/catalogue.ts"
import { describeFailure, type ResponseMeta } from "../../calls/error-response.ts"
import { MethodNotAllowed, RouteNotFound, ToolNotFound, type CallFailure } from "../../core/errors.ts"
import { lifecycleErrorJsonSchema } from "../../core/lifecycle-error.ts"
import { migrationGuideUrl } from "../../core/migrations.ts"
import { callTool, checkClientVersion, type CallServices } from "../../calls/pipeline.ts"
import { deprecationHeaders, successBody } from "../../core/result.ts"
import { API_VERSION, CHANGELOG, MINIMUM_CLIENT_VERSION } from "../../core/version.ts"
import { Quotas } from "../../services/quotas/quotas.ts"
import { answerMcpRequest, makeMcpServer, MAX_MCP_ANSWER_CHARS, mcpBatchProblem } from "../mcp/server.ts"
import { SavedCalculations } from "../../services/saved/saved-calculations.ts"
import { accountRoutes } from "../web/account-routes.ts"
import { makeHttpApi } from "./api.ts"
import { readJsonBody } from "./body.ts"
import { callContextOf } from "./call-context.ts"
import { developersText, latestMigration, mcpManifest, migrationPages, openApiDocuments, policy } from "./discovery.ts"
import { requestMiddleware } from "./middleware.ts"
import { RequestLogEntry } from "./request-log.ts"
import { cachedJsonDocument, errorJson, json } from "./respond.ts"
import { whoami } from "./whoami.ts"

/** The whole HTTP face: REST (an HttpApi derived from the catalogue), discovery documents and /mcp. */
export const makeAppLayer = (config: ServiceConfig, catalogue: CatalogueService) =>
  Layer.unwrap(Effect.map(Effect.context<Accounts | Quotas | SavedCalculations>(), (services) => makeRoutes(config, catalogue, Context.add(services, Catalogue, catalogue))))

const makeRoutes = (config: ServiceConfig, catalogue: CatalogueService, callServices: Context.Context<CallServices>) => {
  const api = makeHttpApi(catalogue)

  const responseMeta = (request: HttpServerRequest.HttpServerRequest) =>
    Effect.map(Clock.currentTimeMillis, (nowMillis): ResponseMeta => {
      const context = callContextOf(request, config)
      return { requestId: context.requestId, guestId: context.guestId, baseUrl: config.baseUrl, siteUrl: config.siteUrl, nowMillis }
    })

  const failWith = (failure: CallFailure) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      const response = describeFailure(failure, yield* responseMeta(request), catalogue)
      const code = response.body.code
      if (typeof code === "string") (yield* RequestLogEntry).code = code
      return errorJson(response)
    })

  const restToolCall = (name: string) =>
    Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      ;(yield* RequestLogEntry).tool = name
      const context = callContextOf(request, config)
      const success = yield* callTool(name, readJsonBody(request, config.maxBodyBytes), context)
      const guide = migrationGuideUrl(config.siteUrl, API_VERSION)
      return json(200, successBody(success), deprecationHeaders(success, guide))
    }).pipe(Effect.catch(failWith), Effect.provideContext(callServices))

  const toolsGroup = HttpApiBuilder.group(api, "tools" as never, (handlers: any) =>
    Effect.succeed(
      catalogue.tools.reduce((builder, { definition }) => builder.handleRaw(definition.name, () => restToolCall(definition.name)), handlers)
    )) as unknown as Layer.Layer<never>

  const toolListDocument = (nowMillis: number) => ({
    apiVersion: API_VERSION,
    tools: catalogue.tools.map(({ definition }) => {
      const lifecycle = catalogue.lifecycleAt(definition.name, nowMillis)
      return {
        name: definition.name,
        title: definition.title,
        description: definition.description,
        status: lifecycle?.status ?? "stable",
        ...(lifecycle?.sunset ? { sunset: lifecycle.sunset } : {}),
        ...(lifecycle?.replacement !== undefined ? { replacement: lifecycle.replacement } : {}),
        access: definition.access,
        requiresApiKey: definition.access === "key",
        url: `${config.baseUrl}/tools/${definition.name}`,
        schemaUrl: `${config.baseUrl}/schemas/${definition.name}`
      }
    })
  })
  const schemaDocument = (name: string) => {
    const tool = catalogue.find(name)
    return tool && { ...tool.inputJsonSchema, $id: `${config.baseUrl}/schemas/${name}`, apiVersion: API_VERSION }
  }
  const allSchemas = cachedJsonDocument({
    apiVersion: API_VERSION,
    schemas: Object.fromEntries(catalogue.tools.map(({ definition }) => [definition.name, schemaDocument(definition.name)]))
  })
  const toolSchemas = new Map(catalogue.tools.map(({ definition }) => [definition.name, cachedJsonDocument(schemaDocument(definition.name))]))
  const versionDocument = cachedJsonDocument({
    apiVersion: API_VERSION,
    version: API_VERSION,
    minimumClientVersion: MINIMUM_CLIENT_VERSION,
    changelog: [...CHANGELOG].reverse().map((entry) => ({ ...entry, migrationGuide: migrationGuideUrl(config.siteUrl, entry.version) }))
  })
  const latestGuide = cachedJsonDocument(latestMigration(config), "public, max-age=300, stale-while-revalidate=86400")
  const atNow = <A>(document: (nowMillis: number) => A) => Effect.map(Clock.currentTimeMillis, document)
  // Discovery GETs are free (no quota) and served from prebuilt answers, rebuilt only when a tool's
  // lifecycle status changes (issue 18): a flood of them costs the service no more than any request.
  const prebuiltJson = (document: (nowMillis: number) => unknown, cacheControl = "no-cache") => {
    const byLifecycle = memoByLifecycle(catalogue, (now) => cachedJsonDocument(document(now), cacheControl))
    return (request: HttpServerRequest.HttpServerRequest) => Effect.map(Clock.currentTimeMillis, (now) => byLifecycle(now)(request))
  }
  const prebuiltText = (document: (nowMillis: number) => string, contentType: string) => {
    const byLifecycle = memoByLifecycle(catalogue, document)
    return atNow((now) => HttpServerResponse.text(byLifecycle(now), { contentType }))
  }
  const toolList = prebuiltJson(toolListDocument)
  const policyDocument = prebuiltJson((now) => policy(config, catalogue, now))

  const discoveryGroup = HttpApiBuilder.group(api, "discovery", (handlers: any) =>
    Effect.succeed(
      handlers
        .handleRaw("listTools", ({ request }: any) => toolList(request))
        .handleRaw("listSchemas", ({ request }: any) => Effect.succeed(allSchemas(request)))
        .handleRaw("toolSchema", ({ request }: any) => {
          const name = decodeURIComponent(new URL(request.url, "http://x").pathname.split("/").pop() ?? "")
          const document = toolSchemas.get(name)
          return document ? Effect.succeed(document(request)) : failWith(new ToolNotFound({ tool: name }))
        })
        .handleRaw("version", ({ request }: any) => Effect.succeed(versionDocument(request)))
        .handleRaw("policy", ({ request }: any) => policyDocument(request))
        .handleRaw("migrationsLatest", ({ request }: any) => Effect.succeed(latestGuide(request)))
        .handleRaw("whoami", ({ request }: any) =>
          whoami(request, config).pipe(Effect.map((body) => json(200, body)), Effect.catch(failWith), Effect.provideContext(callServices)))
    )) as unknown as Layer.Layer<never>

  const apiRoutes = HttpApiBuilder.layer(api).pipe(Layer.provide([toolsGroup, discoveryGroup]))
  // The docs UI: Scalar's script is embedded in the page by effect (no CDN).
  const docsRoute = HttpApiScalar.layer(api as any, { path: "/docs", scalar: { withDefaultFonts: false } })

  const mcpRoute = Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const context = callContextOf(request, config)
    yield* checkClientVersion(context.clientVersion, null)
    const body = yield* readJsonBody(request, config.maxBodyBytes)
    const batchProblem = mcpBatchProblem(body)
    if (batchProblem !== undefined) return json(400, { jsonrpc: "2.0", id: null, error: { code: -32600, message: batchProblem } })
    const logEntry = yield* RequestLogEntry
    const call = body as { method?: unknown; params?: { name?: unknown } }
    if (call.method === "tools/call" && typeof call.params?.name === "string") logEntry.tool = call.params.name
    const server = makeMcpServer(catalogue, { contextFor: () => context, siteUrl: config.siteUrl, run: Effect.runPromiseExitWith(callServices) })
    const answer = yield* Effect.promise(() => answerMcpRequest(server, `${config.baseUrl}/mcp`, request.headers, body))
    if (answer.body.length > MAX_MCP_ANSWER_CHARS) {
      return json(200, { jsonrpc: "2.0", id: null, error: { code: -32000, message: `The answer to this batch is larger than ${MAX_MCP_ANSWER_CHARS} characters; send fewer calls per request.` } })
    }
    // A notification is accepted with 202 and no body.
    return answer.body === ""
      ? HttpServerResponse.empty({ status: answer.status, headers: answer.headers })
      : HttpServerResponse.text(answer.body, { status: answer.status, contentType: answer.contentType, headers: answer.headers })
  }).pipe(Effect.catch(failWith))

  const lifecycleSchemaDocument = cachedJsonDocument({ ...lifecycleErrorJsonSchema(config.baseUrl), apiVersion: API_VERSION }, "public, max-age=86400")
  const lifecycleSchema = (request: HttpServerRequest.HttpServerRequest) => Effect.succeed(lifecycleSchemaDocument(request))
  const baseOpenApi = OpenApi.fromApi(api) as unknown as Parameters<typeof openApiDocuments>[0]
  const openApi = memoByLifecycle(catalogue, (now) => openApiDocuments(baseOpenApi, config, catalogue, now))
  const fullOpenApi = prebuiltJson((now) => openApi(now).full)
  const calculatorsOpenApi = prebuiltJson((now) => openApi(now).calculators)
  const savedCalculationsOpenApi = prebuiltJson((now) => openApi(now).savedCalculations)
  const manifest = prebuiltJson((now) => mcpManifest(config, catalogue, now))
  const developers = prebuiltText((now) => developersText(config, catalogue, now), "text/plain; charset=utf-8")
  const html = (page: string) => HttpServerResponse.text(page, { contentType: "text/html; charset=utf-8", headers: { "cache-control": "public, max-age=300" } })

  const otherRoutes = HttpRouter.use((router) =>
    Effect.gen(function*() {
      yield* router.add("POST", "/mcp", mcpRoute)
      for (const method of ["GET", "DELETE", "PUT", "PATCH"] as const) {
        yield* router.add(method, "/mcp", failWith(new MethodNotAllowed({ method, path: "/mcp", allowed: ["POST"] })))
      }
      yield* router.add("GET", "/schemas/errors/lifecycle", lifecycleSchema)
      yield* router.add("GET", "/poliergaleio-lifecycle-error.schema.json", lifecycleSchema)
      for (const [path, page] of migrationPages(config)) yield* router.add("GET", path as HttpRouter.PathInput, html(page))
      yield* router.add("GET", "/poliergaleio-openapi.json", fullOpenApi)
      yield* router.add("GET", "/poliergaleio-openapi-calculators.json", calculatorsOpenApi)
      yield* router.add("GET", "/poliergaleio-openapi-saved-calculations.json", savedCalculationsOpenApi)
      yield* router.add("GET", "/.well-known/mcp.json", manifest)
      yield* router.add("GET", "/developers.txt", developers)
      // A name with no endpoint of its own: the pipeline answers 404, or 410 for a removed tool.
      yield* router.add("POST", "/tools/:name", (request) =>
        restToolCall(decodeURIComponent(new URL(request.url, "http://x").pathname.slice("/tools/".length))))
      yield* router.add("*", "*", (request) => failWith(new RouteNotFound({ method: request.method, path: new URL(request.url, "http://x").pathname })))
    })
  )

  // The casts above (a catalogue-sized HttpApi is not typed statically) leave the requirements unknown: they are the router's.
  return Layer.mergeAll(apiRoutes, docsRoute, otherRoutes, accountRoutes(config, catalogue.tools.filter((t) => t.definition.access === "anonymous").map((t) => t.definition.name)), requestMiddleware(config, catalogue)) as unknown as Layer.Layer<never, never, HttpRouter.HttpRouter | Accounts | Quotas | SavedCalculations>
}
