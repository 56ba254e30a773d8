import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { MAX_FIELD_ERRORS, MAX_KEYS_PER_OBJECT } from "../../../src/core/validation.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Responses proportionate to requests (issue 18, "Build" 4): a bounded 400, and a maximum on every list
// and every text of every schema.

/** Paths (tool.path) of arrays without maxItems, strings without maxLength and maps without maxProperties. */
const unboundedCells = (name: string, schema: unknown): Array<string> => {
  const found: Array<string> = []
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, `${where}[${i}]`)
      })
      return
    }
    if (node === null || typeof node !== "object") return
    const n = node as Record<string, unknown>
    if (n.type === "array" && n.maxItems === undefined) found.push(`${where} (array without maxItems)`)
    const closedString = n.enum !== undefined || n.const !== undefined
    if (n.type === "string" && n.maxLength === undefined && !closedString)
      found.push(`${where} (string without maxLength)`)
    if (
      n.type === "object" &&
      typeof n.additionalProperties === "object" &&
      n.maxProperties === undefined &&
      n.propertyNames === undefined
    ) {
      found.push(`${where} (map without maxProperties)`)
    }
    for (const [key, value] of Object.entries(n))
      if (key !== "examples" && key !== "default") walk(value, `${where}.${key}`)
  }
  walk(schema, name)
  return found
}

describe("every input schema", () => {
  const catalogue = makeCatalogue(TOOLS)
  it.each(catalogue.tools.map((tool) => [tool.definition.name, tool] as const))(
    "%s bounds every list and text",
    (name, tool) => {
      expect(unboundedCells(name, tool.inputJsonSchema)).toEqual([])
    }
  )
})

describe("a 400 stays small", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(TOOLS, {}, { maxBodyBytes: 256 * 1024 })
  }, 60_000)
  afterAll(async () => server?.close())
  const call = (body: unknown) => postJson(`${server.url}/tools/calculate_cyprus_income_tax`, body)

  it(`lists at most ${MAX_FIELD_ERRORS} fields and says how many more there are`, async () => {
    const body: Record<string, unknown> = { salaryIncome: 30_000, employmentType: "private" }
    for (let i = 0; i < 150; i++) body[`unknown${i}`] = i
    const answer = await call(body)
    expect(answer.status).toBe(400)
    const fields = Object.keys(answer.json.fieldErrors)
    expect(fields.filter((field) => field !== "$")).toHaveLength(MAX_FIELD_ERRORS)
    expect(answer.json.fieldErrors.$[0]).toMatch(/^100 more field\(s\) need attention/)
    expect(answer.json.error).toMatch(/150 field\(s\)/)
  })

  it("refuses an object with tens of thousands of keys before decoding it, in a few hundred bytes", async () => {
    const body: Record<string, unknown> = {}
    for (let i = 0; i < 15_000; i++) body[`k${i}`] = 1
    const answer = await call(body)
    expect(answer.status).toBe(400)
    expect(answer.json.fieldErrors.$[0]).toContain(`more than ${MAX_KEYS_PER_OBJECT}`)
    expect(answer.text.length).toBeLessThan(1_000)
  })

  it("cuts a made-up field name of 5,000 characters in its error", async () => {
    const answer = await call({ salaryIncome: 1, employmentType: "private", ["x".repeat(5_000)]: 1 })
    expect(answer.status).toBe(400)
    expect(answer.text.length).toBeLessThan(1_500)
  })

  it("refuses nesting deeper than any tool's input", async () => {
    let nested: unknown = 1
    for (let i = 0; i < 40; i++) nested = { a: nested }
    const answer = await call({ salaryIncome: 1, employmentType: "private", employmentExemption: nested })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json.fieldErrors)).toMatch(/nests deeper than 32 levels/)
  })
})
