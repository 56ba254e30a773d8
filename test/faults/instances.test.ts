import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../scripts/account.ts"
import { DEFAULT_LIMITS } from "../../src/services/quotas/quotas.ts"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { postJson } from "../support/mcp.ts"
import { startServer, type RunningServer } from "../support/server.ts"

// Two instances on one PostgreSQL and one Redis, as behind a load balancer.
const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

describe.skipIf(!databaseUrl || !redisUrl)("two instances on one PostgreSQL and one Redis", () => {
  let a: RunningServer, b: RunningServer
  beforeAll(async () => {
    const shared = {
      database: { kind: "postgres" as const, url: databaseUrl!, schema: `instances_${Date.now()}` },
      redisUrl: redisUrl!,
      redisKeyPrefix: `instances-${Date.now()}:`,
      limits: DEFAULT_LIMITS
    }
    a = await startServer(TOOLS, {}, shared)
    b = await startServer(TOOLS, {}, shared)
  }, 60_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it("quotas are exact across them: 100 concurrent anonymous calls, exactly the limit served", async () => {
    const guest = `spread-${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postJson(`${(i % 2 ? a : b).url}/tools/get_pension_reference_data`, { year: 2025 }, { "x-guest-id": guest })
      )
    )
    expect(results.filter((r) => r.status === 200).length).toBe(DEFAULT_LIMITS.anonymous[0])
    expect(results.filter((r) => r.status !== 200 && r.status !== 429)).toEqual([])
  })

  it("a key made on one works on the other at once, revocation on one refuses on the other at the next request, saves show on both", async () => {
    const session = new AccountSession(a.url)
    await session.signInOrUp(`instances-${Date.now()}@example.com`, "a long enough password")
    const key = await session.createKey("shared")
    const saved = await postJson(
      `${a.url}/tools/save_calculation`,
      { calculationType: "get_pension_reference_data", inputs: { year: 2024 } },
      { "x-api-key": key }
    )
    expect(saved.status).toBe(200)
    const list = await postJson(`${b.url}/tools/list_saved_calculations`, {}, { "x-api-key": key })
    expect(list.json.structuredContent.calculations.map((c: { id: string }) => c.id)).toEqual([
      saved.json.structuredContent.id
    ])
    await session.revokeKey(key.slice(4, 16))
    expect((await postJson(`${b.url}/tools/list_saved_calculations`, {}, { "x-api-key": key })).status).toBe(401)
  })
})
