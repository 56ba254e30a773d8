// Whether an MCP POST may be revision 2026-07-28, tested without loading the SDK: such a request never takes the 2025
// fast path (fast-path.ts).

/** Where a 2026-07-28 request names its revision (the per-request envelope of params._meta). */
const ENVELOPE_KEY = "io.modelcontextprotocol/protocolVersion"

/**
 * Cheap test on every MCP POST, so that the 2025 hot path builds no web Request: a 2026 request names its
 * revision in the MCP-Protocol-Version header or in the envelope of its params' _meta.
 */
export const mayBeModern = (header: string | undefined, body: unknown): boolean => {
  if (header !== undefined && header >= "2026") return true
  const messages: ReadonlyArray<unknown> = Array.isArray(body) ? body : [body]
  return messages.some((message) => {
    const meta = (message as { params?: { _meta?: unknown } } | null)?.params?._meta
    return meta !== null && typeof meta === "object" && ENVELOPE_KEY in meta
  })
}
