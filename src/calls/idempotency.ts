import { createHash } from "node:crypto"

/**
 * Idempotency-Key on the REST write tools (docs/api.md "Idempotent writes"): a retried request with the
 * same key and the same body gets the first answer instead of running again. The store's port
 * (Idempotency) is in ports.ts.
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
