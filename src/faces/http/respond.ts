import { createHash } from "node:crypto"
import { Clock, Effect } from "effect"
import { HttpServerResponse, type HttpServerRequest } from "effect/http"
import { memoByLifecycle, type CatalogueService } from "../../core/catalogue.ts"
import type { ErrorResponse } from "../../calls/error-response.ts"

/**
 * A response whose body is this text. effect keeps a text body as the string (its length measured with
 * Buffer.byteLength, no copy) and hands it to Node's `end`, which encodes it straight into the socket
 * write: cheaper than encoding a ~10 KB tool answer into a Buffer of its own first (docs/benchmarks.md).
 */
export const textResponse = (text: string, options: HttpServerResponse.Options.WithContentType) =>
  HttpServerResponse.text(text, options)

/** A JSON response; no headers object when there are none (effect then shares its empty Headers instead of building
 * one). */
export const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  textResponse(
    JSON.stringify(body),
    headers === undefined || isEmpty(headers)
      ? { status, contentType: JSON_TYPE }
      : { status, contentType: JSON_TYPE, headers }
  )

const JSON_TYPE = "application/json"

const isEmpty = (record: Record<string, string>) => {
  for (const _ in record) return false
  return true
}

export const errorJson = (response: ErrorResponse) => json(response.status, response.body, response.headers)

/** A static JSON document with a strong ETag computed once; If-None-Match answers 304 with no body. */
export const cachedJsonDocument = (body: unknown, cacheControl = "public, max-age=300") => {
  const text = JSON.stringify(body)
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`
  return (request: HttpServerRequest.HttpServerRequest) => {
    const headers = { etag, "cache-control": cacheControl }
    const sent = request.headers["if-none-match"]
    // RFC 9110 13.1.2: weak comparison; a list of tags or "*" matches too.
    if (sent?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) {
      return HttpServerResponse.empty({ status: 304, headers })
    }
    return HttpServerResponse.text(text, { status: 200, headers, contentType: "application/json" })
  }
}

/**
 * A JSON document derived from the catalogue, served prebuilt (cachedJsonDocument) and rebuilt only
 * when a tool's lifecycle status changes: a flood of discovery GETs costs no more than any request.
 */
export const prebuiltJson = (
  catalogue: CatalogueService,
  document: (nowMillis: number) => unknown,
  cacheControl = "no-cache"
) => {
  const byLifecycle = memoByLifecycle(catalogue, (now) => cachedJsonDocument(document(now), cacheControl))
  return (request: HttpServerRequest.HttpServerRequest) =>
    Effect.map(Clock.currentTimeMillis, (now) => byLifecycle(now)(request))
}
