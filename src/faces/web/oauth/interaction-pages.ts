import { escapeHtml, layout } from "../pages.ts"
import { OAUTH_SCOPES } from "../../../services/oauth/settings.ts"

const csrfField = (csrf: string) => `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`
const alert = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "")

export interface ClientSummary {
  readonly name: string
  /** The callback URL of this request. */
  readonly redirectUri: string
  /** Registered by itself (RFC 7591): its name is its own claim. */
  readonly selfRegistered: boolean
}

const hostOf = (uri: string) => URL.parse(uri)?.host ?? uri

const clientLine = (client: ClientSummary) =>
  `<strong>${escapeHtml(client.name)}</strong> (it will send you back to <code>${escapeHtml(client.redirectUri)}</code>)`

/** A self-registered application names itself: the page says so, and shows where the answer goes. */
const selfRegisteredNote = (client: ClientSummary) =>
  client.selfRegistered
    ? `<p class="notice" role="note">This application registered itself: no one has checked its name. Allow it only if you started this connection yourself and expect to return to <strong>${escapeHtml(hostOf(client.redirectUri))}</strong>.</p>`
    : ""

export const signInPage = (input: { uid: string; csrf: string; client: ClientSummary; error?: string }) =>
  layout(
    "Sign in to continue",
    `${alert(input.error)}
<p>${clientLine(input.client)} asks to use your poliergaleio saved calculations. Sign in first; you will then see what it asks for and can approve or refuse.</p>
<form method="post" action="/oauth/interaction/${escapeHtml(input.uid)}/login">${csrfField(input.csrf)}
<label for="oauth-email">Email</label><input id="oauth-email" name="email" type="email" maxlength="254" autocomplete="email" required>
<label for="oauth-password">Password</label><input id="oauth-password" name="password" type="password" maxlength="1024" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<form method="post" action="/oauth/interaction/${escapeHtml(input.uid)}/abort">${csrfField(input.csrf)}<button type="submit" class="secondary">Cancel and go back</button></form>
<p>No account yet? <a href="/account">Create one</a>, then start again from the application.</p>`
  )

export const consentPage = (input: {
  uid: string
  csrf: string
  client: ClientSummary
  email: string
  scopes: ReadonlyArray<string>
}) =>
  layout(
    "Allow access?",
    `<p>${clientLine(input.client)} asks for access to the poliergaleio account <strong>${escapeHtml(input.email)}</strong>.</p>
${selfRegisteredNote(input.client)}
<section aria-labelledby="scopes-title"><h2 id="scopes-title">It will be able to</h2>
${
  input.scopes.length === 0
    ? "<p>Nothing: it asked for no scope.</p>"
    : `<ul>${input.scopes
        .map(
          (scope) =>
            `<li><strong>${escapeHtml(scope)}</strong>: ${escapeHtml(OAUTH_SCOPES[scope as keyof typeof OAUTH_SCOPES] ?? scope)}</li>`
        )
        .join("")}</ul>`
}
<p>Its calls count against this account's quota. The calculators need no permission. You can withdraw this permission at any time on <a href="/account">the account page</a>.</p></section>
<form method="post" action="/oauth/interaction/${escapeHtml(input.uid)}/confirm">${csrfField(input.csrf)}<button type="submit">Allow</button></form>
<form method="post" action="/oauth/interaction/${escapeHtml(input.uid)}/abort">${csrfField(input.csrf)}<button type="submit" class="secondary">Refuse</button></form>
<p>Not ${escapeHtml(input.email)}? Refuse, sign out on <a href="/account">the account page</a>, and start again from the application.</p>`
  )

export const expiredPage = () =>
  layout(
    "Sign-in expired",
    `<p class="error" role="alert">This sign-in request has expired or was already answered.</p>
<p>Go back to the application and start again.</p>`
  )
