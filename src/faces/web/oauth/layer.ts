import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Provider } from "oidc-provider"
import { once } from "../../../core/once.ts"
import { Accounts } from "../../../services/accounts/accounts.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { AttemptLimits, Quotas } from "../../../services/quotas/quotas.ts"
import { AccessTokens, makeAccessTokens } from "../../../services/oauth/access-tokens.ts"
import { OAuthClients, oauthClientsLayer } from "../../../services/oauth/clients.ts"
import { interactionHandler } from "./interactions.ts"
import { oauthUrls } from "../../../services/oauth/settings.ts"
import { serverSecrets, sqlAdapter } from "../../../services/oauth/store.ts"

type NodeHandler = (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void | Promise<void>

/** What the Node server mounts (src/faces/web/oauth/mount.ts): the provider and the interaction pages. */
export interface OAuthServerService {
  readonly config: ServiceConfig
  readonly providerCallback: NodeHandler
  readonly interactions: NodeHandler
}

export class OAuthServer extends Context.Service<OAuthServer, OAuthServerService>()("poliergaleio/OAuthServer") {}

const serverLayer = (config: ServiceConfig) =>
  Layer.effectContext(Effect.gen(function*() {
    const context = yield* Effect.context<SqlClient.SqlClient | Accounts | Quotas | AttemptLimits | OAuthClients>()
    const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient | Accounts | Quotas | AttemptLimits | OAuthClients>) =>
      Effect.runPromise(Effect.provideContext(effect, context))
    const clients = yield* OAuthClients
    const findActiveClient = (clientId: string) => run(Effect.map(clients.findActive(clientId), (found) => found?.client))

    const adapter = sqlAdapter(run, (clientId) =>
      run(Effect.map(clients.findActive(clientId), (found) => found && {
        client_id: found.client.id,
        client_secret: found.secretHash,
        client_name: found.client.name,
        redirect_uris: [found.client.redirectUri],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic"
      })))
    const sql = yield* SqlClient.SqlClient
    const accountEmail = (accountId: string) =>
      run(Effect.map(sql<{ email: string }>`SELECT email FROM accounts WHERE id = ${accountId}`, (rows) => rows[0]?.email))
    const secrets = yield* serverSecrets.pipe(Effect.orDie)
    // oidc-provider (with koa and jose, about 250 modules and 45 MiB of resident memory) is loaded on the
    // first OAuth request or bearer token, not at start: most instances serve anonymous calculations only.
    const provider = once(async (): Promise<Provider> => {
      const { makeProvider } = await import("./provider.ts")
      return makeProvider(config, {
        adapter,
        secrets,
        accountExists: async (accountId) => (await accountEmail(accountId)) !== undefined
      })
    })
    const providerCallback = once(async () => (await provider()).callback())
    const interactions = once(async () => interactionHandler(await provider(), config, run, accountEmail))
    const accessTokens = makeAccessTokens(provider, oauthUrls(config.baseUrl).resource, findActiveClient)
    const service: OAuthServerService = {
      config,
      providerCallback: async (request, response) => (await providerCallback())(request, response),
      interactions: async (request, response) => (await interactions())(request, response)
    }
    return Context.make(OAuthServer, service).pipe(Context.add(AccessTokens, accessTokens))
  }))

/**
 * The OAuth authorization server and its application registry, over the same SQL store as accounts:
 * provides OAuthClients (the account page), AccessTokens (Authentication) and OAuthServer (the mount).
 */
export const oauthLayer = (config: ServiceConfig) => serverLayer(config).pipe(Layer.provideMerge(oauthClientsLayer))
