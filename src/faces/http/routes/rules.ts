import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { RuleNotFound } from "../../../core/errors.ts"
import { RULE_PARAMETERS } from "../../../rules/registry.ts"
import { discoveryApi } from "../api.ts"
import { cachedJsonDocument } from "../respond.ts"
import { ruleDocument, ruleIdShown, ruleList } from "../rule-documents.ts"
import { rulePageRedirect } from "../../web/rules-routes.ts"
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

/** The JSON varies by Accept: a browser asking for the same address is sent to the rule pages (rulePageRedirect). */
const varyByAccept = (response: HttpServerResponse.HttpServerResponse) =>
  HttpServerResponse.setHeader(response, "vary", "accept")

/**
 * GET /rules and /rules/<id>: free (no quota), prebuilt with their ETags (the rules change only with a release). A
 * browser is sent to /<language>/rules[/<id>] instead (src/faces/web/rules-routes.ts).
 */
export const ruleRoutes = (face: HttpFace) => {
  const list = onFirstRequest(() => ruleList(face.config.baseUrl))
  const documents = new Map(
    [...RULE_PARAMETERS].map(([id, parameter]) => [id, onFirstRequest(() => ruleDocument(id, parameter))])
  )
  const fail = answerFailure(face)

  return HttpApiBuilder.group(discoveryApi, "rules", (handlers) =>
    handlers
      .handleRaw("listRules", ({ request }) => Effect.succeed(rulePageRedirect(request) ?? varyByAccept(list(request))))
      .handleRaw("rule", ({ request, params }) => {
        const page = rulePageRedirect(request, params.id)
        if (page !== undefined) return Effect.succeed(page)
        const document = documents.get(params.id)
        return document
          ? Effect.succeed(varyByAccept(document(request)))
          : fail(new RuleNotFound({ rule: ruleIdShown(params.id) }))
      })
  )
}
