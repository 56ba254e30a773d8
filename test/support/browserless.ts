import { createServer } from "node:net"
import * as oauth from "openid-client"
import { expect } from "vitest"
import type { RunningServer } from "./server.ts"

export const CALLBACK = "https://assistant.example/oauth/callback"

/**
 * A person's browser, scripted: a cookie jar (by name and path), redirects followed
 * by hand so that the test sees each step, and the account pages' forms with their CSRF token.
 */
export class ScriptedBrowser {
  /** "path name" -> value: the provider sets cookies of the same name on different paths. */
  private readonly jar = new Map<string, { path: string; name: string; value: string }>()
  readonly baseUrl: string
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  cookie(name: string) {
    return [...this.jar.values()].find((c) => c.name === name)?.value
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";")
      const at = pair!.indexOf("=")
      const name = pair!.slice(0, at).trim(),
        value = pair!.slice(at + 1)
      const path =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith("path="))
          ?.slice(5) ?? "/"
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.jar.delete(`${path} ${name}`)
      else this.jar.set(`${path} ${name}`, { path, name, value })
    }
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url, this.baseUrl)
    const cookies = [...this.jar.values()]
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
    const response = await fetch(target, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      redirect: "manual",
      headers: {
        cookie: cookies.join("; "),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {})
      },
      ...(init.form ? { body: new URLSearchParams({ csrf: this.cookie("pg_csrf") ?? "", ...init.form }) } : {})
    })
    this.remember(response)
    return {
      status: response.status,
      location: response.headers.get("location") ?? undefined,
      page: await response.text()
    }
  }

  /** Follows redirects from `url` until one leaves this service (the platform's callback) or a page is shown. */
  async follow(url: string, init: { form?: Record<string, string> } = {}) {
    let step = await this.request(url, init)
    while (step.location !== undefined && [302, 303].includes(step.status)) {
      const next = new URL(step.location, this.baseUrl)
      if (next.origin !== new URL(this.baseUrl).origin) return { ...step, location: next.href }
      step = await this.request(next.href)
    }
    return step
  }

  async signUp(email: string, password: string) {
    await this.request("/account")
    const { status } = await this.request("/account/signup", { form: { email, password } })
    if (status !== 303) throw new Error(`sign-up refused (${status})`)
  }

  /** Registers an OAuth application on the account page; the secret is read from the page, as a person would copy it.
   * */
  async registerClient(name: string, redirectUri: string) {
    const { status, page } = await this.request("/account/oauth-clients", { form: { name, redirectUri } })
    const clientId = /id="new-client-id">([^<]+)</.exec(page)?.[1],
      secret = /id="new-client-secret">([^<]+)</.exec(page)?.[1]
    return { status, page, clientId: clientId!, secret: secret! }
  }
}

/** A free loopback port, so that BASE_URL (the OAuth issuer) can name it before the server starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** The assistant platform's side: openid-client configured from the RFC 8414 metadata. */
export const discoverAs = (server: RunningServer, clientId: string, secret: string, auth: "basic" | "post" = "basic") =>
  oauth.discovery(
    new URL(server.url),
    clientId,
    secret,
    auth === "basic" ? oauth.ClientSecretBasic(secret) : oauth.ClientSecretPost(secret),
    {
      execute: [oauth.allowInsecureRequests],
      algorithm: "oauth2"
    }
  )

/**
 * Authorization code + PKCE: the platform builds the URL, the person signs in (unless the account page's
 * session is there) and allows, the platform exchanges the code.
 */
export const authorizeAs = async (
  server: RunningServer,
  client: { clientId: string; secret: string },
  person: ScriptedBrowser,
  credentials: { email: string; password: string } | undefined,
  scope = "read write"
) =>
  authorizeWith(await discoverAs(server, client.clientId, client.secret), person, credentials, {
    scope,
    resource: `${server.url}/mcp`,
    consentShows: CALLBACK
  })

/**
 * The same flow for a client already discovered (a registered public client, for one): `consentShows` is
 * a text the consent page must hold; `tokenResource` is sent with the token request too (as MCP clients do).
 */
export const authorizeWith = async (
  config: oauth.Configuration,
  person: ScriptedBrowser,
  credentials: { email: string; password: string } | undefined,
  options: {
    readonly scope: string
    readonly resource: string
    readonly consentShows: string
    readonly tokenResource?: string
  }
) => {
  const verifier = oauth.randomPKCECodeVerifier(),
    state = oauth.randomState()
  const url = oauth.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: options.scope,
    state,
    resource: options.resource,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256"
  })
  let step = await person.follow(url.href)
  if (credentials) {
    const uid = /action="\/oauth\/interaction\/([^/]+)\/login"/.exec(step.page)![1]
    step = await person.follow(`/oauth/interaction/${uid}/login`, { form: credentials })
  }
  expect(step.page).toContain("Allow access?")
  expect(step.page).toContain(options.consentShows)
  const uid = /action="\/oauth\/interaction\/([^/]+)\/confirm"/.exec(step.page)![1]
  const callback = await person.follow(`/oauth/interaction/${uid}/confirm`, { form: {} })
  expect(callback.location).toMatch(/^https:\/\/assistant\.example\/oauth\/callback\?code=/)
  return oauth.authorizationCodeGrant(
    config,
    new URL(callback.location!),
    { pkceCodeVerifier: verifier, expectedState: state },
    options.tokenResource === undefined ? undefined : { resource: options.tokenResource }
  )
}
