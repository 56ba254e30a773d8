import { Effect, Layer } from "effect"
import { Authentication, type AuthenticationService } from "../calls/ports.ts"
import { Unauthorized } from "../core/errors.ts"
import type { Caller } from "../core/tool.ts"
import { Accounts } from "./accounts/accounts.ts"
import { AccessTokens, invalidToken } from "./oauth/access-tokens.ts"

/**
 * SPEC "Authentication": a key-only tool needs a valid key (401 otherwise). A key sent to an anonymous
 * tool must be valid too (a typo must not silently fall back to the anonymous quota), and then the
 * call counts against the key's quota. An OAuth access token (SPEC "Authentication" 9) stands for an
 * API key of its account, limited to the scopes granted: read for read-only tools, write for the others.
 */
export const authenticationLayer = Layer.effect(
  Authentication,
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const accessTokens = yield* AccessTokens

    const presentedKey: AuthenticationService["presentedKey"] = ({ apiKey, bearerToken }) => {
      if (bearerToken !== undefined && apiKey === undefined) {
        return Effect.flatMapEager(accessTokens.verify(bearerToken), (key) => key === undefined ? Effect.fail(invalidToken) : Effect.succeed(key))
      }
      if (apiKey === undefined) return Effect.undefined
      return Effect.flatMapEager(accounts.authenticateKey(apiKey), (key) =>
        key === undefined ? Effect.fail(new Unauthorized({ message: "The API key in x-api-key is malformed, unknown or revoked." })) : Effect.succeed(key))
    }

    /** Who calls, from what the call presents (a key, a token or nothing) and what the tool demands. Runs on every call: no generator. */
    const caller: AuthenticationService["caller"] = (call, requirement) =>
      Effect.flatMapEager(presentedKey(call), (key): Effect.Effect<Caller, Unauthorized> => {
        if (key === undefined) {
          return requirement === undefined
            ? Effect.succeed({ kind: "anonymous", clientIp: call.clientIp, guestId: call.guestId })
            : Effect.fail(new Unauthorized({ message: `${requirement.tool} requires an API key in the x-api-key header (or an OAuth access token).` }))
        }
        const byToken = call.apiKey === undefined
        if (byToken && requirement !== undefined && !key.scopes.includes(requirement.scope)) {
          return Effect.fail(new Unauthorized({ message: `${requirement.tool} needs the ${requirement.scope} scope, which this access token was not granted.`, bearerError: "insufficient_scope", scope: requirement.scope }))
        }
        return Effect.succeed({ kind: "key", key })
      })

    return { presentedKey, caller }
  })
)
