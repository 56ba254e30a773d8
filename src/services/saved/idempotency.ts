import { createHash } from "node:crypto"
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { orStorageDefect } from "../storage/database.ts"

/**
 * Idempotency-Key on the REST write tools (README "Idempotent writes"): a retried request with the
 * same key and the same body gets the first answer instead of running again.
 */

/** A key is remembered this long after its first use; after that the same value starts afresh. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000
/**
 * A reservation still in progress after this long is taken to be abandoned (its instance stopped
 * between reserving and recording the answer) and may be taken over by a retry. Far above the longest
 * a write tool runs (a calculation's worker deadline is a few seconds).
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000
/** Answers larger than this (bytes of JSON) are not stored: the reservation is released instead. */
export const MAX_STORED_ANSWER_BYTES = 64 * 1024
/** 1 to 255 visible ASCII characters, as Stripe allows (a UUID v4 is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/** Expired rows removed by one reservation, at most (the lazy sweep; see reserve). */
const SWEEP_BATCH = 100

/** What a request is: SHA-256 (hex) of the tool name and the canonical JSON of its parsed body. */
export const requestFingerprint = (tool: string, payload: unknown): string =>
  createHash("sha256").update(`${tool}\n${canonicalJson(payload)}`).digest("hex")

/** JSON with object keys sorted at every depth, so that key order and whitespace do not tell two bodies apart. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

export interface IdempotentRequest {
  readonly accountId: string
  readonly key: string
  readonly tool: string
  readonly fingerprint: string
}

/** A stored answer: the HTTP status and the exact JSON text of the body first sent. */
export interface StoredAnswer {
  readonly status: number
  readonly body: string
}

export type Reservation =
  /** The key is ours: run the call, then `complete` or `release` with this token. */
  | { readonly _tag: "Reserved"; readonly token: string }
  /** Same request, already answered: send this answer again. */
  | { readonly _tag: "Replay"; readonly answer: StoredAnswer }
  /** Same request, still running elsewhere (another instance or a parallel request). */
  | { readonly _tag: "InProgress" }
  /** The key was used for another request: another tool (`firstTool`), or the same tool with another body. */
  | { readonly _tag: "Mismatch"; readonly firstTool: string }

export interface IdempotencyService {
  /**
   * Atomically reserves (account, key) for this request, or tells what the key already holds. One
   * `INSERT ... ON CONFLICT DO NOTHING RETURNING` decides between concurrent requests, on any number of
   * instances sharing the database.
   */
  readonly reserve: (request: IdempotentRequest) => Effect.Effect<Reservation>
  /** Stores the answer on our reservation (a no-op if it was taken over meanwhile). */
  readonly complete: (request: IdempotentRequest, token: string, answer: StoredAnswer) => Effect.Effect<void>
  /** Deletes our reservation, so that a retry runs the call again (after a 5xx, a defect, or an answer too large to keep). */
  readonly release: (request: IdempotentRequest, token: string) => Effect.Effect<void>
}

export class Idempotency extends Context.Service<Idempotency, IdempotencyService>()("poliergaleio/Idempotency") {}

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
  Effect.gen(function*() {
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
      Effect.gen(function*() {
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
          if (row.tool !== request.tool || row.fingerprint !== request.fingerprint) return { _tag: "Mismatch", firstTool: row.tool } satisfies Reservation
          if (row.state === "completed") {
            return { _tag: "Replay", answer: { status: row.response_status ?? 200, body: row.response_body ?? "{}" } } satisfies Reservation
          }
          if (new Date(row.locked_at).getTime() > at.getTime() - IDEMPOTENCY_LEASE_MS) return { _tag: "InProgress" } satisfies Reservation
          const taken = yield* takeOver(request, row.token, at)
          if (taken !== undefined) return { _tag: "Reserved", token: taken } satisfies Reservation
        }
        return { _tag: "InProgress" } satisfies Reservation
      }).pipe(orStorageDefect) as Effect.Effect<Reservation>

    const complete: IdempotencyService["complete"] = (request, token, answer) =>
      sql`
        UPDATE idempotency_keys SET state = 'completed', response_status = ${answer.status}, response_body = ${answer.body}
        WHERE account_id = ${request.accountId} AND idempotency_key = ${request.key} AND token = ${token} AND state = 'in_progress'`.pipe(
        Effect.asVoid, orStorageDefect)

    const release: IdempotencyService["release"] = (request, token) =>
      sql`
        DELETE FROM idempotency_keys
        WHERE account_id = ${request.accountId} AND idempotency_key = ${request.key} AND token = ${token} AND state = 'in_progress'`.pipe(
        Effect.asVoid, orStorageDefect)

    return { reserve, complete, release }
  })
)
