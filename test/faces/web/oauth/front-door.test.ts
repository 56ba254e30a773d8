import { request as httpRequest } from "node:http"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { RAW_ROUTE_LIMITS } from "../../../../src/faces/http/front-door.ts"
import { FAILED_CREDENTIALS_PER_MINUTE } from "../../../../src/services/quotas/quotas.ts"
import { TOOLS } from "../../../../src/tools/catalogue.ts"
import { startServer, type RunningServer } from "../../../support/server.ts"

// The raw Node paths (the OAuth server, its pages, the RFC 9728 metadata, /mcp with a failing bearer token)
// answer through the same front door as the Effect routes: request id rule, log line, metrics, limits.
const METRICS_TOKEN = "front-door-metrics-token-0123456789"
let server: RunningServer
/** The request log lines the server wrote (to stdout, which the test keeps to itself). */
const logLines: Array<Record<string, unknown>> = []
beforeAll(async () => {
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split("\n"))
      if (line.includes('"msg":"request"')) logLines.push(JSON.parse(line) as Record<string, unknown>)
    return true
  })
  // TRUST_PROXY 1: each test speaks from addresses of its own, given in X-Forwarded-For.
  server = await startServer(TOOLS, {}, { requestLog: "on", metricsToken: METRICS_TOKEN, trustProxy: 1 })
}, 60_000)
afterAll(async () => {
  await server?.close()
  vi.restoreAllMocks()
})

interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly body: string
}

/** A request with headers as given (latin-1 and all), which fetch would refuse to send. */
const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const url = new URL(path, server.url)
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (incoming) => {
        const chunks: Array<Buffer> = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8")
          })
        )
      }
    )
    outgoing.on("error", reject)
    outgoing.end(body)
  })

let addressCount = 0
/** A fresh client address (documentation range), so tests do not share allowances. */
const freshAddress = () => `198.51.100.${++addressCount % 250}`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const RAW_REQUESTS: ReadonlyArray<{
  readonly method: string
  readonly path: string
  readonly body?: string
  readonly headers?: Record<string, string>
}> = [
  { method: "GET", path: "/.well-known/oauth-protected-resource" },
  { method: "GET", path: "/.well-known/oauth-authorization-server" },
  { method: "GET", path: "/oauth/authorize?client_id=pgd_aaaaaaaaaaaaaaaaaaaa&response_type=code" },
  {
    method: "POST",
    path: "/oauth/token",
    body: "grant_type=authorization_code&code=x",
    headers: { "content-type": "application/x-www-form-urlencoded" }
  },
  { method: "GET", path: "/oauth/interaction/not-an-interaction" },
  {
    method: "POST",
    path: "/oauth/interaction/x/login",
    body: "a".repeat(70 * 1024),
    headers: { "content-type": "application/x-www-form-urlencoded" }
  },
  { method: "POST", path: "/oauth/register", body: "{}", headers: { "content-type": "application/json" } },
  {
    method: "POST",
    path: "/mcp",
    body: "{}",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: "Bearer not-a-token"
    }
  }
]

describe("the front door of the raw paths", () => {
  it("never echoes an X-Request-Id that is not 1-128 visible ASCII characters, in the header or the body", async () => {
    const insane = fc.oneof(
      fc.string({ minLength: 129, maxLength: 4000, unit: fc.constantFrom("a", "Z", "-", "é", "\u00ff") }),
      fc
        .string({ minLength: 1, maxLength: 60, unit: fc.constantFrom(" ", "\t", "\u00e9", "\u00a0", "x") })
        .filter((id) => !/^[\x21-\x7e]+$/.test(id) && id.trim() === id)
    )
    await fc.assert(
      fc.asyncProperty(insane, fc.constantFrom(...RAW_REQUESTS), async (id, raw) => {
        const answer = await send(
          raw.method,
          raw.path,
          { ...raw.headers, "x-request-id": id, "x-forwarded-for": freshAddress() },
          raw.body
        )
        const header = String(answer.headers["x-request-id"])
        expect(header).toMatch(UUID)
        expect(answer.body).not.toContain(id)
        if (
          String(answer.headers["content-type"]).startsWith("application/json") &&
          answer.body.includes("requestId")
        ) {
          expect(JSON.parse(answer.body).requestId).toBe(header)
        }
      }),
      { numRuns: 40 }
    )
  })

  it("echoes a sane X-Request-Id on every raw path, and writes one log line and one metric per request", async () => {
    for (const [index, raw] of RAW_REQUESTS.entries()) {
      const id = `front-door-${index}`
      const answer = await send(
        raw.method,
        raw.path,
        { ...raw.headers, "x-request-id": id, "x-forwarded-for": freshAddress() },
        raw.body
      )
      expect(answer.headers["x-request-id"]).toBe(id)
      expect(answer.headers["x-api-version"]).toBe("5.0.0")
      expect(answer.status).toBeLessThan(500)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    const lineOf = (index: number) => logLines.filter((entry) => entry.requestId === `front-door-${index}`)
    for (const index of RAW_REQUESTS.keys()) {
      expect(lineOf(index), RAW_REQUESTS[index]!.path).toHaveLength(1)
      expect(String(lineOf(index)[0]!.path)).not.toContain("not-an-interaction")
    }
    expect(lineOf(5)[0]).toMatchObject({ status: 413, code: "payload_too_large", path: "/oauth/interaction/:uid" })
    expect(lineOf(7)[0]).toMatchObject({ status: 401, code: "unauthorized", path: "/mcp", level: "info" })
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` }
    }).then((r) => r.text())
    expect(metrics).toMatch(
      /poliergaleio_http_requests_total\{route="\/oauth\/authorize",tool="none",status="\d+"\} \d+/
    )
    expect(metrics).toMatch(/poliergaleio_http_requests_total\{route="\/mcp",tool="none",status="401"\} \d+/)
  })
})

describe("per-address limits on the OAuth routes", () => {
  const authorize = (address: string) =>
    send("GET", `/oauth/authorize?client_id=pgd_aaaaaaaaaaaaaaaaaaaa&response_type=code&state=${"s".repeat(100)}`, {
      "x-forwarded-for": address
    })

  it("refuses authorize requests past the minute's allowance of one address, 429 with Retry-After, and counts every address of a /64 as one", async () => {
    const limit = RAW_ROUTE_LIMITS.authorize.minute
    // Every request from a different address of one /64 (generated), as a host with a whole /64 would send them.
    const sameSlash64 = fc
      .sample(
        fc.tuple(
          fc.integer({ min: 0, max: 0xffff }),
          fc.integer({ min: 0, max: 0xffff }),
          fc.integer({ min: 1, max: 0xffff })
        ),
        limit + 5
      )
      .map(([a, b, c]) => `2001:db8:aa:bb:${a.toString(16)}:${b.toString(16)}:0:${c.toString(16)}`)
    const statuses: Array<number> = []
    let refusal: RawAnswer | undefined
    for (const address of sameSlash64) {
      const answer = await authorize(address)
      statuses.push(answer.status)
      if (answer.status === 429) refusal ??= answer
    }
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429])
    expect(Number(refusal!.headers["retry-after"])).toBeGreaterThan(0)
    expect(JSON.parse(refusal!.body)).toMatchObject({ error: "rate_limited", code: "rate_limited" })
    expect(JSON.parse(refusal!.body).error_description).toContain(`at most ${limit} per minute`)
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` }
    }).then((r) => r.text())
    expect(metrics).toMatch(/poliergaleio_quota_refusals_total\{scope="oauth_authorize",window="minute"\} [1-9]/)
    // The provider's router takes any case and a trailing slash: so does the allowance.
    for (const variant of ["/oauth/AUTHORIZE", "/oauth/authorize/"]) {
      expect(
        (
          await send("GET", `${variant}?client_id=pgd_aaaaaaaaaaaaaaaaaaaa&response_type=code`, {
            "x-forwarded-for": sameSlash64[0]!
          })
        ).status
      ).toBe(429)
    }
    // Another /64 of the same /48 still has its own allowance.
    expect((await authorize("2001:db8:aa:bc::1")).status).not.toBe(429)
  })
})

describe("bearer token guessing", () => {
  const randomToken = () => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "")
  const mcpWith = (token: string, address: string) =>
    send(
      "POST",
      "/mcp",
      {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        authorization: `Bearer ${token}`,
        "x-forwarded-for": address
      },
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" })
    )
  const restWith = (token: string, address: string) =>
    send(
      "POST",
      "/tools/list_saved_calculations",
      { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": address },
      "{}"
    )

  it("limits failed tokens per address over /mcp and REST together: 401 up to the allowance, then 429 scope credentials", async () => {
    const address = freshAddress()
    const statuses: Array<number> = []
    for (let i = 0; i < FAILED_CREDENTIALS_PER_MINUTE + 10; i++)
      statuses.push((await (i % 2 === 0 ? mcpWith : restWith)(randomToken(), address)).status)
    expect(statuses.slice(0, FAILED_CREDENTIALS_PER_MINUTE).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(FAILED_CREDENTIALS_PER_MINUTE).every((status) => status === 429)).toBe(true)
    const refused = await restWith(randomToken(), address)
    expect(refused.headers["retry-after"]).toBeDefined()
    expect(JSON.parse(refused.body)).toMatchObject({
      code: "rate_limited",
      scope: "credentials",
      window: "minute",
      limit: FAILED_CREDENTIALS_PER_MINUTE
    })
    const viaMcp = await mcpWith(randomToken(), address)
    expect(viaMcp.status).toBe(429)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const refusedLine = logLines.find((entry) => entry.path === "/mcp" && entry.status === 429)
    expect(refusedLine).toMatchObject({ level: "warn", code: "rate_limited" })
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` }
    }).then((r) => r.text())
    expect(metrics).toMatch(
      /poliergaleio_attempt_refusals_total\{action="credential_check",scope="address",window="minute"\} [1-9]/
    )
    expect(metrics).toMatch(/poliergaleio_http_requests_total\{route="\/mcp",tool="none",status="429"\} [1-9]/)
    // Another address is not affected.
    expect((await mcpWith(randomToken(), freshAddress())).status).toBe(401)
  })

  it("answers a token that just failed from memory: repeating it never uses up the allowance", async () => {
    const address = freshAddress()
    const token = randomToken()
    const statuses: Array<number> = []
    for (let i = 0; i < FAILED_CREDENTIALS_PER_MINUTE * 2; i++) statuses.push((await mcpWith(token, address)).status)
    expect(new Set(statuses)).toEqual(new Set([401]))
  })

  it("limits failed API keys the same way (well-formed keys that are not in the store)", async () => {
    const address = freshAddress()
    const statuses: Array<number> = []
    for (let i = 0; i < FAILED_CREDENTIALS_PER_MINUTE + 3; i++) {
      const answer = await send(
        "POST",
        "/tools/list_saved_calculations",
        { "content-type": "application/json", "x-api-key": wellFormedUnknownKey(), "x-forwarded-for": address },
        "{}"
      )
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, FAILED_CREDENTIALS_PER_MINUTE).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(FAILED_CREDENTIALS_PER_MINUTE)).toEqual([429, 429, 429])
  })
})

/** A key of the right format ("pge_" + 12 base32 + "_" + 43 base64url, secrets.ts) whose id and secret exist nowhere.
 * */
const wellFormedUnknownKey = () => {
  const base32 = Array.from(
    crypto.getRandomValues(new Uint8Array(12)),
    (byte) => "abcdefghijklmnopqrstuvwxyz234567"[byte % 32]
  ).join("")
  return `pge_${base32}_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")}`
}
