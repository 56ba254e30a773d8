import type { Language } from "../core/language.ts"
import { Context, type Effect } from "effect"
import type { ComputedAnswer } from "../core/compute.ts"
import type { InvalidInput, PoolRefusal, RateLimited, Unauthorized } from "../core/errors.ts"
import type { Caller, KeyHolder, ProgressReporter } from "../core/tool.ts"

/** What a caller presents: an API key (`x-api-key`) or an OAuth access token (`Authorization: Bearer`). */
export interface Credentials {
  readonly apiKey: string | undefined
  readonly bearerToken?: string | undefined
  /** Where the credentials come from: failed lookups are limited per address (services/authentication.ts). */
  readonly clientIp?: string | undefined
  /**
   * The key Authentication already found behind this request's bearer token (the raw front door checks an MCP
   * POST's token first): given, the token is not looked up again.
   */
  readonly verifiedTokenKey?: AuthenticatedKey | undefined
}

/** The key a caller presented, as /whoami shows it (for an access token: its client and account). */
export interface AuthenticatedKey extends KeyHolder {
  readonly name: string
  readonly prefix: string
  readonly createdAt: string
}

/** A key-only tool's demand on the caller: a key, and for an access token the scope the tool needs. */
export interface KeyRequirement {
  readonly tool: string
  readonly scope: "read" | "write"
}

export interface AuthenticationService {
  /**
   * The key behind the credentials: an API key, or else an access token, which stands for an API key of
   * its account. Undefined when neither is sent; Unauthorized when the one sent is not valid; RateLimited
   * (scope credentials) when too many have failed from the caller's address.
   */
  readonly presentedKey: (
    credentials: Credentials
  ) => Effect.Effect<AuthenticatedKey | undefined, Unauthorized | RateLimited>
  /** Who calls a tool (SPEC "Authentication"): `requirement` is set for a key-only tool. */
  readonly caller: (
    call: Credentials & { readonly clientIp: string; readonly guestId: string | null },
    requirement: KeyRequirement | undefined
  ) => Effect.Effect<Caller, Unauthorized | RateLimited>
}

export class Authentication extends Context.Service<Authentication, AuthenticationService>()(
  "poliergaleio/Authentication"
) {}

/**
 * Where a caller stands after a metered call: the quota window closest to running out (fewest calls
 * left; on a tie the longest wait), what it allows, what is left and in how many seconds it starts again.
 * The rate-limit headers of every metered answer say it (README "Quotas").
 */
export interface QuotaStanding {
  readonly scope: RateLimited["scope"]
  readonly window: RateLimited["window"]
  readonly limit: number
  readonly remaining: number
  readonly resetSeconds: number
}

/**
 * The order of "closest to running out" between two quota windows: fewer calls left, or as few and a longer
 * wait until the window starts again (in any one unit; no other window yet: closer). The quota counters and
 * the pipeline both use it, on every call: plain numbers, nothing allocated.
 */
export const isCloserToRunningOut = (
  remaining: number,
  wait: number,
  thanRemaining: number | undefined,
  thanWait: number
) => thanRemaining === undefined || remaining < thanRemaining || (remaining === thanRemaining && wait > thanWait)

/** The quotas of SPEC "Limits", as the pipeline meters calls: one call of this caller, or RateLimited. */
interface MeterService {
  /** Undefined where quotas do not apply (the stdio server). */
  readonly consume: (caller: Caller) => Effect.Effect<QuotaStanding | undefined, RateLimited>
}

export class Meter extends Context.Service<Meter, MeterService>()("poliergaleio/Meter") {}

/** What a job in the pool knows of its call: the date, the base address, and where its progress goes. */
export interface WorkerEnvironment {
  readonly today: string
  readonly baseUrl: string
  readonly reportProgress?: ProgressReporter | undefined
  readonly language?: Language | undefined
}

export interface WorkerPoolService {
  /** Whether this tool runs in the pool (the heavy calculators). */
  readonly runs: (tool: string) => boolean
  /** `caller`: who asks (the client address, or the account), for the per-caller cap. */
  readonly compute: (
    tool: string,
    payload: unknown,
    environment: WorkerEnvironment,
    caller: string
  ) => Effect.Effect<ComputedAnswer, InvalidInput | PoolRefusal>
}

/**
 * The worker threads that run heavy calculators off the event loop, under a deadline. Optional: where
 * it is not provided (the stdio server, tool tests) every tool computes in the calling thread.
 */
export class WorkerPool extends Context.Service<WorkerPool, WorkerPoolService>()("poliergaleio/WorkerPool") {}

// ---------------------------------------------------------------------------------------------
// Idempotency-Key (idempotency.ts; the stores: src/services/saved/idempotency.ts)
// ---------------------------------------------------------------------------------------------

export interface IdempotentRequest {
  readonly accountId: string
  readonly key: string
  readonly tool: string
  readonly fingerprint: string
}

/** A stored answer: the HTTP status and the exact JSON text of the body first sent. */
export interface StoredAnswer {
  readonly status: number
  readonly body: string
}

export type Reservation =
  /** The key is ours: run the call, then `complete` or `release` with this token. */
  | { readonly _tag: "Reserved"; readonly token: string }
  /** Same request, already answered: send this answer again. */
  | { readonly _tag: "Replay"; readonly answer: StoredAnswer }
  /** Same request, still running elsewhere (another instance or a parallel request). */
  | { readonly _tag: "InProgress" }
  /** The key was used for another request: another tool (`firstTool`), or the same tool with another body. */
  | { readonly _tag: "Mismatch"; readonly firstTool: string }

export interface IdempotencyService {
  /**
   * Atomically reserves (account, key) for this request, or tells what the key already holds: one
   * decides between concurrent requests, on any number of instances sharing the store.
   */
  readonly reserve: (request: IdempotentRequest) => Effect.Effect<Reservation>
  /** Stores the answer on our reservation (a no-op if it was taken over meanwhile). */
  readonly complete: (request: IdempotentRequest, token: string, answer: StoredAnswer) => Effect.Effect<void>
  /** Deletes our reservation, so that a retry runs the call again (after a 5xx, a defect, or an answer too large to
   * keep). */
  readonly release: (request: IdempotentRequest, token: string) => Effect.Effect<void>
}

export class Idempotency extends Context.Service<Idempotency, IdempotencyService>()("poliergaleio/Idempotency") {}
