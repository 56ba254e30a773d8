import { createMcpHandler, type JSONRPCMessage } from "@modelcontextprotocol/server"
import type { Effect, Exit } from "effect"
import type { CallContext, CallServices } from "../../calls/pipeline.ts"
import type { CatalogueService } from "../../core/catalogue.ts"
import type { Toolset } from "../../core/tool.ts"
import { type McpRequest, mcpServerFactory } from "./adapter.ts"
import { makeFastPath, transportAccepts } from "./fast-path.ts"
import { invalidParamsAnswer } from "./invalid-params.ts"
import { answerTooLarge, MAX_MCP_ANSWER_CHARS } from "./limits.ts"
import { logSessionOf, makeLogLevels, newSessionId } from "./logging.ts"
import { mayBeModern } from "./modern-envelope.ts"
import { authorizationStatus, type McpHttpAnswer, outcomesOf, type ToolCallOutcome } from "./outcomes.ts"
import { makeToolCall } from "./tool-call.ts"

// MCP over Streamable HTTP for the /mcp route, stateless: every revision through the one adapter (adapter.ts) on the
// SDK's createMcpHandler, but for plain 2025 tools/call bodies (fast-path.ts). An answer is JSON unless notifications
// (progress, log notices) come before the result: then it streams as server-sent events.

type RequestHeaders = Readonly<Record<string, string | undefined>>

/** Headers of the SDK's event streams, not of a JSON answer (and hop-by-hop ones, the HTTP layer's). */
const STREAM_HEADERS = new Set(["content-type", "content-length", "connection", "cache-control", "x-accel-buffering"])

/** Request headers not handed to the SDK: the body is handed over parsed. */
const NOT_FORWARDED = new Set(["content-length", "transfer-encoding", "connection", "host"])

const messagesOf = (body: unknown): ReadonlyArray<unknown> => (Array.isArray(body) ? body : [body])

/** The JSON-RPC message of one SSE event (its `data:` lines), if it has one. */
const messageOfEvent = (event: string): unknown => {
  const data = event
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5))
    .join("\n")
  if (data === "") return undefined
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

const isNotification = (message: unknown) =>
  message !== null && typeof message === "object" && "method" in message && !("id" in message)

/** The answers of `messages` in the order asked (a batch's answers as the SDK's JSON mode orders them). */
const inOrderAsked = (messages: ReadonlyArray<unknown>, answers: ReadonlyArray<unknown>) => {
  const ids = messages.map((message) => (message as { id?: unknown } | null)?.id)
  const rank = (answer: unknown) => {
    const at = ids.indexOf((answer as { id?: unknown } | null)?.id)
    return at === -1 ? ids.length : at
  }
  return [...answers].sort((a, b) => rank(a) - rank(b))
}

/**
 * The SDK's event stream, read until a notification comes before the results or until it ends. Ended with results
 * only: the answer is JSON, as a client that asked for nothing more expects, and a refused credential can still
 * be a 401. A notification first (progress, log notices): the stream goes on as it came, bounded in size. With
 * `streams` false (answers merged into a JSON batch answer) notifications are dropped and the answer is JSON.
 */
const settleEvents = async (
  response: Response,
  body: unknown,
  baseUrl: string,
  streams: boolean
): Promise<Omit<McpHttpAnswer, "headers"> & { readonly challenge?: Record<string, string> }> => {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let pending = ""
  let size = 0
  const seen: Array<string> = []
  const answers: Array<unknown> = []
  const nextEvents = async (): Promise<Array<string> | undefined> => {
    for (;;) {
      const cut = pending.lastIndexOf("\n\n")
      if (cut !== -1) {
        const events = pending.slice(0, cut).split("\n\n")
        pending = pending.slice(cut + 2)
        return events.map((event) => `${event}\n\n`)
      }
      const { done, value } = await reader.read()
      if (done) return undefined
      size += value.byteLength
      if (size > MAX_MCP_ANSWER_CHARS) {
        await reader.cancel()
        throw new RangeError("answer too large")
      }
      pending += decoder.decode(value, { stream: true })
    }
  }
  const take = (event: string) => {
    const message = messageOfEvent(event)
    if (message !== undefined && !isNotification(message)) answers.push(message)
    return message
  }
  const messages = messagesOf(body)
  try {
    for (;;) {
      const events = await nextEvents()
      if (events === undefined) {
        const outcomes = outcomesOf(messages, answers)
        const { status, headers } = authorizationStatus(outcomes, baseUrl)
        const ordered = inOrderAsked(messages, answers)
        return {
          status: response.status === 200 ? status : response.status,
          contentType: "application/json",
          body: JSON.stringify(Array.isArray(body) ? ordered : ordered[0]),
          calls: outcomes,
          challenge: headers
        }
      }
      seen.push(...events)
      if (events.some((event) => isNotification(take(event)) && streams)) break
    }
  } catch {
    return { status: 200, contentType: "application/json", body: JSON.stringify(answerTooLarge), calls: [] }
  }
  let settle: (outcomes: ReadonlyArray<ToolCallOutcome>) => void = () => undefined
  const outcomes = new Promise<ReadonlyArray<ToolCallOutcome>>((resolve) => {
    settle = resolve
  })
  const rest = async function* (): AsyncGenerator<string> {
    try {
      yield seen.join("")
      for (;;) {
        const events = await nextEvents()
        if (events === undefined) break
        for (const event of events) take(event)
        yield events.join("")
      }
    } catch {
      yield `event: message\ndata: ${JSON.stringify(answerTooLarge)}\n\n`
    } finally {
      settle(outcomesOf(messages, answers))
    }
  }
  const calls = outcomesOf(messages, []).map((call) => ({ ...call, code: null }))
  return { status: 200, contentType: "text/event-stream", body: "", calls, stream: rest(), outcomes }
}

export const makeMcpHttpEndpoint = (
  catalogue: CatalogueService,
  environment: {
    readonly siteUrl: string
    readonly run: <A, E>(effect: Effect.Effect<A, E, CallServices>) => Promise<Exit.Exit<A, E>>
  }
) => {
  const logLevels = makeLogLevels()
  const requests = new WeakMap<Request, McpRequest>()
  const handler = createMcpHandler(
    mcpServerFactory(catalogue, {
      ...environment,
      logLevels,
      requestOf: (ctx) => {
        const request = ctx.requestInfo === undefined ? undefined : requests.get(ctx.requestInfo)
        if (request === undefined) throw new Error("an MCP request reached the SDK without its call context")
        return request
      }
    }),
    { legacy: "stateless" }
  )
  const fastPath = makeFastPath(catalogue, makeToolCall(catalogue, environment.siteUrl), logLevels)

  /** Any POST body, answered by the SDK with the adapter. */
  const viaSdk = async (
    url: string,
    headers: RequestHeaders,
    body: unknown,
    context: CallContext,
    toolsets: ReadonlyArray<Toolset> | undefined,
    streams: boolean
  ): Promise<McpHttpAnswer> => {
    const sent = Object.entries(headers).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !NOT_FORWARDED.has(entry[0])
    )
    const request = new Request(url, { method: "POST", headers: sent })
    requests.set(request, {
      context: () => context,
      toolsets,
      session: logSessionOf(headers["mcp-session-id"]),
      revision: headers["mcp-protocol-version"],
      canRequest: false
    })
    const response = await handler.fetch(request, { parsedBody: body })
    const own: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (!STREAM_HEADERS.has(name)) own[name] = value
    })
    // A session id is only the key of a 2025 client's logging level: no state hangs on it, any instance answers it.
    const initializes = messagesOf(body).some((one) => (one as { method?: unknown } | null)?.method === "initialize")
    if (initializes && response.status === 200) own["mcp-session-id"] = newSessionId()
    const contentType = response.headers.get("content-type") ?? "application/json"
    if (contentType.startsWith("text/event-stream") && response.body !== null) {
      const settled = await settleEvents(response, body, context.baseUrl, streams)
      const { challenge, ...rest } = settled
      return challenge === undefined || settled.status === 200
        ? { ...rest, headers: settled.stream === undefined ? own : { ...own, "cache-control": "no-cache" } }
        : { ...rest, headers: { ...own, ...challenge } }
    }
    const text = await response.text()
    let answers: ReadonlyArray<unknown> = []
    if (contentType.startsWith("application/json") && text !== "") {
      try {
        answers = messagesOf(JSON.parse(text))
      } catch {
        answers = []
      }
    }
    const calls = outcomesOf(messagesOf(body), answers)
    const { status, headers: challenge } =
      response.status === 200 ? authorizationStatus(calls, context.baseUrl) : { status: response.status, headers: {} }
    return { status, contentType, headers: { ...own, ...challenge }, body: text, calls }
  }

  /** Some requests of a 2025 body have params their schema refuses: those answer -32602, the others as they would
   * alone, in one JSON answer. */
  const withInvalidParams = async (
    url: string,
    headers: RequestHeaders,
    body: unknown,
    context: CallContext,
    toolsets: ReadonlyArray<Toolset> | undefined,
    refused: ReadonlyArray<JSONRPCMessage | undefined>
  ): Promise<McpHttpAnswer> => {
    const messages = messagesOf(body)
    const rest = messages.filter((_, i) => refused[i] === undefined)
    const restAnswer = rest.length === 0 ? undefined : await viaSdk(url, headers, rest, context, toolsets, false)
    if (restAnswer !== undefined && restAnswer.status !== 200 && restAnswer.status !== 202) return restAnswer
    let answered: ReadonlyArray<unknown> = []
    if (restAnswer !== undefined && restAnswer.body !== "") answered = messagesOf(JSON.parse(restAnswer.body))
    const answers = messages.flatMap((message, i) => {
      const own = refused[i]
      if (own !== undefined) return [own]
      const id = (message as { id?: unknown } | null)?.id
      return answered.filter((one) => (one as { id?: unknown } | null)?.id === id)
    })
    return {
      status: 200,
      contentType: "application/json",
      headers: {},
      body: JSON.stringify(Array.isArray(body) ? answers : answers[0]),
      calls: outcomesOf(messages, answers)
    }
  }

  const answer = (
    url: string,
    headers: RequestHeaders,
    body: unknown,
    context: CallContext,
    toolsets: ReadonlyArray<Toolset> | undefined
  ): Promise<McpHttpAnswer> => {
    if (transportAccepts(headers) && !mayBeModern(headers["mcp-protocol-version"], body)) {
      const refused = messagesOf(body).map(invalidParamsAnswer)
      if (refused.some((one) => one !== undefined))
        return withInvalidParams(url, headers, body, context, toolsets, refused)
    }
    return viaSdk(url, headers, body, context, toolsets, true)
  }

  return {
    answer,
    /** The hot path (fast-path.ts): an effect for a plain 2025 tools/call body, undefined for any other. */
    fastAnswer: fastPath.answer
  }
}
