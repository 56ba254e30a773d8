import { fileURLToPath } from "node:url"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { ErrorCode, type CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

const BIN = fileURLToPath(new URL("../../../bin/poliergaleio-mcp.js", import.meta.url))
const CALCULATORS = TOOLS.filter((tool) => tool.access !== "key").map((tool) => tool.name)
const KEY_TOOLS = TOOLS.filter((tool) => tool.access === "key").map((tool) => tool.name)
const exampleOf = (name: string) =>
  (makeCatalogue(TOOLS).find(name)!.inputJsonSchema.examples as Array<Record<string, unknown>>)[0]!

/** The SDK's stdio client, spawning `bin/poliergaleio-mcp.js` with only the given settings (and PATH, HOME...). */
const connectStdio = async (settings: Record<string, string>) => {
  const client = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN],
      env: { ...getDefaultEnvironment(), ...settings }
    })
  )
  return client
}
const errorBody = (result: CallToolResult) => {
  expect(result.isError).toBe(true)
  const { requestId, ...body } = JSON.parse((result.content[0] as { text: string }).text)
  expect(requestId).toEqual(expect.any(String))
  return body
}

let server: RunningServer
let bare: Client // no settings at all
let local: Client // POLIERGALEIO_URL only: links in hints point at the test server, as REST's do
let forwarding: Client // POLIERGALEIO_URL and POLIERGALEIO_API_KEY
let key: string

beforeAll(async () => {
  server = await startServer(TOOLS)
  const session = new AccountSession(server.url)
  await session.signInOrUp("stdio@example.com", "a long enough password")
  key = await session.createKey("stdio")
  ;[bare, local, forwarding] = await Promise.all([
    connectStdio({}),
    connectStdio({ POLIERGALEIO_URL: server.config.baseUrl }),
    connectStdio({ POLIERGALEIO_URL: server.url, POLIERGALEIO_API_KEY: key })
  ])
})
afterAll(async () => {
  await Promise.all([bare?.close(), local?.close(), forwarding?.close()])
  await server?.close()
})

const rest = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/tools/${name}`, body, headers)

describe("poliergaleio-mcp over stdio", () => {
  it("lists the 19 calculators, and no key-only tool without a service and key", async () => {
    const { tools } = await bare.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(CALCULATORS)
    expect(CALCULATORS).toHaveLength(19)
    await expect(bare.callTool({ name: "list_saved_calculations", arguments: {} })).rejects.toMatchObject({
      code: ErrorCode.InvalidParams
    })
  })

  it.each(CALCULATORS)("%s: the example's result equals REST's", async (name) => {
    const viaStdio = await bare.callTool({ name, arguments: exampleOf(name) })
    const viaRest = await rest(name, exampleOf(name))
    expect(viaRest.status).toBe(200)
    expect(viaStdio.isError).toBeFalsy()
    expect(viaStdio.structuredContent).toEqual(viaRest.json.structuredContent)
    // The text, then the rule resources its figures cite (resource_link, revision 2025-06-18 on; resource-links.ts).
    const [text, ...links] = viaStdio.content as Array<{ type: string }>
    expect([text]).toEqual(viaRest.json.content)
    for (const link of links)
      expect(link).toMatchObject({ type: "resource_link", uri: expect.stringMatching(/^poliergaleio:\/\//) })
  })

  it("answers a validation error with REST's fieldErrors, hint and code", async () => {
    const input = { salaryIncome: "thirty thousand", employmentType: "private", surprise: true }
    const viaRest = await rest("calculate_cyprus_income_tax", input)
    expect(viaRest.status).toBe(400)
    const { requestId: _, ...expected } = viaRest.json
    expect(
      errorBody((await local.callTool({ name: "calculate_cyprus_income_tax", arguments: input })) as CallToolResult)
    ).toEqual(expected)
    expect(expected).toMatchObject({
      code: "invalid_input",
      fieldErrors: { salaryIncome: expect.any(Array) },
      hint: expect.any(String)
    })
  })

  it("lists and forwards the key-only tools when POLIERGALEIO_URL and POLIERGALEIO_API_KEY are set", async () => {
    const { tools } = await forwarding.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([...CALCULATORS, ...KEY_TOOLS])

    const saved = await forwarding.callTool({ name: "save_calculation", arguments: exampleOf("save_calculation") })
    expect(saved.isError).toBeFalsy()
    const { id } = saved.structuredContent as { id: string }
    const viaRest = await rest("load_saved_calculation", { calculationId: id }, { "x-api-key": key })
    expect(viaRest.status).toBe(200)
    const loaded = await forwarding.callTool({ name: "load_saved_calculation", arguments: { calculationId: id } })
    expect(loaded.structuredContent).toEqual(viaRest.json.structuredContent)
    expect(loaded.content).toEqual(viaRest.json.content)

    const unknownId = { calculationId: "2f1c4a7e-0000-4000-8000-000000000000" }
    const missing = await rest("load_saved_calculation", unknownId, { "x-api-key": key })
    const { requestId: _, ...expected } = missing.json
    expect(
      errorBody((await forwarding.callTool({ name: "load_saved_calculation", arguments: unknownId })) as CallToolResult)
    ).toEqual(expected)
    expect(expected).toMatchObject({ code: "calculation_not_found" })
  })
})

describe("malformed params over stdio", () => {
  it("answer -32602 (Invalid params), as over HTTP, and the server goes on", async () => {
    const { spawn } = await import("node:child_process")
    const child = spawn(process.execPath, [BIN], { env: getDefaultEnvironment(), stdio: ["pipe", "pipe", "ignore"] })
    const answers = new Map<unknown, { error?: { code: number }; result?: unknown }>()
    let buffered = ""
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8")
      let newline: number
      while ((newline = buffered.indexOf("\n")) !== -1) {
        const line = buffered.slice(0, newline)
        buffered = buffered.slice(newline + 1)
        const message = JSON.parse(line) as { id?: unknown; error?: { code: number }; result?: unknown }
        if (message.id !== undefined) answers.set(message.id, message)
      }
    })
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`)
    const answerTo = async (id: number) => {
      for (let i = 0; i < 800 && !answers.has(id); i++) await new Promise((resolve) => setTimeout(resolve, 25))
      return answers.get(id)
    }
    try {
      send({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } }
      })
      expect((await answerTo(1))?.result).toBeDefined()
      send({ jsonrpc: "2.0", method: "notifications/initialized" })
      send({ jsonrpc: "2.0", id: 2, method: "tools/call", params: 5 })
      send({
        jsonrpc: "2.0",
        id: 3,
        method: "tools/call",
        params: { name: "calculate_cyprus_income_tax", arguments: "not an object" }
      })
      child.stdin.write("not json\n")
      send({ jsonrpc: "2.0", id: 4, method: "tools/list", params: {} })
      expect((await answerTo(2))?.error?.code).toBe(ErrorCode.InvalidParams)
      expect((await answerTo(3))?.error?.code).toBe(ErrorCode.InvalidParams)
      expect((await answerTo(4))?.result).toMatchObject({ tools: expect.any(Array) })
      expect(answers.get(null)?.error?.code).toBe(ErrorCode.ParseError)
    } finally {
      child.kill()
    }
  })
})
