import { afterAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import { echoTool } from "../../fixtures/echo-tool.ts"
import { redisUrlForTests } from "../../support/databases.ts"
import { postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Rate-limit headers (src/faces/http/rate-limit-headers.ts) on every metered answer, REST and MCP, on
// memory and on Redis: they count down call by call and agree with the 429 that follows.
const TOOLS = [echoTool("echo_tool"), echoTool("keyed_tool", "key")]
// Per (address, guest): 3 a minute, 20 a day, 50 a week; the address over every guest: 6, 40, 100.
const LIMITS = {
  anonymous: [3, 20, 50],
  anonymousPerIp: [6, 40, 100],
  keyed: [4, 30, 60],
  signInFailures: 100,
  signUpsPerAddress: [100, 100]
} as const
const MCP_HEADERS = { accept: "application/json, text/event-stream" }

const running: Array<RunningServer> = []
afterAll(async () => {
  for (const server of running) await server.close()
})

/** The IETF fields and the X-RateLimit-* trio of an answer, parsed. */
const rateLimitOf = (headers: Headers) => {
  const policy = /^"([a-z]+-[a-z]+)";q=(\d+);w=(\d+)$/.exec(headers.get("ratelimit-policy") ?? "")
  const state = /^"([a-z]+-[a-z]+)";r=(\d+);t=(\d+)$/.exec(headers.get("ratelimit") ?? "")
  if (policy === null || state === null) return undefined
  expect(state[1]).toBe(policy[1])
  expect(headers.get("x-ratelimit-limit")).toBe(policy[2])
  expect(headers.get("x-ratelimit-remaining")).toBe(state[2])
  const reset = Number(headers.get("x-ratelimit-reset"))
  expect(Math.abs(reset - (Math.ceil(Date.now() / 1000) + Number(state[3])))).toBeLessThanOrEqual(2)
  return {
    name: policy[1],
    limit: Number(policy[2]),
    windowSeconds: Number(policy[3]),
    remaining: Number(state[2]),
    resetSeconds: Number(state[3])
  }
}

const stores: Array<readonly [string, string | undefined]> = [["memory", undefined]]
const redisUrl = redisUrlForTests()
if (redisUrl) stores.push(["Redis", redisUrl])

describe.each(stores)("rate-limit headers, quotas on %s", (_store, redis) => {
  const start = async () => {
    const server = await startServer(TOOLS, {}, { limits: LIMITS, redisUrl: redis })
    running.push(server)
    return server
  }

  it("REST: count down call by call on the window closest to running out, and match the 429", async () => {
    const server = await start()
    const call = () => postJson(`${server.url}/tools/echo_tool`, { amount: 1 }, { "x-guest-id": "countdown" })
    const seen = []
    for (let i = 0; i < 3; i++) {
      const answer = await call()
      expect(answer.status).toBe(200)
      seen.push(rateLimitOf(answer.headers))
    }
    // Guest's minute: 3 calls, so 2, 1, 0 left (the address's minute has 5, 4, 3 left: not the closest).
    expect(seen.map((s) => [s?.name, s?.limit, s?.windowSeconds, s?.remaining])).toEqual([
      ["anonymous-minute", 3, 60, 2],
      ["anonymous-minute", 3, 60, 1],
      ["anonymous-minute", 3, 60, 0]
    ])
    for (const s of seen) {
      expect(s!.resetSeconds).toBeGreaterThan(0)
      expect(s!.resetSeconds).toBeLessThanOrEqual(60)
    }
    const refused = await call()
    expect(refused.status).toBe(429)
    const atRefusal = rateLimitOf(refused.headers)!
    expect(atRefusal).toMatchObject({ name: "anonymous-minute", limit: 3, remaining: 0 })
    expect(atRefusal.resetSeconds).toBe(Number(refused.headers.get("retry-after")))
    expect(refused.json).toMatchObject({ code: "rate_limited", scope: "anonymous", window: "minute", limit: 3 })
  })

  it("REST: another guest on the same address is closer to the address's ceiling; a 400 after metering carries the headers too", async () => {
    const server = await start()
    for (let i = 0; i < 3; i++)
      await postJson(`${server.url}/tools/echo_tool`, { amount: 1 }, { "x-guest-id": "first" })
    const other = await postJson(`${server.url}/tools/echo_tool`, { amount: 1 }, { "x-guest-id": "second" })
    // second: its own minute has 2 left, the address's minute 6 - 4 = 2 left and ends later: the address's.
    expect(rateLimitOf(other.headers)).toMatchObject({ name: "ip-minute", limit: 6, remaining: 2 })
    const invalid = await postJson(`${server.url}/tools/echo_tool`, { amount: "many" }, { "x-guest-id": "third" })
    expect(invalid.status).toBe(400)
    expect(rateLimitOf(invalid.headers)).toMatchObject({ name: "ip-minute", remaining: 1 })
  })

  it("keyed calls show the key's quota; unmetered answers have no rate-limit headers", async () => {
    const server = await start()
    const session = new AccountSession(server.url)
    await session.signInOrUp(`headers-${Date.now()}-${Math.random()}@example.com`, "a long enough password")
    const key = await session.createKey("headers")
    const keyed = await postJson(`${server.url}/tools/keyed_tool`, { amount: 1 }, { "x-api-key": key })
    expect(keyed.status).toBe(200)
    // The key's and the account's minute both have 3 left and end together: the first checked, the key's.
    expect(rateLimitOf(keyed.headers)).toMatchObject({ name: "key-minute", limit: 4, remaining: 3 })
    for (const path of ["/tools", "/schemas/echo_tool", "/version"]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get("ratelimit")).toBeNull()
      expect(response.headers.get("x-ratelimit-remaining")).toBeNull()
    }
    const unknown = await postJson(`${server.url}/tools/no_such_tool`, {})
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get("ratelimit")).toBeNull()
  })

  it("MCP: a tools/call answer carries the headers; a batch shows the call closest to running out; the refused call matches", async () => {
    const server = await start()
    const message = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "echo_tool", arguments: { amount: 1 } }
    })
    const one = await postJson(`${server.url}/mcp`, message(1), { ...MCP_HEADERS, "x-guest-id": "mcp" })
    expect(one.status).toBe(200)
    expect(rateLimitOf(one.headers)).toMatchObject({ name: "anonymous-minute", remaining: 2 })
    const batch = await postJson(`${server.url}/mcp`, [message(2), message(3), message(4)], {
      ...MCP_HEADERS,
      "x-guest-id": "mcp"
    })
    expect(batch.status).toBe(200)
    expect(batch.json.map((answer: { result: { isError?: boolean } }) => answer.result.isError ?? false)).toEqual([
      false,
      false,
      true
    ])
    const atRefusal = rateLimitOf(batch.headers)!
    expect(atRefusal).toMatchObject({ name: "anonymous-minute", remaining: 0 })
    const refusedBody = JSON.parse(batch.json[2].result.content[0].text)
    expect(refusedBody).toMatchObject({ code: "rate_limited", retryAfterSeconds: atRefusal.resetSeconds })
    const list = await postJson(`${server.url}/mcp`, { jsonrpc: "2.0", id: 5, method: "tools/list" }, MCP_HEADERS)
    expect(list.headers.get("ratelimit")).toBeNull()
  })

  it("the headers are exposed to browsers (CORS)", async () => {
    const server = await start()
    const answer = await postJson(`${server.url}/tools/echo_tool`, { amount: 1 }, { origin: "https://app.example" })
    const exposed = answer.headers.get("access-control-expose-headers") ?? ""
    for (const name of [
      "ratelimit-policy",
      "ratelimit",
      "x-ratelimit-limit",
      "x-ratelimit-remaining",
      "x-ratelimit-reset"
    ])
      expect(exposed).toContain(name)
  })

  it("the OpenAPI document names the headers on the tool operations' metered responses", async () => {
    const server = await start()
    const document = (await (await fetch(`${server.url}/poliergaleio-openapi.json`)).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { headers?: Record<string, unknown> }> } }>
    }
    const responses = document.paths["/tools/keyed_tool"]!.post!.responses
    for (const status of ["200", "400", "429"])
      expect(Object.keys(responses[status]!.headers ?? {})).toEqual(
        expect.arrayContaining([
          "RateLimit-Policy",
          "RateLimit",
          "X-RateLimit-Limit",
          "X-RateLimit-Remaining",
          "X-RateLimit-Reset"
        ])
      )
    expect(responses["401"]!.headers?.RateLimit).toBeUndefined()
    expect(document.paths["/tools"]).toBeDefined()
  })
})
