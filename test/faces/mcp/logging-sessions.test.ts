import { fileURLToPath } from "node:url"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { LoggingMessageNotificationSchema, type LoggingMessageNotification } from "@modelcontextprotocol/sdk/types.js"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { logSessionOf, makeLogLevels, newSessionId, type LogSession } from "../../../src/faces/mcp/logging.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Issue 34: a logging level is kept only under a session id of the shape the server issues. One client's
// logging/setLevel, without a session or with a forged id, never changes another client's answers.
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS)
}, 60_000)
afterAll(async () => server?.close())

const HEADERS = { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" }
const rpc = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/mcp`, body, { ...HEADERS, ...headers })
const request = (method: string, params: unknown, id: number | string = 1) => ({ jsonrpc: "2.0", id, method, params })
const setLevel = (level: string, headers: Record<string, string> = {}) =>
  rpc(request("logging/setLevel", { level }), headers)
/** legislationVersion and isTaxResident left out: a call with defaults, which has a notice for a client at level notice
 * or below. */
const defaultsCall = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", ...HEADERS, ...headers },
    body: JSON.stringify(
      request("tools/call", {
        name: "calculate_cyprus_income_tax",
        arguments: { salaryIncome: 30_000, employmentType: "private" }
      })
    )
  }).then(async (response) => ({
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text()
  }))

/** A session as an MCP client gets one: the Mcp-Session-Id answered to initialize. */
const initializedSession = async () => {
  const answer = await rpc(
    request(
      "initialize",
      { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      0
    )
  )
  const session = answer.headers.get("mcp-session-id")
  expect(session).toEqual(expect.any(String))
  return session!
}

const sseMessages = (text: string): Array<{ method?: string; params?: LoggingMessageNotification["params"] }> =>
  text
    .split("\n\n")
    .filter((event) => event !== "")
    .map((event) => JSON.parse(event.replace(/^event: message\ndata: /, "")))

/** A session-less call's answer is plain JSON: its result, no notification. */
const expectPlainJson = (answer: { contentType: string; text: string }) => {
  expect(answer.contentType).toMatch(/^application\/json/)
  expect(JSON.parse(answer.text)).toMatchObject({ id: 1, result: { structuredContent: expect.any(Object) } })
}

describe("makeLogLevels", () => {
  it("keeps at most 10,000 sessions: the 10,001st forgets the oldest choice", () => {
    const levels = makeLogLevels()
    const sessions = Array.from({ length: 10_001 }, () => logSessionOf(newSessionId())!)
    for (const session of sessions) levels.set(session, "debug")
    expect(levels.get(sessions[0]!)).toBeUndefined()
    expect(sessions.slice(1).every((session) => levels.get(session) === "debug")).toBe(true)
  })

  it("a session that sets its level again becomes the newest", () => {
    const levels = makeLogLevels(2)
    const [a, b, c] = [newSessionId(), newSessionId(), newSessionId()].map((id) => logSessionOf(id)!) as [
      LogSession,
      LogSession,
      LogSession
    ]
    levels.set(a, "debug")
    levels.set(b, "info")
    levels.set(a, "warning")
    levels.set(c, "error")
    expect([levels.get(a), levels.get(b), levels.get(c)]).toEqual(["warning", undefined, "error"])
  })
})

describe("logSessionOf", () => {
  it("accepts the ids the server issues", () => {
    for (let i = 0; i < 100; i++) expect(logSessionOf(newSessionId())).toBeDefined()
  })

  it("refuses anything else: absent, other types, other shapes, very long, non-ASCII", () => {
    for (const value of [
      undefined,
      null,
      5,
      ["a"],
      "",
      "stdio",
      newSessionId().toUpperCase(),
      `${newSessionId()} `,
      `${newSessionId()}0`,
      "x".repeat(100_000),
      "ü".repeat(36)
    ]) {
      expect(logSessionOf(value)).toBeUndefined()
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ minLength: 37, maxLength: 10_000 })),
        (value) => {
          expect(logSessionOf(value)).toBeUndefined()
        }
      ),
      { numRuns: 500 }
    )
  })
})

describe("logging/setLevel without a session", () => {
  it("is refused with -32602, and another client's session-less call stays plain JSON", async () => {
    const refused = await setLevel("debug")
    expect(refused.status).toBe(200)
    expect(refused.json).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32602, message: expect.stringMatching(/needs the Mcp-Session-Id .* plain JSON/) }
    })
    expectPlainJson(await defaultsCall({ "x-forwarded-for": "203.0.113.9", "x-guest-id": crypto.randomUUID() }))
    expectPlainJson(await defaultsCall())
  })

  it("with a session of its own, a client gets its notices in an SSE answer; a session-less client still gets JSON", async () => {
    const session = await initializedSession()
    expect((await setLevel("debug", { "mcp-session-id": session })).json).toEqual({ jsonrpc: "2.0", id: 1, result: {} })
    const own = await defaultsCall({ "mcp-session-id": session })
    expect(own.contentType).toBe("text/event-stream")
    const [notice, answer] = sseMessages(own.text)
    expect(notice).toMatchObject({
      method: "notifications/message",
      params: { level: "notice", data: { tool: "calculate_cyprus_income_tax" } }
    })
    expect(answer).toMatchObject({ id: 1, result: { structuredContent: expect.any(Object) } })
    expectPlainJson(await defaultsCall())
    // Another session, which chose no level, is not this one.
    expectPlainJson(await defaultsCall({ "mcp-session-id": await initializedSession() }))
  })
})

/** Header values fetch can send (Latin-1, no control characters, not padded): random, very long, non-ASCII, UUID-like.
 * */
const headerValue = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 64 }),
    fc.string({ minLength: 200, maxLength: 8_000 }),
    fc.string({
      unit: fc.integer({ min: 0xa1, max: 0xff }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 64
    }),
    fc.uuid().map((id) => id.toUpperCase()),
    fc.uuid().map((id) => `${id}x`),
    fc.constantFrom("undefined", "null", "stdio")
  )
  .filter(
    (value) => value === value.trim() && /^[\x21-\x7e\xa1-\xff ]+$/.test(value) && logSessionOf(value) === undefined
  )

describe("generated session ids", () => {
  it("an id of another shape is refused like a missing one, and never changes another client's answer", async () => {
    const bystander = await initializedSession()
    await fc.assert(
      fc.asyncProperty(headerValue, fc.constantFrom("debug", "info", "notice"), async (id, level) => {
        const refused = await setLevel(level, { "mcp-session-id": id })
        expect(refused.json.error.code).toBe(-32602)
        expectPlainJson(await defaultsCall({ "mcp-session-id": id }))
        expectPlainJson(await defaultsCall({ "mcp-session-id": bystander }))
        expectPlainJson(await defaultsCall())
      }),
      { numRuns: 60 }
    )
  }, 120_000)

  it("an id of the issued shape that the server never issued applies to that id alone", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uuid(), async (id) => {
        fc.pre(logSessionOf(id) !== undefined)
        expect((await setLevel("debug", { "mcp-session-id": id })).json.result).toEqual({})
        expectPlainJson(await defaultsCall())
        expectPlainJson(await defaultsCall({ "mcp-session-id": newSessionId() }))
      }),
      { numRuns: 20 }
    )
  }, 60_000)
})

describe("SDK clients", () => {
  it("over HTTP, setLoggingLevel uses the session of initialize and gets its notices", async () => {
    const client = await connectMcp(server.url, { "x-guest-id": crypto.randomUUID() })
    const received: Array<LoggingMessageNotification["params"]> = []
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      received.push(notification.params)
    })
    await client.setLoggingLevel("notice")
    await client.callTool({
      name: "calculate_cyprus_income_tax",
      arguments: { salaryIncome: 30_000, employmentType: "private" }
    })
    expect(received).toMatchObject([{ level: "notice", data: { tool: "calculate_cyprus_income_tax" } }])
    await client.close()
  })

  it("over stdio, the process's one client sets its level and gets its notices", async () => {
    const client = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
    const bin = fileURLToPath(new URL("../../../bin/poliergaleio-mcp.js", import.meta.url))
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [bin], env: getDefaultEnvironment() })
    )
    const received: Array<LoggingMessageNotification["params"]> = []
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      received.push(notification.params)
    })
    await client.callTool({
      name: "calculate_cyprus_income_tax",
      arguments: { salaryIncome: 30_000, employmentType: "private" }
    })
    expect(received).toEqual([])
    await client.setLoggingLevel("notice")
    await client.callTool({
      name: "calculate_cyprus_income_tax",
      arguments: { salaryIncome: 30_000, employmentType: "private" }
    })
    expect(received).toMatchObject([{ level: "notice", data: { tool: "calculate_cyprus_income_tax" } }])
    await client.close()
  }, 30_000)
})
