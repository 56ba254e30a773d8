import { Clock, Effect, Option, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Accounts, type Account } from "../../services/accounts/accounts.ts"
import { accountExport } from "../../services/accounts/account-data.ts"
import { attemptsExceededMessage, deleteAccountFrom, signInFrom, signUpFrom } from "../../services/accounts/attempts.ts"
import { identifierTextProblem } from "../../core/storable-text.ts"
import type { ServiceConfig } from "../../services/config.ts"
import { makeCatalogue } from "../../core/catalogue.ts"
import { describeFailure } from "../../calls/error-response.ts"
import { PayloadTooLarge } from "../../core/errors.ts"
import { AttemptLimits, type AttemptsExceeded } from "../../services/quotas/quotas.ts"
import { OAuthClients } from "../../services/oauth/clients.ts"
import { Consents } from "../../services/oauth/consents.ts"
import {
  MAX_CONTENT_BYTES,
  MAX_NAME_LENGTH,
  MAX_SAVES_PER_ACCOUNT,
  SavedCalculations
} from "../../domain/saved-calculations/store.ts"
import { readBoundedText } from "../http/body.ts"
import {
  CSRF_COOKIE,
  cookieHeader,
  csrfMatches,
  csrfTokenOf,
  SESSION_COOKIE,
  SESSION_COOKIE_SECONDS,
  sessionAccountOf
} from "./session.ts"
import { savePage, savesSection } from "./saves-page.ts"
import { clientIpOf, requestIdOf } from "../http/call-context.ts"
import {
  accountPage,
  allowedApplicationsSection,
  confirmDeleteAccountPage,
  confirmRevokeClientPage,
  confirmRevokePage,
  confirmWithdrawPage,
  layout,
  oauthSection,
  signedOutPage,
  verifyPage
} from "./pages.ts"
import { errorJson, json } from "../http/respond.ts"

/**
 * Largest body of an account or OAuth form (and of an encrypted save, MAX_CONTENT_BYTES): refused with
 * 413 on its Content-Length before anything is read, or as soon as the read passes it.
 */
export const FORM_MAX_BYTES = 64 * 1024

const NO_TOOLS = makeCatalogue([])

/**
 * The 413 body (the API's envelope, code payload_too_large) of a form route, built by describeFailure
 * like every error body. Its PayloadTooLarge answer names no tool, so the form routes pass a catalogue
 * without tools.
 */
export const payloadTooLargeResponse = (
  config: ServiceConfig,
  limitBytes: number,
  requestId: string,
  guestId: string | null
) =>
  describeFailure(
    new PayloadTooLarge({ limitBytes }),
    { requestId, guestId, baseUrl: config.baseUrl, siteUrl: config.siteUrl, nowMillis: Date.now() },
    NO_TOOLS
  )

/** The body of a form request, at most `maxBytes`: undefined when it is larger (by Content-Length, or once read). */
const boundedText = (request: HttpServerRequest.HttpServerRequest, maxBytes: number) =>
  readBoundedText(request, maxBytes).pipe(
    Effect.map((text): string | undefined => text),
    Effect.orElseSucceed(() => undefined)
  )

/** At most `max` UTF-16 units, never cutting a surrogate pair in two. */
const truncate = (text: string, max: number) => {
  if (text.length <= max) return text
  const code = text.charCodeAt(max - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
}

/** What the account page shows besides the account: a new key or client secret, an error or a notice. */
interface AccountPageExtra {
  readonly newKey?: { prefix: string; fullKey: string }
  readonly issued?: { clientId: string; secret: string }
  readonly error?: string
  readonly notice?: string
}

/** The name field of a key or application form, trimmed and cut to 100 units, or the error the account page shows. */
const nameOf = (
  form: URLSearchParams,
  emptyError: string,
  label: string
): { readonly name: string } | { readonly error: string } => {
  const name = truncate((form.get("name") ?? "").trim(), 100)
  if (name === "") return { error: emptyError }
  const problem = identifierTextProblem(name)
  return problem ? { error: `${label} ${problem}.` } : { name }
}

/** What the account page shows once an action on one item is done: the notice, or nothing when it was not done. */
const noticeIf =
  (notice: string) =>
  (done: boolean): AccountPageExtra | undefined =>
    done ? { notice } : undefined

/** An active (not revoked) key or application with this id. */
const isActiveWithId = (item: { readonly id: string; readonly revokedAt: string | null }, id: string) =>
  item.id === id && item.revokedAt === null

/** The account pages (sign-up, sign-in, keys, encrypted saves) and the key checker page. */
export const accountRoutes = (config: ServiceConfig, calculatorNames: ReadonlyArray<string>) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const attemptLimits = yield* AttemptLimits
      const saves = yield* SavedCalculations
      // Absent when the services have no OAuth layer (tests of anonymous calls): the section is left out.
      const oauthClients = Option.getOrUndefined(yield* Effect.serviceOption(OAuthClients))
      const consents = Option.getOrUndefined(yield* Effect.serviceOption(Consents))
      const secure = config.baseUrl.startsWith("https://")
      const cookie = (name: string, value: string, maxAgeSeconds: number) =>
        cookieHeader(secure, name, value, maxAgeSeconds)

      const html = (body: string, status = 200, setCookies: Array<string> = [], headers: Record<string, string> = {}) =>
        HttpServerResponse.text(body, {
          status,
          contentType: "text/html; charset=utf-8",
          headers: {
            "cache-control": "no-store",
            ...headers,
            ...(setCookies.length ? { "set-cookie": setCookies } : {})
          } as never
        })
      /** 429 with Retry-After: the sign-in or sign-up allowance of this address is used up (`page` shows the message). */
      const tooManyAttempts = (refusal: AttemptsExceeded, page: (error: string) => string) =>
        html(page(attemptsExceededMessage(refusal)), 429, [], {
          "retry-after": String(refusal.retryAfterSeconds)
        })
      const tooLarge = (request: HttpServerRequest.HttpServerRequest, limitBytes: number) =>
        errorJson(
          payloadTooLargeResponse(config, limitBytes, requestIdOf(request), request.headers["x-guest-id"] || null)
        )
      const redirect = (location: string, setCookies: Array<string> = []) =>
        HttpServerResponse.empty({
          status: 303,
          headers: {
            location,
            "cache-control": "no-store",
            ...(setCookies.length ? { "set-cookie": setCookies } : {})
          } as never
        })

      const cookies = (request: HttpServerRequest.HttpServerRequest) => request.cookies
      const csrfOf = (request: HttpServerRequest.HttpServerRequest) => csrfTokenOf(cookies(request), secure)
      const checkCsrf = (request: HttpServerRequest.HttpServerRequest, form: URLSearchParams) =>
        csrfMatches(cookies(request), form.get("csrf") ?? undefined)
      const signedIn = (request: HttpServerRequest.HttpServerRequest) => sessionAccountOf(accounts, cookies(request))
      const renderAccount = (
        account: Account,
        csrf: string,
        extra: AccountPageExtra = {},
        status = 200,
        setCookies: Array<string> = []
      ) =>
        Effect.gen(function* () {
          const keys = yield* accounts.listKeys(account.id)
          const { rows } = yield* saves.list(account.id, {
            calculationTypes: undefined,
            sort: "recent",
            limit: 100,
            offset: 0,
            cursor: undefined
          })
          const { issued, ...rest } = extra
          const allowedHtml = consents ? allowedApplicationsSection(yield* consents.list(account.id)) : ""
          const oauthHtml =
            allowedHtml +
            (oauthClients
              ? oauthSection({ clients: yield* oauthClients.list(account.id), csrf, ...(issued ? { issued } : {}) })
              : "")
          return html(
            accountPage({
              email: account.email,
              keys,
              csrf,
              ...rest,
              savesHtml: savesSection(rows, calculatorNames, csrf),
              oauthHtml
            }),
            status,
            setCookies
          )
        })
      /** The account page after an action on one item: what it shows when done, else the error `missing` (404). */
      const renderItemOutcome = (
        account: Account,
        csrf: string,
        done: AccountPageExtra | undefined,
        missing: string
      ) => (done ? renderAccount(account, csrf, done) : renderAccount(account, csrf, { error: missing }, 404))
      /** The account page after creating a key or an application: what was made (201), or the refusal's message. */
      const renderCreation = <A, E extends { readonly message: string }>(
        account: Account,
        csrf: string,
        create: Effect.Effect<A, E>,
        refusedStatus: number,
        shown: (created: A) => AccountPageExtra
      ) =>
        Effect.matchEffect(create, {
          onFailure: (refusal) => renderAccount(account, csrf, { error: refusal.message }, refusedStatus),
          onSuccess: (created) => renderAccount(account, csrf, shown(created), 201)
        })
      const forbidden = () =>
        html(
          layout(
            "Form expired",
            `<p class="error" role="alert">This form has expired or did not come from this site. <a href="/account">Open the page again</a> and resend it.</p>`
          ),
          403
        )

      /** Runs a form post: the body limit (413) first, then CSRF, then the handler with the signed-in account (or none). */
      const formPost = <E>(
        handler: (
          request: HttpServerRequest.HttpServerRequest,
          form: URLSearchParams,
          account: Account | undefined,
          csrf: string
        ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E>
      ) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const text = yield* boundedText(request, FORM_MAX_BYTES)
          if (text === undefined) return tooLarge(request, FORM_MAX_BYTES)
          const form = new URLSearchParams(text)
          if (!checkCsrf(request, form)) return forbidden()
          return yield* handler(request, form, yield* signedIn(request), cookies(request)[CSRF_COOKIE]!)
        })

      /** A form post that needs a signed-in account: without one, back to /account. */
      const accountFormPost = <E>(
        handler: (
          request: HttpServerRequest.HttpServerRequest,
          form: URLSearchParams,
          account: Account,
          csrf: string
        ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E>
      ) =>
        formPost((request, form, account, csrf) =>
          account ? handler(request, form, account, csrf) : Effect.succeed(redirect("/account"))
        )

      /**
       * A form post of the signed-in account that names a key or an application: the name field, trimmed and cut
       * to 100 units, goes to the handler; an empty one (`emptyError`) or one a name cannot hold is refused (400).
       */
      const namedFormPost = <E>(
        emptyError: string,
        label: string,
        handler: (
          request: HttpServerRequest.HttpServerRequest,
          form: URLSearchParams,
          account: Account,
          csrf: string,
          name: string
        ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E>
      ) =>
        accountFormPost((request, form, account, csrf) => {
          const named = nameOf(form, emptyError, label)
          return "error" in named
            ? renderAccount(account, csrf, named, 400)
            : handler(request, form, account, csrf, named.name)
        })

      /**
       * A form post on one item of the account, named by the :id of its path: `act` does it and gives what the
       * account page shows, or undefined when the account has no such item (the error `missing`, 404).
       */
      const itemFormPost = <E>(
        missing: string,
        act: (accountId: string, itemId: string) => Effect.Effect<AccountPageExtra | undefined, E>
      ) =>
        accountFormPost((request, _form, account, csrf) =>
          Effect.flatMap(act(account.id, keyIdOf(request.url)), (done) =>
            renderItemOutcome(account, csrf, done, missing)
          )
        )

      /**
       * The sign-up or sign-in form: the attempt with its email and password, counted against the caller's address;
       * then a new session and back to /account, or the page `refused` answers with.
       */
      const sessionFormPost = <E>(
        attempt: (
          clientIp: string,
          email: string,
          password: string
        ) => Effect.Effect<Account, E, Accounts | AttemptLimits>,
        refused: (refusal: E, page: (error: string) => string) => HttpServerResponse.HttpServerResponse,
        form: "signup" | "signin"
      ) =>
        formPost((request, fields, _account, csrf) =>
          Effect.gen(function* () {
            const email = fields.get("email") ?? ""
            const result = yield* Effect.result(
              attempt(clientIpOf(request, config.trustProxy), email, fields.get("password") ?? "").pipe(
                Effect.provideService(Accounts, accounts),
                Effect.provideService(AttemptLimits, attemptLimits)
              )
            )
            // The page again with the error, and the email as it was typed (at most an email's length).
            if (result._tag === "Failure")
              return refused(result.failure, (error) =>
                signedOutPage(csrf, { error, email: truncate(email, 254), form })
              )
            const token = yield* accounts.startSession(result.success.id)
            return redirect("/account", [cookie(SESSION_COOKIE, token, SESSION_COOKIE_SECONDS)])
          })
        )

      /**
       * The revocation of one item of the account (a key, an application, an application's access) at `path`
       * (/account/<kind>/:id/revoke): GET shows its confirmation page when the account has it (else back to
       * /account); POST revokes it and shows the account page with `notice`, or the error `missing` (404).
       */
      const addRevocation = <T, E, F>(
        path: `/account/${string}/:id/revoke`,
        revocation: {
          readonly listOf: (accountId: string) => Effect.Effect<ReadonlyArray<T>, E>
          readonly isNamed: (item: T, id: string) => boolean
          readonly confirmPage: (item: T, csrf: string) => string
          readonly revoke: (accountId: string, id: string) => Effect.Effect<boolean, F>
          readonly notice: string
          readonly missing: string
        }
      ) =>
        Effect.gen(function* () {
          yield* router.add("GET", path, (request) =>
            Effect.gen(function* () {
              const account = yield* signedIn(request)
              if (!account) return redirect("/account")
              const id = keyIdOf(request.url)
              const item = (yield* revocation.listOf(account.id)).find((candidate) => revocation.isNamed(candidate, id))
              const csrf = csrfOf(request)
              return item ? html(revocation.confirmPage(item, csrf.token), 200, csrf.setCookie) : redirect("/account")
            })
          )
          yield* router.add(
            "POST",
            path,
            itemFormPost(revocation.missing, (accountId, id) =>
              Effect.map(revocation.revoke(accountId, id), noticeIf(revocation.notice))
            )
          )
        })

      yield* router.add("GET", "/account", (request) =>
        Effect.gen(function* () {
          const csrf = csrfOf(request)
          const account = yield* signedIn(request)
          return account
            ? yield* renderAccount(account, csrf.token, {}, 200, csrf.setCookie)
            : html(signedOutPage(csrf.token), 200, csrf.setCookie)
        })
      )

      yield* router.add(
        "POST",
        "/account/signup",
        sessionFormPost(
          (clientIp, email, password) => signUpFrom(clientIp, email, password),
          (refusal, page) => {
            switch (refusal._tag) {
              case "InvalidSignUp":
                return html(page(refusal.message), 400)
              case "AttemptsExceeded":
                return tooManyAttempts(refusal, page)
              case "EmailTaken":
                return html(page("An account with this email already exists: sign in instead."), 409)
            }
          },
          "signup"
        )
      )

      yield* router.add(
        "POST",
        "/account/signin",
        sessionFormPost(
          (clientIp, email, password) => signInFrom(clientIp, email, password),
          (refusal, page) =>
            refusal._tag === "AttemptsExceeded"
              ? tooManyAttempts(refusal, page)
              : html(page("The email or the password is not right."), 401),
          "signin"
        )
      )

      yield* router.add(
        "POST",
        "/account/signout",
        formPost((request) =>
          Effect.gen(function* () {
            const token = cookies(request)[SESSION_COOKIE]
            if (token) yield* accounts.endSession(token)
            return redirect("/account", [cookie(SESSION_COOKIE, "", 0)])
          })
        )
      )

      yield* router.add(
        "POST",
        "/account/keys",
        namedFormPost(
          "Give the key a name, so you can tell it apart later.",
          "A key name",
          (_request, _form, account, csrf, name) =>
            renderCreation(account, csrf, accounts.createKey(account.id, name), 409, (created) => ({
              newKey: { prefix: created.key.prefix, fullKey: created.fullKey }
            }))
        )
      )

      yield* router.add(
        "POST",
        "/account/keys/:id/rename",
        namedFormPost("A key name cannot be empty.", "A key name", (request, _form, account, csrf, name) =>
          Effect.flatMap(Effect.isSuccess(accounts.renameKey(account.id, keyIdOf(request.url), name)), (done) =>
            renderItemOutcome(account, csrf, noticeIf("Key renamed.")(done), "No such key.")
          )
        )
      )

      yield* addRevocation("/account/keys/:id/revoke", {
        listOf: (accountId) => accounts.listKeys(accountId),
        isNamed: isActiveWithId,
        confirmPage: confirmRevokePage,
        revoke: (accountId, keyId) => Effect.isSuccess(accounts.revokeKey(accountId, keyId)),
        notice: "Key revoked: it is refused from now on.",
        missing: "No such key."
      })

      // Encrypted saves: made and opened in the browser; the service stores and returns only ciphertext.
      yield* router.add("POST", "/account/saves", (request) =>
        Effect.gen(function* () {
          // The body limit first, as on the forms: a Content-Length above it is refused before anything else.
          if (Number(request.headers["content-length"] ?? 0) > MAX_CONTENT_BYTES)
            return tooLarge(request, MAX_CONTENT_BYTES)
          const account = yield* signedIn(request)
          if (!account || !csrfMatches(cookies(request), String(request.headers["x-csrf-token"] ?? ""))) {
            return json(403, {
              error: "Sign in on the account page and send the page's CSRF token.",
              code: "forbidden"
            })
          }
          const body = yield* boundedText(request, MAX_CONTENT_BYTES)
          if (body === undefined) return tooLarge(request, MAX_CONTENT_BYTES)
          const decoded = yield* Effect.result(
            Effect.try(() => JSON.parse(body)).pipe(Effect.flatMap(Schema.decodeUnknownEffect(EncryptedSaveRequest)))
          )
          if (decoded._tag === "Failure" || !calculatorNames.includes(decoded.success.calculationType)) {
            return json(400, {
              error:
                "The encrypted save is malformed (its name must have no control characters, its parameters must be base64) or names an unknown calculator.",
              code: "invalid_input"
            })
          }
          const { calculationType, name, encrypted } = decoded.success
          // The cap is checked inside the insert's transaction (saved-calculations.ts), so parallel saves cannot pass it.
          const saved = yield* Effect.result(
            saves.insert(account.id, { calculationType, name, inputs: null, result: null, encrypted })
          )
          if (saved._tag === "Failure") {
            return json(409, {
              error: `This account already has ${MAX_SAVES_PER_ACCOUNT} saves: delete some first.`,
              code: "limit_reached"
            })
          }
          return json(201, { id: saved.success.id, locked: true })
        })
      )

      // A plain save, opened on its own page (an encrypted one opens on the account page, with its password).
      yield* router.add("GET", "/account/saves/:id", (request) =>
        Effect.gen(function* () {
          const account = yield* signedIn(request)
          if (!account) return redirect("/account")
          const save = yield* saves.find(account.id, keyIdOf(request.url))
          const csrf = csrfOf(request)
          return save && !save.locked
            ? html(savePage(save, csrf.token), 200, csrf.setCookie)
            : yield* renderAccount(account, csrf.token, { error: "No such save to open here." }, 404, csrf.setCookie)
        })
      )

      yield* router.add("GET", "/account/saves/:id/encrypted", (request) =>
        Effect.gen(function* () {
          const account = yield* signedIn(request)
          const save = account ? yield* saves.find(account.id, keyIdOf(request.url)) : undefined
          return save?.encrypted
            ? json(200, save.encrypted, { "cache-control": "no-store" })
            : json(404, { error: "No such encrypted save.", code: "calculation_not_found" })
        })
      )

      yield* router.add(
        "POST",
        "/account/saves/:id/delete",
        itemFormPost("No such save.", (accountId, saveId) =>
          Effect.map(saves.remove(accountId, saveId), (removed) =>
            removed ? { notice: `Deleted "${removed.name}".` } : undefined
          )
        )
      )

      if (oauthClients) {
        const clients = oauthClients
        yield* router.add(
          "POST",
          "/account/oauth-clients",
          namedFormPost(
            "Give the application a name: the consent page shows it.",
            "An application name",
            (_request, form, account, csrf, name) => {
              const redirectUri = form.get("redirectUri") ?? ""
              if (identifierTextProblem(redirectUri) || redirectUri.length > 2000) {
                return renderAccount(
                  account,
                  csrf,
                  { error: "The callback URL must be at most 2,000 characters, without control characters." },
                  400
                )
              }
              return renderCreation(account, csrf, clients.register(account.id, name, redirectUri), 400, (created) => ({
                issued: { clientId: created.client.id, secret: created.secret }
              }))
            }
          )
        )

        yield* router.add(
          "POST",
          "/account/oauth-clients/:id/rotate",
          itemFormPost("No such active application.", (accountId, clientId) =>
            Effect.map(clients.rotateSecret(accountId, clientId), (secret) =>
              secret === undefined
                ? undefined
                : { issued: { clientId, secret }, notice: "New secret issued: the previous one no longer works." }
            )
          )
        )

        yield* addRevocation("/account/oauth-clients/:id/revoke", {
          listOf: (accountId) => clients.list(accountId),
          isNamed: isActiveWithId,
          confirmPage: confirmRevokeClientPage,
          revoke: (accountId, clientId) => clients.revoke(accountId, clientId),
          notice: "Application revoked: its tokens are refused from now on.",
          missing: "No such application."
        })
      }

      if (consents) {
        const access = consents
        yield* addRevocation("/account/oauth-access/:id/revoke", {
          listOf: (accountId) => access.list(accountId),
          isNamed: (allowed, clientId) => allowed.clientId === clientId,
          confirmPage: confirmWithdrawPage,
          revoke: (accountId, clientId) => access.withdraw(accountId, clientId),
          notice: "Access revoked: the application is refused from its next request.",
          missing: "No such application with access."
        })
      }

      // "Download my data": one JSON file of everything the account holds, streamed (account-data.ts).
      yield* router.add(
        "POST",
        "/account/data",
        accountFormPost((_request, _form, account) =>
          Effect.gen(function* () {
            const profile = yield* accounts.profile(account.id)
            if (profile === undefined) return redirect("/account")
            const exportedAt = new Date(yield* Clock.currentTimeMillis).toISOString()
            const body = accountExport(
              {
                exportedAt,
                account: profile,
                keys: yield* accounts.listKeys(account.id),
                oauthApplications: oauthClients ? yield* oauthClients.list(account.id) : [],
                allowedApplications: consents ? yield* consents.list(account.id) : []
              },
              saves
            )
            return HttpServerResponse.stream(body, {
              status: 200,
              contentType: "application/json; charset=utf-8",
              headers: {
                "cache-control": "no-store",
                "content-disposition": `attachment; filename="poliergaleio-data-${exportedAt.slice(0, 10)}.json"`
              }
            })
          })
        )
      )

      // "Delete my account": the password again (counted as a sign-in), then everything of the account, at once.
      yield* router.add("GET", "/account/delete", (request) =>
        Effect.gen(function* () {
          const account = yield* signedIn(request)
          if (!account) return redirect("/account")
          const csrf = csrfOf(request)
          return html(confirmDeleteAccountPage(account.email, csrf.token), 200, csrf.setCookie)
        })
      )
      yield* router.add(
        "POST",
        "/account/delete",
        accountFormPost((request, form, account, csrf) =>
          Effect.gen(function* () {
            const deleted = yield* Effect.result(
              deleteAccountFrom(clientIpOf(request, config.trustProxy), account, form.get("password") ?? "").pipe(
                Effect.provideService(Accounts, accounts),
                Effect.provideService(AttemptLimits, attemptLimits)
              )
            )
            if (deleted._tag === "Failure") {
              const page = (error: string) => confirmDeleteAccountPage(account.email, csrf, error)
              return deleted.failure._tag === "AttemptsExceeded"
                ? tooManyAttempts(deleted.failure, page)
                : html(page("The password is not right: the account was not deleted."), 401)
            }
            return html(
              signedOutPage(csrf, {
                notice: "Your account and everything in it were deleted. Its keys are refused from now on."
              }),
              200,
              [cookie(SESSION_COOKIE, "", 0)]
            )
          })
        )
      )

      yield* router.add("GET", "/developers/verify", html(verifyPage()))
    })
  )

const Base64 = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9+/]*={0,2}$/))
const EncryptedSaveRequest = Schema.Struct({
  calculationType: Schema.String,
  name: Schema.String.check(
    Schema.isMinLength(1),
    Schema.isMaxLength(MAX_NAME_LENGTH),
    Schema.makeFilter<string>((name) => identifierTextProblem(name) === undefined)
  ),
  encrypted: Schema.Struct({
    algorithm: Schema.Literal("AES-GCM"),
    kdf: Schema.Literal("PBKDF2-SHA256"),
    iterations: Schema.Int.check(Schema.isBetween({ minimum: 100_000, maximum: 10_000_000 })),
    salt: Base64.check(Schema.isMaxLength(64)),
    iv: Base64.check(Schema.isMaxLength(64)),
    ciphertext: Base64.check(Schema.isMinLength(1))
  })
})

/** The id segment of /account/keys/:id/..., /account/saves/:id/... and /account/oauth-clients/:id/... */
const keyIdOf = (url: string) => new URL(url, "http://x").pathname.split("/")[3] ?? ""
