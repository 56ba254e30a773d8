import { Context, Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CallContext } from "../../../src/calls/pipeline.ts"
import { Catalogue, makeCatalogue } from "../../../src/core/catalogue.ts"
import { makeMcpHttpEndpoint } from "../../../src/faces/mcp/http.ts"
import { memoryServices } from "../../../src/services/memory.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { echoTool } from "../../fixtures/echo-tool.ts"

// Plain 2025 tools/call requests are answered without the SDK (fast-path.ts); every other request by the SDK with
// the adapter (http.ts, adapter.ts). Both must give the same answer.
const incomeTax = TOOLS.find((tool) => tool.name === "calculate_cyprus_income_tax")!
const catalogue = makeCatalogue([incomeTax, echoTool("echo"), echoTool("old_echo")], {
  old_echo: { status: "deprecated", deprecatedAt: "2026-09-01", sunset: "2099-12-01", replacement: "echo" }
})
const URL = "http://127.0.0.1/mcp"
const HEADERS = {
  accept: "application/json, text/event-stream",
  "content-type": "application/json",
  "mcp-protocol-version": "2025-06-18"
}
const contextOf = (requestId: string): CallContext => ({
  requestId,
  guestId: `guest-${requestId}`,
  clientVersion: undefined,
  apiKey: undefined,
  clientIp: "127.0.0.1",
  baseUrl: "http://127.0.0.1"
})

let endpoint: ReturnType<typeof makeMcpHttpEndpoint>
let runFast: <A>(effect: Effect.Effect<A, never, never>) => Promise<A>
let dispose: () => Promise<void>
beforeAll(async () => {
  const scope = Effect.runSync(Scope.make())
  const services = Context.add(
    await Effect.runPromise(Layer.buildWithScope(memoryServices, scope)),
    Catalogue,
    catalogue
  )
  runFast = (effect) => Effect.runPromiseWith(services)(effect)
  endpoint = makeMcpHttpEndpoint(catalogue, {
    siteUrl: "https://site.example",
    run: Effect.runPromiseExitWith(services)
  })
  dispose = () => Effect.runPromise(Scope.close(scope, Exit.void))
})
afterAll(async () => dispose?.())

const viaSdk = (body: unknown, headers: Record<string, string> = HEADERS, context = contextOf("r-1")) =>
  endpoint.answer(URL, headers, body, context, undefined)
const fast = (body: unknown, headers: Record<string, string> = HEADERS, context = contextOf("r-1")) => {
  const answer = endpoint.fastAnswer(headers, body, context)
  return answer === undefined ? undefined : runFast(answer as Effect.Effect<Awaited<ReturnType<typeof viaSdk>>>)
}
const call = (id: number | string, name: string, args: unknown) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args }
})
const example = (catalogue.find("calculate_cyprus_income_tax")!.inputJsonSchema.examples as Array<unknown>)[0]

const TOOLS_LIST = { jsonrpc: "2.0", id: 8, method: "tools/list" }
const PING = { jsonrpc: "2.0", id: 9, method: "ping" }
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }
}

const plain: Record<string, unknown> = {
  "a tools/call": call(1, "calculate_cyprus_income_tax", example),
  "a tools/call with a string id": call("a-1", "calculate_cyprus_income_tax", example),
  "a tools/call with _meta": {
    ...call(11, "echo", { amount: 1 }),
    params: { name: "echo", arguments: { amount: 1 }, _meta: { "example/key": 7 } }
  },
  "a validation error (isError result)": call(2, "calculate_cyprus_income_tax", {
    salaryIncome: "thirty thousand",
    surprise: true
  }),
  "a domain failure": call(3, "echo", { amount: 13 }),
  "a defect": call(4, "echo", { amount: 666 }),
  "an unknown tool (-32602)": call(5, "no_such_tool", {}),
  "a deprecated tool (notice in text and _meta)": call(6, "old_echo", { amount: 2 }),
  "a batch of one": [call(1, "echo", { amount: 1 })],
  "a batch": [
    call(1, "echo", { amount: 1 }),
    call(2, "no_such_tool", {}),
    call("x", "echo", { amount: 13 }),
    call(4, "calculate_cyprus_income_tax", example)
  ]
}

const toSdk: Record<string, { body: unknown; headers?: Record<string, string> }> = {
  "a notification (202)": { body: { jsonrpc: "2.0", method: "notifications/initialized" } },
  "a request and a notification": {
    body: [call(1, "echo", { amount: 1 }), { jsonrpc: "2.0", method: "notifications/initialized" }]
  },
  "an empty batch": { body: [] },
  "a tools/call asking for progress": {
    body: {
      ...call(11, "echo", { amount: 1 }),
      params: { name: "echo", arguments: { amount: 1 }, _meta: { progressToken: 7 } }
    }
  },
  "a 2026-07-28 tools/call": {
    body: call(1, "echo", { amount: 1 }),
    headers: { ...HEADERS, "mcp-protocol-version": "2026-07-28" }
  },
  "a response": { body: { jsonrpc: "2.0", id: 1, result: {} } },
  "not a JSON-RPC message": { body: { hello: "world" } },
  "two requests with one id": { body: [call(1, "echo", { amount: 1 }), call(1, "echo", { amount: 2 })] },
  "tools/list": { body: TOOLS_LIST },
  ping: { body: PING },
  initialize: { body: INITIALIZE },
  "initialize with an unsupported MCP-Protocol-Version header": {
    body: INITIALIZE,
    headers: { ...HEADERS, "mcp-protocol-version": "1999-01-01" }
  },
  "an unknown method (-32601)": { body: { jsonrpc: "2.0", id: 10, method: "resources/list" } },
  "a tools/call and a tools/list": { body: [call(1, "echo", { amount: 1 }), TOOLS_LIST] },
  "a tools/call with an unknown top-level member": { body: { ...call(7, "echo", { amount: 1 }), extra: true } },
  "a tools/call asking for a task": {
    body: { ...call(7, "echo", { amount: 1 }), params: { name: "echo", arguments: { amount: 1 }, task: { ttl: 1000 } } }
  },
  "a tools/call without an id (a notification)": {
    body: { jsonrpc: "2.0", method: "tools/call", params: { name: "echo", arguments: { amount: 1 } } }
  },
  "an initialize in a batch": { body: [INITIALIZE, PING] },
  "Accept without text/event-stream (406)": {
    body: call(1, "echo", { amount: 1 }),
    headers: { ...HEADERS, accept: "application/json" }
  },
  "no Accept (406)": { body: call(1, "echo", { amount: 1 }), headers: { "content-type": "application/json" } },
  "Content-Type text/plain (415)": {
    body: call(1, "echo", { amount: 1 }),
    headers: { ...HEADERS, "content-type": "text/plain" }
  },
  "an unsupported MCP-Protocol-Version (400)": {
    body: call(1, "echo", { amount: 1 }),
    headers: { ...HEADERS, "mcp-protocol-version": "1999-01-01" }
  }
}

describe("MCP over HTTP: plain tools/call requests answered without the SDK", () => {
  it.each(Object.keys(plain))("%s: the same answer as the SDK's", async (name) => {
    const body = plain[name]
    const expected = await viaSdk(body)
    expect(expected.status).toBe(200)
    const answered = await fast(body)
    // The same JSON; the SDK writes the keys of a resource_link in its schema's order.
    expect({ ...answered, body: JSON.parse(answered!.body) }).toEqual({ ...expected, body: JSON.parse(expected.body) })
    expect(answered?.calls.length).toBe(Array.isArray(body) ? body.length : 1)
    if (name === "a tools/call")
      expect(JSON.parse(expected.body).result).toMatchObject({
        // the text, then the rule resources its figures cite (resource-links.ts)
        content: expect.arrayContaining([
          { type: "text", text: expect.any(String) },
          expect.objectContaining({ type: "resource_link", uri: "poliergaleio://rules/income-tax/2026" }),
          expect.objectContaining({ type: "resource_link", uri: "poliergaleio://rules/gesy/2026" })
        ]),
        structuredContent: { income: { total: expect.any(Number) } }
      })
  })

  it("answers concurrent requests with the same id each with its own context, on both paths", async () => {
    const requestIds = Array.from({ length: 40 }, (_, i) => `req-${i}`)
    const answers = await Promise.all(
      requestIds.map((requestId, i) =>
        i % 2 === 0
          ? fast(call(1, "echo", { amount: 13 }), HEADERS, contextOf(requestId))
          : viaSdk(call(1, "echo", { amount: 13 }), HEADERS, contextOf(requestId))
      )
    )
    answers.forEach((answer, i) => {
      const message = JSON.parse(answer!.body)
      expect(message.id).toBe(1)
      expect(JSON.parse(message.result.content[0].text)).toMatchObject({
        requestId: requestIds[i],
        guestId: `guest-${requestIds[i]}`
      })
    })
  })
})

describe("MCP over HTTP: every other request through the SDK", () => {
  it.each(Object.keys(toSdk))("%s: a client error or an answer, never a 5xx", async (name) => {
    const { body, headers = HEADERS } = toSdk[name]!
    expect(endpoint.fastAnswer(headers, body, contextOf("r-1"))).toBeUndefined()
    const answered = await viaSdk(body, headers)
    expect(answered.status).toBeLessThan(500)
    if (answered.body !== "") expect(() => JSON.parse(answered.body)).not.toThrow()
  })
})

describe("MCP over HTTP: params a method's schema refuses", () => {
  it.each([
    ["a tools/call without a name", { jsonrpc: "2.0", id: 7, method: "tools/call", params: { arguments: {} } }],
    ["a tools/call with arguments that are not an object", call(7, "echo", [1, 2])]
  ])("%s: -32602 with the request's id", async (_name, body) => {
    expect(endpoint.fastAnswer(HEADERS, body, contextOf("r-1"))).toBeUndefined()
    const answered = await viaSdk(body)
    expect(JSON.parse(answered.body)).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32602 } })
    expect(answered.calls).toEqual([
      { tool: (body as { params: { name?: string } }).params.name ?? "(none)", code: "invalid_params" }
    ])
  })
})
