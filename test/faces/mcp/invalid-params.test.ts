import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// A client's malformed request is the client's mistake: -32602 (Invalid params) or another client error,
// never -32603 (Internal error) nor an HTTP 500 (issue 22).
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS)
}, 60_000)
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
    "prompts/get, arguments with a number": request("prompts/get", {
      name: "net_salary",
      arguments: { salaryIncome: 30_000 }
    }),
    "completion/complete without ref": request("completion/complete", { argument: { name: "a", value: "b" } }),
    "logging/setLevel, an unknown level": request("logging/setLevel", { level: "loud" }),
    "initialize, params: 5": request("initialize", 5)
  }
  it.each(Object.keys(cases))("%s", async (name) => {
    const answer = await rpc(cases[name])
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32602, message: expect.stringMatching(/^Invalid params for /) }
    })
  })

  it("answers a batch message by message: the malformed one -32602, the others as they would alone", async () => {
    const good = request(
      "tools/call",
      { name: INCOME_TAX, arguments: { salaryIncome: 30_000, employmentType: "private" } },
      "a"
    )
    const answer = await rpc([request("tools/call", 5, "b"), good, { jsonrpc: "2.0", id: "c", method: "ping" }])
    expect(answer.status).toBe(200)
    expect(answer.json.map((message: { id: string }) => message.id)).toEqual(["b", "a", "c"])
    expect(answer.json[0].error.code).toBe(-32602)
    expect(answer.json[1].result.structuredContent.income.total).toBe(30_000)
    expect(answer.json[2].result).toEqual({})
  })

  it("in a batch, a call that asks for progress is answered too (in the JSON answer, without progress)", async () => {
    const stressTest = {
      currentAge: 45,
      retirementAge: 65,
      endAge: 100,
      currentSavings: 80_000,
      monthlyContribution: 600,
      monthlyDrawdown: 2_200,
      statePension: 900,
      simulations: 10_000,
      seed: 1
    }
    const withProgress = request(
      "tools/call",
      { name: "run_retirement_stress_test", arguments: stressTest, _meta: { progressToken: "p" } },
      "a"
    )
    const answer = await rpc([withProgress, request("tools/call", { name: 5 }, "b")])
    expect(answer.status).toBe(200)
    expect(answer.json.map((message: { id: string }) => message.id)).toEqual(["a", "b"])
    expect(answer.json[0].result.isError).toBeUndefined()
    expect(answer.json[1].error.code).toBe(-32602)
  }, 60_000)
})

/** Values a client might put anywhere: numbers, strings, null, arrays, objects, nested a little. */
const anyJson = fc.jsonValue({ maxDepth: 3 })
const METHODS = [
  "tools/call",
  "tools/list",
  "resources/read",
  "resources/list",
  "resources/templates/list",
  "prompts/get",
  "prompts/list",
  "completion/complete",
  "logging/setLevel",
  "initialize",
  "ping",
  "no/such"
]
const adversarialMessage = fc.oneof(
  fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
    method: fc.constantFrom(...METHODS),
    params: anyJson
  }),
  fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.integer({ min: 0, max: 1000 }),
    method: fc.constant("tools/call"),
    params: fc.record(
      {
        name: fc.oneof(fc.constantFrom(INCOME_TAX, "simulate_mortgage", "save_calculation", "nope"), anyJson),
        arguments: anyJson,
        _meta: fc.oneof(anyJson, fc.constant(undefined))
      },
      { requiredKeys: ["name"] }
    )
  }),
  fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.integer(),
    method: fc.constantFrom("prompts/get", "completion/complete", "resources/read"),
    params: fc.dictionary(fc.constantFrom("name", "uri", "ref", "argument", "arguments", "context"), anyJson)
  }),
  anyJson
)

/**
 * Well-formed JSON-RPC requests (params an object or absent, JSON-RPC 2.0 section 4.2; _meta an object, as
 * MCP requires: the SDK refuses a whole batch with 400 otherwise) with distinct ids:
 * each must be answered exactly once, whatever the params hold.
 */
const objectParams = fc.oneof(
  fc.constant(undefined),
  fc.dictionary(fc.constantFrom("name", "uri", "level", "arguments", "x"), anyJson, { maxKeys: 4 })
)
const BATCHABLE_METHODS = METHODS.filter((method) => method !== "initialize")
const requestBatch = fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 5 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc.oneof(
        fc.record({
          jsonrpc: fc.constant("2.0"),
          id: fc.constant(id),
          method: fc.constantFrom(...BATCHABLE_METHODS),
          params: objectParams
        }),
        fc.record({
          jsonrpc: fc.constant("2.0"),
          id: fc.constant(id),
          method: fc.constant("tools/call"),
          params: fc.record(
            {
              name: fc.constantFrom(INCOME_TAX, "nope"),
              arguments: fc.oneof(anyJson, fc.constant({ salaryIncome: 30_000, employmentType: "private" })),
              _meta: fc.oneof(fc.constant({ progressToken: `p-${id}` }), fc.constant({}), fc.constant(undefined))
            },
            { requiredKeys: ["name"] }
          )
        })
      )
    )
  )
)

describe("adversarial generated requests", () => {
  it("every request of a batch of well-formed requests gets exactly one answer, with its id", async () => {
    await fc.assert(
      fc.asyncProperty(requestBatch, async (batch) => {
        const answer = await rpc(batch)
        // The one deliberate refusal of a whole batch of such requests (src/faces/mcp/limits.ts).
        if (batch.filter((one) => one.method === "tools/list").length > 1) {
          expect(answer.status).toBe(400)
          expect(answer.json.error.code).toBe(-32600)
          return
        }
        expect(answer.status).toBeLessThan(500)
        const text =
          answer.headers.get("content-type") === "text/event-stream"
            ? answer.text
                .split("\n\n")
                .filter((event) => event !== "")
                .map((event) => event.replace(/^event: message\ndata: /, ""))
            : undefined
        const messages: Array<{ id?: unknown; method?: string }> =
          text !== undefined
            ? text.map((one) => JSON.parse(one))
            : Array.isArray(answer.json)
              ? answer.json
              : [answer.json]
        const answered = messages.filter((message) => message.method === undefined).map((message) => message.id)
        expect(answered.sort()).toEqual(batch.map((one) => one.id).sort())
      }),
      { numRuns: 150 }
    )
  }, 120_000)

  it("never get an HTTP 500 nor a JSON-RPC -32603", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(adversarialMessage, fc.array(adversarialMessage, { minLength: 1, maxLength: 5 })),
        async (body) => {
          const answer = await rpc(body)
          expect(answer.status).toBeLessThan(500)
          if (answer.text === "") return
          const messages = Array.isArray(answer.json) ? answer.json : [answer.json]
          for (const message of messages) expect(message?.error?.code).not.toBe(-32603)
        }
      ),
      { numRuns: 300 }
    )
  }, 120_000)
})
