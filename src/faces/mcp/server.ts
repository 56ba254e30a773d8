import { Server } from "@modelcontextprotocol/sdk/server/index.js"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv-provider.js"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js"
import { Clock, Effect, Exit } from "effect"
import { memoByLifecycle, type CatalogueService } from "../../core/catalogue.ts"
import { describeDefect, describeFailure, type ResponseMeta } from "../../calls/error-response.ts"
import { callTool, type CallContext, type CallServices } from "../../calls/pipeline.ts"
import { successBody } from "../../core/result.ts"
import { API_VERSION } from "../../core/version.ts"

export interface McpCallEnvironment {
  /** The call's context: one per HTTP request; a fresh one per call on stdio. */
  readonly contextFor: () => CallContext
  readonly siteUrl: string
  /** Tools answered elsewhere (the stdio server forwards the key-only tools to the service). */
  readonly forward?: { readonly names: ReadonlySet<string>; readonly call: (name: string, args: unknown) => Promise<CallToolResult> }
  /** Runs an effect needing the call services, from the SDK's promise-based handlers. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, CallServices>) => Promise<Exit.Exit<A, E>>
}

/** One schema validator for every per-request Server: building one (an Ajv instance) costs more than the tool call. */
const sharedValidator = new AjvJsonSchemaValidator()

const toolAnnotations = (title: string, readOnly: boolean) => ({
  title,
  readOnlyHint: readOnly,
  destructiveHint: !readOnly,
  idempotentHint: readOnly,
  openWorldHint: false
})

/**
 * tools/list is the same for every caller: built once per catalogue and again only when a tool's
 * lifecycle status changes (issue 18), never per request.
 */
const toolListsByCatalogue = new WeakMap<CatalogueService, (nowMillis: number) => { tools: Array<Tool> }>()

const toolListOf = (catalogue: CatalogueService) => {
  const existing = toolListsByCatalogue.get(catalogue)
  if (existing !== undefined) return existing
  const built = memoByLifecycle(catalogue, (now) => ({
    tools: catalogue.tools
      .filter(({ definition }) => catalogue.lifecycleAt(definition.name, now)?.status !== "removed")
      .map(({ definition, inputJsonSchema, outputJsonSchema }): Tool => ({
        name: definition.name,
        title: definition.title,
        description: definition.description,
        inputSchema: inputJsonSchema as Tool["inputSchema"],
        outputSchema: outputJsonSchema as Tool["outputSchema"],
        annotations: toolAnnotations(definition.title, definition.readOnly)
      }))
  }))
  toolListsByCatalogue.set(catalogue, built)
  return built
}

/**
 * A JSON-RPC batch holds at most MAX_MCP_BATCH messages, and at most one tools/list (its answer is the
 * largest of all, about 250 KB): the answer to one request stays bounded. Each tools/call in a batch
 * counts against the quota like a call of its own. Undefined when the body is acceptable.
 */
export const MAX_MCP_BATCH = 10
/** The largest MCP answer sent (about 4 MB): a batch whose answers add up to more gets one JSON-RPC error instead. */
export const MAX_MCP_ANSWER_CHARS = 4 * 1024 * 1024

export const mcpBatchProblem = (body: unknown): string | undefined => {
  if (!Array.isArray(body)) return undefined
  if (body.length > MAX_MCP_BATCH) return `Invalid Request: a batch holds at most ${MAX_MCP_BATCH} messages (this one has ${body.length}); send the rest in further requests.`
  const lists = body.filter((message) => (message as { method?: unknown } | null)?.method === "tools/list").length
  if (lists > 1) return `Invalid Request: a batch holds at most one tools/list (this one has ${lists}); the list is the same every time.`
  return undefined
}

/**
 * An MCP server for one HTTP request (stateless: no session is kept, so any instance answers any
 * request). tools/list comes from the catalogue; tools/call runs the same pipeline as REST.
 */
export const makeMcpServer = (catalogue: CatalogueService, environment: McpCallEnvironment): Server => {
  const server = new Server({ name: "poliergaleio", version: API_VERSION }, { capabilities: { tools: { listChanged: false } }, jsonSchemaValidator: sharedValidator })

  const toolList = toolListOf(catalogue)
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const clock = await environment.run(Clock.currentTimeMillis)
    return toolList(Exit.isSuccess(clock) ? clock.value : Date.now())
  })

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args } = request.params
    if (environment.forward?.names.has(name)) return environment.forward.call(name, args)
    const context = environment.contextFor()
    const exit = await environment.run(
      Effect.gen(function*() {
        const nowMillis = yield* Clock.currentTimeMillis
        return yield* Effect.result(callTool(name, Effect.succeed(args ?? {}), context)).pipe(
          Effect.map((result) => ({ result, nowMillis }))
        )
      })
    )
    const meta: ResponseMeta = {
      requestId: context.requestId,
      guestId: context.guestId,
      baseUrl: context.baseUrl,
      siteUrl: environment.siteUrl,
      nowMillis: 0
    }
    if (Exit.isFailure(exit)) return errorResult(describeDefect(exit.cause, meta).body)
    const { result, nowMillis } = exit.value
    if (result._tag === "Success") {
      const body = successBody(result.success)
      // A deprecated tool's notice goes in the text and in _meta: structuredContent follows the outputSchema.
      return body.notice === undefined
        ? { structuredContent: body.structuredContent as Record<string, unknown>, content: body.content }
        : {
          structuredContent: body.structuredContent as Record<string, unknown>,
          content: [{ type: "text", text: `Notice: ${body.notice}` }, ...body.content],
          _meta: { "poliergaleio/notice": body.notice, "poliergaleio/sunset": result.success.lifecycle.sunset }
        }
    }
    if (result.failure._tag === "ToolNotFound") {
      throw new McpError(ErrorCode.InvalidParams, `There is no tool named "${name}"; tools/list gives the exact names.`)
    }
    return errorResult(describeFailure(result.failure, { ...meta, nowMillis }, catalogue).body)
  })
  return server
}

/**
 * A validation or domain failure is a tool result with isError whose text content is the JSON of the
 * same body REST returns. It is not put in structuredContent: the official SDK client validates any
 * structuredContent against the tool's outputSchema, error results included, and would reject it.
 */
const errorResult = (body: Record<string, unknown>): CallToolResult => ({
  isError: true,
  content: [{ type: "text", text: JSON.stringify(body) }]
})

/** The request headers the Streamable HTTP transport reads (content negotiation, protocol version, session). */
const TRANSPORT_HEADERS = ["accept", "content-type", "mcp-protocol-version", "mcp-session-id", "last-event-id"] as const

/** A JSON-RPC answer over HTTP: status, the body already serialized (empty for an accepted notification) and its headers. */
export interface McpHttpAnswer {
  readonly status: number
  readonly contentType: string
  /** The transport's other response headers (content type and length are the HTTP layer's). */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/**
 * Answers one MCP HTTP POST (already parsed) with a fresh stateless transport (JSON responses, no SSE).
 * The server is not closed afterwards: a stateless transport holds nothing past its request, and closing
 * one aborts the handlers' AbortControllers and builds a ConnectionClosed error, two exceptions with
 * stack traces per call for nothing. Server and transport are garbage once the answer is read.
 */
export const answerMcpRequest = async (
  server: Server,
  url: string,
  requestHeaders: Readonly<Record<string, string | undefined>>,
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
  return { status: response.status, contentType: response.headers.get("content-type") ?? "application/json", headers: responseHeaders, body: await response.text() }
}
