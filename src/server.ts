import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer, Option } from "effect"
import { HttpRouter } from "effect/http"
import { Authentication } from "./calls/ports.ts"
import { Accounts } from "./services/accounts/accounts.ts"
import { KeyRevocations, redisKeyRevocations } from "./services/accounts/key-revocations.ts"
import { authenticationLayer } from "./services/authentication.ts"
import type { ServiceConfig } from "./services/config.ts"
import { Catalogue, type CatalogueService } from "./core/catalogue.ts"
import { makeAppLayer } from "./faces/http/app.ts"
import { nodeServerFactory } from "./faces/http/node-server.ts"
import { Quotas, rateLimiterLayer } from "./services/quotas/quotas.ts"
import { OAuthServer, oauthLayer } from "./faces/web/oauth/layer.ts"
import { createServerWithOAuth } from "./faces/web/oauth/mount.ts"
import { makeFrontDoor } from "./faces/http/front-door.ts"
import { QuotaCounters } from "./services/quotas/counters.ts"
import { idempotencyLayer } from "./services/saved/idempotency.ts"
import { savedCalculationsLayer } from "./services/saved/saved-calculations.ts"
import { databaseLayer } from "./services/storage/database.ts"
import { Readiness } from "./services/health/readiness.ts"
import { Metrics } from "./services/observability/metrics.ts"
import { tracingLayer } from "./services/observability/tracing.ts"
import { toolWorkersLayer } from "./services/workers/tool-workers.ts"

/** Accounts, keys, saved calculations and OAuth on the configured database, quotas on memory or Redis. */
export const servicesLayer = (config: ServiceConfig) =>
  authenticationLayer
    .pipe(
      Layer.provideMerge(
        oauthLayer(config).pipe(
          Layer.provideMerge(
            Layer.mergeAll(
              Layer.mergeAll(Accounts.layer, savedCalculationsLayer, idempotencyLayer).pipe(
                Layer.provideMerge(databaseLayer(config.database)),
                // Several instances share Redis: revocations are announced there (see key-revocations.ts).
                Layer.provide(
                  config.redisUrl === undefined
                    ? KeyRevocations.singleInstance
                    : redisKeyRevocations(config.redisUrl, config.redisKeyPrefix)
                )
              ),
              // The counters' store is shared: the front door counts the raw routes' allowances on it (front-door.ts).
              Quotas.layer(config.limits).pipe(
                Layer.provideMerge(rateLimiterLayer(config.redisUrl, config.redisKeyPrefix))
              ),
              toolWorkersLayer(config.workerPool)
            )
          )
        )
      )
    )
    .pipe(Layer.provideMerge(observabilityLayer(config)))

/**
 * Readiness (GET /readyz waits for the store, its migrations, Redis when configured, and the worker
 * pool; each layer provides its own check) and, with METRICS_TOKEN, the metrics (docs/operations.md "Observability").
 */
const observabilityLayer = (config: ServiceConfig) =>
  Layer.mergeAll(
    Readiness.layer(["database", "migrations", ...(config.redisUrl === undefined ? [] : ["redis"]), "workers"]),
    config.metricsToken === undefined ? Layer.empty : Metrics.layer
  )

/**
 * The Node server, with the OAuth authorization server (when the services include it) mounted in
 * front of the Effect app: see src/faces/web/oauth/mount.ts.
 */
const httpServerLayer = (config: ServiceConfig, catalogue: CatalogueService) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const oauth = yield* Effect.serviceOption(OAuthServer)
      const authentication = yield* Authentication
      const metrics = Option.getOrUndefined(yield* Effect.serviceOption(Metrics))
      const frontDoor = makeFrontDoor({
        config,
        counters: yield* QuotaCounters,
        metrics,
        recordRequest: metrics?.requests(catalogue.tools.map((tool) => tool.definition.name))
      })
      return NodeHttpServer.layer(
        createServerWithOAuth(
          Option.getOrUndefined(oauth),
          authentication,
          catalogue,
          frontDoor,
          nodeServerFactory(config)
        ),
        { port: config.port, host: config.host }
      )
    })
  )

/** The service listening on config.host:config.port (port 0 picks a free one, as the tests do). */
export const makeServerLayer = (config: ServiceConfig, catalogue: CatalogueService, services = servicesLayer(config)) =>
  HttpRouter.serve(makeAppLayer(config, catalogue), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(httpServerLayer(config, catalogue)),
    // The services and the catalogue are the server's context, where a REST tool call reads them
    // (the route requires them, so HttpRouter.serve requires them here).
    Layer.provide(Layer.merge(services, Layer.succeed(Catalogue, catalogue))),
    // With OTEL_EXPORTER_OTLP_ENDPOINT: a span per request and per tool call; without, nothing (not even a module
    // loaded).
    Layer.provide(tracingLayer(config.tracing))
  )
