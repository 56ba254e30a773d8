// The OAuth settings other modules show (discovery, README, pages), without loading oidc-provider.

const DAY = 24 * 60 * 60

/** Token lifetimes in seconds (README "OAuth for assistant platforms"). */
export const LIFETIMES = {
  authorizationCode: 60,
  accessToken: 60 * 60,
  /** Renewed (rotated) once 70% of it has passed, so a platform that refreshes regularly stays signed in. */
  refreshToken: 30 * DAY,
  /** The consent: refresh tokens stop with it, so a user re-approves at least once a year. */
  grant: 365 * DAY,
  interaction: 60 * 60,
  session: 14 * DAY
} as const

export const OAUTH_SCOPES = { read: "Read your saved calculations", write: "Create, change and delete your saved calculations" } as const

export const oauthUrls = (baseUrl: string) => ({
  issuer: baseUrl,
  authorization: `${baseUrl}/oauth/authorize`,
  token: `${baseUrl}/oauth/token`,
  revocation: `${baseUrl}/oauth/revoke`,
  metadata: `${baseUrl}/.well-known/oauth-authorization-server`,
  /** RFC 8707 resource indicator and RFC 9728 resource identifier: the REST API and /mcp below it. */
  resource: baseUrl,
  resourceMetadata: `${baseUrl}/.well-known/oauth-protected-resource`
})
