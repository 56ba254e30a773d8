import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../scripts/account.ts"
import { startChildService } from "../support/child-service.ts"
import { postJson } from "../support/mcp.ts"

// The service as a process on the embedded store: kill -9 during a burst of saves, and SIGTERM.
const dataDir = mkdtempSync(join(tmpdir(), "poliergaleio-process-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const UNLIMITED = {
  QUOTA_ANONYMOUS: "1000000/1000000/1000000",
  QUOTA_ANONYMOUS_PER_IP: "1000000/1000000/1000000",
  QUOTA_KEYED: "1000000/1000000/1000000"
}

describe("durability and shutdown on the embedded store", () => {
  it("every save acknowledged before a kill -9 is there after a restart", async () => {
    const first = await startChildService({ DATA_DIR: dataDir, ...UNLIMITED })
    const session = new AccountSession(first.url)
    await session.signInOrUp("durable@example.com", "a long enough password")
    const key = await session.createKey("durable")
    const acknowledged: Array<string> = []
    let stop = false
    const burst = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const r = await postJson(
          `${first.url}/tools/save_calculation`,
          { calculationType: "get_pension_reference_data", inputs: { year: 2025 } },
          { "x-api-key": key }
        ).catch(() => undefined)
        if (r?.status === 200) acknowledged.push(r.json.structuredContent.id)
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await first.stop("SIGKILL")
    stop = true
    await Promise.all(burst)
    expect(acknowledged.length).toBeGreaterThan(5)

    const second = await startChildService({ DATA_DIR: dataDir, ...UNLIMITED })
    try {
      for (const id of acknowledged) {
        const loaded = await postJson(
          `${second.url}/tools/load_saved_calculation`,
          { calculationId: id },
          { "x-api-key": key }
        )
        expect(loaded.status, id).toBe(200)
      }
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0)
    }
  }, 90_000)

  it("SIGTERM lets in-flight requests finish, then exits cleanly and the store reopens", async () => {
    // A queue deep enough for all 20 heavy calls, each from an address of its own (one trusted proxy hop):
    // none is refused (overloaded, or too many from one caller), all are in flight.
    const service = await startChildService({
      DATA_DIR: dataDir,
      ...UNLIMITED,
      WORKER_QUEUE: "32",
      CALCULATION_QUEUE_WAIT_MS: "60000",
      TRUST_PROXY: "1"
    })
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      postJson(
        `${service.url}/tools/run_retirement_stress_test`,
        {
          currentAge: 40,
          retirementAge: 65,
          currentSavings: 50000,
          monthlyContribution: 500,
          monthlyDrawdown: 2000,
          simulations: 5000,
          seed: 7
        },
        { "x-forwarded-for": `10.0.0.${i + 1}` }
      )
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const exited = service.stop("SIGTERM")
    const results = await Promise.allSettled(inFlight)
    expect(await exited).toBe(0)
    const answered = results.filter((r) => r.status === "fulfilled")
    for (const r of answered) expect((r as PromiseFulfilledResult<{ status: number }>).value.status).toBe(200)
    expect(answered.length).toBeGreaterThan(0)
    const again = await startChildService({ DATA_DIR: dataDir, ...UNLIMITED })
    expect((await fetch(`${again.url}/version`)).status).toBe(200)
    expect(await again.stop("SIGTERM")).toBe(0)
  }, 90_000)
})
