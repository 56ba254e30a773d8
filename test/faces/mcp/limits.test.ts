import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_MCP_BATCH } from "../../../src/faces/mcp/limits.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../support/server.ts"

// MCP is metered like REST (issue 18, "Build" 3): each tools/call of a batch counts, a batch is bounded,
// and tools/list is one prebuilt answer.
let server: RunningServer
// Three anonymous calls a minute for this guest id: the fourth call of a batch is refused.
beforeAll(async () => {
  server = await startServer(TOOLS, {}, { limits: { ...UNLIMITED, anonymous: [3, 1e6, 1e6] } })
}, 60_000)
afterAll(async () => server?.close())

const rpc = async (body: unknown, guestId = crypto.randomUUID()) => {
  const response = await fetch(`${server.url}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "x-guest-id": guestId
    },
    body: JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined }
}
const toolsList = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" })
const incomeTaxCall = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 30_000, employmentType: "private" } }
})

describe("JSON-RPC batches on /mcp", () => {
  it(`refuse more than ${MAX_MCP_BATCH} messages with a 400 and JSON-RPC -32600`, async () => {
    const answer = await rpc(Array.from({ length: 100 }, (_, i) => toolsList(i)))
    expect(answer.status).toBe(400)
    expect(answer.json.error.code).toBe(-32600)
    expect(answer.json.error.message).toMatch(/at most 10 messages/)
  })

  it("refuse two tools/list in one batch, and answer one", async () => {
    expect((await rpc([toolsList(1), toolsList(2)])).status).toBe(400)
    const one = await rpc([toolsList(1), { jsonrpc: "2.0", id: 2, method: "ping" }])
    expect(one.status).toBe(200)
    expect(one.json).toHaveLength(2)
    expect(one.json.find((m: { id: number }) => m.id === 1).result.tools.length).toBe(25)
  })

  it("count each tools/call of a batch against the quota", async () => {
    const answer = await rpc(Array.from({ length: 5 }, (_, i) => incomeTaxCall(i)))
    expect(answer.status).toBe(200)
    const results = (answer.json as Array<{ result: { isError?: boolean; content: Array<{ text: string }> } }>).map(
      (m) => m.result
    )
    const limited = results.filter((r) => r.isError === true && JSON.parse(r.content[0]!.text).code === "rate_limited")
    expect(results.filter((r) => r.isError !== true)).toHaveLength(3)
    expect(limited).toHaveLength(2)
  })

  it("serve tools/list as the same answer to everyone, without counting it", async () => {
    const guestId = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => rpc(toolsList(i), guestId)))
    const texts = answers.map((a) => {
      expect(a.status).toBe(200)
      return JSON.stringify(a.json.result)
    })
    expect(new Set(texts).size).toBe(1)
    // The guest id's three calls are all still there.
    const calls = await rpc(
      Array.from({ length: 3 }, (_, i) => incomeTaxCall(i)),
      guestId
    )
    expect(calls.json.every((m: { result: { isError?: boolean } }) => m.result.isError !== true)).toBe(true)
  })

  it("30 parallel batches of 100 tools/list, then 30 of the largest batch allowed, leave memory bounded and the service answering", async () => {
    // On main 20 such batches took the process from 737 MB to 2.95 GB, and 50 killed it.
    const rssBefore = process.memoryUsage().rss
    const refused = await Promise.all(
      Array.from({ length: 30 }, () => rpc(Array.from({ length: 100 }, (_, i) => toolsList(i))))
    )
    expect(refused.every((a) => a.status === 400 && a.text.length < 500)).toBe(true)
    const largest = [
      toolsList(0),
      ...Array.from({ length: MAX_MCP_BATCH - 1 }, (_, i) => ({ jsonrpc: "2.0", id: i + 1, method: "ping" }))
    ]
    const answered = await Promise.all(Array.from({ length: 30 }, () => rpc(largest)))
    expect(answered.every((a) => a.status === 200 && a.json.length === MAX_MCP_BATCH)).toBe(true)
    // The server runs in this process: its growth is bounded by 30 answers of about 250 KB, far below this.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024)
    expect((await fetch(`${server.url}/version`)).status).toBe(200)
  })
})
