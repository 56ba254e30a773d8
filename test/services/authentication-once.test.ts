// A bearer token is looked up once a request (issue 36): the raw front door checks an MCP POST's token through
// Authentication, and the call's context then carries the key found, which Authentication answers with.
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Authentication, type AuthenticatedKey } from "../../src/calls/ports.ts"
import { Accounts } from "../../src/services/accounts/accounts.ts"
import { authenticationLayer } from "../../src/services/authentication.ts"
import { AccessTokens } from "../../src/services/oauth/access-tokens.ts"
import { Quotas } from "../../src/services/quotas/quotas.ts"

const KEY = {
  id: "k1",
  accountId: "a1",
  scopes: ["read", "write"],
  name: "OAuth: test",
  prefix: "pge_test",
  createdAt: "2026-11-28T00:00:00.000Z",
  revokedAt: null
}
const asKey: AuthenticatedKey = KEY

const withCountedTokens = () => {
  let lookups = 0
  const tokens = Layer.succeed(AccessTokens, {
    verify: (token: string) =>
      Effect.sync(() => {
        lookups++
        return token === "good-token" ? KEY : undefined
      })
  })
  const layer = authenticationLayer.pipe(Layer.provide(Layer.mergeAll(tokens, Accounts.memory, Quotas.unlimited)))
  return { layer, lookups: () => lookups }
}

describe("a bearer token is looked up once a request", () => {
  it("the front door's lookup, then the call's answer from the key it found: one lookup in all", async () => {
    const counted = withCountedTokens()
    const calls = Effect.gen(function* () {
      const authentication = yield* Authentication
      const found = yield* authentication.presentedKey({
        apiKey: undefined,
        bearerToken: "good-token",
        clientIp: "10.0.0.1"
      })
      const caller = yield* authentication.caller(
        { apiKey: undefined, bearerToken: "good-token", verifiedTokenKey: found, clientIp: "10.0.0.1", guestId: null },
        { tool: "list_saved_calculations", scope: "read" }
      )
      return { found, caller }
    })
    const { found, caller } = await Effect.runPromise(Effect.provide(calls, counted.layer))
    expect(found).toEqual(asKey)
    expect(caller).toEqual({ kind: "key", key: asKey })
    expect(counted.lookups()).toBe(1)
  })

  it("without a verified key the token is looked up, and a bad token still fails", async () => {
    const counted = withCountedTokens()
    const outcome = await Effect.runPromise(
      Effect.provide(
        Effect.result(
          Effect.flatMap(Authentication, (authentication) =>
            authentication.presentedKey({ apiKey: undefined, bearerToken: "bad-token", clientIp: "10.0.0.1" })
          )
        ),
        counted.layer
      )
    )
    expect(outcome._tag).toBe("Failure")
    expect(counted.lookups()).toBe(1)
  })

  it("an API key sent with the token wins over it: the verified token key is not used for it", async () => {
    const counted = withCountedTokens()
    const outcome = await Effect.runPromise(
      Effect.provide(
        Effect.result(
          Effect.flatMap(Authentication, (authentication) =>
            authentication.presentedKey({ apiKey: "pge_bad_key", bearerToken: "good-token", verifiedTokenKey: asKey })
          )
        ),
        counted.layer
      )
    )
    expect(outcome._tag).toBe("Failure")
  })
})
