import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { LANGUAGE_META_KEY } from "../../../src/faces/mcp/tool-call.ts"
import { CALCULATORS, TOOLS } from "../../../src/tools/catalogue.ts"
import { AccountSession } from "../../../scripts/account.ts"
import { postJson } from "../../support/mcp.ts"
import { type RunningServer, startServer } from "../../support/server.ts"

// The answers in the caller's language (issue 39): with Accept-Language: el (q-values honoured) or MCP's language hint,
// the text content, the assumptions in it, the error sentence, hint and fieldErrors messages come in Greek;
// structuredContent, codes and field names never change with the language; Content-Language and Vary say so.
const catalogue = makeCatalogue(CALCULATORS)
const GREEK = /[\u0370-\u03ff]/
const examples = catalogue.tools.map((tool) => ({
  name: tool.definition.name,
  example: (tool.inputJsonSchema.examples as Array<unknown>)[0]
}))

let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS)
}, 60_000)
afterAll(async () => server?.close())

const textOf = (body: { content: Array<{ type: string; text?: string }> }) =>
  body.content.find((item) => item.type === "text")?.text ?? ""

const mcpCall = (name: string, args: unknown, headers: Record<string, string>, meta?: Record<string, unknown>) =>
  postJson(
    `${server.url}/mcp`,
    {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name, arguments: args, ...(meta && { _meta: meta }) }
    },
    { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25", ...headers }
  )

describe("a calculator's answer in Greek", () => {
  it.each(examples)("$name over REST: Greek text, the same structuredContent", async ({ name, example }) => {
    const [english, greek] = await Promise.all([
      postJson(`${server.url}/tools/${name}`, example, { "accept-language": "en" }),
      postJson(`${server.url}/tools/${name}`, example, { "accept-language": "el-GR,el;q=0.9,en;q=0.5" })
    ])
    expect(greek.status).toBe(200)
    expect(greek.headers.get("content-language")).toBe("el")
    expect(english.headers.get("content-language")).toBe("en")
    expect(greek.headers.get("vary")).toMatch(/accept-language/i)
    expect(greek.json.structuredContent).toEqual(english.json.structuredContent)
    const lines = textOf(greek.json).split("\n")
    for (const line of lines) expect(line, line).toMatch(GREEK)
    expect(textOf(greek.json)).toMatch(/Παραδοχές: /)
    expect(textOf(english.json)).not.toMatch(GREEK)
  })

  it.each(examples)("$name over MCP: by Accept-Language and by the _meta hint", async ({ name, example }) => {
    const english = await mcpCall(name, example, {})
    const byHeader = await mcpCall(name, example, { "accept-language": "el" })
    expect(byHeader.headers.get("content-language")).toBe("el")
    expect(byHeader.headers.get("vary")).toMatch(/accept-language/i)
    const byHint = await mcpCall(name, example, { "accept-language": "en" }, { [LANGUAGE_META_KEY]: "el" })
    for (const greek of [byHeader, byHint]) {
      expect(greek.json.result.structuredContent).toEqual(english.json.result.structuredContent)
      expect(textOf(greek.json.result)).toMatch(/Παραδοχές: /)
    }
    expect(textOf(english.json.result)).not.toMatch(GREEK)
  })
})

describe("a key-only tool's answer in Greek", () => {
  it("every saved-calculation tool's examples[0], over REST and MCP: Greek text, the same structuredContent", async () => {
    const session = new AccountSession(server.url)
    await session.signInOrUp(`language${Date.now()}@example.com`, "a long enough password")
    const key = await session.createKey("language")
    const saved = await postJson(
      `${server.url}/tools/save_calculation`,
      { calculationType: "calculate_cyprus_income_tax", inputs: { salaryIncome: 30000, employmentType: "private" } },
      { "x-api-key": key }
    )
    const id = saved.json.structuredContent.id as string
    const keyTools = makeCatalogue(TOOLS).tools.filter((tool) => tool.definition.access === "key")
    expect(keyTools).toHaveLength(6)
    // Read-only ones first, the ones that change a save last; ids of the examples replaced by the save made here.
    const order = [
      "list_saved_calculations",
      "load_saved_calculation",
      "compare_saved_calculations",
      "save_calculation"
    ]
    for (const name of order) {
      const tool = keyTools.find((t) => t.definition.name === name)!
      const example = JSON.parse(
        JSON.stringify((tool.inputJsonSchema.examples as Array<unknown>)[0]).replace(/"[0-9a-f-]{36}"/g, `"${id}"`)
      )
      const headers = { "x-api-key": key }
      const [english, greek] = [
        await postJson(`${server.url}/tools/${name}`, example, { ...headers, "accept-language": "en" }),
        await postJson(`${server.url}/tools/${name}`, example, { ...headers, "accept-language": "el" })
      ]
      expect(greek.status, name).toBe(english.status)
      if (name !== "save_calculation") expect(greek.json.structuredContent).toEqual(english.json.structuredContent)
      for (const line of textOf(greek.json).split("\n")) expect(line, `${name}: ${line}`).toMatch(GREEK)
      const mcp = await mcpCall(name, example, { ...headers, "accept-language": "el" })
      expect(textOf(mcp.json.result)).toMatch(GREEK)
    }
    // The two that change or remove the save: once, in Greek.
    for (const name of ["update_calculation", "delete_saved_calculation"]) {
      const tool = keyTools.find((t) => t.definition.name === name)!
      const example = JSON.parse(
        JSON.stringify((tool.inputJsonSchema.examples as Array<unknown>)[0]).replace(/"[0-9a-f-]{36}"/g, `"${id}"`)
      )
      const greek = await postJson(`${server.url}/tools/${name}`, example, {
        "x-api-key": key,
        "accept-language": "el"
      })
      expect(greek.status, `${name} ${JSON.stringify(greek.json)}`).toBe(200)
      for (const line of textOf(greek.json).split("\n")) expect(line, `${name}: ${line}`).toMatch(GREEK)
    }
  })
})

describe("refusals in Greek", () => {
  it("a 400 has the same code and fieldErrors keys, its texts in Greek", async () => {
    const body = { salaryIncome: -5, employmentType: "privat", unknownField: 1 }
    const [english, greek] = await Promise.all([
      postJson(`${server.url}/tools/calculate_cyprus_income_tax`, body),
      postJson(`${server.url}/tools/calculate_cyprus_income_tax`, body, { "accept-language": "el" })
    ])
    expect(greek.status).toBe(400)
    expect(greek.json.code).toBe(english.json.code)
    expect(Object.keys(greek.json.fieldErrors).sort()).toEqual(Object.keys(english.json.fieldErrors).sort())
    for (const text of [greek.json.error, greek.json.hint, ...Object.values(greek.json.fieldErrors).flat()])
      expect(text, String(text)).toMatch(GREEK)
    expect(greek.json.hint).toContain("/schemas/calculate_cyprus_income_tax")
    // MCP: the same Greek texts in the isError result.
    const mcp = await mcpCall("calculate_cyprus_income_tax", body, { "accept-language": "el" })
    const refused = JSON.parse(textOf(mcp.json.result))
    expect(refused.fieldErrors).toEqual(greek.json.fieldErrors)
    expect(refused.hint).toBe(greek.json.hint)
  })

  it("a client too old (426): the lifecycle body's sentence, notes and hint in Greek, its fields as in English", async () => {
    const headers = { "x-client-version": "0.9.0" }
    const english = await postJson(`${server.url}/tools/calculate_cyprus_income_tax`, {}, headers)
    const greek = await postJson(
      `${server.url}/tools/calculate_cyprus_income_tax`,
      {},
      { ...headers, "accept-language": "el" }
    )
    expect(greek.status).toBe(426)
    expect(Object.keys(greek.json).sort()).toEqual(Object.keys(english.json).sort())
    for (const field of ["error", "notes", "hint"]) expect(greek.json[field]).toMatch(GREEK)
    expect(greek.json.migrationPath).toEqual(english.json.migrationPath)
  })

  it("an unknown tool, a route nobody serves: Greek sentences, the same codes", async () => {
    const unknown = await postJson(`${server.url}/tools/no_such_tool`, {}, { "accept-language": "el" })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toMatch(GREEK)
  })
})

describe("Accept-Language", () => {
  it.each([
    ["el", "el"],
    ["en;q=0.9, el", "el"],
    ["el;q=0.1, en;q=0.9", "en"],
    ["el;q=0", "en"],
    ["fr-FR, de;q=0.8", "en"],
    ["", "en"],
    [`${"x-".repeat(2_000)}el`, "en"]
  ])("%j answers in %s", async (header, language) => {
    const answer = await postJson(
      `${server.url}/tools/calculate_cyprus_income_tax`,
      { salaryIncome: 30000, employmentType: "private" },
      header === "" ? {} : { "accept-language": header }
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-language")).toBe(language)
  })
})
