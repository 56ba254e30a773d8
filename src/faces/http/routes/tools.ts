import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { callTool } from "../../../calls/pipeline.ts"
import { migrationGuideUrl } from "../../../core/migrations.ts"
import { deprecationHeaders, successBody } from "../../../core/result.ts"
import { API_VERSION } from "../../../core/version.ts"
import { readJsonBody } from "../body.ts"
import { callContextOf } from "../call-context.ts"
import { RequestLogEntry } from "../request-log.ts"
import { json } from "../respond.ts"
import { restToolsOf } from "../api.ts"
import { answerFailure, type HttpFace } from "./face.ts"

/** POST /tools/<name>: the pipeline reads and checks the body itself, so the handler takes the raw request. */
export const restToolCall = (face: HttpFace) => (name: string) =>
  Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    ;(yield* RequestLogEntry).tool = name
    const success = yield* callTool(name, readJsonBody(request, face.config.maxBodyBytes), callContextOf(request, face.config))
    return json(200, successBody(success), deprecationHeaders(success, migrationGuideUrl(face.config.siteUrl, API_VERSION)))
  }).pipe(Effect.catch(answerFailure(face)), Effect.provideContext(face.services))

/** The tools group of the HttpApi: one raw handler per catalogued tool. */
export const toolRoutes = (face: HttpFace) => {
  const call = restToolCall(face)
  const [first, ...others] = restToolsOf(face.catalogue)
  return HttpApiBuilder.group(face.api, "tools", (handlers) => {
    // Handlers is a mutable collection: each handleRaw registers on it. At the type level every tool
    // is the one endpoint name type, handled by any one of these calls: the last one's type is returned.
    for (const { name } of others) handlers.handleRaw(name, () => call(name))
    return handlers.handleRaw(first.name, () => call(first.name))
  })
}
