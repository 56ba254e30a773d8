import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { toolByName } from "../../support/compute.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// MCP revision 2026-07-28 through the official SDK v2 client (issue 36, docs/mcp.md "Revisions"): the stateless
// core (server/discover, the per-request envelope), next to the 2025 clients, which keep their path.
let server: RunningServer
let apiKey: string
beforeAll(async () => {
  server = await startServer(TOOLS)
  const session = new AccountSession(server.url)
  await session.signInOrUp(`modern-${Date.now()}@example.com`, "a long enough password")
  apiKey = await session.createKey("modern")
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const connectModern = async (path = "/mcp", headers: Record<string, string> = {}) => {
  const client = new Client(
    { name: "poliergaleio-tests-v2", version: "1.0.0" },
    { versionNegotiation: { mode: { pin: "2026-07-28" } } }
  )
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}${path}`), { requestInit: { headers } }))
  return client
}

const exampleOf = (name: string) => (toolByName(name).inputJsonSchema.examples as Array<Record<string, unknown>>)[0]!

describe("revision 2026-07-28 with the SDK v2 client", () => {
  it("negotiates 2026-07-28 through server/discover, with the server's self-description", async () => {
    const client = await connectModern()
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28")
    expect(client.getProtocolEra()).toBe("modern")
    expect(client.getServerVersion()).toMatchObject({ name: "poliergaleio", websiteUrl: server.config.siteUrl })
    await client.close()
  })

  it("lists the 25 tools (or a toolset's) with the short listing, and answers three calls as REST does", async () => {
    const client = await connectModern()
    expect((await client.listTools()).tools).toHaveLength(TOOLS.length)
    for (const name of ["calculate_cyprus_income_tax", "calculate_cyprus_state_pension", "simulate_mortgage"]) {
      const result = await client.callTool({ name, arguments: exampleOf(name) })
      const rest = await postJson(`${server.url}/tools/${name}`, exampleOf(name))
      expect(result.isError ?? false, `${name}: ${JSON.stringify(result.content).slice(0, 300)}`).toBe(false)
      expect(result.structuredContent, name).toEqual(rest.json.structuredContent)
    }
    await client.close()
    const tax = await connectModern("/mcp/x/tax")
    expect((await tax.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
      "calculate_cyprus_capital_gains",
      "calculate_cyprus_income_tax",
      "calculate_stock_options",
      "optimize_company_director_remuneration"
    ])
    await tax.close()
  })

  it("an invalid input is an isError result with the REST error body; an unknown tool a protocol error", async () => {
    const client = await connectModern()
    const result = await client.callTool({ name: "calculate_cyprus_income_tax", arguments: { salaryIncome: -5 } })
    expect(result.isError).toBe(true)
    const body = JSON.parse((result.content as Array<{ text: string }>)[0]!.text)
    expect(body).toMatchObject({ code: "invalid_input", fieldErrors: expect.any(Object), hint: expect.any(String) })
    await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(/There is no tool named/)
    await client.close()
  })

  it("a key-only tool answers with the key, and is refused without it", async () => {
    const keyed = await connectModern("/mcp", { "x-api-key": apiKey })
    const listed = await keyed.callTool({ name: "list_saved_calculations", arguments: {} })
    expect(listed.isError ?? false).toBe(false)
    expect(listed.structuredContent).toMatchObject({ calculations: expect.any(Array) })
    await keyed.close()
    const anonymous = await connectModern()
    const refused = await anonymous.callTool({ name: "list_saved_calculations", arguments: {} }).catch((error) => error)
    // HTTP 401 with the challenge, as on 2025, so that a client starts OAuth by itself
    expect(refused.data?.status).toBe(401)
    expect(JSON.stringify(refused)).toMatch(/requires an API key/)
    await anonymous.close()
  })

  it("resources, templates, prompts and the tool guides answer on 2026-07-28 too", async () => {
    const client = await connectModern()
    expect((await client.listResources()).resources.length).toBeGreaterThan(5)
    const guide = await client.readResource({ uri: "poliergaleio://tools/simulate_mortgage" })
    expect(JSON.parse((guide.contents[0] as { text: string }).text).name).toBe("simulate_mortgage")
    expect((await client.listPrompts()).prompts.length).toBeGreaterThan(0)
    await client.close()
  })

  it("a 2025-era client on the same endpoint keeps the 2025 path", async () => {
    const legacy = await connectMcp(server.url)
    expect((await legacy.listTools()).tools).toHaveLength(TOOLS.length)
    await legacy.close()
  })
})

describe("a missing fact is asked of the person (2026-07-28 input required)", () => {
  const askingClient = async (answer: (message: string) => Record<string, string | number | boolean> | undefined) => {
    const asked: Array<{ message: string; schema: unknown }> = []
    const client = new Client(
      { name: "poliergaleio-tests-asking", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities: { elicitation: { form: {} } } }
    )
    client.setRequestHandler("elicitation/create", async (request) => {
      const { message, requestedSchema } = request.params as { message: string; requestedSchema: unknown }
      asked.push({ message, schema: requestedSchema })
      const content = answer(message)
      return content === undefined ? { action: "decline" as const } : { action: "accept" as const, content }
    })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)))
    return { client, asked }
  }

  it("income tax without an employment type: the person is asked, answers, and the call completes", async () => {
    const { client, asked } = await askingClient(() => ({ value: "private" }))
    const result = await client.callTool({ name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 40_000 } })
    expect(asked).toHaveLength(1)
    expect(asked[0]!.message).toMatch(/private sector, a civil servant .*or self-employed/)
    expect(asked[0]!.schema).toMatchObject({
      properties: { value: { type: "string", enum: ["private", "civil", "self-employed"] } },
      required: ["value"]
    })
    expect(result.isError ?? false).toBe(false)
    const rest = await postJson(`${server.url}/tools/calculate_cyprus_income_tax`, {
      salaryIncome: 40_000,
      employmentType: "private"
    })
    expect(result.structuredContent).toEqual(rest.json.structuredContent)
    await client.close()
  })

  it("a declined question leaves the call refused as before; a client that cannot ask gets the 400 at once", async () => {
    const { client } = await askingClient(() => undefined)
    const declined = await client.callTool({ name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 40_000 } })
    expect(declined.isError).toBe(true)
    expect(JSON.parse((declined.content as Array<{ text: string }>)[0]!.text).fieldErrors).toHaveProperty(
      "employmentType"
    )
    await client.close()
    const plain = await connectModern()
    const refused = await plain.callTool({ name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 40_000 } })
    expect(refused.isError).toBe(true)
    await plain.close()
  })

  it("an answer outside the field's choices is refused by the tool's schema, never used", async () => {
    const { client } = await askingClient(() => ({ value: "astronaut" }))
    const result = await client.callTool({ name: "calculate_cyprus_income_tax", arguments: { salaryIncome: 40_000 } })
    expect(result.isError).toBe(true)
    await client.close()
  })
  const restAnswer = async (tool: string, input: Record<string, unknown>) =>
    (await postJson(`${server.url}/tools/${tool}`, input)).json.structuredContent

  it("both dependants of an unemployment claim asked at once; the call completes with the answers", async () => {
    const { client, asked } = await askingClient((message) =>
      message.includes("spouse") ? { value: false } : { value: 2 }
    )
    const claim = { applicationDate: "2026-03-16", annualGrossEarnings: 30_000 }
    const tool = "calculate_cyprus_unemployment_benefit"
    const result = await client.callTool({ name: tool, arguments: claim })
    expect(asked.map((one) => one.message)).toEqual([
      expect.stringMatching(/dependent spouse/),
      expect.stringMatching(/dependent children/)
    ])
    expect(result.isError ?? false).toBe(false)
    expect(result.structuredContent).toEqual(
      await restAnswer(tool, { ...claim, dependentSpouse: false, dependentChildren: 2 })
    )
    await client.close()
  })

  it("a missing salary is asked with how often it is paid, and a monthly one sent as the year's", async () => {
    const { client, asked } = await askingClient(() => ({ amount: 2_500, period: "13" }))
    const result = await client.callTool({
      name: "calculate_cyprus_income_tax",
      arguments: { employmentType: "private" }
    })
    expect(asked).toHaveLength(1)
    expect(asked[0]!.message).toMatch(/how often is it paid\?$/)
    // 2,500 a month paid 13 times: 32,500 a year.
    expect(result.structuredContent).toEqual(
      await restAnswer("calculate_cyprus_income_tax", { employmentType: "private", salaryIncome: 32_500 })
    )
    await client.close()
  })

  it("the pension's omitted dependants are asked; declined, the stated zero stands", async () => {
    const quick = { mode: "quick", retirementAge: 65, currentAge: 50, yearsWorked: 25, totalInsuranceUnits: 120 }
    const tool = "calculate_cyprus_state_pension"
    const answering = await askingClient(() => ({ value: 2 }))
    const answered = await answering.client.callTool({ name: tool, arguments: quick })
    expect(answering.asked).toHaveLength(1)
    expect(answered.structuredContent).toEqual(await restAnswer(tool, { ...quick, dependents: 2 }))
    await answering.client.close()
    const declining = await askingClient(() => undefined)
    const declined = await declining.client.callTool({ name: tool, arguments: quick })
    expect(declining.asked).toHaveLength(1)
    expect(declined.structuredContent).toMatchObject({ dependents: 0, dependentsAssumed: true })
    expect(declined.structuredContent).toEqual(await restAnswer(tool, quick))
    await declining.client.close()
    const given = await askingClient(() => ({ value: 5 }))
    await given.client.callTool({ name: tool, arguments: { ...quick, dependents: 0 } })
    expect(given.asked).toHaveLength(0)
    await given.client.close()
  })

  it("a call that needs two rounds of questions keeps the first round's answer (the signed requestState)", async () => {
    const { client, asked } = await askingClient((message) =>
      message.includes("how often") ? { amount: 40_000, period: "annual" } : { value: "civil" }
    )
    const result = await client.callTool({ name: "calculate_cyprus_income_tax", arguments: {} })
    expect(asked.map((one) => one.message)).toEqual([
      expect.stringMatching(/gross salary/),
      expect.stringMatching(/private sector/)
    ])
    expect(result.structuredContent).toEqual(
      await restAnswer("calculate_cyprus_income_tax", { salaryIncome: 40_000, employmentType: "civil" })
    )
    await client.close()
  })

  it("both legs of an internal transfer confirmed by the person: netted as the confirmed rows are", async () => {
    const tool = "analyze_portfolio"
    const example = toolByName(tool).inputJsonSchema.examples as ReadonlyArray<Record<string, unknown>>
    const confirmedInput = example[1]!
    // The same portfolio with neither leg confirmed: the pair is found, and asked about.
    const unconfirmed = JSON.parse(JSON.stringify(confirmedInput).replaceAll(',"isConfirmedInternalTransfer":true', ""))
    expect(JSON.stringify(unconfirmed)).not.toContain("isConfirmedInternalTransfer")
    const yes = await askingClient(() => ({ value: true }))
    const confirmed = await yes.client.callTool({ name: tool, arguments: unconfirmed })
    expect(yes.asked).toHaveLength(1)
    expect(yes.asked[0]!.message).toMatch(/left "Savings fund" and the same amount arrived in "Cash account"/)
    expect(confirmed.structuredContent).toEqual(await restAnswer(tool, confirmedInput))
    await yes.client.close()
    const no = await askingClient(() => ({ value: false }))
    const notConfirmed = await no.client.callTool({ name: tool, arguments: unconfirmed })
    expect(no.asked).toHaveLength(1)
    expect(notConfirmed.structuredContent).toEqual(await restAnswer(tool, unconfirmed))
    await no.client.close()
  })

  it("a requestState forged or altered by the client is not trusted: read as nothing asked, never an error", async () => {
    const call = async (params: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "tools/call",
          "mcp-name": "calculate_cyprus_income_tax"
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: {
            name: "calculate_cyprus_income_tax",
            arguments: {},
            _meta: {
              "io.modelcontextprotocol/protocolVersion": "2026-07-28",
              "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {} } }
            },
            ...params
          }
        })
      })
      return { status: response.status, body: (await response.json()) as { result?: Record<string, unknown> } }
    }
    const first = await call({})
    expect(first.body.result).toMatchObject({ resultType: "input_required", requestState: expect.any(String) })
    const state = first.body.result!.requestState as string
    const [version, payload, mac] = state.split(".")
    const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString())
    decoded.p.answers = { salaryIncome: 1, employmentType: "civil" }
    const altered = `${version}.${Buffer.from(JSON.stringify(decoded)).toString("base64url")}.${mac}`
    for (const requestState of [altered, "v1.garbage.x", "x".repeat(5_000)]) {
      const retried = await call({ requestState })
      expect(retried.status).toBe(200)
      // Nothing carried over: the salary is asked again, not taken from the altered state.
      expect(retried.body.result).toMatchObject({ resultType: "input_required" })
      expect(Object.keys(retried.body.result!.inputRequests as object)).toEqual(["salaryIncome"])
    }
  })
})
