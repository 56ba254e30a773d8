import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client"
import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import * as oauth from "openid-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOLS } from "../../../../src/tools/catalogue.ts"
import { connectMcp, connectMcpOn, postJson } from "../../../support/mcp.ts"
import { startServer, type RunningServer } from "../../../support/server.ts"
import { authorizeAs, CALLBACK, discoverAs, freePort, ScriptedBrowser } from "../../../support/browserless.ts"

// The whole OAuth flow against the live server, with a certified client library (openid-client) as
// the assistant platform and a scripted browser (fetch with cookies) as the person.
const PASSWORD = "a long enough password"
const INCOME_TAX = {
  calculationType: "calculate_cyprus_income_tax",
  inputs: { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
}

let server: RunningServer
let port: number
const dataDir = mkdtempSync(join(tmpdir(), "poliergaleio-oauth-"))
const start = () =>
  startServer(TOOLS, {}, { port, baseUrl: `http://127.0.0.1:${port}`, database: { kind: "embedded", dataDir } })

let owner: ScriptedBrowser
let registered: { clientId: string; secret: string }
const openMcp: Array<Client> = []

beforeAll(async () => {
  port = await freePort()
  server = await start()
  owner = new ScriptedBrowser(server.url)
  await owner.signUp(`oauth-owner-${Date.now()}@example.com`, PASSWORD)
  registered = await owner.registerClient("Test assistant", CALLBACK)
}, 60_000)
afterAll(async () => {
  for (const client of openMcp) await client.close()
  await server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const platform = (secret = registered.secret, auth: "basic" | "post" = "basic") =>
  discoverAs(server, registered.clientId, secret, auth)
const authorize = (
  person: ScriptedBrowser,
  credentials: { email: string; password: string } | undefined,
  scope = "read write"
) => authorizeAs(server, registered, person, credentials, scope)

/** The OAuth error code of a refused token request (openid-client reports a 401's code in the WWW-Authenticate
 * challenge). */
const oauthError = (request: Promise<unknown>) =>
  request.then(
    () => "none",
    (error: { error?: string; cause?: Array<{ parameters?: { error?: string } }> }) =>
      error.error ?? (Array.isArray(error.cause) ? error.cause[0]?.parameters?.error : undefined) ?? String(error)
  )

const rest = (token: string, tool: string, body: unknown) =>
  postJson(`${server.url}/tools/${tool}`, body, { authorization: `Bearer ${token}` })
const mcpWith = async (token: string) => {
  const client = await connectMcp(server.url, { Authorization: `Bearer ${token}` })
  openMcp.push(client)
  return client
}

describe("OAuth for the saved-calculation tools", () => {
  let tokensA: Awaited<ReturnType<typeof authorize>>
  let emailA: string
  let savedId: string

  it("serves the RFC 8414 and RFC 9728 metadata", async () => {
    const metadata = await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json()
    expect(metadata).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/oauth/authorize`,
      token_endpoint: `${server.url}/oauth/token`,
      revocation_endpoint: `${server.url}/oauth/revoke`,
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code"],
      grant_types_supported: expect.arrayContaining(["authorization_code", "refresh_token"]),
      // "none": public clients (PKCE) that register themselves (RFC 7591, test/faces/web/oauth-registration.test.ts).
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
      registration_endpoint: `${server.url}/oauth/register`
    })
    // RFC 9728 section 3.3: the resource in a metadata document is the one its path names.
    for (const [path, resource] of [
      ["/.well-known/oauth-protected-resource", server.url],
      ["/.well-known/oauth-protected-resource/mcp", `${server.url}/mcp`]
    ]) {
      expect(await (await fetch(`${server.url}${path}`)).json()).toEqual(
        expect.objectContaining({
          resource,
          authorization_servers: [server.url],
          scopes_supported: ["read", "write"],
          bearer_methods_supported: ["header"]
        })
      )
    }
    const document = await (await fetch(`${server.url}/poliergaleio-openapi-saved-calculations.json`)).json()
    expect(document.components.securitySchemes.oauth2.flows.authorizationCode).toMatchObject({
      authorizationUrl: `${server.url}/oauth/authorize`,
      tokenUrl: `${server.url}/oauth/token`,
      refreshUrl: `${server.url}/oauth/token`
    })
  })

  it("shows the secret once and keeps only its hash", async () => {
    expect(registered.clientId).toMatch(/^pgo_[a-z2-7]{20}$/)
    expect(registered.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const page = (await owner.request("/account")).page
    expect(page).toContain(registered.clientId)
    expect(page).not.toContain(registered.secret)
  })

  it("refuses a callback URL with a wildcard or without https", async () => {
    for (const uri of ["https://*.assistant.example/cb", "http://assistant.example/cb", "not a url"]) {
      const { status, page } = await owner.registerClient("bad", uri)
      expect(status).toBe(400)
      expect(page).toContain('role="alert"')
    }
  })

  it("runs authorization code + PKCE with sign-in and consent, then save and list over REST and MCP", async () => {
    emailA = `oauth-a-${Date.now()}@example.com`
    const person = new ScriptedBrowser(server.url)
    await person.signUp(emailA, PASSWORD)
    await person.request("/account/signout", { form: {} })
    tokensA = await authorize(person, { email: emailA, password: PASSWORD })
    expect(tokensA.token_type.toLowerCase()).toBe("bearer")
    expect(tokensA.expires_in).toBe(3600)
    expect(tokensA.scope?.split(" ").sort()).toEqual(["read", "write"])
    expect(tokensA.refresh_token).toBeDefined()

    const saved = await rest(tokensA.access_token, "save_calculation", { ...INCOME_TAX, name: "via oauth" })
    expect(saved.status).toBe(200)
    savedId = saved.json.structuredContent.id
    const listed = await rest(tokensA.access_token, "list_saved_calculations", {})
    expect(listed.json.structuredContent.calculations.map((c: { id: string }) => c.id)).toEqual([savedId])

    const mcp = await mcpWith(tokensA.access_token)
    const viaMcp = await mcp.callTool({ name: "save_calculation", arguments: { ...INCOME_TAX, name: "via mcp" } })
    expect(viaMcp.isError).toBeFalsy()
    const list = await mcp.callTool({ name: "list_saved_calculations", arguments: {} })
    expect(
      (list.structuredContent as { calculations: Array<{ name: string }> }).calculations.map((c) => c.name)
    ).toEqual(["via mcp", "via oauth"])
    // The calculators stay anonymous; a token is accepted there too and counts on the account.
    expect((await rest(tokensA.access_token, "calculate_cyprus_income_tax", INCOME_TAX.inputs)).status).toBe(200)
  })

  it("the same token works for an SDK 1.x client on revision 2025-06-18", async () => {
    const client = await connectMcpOn(server.url, "2025-06-18", { Authorization: `Bearer ${tokensA.access_token}` })
    openMcp.push(client)
    const listed = await client.callTool({ name: "list_saved_calculations", arguments: {} })
    expect(listed.isError ?? false).toBe(false)
    expect(listed.structuredContent).toMatchObject({ calculations: expect.any(Array) })
  })

  it("the same token works for an SDK v2 client on revision 2026-07-28 (checked once, by the front door)", async () => {
    const client = new ModernClient(
      { name: "poliergaleio-tests-v2", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } }
    )
    await client.connect(
      new ModernTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${tokensA.access_token}` } }
      })
    )
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28")
    const listed = await client.callTool({ name: "list_saved_calculations", arguments: {} })
    expect(listed.isError ?? false).toBe(false)
    expect(listed.structuredContent).toMatchObject({ calculations: expect.any(Array) })
    await client.close()
  })

  it("GET /whoami accepts an access token: the client stands for the key, with the scopes granted and the account's quota", async () => {
    const me = await fetch(`${server.url}/whoami`, { headers: { authorization: `Bearer ${tokensA.access_token}` } })
    expect(me.status).toBe(200)
    const body = await me.json()
    expect(body.key).toMatchObject({ prefix: registered.clientId, name: "Test assistant", scopes: ["read", "write"] })
    expect(typeof body.accountId).toBe("string")
    expect(body.quota.key.map((w: { window: string }) => w.window)).toEqual(["minute", "day", "week"])
    expect(body.quota.account.map((w: { window: string }) => w.window)).toEqual(["minute", "day", "week"])
    const refused = await fetch(`${server.url}/whoami`, { headers: { authorization: "Bearer not-a-token" } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get("www-authenticate")).toContain(`error="invalid_token"`)
  })

  it("signs in with the account page's session cookie, and refreshes with client_secret_post", async () => {
    const person = new ScriptedBrowser(server.url)
    await person.signUp(`oauth-session-${Date.now()}@example.com`, PASSWORD)
    const tokens = await authorize(person, undefined, "read")
    expect(tokens.scope).toBe("read")
    expect((await rest(tokens.access_token, "list_saved_calculations", {})).status).toBe(200)
    const refused = await rest(tokens.access_token, "save_calculation", INCOME_TAX)
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe("insufficient_scope")
    expect(refused.headers.get("www-authenticate")).toContain('error="insufficient_scope"')

    const refreshed = await oauth.refreshTokenGrant(await platform(registered.secret, "post"), tokens.refresh_token!)
    expect(refreshed.access_token).not.toBe(tokens.access_token)
    expect((await rest(refreshed.access_token, "list_saved_calculations", {})).status).toBe(200)
  })

  it("refreshes the token; a token of account A cannot touch account B's saves", async () => {
    const refreshed = await oauth.refreshTokenGrant(await platform(), tokensA.refresh_token!)
    expect(
      (await rest(refreshed.access_token, "load_saved_calculation", { calculationId: savedId })).json.structuredContent
        .name
    ).toBe("via oauth")

    const personB = new ScriptedBrowser(server.url)
    const emailB = `oauth-b-${Date.now()}@example.com`
    await personB.signUp(emailB, PASSWORD)
    await personB.request("/account/signout", { form: {} })
    const tokensB = await authorize(personB, { email: emailB, password: PASSWORD })
    const stranger = await rest(tokensB.access_token, "load_saved_calculation", { calculationId: savedId })
    expect(stranger.status).toBe(404)
    expect(stranger.json.code).toBe("calculation_not_found")
    const unknown = await rest(tokensB.access_token, "load_saved_calculation", {
      calculationId: "00000000-0000-4000-8000-000000000000"
    })
    expect({ status: unknown.status, code: unknown.json.code }).toEqual({
      status: stranger.status,
      code: stranger.json.code
    })
    expect((await rest(tokensB.access_token, "delete_saved_calculation", { calculationId: savedId })).status).toBe(404)
    expect(
      (await rest(tokensB.access_token, "list_saved_calculations", {})).json.structuredContent.calculations
    ).toEqual([])
    const mcpB = await mcpWith(tokensB.access_token)
    const viaMcp = await mcpB.callTool({ name: "load_saved_calculation", arguments: { calculationId: savedId } })
    expect(JSON.parse((viaMcp.content as Array<{ text: string }>)[0]!.text).code).toBe("calculation_not_found")
  })

  it("signs in again after a wrong password, and sends the platform access_denied when the person refuses", async () => {
    const person = new ScriptedBrowser(server.url)
    const email = `oauth-refuse-${Date.now()}@example.com`
    await person.signUp(email, PASSWORD)
    await person.request("/account/signout", { form: {} })
    const config = await platform()
    const state = oauth.randomState()
    const url = oauth.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: "read write",
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.randomPKCECodeVerifier()),
      code_challenge_method: "S256"
    })
    const signIn = await person.follow(url.href)
    const uid = /action="\/oauth\/interaction\/([^/]+)\/login"/.exec(signIn.page)![1]
    const wrong = await person.follow(`/oauth/interaction/${uid}/login`, {
      form: { email, password: "not the password" }
    })
    expect(wrong.status).toBe(401)
    expect(wrong.page).toContain("The email or the password is not right.")
    expect(
      (await person.follow(`/oauth/interaction/${uid}/login`, { form: { email, password: PASSWORD, csrf: "forged" } }))
        .status
    ).toBe(403)
    const consent = await person.follow(`/oauth/interaction/${uid}/login`, { form: { email, password: PASSWORD } })
    expect(consent.page).toContain(email)
    expect(consent.page).toMatch(/<strong>read<\/strong>.*<strong>write<\/strong>/s)
    const consentUid = /action="\/oauth\/interaction\/([^/]+)\/abort"/.exec(consent.page)![1]
    const refused = await person.follow(`/oauth/interaction/${consentUid}/abort`, { form: {} })
    const callback = new URL(refused.location!)
    expect(callback.origin + callback.pathname).toBe(CALLBACK)
    expect(Object.fromEntries(callback.searchParams)).toMatchObject({ error: "access_denied", state })
  })

  it("refuses an unregistered redirect URI without redirecting to it", async () => {
    const config = await platform()
    const url = oauth.buildAuthorizationUrl(config, {
      redirect_uri: "https://assistant.example/oauth/callback/other",
      scope: "read write",
      state: oauth.randomState(),
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.randomPKCECodeVerifier()),
      code_challenge_method: "S256"
    })
    const response = await fetch(url, { redirect: "manual" })
    expect(response.status).toBe(400)
    expect(response.headers.get("location")).toBeNull()
    expect(await response.text()).toContain("redirect_uri")
  })

  it("requires PKCE and the client secret", async () => {
    const config = await platform()
    const withoutPkce = oauth.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: "read",
      state: oauth.randomState()
    })
    const response = await fetch(withoutPkce, { redirect: "manual" })
    expect(response.headers.get("location")).toContain("error=invalid_request")
    expect(await oauthError(oauth.refreshTokenGrant(await platform("wrong secret"), tokensA.refresh_token!))).toBe(
      "invalid_client"
    )
  })

  it("answers an invalid token with 401 and WWW-Authenticate on REST and on the MCP HTTP response", async () => {
    const challenge = `Bearer resource_metadata="${server.url}/.well-known/oauth-protected-resource", error="invalid_token"`
    const viaRest = await rest("not-a-token", "list_saved_calculations", {})
    expect(viaRest.status).toBe(401)
    expect(viaRest.headers.get("www-authenticate")).toBe(challenge)
    const viaMcp = await postJson(
      `${server.url}/mcp`,
      { jsonrpc: "2.0", id: 1, method: "tools/list" },
      { authorization: "Bearer not-a-token", accept: "application/json, text/event-stream" }
    )
    expect(viaMcp.status).toBe(401)
    expect(viaMcp.headers.get("www-authenticate")).toBe(challenge)
    expect(viaMcp.json.code).toBe("unauthorized")
  })

  it("keeps clients, grants and tokens across a restart", async () => {
    await server.close()
    server = await start()
    expect((await rest(tokensA.access_token, "list_saved_calculations", {})).status).toBe(200)
    const refreshed = await oauth.refreshTokenGrant(await platform(), tokensA.refresh_token!)
    expect((await rest(refreshed.access_token, "list_saved_calculations", {})).status).toBe(200)
  }, 60_000)

  it("revokes a token at the revocation endpoint", async () => {
    const person = new ScriptedBrowser(server.url)
    await person.signUp(`oauth-revoke-${Date.now()}@example.com`, PASSWORD)
    const tokens = await authorize(person, undefined)
    await oauth.tokenRevocation(await platform(), tokens.access_token)
    expect((await rest(tokens.access_token, "list_saved_calculations", {})).status).toBe(401)
  })

  it("stops every token of a revoked client, on REST and MCP, and refuses its refresh tokens", async () => {
    const rotated = /action="\/account\/oauth-clients\/([^/]+)\/rotate"/.exec(
      (await owner.request("/account")).page
    )![1]
    expect(rotated).toBe(registered.clientId)
    const { status } = await owner.request(`/account/oauth-clients/${registered.clientId}/revoke`, { form: {} })
    expect(status).toBe(200)
    const viaRest = await rest(tokensA.access_token, "list_saved_calculations", {})
    expect(viaRest.status).toBe(401)
    expect(viaRest.headers.get("www-authenticate")).toContain(
      `resource_metadata="${server.url}/.well-known/oauth-protected-resource"`
    )
    const viaMcp = await postJson(
      `${server.url}/mcp`,
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_saved_calculations", arguments: {} } },
      { authorization: `Bearer ${tokensA.access_token}`, accept: "application/json, text/event-stream" }
    )
    expect(viaMcp.status).toBe(401)
    expect(viaMcp.headers.get("www-authenticate")).toContain("resource_metadata=")
    expect(await oauthError(oauth.refreshTokenGrant(await platform(), tokensA.refresh_token!))).toBe("invalid_client")
  })

  it("rotates a client secret: the old one stops working", async () => {
    const next = await owner.registerClient("Rotating assistant", CALLBACK)
    const { page } = await owner.request(`/account/oauth-clients/${next.clientId}/rotate`, { form: {} })
    const secret = /id="new-client-secret">([^<]+)</.exec(page)![1]!
    expect(secret).not.toBe(next.secret)
    const token = (discovered: Awaited<ReturnType<typeof platform>>) =>
      oauth.genericGrantRequest(discovered, "client_credentials", {})
    // Only the secret check is of interest here: the old secret is invalid_client, the new one gets past it.
    const configFor = (s: string) =>
      oauth.discovery(new URL(server.url), next.clientId, s, oauth.ClientSecretBasic(s), {
        execute: [oauth.allowInsecureRequests],
        algorithm: "oauth2"
      })
    expect(await oauthError(token(await configFor(next.secret)))).toBe("invalid_client")
    expect(await oauthError(token(await configFor(secret)))).toMatch(/^(unsupported_grant_type|unauthorized_client)$/)
  })
})
