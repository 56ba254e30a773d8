import { Effect, Stream } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { MethodNotAllowed } from "../../../core/errors.ts"
import { checkClientVersion, type CallContext } from "../../../calls/pipeline.ts"
import type { ToolCall as McpToolCall } from "../../mcp/http.ts"
import { once } from "../../../core/once.ts"
import { answerTooLarge, MAX_MCP_ANSWER_CHARS, mcpBatchProblem } from "../../mcp/limits.ts"
import { readJsonBody } from "../body.ts"
import { callContextOf } from "../call-context.ts"
import { requestLogEntryOf } from "../request-log.ts"
import { json, textAsBytes } from "../respond.ts"
import { answerFailure, type HttpFace } from "./face.ts"

const utf8 = new TextEncoder()

/** What the /mcp route uses of the MCP modules, once loaded. */
interface McpEndpoint {
  readonly http: ReturnType<typeof import("../../mcp/http.ts").makeMcpHttpEndpoint>
  readonly toolCall: ReturnType<typeof import("../../mcp/server.ts").makeToolCall>
  readonly callAnswer: typeof import("../../mcp/http.ts").callAnswer
}

/**
 * Plain tools/call requests (the hot path) run in the request's own fiber, as a REST call does, with
 * eager steps: no second fiber and promise per call. Under load that spends 7-8% less CPU per MCP call
 * (two instances alternated twelve times, docs/benchmarks.md), though callgrind counts 12k more instructions.
 */
const answerPlainCalls = (mcp: McpEndpoint, headers: Readonly<Record<string, string | undefined>>, calls: ReadonlyArray<McpToolCall>, context: CallContext) => {
  const answerOne = (call: McpToolCall) =>
    Effect.matchEager(mcp.toolCall(call.params, context), { onSuccess: (result) => mcp.callAnswer.result(call, result), onFailure: (error) => mcp.callAnswer.error(call, error) })
  const answers = calls.length === 1 ? Effect.mapEager(answerOne(calls[0]!), (answer) => [answer]) : Effect.forEach(calls, answerOne, { concurrency: "unbounded" })
  return Effect.mapEager(answers, (results) => mcp.http.answerOf(headers, calls, results, context))
}

/** POST /mcp: Streamable HTTP, stateless (no session is kept); the other methods answer 405. */
export const mcpRoutes = (face: HttpFace) => {
  const { config, catalogue } = face
  const fail = answerFailure(face)
  const environment = { siteUrl: config.siteUrl, run: Effect.runPromiseExitWith(face.services) }
  // The MCP SDK (with zod and ajv, about 220 modules) is loaded on the first MCP request, not at start.
  let loaded: McpEndpoint | undefined
  const endpoint = once(async (): Promise<McpEndpoint> => {
    const [{ callAnswer, makeMcpHttpEndpoint }, { makeMcpServer, makeToolCall, makeToolCallHandler }, { makeLogLevels }] =
      await Promise.all([import("../../mcp/http.ts"), import("../../mcp/server.ts"), import("../../mcp/logging.ts")])
    const levels = makeLogLevels()
    const http = makeMcpHttpEndpoint({
      url: `${config.baseUrl}/mcp`,
      toolCall: makeToolCallHandler(catalogue, environment),
      makeServer: (context) => makeMcpServer(catalogue, { ...environment, logLevels: levels, contextFor: () => context }),
      logging: { catalogue, levels }
    })
    loaded = { http, toolCall: makeToolCall(catalogue, config.siteUrl), callAnswer }
    return loaded
  })
  const answer = Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const logEntry = requestLogEntryOf(request)
    const context = callContextOf(request, config)
    yield* checkClientVersion(context.clientVersion, null)
    const body = yield* readJsonBody(request, config.maxBodyBytes)
    const batchProblem = mcpBatchProblem(body)
    if (batchProblem !== undefined) return json(400, { jsonrpc: "2.0", id: null, error: { code: -32600, message: batchProblem } })
    const call = body as { method?: unknown; params?: { name?: unknown } | null } | null
    if (call?.method === "tools/call" && typeof call.params?.name === "string") logEntry.tool = call.params.name
    const mcp = loaded ?? (yield* Effect.promise(endpoint))
    const plainCalls = mcp.http.plainCalls(request.headers, body)
    const answer = plainCalls === undefined
      ? yield* Effect.promise(() => mcp.http.answer(request.headers, body, context))
      : yield* answerPlainCalls(mcp, request.headers, plainCalls, context)
    // A refused call (429, 401 ...) is an HTTP 200 with isError over MCP: the log line carries its code.
    if (answer.calls !== undefined && answer.calls.length > 0) {
      if (answer.calls.length === 1) logEntry.tool = answer.calls[0]!.tool
      else logEntry.codes = answer.calls.map((call) => call.code)
      logEntry.code = answer.calls.find((call) => call.code !== null)?.code ?? undefined
    }
    if (answer.body.length > MAX_MCP_ANSWER_CHARS) {
      return json(200, answerTooLarge)
    }
    if (answer.stream !== undefined) {
      const chunks = Stream.fromAsyncIterable(answer.stream, (error) => error).pipe(Stream.map((chunk) => utf8.encode(chunk)))
      return HttpServerResponse.stream(chunks, { status: answer.status, contentType: answer.contentType, headers: answer.headers })
    }
    // A notification is accepted with 202 and no body.
    return answer.body === ""
      ? HttpServerResponse.empty({ status: answer.status, headers: answer.headers })
      : textAsBytes(answer.body, { status: answer.status, contentType: answer.contentType, headers: answer.headers })
  }).pipe(Effect.catch(fail))

  return HttpRouter.use((router) =>
    Effect.gen(function*() {
      yield* router.add("POST", "/mcp", answer)
      for (const method of ["GET", "DELETE", "PUT", "PATCH"] as const) {
        yield* router.add(method, "/mcp", fail(new MethodNotAllowed({ method, path: "/mcp", allowed: ["POST"] })))
      }
    })
  )
}
