import { Context, Effect } from "effect"
import { HttpRouter, HttpServerRequest } from "effect/http"
import { callTool } from "../../../calls/pipeline.ts"
import { MethodNotAllowed } from "../../../core/errors.ts"
import { migrationGuideUrl } from "../../../core/migrations.ts"
import { deprecationHeaders, successBody } from "../../../core/result.ts"
import { API_VERSION } from "../../../core/version.ts"
import { readJsonBody } from "../body.ts"
import { callContextOf } from "../call-context.ts"
import { requestLogEntryOf } from "../request-log.ts"
import { json } from "../respond.ts"
import { restToolsOf } from "../api.ts"
import { answerFailure, type HttpFace } from "./face.ts"

/**
 * POST /tools/<name>: the pipeline reads and checks the body itself, so the handler takes the raw request.
 * The pipeline's services come from the server's context: the route requires them, so HttpRouter.serve
 * requires them of whoever serves the app (src/server.ts provides them), and a request runs without a
 * context change of its own.
 */
export const restToolCall = (face: HttpFace) => {
  const { config } = face
  const fail = answerFailure(face)
  const migrationGuide = migrationGuideUrl(config.siteUrl, API_VERSION)
  return (name: string) =>
    Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      requestLogEntryOf(request).tool = name
      return Effect.mapEager(
        callTool(name, readJsonBody(request, config.maxBodyBytes), callContextOf(request, config)),
        (success) => json(200, successBody(success), deprecationHeaders(success, migrationGuide))
      )
    }).pipe(Effect.catch(fail))
}

/** The methods a tool's path answers 405 for: a tool is called with POST, and its schema is at /schemas/<name>. */
const OTHER_METHODS = ["GET", "PUT", "PATCH", "DELETE"] as const

/**
 * POST /tools/<name> for every catalogued tool, each a static route of the router with its call built
 * once; any other method there is a 405 with `Allow: POST` (HEAD too: the router answers it as GET). A
 * name without a route of its own reaches the fallback (routes/fallback.ts).
 */
export const toolRoutes = (face: HttpFace) => {
  const call = restToolCall(face)
  const fail = answerFailure(face)
  return HttpRouter.use((router) =>
    Effect.forEach(
      restToolsOf(face.catalogue),
      ({ name }) =>
        Effect.gen(function* () {
          const path = `/tools/${name}` as const
          yield* router.add("POST", path, call(name))
          for (const method of OTHER_METHODS)
            yield* router.add(method, path, fail(new MethodNotAllowed({ method, path, allowed: ["POST"] })))
        }),
      { discard: true }
    )
  )
}
