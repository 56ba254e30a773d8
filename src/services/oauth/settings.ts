// The OAuth settings other modules show (discovery, README, pages), without loading oidc-provider.

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Token lifetimes in seconds (docs/oauth.md). */
export const LIFETIMES = {
  authorizationCode: 60,
  accessToken: 60 * 60,
  /** Renewed (rotated) once 70% of it has passed, so a platform that refreshes regularly stays signed in. */
  refreshToken: 30 * DAY,
  /** The consent: refresh tokens stop with it, so a user re-approves at least once a year. */
  grant: 365 * DAY,
  /**
   * A sign-in in progress (stored from the first GET /oauth/authorize, before anyone signs in): long enough
   * to sign in, or to create an account on the account page and come back, and no longer, since every
   * authorization request stores one (docs/oauth.md "Stored rows").
   */
  interaction: 15 * MINUTE,
  session: 14 * DAY
} as const

export const OAUTH_SCOPES = {
  read: "Read your saved calculations",
  write: "Create, change and delete your saved calculations"
} as const

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
  /**
   * Of those, registered from one network (registrationPrefix: an IPv4 /24, an IPv6 /48), so that no one
   * party can take the whole pool: it needs maxPending / maxPendingPerPrefix networks for that.
   */
  maxPendingPerPrefix: 100,
  /** How long a registration no authorization request has named yet is kept. */
  unusedSeconds: HOUR,
  /** How long a registration an authorization request named waits for a first consent; each consent keeps it for a
   * grant's lifetime from then. */
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

/**
 * Bounds on what a caller sends to the authorization server, checked before oidc-provider reads or stores
 * it (src/faces/web/oauth/parameter-bounds.ts, docs/oauth.md "Request bounds"): an authorization request's
 * parameters go into the interaction row it stores.
 */
export const PARAMETER_LIMITS = {
  /** The query string of any authorization server URL, in characters as sent (percent-encoded). */
  queryLength: 8 * 1024,
  /** Each parameter of /oauth/authorize, in characters once decoded. */
  authorization: {
    state: 512,
    nonce: 256,
    redirect_uri: 2000,
    scope: 256,
    resource: 512,
    client_id: 128,
    code_challenge: 128,
    code_challenge_method: 16,
    response_type: 64,
    response_mode: 32,
    prompt: 64,
    login_hint: 256
  } as Readonly<Record<string, number>>,
  /** Any other parameter of /oauth/authorize (oidc-provider keeps only those it knows, such as ui_locales or max_age).
   * */
  otherParameter: 256,
  /**
   * The form of the token and revocation endpoints, by its Content-Length (a body without one is read by
   * oidc-provider, which stops at 56 KiB). A token request stores nothing the caller wrote.
   */
  formBytes: 8 * 1024
} as const

/** The deletion of expired rows of oauth_store (src/services/oauth/sweep.ts). */
export const SWEEP = {
  /** Every instance sweeps this often (ServiceConfig.oauthSweepIntervalMillis overrides it, for tests). */
  intervalMillis: 5 * MINUTE * 1000,
  /** Rows deleted by one statement: short statements, so requests on the one embedded connection wait little. */
  batchRows: 500,
  /** Statements per sweep at most; what is left waits for the next sweep. */
  maxBatches: 200
} as const
