// MCP over Streamable HTTP for the /mcp route: stateless, answered with JSON, or with a short SSE stream
// when a call has log notices for a client that chose a logging level (logging.ts).
//
// A body of plain tools/call requests (the hot path) is answered here: each call goes to the tool call
// handler, and its result or error goes in the JSON-RPC envelope the SDK's Protocol would build.
// A request whose params its method's schema refuses is answered here too, with -32602 (Invalid params):
// the SDK would answer -32603 (Internal error) or a 400 parse error for a client's mistake.
// Everything else (initialize, tools/list, resources, prompts, completion, logging/setLevel, ping,
// notifications, malformed messages, refused headers...) goes to the SDK: a Server on its
// WebStandardStreamableHTTPServerTransport, which answers with its own statuses and bodies.
// Why tools/call skips the SDK, with figures: docs/mcp.md "Why `tools/call` skips the SDK".
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js"
import { MAX_BATCH_SIZE } from "@modelcontextprotocol/sdk/server/requestBody.js"
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js"
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  JSONRPCRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolRequest,
  type CallToolResult,
  type JSONRPCMessage,
  type ProgressToken,
  type RequestId
} from "@modelcontextprotocol/sdk/types.js"
import { Effect } from "effect"
import type { CatalogueService } from "../../core/catalogue.ts"
import { bearerChallenge } from "../../calls/error-response.ts"
import type { CallContext } from "../../calls/pipeline.ts"
import type { ProgressReporter, Toolset } from "../../core/tool.ts"
import { acceptsResourceLinks } from "./resource-links.ts"
import { parseToolsets, TOOLSETS_HEADER } from "./toolsets.ts"
import { answerTooLarge, MAX_MCP_ANSWER_CHARS } from "./limits.ts"
import { progressNotifier, type ProgressNotification } from "./progress.ts"
import {
  callNotices,
  loggingNotification,
  logSessionOf,
  newSessionId,
  resultCode,
  wantedNotices,
  type LogLevels
} from "./logging.ts"
import type { makeToolCall, makeToolCallHandler } from "./server.ts"

type RequestHeaders = Readonly<Record<string, string | undefined>>
type ToolCallHandler = ReturnType<typeof makeToolCallHandler>
type ToolCallEffect = ReturnType<typeof makeToolCall>

/** One SSE event of the SDK's framing. */
const sseEvent = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`

/** A JSON-RPC answer over HTTP: status, the body already serialized (empty for an accepted notification) and its
 * headers. */
interface McpHttpAnswer {
  readonly status: number
  readonly contentType: string
  /** The transport's other response headers (content type and length are the HTTP layer's). */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** The body's tools/call requests and each one's error code (null when it answered), for the request log. */
  readonly calls?: ReadonlyArray<ToolCallOutcome>
  /**
   * An answer streamed as server-sent events while its calls run (progress notifications, progress.ts):
   * `body` is then empty and these are the SSE chunks, the results last. Its calls' codes are not known
   * when the stream starts: `calls` then lists the tools with a null code, and `outcomes` gives them
   * once every call has answered.
   */
  readonly stream?: AsyncIterable<string>
  readonly outcomes?: Promise<ReadonlyArray<ToolCallOutcome>>
}

export interface ToolCallOutcome {
  readonly tool: string
  readonly code: string | null
}

interface ToolCall {
  readonly id: RequestId
  readonly params: CallToolRequest["params"]
}

/** Whether some call asked for progress notifications: its answer may then be a stream (answerWithProgress). */
const asksForProgress = (calls: ReadonlyArray<ToolCall>) =>
  calls.some((call) => call.params._meta?.progressToken !== undefined)

/**
 * The calls of a body that holds only tools/call requests the SDK would hand to the handler as they are:
 * Accept lists application/json and text/event-stream, Content-Type is JSON, MCP-Protocol-Version is
 * absent or supported (the checks of the SDK's transport), every message is a JSON-RPC request (ids
 * distinct) that CallToolRequestSchema accepts, and none asks for a task. Undefined for any other body.
 */
/** The headers pass the SDK transport's checks: Accept, Content-Type and MCP-Protocol-Version. */
const transportAccepts = (headers: RequestHeaders): boolean => {
  const accept = headers.accept
  if (accept === undefined || !accept.includes("application/json") || !accept.includes("text/event-stream"))
    return false
  if (!isJsonContentType(headers["content-type"])) return false
  const version = headers["mcp-protocol-version"]
  return version === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(version)
}

export const plainToolCalls = (headers: RequestHeaders, body: unknown): ReadonlyArray<ToolCall> | undefined => {
  if (!transportAccepts(headers)) return undefined
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

/** The JSON-RPC answer to one call: its result, or the error it failed with, in the envelope (and key order) of the
 * SDK's Protocol. */
const callAnswer = {
  result: (call: ToolCall, result: CallToolResult): JSONRPCMessage => ({ result, jsonrpc: "2.0", id: call.id }),
  error: (call: ToolCall, error: { code?: unknown; message?: string; data?: unknown }): JSONRPCMessage => ({
    jsonrpc: "2.0",
    id: call.id,
    error: {
      code: Number.isSafeInteger(error.code) ? (error.code as number) : ErrorCode.InternalError,
      message: error.message ?? "Internal error",
      ...(error.data !== undefined && { data: error.data })
    }
  })
}

const answerCall = (
  handler: ToolCallHandler,
  call: ToolCall,
  context: CallContext,
  links: boolean,
  reportProgress?: ProgressReporter
): Promise<JSONRPCMessage> =>
  handler(call.params, () => context, reportProgress, links).then(
    (result) => callAnswer.result(call, result),
    (error) => callAnswer.error(call, error)
  )

/** The request headers the Streamable HTTP transport reads (content negotiation, protocol version, session). */
const TRANSPORT_HEADERS = ["accept", "content-type", "mcp-protocol-version", "mcp-session-id", "last-event-id"] as const

/**
 * The SDK's answer: `server` (made for this request alone) on a fresh stateless transport, JSON responses.
 * The server is not closed afterwards: a stateless transport holds nothing past its request, and closing
 * one aborts the handlers' AbortControllers and builds a ConnectionClosed error, two exceptions with
 * stack traces per call for nothing. Server and transport are garbage once the answer is read.
 */
export const answerWithSdk = async (
  server: Server,
  url: string,
  requestHeaders: RequestHeaders,
  parsedBody: unknown
): Promise<McpHttpAnswer> => {
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
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "application/json",
    headers: responseHeaders,
    body: await response.text()
  }
}

interface ParamsSchema {
  readonly safeParse: (value: unknown) => {
    readonly success: boolean
    readonly error?: {
      readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>
    }
  }
}

/** The requests this server answers, each with the SDK's schema of the whole request. */
const REQUEST_SCHEMAS: ReadonlyMap<string, ParamsSchema> = new Map<string, ParamsSchema>([
  ["initialize", InitializeRequestSchema],
  ["ping", PingRequestSchema],
  ["tools/list", ListToolsRequestSchema],
  ["tools/call", CallToolRequestSchema],
  ["resources/list", ListResourcesRequestSchema],
  ["resources/templates/list", ListResourceTemplatesRequestSchema],
  ["resources/read", ReadResourceRequestSchema],
  ["prompts/list", ListPromptsRequestSchema],
  ["prompts/get", GetPromptRequestSchema],
  ["completion/complete", CompleteRequestSchema],
  ["logging/setLevel", SetLevelRequestSchema]
])

const isRequestId = (id: unknown): id is RequestId => typeof id === "string" || Number.isSafeInteger(id)

/**
 * -32602 (Invalid params) for a JSON-RPC request of a known method whose params its schema refuses
 * (`params: 5`, arguments that are not an object, a name that is not a string ...); undefined otherwise.
 */
export const invalidParamsAnswer = (message: unknown): JSONRPCMessage | undefined => {
  if (message === null || typeof message !== "object" || Array.isArray(message)) return undefined
  const { jsonrpc, id, method } = message as { jsonrpc?: unknown; id?: unknown; method?: unknown }
  if (jsonrpc !== "2.0" || !isRequestId(id) || typeof method !== "string") return undefined
  const checked = REQUEST_SCHEMAS.get(method)?.safeParse(message)
  if (checked === undefined || checked.success) return undefined
  const problems = (checked.error?.issues ?? [])
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join(".") || "params"}: ${issue.message}`)
  return {
    jsonrpc: "2.0",
    id,
    error: { code: ErrorCode.InvalidParams, message: `Invalid params for ${method}: ${problems.join("; ")}` }
  }
}

const JSON_RPC_ERROR_NAMES: Readonly<Record<number, string>> = {
  [ErrorCode.ParseError]: "parse_error",
  [ErrorCode.InvalidRequest]: "invalid_request",
  [ErrorCode.MethodNotFound]: "method_not_found",
  [ErrorCode.InvalidParams]: "invalid_params",
  [ErrorCode.InternalError]: "internal_error"
}

/** The outcome of each tools/call request of `messages`, read from the answers (JSON-RPC errors by name, isError
 * results by their code). */
const outcomesOf = (messages: ReadonlyArray<unknown>, answers: ReadonlyArray<unknown>): Array<ToolCallOutcome> =>
  messages.flatMap((message): Array<ToolCallOutcome> => {
    const request = message as { method?: unknown; id?: unknown; params?: { name?: unknown } } | null
    if (request?.method !== "tools/call" || !isRequestId(request.id)) return []
    const tool = typeof request.params?.name === "string" ? request.params.name : "(none)"
    const answer = answers.find((one) => (one as { id?: unknown }).id === request.id) as
      | { error?: { code?: number }; result?: CallToolResult }
      | undefined
    if (answer?.error !== undefined)
      return [{ tool, code: JSON_RPC_ERROR_NAMES[answer.error.code ?? 0] ?? `jsonrpc_${answer.error.code}` }]
    return [{ tool, code: answer?.result === undefined ? null : resultCode(answer.result) }]
  })

/**
 * MCP authorization (2025-11-25): a call refused for want of credentials answers HTTP 401, or 403 for a
 * token without the scope, with a WWW-Authenticate challenge naming the protected resource metadata of
 * /mcp, so that an MCP client starts its OAuth flow by itself. The body is the JSON-RPC answer it would
 * otherwise be (the isError result with the error envelope). Only key-only tools can be refused so: the
 * calculators on the same endpoint stay anonymous, and tools/list is open to all.
 */
const authorizationStatus = (outcomes: ReadonlyArray<ToolCallOutcome>, resourceMetadata: string) => {
  if (outcomes.some((outcome) => outcome.code === "unauthorized")) {
    return { status: 401, headers: { "www-authenticate": bearerChallenge(resourceMetadata) } }
  }
  if (outcomes.some((outcome) => outcome.code === "insufficient_scope")) {
    return { status: 403, headers: { "www-authenticate": bearerChallenge(resourceMetadata, "insufficient_scope") } }
  }
  return { status: 200, headers: {} }
}

/** One message alone, several as an array: as the SDK's transport answers. */
const jsonBody = (answers: ReadonlyArray<unknown>) => JSON.stringify(answers.length === 1 ? answers[0] : answers)

/** Messages as one SSE stream (the SDK's framing): the notifications first, then the answers. */
const sseBody = (messages: ReadonlyArray<unknown>) => messages.map(sseEvent).join("")

const parsedAnswers = (answer: McpHttpAnswer): ReadonlyArray<unknown> => {
  if (answer.body === "" || !answer.contentType.startsWith("application/json")) return []
  const parsed: unknown = JSON.parse(answer.body)
  return Array.isArray(parsed) ? parsed : [parsed]
}

/** Whether the request's protocol revision knows resource_link content (the header every request after initialize carries). */
const linksWanted = (requestHeaders: RequestHeaders) => acceptsResourceLinks(requestHeaders["mcp-protocol-version"])

/** The toolsets of a request, as the /mcp route wrote them in its header (canonical: toolsets.ts). */
const chosenToolsets = (requestHeaders: RequestHeaders): ReadonlyArray<Toolset> | undefined => {
  const header = requestHeaders[TOOLSETS_HEADER]
  const toolsets = typeof header === "string" ? parseToolsets(header) : undefined
  return typeof toolsets === "string" ? undefined : toolsets
}

/** Answers the MCP POSTs of one endpoint: plain tools/call requests here, the others with a Server of their own
 * (makeServer). */
export const makeMcpHttpEndpoint = (options: {
  readonly url: string
  readonly toolCall: ToolCallHandler
  /** The same call as an effect, for plain tools/call requests run in the HTTP request's own fiber (`plainAnswer`). */
  readonly toolCallEffect: ToolCallEffect
  /** A Server for one request, listing the tools of the toolsets it chose (toolsets.ts; undefined: all). */
  readonly makeServer: (context: CallContext, toolsets: ReadonlyArray<Toolset> | undefined) => Server
  /** With the catalogue and the sessions' levels, calls send log notices to the sessions that asked (logging.ts). */
  readonly logging?: { readonly catalogue: CatalogueService; readonly levels: LogLevels } | undefined
}) => {
  const { logging } = options

  const viaSdk = async (
    requestHeaders: RequestHeaders,
    parsedBody: unknown,
    context: CallContext
  ): Promise<McpHttpAnswer> => {
    const answer = await answerWithSdk(
      options.makeServer(context, chosenToolsets(requestHeaders)),
      options.url,
      requestHeaders,
      parsedBody
    )
    const messages: ReadonlyArray<unknown> = Array.isArray(parsedBody) ? parsedBody : [parsedBody]
    const initializes = messages.some((message) => (message as { method?: unknown } | null)?.method === "initialize")
    // A session id is only the key of the client's logging level: no state hangs on it, any instance answers it.
    const headers =
      initializes && logging !== undefined && answer.status === 200
        ? { ...answer.headers, "mcp-session-id": newSessionId() }
        : answer.headers
    const hasCalls = messages.some((message) => (message as { method?: unknown } | null)?.method === "tools/call")
    return { ...answer, headers, ...(hasCalls && { calls: outcomesOf(messages, parsedAnswers(answer)) }) }
  }

  /** Some requests have params their schema refuses: those answer -32602, the others as they would alone. */
  const withInvalidParams = async (
    requestHeaders: RequestHeaders,
    messages: ReadonlyArray<unknown>,
    refused: ReadonlyArray<JSONRPCMessage | undefined>,
    context: CallContext
  ): Promise<McpHttpAnswer> => {
    const rest = messages.filter((_, i) => refused[i] === undefined)
    const restAnswer = rest.length === 0 ? undefined : await answer(requestHeaders, rest, context, false)
    if (restAnswer !== undefined && restAnswer.status !== 200 && restAnswer.status !== 202) return restAnswer
    const answered = restAnswer === undefined ? [] : parsedAnswers(restAnswer)
    const answers = messages.flatMap((message, i) => {
      const own = refused[i]
      if (own !== undefined) return [own]
      const id = (message as { id?: unknown } | null)?.id
      return answered.filter((one) => (one as { id?: unknown }).id === id)
    })
    return {
      status: 200,
      contentType: "application/json",
      headers: {},
      body: jsonBody(answers),
      calls: outcomesOf(messages, answers)
    }
  }

  /**
   * `events` is false for an answer merged into a JSON batch answer (withInvalidParams): no server-sent
   * events then, neither log notices nor a progress stream, so that every call's result is in its body.
   */
  const answer = async (
    requestHeaders: RequestHeaders,
    parsedBody: unknown,
    context: CallContext,
    events = true
  ): Promise<McpHttpAnswer> => {
    const calls = plainToolCalls(requestHeaders, parsedBody)
    if (calls === undefined) {
      // Checked only off the hot path: plain tools/call requests have passed their schema already.
      if (transportAccepts(requestHeaders)) {
        const messages: ReadonlyArray<unknown> = Array.isArray(parsedBody) ? parsedBody : [parsedBody]
        const refused = messages.map(invalidParamsAnswer)
        if (refused.some((one) => one !== undefined))
          return withInvalidParams(requestHeaders, messages, refused, context)
      }
      return viaSdk(requestHeaders, parsedBody, context)
    }
    if (events && asksForProgress(calls)) return answerWithProgress(requestHeaders, calls, context)
    const links = linksWanted(requestHeaders)
    const results = await Promise.all(calls.map((call) => answerCall(options.toolCall, call, context, links)))
    return answerOf(requestHeaders, calls, results, context, events)
  }

  const outcomesOfCalls = (calls: ReadonlyArray<ToolCall>, results: ReadonlyArray<JSONRPCMessage>) =>
    calls.map((call, i): ToolCallOutcome => {
      const result = (results[i] as { result?: CallToolResult }).result
      return {
        tool: call.params.name,
        code:
          result === undefined
            ? (JSON_RPC_ERROR_NAMES[(results[i] as { error: { code: number } }).error.code] ?? "jsonrpc_error")
            : resultCode(result)
      }
    })

  /** The log notices of answered calls for the session's level (logging.ts); none when it chose no level. */
  const logNotices = (
    requestHeaders: RequestHeaders,
    calls: ReadonlyArray<ToolCall>,
    results: ReadonlyArray<JSONRPCMessage>,
    notices: boolean
  ) => {
    const session = logSessionOf(requestHeaders["mcp-session-id"])
    if (!notices || logging === undefined || session === undefined) return []
    const level = logging.levels.get(session)
    return level === undefined
      ? []
      : calls.flatMap((call, i) => {
          const result = (results[i] as { result?: CallToolResult }).result
          return result === undefined
            ? []
            : wantedNotices(level, callNotices(logging.catalogue, call.params.name, call.params.arguments, result)).map(
                loggingNotification
              )
        })
  }

  /** The answer to plain tools/call requests once they all answered: JSON, or SSE when log notices go with it. */
  const answerOf = (
    requestHeaders: RequestHeaders,
    calls: ReadonlyArray<ToolCall>,
    results: ReadonlyArray<JSONRPCMessage>,
    context: CallContext,
    notices: boolean
  ): McpHttpAnswer => {
    const outcomes = outcomesOfCalls(calls, results)
    const logged = logNotices(requestHeaders, calls, results, notices)
    // RFC 9728: the metadata of the resource <base>/mcp (src/faces/web/oauth/mount.ts serves it).
    const { status, headers } = authorizationStatus(
      outcomes,
      `${context.baseUrl}/.well-known/oauth-protected-resource/mcp`
    )
    // A 401 or 403 is always JSON, so that a client reads the challenge and the error, never an event stream.
    if (logged.length > 0 && status === 200) {
      return {
        status,
        contentType: "text/event-stream",
        headers: { "cache-control": "no-cache", ...headers },
        body: sseBody([...logged, ...results]),
        calls: outcomes
      }
    }
    return { status, contentType: "application/json", headers, body: jsonBody(results), calls: outcomes }
  }

  /**
   * Calls of which some asked for progress. Until a calculation reports progress the answer is the usual
   * one (a refusal, 401 included, comes before any progress); from the first report on, the answer is an
   * SSE stream: the progress notifications as they come, then the log notices and results of answerOf.
   */
  const answerWithProgress = async (
    requestHeaders: RequestHeaders,
    calls: ReadonlyArray<ToolCall>,
    context: CallContext
  ): Promise<McpHttpAnswer> => {
    const pending: Array<string> = []
    let wake: (() => void) | undefined
    let progressed: () => void = () => undefined
    const firstProgress = new Promise<"progress">((resolve) => {
      progressed = () => resolve("progress")
    })
    const send = (notification: ProgressNotification) => {
      pending.push(sseEvent(notification))
      progressed()
      wake?.()
    }
    const running = Promise.all(
      calls.map((call) => {
        const token: ProgressToken | undefined = call.params._meta?.progressToken
        return answerCall(
          options.toolCall,
          call,
          context,
          linksWanted(requestHeaders),
          token === undefined ? undefined : progressNotifier(send, token)
        )
      })
    )
    if ((await Promise.race([running.then(() => "done" as const), firstProgress])) === "done")
      return answerOf(requestHeaders, calls, await running, context, true)
    let results: ReadonlyArray<JSONRPCMessage> | undefined
    void running.then((answers) => {
      results = answers
      wake?.()
    })
    const events = async function* (): AsyncGenerator<string> {
      for (;;) {
        while (pending.length > 0) yield pending.shift()!
        if (results !== undefined) break
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        wake = undefined
      }
      const body = sseBody([...logNotices(requestHeaders, calls, results, true), ...results])
      yield body.length <= MAX_MCP_ANSWER_CHARS ? body : sseEvent(answerTooLarge)
    }
    return {
      status: 200,
      contentType: "text/event-stream",
      headers: { "cache-control": "no-cache" },
      body: "",
      stream: events(),
      calls: calls.map((call) => ({ tool: call.params.name, code: null })),
      outcomes: running.then((answers) => outcomesOfCalls(calls, answers))
    }
  }
  return {
    /**
     * What an answer made elsewhere (the 2026-07-28 leg, modern.ts) means for HTTP, as for the answers made here:
     * the calls' outcomes (for the request log) and a 401 or 403 with the challenge when a call was refused for
     * its credentials, so that a client starts OAuth on every revision.
     */
    outcomesOfAnswer: (parsedBody: unknown, answerText: string, context: CallContext) => {
      let answers: ReadonlyArray<unknown>
      try {
        const parsed: unknown = JSON.parse(answerText)
        answers = Array.isArray(parsed) ? parsed : [parsed]
      } catch {
        return { calls: [], status: 200, headers: {} }
      }
      const calls = outcomesOf(Array.isArray(parsedBody) ? parsedBody : [parsedBody], answers)
      return {
        calls,
        ...authorizationStatus(calls, `${context.baseUrl}/.well-known/oauth-protected-resource/mcp`)
      }
    },
    /** The answer to any POST body. */
    answer: (requestHeaders: RequestHeaders, parsedBody: unknown, context: CallContext): Promise<McpHttpAnswer> =>
      answer(requestHeaders, parsedBody, context),
    /**
     * The hot path: a body of plain tools/call requests none of which asks for progress, as an effect the
     * caller runs in its own fiber (the /mcp route), as a REST call runs: no second fiber and promise per
     * call. Undefined for any other body, which goes to `answer`.
     */
    plainAnswer: (requestHeaders: RequestHeaders, parsedBody: unknown, context: CallContext) => {
      const calls = plainToolCalls(requestHeaders, parsedBody)
      if (calls === undefined || asksForProgress(calls)) return undefined
      const links = linksWanted(requestHeaders)
      const answerOne = (call: ToolCall) =>
        Effect.matchEager(options.toolCallEffect(call.params, context, links), {
          onSuccess: (result) => callAnswer.result(call, result),
          onFailure: (error) => callAnswer.error(call, error)
        })
      const answers =
        calls.length === 1
          ? Effect.mapEager(answerOne(calls[0]!), (one) => [one])
          : Effect.forEach(calls, answerOne, { concurrency: "unbounded" })
      return Effect.mapEager(answers, (results) => answerOf(requestHeaders, calls, results, context, true))
    }
  }
}
