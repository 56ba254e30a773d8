import type { ApiKeyInfo } from "../../services/accounts/accounts.ts"
import type { OAuthClient } from "../../services/oauth/clients.ts"
import type { AllowedApplication } from "../../services/oauth/consents.ts"
import { LANGUAGE_NAMES, LANGUAGES, type Language, type Text } from "./i18n/language.ts"
import { SITE_MESSAGES } from "./i18n/messages.ts"
import { FAVICON, STYLESHEET } from "./site/assets.ts"

/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

type Link = readonly [href: string, label: Text]

/** The main navigation, and the links in every page's footer. */
const NAV = (language: Language): ReadonlyArray<Link> => [
  [`/${language}/calculators`, SITE_MESSAGES.navCalculators],
  ["/docs", SITE_MESSAGES.navApi],
  ["/#mcp", SITE_MESSAGES.navMcp],
  [`/${language}/rules`, SITE_MESSAGES.navRules],
  ["/migrations", SITE_MESSAGES.navChangelog],
  ["/account", SITE_MESSAGES.navAccount]
]
const FOOTER: ReadonlyArray<Link> = [
  ["/terms", SITE_MESSAGES.terms],
  ["/privacy", SITE_MESSAGES.privacy],
  ["/contact", SITE_MESSAGES.contact],
  ["/readyz", SITE_MESSAGES.status],
  ["/developers/verify", SITE_MESSAGES.keyChecker],
  ["/developers.txt", { en: "developers.txt", el: "developers.txt" }]
]
const links = (items: ReadonlyArray<Link>, current: string | undefined, language: Language) =>
  `<ul>${items.map(([href, label]) => `<li><a href="${href}"${href === current ? ` aria-current="page"` : ""}>${escapeHtml(label[language])}</a></li>`).join("")}</ul>`

interface LayoutOptions {
  /** The path of the page, marked as the current one in the navigation. */
  readonly current?: string
  /** The meta description (the front page's). */
  readonly description?: string
  /** The page's language (English by default). */
  readonly language?: Language
  /** The same page in each language, for the switch (pages that exist in both). */
  readonly alternates?: Readonly<Record<Language, string>>
}

/** Links to the same page in the other languages, each marked with its own language. */
const languageSwitch = (language: Language, alternates: Readonly<Record<Language, string>>) =>
  `<nav class="language-switch" aria-label="${escapeHtml(SITE_MESSAGES.languageSwitch[language])}"><ul>${LANGUAGES.map(
    (other) =>
      other === language
        ? `<li><span aria-current="true">${LANGUAGE_NAMES[other]}</span></li>`
        : `<li><a href="${escapeHtml(alternates[other])}" hreflang="${other}" lang="${other}">${LANGUAGE_NAMES[other]}</a></li>`
  ).join("")}</ul></nav>`

/**
 * Every HTML page: the site's stylesheet and icon (static assets: no inline style, so the pages' CSP
 * allows styles only from this origin), the navigation, the footer with the legal pages, and `title` as the h1.
 */
export const layout = (title: string, body: string, options: LayoutOptions = {}) => {
  const language = options.language ?? "en"
  const alternates = options.alternates
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · poliergaleio</title>${options.description ? `<meta name="description" content="${escapeHtml(options.description)}">` : ""}
<meta name="color-scheme" content="light dark"><link rel="stylesheet" href="${STYLESHEET.path}"><link rel="icon" href="${FAVICON.path}" type="image/svg+xml">${
    alternates === undefined
      ? ""
      : LANGUAGES.map(
          (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(alternates[other])}">`
        ).join("")
  }</head>
<body><a class="skip" href="#main">${escapeHtml(SITE_MESSAGES.skipToContent[language])}</a>
<header class="site-header"><div class="bar"><a class="brand" href="/"><img src="${FAVICON.path}" alt="" width="24" height="24">poliergaleio</a>
<nav aria-label="${escapeHtml(SITE_MESSAGES.mainNavigation[language])}">${links(NAV(language), options.current, language)}</nav>${
    alternates === undefined ? "" : languageSwitch(language, alternates)
  }</div></header>
<main id="main"><h1>${escapeHtml(title)}</h1>${body}</main>
<footer class="site-footer"><div class="bar"><nav aria-label="${escapeHtml(SITE_MESSAGES.aboutNavigation[language])}">${links(FOOTER, options.current, language)}</nav>
<p>${escapeHtml(SITE_MESSAGES.footerNote[language])}</p></div></footer></body></html>`
}

/** A table in a box that scrolls sideways on a narrow screen instead of widening the page. */
export const scrollingTable = (head: ReadonlyArray<string>, rows: string) =>
  `<div class="table-scroll" tabindex="0"><table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table></div>`

const csrfField = (csrf: string) => `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">`
const message = (error?: string, notice?: string) =>
  (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "") +
  (notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : "")

/**
 * A table of the account page: a table on a wide screen, one card per row on a phone (site.css "Account
 * pages"), each cell then headed by its column's name (data-label), so that no action is off-screen. The
 * last column is the row's actions: its cells carry no such heading. The explicit roles keep it a table
 * for screen readers when the cards change its display.
 */
export const accountTable = (
  head: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  attributes: (row: number) => string = () => ""
) =>
  `<table class="stack" role="table"><thead role="rowgroup"><tr role="row">${head.map((cell) => `<th scope="col" role="columnheader">${cell}</th>`).join("")}</tr></thead><tbody role="rowgroup">${rows
    .map(
      (cells, row) =>
        `<tr role="row"${attributes(row)}>${cells.map((cell, column) => (column === head.length - 1 ? `<td role="cell">${cell}</td>` : `<td role="cell" data-label="${escapeHtml(head[column] ?? "")}">${cell}</td>`)).join("")}</tr>`
    )
    .join("\n")}</tbody></table>`

/** The signed-out account page; after a refused sign-up or sign-in, `email` is that form's email, kept for the retry. */
export const signedOutPage = (
  csrf: string,
  shown: {
    readonly error?: string
    readonly notice?: string
    readonly email?: string
    readonly form?: "signup" | "signin"
  } = {}
) => {
  const emailValue = (form: "signup" | "signin") =>
    shown.form === form && shown.email ? ` value="${escapeHtml(shown.email)}"` : ""
  return layout(
    "Your poliergaleio account",
    `${message(shown.error, shown.notice)}
<p>An account gives you free API keys for the saved-calculation tools and higher quotas.</p>
<section aria-labelledby="signup-title"><h2 id="signup-title">Create an account</h2>
<form method="post" action="/account/signup">${csrfField(csrf)}
<label for="signup-email">Email</label><input id="signup-email" name="email" type="email" maxlength="254" autocomplete="email" required${emailValue("signup")}>
<label for="signup-password">Password (at least 10 characters)</label><input id="signup-password" name="password" type="password" minlength="10" maxlength="1024" autocomplete="new-password" required>
<button type="submit">Create account</button></form></section>
<section aria-labelledby="signin-title"><h2 id="signin-title">Sign in</h2>
<form method="post" action="/account/signin">${csrfField(csrf)}
<label for="signin-email">Email</label><input id="signin-email" name="email" type="email" maxlength="254" autocomplete="email" required${emailValue("signin")}>
<label for="signin-password">Password</label><input id="signin-password" name="password" type="password" maxlength="1024" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></section>`,
    { current: "/account" }
  )
}

const keyCells = (key: ApiKeyInfo, csrf: string) => [
  `<code>${escapeHtml(key.prefix)}</code>`,
  escapeHtml(key.name),
  key.createdAt.slice(0, 10),
  key.lastUsedAt ? key.lastUsedAt.slice(0, 10) : "never",
  key.revokedAt ? `revoked ${key.revokedAt.slice(0, 10)}` : "active",
  key.revokedAt
    ? ""
    : `<form class="inline" method="post" action="/account/keys/${key.id}/rename">${csrfField(csrf)}
<label for="rename-${key.id}">New name for ${escapeHtml(key.prefix)}</label><input id="rename-${key.id}" name="name" maxlength="100" required value="${escapeHtml(key.name)}">
<button type="submit">Rename</button></form> <a href="/account/keys/${key.id}/revoke">Revoke…</a>`
]

export const accountPage = (input: {
  readonly email: string
  readonly keys: ReadonlyArray<ApiKeyInfo>
  readonly csrf: string
  readonly newKey?: { readonly prefix: string; readonly fullKey: string }
  readonly error?: string
  readonly notice?: string
  /** The saved calculations section (src/faces/web/saves-page.ts). */
  readonly savesHtml?: string
  /** The OAuth applications section (oauthSection). */
  readonly oauthHtml?: string
}) =>
  layout(
    "Your API keys",
    `${message(input.error, input.notice)}
<p>Signed in as ${escapeHtml(input.email)}.</p>
${
  input.newKey
    ? `<section aria-labelledby="new-key-title" class="notice"><h2 id="new-key-title">Your new key</h2>
<p>Copy it now: it is shown only once and cannot be recovered.</p>
<p><code id="new-key">${escapeHtml(input.newKey.fullKey)}</code></p>
<button type="button" id="copy-key">Copy key</button>
<script>
document.getElementById("copy-key").addEventListener("click", async (event) => {
  const button = event.currentTarget
  try {
    await navigator.clipboard.writeText(document.getElementById("new-key").textContent.trim())
    button.textContent = "Copied"
  } catch {
    button.textContent = "Copy failed: select the key and copy it by hand"
  }
})
</script>
<p>Send it in the <code>x-api-key</code> header, never in a URL.</p></section>`
    : ""
}
<section aria-labelledby="keys-title"><h2 id="keys-title">Keys</h2>
${
  input.keys.length === 0
    ? "<p>No keys yet.</p>"
    : accountTable(
        ["Prefix", "Name", "Created", "Last used", "Status", "Actions"],
        input.keys.map((k) => keyCells(k, input.csrf))
      )
}
<form method="post" action="/account/keys">${csrfField(input.csrf)}
<label for="key-name">Name of the new key</label><input id="key-name" name="name" maxlength="100" required placeholder="e.g. my laptop">
<button type="submit">Create key</button></form>
<p>At most 10 active keys, and 3 new keys in 24 hours. Every key has the scopes read and write. <a href="/developers/verify">Check a key</a> to see what the service knows of it.</p></section>
${input.savesHtml ?? ""}
${input.oauthHtml ?? ""}
<section aria-labelledby="data-title"><h2 id="data-title">Your data</h2>
<p>Download everything this account holds as one JSON file: the account, its keys (prefix, name and dates: never a secret), its saved calculations as stored (encrypted ones stay encrypted), the applications you allowed and those you registered (never a client secret).</p>
<form method="post" action="/account/data">${csrfField(input.csrf)}<button type="submit">Download my data</button></form>
<p>Deleting the account deletes all of it at once: keys, saved calculations, sign-ins, applications and their access. The keys stop working at once. This cannot be undone.</p>
<p><a href="/account/delete">Delete my account…</a></p></section>
<form method="post" action="/account/signout">${csrfField(input.csrf)}<button type="submit" class="secondary">Sign out</button></form>`,
    { current: "/account" }
  )

/** "Delete my account": the password again, then everything of the account is deleted at once. */
export const confirmDeleteAccountPage = (email: string, csrf: string, error?: string) =>
  layout(
    "Delete your account",
    `${message(error)}
<p>This deletes the account <strong>${escapeHtml(email)}</strong> and everything in it, at once and for good: every API key (refused from the next request), every saved calculation, every sign-in, the OAuth applications you registered and the access you gave applications. It cannot be undone: <a href="/account">download your data</a> first if you want to keep a copy.</p>
<form method="post" action="/account/delete">${csrfField(csrf)}
<label for="delete-password">Your password, to confirm</label><input id="delete-password" name="password" type="password" maxlength="1024" autocomplete="current-password" required>
<button type="submit">Delete my account and all its data</button></form>
<p><a href="/account">Cancel</a></p>`,
    { current: "/account" }
  )

export const confirmRevokePage = (key: ApiKeyInfo, csrf: string) =>
  layout(
    "Revoke key",
    `<p>Revoke the key <code>${escapeHtml(key.prefix)}</code> (${escapeHtml(key.name)})? Calls with it are refused from the very next request. Its past calls still count in your account's quota. This cannot be undone.</p>
<form method="post" action="/account/keys/${key.id}/revoke">${csrfField(csrf)}<button type="submit">Yes, revoke ${escapeHtml(key.prefix)}</button></form>
<p><a href="/account">Cancel</a></p>`
  )

export const verifyPage = () =>
  layout(
    "API key checker",
    `<p>Paste a key to see what <code>GET /whoami</code> says about it. The page sends it in the <code>x-api-key</code> header, never in the address.</p>
<form id="verify-form" method="post" action="/developers/verify">
<label for="api-key">API key</label><input id="api-key" name="key" autocomplete="off" spellcheck="false" required>
<button type="submit">Check key</button></form>
<section aria-labelledby="verify-answer"><h2 id="verify-answer">Answer</h2><pre id="verify-result" aria-live="polite">(none yet)</pre></section>
<script>
document.getElementById("verify-form").addEventListener("submit", async (event) => {
  event.preventDefault()
  const out = document.getElementById("verify-result")
  const response = await fetch("/whoami", { headers: { "x-api-key": document.getElementById("api-key").value.trim() } })
  out.textContent = response.status + "\\n" + JSON.stringify(await response.json(), null, 2)
})
</script>`,
    { current: "/developers/verify" }
  )

const clientCells = (client: OAuthClient, csrf: string) => [
  `<code>${escapeHtml(client.id)}</code>`,
  escapeHtml(client.name),
  `<code>${escapeHtml(client.redirectUri)}</code>`,
  client.revokedAt
    ? `revoked ${client.revokedAt.slice(0, 10)}`
    : `active, secret from ${client.secretRotatedAt.slice(0, 10)}`,
  client.revokedAt
    ? ""
    : `<form class="inline" method="post" action="/account/oauth-clients/${client.id}/rotate">${csrfField(csrf)}
<button type="submit" aria-label="New secret for ${escapeHtml(client.name)}">New secret</button></form> <a href="/account/oauth-clients/${client.id}/revoke">Revoke…</a>`
]

/** "OAuth applications": confidential clients of assistant platforms, registered by their exact callback URL. */
export const oauthSection = (input: {
  readonly clients: ReadonlyArray<OAuthClient>
  readonly csrf: string
  readonly issued?: { readonly clientId: string; readonly secret: string }
}) => `<section aria-labelledby="oauth-title"><h2 id="oauth-title">OAuth applications</h2>
<p>For an assistant platform that signs you in with OAuth: register the platform's exact callback URL, then enter the client ID and secret in its connector settings.</p>
${
  input.issued
    ? `<div class="notice" role="status"><h3>Client secret of <code>${escapeHtml(input.issued.clientId)}</code></h3>
<p>Copy it now: it is shown only once and cannot be recovered.</p>
<p>Client ID: <code id="new-client-id">${escapeHtml(input.issued.clientId)}</code></p>
<p>Client secret: <code id="new-client-secret">${escapeHtml(input.issued.secret)}</code></p></div>`
    : ""
}
${
  input.clients.length === 0
    ? "<p>No OAuth applications yet.</p>"
    : accountTable(
        ["Client ID", "Name", "Callback URL", "Status", "Actions"],
        input.clients.map((c) => clientCells(c, input.csrf))
      )
}
<form method="post" action="/account/oauth-clients">${csrfField(input.csrf)}
<label for="client-name">Application name (shown on the consent page)</label><input id="client-name" name="name" maxlength="100" required placeholder="e.g. My assistant">
<label for="client-redirect">Exact callback URL (https, no wildcards)</label><input id="client-redirect" name="redirectUri" type="url" required placeholder="https://platform.example/oauth/callback">
<button type="submit">Register application</button></form></section>`

export const confirmRevokeClientPage = (client: OAuthClient, csrf: string) =>
  layout(
    "Revoke OAuth application",
    `<p>Revoke <strong>${escapeHtml(client.name)}</strong> (<code>${escapeHtml(client.id)}</code>)? Every access and refresh token issued to it stops working at once, for every account that allowed it. This cannot be undone.</p>
<form method="post" action="/account/oauth-clients/${client.id}/revoke">${csrfField(csrf)}<button type="submit">Yes, revoke ${escapeHtml(client.name)}</button></form>
<p><a href="/account">Cancel</a></p>`
  )

const allowedCells = (application: AllowedApplication) => [
  `${escapeHtml(application.name)}${application.selfRegistered ? " <small>(registered itself)</small>" : ""}<br><code>${escapeHtml(application.clientId)}</code>`,
  application.redirectUris.map((uri) => `<code>${escapeHtml(uri)}</code>`).join("<br>"),
  escapeHtml(application.scopes.join(" ")),
  application.since.slice(0, 10),
  `<a href="/account/oauth-access/${escapeHtml(application.clientId)}/revoke">Revoke…</a>`
]

/** "Applications with access": every application this account allowed, including those that registered themselves. */
export const allowedApplicationsSection = (applications: ReadonlyArray<AllowedApplication>) =>
  `<section aria-labelledby="allowed-title"><h2 id="allowed-title">Applications with access to this account</h2>
<p>Assistants and other applications you allowed through the OAuth sign-in. Revoking one deletes its access for this account at once; it must ask you again to come back.</p>
${applications.length === 0 ? "<p>None.</p>" : accountTable(["Application", "Callback URL", "Scopes", "Allowed", "Actions"], applications.map(allowedCells))}</section>`

export const confirmWithdrawPage = (application: AllowedApplication, csrf: string) =>
  layout(
    "Revoke application access",
    `<p>Revoke the access of <strong>${escapeHtml(application.name)}</strong> (<code>${escapeHtml(application.clientId)}</code>) to this account? Its access and refresh tokens for this account are refused from its next request. It can ask you again later; you decide then.</p>
<form method="post" action="/account/oauth-access/${escapeHtml(application.clientId)}/revoke">${csrfField(csrf)}<button type="submit">Yes, revoke ${escapeHtml(application.name)}</button></form>
<p><a href="/account">Cancel</a></p>`
  )
