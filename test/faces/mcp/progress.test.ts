import { fileURLToPath } from "node:url"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_SIMULATIONS } from "../../../src/rules/retirement.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// MCP progress notifications (src/faces/mcp/progress.ts): the stress test at its maximum reports how
// far its simulation has come to a client that sent a progressToken, over Streamable HTTP and stdio.
const STRESS_TEST = {
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
const MCP_HEADERS = { accept: "application/json, text/event-stream" }

let server: RunningServer
let client: Client
beforeAll(async () => {
  server = await startServer(TOOLS)
  client = await connectMcp(server.url)
}, 60_000)
afterAll(async () => {
  await client?.close()
  await server?.close()
})

/** Progress reports must increase, stay within the total, and number at most 25 (every 5% of the paths). */
const expectSaneProgress = (reports: ReadonlyArray<Progress>) => {
  expect(reports.length).toBeGreaterThan(0)
  expect(reports.length).toBeLessThanOrEqual(25)
  for (const [i, report] of reports.entries()) {
    expect(report.total).toBe(MAX_SIMULATIONS)
    expect(report.progress).toBeLessThan(MAX_SIMULATIONS)
    if (i > 0) expect(report.progress).toBeGreaterThan(reports[i - 1]!.progress)
  }
}

describe("progress over Streamable HTTP", () => {
  it("a client with onprogress hears the simulation's progress, then gets the same result as without", async () => {
    const reports: Array<Progress> = []
    const withProgress = (await client.callTool(
      { name: "run_retirement_stress_test", arguments: STRESS_TEST },
      undefined,
      { onprogress: (report) => reports.push(report) }
    )) as CallToolResult
    expectSaneProgress(reports)
    expect(reports[0]!.message).toMatch(/^\d+ of 10000 done$/)
    const without = (await client.callTool({
      name: "run_retirement_stress_test",
      arguments: STRESS_TEST
    })) as CallToolResult
    expect(withProgress.isError).toBeUndefined()
    expect(withProgress.structuredContent).toEqual(without.structuredContent)
  }, 60_000)

  it("streams the notifications as server-sent events as they come, the result last", async () => {
    const response = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", ...MCP_HEADERS },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { name: "run_retirement_stress_test", arguments: STRESS_TEST, _meta: { progressToken: "p-1" } }
      })
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/event-stream")
    const chunks: Array<string> = []
    const decoder = new TextDecoder()
    const reader = response.body!.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read())
      chunks.push(decoder.decode(read.value, { stream: true }))
    // Streamed, not buffered: the first chunk holds progress and no result yet.
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks[0]).toContain("notifications/progress")
    expect(chunks[0]).not.toContain("structuredContent")
    const messages = chunks
      .join("")
      .split("\n\n")
      .filter((event) => event !== "")
      .map((event) => JSON.parse(event.replace(/^event: message\ndata: /, "")))
    const progress = messages.filter((message) => message.method === "notifications/progress")
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.every((message) => message.params.progressToken === "p-1")).toBe(true)
    expect(messages.at(-1)).toMatchObject({ jsonrpc: "2.0", id: 7, result: { structuredContent: expect.any(Object) } })
    expect(messages.length).toBe(progress.length + 1)
  }, 60_000)

  it("without a progressToken, or for a call refused before it runs, the answer is plain JSON", async () => {
    const plain = await postJson(
      `${server.url}/mcp`,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "run_retirement_stress_test", arguments: STRESS_TEST }
      },
      MCP_HEADERS
    )
    expect(plain.headers.get("content-type")).toContain("application/json")
    const refused = await postJson(
      `${server.url}/mcp`,
      {
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: {
          name: "run_retirement_stress_test",
          arguments: { ...STRESS_TEST, simulations: MAX_SIMULATIONS + 1 },
          _meta: { progressToken: 9 }
        }
      },
      MCP_HEADERS
    )
    expect(refused.headers.get("content-type")).toContain("application/json")
    expect(refused.json.result.isError).toBe(true)
    expect(JSON.parse(refused.json.result.content[0].text).code).toBe("invalid_input")
  }, 60_000)

  it("a quick calculator with a progressToken answers as usual", async () => {
    const reports: Array<Progress> = []
    const result = (await client.callTool(
      { name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 30_000, employmentType: "private" } },
      undefined,
      { onprogress: (report) => reports.push(report) }
    )) as CallToolResult
    expect(result.isError).toBeUndefined()
    expect(reports).toEqual([])
  })
})

describe("progress over stdio", () => {
  it("the stdio server sends the same notifications", async () => {
    const stdio = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
    const bin = fileURLToPath(new URL("../../../bin/poliergaleio-mcp.js", import.meta.url))
    await stdio.connect(
      new StdioClientTransport({ command: process.execPath, args: [bin], env: getDefaultEnvironment() })
    )
    try {
      const reports: Array<Progress> = []
      const result = (await stdio.callTool({ name: "run_retirement_stress_test", arguments: STRESS_TEST }, undefined, {
        onprogress: (report) => reports.push(report)
      })) as CallToolResult
      expect(result.isError).toBeUndefined()
      expectSaneProgress(reports)
    } finally {
      await stdio.close()
    }
  }, 60_000)
})
