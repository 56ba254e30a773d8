import { preferredLanguage } from "../../core/language.ts"
import { createHash } from "node:crypto"
import { Cause, Clock, Context, Effect, Option, Tracer } from "effect"
import type * as Types from "effect/Types"
import { HttpEffect, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { ServiceConfig } from "../../services/config.ts"
import type { RecordRequest } from "../../services/observability/metrics.ts"
import type { CatalogueService } from "../../core/catalogue.ts"
import { describeDefect, describeFailure, refusalResponse } from "../../calls/error-response.ts"
import { InvalidInput, RouteNotFound } from "../../core/errors.ts"
import { API_VERSION } from "../../core/version.ts"
import { makeMcpAddressGuard, type McpAddressGuard } from "../mcp/origin.ts"
import { isMcpPath } from "../mcp/toolsets.ts"
import type { QuotaStanding } from "../../calls/ports.ts"
import { RATE_LIMIT_HEADER_NAMES, rateLimitHeaders } from "./rate-limit-headers.ts"
import { openRequestLogEntry, writeRequestLog } from "./request-log.ts"
import { requestIdFor } from "./request-id.ts"
import { errorJson } from "./respond.ts"

/** The name of a query parameter that looks like an API key parameter (api_key, apiKey, x-api-key ...), if any. */
const keyParameterIn = (url: string): string | undefined => {
  const query = url.indexOf("?")
  if (query === -1) return undefined
  return [...new URLSearchParams(url.slice(query + 1)).keys()].find((name) => /^(x[-_]?)?api[-_]?key$/i.test(name))
}

/**
 * CORS for the public API: any origin may call the tools and read the discovery documents, without
 * credentials (keys travel in headers, never cookies). The account pages are same-origin only; /mcp
 * answers only the origins it accepts (src/faces/mcp/origin.ts, docs/mcp.md).
 */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers":
    "content-type, x-api-key, authorization, x-guest-id, x-request-id, x-client-version, mcp-protocol-version, mcp-session-id, last-event-id, idempotency-key",
  "access-control-expose-headers": `x-request-id, x-api-version, retry-after, deprecation, sunset, link, x-migration-guide, etag, www-authenticate, idempotent-replayed, ${RATE_LIMIT_HEADER_NAMES.join(", ")}`,
  "access-control-max-age": "86400"
}
const isApiPath = (path: string) => !path.startsWith("/account") && path !== "/developers/verify"

/**
 * Content-Security-Policy of an HTML page: no inline script but the page's own, by hash; styles only from
 * the site's stylesheet; no framing. /docs (Scalar) injects its own <style> elements at run time, so it
 * alone keeps inline styles.
 */
const scriptHashes = new WeakMap<object, string>()
const cspFor = (body: HttpServerResponse.HttpServerResponse["body"], inlineStyles: boolean) => {
  let scripts = ""
  if (body._tag === "Uint8Array") {
    scripts =
      scriptHashes.get(body.body) ??
      [...new TextDecoder().decode(body.body).matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map((m) => ` 'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`)
        .join("")
    scriptHashes.set(body.body, scripts)
  }
  return `default-src 'self'; script-src ${scripts ? scripts.trim() : "'none'"}; style-src 'self'${inlineStyles ? " 'unsafe-inline'" : ""}; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`
}

/**
 * The path of a request URL as `new URL(url, base).pathname` gives it, or undefined when it is no URL
 * (a request target such as `//[`). The usual path (letters, digits, `_`, `-`, `/`, no leading `//`) is
 * that pathname already, so only the others are parsed.
 */
const PLAIN_PATH = /^\/(?!\/)[\w\-/]*$/
const pathOf = (url: string): string | undefined => {
  const query = url.indexOf("?")
  const path = query === -1 ? url : url.slice(0, query)
  if (PLAIN_PATH.test(path)) return path
  try {
    return new URL(url, "http://x").pathname
  } catch {
    return undefined
  }
}
/** What the log line and the metrics show as the path of a request target that is no URL. */
const NOT_A_PATH = "(not a URL path)"

/** A request refused for its URL before routing: a target that is no URL path, or an API key in the query. */
const urlRefusal = (path: string | undefined, keyInUrl: string | undefined): InvalidInput | undefined =>
  path === undefined
    ? new InvalidInput({
        message: "The request target is not a valid URL path.",
        fieldErrors: { path: ["This is not a path a URL can have (for example `//[`)."] },
        hint: "Send an absolute path such as /tools/calculate_cyprus_income_tax, with any other character percent-encoded."
      })
    : keyInUrl !== undefined
      ? new InvalidInput({
          message: "An API key was sent in the URL. Keys go only in the x-api-key header.",
          fieldErrors: {
            [`query.${keyInUrl}`]: [
              "API keys are never accepted in a URL: URLs are kept in logs, proxies and browser history."
            ]
          },
          hint: "Send the key in the x-api-key header instead, and treat this key as exposed: revoke it on the account page and create a new one."
        })
      : undefined

/** Probes and successful scrapes are not logged (every few seconds, they would drown the requests); readiness changes
 * are (src/services/health/readiness.ts). */
const isQuiet = (path: string, status: number) =>
  path === "/healthz" || path === "/readyz" || (path === "/metrics" && status === 200)

/**
 * The router found no route (effect's RouteNotFound: it has already tried the GET route for a HEAD
 * request, which a catch-all route would have shadowed), so this is the service's 404.
 */
const isUnrouted = (cause: Cause.Cause<unknown>) => {
  const error = Cause.findErrorOption(cause)
  return (
    Option.isSome(error) &&
    HttpServerError.isHttpServerError(error.value) &&
    error.value.reason._tag === "RouteNotFound"
  )
}
/** The metrics' route label of a request no route serves. */
const UNROUTED = "*"

const COMMON_HEADERS = {
  "x-api-version": API_VERSION,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer"
}

const headersFor = (
  path: string,
  isHttps: boolean,
  response: HttpServerResponse.HttpServerResponse,
  requestId: string,
  mcpCors: () => Readonly<Record<string, string>>,
  quota: QuotaStanding | undefined,
  acceptLanguage: string | undefined
) => {
  const headers: Record<string, string> = { "x-request-id": requestId, ...COMMON_HEADERS }
  // The texts of a tool's answer come in the caller's language (Accept-Language): say which, and that it varies.
  if (path.startsWith("/tools/") || isMcpPath(path)) {
    headers["content-language"] = preferredLanguage(acceptLanguage)
    headers.vary = response.headers.vary ? `${response.headers.vary}, accept-language` : "accept-language"
  }
  if (quota !== undefined) Object.assign(headers, rateLimitHeaders(quota, Date.now()))
  if (isHttps) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains"
  if (String(response.headers["content-type"] ?? "").startsWith("text/html")) {
    headers["content-security-policy"] = cspFor(response.body, path === "/docs")
    headers["x-frame-options"] = "DENY"
  }
  if (isMcpPath(path)) {
    const cors = mcpCors()
    const vary = [cors.vary, headers.vary].filter((v) => v !== undefined).join(", ")
    return Object.assign(headers, cors, vary === "" ? {} : { vary })
  }
  return isApiPath(path) ? Object.assign(headers, CORS) : headers
}

/**
 * On every response, errors and 404s included (effect-stack.md P5): X-Request-Id (echoed when sane,
 * generated otherwise: the same id the body carries), X-API-Version, security headers, CORS on the API,
 * one log line; a key in the URL is refused; a defect becomes a 500 (or 503 when storage is down)
 * with the error envelope and no stack trace. Plain functions rather than a generator: this runs on
 * every request, and the headers and the log line are set by a synchronous pre-response hook.
 */
export const requestMiddleware = (
  config: ServiceConfig,
  catalogue: CatalogueService,
  recordRequest?: RecordRequest
) => {
  const baseIsHttps = config.baseUrl.startsWith("https://")
  const tracing = config.tracing !== undefined
  const mcpGuard: McpAddressGuard = makeMcpAddressGuard({
    baseUrl: config.baseUrl,
    host: config.host,
    allowedOrigins: config.mcpAllowedOrigins
  })
  // Handles every error on purpose: a defect must still get the error envelope. Nothing is left
  // unhandled (the result's error channel is never), which `unhandled` in the result type states.
  return HttpRouter.middleware<{ handles: unknown }>()(
    (
      httpEffect
    ): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest> =>
      Effect.withFiber((fiber) => {
        const started = performance.now()
        const original = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
        const requestId = requestIdFor(original.headers["x-request-id"])
        // The handlers read the id from the request's log entry (callContextOf), not from its headers.
        const logEntry = openRequestLogEntry(original, requestId)
        const parsedPath = pathOf(original.url)
        const path = parsedPath ?? NOT_A_PATH
        const mcpCors = () => mcpGuard.corsHeaders(original.headers.origin)
        // Observability (docs/operations.md): the request's span (made by effect's server) gets its id and tool.
        const span = tracing ? Context.getOrUndefined(fiber.context, Tracer.ParentSpan) : undefined
        if (span?._tag === "Span") span.attribute("request.id", requestId)
        let route: string | undefined
        const beforeResponse = (response: HttpServerResponse.HttpServerResponse) => {
          if (recordRequest !== undefined)
            recordRequest(route, logEntry.tool, response.status, (performance.now() - started) / 1000)
          if (span?._tag === "Span" && logEntry.tool !== undefined)
            span.attribute("tool.name", logEntry.tool.slice(0, 100))
          if (config.requestLog === "on" && !isQuiet(path, response.status)) {
            // code and codes stay out of the line when undefined (JSON.stringify leaves such fields out).
            const writeLine = () =>
              writeRequestLog({
                requestId,
                method: original.method,
                path,
                tool: logEntry.tool,
                code: logEntry.code,
                codes: logEntry.codes,
                status: response.status,
                durationMs: Math.round((performance.now() - started) * 100) / 100
              })
            if (logEntry.completion === undefined) writeLine()
            else logEntry.completion.then(writeLine, writeLine)
          }
          return HttpServerResponse.setHeaders(
            response,
            headersFor(
              path,
              baseIsHttps || original.protocol === "https",
              response,
              requestId,
              mcpCors,
              logEntry.quota,
              original.headers["accept-language"]
            )
          )
        }
        HttpEffect.appendPreResponseHandlerUnsafe(fiber.context, (_request, response) => {
          try {
            return Effect.succeed(beforeResponse(response))
          } catch (defect) {
            return Effect.die(defect)
          }
        })
        const meta = (nowMillis: number) => ({
          requestId,
          guestId: original.headers["x-guest-id"] || null,
          baseUrl: config.baseUrl,
          siteUrl: config.siteUrl,
          nowMillis,
          language: preferredLanguage(original.headers["accept-language"])
        })
        const refusedUrl = urlRefusal(parsedPath, keyParameterIn(original.url))
        // A refusal of the middleware's own (a bad URL, an unknown route): the envelope, its code in the log line.
        const refuse = (failure: InvalidInput | RouteNotFound) =>
          Effect.map(Clock.currentTimeMillis, (nowMillis) => {
            const response = describeFailure(failure, meta(nowMillis), catalogue)
            logEntry.code = String(response.body.code)
            return errorJson(response)
          })
        // The metrics' route label is the pattern the router matched, read while the route's context is current.
        const routed =
          recordRequest === undefined
            ? httpEffect
            : Effect.onExitPrimitive(httpEffect, () => {
                route = Context.getOrUndefined(fiber.context, HttpRouter.RouteContext)?.route.path
                return undefined
              })
        // DNS rebinding: /mcp answers only its own addresses, preflights included (src/faces/mcp/origin.ts).
        const refusal = isMcpPath(path) ? mcpGuard.refusal(original.headers.host, original.headers.origin) : undefined
        if (refusal !== undefined) logEntry.code = refusal.code
        const guarded =
          refusal !== undefined
            ? Effect.succeed(
                errorJson(
                  refusalResponse(403, refusal.code, refusal, {
                    requestId,
                    guestId: original.headers["x-guest-id"] || null
                  })
                )
              )
            : original.method === "OPTIONS"
              ? Effect.succeed(HttpServerResponse.empty({ status: 204 }))
              : refusedUrl === undefined
                ? routed
                : refuse(refusedUrl)
        return guarded.pipe(
          Effect.catchCause((cause) => {
            // The client went away (e.g. closed the connection): nothing to answer, nothing to report.
            if (Cause.hasInterruptsOnly(cause)) return Effect.succeed(HttpServerResponse.empty({ status: 499 }))
            if (isUnrouted(cause)) {
              route = UNROUTED
              return refuse(new RouteNotFound({ method: original.method, path }))
            }
            return Effect.map(Clock.currentTimeMillis, (nowMillis) => {
              const response = describeDefect(cause, meta(nowMillis))
              if (response.status === 500)
                process.stderr.write(
                  `${JSON.stringify({ level: "error", msg: "defect", requestId, cause: Cause.pretty(cause) })}\n`
                )
              return errorJson(response)
            })
          })
        )
      }),
    { global: true }
  )
}
