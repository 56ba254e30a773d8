// The routes of the rule pages (/<language>/rules, /<language>/rules/<id>) and the browser's way to them from the
// API's /rules and /rules/<id>, which stay JSON for API clients (src/faces/http/routes/rules.ts).
import { createHash } from "node:crypto"
import { Effect } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { RULE_PARAMETERS } from "../../rules/registry.ts"
import { ruleIdShown } from "../http/rule-documents.ts"
import { type Language, LANGUAGES, preferredLanguage } from "./i18n/language.ts"
import { NOT_FOUND_MESSAGES } from "./i18n/rule-messages.ts"
import { notFoundPage, wantsPage } from "./not-found.ts"
import { rulePage, rulePagePath, rulesIndexPage, rulesIndexPath } from "./rules-pages.ts"

type Answer = (request: HttpServerRequest.HttpServerRequest) => HttpServerResponse.HttpServerResponse

/** RFC 9110 13.1.2: If-None-Match matches by weak comparison; a list of tags or "*" matches too. */
const matches = (sent: string | undefined, etag: string) =>
  sent?.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag) === true

/** A page built on its first request, then served as it is with a strong ETag (the rules change only with a release). */
const cachedPage = (language: Language, build: () => string): Answer => {
  let built: { readonly html: string; readonly headers: Readonly<Record<string, string>> } | undefined
  return (request) => {
    if (built === undefined) {
      const html = build()
      const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`
      built = { html, headers: { etag, "cache-control": "public, max-age=300", "content-language": language } }
    }
    if (matches(request.headers["if-none-match"], built.headers.etag!))
      return HttpServerResponse.empty({ status: 304, headers: built.headers })
    return HttpServerResponse.text(built.html, { contentType: "text/html; charset=utf-8", headers: built.headers })
  }
}

const ruleNotFound = (language: Language, id: string) => {
  const shown = ruleIdShown(id)
  return notFoundPage(
    language,
    shown === null ? undefined : NOT_FOUND_MESSAGES.unknownRule[language].replace("{id}", shown)
  )
}

/** The last segment of the request's path (the rule id), as sent. */
const lastSegment = (request: HttpServerRequest.HttpServerRequest) => {
  const query = request.url.indexOf("?")
  const path = query === -1 ? request.url : request.url.slice(0, query)
  return path.slice(path.lastIndexOf("/") + 1)
}

/**
 * For GET /rules and /rules/<id>: a browser (its Accept names HTML before JSON) is sent (303) to the page in the
 * language it prefers, or gets the 404 page for an id the registry does not hold; an API client gets undefined (the
 * JSON). Every answer of these two addresses varies by Accept (and the redirect by Accept-Language).
 */
export const rulePageRedirect = (
  request: HttpServerRequest.HttpServerRequest,
  id?: string
): HttpServerResponse.HttpServerResponse | undefined => {
  if (!wantsPage(request.headers.accept)) return undefined
  const language = preferredLanguage(request.headers["accept-language"])
  if (id !== undefined && !RULE_PARAMETERS.has(id)) return ruleNotFound(language, id)
  return HttpServerResponse.redirect(id === undefined ? rulesIndexPath(language) : rulePagePath(language, id), {
    status: 303,
    headers: { "cache-control": "public, max-age=300", vary: "accept, accept-language" }
  })
}

/** GET /en/rules, /el/rules, /en/rules/<id>, /el/rules/<id>: prebuilt on their first request, with their ETags. */
export const rulePageRoutes = () =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      for (const language of LANGUAGES) {
        const index = cachedPage(language, () => rulesIndexPage(language))
        const pages = new Map(
          [...RULE_PARAMETERS.keys()].map((id) => [id, cachedPage(language, () => rulePage(id, language)!)])
        )
        yield* router.add("GET", rulesIndexPath(language), (request) => Effect.succeed(index(request)))
        yield* router.add("GET", `/${language}/rules/:id`, (request) => {
          const id = lastSegment(request)
          const page = pages.get(id)
          return Effect.succeed(page === undefined ? ruleNotFound(language, id) : page(request))
        })
      }
    })
  )
