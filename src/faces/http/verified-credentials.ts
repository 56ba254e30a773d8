import type { IncomingMessage } from "node:http"
import type { AuthenticatedKey } from "../../calls/ports.ts"

/**
 * The key Authentication found behind a request's bearer token when the raw front door checked it (an MCP
 * POST must answer 401 before the app sees it: src/faces/web/oauth/mount.ts). The call's context carries it
 * (call-context.ts), and Authentication answers with it instead of looking the token up a second time: a
 * token is checked once a request. Weak: it lives as long as the request.
 */
const verified = new WeakMap<IncomingMessage, { readonly bearerToken: string; readonly key: AuthenticatedKey }>()

export const rememberVerifiedToken = (request: IncomingMessage, bearerToken: string, key: AuthenticatedKey) => {
  verified.set(request, { bearerToken, key })
}

/** The key verified for this request's bearer token, if the front door checked that very token. */
export const verifiedTokenKey = (request: unknown, bearerToken: string | undefined): AuthenticatedKey | undefined => {
  if (bearerToken === undefined || request === null || typeof request !== "object") return undefined
  const found = verified.get(request as IncomingMessage)
  return found?.bearerToken === bearerToken ? found.key : undefined
}
