// MCP over Streamable HTTP for the /mcp route: stateless, answered with JSON (no SSE).
//
// A body of plain tools/call requests (the hot path) is answered here: each call goes to the tool call
// handler, and its result or error goes in the JSON-RPC envelope the SDK's Protocol would build.
// Everything else (initialize, tools/list, ping, notifications, malformed messages, refused headers...)
// goes to the SDK: a Server on its WebStandardStreamableHTTPServerTransport, which answers with its own
// statuses and bodies. Why tools/call skips the SDK, with figures: README "Use it from an AI assistant (MCP)".
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js"
import { MAX_BATCH_SIZE } from "@modelcontextprotocol/sdk/server/requestBody.js"
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js"
import {
  CallToolRequestSchema,
  ErrorCode,
  JSONRPCRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolRequest,
  type JSONRPCMessage,
  type RequestId
} from "@modelcontextprotocol/sdk/types.js"
import type { CallContext } from "../../calls/pipeline.ts"
import type { makeToolCallHandler } from "./server.ts"

type RequestHeaders = Readonly<Record<string, string | undefined>>
type ToolCallHandler = ReturnType<typeof makeToolCallHandler>

/** A JSON-RPC answer over HTTP: status, the body already serialized (empty for an accepted notification) and its headers. */
export interface McpHttpAnswer {
  readonly status: number
  readonly contentType: string
  /** The transport's other response headers (content type and length are the HTTP layer's). */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

interface ToolCall {
  readonly id: RequestId
  readonly params: CallToolRequest["params"]
}

/**
 * The calls of a body that holds only tools/call requests the SDK would hand to the handler as they are:
 * Accept lists application/json and text/event-stream, Content-Type is JSON, MCP-Protocol-Version is
 * absent or supported (the checks of the SDK's transport), every message is a JSON-RPC request (ids
 * distinct) that CallToolRequestSchema accepts, and none asks for a task. Undefined for any other body.
 */
export const plainToolCalls = (headers: RequestHeaders, body: unknown): ReadonlyArray<ToolCall> | undefined => {
  const accept = headers.accept
  if (accept === undefined || !accept.includes("application/json") || !accept.includes("text/event-stream")) return undefined
  if (!isJsonContentType(headers["content-type"])) return undefined
  const version = headers["mcp-protocol-version"]
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined
  const messages: ReadonlyArray<unknown> = Array.isArray(body) ? body : [body]
  if (messages.length === 0 || messages.length > MAX_BATCH_SIZE) return undefined
  const calls: Array<ToolCall> = []
  for (const message of messages) {
    if ((message as { method?: unknown } | null)?.method !== "tools/call") return undefined
    const request = JSONRPCRequestSchema.safeParse(message)
    if (!request.success || calls.some((call) => call.id === request.data.id)) return undefined
    const call = CallToolRequestSchema.safeParse(request.data)
    if (!call.success || call.data.params.task !== undefined) return undefined
    calls.push({ id: request.data.id, params: call.data.params })
  }
  return calls
}

/** The answer to one call, in the envelope (and key order) the SDK's Protocol gives a result or a thrown error. */
const answerCall = (handler: ToolCallHandler, call: ToolCall, context: CallContext): Promise<JSONRPCMessage> =>
  handler(call.params, () => context).then(
    (result) => ({ result, jsonrpc: "2.0" as const, id: call.id }),
    (error: { code?: unknown; message?: string; data?: unknown }) => ({
      jsonrpc: "2.0" as const,
      id: call.id,
      error: {
        code: Number.isSafeInteger(error.code) ? error.code as number : ErrorCode.InternalError,
        message: error.message ?? "Internal error",
        ...(error.data !== undefined && { data: error.data })
      }
    })
  )

/** The request headers the Streamable HTTP transport reads (content negotiation, protocol version, session). */
const TRANSPORT_HEADERS = ["accept", "content-type", "mcp-protocol-version", "mcp-session-id", "last-event-id"] as const

/**
 * The SDK's answer: `server` (made for this request alone) on a fresh stateless transport, JSON responses.
 * The server is not closed afterwards: a stateless transport holds nothing past its request, and closing
 * one aborts the handlers' AbortControllers and builds a ConnectionClosed error, two exceptions with
 * stack traces per call for nothing. Server and transport are garbage once the answer is read.
 */
export const answerWithSdk = async (server: Server, url: string, requestHeaders: RequestHeaders, parsedBody: unknown): Promise<McpHttpAnswer> => {
  const headers = new Headers()
  for (const name of TRANSPORT_HEADERS) {
    const value = requestHeaders[name]
    if (value !== undefined) headers.set(name, value)
  }
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
  await server.connect(transport)
  const response = await transport.handleRequest(new Request(url, { method: "POST", headers }), { parsedBody })
  const responseHeaders: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (name !== "content-type" && name !== "content-length") responseHeaders[name] = value
  })
  return { status: response.status, contentType: response.headers.get("content-type") ?? "application/json", headers: responseHeaders, body: await response.text() }
}

/** Answers the MCP POSTs of one endpoint: plain tools/call requests here, the others with a Server of their own (makeServer). */
export const makeMcpHttpEndpoint = (options: {
  readonly url: string
  readonly toolCall: ToolCallHandler
  readonly makeServer: (context: CallContext) => Server
}) => async (requestHeaders: RequestHeaders, parsedBody: unknown, context: CallContext): Promise<McpHttpAnswer> => {
  const calls = plainToolCalls(requestHeaders, parsedBody)
  if (calls === undefined) return answerWithSdk(options.makeServer(context), options.url, requestHeaders, parsedBody)
  const answers = await Promise.all(calls.map((call) => answerCall(options.toolCall, call, context)))
  // As the SDK's transport answers: one message alone, several as an array.
  return { status: 200, contentType: "application/json", headers: {}, body: JSON.stringify(answers.length === 1 ? answers[0] : answers) }
}
