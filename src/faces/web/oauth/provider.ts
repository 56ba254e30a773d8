import Provider, { errors, type Adapter } from "oidc-provider"
import { randomToken, safeEqual, sha256 } from "../../../services/accounts/secrets.ts"
import { newClientId } from "../../../services/oauth/clients.ts"
import { registrationProblem } from "../../../services/oauth/registered-clients.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { escapeHtml, layout } from "../pages.ts"
import { LIFETIMES, OAUTH_SCOPES, oauthUrls, TOKEN_ENDPOINT_AUTH_METHODS } from "../../../services/oauth/settings.ts"
import { parseToolsets } from "../../mcp/toolsets.ts"
import type { ServerSecrets } from "../../../services/oauth/store.ts"

interface ProviderDependencies {
  readonly adapter: new (model: string) => Adapter
  readonly secrets: ServerSecrets
  readonly accountExists: (accountId: string) => Promise<boolean>
}

/**
 * The authorization server: oidc-provider (OpenID Certified) restricted to what assistant platforms need,
 * i.e. clients registered on the account page or by themselves (RFC 7591: public with PKCE, or with a
 * secret), authorization code with PKCE (S256), refresh tokens and revocation, issuing opaque access
 * tokens for this service's resource with the scopes read and write. Not OpenID Connect: the openid scope
 * is refused and no ID token is issued (docs/oauth.md).
 */
export const makeProvider = (config: ServiceConfig, dependencies: ProviderDependencies) => {
  const urls = oauthUrls(config.baseUrl)
  const acceptedResources = new Set([urls.resource, `${urls.resource}/`, `${urls.resource}/mcp`])
  const provider = new Provider(urls.issuer, {
    adapter: dependencies.adapter,
    clientAuthMethods: [...TOKEN_ENDPOINT_AUTH_METHODS],
    clientDefaults: {
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic"
    },
    // oidc-provider runs these validators on every authorization request once its redirect_uri is verified,
    // so that a refusal is sent back to the application; "scope" is no extra parameter, only the hook.
    extraParams: { scope: refuseOpenIdScope },
    responseTypes: ["code"],
    pkce: { required: () => true },
    cookies: { keys: [...dependencies.secrets.cookieKeys] },
    jwks: dependencies.secrets.jwks,
    routes: {
      authorization: "/oauth/authorize",
      token: "/oauth/token",
      revocation: "/oauth/revoke",
      jwks: "/oauth/jwks",
      registration: "/oauth/register"
    },
    // Runs on every client built (registered or read back); on a registration request (ctx given) it applies
    // this service's rules to the whole metadata: the one hook oidc-provider offers before its own checks.
    extraClientMetadata: {
      properties: ["software_id", "software_version"],
      validator: (ctx: unknown, key: string, _value: unknown, metadata: Record<string, unknown>) => {
        if (key !== "software_id") return
        // Scopes are chosen at consent; a registered `scope` (which MCP clients send) would be checked against the
        // OpenID scopes only.
        delete metadata.scope
        const problem = ctx === undefined ? undefined : registrationProblem(metadata)
        if (problem !== undefined) throw new errors.InvalidClientMetadata(problem)
      }
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false }, // tokens are plain bearer tokens: the resource side checks no proofs
      pushedAuthorizationRequests: { enabled: false },
      // RFC 7591, open (no initial access token), limited per address and in number (registration-gate.ts,
      // registered-clients.ts); no RFC 7592 management: a client that lost its registration registers again.
      registration: {
        enabled: true,
        initialAccessToken: false,
        issueRegistrationAccessToken: false,
        idFactory: () => newClientId("pgd_"),
        secretFactory: () => randomToken(32)
      },
      // Client ID metadata documents stay off: experimental in oidc-provider (draft-02 behind an `ack`, while
      // MCP 2025-11-25 cites draft-00), and they make this server fetch any URL a caller names.
      clientIdMetadataDocument: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      // A client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) =>
          token.clientId === client.clientId
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => urls.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          const isToolsetEndpoint =
            indicator.startsWith(`${urls.resource}/mcp/x/`) &&
            typeof parseToolsets(indicator.slice(`${urls.resource}/mcp/x/`.length)) !== "string"
          if (!acceptedResources.has(indicator) && !isToolsetEndpoint)
            throw new errors.InvalidTarget(`the resource must be ${urls.resource}`)
          return {
            scope: Object.keys(OAUTH_SCOPES).join(" "),
            audience: urls.resource,
            accessTokenTTL: LIFETIMES.accessToken,
            accessTokenFormat: "opaque"
          }
        }
      }
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, accountId: string) =>
      (await dependencies.accountExists(accountId))
        ? { accountId, claims: async () => ({ sub: accountId }) }
        : undefined,
    // Refresh tokens for every client (platforms rarely ask for offline_access); tokens outlive the browser session.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed: (type: string) => boolean }) =>
      client.grantTypeAllowed("refresh_token"),
    expiresWithSession: async () => false,
    ttl: {
      AuthorizationCode: LIFETIMES.authorizationCode,
      AccessToken: LIFETIMES.accessToken,
      RefreshToken: LIFETIMES.refreshToken,
      Grant: LIFETIMES.grant,
      Interaction: LIFETIMES.interaction,
      Session: LIFETIMES.session,
      IdToken: LIFETIMES.accessToken
    },
    clientBasedCORS: () => false,
    renderError: async (ctx: { type: string; body: string }, out: { error?: string; error_description?: string }) => {
      ctx.type = "html"
      ctx.body = layout(
        "Sign-in could not continue",
        `<p class="error" role="alert">${escapeHtml(out.error_description ?? out.error ?? "The request was refused.")}</p>
<p>Go back to the application you came from and start again. <a href="/account">Your account</a></p>`
      )
    }
  })
  provider.proxy = config.trustProxy > 0
  provider.use(withoutOpenIdConnect)
  provider.on("server_error", (_ctx: unknown, error: Error) =>
    process.stderr.write(`${JSON.stringify({ level: "error", msg: "oauth server error", error: error.message })}\n`)
  )
  // Secrets are stored as a SHA-256, like API keys (256 random bits need no slow hash); the metadata's
  // client_secret is that hash. This is the hook oidc-provider exposes for hashed secrets; it rules out
  // client_secret_jwt and HS* algorithms, which are not enabled.
  provider.Client.prototype.compareClientSecret = function (this: { clientSecret: string }, actual: string) {
    return safeEqual(this.clientSecret, sha256(actual))
  }
  return provider
}

/** MCP clients need no OpenID Connect: a request for the openid scope is refused (invalid_scope, sent to the
 * application). */
const refuseOpenIdScope = (_ctx: unknown, scope: unknown) => {
  if (typeof scope === "string" && scope.split(" ").includes("openid")) {
    throw new errors.InvalidScope(
      `This server is not an OpenID Connect provider and issues no ID token: ask for the scopes ${Object.keys(OAUTH_SCOPES).join(" and ")} without openid.`,
      "openid"
    )
  }
}

/**
 * What oidc-provider (an OpenID provider at heart, whose configuration cannot drop the openid scope) says
 * and issues beyond this service's OAuth: the metadata lists the scopes this service grants instead of
 * openid, and a token answer carries no id_token (a grant from before openid was refused could still ask
 * for one at a refresh).
 */
const withoutOpenIdConnect = async (ctx: { oidc?: { route?: string }; body?: unknown }, next: () => Promise<void>) => {
  await next()
  const route = ctx.oidc?.route
  const body = ctx.body
  if (body === null || typeof body !== "object") return
  if (route === "discovery") ctx.body = { ...body, scopes_supported: Object.keys(OAUTH_SCOPES) }
  if (route === "token" && "id_token" in body) {
    const { id_token: _dropped, ...answer } = body as Record<string, unknown>
    ctx.body = answer
  }
}
