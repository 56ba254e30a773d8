import {
  type CallToolResult,
  type CompleteResult,
  createMcpHandler,
  type GetPromptResult,
  inputRequired,
  isLegacyRequest,
  type ListPromptsResult,
  type ListResourcesResult,
  type ListResourceTemplatesResult,
  type ListToolsResult,
  ProtocolError,
  type ReadResourceResult,
  Server
} from "@modelcontextprotocol/server"
import { Clock, type Effect, Exit } from "effect"
import type { CallContext, CallServices } from "../../calls/pipeline.ts"
import type { CatalogueService } from "../../core/catalogue.ts"
import type { Toolset } from "../../core/tool.ts"
import { answeredArguments, questionFor } from "./asking.ts"
import { complete } from "./completion.ts"
import { readToolGuide } from "./listing.ts"
import { mcpPrompts } from "./prompts.ts"
import { mcpResources } from "./resources.ts"
import { INSTRUCTIONS, makeToolCall, serverInfoOf, toolListOf } from "./server.ts"

/**
 * MCP revision 2026-07-28 (stateless core: no initialize, each request carries its version and capabilities in
 * `_meta`, `server/discover`, `Mcp-Method` / `Mcp-Name` headers, cache hints on lists), served by the SDK v2's
 * `createMcpHandler`. Only requests that carry the 2026 envelope come here (`mayBeModern`, then the SDK's own
 * `isLegacyRequest`); 2025-era clients keep the path of http.ts. Both answer from the same pieces: the listing
 * (listing.ts), the call pipeline through makeToolCall, the resources, prompts and completion.
 */

/** The lists do not change while the service runs; a client or a shared cache may keep them five minutes. */
const LIST_CACHE = { ttlMs: 300_000, cacheScope: "public" as const }

interface ModernRequest {
  readonly context: CallContext
  readonly toolsets: ReadonlyArray<Toolset> | undefined
}

interface ModernEnvironment {
  readonly siteUrl: string
  readonly run: <A, E>(effect: Effect.Effect<A, E, CallServices>) => Promise<Exit.Exit<A, E>>
}

/**
 * The pieces are built with the v1 SDK's types (server.ts, listing.ts, resources.ts, prompts.ts); the same
 * JSON, typed as the v2 SDK types it. `object` to the v2 type: a narrowing TypeScript allows without `unknown`.
 */
const sameWire = <T>(value: object): T => value as T

/** A thrown error of the v1 face (McpError: code and message) as the v2 SDK answers it. */
const asProtocolError = (error: unknown): never => {
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
  // The v1 McpError's message starts with "MCP error <code>: ", which the v2 SDK would repeat.
  if (typeof code === "number")
    throw new ProtocolError(code, String(message ?? "Error").replace(/^MCP error -?\d+: /, ""), data)
  throw error
}

/** Whether the request's envelope declares the elicitation capability (the client can ask its user). */
const canAsk = (envelope: object | undefined) => {
  const capabilities = sameWire<Record<string, { elicitation?: unknown } | undefined>>(envelope ?? {})[
    "io.modelcontextprotocol/clientCapabilities"
  ]
  return capabilities?.elicitation !== undefined
}

const buildServer = (catalogue: CatalogueService, environment: ModernEnvironment, request: ModernRequest) => {
  const server = new Server(serverInfoOf(environment.siteUrl), {
    capabilities: { tools: { listChanged: false }, resources: {}, prompts: {}, completions: {} },
    instructions: INSTRUCTIONS,
    cacheHints: {
      "tools/list": LIST_CACHE,
      "prompts/list": LIST_CACHE,
      "resources/list": LIST_CACHE,
      "resources/templates/list": LIST_CACHE,
      "resources/read": LIST_CACHE,
      "server/discover": LIST_CACHE
    }
  })
  const toolList = toolListOf(catalogue, environment.siteUrl)
  const toolCall = makeToolCall(catalogue, environment.siteUrl)
  const resources = mcpResources(environment.siteUrl)
  const prompts = mcpPrompts(catalogue, environment.siteUrl)

  server.setRequestHandler("tools/list", async () => {
    const clock = await environment.run(Clock.currentTimeMillis)
    return sameWire<ListToolsResult>(toolList(Exit.isSuccess(clock) ? clock.value : Date.now(), request.toolsets))
  })
  server.setRequestHandler("tools/call", async ({ params }, ctx) => {
    const tool = catalogue.find(params.name)
    const asks = tool?.definition.listing.asks
    const answered = answeredArguments(ctx.mcpReq.inputResponses, asks)
    const args =
      Object.keys(answered).length === 0 ? params : { ...params, arguments: { ...params.arguments, ...answered } }
    const exit = await environment.run(toolCall(args, request.context, true))
    if (Exit.isSuccess(exit)) {
      // A fact SPEC says must be asked is missing: a client that can ask gets the question (asking.ts).
      const question = !canAsk(ctx.mcpReq.envelope) ? undefined : questionFor(tool, sameWire(exit.value))
      // Asked once: a declined, cancelled or refused answer leaves the call refused as any other client sees it.
      if (question !== undefined && ctx.mcpReq.inputResponses?.[question.field] === undefined)
        return inputRequired({
          inputRequests: {
            [question.field]: inputRequired.elicit({
              message: question.message,
              requestedSchema: sameWire(question.requestedSchema)
            })
          }
        })
      return sameWire<CallToolResult>(exit.value)
    }
    return asProtocolError(exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error ?? exit.cause)
  })
  server.setRequestHandler("resources/list", () => sameWire<ListResourcesResult>(resources.list))
  server.setRequestHandler("resources/templates/list", () => sameWire<ListResourceTemplatesResult>(resources.templates))
  server.setRequestHandler("resources/read", ({ params }) => {
    const contents = resources.read(params.uri) ?? readToolGuide(catalogue, params.uri)
    if (contents === undefined)
      throw new ProtocolError(
        -32602,
        `There is no resource ${params.uri}; resources/list and resources/templates/list give the addresses.`,
        {
          uri: params.uri
        }
      )
    return sameWire<ReadResourceResult>(contents)
  })
  server.setRequestHandler("prompts/list", () => sameWire<ListPromptsResult>(prompts.list))
  server.setRequestHandler("prompts/get", ({ params }) => {
    try {
      return sameWire<GetPromptResult>(prompts.get(params.name, params.arguments))
    } catch (error) {
      return asProtocolError(error)
    }
  })
  server.setRequestHandler("completion/complete", ({ params }) =>
    sameWire<CompleteResult>(complete(prompts, sameWire(params)))
  )
  return server
}

/** The 2026-07-28 endpoint: `answer` serves one modern request with the call's context. */
export const makeModernEndpoint = (catalogue: CatalogueService, environment: ModernEnvironment) => {
  const requests = new WeakMap<Request, ModernRequest>()
  const handler = createMcpHandler(
    (ctx) => {
      const request = ctx.requestInfo === undefined ? undefined : requests.get(ctx.requestInfo)
      if (request === undefined) throw new Error("a 2026-07-28 request reached the SDK without its call context")
      return buildServer(catalogue, environment, request)
    },
    { legacy: "reject" }
  )
  return {
    /** Whether the SDK serves this request as 2026-07-28 (false: the 2025 path of http.ts). */
    isModern: async (request: Request, body: unknown) => !(await isLegacyRequest(request, body)),
    answer: (request: Request, body: unknown, modern: ModernRequest): Promise<Response> => {
      requests.set(request, modern)
      return handler.fetch(request, { parsedBody: body })
    }
  }
}
