import { createHash } from "node:crypto"
import { Context, type Effect } from "effect"

/**
 * Idempotency-Key on the REST write tools (docs/api.md "Idempotent writes"): a retried request with the
 * same key and the same body gets the first answer instead of running again.
 */

/** Answers larger than this (bytes of JSON) are not stored: the reservation is released instead. */
export const MAX_STORED_ANSWER_BYTES = 64 * 1024
/** 1 to 255 visible ASCII characters, as Stripe allows (a UUID v4 is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** What a request is: SHA-256 (hex) of the tool name and the canonical JSON of its parsed body. */
export const requestFingerprint = (tool: string, payload: unknown): string =>
  createHash("sha256")
    .update(`${tool}\n${canonicalJson(payload)}`)
    .digest("hex")

/** JSON with object keys sorted at every depth, so that key order and whitespace do not tell two bodies apart. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
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
   * Atomically reserves (account, key) for this request, or tells what the key already holds: one
   * decides between concurrent requests, on any number of instances sharing the store.
   */
  readonly reserve: (request: IdempotentRequest) => Effect.Effect<Reservation>
  /** Stores the answer on our reservation (a no-op if it was taken over meanwhile). */
  readonly complete: (request: IdempotentRequest, token: string, answer: StoredAnswer) => Effect.Effect<void>
  /** Deletes our reservation, so that a retry runs the call again (after a 5xx, a defect, or an answer too large to keep). */
  readonly release: (request: IdempotentRequest, token: string) => Effect.Effect<void>
}

export class Idempotency extends Context.Service<Idempotency, IdempotencyService>()("poliergaleio/Idempotency") {}
