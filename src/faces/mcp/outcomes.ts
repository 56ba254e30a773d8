import type { CallToolResult, RequestId } from "@modelcontextprotocol/server"
import { bearerChallenge } from "../../calls/error-response.ts"
import { resultCode } from "./logging.ts"

// What the answers to an MCP POST mean for HTTP, whichever way they were made (fast-path.ts, the SDK in http.ts):
// each tools/call's outcome for the request log, and the status a refused credential gives the whole answer.

/** An MCP answer over HTTP: JSON, or server-sent events. */
export interface McpHttpAnswer {
  readonly status: number
  readonly contentType: string
  /** The other response headers (content type and length are the HTTP layer's). */
  readonly headers: Readonly<Record<string, string>>
  /** The whole body; empty for an accepted notification, or when `stream` carries it. */
  readonly body: string
  /** The body's tools/call requests and each one's outcome, for the request log (null codes while streaming). */
  readonly calls: ReadonlyArray<ToolCallOutcome>
  /** An answer streamed while its calls run: the SSE chunks, and the calls' outcomes once all have answered. */
  readonly stream?: AsyncIterable<string>
  readonly outcomes?: Promise<ReadonlyArray<ToolCallOutcome>>
}

export interface ToolCallOutcome {
  readonly tool: string
  /** The error code of a refused call (the isError body's code, or the JSON-RPC error's name); null: it answered. */
  readonly code: string | null
}

const JSON_RPC_ERROR_NAMES: Readonly<Record<number, string>> = {
  [-32700]: "parse_error",
  [-32600]: "invalid_request",
  [-32601]: "method_not_found",
  [-32602]: "invalid_params",
  [-32603]: "internal_error"
}

export const jsonRpcErrorName = (code: unknown) =>
  (typeof code === "number" ? JSON_RPC_ERROR_NAMES[code] : undefined) ?? `jsonrpc_${String(code)}`

export const isRequestId = (id: unknown): id is RequestId => typeof id === "string" || Number.isSafeInteger(id)

/** The outcome of each tools/call request of `messages`, read from the answers (JSON-RPC errors by name, isError
 * results by their code). */
export const outcomesOf = (messages: ReadonlyArray<unknown>, answers: ReadonlyArray<unknown>): Array<ToolCallOutcome> =>
  messages.flatMap((message): Array<ToolCallOutcome> => {
    const request = message as { method?: unknown; id?: unknown; params?: { name?: unknown } } | null
    if (request?.method !== "tools/call" || !isRequestId(request.id)) return []
    const tool = typeof request.params?.name === "string" ? request.params.name : "(none)"
    const answer = answers.find((one) => (one as { id?: unknown } | null)?.id === request.id) as
      | { error?: { code?: unknown }; result?: CallToolResult }
      | undefined
    if (answer?.error !== undefined) return [{ tool, code: jsonRpcErrorName(answer.error.code) }]
    return [{ tool, code: answer?.result?.content === undefined ? null : resultCode(answer.result) }]
  })

/**
 * MCP authorization: a call refused for want of credentials answers HTTP 401, or 403 for a token without the
 * scope, with a WWW-Authenticate challenge naming the protected resource metadata of /mcp (RFC 9728; served by
 * src/faces/web/oauth/mount.ts), so that an MCP client starts its OAuth flow by itself, on every revision. The
 * body is the JSON-RPC answer it would otherwise be. Only key-only tools can be refused so: the calculators on the
 * same endpoint stay anonymous, and tools/list is open to all.
 */
export const authorizationStatus = (outcomes: ReadonlyArray<ToolCallOutcome>, baseUrl: string) => {
  const resourceMetadata = `${baseUrl}/.well-known/oauth-protected-resource/mcp`
  if (outcomes.some((outcome) => outcome.code === "unauthorized"))
    return { status: 401, headers: { "www-authenticate": bearerChallenge(resourceMetadata) } }
  if (outcomes.some((outcome) => outcome.code === "insufficient_scope"))
    return { status: 403, headers: { "www-authenticate": bearerChallenge(resourceMetadata, "insufficient_scope") } }
  return { status: 200, headers: {} }
}
