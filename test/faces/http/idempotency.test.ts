import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../../scripts/account.ts"
import type { ToolDefinition } from "../../../src/core/tool.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { echoTool } from "../../fixtures/echo-tool.ts"
import { databaseTargets } from "../../support/databases.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../support/server.ts"

// Idempotency-Key on the REST write tools (docs/api.md "Idempotent writes"), through the real server, on
// PGlite and (with TEST_DATABASE_URL) on PostgreSQL, where parallel requests really race.

/** A key-only write tool that counts its runs: 666 is a defect (500), 13 a 400, as in echoTool. */
let echoRuns = 0
const echo = echoTool("echo_write", "key")
const echoWrite: ToolDefinition = {
  ...echo,
  readOnly: false,
  run: (input, environment) =>
    Effect.suspend(() => {
      echoRuns++
      return echo.run(input, environment)
    })
}

/** A key-only write tool whose answer is larger than the 64 KiB an idempotency key keeps. */
let bigRuns = 0
const BigOutput = Schema.Struct({ text: Schema.String, assumptions: Schema.Array(Schema.String) })
const bigWrite: ToolDefinition = {
  name: "big_write",
  title: "Big write",
  description: "Answers 70 KB (test fixture).",
  access: "key",
  topic: "saved",
  toolset: "saved",
  listing: { summary: "Answers 70 KB (test fixture).", fields: {} },
  effect: "adds",
  readOnly: false,
  input: Schema.Struct({}),
  output: BigOutput,
  run: () =>
    Effect.sync(() => {
      bigRuns++
      return { text: "x".repeat(70_000), assumptions: [] }
    }),
  summarize: () => "big"
}

const PASSWORD = "a long enough password"
const SAVE = { calculationType: "get_pension_reference_data", name: "idempotent", inputs: { year: 2025 } }

describe.each(databaseTargets())("Idempotency-Key on %s", (engine, makeTarget) => {
  let server: RunningServer
  let keyA: string, keyB: string
  beforeAll(async () => {
    server = await startServer(
      [...TOOLS, echoWrite, bigWrite],
      {},
      engine === "PGlite" ? {} : { database: makeTarget() }
    )
    const a = new AccountSession(server.url),
      b = new AccountSession(server.url)
    await a.signInOrUp(`idem-a-${Date.now()}@example.com`, PASSWORD)
    await b.signInOrUp(`idem-b-${Date.now()}@example.com`, PASSWORD)
    keyA = await a.createKey("a")
    keyB = await b.createKey("b")
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  let keyCounter = 0
  const newKey = () => `${crypto.randomUUID()}-${keyCounter++}`
  const call = (
    apiKey: string,
    tool: string,
    body: unknown,
    idempotencyKey?: string,
    extra: Record<string, string> = {}
  ) =>
    postJson(`${server.url}/tools/${tool}`, body, {
      "x-api-key": apiKey,
      ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
      ...extra
    })
  const savesNamed = async (apiKey: string, name: string) => {
    const list = await call(apiKey, "list_saved_calculations", { limit: 100 })
    return (list.json.structuredContent.calculations as Array<{ name: string; id: string }>).filter(
      (c) => c.name === name
    )
  }

  it("the same key and body twice: one save, and the second answer is the first one, marked replayed", async () => {
    const key = newKey()
    const body = { ...SAVE, name: `twice ${key}` }
    const first = await call(keyA, "save_calculation", body, key)
    expect(first.status).toBe(200)
    expect(first.headers.get("idempotent-replayed")).toBeNull()
    // The same body with its fields in another order is the same request.
    const second = await call(
      keyA,
      "save_calculation",
      { inputs: body.inputs, name: body.name, calculationType: body.calculationType },
      key
    )
    expect(second.status).toBe(200)
    expect(second.headers.get("idempotent-replayed")).toBe("true")
    expect(second.text).toBe(first.text)
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"))
    expect(await savesNamed(keyA, body.name)).toHaveLength(1)
  })

  it("the same key with another body, or on another tool, is a 422 idempotency_key_reused", async () => {
    const key = newKey()
    expect((await call(keyA, "save_calculation", { ...SAVE, name: `reused ${key}` }, key)).status).toBe(200)
    const other = await call(keyA, "save_calculation", { ...SAVE, name: `other ${key}` }, key)
    expect(other.status).toBe(422)
    expect(other.json).toMatchObject({
      code: "idempotency_key_reused",
      fieldErrors: { "headers.idempotency-key": [expect.any(String)] }
    })
    expect(other.json.hint).toMatch(/new Idempotency-Key/)
    expect(other.json.requestId).toBe(other.headers.get("x-request-id"))
    const elsewhere = await call(keyA, "delete_saved_calculation", { calculationId: crypto.randomUUID() }, key)
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.json.error).toMatch(/save_calculation/)
    expect(await savesNamed(keyA, `other ${key}`)).toHaveLength(0)
  })

  it("keys are per account: another account may use the same value", async () => {
    const key = newKey()
    const body = { ...SAVE, name: `shared ${key}` }
    const a = await call(keyA, "save_calculation", body, key)
    const b = await call(keyB, "save_calculation", body, key)
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.headers.get("idempotent-replayed")).toBeNull()
    expect(b.json.structuredContent.id).not.toBe(a.json.structuredContent.id)
  })

  it("20 parallel requests with one key: exactly one save; the others replay it or are told it is in progress", async () => {
    const key = newKey()
    const body = { ...SAVE, name: `parallel ${key}` }
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(keyA, "save_calculation", body, key)))
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    const fresh = answers.filter((a) => a.status === 200 && a.headers.get("idempotent-replayed") === null)
    expect(fresh).toHaveLength(1)
    for (const replay of answers.filter((a) => a.status === 200)) expect(replay.text).toBe(fresh[0]!.text)
    for (const busy of answers.filter((a) => a.status === 409)) {
      expect(busy.json.code).toBe("idempotency_in_progress")
      expect(busy.headers.get("retry-after")).toBe("1")
    }
    expect(await savesNamed(keyA, body.name)).toHaveLength(1)
    const retried = await call(keyA, "save_calculation", body, key)
    expect(retried.text).toBe(fresh[0]!.text)
  })

  it("a retried delete gets the first answer, not a 404", async () => {
    const saved = await call(keyA, "save_calculation", { ...SAVE, name: "to delete" })
    const id = saved.json.structuredContent.id
    const key = newKey()
    const first = await call(keyA, "delete_saved_calculation", { calculationId: id }, key)
    expect(first.status).toBe(200)
    const again = await call(keyA, "delete_saved_calculation", { calculationId: id }, key)
    expect(again.status).toBe(200)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(again.text).toBe(first.text)
    expect((await call(keyA, "delete_saved_calculation", { calculationId: id }, newKey())).status).toBe(404)
  })

  it("a 4xx is kept too, with its original requestId in the body; the header carries the new one", async () => {
    const key = newKey()
    const id = crypto.randomUUID()
    const first = await call(keyA, "update_calculation", { calculationId: id, name: "x" }, key)
    expect(first.status).toBe(404)
    const again = await call(keyA, "update_calculation", { calculationId: id, name: "x" }, key)
    expect(again.status).toBe(404)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(again.text).toBe(first.text)
    expect(again.json.requestId).toBe(first.headers.get("x-request-id"))
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"))

    const runs = echoRuns
    const invalid = await call(keyA, "echo_write", { amount: 13 }, `${key}-13`)
    expect(invalid.status).toBe(400)
    expect((await call(keyA, "echo_write", { amount: 13 }, `${key}-13`)).text).toBe(invalid.text)
    expect(echoRuns).toBe(runs + 1)
  })

  it("a 500 releases the key: the retry runs again", async () => {
    const key = newKey()
    const runs = echoRuns
    expect((await call(keyA, "echo_write", { amount: 666 }, key)).status).toBe(500)
    const retry = await call(keyA, "echo_write", { amount: 666 }, key)
    expect(retry.status).toBe(500)
    expect(retry.headers.get("idempotent-replayed")).toBeNull()
    expect(echoRuns).toBe(runs + 2)
  })

  it("an answer larger than 64 KiB is not kept: the retry runs again", async () => {
    const key = newKey()
    const runs = bigRuns
    const first = await call(keyA, "big_write", {}, key)
    expect(first.status).toBe(200)
    const second = await call(keyA, "big_write", {}, key)
    expect(second.status).toBe(200)
    expect(second.headers.get("idempotent-replayed")).toBeNull()
    expect(bigRuns).toBe(runs + 2)
  })

  it("an invalid Idempotency-Key is a 400 on a write tool (and nothing runs); read tools ignore the header", async () => {
    for (const bad of ["", "has space", "x".repeat(256), "caf\u00e9"]) {
      const answer = await fetch(`${server.url}/tools/save_calculation`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": keyA, "idempotency-key": bad },
        body: JSON.stringify({ ...SAVE, name: "never saved" })
      }).catch(() => undefined)
      // fetch itself refuses a header value outside ISO-8859-1; "café" is within it, so every case reaches the server.
      expect(answer?.status).toBe(400)
      const body = await answer!.json()
      expect(body.code).toBe("invalid_input")
      expect(Object.keys(body.fieldErrors)).toEqual(["headers.idempotency-key"])
    }
    expect(await savesNamed(keyA, "never saved")).toHaveLength(0)
    expect((await call(keyA, "list_saved_calculations", {}, "has space")).status).toBe(200)
    const read = await call(keyA, "list_saved_calculations", {}, "same-key-on-a-read-tool")
    const readAgain = await call(keyA, "list_saved_calculations", {}, "same-key-on-a-read-tool")
    expect(readAgain.headers.get("idempotent-replayed")).toBeNull()
    expect(read.status).toBe(200)
    expect((await call(keyA, "save_calculation", { ...SAVE, name: "max key" }, "k".repeat(255))).status).toBe(200)
  })

  it("MCP has no Idempotency-Key: the header is ignored there", async () => {
    const key = newKey()
    const client = await connectMcp(server.url, { "x-api-key": keyA, "idempotency-key": key })
    try {
      const name = `mcp ${key}`
      for (let i = 0; i < 2; i++) {
        const result = await client.callTool({ name: "save_calculation", arguments: { ...SAVE, name } })
        expect(result.isError).toBeFalsy()
      }
      expect(await savesNamed(keyA, name)).toHaveLength(2)
    } finally {
      await client.close()
    }
  })
})

describe("Idempotency-Key and quotas", () => {
  it("a replay is a metered call: it counts against the key's quota like any call", async () => {
    const server = await startServer(TOOLS, {}, { limits: { ...UNLIMITED, keyed: [3, 1e6, 1e6] } })
    try {
      const session = new AccountSession(server.url)
      await session.signInOrUp(`idem-quota-${Date.now()}@example.com`, PASSWORD)
      const apiKey = await session.createKey("quota")
      const save = () =>
        postJson(`${server.url}/tools/save_calculation`, SAVE, { "x-api-key": apiKey, "idempotency-key": "metered" })
      expect((await save()).headers.get("idempotent-replayed")).toBeNull()
      expect((await save()).headers.get("idempotent-replayed")).toBe("true")
      expect((await save()).headers.get("idempotent-replayed")).toBe("true")
      const refused = await save()
      expect(refused.status).toBe(429)
      expect(refused.json.scope).toBe("key")
    } finally {
      await server.close()
    }
  }, 60_000)
})
