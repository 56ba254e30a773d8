import {
  type CallToolResult,
  CLIENT_CAPABILITIES_META_KEY,
  createRequestStateCodec,
  inputRequired,
  type McpRequestContext,
  type McpServerFactory,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type ServerContext
} from "@modelcontextprotocol/server"
import { Cause, Clock, type Effect, Exit } from "effect"
import type { CallContext, CallServices } from "../../calls/pipeline.ts"
import type { CatalogueService } from "../../core/catalogue.ts"
import type { Toolset } from "../../core/tool.ts"
import { type AskedSoFar, askedSoFar, confirmedArguments, NOTHING_ASKED, questionsFor } from "./asking.ts"
import { complete } from "./completion.ts"
import { readToolGuide } from "./listing.ts"
import {
  callNotices,
  type LogLevels,
  type LogSession,
  loggingNotice,
  NO_SESSION_MESSAGE,
  wantedNotices
} from "./logging.ts"
import { progressNotifier } from "./progress.ts"
import { mcpPrompts } from "./prompts.ts"
import { acceptsResourceLinks } from "./resource-links.ts"
import { mcpResources } from "./resources.ts"
import { INSTRUCTIONS, languageHintOf, makeToolCall, serverInfoOf, toolListOf } from "./tool-call.ts"

/**
 * The one MCP adapter: a server factory for the SDK v2 (`createMcpHandler` over HTTP, `serveStdio` on stdio), the
 * same for every revision. 2026-07-28 requests come as the "modern" era, 2025-03-26 to 2025-11-25 as "legacy"; both
 * are answered from the same pieces (listing, the call pipeline, resources, prompts, completion) and differ only
 * where the revisions do: how a missing fact is asked, how a log level is chosen, which content items are known.
 */

/** What the transport knows of one request (HTTP: one per POST; stdio: one per connection). */
export interface McpRequest {
  /** The call's context (stdio: a fresh request id each call). */
  readonly context: () => CallContext
  readonly toolsets: ReadonlyArray<Toolset> | undefined
  /** The 2025 client's logging session (logging.ts): its Mcp-Session-Id, or stdio's one client. */
  readonly session: LogSession | undefined
  /** The 2025 revision the request names (HTTP's MCP-Protocol-Version); stdio: the one negotiated. */
  readonly revision: string | undefined
  /** Whether the server can send the client a request and read its answer (stdio: yes; stateless HTTP: no). */
  readonly canRequest: boolean
}

export interface McpEnvironment {
  readonly siteUrl: string
  /** Runs an effect needing the call services, from the SDK's promise-based handlers. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, CallServices>) => Promise<Exit.Exit<A, E>>
  readonly requestOf: (context: McpRequestContext) => McpRequest
  /** The level each 2025 session chose with logging/setLevel. */
  readonly logLevels: LogLevels
  /** Tools answered elsewhere (stdio forwards the key-only tools to the service). */
  readonly forward?: {
    readonly names: ReadonlySet<string>
    readonly call: (name: string, args: unknown) => Promise<CallToolResult>
  }
}

/** The lists do not change while the service runs; a client or a shared cache may keep them five minutes (2026). */
const LIST_CACHE = { ttlMs: 300_000, cacheScope: "public" as const }

const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false },
  prompts: { listChanged: false },
  completions: {}
}

/** Logging (logging/setLevel per session) for 2025 clients only: 2026-07-28 deprecates it, so it is not offered there. */
const capabilitiesOf = (era: McpRequestContext["era"]) =>
  era === "modern" ? CAPABILITIES : { ...CAPABILITIES, logging: {} }

/** The request's 2026-07-28 envelope: the keys read here (the SDK types it as an opaque object). */
const envelopeOf = (h: ServerContext) =>
  (h.mcpReq.envelope ?? {}) as {
    readonly [CLIENT_CAPABILITIES_META_KEY]?: { readonly elicitation?: unknown }
  }

/** Whether the client can answer a question now: 2026 with elicitation in the request's envelope; 2025 only on a
 * connection that declared it at initialize and can carry a request back (stdio). */
const canAsk = (era: McpRequestContext["era"], request: McpRequest, server: Server, h: ServerContext) =>
  era === "modern"
    ? envelopeOf(h)[CLIENT_CAPABILITIES_META_KEY]?.elicitation !== undefined
    : request.canRequest && server.getClientCapabilities()?.elicitation !== undefined

/** The log level a call's notices are sent at (none: no notices): the one a 2025 session chose; 2026 has none. */
const levelOf = (era: McpRequestContext["era"], request: McpRequest, logLevels: LogLevels) =>
  era === "modern" || request.session === undefined ? undefined : logLevels.get(request.session)

export const mcpServerFactory = (catalogue: CatalogueService, environment: McpEnvironment): McpServerFactory => {
  const { siteUrl, run, logLevels, forward } = environment
  const toolList = toolListOf(catalogue, siteUrl)
  const toolCall = makeToolCall(catalogue, siteUrl)
  const resources = mcpResources(siteUrl)
  const prompts = mcpPrompts(catalogue, siteUrl)

  // The rounds of a call that asks are tied by a signed requestState: a state from another process (a restart) or
  // past its hour is not trusted and reads as nothing asked yet, so the person is asked again, never refused.
  const askingState = createRequestStateCodec<AskedSoFar>({
    key: crypto.getRandomValues(new Uint8Array(32)),
    ttlSeconds: 3_600,
    bind: (h) => h.mcpReq.method
  })

  return (ctx) => {
    const request = environment.requestOf(ctx)
    const server = new Server(serverInfoOf(siteUrl), {
      capabilities: capabilitiesOf(ctx.era),
      instructions: INSTRUCTIONS,
      requestState: { verify: (state, h) => askingState.verify(state, h).catch(() => NOTHING_ASKED) },
      cacheHints: {
        "tools/list": LIST_CACHE,
        "prompts/list": LIST_CACHE,
        "resources/list": LIST_CACHE,
        "resources/templates/list": LIST_CACHE,
        "resources/read": LIST_CACHE,
        "server/discover": LIST_CACHE
      }
    })
    // Levels outlive the per-request instance: kept by session (logging.ts), never for a request without one.
    if (ctx.era === "legacy")
      server.setRequestHandler("logging/setLevel", ({ params }) => {
        if (request.session === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, NO_SESSION_MESSAGE)
        logLevels.set(request.session, params.level)
        return {}
      })
    server.setRequestHandler("tools/list", async () => {
      const clock = await run(Clock.currentTimeMillis)
      return toolList(Exit.isSuccess(clock) ? clock.value : Date.now(), request.toolsets)
    })
    server.setRequestHandler("tools/call", async ({ params }, h) => {
      if (forward?.names.has(params.name)) return forward.call(params.name, params.arguments)
      const tool = catalogue.find(params.name)
      const soFar = askedSoFar(tool, h.mcpReq.requestState(), h.mcpReq.inputResponses)
      const args =
        Object.keys(soFar.answers).length === 0 ? params.arguments : { ...params.arguments, ...soFar.answers }
      const progressToken = params._meta?.progressToken
      const reportProgress =
        progressToken === undefined
          ? undefined
          : progressNotifier((notification) => void h.mcpReq.notify(notification).catch(() => undefined), progressToken)
      const links =
        ctx.era === "modern" || acceptsResourceLinks(request.revision ?? server.getNegotiatedProtocolVersion())
      const call = async (args: Record<string, unknown> | undefined) => {
        const context = reportProgress === undefined ? request.context() : { ...request.context(), reportProgress }
        const exit = await run(
          toolCall({ name: params.name, arguments: args, ...(params._meta && { _meta: params._meta }) }, context, links)
        )
        if (Exit.isFailure(exit)) throw Cause.squash(exit.cause)
        return exit.value
      }
      let result = await call(args)
      // Confirmations the person said yes to (asked after the first answer): the call again with them written in.
      const confirmed = confirmedArguments(tool, args, result, soFar.yes)
      if (confirmed !== undefined) result = await call(confirmed)
      // Facts SPEC says must be asked are missing, or the answer needs a confirmation: a client that can ask gets
      // the questions (asking.ts). Each asked once: a declined, cancelled or refused answer leaves the call as any
      // other client sees it.
      const questions = canAsk(ctx.era, request, server, h)
        ? questionsFor(
            tool,
            confirmed ?? args,
            result,
            soFar.asked,
            languageHintOf(params._meta) ?? request.context().language
          )
        : []
      if (questions.length > 0)
        return inputRequired({
          inputRequests: Object.fromEntries(
            questions.map((question) => [
              question.field,
              inputRequired.elicit({ message: question.message, requestedSchema: question.requestedSchema as never })
            ])
          ),
          requestState: await askingState.mint(
            { ...soFar, asked: [...soFar.asked, ...questions.map((question) => question.field)] },
            h
          )
        })
      const level = levelOf(ctx.era, request, logLevels)
      for (const notice of wantedNotices(level, callNotices(catalogue, params.name, params.arguments, result)))
        await h.mcpReq.notify(loggingNotice(notice))
      return result
    })
    server.setRequestHandler("resources/list", () => resources.list)
    server.setRequestHandler("resources/templates/list", () => resources.templates)
    server.setRequestHandler("resources/read", ({ params }) => {
      const contents = resources.read(params.uri) ?? readToolGuide(catalogue, params.uri)
      if (contents === undefined)
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `There is no resource ${params.uri}; resources/list and resources/templates/list give the addresses.`,
          { uri: params.uri }
        )
      return contents
    })
    server.setRequestHandler("prompts/list", () => prompts.list)
    server.setRequestHandler("prompts/get", ({ params }) => prompts.get(params.name, params.arguments))
    server.setRequestHandler("completion/complete", ({ params }) => complete(prompts, params))
    return server
  }
}
