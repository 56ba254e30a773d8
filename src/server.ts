import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import { accountsLayer } from "./accounts/accounts.ts"
import type { ServiceConfig } from "./config.ts"
import type { CatalogueService } from "./core/catalogue.ts"
import { makeAppLayer } from "./http/app.ts"
import { quotasLayer, rateLimiterLayer } from "./limits/quotas.ts"
import { savedCalculationsLayer } from "./saved/saved-calculations.ts"
import { databaseLayer } from "./storage/database.ts"

/** Accounts, keys and saved calculations on the configured database, quotas on memory or Redis. */
export const servicesLayer = (config: ServiceConfig) =>
  Layer.mergeAll(
    Layer.mergeAll(accountsLayer, savedCalculationsLayer).pipe(Layer.provide(databaseLayer(config.database))),
    quotasLayer(config.limits).pipe(Layer.provide(rateLimiterLayer(config.redisUrl)))
  )

/** The service listening on config.host:config.port (port 0 picks a free one, as the tests do). */
export const makeServerLayer = (config: ServiceConfig, catalogue: CatalogueService, services = servicesLayer(config)) =>
  HttpRouter.serve(makeAppLayer(config, catalogue), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(services),
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))
  )
