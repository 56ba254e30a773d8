import { afterAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../scripts/account.ts"
import { DEFAULT_LIMITS } from "../../src/services/quotas/quotas.ts"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../support/mcp.ts"
import { startServer, type RunningServer } from "../support/server.ts"
import { startTcpProxy } from "../support/tcp-proxy.ts"

// Store outages, simulated with a TCP proxy in front of the machine's PostgreSQL and Redis.
const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const INCOME = { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
const running: Array<RunningServer> = []
afterAll(async () => {
  for (const server of running) await server.close()
})

const portOf = (url: string, fallback: number) => Number(new URL(url).port || fallback)
const withPort = (url: string, port: number) => {
  const u = new URL(url)
  u.hostname = "127.0.0.1"
  u.port = String(port)
  return u.toString()
}
const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

describe.skipIf(!databaseUrl)("PostgreSQL down", () => {
  it("calculators keep working, keyed tools answer 503 with Retry-After on REST and MCP, and all recovers by itself", async () => {
    const proxy = await startTcpProxy(portOf(databaseUrl!, 5432))
    const server = await startServer(
      TOOLS,
      {},
      { database: { kind: "postgres", url: withPort(databaseUrl!, proxy.port), schema: `outage_${Date.now()}` } }
    )
    running.push(server)
    const session = new AccountSession(server.url)
    await session.signInOrUp(`outage-${Date.now()}@example.com`, "a long enough password")
    const key = await session.createKey("outage")
    const keyed = () => postJson(`${server.url}/tools/list_saved_calculations`, {}, { "x-api-key": key })
    expect((await keyed()).status).toBe(200)

    await proxy.stop()
    expect((await postJson(`${server.url}/tools/calculate_cyprus_income_tax`, INCOME)).status).toBe(200)
    const refused = await keyed()
    expect(refused.status).toBe(503)
    expect(refused.headers.get("retry-after")).toBe("5")
    expect(refused.json).toMatchObject({ code: "service_unavailable", apiVersion: "5.0.0" })
    const mcp = await connectMcp(server.url, { "x-api-key": key })
    const viaMcp = await mcp.callTool({ name: "list_saved_calculations", arguments: {} })
    expect(JSON.parse((viaMcp.content as Array<{ text: string }>)[0]!.text).code).toBe("service_unavailable")
    await mcp.close()

    await proxy.start()
    expect(await until(async () => (await keyed()).status === 200)).toBe(true)
    await proxy.stop()
  }, 60_000)
})

describe.skipIf(!redisUrl)("Redis down", () => {
  it("quotas fall back to counting per instance: no 5xx, still limited, shared again once Redis is back", async () => {
    const proxy = await startTcpProxy(portOf(redisUrl!, 6379))
    const server = await startServer(TOOLS, {}, { limits: DEFAULT_LIMITS, redisUrl: withPort(redisUrl!, proxy.port) })
    running.push(server)
    const call = (guest: string) =>
      postJson(`${server.url}/tools/calculate_cyprus_income_tax`, INCOME, { "x-guest-id": guest })
    expect((await call(`before-${Date.now()}`)).status).toBe(200)

    await proxy.stop()
    const guest = `during-${Date.now()}`
    const statuses = []
    for (let i = 0; i < 12; i++) statuses.push((await call(guest)).status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])

    await proxy.start()
    const after = `after-${Date.now()}`
    expect(await until(async () => (await call(after)).status === 200)).toBe(true)
  }, 60_000)
})
