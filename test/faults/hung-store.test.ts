import { Duration, Effect, Fiber } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import { afterAll, describe, expect, it } from "vitest"
import { AccountSession } from "../../scripts/account.ts"
import { STORE_BOUNDS } from "../../src/services/storage/bounded-client.ts"
import { classifySqlError, databaseLayer } from "../../src/services/storage/database.ts"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { connectMcp, postJson } from "../support/mcp.ts"
import { startServer, type RunningServer } from "../support/server.ts"
import { startTcpProxy } from "../support/tcp-proxy.ts"

// Issue 34: a hung PostgreSQL (connections accepted, then no answer), simulated with a TCP proxy that
// stops forwarding. Every request that needs the store answers 503 within the bound, and the pool heals.
const databaseUrl = process.env.TEST_DATABASE_URL
const INCOME = { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
const PASSWORD = "a long enough password"
/** The bound (docs/operations.md "Hung store"), and the most any such answer may take, with room for a loaded machine.
 * */
const BOUND_MS = Duration.toMillis(STORE_BOUNDS.answer)
const LIMIT_MS = 5_000
const running: Array<RunningServer> = []
afterAll(async () => {
  for (const server of running) await server.close()
})

const portOf = (url: string) => Number(new URL(url).port || 5432)
const withPort = (url: string, port: number) => {
  const u = new URL(url)
  u.hostname = "127.0.0.1"
  u.port = String(port)
  return u.toString()
}
const uniqueEmail = (tag: string) => `hung-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const timed = async <A>(run: () => Promise<A>) => {
  const started = performance.now()
  const result = await run()
  return { result, ms: Math.round(performance.now() - started) }
}
const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** The account pages over plain fetch, with the cookies they set (the session's included). */
const browser = (baseUrl: string) => {
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0]!.split("=")
      if (name) jar.set(name.trim(), value ?? "")
    }
  }
  const answer = async (response: Response) => {
    remember(response)
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      json: response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined
    }
  }
  return {
    get: async (path: string) =>
      answer(await fetch(`${baseUrl}${path}`, { redirect: "manual", headers: { cookie: cookie() } })),
    post: async (path: string, form: Record<string, string>) =>
      answer(
        await fetch(`${baseUrl}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
          body: new URLSearchParams({ ...form, csrf: jar.get("pg_csrf") ?? "" })
        })
      )
  }
}

const expectOutage = (answer: { status: number; headers: Headers; json: unknown }, ms: number) => {
  expect(answer.status).toBe(503)
  expect(answer.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/)
  expect(answer.json).toMatchObject({ code: "service_unavailable" })
  expect(ms).toBeLessThan(LIMIT_MS)
}

describe.skipIf(!databaseUrl)("PostgreSQL hung (connections accepted, nothing answered)", () => {
  it("keyed calls, the account pages, sign-up and sign-in answer 503 within the bound; calculators keep working; the pool heals", async () => {
    const proxy = await startTcpProxy(portOf(databaseUrl!))
    const server = await startServer(
      TOOLS,
      {},
      { database: { kind: "postgres", url: withPort(databaseUrl!, proxy.port), schema: `hung_${Date.now()}` } }
    )
    running.push(server)
    const email = uniqueEmail("owner")
    const session = new AccountSession(server.url)
    await session.signInOrUp(email, PASSWORD)
    const key = await session.createKey("hung")
    const keyed = () => postJson(`${server.url}/tools/list_saved_calculations`, {}, { "x-api-key": key })
    const signedIn = browser(server.url)
    expect((await signedIn.get("/account")).status).toBe(200)
    expect((await signedIn.post("/account/signin", { email, password: PASSWORD })).status).toBe(303)
    expect((await signedIn.get("/account")).status).toBe(200)
    const signedOut = browser(server.url)
    expect((await signedOut.get("/account")).status).toBe(200)
    const mcp = await connectMcp(server.url, { "x-api-key": key })
    expect((await keyed()).status).toBe(200)
    // An application registered by itself (RFC 7591), for the OAuth routes.
    const registration = await postJson(`${server.url}/oauth/register`, {
      redirect_uris: ["https://assistant.example/callback"],
      token_endpoint_auth_method: "none",
      client_name: "Hung test"
    })
    expect(registration.status).toBe(201)
    const clientId = String((registration.json as { client_id: string }).client_id)
    const authorize = () =>
      fetch(
        `${server.url}/oauth/authorize?${new URLSearchParams({
          client_id: clientId,
          response_type: "code",
          redirect_uri: "https://assistant.example/callback",
          scope: "read",
          code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWPhcNcXGNxxs",
          code_challenge_method: "S256",
          state: "s"
        })}`,
        { redirect: "manual" }
      )
    expect((await authorize()).status).toBe(303)

    proxy.pause()
    const times: Record<string, number> = {}
    const calculator = await timed(() => postJson(`${server.url}/tools/calculate_cyprus_income_tax`, INCOME))
    expect(calculator.result.status).toBe(200)
    expect(calculator.ms).toBeLessThan(1_000)

    const rest = await timed(keyed)
    expectOutage(rest.result, rest.ms)
    times["keyed REST"] = rest.ms

    const viaMcp = await timed(() => mcp.callTool({ name: "list_saved_calculations", arguments: {} }))
    expect(viaMcp.result.isError).toBe(true)
    expect(JSON.parse((viaMcp.result.content as Array<{ text: string }>)[0]!.text).code).toBe("service_unavailable")
    expect(viaMcp.ms).toBeLessThan(LIMIT_MS)
    times["keyed MCP"] = viaMcp.ms

    const page = await timed(() => signedIn.get("/account"))
    expectOutage(page.result, page.ms)
    times["signed-in /account"] = page.ms

    const signUp = await timed(() =>
      signedOut.post("/account/signup", { email: uniqueEmail("new"), password: PASSWORD })
    )
    expectOutage(signUp.result, signUp.ms)
    times["sign-up"] = signUp.ms

    const signIn = await timed(() => signedOut.post("/account/signin", { email, password: PASSWORD }))
    expectOutage(signIn.result, signIn.ms)
    times["sign-in"] = signIn.ms

    // The OAuth routes and bearer tokens: the same 503, never a 500.
    const authorization = await timed(authorize)
    expect(authorization.result.status).toBe(503)
    expect(authorization.ms).toBeLessThan(LIMIT_MS)
    times["OAuth authorize"] = authorization.ms
    const bearerRest = await timed(() =>
      postJson(`${server.url}/tools/list_saved_calculations`, {}, { authorization: `Bearer ${"t".repeat(43)}` })
    )
    expectOutage(bearerRest.result, bearerRest.ms)
    times["bearer token, REST"] = bearerRest.ms
    const bearerMcp = await timed(() =>
      postJson(
        `${server.url}/mcp`,
        { jsonrpc: "2.0", id: 1, method: "tools/list" },
        { authorization: `Bearer ${"u".repeat(43)}`, accept: "application/json, text/event-stream" }
      )
    )
    expectOutage(bearerMcp.result, bearerMcp.ms)
    times["bearer token, /mcp"] = bearerMcp.ms
    const register = await timed(() =>
      postJson(`${server.url}/oauth/register`, {
        redirect_uris: ["https://assistant.example/callback"],
        token_endpoint_auth_method: "none"
      })
    )
    expect(register.result.status).toBe(503)
    expect(register.ms).toBeLessThan(LIMIT_MS)
    times["OAuth registration"] = register.ms

    // More calls at once than the pool has connections (10): none waits behind a held connection.
    const burst = await timed(() => Promise.all(Array.from({ length: 15 }, () => timed(keyed))))
    for (const call of burst.result) expectOutage(call.result, call.ms)
    times["15 concurrent keyed calls (slowest)"] = Math.max(...burst.result.map((call) => call.ms))
    expect(burst.ms).toBeLessThan(LIMIT_MS)

    proxy.resume()
    const recovery = await timed(() => until(async () => (await keyed()).status === 200, 10_000))
    expect(recovery.result).toBe(true)
    times["recovery after resume"] = recovery.ms
    expect((await signedIn.get("/account")).status).toBe(200)
    const after = await mcp.callTool({ name: "list_saved_calculations", arguments: {} })
    expect(after.isError).toBeFalsy()
    await mcp.close()
    console.log(`hung store (bound ${BOUND_MS} ms), answered in ms: ${JSON.stringify(times)}`)
  }, 90_000)
})

describe.skipIf(!databaseUrl)("PostgreSQL timeouts of the service's connections", () => {
  it("every connection starts with the statement, lock and idle-in-transaction timeouts; a statement or a lock wait past them fails as an outage", async () => {
    const layer = databaseLayer({ kind: "postgres", url: databaseUrl!, schema: `hung_settings_${Date.now()}` })
    const lockKey = Math.floor(Math.random() * 1e9)
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const settings = yield* sql<{ name: string; setting: string; unit: string | null }>`
        SELECT name, setting, unit FROM pg_settings
        WHERE name IN ('statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout') ORDER BY name`
        const failureOf = (statement: Effect.Effect<unknown, SqlError.SqlError>) =>
          Effect.gen(function* () {
            const started = performance.now()
            const error = yield* Effect.flip(statement)
            return {
              ms: Math.round(performance.now() - started),
              reason: error.reason._tag,
              kind: classifySqlError(error)
            }
          })
        const sleep = yield* failureOf(sql`SELECT pg_sleep(10)`)
        // Another connection of the pool holds the lock meanwhile.
        const holder = yield* Effect.forkChild(
          sql.withTransaction(Effect.andThen(sql`SELECT pg_advisory_xact_lock(${lockKey})`, Effect.sleep("4 seconds")))
        )
        yield* Effect.sleep("200 millis")
        const lock = yield* failureOf(sql`SELECT pg_advisory_xact_lock(${lockKey})`)
        yield* Fiber.interrupt(holder)
        return { settings, sleep, lock }
      }).pipe(Effect.provide(layer))
    )
    expect(outcome.settings).toEqual([
      { name: "idle_in_transaction_session_timeout", setting: "10000", unit: "ms" },
      { name: "lock_timeout", setting: "2000", unit: "ms" },
      { name: "statement_timeout", setting: "2500", unit: "ms" }
    ])
    expect(outcome.sleep.kind).toBe("unavailable")
    expect(outcome.sleep.ms).toBeLessThan(LIMIT_MS)
    expect(outcome.lock).toMatchObject({ reason: "LockTimeoutError", kind: "unavailable" })
    expect(outcome.lock.ms).toBeGreaterThanOrEqual(1_900)
    expect(outcome.lock.ms).toBeLessThan(BOUND_MS)
    console.log(
      `server-side timeouts: pg_sleep(10) failed after ${outcome.sleep.ms} ms (${outcome.sleep.reason}), a lock wait after ${outcome.lock.ms} ms (${outcome.lock.reason})`
    )
  }, 30_000)
})
