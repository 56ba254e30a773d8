import { createHash } from "node:crypto"
import { Effect, Layer } from "effect"
import { Authentication, type AuthenticationService } from "../calls/ports.ts"
import { RateLimited, Unauthorized } from "../core/errors.ts"
import type { Caller } from "../core/tool.ts"
import { Accounts } from "./accounts/accounts.ts"
import { AccessTokens, invalidToken } from "./oauth/access-tokens.ts"
import { AttemptLimits, type AttemptsExceeded } from "./quotas/quotas.ts"

/**
 * Credentials that failed to verify are remembered (by their SHA-256, never in clear) for this long, at
 * most this many per instance, oldest forgotten first: a client that retries a bad key or an expired token
 * in a loop is answered 401 from memory, not from the store.
 */
const FAILED_CREDENTIALS_CACHE = { seconds: 60, maxEntries: 10_000 } as const

const digestOf = (credential: string) => createHash("sha256").update(credential).digest("base64url")

const makeFailedCredentials = () => {
  const until = new Map<string, number>()
  return {
    has: (digest: string, nowMillis: number) => {
      const end = until.get(digest)
      if (end === undefined) return false
      if (end > nowMillis) return true
      until.delete(digest)
      return false
    },
    add: (digest: string, nowMillis: number) => {
      until.delete(digest)
      if (until.size >= FAILED_CREDENTIALS_CACHE.maxEntries) until.delete(until.keys().next().value!)
      until.set(digest, nowMillis + FAILED_CREDENTIALS_CACHE.seconds * 1000)
    }
  }
}

const credentialsRefused = (refusal: AttemptsExceeded) =>
  new RateLimited({
    scope: "credentials",
    window: "minute",
    limit: refusal.limit,
    retryAfterSeconds: refusal.retryAfterSeconds
  })

/**
 * SPEC "Authentication": a key-only tool needs a valid key (401 otherwise). A key sent to an anonymous
 * tool must be valid too (a typo must not silently fall back to the anonymous quota), and then the
 * call counts against the key's quota. An OAuth access token (SPEC "Authentication" 9) stands for an
 * API key of its account, limited to the scopes granted: read for read-only tools, write for the others.
 *
 * Every lookup of a credential in the store (a key not in the verified-key cache, any access token) first
 * takes one from the address's failed-credentials allowance (AttemptLimits.beginCredentialCheck), given
 * back when the credential verifies: guessing is limited per address (429, scope credentials) and a
 * credential that just failed is answered from memory (FAILED_CREDENTIALS_CACHE).
 */
export const authenticationLayer = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const accessTokens = yield* AccessTokens
    const attempts = yield* AttemptLimits
    const failed = makeFailedCredentials()

    const guarded = <A>(
      credential: string,
      clientIp: string | undefined,
      lookup: Effect.Effect<A | undefined>
    ): Effect.Effect<A | undefined, RateLimited> =>
      Effect.suspend(() => {
        const digest = digestOf(credential)
        if (failed.has(digest, Date.now())) return Effect.undefined
        const remembered = Effect.tap(lookup, (found) =>
          Effect.sync(() => {
            if (found === undefined) failed.add(digest, Date.now())
          })
        )
        if (clientIp === undefined) return remembered
        return Effect.flatMap(Effect.mapError(attempts.beginCredentialCheck(clientIp), credentialsRefused), (attempt) =>
          Effect.tap(remembered, (found) => (found === undefined ? Effect.void : attempt.succeeded))
        )
      })

    const presentedKey: AuthenticationService["presentedKey"] = ({
      apiKey,
      bearerToken,
      clientIp,
      verifiedTokenKey
    }) => {
      if (bearerToken !== undefined && apiKey === undefined) {
        if (verifiedTokenKey !== undefined) return Effect.succeed(verifiedTokenKey)
        return Effect.flatMapEager(guarded(bearerToken, clientIp, accessTokens.verify(bearerToken)), (key) =>
          key === undefined ? Effect.fail(invalidToken) : Effect.succeed(key)
        )
      }
      if (apiKey === undefined) return Effect.undefined
      return Effect.flatMapEager(
        accounts.authenticateKey(apiKey, (lookup) => guarded(apiKey, clientIp, lookup)),
        (key) =>
          key === undefined
            ? Effect.fail(new Unauthorized({ message: "The API key in x-api-key is malformed, unknown or revoked." }))
            : Effect.succeed(key)
      )
    }

    /** Who calls, from what the call presents (a key, a token or nothing) and what the tool demands. Runs on every
     * call: no generator. */
    const caller: AuthenticationService["caller"] = (call, requirement) =>
      Effect.flatMapEager(presentedKey(call), (key): Effect.Effect<Caller, Unauthorized> => {
        if (key === undefined) {
          return requirement === undefined
            ? Effect.succeed({ kind: "anonymous", clientIp: call.clientIp, guestId: call.guestId })
            : Effect.fail(
                new Unauthorized({
                  message: `${requirement.tool} requires an API key in the x-api-key header (or an OAuth access token).`
                })
              )
        }
        const byToken = call.apiKey === undefined
        if (byToken && requirement !== undefined && !key.scopes.includes(requirement.scope)) {
          return Effect.fail(
            new Unauthorized({
              message: `${requirement.tool} needs the ${requirement.scope} scope, which this access token was not granted.`,
              bearerError: "insufficient_scope",
              scope: requirement.scope
            })
          )
        }
        return Effect.succeed({ kind: "key", key })
      })

    return { presentedKey, caller }
  })
)
