import { Clock, Context, Effect, Layer, Scope } from "effect"
import { HttpRouter, HttpServerRequest } from "effect/http"
import type { CatalogueService } from "../../../core/catalogue.ts"
import type { CallFailure } from "../../../core/errors.ts"
import { describeFailure, type ResponseMeta } from "../../../calls/error-response.ts"
import type { CallServices } from "../../../calls/pipeline.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import type { PoliergaleioApi } from "../api.ts"
import { callContextOf } from "../call-context.ts"
import { requestLogEntryOf } from "../request-log.ts"
import { errorJson } from "../respond.ts"
import type { whoami } from "../whoami.ts"

/** The services the routes hand to the pipeline and to /whoami. */
export type FaceServices = CallServices | Effect.Services<ReturnType<typeof whoami>>

/** What every route group is built from. */
export interface HttpFace {
  readonly config: ServiceConfig
  readonly catalogue: CatalogueService
  readonly api: PoliergaleioApi
  readonly services: Context.Context<FaceServices>
}

/**
 * Effect.provideContext(services), without its cost on every request where it can: provideContext
 * copies the request's context and the services (tens of entries) into a new one. A server's request
 * context already holds nearly all of them (both come from the server's), so only those it lacks or
 * holds otherwise (the catalogue) are added to it, which is what merging them gives; when many are
 * missing (another composition), they are merged as provideContext does.
 */
export const provideServices = (services: Context.Context<FaceServices>) => {
  const entries = [...services.mapUnsafe].filter(([key]) => !BUILD_ONLY_KEYS.has(key)).map(([key, service]) => ({ key: Context.Service<unknown>(key), service }))
  return <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, FaceServices>> =>
    Effect.withFiber((fiber) => {
      const context = fiber.context
      const missing = entries.filter(({ key, service }) => Context.getOrUndefined(context, key) !== service)
      // The server's request context holds them all (src/server.ts provides the catalogue too): no context change.
      if (missing.length === 0) return effect as Effect.Effect<A, E, never>
      if (missing.length > MAX_ADDED_SERVICES) return Effect.provideContext(effect, Context.merge(context, services) as Context.Context<R>)
      let next = context as Context.Context<unknown>
      for (const { key, service } of missing) next = Context.add(next, key, service)
      return Effect.provideContext(effect, next as Context.Context<R>)
    })
}

/**
 * What the context of the layers' build holds besides the services, never to be put over a request's:
 * the build's Scope above all (a request has its own, closed when it is answered; a finalizer added under
 * the build's would live as long as the server), and the router and memo map of the build.
 */
const BUILD_ONLY_KEYS: ReadonlySet<string> = new Set([Scope.Scope.key, Layer.CurrentMemoMap.key, HttpRouter.HttpRouter.key])

/** Services added one by one (each a link the lookups walk) before a merge into one map is cheaper. */
const MAX_ADDED_SERVICES = 4

/** The error response of a failure (describeFailure), its code noted for the request log line. */
export const answerFailure = ({ config, catalogue }: HttpFace) => (failure: CallFailure) =>
  Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const context = callContextOf(request, config)
    const meta: ResponseMeta = { requestId: context.requestId, guestId: context.guestId, baseUrl: config.baseUrl, siteUrl: config.siteUrl, nowMillis: fiber.getRef(Clock.Clock).currentTimeMillisUnsafe() }
    const response = describeFailure(failure, meta, catalogue)
    const code = response.body.code
    if (typeof code === "string") requestLogEntryOf(request).code = code
    return Effect.succeed(errorJson(response))
  })
