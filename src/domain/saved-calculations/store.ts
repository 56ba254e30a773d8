import { Context, type Effect, Schema } from "effect"

/** Limits of our own (docs/tools.md). */
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
  /** Refused with SaveLimitReached when the account has MAX_SAVES_PER_ACCOUNT saves, however many inserts run at once.
   * */
  readonly insert: (
    accountId: string,
    save: {
      calculationType: string
      name: string
      inputs: unknown
      result: unknown
      encrypted: EncryptedContent | null
    }
  ) => Effect.Effect<SavedCalculation, SaveLimitReached>
  /** Undefined for an unknown id and for another account's id alike. */
  readonly find: (accountId: string, id: string) => Effect.Effect<SavedCalculation | undefined>
  readonly list: (
    accountId: string,
    query: ListQuery
  ) => Effect.Effect<{ readonly rows: ReadonlyArray<SavedCalculation>; readonly totalCount: number }>
  readonly update: (
    accountId: string,
    id: string,
    change: { name?: string; inputs?: unknown; result?: unknown; encrypted?: EncryptedContent }
  ) => Effect.Effect<SavedCalculation | undefined>
  readonly remove: (accountId: string, id: string) => Effect.Effect<SavedCalculation | undefined>
}

/**
 * The key owner's saved calculations, always filtered by the owning account: what the six saved-calculation
 * tools and the account page work on. Implemented by src/services/saved (SQL, or memory).
 */
export class SavedCalculations extends Context.Service<SavedCalculations, SavedCalculationsService>()(
  "poliergaleio/SavedCalculations"
) {}
