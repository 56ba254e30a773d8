import { createHash } from "node:crypto"
import { HttpServerResponse, type HttpServerRequest } from "effect/http"
import type { ErrorResponse } from "../../calls/error-response.ts"

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  HttpServerResponse.jsonUnsafe(body, { status, headers })

export const errorJson = (response: ErrorResponse) => json(response.status, response.body, response.headers)

/** A static JSON document with a strong ETag computed once; If-None-Match answers 304 with no body. */
export const cachedJsonDocument = (body: unknown, cacheControl = "public, max-age=300") => {
  const text = JSON.stringify(body)
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`
  return (request: HttpServerRequest.HttpServerRequest) => {
    const headers = { etag, "cache-control": cacheControl }
    const sent = request.headers["if-none-match"]
    // RFC 9110 13.1.2: weak comparison; a list of tags or "*" matches too.
    if (sent !== undefined && sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")) {
      return HttpServerResponse.empty({ status: 304, headers })
    }
    return HttpServerResponse.text(text, { status: 200, headers, contentType: "application/json" })
  }
}
