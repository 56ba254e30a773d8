import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { orStorageDefect } from "../storage/database.ts"

/** Limits SPEC leaves open (README "Saved calculations"). */
export const MAX_SAVES_PER_ACCOUNT = 500
export const MAX_NAME_LENGTH = 100
/** Largest stored inputs (or ciphertext) in bytes of JSON. */
export const MAX_CONTENT_BYTES = 64 * 1024

/** The account already has MAX_SAVES_PER_ACCOUNT saves (checked in the insert's own transaction). */
export class SaveLimitReached extends Schema.TaggedError<SaveLimitReached>()("SaveLimitReached", {
  limit: Schema.Number
}) {}

/** Ciphertext of a save encrypted in the browser (AES-GCM, key from PBKDF2); the service never decrypts it. */
export interface EncryptedContent {
  readonly algorithm: "AES-GCM"
  readonly kdf: "PBKDF2-SHA256"
  readonly iterations: number
  readonly salt: string
  readonly iv: string
  readonly ciphertext: string
}

export interface SavedCalculation {
  readonly id: string
  readonly name: string
  readonly calculationType: string
  readonly locked: boolean
  readonly createdAt: string
  readonly updatedAt: string
  /** Null for a locked save. */
  readonly inputs: unknown
  readonly result: unknown
  readonly encrypted: EncryptedContent | null
}

export type SavedSort = "recent" | "oldest" | "created_desc" | "created_asc" | "name_asc" | "name_desc"

export interface ListQuery {
  readonly calculationTypes: ReadonlyArray<string> | undefined
  readonly sort: SavedSort
  readonly limit: number
  readonly offset: number
  /** "<updatedAt ISO>|<id>" of the last row of the previous page (sort "recent" only). */
  readonly cursor: { readonly updatedAt: string; readonly id: string } | undefined
}

export interface SavedCalculationsService {
  readonly count: (accountId: string) => Effect.Effect<number>
  /** Refused with SaveLimitReached when the account has MAX_SAVES_PER_ACCOUNT saves, however many inserts run at once. */
  readonly insert: (accountId: string, save: { calculationType: string; name: string; inputs: unknown; result: unknown; encrypted: EncryptedContent | null }) => Effect.Effect<SavedCalculation, SaveLimitReached>
  /** Undefined for an unknown id and for another account's id alike. */
  readonly find: (accountId: string, id: string) => Effect.Effect<SavedCalculation | undefined>
  readonly list: (accountId: string, query: ListQuery) => Effect.Effect<{ readonly rows: ReadonlyArray<SavedCalculation>; readonly totalCount: number }>
  readonly update: (accountId: string, id: string, change: { name?: string; inputs?: unknown; result?: unknown; encrypted?: EncryptedContent }) => Effect.Effect<SavedCalculation | undefined>
  readonly remove: (accountId: string, id: string) => Effect.Effect<SavedCalculation | undefined>
}

export class SavedCalculations extends Context.Service<SavedCalculations, SavedCalculationsService>()("poliergaleio/SavedCalculations") {}

interface Row {
  readonly id: string
  readonly name: string
  readonly calculation_type: string
  readonly inputs: unknown
  readonly result: unknown
  readonly encrypted: EncryptedContent | null
  readonly created_at: Date
  readonly updated_at: Date
}

const fromRow = (row: Row): SavedCalculation => ({
  id: row.id,
  name: row.name,
  calculationType: row.calculation_type,
  locked: row.encrypted !== null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  inputs: row.encrypted !== null ? null : row.inputs,
  result: row.encrypted !== null ? null : row.result,
  encrypted: row.encrypted
})

const ORDER: Record<SavedSort, string> = {
  recent: "updated_at DESC, id DESC",
  oldest: "updated_at ASC, id ASC",
  created_desc: "created_at DESC, id DESC",
  created_asc: "created_at ASC, id ASC",
  name_asc: "lower(name) ASC, id ASC",
  name_desc: "lower(name) DESC, id DESC"
}

/** Saved calculations in SQL, always filtered by the owning account. Storage failures are defects. */
export const savedCalculationsLayer = Layer.effect(
  SavedCalculations,
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

    const count = (accountId: string) =>
      sql<{ n: number }>`SELECT CAST(count(*) AS INTEGER) AS n FROM saved_calculations WHERE account_id = ${accountId}`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 0), orStorageDefect)

    // The cap holds under any concurrency: the account's row is locked (FOR UPDATE) for the transaction,
    // so inserts for one account run one after another, each counting what the previous ones committed
    // (a count in the INSERT's own WHERE would let concurrent inserts all see the same count under READ
    // COMMITTED). Saves of other accounts are not held up.
    const insert: SavedCalculationsService["insert"] = (accountId, save) =>
      sql.withTransaction(Effect.gen(function*() {
        yield* sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`
        const [counted] = yield* sql<{ n: number }>`SELECT CAST(count(*) AS INTEGER) AS n FROM saved_calculations WHERE account_id = ${accountId}`
        if ((counted?.n ?? 0) >= MAX_SAVES_PER_ACCOUNT) return yield* new SaveLimitReached({ limit: MAX_SAVES_PER_ACCOUNT })
        const at = yield* now
        const rows = yield* sql<Row>`
          INSERT INTO saved_calculations (id, account_id, calculation_type, name, inputs, result, encrypted, created_at, updated_at)
          VALUES (${crypto.randomUUID()}, ${accountId}, ${save.calculationType}, ${save.name},
                  ${json(save.inputs)}::jsonb, ${json(save.result)}::jsonb, ${json(save.encrypted)}::jsonb, ${at}, ${at})
          RETURNING *`
        return fromRow(rows[0]!)
      })).pipe(orStorageDefect)

    const find = (accountId: string, id: string) =>
      sql<Row>`SELECT * FROM saved_calculations WHERE id = ${id} AND account_id = ${accountId}`.pipe(
        Effect.map((rows) => (rows[0] ? fromRow(rows[0]) : undefined)), orStorageDefect)

    const list: SavedCalculationsService["list"] = (accountId, query) =>
      Effect.gen(function*() {
        const types = query.calculationTypes
        const byType = types === undefined || types.length === 0 ? sql`TRUE` : sql.in("calculation_type", types)
        const [total] = yield* sql<{ n: number }>`SELECT CAST(count(*) AS INTEGER) AS n FROM saved_calculations WHERE account_id = ${accountId} AND ${byType}`
        const after = query.cursor === undefined
          ? sql`TRUE`
          : sql`(updated_at, id) < (${new Date(query.cursor.updatedAt)}, ${query.cursor.id})`
        const rows = yield* sql<Row>`
          SELECT * FROM saved_calculations WHERE account_id = ${accountId} AND ${byType} AND ${after}
          ORDER BY ${sql.literal(ORDER[query.sort])} LIMIT ${query.limit} OFFSET ${query.cursor === undefined ? query.offset : 0}`
        return { rows: rows.map(fromRow), totalCount: total?.n ?? 0 }
      }).pipe(orStorageDefect)

    const update: SavedCalculationsService["update"] = (accountId, id, change) =>
      Effect.gen(function*() {
        const at = yield* now
        const rows = yield* sql<Row>`
          UPDATE saved_calculations SET
            name = COALESCE(${change.name ?? null}, name),
            inputs = CASE WHEN ${change.inputs !== undefined} THEN ${json(change.inputs)}::jsonb ELSE inputs END,
            result = CASE WHEN ${change.inputs !== undefined} THEN ${json(change.result)}::jsonb ELSE result END,
            encrypted = CASE WHEN ${change.encrypted !== undefined} THEN ${json(change.encrypted)}::jsonb ELSE encrypted END,
            updated_at = ${at}
          WHERE id = ${id} AND account_id = ${accountId} RETURNING *`
        return rows[0] ? fromRow(rows[0]) : undefined
      }).pipe(orStorageDefect)

    const remove = (accountId: string, id: string) =>
      sql<Row>`DELETE FROM saved_calculations WHERE id = ${id} AND account_id = ${accountId} RETURNING *`.pipe(
        Effect.map((rows) => (rows[0] ? fromRow(rows[0]) : undefined)), orStorageDefect)

    return { count, insert, find, list, update, remove }
  })
)
