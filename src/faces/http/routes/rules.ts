import { Effect } from "effect"
import type { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { RuleNotFound } from "../../../core/errors.ts"
import { RULE_PARAMETERS } from "../../../rules/registry.ts"
import { discoveryApi } from "../api.ts"
import { cachedJsonDocument } from "../respond.ts"
import { ruleDocument, ruleIdShown, ruleList } from "../rule-documents.ts"
import { answerFailure, type HttpFace } from "./face.ts"

type Answer = (request: HttpServerRequest.HttpServerRequest) => HttpServerResponse.HttpServerResponse

/** A prebuilt document, built on its first request rather than at start. */
const onFirstRequest = (build: () => unknown) => {
  let answer: Answer | undefined
  return (request: HttpServerRequest.HttpServerRequest) => {
    answer ??= cachedJsonDocument(build())
    return answer(request)
  }
}

/** GET /rules and /rules/<id>: free (no quota), prebuilt with their ETags (the rules change only with a release). */
export const ruleRoutes = (face: HttpFace) => {
  const list = onFirstRequest(() => ruleList(face.config.baseUrl))
  const documents = new Map(
    [...RULE_PARAMETERS].map(([id, parameter]) => [id, onFirstRequest(() => ruleDocument(id, parameter))])
  )
  const fail = answerFailure(face)

  return HttpApiBuilder.group(discoveryApi, "rules", (handlers) =>
    handlers
      .handleRaw("listRules", ({ request }) => Effect.succeed(list(request)))
      .handleRaw("rule", ({ request, params }) => {
        const document = documents.get(params.id)
        return document ? Effect.succeed(document(request)) : fail(new RuleNotFound({ rule: ruleIdShown(params.id) }))
      })
  )
}
