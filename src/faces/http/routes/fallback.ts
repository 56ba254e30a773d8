import { Effect } from "effect"
import { HttpRouter } from "effect/http"
import { RouteNotFound } from "../../../core/errors.ts"
import { answerFailure, type HttpFace } from "./face.ts"
import { restToolCall } from "./tools.ts"

/** What no other route serves: a POST to a tool name without an endpoint of its own (the pipeline answers 404, or 410 for a removed tool), and 404 for the rest. */
export const fallbackRoutes = (face: HttpFace) => {
  const call = restToolCall(face)
  const fail = answerFailure(face)
  return HttpRouter.use((router) =>
    Effect.gen(function*() {
      yield* router.add("POST", "/tools/:name", (request) => call(decodeURIComponent(new URL(request.url, "http://x").pathname.slice("/tools/".length))))
      yield* router.add("*", "*", (request) => fail(new RouteNotFound({ method: request.method, path: new URL(request.url, "http://x").pathname })))
    })
  )
}
