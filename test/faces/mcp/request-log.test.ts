import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { MAX_SIMULATIONS } from "../../../src/rules/retirement.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../support/server.ts"

// Over MCP a refused call (429, 401) is an HTTP 200 with isError: the request log line records the code
// of each call (issue 22). The server runs in this process; its log lines are read from stdout.
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS, {}, { requestLog: "on", limits: { ...UNLIMITED, anonymous: [3, 1e6, 1e6] } })
}, 60_000)
afterAll(async () => server?.close())

const HEADERS = { accept: "application/json, text/event-stream" }
const call = (id: number, name: string, args: unknown) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args }
})
const incomeTax = (id: number) =>
  call(id, "calculate_cyprus_income_tax", { salaryIncome: 30_000, employmentType: "private" })

/** The request log line of the request sent by `send`, found by its X-Request-Id. */
const logLineOf = async (send: (requestId: string) => Promise<unknown>) => {
  const lines: Array<string> = []
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  const requestId = crypto.randomUUID()
  try {
    await send(requestId)
    await new Promise((resolve) => setTimeout(resolve, 50))
  } finally {
    spy.mockRestore()
  }
  const line = lines
    .join("")
    .split("\n")
    .find((one) => one.includes(requestId))
  expect(line).toBeDefined()
  return JSON.parse(line!)
}

describe("the request log of /mcp", () => {
  it("records the code of each call of a batch, and logs a refusal as a warning", async () => {
    const guestId = crypto.randomUUID()
    const line = await logLineOf((requestId) =>
      postJson(`${server.url}/mcp`, [...[1, 2, 3, 4].map(incomeTax), call(5, "no_such_tool", {})], {
        ...HEADERS,
        "x-guest-id": guestId,
        "x-request-id": requestId
      })
    )
    expect(line).toMatchObject({
      level: "warn",
      path: "/mcp",
      status: 200,
      code: "rate_limited",
      codes: [null, null, null, "rate_limited", "invalid_params"]
    })
  })

  it("records the code and the tool of a single refused call, and of a key-only call without a key", async () => {
    const guestId = crypto.randomUUID()
    for (let i = 0; i < 3; i++) await postJson(`${server.url}/mcp`, incomeTax(i), { ...HEADERS, "x-guest-id": guestId })
    const limited = await logLineOf((requestId) =>
      postJson(`${server.url}/mcp`, incomeTax(9), { ...HEADERS, "x-guest-id": guestId, "x-request-id": requestId })
    )
    expect(limited).toMatchObject({
      level: "warn",
      status: 200,
      tool: "calculate_cyprus_income_tax",
      code: "rate_limited"
    })
    expect(limited.codes).toBeUndefined()
    const unauthorized = await logLineOf((requestId) =>
      postJson(`${server.url}/mcp`, call(1, "list_saved_calculations", {}), { ...HEADERS, "x-request-id": requestId })
    )
    // MCP authorization: HTTP 401 with the challenge (src/faces/mcp/http.ts), the code in the log line.
    expect(unauthorized).toMatchObject({ status: 401, tool: "list_saved_calculations", code: "unauthorized" })
  })

  it("writes the line of a streamed answer (progress) when its calls have answered, with their codes", async () => {
    const stressTest = {
      currentAge: 45,
      retirementAge: 65,
      endAge: 100,
      currentSavings: 80_000,
      monthlyContribution: 600,
      monthlyDrawdown: 2_200,
      statePension: 900,
      simulations: MAX_SIMULATIONS,
      seed: 20_260_101
    }
    const withProgress = {
      ...call(1, "run_retirement_stress_test", stressTest),
      params: { name: "run_retirement_stress_test", arguments: stressTest, _meta: { progressToken: "p-1" } }
    }
    let contentType: string | null = null
    const line = await logLineOf(async (requestId) => {
      const answer = await fetch(`${server.url}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...HEADERS,
          "x-guest-id": crypto.randomUUID(),
          "x-request-id": requestId
        },
        body: JSON.stringify([withProgress, call(2, "no_such_tool", {})])
      })
      contentType = answer.headers.get("content-type")
      await answer.text()
    })
    expect(contentType).toBe("text/event-stream")
    expect(line).toMatchObject({ level: "info", status: 200, code: "invalid_params", codes: [null, "invalid_params"] })
  }, 60_000)

  it("records no code for a call that answered", async () => {
    const line = await logLineOf((requestId) =>
      postJson(`${server.url}/mcp`, incomeTax(1), {
        ...HEADERS,
        "x-guest-id": crypto.randomUUID(),
        "x-request-id": requestId
      })
    )
    expect(line).toMatchObject({ level: "info", status: 200, tool: "calculate_cyprus_income_tax" })
    expect(line.code).toBeUndefined()
  })
})
