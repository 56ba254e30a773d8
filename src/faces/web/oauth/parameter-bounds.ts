import { parse } from "node:querystring"
import { identifierTextProblem } from "../../../core/storable-text.ts"
import { PARAMETER_LIMITS as LIMITS } from "../../../services/oauth/settings.ts"

/** What the gate sees of a request to the authorization server. */
interface BoundedRequest {
  readonly method: string | undefined
  /** The request target as sent: path and query. */
  readonly url: string
  readonly contentLength: string | undefined
}

const AUTHORIZATION = "/OAUTH/AUTHORIZE"
const FORMS = new Set(["/OAUTH/TOKEN", "/OAUTH/REVOKE"])
/**
 * A path as koa and oidc-provider's router match it: by its path alone (an absolute-form target too),
 * without regard to case, with or without one trailing slash.
 */
export const endpointOf = (path: string) =>
  path
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "")
    .toUpperCase()
    .replace(/(.)\/$/, "$1")

/**
 * Why a request to the authorization server is refused before oidc-provider reads it (a 400
 * invalid_request whose error_description this is), or undefined: a query string over
 * PARAMETER_LIMITS.queryLength on any of its URLs; on /oauth/authorize, a parameter over its bound or
 * with a control character (each parameter goes into the interaction row the request stores); on the
 * token and revocation endpoints, a form whose Content-Length is over PARAMETER_LIMITS.formBytes.
 */
export const parameterProblem = (request: BoundedRequest): string | undefined => {
  const at = request.url.indexOf("?")
  const endpoint = endpointOf(at === -1 ? request.url : request.url.slice(0, at))
  const query = at === -1 ? "" : request.url.slice(at + 1)
  if (query.length > LIMITS.queryLength) return `The query string must be at most ${LIMITS.queryLength} characters.`
  if (endpoint === AUTHORIZATION) return authorizationProblem(query)
  if (request.method === "POST" && FORMS.has(endpoint) && Number(request.contentLength ?? 0) > LIMITS.formBytes) {
    return `The form must be at most ${LIMITS.formBytes / 1024} KiB.`
  }
  return undefined
}

/** The first parameter of an authorization request that is too long or not storable text. */
const authorizationProblem = (query: string): string | undefined => {
  // node:querystring, as koa (and so oidc-provider) decodes the query: the values checked are the values stored.
  for (const [name, value] of Object.entries(parse(query, "&", "=", { maxKeys: 0 }))) {
    const limit = Object.hasOwn(LIMITS.authorization, name) ? LIMITS.authorization[name]! : LIMITS.otherParameter
    const label = name.length <= 40 && identifierTextProblem(name) === undefined ? name : "a parameter"
    for (const text of Array.isArray(value) ? value : [value ?? ""]) {
      if (text.length > limit) return `${label} must be at most ${limit} characters.`
      const problem = identifierTextProblem(text)
      if (problem !== undefined) return `${label} ${problem}.`
    }
  }
  return undefined
}
