// The work of `POST /tools/<name>` without the service's HTTP stack, for the peers of bench/load.ts
// (bare node:http, Fastify, a minimal effect router): the project's own catalogue, decode-calculate-
// encode-text (computeInThread), successBody, six in-memory quota counters and the rate-limit headers of the
// window closest to running out, the same response headers
// and the same batched request log line. Only how the request reaches this code differs per peer. A call
// with an x-api-key is checked as the service checks a key it has verified before (its format, the SHA-256
// of its secret, a constant-time comparison with the digest kept in memory) and counted per key and account.
import { Effect } from "effect"
import { makeCatalogue } from "../src/core/catalogue.ts"
import { computeInThread } from "../src/core/compute.ts"
import { successBody } from "../src/core/result.ts"
import { checkPayloadShape } from "../src/core/validation.ts"
import type { QuotaStanding } from "../src/calls/ports.ts"
import type { Caller } from "../src/core/tool.ts"
import { digestsEqual, parseApiKey, secretDigest } from "../src/services/accounts/secrets.ts"
import { rateLimitHeaders } from "../src/faces/http/rate-limit-headers.ts"
import { writeRequestLog } from "../src/faces/http/request-log.ts"
import { TOOL_LIFECYCLE, TOOLS } from "../src/tools/catalogue.ts"

const catalogue = makeCatalogue(TOOLS, TOOL_LIFECYCLE)
const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT}`

/**
 * The service's constant response headers (x-api-version, security and CORS headers ...), read by
 * bench/load.ts from a real answer of the service and passed in SERVICE_HEADERS.
 */
const serviceHeaders: Record<string, string> = JSON.parse(process.env.SERVICE_HEADERS ?? "{}")

// Fixed windows, as the service's in-memory quotas count them: per address and per (address, guest id),
// each by minute, day and week. A Map per peer, as a hand-written server would count.
const LIMIT = 1_000_000_000
const WINDOWS = [
  ["minute", 60_000],
  ["day", 86_400_000],
  ["week", 604_800_000]
] as const
const counters = new Map<string, { start: number; count: number }>()
/** Counts one call; the window closest to running out (for the rate-limit headers), or undefined when refused. */
const withinQuota = (
  counted: ReadonlyArray<readonly [QuotaStanding["scope"], string]>,
  now: number
): QuotaStanding | undefined => {
  let closest: QuotaStanding | undefined
  for (const [scope, id] of counted) {
    for (const [name, millis] of WINDOWS) {
      const key = `${scope}:${id}:${name}`
      const start = now - (now % millis)
      let counter = counters.get(key)
      if (counter === undefined || counter.start !== start) counters.set(key, (counter = { start, count: 1 }))
      else if (counter.count >= LIMIT) return undefined
      else counter.count++
      const remaining = LIMIT - counter.count,
        resetSeconds = Math.ceil((start + millis - now) / 1000)
      if (
        closest === undefined ||
        remaining < closest.remaining ||
        (remaining === closest.remaining && resetSeconds > closest.resetSeconds)
      ) {
        closest = { scope, window: name, limit: LIMIT, remaining, resetSeconds }
      }
    }
  }
  return closest
}

/**
 * The keys the peer knows, as the service's key cache holds them: id -> SHA-256 of the secret. bench/load.ts
 * passes the digest of the key it made on the service (PEER_KEYS, `{"<id>": "<digest, base64url>"}`), never the key.
 */
const knownKeys = new Map(
  Object.entries(JSON.parse(process.env.PEER_KEYS ?? "{}") as Record<string, string>).map(([id, digest]) => [
    id,
    new Uint8Array(Buffer.from(digest, "base64url"))
  ])
)

/** The caller of a call with this key, or undefined when the key is malformed or not one the peer knows. */
const keyCaller = (presented: string): Caller | undefined => {
  const parsed = parseApiKey(presented)
  const digest = parsed === undefined ? undefined : knownKeys.get(parsed.id)
  if (parsed === undefined || digest === undefined || !digestsEqual(secretDigest(parsed.secret), digest))
    return undefined
  return { kind: "key", key: { id: parsed.id, accountId: parsed.id, scopes: ["read", "write"] } }
}

export interface PeerRequest {
  readonly method: string
  /** The x-api-key header, if any. */
  readonly apiKey?: string | undefined
  readonly url: string
  readonly requestId: string | undefined
  readonly guestId: string | undefined
  readonly clientIp: string
  readonly started: number
}

export interface PeerAnswer {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

const ECHOABLE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/

/** The answer to `POST /tools/<name>` with this (already parsed) JSON body, and its log line. */
export const answerToolCall = (request: PeerRequest, payload: unknown): PeerAnswer => {
  const path = new URL(request.url, "http://x").pathname
  const name = decodeURIComponent(path.slice("/tools/".length))
  const requestId =
    request.requestId !== undefined && ECHOABLE_REQUEST_ID.test(request.requestId)
      ? request.requestId
      : crypto.randomUUID()
  const answer = ((): PeerAnswer => {
    const now = Date.now()
    const tool = catalogue.find(name),
      lifecycle = catalogue.lifecycleAt(name, now)
    if (tool === undefined || lifecycle === undefined)
      return { status: 404, headers: {}, body: `{"error":"not_found"}` }
    const caller: Caller | undefined =
      request.apiKey === undefined
        ? { kind: "anonymous", clientIp: request.clientIp, guestId: request.guestId || null }
        : keyCaller(request.apiKey)
    if (caller === undefined) return { status: 401, headers: {}, body: `{"error":"unauthorized"}` }
    const standing = withinQuota(
      caller.kind === "key"
        ? [
            ["key", caller.key.id],
            ["account", caller.key.accountId]
          ]
        : [
            ["ip", request.clientIp],
            ["anonymous", `${request.clientIp}|${request.guestId ?? ""}`]
          ],
      now
    )
    if (standing === undefined) return { status: 429, headers: {}, body: `{"error":"rate_limited"}` }
    const environment = { caller, today: new Date(now).toISOString().slice(0, 10), baseUrl }
    const exit = Effect.runSyncExit(
      checkPayloadShape(name, `${baseUrl}/schemas/${name}`, payload).pipe(
        Effect.andThen(() => computeInThread<never>(tool, payload, environment))
      )
    )
    if (exit._tag === "Failure") return { status: 400, headers: {}, body: `{"error":"invalid_input"}` }
    const { structuredContent, text } = exit.value
    return {
      status: 200,
      headers: rateLimitHeaders(standing, now),
      body: JSON.stringify(successBody({ tool, lifecycle, structuredContent, text }))
    }
  })()
  writeRequestLog({
    requestId,
    method: request.method,
    path,
    tool: name,
    status: answer.status,
    durationMs: Math.round((performance.now() - request.started) * 100) / 100
  })
  return {
    ...answer,
    headers: { ...serviceHeaders, ...answer.headers, "x-request-id": requestId, "content-type": "application/json" }
  }
}

/** The body of a request that is not a tool call (bench/load.ts checks the peer is up with GET /version). */
export const VERSION_BODY = JSON.stringify({ peer: true })
