import { Effect } from "effect"
import { Migrator, SqlClient } from "effect/sql"

/**
 * The one migration set, for PGlite and PostgreSQL alike. Append new migrations; never edit one that
 * has shipped. Each runs once (recorded in poliergaleio_migrations), so running them again is a no-op.
 */
export const MIGRATIONS = {
  "0001_accounts_and_keys": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE accounts (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL
    )`
    yield* sql`CREATE TABLE sessions (
      token_hash TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      created_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`
    yield* sql`CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      prefix TEXT NOT NULL,
      secret_hash TEXT NOT NULL,
      scopes TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      revoked_at TIMESTAMPTZ
    )`
    yield* sql`CREATE INDEX api_keys_account ON api_keys (account_id, created_at)`
  }),
  "0002_saved_calculations": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // inputs/result for plain saves; encrypted (ciphertext and its parameters) for locked ones.
    yield* sql`CREATE TABLE saved_calculations (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      calculation_type TEXT NOT NULL,
      name TEXT NOT NULL,
      inputs JSONB,
      result JSONB,
      encrypted JSONB,
      created_at TIMESTAMPTZ NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL
    )`
    yield* sql`CREATE INDEX saved_calculations_recent ON saved_calculations (account_id, updated_at DESC, id DESC)`
  }),
  "0003_oauth": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // OAuth applications registered on the account page; the secret is kept only as a SHA-256.
    yield* sql`CREATE TABLE oauth_clients (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      secret_hash TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      secret_rotated_at TIMESTAMPTZ NOT NULL,
      revoked_at TIMESTAMPTZ
    )`
    yield* sql`CREATE INDEX oauth_clients_account ON oauth_clients (account_id, created_at)`
    // oidc-provider's models (grants, sessions, interactions, codes, tokens) by model and id
    // (src/services/oauth/store.ts).
    yield* sql`CREATE TABLE oauth_store (
      model TEXT NOT NULL,
      id TEXT NOT NULL,
      payload JSONB NOT NULL,
      grant_id TEXT,
      uid TEXT,
      client_id TEXT,
      expires_at TIMESTAMPTZ,
      PRIMARY KEY (model, id)
    )`
    yield* sql`CREATE INDEX oauth_store_grant ON oauth_store (grant_id)`
    yield* sql`CREATE INDEX oauth_store_uid ON oauth_store (uid)`
    yield* sql`CREATE INDEX oauth_store_client ON oauth_store (client_id)`
    yield* sql`CREATE INDEX oauth_store_expiry ON oauth_store (expires_at)`
  }),
  "0005_idempotency_keys": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Idempotency-Key of the REST write tools (src/services/saved/idempotency.ts): one row per (account, key),
    // reserved 'in_progress' by one INSERT ... ON CONFLICT DO NOTHING, then 'completed' with the answer
    // (status and the exact JSON text of the body, TEXT not JSONB so the replay is byte for byte).
    yield* sql`CREATE TABLE idempotency_keys (
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      idempotency_key TEXT NOT NULL,
      tool TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('in_progress', 'completed')),
      token TEXT NOT NULL,
      response_status INTEGER,
      response_body TEXT,
      created_at TIMESTAMPTZ NOT NULL,
      locked_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (account_id, idempotency_key)
    )`
    yield* sql`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`
  }),
  "0006_oauth_registration_prefix": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // The network (IPv4 /24, IPv6 /48) of a self-registered client until its first consent, counted per
    // network under a lock (src/services/oauth/registered-clients.ts); NULL for every other row.
    yield* sql`ALTER TABLE oauth_store ADD COLUMN registration_prefix TEXT`
    yield* sql`CREATE INDEX oauth_store_registration_prefix ON oauth_store (registration_prefix) WHERE registration_prefix IS NOT NULL`
  }),
  "0007_api_keys_last_used": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // When a key was last used, written at most once an hour per key (src/services/accounts/accounts.ts), for the
    // account page and the account's data download. NULL until its first use.
    yield* sql`ALTER TABLE api_keys ADD COLUMN last_used_at TIMESTAMPTZ`
  })
}

export const runMigrations = Migrator.make({})({
  loader: Migrator.fromRecord(MIGRATIONS),
  table: "poliergaleio_migrations"
}).pipe(Effect.orDie)
