import { Effect } from "effect"
import { HttpRouter, HttpServerError } from "effect/http"
import { languageOfPath, notFoundPage, wantsPage } from "../../web/not-found.ts"
import type { HttpFace } from "./face.ts"
import { restToolCall } from "./tools.ts"

/**
 * A POST to a tool name without an endpoint of its own: the pipeline answers 404, or 410 for a removed tool. A GET
 * of an address nothing else serves: a browser (its Accept names HTML before JSON) gets the 404 page in its language
 * (src/faces/web/not-found.ts); any other client the router's RouteNotFound, which the request middleware answers
 * with the JSON 404 body (src/faces/http/middleware.ts), as it does for the other methods. A HEAD request is routed
 * here too, after its GET route (effect's router tries GET for HEAD).
 */
export const fallbackRoutes = (face: HttpFace) => {
  const call = restToolCall(face)
  return HttpRouter.use((router) =>
    Effect.gen(function* () {
      yield* router.add("POST", "/tools/:name", (request) =>
        call(decodeURIComponent(new URL(request.url, "http://x").pathname.slice("/tools/".length)))
      )
      yield* router.add("GET", "/*", (request) => {
        if (!wantsPage(request.headers.accept))
          return Effect.fail(
            new HttpServerError.HttpServerError({ reason: new HttpServerError.RouteNotFound({ request }) })
          )
        const query = request.url.indexOf("?")
        const path = query === -1 ? request.url : request.url.slice(0, query)
        return Effect.succeed(notFoundPage(languageOfPath(path, request.headers["accept-language"])))
      })
    })
  )
}
