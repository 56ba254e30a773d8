import type { IncomingMessage, ServerResponse } from "node:http"
import { Duration, Effect } from "effect"
import type { RateLimited } from "../../core/errors.ts"
import { API_VERSION } from "../../core/version.ts"
import type { ServiceConfig } from "../../services/config.ts"
import type { MetricsService, RecordRequest } from "../../services/observability/metrics.ts"
import { type QuotaCountersService, type QuotaPlan, windowRule } from "../../services/quotas/counters.ts"
import { addressBucket } from "../../services/quotas/quotas.ts"
import { clientAddress } from "./call-context.ts"
import { requestIdFor } from "./request-id.ts"
import { writeRequestLog } from "./request-log.ts"

// The requests answered on the raw Node server, before the Effect app (the OAuth authorization server, its
// sign-in pages, the RFC 9728 metadata, an /mcp POST whose bearer token fails): the same request-id rule,
// log line, metrics and per-address limits as the Effect routes (src/faces/http/middleware.ts), here.

/** How many requests of a kind one client address (an IPv6 address by its /64) may make (docs/operations.md "Limits and
 * abuse"). */
export const RAW_ROUTE_LIMITS = {
  /** Starting a sign-in: each stores an interaction for its lifetime, so this bounds what one address can store. */
  authorize: { minute: 30, day: 500 },
  /** The sign-in and consent pages (a password attempt is limited apart, per address and email). */
  interaction: { minute: 60, day: 2000 },
  /** Token and revocation requests: an assistant platform refreshes the tokens of all its users from few addresses. */
  token: { minute: 300, day: 50_000 },
  /** The authorization server's metadata, keys and any other /oauth path. */
  other: { minute: 120, day: 10_000 }
} as const

type RawRouteKind = keyof typeof RAW_ROUTE_LIMITS

const planOf = (kind: RawRouteKind): QuotaPlan => [
  {
    scope: "ip",
    windows: [
      windowRule("minute", Duration.minutes(1), RAW_ROUTE_LIMITS[kind].minute),
      windowRule("day", Duration.days(1), RAW_ROUTE_LIMITS[kind].day)
    ]
  }
]
const PLANS: Readonly<Record<RawRouteKind, QuotaPlan>> = {
  authorize: planOf("authorize"),
  interaction: planOf("interaction"),
  token: planOf("token"),
  other: planOf("other")
}

/** A raw route: its label in the log line and the metrics (bounded: never an id from the path), and its allowance. */
interface RawRoute {
  readonly label: string
  /** Undefined: not limited here (a prebuilt answer, or limited by its own rule: registrations, bearer tokens). */
  readonly kind: RawRouteKind | undefined
}

/**
 * The raw route of a path the raw server answers. oidc-provider's router matches paths in any case and
 * with one trailing slash, so they are matched the same way here: `/OAuth/Authorize/` is an authorization.
 */
export const rawRouteOf = (requestPath: string, method: string | undefined): RawRoute => {
  const lower = requestPath.toLowerCase()
  const path = lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower
  if (path.startsWith("/.well-known/oauth-protected-resource"))
    return {
      label: path === "/.well-known/oauth-protected-resource" ? path : "/.well-known/oauth-protected-resource/mcp",
      kind: undefined
    }
  if (path === "/oauth/authorize") return { label: path, kind: "authorize" }
  if (path.startsWith("/oauth/interaction/")) return { label: "/oauth/interaction/:uid", kind: "interaction" }
  if (path === "/oauth/token" || path === "/oauth/revoke") return { label: path, kind: "token" }
  // Registrations have their own allowance (registration-gate.ts), counted before the provider sees them.
  if (path === "/oauth/register" && method === "POST") return { label: path, kind: undefined }
  if (path === "/mcp") return { label: "/mcp", kind: undefined }
  if (path.startsWith("/mcp/x/")) return { label: "/mcp/x/:toolsets", kind: undefined }
  if (
    path === "/.well-known/oauth-authorization-server" ||
    path === "/.well-known/openid-configuration" ||
    path === "/oauth/jwks"
  )
    return { label: path, kind: "other" }
  return { label: "/oauth/*", kind: "other" }
}

/** The error code a raw handler answered with, for the log line (like the Effect routes' `code`). */
const codes = new WeakMap<ServerResponse, string>()
export const noteCode = (response: ServerResponse, code: string) => {
  codes.set(response, code)
}

const COMMON_HEADERS = {
  "x-api-version": API_VERSION,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer"
}

interface FrontDoorDependencies {
  readonly config: ServiceConfig
  readonly counters: QuotaCountersService
  readonly metrics: MetricsService | undefined
  readonly recordRequest: RecordRequest | undefined
}

export interface RawRequest {
  readonly requestId: string
  readonly clientIp: string
}

/**
 * Opens a raw request: normalises its X-Request-Id (an insane one is replaced before any handler reads it),
 * sets the headers every answer carries, and writes its log line and metrics when the answer ends.
 * Then takes one from the route's per-address allowance: a refused request is answered 429 here.
 * `serve` answers the request, or hands it to the Effect app (`handOver`), which logs it itself.
 */
export const makeFrontDoor =
  ({ config, counters, metrics, recordRequest }: FrontDoorDependencies) =>
  async (
    request: IncomingMessage,
    response: ServerResponse,
    route: RawRoute,
    serve: (raw: RawRequest, handOver: () => void) => Promise<void>
  ) => {
    const started = performance.now()
    const requestId = requestIdFor(request.headers["x-request-id"])
    request.headers["x-request-id"] = requestId
    const clientIp = clientAddress(
      request.headers["x-forwarded-for"]?.toString(),
      request.socket.remoteAddress ?? "unknown",
      config.trustProxy
    )
    let handedOver = false
    response.once("close", () => {
      if (handedOver) return
      const status = response.writableFinished ? response.statusCode : 499
      const seconds = (performance.now() - started) / 1000
      recordRequest?.(route.label, undefined, status, seconds)
      if (config.requestLog === "on") {
        writeRequestLog({
          requestId,
          method: request.method ?? "GET",
          path: route.label,
          tool: undefined,
          code: codes.get(response),
          status,
          durationMs: Math.round(seconds * 100_000) / 100
        })
      }
    })
    // Every answer carries these, whatever a handler does with its headers (koa may reset them on an error).
    const writeHead = response.writeHead
    response.writeHead = function (this: ServerResponse, ...args: Array<unknown>) {
      this.setHeader("x-request-id", requestId)
      for (const [name, value] of Object.entries(COMMON_HEADERS)) this.setHeader(name, value)
      return (writeHead as (...all: Array<unknown>) => ServerResponse).apply(this, args)
    } as ServerResponse["writeHead"]

    if (route.kind !== undefined) {
      const outcome = await Effect.runPromise(
        Effect.result(counters.take(PLANS[route.kind], [`${route.kind}:${addressBucket(clientIp)}`]))
      )
      if (outcome._tag === "Failure") {
        metrics?.quotaRefused(`oauth_${route.kind}`, outcome.failure.window)
        return refuse(response, route, outcome.failure, requestId)
      }
    }
    return serve({ requestId, clientIp }, () => {
      handedOver = true
    })
  }

export type FrontDoor = ReturnType<typeof makeFrontDoor>

/** A 429 in OAuth's error shape (RFC 6749 5.2: error and error_description), with Retry-After and the request id. */
const refuse = (response: ServerResponse, route: RawRoute, refusal: RateLimited, requestId: string) => {
  noteCode(response, "rate_limited")
  const wait =
    refusal.retryAfterSeconds < 90
      ? `${refusal.retryAfterSeconds} seconds`
      : `${Math.ceil(refusal.retryAfterSeconds / 60)} minutes`
  response.writeHead(429, {
    "content-type": "application/json",
    "cache-control": "no-store",
    "retry-after": String(refusal.retryAfterSeconds)
  })
  response.end(
    JSON.stringify({
      error: "rate_limited",
      error_description: `Too many requests to ${route.label} from your network address (at most ${refusal.limit} per ${refusal.window}). Try again in ${wait}.`,
      code: "rate_limited",
      retryAfterSeconds: refusal.retryAfterSeconds,
      requestId,
      apiVersion: API_VERSION
    })
  )
}
