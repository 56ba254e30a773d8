import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { REGISTRATION_LIMITS } from "../../../../src/services/oauth/settings.ts"
import { TOOLS } from "../../../../src/tools/catalogue.ts"
import { CALLBACK } from "../../../support/browserless.ts"
import { postJson } from "../../../support/mcp.ts"
import { startServer, type RunningServer } from "../../../support/server.ts"

// The per-network cap on pending registrations under real concurrency: two instances on one PostgreSQL,
// each with its own pool of connections, take registrations from one IPv6 /48 at the same time. Only the
// lock the count and the insert share keeps the total at the cap (stored-rows.test.ts runs it on PGlite).
const databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl)
  console.warn("TEST_DATABASE_URL is not set: the two-instance registration test is skipped (.ci/run sets it)")

describe.skipIf(!databaseUrl)("pending registrations of one network, two instances on one PostgreSQL", () => {
  let a: RunningServer, b: RunningServer
  beforeAll(async () => {
    const shared = {
      database: { kind: "postgres" as const, url: databaseUrl!, schema: `pending_${Date.now()}` },
      trustProxy: 1
    }
    a = await startServer(TOOLS, {}, shared)
    b = await startServer(TOOLS, {}, shared)
  }, 60_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it("accepts exactly maxPendingPerPrefix of them, whichever instance each reaches", async () => {
    const cap = REGISTRATION_LIMITS.maxPendingPerPrefix
    const metadata = { client_name: "Parallel client", redirect_uris: [CALLBACK], token_endpoint_auth_method: "none" }
    const answers = await Promise.all(
      Array.from({ length: cap + 30 }, (_, i) =>
        postJson(`${(i % 2 === 0 ? a : b).url}/oauth/register`, metadata, {
          "x-forwarded-for": `2001:db8:99:${(i + 1).toString(16)}::1`
        })
      )
    )
    expect(answers.filter((answer) => answer.status === 201).length).toBe(cap)
    expect(answers.filter((answer) => answer.status === 429 && answer.json.error === "rate_limited").length).toBe(30)
    expect((await postJson(`${b.url}/oauth/register`, metadata, { "x-forwarded-for": "2001:db8:9a::1" })).status).toBe(
      201
    )
  }, 60_000)
})
