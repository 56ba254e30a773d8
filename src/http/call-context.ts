import type { ServiceConfig } from "../config.ts"
import type { CallContext } from "../core/pipeline.ts"

type Headers = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === "string" && first.length > 0 ? first : undefined
}

/** The headers of SPEC "Authentication" and "Versioning", read the same way for REST and for MCP over HTTP. */
export const callContextFromHeaders = (headers: Headers, config: ServiceConfig): CallContext => ({
  requestId: header(headers, "x-request-id") ?? crypto.randomUUID(),
  guestId: header(headers, "x-guest-id") ?? null,
  clientVersion: header(headers, "x-client-version"),
  apiKey: header(headers, "x-api-key"),
  baseUrl: config.baseUrl
})
