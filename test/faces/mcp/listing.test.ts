// tools/list as the model reads it (issue 36, docs/mcp.md "Listing"): a third of the full schemas' size, with
// nothing a client or a model needs lost. Pure: the catalogue and the listing builder, no server.
import { Ajv2020 } from "ajv/dist/2020.js"
import { describe, expect, it } from "vitest"
import type { JsonObject } from "../../../src/core/json-schema.ts"
import { TOOLSETS } from "../../../src/core/tool.ts"
import {
  inputFieldPaths,
  inToolsets,
  listedTool,
  modelFacingBytes,
  readToolGuide,
  shareRepeats
} from "../../../src/faces/mcp/listing.ts"
import { parseToolsets, toolsetsOfRequest } from "../../../src/faces/mcp/toolsets.ts"
import { toolCatalogue } from "../../../src/tools/catalogue.ts"
import { computeOutput } from "../../support/compute.ts"
import { withRefsResolved } from "../../support/json-schema.ts"

const catalogue = toolCatalogue()
const KB = 1024
const SITE = "https://poliergaleio.cy"
const listed = catalogue.tools.map((tool) => listedTool(tool, SITE))
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** What validation and a model rely on at each path: property names, required fields, choices and types. */
const shapeOf = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(shapeOf)
  if (node === null || typeof node !== "object") return node
  const kept = ["type", "properties", "required", "enum", "const", "items", "anyOf", "oneOf"]
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => kept.includes(key))
      .map(([key, value]) =>
        key === "properties"
          ? [key, Object.fromEntries(Object.entries(value as object).map(([name, child]) => [name, shapeOf(child)]))]
          : [key, shapeOf(value)]
      )
  )
}

describe("the listing of each tool", () => {
  it.each(catalogue.tools.map((tool) => [tool.definition.name, tool] as const))(
    "%s: a summary and briefs of fields it has",
    (_, tool) => {
      const { summary, fields } = tool.definition.listing
      expect(summary.length).toBeGreaterThan(40)
      expect(summary.length).toBeLessThanOrEqual(600)
      const paths = inputFieldPaths(tool.inputJsonSchema)
      for (const [path, brief] of Object.entries(fields)) {
        expect(paths, `${path} is no field of ${tool.definition.name}`).toContain(path)
        expect(brief.length, path).toBeGreaterThan(0)
        expect(brief.length, path).toBeLessThanOrEqual(160)
      }
    }
  )

  it("asks only for top-level fields a form can carry (a choice, a yes/no, a number), each with a question", () => {
    const asking = catalogue.tools.filter((tool) => tool.definition.listing.asks !== undefined)
    expect(asking.map((tool) => tool.definition.name).sort()).toEqual([
      "calculate_cyprus_income_tax",
      "calculate_cyprus_state_pension",
      "calculate_cyprus_unemployment_benefit",
      "calculate_stock_options",
      "compare_rent_vs_buy",
      "optimize_company_director_remuneration"
    ])
    for (const tool of asking)
      for (const [field, asked] of Object.entries(tool.definition.listing.asks!)) {
        const schema = (tool.inputJsonSchema.properties as Record<string, { type?: string }>)[field]
        expect(["string", "boolean", "number", "integer"], `${tool.definition.name}.${field}`).toContain(schema?.type)
        expect(asked.question.en, field).toMatch(/\?$/)
        expect(asked.question.el, field).toMatch(/;$/)
        // An "omitted" fact is one the tool answers without, on a default it states: never a required field.
        if (asked.kind === "omitted") expect(tool.inputJsonSchema.required ?? [], field).not.toContain(field)
      }
  })

  it("keeps every field, required list, choice and type of the full input schema", () => {
    for (const [i, tool] of catalogue.tools.entries())
      expect(shapeOf(withRefsResolved(listed[i]!.inputSchema as JsonObject)), tool.definition.name).toEqual(
        shapeOf(tool.inputJsonSchema)
      )
  })

  it("keeps the shape of the full output schema (fields, required, choices, types), but assumptionDetails", () => {
    // assumptionDetails is the same in every tool: the listing leaves it out (its schema is in the tool's guide).
    const withoutDetails = (schema: JsonObject) => {
      const { assumptionDetails: _, ...properties } = schema.properties as Record<string, unknown>
      return {
        ...schema,
        properties,
        required: (schema.required as Array<string>).filter((f) => f !== "assumptionDetails")
      }
    }
    for (const [i, tool] of catalogue.tools.entries()) {
      expect((tool.outputJsonSchema.properties as Record<string, unknown>).assumptionDetails).toBeDefined()
      expect(shapeOf(withRefsResolved(listed[i]!.outputSchema as JsonObject)), tool.definition.name).toEqual(
        shapeOf(withoutDetails(tool.outputJsonSchema))
      )
    }
  })

  it("accepts every tool's examples[0] as input, and each calculator's answer to it as output", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false })
    for (const [i, tool] of catalogue.tools.entries()) {
      const example = (tool.inputJsonSchema.examples as Array<unknown>)[0]
      const input = ajv.compile(listed[i]!.inputSchema)
      expect(input(example), `${tool.definition.name}: ${JSON.stringify(input.errors)}`).toBe(true)
      if (tool.definition.access === "key") continue // needs an account: the MCP black-box tests call them
      const output = ajv.compile(listed[i]!.outputSchema as object)
      const answer = computeOutput(tool.definition.name, example)
      expect(output(answer), `${tool.definition.name}: ${JSON.stringify(output.errors)}`).toBe(true)
    }
  })

  it("writes a repeated sub-schema once and refers to it, keeping the schema's meaning", () => {
    const row = { type: "object", properties: { rule: { type: "string" }, year: { type: "integer" } } }
    const schema = { type: "object", properties: { a: row, b: row, c: { type: "array", items: row } } }
    const shared = shareRepeats(schema)
    expect(shared.$defs).toEqual({ s1: row })
    expect(shared.properties).toEqual({
      a: { $ref: "#/$defs/s1" },
      b: { $ref: "#/$defs/s1" },
      c: { type: "array", items: { $ref: "#/$defs/s1" } }
    })
    expect(withRefsResolved(shared)).toEqual(schema)
  })

  it("points to the tool's full guide, which holds the full description and schemas", () => {
    for (const [i, tool] of catalogue.tools.entries()) {
      const uri = `poliergaleio://tools/${tool.definition.name}`
      expect(listed[i]!.description).toContain(uri)
      const guide = JSON.parse((readToolGuide(catalogue, uri)!.contents[0] as { text: string }).text)
      expect(guide.description).toBe(tool.definition.description)
      expect(guide.inputSchema).toEqual(tool.inputJsonSchema)
    }
    expect(readToolGuide(catalogue, "poliergaleio://tools/no_such_tool")).toBeUndefined()
  })
})

describe("the size of tools/list (bench/listing.ts prints the same figures)", () => {
  it("whole at most 120 KB, the model-facing part at most 40 KB (was 298 KB and 124 KB)", () => {
    expect(bytes({ tools: listed })).toBeLessThanOrEqual(120 * KB)
    expect(listed.reduce((sum, tool) => sum + modelFacingBytes(tool), 0)).toBeLessThanOrEqual(40 * KB)
  })

  it.each(TOOLSETS.map((toolset) => [toolset]))(
    "toolset %s: at least one tool, at most 12 KB model-facing",
    (toolset) => {
      const tools = inToolsets(catalogue.tools, [toolset]).map((tool) => listedTool(tool, SITE))
      expect(tools.length).toBeGreaterThan(0)
      expect(tools.reduce((sum, tool) => sum + modelFacingBytes(tool), 0)).toBeLessThanOrEqual(12 * KB)
    }
  )

  it("every tool is in exactly one toolset", () => {
    const counted = TOOLSETS.flatMap((toolset) => inToolsets(catalogue.tools, [toolset]))
    expect(counted.length).toBe(catalogue.tools.length)
  })
})

describe("toolsets chosen by URL or header (src/faces/mcp/toolsets.ts)", () => {
  it("reads a list from the path, else from the header, in canonical order; none means every tool", () => {
    expect(toolsetsOfRequest("/mcp/x/tax", undefined)).toEqual(["tax"])
    expect(toolsetsOfRequest("/mcp/x/mortgages,TAX", "saved")).toEqual(["tax", "mortgages"])
    expect(toolsetsOfRequest("/mcp/x/tax%2Csaved", undefined)).toEqual(["tax", "saved"])
    expect(toolsetsOfRequest("/mcp", " saved , portfolio ")).toEqual(["portfolio", "saved"])
    expect(toolsetsOfRequest("/mcp", undefined)).toBeUndefined()
    expect(toolsetsOfRequest("/mcp", "  ")).toBeUndefined()
  })

  it("refuses an unknown toolset, an empty list, bad encoding and an overlong list, naming the toolsets", () => {
    for (const [path, header] of [
      ["/mcp/x/taxes", undefined],
      ["/mcp/x/,", undefined],
      ["/mcp/x/%E0%A4%A", undefined],
      ["/mcp", "tax,pensions"],
      ["/mcp", "tax,".repeat(100)]
    ] as const) {
      const answer = toolsetsOfRequest(path, header)
      expect(typeof answer, `${path} ${header}`).toBe("string")
    }
    expect(toolsetsOfRequest("/mcp/x/taxes", undefined)).toMatch(/Unknown toolset "taxes".*tax, social-insurance/)
  })

  it("parses any generated header in linear time and never throws", () => {
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    const alphabet = ["tax", "saved", ",", " ", "%", "x", "/", "\u0000", "é"]
    for (let i = 0; i < 2_000; i++) {
      const text = Array.from(
        { length: Math.floor(random() * 60) },
        () => alphabet[Math.floor(random() * alphabet.length)]
      ).join("")
      expect(() => parseToolsets(text)).not.toThrow()
      expect(() => toolsetsOfRequest(`/mcp/x/${text}`, text)).not.toThrow()
    }
  })
})
