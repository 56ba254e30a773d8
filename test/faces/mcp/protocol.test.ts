import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { LoggingMessageNotificationSchema, type LoggingMessageNotification } from "@modelcontextprotocol/sdk/types.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { INCOME_TAX_RULES } from "../../../src/rules/income-tax.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { withRefsResolved } from "../../support/json-schema.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../support/server.ts"

// Logging, completion, resources and prompts over /mcp, through the official SDK client (issue 22).
let server: RunningServer
let mcp: Client
// Two anonymous calls a minute per guest id: the third is refused (the warning notice).
beforeAll(async () => {
  server = await startServer(TOOLS, {}, { limits: { ...UNLIMITED, anonymous: [2, 1e6, 1e6] } })
  mcp = await connectMcp(server.url, { "x-guest-id": crypto.randomUUID() })
}, 60_000)
afterAll(async () => {
  await mcp?.close()
  await server?.close()
})

const HEADERS = { accept: "application/json, text/event-stream" }
const textOf = (result: { contents: ReadonlyArray<object> }) =>
  JSON.parse(String((result.contents[0] as { text?: unknown }).text))

describe("capabilities", () => {
  it("announce tools, logging, completions, resources and prompts, and instructions", () => {
    expect(mcp.getServerCapabilities()).toMatchObject({
      tools: {},
      logging: {},
      completions: {},
      resources: {},
      prompts: {}
    })
    expect(mcp.getInstructions()).toMatch(/Never infer an input/)
  })
})

/** Paths of the sub-schemas that say nothing about their type (`{}` or annotations only). */
const untypedSchemas = (node: unknown, path: string): Array<string> => {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return []
  const schema = node as Record<string, unknown>
  const own = ["type", "$ref", "anyOf", "oneOf", "allOf", "const", "enum"].some((key) => key in schema) ? [] : [path]
  const children = [
    ...["items", "additionalProperties", "not"].map((key) => [`${path}.${key}`, schema[key]] as const),
    ...["anyOf", "oneOf", "allOf", "prefixItems"].flatMap((key) =>
      Array.isArray(schema[key])
        ? (schema[key] as Array<unknown>).map((item, i) => [`${path}.${key}[${i}]`, item] as const)
        : []
    ),
    ...["properties", "$defs"].flatMap((key) =>
      Object.entries((schema[key] ?? {}) as Record<string, unknown>).map(
        ([name, item]) => [`${path}.${key}.${name}`, item] as const
      )
    )
  ].filter(([, child]) => child !== undefined && typeof child === "object")
  return [...own, ...children.flatMap(([childPath, child]) => untypedSchemas(child, childPath))]
}

describe("tools/list schemas", () => {
  it("give every input and output sub-schema a type (the Inspector's portability check)", async () => {
    const { tools } = await mcp.listTools()
    expect(
      tools.flatMap((tool) => [
        ...untypedSchemas(tool.inputSchema, `${tool.name}.inputSchema`),
        ...untypedSchemas(tool.outputSchema, `${tool.name}.outputSchema`)
      ])
    ).toEqual([])
    const compare = withRefsResolved(
      tools.find((tool) => tool.name === "compare_saved_calculations")!.outputSchema
    ) as any
    expect(
      compare.properties.differences.anyOf[0].items.properties.left.anyOf.map((branch: { type: string }) => branch.type)
    ).toEqual(["object", "array", "string", "number", "boolean", "null"])
  })
})

describe("resources: the rules by topic and year, the CPI and the changelog", () => {
  it("lists every topic for each of its years, the CPI and the changelog, each with a description and its size", async () => {
    const { resources } = await mcp.listResources()
    const uris = resources.map((resource) => resource.uri)
    for (const year of [2024, 2025, 2026]) expect(uris).toContain(`poliergaleio://rules/income-tax/${year}`)
    expect(uris).toContain("poliergaleio://rules/capital-gains/2026")
    expect(uris).not.toContain("poliergaleio://rules/capital-gains/2024")
    expect(uris).toEqual(expect.arrayContaining(["poliergaleio://cpi", "poliergaleio://changelog"]))
    // The data resources are JSON; the MCP Apps views (ui://, test/faces/mcp/views.test.ts) are HTML.
    for (const resource of resources.filter((r) => r.uri.startsWith("poliergaleio://")))
      expect(resource).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        mimeType: "application/json",
        size: expect.any(Number)
      })
    const { resourceTemplates } = await mcp.listResourceTemplates()
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      "poliergaleio://rules/{topic}/{year}",
      "poliergaleio://tools/{name}"
    ])
  })

  it("reads the 2026 income tax rules as the calculator holds them, with the sources they name", async () => {
    const document = textOf(await mcp.readResource({ uri: "poliergaleio://rules/income-tax/2026" }))
    expect(document.rules.bands).toEqual(JSON.parse(JSON.stringify(INCOME_TAX_RULES[2026].bands)))
    // 2026 reform: 0% to EUR 22,000, then 20% to 32,000 (src/rules/income-tax.ts).
    expect(document.rules.bands.value[1]).toEqual({ from: 22_000, to: 32_000, ratePercent: 20 })
    const ids = document.sources.map((source: { id: string }) => source.id)
    for (const id of INCOME_TAX_RULES[2026].bands.sources) expect(ids).toContain(id)
    expect(document.sources[0]).toEqual(SOURCES[document.sources[0].id as keyof typeof SOURCES])
  })

  it("reads the CPI series and the changelog with their sources", async () => {
    const cpi = textOf(await mcp.readResource({ uri: "poliergaleio://cpi" }))
    expect(cpi.annual.value["2015"]).toBe(100)
    expect(cpi.sources.length).toBeGreaterThan(0)
    const changelog = textOf(await mcp.readResource({ uri: "poliergaleio://changelog" }))
    expect(changelog.versions.at(-1).migrationGuide).toBe("https://site.example/migrations/v5-0-0")
  })

  it("answers the same read twice with the same text, and an unknown address with -32602 naming it", async () => {
    const first = await mcp.readResource({ uri: "poliergaleio://rules/gesy/2025" })
    expect(await mcp.readResource({ uri: "poliergaleio://rules/gesy/2025" })).toEqual(first)
    await expect(mcp.readResource({ uri: "poliergaleio://rules/gesy/1999" })).rejects.toMatchObject({ code: -32602 })
  })
})

describe("prompts", () => {
  it("list the three questions, every argument optional", async () => {
    const { prompts } = await mcp.listPrompts()
    expect(prompts.map((prompt) => prompt.name)).toEqual(["net_salary", "mortgage_overcharge", "state_pension"])
    for (const prompt of prompts) for (const argument of prompt.arguments ?? []) expect(argument.required).toBe(false)
  })

  it("net salary: restates what was given, asks for the rest the tool requires, and forbids inferring", async () => {
    const { messages } = await mcp.getPrompt({ name: "net_salary", arguments: { salaryIncome: "30000" } })
    const text = (messages[0]!.content as { text: string }).text
    expect(text).toContain("calculate_cyprus_income_tax")
    expect(text).toContain("- salaryIncome = 30000")
    expect(text).toMatch(/ask me for each of these, one question at a time[\s\S]*- employmentType:/)
    expect(text).toMatch(/Never infer, estimate or assume/)
  })

  it("state pension and mortgage: ask for the statement, never estimate it", async () => {
    const pension = (await mcp.getPrompt({ name: "state_pension" })).messages[0]!.content as { text: string }
    expect(pension.text).toMatch(/- mode:[\s\S]*- retirementAge:/)
    expect(pension.text).toMatch(/never estimate them/)
    const mortgage = (await mcp.getPrompt({ name: "mortgage_overcharge" })).messages[0]!.content as { text: string }
    expect(mortgage.text).toMatch(/parse_mortgage_statement_text[\s\S]*audit_mortgage_statement/)
  })

  it("refuse an unknown prompt, an unknown argument and an over-long value with -32602", async () => {
    await expect(mcp.getPrompt({ name: "no_such_prompt" })).rejects.toMatchObject({ code: -32602 })
    await expect(mcp.getPrompt({ name: "net_salary", arguments: { salary: "1" } })).rejects.toMatchObject({
      code: -32602
    })
    await expect(
      mcp.getPrompt({ name: "net_salary", arguments: { salaryIncome: "9".repeat(201) } })
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe("completion/complete", () => {
  const complete = (
    ref: { type: "ref/prompt"; name: string } | { type: "ref/resource"; uri: string },
    name: string,
    value: string,
    context?: Record<string, string>
  ) =>
    mcp
      .complete({ ref, argument: { name, value }, ...(context && { context: { arguments: context } }) })
      .then((answer) => answer.completion.values)

  it("suggests a prompt argument's enum and year values from the tool's JSON Schema", async () => {
    const employmentTypes = (
      makeCatalogue(TOOLS, {}).find("calculate_cyprus_income_tax")!.inputJsonSchema.properties as Record<
        string,
        { enum: Array<string> }
      >
    ).employmentType!.enum
    expect(employmentTypes.length).toBeGreaterThan(1)
    expect(await complete({ type: "ref/prompt", name: "net_salary" }, "employmentType", "")).toEqual(employmentTypes)
    expect(await complete({ type: "ref/prompt", name: "net_salary" }, "employmentType", "SELF")).toEqual([
      "self-employed"
    ])
    expect(await complete({ type: "ref/prompt", name: "net_salary" }, "legislationVersion", "202")).toEqual([
      "2024",
      "2025",
      "2026"
    ])
    expect(await complete({ type: "ref/prompt", name: "net_salary" }, "legislationVersion", "2026")).toEqual(["2026"])
    expect(await complete({ type: "ref/prompt", name: "state_pension" }, "mode", "Q")).toEqual(["quick"])
    expect(await complete({ type: "ref/prompt", name: "net_salary" }, "salaryIncome", "3")).toEqual([])
  })

  it("suggests the template's topics, and the years of the chosen topic", async () => {
    const template = { type: "ref/resource" as const, uri: "poliergaleio://rules/{topic}/{year}" }
    expect(await complete(template, "topic", "inc")).toEqual(["income-tax"])
    expect(await complete(template, "year", "", { topic: "capital-gains" })).toEqual(["2025", "2026"])
    expect(await complete(template, "year", "", { topic: "income-tax" })).toEqual(["2024", "2025", "2026"])
  })

  it("gives no suggestion, not an error, for a reference it does not know", async () => {
    expect(await complete({ type: "ref/prompt", name: "unknown" }, "x", "a")).toEqual([])
  })
})

describe("logging", () => {
  const incomeTax = { salaryIncome: 30_000, employmentType: "private", legislationVersion: "2026" }

  it("sends no notification, and plain JSON, to a client that set no level", async () => {
    const answer = await postJson(
      `${server.url}/mcp`,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "calculate_cyprus_income_tax", arguments: incomeTax }
      },
      HEADERS
    )
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
    expect(answer.json.result.structuredContent.legislationVersion).toBe("2026")
  })

  it("after logging/setLevel: a notice naming the defaults a call used, and a warning when a call is refused", async () => {
    const client = await connectMcp(server.url, { "x-guest-id": crypto.randomUUID() })
    const received: Array<LoggingMessageNotification["params"]> = []
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      received.push(notification.params)
    })
    await client.setLoggingLevel("notice")
    const result = await client.callTool({ name: "calculate_cyprus_income_tax", arguments: incomeTax })
    expect(result.isError).toBeUndefined()
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      level: "notice",
      logger: "poliergaleio",
      data: { tool: "calculate_cyprus_income_tax", defaults: { isTaxResident: expect.stringMatching(/resident/) } }
    })
    // All given: no notice.
    await client.callTool({ name: "get_pension_reference_data", arguments: { year: 2025 } })
    expect(received).toHaveLength(1)
    // The guest's two calls are used: the third is refused, with a warning.
    const refused = await client.callTool({ name: "get_pension_reference_data", arguments: { year: 2025 } })
    expect(refused.isError).toBe(true)
    expect(received[1]).toMatchObject({
      level: "warning",
      data: { code: "rate_limited", hint: expect.stringMatching(/Wait/) }
    })
    await client.close()
  })

  it("filters by the level set: warning drops the defaults notice", async () => {
    const client = await connectMcp(server.url, { "x-guest-id": crypto.randomUUID() })
    const received: Array<unknown> = []
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      received.push(notification.params)
    })
    await client.setLoggingLevel("warning")
    await client.callTool({ name: "calculate_cyprus_income_tax", arguments: incomeTax })
    expect(received).toEqual([])
    await client.close()
  })
})
