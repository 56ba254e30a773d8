import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { OpenApi } from "effect/http-api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { makeHttpApi } from "../../../src/faces/http/api.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { echoTool } from "../../fixtures/echo-tool.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Issue 23: the 200 example of every tool in the OpenAPI documents (and /docs) is what a call of its
// request example answers, not a schema placeholder; the key-only tools' examples say what they need.
let server: RunningServer
let documents: Record<"full" | "calculators" | "saved", any>
let key: string
let mcp: Client
beforeAll(async () => {
  server = await startServer(TOOLS)
  const read = async (path: string) => (await fetch(`${server.url}${path}`)).json()
  documents = {
    full: await read("/poliergaleio-openapi.json"),
    calculators: await read("/poliergaleio-openapi-calculators.json"),
    saved: await read("/poliergaleio-openapi-saved-calculations.json")
  }
  const session = new AccountSession(server.url)
  await session.signInOrUp(`examples-${Date.now()}@example.com`, "a long enough password")
  key = await session.createKey("examples")
  mcp = await connectMcp(server.url)
}, 60_000)
afterAll(async () => {
  await mcp?.close()
  await server?.close()
})

const anonymous = TOOLS.filter((tool) => tool.access === "anonymous").map((tool) => tool.name)
const keyOnly = TOOLS.filter((tool) => tool.access === "key").map((tool) => tool.name)
const PLACEHOLDER_IDS = ["2f1c4a7e-0000-4000-8000-000000000000", "9b3d2c10-0000-4000-8000-000000000000"]

const operation = (document: any, tool: string) => document.paths[`/tools/${tool}`].post
const responseExample = (document: any, tool: string) =>
  operation(document, tool).responses["200"].content["application/json"].examples["examples[0]"]
const requestExample = (tool: string) =>
  operation(documents.full, tool).requestBody.content["application/json"].examples?.["examples[0]"]
const firstExample = async (tool: string) =>
  (await (await fetch(`${server.url}/schemas/${tool}`)).json()).examples[0] as Record<string, unknown>

/** The value's structure: field names and JSON types, not the values (ids and dates differ from call to call). */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.slice(0, 1).map(shape)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
      : value === null
        ? null
        : typeof value

/** The `id` fields of a saved-calculation answer (of the saves themselves, at any depth). */
const savedIds = (value: unknown): Array<string> =>
  Array.isArray(value)
    ? value.flatMap(savedIds)
    : value !== null && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) =>
          k === "id" && typeof v === "string" ? [v] : k === "result" || k === "inputs" ? [] : savedIds(v)
        )
      : []

describe("the 200 example of every anonymous tool is the answer to its examples[0]", () => {
  it.each(anonymous)("%s: the example is, byte for byte, the body a POST of examples[0] answers", async (tool) => {
    const example = responseExample(documents.full, tool)
    expect(example.summary).toBe("The answer to examples[0]")
    const answer = await postJson(`${server.url}/tools/${tool}`, await firstExample(tool))
    expect(answer.status).toBe(200)
    expect(JSON.stringify(example.value)).toBe(answer.text)
    expect(responseExample(documents.calculators, tool)).toEqual(example)
    expect(requestExample(tool)).toBeUndefined()
  })

  it.each(anonymous)("%s: over MCP, examples[0] answers the example's structuredContent and text", async (tool) => {
    const { value } = responseExample(documents.full, tool)
    const result = await mcp.callTool({ name: tool, arguments: await firstExample(tool) })
    expect(result.isError ?? false).toBe(false)
    expect(result.structuredContent).toEqual(value.structuredContent)
    // MCP adds resource_link items after the REST content (docs/mcp.md "Results link their rules")
    expect((result.content as Array<{ type: string }>).filter((item) => item.type !== "resource_link")).toEqual(
      value.content
    )
  })
})

describe("the key-only tools' examples say what they need and are illustrative", () => {
  it("a tool whose example holds a saved id says it needs an id from save_calculation, in its request and response examples", () => {
    const withIds = [
      "load_saved_calculation",
      "update_calculation",
      "delete_saved_calculation",
      "compare_saved_calculations"
    ]
    for (const tool of withIds) {
      const answer = responseExample(documents.full, tool)
      expect(answer.summary, tool).toBe("Illustrative: needs an id from save_calculation")
      expect(answer.description, tool).toMatch(/placeholder, and sent as it is it answers 404/)
      expect(requestExample(tool).summary, tool).toBe("Needs an id from save_calculation")
      expect(responseExample(documents.saved, tool), tool).toEqual(answer)
    }
    for (const tool of keyOnly.filter((name) => !withIds.includes(name))) {
      expect(responseExample(documents.full, tool).summary, tool).toBe("Illustrative: needs an API key")
      expect(requestExample(tool), tool).toBeUndefined()
    }
  })

  it("the placeholder ids of the examples answer 404 on a real account: the examples are not sent blind", async () => {
    const answer = await postJson(
      `${server.url}/tools/load_saved_calculation`,
      await firstExample("load_saved_calculation"),
      { "x-api-key": key }
    )
    expect(answer.status).toBe(404)
    expect(answer.json.code).toBe("calculation_not_found")
  })

  it.each(keyOnly)(
    "%s: the illustrative answer has the shape of a real call's, with the examples' own ids",
    async (tool) => {
      const { value } = responseExample(documents.full, tool)
      const saves = await Promise.all(
        PLACEHOLDER_IDS.map(
          async () =>
            (
              await postJson(`${server.url}/tools/save_calculation`, await firstExample("save_calculation"), {
                "x-api-key": key
              })
            ).json.structuredContent.id as string
        )
      )
      let payload = JSON.stringify(await firstExample(tool))
      PLACEHOLDER_IDS.forEach((placeholder, index) => {
        payload = payload.replaceAll(placeholder, saves[index]!)
      })
      const real = await postJson(`${server.url}/tools/${tool}`, payload, { "x-api-key": key })
      expect(real.status).toBe(200)
      expect(shape(value)).toEqual(shape(real.json))
      const idsShown = savedIds(value.structuredContent)
      expect(idsShown.length, "the answer shows a save's id").toBeGreaterThan(0)
      expect(
        idsShown.every((id) => PLACEHOLDER_IDS.includes(id)),
        idsShown.join(", ")
      ).toBe(true)
    }
  )
})

describe("the examples are in the documents people read", () => {
  it("/docs carries the same example answers", async () => {
    const page = await (await fetch(`${server.url}/docs`)).text()
    expect(page).toContain("The answer to examples[0]")
    expect(page).toContain("Illustrative: needs an id from save_calculation")
  })

  it("every tool path of the full document has a 200 example, and the document stays valid OpenAPI 3.1", async () => {
    for (const tool of TOOLS.map((t) => t.name)) expect(responseExample(documents.full, tool), tool).toBeDefined()
    const { validate, compileErrors } = await import("@readme/openapi-parser")
    const result = await validate(structuredClone(documents.full))
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true)
  })
})

describe("when the example answers are computed", () => {
  it("not when the API is made (at start), once when its document is first generated, and never again", () => {
    const echo = echoTool("counted_tool")
    let runs = 0
    const api = makeHttpApi(
      makeCatalogue([
        {
          ...echo,
          run: (input, environment) => {
            runs++
            return echo.run(input, environment)
          }
        }
      ])
    )
    expect(runs).toBe(0)
    const first = OpenApi.fromApi(api)
    expect(runs).toBe(1)
    expect(OpenApi.fromApi(api)).toEqual(first)
    expect(runs).toBe(1)
    expect(
      (first.paths["/tools/counted_tool"]!.post as any).responses["200"].content["application/json"].examples[
        "examples[0]"
      ].value.structuredContent
    ).toEqual({ doubled: 20, assumptions: ["No rounding."] })
  })
})
