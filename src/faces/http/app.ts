import { Context, Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Catalogue, type CatalogueService } from "../../core/catalogue.ts"
import type { ServiceConfig } from "../../services/config.ts"
import { Metrics } from "../../services/observability/metrics.ts"
import { accountRoutes } from "../web/account-routes.ts"
import { calculatorRoutes } from "../web/calculators/routes.ts"
import { rulePageRoutes } from "../web/rules-routes.ts"
import { siteRoutes } from "../web/site/routes.ts"
import { discoveryApi, makeHttpApi } from "./api.ts"
import { requestMiddleware } from "./middleware.ts"
import { discoveryRoutes } from "./routes/discovery.ts"
import { docsRoutes } from "./routes/docs.ts"
import { documentRoutes } from "./routes/documents.ts"
import { fallbackRoutes } from "./routes/fallback.ts"
import { healthRoutes } from "./routes/health.ts"
import { metricsRoutes } from "./routes/metrics.ts"
import type { FaceServices, HttpFace } from "./routes/face.ts"
import { mcpRoutes } from "./routes/mcp.ts"
import { ruleRoutes } from "./routes/rules.ts"
import { toolRoutes } from "./routes/tools.ts"

/** The whole HTTP face: REST (an HttpApi derived from the catalogue), discovery documents, /mcp and the account pages.
 * */
export const makeAppLayer = (config: ServiceConfig, catalogue: CatalogueService) =>
  Layer.unwrap(
    Effect.map(
      Effect.all([Effect.context<Exclude<FaceServices, Catalogue>>(), Effect.serviceOption(Metrics)]),
      ([services, metrics]) => {
        const face: HttpFace = {
          config,
          catalogue,
          api: makeHttpApi(catalogue),
          services: Context.add(services, Catalogue, catalogue)
        }
        const discoveryApiRoutes = HttpApiBuilder.layer(discoveryApi).pipe(
          Layer.provide(Layer.mergeAll(discoveryRoutes(face), ruleRoutes(face)))
        )
        const anonymousTools = catalogue.tools
          .filter((t) => t.definition.access === "anonymous")
          .map((t) => t.definition.name)
        return Layer.mergeAll(
          toolRoutes(face),
          discoveryApiRoutes,
          docsRoutes(face),
          mcpRoutes(face),
          documentRoutes(face),
          accountRoutes(config, anonymousTools),
          siteRoutes(config, catalogue),
          rulePageRoutes(),
          calculatorRoutes(face),
          healthRoutes(),
          metricsRoutes(face),
          fallbackRoutes(face),
          requestMiddleware(
            config,
            catalogue,
            Option.getOrUndefined(metrics)?.requests(catalogue.tools.map((tool) => tool.definition.name))
          )
        )
      }
    )
  )
