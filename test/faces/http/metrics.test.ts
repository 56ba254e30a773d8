import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../support/server.ts"
import { startTcpProxy } from "../../support/tcp-proxy.ts"

// GET /metrics (docs/operations.md "Observability"): only with METRICS_TOKEN, only for its bearer.
const TOKEN = "metrics-token-of-the-tests-0123456789"
const INCOME = { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
const databaseUrl = process.env.TEST_DATABASE_URL
const running: Array<RunningServer> = []
afterAll(async () => {
  for (const server of running) await server.close()
})

const scrape = async (server: RunningServer, authorization = `Bearer ${TOKEN}`) => {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization } })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The value of one series (its labels exactly, in order); 0 when it does not exist yet. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}

const call = (server: RunningServer, tool: string, body: unknown, guest = `guest-${Math.random()}`) =>
  postJson(`${server.url}/tools/${tool}`, body, { "x-guest-id": guest })

describe("without METRICS_TOKEN", () => {
  it("/metrics is the same 404 as any unknown path", async () => {
    const server = await startServer(TOOLS)
    running.push(server)
    const metrics = await scrape(server)
    const unknown = await fetch(`${server.url}/no-such-page`)
    expect(metrics.status).toBe(404)
    expect(JSON.parse(metrics.text).code).toBe((await unknown.json()).code)
  }, 60_000)
})

describe("with METRICS_TOKEN", () => {
  let server: RunningServer
  beforeAll(async () => {
    // One anonymous call a minute per guest id: each test call sends a guest id of its own, the quota test repeats one.
    server = await startServer(TOOLS, {}, { metricsToken: TOKEN, limits: { ...UNLIMITED, anonymous: [1, 1e6, 1e6] } })
    running.push(server)
  }, 60_000)

  it("answers 401 with WWW-Authenticate without the token or with another one, 200 with it (scheme in any case)", async () => {
    for (const authorization of ["", `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const refused = await scrape(server, authorization)
      expect(refused.status, authorization).toBe(401)
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"')
      expect(refused.text).not.toContain("poliergaleio_")
      // The error envelope of every error body (SPEC "Errors"): its requestId is the X-Request-Id header's.
      const body = JSON.parse(refused.text) as Record<string, unknown>
      expect(body).toMatchObject({ code: "unauthorized", guestId: null })
      expect(typeof body.error).toBe("string")
      expect(typeof body.hint).toBe("string")
      expect(body.requestId).toBe(refused.headers.get("x-request-id"))
    }
    const answered = await scrape(server, `bearer ${TOKEN}`)
    expect(answered.status).toBe(200)
    expect(answered.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8")
    expect(answered.headers.get("cache-control")).toBe("no-store")
  })

  it("one tool call adds exactly one to its route, tool and status, in the counter and the histogram", async () => {
    const labels = `route="/tools/calculate_cyprus_income_tax",tool="calculate_cyprus_income_tax",status="200"`
    const before = (await scrape(server)).text
    expect((await call(server, "calculate_cyprus_income_tax", INCOME)).status).toBe(200)
    const after = (await scrape(server)).text
    expect(sample(after, `poliergaleio_http_requests_total{${labels}}`)).toBe(
      sample(before, `poliergaleio_http_requests_total{${labels}}`) + 1
    )
    expect(sample(after, `poliergaleio_http_request_duration_seconds_count{${labels}}`)).toBe(
      sample(before, `poliergaleio_http_request_duration_seconds_count{${labels}}`) + 1
    )
    expect(sample(after, `poliergaleio_http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toBe(
      sample(after, `poliergaleio_http_request_duration_seconds_count{${labels}}`)
    )
    expect(sample(after, `poliergaleio_http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThan(0)
    // A 400 is its own series.
    const invalid = `route="/tools/calculate_cyprus_income_tax",tool="calculate_cyprus_income_tax",status="400"`
    expect((await call(server, "calculate_cyprus_income_tax", { salaryIncome: -1 })).status).toBe(400)
    expect(sample((await scrape(server)).text, `poliergaleio_http_requests_total{${invalid}}`)).toBe(
      sample(after, `poliergaleio_http_requests_total{${invalid}}`) + 1
    )
  })

  it("labels stay bounded: the route is the router's pattern, an unknown tool name is 'unknown', and over MCP the tool is named", async () => {
    const made = `made_up_${Date.now()}`
    expect((await call(server, made, {})).status).toBe(404)
    expect((await fetch(`${server.url}/schemas/${made}`)).status).toBe(404)
    expect((await fetch(`${server.url}/${made}`)).status).toBe(404)
    const mcp = await connectMcp(server.url, { "x-guest-id": `guest-${Math.random()}` })
    await mcp.callTool({ name: "calculate_cyprus_income_tax", arguments: INCOME })
    await mcp.close()
    const text = (await scrape(server)).text
    expect(text).not.toContain(made)
    expect(sample(text, `poliergaleio_http_requests_total{route="/tools/:name",tool="unknown",status="404"}`)).toBe(1)
    expect(sample(text, `poliergaleio_http_requests_total{route="/schemas/:name",tool="none",status="404"}`)).toBe(1)
    expect(sample(text, `poliergaleio_http_requests_total{route="*",tool="none",status="404"}`)).toBeGreaterThanOrEqual(
      1
    )
    expect(
      sample(text, `poliergaleio_http_requests_total{route="/mcp",tool="calculate_cyprus_income_tax",status="200"}`)
    ).toBe(1)
  })

  it("counts quota refusals by scope and window", async () => {
    const series = `poliergaleio_quota_refusals_total{scope="anonymous",window="minute"}`
    const before = sample((await scrape(server)).text, series)
    const guest = `guest-${Math.random()}`
    expect((await call(server, "calculate_cyprus_income_tax", INCOME, guest)).status).toBe(200)
    expect((await call(server, "calculate_cyprus_income_tax", INCOME, guest)).status).toBe(429)
    expect(sample((await scrape(server)).text, series)).toBe(before + 1)
  })

  it("shows the worker pool: threads, queue length, completed calculations and time-outs", async () => {
    const example = (await (await fetch(`${server.url}/schemas/simulate_mortgage`)).json()).examples[0]
    const before = sample((await scrape(server)).text, "poliergaleio_worker_pool_completed_total")
    expect((await call(server, "simulate_mortgage", example)).status).toBe(200)
    const text = (await scrape(server)).text
    expect(sample(text, "poliergaleio_worker_pool_completed_total")).toBe(before + 1)
    expect(sample(text, "poliergaleio_worker_pool_threads")).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/^poliergaleio_worker_pool_queue_length 0$/m)
    expect(text).toMatch(/^poliergaleio_worker_pool_timeouts_total\{phase="waiting"\} 0$/m)
    expect(text).toMatch(/^poliergaleio_worker_pool_timeouts_total\{phase="running"\} 0$/m)
  })

  it("has the process metrics: CPU, memory, heap, event loop lag", async () => {
    const text = (await scrape(server)).text
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds"
    ]) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, "m"))
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0)
    }
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024)
  })

  it("every line is a comment or a sample of the text format, each series once", async () => {
    const lines = (await scrape(server)).text.split("\n").filter((line) => line !== "")
    const samples = lines.filter((line) => !line.startsWith("#"))
    for (const line of samples) expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? [-+0-9.eEInfNa]+$/)
    const names = samples.map((line) => line.slice(0, line.lastIndexOf(" ")))
    expect(new Set(names).size).toBe(names.length)
  })
})

describe.skipIf(!databaseUrl)("store errors", () => {
  it("a PostgreSQL outage met by a call is counted as database unavailable", async () => {
    const proxy = await startTcpProxy(Number(new URL(databaseUrl!).port || 5432))
    const url = new URL(databaseUrl!)
    url.hostname = "127.0.0.1"
    url.port = String(proxy.port)
    const server = await startServer(
      TOOLS,
      {},
      { metricsToken: TOKEN, database: { kind: "postgres", url: url.toString(), schema: `metrics_${Date.now()}` } }
    )
    running.push(server)
    const session = new AccountSession(server.url)
    await session.signInOrUp(`metrics-${Date.now()}@example.com`, "a long enough password")
    const key = await session.createKey("metrics")
    const series = `poliergaleio_store_errors_total{store="database",kind="unavailable"}`
    expect(sample((await scrape(server)).text, series)).toBe(0)
    await proxy.stop()
    try {
      // Past the verified-key cache: a key-only tool reads the store.
      expect((await postJson(`${server.url}/tools/list_saved_calculations`, {}, { "x-api-key": key })).status).toBe(503)
      expect(sample((await scrape(server)).text, series)).toBeGreaterThanOrEqual(1)
    } finally {
      await proxy.start()
      await proxy.stop()
    }
  }, 60_000)
})

describe("throttled sign-ins", () => {
  it("a sign-in refused by its throttle is counted by action, counter and window", async () => {
    // One unsuccessful sign-in per (address, email) in 15 minutes: the second attempt is refused with 429.
    const server = await startServer(TOOLS, {}, { metricsToken: TOKEN, limits: { ...UNLIMITED, signInFailures: 1 } })
    running.push(server)
    const series = `poliergaleio_attempt_refusals_total{action="sign_in",scope="address_and_email",window="15 minutes"}`
    const signIn = () =>
      fetch(`${server.url}/account/signin`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: "pg_csrf=csrf-of-the-metrics-test" },
        body: new URLSearchParams({
          email: "nobody@example.com",
          password: "not the password of anybody",
          csrf: "csrf-of-the-metrics-test"
        })
      }).then(async (response) => {
        await response.text()
        return response.status
      })
    expect(sample((await scrape(server)).text, series)).toBe(0)
    expect(await signIn()).toBe(401)
    expect(await signIn()).toBe(429)
    expect(sample((await scrape(server)).text, series)).toBe(1)
  }, 60_000)
})
