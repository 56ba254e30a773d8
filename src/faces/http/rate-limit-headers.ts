import type { QuotaStanding } from "../../calls/ports.ts"

// Rate-limit headers of a metered answer (README "Quotas"): the IETF fields (draft-ietf-httpapi-
// ratelimit-headers: RateLimit-Policy and RateLimit, structured fields) and the X-RateLimit-* trio that
// GitHub made common and many client libraries read. Both describe the one quota window closest to
// running out, named "<scope>-<window>" (anonymous-minute, ip-day, key-week, account-minute ...).

const WINDOW_SECONDS: Readonly<Record<QuotaStanding["window"], number>> = { minute: 60, day: 86_400, week: 604_800 }

/** The headers of a standing, `nowMillis` the time of the answer (X-RateLimit-Reset is in Unix seconds, as GitHub's).
 * */
export const rateLimitHeaders = (standing: QuotaStanding, nowMillis: number): Record<string, string> => {
  const policy = `"${standing.scope}-${standing.window}"`
  return {
    "ratelimit-policy": `${policy};q=${standing.limit};w=${WINDOW_SECONDS[standing.window]}`,
    ratelimit: `${policy};r=${standing.remaining};t=${standing.resetSeconds}`,
    "x-ratelimit-limit": String(standing.limit),
    "x-ratelimit-remaining": String(standing.remaining),
    "x-ratelimit-reset": String(Math.ceil(nowMillis / 1000) + standing.resetSeconds)
  }
}

/** The rate-limit headers, for CORS's Access-Control-Expose-Headers. */
export const RATE_LIMIT_HEADER_NAMES = [
  "ratelimit-policy",
  "ratelimit",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset"
] as const

const HEADER_DOCS: Readonly<Record<string, { readonly description: string; readonly example: string }>> = {
  "RateLimit-Policy": {
    description:
      "The quota window closest to running out: its name (<scope>-<window>), limit q and length w in seconds (draft-ietf-httpapi-ratelimit-headers).",
    example: `"anonymous-minute";q=10;w=60`
  },
  RateLimit: {
    description:
      "What that window has left (r) and in how many seconds it starts again (t); r=0 and t equal to Retry-After on a 429.",
    example: `"anonymous-minute";r=7;t=42`
  },
  "X-RateLimit-Limit": { description: "The same window's limit (GitHub's header).", example: "10" },
  "X-RateLimit-Remaining": { description: "The calls the window has left.", example: "7" },
  "X-RateLimit-Reset": { description: "When the window starts again, in Unix seconds.", example: "1764000000" }
}

/** Answers given before the quota is counted (credentials, lifecycle, client version): they carry no rate-limit
 * headers. */
const UNMETERED_STATUSES = new Set(["401", "403", "410", "426"])

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document as generated, walked without a full OpenAPI type
type Document = Record<string, any>

/** The OpenAPI document with the rate-limit headers on each response of the tool operations that comes after the quota.
 * */
export const documentRateLimitHeaders = (spec: Document): Document => {
  const headers = Object.fromEntries(
    Object.entries(HEADER_DOCS).map(([name, { description, example }]) => [
      name,
      { description, schema: { type: "string" }, example }
    ])
  )
  const paths = Object.fromEntries(
    Object.entries(spec.paths as Record<string, Document>).map(([path, item]) => {
      if (!path.startsWith("/tools/") || item.post === undefined) return [path, item]
      const responses = Object.fromEntries(
        Object.entries(item.post.responses as Record<string, Document>).map(([status, response]) => [
          status,
          UNMETERED_STATUSES.has(status) ? response : { ...response, headers: { ...response.headers, ...headers } }
        ])
      )
      return [path, { ...item, post: { ...item.post, responses } }]
    })
  )
  return { ...spec, paths }
}
