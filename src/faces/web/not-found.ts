// The page a browser gets for an address nothing serves: a 404 in the page's language with the ways back in. An API
// client (its Accept names no HTML, or JSON first) keeps the JSON error body (src/faces/http/routes/fallback.ts).
import { HttpServerResponse } from "effect/http"
import { type Language, LANGUAGES, preferredLanguage } from "./i18n/language.ts"
import { NOT_FOUND_MESSAGES as M } from "./i18n/rule-messages.ts"
import { escapeHtml, layout } from "./pages.ts"

/** At most this many characters of Accept are read to tell a browser from an API client. */
const MAX_ACCEPT_CHARS = 1024

/**
 * A browser asking for a page: its Accept names text/html before application/json (a browser's navigation sends
 * text/html first; an API client sends application/json, or nothing, or * / *).
 */
export const wantsPage = (accept: string | undefined): boolean => {
  if (accept === undefined) return false
  const text = accept.slice(0, MAX_ACCEPT_CHARS)
  const html = text.indexOf("text/html")
  if (html === -1) return false
  const json = text.indexOf("application/json")
  return json === -1 || html < json
}

/** The language of a page under /en/ or /el/; elsewhere the one the browser prefers. */
export const languageOfPath = (path: string, acceptLanguage: string | undefined): Language =>
  LANGUAGES.find((language) => path === `/${language}` || path.startsWith(`/${language}/`)) ??
  preferredLanguage(acceptLanguage)

const page = (language: Language, detail: string | undefined) =>
  layout(
    M.title[language],
    `<p>${escapeHtml(detail ?? M.intro[language])}</p>
<p>${escapeHtml(M.tryThese[language])}</p>
<ul class="not-found-links">
<li><a href="/${language}/calculators">${escapeHtml(M.calculators[language])}</a></li>
<li><a href="/${language}/rules">${escapeHtml(M.rules[language])}</a></li>
<li><a href="/docs">${escapeHtml(M.api[language])}</a></li>
<li><a href="/">${escapeHtml(M.front[language])}</a></li>
</ul>`,
    { language }
  )

const PAGES = Object.fromEntries(LANGUAGES.map((language) => [language, page(language, undefined)])) as Record<
  Language,
  string
>

const HEADERS = { "cache-control": "no-cache", vary: "accept, accept-language" }

/**
 * The 404 page in a language; `detail` replaces the general sentence (the unknown rule's id, checked by the caller to
 * be one the page may echo).
 */
export const notFoundPage = (language: Language, detail?: string) =>
  HttpServerResponse.text(detail === undefined ? PAGES[language] : page(language, detail), {
    status: 404,
    contentType: "text/html; charset=utf-8",
    headers: { ...HEADERS, "content-language": language }
  })
