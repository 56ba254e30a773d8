import { Effect } from "effect"
import { HttpRouter } from "effect/http"
import type { HttpFace } from "./face.ts"
import { restToolCall } from "./tools.ts"

/**
 * A POST to a tool name without an endpoint of its own: the pipeline answers 404, or 410 for a removed
 * tool. Other unknown routes are not routed here: the router fails with its RouteNotFound (after trying
 * GET for a HEAD request) and the request middleware answers the 404 (src/faces/http/middleware.ts).
 */
export const fallbackRoutes = (face: HttpFace) => {
  const call = restToolCall(face)
  return HttpRouter.use((router) =>
    Effect.gen(function* () {
      yield* router.add("POST", "/tools/:name", (request) =>
        call(decodeURIComponent(new URL(request.url, "http://x").pathname.slice("/tools/".length)))
      )
    })
  )
}
