import type { IncomingMessage, ServerResponse } from "node:http"
import type { RateLimited } from "../../../core/errors.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { addressBucket } from "../../../services/quotas/quotas.ts"
import { clientIp } from "./interactions.ts"

/**
 * The registration endpoint's allowance (RFC 7591 registrations per client address, REGISTRATION_LIMITS):
 * each POST /oauth/register takes one from the address's counters in one atomic step before oidc-provider
 * sees it; a refused one is answered here, 429 with Retry-After and an OAuth error body that says what to
 * change. Resolves true when the request may go on to the provider.
 */
export const registrationGate = (config: ServiceConfig, take: (address: string) => Promise<RateLimited | undefined>) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method !== "POST" || new URL(request.url ?? "/", "http://x").pathname !== "/oauth/register") return true
    const refusal = await take(addressBucket(clientIp(request, config.trustProxy)))
    if (refusal === undefined) return true
    const wait = refusal.retryAfterSeconds < 90 ? `${refusal.retryAfterSeconds} seconds` : `${Math.ceil(refusal.retryAfterSeconds / 60)} minutes`
    response.writeHead(429, { "content-type": "application/json", "cache-control": "no-store", "retry-after": String(refusal.retryAfterSeconds) })
    response.end(JSON.stringify({
      error: "rate_limited",
      error_description: `Too many client registrations from your network address (at most ${refusal.limit} per ${refusal.window}). Register once and keep the client_id for later connections; try again in ${wait}.`
    }))
    return false
  }
