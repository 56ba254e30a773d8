import { Context, Effect, Layer } from "effect"
import type { Provider } from "oidc-provider"
import type { ApiKeyInfo } from "../accounts/accounts.ts"
import { StorageUnavailable, Unauthorized } from "../../core/errors.ts"
import { isStoreUnavailable } from "./store.ts"
import type { OAuthClient } from "./clients.ts"

interface AccessTokensService {
  /**
   * The caller an `Authorization: Bearer` access token stands for, shaped like an API key of its
   * account; undefined for an unknown, expired or revoked token, another resource's token, or a token
   * of a revoked or expired client.
   */
  readonly verify: (token: string) => Effect.Effect<ApiKeyInfo | undefined>
}

/**
 * The access tokens of the OAuth authorization server: provided by oauthLayer (src/faces/web/oauth/layer.ts),
 * which issues them, or by `memory` where no authorization server runs (no bearer token is valid).
 */
export class AccessTokens extends Context.Service<AccessTokens, AccessTokensService>()("poliergaleio/AccessTokens") {
  static readonly memory = Layer.succeed(AccessTokens, { verify: () => Effect.succeed(undefined) })
}

export const invalidToken = new Unauthorized({
  message: "The access token in the Authorization header is invalid, expired or revoked.",
  bearerError: "invalid_token"
})

/**
 * The quota key of a client's access on one account: stable across tokens, refreshes and re-consents,
 * and distinct per user of a shared platform client. The account counters apply on top, as for keys.
 */
const oauthQuotaKey = (clientId: string, accountId: string) => `oauth:${clientId}:${accountId}`

export const makeAccessTokens = (
  provider: () => Promise<Provider>,
  resource: string,
  findActiveClient: (clientId: string) => Promise<Pick<OAuthClient, "id" | "name"> | undefined>
): AccessTokensService => ({
  verify: (token) =>
    Effect.promise(async () => {
      if (token.length > 512) return undefined
      const found = await (await provider()).AccessToken.find(token)
      if (found === undefined || found.isExpired) return undefined
      const audiences = typeof found.aud === "string" ? [found.aud] : (found.aud ?? [])
      if (!audiences.includes(resource)) return undefined
      const client = await findActiveClient(found.clientId)
      if (client === undefined) return undefined
      return {
        id: oauthQuotaKey(client.id, found.accountId),
        accountId: found.accountId,
        name: client.name,
        prefix: client.id,
        scopes: (found.scope ?? "").split(" ").filter((scope) => scope === "read" || scope === "write"),
        createdAt: new Date(found.iat * 1000).toISOString(),
        revokedAt: null
      } satisfies ApiKeyInfo
    }).pipe(
      // The store behind the provider did not answer: the outage it is (503), not a defect of the service.
      Effect.catchDefect((defect) =>
        Effect.die(isStoreUnavailable(defect) ? new StorageUnavailable({ store: "database" }) : defect)
      )
    )
})
