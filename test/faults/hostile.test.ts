import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { request as httpsRequest } from "node:https"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { startChildService } from "../support/child-service.ts"
import { startServer, type RunningServer } from "../support/server.ts"

// Hostile requests: each answered with a 4xx and the envelope, and the service still answers after each.
let server: RunningServer
beforeAll(async () => {
  server = await startServer(TOOLS, {}, { maxBodyBytes: 256 * 1024 })
}, 60_000)
afterAll(async () => server?.close())

const TOOL = "/tools/calculate_cyprus_income_tax"
const send = async (
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { "content-type": "application/json" },
  path = TOOL
) => {
  const response = await fetch(`${server.url}${path}`, { method: "POST", headers, body })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}
const stillAnswers = async () => expect((await fetch(`${server.url}/version`)).status).toBe(200)
const envelope = (body: Record<string, unknown>) =>
  expect(Object.keys(body)).toEqual(expect.arrayContaining(["error", "code", "requestId", "guestId", "apiVersion"]))

describe("hostile bodies and headers", () => {
  const cases: Array<[string, string | Uint8Array<ArrayBuffer>, number]> = [
    ["deeply nested JSON", `${"[".repeat(100_000)}${"]".repeat(100_000)}`, 400],
    ["a 10 MB body", new Uint8Array(10 * 1024 * 1024).fill(32), 413],
    ["not JSON", "salary=30000", 400],
    ["an array", "[1,2,3]", 400],
    ["null", "null", 400],
    ["duplicate keys", '{"salaryIncome":1,"salaryIncome":"x","employmentType":"private"}', 400],
    ["a __proto__ key", '{"__proto__":{"polluted":true},"salaryIncome":1,"employmentType":"private"}', 400],
    ["NUL and a lone surrogate", '{"salaryIncome":"\\u0000\\ud800","employmentType":"private"}', 400],
    ["1e308", '{"salaryIncome":1e308,"employmentType":"private"}', 400]
  ]
  it.each(cases)("%s: a 4xx with the envelope, then the service still answers", async (_label, body, status) => {
    const r = await send(body)
    expect(r.status).toBe(status)
    envelope(r.body)
    await stillAnswers()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("an empty body and a wrong content type are 400s with the envelope", async () => {
    const empty = await send("")
    expect(empty.status).toBe(400)
    envelope(empty.body)
    const wrongType = await send('{"salaryIncome":1}', { "content-type": "text/plain" })
    expect(wrongType.status).toBe(400)
    envelope(wrongType.body)
  })

  it("replaces a request id that is too long or has control characters instead of echoing it", async () => {
    for (const sent of ["x".repeat(500), "abc\u0001def", "has space"]) {
      const r = await send("{}", {
        "content-type": "application/json",
        "x-request-id": encodeURI(sent) === sent ? sent : "abc\tdef"
      })
      expect(r.headers.get("x-request-id")).not.toBe(sent)
      expect(r.body.requestId).toBe(r.headers.get("x-request-id"))
    }
    const fine = await send("{}", { "content-type": "application/json", "x-request-id": "client-123_abc" })
    expect(fine.body.requestId).toBe("client-123_abc")
  })

  it("times out a slow client (slowloris) and keeps serving others", async () => {
    const url = new URL(server.url)
    const socket = connect(Number(url.port), url.hostname)
    socket.write("POST /tools/calculate_cyprus_income_tax HTTP/1.1\r\nHost: x\r\n")
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()))
    socket.resume() // read what the server sends (its 408), so that its close is seen
    const started = Date.now()
    await stillAnswers()
    await closed
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 30_000)
})

/** The status line of a raw HTTP/1.1 request with this request target (fetch would normalise the target first). */
const statusOfTarget = (method: string, target: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1", () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
    )
    let head = ""
    socket.setEncoding("latin1")
    socket.on("data", (chunk: string) => {
      head += chunk
    })
    socket.on("end", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)))
    socket.on("error", reject)
  })

describe("hostile request targets", () => {
  it("a target that is no URL path (such as // or //[) is a 400, not a 500", async () => {
    for (const target of ["//", "//[", "//@:", "//a:b@[::1"]) {
      expect(await statusOfTarget("GET", target), target).toBe(400)
    }
    await stillAnswers()
  })

  it("generated targets (any printable characters, percent signs, slashes, brackets) are never answered 5xx", async () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "[",
      "]",
      "@",
      ":",
      "%",
      "%zz",
      "%2f",
      "?",
      "#",
      "\\",
      "..",
      "api_key=1",
      "tools",
      "mcp",
      "healthz",
      "é",
      "\u{1F600}",
      "*"
    )
    const target = fc.oneof(
      fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }).map((text) => text.replace(/\s/g, ""))
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD", "POST", "DELETE"),
        target.filter((t) => t.length > 0),
        async (method, requestTarget) => {
          const status = await statusOfTarget(method, requestTarget)
          expect(status, `${method} ${requestTarget}`).toBeGreaterThanOrEqual(200)
          expect(status, `${method} ${requestTarget}`).toBeLessThan(500)
        }
      ),
      { numRuns: 300 }
    )
    await stillAnswers()
  }, 120_000)
})

describe("security headers and CORS", () => {
  it("pages get a CSP without unhashed inline script, nosniff and no framing; the API allows any origin without credentials", async () => {
    const page = await fetch(`${server.url}/account`)
    const csp = page.headers.get("content-security-policy")!
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("unsafe-inline' 'unsafe-eval")
    expect(csp).toMatch(/script-src 'none'|script-src 'sha256-/)
    expect(page.headers.get("x-content-type-options")).toBe("nosniff")
    expect(page.headers.get("access-control-allow-origin")).toBeNull()
    const preflight = await fetch(`${server.url}${TOOL}`, {
      method: "OPTIONS",
      headers: { origin: "https://chat.example", "access-control-request-method": "POST" }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-api-key")
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull()
  })
})

describe.skipIf(
  !process.env.PATH?.split(":").some((dir) => {
    try {
      execFileSync(join(dir, "openssl"), ["version"])
      return true
    } catch {
      return false
    }
  })
)("HTTPS", () => {
  it("serves TLS itself with TLS_CERT/TLS_KEY: HSTS on responses, Secure cookies, https links", async () => {
    const dir = mkdtempSync(join(tmpdir(), "poliergaleio-tls-"))
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem")
      ],
      { stdio: "ignore" }
    )
    writeFileSync(join(dir, "ok"), "")
    const service = await startChildService(
      { TLS_CERT: join(dir, "cert.pem"), TLS_KEY: join(dir, "key.pem"), DATA_DIR: join(dir, "data") },
      "https"
    )
    try {
      const get = (path: string) =>
        new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
          httpsRequest(`${service.url}${path}`, { rejectUnauthorized: false }, (res) => {
            let body = ""
            res.on("data", (chunk) => {
              body += chunk
            })
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }))
          })
            .on("error", reject)
            .end()
        })
      const version = await get("/version")
      expect(version.status).toBe(200)
      expect(version.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
      const account = await get("/account")
      expect(String(account.headers["set-cookie"])).toContain("Secure")
      const latest = JSON.parse((await get("/migrations/latest")).body)
      expect(latest.url).toMatch(/^https:\/\//)
    } finally {
      await service.stop("SIGTERM")
    }
  }, 120_000)
})
