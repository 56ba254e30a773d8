import { Layer } from "effect"
import { Accounts } from "./accounts/accounts.ts"
import { authenticationLayer } from "./authentication.ts"
import { AccessTokens } from "./oauth/access-tokens.ts"
import { Quotas } from "./quotas/quotas.ts"
import { idempotencyMemoryLayer } from "./saved/idempotency.ts"
import { savedCalculationsMemoryLayer } from "./saved/saved-calculations.ts"

/**
 * The call services of a process without a database: no account or access token exists (only anonymous
 * calls are served), saves and Idempotency-Keys are kept in memory, quotas are not counted. The stdio
 * server runs on these, and so do the tests of anonymous calls.
 */
export const memoryServices = Layer.mergeAll(
  authenticationLayer,
  savedCalculationsMemoryLayer,
  idempotencyMemoryLayer
).pipe(Layer.provideMerge(Layer.mergeAll(Accounts.memory, AccessTokens.memory, Quotas.unlimited)))
