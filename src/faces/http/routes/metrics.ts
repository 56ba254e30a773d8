import { createHash, timingSafeEqual } from "node:crypto"
import { Effect, Option } from "effect"
import { HttpRouter, HttpServerResponse, type HttpServerRequest } from "effect/http"
import { refusalResponse } from "../../../calls/error-response.ts"
import { Metrics } from "../../../services/observability/metrics.ts"
import { requestIdOf } from "../call-context.ts"
import { requestLogEntryOf } from "../request-log.ts"
import { errorJson } from "../respond.ts"
import type { HttpFace } from "./face.ts"

const digest = (text: string) => createHash("sha256").update(text).digest()

/** The token of `Authorization: Bearer <token>` (the scheme in any case), or "" when there is none. */
const bearerOf = (authorization: string | undefined) =>
  authorization !== undefined && authorization.slice(0, 7).toLowerCase() === "bearer "
    ? authorization.slice(7).trim()
    : ""

/** A 401 in the error envelope of every error body (SPEC "Errors": error, requestId, guestId). */
const refused = (request: HttpServerRequest.HttpServerRequest) => {
  requestLogEntryOf(request).code = "unauthorized"
  return errorJson(
    refusalResponse(
      401,
      "unauthorized",
      { error: "GET /metrics needs the operator's token.", hint: "Send Authorization: Bearer <METRICS_TOKEN>." },
      { requestId: requestIdOf(request), guestId: request.headers["x-guest-id"] || null },
      { "www-authenticate": 'Bearer realm="metrics"', "cache-control": "no-store" }
    )
  )
}

/**
 * GET /metrics: the Prometheus text format, for the operator's scraper only. It exists only when
 * METRICS_TOKEN is set (otherwise it is the same 404 as any unknown path) and answers only
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (SHA-256 of both, then
 * timingSafeEqual: neither the token's length nor its content leaks through timing).
 */
export const metricsRoutes = (face: HttpFace) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const metrics = yield* Effect.serviceOption(Metrics)
      const token = face.config.metricsToken
      if (Option.isNone(metrics) || token === undefined) return
      const expected = digest(token)
      const render = metrics.value.render
      yield* router.add("GET", "/metrics", (request) =>
        timingSafeEqual(digest(bearerOf(request.headers.authorization)), expected)
          ? Effect.map(render, (text) =>
              HttpServerResponse.text(text, {
                contentType: "text/plain; version=0.0.4; charset=utf-8",
                headers: { "cache-control": "no-store" }
              })
            )
          : Effect.sync(() => refused(request))
      )
    })
  )
