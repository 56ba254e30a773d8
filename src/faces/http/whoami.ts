import { Effect } from "effect"
import type { HttpServerRequest } from "effect/http"
import { Authentication } from "../../calls/ports.ts"
import type { ServiceConfig } from "../../services/config.ts"
import { Unauthorized } from "../../core/errors.ts"
import { API_VERSION } from "../../core/version.ts"
import { Quotas } from "../../services/quotas/quotas.ts"
import { callContextOf } from "./call-context.ts"

/**
 * GET /whoami (SPEC "Authentication" 8): the prefix, name, scopes, account and remaining quota of the
 * key, or of the access token (which stands for a key of its account: its client's id and name); no
 * credentials, or a malformed, unknown, revoked or expired one, fails with Unauthorized (401).
 */
export const whoami = (request: HttpServerRequest.HttpServerRequest, config: ServiceConfig) =>
  Effect.gen(function* () {
    const key = yield* (yield* Authentication).presentedKey(callContextOf(request, config))
    if (key === undefined) return yield* new Unauthorized({ message: "Send your API key in the x-api-key header." })
    return {
      apiVersion: API_VERSION,
      key: { prefix: key.prefix, name: key.name, scopes: key.scopes, createdAt: key.createdAt },
      accountId: key.accountId,
      quota: yield* (yield* Quotas).remainingForKey(key.id, key.accountId)
    }
  })
