import { AsyncLocalStorage } from "node:async_hooks"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { RateLimited } from "../../../core/errors.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { addressBucket } from "../../../services/quotas/quotas.ts"
import { type RegistrationsFull, registrationPrefix } from "../../../services/oauth/registered-clients.ts"
import { clientIp } from "./interactions.ts"
import { endpointOf } from "./parameter-bounds.ts"

/** An OAuth error answer (RFC 6749 5.2, RFC 7591 3.2.2): `error` and an `error_description` that says what to change.
 * */
export const sendOAuthError = (
  response: ServerResponse,
  status: number,
  error: string,
  description: string,
  headers: Record<string, string> = {}
) => {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers })
  response.end(JSON.stringify({ error, error_description: description }))
}

/** The registration request oidc-provider is handling, as the storage adapter's `register` needs it. */
interface RegistrationOrigin {
  /** The caller's network (registrationPrefix), which its pending registrations count against. */
  readonly prefix: string
  /** Adds Retry-After to the answer (oidc-provider renders a refusal the adapter throws, without headers). */
  readonly retryAfter: (seconds: number) => void
}

// oidc-provider calls the adapter without the request: the gate runs the provider inside this context.
const origins = new AsyncLocalStorage<RegistrationOrigin>()

/** The origin of the registration being stored; undefined outside a POST /oauth/register. */
export const registrationOrigin = (): RegistrationOrigin | undefined => origins.getStore()

const waitText = (seconds: number) =>
  seconds < 90
    ? `${seconds} seconds`
    : seconds < 5400
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${Math.ceil(seconds / 3600)} hours`

/**
 * The registration endpoint's allowance (RFC 7591 registrations per client address, REGISTRATION_LIMITS):
 * each POST /oauth/register takes one from the address's counters in one atomic step before oidc-provider
 * sees it; a refused one is answered here, 429 with Retry-After and an OAuth error body that says what to
 * change. An admitted one goes on to `provider` with its RegistrationOrigin; any other request goes on as is.
 */
export const registrationGate =
  (config: ServiceConfig, take: (address: string) => Promise<RateLimited | undefined>) =>
  async (request: IncomingMessage, response: ServerResponse, provider: () => Promise<void>): Promise<void> => {
    if (request.method !== "POST" || endpointOf((request.url ?? "/").split("?")[0]!) !== "/OAUTH/REGISTER")
      return provider()
    const ip = clientIp(request, config.trustProxy)
    const refusal = await take(addressBucket(ip))
    if (refusal === undefined) {
      const origin = {
        prefix: registrationPrefix(ip),
        retryAfter: (seconds: number) => response.setHeader("retry-after", String(seconds))
      }
      return origins.run(origin, provider)
    }
    sendOAuthError(
      response,
      429,
      "rate_limited",
      `Too many client registrations from your network address (at most ${refusal.limit} per ${refusal.window}). Register once and keep the client_id for later connections; try again in ${waitText(refusal.retryAfterSeconds)}.`,
      { "retry-after": String(refusal.retryAfterSeconds) }
    )
  }

/** The answer to a registration refused because too many wait for a first consent (what oidc-provider renders). */
export const registrationsFullAnswer = (full: RegistrationsFull) =>
  full.scope === "network"
    ? {
        status: 429,
        error: "rate_limited",
        description: `${full.limit} applications registered from your network (an IPv4 /24 or IPv6 /48) are waiting for someone to allow them. Keep the client_id of an earlier registration and send its user through sign-in; a new registration is accepted once one of them is allowed or expires, in ${waitText(full.retryAfterSeconds)} at the latest.`
      }
    : {
        status: 503,
        error: "temporarily_unavailable",
        description: `${full.limit} registered applications are waiting for someone to allow them: no more can be registered until one is allowed or expires, in ${waitText(full.retryAfterSeconds)} at the latest. Try again then, or register the application on the account page.`
      }
