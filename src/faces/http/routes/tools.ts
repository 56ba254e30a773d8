import { Context, Effect } from "effect"
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
import { answerFailure, provideServices, type HttpFace } from "./face.ts"

/** POST /tools/<name>: the pipeline reads and checks the body itself, so the handler takes the raw request. */
export const restToolCall = (face: HttpFace) => {
  const { config } = face
  const provide = provideServices(face.services)
  const fail = answerFailure(face)
  const migrationGuide = migrationGuideUrl(config.siteUrl, API_VERSION)
  return (name: string) =>
    Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      fiber.getRef(RequestLogEntry).tool = name
      return Effect.mapEager(
        callTool(name, readJsonBody(request, config.maxBodyBytes), callContextOf(request, config)),
        (success) => json(200, successBody(success), deprecationHeaders(success, migrationGuide))
      )
    }).pipe(Effect.catch(fail), provide)
}

/** The tools group of the HttpApi: one raw handler per catalogued tool, each built once. */
export const toolRoutes = (face: HttpFace) => {
  const call = restToolCall(face)
  const [first, ...others] = restToolsOf(face.catalogue)
  return HttpApiBuilder.group(face.api, "tools", (handlers) => {
    // Handlers is a mutable collection: each handleRaw registers on it. At the type level every tool
    // is the one endpoint name type, handled by any one of these calls: the last one's type is returned.
    for (const { name } of others) {
      const answer = call(name)
      handlers.handleRaw(name, () => answer)
    }
    const answer = call(first.name)
    return handlers.handleRaw(first.name, () => answer)
  })
}
