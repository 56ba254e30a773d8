import { Clock, Context, Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import type { CatalogueService } from "../../../core/catalogue.ts"
import type { CallFailure } from "../../../core/errors.ts"
import { describeFailure, type ResponseMeta } from "../../../calls/error-response.ts"
import type { CallServices } from "../../../calls/pipeline.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import type { PoliergaleioApi } from "../api.ts"
import { callContextOf } from "../call-context.ts"
import { requestLogEntryOf } from "../request-log.ts"
import { errorJson } from "../respond.ts"
import type { whoami } from "../whoami.ts"

/** The services the routes hand to the pipeline and to /whoami. */
export type FaceServices = CallServices | Effect.Services<ReturnType<typeof whoami>>

/** What every route group is built from. */
export interface HttpFace {
  readonly config: ServiceConfig
  readonly catalogue: CatalogueService
  readonly api: PoliergaleioApi
  readonly services: Context.Context<FaceServices>
}

/** The error response of a failure (describeFailure), its code noted for the request log line. */
export const answerFailure =
  ({ config, catalogue }: HttpFace) =>
  (failure: CallFailure) =>
    Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      const context = callContextOf(request, config)
      const meta: ResponseMeta = {
        requestId: context.requestId,
        guestId: context.guestId,
        baseUrl: config.baseUrl,
        siteUrl: config.siteUrl,
        nowMillis: fiber.getRef(Clock.Clock).currentTimeMillisUnsafe(),
        language: context.language
      }
      const response = describeFailure(failure, meta, catalogue)
      const code = response.body.code
      if (typeof code === "string") requestLogEntryOf(request).code = code
      return Effect.succeed(errorJson(response))
    })
