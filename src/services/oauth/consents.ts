import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { orStorageDefect } from "../storage/database.ts"

/** An application an account has allowed (a live grant), whichever way the application was registered. */
export interface AllowedApplication {
  readonly clientId: string
  readonly name: string
  readonly redirectUris: ReadonlyArray<string>
  readonly selfRegistered: boolean
  readonly scopes: ReadonlyArray<string>
  /** When the account first allowed it (ISO). */
  readonly since: string
}

interface ConsentsService {
  /** The applications with a live grant of the account (revoked or expired applications left out). */
  readonly list: (accountId: string) => Effect.Effect<ReadonlyArray<AllowedApplication>>
  /**
   * Withdraws the account's consent: its grants, codes, access and refresh tokens for that application
   * are deleted, so the application is refused at its next request for this account (and must ask
   * the person again). False when the account had not allowed it.
   */
  readonly withdraw: (accountId: string, clientId: string) => Effect.Effect<boolean>
}

interface GrantRow {
  readonly client_id: string
  readonly payload: unknown
  readonly name: string | null
  readonly redirect_uri: string | null
  readonly registered: unknown
}

// biome-ignore lint/suspicious/noExplicitAny: oidc-provider's stored payload, read field by field below
const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Record<string, any>

/** Over oauth_store, where oidc-provider keeps grants (model "Grant", with accountId and clientId in the payload). */
const makeConsents = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

  const list = (accountId: string) =>
    Effect.gen(function* () {
      const at = yield* now
      const rows = yield* sql<GrantRow>`
          SELECT g.client_id, g.payload, c.name, c.redirect_uri, r.payload AS registered
          FROM oauth_store g
          LEFT JOIN oauth_clients c ON c.id = g.client_id AND c.revoked_at IS NULL
          LEFT JOIN oauth_store r ON r.model = 'Client' AND r.id = g.client_id AND r.expires_at > ${at}
          WHERE g.model = 'Grant' AND g.payload->>'accountId' = ${accountId} AND (g.expires_at IS NULL OR g.expires_at > ${at})`
      const byClient = new Map<string, { application: AllowedApplication; scopes: Set<string>; since: number }>()
      for (const row of rows) {
        const registered = row.registered === null ? undefined : json(row.registered)
        if (row.name === null && registered === undefined) continue
        const grant = json(row.payload)
        const entry = byClient.get(row.client_id) ?? {
          application: {
            clientId: row.client_id,
            name:
              row.name ??
              (typeof registered?.client_name === "string" ? registered.client_name : "Unnamed application"),
            redirectUris: row.redirect_uri !== null ? [row.redirect_uri] : (registered?.redirect_uris ?? []),
            selfRegistered: row.name === null,
            scopes: [],
            since: ""
          },
          scopes: new Set<string>(),
          since: Infinity
        }
        for (const scope of Object.values(grant.resources ?? {}) as Array<string>)
          for (const s of scope.split(" ")) if (s !== "") entry.scopes.add(s)
        entry.since = Math.min(entry.since, Number(grant.iat) * 1000)
        byClient.set(row.client_id, entry)
      }
      return [...byClient.values()]
        .map(({ application, scopes, since }) => ({
          ...application,
          scopes: [...scopes].sort(),
          since: new Date(since).toISOString()
        }))
        .sort((a, b) => a.since.localeCompare(b.since) || a.clientId.localeCompare(b.clientId))
    }).pipe(orStorageDefect)

  const withdraw = (accountId: string, clientId: string) =>
    sql<{
      model: string
    }>`DELETE FROM oauth_store WHERE client_id = ${clientId} AND payload->>'accountId' = ${accountId} RETURNING model`.pipe(
      Effect.map((rows) => rows.some((row) => row.model === "Grant")),
      orStorageDefect
    )

  return { list, withdraw }
})

export class Consents extends Context.Service<Consents, ConsentsService>()("poliergaleio/Consents") {
  static readonly layer = Layer.effect(Consents, makeConsents)
}
