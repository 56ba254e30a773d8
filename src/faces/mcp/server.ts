import { Server } from "@modelcontextprotocol/sdk/server/index.js"
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js"
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv-provider.js"
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
  type CallToolRequest,
  type CallToolResult,
  type Tool
} from "@modelcontextprotocol/sdk/types.js"
import { Cause, Clock, Effect, Exit, Option } from "effect"
import { memoByLifecycle, type CatalogueService } from "../../core/catalogue.ts"
import { describeDefect, describeFailure, type ResponseMeta } from "../../calls/error-response.ts"
import { callTool, type CallContext, type CallServices } from "../../calls/pipeline.ts"
import { successBody, type AnsweredCall } from "../../core/result.ts"
import type { ProgressReporter, Toolset } from "../../core/tool.ts"
import { siteMarkIcons } from "./icons.ts"
import { listedTool, readToolGuide } from "./listing.ts"
import { acceptsResourceLinks, ruleLinksOf } from "./resource-links.ts"
import { API_VERSION } from "../../core/version.ts"
import { complete } from "./completion.ts"
import {
  callNotices,
  loggingNotification,
  logSessionOf,
  makeLogLevels,
  NO_SESSION_MESSAGE,
  wantedNotices,
  type LogLevels,
  type LogSession
} from "./logging.ts"
import { progressNotifier } from "./progress.ts"
import { mcpPrompts } from "./prompts.ts"
import { mcpResources } from "./resources.ts"

interface McpCallEnvironment {
  /** The call's context: one per HTTP request; a fresh one per call on stdio. */
  readonly contextFor: () => CallContext
  readonly siteUrl: string
  /** Tools answered elsewhere (the stdio server forwards the key-only tools to the service). */
  readonly forward?: {
    readonly names: ReadonlySet<string>
    readonly call: (name: string, args: unknown) => Promise<CallToolResult>
  }
  /** Runs an effect needing the call services, from the SDK's promise-based handlers. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, CallServices>) => Promise<Exit.Exit<A, E>>
  /** The logging level each session chose (logging/setLevel); shared by the requests of one server. */
  readonly logLevels?: LogLevels | undefined
  /** The session of every request, for a transport with one client and no session ids (stdio); over HTTP, each
   * request's Mcp-Session-Id. */
  readonly soleSession?: LogSession | undefined
  /** The toolsets the request chose (toolsets.ts); undefined: every tool. */
  readonly toolsets?: ReadonlyArray<Toolset> | undefined
}

interface RequestExtra {
  readonly sessionId?: string | undefined
  readonly requestInfo?:
    | { readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>> }
    | undefined
}

/** The session a request belongs to: the sole one (stdio), else its Mcp-Session-Id if of the issued shape; undefined
 * for none. */
const sessionOf = (soleSession: LogSession | undefined, extra: RequestExtra): LogSession | undefined =>
  soleSession ?? logSessionOf(extra.sessionId ?? extra.requestInfo?.headers["mcp-session-id"])

export const INSTRUCTIONS =
  "Cyprus tax and personal-finance calculators. The calculators need no sign-in; the saved-calculation tools need an API key " +
  "(x-api-key) or OAuth. Never infer an input a tool requires: ask the person. Every result states its assumptions and sources. " +
  "The rules themselves are resources (poliergaleio://rules/{topic}/{year}, poliergaleio://cpi, poliergaleio://changelog); prompts start common questions."

/** One schema validator for every per-request Server: building one (an Ajv instance) costs more than the tool call. */
const sharedValidator = new AjvJsonSchemaValidator()

/**
 * tools/list is the same for every caller: built once per catalogue and again only when a tool's
 * lifecycle status changes, never per request; a request that chose toolsets gets the tools of those.
 */
const listedToolsByCatalogue = new WeakMap<
  CatalogueService,
  Map<string, (nowMillis: number) => ReadonlyArray<{ readonly toolset: Toolset; readonly tool: Tool }>>
>()

export const toolListOf = (catalogue: CatalogueService, siteUrl: string) => {
  let bySite = listedToolsByCatalogue.get(catalogue)
  if (bySite === undefined) {
    bySite = new Map()
    listedToolsByCatalogue.set(catalogue, bySite)
  }
  let listed = bySite.get(siteUrl)
  if (listed === undefined) {
    listed = memoByLifecycle(catalogue, (now) =>
      catalogue.tools
        .filter(({ definition }) => catalogue.lifecycleAt(definition.name, now)?.status !== "removed")
        .map((tool) => ({ toolset: tool.definition.toolset, tool: listedTool(tool, siteUrl) }))
    )
    bySite.set(siteUrl, listed)
  }
  const all = listed
  return (nowMillis: number, toolsets: ReadonlyArray<Toolset> | undefined): { tools: Array<Tool> } => ({
    tools: all(nowMillis)
      .filter(({ toolset }) => toolsets === undefined || toolsets.includes(toolset))
      .map(({ tool }) => tool)
  })
}

/**
 * tools/call: the same pipeline as REST. A validation or domain failure is an isError result, an unknown
 * tool a JSON-RPC error (the McpError it fails with). The HTTP endpoint runs it in the request's own
 * fiber for plain tools/call requests (routes/mcp.ts); the SDK Server below runs it through the handler.
 */
export const makeToolCall =
  (catalogue: CatalogueService, siteUrl: string) =>
  (
    params: CallToolRequest["params"],
    context: CallContext,
    links = false
  ): Effect.Effect<CallToolResult, McpError, CallServices> =>
    Effect.matchCauseEffectEager(callTool(params.name, Effect.succeed(params.arguments ?? {}), context), {
      onSuccess: (success) => Effect.succeed(successResult(success, links)),
      onFailure: (cause) => {
        const meta: ResponseMeta = {
          requestId: context.requestId,
          guestId: context.guestId,
          baseUrl: context.baseUrl,
          siteUrl,
          nowMillis: 0
        }
        // As Effect.result would split it: a defect (or an interruption alone) is not the caller's failure.
        const failure = Cause.hasDies(cause) ? Option.none() : Cause.findErrorOption(cause)
        if (Option.isNone(failure)) return Effect.succeed(errorResult(describeDefect(cause, meta).body))
        if (failure.value._tag === "ToolNotFound") {
          return Effect.fail(
            new McpError(
              ErrorCode.InvalidParams,
              `There is no tool named "${params.name}"; tools/list gives the exact names.`
            )
          )
        }
        return Effect.map(Clock.currentTimeMillis, (nowMillis) =>
          errorResult(describeFailure(failure.value, { ...meta, nowMillis }, catalogue).body)
        )
      }
    })

/** A successful call's result. A deprecated tool's notice goes in the text and in _meta: structuredContent follows the
 * outputSchema. */
const successResult = (success: AnsweredCall, links: boolean): CallToolResult => {
  const answered = successBody(success)
  // The rule resources the figures cite, for clients that know resource_link content (resource-links.ts).
  const body = links
    ? { ...answered, content: [...answered.content, ...ruleLinksOf(answered.structuredContent)] }
    : answered
  // Keys in CallToolResultSchema's order (_meta, content, structuredContent, isError), as the SDK answered.
  return body.notice === undefined
    ? { content: body.content, structuredContent: body.structuredContent as Record<string, unknown> }
    : {
        _meta: { "poliergaleio/notice": body.notice, "poliergaleio/sunset": success.lifecycle.sunset },
        content: [{ type: "text", text: `Notice: ${body.notice}` }, ...body.content],
        structuredContent: body.structuredContent as Record<string, unknown>
      }
}

/** tools/call for promise-based callers (the SDK's handlers, stdio): makeToolCall run with the call services; forwarded
 * tools go to `forward`. */
export const makeToolCallHandler = (
  catalogue: CatalogueService,
  environment: Omit<McpCallEnvironment, "contextFor">
) => {
  const toolCall = makeToolCall(catalogue, environment.siteUrl)
  return async (
    params: CallToolRequest["params"],
    contextFor: () => CallContext,
    reportProgress?: ProgressReporter,
    links = false
  ): Promise<CallToolResult> => {
    if (environment.forward?.names.has(params.name))
      return checkedForwardedResult(await environment.forward.call(params.name, params.arguments))
    const context = reportProgress === undefined ? contextFor() : { ...contextFor(), reportProgress }
    const exit = await environment.run(toolCall(params, context, links))
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  }
}

/** serverInfo: the same on every revision (this module's Server and the 2026-07-28 one of modern.ts). */
export const serverInfoOf = (siteUrl: string) => ({
  name: "poliergaleio",
  version: API_VERSION,
  title: "poliergaleio: Cyprus tax and personal-finance calculators",
  description: SERVER_DESCRIPTION,
  websiteUrl: siteUrl,
  icons: [...siteMarkIcons(siteUrl)]
})

/** The server's self-description (serverInfo.description), as MCP directories and clients show it. */
const SERVER_DESCRIPTION =
  "Cyprus income tax, social insurance, GESY, pensions, mortgages, capital gains and household finance, calculated under the rules of each tax year, every figure with the law and sources behind it; assumptions stated, inputs never guessed."

/**
 * An MCP server answering tools/list from the catalogue and tools/call through the same pipeline as REST.
 * It keeps no state between requests (stateless Streamable HTTP: any instance answers any request).
 */
export const makeMcpServer = (catalogue: CatalogueService, environment: McpCallEnvironment): Server => {
  const server = new Server(serverInfoOf(environment.siteUrl), {
    capabilities: {
      tools: { listChanged: false },
      logging: {},
      completions: {},
      resources: { listChanged: false },
      prompts: { listChanged: false }
    },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: sharedValidator
  })
  const logLevels = environment.logLevels ?? makeLogLevels(1)
  const { soleSession } = environment
  server.setRequestHandler(SetLevelRequestSchema, (request, extra) => {
    const session = sessionOf(soleSession, extra)
    if (session === undefined) throw new McpError(ErrorCode.InvalidParams, NO_SESSION_MESSAGE)
    logLevels.set(session, request.params.level)
    return {}
  })
  const resources = mcpResources(environment.siteUrl)
  server.setRequestHandler(ListResourcesRequestSchema, () => resources.list)
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => resources.templates)
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const contents = resources.read(request.params.uri) ?? readToolGuide(catalogue, request.params.uri)
    // -32002: MCP's "Resource not found".
    if (contents === undefined)
      throw new McpError(
        -32002,
        `There is no resource ${request.params.uri}; resources/list and resources/templates/list give the addresses.`
      )
    return contents
  })
  const prompts = mcpPrompts(catalogue, environment.siteUrl)
  server.setRequestHandler(ListPromptsRequestSchema, () => prompts.list)
  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    prompts.get(request.params.name, request.params.arguments)
  )
  server.setRequestHandler(CompleteRequestSchema, (request) => complete(prompts, request.params))

  const toolList = toolListOf(catalogue, environment.siteUrl)
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const clock = await environment.run(Clock.currentTimeMillis)
    return toolList(Exit.isSuccess(clock) ? clock.value : Date.now(), environment.toolsets)
  })

  const toolCall = makeToolCallHandler(catalogue, environment)
  // Registered on the Protocol, not through Server.setRequestHandler: the Server's tools/call wrapper parses
  // the request a second time and zod-checks the whole result against CallToolResultSchema (docs/benchmarks.md).
  // A local result is already checked: structuredContent is the tool's output encoded by
  // its own Schema, content is TextContent, and an error is one text part. The Protocol still parses the
  // request against CallToolRequestSchema and checks the tools capability; forwarded results are checked below.
  // Log notices go out here only where the transport streams them (stdio); over HTTP, http.ts sends them.
  Protocol.prototype.setRequestHandler.call(server, CallToolRequestSchema, async (request, extra) => {
    const progressToken = request.params._meta?.progressToken
    const reportProgress =
      progressToken === undefined
        ? undefined
        : progressNotifier(
            (notification) => void extra.sendNotification(notification).catch(() => undefined),
            progressToken
          )
    const version = extra.requestInfo?.headers["mcp-protocol-version"]
    const result = await toolCall(
      request.params,
      environment.contextFor,
      reportProgress,
      acceptsResourceLinks(typeof version === "string" ? version : undefined)
    )
    const session = sessionOf(soleSession, extra)
    const level = session === undefined ? undefined : logLevels.get(session)
    const wanted = wantedNotices(level, callNotices(catalogue, request.params.name, request.params.arguments, result))
    for (const notice of wanted) await extra.sendNotification(loggingNotification(notice))
    return result
  })
  return server
}

/** A result forwarded from the service (stdio) comes from another process: checked as the SDK's Server checks every
 * result. */
const checkedForwardedResult = (result: CallToolResult): CallToolResult => {
  const checked = CallToolResultSchema.safeParse(result)
  if (!checked.success)
    throw new McpError(ErrorCode.InvalidParams, `Invalid tools/call result: ${checked.error.message}`)
  return checked.data
}

/**
 * A validation or domain failure is a tool result with isError whose text content is the JSON of the
 * same body REST returns. It is not put in structuredContent: the official SDK client validates any
 * structuredContent against the tool's outputSchema, error results included, and would reject it.
 */
const errorResult = (body: Record<string, unknown>): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(body) }],
  isError: true
})
