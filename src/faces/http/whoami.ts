import { Effect } from "effect"
import type { HttpServerRequest } from "effect/http"
import { Accounts } from "../../services/accounts/accounts.ts"
import type { ServiceConfig } from "../../services/config.ts"
import { Unauthorized } from "../../core/errors.ts"
import { API_VERSION } from "../../core/version.ts"
import { Quotas } from "../../services/quotas/quotas.ts"
import { callContextOf } from "./call-context.ts"

/**
 * GET /whoami (SPEC "Authentication" 8): the key's prefix, name, scopes, account and remaining quota;
 * a missing, malformed, unknown or revoked key fails with Unauthorized (401).
 */
export const whoami = (request: HttpServerRequest.HttpServerRequest, config: ServiceConfig) =>
  Effect.gen(function*() {
    const context = callContextOf(request, config)
    const key = context.apiKey === undefined ? undefined : yield* (yield* Accounts).authenticateKey(context.apiKey)
    if (key === undefined) {
      return yield* new Unauthorized({ message: context.apiKey === undefined ? "Send your API key in the x-api-key header." : "The API key in x-api-key is malformed, unknown or revoked." })
    }
    return {
      apiVersion: API_VERSION,
      key: { prefix: key.prefix, name: key.name, scopes: key.scopes, createdAt: key.createdAt },
      accountId: key.accountId,
      quota: yield* (yield* Quotas).remainingForKey(key.id, key.accountId)
    }
  })
