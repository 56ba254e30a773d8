import { Marked } from "marked"
import type { ServiceConfig, SiteSettings } from "../../../services/config.ts"
import { escapeHtml, layout } from "../pages.ts"

/** Links may go to the web, to an email address or to this site; any other scheme (javascript:, data: ...) keeps only
 * its text. */
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i

/**
 * The operator's Markdown (SITE_TERMS_FILE, SITE_PRIVACY_FILE): raw HTML is shown as text, never
 * interpreted; images keep only their alt text; headings nest under the page's own h1.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6)
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`
    },
    link(token) {
      return SAFE_HREF.test(token.href) ? false : this.parser.parseInline(token.tokens)
    }
  }
})

export const renderMarkdown = (text: string) => markdown.parse(text, { async: false })

const operatorOf = (site: SiteSettings | undefined) => site?.operator ?? "the operator of this instance"
const contactLine = (site: SiteSettings | undefined) =>
  site?.contactEmail
    ? `write to [${site.contactEmail}](mailto:${site.contactEmail})`
    : "use the address on the [contact page](/contact)"

const defaultTerms = (config: ServiceConfig) => {
  const site = config.site
  const [anonMinute, anonDay, anonWeek] = config.limits.anonymous
  const [keyMinute, keyDay, keyWeek] = config.limits.keyed
  return `This service is run by ${operatorOf(site)}. Using it, over this site, its REST API or its MCP endpoint, means accepting these terms.

# What the service is
Free calculations for Cyprus personal-finance and tax questions. Every answer is computed from the inputs you send, the assumptions it lists (the defaults it used and what it left out) and the rules it cites. **Results are estimates, not tax, legal or financial advice.** Check a figure with the Tax Department, the Social Insurance Services or a professional before you act on it.

# No warranty
The service is given as it is, free of charge, without any warranty that it is available, complete or free of errors, and without liability for decisions taken on its results, as far as the law allows.

# Fair use
- Anonymous calls: ${anonMinute} a minute, ${anonDay} a day and ${anonWeek} a week per address; with a free API key: ${keyMinute} a minute, ${keyDay} a day and ${keyWeek} a week per key and per account. Calls beyond are refused (HTTP 429) until the window passes.
- Do not try to get around the limits, to reach other people's data, or to disrupt the service.
- Keep your API keys secret, and send them only in the \`x-api-key\` header. Keys and accounts used to abuse the service may be revoked.

# Changes
A tool is deprecated at least 90 days before it is removed, and every answer of a deprecated tool says so (the [deprecation policy](/policy), the [changelog and migration guides](/migrations)). These terms may change; the page always shows the ones in force.

# Questions
To ask about these terms, ${contactLine(site)}.`
}

const defaultPrivacy = (config: ServiceConfig) => {
  const site = config.site
  return `${operatorOf(site)[0]!.toUpperCase()}${operatorOf(site).slice(1)} runs this service and is responsible for the data below: this is all that the service keeps about you.

# Calculations without an account
Nothing is kept: a calculator computes its answer and stores neither your inputs nor the result.

# What is stored with an account
- **Your account**: your email address, a salted scrypt hash of your password (never the password itself) and the date you created it. A sign-in session is kept as a hash of its cookie, for at most 14 days or until you sign out.
- **API keys**: a SHA-256 hash of each key (the key itself is shown to you once and never stored), its name, its first characters, and when it was created and revoked.
- **Saved calculations**: what you save with a key or through an application you allowed, inputs and results; a scenario encrypted in your browser is stored only as ciphertext, which the service cannot read.
- **OAuth applications**: the applications you register (name, callback address, a hash of the secret), the access you allow, and the tokens issued to them until they expire or you revoke them.
- **Retries**: the answer of a save, update or delete sent with an \`Idempotency-Key\`, for 24 hours, so that a retry gets the same answer.

# Counters and logs
- To enforce the usage limits, calls are counted per network address (and the \`x-guest-id\` you may send), per key and per account; failed sign-ins and new accounts are counted per address. Each counter expires with its window (at most one week).
- The server writes one log line per request: the time, a request id, the method, the path (never the query string), the tool, the status, the error code and the duration. Never your address, a header, a key, nor the body of a request or of an answer.

# Cookies
Only the ones the account pages need: \`pg_session\` (your sign-in, 14 days) and \`pg_csrf\` (protects the forms), and the OAuth sign-in's own cookies while you allow an application. No analytics, no advertising, no tracking, and nothing loaded from another site: every page, style and script comes from this one.

# Your choices
On the [account page](/account) you can revoke keys and applications and delete saved calculations at any time. To have your account and everything in it deleted, or to ask what is stored about you, ${contactLine(site)}.`
}

const page = (title: string, path: string, html: string) =>
  layout(title, `<div class="prose">${html}</div>`, { current: path })

/** The three pages, built once from the configuration: the operator's own texts where given, the defaults otherwise. */
export const legalPages = (config: ServiceConfig) => {
  const site = config.site
  const contact = `<p>This service is run by ${escapeHtml(operatorOf(site))}.</p>
${
  site?.contactEmail
    ? `<p>Write to <a href="mailto:${escapeHtml(site.contactEmail)}">${escapeHtml(site.contactEmail)}</a> about the service, a result, your account or your data, and to report a security problem.</p>`
    : `<p>The operator has not published a contact address yet.</p>`
}
<p>About a result, give the request id of the answer (the <code>X-Request-Id</code> header, or <code>requestId</code> in an error), the tool and the inputs. Never send your API key or your password: no one will ask for them.</p>
<p>What the service stores is on the <a href="/privacy">privacy page</a>; how it may be used, in the <a href="/terms">terms</a>.</p>`
  return {
    terms: page("Terms of use", "/terms", renderMarkdown(site?.termsMarkdown ?? defaultTerms(config))),
    privacy: page("Privacy", "/privacy", renderMarkdown(site?.privacyMarkdown ?? defaultPrivacy(config))),
    contact: page("Contact", "/contact", contact)
  }
}
