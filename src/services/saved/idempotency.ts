import { Clock, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  Idempotency,
  type IdempotencyService,
  type IdempotentRequest,
  type Reservation,
  type StoredAnswer
} from "../../calls/ports.ts"
import { orStorageDefect } from "../storage/database.ts"

/** A key is remembered this long after its first use; after that the same value starts afresh. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000
/**
 * A reservation still in progress after this long is taken to be abandoned (its instance stopped
 * between reserving and recording the answer) and may be taken over by a retry. Far above the longest
 * a write tool runs (a calculation's worker deadline is a few seconds).
 */
const IDEMPOTENCY_LEASE_MS = 60 * 1000
/** Expired rows removed by one reservation, at most (the lazy sweep; see reserve). */
const SWEEP_BATCH = 100

interface Row {
  readonly tool: string
  readonly fingerprint: string
  readonly state: "in_progress" | "completed"
  readonly token: string
  readonly response_status: number | null
  readonly response_body: string | null
  readonly locked_at: Date
}

/**
 * Idempotency keys in SQL (table idempotency_keys, migration 0005), for PGlite and PostgreSQL alike.
 * Expiry is lazy: each reservation first deletes that key's row if it is older than 24 h, and at most
 * SWEEP_BATCH other expired rows, oldest first, so the table never keeps more than about a day of keys
 * of the accounts that still write. Storage failures are defects (503), like every SQL layer here.
 */
export const idempotencyLayer = Layer.effect(
  Idempotency,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const sweep = (request: IdempotentRequest, cutoff: Date) =>
      sql`
        DELETE FROM idempotency_keys WHERE created_at < ${cutoff} AND (
          (account_id = ${request.accountId} AND idempotency_key = ${request.key})
          OR (account_id, idempotency_key) IN (
            SELECT account_id, idempotency_key FROM idempotency_keys WHERE created_at < ${cutoff} ORDER BY created_at LIMIT ${SWEEP_BATCH}))`

    const tryInsert = (request: IdempotentRequest, at: Date) => {
      const token = crypto.randomUUID()
      return sql<{ token: string }>`
        INSERT INTO idempotency_keys (account_id, idempotency_key, tool, fingerprint, state, token, created_at, locked_at)
        VALUES (${request.accountId}, ${request.key}, ${request.tool}, ${request.fingerprint}, 'in_progress', ${token}, ${at}, ${at})
        ON CONFLICT (account_id, idempotency_key) DO NOTHING
        RETURNING token`.pipe(Effect.map((rows) => rows[0]?.token))
    }

    /** Takes over an abandoned reservation: only the request whose UPDATE still sees the old token wins. */
    const takeOver = (request: IdempotentRequest, staleToken: string, at: Date) => {
      const token = crypto.randomUUID()
      return sql<{ token: string }>`
        UPDATE idempotency_keys SET token = ${token}, locked_at = ${at}
        WHERE account_id = ${request.accountId} AND idempotency_key = ${request.key} AND token = ${staleToken} AND state = 'in_progress'
        RETURNING token`.pipe(Effect.map((rows) => rows[0]?.token))
    }

    const reserve = (request: IdempotentRequest) =>
      Effect.gen(function* () {
        const at = yield* now
        yield* sweep(request, new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_MS))
        // A row can vanish between the INSERT and the SELECT (its owner released it): try again, a few times.
        for (let attempt = 0; attempt < 3; attempt++) {
          const token = yield* tryInsert(request, at)
          if (token !== undefined) return { _tag: "Reserved", token } satisfies Reservation
          const [row] = yield* sql<Row>`
            SELECT tool, fingerprint, state, token, response_status, response_body, locked_at FROM idempotency_keys
            WHERE account_id = ${request.accountId} AND idempotency_key = ${request.key}`
          if (row === undefined) continue
          if (row.tool !== request.tool || row.fingerprint !== request.fingerprint)
            return { _tag: "Mismatch", firstTool: row.tool } satisfies Reservation
          if (row.state === "completed") {
            return {
              _tag: "Replay",
              answer: { status: row.response_status ?? 200, body: row.response_body ?? "{}" }
            } satisfies Reservation
          }
          if (new Date(row.locked_at).getTime() > at.getTime() - IDEMPOTENCY_LEASE_MS)
            return { _tag: "InProgress" } satisfies Reservation
          const taken = yield* takeOver(request, row.token, at)
          if (taken !== undefined) return { _tag: "Reserved", token: taken } satisfies Reservation
        }
        return { _tag: "InProgress" } satisfies Reservation
      }).pipe(orStorageDefect) as Effect.Effect<Reservation>

    const complete: IdempotencyService["complete"] = (request, token, answer) =>
      sql`
        UPDATE idempotency_keys SET state = 'completed', response_status = ${answer.status}, response_body = ${answer.body}
        WHERE account_id = ${request.accountId} AND idempotency_key = ${request.key} AND token = ${token} AND state = 'in_progress'`.pipe(
        Effect.asVoid,
        orStorageDefect
      )

    const release: IdempotencyService["release"] = (request, token) =>
      sql`
        DELETE FROM idempotency_keys
        WHERE account_id = ${request.accountId} AND idempotency_key = ${request.key} AND token = ${token} AND state = 'in_progress'`.pipe(
        Effect.asVoid,
        orStorageDefect
      )

    return { reserve, complete, release }
  })
)

/** Idempotency keys in this process's memory, with the same rules as the SQL store (no database: the stdio server,
 * tests). */
export const idempotencyMemoryLayer = Layer.sync(Idempotency, (): IdempotencyService => {
  const rows = new Map<
    string,
    {
      readonly tool: string
      readonly fingerprint: string
      readonly token: string
      readonly createdAt: number
      answer?: StoredAnswer
    }
  >()
  const keyOf = (request: IdempotentRequest) => `${request.accountId}\n${request.key}`
  const ours = (request: IdempotentRequest, token: string) => {
    const row = rows.get(keyOf(request))
    return row !== undefined && row.token === token && row.answer === undefined ? row : undefined
  }
  return {
    reserve: (request) =>
      Effect.map(Clock.currentTimeMillis, (now): Reservation => {
        const row = rows.get(keyOf(request))
        if (row === undefined || row.createdAt < now - IDEMPOTENCY_KEY_TTL_MS) {
          const token = crypto.randomUUID()
          rows.set(keyOf(request), { tool: request.tool, fingerprint: request.fingerprint, token, createdAt: now })
          return { _tag: "Reserved", token }
        }
        if (row.tool !== request.tool || row.fingerprint !== request.fingerprint)
          return { _tag: "Mismatch", firstTool: row.tool }
        return row.answer === undefined ? { _tag: "InProgress" } : { _tag: "Replay", answer: row.answer }
      }),
    complete: (request, token, answer) =>
      Effect.sync(() => {
        const row = ours(request, token)
        if (row) row.answer = answer
      }),
    release: (request, token) =>
      Effect.sync(() => {
        if (ours(request, token)) rows.delete(keyOf(request))
      })
  }
})
