// The bounds of one MCP request, checked before the MCP SDK (loaded on the first MCP request) is needed.

/**
 * A JSON-RPC batch holds at most MAX_MCP_BATCH messages, and at most one tools/list (its answer is the
 * largest of all, about 250 KB): the answer to one request stays bounded. Each tools/call in a batch
 * counts against the quota like a call of its own. Undefined when the body is acceptable.
 */
export const MAX_MCP_BATCH = 10
/** The largest MCP answer sent (about 4 MB): a batch whose answers add up to more gets one JSON-RPC error instead. */
export const MAX_MCP_ANSWER_CHARS = 4 * 1024 * 1024

/** The JSON-RPC error sent instead of answers that add up to more than MAX_MCP_ANSWER_CHARS. */
export const answerTooLarge = {
  jsonrpc: "2.0" as const,
  id: null,
  error: {
    code: -32000,
    message: `The answer to this batch is larger than ${MAX_MCP_ANSWER_CHARS} characters; send fewer calls per request.`
  }
}

export const mcpBatchProblem = (body: unknown): string | undefined => {
  if (!Array.isArray(body)) return undefined
  if (body.length > MAX_MCP_BATCH)
    return `Invalid Request: a batch holds at most ${MAX_MCP_BATCH} messages (this one has ${body.length}); send the rest in further requests.`
  const lists = body.filter((message) => (message as { method?: unknown } | null)?.method === "tools/list").length
  if (lists > 1)
    return `Invalid Request: a batch holds at most one tools/list (this one has ${lists}); the list is the same every time.`
  return undefined
}
