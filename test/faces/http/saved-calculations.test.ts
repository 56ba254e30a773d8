import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// The six key-only tools through the real server, REST and MCP, with two accounts.
let server: RunningServer
let keyA: string, keyB: string
let mcpA: Client, mcpB: Client
beforeAll(async () => {
  server = await startServer(TOOLS)
  const a = new AccountSession(server.url),
    b = new AccountSession(server.url)
  await a.signInOrUp(`saves-a-${Date.now()}@example.com`, "a long enough password")
  await b.signInOrUp(`saves-b-${Date.now()}@example.com`, "a long enough password")
  keyA = await a.createKey("a")
  keyB = await b.createKey("b")
  mcpA = await connectMcp(server.url, { "x-api-key": keyA })
  mcpB = await connectMcp(server.url, { "x-api-key": keyB })
}, 60_000)
afterAll(async () => {
  await mcpA?.close()
  await mcpB?.close()
  await server?.close()
})

const rest = (key: string, tool: string, body: unknown) =>
  postJson(`${server.url}/tools/${tool}`, body, { "x-api-key": key })
const viaMcp = async (client: Client, tool: string, args: Record<string, unknown>) => {
  const result = await client.callTool({ name: tool, arguments: args })
  return result.isError
    ? { ok: false as const, body: JSON.parse((result.content as Array<{ text: string }>)[0]!.text) }
    : { ok: true as const, body: result.structuredContent as Record<string, any> }
}

const SCENARIOS = [
  {
    calculationType: "calculate_cyprus_income_tax",
    inputs: { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" },
    changed: { salaryIncome: 45000, employmentType: "private", legislationVersion: "2026" }
  },
  { calculationType: "get_pension_reference_data", inputs: { year: 2025 }, changed: { year: 2026 } },
  {
    calculationType: "calculate_cyprus_capital_gains",
    inputs: {
      salePrice: 300000,
      acquisitionPrice: 150000,
      acquisitionYear: 2010,
      propertyType: "general",
      taxYear: 2026
    },
    changed: {
      salePrice: 320000,
      acquisitionPrice: 150000,
      acquisitionYear: 2010,
      propertyType: "general",
      taxYear: 2026
    }
  }
]

describe("the save / list / load / update / compare / delete cycle", () => {
  it.each(SCENARIOS)("$calculationType over REST and MCP", async ({ calculationType, inputs, changed }) => {
    const direct = await postJson(`${server.url}/tools/${calculationType}`, inputs)
    const saved = await rest(keyA, "save_calculation", { calculationType, name: `first ${calculationType}`, inputs })
    expect(saved.status).toBe(200)
    expect(saved.json.structuredContent).toMatchObject({
      calculationType,
      locked: false,
      name: `first ${calculationType}`
    })
    expect(saved.json.structuredContent.result).toEqual(direct.json.structuredContent)
    const second = await viaMcp(mcpA, "save_calculation", { calculationType, inputs: changed })
    expect(second.ok).toBe(true)
    expect(second.body.assumptions[0]).toMatch(/No name was given/)
    const [idOne, idTwo] = [saved.json.structuredContent.id, second.body.id]

    const list = await viaMcp(mcpA, "list_saved_calculations", { calculationType })
    expect(list.body.calculations.map((c: { id: string }) => c.id)).toEqual([idTwo, idOne])
    const restList = await rest(keyA, "list_saved_calculations", { calculationType })
    expect(restList.json.structuredContent).toEqual(list.body)

    const loaded = await rest(keyA, "load_saved_calculation", { calculationId: idOne })
    expect(loaded.json.structuredContent).toMatchObject({ id: idOne, inputs, locked: false })
    expect(loaded.json.structuredContent.result).toEqual(direct.json.structuredContent)
    expect((await viaMcp(mcpA, "load_saved_calculation", { calculationId: idOne })).body).toEqual(
      loaded.json.structuredContent
    )

    const compared = await rest(keyA, "compare_saved_calculations", {
      leftCalculationId: idOne,
      rightCalculationId: idTwo
    })
    const firstDifference = compared.json.structuredContent.differences.find((d: { path: string }) =>
      d.path.startsWith("inputs.")
    )
    const [field] = Object.keys(inputs).filter(
      (k) => (inputs as Record<string, unknown>)[k] !== (changed as Record<string, unknown>)[k]
    )
    expect(firstDifference).toEqual({
      path: `inputs.${field}`,
      left: (inputs as Record<string, number>)[field!],
      right: (changed as Record<string, number>)[field!],
      difference: (changed as Record<string, number>)[field!]! - (inputs as Record<string, number>)[field!]!
    })

    const renamed = await viaMcp(mcpA, "update_calculation", { calculationId: idOne, name: "renamed" })
    expect(renamed.body.name).toBe("renamed")
    const recomputed = await rest(keyA, "update_calculation", { calculationId: idOne, inputs: changed })
    const directChanged = await postJson(`${server.url}/tools/${calculationType}`, changed)
    expect(recomputed.json.structuredContent.result).toEqual(directChanged.json.structuredContent)

    expect(
      (await rest(keyA, "delete_saved_calculation", { calculationId: idOne })).json.structuredContent
    ).toMatchObject({ id: idOne, deleted: true })
    expect((await rest(keyA, "delete_saved_calculation", { calculationId: idOne })).status).toBe(404)
    expect((await viaMcp(mcpA, "load_saved_calculation", { calculationId: idOne })).body.code).toBe(
      "calculation_not_found"
    )
  })

  it("refuses an invalid calculator input with the same fieldErrors as calling the calculator", async () => {
    const bad = { salaryIncome: -5, employmentType: "self-employed" }
    const direct = await postJson(`${server.url}/tools/calculate_cyprus_income_tax`, bad)
    const saved = await rest(keyA, "save_calculation", { calculationType: "calculate_cyprus_income_tax", inputs: bad })
    expect(saved.status).toBe(400)
    expect(saved.json.fieldErrors).toEqual(direct.json.fieldErrors)
    const unknownType = await rest(keyA, "save_calculation", { calculationType: "list_saved_calculations", inputs: {} })
    expect(Object.keys(unknownType.json.fieldErrors)).toEqual(["calculationType"])
  })
})

describe("isolation between accounts", () => {
  it("a second account can neither see nor touch the first one's saves, on any tool, REST or MCP", async () => {
    const saved = await rest(keyA, "save_calculation", {
      calculationType: "get_pension_reference_data",
      name: "private",
      inputs: { year: 2024 }
    })
    const id = saved.json.structuredContent.id
    const other = await rest(keyA, "save_calculation", {
      calculationType: "get_pension_reference_data",
      name: "other",
      inputs: { year: 2025 }
    })
    const theirs = await rest(keyB, "list_saved_calculations", {})
    expect(JSON.stringify(theirs.json)).not.toContain(id)
    const attempts: Array<[string, Record<string, unknown>]> = [
      ["load_saved_calculation", { calculationId: id }],
      ["update_calculation", { calculationId: id, name: "stolen" }],
      ["delete_saved_calculation", { calculationId: id }],
      ["compare_saved_calculations", { leftCalculationId: id, rightCalculationId: other.json.structuredContent.id }]
    ]
    for (const [tool, args] of attempts) {
      const r = await rest(keyB, tool, args)
      expect(r.status, tool).toBe(404)
      expect(r.json.code).toBe("calculation_not_found")
      expect(r.text).not.toContain("private")
      const m = await viaMcp(mcpB, tool, args)
      expect(m.body.code, tool).toBe("calculation_not_found")
    }
    const unknown = await rest(keyB, "load_saved_calculation", {
      calculationId: "00000000-0000-4000-8000-000000000000"
    })
    expect({ status: unknown.status, code: unknown.json.code }).toEqual({ status: 404, code: "calculation_not_found" })
    expect((await rest(keyA, "load_saved_calculation", { calculationId: id })).json.structuredContent.name).toBe(
      "private"
    )
  })
})

describe("paging", () => {
  it("is stable: no save skipped or repeated across pages while saves are added between pages", async () => {
    const session = new AccountSession(server.url)
    await session.signInOrUp(`paging-${Date.now()}@example.com`, "a long enough password")
    const key = await session.createKey("paging")
    const ids: Array<string> = []
    for (let i = 0; i < 7; i++)
      ids.push(
        (
          await rest(key, "save_calculation", {
            calculationType: "get_pension_reference_data",
            name: `save ${i}`,
            inputs: { year: 2024 }
          })
        ).json.structuredContent.id
      )
    const seen: Array<string> = []
    let cursor: string | null = null
    do {
      const page: { json: { structuredContent: { calculations: Array<{ id: string }>; nextCursor: string | null } } } =
        await rest(key, "list_saved_calculations", { limit: 3, ...(cursor ? { cursor } : {}) })
      seen.push(...page.json.structuredContent.calculations.map((c) => c.id))
      cursor = page.json.structuredContent.nextCursor
      await rest(key, "save_calculation", {
        calculationType: "get_pension_reference_data",
        name: "added between pages",
        inputs: { year: 2025 }
      })
    } while (cursor !== null)
    expect(seen).toEqual([...ids].reverse())
    const offsetPage = await rest(key, "list_saved_calculations", { limit: 2, offset: 2, sort: "name_asc" })
    expect(offsetPage.json.structuredContent).toMatchObject({
      totalCount: 10,
      hasMore: true,
      nextCursor: null,
      offset: 2
    })
  })
})

// Issue 18: input PostgreSQL refuses used to reach it and come back as a 503 "database unreachable".
describe("input the database would refuse is a 400 naming the field, before any SQL", () => {
  const NUL = "\u0000"
  const expectField = (
    answer: { status: number; json: { code: string; fieldErrors: Record<string, Array<string>> } },
    field: string
  ) => {
    expect(answer.status, field).toBe(400)
    expect(answer.json.code).toBe("invalid_input")
    expect(Object.keys(answer.json.fieldErrors)).toEqual([field])
  }

  it("a NUL in a calculationId, a save name or a cursor", async () => {
    const saved = (
      await rest(keyA, "save_calculation", {
        calculationType: "get_pension_reference_data",
        name: "for the NUL test",
        inputs: { year: 2025 }
      })
    ).json.structuredContent.id
    expectField(await rest(keyA, "load_saved_calculation", { calculationId: `${saved}${NUL}` }), "calculationId")
    expectField(await rest(keyA, "delete_saved_calculation", { calculationId: `a${NUL}b` }), "calculationId")
    expectField(
      await rest(keyA, "compare_saved_calculations", { leftCalculationId: saved, rightCalculationId: `x${NUL}` }),
      "rightCalculationId"
    )
    expectField(
      await rest(keyA, "save_calculation", {
        calculationType: "get_pension_reference_data",
        name: `bad${NUL}name`,
        inputs: { year: 2025 }
      }),
      "name"
    )
    expectField(await rest(keyA, "update_calculation", { calculationId: saved, name: `tab\there` }), "name")
    expectField(
      await rest(keyA, "list_saved_calculations", { cursor: `2026-01-01T00:00:00.000Z|${saved}${NUL}` }),
      "cursor"
    )
    const viaMcp = await mcpA.callTool({ name: "load_saved_calculation", arguments: { calculationId: `a${NUL}b` } })
    expect(JSON.parse((viaMcp.content as Array<{ text: string }>)[0]!.text)).toMatchObject({
      code: "invalid_input",
      fieldErrors: { calculationId: [expect.stringMatching(/control characters/)] }
    })
    // The save itself is untouched and still loads.
    expect((await rest(keyA, "load_saved_calculation", { calculationId: saved })).status).toBe(200)
  })

  it("a cursor dated out of range or not in the nextCursor format", async () => {
    for (const cursor of [
      "-271821-04-20T00:00:00.000Z|abc",
      "+275760-09-13T00:00:00.000Z|abc",
      "1999-12-31T23:59:59.999Z|abc",
      "2026-02-30|abc",
      "yesterday|abc",
      "2026-01-01T00:00:00.000Z|",
      "2026-01-01T00:00:00.000Z|a|b"
    ]) {
      const answer = await rest(keyA, "list_saved_calculations", { cursor })
      expectField(answer, "cursor")
    }
    // A real nextCursor still pages.
    const page = await rest(keyA, "list_saved_calculations", { limit: 1 })
    expect(
      (await rest(keyA, "list_saved_calculations", { limit: 1, cursor: page.json.structuredContent.nextCursor })).status
    ).toBe(200)
  })

  it("a NUL in free-form inputs text is refused at save, naming the path; other controls are stored as the calculator reads them", async () => {
    const text = "05/03/2025  Instalment   1,100.00   147,722.11"
    const answer = await rest(keyA, "save_calculation", {
      calculationType: "parse_mortgage_statement_text",
      inputs: { text: `${text}${NUL}` }
    })
    expectField(answer, "inputs.text")
    // Tabs, line breaks and a form feed (a statement pasted from a PDF) are ordinary in pasted text.
    expect(
      (
        await rest(keyA, "save_calculation", {
          calculationType: "parse_mortgage_statement_text",
          inputs: { text: `${text}\t\r\n${text}\f` }
        })
      ).status
    ).toBe(200)
  })
})

describe("the 500-saves cap over HTTP", () => {
  it("400 concurrent saves against an account at 170 end at exactly 500", async () => {
    const session = new AccountSession(server.url)
    await session.signInOrUp(`cap-${Date.now()}@example.com`, "a long enough password")
    const key = await session.createKey("cap")
    const save = (i: number) =>
      rest(key, "save_calculation", {
        calculationType: "get_pension_reference_data",
        name: `save ${i}`,
        inputs: { year: 2025 }
      })
    for (let batch = 0; batch < 170; batch += 17)
      await Promise.all(Array.from({ length: 17 }, (_, i) => save(batch + i)))
    expect((await rest(key, "list_saved_calculations", { limit: 1 })).json.structuredContent.totalCount).toBe(170)
    const started = performance.now()
    const results = await Promise.all(Array.from({ length: 400 }, (_, i) => save(1000 + i)))
    const elapsedMs = Math.round(performance.now() - started)
    expect(results.filter((r) => r.status === 200).length).toBe(330)
    const refused = results.filter((r) => r.status !== 200)
    expect(refused.length).toBe(70)
    expect(
      refused.every((r) => r.status === 400 && /already has 500 saves/.test(r.json.fieldErrors.calculationType[0]))
    ).toBe(true)
    expect((await rest(key, "list_saved_calculations", { limit: 1 })).json.structuredContent.totalCount).toBe(500)
    console.log(`400 concurrent REST saves on an account at 170: 330 saved, 70 refused, ${elapsedMs} ms`)
  }, 120_000)
})
