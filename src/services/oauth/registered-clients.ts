import { isIPv4 } from "node:net"
import { Clock, Context, Duration, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { identifierTextProblem } from "../../core/storable-text.ts"
import { sha256 } from "../accounts/secrets.ts"
import { type QuotaPlan, windowRule } from "../quotas/counters.ts"
import { addressBucket } from "../quotas/quotas.ts"
import { OAuthClients, redirectUriProblem } from "./clients.ts"
import { LIFETIMES, REGISTRATION_LIMITS as LIMITS, TOKEN_ENDPOINT_AUTH_METHODS } from "./settings.ts"
import { orStorageDefect } from "../storage/database.ts"

/** Applications that registered themselves (RFC 7591) have ids "pgd_" + 20 base32 characters. */
export const isSelfRegisteredId = (clientId: string) => /^pgd_[a-z2-7]{20}$/.test(clientId)

/** The registration requests of one client address: one atomic take from the quotas' counters per request. */
export const REGISTRATION_PLAN: QuotaPlan = [
  {
    scope: "ip",
    windows: [
      windowRule("minute", Duration.minutes(1), LIMITS.perAddress.minute),
      windowRule("day", Duration.days(1), LIMITS.perAddress.day)
    ]
  }
]

/**
 * The network a registration counts against (REGISTRATION_LIMITS.maxPendingPerPrefix): an IPv4 address's
 * /24, an IPv6 address's /48 (what one site is usually given), wider than the /64 of the per-address counters.
 */
export const registrationPrefix = (ip: string): string => {
  const bucket = addressBucket(ip)
  if (bucket.endsWith("::/64")) return `${bucket.split(":").slice(0, 3).join(":")}::/48`
  return isIPv4(bucket) ? `${bucket.split(".").slice(0, 3).join(".")}.0/24` : bucket
}

/** Metadata that would make the server fetch a URL, or authenticate clients with keys this server does not accept. */
const REFUSED_FIELDS = ["jwks", "jwks_uri", "sector_identifier_uri", "initiate_login_uri", "request_uris"]

/**
 * Why a registration request's metadata is refused, in words that say what to change (starting with
 * "redirect_uris" when the callback URLs are at fault, which oidc-provider answers as
 * invalid_redirect_uri), or undefined. The callback URLs follow the account page's rule (redirectUriProblem).
 */
export const registrationProblem = (metadata: Record<string, unknown>): string | undefined => {
  const uris = metadata.redirect_uris
  if (!Array.isArray(uris) || uris.length === 0) return "redirect_uris must list the application's exact callback URL."
  if (uris.length > LIMITS.maxRedirectUris)
    return `redirect_uris may list at most ${LIMITS.maxRedirectUris} callback URLs.`
  for (const uri of uris) {
    if (typeof uri !== "string" || uri.length > LIMITS.maxValueLength || identifierTextProblem(uri) !== undefined) {
      return `redirect_uris must be URLs of at most ${LIMITS.maxValueLength} characters, without control characters.`
    }
    const problem = redirectUriProblem(uri)
    if (problem !== undefined) return `redirect_uris: ${problem}`
  }
  const method = metadata.token_endpoint_auth_method
  if (method !== undefined && !(TOKEN_ENDPOINT_AUTH_METHODS as ReadonlyArray<unknown>).includes(method)) {
    return `token_endpoint_auth_method must be none (a public client, with PKCE), client_secret_basic or client_secret_post.`
  }
  const name = metadata.client_name
  if (
    name !== undefined &&
    (typeof name !== "string" ||
      name.trim() === "" ||
      name.length > LIMITS.maxNameLength ||
      identifierTextProblem(name) !== undefined)
  ) {
    return `client_name must be 1 to ${LIMITS.maxNameLength} characters without control characters: the consent page shows it.`
  }
  const refused = REFUSED_FIELDS.find((field) => metadata[field] !== undefined)
  if (refused !== undefined)
    return `${refused} is not accepted here: register a public client (token_endpoint_auth_method none) or one with a client secret.`
  for (const [field, value] of Object.entries(metadata)) {
    const values: ReadonlyArray<unknown> = Array.isArray(value) ? value : [value]
    if (values.length > LIMITS.maxListLength) return `${field} may have at most ${LIMITS.maxListLength} entries.`
    if (
      values.some(
        (v) =>
          (v !== null && typeof v === "object") ||
          (typeof v === "string" && (v.length > LIMITS.maxValueLength || identifierTextProblem(v) !== undefined))
      )
    ) {
      return `${field} must be text of at most ${LIMITS.maxValueLength} characters without control characters.`
    }
  }
  if (Buffer.byteLength(JSON.stringify(metadata)) > LIMITS.maxMetadataBytes)
    return `The client metadata must be at most ${LIMITS.maxMetadataBytes / 1024} KiB.`
  return undefined
}

/**
 * Too many registrations wait for a first consent: from the caller's network (maxPendingPerPrefix) or
 * from everyone (maxPending). A slot frees when one of them is allowed or expires, at the latest in
 * retryAfterSeconds.
 */
export class RegistrationsFull extends Schema.TaggedError<RegistrationsFull>()("RegistrationsFull", {
  scope: Schema.Literals(["network", "everyone"]),
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

interface RegisteredClientsService {
  /**
   * Keeps the metadata of a new registration from the network `prefix` (a client secret only as its
   * SHA-256, as on the account page) for REGISTRATION_LIMITS.unusedSeconds; refused once maxPendingPerPrefix
   * registrations of that network, or maxPending of all, wait for a first consent.
   */
  readonly register: (
    clientId: string,
    metadata: Record<string, unknown>,
    prefix: string
  ) => Effect.Effect<void, RegistrationsFull>
  /** The stored metadata of a registration that has not expired. */
  readonly find: (clientId: string) => Effect.Effect<Record<string, unknown> | undefined>
  /** An authorization request named it: a registration waiting for its first consent is kept for pendingSeconds from
   * now. */
  readonly authorizationStarted: (clientId: string) => Effect.Effect<void>
  /** An account allowed it: kept for a grant's lifetime from now (after that, every grant to it has expired), and no
   * longer pending. */
  readonly consented: (clientId: string) => Effect.Effect<void>
}

const parsed = (payload: unknown) =>
  (typeof payload === "string" ? JSON.parse(payload) : payload) as Record<string, unknown>

interface PendingCount {
  readonly pending: number
  readonly first_expiry: Date | null
  readonly from_prefix: number
  readonly first_from_prefix: Date | null
}

const secondsUntil = (expiry: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((expiry === null ? now.getTime() : new Date(expiry).getTime()) - now.getTime()) / 1000))

/** Why a new registration of `prefix` is refused, given the registrations waiting for a first consent, or undefined. */
const fullness = (count: PendingCount, now: Date): RegistrationsFull | undefined => {
  if (count.from_prefix >= LIMITS.maxPendingPerPrefix) {
    return new RegistrationsFull({
      scope: "network",
      limit: LIMITS.maxPendingPerPrefix,
      retryAfterSeconds: secondsUntil(count.first_from_prefix, now)
    })
  }
  if (count.pending >= LIMITS.maxPending) {
    return new RegistrationsFull({
      scope: "everyone",
      limit: LIMITS.maxPending,
      retryAfterSeconds: secondsUntil(count.first_expiry, now)
    })
  }
  return undefined
}

/**
 * Stored in oauth_store as model "Client" (the table oidc-provider's other models use), with an expiry;
 * registration_prefix holds the registering network until the first consent.
 */
const makeRegisteredClients = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const secondsFromNow = (seconds: number) => Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms + seconds * 1000))

  const pendingCount = (prefix: string, now: Date) =>
    sql<PendingCount>`
        SELECT CAST(count(*) AS INTEGER) AS pending, min(c.expires_at) AS first_expiry,
          CAST(count(*) FILTER (WHERE c.registration_prefix = ${prefix}) AS INTEGER) AS from_prefix,
          min(c.expires_at) FILTER (WHERE c.registration_prefix = ${prefix}) AS first_from_prefix
        FROM oauth_store c
        WHERE c.model = 'Client' AND c.expires_at > ${now}
          AND NOT EXISTS (SELECT 1 FROM oauth_store g WHERE g.model = 'Grant' AND g.client_id = c.id)`

  const register = (clientId: string, metadata: Record<string, unknown>, prefix: string) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          const now = yield* secondsFromNow(0)
          // One registration at a time (the server secrets' row, always present, is the lock): the counts and the
          // insert are one step.
          yield* sql`SELECT id FROM oauth_store WHERE model = 'ServerSecrets' AND id = 'current' FOR UPDATE`
          const [count] = yield* pendingCount(prefix, now)
          const full = count === undefined ? undefined : fullness(count, now)
          if (full !== undefined) return yield* full
          const stored =
            typeof metadata.client_secret === "string"
              ? { ...metadata, client_secret: sha256(metadata.client_secret) }
              : metadata
          yield* sql`INSERT INTO oauth_store (model, id, payload, expires_at, registration_prefix)
          VALUES ('Client', ${clientId}, ${JSON.stringify(stored)}::jsonb, ${yield* secondsFromNow(LIMITS.unusedSeconds)}, ${prefix})`
        })
      )
      .pipe(orStorageDefect)

  const find = (clientId: string) =>
    !isSelfRegisteredId(clientId)
      ? Effect.succeed(undefined)
      : Effect.gen(function* () {
          const rows = yield* sql<{ payload: unknown }>`
          SELECT payload FROM oauth_store WHERE model = 'Client' AND id = ${clientId} AND expires_at > ${yield* secondsFromNow(0)}`
          return rows[0] === undefined ? undefined : parsed(rows[0].payload)
        }).pipe(orStorageDefect)

  // Only a pending registration still on its short lifetime: one write, however many requests name it.
  const authorizationStarted = (clientId: string) =>
    !isSelfRegisteredId(clientId)
      ? Effect.void
      : Effect.gen(function* () {
          yield* sql`UPDATE oauth_store SET expires_at = ${yield* secondsFromNow(LIMITS.pendingSeconds)}
          WHERE model = 'Client' AND id = ${clientId} AND registration_prefix IS NOT NULL
            AND expires_at > ${yield* secondsFromNow(0)} AND expires_at <= ${yield* secondsFromNow(LIMITS.unusedSeconds)}`
        }).pipe(orStorageDefect)

  const consented = (clientId: string) =>
    Effect.gen(function* () {
      yield* sql`UPDATE oauth_store SET expires_at = ${yield* secondsFromNow(LIFETIMES.grant)}, registration_prefix = NULL
          WHERE model = 'Client' AND id = ${clientId}`
    }).pipe(orStorageDefect)

  return { register, find, authorizationStarted, consented }
})

export class RegisteredClients extends Context.Service<RegisteredClients, RegisteredClientsService>()(
  "poliergaleio/RegisteredClients"
) {
  static readonly layer = Layer.effect(RegisteredClients, makeRegisteredClients)
}

/** What the consent page and the account page show of an application, whichever way it was registered. */
interface ClientDescription {
  readonly id: string
  readonly name: string
  readonly redirectUris: ReadonlyArray<string>
  /** Registered by itself (RFC 7591): its name is its own claim, checked by no one. */
  readonly selfRegistered: boolean
}

export const describeClient = (
  clientId: string
): Effect.Effect<ClientDescription | undefined, never, OAuthClients | RegisteredClients> =>
  Effect.gen(function* () {
    if (isSelfRegisteredId(clientId)) {
      const metadata = yield* (yield* RegisteredClients).find(clientId)
      return (
        metadata && {
          id: clientId,
          name: typeof metadata.client_name === "string" ? metadata.client_name : "Unnamed application",
          redirectUris: (metadata.redirect_uris ?? []) as ReadonlyArray<string>,
          selfRegistered: true
        }
      )
    }
    const found = yield* (yield* OAuthClients).findActive(clientId)
    return (
      found && {
        id: found.client.id,
        name: found.client.name,
        redirectUris: [found.client.redirectUri],
        selfRegistered: false
      }
    )
  })
