import { Context, Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Catalogue, type CatalogueService } from "../../core/catalogue.ts"
import type { ServiceConfig } from "../../services/config.ts"
import { accountRoutes } from "../web/account-routes.ts"
import { discoveryApi, makeHttpApi } from "./api.ts"
import { requestMiddleware } from "./middleware.ts"
import { discoveryRoutes } from "./routes/discovery.ts"
import { docsRoutes } from "./routes/docs.ts"
import { documentRoutes } from "./routes/documents.ts"
import { fallbackRoutes } from "./routes/fallback.ts"
import type { FaceServices, HttpFace } from "./routes/face.ts"
import { mcpRoutes } from "./routes/mcp.ts"
import { toolRoutes } from "./routes/tools.ts"

/** The whole HTTP face: REST (an HttpApi derived from the catalogue), discovery documents, /mcp and the account pages. */
export const makeAppLayer = (config: ServiceConfig, catalogue: CatalogueService) =>
  Layer.unwrap(Effect.map(Effect.context<Exclude<FaceServices, Catalogue>>(), (services) => {
    const face: HttpFace = { config, catalogue, api: makeHttpApi(catalogue), services: Context.add(services, Catalogue, catalogue) }
    const discoveryApiRoutes = HttpApiBuilder.layer(discoveryApi).pipe(Layer.provide(discoveryRoutes(face)))
    const anonymousTools = catalogue.tools.filter((t) => t.definition.access === "anonymous").map((t) => t.definition.name)
    return Layer.mergeAll(
      toolRoutes(face),
      discoveryApiRoutes,
      docsRoutes(face),
      mcpRoutes(face),
      documentRoutes(face),
      accountRoutes(config, anonymousTools),
      fallbackRoutes(face),
      requestMiddleware(config, catalogue)
    )
  }))
