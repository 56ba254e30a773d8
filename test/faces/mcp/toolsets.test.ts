import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { toolByName } from "../../support/compute.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Toolsets and the short listing over /mcp, through the official SDK client (issue 36, docs/mcp.md "Toolsets").
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS)
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const connectTo = async (path: string, headers: Record<string, string> = {}) => {
  const client = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}${path}`), { requestInit: { headers } }))
  return client
}

const TAX = [
  "calculate_cyprus_capital_gains",
  "calculate_cyprus_income_tax",
  "calculate_stock_options",
  "optimize_company_director_remuneration"
]

describe("toolsets", () => {
  it("/mcp lists every tool; /mcp/x/tax the tax tools; /mcp/x/tax,mortgages both", async () => {
    const all = await connectMcp(server.url)
    expect((await all.listTools()).tools.length).toBe(TOOLS.length)
    await all.close()
    const tax = await connectTo("/mcp/x/tax")
    expect((await tax.listTools()).tools.map((tool) => tool.name).sort()).toEqual(TAX)
    await tax.close()
    const two = await connectTo("/mcp/x/tax,mortgages")
    const names = (await two.listTools()).tools.map((tool) => tool.name)
    expect(names).toEqual(expect.arrayContaining([...TAX, "simulate_mortgage", "audit_mortgage_statement"]))
    expect(names).toHaveLength(7)
    await two.close()
  })

  it("the X-MCP-Toolsets header chooses on /mcp", async () => {
    const saved = await connectMcp(server.url, { "x-mcp-toolsets": "saved" })
    expect(
      (await saved.listTools()).tools.every((tool) => tool.name.includes("saved") || tool.name.includes("calculation"))
    ).toBe(true)
    expect((await saved.listTools()).tools).toHaveLength(6)
    await saved.close()
  })

  it("a tool outside the chosen toolsets is still answered when called by name", async () => {
    const tax = await connectTo("/mcp/x/tax")
    const result = await tax.callTool({
      name: "simulate_mortgage",
      arguments: (toolByName("simulate_mortgage").inputJsonSchema.examples as Array<Record<string, unknown>>)[0]
    })
    expect(result.isError ?? false).toBe(false)
    await tax.close()
  })

  it("an unknown toolset is a 400 that names the toolsets, by path and by header", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }
    }
    const accept = { accept: "application/json, text/event-stream" }
    for (const [path, headers] of [
      ["/mcp/x/pensions", accept],
      ["/mcp", { ...accept, "x-mcp-toolsets": "tax,nope" }]
    ] as const) {
      const answer = await postJson(`${server.url}${path}`, initialize, headers)
      expect(answer.status).toBe(400)
      expect(answer.json.error.message).toMatch(/Unknown toolset .*social-insurance, mortgages, household/)
    }
  })

  it("other methods on a toolset path answer 405 with Allow: POST", async () => {
    const answer = await fetch(`${server.url}/mcp/x/tax`)
    expect(answer.status).toBe(405)
    expect(answer.headers.get("allow")).toBe("POST")
  })

  it("the toolset endpoint has its RFC 9728 metadata, naming itself as the resource", async () => {
    const answer = await fetch(`${server.url}/.well-known/oauth-protected-resource/mcp/x/tax`)
    expect(answer.status).toBe(200)
    expect((await answer.json()).resource).toBe(`${server.config.baseUrl}/mcp/x/tax`)
    expect((await fetch(`${server.url}/.well-known/oauth-protected-resource/mcp/x/nope`)).status).toBe(404)
  })
})

describe("the short listing and the tool guides", () => {
  it("lists each tool by its summary and the address of its guide, which resources/read answers in full", async () => {
    const mcp = await connectMcp(server.url)
    const { tools } = await mcp.listTools()
    const incomeTax = tools.find((tool) => tool.name === "calculate_cyprus_income_tax")!
    expect(incomeTax.description).toContain("poliergaleio://tools/calculate_cyprus_income_tax")
    expect(JSON.stringify(incomeTax.inputSchema)).not.toContain("examples")
    const { resourceTemplates } = await mcp.listResourceTemplates()
    expect(resourceTemplates.map((template) => template.uriTemplate)).toContain("poliergaleio://tools/{name}")
    const guide = await mcp.readResource({ uri: "poliergaleio://tools/calculate_cyprus_income_tax" })
    const body = JSON.parse(String((guide.contents[0] as { text: string }).text))
    expect(body.inputSchema.examples.length).toBeGreaterThan(0)
    expect(body.description.length).toBeGreaterThan(incomeTax.description!.length)
    await expect(mcp.readResource({ uri: "poliergaleio://tools/nope" })).rejects.toThrow(/no resource/)
    // The SDK client checks structuredContent against the listed output schema: a call through it is the check.
    const result = await mcp.callTool({
      name: "calculate_cyprus_income_tax",
      arguments: { salaryIncome: 40_000, employmentType: "private" }
    })
    expect(result.isError ?? false).toBe(false)
    await mcp.close()
  })
})

describe("401 and 403 are JSON with the challenge", () => {
  it("a key-only call without credentials after logging/setLevel answers 401 application/json, not an event stream", async () => {
    const accept = { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" }
    const initialized = await postJson(
      `${server.url}/mcp`,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }
      },
      accept
    )
    const session = initialized.headers.get("mcp-session-id")!
    expect(session).toBeTruthy()
    const headers = { ...accept, "mcp-session-id": session }
    const level = await postJson(
      `${server.url}/mcp`,
      { jsonrpc: "2.0", id: 2, method: "logging/setLevel", params: { level: "debug" } },
      headers
    )
    expect(level.status).toBe(200)
    const call = await postJson(
      `${server.url}/mcp`,
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "list_saved_calculations", arguments: {} } },
      headers
    )
    expect(call.status).toBe(401)
    expect(call.headers.get("content-type")).toMatch(/^application\/json/)
    expect(call.headers.get("www-authenticate")).toMatch(/^Bearer .*resource_metadata=/)
    expect(call.json.result.isError).toBe(true)
  })
})

describe("icons, the server's self-description and server.json", () => {
  it("the server, each tool (its toolset's icon), prompt and resource carry self-hosted SVG icons the site serves", async () => {
    const mcp = await connectMcp(server.url)
    const info = mcp.getServerVersion()!
    expect(info).toMatchObject({ name: "poliergaleio", websiteUrl: server.config.siteUrl })
    expect(info.title).toMatch(/Cyprus/)
    expect(info.description!.length).toBeGreaterThan(40)
    expect(info.icons).toEqual([
      { src: `${server.config.siteUrl}/favicon.svg`, mimeType: "image/svg+xml", sizes: ["any"] }
    ])
    const { tools } = await mcp.listTools()
    const incomeTax = tools.find((tool) => tool.name === "calculate_cyprus_income_tax")!
    expect(incomeTax.icons?.[0]?.src).toBe(`${server.config.siteUrl}/icons/tax.svg`)
    expect(tools.every((tool) => tool.icons?.length === 1)).toBe(true)
    expect((await mcp.listPrompts()).prompts.every((prompt) => prompt.icons?.length === 1)).toBe(true)
    expect((await mcp.listResources()).resources.every((resource) => resource.icons?.length === 1)).toBe(true)
    await mcp.close()
    for (const path of new Set(tools.map((tool) => new URL(tool.icons![0]!.src).pathname))) {
      const icon = await fetch(`${server.url}${path}`)
      expect(icon.status, path).toBe(200)
      expect(icon.headers.get("content-type")).toBe("image/svg+xml")
      expect(await icon.text()).toMatch(/^<svg [^>]*><title>/)
    }
  })

  it("annotations say what a saved-calculation tool does to the saves", async () => {
    const mcp = await connectMcp(server.url)
    const { tools } = await mcp.listTools()
    const hints = (name: string) => tools.find((tool) => tool.name === name)!.annotations
    expect(hints("save_calculation")).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false
    })
    expect(hints("update_calculation")).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true
    })
    expect(hints("delete_saved_calculation")).toMatchObject({ readOnlyHint: false, destructiveHint: true })
    expect(hints("list_saved_calculations")).toMatchObject({ readOnlyHint: true, destructiveHint: false })
    expect(hints("calculate_cyprus_income_tax")).toMatchObject({ readOnlyHint: true, idempotentHint: true })
    await mcp.close()
  })

  it("GET /server.json describes the deployment as the MCP Registry does (remote and stdio package)", async () => {
    const answer = await fetch(`${server.url}/server.json`)
    expect(answer.status).toBe(200)
    const document = await answer.json()
    expect(document.$schema).toMatch(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\/.+\/server\.schema\.json$/)
    // The registry's rules: a reverse-DNS namespace and a name, a description of at most 100 characters, semver.
    expect(document.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/)
    expect(document.name).toBe("example.site/poliergaleio")
    expect(document.description.length).toBeLessThanOrEqual(100)
    expect(document.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(document.remotes).toEqual([{ type: "streamable-http", url: `${server.config.baseUrl}/mcp` }])
    expect(document.packages[0]).toMatchObject({ registryType: "npm", transport: { type: "stdio" } })
  })
})

describe("results link the rule resources their figures cite", () => {
  it("an income tax result links the 2026 income tax, social insurance and GESY rules, each readable", async () => {
    const mcp = await connectMcp(server.url)
    const result = await mcp.callTool({
      name: "calculate_cyprus_income_tax",
      arguments: { salaryIncome: 40_000, employmentType: "private" }
    })
    const links = (result.content as Array<{ type: string; uri?: string }>).filter(
      (item) => item.type === "resource_link"
    )
    const uris = links.map((link) => link.uri)
    expect(uris).toEqual(
      expect.arrayContaining([
        "poliergaleio://rules/income-tax/2026",
        "poliergaleio://rules/social-insurance/2026",
        "poliergaleio://rules/gesy/2026"
      ])
    )
    expect(uris.every((uri) => uri!.endsWith("/2026"))).toBe(true)
    for (const uri of uris) expect((await mcp.readResource({ uri: uri! })).contents.length).toBe(1)
    const gains = await mcp.callTool({
      name: "calculate_cyprus_capital_gains",
      arguments: (
        toolByName("calculate_cyprus_capital_gains").inputJsonSchema.examples as Array<Record<string, unknown>>
      )[0]
    })
    const gainLinks = (gains.content as Array<{ type: string; uri?: string }>).map((item) => item.uri)
    expect(gainLinks).toEqual(expect.arrayContaining(["poliergaleio://cpi"]))
    await mcp.close()
  })

  it("a client of a revision before 2025-06-18 gets no resource_link (it would not know the content type)", async () => {
    const call = await postJson(
      `${server.url}/mcp`,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 40_000, employmentType: "private" } }
      },
      { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-03-26" }
    )
    expect(call.status).toBe(200)
    expect(call.json.result.content.map((item: { type: string }) => item.type)).toEqual(["text"])
  })
})
