import { randomBytes } from "node:crypto"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { randomToken, sha256 } from "../accounts/secrets.ts"
import { identifierTextProblem } from "../../core/storable-text.ts"
import { orStorageDefect } from "../storage/database.ts"

/** At most this many active OAuth applications per account. */
const MAX_ACTIVE_CLIENTS = 10

export interface OAuthClient {
  readonly id: string
  readonly accountId: string
  readonly name: string
  readonly redirectUri: string
  readonly createdAt: string
  readonly secretRotatedAt: string
  readonly revokedAt: string | null
}

class OAuthClientRefused extends Schema.TaggedError<OAuthClientRefused>()("OAuthClientRefused", {
  message: Schema.String
}) {}

interface OAuthClientsService {
  /** A new confidential client; the secret is returned once and only its SHA-256 is kept. */
  readonly register: (
    accountId: string,
    name: string,
    redirectUri: string
  ) => Effect.Effect<{ readonly client: OAuthClient; readonly secret: string }, OAuthClientRefused>
  readonly list: (accountId: string) => Effect.Effect<ReadonlyArray<OAuthClient>>
  /** A new secret for an active client of the account (the old one stops working); undefined when there is no such
   * client. */
  readonly rotateSecret: (accountId: string, clientId: string) => Effect.Effect<string | undefined>
  /** Revokes the client and deletes everything issued to it, so its tokens stop working at once. */
  readonly revoke: (accountId: string, clientId: string) => Effect.Effect<boolean>
  /** An active client with its secret hash (for the authorization server); undefined when unknown or revoked. */
  readonly findActive: (
    clientId: string
  ) => Effect.Effect<{ readonly client: OAuthClient; readonly secretHash: string } | undefined>
}

interface ClientRow {
  readonly id: string
  readonly account_id: string
  readonly name: string
  readonly redirect_uri: string
  readonly secret_hash: string
  readonly created_at: Date
  readonly secret_rotated_at: Date
  readonly revoked_at: Date | null
}

const toClient = (row: ClientRow): OAuthClient => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  redirectUri: row.redirect_uri,
  createdAt: new Date(row.created_at).toISOString(),
  secretRotatedAt: new Date(row.secret_rotated_at).toISOString(),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString()
})

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567"
/**
 * The prefix and 20 lowercase base32 characters (100 bits): public, but not guessable. "pgo_" for the
 * applications registered on the account page, "pgd_" for those that registered themselves (RFC 7591).
 */
export const newClientId = (prefix: "pgo_" | "pgd_" = "pgo_") =>
  `${prefix}${Array.from(randomBytes(20), (byte) => BASE32[byte % 32]).join("")}`

/**
 * An exact callback URL: absolute https (http only for a loopback host, for local development), no
 * fragment, no wildcard. It is compared character for character at the authorization endpoint.
 */
export const redirectUriProblem = (uri: string): string | undefined => {
  const url = URL.parse(uri)
  if (url === null || uri !== uri.trim())
    return "The callback URL must be an absolute URL, such as https://platform.example/oauth/callback."
  if (uri.includes("*")) return "Wildcards are not allowed: register the exact callback URL."
  if (url.hash !== "" || uri.includes("#")) return "A callback URL cannot have a fragment (#...)."
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback))
    return "The callback URL must use https (http is accepted only for localhost)."
  if (url.username !== "" || url.password !== "") return "A callback URL cannot carry a user name or password."
  return undefined
}

const makeOAuthClients = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

  const register = (accountId: string, name: string, redirectUri: string) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          const problem = redirectUriProblem(redirectUri)
          if (problem !== undefined) return yield* new OAuthClientRefused({ message: problem })
          yield* sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`
          const [count] = yield* sql<{ active: number }>`
          SELECT CAST(count(*) AS INTEGER) AS active FROM oauth_clients WHERE account_id = ${accountId} AND revoked_at IS NULL`
          if ((count?.active ?? 0) >= MAX_ACTIVE_CLIENTS) {
            return yield* new OAuthClientRefused({
              message: `An account can have at most ${MAX_ACTIVE_CLIENTS} active OAuth applications: revoke one first.`
            })
          }
          const secret = randomToken(32)
          const at = yield* now
          const rows = yield* sql<ClientRow>`
          INSERT INTO oauth_clients (id, account_id, name, redirect_uri, secret_hash, created_at, secret_rotated_at, revoked_at)
          VALUES (${newClientId()}, ${accountId}, ${name}, ${redirectUri}, ${sha256(secret)}, ${at}, ${at}, ${null}) RETURNING *`
          return { client: toClient(rows[0]!), secret }
        })
      )
      .pipe(orStorageDefect)

  const list = (accountId: string) =>
    sql<ClientRow>`SELECT * FROM oauth_clients WHERE account_id = ${accountId} ORDER BY created_at, id`.pipe(
      Effect.map((rows) => rows.map(toClient)),
      orStorageDefect
    )

  const rotateSecret = (accountId: string, clientId: string) =>
    Effect.gen(function* () {
      const secret = randomToken(32)
      const rows = yield* sql<{ id: string }>`
          UPDATE oauth_clients SET secret_hash = ${sha256(secret)}, secret_rotated_at = ${yield* now}
          WHERE id = ${clientId} AND account_id = ${accountId} AND revoked_at IS NULL RETURNING id`
      return rows.length === 0 ? undefined : secret
    }).pipe(orStorageDefect)

  const revoke = (accountId: string, clientId: string) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          const rows = yield* sql<{ id: string }>`
          UPDATE oauth_clients SET revoked_at = COALESCE(revoked_at, ${yield* now})
          WHERE id = ${clientId} AND account_id = ${accountId} RETURNING id`
          if (rows.length === 0) return false
          // Grants, codes, tokens and interactions issued to it (src/services/oauth/store.ts).
          yield* sql`DELETE FROM oauth_store WHERE client_id = ${clientId}`
          return true
        })
      )
      .pipe(orStorageDefect)

  // A client id the caller made up (NUL, control characters, a megabyte) is no client: answered before SQL.
  const findActive = (clientId: string) =>
    clientId.length > 200 || identifierTextProblem(clientId) !== undefined
      ? Effect.succeed(undefined)
      : sql<ClientRow>`SELECT * FROM oauth_clients WHERE id = ${clientId} AND revoked_at IS NULL`.pipe(
          Effect.map((rows) => rows[0] && { client: toClient(rows[0]), secretHash: rows[0].secret_hash }),
          orStorageDefect
        )

  return { register, list, rotateSecret, revoke, findActive }
})

export class OAuthClients extends Context.Service<OAuthClients, OAuthClientsService>()("poliergaleio/OAuthClients") {
  static readonly layer = Layer.effect(OAuthClients, makeOAuthClients)
}
