import { Effect, Stream } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { MethodNotAllowed } from "../../../core/errors.ts"
import { checkClientVersion } from "../../../calls/pipeline.ts"
import { once } from "../../../core/once.ts"
import { answerTooLarge, MAX_MCP_ANSWER_CHARS, mcpBatchProblem } from "../../mcp/limits.ts"
import { mayBeModern } from "../../mcp/modern-envelope.ts"
import { TOOLSETS_HEADER, toolsetsOfRequest } from "../../mcp/toolsets.ts"
import { readJsonBody } from "../body.ts"
import { callContextOf } from "../call-context.ts"
import { requestLogEntryOf, type RequestLogEntry } from "../request-log.ts"
import { json, textResponse } from "../respond.ts"
import { answerFailure, type HttpFace } from "./face.ts"

const utf8 = new TextEncoder()

/** The MCP endpoint (src/faces/mcp/http.ts), once its modules are loaded. */
type McpEndpoint = ReturnType<typeof import("../../mcp/http.ts").makeMcpHttpEndpoint>
type ToolCallOutcome = import("../../mcp/outcomes.ts").ToolCallOutcome

/** A refused call (429, 401 ...) is an HTTP 200 with isError over MCP: the log line carries its code, or each call's in
 * a batch. */
const logOutcomes = (logEntry: RequestLogEntry, calls: ReadonlyArray<ToolCallOutcome>) => {
  if (calls.length === 0) return
  if (calls.length === 1) logEntry.tool = calls[0]!.tool
  else logEntry.codes = calls.map((call) => call.code)
  logEntry.code = calls.find((call) => call.code !== null)?.code ?? undefined
}

/** POST /mcp: Streamable HTTP, stateless (no session is kept); the other methods answer 405. */
export const mcpRoutes = (face: HttpFace) => {
  const { config, catalogue } = face
  const fail = answerFailure(face)
  const environment = { siteUrl: config.siteUrl, run: Effect.runPromiseExitWith(face.services) }
  // The MCP SDK (with zod, about 200 modules) is loaded on the first MCP request, not at start.
  let loaded: McpEndpoint | undefined
  const endpoint = once(async (): Promise<McpEndpoint> => {
    const { makeMcpHttpEndpoint } = await import("../../mcp/http.ts")
    loaded = makeMcpHttpEndpoint(catalogue, environment)
    return loaded
  })

  const answer = Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const logEntry = requestLogEntryOf(request)
    const context = callContextOf(request, config)
    yield* checkClientVersion(context.clientVersion, null)
    const path = new URL(request.url, "http://x").pathname
    const toolsets = toolsetsOfRequest(path, request.headers[TOOLSETS_HEADER])
    if (typeof toolsets === "string")
      return json(400, { jsonrpc: "2.0", id: null, error: { code: -32600, message: toolsets } })
    const body = yield* readJsonBody(request, config.maxBodyBytes)
    const batchProblem = mcpBatchProblem(body)
    if (batchProblem !== undefined)
      return json(400, { jsonrpc: "2.0", id: null, error: { code: -32600, message: batchProblem } })
    const call = body as { method?: unknown; params?: { name?: unknown } | null } | null
    if (call?.method === "tools/call" && typeof call.params?.name === "string") logEntry.tool = call.params.name
    const mcp = loaded ?? (yield* Effect.promise(endpoint))
    const { headers } = request
    // Plain 2025 tools/call requests (the hot path, fast-path.ts) run in this fiber: under load it costs less CPU
    // than a second fiber awaited as a promise (docs/benchmarks.md, "Instructions per call").
    const fast = mayBeModern(headers["mcp-protocol-version"], body) ? undefined : mcp.fastAnswer(headers, body, context)
    const answer =
      fast === undefined
        ? yield* Effect.promise(() => mcp.answer(`${config.baseUrl}${path}`, headers, body, context, toolsets))
        : yield* fast
    logOutcomes(logEntry, answer.calls)
    const { outcomes } = answer
    if (outcomes !== undefined) logEntry.completion = outcomes.then((calls) => logOutcomes(logEntry, calls))
    if (answer.body.length > MAX_MCP_ANSWER_CHARS) {
      return json(200, answerTooLarge)
    }
    if (answer.stream !== undefined) {
      const chunks = Stream.fromAsyncIterable(answer.stream, (error) => error).pipe(
        Stream.map((chunk) => utf8.encode(chunk))
      )
      return HttpServerResponse.stream(chunks, {
        status: answer.status,
        contentType: answer.contentType,
        headers: answer.headers
      })
    }
    // A notification is accepted with 202 and no body.
    return answer.body === ""
      ? HttpServerResponse.empty({ status: answer.status, headers: answer.headers })
      : textResponse(answer.body, { status: answer.status, contentType: answer.contentType, headers: answer.headers })
  }).pipe(Effect.catch(fail))

  return HttpRouter.use((router) =>
    Effect.gen(function* () {
      for (const path of ["/mcp", "/mcp/x/:toolsets"] as const) {
        yield* router.add("POST", path, answer)
        for (const method of ["GET", "DELETE", "PUT", "PATCH"] as const) {
          yield* router.add(method, path, fail(new MethodNotAllowed({ method, path, allowed: ["POST"] })))
        }
      }
    })
  )
}
