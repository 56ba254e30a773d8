import { randomBytes } from "node:crypto"
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import * as oauth from "openid-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCatalogue } from "../../../../src/core/catalogue.ts"
import { makeServerLayer, servicesLayer } from "../../../../src/server.ts"
import type { ServiceConfig } from "../../../../src/services/config.ts"
import { LIFETIMES, PARAMETER_LIMITS, REGISTRATION_LIMITS } from "../../../../src/services/oauth/settings.ts"
import { TOOLS } from "../../../../src/tools/catalogue.ts"
import { authorizeWith, CALLBACK, freePort, ScriptedBrowser } from "../../../support/browserless.ts"
import { postJson } from "../../../support/mcp.ts"
import { UNLIMITED } from "../../../support/server.ts"

// What an anonymous caller can make the authorization server store (issue 34), through the real server on
// an embedded PGlite: parameter bounds refused before anything is stored, the sweep of expired rows and the
// VACUUM that lets their space be used again, the per-network cap on pending registrations, the short
// lifetime of an unused registration, and no OpenID Connect. The test keeps the server's SQL client, to
// count rows and to let time pass (expires_at moved into the past) without waiting an hour.
const SWEEP_MILLIS = 500
let url: string
let dataDir: string
let scope: Scope.Closeable
let runSql: <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => Promise<A>

beforeAll(async () => {
  const port = await freePort()
  dataDir = mkdtempSync(join(tmpdir(), "poliergaleio-oauth-rows-"))
  const config: ServiceConfig = {
    port,
    host: "127.0.0.1",
    baseUrl: `http://127.0.0.1:${port}`,
    siteUrl: "https://site.example",
    maxBodyBytes: 64 * 1024,
    requestLog: "off",
    database: { kind: "embedded", dataDir, storeTimeoutMillis: 120_000 },
    redisUrl: undefined,
    redisKeyPrefix: `poliergaleio-test:${Date.now()}:`,
    trustProxy: 1,
    limits: UNLIMITED,
    oauthSweepIntervalMillis: SWEEP_MILLIS
  }
  scope = Effect.runSync(Scope.make())
  const services = await Effect.runPromise(Layer.buildWithScope(servicesLayer(config), scope))
  const server = await Effect.runPromise(
    Layer.buildWithScope(makeServerLayer(config, makeCatalogue(TOOLS, {}), Layer.succeedContext(services)), scope)
  )
  url = HttpServer.formatAddress(Context.get(server, HttpServer.HttpServer).address)
  runSql = (effect) =>
    Effect.runPromise(Effect.provideContext(effect, services as Context.Context<SqlClient.SqlClient>))
}, 60_000)
afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  rmSync(dataDir, { recursive: true, force: true })
})

const query = <A extends object>(text: string) =>
  runSql(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe<A>(text)))
const countRows = async (where: string) =>
  (await query<{ n: number }>(`SELECT CAST(count(*) AS INTEGER) AS n FROM oauth_store WHERE ${where}`))[0]!.n
const tableBytes = async () =>
  Number((await query<{ size: string }>(`SELECT pg_total_relation_size('oauth_store') AS size`))[0]!.size)
/** Lets time pass for the rows `where` selects: they expired a minute ago. */
const expire = (where: string) =>
  query(`UPDATE oauth_store SET expires_at = now() - interval '1 minute' WHERE ${where}`)
const waitForSweep = async () => {
  for (let waited = 0; waited < 20_000; waited += 100) {
    if ((await countRows("expires_at < now()")) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("the sweep did not delete the expired rows")
}

const folderMiB = (path: string): number =>
  readdirSync(path, { withFileTypes: true }).reduce(
    (total, entry) =>
      total +
      (entry.isDirectory() ? folderMiB(join(path, entry.name)) : statSync(join(path, entry.name)).size / 2 ** 20),
    0
  )
/** The data folder, its write-ahead log apart (PGlite recycles WAL segments at checkpoints, up to max_wal_size), and
 * the table. */
const measure = async (label: string) => {
  const walMiB = folderMiB(join(dataDir, "pg_wal"))
  const figures = {
    label,
    folderMiB: +folderMiB(dataDir).toFixed(1),
    withoutWalMiB: +(folderMiB(dataDir) - walMiB).toFixed(1),
    tableMiB: +((await tableBytes()) / 2 ** 20).toFixed(2),
    rows: await countRows("true")
  }
  console.info(JSON.stringify(figures))
  return figures
}

/** Each request from an address of its own (the server trusts one proxy), so that per-address allowances stay out of
 * the way. */
let nextAddress = 1
const freshAddress = () => {
  const n = nextAddress++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}
const inParallel = async <A>(
  count: number,
  task: (index: number) => Promise<A>,
  concurrency = 16
): Promise<Array<A>> => {
  const results: Array<A> = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++
        results[index] = await task(index)
      }
    })
  )
  return results
}

const PUBLIC_CLIENT = { client_name: "Flooded client", redirect_uris: [CALLBACK], token_endpoint_auth_method: "none" }
const register = (address: string) =>
  postJson(`${url}/oauth/register`, PUBLIC_CLIENT, { "x-forwarded-for": address, accept: "application/json" })
const randomText = (length: number) =>
  randomBytes(Math.ceil((length * 3) / 4) + 3)
    .toString("base64url")
    .slice(0, length)

const authorizationParams = (clientId: string, extra: Record<string, string> = {}) => ({
  response_type: "code",
  client_id: clientId,
  redirect_uri: CALLBACK,
  scope: "read write",
  resource: `${url}/mcp`,
  code_challenge: randomText(43),
  code_challenge_method: "S256",
  state: randomText(PARAMETER_LIMITS.authorization.state!),
  ...extra
})
const authorizeFrom = async (address: string, params: Record<string, string>) => {
  const response = await fetch(`${url}/oauth/authorize?${new URLSearchParams(params)}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": address, accept: "application/json" }
  })
  const text = await response.text()
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: text.startsWith("{") ? JSON.parse(text) : text
  }
}

let clientId: string
beforeAll(async () => {
  const registered = await register("192.0.2.1")
  expect(registered.status).toBe(201)
  clientId = registered.json.client_id
})

describe("authorization requests: bounded, and stored only for their lifetime", () => {
  it("refuses each over-long parameter with 400 invalid_request that names it and its bound, storing nothing", async () => {
    const cases: Array<[string, number]> = [
      ...Object.entries(PARAMETER_LIMITS.authorization),
      ["ui_locales", PARAMETER_LIMITS.otherParameter],
      ["made_up", PARAMETER_LIMITS.otherParameter]
    ]
    for (const [name, limit] of cases) {
      const answer = await authorizeFrom(
        freshAddress(),
        authorizationParams(clientId, { [name]: "x".repeat(limit + 1) })
      )
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 400,
        body: { error: "invalid_request", error_description: `${name} must be at most ${limit} characters.` }
      })
    }
    const nul = await authorizeFrom(freshAddress(), authorizationParams(clientId, { state: "a\u0000b" }))
    expect(nul.status).toBe(400)
    expect(nul.body.error_description).toContain("control characters")
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, "x".repeat(250)]))
    expect((await authorizeFrom(freshAddress(), authorizationParams(clientId, many))).body.error_description).toBe(
      "The query string must be at most 8192 characters."
    )
    const form = await fetch(`${url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=refresh_token&refresh_token=${"r".repeat(PARAMETER_LIMITS.formBytes)}`
    })
    expect({ status: form.status, body: await form.json() }).toEqual({
      status: 400,
      body: { error: "invalid_request", error_description: "The form must be at most 8 KiB." }
    })
    expect(await countRows("model = 'Interaction'")).toBe(0)
  })

  it("a flood of long states, from one address and from many, stores nothing and leaves the folder as it was", async () => {
    const before = await measure("before the flood of long states")
    const longState = () => randomText(PARAMETER_LIMITS.authorization.state! + 1 + Math.floor(Math.random() * 13_500))
    const oneAddress = await inParallel(3000, () =>
      authorizeFrom("203.0.113.9", authorizationParams(clientId, { state: longState() }))
    )
    // The front door's per-address allowance may answer first (429); either way nothing reaches oidc-provider.
    expect(oneAddress.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true)
    expect(oneAddress.filter((answer) => answer.status === 400).length).toBeGreaterThan(0)
    const manyAddresses = await inParallel(3000, () =>
      authorizeFrom(freshAddress(), authorizationParams(clientId, { state: longState() }))
    )
    expect(manyAddresses.every((answer) => answer.status === 400 && answer.body.error === "invalid_request")).toBe(true)
    expect(await countRows("model = 'Interaction'")).toBe(0)
    const after = await measure("after 6000 refused requests")
    expect(after.rows).toBe(before.rows)
    // The first sweep's VACUUM may add the table's free space and visibility maps (a few pages): no rows.
    expect(after.tableMiB - before.tableMiB).toBeLessThan(0.1)
    expect(after.folderMiB - before.folderMiB).toBeLessThan(1)
  }, 120_000)

  it("stores valid requests for 15 minutes; the sweep deletes them once expired, and their space is used again", async () => {
    expect(LIFETIMES.interaction).toBe(15 * 60)
    const flood = async (label: string) => {
      const answers = await inParallel(2000, () => authorizeFrom(freshAddress(), authorizationParams(clientId)))
      expect(answers.every((answer) => answer.status === 303 && answer.location?.includes("/oauth/interaction/"))).toBe(
        true
      )
      const stored = await query<{
        seconds: number
        bytes: number
      }>(`SELECT CAST(max(EXTRACT(EPOCH FROM expires_at - now())) AS INTEGER) AS seconds,
        CAST(max(pg_column_size(payload)) AS INTEGER) AS bytes FROM oauth_store WHERE model = 'Interaction'`)
      expect(stored[0]!.seconds).toBeLessThanOrEqual(LIFETIMES.interaction)
      console.info(JSON.stringify({ largestInteractionPayloadBytes: stored[0]!.bytes }))
      expect(await countRows("model = 'Interaction'")).toBe(2000)
      return measure(label)
    }
    const stored: Array<Awaited<ReturnType<typeof measure>>> = [],
      swept: Array<Awaited<ReturnType<typeof measure>>> = []
    for (let round = 1; round <= 3; round++) {
      stored.push(await flood(`round ${round}: 2000 stored requests`))
      await expire("model = 'Interaction'")
      await waitForSweep()
      expect(await countRows("model = 'Interaction'")).toBe(0)
      swept.push(await measure(`round ${round}: after the sweep`))
    }
    // Each flood fills the space the sweep's VACUUM freed, and its CHECKPOINT lets PGlite recycle the WAL:
    // neither the table nor the folder grows from one round to the next. Without the reuse each round would add
    // a whole table (x2, x3); a VACUUM (SKIP_LOCKED) on a loaded machine leaves a few pages, so up to a quarter.
    for (const round of stored.slice(1)) {
      expect(round.tableMiB).toBeLessThanOrEqual(stored[0]!.tableMiB * 1.25)
      expect(round.folderMiB).toBeLessThanOrEqual(stored[1]!.folderMiB + 1)
    }
    expect(swept[2]!.folderMiB).toBeLessThanOrEqual(swept[1]!.folderMiB + 1)
    // The server's own rows stay: its secrets never expire.
    expect(await countRows("model = 'ServerSecrets'")).toBe(1)
  }, 180_000)
})

describe("pending registrations", () => {
  it("caps those of one network (an IPv6 /48) atomically, with a 429 that says when to retry; other networks still register", async () => {
    const cap = REGISTRATION_LIMITS.maxPendingPerPrefix
    // Each from a /64 of its own, in parallel: only the per-network count can stop them.
    const answers = await inParallel(cap + 20, (i) => register(`2001:db8:77:${(i + 1).toString(16)}::1`), 24)
    expect(answers.filter((answer) => answer.status === 201).length).toBe(cap)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused.length).toBe(20)
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(answer.json.error).toBe("rate_limited")
      expect(answer.json.error_description).toContain(`${cap} applications registered from your network`)
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(REGISTRATION_LIMITS.unusedSeconds - 120)
      expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(REGISTRATION_LIMITS.unusedSeconds)
    }
    expect(await countRows("registration_prefix = '2001:db8:77::/48'")).toBe(cap)
    expect((await register("2001:db8:78::1")).status).toBe(201)
    // One of them expires (an hour later): the network may register one more.
    await query(`UPDATE oauth_store SET expires_at = now() - interval '1 minute'
      WHERE id = (SELECT id FROM oauth_store WHERE registration_prefix = '2001:db8:77::/48' LIMIT 1)`)
    expect((await register("2001:db8:77:ffff::1")).status).toBe(201)
    expect((await register("2001:db8:77:fffe::1")).status).toBe(429)
  }, 60_000)

  it("refuses everyone with 503 and Retry-After once maxPending registrations wait, until one frees", async () => {
    await query(`INSERT INTO oauth_store (model, id, payload, expires_at, registration_prefix)
      SELECT 'Client', 'pgd_filler' || g, '{}'::jsonb, now() + interval '30 minutes', 'filler ' || g
      FROM generate_series(1, ${REGISTRATION_LIMITS.maxPending}) g`)
    const refused = await register("192.0.2.200")
    expect(refused.status).toBe(503)
    expect(refused.json.error).toBe("temporarily_unavailable")
    expect(refused.json.error_description).toContain(
      `${REGISTRATION_LIMITS.maxPending} registered applications are waiting`
    )
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(30 * 60 - 120)
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(30 * 60)
    await query(`DELETE FROM oauth_store WHERE id LIKE 'pgd_filler%'`)
    expect((await register("192.0.2.201")).status).toBe(201)
  }, 60_000)

  it("keeps an unused registration an hour, a day once an authorization names it, and forgets it when it expires", async () => {
    const expiresIn = async (id: string) =>
      (
        await query<{ seconds: number }>(
          `SELECT CAST(EXTRACT(EPOCH FROM expires_at - now()) AS INTEGER) AS seconds FROM oauth_store WHERE model = 'Client' AND id = '${id}'`
        )
      )[0]?.seconds
    const used = (await register("198.18.0.1")).json.client_id as string
    const unused = (await register("198.18.0.2")).json.client_id as string
    expect(await expiresIn(unused)).toBeGreaterThan(REGISTRATION_LIMITS.unusedSeconds - 60)
    expect(await expiresIn(unused)).toBeLessThanOrEqual(REGISTRATION_LIMITS.unusedSeconds)
    expect((await authorizeFrom(freshAddress(), authorizationParams(used))).status).toBe(303)
    expect(await expiresIn(used)).toBeGreaterThan(REGISTRATION_LIMITS.pendingSeconds - 60)
    await expire(`model = 'Client' AND id = '${unused}'`)
    await waitForSweep()
    expect(await expiresIn(unused)).toBeUndefined()
    const forgotten = await authorizeFrom(freshAddress(), authorizationParams(unused))
    // No redirect to a client that is not known: oidc-provider's error page.
    expect(forgotten.status).toBe(400)
    expect(forgotten.body).toContain("client is invalid")
  }, 60_000)
})

describe("no OpenID Connect", () => {
  it("advertises the service's scopes, refuses openid back to the application, and issues no id_token", async () => {
    const metadata = await (await fetch(`${url}/.well-known/oauth-authorization-server`)).json()
    expect(metadata.scopes_supported).toEqual(["read", "write"])
    const interactions = await countRows("model = 'Interaction'")
    const state = randomText(20)
    const refused = await authorizeFrom(freshAddress(), authorizationParams(clientId, { scope: "openid read", state }))
    expect(refused.status).toBe(303)
    const callback = new URL(refused.location!)
    expect(callback.origin + callback.pathname).toBe(CALLBACK)
    expect(callback.searchParams.get("error")).toBe("invalid_scope")
    expect(callback.searchParams.get("error_description")).toContain("not an OpenID Connect provider")
    expect(callback.searchParams.get("state")).toBe(state)
    expect(await countRows("model = 'Interaction'")).toBe(interactions)

    const config = await oauth.discovery(new URL(url), clientId, undefined, oauth.None(), {
      execute: [oauth.allowInsecureRequests],
      algorithm: "oauth2"
    })
    const person = new ScriptedBrowser(url)
    await person.signUp(`no-oidc-${Date.now()}@example.com`, "a long enough password")
    const tokens = await authorizeWith(config, person, undefined, {
      scope: "read write",
      resource: `${url}/mcp`,
      consentShows: "Flooded client"
    })
    expect(tokens.access_token).toBeDefined()
    expect(tokens.id_token).toBeUndefined()
    // Allowed: the registration no longer counts as pending for its network, and is kept for a grant's lifetime.
    expect(
      await countRows(
        `model = 'Client' AND id = '${clientId}' AND registration_prefix IS NULL AND expires_at > now() + interval '300 days'`
      )
    ).toBe(1)
  }, 60_000)
})
