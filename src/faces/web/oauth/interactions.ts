import type { IncomingMessage, ServerResponse } from "node:http"
import { Effect } from "effect"
import { Cookies } from "effect/http"
import type { InteractionDetails, Provider } from "oidc-provider"
import { Accounts } from "../../../services/accounts/accounts.ts"
import { attemptsExceededMessage, signInFrom } from "../../../services/accounts/attempts.ts"
import { randomToken, safeEqual } from "../../../services/accounts/secrets.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { FORM_MAX_BYTES, payloadTooLargeResponse } from "../account-routes.ts"
import { CSRF_COOKIE, cookieHeader, SESSION_COOKIE, SESSION_COOKIE_SECONDS } from "../session.ts"
import type { AttemptLimits, Quotas } from "../../../services/quotas/quotas.ts"
import type { OAuthClients } from "../../../services/oauth/clients.ts"
import { describeClient, RegisteredClients } from "../../../services/oauth/registered-clients.ts"
import { clientAddress } from "../../http/call-context.ts"
import { noteCode } from "../../http/front-door.ts"
import { consentPage, expiredPage, signInPage, type ClientSummary } from "./interaction-pages.ts"

type RunInteraction = <A, E>(
  effect: Effect.Effect<A, E, Accounts | Quotas | AttemptLimits | OAuthClients | RegisteredClients>
) => Promise<A>

const cookiesOf = (request: IncomingMessage): Record<string, string> =>
  Cookies.parseHeader(request.headers.cookie ?? "")

/**
 * The form of a POST, at most FORM_MAX_BYTES: undefined when it is larger, by its Content-Length (nothing
 * is read) or once the read passes the limit. Node discards the rest of the body after the answer.
 */
const readForm = async (request: IncomingMessage): Promise<URLSearchParams | undefined> => {
  if (Number(request.headers["content-length"] ?? 0) > FORM_MAX_BYTES) return undefined
  const chunks: Array<Buffer> = []
  let received = 0
  for await (const chunk of request.iterator({ destroyOnReturn: false })) {
    received += (chunk as Buffer).length
    if (received > FORM_MAX_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"))
}

export const clientIp = (request: IncomingMessage, trustProxy: number) =>
  clientAddress(request.headers["x-forwarded-for"]?.toString(), request.socket.remoteAddress ?? "unknown", trustProxy)

/**
 * The user's part of the authorization (oidc-provider "interactions"), at /oauth/interaction/<uid>:
 * sign in with the account's email and password, or with the account page's session, then see which
 * application, which account and which scopes, and allow or refuse. Forms carry the account pages'
 * double-submit CSRF token.
 */
export const interactionHandler =
  (
    provider: Provider,
    config: ServiceConfig,
    run: RunInteraction,
    accountEmail: (accountId: string) => Promise<string | undefined>
  ) =>
  async (request: IncomingMessage, response: ServerResponse) => {
    const secure = config.baseUrl.startsWith("https://")
    const [uid, action] = new URL(request.url ?? "/", "http://x").pathname.split("/").slice(3)
    const cookies = cookiesOf(request)
    const csrf: string = cookies[CSRF_COOKIE] || randomToken(24)
    const setCookies = cookies[CSRF_COOKIE] ? [] : [cookieHeader(secure, CSRF_COOKIE, csrf, SESSION_COOKIE_SECONDS)]
    const page = (status: number, html: string) => {
      // Never framed: a framed consent page could be clicked through by another site.
      response.writeHead(status, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "set-cookie": setCookies,
        "x-frame-options": "DENY",
        // The account pages' policy (faces/http/middleware.ts) without form-action: the consent form's answer redirects
        // to the application.
        "content-security-policy":
          "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'"
      })
      response.end(html)
    }
    const finish = async (result: Record<string, unknown>) => {
      response.setHeader("set-cookie", setCookies)
      await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: true })
    }

    // The body limit comes first: an oversized form is refused before any lookup (413, the API's envelope).
    const form = request.method === "POST" ? await readForm(request) : undefined
    if (request.method === "POST" && form === undefined) {
      // The front door has made the request id sane (src/faces/http/front-door.ts).
      const requestId = String(request.headers["x-request-id"])
      noteCode(response, "payload_too_large")
      const tooLarge = payloadTooLargeResponse(
        config,
        FORM_MAX_BYTES,
        requestId,
        String(request.headers["x-guest-id"] || "") || null
      )
      response.writeHead(tooLarge.status, {
        "content-type": "application/json",
        "cache-control": "no-store",
        "x-request-id": requestId,
        ...tooLarge.headers
      })
      response.end(JSON.stringify(tooLarge.body))
      return
    }

    const details: InteractionDetails | undefined = await provider
      .interactionDetails(request, response)
      .catch(() => undefined)
    if (details === undefined || details.uid !== uid) return page(400, expiredPage())
    const clientId = String(details.params.client_id)
    const found = await run(describeClient(clientId))
    if (found === undefined) return page(400, expiredPage())
    // The callback of this request (oidc-provider has matched it against the registered ones).
    const client: ClientSummary = {
      name: found.name,
      redirectUri: String(details.params.redirect_uri ?? found.redirectUris[0]),
      selfRegistered: found.selfRegistered
    }

    if (request.method === "GET" && action === undefined) {
      if (details.prompt.name === "login") {
        const token = cookies[SESSION_COOKIE]
        const account = token
          ? await run(Effect.flatMap(Accounts, (accounts) => accounts.sessionAccount(token)))
          : undefined
        // Already signed in on the account page: that is the sign-in; the consent page comes next.
        return account ? finish({ login: { accountId: account.id } }) : page(200, signInPage({ uid, csrf, client }))
      }
      const email = details.session?.accountId ? await accountEmail(details.session.accountId) : undefined
      if (email === undefined) return page(400, expiredPage())
      return page(200, consentPage({ uid, csrf, client, email, scopes: requestedScopes(details) }))
    }
    if (request.method !== "POST" || form === undefined) return page(405, expiredPage())
    if (!cookies[CSRF_COOKIE] || !safeEqual(cookies[CSRF_COOKIE], form.get("csrf") ?? ""))
      return page(403, expiredPage())

    switch (action) {
      case "login": {
        if (details.prompt.name !== "login") return page(400, expiredPage())
        const ip = clientIp(request, config.trustProxy)
        // The same rule as the account page's sign-in (src/services/accounts/attempts.ts): counted before the hash.
        const outcome = await run(
          Effect.gen(function* () {
            const result = yield* Effect.result(signInFrom(ip, form.get("email") ?? "", form.get("password") ?? ""))
            if (result._tag === "Failure") {
              return result.failure._tag === "AttemptsExceeded"
                ? ({
                    error: attemptsExceededMessage(result.failure),
                    status: 429,
                    retryAfterSeconds: result.failure.retryAfterSeconds
                  } as const)
                : ({ error: "The email or the password is not right.", status: 401 } as const)
            }
            return {
              accountId: result.success.id,
              session: yield* (yield* Accounts).startSession(result.success.id),
              status: 303
            } as const
          })
        )
        if (outcome.status === 429) {
          response.setHeader("retry-after", String(outcome.retryAfterSeconds))
          noteCode(response, "rate_limited")
        }
        if (outcome.status !== 303) return page(outcome.status, signInPage({ uid, csrf, client, error: outcome.error }))
        setCookies.push(cookieHeader(secure, SESSION_COOKIE, outcome.session, SESSION_COOKIE_SECONDS))
        return finish({ login: { accountId: outcome.accountId } })
      }
      case "confirm": {
        if (details.prompt.name !== "consent" || !details.session?.accountId) return page(400, expiredPage())
        const grant =
          (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({ accountId: details.session.accountId, clientId })
        const missing = details.prompt.details as {
          missingOIDCScope?: Array<string>
          missingResourceScopes?: Record<string, Array<string>>
        }
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "))
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
          grant.addResourceScope(resource, scopes.join(" "))
        const grantId = await grant.save()
        if (found.selfRegistered)
          await run(Effect.flatMap(RegisteredClients, (registered) => registered.consented(clientId)))
        return finish({ consent: { grantId } })
      }
      case "abort":
        return finish({ error: "access_denied", error_description: "The user refused to allow access." })
      default:
        return page(404, expiredPage())
    }
  }

/** The scopes of this service the application asked for (read, write). */
const requestedScopes = (details: InteractionDetails) =>
  String(details.params.scope ?? "")
    .split(" ")
    .filter((scope) => scope === "read" || scope === "write")
