import Provider, { errors, type Adapter } from "oidc-provider"
import { safeEqual, sha256 } from "../../../services/accounts/secrets.ts"
import type { ServiceConfig } from "../../../services/config.ts"
import { escapeHtml, layout } from "../pages.ts"
import { LIFETIMES, OAUTH_SCOPES, oauthUrls } from "../../../services/oauth/settings.ts"
import type { ServerSecrets } from "../../../services/oauth/store.ts"

export interface ProviderDependencies {
  readonly adapter: new(model: string) => Adapter
  readonly secrets: ServerSecrets
  readonly accountExists: (accountId: string) => Promise<boolean>
}

/**
 * The authorization server: oidc-provider (OpenID Certified) restricted to what assistant platforms need,
 * i.e. confidential clients, authorization code with PKCE (S256), refresh tokens and revocation, issuing
 * opaque access tokens for this service's resource with the scopes read and write.
 */
export const makeProvider = (config: ServiceConfig, dependencies: ProviderDependencies) => {
  const urls = oauthUrls(config.baseUrl)
  const acceptedResources = new Set([urls.resource, `${urls.resource}/`, `${urls.resource}/mcp`])
  const provider = new Provider(urls.issuer, {
    adapter: dependencies.adapter,
    clientAuthMethods: ["client_secret_basic", "client_secret_post"],
    clientDefaults: { grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "client_secret_basic" },
    responseTypes: ["code"],
    pkce: { required: () => true },
    cookies: { keys: [...dependencies.secrets.cookieKeys] },
    jwks: dependencies.secrets.jwks,
    routes: { authorization: "/oauth/authorize", token: "/oauth/token", revocation: "/oauth/revoke", jwks: "/oauth/jwks" },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false }, // tokens are plain bearer tokens: the resource side checks no proofs
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      // A client may revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => urls.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (!acceptedResources.has(indicator)) throw new errors.InvalidTarget(`the resource must be ${urls.resource}`)
          return { scope: Object.keys(OAUTH_SCOPES).join(" "), audience: urls.resource, accessTokenTTL: LIFETIMES.accessToken, accessTokenFormat: "opaque" }
        }
      }
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, accountId: string) =>
      (await dependencies.accountExists(accountId)) ? { accountId, claims: async () => ({ sub: accountId }) } : undefined,
    // Refresh tokens for every client (platforms rarely ask for offline_access); tokens outlive the browser session.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed: (type: string) => boolean }) => client.grantTypeAllowed("refresh_token"),
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
      ctx.body = layout("Sign-in could not continue", `<p class="error" role="alert">${escapeHtml(out.error_description ?? out.error ?? "The request was refused.")}</p>
<p>Go back to the application you came from and start again. <a href="/account">Your account</a></p>`)
    }
  })
  provider.proxy = config.trustProxy > 0
  provider.on("server_error", (_ctx: unknown, error: Error) =>
    process.stderr.write(`${JSON.stringify({ level: "error", msg: "oauth server error", error: error.message })}\n`))
  // Secrets are stored as a SHA-256, like API keys (256 random bits need no slow hash); the metadata's
  // client_secret is that hash. This is the hook oidc-provider exposes for hashed secrets; it rules out
  // client_secret_jwt and HS* algorithms, which are not enabled.
  provider.Client.prototype.compareClientSecret = function(this: { clientSecret: string }, actual: string) {
    return safeEqual(this.clientSecret, sha256(actual))
  }
  return provider
}
