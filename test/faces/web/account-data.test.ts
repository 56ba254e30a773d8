import { rmSync } from "node:fs"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { makeServerLayer, servicesLayer } from "../../../src/server.ts"
import type { ServiceConfig } from "../../../src/services/config.ts"
import type { DatabaseTarget } from "../../../src/services/storage/database.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { authorizeAs, CALLBACK, freePort, ScriptedBrowser } from "../../support/browserless.ts"
import { postJson } from "../../support/mcp.ts"
import { freshDataDir } from "../../support/pglite-template.ts"
import { startServer, UNLIMITED, type RunningServer } from "../../support/server.ts"

// "Download my data" and "Delete my account" (issue 38), through the real server: the download holds the
// account's data and no secret; the deletion, after the password, leaves no row of the account in any table
// of the schema (walked from information_schema, every column of every row searched for the account's id
// and email) and its key is refused at once. On PGlite one instance; on PostgreSQL and Redis
// (TEST_DATABASE_URL and TEST_REDIS_URL, as .ci/run sets them) a second instance, which had the key in its
// cache, refuses it at its next request.
const PASSWORD = "a long enough password"
const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

interface Target {
  readonly name: string
  readonly database: () => DatabaseTarget
  readonly redisUrl: string | undefined
  readonly secondInstance: boolean
}
const targets: Array<Target> = [
  {
    name: "PGlite, one instance",
    database: () => ({ kind: "embedded", dataDir: freshDataDir("poliergaleio-account-data-") }),
    redisUrl: undefined,
    secondInstance: false
  }
]
if (databaseUrl && redisUrl)
  targets.push({
    name: "PostgreSQL and Redis, two instances",
    database: () => ({ kind: "postgres", url: databaseUrl, schema: `account_data_${Date.now()}` }),
    redisUrl,
    secondInstance: true
  })
else console.warn("TEST_DATABASE_URL or TEST_REDIS_URL is not set: account deletion is checked on one instance only")

describe.each(targets)("the account's own data on $name", (target) => {
  let url: string
  let other: RunningServer | undefined
  let scope: Scope.Closeable
  let database: DatabaseTarget
  let runSql: <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => Promise<A>

  beforeAll(async () => {
    const port = await freePort()
    database = target.database()
    const config: ServiceConfig = {
      port,
      host: "127.0.0.1",
      baseUrl: `http://127.0.0.1:${port}`,
      siteUrl: "https://site.example",
      maxBodyBytes: 64 * 1024,
      requestLog: "off",
      database,
      redisUrl: target.redisUrl,
      redisKeyPrefix: `poliergaleio-test:account-data:${Date.now()}:`,
      trustProxy: 0,
      limits: UNLIMITED
    }
    scope = Effect.runSync(Scope.make())
    const services = await Effect.runPromise(Layer.buildWithScope(servicesLayer(config), scope))
    const server = await Effect.runPromise(
      Layer.buildWithScope(makeServerLayer(config, makeCatalogue(TOOLS, {}), Layer.succeedContext(services)), scope)
    )
    url = HttpServer.formatAddress(Context.get(server, HttpServer.HttpServer).address)
    runSql = (effect) =>
      Effect.runPromise(Effect.provideContext(effect, services as Context.Context<SqlClient.SqlClient>))
    if (target.secondInstance)
      other = await startServer(
        TOOLS,
        {},
        { database, redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix }
      )
  }, 90_000)
  afterAll(async () => {
    await other?.close()
    await Effect.runPromise(Scope.close(scope, Exit.void))
    if (database?.kind === "embedded") rmSync(database.dataDir, { recursive: true, force: true })
  })

  const query = <A extends object>(text: string) =>
    runSql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe<A>(text)))

  /** Every table of the service's schema, and how many of its rows name `needles` anywhere in any column. */
  const rowsNaming = async (needles: ReadonlyArray<string>) => {
    const tables = await query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
    )
    const counts: Record<string, number> = {}
    for (const { table_name: table } of tables) {
      const where = needles
        .map((needle) => `strpos(lower(row_to_json(t)::text), '${needle.toLowerCase().replace(/'/g, "''")}') > 0`)
        .join(" OR ")
      const [row] = await query<{ n: number }>(
        `SELECT CAST(count(*) AS INTEGER) AS n FROM "${table}" AS t WHERE ${where}`
      )
      counts[table] = row!.n
    }
    return counts
  }

  /** POSTs the account page's form as the person's browser would, with its cookies. */
  const rawPost = (person: ScriptedBrowser, path: string, form: Record<string, string>) =>
    fetch(`${url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `pg_session=${person.cookie("pg_session")}; pg_csrf=${person.cookie("pg_csrf")}`
      },
      body: new URLSearchParams({ csrf: person.cookie("pg_csrf") ?? "", ...form })
    })

  const keyOf = (page: string) => /<code id="new-key">([^<]+)<\/code>/.exec(page)![1]!

  it("downloads everything the account holds without a secret, then deletes all of it at once after the password", async () => {
    const email = `person-${Date.now()}@example.com`
    const person = new ScriptedBrowser(url)
    await person.signUp(email, PASSWORD)
    const key = keyOf((await person.request("/account/keys", { form: { name: "laptop" } })).page)
    const revoked = keyOf((await person.request("/account/keys", { form: { name: "old one" } })).page)
    await person.request(`/account/keys/${revoked.slice(4, 16)}/revoke`, { form: {} })
    const plain = await postJson(
      `${url}/tools/save_calculation`,
      { calculationType: "get_pension_reference_data", name: "pension plan", inputs: { year: 2024 } },
      { "x-api-key": key, "idempotency-key": crypto.randomUUID() }
    )
    expect(plain.status).toBe(200)
    const encrypted = {
      algorithm: "AES-GCM",
      kdf: "PBKDF2-SHA256",
      iterations: 310_000,
      salt: "c2FsdA==",
      iv: "aXY=",
      ciphertext: "Y2lwaGVy"
    }
    const locked = await fetch(`${url}/account/saves`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-csrf-token": person.cookie("pg_csrf")!,
        cookie: `pg_session=${person.cookie("pg_session")}; pg_csrf=${person.cookie("pg_csrf")}`
      },
      body: JSON.stringify({ calculationType: "calculate_cyprus_income_tax", name: "secret plan", encrypted })
    })
    expect(locked.status).toBe(201)
    const client = await person.registerClient("Assistant of the person", CALLBACK)
    const tokens = await authorizeAs(
      { url, config: {} as ServiceConfig, close: async () => {} },
      client,
      person,
      undefined
    )

    // Someone else, who allowed the person's application too: their own rows stay.
    const bystanderEmail = `bystander-${Date.now()}@example.com`
    const bystander = new ScriptedBrowser(url)
    await bystander.signUp(bystanderEmail, PASSWORD)
    const bystanderKey = keyOf((await bystander.request("/account/keys", { form: { name: "theirs" } })).page)
    await authorizeAs({ url, config: {} as ServiceConfig, close: async () => {} }, client, bystander, undefined)

    // The key is verified (and cached) on every instance before the deletion.
    const instances = [url, ...(other ? [other.url] : [])]
    for (const at of instances)
      expect((await postJson(`${at}/tools/list_saved_calculations`, {}, { "x-api-key": key })).status).toBe(200)
    const bearer = { authorization: `Bearer ${tokens.access_token}` }
    expect((await postJson(`${url}/tools/list_saved_calculations`, {}, bearer)).status).toBe(200)

    // "Download my data": a POST of the form (CSRF), one JSON attachment.
    expect((await person.request("/account/data", { form: { csrf: "forged" } })).status).toBe(403)
    const download = await rawPost(person, "/account/data", {})
    expect(download.status).toBe(200)
    expect(download.headers.get("content-type")).toMatch(/^application\/json/)
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="poliergaleio-data-\d{4}-\d{2}-\d{2}\.json"$/
    )
    expect(download.headers.get("cache-control")).toBe("no-store")
    const text = await download.text()
    const data = JSON.parse(text)
    expect(data).toMatchObject({ format: "poliergaleio-account-data", version: 1, account: { email } })
    expect(data.keys.map((k: { prefix: string }) => k.prefix).sort()).toEqual(
      [key.slice(0, 16), revoked.slice(0, 16)].sort()
    )
    expect(data.keys.find((k: { prefix: string }) => k.prefix === revoked.slice(0, 16)).revokedAt).toEqual(
      expect.any(String)
    )
    expect(data.keys.find((k: { prefix: string }) => k.prefix === key.slice(0, 16)).lastUsedAt).toEqual(
      expect.any(String)
    )
    expect(data.savedCalculations).toHaveLength(2)
    expect(data.savedCalculations.find((s: { name: string }) => s.name === "pension plan")).toMatchObject({
      locked: false,
      inputs: { year: 2024 }
    })
    expect(data.savedCalculations.find((s: { name: string }) => s.name === "secret plan")).toMatchObject({
      locked: true,
      inputs: null,
      encrypted
    })
    expect(data.oauthApplications).toEqual([
      expect.objectContaining({ clientId: client.clientId, redirectUri: CALLBACK })
    ])
    expect(data.allowedApplications).toEqual([expect.objectContaining({ clientId: client.clientId })])
    // No secret: neither the keys' nor the client's, nor any stored hash of one, nor the password's.
    const [stored] = await query<{ password_hash: string }>(
      `SELECT password_hash FROM accounts WHERE email = '${email}'`
    )
    const hashes = await query<{ secret_hash: string }>(
      `SELECT secret_hash FROM api_keys UNION ALL SELECT secret_hash FROM oauth_clients`
    )
    for (const secret of [
      key.slice(17),
      revoked.slice(17),
      client.secret,
      stored!.password_hash,
      ...hashes.map((h) => h.secret_hash)
    ])
      expect(text).not.toContain(secret)

    // Before: the walk finds the account in every table that holds something of it.
    const accountId: string = data.account.id
    const before = await rowsNaming([accountId, email])
    for (const table of [
      "accounts",
      "api_keys",
      "sessions",
      "saved_calculations",
      "idempotency_keys",
      "oauth_clients",
      "oauth_store"
    ])
      expect([table, before[table]! > 0]).toEqual([table, true])

    // A wrong password deletes nothing (and says so).
    const refused = await rawPost(person, "/account/delete", { password: "not the password" })
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain("the account was not deleted")
    expect((await postJson(`${url}/tools/list_saved_calculations`, {}, { "x-api-key": key })).status).toBe(200)

    const deleted = await rawPost(person, "/account/delete", { password: PASSWORD })
    expect(deleted.status).toBe(200)
    expect(await deleted.text()).toContain("Your account and everything in it were deleted")
    expect(deleted.headers.getSetCookie().some((line) => /^pg_session=;.*Max-Age=0/.test(line))).toBe(true)

    // The key is refused at once on every instance, the access token too, and the session is gone.
    for (const at of instances)
      expect([at, (await postJson(`${at}/tools/list_saved_calculations`, {}, { "x-api-key": key })).status]).toEqual([
        at,
        401
      ])
    expect((await postJson(`${url}/tools/list_saved_calculations`, {}, bearer)).status).toBe(401)
    expect((await rawPost(person, "/account/data", {})).status).toBe(303)
    expect((await person.request("/account")).page).toContain("Create an account")

    // No row of the account remains in any table; the bystander's remain, and their key still works.
    const after = await rowsNaming([accountId, email, client.clientId])
    const left = Object.entries(after).filter(([, n]) => n > 0)
    const shown =
      left.length === 0
        ? []
        : await query(
            `SELECT row_to_json(t)::text AS row FROM oauth_store AS t WHERE strpos(lower(row_to_json(t)::text), '${accountId}') > 0 OR strpos(lower(row_to_json(t)::text), '${email}') > 0 OR strpos(lower(row_to_json(t)::text), '${client.clientId}') > 0`
          )
    expect([left, shown]).toEqual([[], []])
    const theirs = await rowsNaming([bystanderEmail])
    expect(theirs.accounts).toBe(1)
    expect((await postJson(`${url}/tools/list_saved_calculations`, {}, { "x-api-key": bystanderKey })).status).toBe(200)

    // The email is free again.
    await new ScriptedBrowser(url).signUp(email, PASSWORD)
  }, 120_000)

  it("asks for the password on a page of its own, and never deletes on a GET or without the form's token", async () => {
    const email = `confirm-${Date.now()}@example.com`
    const person = new ScriptedBrowser(url)
    await person.signUp(email, PASSWORD)
    const page = await person.request("/account/delete")
    expect(page.status).toBe(200)
    expect(page.page).toContain('action="/account/delete"')
    expect(page.page).toContain(email)
    expect((await person.request("/account/delete", { form: { password: PASSWORD, csrf: "forged" } })).status).toBe(403)
    expect((await person.request("/account")).page).toContain(`Signed in as ${email}`)
    expect((await new ScriptedBrowser(url).request("/account/delete")).status).toBe(303)
  }, 60_000)
})
