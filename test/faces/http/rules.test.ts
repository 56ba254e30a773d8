import { compileErrors, validate } from "@readme/openapi-parser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RULE_PARAMETERS } from "../../../src/rules/registry.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// GET /rules and /rules/<id>: the rules registry over REST (in the manner of OpenFisca's /parameters).
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS)
}, 60_000)
afterAll(async () => server?.close())

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
}

interface Listed {
  readonly id: string
  readonly description: string
  readonly unit: string
  readonly rule: string
  readonly status: string
  readonly url: string
}

describe("GET /rules", () => {
  it("lists every parameter of the registry with its description, unit, law, latest status and URL", async () => {
    const answer = await get("/rules")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
    const rules: ReadonlyArray<Listed> = answer.json().rules
    expect(rules.map((rule) => rule.id)).toEqual([...RULE_PARAMETERS.keys()])
    const bands = rules.find((rule) => rule.id === "income-tax.bands")!
    expect(bands).toEqual({
      id: "income-tax.bands",
      description: RULE_PARAMETERS.get("income-tax.bands")!.description,
      unit: "percent",
      rule: "Income Tax Law 118(I)/2002, art. 25 and Second Schedule",
      status: "official",
      url: `${server.config.baseUrl}/rules/income-tax.bands`
    })
    // The latest value's status: the 2026 combined CGT cap is derived, the full basic pension of 2026 official.
    expect(rules.find((rule) => rule.id === "capital-gains.combined-cap")?.status).toBe("derived")
    expect(rules.find((rule) => rule.id === "social-insurance.pension.full-basic-pension-monthly")?.status).toBe(
      "official"
    )
    expect(new Set(rules.map((rule) => rule.status))).toEqual(new Set(["official", "derived", "unconfirmed"]))
  })

  it("is free and cached: an ETag, and If-None-Match answers 304 with no body", async () => {
    const first = await get("/rules")
    const etag = first.headers.get("etag")!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get("cache-control")).toBe("public, max-age=300")
    expect(first.headers.get("ratelimit")).toBeNull()
    const again = await get("/rules", { "if-none-match": etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe("")
    const one = await get("/rules/gesy.employee-rate")
    const oneAgain = await get("/rules/gesy.employee-rate", { "if-none-match": `W/${one.headers.get("etag")}` })
    expect(oneAgain.status).toBe(304)
    expect(one.headers.get("etag")).not.toBe(etag)
  })
})

describe("GET /rules/<id>", () => {
  it("gives the values per tax year, each with its own law and sources resolved to title, URL and kind", async () => {
    const answer = await get("/rules/income-tax.bands")
    expect(answer.status).toBe(200)
    const body = answer.json()
    expect(body).toMatchObject({ id: "income-tax.bands", unit: "percent", valuesBy: "year" })
    expect(body.sources).toEqual([
      { id: "itl-cylaw-art25", title: expect.any(String), url: expect.stringMatching(/^https?:\/\//), kind: "law" }
    ])
    expect(body.values.map((value: { year: number }) => value.year)).toEqual([2024, 2025, 2026])
    const y2026 = body.values[2]
    // 2026 Second Schedule: 0% to 22,000, 20% to 32,000, 25% to 42,000, 30% to 72,000, 35% above.
    expect(y2026.value.map((band: { to: number | null }) => band.to)).toEqual([22_000, 32_000, 42_000, 72_000, null])
    expect(y2026.status).toBe("official")
    expect(y2026.rule).toMatch(/2026 tax reform/)
    expect(y2026.note).toMatch(/secondary sources/)
    expect(y2026.sources.map((source: { id: string }) => source.id)).toContain("shiakas-2026-reform")
    for (const source of y2026.sources) expect(Object.keys(source).sort()).toEqual(["id", "kind", "title", "url"])
  })

  it("gives the values of a period parameter with from and to, and an unconfirmed value as null", async () => {
    const rate = (await get("/rules/social-insurance.employee-rate")).json()
    expect(rate.valuesBy).toBe("period")
    expect(
      rate.values.map(({ from, to, value }: { from: number; to?: number; value: number }) => [from, to, value])
    ).toEqual([
      [2020, 2023, 8.3],
      [2024, 2028, 8.8]
    ])
    const pension = (await get("/rules/social-insurance.pension.full-basic-pension-monthly")).json()
    expect(pension.values[0]).toMatchObject({ year: 2020, value: null, status: "unconfirmed" })
  })

  it("answers an unknown id 404 rule_not_found in the error envelope, with a hint", async () => {
    const answer = await get("/rules/income-tax.no-such-rule", { "x-request-id": "rules-404" })
    expect(answer.status).toBe(404)
    expect(answer.json()).toEqual({
      error: 'There is no rule parameter "income-tax.no-such-rule".',
      code: "rule_not_found",
      rule: "income-tax.no-such-rule",
      hint: `GET ${server.config.baseUrl}/rules lists every rule parameter with its id and URL.`,
      requestId: "rules-404",
      guestId: null,
      apiVersion: expect.any(String)
    })
  })

  it("refuses an odd id without echoing it, and an overlong one before routing", async () => {
    for (const id of [
      "INCOME-TAX.BANDS",
      "%3Cscript%3E",
      "income-tax.bands%20",
      "x%2Fy",
      "__proto__",
      "a".repeat(100)
    ]) {
      const answer = await get(`/rules/${id}`)
      expect(answer.status, id).toBe(404)
      expect(answer.json(), id).toMatchObject({ code: "rule_not_found", rule: id === "a".repeat(100) ? id : null })
    }
    // The router routes no path segment over 100 characters (the longest id is well under it): 404 not_found.
    for (const id of ["a".repeat(101), "a".repeat(5_000)]) {
      const answer = await get(`/rules/${id}`)
      expect(answer.status).toBe(404)
      expect(answer.json().code).toBe("not_found")
    }
    expect((await get("/rules/income-tax.bands/2026")).json().code).toBe("not_found")
  })
})

describe("the rules in the OpenAPI documents", () => {
  it("have their own valid document with response schemas; the full one keeps its 32 operations", async () => {
    const rules = (await get("/poliergaleio-openapi-rules.json")).json()
    expect(Object.keys(rules.paths).sort()).toEqual(["/rules", "/rules/{id}"])
    expect(rules.paths["/rules"].get.responses["200"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/RuleList"
    )
    expect(rules.paths["/rules/{id}"].get.responses["200"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/RuleDocument"
    )
    expect(rules.paths["/rules/{id}"].get.responses["404"].description).toMatch(/rule_not_found/)
    const result = await validate(structuredClone(rules))
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true)
    const full = (await get("/poliergaleio-openapi.json")).json()
    expect(Object.keys(full.paths).filter((path) => path.startsWith("/rules"))).toEqual([])
    expect(JSON.stringify(full)).not.toContain("rule_not_found")
    expect(full.tags.map((tag: { name: string }) => tag.name)).toEqual(["tools", "discovery"])
    expect(rules.tags.map((tag: { name: string }) => tag.name)).toEqual(["rules"])
    const manifest = (await get("/.well-known/mcp.json")).json()
    expect(manifest.links.rules).toBe(`${server.config.baseUrl}/rules`)
    expect((await get("/developers.txt")).text).toContain("/rules/<id>")
  })
})
