import { Clock, Effect } from "effect"
import { HttpRouter, HttpServerResponse, type HttpServerRequest } from "effect/http"
import { memoByLifecycle, type CatalogueService } from "../../../core/catalogue.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { publicHtmlPage } from "../../http/routes/public-page.ts"
import { FAVICON, STYLESHEET, type StaticAsset, TOOLSET_ICONS } from "./assets.ts"
import { frontIndex, frontPage } from "./front-page.ts"
import { legalPages } from "./legal.ts"

/** The stylesheet's name changes with its content, so a browser may keep it for a year without asking again. */
const IMMUTABLE = "public, max-age=31536000, immutable"

/** RFC 9110 13.1.2: If-None-Match matches by weak comparison; a list of tags or "*" matches too. */
const matches = (sent: string | undefined, etag: string) =>
  sent?.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag)

const serveAsset = (asset: StaticAsset, cacheControl: string) => {
  // An SVG opened on its own is a document: it may run nothing and load nothing.
  const headers = {
    etag: asset.etag,
    "cache-control": cacheControl,
    ...(asset.contentType === "image/svg+xml" ? { "content-security-policy": "default-src 'none'" } : {})
  }
  const full = HttpServerResponse.text(asset.body, { contentType: asset.contentType, headers })
  const notModified = HttpServerResponse.empty({ status: 304, headers })
  return (request: HttpServerRequest.HttpServerRequest) =>
    Effect.succeed(matches(request.headers["if-none-match"], asset.etag) ? notModified : full)
}

/** JSON only for a client that asks for it and not for HTML: a browser's Accept names text/html first. */
const wantsJson = (accept: string | undefined) => accept?.includes("application/json") && !accept.includes("text/html")

/**
 * The site around the API: the front page (HTML, or a JSON index of links for a client that asks for
 * JSON), the stylesheet and icon every page links, and the operator's terms, privacy and contact pages.
 */
export const siteRoutes = (config: ServiceConfig, catalogue: CatalogueService) => {
  const pageHeaders = { "cache-control": "public, max-age=300", vary: "accept" }
  const front = memoByLifecycle(catalogue, (now) => ({
    html: HttpServerResponse.text(frontPage(config, catalogue, now), {
      contentType: "text/html; charset=utf-8",
      headers: pageHeaders
    }),
    json: HttpServerResponse.text(JSON.stringify(frontIndex(config, catalogue, now)), {
      contentType: "application/json",
      headers: pageHeaders
    })
  }))
  const legal = legalPages(config)

  return HttpRouter.use((router) =>
    Effect.gen(function* () {
      yield* router.add("GET", "/", (request) =>
        Effect.map(Clock.currentTimeMillis, (now) => front(now)[wantsJson(request.headers.accept) ? "json" : "html"])
      )
      yield* router.add("GET", STYLESHEET.path, serveAsset(STYLESHEET, IMMUTABLE))
      yield* router.add("GET", FAVICON.path, serveAsset(FAVICON, "public, max-age=86400"))
      for (const icon of Object.values(TOOLSET_ICONS))
        yield* router.add("GET", icon.path, serveAsset(icon, "public, max-age=86400"))
      yield* router.add(
        "GET",
        "/favicon.ico",
        HttpServerResponse.redirect(FAVICON.path, {
          status: 301,
          headers: { "cache-control": "public, max-age=86400" }
        })
      )
      yield* router.add("GET", "/terms", publicHtmlPage(legal.terms))
      yield* router.add("GET", "/privacy", publicHtmlPage(legal.privacy))
      yield* router.add("GET", "/contact", publicHtmlPage(legal.contact))
    })
  )
}
