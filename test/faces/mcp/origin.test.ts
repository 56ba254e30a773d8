import { request as httpRequest } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeMcpAddressGuard } from "../../../src/faces/mcp/origin.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// DNS-rebinding protection and CORS on /mcp (issue 22): Host and Origin are checked against BASE_URL,
// MCP_ALLOWED_ORIGINS and, on loopback, the localhost names. REST keeps CORS "*".
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS, {}, { baseUrl: "https://api.example", mcpAllowedOrigins: ["https://app.example"] })
}, 60_000)
afterAll(async () => server?.close())

const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })

/** A raw request: fetch cannot set Host. */
const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; headers: Record<string, string | Array<string> | undefined>; json: any }>(
    (resolve, reject) => {
      const url = new URL(server.url)
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers }
        },
        (response) => {
          let text = ""
          response.on("data", (chunk) => {
            text += chunk
          })
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              json: text ? JSON.parse(text) : undefined
            })
          )
        }
      )
      request.on("error", reject)
      request.end(body)
    }
  )
const ping = (headers: Record<string, string>) => send("POST", "/mcp", headers, PING)

describe("DNS-rebinding protection on /mcp", () => {
  it("refuses a foreign Host with 403 and the error envelope, as the conformance suite sends it", async () => {
    const answer = await ping({ host: "evil.example.com", origin: "http://evil.example.com" })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({
      code: "host_not_allowed",
      hint: expect.stringContaining("MCP_ALLOWED_ORIGINS"),
      requestId: expect.any(String),
      apiVersion: "5.0.0"
    })
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined()
  })

  it("refuses a foreign Origin on an accepted Host, preflight included", async () => {
    const post = await ping({ host: "api.example", origin: "https://evil.example" })
    expect(post.status).toBe(403)
    expect(post.json).toMatchObject({
      code: "origin_not_allowed",
      hint: expect.stringContaining("https://api.example, https://app.example")
    })
    const preflight = await send("OPTIONS", "/mcp", {
      host: "api.example",
      origin: "https://evil.example",
      "access-control-request-method": "POST"
    })
    expect(preflight.status).toBe(403)
    expect((await ping({ origin: "null" })).status).toBe(403)
  })

  it("answers BASE_URL's host, the configured origins, and localhost names on loopback", async () => {
    for (const headers of [
      { host: "api.example" },
      { host: "API.example:443", origin: "https://api.example" },
      { host: "app.example" },
      { host: `localhost:${new URL(server.url).port}`, origin: "http://localhost:6274" }
    ]) {
      const answer = await ping(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(200)
      expect(answer.json.result).toEqual({})
    }
  })

  it("answers a client that sends no Origin (every client outside a browser): the official SDK client", async () => {
    const client = await connectMcp(server.url)
    expect((await client.listTools()).tools.length).toBe(25)
    await client.close()
  })
})

describe("CORS on /mcp: only for the origins it accepts", () => {
  it("echoes a configured origin, with what a browser MCP client needs, and Vary: Origin", async () => {
    const preflight = await send("OPTIONS", "/mcp", {
      origin: "https://app.example",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, mcp-protocol-version, authorization"
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.example")
    expect(preflight.headers["access-control-allow-headers"]).toEqual(expect.stringContaining("mcp-protocol-version"))
    expect(preflight.headers["access-control-allow-headers"]).toEqual(expect.stringContaining("authorization"))
    expect(preflight.headers["access-control-expose-headers"]).toEqual(expect.stringContaining("mcp-session-id"))
    expect(preflight.headers["access-control-expose-headers"]).toEqual(expect.stringContaining("www-authenticate"))
    expect(preflight.headers.vary).toMatch(/origin/i)
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined()
    const post = await ping({ origin: "https://app.example" })
    expect(post.headers["access-control-allow-origin"]).toBe("https://app.example")
  })

  it("sends no CORS header to a request without Origin, and keeps * on the REST tools and discovery", async () => {
    expect((await ping({})).headers["access-control-allow-origin"]).toBeUndefined()
    const rest = await send(
      "POST",
      "/tools/calculate_cyprus_income_tax",
      { origin: "https://anywhere.example" },
      JSON.stringify({ salaryIncome: 30_000, employmentType: "private" })
    )
    expect(rest.status).toBe(200)
    expect(rest.headers["access-control-allow-origin"]).toBe("*")
    expect(
      (await send("GET", "/tools", { origin: "https://anywhere.example" })).headers["access-control-allow-origin"]
    ).toBe("*")
  })
})

describe("the address policy", () => {
  it("off loopback, accepts only the public address and the configured origins", () => {
    const guard = makeMcpAddressGuard({
      baseUrl: "https://api.example",
      host: "10.0.0.5",
      allowedOrigins: ["https://app.example"]
    })
    expect(guard.refusal("api.example", undefined)).toBeUndefined()
    expect(guard.refusal("app.example", "https://app.example")).toBeUndefined()
    expect(guard.refusal("localhost:8787", undefined)?.code).toBe("host_not_allowed")
    expect(guard.refusal("api.example", "http://localhost:6274")?.code).toBe("origin_not_allowed")
    expect(guard.refusal("api.example", "http://api.example")?.code).toBe("origin_not_allowed")
    expect(guard.refusal("not a host", undefined)?.code).toBe("host_not_allowed")
  })

  it("gives a Host the same verdict the first time and after many other hosts (the bounded memo)", () => {
    const guard = makeMcpAddressGuard({ baseUrl: "https://api.example", host: "10.0.0.5" })
    const hosts = Array.from({ length: 1_000 }, (_, i) =>
      i % 3 === 0 ? `h${i}.example` : i % 3 === 1 ? "api.example" : `[::${i}]:80`
    )
    const first = hosts.map((host) => guard.refusal(host, undefined)?.code)
    expect(first.filter((code) => code === undefined)).toHaveLength(
      hosts.filter((host) => host === "api.example").length
    )
    expect(hosts.map((host) => guard.refusal(host, undefined)?.code)).toEqual(first)
    expect(guard.refusal("API.EXAMPLE", undefined)).toBeUndefined()
    expect(guard.refusal("api.example.", undefined)?.code).toBe("host_not_allowed")
  })

  it("on a wildcard address with the default BASE_URL, accepts the localhost names", () => {
    const guard = makeMcpAddressGuard({ baseUrl: "http://0.0.0.0:8787", host: "0.0.0.0" })
    expect(guard.refusal("localhost:8787", "http://localhost:8787")).toBeUndefined()
    expect(guard.refusal("evil.example.com", undefined)?.code).toBe("host_not_allowed")
  })
})
