import { generateKeyPairSync, randomBytes } from "node:crypto"
import { Effect, Predicate, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { Adapter, AdapterPayload } from "oidc-provider"

/**
 * What a promise-based OAuth callback throws when the store does not answer (a StorageUnavailable defect of
 * the effect it ran): oidc-provider renders it as a 503 (status, expose, error, error_description), and the
 * raw mount and the access-token check recognise it (isStoreUnavailable) to answer the service's 503.
 */
export const storeUnavailableError = () =>
  Object.assign(new Error("temporarily_unavailable"), {
    status: 503,
    statusCode: 503,
    expose: true,
    error_description: "The service's store is not answering. Try again in a few seconds.",
    storeUnavailable: true as const
  })

/** That error, or the StorageUnavailable defect itself (as an Effect run by a Node handler rejects with it). */
export const isStoreUnavailable = (error: unknown): boolean =>
  Predicate.isTagged(error, "StorageUnavailable") ||
  (typeof error === "object" && error !== null && (error as { storeUnavailable?: unknown }).storeUnavailable === true)

/** Runs a SQL effect from oidc-provider's promise-based callbacks. */
type RunSql = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => Promise<A>

interface Row {
  readonly payload: AdapterPayload
}

/** The "Client" model: read from oauth_clients or from the registrations, written only by the registration endpoint. */
interface ClientStore {
  readonly find: (id: string) => Promise<AdapterPayload | undefined>
  readonly register: (id: string, metadata: AdapterPayload) => Promise<void>
  /** An authorization request for this client stored its interaction (a pending registration is then kept longer). */
  readonly authorizationStarted: (id: string) => Promise<void>
}

/**
 * oidc-provider's storage adapter over the oauth_store table (one row per model and id, JSONB payload,
 * expiry), so that grants, sessions, codes and tokens survive restarts and are shared by every
 * instance. Clients go through `clients`: those of the account page are in oauth_clients (clients.ts),
 * the self-registered ones in this table under their own rules (registered-clients.ts). Expired rows
 * are never read (find filters them) and are deleted by the sweep (sweep.ts).
 */
export const sqlAdapter = (run: RunSql, clients: ClientStore) =>
  class SqlAdapter implements Adapter {
    readonly model: string
    constructor(model: string) {
      this.model = model
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined) {
      if (this.model === "Client") return clients.register(id, payload)
      const model = this.model
      const expiresAt = expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000)
      const clientId = payload.clientId ?? (payload.params as { client_id?: string } | undefined)?.client_id ?? null
      await run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`INSERT INTO oauth_store (model, id, payload, grant_id, uid, client_id, expires_at)
          VALUES (${model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null}, ${payload.uid ?? null}, ${clientId}, ${expiresAt})
          ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
            uid = EXCLUDED.uid, client_id = EXCLUDED.client_id, expires_at = EXCLUDED.expires_at`
        })
      )
      if (model === "Interaction" && clientId !== null) await clients.authorizationStarted(clientId)
    }

    async find(id: string) {
      if (this.model === "Client") return clients.find(id)
      return this.findWhere("id", id)
    }

    findByUid(uid: string) {
      return this.findWhere("uid", uid)
    }

    async findByUserCode() {
      return undefined // the device flow is not enabled
    }

    async consume(id: string) {
      const model = this.model
      await run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql`UPDATE oauth_store SET payload = payload || jsonb_build_object('consumed', ${Math.floor(Date.now() / 1000)}::int)
          WHERE model = ${model} AND id = ${id}`
        )
      )
    }

    async destroy(id: string) {
      const model = this.model
      await run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM oauth_store WHERE model = ${model} AND id = ${id}`)
      )
    }

    async revokeByGrantId(grantId: string) {
      const model = this.model
      await run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`DELETE FROM oauth_store WHERE model = ${model} AND grant_id = ${grantId}`
        )
      )
    }

    private async findWhere(column: "id" | "uid", value: string) {
      const model = this.model
      const rows = await run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql<Row>`SELECT payload FROM oauth_store WHERE model = ${model}
          AND ${column === "id" ? sql`id = ${value}` : sql`uid = ${value}`}
          AND (expires_at IS NULL OR expires_at > ${new Date()})`
        )
      )
      const payload = rows[0]?.payload
      return typeof payload === "string" ? (JSON.parse(payload) as AdapterPayload) : payload
    }
  }

const ServerSecretsSchema = Schema.Struct({
  cookieKeys: Schema.Array(Schema.String),
  jwks: Schema.Struct({ keys: Schema.Array(Schema.Record(Schema.String, Schema.Unknown)) })
})

export interface ServerSecrets {
  /** Keys that sign oidc-provider's cookies (interaction, session). */
  readonly cookieKeys: ReadonlyArray<string>
  /** The signing key set oidc-provider requires (it would sign ID tokens; the openid scope is refused, and none is
   * issued). */
  readonly jwks: { readonly keys: ReadonlyArray<Record<string, unknown>> }
}

/**
 * The authorization server's own secrets, generated by the first instance that starts and kept in
 * the store, so that every instance (and every restart) signs with the same keys.
 */
export const serverSecrets = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const fresh: ServerSecrets = {
    cookieKeys: [randomBytes(32).toString("base64url")],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" }] }
  }
  yield* sql`INSERT INTO oauth_store (model, id, payload) VALUES ('ServerSecrets', 'current', ${JSON.stringify(fresh)}::jsonb)
    ON CONFLICT (model, id) DO NOTHING`
  const rows = yield* sql<Row>`SELECT payload FROM oauth_store WHERE model = 'ServerSecrets' AND id = 'current'`
  const payload = rows[0]!.payload
  return Schema.decodeUnknownSync(ServerSecretsSchema)(typeof payload === "string" ? JSON.parse(payload) : payload)
})
