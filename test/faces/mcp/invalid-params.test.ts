import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// A client's malformed request is the client's mistake: -32602 (Invalid params) or another client error,
// never -32603 (Internal error) nor an HTTP 500 (issue 22).
let server: RunningServer
beforeAll(async () => { server = await startServer(TOOLS) }, 60_000)
afterAll(async () => server?.close())

const HEADERS = { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" }
const rpc = (body: unknown) => postJson(`${server.url}/mcp`, body, HEADERS)
const request = (method: string, params: unknown, id: number | string = 1) => ({ jsonrpc: "2.0", id, method, params })
const INCOME_TAX = "calculate_cyprus_income_tax"

describe("malformed params answer -32602 with the request's id", () => {
  const cases: Record<string, unknown> = {
    "tools/call, params: 5": request("tools/call", 5),
    "tools/call, params: a string": request("tools/call", "calculate"),
    "tools/call, params: an array": request("tools/call", [INCOME_TAX]),
    "tools/call, params: null": request("tools/call", null),
    "tools/call without params": { jsonrpc: "2.0", id: 1, method: "tools/call" },
    "tools/call, arguments: 5": request("tools/call", { name: INCOME_TAX, arguments: 5 }),
    "tools/call, arguments: an array": request("tools/call", { name: INCOME_TAX, arguments: [30_000] }),
    "tools/call, arguments: null": request("tools/call", { name: INCOME_TAX, arguments: null }),
    "tools/call, name: a number": request("tools/call", { name: 5 }),
    "resources/read without a uri": request("resources/read", {}),
    "prompts/get, arguments with a number": request("prompts/get", { name: "net_salary", arguments: { salaryIncome: 30_000 } }),
    "completion/complete without ref": request("completion/complete", { argument: { name: "a", value: "b" } }),
    "logging/setLevel, an unknown level": request("logging/setLevel", { level: "loud" }),
    "initialize, params: 5": request("initialize", 5)
  }
  it.each(Object.keys(cases))("%s", async (name) => {
    const answer = await rpc(cases[name])
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32602, message: expect.stringMatching(/^Invalid params for /) } })
  })

  it("answers a batch message by message: the malformed one -32602, the others as they would alone", async () => {
    const good = request("tools/call", { name: INCOME_TAX, arguments: { salaryIncome: 30_000, employmentType: "private" } }, "a")
    const answer = await rpc([request("tools/call", 5, "b"), good, { jsonrpc: "2.0", id: "c", method: "ping" }])
    expect(answer.status).toBe(200)
    expect(answer.json.map((message: { id: string }) => message.id)).toEqual(["b", "a", "c"])
    expect(answer.json[0].error.code).toBe(-32602)
    expect(answer.json[1].result.structuredContent.income.total).toBe(30_000)
    expect(answer.json[2].result).toEqual({})
  })
})

/** Values a client might put anywhere: numbers, strings, null, arrays, objects, nested a little. */
const anyJson = fc.jsonValue({ maxDepth: 3 })
const METHODS = ["tools/call", "tools/list", "resources/read", "resources/list", "resources/templates/list", "prompts/get", "prompts/list", "completion/complete", "logging/setLevel", "initialize", "ping", "no/such"]
const adversarialMessage = fc.oneof(
  fc.record({ jsonrpc: fc.constant("2.0"), id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), method: fc.constantFrom(...METHODS), params: anyJson }),
  fc.record({
    jsonrpc: fc.constant("2.0"), id: fc.integer({ min: 0, max: 1000 }), method: fc.constant("tools/call"),
    params: fc.record({ name: fc.oneof(fc.constantFrom(INCOME_TAX, "simulate_mortgage", "save_calculation", "nope"), anyJson), arguments: anyJson, _meta: fc.oneof(anyJson, fc.constant(undefined)) }, { requiredKeys: ["name"] })
  }),
  fc.record({ jsonrpc: fc.constant("2.0"), id: fc.integer(), method: fc.constantFrom("prompts/get", "completion/complete", "resources/read"), params: fc.dictionary(fc.constantFrom("name", "uri", "ref", "argument", "arguments", "context"), anyJson) }),
  anyJson
)

describe("adversarial generated requests", () => {
  it("never get an HTTP 500 nor a JSON-RPC -32603", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(adversarialMessage, fc.array(adversarialMessage, { minLength: 1, maxLength: 5 })), async (body) => {
        const answer = await rpc(body)
        expect(answer.status).toBeLessThan(500)
        if (answer.text === "") return
        const messages = Array.isArray(answer.json) ? answer.json : [answer.json]
        for (const message of messages) expect(message?.error?.code).not.toBe(-32603)
      }),
      { numRuns: 300 }
    )
  }, 120_000)
})
