import { Context, Effect, Layer, Predicate } from "effect"
import { SqlClient } from "effect/sql"
import type { Provider } from "oidc-provider"
import { once } from "../../../core/once.ts"
import type { Accounts } from "../../../services/accounts/accounts.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import type { AttemptLimits, Quotas } from "../../../services/quotas/quotas.ts"
import { QuotaCounters } from "../../../services/quotas/counters.ts"
import { AccessTokens, makeAccessTokens } from "../../../services/oauth/access-tokens.ts"
import { OAuthClients } from "../../../services/oauth/clients.ts"
import { Consents } from "../../../services/oauth/consents.ts"
import {
  describeClient,
  isSelfRegisteredId,
  REGISTRATION_PLAN,
  RegisteredClients
} from "../../../services/oauth/registered-clients.ts"
import { interactionHandler } from "./interactions.ts"
import { parameterProblem } from "./parameter-bounds.ts"
import { registrationGate, registrationOrigin, registrationsFullAnswer, sendOAuthError } from "./registration-gate.ts"
import { oauthUrls } from "../../../services/oauth/settings.ts"
import { serverSecrets, sqlAdapter, storeUnavailableError } from "../../../services/oauth/store.ts"
import { sweepLayer } from "../../../services/oauth/sweep.ts"
import { orStorageDefect } from "../../../services/storage/database.ts"

type NodeHandler = (
  request: import("node:http").IncomingMessage,
  response: import("node:http").ServerResponse
) => void | Promise<void>

/** What the Node server mounts (src/faces/web/oauth/mount.ts): the provider and the interaction pages. */
export interface OAuthServerService {
  readonly config: ServiceConfig
  readonly providerCallback: NodeHandler
  readonly interactions: NodeHandler
}

export class OAuthServer extends Context.Service<OAuthServer, OAuthServerService>()("poliergaleio/OAuthServer") {}

type OAuthServices =
  | SqlClient.SqlClient
  | Accounts
  | Quotas
  | AttemptLimits
  | OAuthClients
  | RegisteredClients
  | Consents
  | QuotaCounters

/** What oidc-provider renders for an adapter failure it should pass on (error, description, status). */
const providerError = (status: number, error: string, description: string) =>
  Object.assign(new Error(error), { status, statusCode: status, expose: true, error_description: description })

const serverLayer = (config: ServiceConfig) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const context = yield* Effect.context<OAuthServices>()
      // A store that is down or hung (StorageUnavailable) is an error oidc-provider and the mount answer as a 503.
      const run = <A, E>(effect: Effect.Effect<A, E, OAuthServices>) =>
        Effect.runPromise(
          Effect.provideContext(effect, context).pipe(
            orStorageDefect,
            Effect.catchDefect((defect) =>
              Effect.die(Predicate.isTagged(defect, "StorageUnavailable") ? storeUnavailableError() : defect)
            )
          )
        )
      const clients = yield* OAuthClients
      const registered = yield* RegisteredClients
      const describe = (clientId: string) => run(describeClient(clientId))

      const adapter = sqlAdapter(run, {
        find: (clientId) =>
          isSelfRegisteredId(clientId)
            ? run(registered.find(clientId))
            : run(
                Effect.map(
                  clients.findActive(clientId),
                  (found) =>
                    found && {
                      client_id: found.client.id,
                      client_secret: found.secretHash,
                      client_name: found.client.name,
                      redirect_uris: [found.client.redirectUri],
                      grant_types: ["authorization_code", "refresh_token"],
                      response_types: ["code"],
                      token_endpoint_auth_method: "client_secret_basic"
                    }
                )
              ),
        register: (clientId, metadata) => {
          const origin = registrationOrigin()
          // Only POST /oauth/register stores a client, and the registration gate gives it its origin.
          if (origin === undefined)
            return Promise.reject(new Error("a client registration outside the registration gate"))
          return run(
            registered.register(clientId, metadata, origin.prefix).pipe(
              Effect.catchTag("RegistrationsFull", (full) => {
                const answer = registrationsFullAnswer(full)
                origin.retryAfter(full.retryAfterSeconds)
                return Effect.die(providerError(answer.status, answer.error, answer.description))
              })
            )
          )
        },
        authorizationStarted: (clientId) => run(registered.authorizationStarted(clientId))
      })
      const sql = yield* SqlClient.SqlClient
      const accountEmail = (accountId: string) =>
        run(
          Effect.map(
            sql<{ email: string }>`SELECT email FROM accounts WHERE id = ${accountId}`,
            (rows) => rows[0]?.email
          )
        )
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
      const accessTokens = makeAccessTokens(provider, oauthUrls(config.baseUrl).resource, describe)
      const admitRegistration = registrationGate(config, (address) =>
        run(
          Effect.flatMap(QuotaCounters, (counters) =>
            Effect.match(counters.take(REGISTRATION_PLAN, [`registration:${address}`]), {
              onFailure: (refusal) => refusal,
              onSuccess: () => undefined
            })
          )
        )
      )
      const service: OAuthServerService = {
        config,
        providerCallback: async (request, response) => {
          const problem = parameterProblem({
            method: request.method,
            url: request.url ?? "/",
            contentLength: request.headers["content-length"]
          })
          if (problem !== undefined) return sendOAuthError(response, 400, "invalid_request", problem)
          await admitRegistration(request, response, async () => (await providerCallback())(request, response))
        },
        interactions: async (request, response) => (await interactions())(request, response)
      }
      return Context.make(OAuthServer, service).pipe(Context.add(AccessTokens, accessTokens))
    })
  )

/**
 * The OAuth authorization server and its application registries, over the same SQL store as accounts:
 * provides OAuthClients and Consents (the account page), AccessTokens (Authentication) and OAuthServer
 * (the mount). Registration requests are counted on the quotas' counters (memory, or the shared Redis),
 * which the services layer provides (src/server.ts).
 * Expired rows of the store are deleted every SWEEP.intervalMillis (sweep.ts; on the embedded store, with a
 * checkpoint).
 */
export const oauthLayer = (config: ServiceConfig) =>
  Layer.merge(
    serverLayer(config),
    sweepLayer({ intervalMillis: config.oauthSweepIntervalMillis, checkpoint: config.database.kind === "embedded" })
  ).pipe(Layer.provideMerge(Layer.mergeAll(OAuthClients.layer, RegisteredClients.layer, Consents.layer)))
