// The browser session of the account pages, shared by every page that acts for a signed-in person (the account
// pages, the OAuth sign-in, the calculators' "Save"): its cookies, the double-submit CSRF token, the account behind
// the session cookie.
import { Effect } from "effect"
import type { Accounts } from "../../services/accounts/accounts.ts"
import { randomToken, safeEqual } from "../../services/accounts/secrets.ts"

export const SESSION_COOKIE = "pg_session"
export const CSRF_COOKIE = "pg_csrf"
export const SESSION_COOKIE_SECONDS = 60 * 60 * 24 * 14

type Cookies = Readonly<Record<string, string | undefined>>

/** A Set-Cookie value for the account cookies. */
export const cookieHeader = (secure: boolean, name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`

/** The double-submit CSRF token: the cookie's, or a new one with the Set-Cookie that gives it. */
export const csrfTokenOf = (cookies: Cookies, secure: boolean): { token: string; setCookie: Array<string> } => {
  const existing = cookies[CSRF_COOKIE]
  if (existing) return { token: existing, setCookie: [] }
  const token = randomToken(24)
  return { token, setCookie: [cookieHeader(secure, CSRF_COOKIE, token, SESSION_COOKIE_SECONDS)] }
}

/** Whether a form's `csrf` field (or a script's X-CSRF-Token header) matches the cookie. */
export const csrfMatches = (cookies: Cookies, sent: string | undefined) => {
  const expected = cookies[CSRF_COOKIE] ?? ""
  return expected !== "" && safeEqual(expected, sent ?? "")
}

/** The account signed in by the session cookie, if any. */
export const sessionAccountOf = (accounts: Accounts["Service"], cookies: Cookies) => {
  const token = cookies[SESSION_COOKIE]
  return token ? accounts.sessionAccount(token) : Effect.succeed(undefined)
}
