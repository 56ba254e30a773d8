import { Clock, Effect } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { OpenApi } from "effect/http-api"
import { memoByLifecycle } from "../../../core/catalogue.ts"
import { lifecycleErrorJsonSchema } from "../../../core/lifecycle-error.ts"
import { API_VERSION } from "../../../core/version.ts"
import { developersText, mcpManifest, migrationPages, openApiDocuments, registryServerJson } from "../discovery.ts"
import { cachedJsonDocument, prebuiltJson } from "../respond.ts"
import type { HttpFace } from "./face.ts"
import { publicHtmlPage } from "./public-page.ts"

/** The documents outside the HttpApi: the OpenAPI descriptions, the MCP manifest, developers.txt, the migration guides and the lifecycle error schema. */
export const documentRoutes = (face: HttpFace) => {
  const { config, catalogue } = face
  const lifecycleSchemaDocument = cachedJsonDocument(
    { ...lifecycleErrorJsonSchema(config.baseUrl), apiVersion: API_VERSION },
    "public, max-age=86400"
  )
  const lifecycleSchema = (request: HttpServerRequest.HttpServerRequest) =>
    Effect.succeed(lifecycleSchemaDocument(request))
  // Generated on the first request, not at start (its example answers are computed then: api.ts); fromApi caches it.
  const openApi = memoByLifecycle(catalogue, (now) =>
    openApiDocuments(OpenApi.fromApi(face.api), config, catalogue, now)
  )
  const developers = memoByLifecycle(catalogue, (now) => developersText(config, catalogue, now))
  /** The JSON documents served prebuilt, by path. */
  const jsonDocuments: ReadonlyArray<readonly [HttpRouter.PathInput, (nowMillis: number) => unknown]> = [
    ["/poliergaleio-openapi.json", (now) => openApi(now).full],
    ["/poliergaleio-openapi-calculators.json", (now) => openApi(now).calculators],
    ["/poliergaleio-openapi-saved-calculations.json", (now) => openApi(now).savedCalculations],
    ["/poliergaleio-openapi-rules.json", (now) => openApi(now).rules],
    ["/.well-known/mcp.json", (now) => mcpManifest(config, catalogue, now)],
    ["/server.json", () => registryServerJson(config)]
  ]

  return HttpRouter.use((router) =>
    Effect.gen(function* () {
      yield* router.add("GET", "/schemas/errors/lifecycle", lifecycleSchema)
      yield* router.add("GET", "/poliergaleio-lifecycle-error.schema.json", lifecycleSchema)
      for (const [path, page] of migrationPages(config)) yield* router.add("GET", path, publicHtmlPage(page))
      for (const [path, document] of jsonDocuments) yield* router.add("GET", path, prebuiltJson(catalogue, document))
      yield* router.add(
        "GET",
        "/developers.txt",
        Effect.map(Clock.currentTimeMillis, (now) =>
          HttpServerResponse.text(developers(now), { contentType: "text/plain; charset=utf-8" })
        )
      )
    })
  )
}
