import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { OpenApi } from "effect/http-api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { makeHttpApi } from "../../../src/faces/http/api.ts"
import { TOPICS } from "../../../src/faces/web/site/topics.ts"
import { TOOLS, TOOL_LIFECYCLE } from "../../../src/tools/catalogue.ts"
import { scratchTool } from "../../fixtures/scratch_tool/tool.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Every catalogued tool appears on every face by itself, and REST and MCP answer it identically. The
// catalogue served here is the real one plus a 26th tool added as a contributor would: one folder
// (test/fixtures/scratch_tool/, only tool.ts) and this one catalogue line.
const SERVED = [...TOOLS, scratchTool]

let server: RunningServer
let mcp: Client
let frontPage: string
beforeAll(async () => {
  server = await startServer(SERVED, TOOL_LIFECYCLE)
  mcp = await connectMcp(server.url, { "x-guest-id": "catalogue-test" })
  frontPage = await (await fetch(`${server.url}/`, { headers: { accept: "text/html" } })).text()
})
afterAll(async () => {
  await mcp?.close()
  await server?.close()
})

const call = (tool: string, body: unknown) =>
  postJson(`${server.url}/tools/${tool}`, body, { "x-guest-id": "catalogue-test" })
const mcpErrorBody = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as {
    fieldErrors: Record<string, Array<string>>
    hint: string
  }

const CALCULATORS = SERVED.filter((tool) => tool.access === "anonymous").map((tool) => tool.name)
const KEY_TOOLS = SERVED.filter((tool) => tool.access === "key").map((tool) => tool.name)
let openApi: ReturnType<typeof OpenApi.fromApi> | undefined
const openApiPaths = () => (openApi ??= OpenApi.fromApi(makeHttpApi(makeCatalogue(SERVED, TOOL_LIFECYCLE)))).paths

it("serves the scratch tool beside the 25 of the catalogue", () => {
  expect(SERVED.map((tool) => tool.name)).toContain("calculate_scratch_total")
  expect(CALCULATORS).toHaveLength(20)
  expect(KEY_TOOLS).toHaveLength(6)
})

describe.each(SERVED.map((tool) => [tool.name, tool.topic] as const))("%s on the front page", (name, topic) => {
  it("is shown in the group of its topic, linked to its schema", () => {
    const section = new RegExp(`<section aria-labelledby="topic-${topic}"[^]*?</section>`).exec(frontPage)?.[0] ?? ""
    expect(section).toContain(`<h3 id="topic-${topic}">${TOPICS[topic].title}</h3>`)
    expect(section).toContain(`<a href="/schemas/${name}"><code>${name}</code></a>`)
  })
})

describe.each(KEY_TOOLS)("%s (key-only)", (name) => {
  it("is listed everywhere and refuses a call without a key with 401 on REST and MCP", async () => {
    const list = await (await fetch(`${server.url}/tools`)).json()
    expect(list.tools.find((t: { name: string }) => t.name === name)).toMatchObject({
      access: "key",
      requiresApiKey: true
    })
    const schema = await (await fetch(`${server.url}/schemas/${name}`)).json()
    expect(schema.examples.length).toBeGreaterThan(0)
    const rest = await call(name, schema.examples[0])
    expect(rest.status).toBe(401)
    expect(rest.json.hint).toMatch(/whoami/)
    // Over MCP: HTTP 401 with the OAuth challenge of /mcp, the JSON-RPC answer in the body.
    const viaMcp = await postJson(
      `${server.url}/mcp`,
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: schema.examples[0] } },
      { accept: "application/json, text/event-stream" }
    )
    expect(viaMcp.status).toBe(401)
    expect(viaMcp.headers.get("www-authenticate")).toMatch(
      /^Bearer resource_metadata=".*\/\.well-known\/oauth-protected-resource\/mcp"$/
    )
    expect(JSON.parse(viaMcp.json.result.content[0].text).code).toBe("unauthorized")
  })
})

describe.each(CALCULATORS)("%s", (name) => {
  it("is listed by GET /tools, GET /schemas, MCP tools/list and the OpenAPI document", async () => {
    const list = await (await fetch(`${server.url}/tools`)).json()
    expect(list.tools.map((t: { name: string }) => t.name)).toContain(name)
    const schemas = await (await fetch(`${server.url}/schemas`)).json()
    expect(schemas.schemas[name].examples.length).toBeGreaterThan(0)
    const { tools } = await mcp.listTools()
    const listed = tools.find((t) => t.name === name)
    expect(listed?.inputSchema.type).toBe("object")
    expect(listed?.outputSchema?.type).toBe("object")
    expect(Object.keys(openApiPaths()[`/tools/${name}`] ?? {})).toEqual(["post"])
  })

  it("answers every schema example, the same over REST and MCP, with assumptions", async () => {
    const schema = await (await fetch(`${server.url}/schemas/${name}`)).json()
    for (const sent of schema.examples) {
      let example = sent
      let rest = await call(name, example)
      expect(rest.status, JSON.stringify(rest.json)).toBe(200)
      expect(Array.isArray(rest.json.structuredContent.assumptions)).toBe(true)
      // A stochastic run without a seed reports the seed it drew: replaying with it must be identical.
      if (rest.json.structuredContent.seedSupplied === false) {
        example = { ...sent, seed: rest.json.structuredContent.seed }
        rest = await call(name, example)
      }
      const viaMcp = await mcp.callTool({ name, arguments: example })
      expect(viaMcp.isError).toBeFalsy()
      expect(viaMcp.structuredContent).toEqual(rest.json.structuredContent)
      // MCP adds resource_link items to the rule resources the figures cite (docs/mcp.md "Results link their rules")
      const links = (viaMcp.content as Array<{ type: string }>).filter((item) => item.type === "resource_link")
      expect(viaMcp.content).toEqual([...rest.json.content, ...links])
    }
  })

  it("answers {} with a fieldError for every required field, the same over REST and MCP", async () => {
    const schema = await (await fetch(`${server.url}/schemas/${name}`)).json()
    const rest = await call(name, {})
    expect(rest.status).toBe(400)
    // The income tax requires a salary or another income (with a salary, the employment type): {} names the salary.
    const required = name === "calculate_cyprus_income_tax" ? ["salaryIncome"] : [...schema.required]
    expect(Object.keys(rest.json.fieldErrors).sort()).toEqual(required.sort())
    const viaMcp = await mcp.callTool({ name, arguments: {} })
    expect(viaMcp.isError).toBe(true)
    expect(mcpErrorBody(viaMcp).fieldErrors).toEqual(rest.json.fieldErrors)
    expect(mcpErrorBody(viaMcp).hint).toEqual(rest.json.hint)
  })
})
