// The local MCP server over stdio (`node bin/poliergaleio-mcp.js` from a checkout): the same catalogue, served by the
// same MCP adapter (adapter.ts) over the same call pipeline, for an assistant on the user's machine, on every revision
// (2025-era clients initialize; 2026-07-28 clients send server/discover).
//   POLIERGALEIO_URL      the service's base URL: links in hints, and where the key-only tools go
//   POLIERGALEIO_API_KEY  the user's API key; with POLIERGALEIO_URL, the six key-only tools are listed
//                         and forwarded; without both, they are left out of tools/list
// stdout carries MCP messages only; the one warning goes to stderr.
import { createInterface } from "node:readline"
import { PassThrough } from "node:stream"
import { type CallToolResult, isSpecType, type JSONRPCMessage, ProtocolErrorCode } from "@modelcontextprotocol/server"
import { serveStdio, StdioServerTransport } from "@modelcontextprotocol/server/stdio"
import { Context, Effect, Layer } from "effect"
import { Catalogue } from "../../core/catalogue.ts"
import type { CallContext } from "../../calls/pipeline.ts"
import { API_VERSION } from "../../core/version.ts"
import { memoryServices } from "../../services/memory.ts"
import { toolCatalogue, TOOLS } from "../../tools/catalogue.ts"
import { mcpServerFactory } from "./adapter.ts"
import { invalidParamsAnswer } from "./invalid-params.ts"
import { makeLogLevels, STDIO_SESSION } from "./logging.ts"

/** Links in hints point here when POLIERGALEIO_URL is unset: the address `npm start` serves by default. */
const DEFAULT_BASE_URL = "http://127.0.0.1:8787"
const FORWARD_TIMEOUT_MS = 30_000

/** The service the key-only tools are forwarded to. */
interface RemoteService {
  readonly url: string
  readonly apiKey: string
}

const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * Calls a key-only tool on the service (`POST {url}/tools/<name>`, the key in x-api-key only, never in
 * a URL or a log) and answers as the service did: its structuredContent and content, or its error body
 * as the text of an isError result, as the adapter answers a local failure.
 */
const forwardToolCall = async (remote: RemoteService, name: string, args: unknown): Promise<CallToolResult> => {
  const requestId = crypto.randomUUID()
  try {
    const response = await fetch(`${remote.url}/tools/${encodeURIComponent(name)}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": remote.apiKey,
        "x-client-version": API_VERSION,
        "x-request-id": requestId
      },
      body: JSON.stringify(args ?? {}),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS)
    })
    const body = (await response.json()) as Record<string, unknown>
    if (!response.ok) return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }] }
    return {
      structuredContent: body.structuredContent as Record<string, unknown>,
      content: body.content as CallToolResult["content"]
    }
  } catch {
    const body = {
      error: `The service at ${remote.url} did not answer ${name}.`,
      code: "service_unreachable",
      hint: "Check POLIERGALEIO_URL and the network connection, then try again; the calculators keep working offline.",
      requestId,
      guestId: null,
      apiVersion: API_VERSION
    }
    return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }] }
  }
}

/**
 * The messages of stdin, one JSON-RPC message a line, handed to the SDK's transport. Read here rather
 * than by the transport because a request whose params its method's schema refuses must answer -32602
 * (Invalid params), as over HTTP (http.ts), and a line that is not JSON -32700: the SDK's reader drops
 * both with no answer (params that are not an object fail its message schema), or answers -32603.
 */
const readMessages = (input: NodeJS.ReadableStream, transport: StdioServerTransport) => {
  const lines = createInterface({ input, crlfDelay: Infinity })
  const refuse = (id: unknown, code: number, message: string) =>
    void transport.send({
      jsonrpc: "2.0",
      id: typeof id === "string" || Number.isSafeInteger(id) ? id : null,
      error: { code, message }
    } as JSONRPCMessage)
  lines.on("line", (line) => {
    if (line.trim() === "") return
    let message: unknown
    try {
      message = JSON.parse(line)
    } catch {
      return refuse(null, ProtocolErrorCode.ParseError, "Parse error: a line that is not JSON.")
    }
    const refused = invalidParamsAnswer(message)
    if (refused !== undefined) return void transport.send(refused)
    if (!isSpecType.JSONRPCMessage(message)) {
      const id = (message as { id?: unknown } | null)?.id
      return refuse(id, ProtocolErrorCode.InvalidRequest, "Invalid request: not a JSON-RPC 2.0 message.")
    }
    transport.onmessage?.(message)
  })
  lines.on("close", () => void transport.close())
}

/** Starts the MCP server on this process's stdin and stdout. */
export const startStdioServer = async (env: Readonly<Record<string, string | undefined>> = process.env) => {
  const url = setting(env.POLIERGALEIO_URL)?.replace(/\/+$/, "")
  const apiKey = setting(env.POLIERGALEIO_API_KEY)
  const remote = url !== undefined && apiKey !== undefined ? { url, apiKey } : undefined
  if (apiKey !== undefined && url === undefined) {
    console.error(
      "poliergaleio-mcp: POLIERGALEIO_API_KEY is set but POLIERGALEIO_URL is not; the saved-calculation tools are left out."
    )
  }

  const keyOnly = new Set(TOOLS.filter((tool) => tool.access === "key").map((tool) => tool.name))
  const catalogue = toolCatalogue(remote ? "all" : "calculators")
  // Quotas do not apply locally (the calculators run on the user's own machine; forwarded calls count on
  // the service), and no accounts or saves are kept: local calls carry no key, and the key-only tools
  // never run locally (left out, or forwarded by the MCP adapter).
  const services = Context.add(
    await Effect.runPromise(Effect.scoped(Layer.build(memoryServices))),
    Catalogue,
    catalogue
  )
  const baseUrl = url ?? DEFAULT_BASE_URL
  const contextFor = (): CallContext => ({
    requestId: crypto.randomUUID(),
    guestId: null,
    clientVersion: undefined,
    apiKey: undefined,
    clientIp: "stdio",
    baseUrl
  })
  const factory = mcpServerFactory(catalogue, {
    siteUrl: baseUrl,
    run: Effect.runPromiseExitWith(services),
    logLevels: makeLogLevels(1),
    requestOf: () => ({
      context: contextFor,
      toolsets: undefined,
      session: STDIO_SESSION,
      revision: undefined,
      canRequest: true
    }),
    ...(remote
      ? { forward: { names: keyOnly, call: (name: string, args: unknown) => forwardToolCall(remote, name, args) } }
      : {})
  })
  // The transport writes to stdout; its own reader gets an input that never speaks (readMessages reads stdin).
  const transport = new StdioServerTransport(new PassThrough(), process.stdout)
  const served = serveStdio(factory, { transport })
  readMessages(process.stdin, transport)
  return served
}

if (import.meta.main) await startStdioServer()
