// DNS-rebinding protection and CORS of /mcp (MCP 2025-11-25, transports: "Servers MUST validate the
// Origin header"; security best practices, "Local MCP server compromise"). Plain functions, no SDK:
// the middleware runs them on every /mcp request before the SDK is loaded.
import { RATE_LIMIT_HEADER_NAMES } from "../http/rate-limit-headers.ts"

/** What /mcp accepts: the public address, extra origins, and loopback names when served on loopback. */
interface McpAddressPolicy {
  readonly baseUrl: string
  /** The address the server is bound to (HOST). */
  readonly host: string
  /** MCP_ALLOWED_ORIGINS: browser origins allowed to call /mcp, beyond BASE_URL's. */
  readonly allowedOrigins?: ReadonlyArray<string> | undefined
}

/** Why a request to /mcp is refused (403): the envelope's code, error and hint. */
export interface AddressRefusal {
  readonly code: "host_not_allowed" | "origin_not_allowed"
  readonly error: string
  readonly hint: string
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"])
const isLoopbackName = (hostname: string) =>
  LOOPBACK_NAMES.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname.endsWith(".localhost")
/** 0.0.0.0 and :: listen everywhere, loopback included; as BASE_URL's host (the default when HOST is one) they name no
 * public address. */
const isWildcard = (hostname: string) => hostname === "0.0.0.0" || hostname === "[::]" || hostname === "::"

/** The hostname of a Host header value ("example.com:8443", "[::1]:80"), lower case; undefined when it does not read.
 * */
const hostnameOfHost = (host: string): string | undefined => {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

const originOf = (url: string): URL | undefined => {
  try {
    const parsed = new URL(url)
    return parsed.origin === "null" ? undefined : parsed
  } catch {
    return undefined
  }
}

export interface McpAddressGuard {
  /** Undefined when the Host and Origin headers are acceptable; absent headers are (non-browser clients send no
   * Origin). */
  readonly refusal: (host: string | undefined, origin: string | undefined) => AddressRefusal | undefined
  /** The CORS headers for an Origin allowed to call /mcp from a browser; none for any other. */
  readonly corsHeaders: (origin: string | undefined) => Readonly<Record<string, string>>
}

/**
 * CORS of /mcp for a configured origin: what a browser-based MCP client (the MCP Inspector in direct
 * mode, a web app on the SDK) needs. Its requests carry Content-Type, Accept, MCP-Protocol-Version,
 * Mcp-Session-Id, Last-Event-ID and Authorization or x-api-key; it reads Mcp-Session-Id (the session of
 * the logging level) and WWW-Authenticate (the OAuth discovery of a 401). No credentials: keys and
 * tokens travel in headers, never in cookies. Vary: Origin, because the answer depends on it.
 */
const corsFor = (origin: string) => ({
  "access-control-allow-origin": origin,
  "access-control-allow-methods": "POST, GET, DELETE, OPTIONS",
  "access-control-allow-headers":
    "content-type, accept, authorization, x-api-key, x-guest-id, x-request-id, x-client-version, mcp-protocol-version, mcp-session-id, last-event-id",
  "access-control-expose-headers": `mcp-session-id, mcp-protocol-version, www-authenticate, x-request-id, x-api-version, retry-after, ${RATE_LIMIT_HEADER_NAMES.join(", ")}`,
  "access-control-max-age": "86400",
  vary: "origin"
})
const NO_CORS = { vary: "origin" }

/** Distinct Host values whose verdict is remembered (origin.ts keeps them per guard). */
const HOST_VERDICTS_KEPT = 256

export const makeMcpAddressGuard = (policy: McpAddressPolicy): McpAddressGuard => {
  const base = new URL(policy.baseUrl)
  const baseHostname = base.hostname.toLowerCase()
  const boundHost = policy.host.toLowerCase()
  const loopbackAllowed = isLoopbackName(boundHost) || isLoopbackName(baseHostname) || isWildcard(baseHostname)
  const extraOrigins = (policy.allowedOrigins ?? []).map((origin) => new URL(origin))
  const allowedOrigins = new Set([base.origin, ...extraOrigins.map((url) => url.origin)])
  const allowedHostnames = new Set([baseHostname, ...extraOrigins.map((url) => url.hostname.toLowerCase())])
  const configured = [base.origin, ...extraOrigins.map((url) => url.origin)].join(", ")

  const originAllowed = (origin: string): boolean => {
    if (allowedOrigins.has(origin)) return true
    const url = originOf(origin)
    return url !== undefined && loopbackAllowed && isLoopbackName(url.hostname.toLowerCase())
  }

  const hostAllowed = (host: string): boolean => {
    const hostname = hostnameOfHost(host)
    return hostname !== undefined && (allowedHostnames.has(hostname) || (loopbackAllowed && isLoopbackName(hostname)))
  }
  // A client sends the same Host on every call: its verdict is kept, so that the URL parser (about 4 µs)
  // runs once per distinct Host. Callers choose the header, so the memo is bounded: emptied when full.
  const hostVerdicts = new Map<string, boolean>()
  const hostAllowedMemo = (host: string): boolean => {
    const known = hostVerdicts.get(host)
    if (known !== undefined) return known
    if (hostVerdicts.size >= HOST_VERDICTS_KEPT) hostVerdicts.clear()
    const verdict = hostAllowed(host)
    hostVerdicts.set(host, verdict)
    return verdict
  }

  const refusal = (host: string | undefined, origin: string | undefined): AddressRefusal | undefined => {
    if (host !== undefined && host !== "") {
      if (!hostAllowedMemo(host)) {
        return {
          code: "host_not_allowed",
          error: `This MCP server does not answer requests addressed to ${JSON.stringify(host)} (a DNS-rebinding guard).`,
          hint: `Call ${policy.baseUrl}/mcp. An operator behind a proxy that rewrites Host: forward the public Host header, or add the address to MCP_ALLOWED_ORIGINS.`
        }
      }
    }
    if (origin !== undefined && !originAllowed(origin)) {
      return {
        code: "origin_not_allowed",
        error: `Web pages from ${JSON.stringify(origin)} may not call this MCP server.`,
        hint: `Browser-based MCP clients are served from ${configured}${loopbackAllowed ? " and localhost" : ""}; the operator adds an origin to MCP_ALLOWED_ORIGINS. Clients outside a browser send no Origin header.`
      }
    }
    return undefined
  }

  return {
    refusal,
    corsHeaders: (origin) => (origin !== undefined && originAllowed(origin) ? corsFor(origin) : NO_CORS)
  }
}
