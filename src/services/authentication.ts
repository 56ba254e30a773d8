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
        return Effect.flatMap(accessTokens.verify(bearerToken), (key) => key === undefined ? Effect.fail(invalidToken) : Effect.succeed(key))
      }
      if (apiKey === undefined) return Effect.undefined
      return Effect.flatMap(accounts.authenticateKey(apiKey), (key) =>
        key === undefined ? Effect.fail(new Unauthorized({ message: "The API key in x-api-key is malformed, unknown or revoked." })) : Effect.succeed(key))
    }

    const keyed: AuthenticationService["caller"] = (call, requirement) =>
      Effect.gen(function*() {
        const key = yield* presentedKey(call)
        if (key === undefined) {
          if (requirement !== undefined) {
            return yield* new Unauthorized({ message: `${requirement.tool} requires an API key in the x-api-key header (or an OAuth access token).` })
          }
          return { kind: "anonymous", clientIp: call.clientIp, guestId: call.guestId } satisfies Caller
        }
        const byToken = call.apiKey === undefined
        if (byToken && requirement !== undefined && !key.scopes.includes(requirement.scope)) {
          return yield* new Unauthorized({ message: `${requirement.tool} needs the ${requirement.scope} scope, which this access token was not granted.`, bearerError: "insufficient_scope", scope: requirement.scope })
        }
        return { kind: "key", key } satisfies Caller
      })

    // Most calls present nothing: answered without a generator (this runs on every call).
    const caller: AuthenticationService["caller"] = (call, requirement) =>
      call.apiKey === undefined && call.bearerToken === undefined && requirement === undefined
        ? Effect.succeed({ kind: "anonymous", clientIp: call.clientIp, guestId: call.guestId })
        : keyed(call, requirement)

    return { presentedKey, caller }
  })
)
