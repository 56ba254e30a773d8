import { HttpServerResponse } from "effect/http"

/** A public HTML page (a page of the site, a migration guide): any cache may keep it for five minutes. */
export const publicHtmlPage = (page: string) =>
  HttpServerResponse.text(page, {
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "public, max-age=300" }
  })
