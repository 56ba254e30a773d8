import {
  type CallToolRequestParams,
  type CallToolResult,
  isJsonContentType,
  isSpecType,
  type JSONRPCMessage,
  ProtocolErrorCode,
  type RequestId,
  SUPPORTED_PROTOCOL_VERSIONS
} from "@modelcontextprotocol/server"
import { Effect } from "effect"
import type { CallContext } from "../../calls/pipeline.ts"
import type { CatalogueService } from "../../core/catalogue.ts"
import { callNotices, loggingNotification, logSessionOf, type LogLevels, resultCode, wantedNotices } from "./logging.ts"
import { authorizationStatus, jsonRpcErrorName, type McpHttpAnswer, type ToolCallOutcome } from "./outcomes.ts"
import { acceptsResourceLinks } from "./resource-links.ts"
import type { makeToolCall } from "./tool-call.ts"

/**
 * The one speed trick of the MCP face (bench/instructions.ts measures it; docs/benchmarks.md): a 2025-era body of
 * plain tools/call requests is answered here, in the HTTP request's own fiber, with the same call the adapter makes
 * (makeToolCall) and the JSON-RPC envelope the SDK would write, instead of a Server and a transport per request
 * (about 135 µs a call, as much as the calculation). Everything else goes to the SDK (http.ts): other methods,
 * 2026-07-28 requests, calls asking for progress, malformed messages.
 */

type RequestHeaders = Readonly<Record<string, string | undefined>>

interface ToolCall {
  readonly id: RequestId
  readonly params: CallToolRequestParams
}

/** The headers pass the SDK transport's checks: Accept, Content-Type and a 2025 MCP-Protocol-Version (or none). */
export const transportAccepts = (headers: RequestHeaders): boolean => {
  const accept = headers.accept
  if (accept === undefined || !accept.includes("application/json") || !accept.includes("text/event-stream"))
    return false
  if (!isJsonContentType(headers["content-type"])) return false
  const version = headers["mcp-protocol-version"]
  return version === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(version)
}

/**
 * The calls of a body that holds only tools/call requests the SDK would hand to its handler as they are (every
 * message a JSON-RPC request of distinct id that the CallToolRequest schema accepts, none asking for a task or
 * for progress), with headers its transport accepts. Undefined for any other body.
 */
const plainToolCalls = (headers: RequestHeaders, body: unknown): ReadonlyArray<ToolCall> | undefined => {
  if (!transportAccepts(headers)) return undefined
  const messages: ReadonlyArray<unknown> = Array.isArray(body) ? body : [body]
  if (messages.length === 0) return undefined
  const calls: Array<ToolCall> = []
  for (const message of messages) {
    if ((message as { method?: unknown } | null)?.method !== "tools/call") return undefined
    if (!isSpecType.JSONRPCRequest(message) || !isSpecType.CallToolRequest(message)) return undefined
    const { id } = message as { id: RequestId }
    const { params } = message as { params: CallToolRequestParams }
    if (calls.some((call) => call.id === id)) return undefined
    if (params.task !== undefined || params._meta?.progressToken !== undefined) return undefined
    calls.push({ id, params })
  }
  return calls
}

/** The JSON-RPC answer to one call: its result, or the error it failed with, in the SDK's envelope and key order. */
const resultAnswer = (call: ToolCall, result: CallToolResult): JSONRPCMessage => ({
  result,
  jsonrpc: "2.0",
  id: call.id
})
const errorAnswer = (call: ToolCall, error: { code?: unknown; message?: string; data?: unknown }): JSONRPCMessage => ({
  jsonrpc: "2.0",
  id: call.id,
  error: {
    code: Number.isSafeInteger(error.code) ? (error.code as number) : ProtocolErrorCode.InternalError,
    message: error.message ?? "Internal error",
    ...(error.data !== undefined && { data: error.data })
  }
})

const sseEvent = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`

export const makeFastPath = (
  catalogue: CatalogueService,
  toolCall: ReturnType<typeof makeToolCall>,
  logLevels: LogLevels
) => {
  /** The log notices of answered calls for the session's level (logging.ts); none when it chose no level. */
  const logNotices = (
    headers: RequestHeaders,
    calls: ReadonlyArray<ToolCall>,
    answers: ReadonlyArray<JSONRPCMessage>
  ) => {
    const session = logSessionOf(headers["mcp-session-id"])
    const level = session === undefined ? undefined : logLevels.get(session)
    if (level === undefined) return []
    return calls.flatMap((call, i) => {
      const result = (answers[i] as { result?: CallToolResult }).result
      return result === undefined
        ? []
        : wantedNotices(level, callNotices(catalogue, call.params.name, call.params.arguments, result)).map(
            loggingNotification
          )
    })
  }

  const answerOf = (
    headers: RequestHeaders,
    calls: ReadonlyArray<ToolCall>,
    answers: ReadonlyArray<JSONRPCMessage>,
    context: CallContext,
    batch: boolean
  ): McpHttpAnswer => {
    const outcomes = calls.map((call, i): ToolCallOutcome => {
      const answer = answers[i] as { result?: CallToolResult; error?: { code: number } }
      return {
        tool: call.params.name,
        code: answer.result === undefined ? jsonRpcErrorName(answer.error?.code) : resultCode(answer.result)
      }
    })
    const { status, headers: challenge } = authorizationStatus(outcomes, context.baseUrl)
    const body = batch ? answers : answers[0]
    const logged = status === 200 ? logNotices(headers, calls, answers) : []
    // A 401 or 403 is always JSON, so that a client reads the challenge and the error, never an event stream.
    return logged.length === 0
      ? { status, contentType: "application/json", headers: challenge, body: JSON.stringify(body), calls: outcomes }
      : {
          status,
          contentType: "text/event-stream",
          headers: { "cache-control": "no-cache" },
          body: [...logged, ...answers].map(sseEvent).join(""),
          calls: outcomes
        }
  }

  return {
    /**
     * The answer to a body of plain 2025 tools/call requests, as an effect the /mcp route runs in its own fiber (as
     * a REST call runs); undefined for any other body, which goes to the SDK.
     */
    answer: (headers: RequestHeaders, body: unknown, context: CallContext) => {
      const calls = plainToolCalls(headers, body)
      if (calls === undefined) return undefined
      const links = acceptsResourceLinks(headers["mcp-protocol-version"])
      const answerOne = (call: ToolCall) =>
        Effect.matchEager(toolCall(call.params, context, links), {
          onSuccess: (result) => resultAnswer(call, result),
          onFailure: (error) => errorAnswer(call, error)
        })
      const answers =
        calls.length === 1
          ? Effect.mapEager(answerOne(calls[0]!), (one) => [one])
          : Effect.forEach(calls, answerOne, { concurrency: "unbounded" })
      return Effect.mapEager(answers, (results) => answerOf(headers, calls, results, context, Array.isArray(body)))
    }
  }
}
