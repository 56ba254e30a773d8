import { Effect, Stream } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { MethodNotAllowed } from "../../../core/errors.ts"
import { checkClientVersion } from "../../../calls/pipeline.ts"
import { once } from "../../../core/once.ts"
import { answerTooLarge, MAX_MCP_ANSWER_CHARS, mcpBatchProblem } from "../../mcp/limits.ts"
import { mayBeModern } from "../../mcp/modern-envelope.ts"
import { TOOLSETS_HEADER, toolsetsOfRequest } from "../../mcp/toolsets.ts"
import type { Toolset } from "../../../core/tool.ts"
import { readJsonBody } from "../body.ts"
import { callContextOf } from "../call-context.ts"
import { requestLogEntryOf, type RequestLogEntry } from "../request-log.ts"
import { json, textResponse } from "../respond.ts"
import { answerFailure, type HttpFace } from "./face.ts"

const utf8 = new TextEncoder()

/** The MCP endpoint (src/faces/mcp/http.ts), once its modules are loaded. */
type McpEndpoint = ReturnType<typeof import("../../mcp/http.ts").makeMcpHttpEndpoint>
type ToolCallOutcome = import("../../mcp/http.ts").ToolCallOutcome

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
  // The MCP SDK (with zod and ajv, about 220 modules) is loaded on the first MCP request, not at start.
  let loaded: McpEndpoint | undefined
  const endpoint = once(async (): Promise<McpEndpoint> => {
    const [{ makeMcpHttpEndpoint }, { makeMcpServer, makeToolCall, makeToolCallHandler }, { makeLogLevels }] =
      await Promise.all([import("../../mcp/http.ts"), import("../../mcp/server.ts"), import("../../mcp/logging.ts")])
    const levels = makeLogLevels()
    loaded = makeMcpHttpEndpoint({
      url: `${config.baseUrl}/mcp`,
      toolCall: makeToolCallHandler(catalogue, environment),
      toolCallEffect: makeToolCall(catalogue, config.siteUrl),
      makeServer: (context, toolsets) =>
        makeMcpServer(catalogue, { ...environment, logLevels: levels, contextFor: () => context, toolsets }),
      logging: { catalogue, levels }
    })
    return loaded
  })
  // Revision 2026-07-28 (src/faces/mcp/modern.ts, the SDK v2) is loaded on the first request that carries it.
  const modernEndpoint = once(async () => {
    const { makeModernEndpoint } = await import("../../mcp/modern.ts")
    return makeModernEndpoint(catalogue, environment)
  })
  /** A 2026-07-28 request, answered by the SDK v2; undefined when the SDK classifies it as 2025-era. */
  const answerModern = (
    path: string,
    headers: Readonly<Record<string, string | undefined>>,
    body: unknown,
    modern: {
      readonly context: ReturnType<typeof callContextOf>
      readonly toolsets: ReadonlyArray<Toolset> | undefined
    }
  ) =>
    Effect.promise(async () => {
      const endpoint = await modernEndpoint()
      const sent = Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)
      const request = new Request(`${config.baseUrl}${path}`, {
        method: "POST",
        headers: sent,
        body: JSON.stringify(body)
      })
      if (!(await endpoint.isModern(request, body))) return undefined
      const response = await endpoint.answer(request, body, modern)
      const answered: Record<string, string> = {}
      response.headers.forEach((value, key) => {
        answered[key] = value
      })
      return { status: response.status, headers: answered, text: await response.text() }
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
    // The server reads the request's toolsets from its header: written here in canonical form, from the path too.
    const { [TOOLSETS_HEADER]: _sent, ...otherHeaders } = request.headers
    const headers = toolsets === undefined ? otherHeaders : { ...otherHeaders, [TOOLSETS_HEADER]: toolsets.join(",") }
    const body = yield* readJsonBody(request, config.maxBodyBytes)
    const batchProblem = mcpBatchProblem(body)
    if (batchProblem !== undefined)
      return json(400, { jsonrpc: "2.0", id: null, error: { code: -32600, message: batchProblem } })
    const call = body as { method?: unknown; params?: { name?: unknown } | null } | null
    if (call?.method === "tools/call" && typeof call.params?.name === "string") logEntry.tool = call.params.name
    // Revision 2026-07-28 (modern.ts); a request without its envelope goes on to the 2025 path below.
    if (mayBeModern(request.headers["mcp-protocol-version"], body)) {
      const modern = yield* answerModern(path, headers, body, { context, toolsets })
      if (modern !== undefined) {
        if (modern.text.length > MAX_MCP_ANSWER_CHARS) return json(200, answerTooLarge)
        const { "content-type": contentType, "content-length": _length, ...rest } = modern.headers
        if (contentType?.startsWith("application/json") === true && modern.status === 200) {
          const mcp = loaded ?? (yield* Effect.promise(endpoint))
          const outcome = mcp.outcomesOfAnswer(body, modern.text, context)
          logOutcomes(logEntry, outcome.calls)
          if (outcome.status !== 200)
            return textResponse(modern.text, {
              status: outcome.status,
              contentType,
              headers: { ...rest, ...outcome.headers }
            })
        }
        return modern.text === ""
          ? HttpServerResponse.empty({ status: modern.status, headers: rest })
          : textResponse(modern.text, {
              status: modern.status,
              contentType: contentType ?? "application/json",
              headers: rest
            })
      }
    }
    const mcp = loaded ?? (yield* Effect.promise(endpoint))
    // Plain tools/call requests (the hot path) run in this fiber: under load it costs less CPU than a second
    // fiber awaited as a promise (docs/benchmarks.md, "Instructions per call").
    const plain = mcp.plainAnswer(headers, body, context)
    const answer = plain === undefined ? yield* Effect.promise(() => mcp.answer(headers, body, context)) : yield* plain
    if (answer.calls !== undefined) logOutcomes(logEntry, answer.calls)
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
