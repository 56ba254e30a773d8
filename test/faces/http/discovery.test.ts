import { compileErrors, validate } from "@readme/openapi-parser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { echoTool } from "../../fixtures/echo-tool.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// The discovery documents, all derived from the catalogue, the lifecycle table and the changelog.
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
const operations = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.values(document.paths).flatMap((item) =>
    Object.keys(item).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k))
  )
const expectValid = async (document: object) => {
  const result = await validate(structuredClone(document) as never)
  expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true)
}

describe("OpenAPI 3.1 documents", () => {
  it("the full document has the 25 tools and 7 service GETs (32 operations), with the API key on the 6, and is valid", async () => {
    const document = (await get("/poliergaleio-openapi.json")).json()
    expect(document.openapi).toBe("3.1.0")
    expect(operations(document)).toHaveLength(32)
    expect(
      Object.keys(document.paths)
        .filter((p) => !p.startsWith("/tools/"))
        .sort()
    ).toEqual(["/migrations/latest", "/policy", "/schemas", "/schemas/{name}", "/tools", "/version", "/whoami"])
    expect(document.paths["/tools/save_calculation"].post.security).toEqual([{ apiKey: [] }])
    expect(document.paths["/tools/calculate_cyprus_income_tax"].post.security).toEqual([])
    expect(
      document.paths["/tools/calculate_cyprus_income_tax"].post.requestBody.content["application/json"].schema
    ).toBeTruthy()
    expect(Object.keys(document.paths["/tools/calculate_cyprus_income_tax"].post.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "410",
      "413",
      "422",
      "426",
      "429",
      "500",
      "503"
    ])
    const header = (path: string) => (document.paths[path].post.parameters ?? []).map((p: { name: string }) => p.name)
    expect(header("/tools/save_calculation")).toContain("Idempotency-Key")
    expect(header("/tools/calculate_cyprus_income_tax")).not.toContain("Idempotency-Key")
    await expectValid(document)
  })

  it("the 19-calculator and 6-saved-calculation descriptions each stay under 30 operations and are valid", async () => {
    const calculators = (await get("/poliergaleio-openapi-calculators.json")).json()
    const saved = (await get("/poliergaleio-openapi-saved-calculations.json")).json()
    expect(operations(calculators)).toHaveLength(19)
    expect(operations(saved)).toHaveLength(6)
    expect(saved.components.securitySchemes.oauth2.flows.authorizationCode.scopes).toEqual({
      read: expect.any(String),
      write: expect.any(String)
    })
    expect(saved.paths["/tools/list_saved_calculations"].post.security).toEqual([{ oauth2: ["read", "write"] }])
    await expectValid(calculators)
    await expectValid(saved)
  })
})

describe("every document is derived from the catalogue", () => {
  it("a tool added to the catalogue appears in the OpenAPI documents, the manifest, developers.txt, /tools and /schemas", async () => {
    const custom = await startServer([echoTool("first_tool"), echoTool("brand_new_tool"), echoTool("key_tool", "key")])
    try {
      const read = async (path: string) => (await fetch(`${custom.url}${path}`)).text()
      for (const path of [
        "/poliergaleio-openapi.json",
        "/poliergaleio-openapi-calculators.json",
        "/.well-known/mcp.json",
        "/developers.txt",
        "/tools",
        "/schemas"
      ]) {
        expect(await read(path), path).toContain("brand_new_tool")
      }
      expect(await read("/poliergaleio-openapi-saved-calculations.json")).not.toContain("brand_new_tool")
      expect(await read("/poliergaleio-openapi-saved-calculations.json")).toContain("key_tool")
      const manifest = JSON.parse(await read("/.well-known/mcp.json"))
      expect(manifest).toMatchObject({ toolCount: 3, endpoint: { transport: "streamable-http" } })
    } finally {
      await custom.close()
    }
  })
})

describe("manifest, developers.txt, policy and migration guides", () => {
  it("serves the MCP manifest and the developer reference", async () => {
    const manifest = (await get("/.well-known/mcp.json")).json()
    expect(manifest.toolCount).toBe(25)
    expect(manifest.authentication.apiKey.tools).toHaveLength(6)
    expect(manifest.authentication.oauth.protectedResourceMetadata).toMatch(/\/\.well-known\/oauth-protected-resource$/)
    expect((await get("/.well-known/oauth-protected-resource")).status).toBe(200)
    expect(manifest.links.openApi).toMatch(/poliergaleio-openapi\.json$/)
    const text = await get("/developers.txt")
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/)
    for (const name of TOOLS.map((t) => t.name)) expect(text.text).toContain(name)
    expect(text.text).toContain("429 rate_limited")
  })

  it("/migrations/latest: SPEC's fields, cache headers, and 304 for the ETag, a list of ETags, a weak ETag and *", async () => {
    const latest = await get("/migrations/latest")
    expect(latest.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=86400")
    const body = latest.json()
    expect(Object.keys(body).sort()).toEqual([
      "allGuides",
      "anchors",
      "apiVersion",
      "migrationsIndex",
      "minimumClientVersion",
      "sections",
      "url",
      "version"
    ])
    expect(body.sections.whatChanged).toBe(`${body.url}#what-changed`)
    const etag = latest.headers.get("etag")!
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, "*"]) {
      const again = await get("/migrations/latest", { "if-none-match": ifNoneMatch })
      expect([again.status, again.text]).toEqual([304, ""])
    }
    expect((await get("/migrations/latest", { "if-none-match": '"stale"' })).status).toBe(200)
    expect((await get("/migrations/latest")).headers.get("etag")).toBe(etag)
  })

  it("every guide page has the three anchors, and the index links every guide", async () => {
    const index = await get("/migrations")
    for (const version of ["1.2.0", "2.0.0", "2.0.1", "3.0.1", "5.0.0"]) {
      const path = `/migrations/v${version.replaceAll(".", "-")}`
      expect(index.text).toContain(path)
      const page = await get(path)
      for (const anchor of ["what-changed", "tool-changes", "update-steps"])
        expect(page.text).toContain(`id="${anchor}"`)
    }
  })

  it("/policy states the notice period and what 410 and 426 mean", async () => {
    const body = (await get("/policy")).json()
    expect(body.deprecation.noticePeriodDays).toBe(90)
    expect(Object.keys(body.errors)).toEqual(["400", "410", "426"])
    expect(body.tools).toHaveLength(25)
  })
})
