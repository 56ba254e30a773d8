import { Effect, Layer } from "effect"
import { Accounts } from "../../src/services/accounts/accounts.ts"
import { quotasLayer, rateLimiterLayer } from "../../src/services/quotas/quotas.ts"
import { Idempotency } from "../../src/services/saved/idempotency.ts"
import { SavedCalculations } from "../../src/services/saved/saved-calculations.ts"
import { UNLIMITED } from "./server.ts"

const unused = (what: string) => () => Effect.die(new Error(`${what} is not available in this test`))

/**
 * Services for tests that exercise anonymous calls only (e.g. through HttpRouter.toHttpEffect with a
 * TestClock): no key is ever valid, storage is absent, quotas are in memory and unlimited.
 */
export const anonymousOnlyServices = Layer.mergeAll(
  Layer.succeed(Accounts, {
    signUp: unused("signUp"), signIn: unused("signIn"), startSession: unused("startSession"), sessionAccount: () => Effect.succeed(undefined),
    endSession: unused("endSession"), createKey: unused("createKey"), listKeys: () => Effect.succeed([]), renameKey: unused("renameKey"),
    revokeKey: unused("revokeKey"), authenticateKey: () => Effect.succeed(undefined)
  }),
  Layer.succeed(SavedCalculations, {
    count: () => Effect.succeed(0), insert: unused("insert"), find: () => Effect.succeed(undefined),
    list: () => Effect.succeed({ rows: [], totalCount: 0 }), update: unused("update"), remove: unused("remove")
  }),
  Layer.succeed(Idempotency, { reserve: unused("reserve"), complete: unused("complete"), release: unused("release") }),
  quotasLayer(UNLIMITED).pipe(Layer.provide(rateLimiterLayer(undefined)))
)
