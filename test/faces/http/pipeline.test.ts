import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { echoTool } from "../../fixtures/echo-tool.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// The pipeline through the real server, with fixture tools: one stable, one past its sunset, one keyed.
let server: RunningServer
let mcp: Client
beforeAll(async () => {
  server = await startServer(
    [echoTool("echo_one"), echoTool("old_tool"), echoTool("keyed_tool", "key")],
    {
      old_tool: { status: "deprecated", deprecatedAt: "2019-10-01", sunset: "2020-01-01", replacement: "echo_one" }
    },
    { maxBodyBytes: 1024 }
  )
  mcp = await connectMcp(server.url, { "x-guest-id": "guest-mcp" })
})
afterAll(async () => {
  await mcp?.close()
  await server?.close()
})

/** An MCP error result carries the REST error body as the JSON text of its content. */
const errorBodyOf = (result: Awaited<ReturnType<Client["callTool"]>>) => {
  expect(result.structuredContent).toBeUndefined()
  return JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as Record<string, unknown>
}

const call = (tool: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/tools/${tool}`, body, headers)

describe("REST responses", () => {
  it("answers a tool call with structuredContent, text content and the version header", async () => {
    const r = await call("echo_one", { amount: 2.5 })
    expect(r.status).toBe(200)
    expect(r.json).toEqual({
      structuredContent: { doubled: 5, assumptions: ["No rounding."] },
      content: [{ type: "text", text: "Doubled: 5. Assumptions: No rounding." }],
      apiVersion: "5.0.0"
    })
    expect(r.headers.get("x-api-version")).toBe("5.0.0")
    expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("echoes X-Request-Id and x-guest-id in the error body and header", async () => {
    const r = await call("echo_one", {}, { "x-request-id": "req-123", "x-guest-id": "guest-7" })
    expect(r.status).toBe(400)
    expect(r.headers.get("x-request-id")).toBe("req-123")
    expect(r.json).toMatchObject({
      requestId: "req-123",
      guestId: "guest-7",
      apiVersion: "5.0.0",
      code: "invalid_input"
    })
  })

  it("lists one field error per bad, missing or unknown field, and one hint", async () => {
    const missing = await call("echo_one", {})
    expect(missing.json.fieldErrors).toEqual({ amount: ["Required field is missing. Any amount in EUR."] })
    expect(missing.json.hint).toMatch(/^Ask the user for amount/)
    const bad = await call("echo_one", { amount: -1, Amount: 3, note: 4 })
    expect(Object.keys(bad.json.fieldErrors).sort()).toEqual(["Amount", "amount", "note"])
    expect(bad.json.guestId).toBeNull()
    expect(typeof bad.json.hint).toBe("string")
  })

  it("refuses malformed JSON, a wrong content type, a non-object body and an oversized body with 4xx, never 5xx", async () => {
    expect((await call("echo_one", '{"amount": ')).status).toBe(400)
    const form = await call("echo_one", "amount=1", { "content-type": "application/x-www-form-urlencoded" })
    expect(form.status).toBe(400)
    expect(form.json.fieldErrors.$[0]).toMatch(/Content-Type: application\/json/)
    const array = await call("echo_one", [1, 2])
    expect(array.status).toBe(400)
    expect(array.json.fieldErrors).toEqual({ $: ["The request body must be a JSON object of the tool's fields."] })
    const big = await call("echo_one", { amount: 1, note: "x".repeat(5000) })
    expect(big.status).toBe(413)
    expect(big.json).toMatchObject({ code: "payload_too_large", apiVersion: "5.0.0" })
  })

  it("turns a domain problem into a 400 and a defect into a 500 without a stack trace", async () => {
    const domain = await call("echo_one", { amount: 13 })
    expect(domain.status).toBe(400)
    expect(domain.json.fieldErrors).toEqual({ amount: ["13 is unlucky."] })
    const defect = await call("echo_one", { amount: 666 }, { "x-request-id": "boom-1" })
    expect(defect.status).toBe(500)
    expect(defect.json).toMatchObject({ code: "internal_error", requestId: "boom-1", apiVersion: "5.0.0" })
    expect(defect.text).not.toMatch(/boom: a defect|\.ts:\d+/)
  })

  it("answers 404 for an unknown tool (even with a broken body) and for an unknown path", async () => {
    const tool = await call("no_such_tool", "{")
    expect(tool.status).toBe(404)
    expect(tool.json).toMatchObject({
      code: "tool_not_found",
      tool: "no_such_tool",
      availableTools: ["echo_one", "keyed_tool"]
    })
    const path = await fetch(`${server.url}/nowhere`, {
      headers: { "x-guest-id": "guest-404", "x-request-id": "req-404" }
    })
    expect(path.status).toBe(404)
    expect(await path.json()).toMatchObject({
      code: "not_found",
      error: "Nothing is served at GET /nowhere.",
      requestId: "req-404",
      guestId: "guest-404",
      hint: expect.any(String)
    })
    expect(path.headers.get("x-request-id")).toBe("req-404")
    const deleted = await fetch(`${server.url}/tools`, { method: "DELETE" })
    expect([404, 405]).toContain(deleted.status)
  })

  it("answers 405 with Allow: POST for any other method on a tool's path (a GET there is a common mistake)", async () => {
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE"]) {
      const answer = await fetch(`${server.url}/tools/echo_one`, {
        method,
        headers: { "x-request-id": `req-405-${method}` }
      })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.get("allow")).toBe("POST")
      if (method !== "HEAD")
        expect(await answer.json()).toMatchObject({
          code: "method_not_allowed",
          requestId: `req-405-${method}`,
          hint: expect.stringContaining("POST")
        })
    }
    // An unknown tool stays a 404 whatever the method.
    expect((await fetch(`${server.url}/tools/no_such_tool`)).status).toBe(404)
  })

  it("answers 410 tool_gone for a tool past its sunset, with the lifecycle body and headers", async () => {
    const r = await call("old_tool", { amount: 1 })
    expect(r.status).toBe(410)
    expect(r.json).toMatchObject({
      code: "tool_gone",
      tool: "old_tool",
      status: "removed",
      replacement: "echo_one",
      sunset: "2020-01-01",
      migrationGuide: "https://site.example/migrations/v5-0-0",
      availableTools: ["echo_one", "keyed_tool"]
    })
    expect(r.headers.get("deprecation")).toBe("true")
    expect(r.headers.get("sunset")).toBe("Wed, 01 Jan 2020 00:00:00 GMT")
    expect(r.headers.get("x-migration-guide")).toBe("https://site.example/migrations/v5-0-0")
    expect(r.headers.get("link")).toContain('rel="deprecation"')
  })

  it("answers 426 upgrade_required below client version 1.0.0, and 400 for a version that is not x.y.z", async () => {
    const r = await call("echo_one", { amount: 1 }, { "x-client-version": "0.9.0", "x-request-id": "old-client" })
    expect(r.status).toBe(426)
    expect(r.json).toMatchObject({
      code: "upgrade_required",
      clientVersion: "0.9.0",
      minimumClientVersion: "1.0.0",
      tool: "echo_one",
      requestId: "old-client"
    })
    expect(r.json.migrationPath.map((g: { version: string }) => g.version)).toEqual([
      "1.2.0",
      "2.0.0",
      "2.0.1",
      "3.0.1",
      "5.0.0"
    ])
    expect((await call("echo_one", { amount: 1 }, { "x-client-version": "1.0.0" })).status).toBe(200)
    expect((await call("echo_one", { amount: 1 }, { "x-client-version": "latest" })).status).toBe(400)
  })

  it("answers 401 for a keyed tool without a key", async () => {
    const r = await call("keyed_tool", { amount: 1 })
    expect(r.status).toBe(401)
    expect(r.json.code).toBe("unauthorized")
  })
})

describe("discovery documents", () => {
  it("serves the lifecycle error schema as JSON Schema 2020-12 with ETag and 304", async () => {
    const r = await fetch(`${server.url}/schemas/errors/lifecycle`)
    const schema = await r.json()
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema")
    expect(schema.required).toEqual(
      expect.arrayContaining([
        "error",
        "code",
        "tool",
        "status",
        "replacement",
        "migrationGuide",
        "migrationSections",
        "requestId"
      ])
    )
    expect(schema.properties.migrationSections.additionalProperties).toBe(false)
    const etag = r.headers.get("etag")!
    const again = await fetch(`${server.url}/schemas/errors/lifecycle`, { headers: { "if-none-match": etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe("")
  })

  it("serves /version with 5.0.0, the changelog and ETag/304", async () => {
    const r = await fetch(`${server.url}/version`)
    const body = await r.json()
    expect(body).toMatchObject({ version: "5.0.0", apiVersion: "5.0.0", minimumClientVersion: "1.0.0" })
    expect(body.changelog.map((c: { version: string }) => c.version)).toEqual([
      "5.0.0",
      "3.0.1",
      "2.0.1",
      "2.0.0",
      "1.2.0"
    ])
    const again = await fetch(`${server.url}/version`, { headers: { "if-none-match": r.headers.get("etag")! } })
    expect(again.status).toBe(304)
  })

  it("lists tools with status and access, and a schema per tool with examples", async () => {
    const tools = await (await fetch(`${server.url}/tools`)).json()
    expect(tools.tools.map((t: { name: string; status: string }) => [t.name, t.status])).toEqual([
      ["echo_one", "stable"],
      ["old_tool", "removed"],
      ["keyed_tool", "stable"]
    ])
    const schema = await (await fetch(`${server.url}/schemas/echo_one`)).json()
    expect(schema).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      required: ["amount"],
      additionalProperties: false,
      examples: [{ amount: 10 }]
    })
    const all = await (await fetch(`${server.url}/schemas`)).json()
    expect(Object.keys(all.schemas)).toEqual(["echo_one", "old_tool", "keyed_tool"])
    expect((await fetch(`${server.url}/schemas/nope`)).status).toBe(404)
  })
})

describe("MCP over Streamable HTTP", () => {
  it("lists the callable tools with input and output schemas and read-only annotations", async () => {
    const { tools } = await mcp.listTools()
    expect(tools.map((t) => t.name)).toEqual(["echo_one", "keyed_tool"])
    expect(tools[0]!.inputSchema.required).toEqual(["amount"])
    expect(tools[0]!.outputSchema?.type).toBe("object")
    expect(tools[0]!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false })
  })

  it("gives the same structuredContent as REST for the same input", async () => {
    const viaMcp = await mcp.callTool({ name: "echo_one", arguments: { amount: 4 } })
    const viaRest = await call("echo_one", { amount: 4 })
    expect(viaMcp.isError).toBeFalsy()
    expect(viaMcp.structuredContent).toEqual(viaRest.json.structuredContent)
    expect(viaMcp.content).toEqual(viaRest.json.content)
  })

  it("gives the same fieldErrors and hint as REST for the same bad input, as an isError result", async () => {
    const viaMcp = await mcp.callTool({ name: "echo_one", arguments: { amount: "ten", extra: true } })
    const viaRest = await call("echo_one", { amount: "ten", extra: true }, { "x-guest-id": "guest-mcp" })
    expect(viaMcp.isError).toBe(true)
    const body = errorBodyOf(viaMcp)
    expect(body.fieldErrors).toEqual(viaRest.json.fieldErrors)
    expect(body.hint).toEqual(viaRest.json.hint)
    expect(body).toMatchObject({ code: "invalid_input", guestId: "guest-mcp", apiVersion: "5.0.0" })
  })

  it("refuses a keyed tool without a key, a removed tool with tool_gone, and an unknown tool as a protocol error", async () => {
    // Without credentials a key-only tool is an HTTP 401 with the OAuth challenge (MCP authorization): the
    // SDK's client without an OAuth provider rejects the call (test/faces/http/keys-and-quotas.test.ts has the body).
    await expect(mcp.callTool({ name: "keyed_tool", arguments: { amount: 1 } })).rejects.toThrow(/401|nauthorized/)
    const gone = await mcp.callTool({ name: "old_tool", arguments: { amount: 1 } })
    expect(errorBodyOf(gone).code).toBe("tool_gone")
    await expect(mcp.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(/no tool named/)
  })

  it("honours X-Client-Version on the MCP HTTP request (426) and refuses GET on /mcp with 405", async () => {
    const old = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "x-client-version": "0.1.0"
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" })
    })
    expect(old.status).toBe(426)
    expect((await old.json()).code).toBe("upgrade_required")
    const get = await fetch(`${server.url}/mcp`)
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
  })

  it("passes the transport the headers it negotiates on: 406 without text/event-stream in Accept, 400 for an unknown protocol version, 202 with no body for a notification", async () => {
    const post = (message: unknown, headers: Record<string, string>) =>
      postJson(`${server.url}/mcp`, message, { accept: "application/json, text/event-stream", ...headers })
    const list = { jsonrpc: "2.0", id: 1, method: "tools/list" }
    expect((await post(list, { accept: "application/json" })).status).toBe(406)
    const unknownVersion = await post(list, { "mcp-protocol-version": "1999-01-01" })
    expect(unknownVersion.status).toBe(400)
    expect(unknownVersion.json.error.message).toMatch(/Unsupported protocol version/)
    const notification = await post({ jsonrpc: "2.0", method: "notifications/initialized" }, {})
    expect(notification.status).toBe(202)
    expect(notification.text).toBe("")
    expect(notification.headers.get("x-api-version")).toBe("5.0.0")
  })
})
