import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

/**
 * Every row of an account, deleted inside the caller's transaction: the account row is locked first, so a
 * key creation, a save or an application registration running at the same moment (each locks it too) either
 * finished before, and is deleted here, or waits and then finds no account. oauth_store holds what the
 * authorization server keeps (src/services/oauth/store.ts): the grants, tokens, codes and sign-in sessions
 * naming the account in their payload, the interactions whose session or result names it, everything
 * issued to the applications the account registered, and those applications' places in other people's sessions. Returns whether the account existed, and the ids of
 * its keys (to be announced as revoked once the transaction is committed).
 */
export const eraseAccountRows = (sql: SqlClient.SqlClient, accountId: string) =>
  Effect.gen(function* () {
    const locked = yield* sql<{ id: string }>`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`
    if (locked.length === 0) return { found: false, keyIds: [] as ReadonlyArray<string> }
    const keys = yield* sql<{ id: string }>`SELECT id FROM api_keys WHERE account_id = ${accountId}`
    yield* sql`DELETE FROM oauth_store WHERE client_id IN (SELECT id FROM oauth_clients WHERE account_id = ${accountId})`
    // Other people's sign-in sessions of the authorization server list the applications they allowed: those of
    // this account are struck from them (their grants and tokens went with the statement above).
    yield* sql`UPDATE oauth_store
      SET payload = jsonb_set(payload, '{authorizations}',
        (payload->'authorizations') - ARRAY(SELECT id FROM oauth_clients WHERE account_id = ${accountId}))
      WHERE model = 'Session' AND jsonb_typeof(payload->'authorizations') = 'object'
        AND jsonb_exists_any(payload->'authorizations', ARRAY(SELECT id FROM oauth_clients WHERE account_id = ${accountId}))`
    yield* sql`DELETE FROM oauth_store WHERE payload->>'accountId' = ${accountId}
      OR payload #>> '{session,accountId}' = ${accountId} OR payload #>> '{result,login,accountId}' = ${accountId}`
    yield* sql`DELETE FROM idempotency_keys WHERE account_id = ${accountId}`
    yield* sql`DELETE FROM saved_calculations WHERE account_id = ${accountId}`
    yield* sql`DELETE FROM sessions WHERE account_id = ${accountId}`
    yield* sql`DELETE FROM api_keys WHERE account_id = ${accountId}`
    yield* sql`DELETE FROM oauth_clients WHERE account_id = ${accountId}`
    yield* sql`DELETE FROM accounts WHERE id = ${accountId}`
    return { found: true, keyIds: keys.map((key) => key.id) }
  })
