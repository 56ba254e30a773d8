import { fileURLToPath } from "node:url"
import { Client as ModernClient } from "@modelcontextprotocol/client"
import { StdioClientTransport as ModernStdioTransport } from "@modelcontextprotocol/client/stdio"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcpOn, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// One MCP adapter for every revision and transport (src/faces/mcp/adapter.ts, docs/mcp.md "Revisions"): what each
// revision gains from it. A missing fact is asked on stdio on 2025 too; 2026-07-28 gets progress and log notices.
const BIN = fileURLToPath(new URL("../../../bin/poliergaleio-mcp.js", import.meta.url))
const INCOME_TAX = "calculate_cyprus_income_tax"
const STRESS_TEST = {
  currentAge: 45,
  retirementAge: 65,
  endAge: 100,
  currentSavings: 80_000,
  monthlyContribution: 600,
  monthlyDrawdown: 2_200,
  statePension: 900,
  simulations: 4_000,
  seed: 7
}

let server: RunningServer
let expected: unknown
beforeAll(async () => {
  server = await startServer(TOOLS)
  expected = (await postJson(`${server.url}/tools/${INCOME_TAX}`, { salaryIncome: 40_000, employmentType: "private" }))
    .json.structuredContent
}, 60_000)
afterAll(async () => server?.close())

describe("a missing fact asked over stdio, on every revision", () => {
  it("a 2025 client that declared elicitation is asked, answers, and the call completes", async () => {
    const client = new Client({ name: "asking-v1", version: "1.0.0" }, { capabilities: { elicitation: {} } })
    const asked: Array<string> = []
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message)
      return { action: "accept", content: { value: "private" } }
    })
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN],
        env: { ...getDefaultEnvironment(), POLIERGALEIO_URL: server.config.baseUrl }
      })
    )
    const result = await client.callTool({ name: INCOME_TAX, arguments: { salaryIncome: 40_000 } })
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatch(/private sector/)
    expect(result.isError ?? false).toBe(false)
    expect(result.structuredContent).toEqual(expected)
    await client.close()
  }, 30_000)

  it("a 2025 client is asked every missing fact of a call (both dependants), and the call completes", async () => {
    const client = new Client({ name: "asking-v1-two", version: "1.0.0" }, { capabilities: { elicitation: {} } })
    const asked: Array<string> = []
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message)
      return { action: "accept", content: { value: request.params.message.includes("spouse") ? true : 1 } }
    })
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN],
        env: { ...getDefaultEnvironment(), POLIERGALEIO_URL: server.config.baseUrl }
      })
    )
    const claim = { applicationDate: "2026-03-16", annualGrossEarnings: 30_000 }
    const tool = "calculate_cyprus_unemployment_benefit"
    const result = await client.callTool({ name: tool, arguments: claim })
    expect(asked).toHaveLength(2)
    const rest = await postJson(`${server.url}/tools/${tool}`, {
      ...claim,
      dependentSpouse: true,
      dependentChildren: 1
    })
    expect(result.structuredContent).toEqual(rest.json.structuredContent)
    await client.close()
  }, 30_000)

  it("a client pinned to 2026-07-28 negotiates it over stdio and gets the question as input_required", async () => {
    const client = new ModernClient(
      { name: "asking-v2", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities: { elicitation: { form: {} } } }
    )
    const asked: Array<string> = []
    client.setRequestHandler("elicitation/create", async (request) => {
      asked.push((request.params as { message: string }).message)
      return { action: "accept" as const, content: { value: "private" } }
    })
    await client.connect(
      new ModernStdioTransport({
        command: process.execPath,
        args: [BIN],
        env: { ...getDefaultEnvironment(), POLIERGALEIO_URL: server.config.baseUrl }
      })
    )
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28")
    const result = await client.callTool({ name: INCOME_TAX, arguments: { salaryIncome: 40_000 } })
    expect(asked).toHaveLength(1)
    expect(result.structuredContent).toEqual(expected)
    await client.close()
  }, 30_000)
})

describe("an SDK 1.x client on revision 2025-06-18", () => {
  it("lists the 25 tools and gets three calls answered as REST answers them, with their rule links", async () => {
    const client = await connectMcpOn(server.url, "2025-06-18")
    expect((await client.listTools()).tools).toHaveLength(TOOLS.length)
    const example = (name: string) =>
      (TOOLS.find((tool) => tool.name === name)!.input.ast.annotations!.examples as Array<Record<string, unknown>>)[0]!
    const calls = ["calculate_cyprus_income_tax", "simulate_mortgage", "calculate_cyprus_capital_gains"].map(
      (name) => [name, example(name)] as const
    )
    for (const [name, args] of calls) {
      const result = await client.callTool({ name, arguments: args })
      const rest = await postJson(`${server.url}/tools/${name}`, args)
      expect(rest.status, name).toBe(200)
      expect(result.structuredContent, name).toEqual(rest.json.structuredContent)
      // 2025-06-18 knows resource_link: the rule resources its figures cite follow the text.
      const [text, ...links] = result.content as Array<{ type: string }>
      expect(text!.type).toBe("text")
      expect(links.every((item) => item.type === "resource_link")).toBe(true)
      if (name === INCOME_TAX) expect(links.length).toBeGreaterThan(0)
    }
    await client.close()
  })
})

describe("2025 over HTTP: stateless, so never asked", () => {
  it("a client that declared elicitation gets the refusal naming the field, and no question", async () => {
    const client = new Client({ name: "asking-http", version: "1.0.0" }, { capabilities: { elicitation: {} } })
    let asked = 0
    client.setRequestHandler(ElicitRequestSchema, async () => {
      asked++
      return { action: "accept", content: { value: "private" } }
    })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)))
    const result = await client.callTool({ name: INCOME_TAX, arguments: { salaryIncome: 40_000 } })
    expect(asked).toBe(0)
    expect(result.isError).toBe(true)
    expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text).fieldErrors).toHaveProperty(
      "employmentType"
    )
    await client.close()
  })
})

describe("2026-07-28 over HTTP: progress notices, no logging", () => {
  it("a client with onprogress hears the simulation's progress, then gets the result REST gives", async () => {
    const client = new ModernClient(
      { name: "progress-v2", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } }
    )
    const { StreamableHTTPClientTransport: ModernHttpTransport } = await import("@modelcontextprotocol/client")
    await client.connect(new ModernHttpTransport(new URL(`${server.url}/mcp`)))
    const reports: Array<number> = []
    const result = await client.callTool(
      { name: "run_retirement_stress_test", arguments: STRESS_TEST },
      {
        onprogress: (progress) => reports.push(progress.progress)
      }
    )
    expect(reports.length).toBeGreaterThan(0)
    expect(reports).toEqual([...reports].sort((a, b) => a - b))
    const rest = await postJson(`${server.url}/tools/run_retirement_stress_test`, STRESS_TEST)
    expect(result.structuredContent).toEqual(rest.json.structuredContent)
    await client.close()
  }, 60_000)

  const modernCall = (meta: Record<string, unknown>) =>
    fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": INCOME_TAX
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: INCOME_TAX,
          arguments: { salaryIncome: 30_000, employmentType: "private" },
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
            ...meta
          }
        }
      })
    })

  it("logging is for 2025 clients only: not offered on 2026, and a request naming a logLevel gets plain JSON", async () => {
    const discover = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "server/discover"
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "server/discover",
        params: {
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {}
          }
        }
      })
    })
    const capabilities = (await discover.json()).result.capabilities
    expect(capabilities).toHaveProperty("tools")
    expect(capabilities).not.toHaveProperty("logging")
    const withLevel = await modernCall({ "io.modelcontextprotocol/logLevel": "debug" })
    expect(withLevel.status).toBe(200)
    expect(withLevel.headers.get("content-type")).toMatch(/^application\/json/)
    const without = await modernCall({})
    expect((await withLevel.json()).result.structuredContent).toEqual((await without.json()).result.structuredContent)
  })
})
