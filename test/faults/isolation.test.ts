import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { MAX_HEAVY_CALLS_PER_CALLER, type WorkerPoolSettings } from "../../src/services/workers/tool-workers.ts"
import { postJson } from "../support/mcp.ts"
import { startServer, type RunningServer } from "../support/server.ts"

// Heavy calculations run in a worker pool under a deadline, with a bounded queue (issue 18, "Build" 2).
// No timing is asserted tightly: the bounds below are tens of times what a healthy call takes.

/** A maximal stress test: 10,000 paths over 102 years of months (hundreds of ms of work). */
const MAXIMAL_STRESS_TEST = {
  currentAge: 18,
  retirementAge: 65,
  endAge: 120,
  currentSavings: 80_000,
  monthlyContribution: 600,
  monthlyDrawdown: 2_200,
  simulations: 10_000,
  seed: 7
}
const INCOME_TAX = { salaryIncome: 30_000, employmentType: "private", legislationVersion: "2026" }

// One proxy hop is trusted, so that each request can come from an address of its own (X-Forwarded-For).
const startWithPool = (workerPool: WorkerPoolSettings) => startServer(TOOLS, {}, { workerPool, trustProxy: 1 })
let nextAddress = 1
const call = (
  server: RunningServer,
  tool: string,
  body: unknown,
  address = `10.0.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`
) => postJson(`${server.url}/tools/${tool}`, body, { "x-forwarded-for": address })

describe("a calculation past its deadline", () => {
  let server: RunningServer
  beforeAll(async () => {
    // 10,000 paths over 102 years take seconds; the small call after it, in a fresh worker with cold code,
    // must fit in the deadline even on a loaded machine: 150 ms.
    server = await startWithPool({ threads: 1, maxQueue: 4, queueWaitMs: 10_000, deadlineMs: 150, memoryMb: 256 })
  }, 60_000)
  afterAll(async () => server?.close())

  it("is stopped and answered 422 calculation_too_costly, and the next call is served by a fresh worker", async () => {
    const stopped = await call(server, "run_retirement_stress_test", MAXIMAL_STRESS_TEST)
    expect(stopped.status).toBe(422)
    expect(stopped.json).toMatchObject({ code: "calculation_too_costly", fieldErrors: { $: [expect.any(String)] } })
    expect(stopped.json.hint).toMatch(/smaller input/)
    const small = await call(server, "run_retirement_stress_test", {
      ...MAXIMAL_STRESS_TEST,
      endAge: 70,
      simulations: 10
    })
    expect(small.status).toBe(200)
  }, 30_000)
})

describe("a full queue", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startWithPool({ threads: 1, maxQueue: 1, queueWaitMs: 10_000, deadlineMs: 10_000, memoryMb: 256 })
  }, 60_000)
  afterAll(async () => server?.close())

  it("refuses further heavy calls at once with 503 overloaded and Retry-After, while cheap calls are answered", async () => {
    const heavy = Array.from({ length: 6 }, () => call(server, "run_retirement_stress_test", MAXIMAL_STRESS_TEST))
    const cheap = await call(server, "calculate_cyprus_income_tax", INCOME_TAX)
    expect(cheap.status).toBe(200)
    const answers = await Promise.all(heavy)
    const refused = answers.filter((a) => a.status === 503)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const r of refused) {
      expect(r.json).toMatchObject({ code: "overloaded", retryAfterSeconds: 2 })
      expect(r.headers.get("retry-after")).toBe("2")
    }
  }, 60_000)
})

describe("one caller's heavy calls", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startWithPool({ threads: 1, maxQueue: 16, queueWaitMs: 10_000, deadlineMs: 10_000, memoryMb: 256 })
  }, 60_000)
  afterAll(async () => server?.close())

  it(`are at most ${MAX_HEAVY_CALLS_PER_CALLER} at a time: more is a 429 too_many_heavy_calls, whatever the x-guest-id`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_HEAVY_CALLS_PER_CALLER + 2 }, (_, i) =>
        postJson(`${server.url}/tools/run_retirement_stress_test`, MAXIMAL_STRESS_TEST, {
          "x-forwarded-for": "10.9.9.9",
          "x-guest-id": `guest-${i}`
        })
      )
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_HEAVY_CALLS_PER_CALLER)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(2)
    for (const r of refused) {
      expect(r.json).toMatchObject({ code: "too_many_heavy_calls" })
      expect(r.headers.get("retry-after")).toBe("1")
    }
    // Another address is not held back by them.
    expect(
      (await call(server, "run_retirement_stress_test", { ...MAXIMAL_STRESS_TEST, endAge: 70, simulations: 10 })).status
    ).toBe(200)
  }, 60_000)
})

describe("cheap calls while heavy and adversarial calls run", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startWithPool({ threads: 1, maxQueue: 16, queueWaitMs: 10_000, deadlineMs: 10_000, memoryMb: 256 })
  }, 60_000)
  afterAll(async () => server?.close())

  it("keep answering: no cheap call waits behind the heavy ones", async () => {
    const adversarialText = `Date Description Debit Credit Balance${" ".repeat(200_000)}x\n${"1,".repeat(20_000)}`
    let running = true
    const attackers = [
      ...Array.from({ length: 3 }, async () => {
        while (running) await call(server, "run_retirement_stress_test", MAXIMAL_STRESS_TEST)
      }),
      ...Array.from({ length: 3 }, async () => {
        while (running) await call(server, "parse_mortgage_statement_text", { text: adversarialText })
      })
    ]
    await new Promise((resolve) => setTimeout(resolve, 300))
    const latencies: Array<number> = []
    for (let i = 0; i < 40; i++) {
      const started = performance.now()
      const answer =
        i % 2 === 0
          ? await call(server, "calculate_cyprus_income_tax", INCOME_TAX)
          : await fetch(`${server.url}/version`)
      latencies.push(performance.now() - started)
      expect(answer.status).toBe(200)
    }
    running = false
    await Promise.all(attackers)
    // On main a single adversarial parse held the event loop for 26 s. The bound is generous on purpose.
    expect(Math.max(...latencies)).toBeLessThan(1_000)
  }, 120_000)
})

describe("heavy calls that arrive while the pool's only thread is starting", () => {
  let server: RunningServer
  // A queue wait far shorter than any thread's start (loading the calculators takes hundreds of ms).
  beforeAll(async () => {
    server = await startWithPool({ threads: 1, maxQueue: 8, queueWaitMs: 1, deadlineMs: 10_000, memoryMb: 256 })
  }, 60_000)
  afterAll(async () => server?.close())

  it("wait for the thread to start and are answered, not refused as overload (503)", async () => {
    const small = { ...MAXIMAL_STRESS_TEST, endAge: 70, simulations: 10 }
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(server, "run_retirement_stress_test", small)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
  }, 30_000)
})
