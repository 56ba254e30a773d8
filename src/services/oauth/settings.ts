// The OAuth settings other modules show (discovery, README, pages), without loading oidc-provider.

const DAY = 24 * 60 * 60

/** Token lifetimes in seconds (docs/oauth.md). */
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

/**
 * Dynamic client registration (RFC 7591) at `<BASE_URL>/oauth/register`: its limits
 * (docs/oauth.md). Every registration request counts, valid or not.
 */
export const REGISTRATION_LIMITS = {
  /** Registration requests per client address (an IPv6 address by its /64), per minute and per day. */
  perAddress: { minute: 10, day: 60 },
  /** Self-registered applications that no account has allowed yet, over every address. */
  maxPending: 10_000,
  /** How long a registration waits for a first consent; each consent keeps it for a grant's lifetime from then. */
  pendingSeconds: DAY,
  maxRedirectUris: 5,
  maxNameLength: 100,
  /** Any other text value (a URL, a contact, a version). */
  maxValueLength: 2000,
  maxListLength: 5,
  /** The registered metadata as stored (JSON). */
  maxMetadataBytes: 16 * 1024
} as const

/** Client authentication at the token endpoint: none for a public client (PKCE), a secret for a confidential one. */
export const TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post", "none"] as const
