import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { orStorageDefect } from "../storage/database.ts"
import { eraseAccountRows } from "./erase.ts"
import { EmailTaken, InvalidCredentials, KeyLimitReached, KeyNotFound } from "./errors.ts"
import { KEY_CACHE_SECONDS, KeyRevocations } from "./key-revocations.ts"
import {
  digestsEqual,
  DUMMY_PASSWORD_HASH,
  generateApiKey,
  hashPassword,
  parseApiKey,
  randomToken,
  safeEqual,
  secretDigest,
  sha256,
  verifyPassword
} from "./secrets.ts"

/** SPEC "Limits": at most 10 active keys per account and 3 new keys per rolling 24 hours. */
export const MAX_ACTIVE_KEYS = 10
const MAX_KEYS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000
const SESSION_MS = 14 * DAY_MS
/** A key's last use is written at most this often (one UPDATE an hour per key, on a database read of the key). */
const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000

/** Every key carries both scopes (SPEC "Authentication" 6). */
const KEY_SCOPES = ["read", "write"] as const

export interface Account {
  readonly id: string
  readonly email: string
}

/** What the account's data download says of the account itself. */
export interface AccountProfile extends Account {
  readonly createdAt: string
}

export interface ApiKeyInfo {
  readonly id: string
  readonly accountId: string
  readonly name: string
  readonly prefix: string
  readonly scopes: ReadonlyArray<string>
  readonly createdAt: string
  readonly revokedAt: string | null
  /** When the key was last used, to within LAST_USED_RESOLUTION_MS (null: never; absent: not a stored key). */
  readonly lastUsedAt?: string | null
}

interface AccountsService {
  readonly signUp: (email: string, password: string) => Effect.Effect<Account, EmailTaken>
  readonly signIn: (email: string, password: string) => Effect.Effect<Account, InvalidCredentials>
  /** A new session for the account; the token goes in the cookie, only its hash is stored. */
  readonly startSession: (accountId: string) => Effect.Effect<string>
  readonly sessionAccount: (token: string) => Effect.Effect<Account | undefined>
  readonly endSession: (token: string) => Effect.Effect<void>
  /** The account's email and creation date; undefined when there is no such account. */
  readonly profile: (accountId: string) => Effect.Effect<AccountProfile | undefined>
  /**
   * Deletes the account and everything of it (keys, saves, sessions, OAuth applications and grants,
   * idempotency records) in one transaction, then refuses its keys on every instance at once. The caller
   * has checked the password (attempts.ts deleteAccountFrom). False when there was no such account.
   */
  readonly deleteAccount: (accountId: string) => Effect.Effect<boolean>
  readonly createKey: (
    accountId: string,
    name: string
  ) => Effect.Effect<{ readonly key: ApiKeyInfo; readonly fullKey: string }, KeyLimitReached>
  readonly listKeys: (accountId: string) => Effect.Effect<ReadonlyArray<ApiKeyInfo>>
  readonly renameKey: (accountId: string, keyId: string, name: string) => Effect.Effect<void, KeyNotFound>
  readonly revokeKey: (accountId: string, keyId: string) => Effect.Effect<void, KeyNotFound>
  /** The active key a presented secret belongs to; undefined for a malformed, unknown or revoked key. */
  /**
   * The key behind a presented secret, or undefined. `guardLookup` runs around a database read only (never
   * around an answer from the verified-key cache): the failed-credentials throttle (services/authentication.ts).
   */
  readonly authenticateKey: <E = never>(
    presented: string,
    guardLookup?: KeyLookupGuard<E>
  ) => Effect.Effect<ApiKeyInfo | undefined, E>
}

type KeyLookupGuard<E> = (lookup: Effect.Effect<ApiKeyInfo | undefined>) => Effect.Effect<ApiKeyInfo | undefined, E>

interface KeyRow {
  readonly id: string
  readonly account_id: string
  readonly name: string
  readonly prefix: string
  readonly secret_hash: string
  readonly scopes: string
  readonly created_at: Date
  readonly revoked_at: Date | null
  readonly last_used_at: Date | null
}

const toKeyInfo = (row: KeyRow): ApiKeyInfo => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.split(" "),
  createdAt: new Date(row.created_at).toISOString(),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString()
})

const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Accounts and keys in SQL (the same statements on PGlite and PostgreSQL). Storage failures are defects. */
const makeSqlAccounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
  // The key cache reads the clock of the layer's context without an effect step: a cached key is then an
  // immediate answer (Effect.flatMapEager all the way through the pipeline), as an anonymous caller is.
  const clock = yield* Clock.Clock

  const signUp = (email: string, password: string) =>
    Effect.gen(function* () {
      const id = crypto.randomUUID()
      const passwordHash = yield* Effect.promise(() => hashPassword(password))
      const inserted = yield* sql<{ id: string }>`
        INSERT INTO accounts (id, email, password_hash, created_at)
        VALUES (${id}, ${normaliseEmail(email)}, ${passwordHash}, ${yield* now})
        ON CONFLICT (email) DO NOTHING RETURNING id`
      if (inserted.length === 0) return yield* new EmailTaken()
      return { id, email: normaliseEmail(email) }
    }).pipe(orStorageDefect)

  const signIn = (email: string, password: string) =>
    Effect.gen(function* () {
      const rows = yield* sql<{ id: string; email: string; password_hash: string }>`
        SELECT id, email, password_hash FROM accounts WHERE email = ${normaliseEmail(email)}`
      const row = rows[0]
      const ok = yield* Effect.promise(() => verifyPassword(password, row?.password_hash ?? DUMMY_PASSWORD_HASH))
      if (!row || !ok) return yield* new InvalidCredentials()
      return { id: row.id, email: row.email }
    }).pipe(orStorageDefect)

  const startSession = (accountId: string) =>
    Effect.gen(function* () {
      const token = randomToken()
      const at = yield* now
      yield* sql`INSERT INTO sessions (token_hash, account_id, created_at, expires_at)
        VALUES (${sha256(token)}, ${accountId}, ${at}, ${new Date(at.getTime() + SESSION_MS)})`
      return token
    }).pipe(orStorageDefect)

  const sessionAccount = (token: string) =>
    Effect.gen(function* () {
      const rows = yield* sql<{ id: string; email: string }>`
        SELECT a.id, a.email FROM sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.token_hash = ${sha256(token)} AND s.expires_at > ${yield* now}`
      return rows[0] ? { id: rows[0].id, email: rows[0].email } : undefined
    }).pipe(orStorageDefect)

  const endSession = (token: string) =>
    sql`DELETE FROM sessions WHERE token_hash = ${sha256(token)}`.pipe(Effect.asVoid, orStorageDefect)

  const profile = (accountId: string) =>
    sql<{ id: string; email: string; created_at: Date }>`
      SELECT id, email, created_at FROM accounts WHERE id = ${accountId}`.pipe(
      Effect.map((rows) =>
        rows[0]
          ? { id: rows[0].id, email: rows[0].email, createdAt: new Date(rows[0].created_at).toISOString() }
          : undefined
      ),
      orStorageDefect
    )

  const listKeys = (accountId: string) =>
    sql<KeyRow>`SELECT * FROM api_keys WHERE account_id = ${accountId} ORDER BY created_at, id`.pipe(
      Effect.map((rows) => rows.map(toKeyInfo)),
      orStorageDefect
    )

  // One transaction, so two concurrent creations cannot both pass the limits.
  const createKey = (accountId: string, name: string) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          yield* sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`
          const at = yield* now
          const [counts] = yield* sql<{ active: number; recent: number }>`
        SELECT CAST(count(*) FILTER (WHERE revoked_at IS NULL) AS INTEGER) AS active,
               CAST(count(*) FILTER (WHERE created_at > ${new Date(at.getTime() - DAY_MS)}) AS INTEGER) AS recent
        FROM api_keys WHERE account_id = ${accountId}`
          if ((counts?.active ?? 0) >= MAX_ACTIVE_KEYS) {
            return yield* new KeyLimitReached({
              limit: "active",
              message: `An account can have at most ${MAX_ACTIVE_KEYS} active keys: revoke one you no longer use, then create the new one.`
            })
          }
          if ((counts?.recent ?? 0) >= MAX_KEYS_PER_DAY) {
            return yield* new KeyLimitReached({
              limit: "daily",
              message: `At most ${MAX_KEYS_PER_DAY} keys can be created in 24 hours: try again later.`
            })
          }
          const generated = generateApiKey()
          const rows = yield* sql<KeyRow>`
        INSERT INTO api_keys (id, account_id, name, prefix, secret_hash, scopes, created_at, revoked_at)
        VALUES (${generated.id}, ${accountId}, ${name}, ${generated.prefix}, ${generated.secretHash}, ${KEY_SCOPES.join(" ")}, ${at}, ${null})
        RETURNING *`
          return { key: toKeyInfo(rows[0]!), fullKey: generated.fullKey }
        })
      )
      .pipe(orStorageDefect)

  // Verified keys, kept briefly so that a keyed call need not read the database (see key-revocations.ts):
  // each with the SHA-256 of its secret as bytes (never the secret itself).
  const verified = new Map<
    string,
    { readonly info: ApiKeyInfo; readonly digest: Uint8Array; readonly atMillis: number }
  >()
  const revocations = yield* KeyRevocations

  const renameKey = (accountId: string, keyId: string, name: string) =>
    sql<{
      id: string
    }>`UPDATE api_keys SET name = ${name} WHERE id = ${keyId} AND account_id = ${accountId} RETURNING id`.pipe(
      orStorageDefect,
      Effect.flatMap((rows) =>
        rows.length === 0
          ? Effect.fail(new KeyNotFound())
          : Effect.sync(() => {
              verified.delete(keyId)
            })
      )
    )

  const revokeKey = (accountId: string, keyId: string) =>
    Effect.gen(function* () {
      const rows = yield* sql<{ id: string }>`
        UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ${yield* now})
        WHERE id = ${keyId} AND account_id = ${accountId} RETURNING id`
      if (rows.length === 0) return yield* new KeyNotFound()
      verified.delete(keyId)
      yield* revocations.announce(keyId)
    }).pipe(orStorageDefect)

  const keyFromDatabase = (keyId: string, digest: Uint8Array, nowMillis: number) =>
    Effect.gen(function* () {
      const rows = yield* sql<KeyRow>`SELECT * FROM api_keys WHERE id = ${keyId}`
      const row = rows[0]
      if (!row || row.revoked_at !== null || !safeEqual(row.secret_hash, Buffer.from(digest).toString("base64url"))) {
        verified.delete(keyId)
        return undefined
      }
      if (verified.size >= 10_000) verified.clear()
      // Its last use, at most once an hour: a keyed call is a database read at most every KEY_CACHE_SECONDS, and
      // one in an hour of those also writes.
      const lastUsed = row.last_used_at === null ? 0 : new Date(row.last_used_at).getTime()
      if (nowMillis - lastUsed >= LAST_USED_RESOLUTION_MS)
        yield* sql`UPDATE api_keys SET last_used_at = ${new Date(nowMillis)} WHERE id = ${keyId}`
      const info = toKeyInfo(row)
      verified.set(keyId, { info, digest, atMillis: nowMillis })
      return info
    }).pipe(orStorageDefect)

  // Every keyed call comes here: a key verified in the last KEY_CACHE_SECONDS is answered from memory
  // without a generator (once the revocations allow it); the others are read from the database.
  const authenticateKey = <E = never>(
    presented: string,
    guardLookup?: KeyLookupGuard<E>
  ): Effect.Effect<ApiKeyInfo | undefined, E> => {
    const parsed = parseApiKey(presented)
    if (!parsed) return Effect.undefined
    const digest = secretDigest(parsed.secret)
    const nowMillis = clock.currentTimeMillisUnsafe()
    const lookup = () =>
      guardLookup === undefined
        ? keyFromDatabase(parsed.id, digest, nowMillis)
        : guardLookup(keyFromDatabase(parsed.id, digest, nowMillis))
    const cached = verified.get(parsed.id)
    if (
      cached === undefined ||
      nowMillis - cached.atMillis >= KEY_CACHE_SECONDS * 1000 ||
      !digestsEqual(cached.digest, digest)
    )
      return lookup()
    // Eager: on one instance the revocation check is an immediate answer, and this runs on every keyed call.
    return Effect.flatMapEager(revocations.cacheUsable(parsed.id), (usable) =>
      usable ? Effect.succeed(cached.info) : lookup()
    )
  }

  const deleteAccount = (accountId: string) =>
    Effect.gen(function* () {
      const erased = yield* sql.withTransaction(eraseAccountRows(sql, accountId))
      // After the commit, as a revocation: this instance forgets the keys, the others are told (key-revocations.ts)
      // and read the database, where the keys are gone, at their next request.
      for (const keyId of erased.keyIds) verified.delete(keyId)
      yield* Effect.forEach(erased.keyIds, (keyId) => revocations.announce(keyId), { discard: true, concurrency: 10 })
      return erased.found
    }).pipe(orStorageDefect)

  return {
    signUp,
    signIn,
    startSession,
    sessionAccount,
    endSession,
    profile,
    deleteAccount,
    createKey,
    listKeys,
    renameKey,
    revokeKey,
    authenticateKey
  } satisfies AccountsService
})

// Accounts need a database (passwords, sessions, keys): without one there are none, every key and
// session is unknown, and creating one is a defect. Only anonymous calls are served then.
const noAccount = () => Effect.die(new Error("no accounts are kept without a database"))
const noAccounts: AccountsService = {
  signUp: noAccount,
  signIn: noAccount,
  startSession: noAccount,
  sessionAccount: () => Effect.succeed(undefined),
  endSession: noAccount,
  profile: () => Effect.undefined,
  deleteAccount: () => Effect.succeed(false),
  createKey: noAccount,
  listKeys: () => Effect.succeed([]),
  renameKey: noAccount,
  revokeKey: noAccount,
  authenticateKey: () => Effect.succeed(undefined)
}

export class Accounts extends Context.Service<Accounts, AccountsService>()("poliergaleio/Accounts") {
  /** On the SqlClient (and KeyRevocations, when keys are announced across instances). */
  static readonly layer = Layer.effect(Accounts, makeSqlAccounts)
  /** Without a database: no account exists (the stdio server, tests of anonymous calls). */
  static readonly memory = Layer.succeed(Accounts, noAccounts)
}
