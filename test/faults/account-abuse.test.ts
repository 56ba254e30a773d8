import { createHash, randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_LIMITS } from "../../src/services/quotas/quotas.ts"
import { TOOLS } from "../../src/tools/catalogue.ts"
import { CALLBACK, freePort, ScriptedBrowser } from "../support/browserless.ts"
import { redisUrlForTests } from "../support/databases.ts"
import { startServer, type RunningServer } from "../support/server.ts"

// Sign-in guessing, sign-up floods and oversized forms against the real server (issue 18). The server
// trusts one proxy hop, so each request names its client address in X-Forwarded-For; requests without
// the header come from the socket's address (127.0.0.1), as the OAuth pages' scripted browser does.
const PASSWORD = "the right long password"
const LIMIT = DEFAULT_LIMITS.signInFailures
const CSRF = "csrf-token-of-this-test"
let server: RunningServer
let counter = 0
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`
let nextAddress = 1
/** A fresh documentation address (RFC 5737), so that tests never share an allowance by accident. */
const newAddress = () => `198.51.100.${nextAddress++}`

beforeAll(async () => {
  const port = await freePort()
  server = await startServer(
    TOOLS,
    {},
    { port, baseUrl: `http://127.0.0.1:${port}`, trustProxy: 1, limits: DEFAULT_LIMITS }
  )
}, 60_000)
afterAll(async () => server?.close())

const postForm = async (base: string, path: string, form: Record<string, string>, address?: string) => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `pg_csrf=${CSRF}`,
      ...(address ? { "x-forwarded-for": address } : {})
    },
    body: new URLSearchParams({ ...form, csrf: CSRF })
  })
  const page = await response.text()
  const session = response.headers.getSetCookie().some((line) => /^pg_session=[^;]+/.test(line))
  return { status: response.status, retryAfter: response.headers.get("retry-after"), page, session }
}
const signUp = (email: string, address: string, base = server.url) =>
  postForm(base, "/account/signup", { email, password: PASSWORD }, address)
const signIn = (email: string, password: string, address?: string, base = server.url) =>
  postForm(base, "/account/signin", { email, password }, address)
const evaluated = (results: ReadonlyArray<{ status: number }>) => results.filter((r) => r.status !== 429).length

describe("sign-in guessing", () => {
  it("40 parallel wrong passwords on one email from one address: only the allowance is evaluated, the rest refused at once", async () => {
    const email = uniqueEmail("victim")
    expect((await signUp(email, newAddress())).status).toBe(303)
    const attacker = newAddress()
    const started = performance.now()
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(email, `wrong guess ${i}`, attacker)))
    const elapsedMs = performance.now() - started
    // A 401 is answered after the password hash, a 429 before it: the statuses count the hashes.
    expect(results.filter((r) => r.status === 401).length).toBe(LIMIT)
    expect(results.filter((r) => r.status === 429).length).toBe(40 - LIMIT)
    const refused = results.find((r) => r.status === 429)!
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(refused.page).toMatch(/Too many unsuccessful sign-ins to this account from your network address/)
    // The right password from the same address is refused too, without a session.
    const right = await signIn(email, PASSWORD, attacker)
    expect({ status: right.status, session: right.session }).toEqual({ status: 429, session: false })
    console.log(
      `40 parallel wrong sign-ins: ${results.filter((r) => r.status === 401).length} evaluated, ${results.filter((r) => r.status === 429).length} refused, ${Math.round(elapsedMs)} ms in all`
    )
  })

  it("with the right password among 40 parallel attempts, at most the allowance is evaluated and at most that one gets a session", async () => {
    const email = uniqueEmail("mixed")
    expect((await signUp(email, newAddress())).status).toBe(303)
    const attacker = newAddress()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(email, i === 20 ? PASSWORD : `wrong guess ${i}`, attacker))
    )
    expect(evaluated(results)).toBeLessThanOrEqual(LIMIT)
    expect(results.filter((r) => r.session).length).toBeLessThanOrEqual(1)
    // The right password got a session only if it was among the evaluated attempts.
    const rightOne = results[20]!
    expect(rightOne.session).toBe(rightOne.status === 303)
    expect([303, 429]).toContain(rightOne.status)
  })

  it("the owner still signs in from another address, and the email is not locked for anyone else", async () => {
    const email = uniqueEmail("owner")
    const home = newAddress()
    expect((await signUp(email, home)).status).toBe(303)
    const attacker = newAddress()
    await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `wrong guess ${i}`, attacker)))
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(429)
    const owner = await signIn(email, PASSWORD, home)
    expect({ status: owner.status, session: owner.session }).toEqual({ status: 303, session: true })
    // A typo from a third address is still checked (401), not refused as locked (429).
    expect((await signIn(email, "a typo in the password", newAddress())).status).toBe(401)
  })

  it("successful sign-ins do not use the allowance", async () => {
    const email = uniqueEmail("frequent")
    const home = newAddress()
    expect((await signUp(email, home)).status).toBe(303)
    for (let i = 0; i < LIMIT * 2; i++) expect((await signIn(email, PASSWORD, home)).status).toBe(303)
    for (let i = 0; i < LIMIT - 1; i++) expect((await signIn(email, "wrong", home)).status).toBe(401)
    expect((await signIn(email, PASSWORD, home)).status).toBe(303)
  })

  it("one address guessing over many emails meets the address's ceiling (4 times the allowance)", async () => {
    const sprayer = newAddress()
    const results = await Promise.all(
      Array.from({ length: LIMIT * 4 + 10 }, (_, i) => signIn(uniqueEmail(`spray${i}`), "wrong password", sprayer))
    )
    expect(evaluated(results)).toBe(LIMIT * 4)
    expect(results.find((r) => r.status === 429)!.page).toMatch(
      /Too many unsuccessful sign-ins from your network address/
    )
    // Addresses in one IPv6 /64 share their ceiling.
    const prefix = "2001:db8:7:9"
    const v6 = await Promise.all(
      Array.from({ length: LIMIT * 4 + 5 }, (_, i) =>
        signIn(uniqueEmail(`v6-${i}`), "wrong password", `${prefix}::${(i + 1).toString(16)}`)
      )
    )
    expect(evaluated(v6)).toBe(LIMIT * 4)
  })

  it("a malformed email or one with control characters is refused without a database error", async () => {
    for (const email of ["no-at-sign", "nul\u0000@example.com", `${"x".repeat(300)}@example.com`]) {
      const r = await signIn(email, "whatever password", newAddress())
      expect(r.status).toBe(401)
    }
    const nul = await signUp("nul\u0000@example.com", newAddress())
    expect(nul.status).toBe(400)
    expect(nul.page).toMatch(/valid email address/)
  })
})

describe("sign-up flood", () => {
  it("at most 5 accounts an hour per address, also in parallel; 429 with Retry-After and a clear message", async () => {
    const address = newAddress()
    const results = await Promise.all(Array.from({ length: 12 }, () => signUp(uniqueEmail("flood"), address)))
    expect(results.filter((r) => r.status === 303).length).toBe(DEFAULT_LIMITS.signUpsPerAddress![0])
    const refused = results.filter((r) => r.status === 429)
    expect(refused.length).toBe(12 - DEFAULT_LIMITS.signUpsPerAddress![0])
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0)
    expect(refused[0]!.page).toMatch(/Too many accounts were created from your network address \(at most 5 per hour\)/)
    // Another address is not affected; another address of the same IPv6 /64 is.
    expect((await signUp(uniqueEmail("elsewhere"), newAddress())).status).toBe(303)
    for (let i = 1; i <= 5; i++) expect((await signUp(uniqueEmail("v6"), `2001:db8:5:5::${i}`)).status).toBe(303)
    expect((await signUp(uniqueEmail("v6"), "2001:db8:5:5:ffff::1")).status).toBe(429)
  })
})

const FIVE_MB = 5 * 1024 * 1024
describe("oversized forms", () => {
  it("a 5 MB form body is refused with 413 payload_too_large before it is read, on every account form route", async () => {
    for (const path of ["/account/signin", "/account/signup", "/account/keys", "/account/signout", "/account/saves"]) {
      const started = performance.now()
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": path === "/account/saves" ? "application/json" : "application/x-www-form-urlencoded",
          cookie: `pg_csrf=${CSRF}`,
          "x-csrf-token": CSRF
        },
        body: new Uint8Array(FIVE_MB).fill(97)
      })
      const body = await response.json()
      const elapsedMs = performance.now() - started
      expect(response.status, path).toBe(413)
      expect(body).toMatchObject({ code: "payload_too_large", apiVersion: "5.0.0" })
      expect(body.requestId).toBe(response.headers.get("x-request-id"))
      expect(elapsedMs, path).toBeLessThan(3000)
      if (path === "/account/signin") console.log(`5 MB form to ${path}: 413 in ${Math.round(elapsedMs)} ms`)
    }
  })

  it("without Content-Length (chunked), the read stops at the limit: 413", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(97)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= FIVE_MB) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      }
    })
    const response = await fetch(`${server.url}/account/signin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `pg_csrf=${CSRF}` },
      body,
      duplex: "half"
    } as RequestInit)
    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe("payload_too_large")
  })
})

describe("an OAuth client id the database would refuse", () => {
  it("is no client (a 4xx from the authorization server), never an outage", async () => {
    for (const clientId of ["\u0000", "a\u0007b", "x".repeat(5_000)]) {
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: "code",
        redirect_uri: "https://example.com/cb",
        scope: "read",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256"
      })
      const response = await fetch(`${server.url}/oauth/authorize?${query}`, { redirect: "manual" })
      await response.arrayBuffer()
      expect(response.status, JSON.stringify(clientId.slice(0, 10))).toBeLessThan(500)
    }
  })
})

describe("the OAuth sign-in page", () => {
  /** A person's browser at the sign-in step of an authorization (no account-page session). */
  const openSignInPage = async (clientId: string) => {
    const person = new ScriptedBrowser(server.url)
    const verifier = randomBytes(32).toString("base64url")
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: CALLBACK,
      response_type: "code",
      scope: "read write",
      state: "state-1",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      resource: `${server.url}/mcp`
    })
    const step = await person.follow(`/oauth/authorize?${query}`)
    const uid = /action="\/oauth\/interaction\/([^/]+)\/login"/.exec(step.page)?.[1]
    expect(uid).toBeDefined()
    return { person, uid: uid! }
  }

  it("counts against the same allowance as the account page, and refuses a 5 MB form with 413", async () => {
    const registrar = new ScriptedBrowser(server.url)
    await registrar.signUp(uniqueEmail("oauth-owner"), PASSWORD)
    const { clientId, status } = await registrar.registerClient("Abuse test assistant", CALLBACK)
    expect(status).toBe(201)

    const victim = uniqueEmail("oauth-victim")
    expect((await signUp(victim, newAddress())).status).toBe(303)
    // The page's requests come from 127.0.0.1 (no X-Forwarded-For): use up that pair's allowance on the account page.
    const guesses = await Promise.all(Array.from({ length: LIMIT + 3 }, (_, i) => signIn(victim, `wrong guess ${i}`)))
    expect(evaluated(guesses)).toBe(LIMIT)

    const { person, uid } = await openSignInPage(clientId)
    const refused = await person.request(`/oauth/interaction/${uid}/login`, {
      form: { email: victim, password: PASSWORD }
    })
    expect(refused.status).toBe(429)
    expect(refused.page).toMatch(/Too many unsuccessful sign-ins to this account/)

    const started = performance.now()
    const response = await fetch(`${server.url}/oauth/interaction/${uid}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Uint8Array(FIVE_MB).fill(97)
    })
    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe("payload_too_large")
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it("40 parallel wrong passwords through the OAuth page: only the allowance is evaluated", async () => {
    const registrar = new ScriptedBrowser(server.url)
    await registrar.request("/account")
    const owner = uniqueEmail("oauth-owner2")
    expect((await signUp(owner, newAddress())).status).toBe(303)
    await registrar.request("/account/signin", { form: { email: owner, password: PASSWORD } })
    const { clientId } = await registrar.registerClient("Second abuse test assistant", CALLBACK)
    const victim = uniqueEmail("oauth-victim2")
    expect((await signUp(victim, newAddress())).status).toBe(303)
    const { person, uid } = await openSignInPage(clientId)
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        person.request(`/oauth/interaction/${uid}/login`, { form: { email: victim, password: `wrong guess ${i}` } })
      )
    )
    expect(results.filter((r) => r.status === 401).length).toBe(LIMIT)
    expect(results.filter((r) => r.status === 429).length).toBe(40 - LIMIT)
  })
})

const redisUrl = redisUrlForTests()
describe.skipIf(!redisUrl)("two instances on one Redis", () => {
  it("40 parallel wrong passwords spread over both: only the allowance is evaluated", async () => {
    const shared = {
      trustProxy: 1,
      limits: DEFAULT_LIMITS,
      redisUrl: redisUrl!,
      redisKeyPrefix: `abuse-${Date.now()}:`
    }
    const [a, b] = await Promise.all([startServer(TOOLS, {}, shared), startServer(TOOLS, {}, shared)])
    try {
      const email = uniqueEmail("shared")
      expect((await signUp(email, newAddress(), a.url)).status).toBe(303)
      // The account lives on a's embedded store; b has none, so its attempts are all for an unknown email: still
      // counted.
      const attacker = newAddress()
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn(email, `wrong guess ${i}`, attacker, (i % 2 ? a : b).url))
      )
      expect(evaluated(results)).toBe(LIMIT)
      const signUps = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signUp(uniqueEmail("shared-flood"), "192.0.2.200", (i % 2 ? a : b).url))
      )
      expect(signUps.filter((r) => r.status === 303).length).toBe(DEFAULT_LIMITS.signUpsPerAddress![0])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  }, 60_000)
})
