import { Clock, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  MAX_SAVES_PER_ACCOUNT,
  SaveLimitReached,
  SavedCalculations,
  type EncryptedContent,
  type SavedCalculation,
  type SavedCalculationsService,
  type SavedSort
} from "../../domain/saved-calculations/store.ts"
import { orStorageDefect } from "../storage/database.ts"

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
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

    const count = (accountId: string) =>
      sql<{
        n: number
      }>`SELECT CAST(count(*) AS INTEGER) AS n FROM saved_calculations WHERE account_id = ${accountId}`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 0),
        orStorageDefect
      )

    // The cap holds under any concurrency: the account's row is locked (FOR UPDATE) for the transaction,
    // so inserts for one account run one after another, each counting what the previous ones committed
    // (a count in the INSERT's own WHERE would let concurrent inserts all see the same count under READ
    // COMMITTED). Saves of other accounts are not held up.
    const insert: SavedCalculationsService["insert"] = (accountId, save) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`
            const [counted] = yield* sql<{
              n: number
            }>`SELECT CAST(count(*) AS INTEGER) AS n FROM saved_calculations WHERE account_id = ${accountId}`
            if ((counted?.n ?? 0) >= MAX_SAVES_PER_ACCOUNT)
              return yield* new SaveLimitReached({ limit: MAX_SAVES_PER_ACCOUNT })
            const at = yield* now
            const rows = yield* sql<Row>`
          INSERT INTO saved_calculations (id, account_id, calculation_type, name, inputs, result, encrypted, created_at, updated_at)
          VALUES (${crypto.randomUUID()}, ${accountId}, ${save.calculationType}, ${save.name},
                  ${json(save.inputs)}::jsonb, ${json(save.result)}::jsonb, ${json(save.encrypted)}::jsonb, ${at}, ${at})
          RETURNING *`
            return fromRow(rows[0]!)
          })
        )
        .pipe(orStorageDefect)

    const find = (accountId: string, id: string) =>
      sql<Row>`SELECT * FROM saved_calculations WHERE id = ${id} AND account_id = ${accountId}`.pipe(
        Effect.map((rows) => (rows[0] ? fromRow(rows[0]) : undefined)),
        orStorageDefect
      )

    const list: SavedCalculationsService["list"] = (accountId, query) =>
      Effect.gen(function* () {
        const types = query.calculationTypes
        const byType = types === undefined || types.length === 0 ? sql`TRUE` : sql.in("calculation_type", types)
        const [total] = yield* sql<{
          n: number
        }>`SELECT CAST(count(*) AS INTEGER) AS n FROM saved_calculations WHERE account_id = ${accountId} AND ${byType}`
        const after =
          query.cursor === undefined
            ? sql`TRUE`
            : sql`(updated_at, id) < (${new Date(query.cursor.updatedAt)}, ${query.cursor.id})`
        const rows = yield* sql<Row>`
          SELECT * FROM saved_calculations WHERE account_id = ${accountId} AND ${byType} AND ${after}
          ORDER BY ${sql.literal(ORDER[query.sort])} LIMIT ${query.limit} OFFSET ${query.cursor === undefined ? query.offset : 0}`
        return { rows: rows.map(fromRow), totalCount: total?.n ?? 0 }
      }).pipe(orStorageDefect)

    const update: SavedCalculationsService["update"] = (accountId, id, change) =>
      Effect.gen(function* () {
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
        Effect.map((rows) => (rows[0] ? fromRow(rows[0]) : undefined)),
        orStorageDefect
      )

    return { count, insert, find, list, update, remove }
  })
)

type StoredSave = SavedCalculation & { readonly accountId: string }

const ORDER_BY: Record<SavedSort, (a: StoredSave, b: StoredSave) => number> = {
  recent: (a, b) => compare(b.updatedAt, a.updatedAt) || compare(b.id, a.id),
  oldest: (a, b) => compare(a.updatedAt, b.updatedAt) || compare(a.id, b.id),
  created_desc: (a, b) => compare(b.createdAt, a.createdAt) || compare(b.id, a.id),
  created_asc: (a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id),
  name_asc: (a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.id, b.id),
  name_desc: (a, b) => compare(b.name.toLowerCase(), a.name.toLowerCase()) || compare(b.id, a.id)
}
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A locked save's contents never leave the store, as fromRow returns them from SQL. */
const shown = ({ accountId: _, ...save }: StoredSave): SavedCalculation =>
  save.encrypted !== null ? { ...save, inputs: null, result: null } : save

/** Saved calculations in this process's memory, with the SQL store's rules (no database: the stdio server, tests). */
export const savedCalculationsMemoryLayer = Layer.sync(SavedCalculations, (): SavedCalculationsService => {
  const saves = new Map<string, StoredSave>()
  const own = (accountId: string) => [...saves.values()].filter((save) => save.accountId === accountId)
  const mine = (accountId: string, id: string) => {
    const save = saves.get(id)
    return save?.accountId === accountId ? save : undefined
  }
  const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())
  return {
    count: (accountId) => Effect.sync(() => own(accountId).length),
    insert: (accountId, save) =>
      Effect.gen(function* () {
        if (own(accountId).length >= MAX_SAVES_PER_ACCOUNT)
          return yield* new SaveLimitReached({ limit: MAX_SAVES_PER_ACCOUNT })
        const at = yield* now
        const stored: StoredSave = {
          ...save,
          id: crypto.randomUUID(),
          accountId,
          locked: save.encrypted !== null,
          createdAt: at,
          updatedAt: at
        }
        saves.set(stored.id, stored)
        return shown(stored)
      }),
    find: (accountId, id) =>
      Effect.sync(() => {
        const save = mine(accountId, id)
        return save && shown(save)
      }),
    list: (accountId, query) =>
      Effect.sync(() => {
        const types = query.calculationTypes
        const matching = own(accountId).filter(
          (save) => types === undefined || types.length === 0 || types.includes(save.calculationType)
        )
        const { cursor } = query
        const after =
          cursor === undefined
            ? matching
            : matching.filter(
                (save) =>
                  compare(save.updatedAt, cursor.updatedAt) < 0 ||
                  (save.updatedAt === cursor.updatedAt && compare(save.id, cursor.id) < 0)
              )
        const start = cursor === undefined ? query.offset : 0
        return {
          rows: after
            .sort(ORDER_BY[query.sort])
            .slice(start, start + query.limit)
            .map(shown),
          totalCount: matching.length
        }
      }),
    update: (accountId, id, change) =>
      Effect.gen(function* () {
        const save = mine(accountId, id)
        if (save === undefined) return undefined
        const updated: StoredSave = {
          ...save,
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.inputs !== undefined ? { inputs: change.inputs, result: change.result ?? null } : {}),
          ...(change.encrypted !== undefined ? { encrypted: change.encrypted, locked: true } : {}),
          updatedAt: yield* now
        }
        saves.set(id, updated)
        return shown(updated)
      }),
    remove: (accountId, id) =>
      Effect.sync(() => {
        const save = mine(accountId, id)
        if (save === undefined) return undefined
        saves.delete(id)
        return shown(save)
      })
  }
})

export { SavedCalculations }
