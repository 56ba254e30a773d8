import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { ServiceConfig } from "../../services/config.ts"
import type { CallContext } from "../../calls/pipeline.ts"
import { preferredLanguage } from "../../core/language.ts"
import { verifiedTokenKey } from "./verified-credentials.ts"
import { requestLogEntryOf } from "./request-log.ts"

type Headers = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === "string" && first.length > 0 ? first : undefined
}

/**
 * The client's address: the socket's, unless TRUST_PROXY names N proxy hops, in which case the N-th
 * address from the right of X-Forwarded-For (the one the outermost trusted proxy saw). Used by the
 * Effect routes and by the OAuth pages (raw Node requests) alike.
 */
export const clientAddress = (forwardedFor: string | undefined, socketAddress: string, trustProxy: number): string => {
  if (trustProxy <= 0) return socketAddress
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
  return forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? socketAddress
}

export const clientIpOf = (request: HttpServerRequest.HttpServerRequest, trustProxy: number): string =>
  clientAddress(
    header(request.headers, "x-forwarded-for"),
    Option.getOrElse(request.remoteAddress, () => "unknown"),
    trustProxy
  )

/** The access token of an `Authorization: Bearer <token>` header (RFC 6750), if any. */
export const bearerTokenOf = (authorization: string | ReadonlyArray<string> | undefined): string | undefined => {
  const value = Array.isArray(authorization) ? authorization[0] : authorization
  const match = typeof value === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null
  return match?.[1]
}

/**
 * The raw Idempotency-Key header of a REST tool call (`POST /tools/<name>`), empty values included (they
 * are refused by callTool); undefined on MCP, which has no such header (docs/api.md "Idempotent writes").
 */
const idempotencyKeyOf = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const value = request.headers["idempotency-key"]
  if (typeof value !== "string") return undefined
  return new URL(request.url, "http://x").pathname.startsWith("/tools/") ? value : undefined
}

/**
 * The headers of SPEC "Authentication" and "Versioning", read the same way for REST and for MCP over HTTP.
 * The request id and the quota sink are the request's log entry's (request-log.ts): its id is the one the
 * response's X-Request-Id carries, and it is told where the caller stands after its calls (the rate-limit headers).
 */
export const callContextOf = (request: HttpServerRequest.HttpServerRequest, config: ServiceConfig): CallContext => {
  const entry = requestLogEntryOf(request)
  return {
    requestId: requestIdOf(request),
    guestId: header(request.headers, "x-guest-id") ?? null,
    clientVersion: header(request.headers, "x-client-version"),
    apiKey: header(request.headers, "x-api-key"),
    bearerToken: bearerTokenOf(request.headers.authorization),
    verifiedTokenKey: verifiedTokenKey(request.source, bearerTokenOf(request.headers.authorization)),
    clientIp: clientIpOf(request, config.trustProxy),
    baseUrl: config.baseUrl,
    siteUrl: config.siteUrl,
    idempotencyKey: idempotencyKeyOf(request),
    quotaSink: entry,
    language: preferredLanguage(request.headers["accept-language"])
  }
}

/**
 * The id of a request, the one its X-Request-Id answer header carries: the middleware's (its log entry's);
 * for a handler run without the middleware (tested alone), the header sent or a fresh UUID.
 */
export const requestIdOf = (request: HttpServerRequest.HttpServerRequest): string =>
  requestLogEntryOf(request).requestId ?? header(request.headers, "x-request-id") ?? crypto.randomUUID()
