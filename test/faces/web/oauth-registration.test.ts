import { auth, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js"
import * as oauth from "openid-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { REGISTRATION_LIMITS } from "../../../src/services/oauth/settings.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { authorizeWith, CALLBACK, freePort, ScriptedBrowser } from "../../support/browserless.ts"
import { connectMcp, postJson } from "../../support/mcp.ts"
import { startServer, type RunningServer } from "../../support/server.ts"

// Dynamic client registration (RFC 7591) from a bare MCP client's point of view: it knows only the
// service's URL, discovers the metadata, registers itself, sends the person through sign-in and consent,
// and calls a key-only tool with the token. openid-client plays the client; the MCP SDK's own `auth` too.
// The server trusts one proxy, so each test registers from an address of its own (X-Forwarded-For).
const PASSWORD = "a long enough password"
const INCOME_TAX = {
  calculationType: "calculate_cyprus_income_tax",
  inputs: { salaryIncome: 30000, employmentType: "private", legislationVersion: "2026" }
}

let server: RunningServer
const openMcp: Array<Client> = []
beforeAll(async () => {
  const port = await freePort()
  server = await startServer(TOOLS, {}, { port, baseUrl: `http://127.0.0.1:${port}`, trustProxy: 1 })
}, 60_000)
afterAll(async () => {
  for (const client of openMcp) await client.close()
  await server?.close()
})

const fromAddress = (address: string): Parameters<typeof oauth.dynamicClientRegistration>[3] => ({
  execute: [oauth.allowInsecureRequests],
  algorithm: "oauth2",
  [oauth.customFetch]: (url, options) =>
    fetch(url, { ...options, headers: { ...options.headers, "x-forwarded-for": address } } as RequestInit)
})

/** Discovery as a bare MCP client does it: the protected resource metadata of /mcp names the authorization server. */
const discoverFromMcp = async () => {
  const metadata = await (await fetch(`${server.url}/.well-known/oauth-protected-resource/mcp`)).json()
  return { resource: metadata.resource as string, issuer: new URL(metadata.authorization_servers[0]) }
}

const PUBLIC_CLIENT = {
  client_name: "Bare MCP client",
  redirect_uris: [CALLBACK],
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  token_endpoint_auth_method: "none",
  scope: "read write"
}

const registerRaw = (metadata: unknown, address: string) =>
  postJson(`${server.url}/oauth/register`, metadata, { "x-forwarded-for": address, accept: "application/json" })

/** Authorization code + PKCE through the service's pages, then the token request (with the resource, as MCP requires).
 * */
const authorize = (
  config: oauth.Configuration,
  person: ScriptedBrowser,
  resource: string,
  credentials?: { email: string; password: string }
) =>
  authorizeWith(config, person, credentials, {
    scope: "read write",
    resource,
    consentShows: "This application registered itself",
    tokenResource: resource
  })

const signedUp = async (label: string) => {
  const person = new ScriptedBrowser(server.url)
  const email = `${label}-${Date.now()}@example.com`
  await person.signUp(email, PASSWORD)
  return { person, email }
}

const rest = (token: string, tool: string, body: unknown) =>
  postJson(`${server.url}/tools/${tool}`, body, { authorization: `Bearer ${token}` })
const mcpWith = async (token: string) => {
  const client = await connectMcp(server.url, { Authorization: `Bearer ${token}` })
  openMcp.push(client)
  return client
}

describe("dynamic client registration (RFC 7591) for MCP clients", () => {
  let client: oauth.Configuration
  let resource: string
  let personA: Awaited<ReturnType<typeof signedUp>>
  let tokensA: Awaited<ReturnType<typeof authorize>>
  let savedByA: string

  it("advertises the registration endpoint; the protected resource metadata of /mcp names /mcp", async () => {
    const metadata = await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json()
    expect(metadata).toMatchObject({
      issuer: server.url,
      registration_endpoint: `${server.url}/oauth/register`,
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"]
    })
    expect(metadata.client_id_metadata_document_supported).toBeUndefined()
    expect(await discoverFromMcp()).toEqual({ resource: `${server.url}/mcp`, issuer: new URL(server.url) })
    const root = await (await fetch(`${server.url}/.well-known/oauth-protected-resource`)).json()
    expect(root).toMatchObject({
      resource: server.url,
      authorization_servers: [server.url],
      scopes_supported: ["read", "write"]
    })
  })

  it("metadata -> registration -> sign-in and consent -> token -> save_calculation over REST and MCP", async () => {
    const discovered = await discoverFromMcp()
    resource = discovered.resource
    client = await oauth.dynamicClientRegistration(
      discovered.issuer,
      PUBLIC_CLIENT,
      oauth.None(),
      fromAddress("198.51.100.1")
    )
    const registered = client.clientMetadata()
    expect(registered.client_id).toMatch(/^pgd_[a-z2-7]{20}$/)
    expect(registered.client_secret).toBeUndefined()
    expect(registered).toMatchObject({
      token_endpoint_auth_method: "none",
      redirect_uris: [CALLBACK],
      client_name: "Bare MCP client"
    })

    personA = await signedUp("dcr-a")
    await personA.person.request("/account/signout", { form: {} })
    tokensA = await authorize(client, personA.person, resource, { email: personA.email, password: PASSWORD })
    expect(tokensA.scope?.split(" ").sort()).toEqual(["read", "write"])
    expect(tokensA.refresh_token).toBeDefined()

    const saved = await rest(tokensA.access_token, "save_calculation", {
      ...INCOME_TAX,
      name: "via a registered client"
    })
    expect(saved.status).toBe(200)
    savedByA = saved.json.structuredContent.id
    const mcp = await mcpWith(tokensA.access_token)
    const viaMcp = await mcp.callTool({ name: "save_calculation", arguments: { ...INCOME_TAX, name: "over mcp" } })
    expect(viaMcp.isError).toBeFalsy()
    const listed = await rest(tokensA.access_token, "list_saved_calculations", {})
    expect(listed.json.structuredContent.calculations.map((c: { name: string }) => c.name).sort()).toEqual([
      "over mcp",
      "via a registered client"
    ])

    // A public client's refresh token is replaced at every refresh (MCP 2025-11-25, "Token Theft").
    const refreshed = await oauth.refreshTokenGrant(client, tokensA.refresh_token!)
    expect(refreshed.refresh_token).not.toBe(tokensA.refresh_token)
    tokensA = refreshed
  })

  it("shows the application on the account page of the account that allowed it", async () => {
    const page = (await personA.person.request("/account")).page
    expect(page).toContain("Applications with access to this account")
    expect(page).toContain("Bare MCP client <small>(registered itself)</small>")
    expect(page).toContain(`/account/oauth-access/${client.clientMetadata().client_id}/revoke`)
  })

  it("a client allowed by one account cannot read another account's saves", async () => {
    const personB = await signedUp("dcr-b")
    const tokensB = await authorize(client, personB.person, resource)
    const stranger = await rest(tokensB.access_token, "load_saved_calculation", { calculationId: savedByA })
    expect({ status: stranger.status, code: stranger.json.code }).toEqual({
      status: 404,
      code: "calculation_not_found"
    })
    expect(
      (await rest(tokensB.access_token, "list_saved_calculations", {})).json.structuredContent.calculations
    ).toEqual([])
    expect((await rest(tokensB.access_token, "delete_saved_calculation", { calculationId: savedByA })).status).toBe(404)
    const mcpB = await mcpWith(tokensB.access_token)
    const viaMcp = await mcpB.callTool({ name: "load_saved_calculation", arguments: { calculationId: savedByA } })
    expect(JSON.parse((viaMcp.content as Array<{ text: string }>)[0]!.text).code).toBe("calculation_not_found")
    // B's page lists the application; A's consent is A's own.
    expect((await personB.person.request("/account")).page).toContain("Bare MCP client")
    expect((await rest(tokensA.access_token, "load_saved_calculation", { calculationId: savedByA })).status).toBe(200)
  })

  it("a client revoked on the account page is refused at its next request, for that account only", async () => {
    const clientId = client.clientMetadata().client_id
    const personB = await signedUp("dcr-b2")
    const tokensB = await authorize(client, personB.person, resource)

    const confirm = await personA.person.request(`/account/oauth-access/${clientId}/revoke`)
    expect(confirm.status).toBe(200)
    expect(confirm.page).toContain("Revoke application access")
    const revoked = await personA.person.request(`/account/oauth-access/${clientId}/revoke`, { form: {} })
    expect(revoked.status).toBe(200)
    expect(revoked.page).toContain("Access revoked")
    expect(revoked.page).not.toContain(`/account/oauth-access/${clientId}/revoke`)

    const viaRest = await rest(tokensA.access_token, "list_saved_calculations", {})
    expect(viaRest.status).toBe(401)
    expect(viaRest.headers.get("www-authenticate")).toContain(`error="invalid_token"`)
    const viaMcp = await postJson(
      `${server.url}/mcp`,
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_saved_calculations", arguments: {} } },
      { authorization: `Bearer ${tokensA.access_token}`, accept: "application/json, text/event-stream" }
    )
    expect(viaMcp.status).toBe(401)
    await expect(oauth.refreshTokenGrant(client, tokensA.refresh_token!)).rejects.toMatchObject({
      error: "invalid_grant"
    })
    // The other account's consent stands.
    expect((await rest(tokensB.access_token, "list_saved_calculations", {})).status).toBe(200)
    // Revoking again, or an application the account never allowed: 404.
    expect((await personA.person.request(`/account/oauth-access/${clientId}/revoke`, { form: {} })).status).toBe(404)
  })

  it("registers a confidential client: the secret is given once and required at the token endpoint", async () => {
    const { issuer } = await discoverFromMcp()
    const registered = await registerRaw(
      { ...PUBLIC_CLIENT, client_name: "Confidential assistant", token_endpoint_auth_method: "client_secret_basic" },
      "198.51.100.2"
    )
    expect(registered.status).toBe(201)
    expect(registered.json.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const configFor = (secret: string) =>
      oauth.discovery(issuer, registered.json.client_id, secret, oauth.ClientSecretBasic(secret), {
        execute: [oauth.allowInsecureRequests],
        algorithm: "oauth2"
      })
    const { person } = await signedUp("dcr-confidential")
    const tokens = await authorize(await configFor(registered.json.client_secret), person, resource)
    expect((await rest(tokens.access_token, "list_saved_calculations", {})).status).toBe(200)
    const wrongSecret = await oauth.refreshTokenGrant(await configFor("not the secret"), tokens.refresh_token!).then(
      () => "accepted",
      (error: { cause?: Array<{ parameters?: { error?: string } }> }) => error.cause?.[0]?.parameters?.error
    )
    expect(wrongSecret).toBe("invalid_client")
    expect(
      (await oauth.refreshTokenGrant(await configFor(registered.json.client_secret), tokens.refresh_token!))
        .access_token
    ).toBeDefined()
  })

  it("refuses callback URLs as the account page does, and unbounded or unsupported metadata, saying what to change", async () => {
    const refused = async (metadata: Record<string, unknown>, error: string, says: string) => {
      const answer = await registerRaw({ ...PUBLIC_CLIENT, ...metadata }, "198.51.100.3")
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe(error)
      expect(answer.json.error_description).toContain(says)
    }
    await refused({ redirect_uris: ["http://assistant.example/cb"] }, "invalid_redirect_uri", "https")
    await refused({ redirect_uris: ["https://*.assistant.example/cb"] }, "invalid_redirect_uri", "Wildcards")
    await refused({ redirect_uris: ["https://assistant.example/cb#part"] }, "invalid_redirect_uri", "fragment")
    await refused({ redirect_uris: [] }, "invalid_redirect_uri", "exact callback URL")
    await refused(
      { redirect_uris: Array.from({ length: 6 }, (_, i) => `https://assistant.example/cb${i}`) },
      "invalid_redirect_uri",
      "at most 5"
    )
    await refused(
      { client_name: "x".repeat(101) },
      "invalid_client_metadata",
      "client_name must be 1 to 100 characters"
    )
    await refused(
      { client_uri: `https://assistant.example/${"x".repeat(2000)}` },
      "invalid_client_metadata",
      "at most 2000 characters"
    )
    await refused({ jwks_uri: "https://assistant.example/jwks" }, "invalid_client_metadata", "jwks_uri is not accepted")
    await refused(
      { token_endpoint_auth_method: "private_key_jwt" },
      "invalid_client_metadata",
      "token_endpoint_auth_method"
    )
    // The loopback callback of a native MCP client is accepted over http, as on the account page.
    expect(
      (
        await registerRaw(
          { ...PUBLIC_CLIENT, redirect_uris: ["http://127.0.0.1:33418/callback", "http://localhost:8976/callback"] },
          "198.51.100.3"
        )
      ).status
    ).toBe(201)
  })

  it("limits registrations per address with a 429 that says what to change", async () => {
    const address = "198.51.100.4"
    for (let i = 0; i < REGISTRATION_LIMITS.perAddress.minute; i++)
      expect((await registerRaw(PUBLIC_CLIENT, address)).status).toBe(201)
    const refused = await registerRaw(PUBLIC_CLIENT, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(refused.json.error).toBe("rate_limited")
    expect(refused.json.error_description).toContain(`at most ${REGISTRATION_LIMITS.perAddress.minute} per minute`)
    expect(refused.json.error_description).toContain("keep the client_id")
    // Another address is not affected.
    expect((await registerRaw(PUBLIC_CLIENT, "198.51.100.5")).status).toBe(201)
  })

  it("works with the MCP SDK's own client OAuth support (auth), then calls save_calculation over MCP", async () => {
    const { person } = await signedUp("dcr-sdk")
    let information: OAuthClientInformationMixed | undefined,
      tokens: OAuthTokens | undefined,
      verifier = "",
      authorizationUrl: URL | undefined
    const provider: OAuthClientProvider = {
      redirectUrl: CALLBACK,
      clientMetadata: {
        client_name: "MCP SDK client",
        redirect_uris: [CALLBACK],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none"
      },
      clientInformation: () => information,
      saveClientInformation: (saved) => {
        information = saved
      },
      tokens: () => tokens,
      saveTokens: (saved) => {
        tokens = saved
      },
      redirectToAuthorization: (url) => {
        authorizationUrl = url
      },
      saveCodeVerifier: (saved) => {
        verifier = saved
      },
      codeVerifier: () => verifier
    }
    const serverUrl = `${server.url}/mcp`
    expect(await auth(provider, { serverUrl })).toBe("REDIRECT")
    expect(information?.client_id).toMatch(/^pgd_/)
    expect(authorizationUrl!.searchParams.get("resource")).toBe(serverUrl)
    expect(authorizationUrl!.searchParams.get("code_challenge_method")).toBe("S256")
    const consent = await person.follow(authorizationUrl!.href)
    expect(consent.page).toContain("MCP SDK client")
    const uid = /action="\/oauth\/interaction\/([^/]+)\/confirm"/.exec(consent.page)![1]
    const callback = new URL((await person.follow(`/oauth/interaction/${uid}/confirm`, { form: {} })).location!)
    expect(await auth(provider, { serverUrl, authorizationCode: callback.searchParams.get("code")! })).toBe(
      "AUTHORIZED"
    )

    const mcp = new Client({ name: "poliergaleio-tests", version: "1.0.0" })
    await mcp.connect(new StreamableHTTPClientTransport(new URL(serverUrl), { authProvider: provider }))
    openMcp.push(mcp)
    const saved = await mcp.callTool({ name: "save_calculation", arguments: { ...INCOME_TAX, name: "via the SDK" } })
    expect(saved.isError).toBeFalsy()
    expect((saved.structuredContent as { id: string }).id).toBeDefined()
  })
})
