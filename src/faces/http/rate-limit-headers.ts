import type { QuotaStanding } from "../../calls/ports.ts"

// Rate-limit headers of a metered answer (README "Limits"): the IETF fields (draft-ietf-httpapi-
// ratelimit-headers: RateLimit-Policy and RateLimit, structured fields) and the X-RateLimit-* trio that
// GitHub made common and many client libraries read. Both describe the one quota window closest to
// running out, named "<scope>-<window>" (anonymous-minute, ip-day, key-week, account-minute ...).

const WINDOW_SECONDS: Readonly<Record<QuotaStanding["window"], number>> = { minute: 60, day: 86_400, week: 604_800 }

/** The headers of a standing, `nowMillis` the time of the answer (X-RateLimit-Reset is in Unix seconds, as GitHub's). */
export const rateLimitHeaders = (standing: QuotaStanding, nowMillis: number): Record<string, string> => {
  const policy = `"${standing.scope}-${standing.window}"`
  return {
    "ratelimit-policy": `${policy};q=${standing.limit};w=${WINDOW_SECONDS[standing.window]}`,
    "ratelimit": `${policy};r=${standing.remaining};t=${standing.resetSeconds}`,
    "x-ratelimit-limit": String(standing.limit),
    "x-ratelimit-remaining": String(standing.remaining),
    "x-ratelimit-reset": String(Math.ceil(nowMillis / 1000) + standing.resetSeconds)
  }
}

/** The rate-limit headers, for CORS's Access-Control-Expose-Headers. */
export const RATE_LIMIT_HEADER_NAMES = ["ratelimit-policy", "ratelimit", "x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"] as const
