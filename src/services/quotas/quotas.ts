import { createHash } from "node:crypto"
import { isIPv6 } from "node:net"
import { Context, Duration, Effect, Layer, Option, Schema } from "effect"
import type { Caller } from "../../core/tool.ts"
import { RateLimiter } from "effect/persistence"
import { Meter, type QuotaStanding } from "../../calls/ports.ts"
import type { RateLimited } from "../../core/errors.ts"
import { QuotaCounters, type QuotaPlan, type QuotaRemaining, type WindowRule, windowRule } from "./counters.ts"
import { rateLimiterLayer } from "./store.ts"
import { Metrics, type MetricsService } from "../observability/metrics.ts"

export type { QuotaRemaining } from "./counters.ts"
export { rateLimiterLayer } from "./store.ts"

/** SPEC "Limits", overridable by configuration (docs/operations.md "Configuration"). */
export interface QuotaLimits {
  readonly anonymous: readonly [number, number, number]
  /** Ceiling per client IP over every x-guest-id, so rotating guest ids cannot buy unlimited calls. */
  readonly anonymousPerIp: readonly [number, number, number]
  readonly keyed: readonly [number, number, number]
  /**
   * Unsuccessful sign-in attempts in 15 minutes per (client address, email) pair; the address alone may
   * make 4 times as many over all emails (AttemptLimits.beginSignIn).
   */
  readonly signInFailures: number
  /**
   * Accounts created per client address per hour and per day (AttemptLimits.consumeSignUp). Absent: not
   * limited (test servers); loadConfig always sets it (SIGNUPS_PER_ADDRESS, default DEFAULT_SIGNUPS_PER_ADDRESS).
   */
  readonly signUpsPerAddress?: readonly [perHour: number, perDay: number] | undefined
}

/** SIGNUPS_PER_ADDRESS default: 5 accounts an hour and 20 a day from one address. */
export const DEFAULT_SIGNUPS_PER_ADDRESS: readonly [number, number] = [5, 20]

export const DEFAULT_LIMITS: QuotaLimits = {
  anonymous: [10, 50, 200],
  anonymousPerIp: [100, 500, 2000],
  keyed: [60, 1000, 5000],
  signInFailures: 5,
  signUpsPerAddress: DEFAULT_SIGNUPS_PER_ADDRESS
}

const windows = ([minute, day, week]: readonly [number, number, number]): ReadonlyArray<WindowRule> => [
  windowRule("minute", Duration.minutes(1), minute),
  windowRule("day", Duration.days(1), day),
  windowRule("week", Duration.days(7), week)
]

/** Which counter ran out: SPEC's key and account, and for anonymous callers the guest and the IP ceiling. */

interface QuotasService {
  /** One anonymous call: from the (IP, guest) counters and the IP ceiling. Undefined: not counted (unlimited). */
  readonly consumeAnonymous: (
    clientIp: string,
    guestId: string | null
  ) => Effect.Effect<QuotaStanding | undefined, RateLimited>
  /** One keyed call: from the key's counters and the account's (revoked keys' past calls included). */
  readonly consumeKeyed: (keyId: string, accountId: string) => Effect.Effect<QuotaStanding | undefined, RateLimited>
  /** What the key has left, per window (for /whoami); the account's ceiling may be lower. */
  readonly remainingForKey: (
    keyId: string,
    accountId: string
  ) => Effect.Effect<{ readonly key: ReadonlyArray<QuotaRemaining>; readonly account: ReadonlyArray<QuotaRemaining> }>
}

/**
 * Quotas on fixed windows (counters.ts), one step of the store per call: the windows are checked
 * shortest first and each successful check consumes, so a call refused by the day or week window has
 * still used one call of the shorter windows, and one refused by the (IP, guest) counter or the account
 * has still used one of the IP ceiling or the key; the window that refuses consumes nothing.
 */
const quotasOnCounters = (limits: QuotaLimits) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const counters = yield* QuotaCounters
      const anonymousPlan: QuotaPlan = [
        { scope: "ip", windows: windows(limits.anonymousPerIp) },
        { scope: "anonymous", windows: windows(limits.anonymous) }
      ]
      const keyedPlan: QuotaPlan = [
        { scope: "key", windows: windows(limits.keyed) },
        { scope: "account", windows: windows(limits.keyed) }
      ]
      const quotas: QuotasService = {
        consumeAnonymous: (clientIp, guestId) =>
          counters.take(anonymousPlan, [clientIp, `${clientIp}|${guestId ?? ""}`]),
        consumeKeyed: (keyId, accountId) => counters.take(keyedPlan, [keyId, accountId]),
        remainingForKey: (keyId, accountId) =>
          Effect.map(counters.remaining(keyedPlan, [keyId, accountId]), ([key = [], account = []]) => ({
            key,
            account
          }))
      } satisfies QuotasService
      const limiter = yield* RateLimiter.RateLimiter
      const metrics = yield* Effect.serviceOption(Metrics)
      return Context.make(Quotas, quotas).pipe(
        Context.add(Meter, meterOf(quotas, Option.getOrUndefined(metrics))),
        Context.add(AttemptLimits, makeAttemptLimits(limits, limiter.consume, Option.getOrUndefined(metrics)))
      )
    })
  )

/**
 * The pipeline's meter: one call of a keyed caller from its key and account, of an anonymous one from its
 * address and guest id. Where metrics are on, each 429 is counted by its scope and window.
 */
const meterOf = (quotas: QuotasService, metrics?: MetricsService) => {
  const consume = (caller: Caller) =>
    caller.kind === "key"
      ? quotas.consumeKeyed(caller.key.id, caller.key.accountId)
      : quotas.consumeAnonymous(caller.clientIp, caller.guestId)
  return {
    consume:
      metrics === undefined
        ? consume
        : (caller: Caller) =>
            Effect.tapError(consume(caller), (refused) =>
              Effect.sync(() => metrics.quotaRefused(refused.scope, refused.window))
            )
  }
}

/** Quotas do not apply (the stdio server: the calculators run on the user's own machine). */
const unlimitedQuotas: QuotasService = {
  consumeAnonymous: () => Effect.undefined,
  consumeKeyed: () => Effect.undefined,
  remainingForKey: () => Effect.succeed({ key: [], account: [] })
}

/** The sign-in and sign-up throttles (below); provided by every Quotas layer, on the same counters' store (memory or
 * Redis). */
export class AttemptLimits extends Context.Service<AttemptLimits, AttemptLimitsService>()(
  "poliergaleio/AttemptLimits"
) {}

/** The quotas of SPEC "Limits"; each layer also provides the pipeline's Meter and the sign-in and sign-up
 * AttemptLimits. */
export class Quotas extends Context.Service<Quotas, QuotasService>()("poliergaleio/Quotas") {
  /** Counted in the store of `rateLimiterLayer` (memory, or Redis shared by every instance). */
  static readonly layer = quotasOnCounters
  /** Counted in this process's memory. */
  static readonly memory = (limits: QuotaLimits) =>
    quotasOnCounters(limits).pipe(Layer.provide(rateLimiterLayer(undefined)))
  /** Nothing is counted; sign-in and sign-up attempts are, with the default limits. */
  static readonly unlimited = Layer.mergeAll(
    Layer.succeed(Quotas, unlimitedQuotas),
    Layer.succeed(Meter, meterOf(unlimitedQuotas)),
    Layer.effect(
      AttemptLimits,
      Effect.map(RateLimiter.make, (limiter) => makeAttemptLimits(DEFAULT_LIMITS, limiter.consume))
    ).pipe(Layer.provide(RateLimiter.layerStoreMemory))
  )
}

// Sign-in and sign-up throttles. Each attempt is counted before any password is hashed, in
// one atomic step of the store (a Lua script on Redis, a synchronous update in memory), so that
// parallel attempts cannot all pass a check made before they are counted.

/** The sign-in window: SIGNIN_FAILURES_PER_15_MINUTES per (address, email) pair. */
const SIGN_IN_WINDOW = Duration.minutes(15)
/** The address's ceiling over every email, as a multiple of the per-(address, email) allowance. */
const SIGN_IN_ADDRESS_FACTOR = 4

/**
 * Credential lookups (an API key missing from the verified-key cache, an OAuth access token) that may fail
 * per client address per minute before the next is refused without a database read: guessing keys or
 * tokens costs the guesser, not the store. A credential that verifies gives its lookup back, so callers
 * with valid credentials never use it up, however many they send.
 */
export const FAILED_CREDENTIALS_PER_MINUTE = 60

export class AttemptsExceeded extends Schema.TaggedError<AttemptsExceeded>()("AttemptsExceeded", {
  action: Schema.Literals(["sign_in", "sign_up", "credential_check"]),
  /** address_and_email: this email from this address; address: everything from this address. */
  scope: Schema.Literals(["address_and_email", "address"]),
  window: Schema.Literals(["minute", "15 minutes", "hour", "day"]),
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

interface SignInAttempt {
  /** The password (or the key, or the token) was right: gives the attempt back, so that successes never use the
   * allowance. */
  readonly succeeded: Effect.Effect<void>
}

interface AttemptLimitsService {
  /**
   * One sign-in attempt, taken before the password is checked from the (address, email) pair's
   * allowance and from the address's ceiling; fails, with nothing taken, once either is used up.
   */
  readonly beginSignIn: (email: string, clientIp: string) => Effect.Effect<SignInAttempt, AttemptsExceeded>
  /** One new account from this address, from its hour and day allowances. */
  readonly consumeSignUp: (clientIp: string) => Effect.Effect<void, AttemptsExceeded>
  /** One credential lookup from this address (FAILED_CREDENTIALS_PER_MINUTE), taken before the store is read. */
  readonly beginCredentialCheck: (clientIp: string) => Effect.Effect<SignInAttempt, AttemptsExceeded>
}

/**
 * The counter of a client address: an IPv4 address as is (an IPv4-mapped IPv6 address as its IPv4), an
 * IPv6 address by its /64, the block one subscriber usually holds whole (else every address of it
 * would have an allowance of its own).
 */
export const addressBucket = (ip: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped) return mapped[1]!
  const bare = ip.split("%")[0]!
  if (!isIPv6(bare)) return ip
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]))
  const [head = "", tail] = bare.split("::")
  const left = groups(head),
    right = tail === undefined ? [] : groups(tail)
  const full = [...left, ...Array.from({ length: 8 - left.length - right.length }, () => "0"), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`
}

type Consume = (
  options: Parameters<RateLimiter.RateLimiter["consume"]>[0]
) => ReturnType<RateLimiter.RateLimiter["consume"]>

interface AttemptCounter {
  readonly key: string
  readonly limit: number
  readonly window: Duration.Duration
  readonly scope: AttemptsExceeded["scope"]
  readonly windowName: AttemptsExceeded["window"]
}

/**
 * The sign-in and sign-up throttles, provided by Quotas.layer on the quotas' own store (shared through
 * Redis, per instance in memory while Redis is down). Without that layer: in-memory counters with the
 * default limits, never no limit.
 */
const makeAttemptLimits = (limits: QuotaLimits, consume: Consume, metrics?: MetricsService): AttemptLimitsService => {
  const take = (counter: AttemptCounter, tokens: number) =>
    consume({
      key: counter.key,
      limit: counter.limit,
      window: counter.window,
      algorithm: "fixed-window",
      onExceeded: "fail",
      tokens
    })
  const giveBack = (counters: ReadonlyArray<AttemptCounter>) =>
    Effect.forEach(counters, (counter) => Effect.ignore(take(counter, -1)), { discard: true })
  /** One from each counter in turn; when one refuses, the ones already taken are given back. */
  const takeAll = (action: AttemptsExceeded["action"], counters: ReadonlyArray<AttemptCounter>) =>
    Effect.gen(function* () {
      const taken: Array<AttemptCounter> = []
      for (const counter of counters) {
        const result = yield* Effect.result(take(counter, 1))
        if (result._tag === "Failure") {
          yield* giveBack(taken)
          const reason = result.failure.reason
          // Store failures never get here: the quotas' limiter counts in memory while the shared store is down.
          if (reason._tag !== "RateLimitExceeded") return yield* Effect.die(result.failure)
          metrics?.attemptRefused(action, counter.scope, counter.windowName)
          return yield* new AttemptsExceeded({
            action,
            scope: counter.scope,
            window: counter.windowName,
            limit: counter.limit,
            retryAfterSeconds: Math.max(1, Math.ceil(Duration.toMillis(reason.retryAfter) / 1000))
          })
        }
        taken.push(counter)
      }
      return giveBack(taken)
    })
  const hashed = (text: string) => createHash("sha256").update(text).digest("base64url")
  return {
    beginSignIn: (email, clientIp) => {
      const address = addressBucket(clientIp)
      return takeAll("sign_in", [
        {
          key: `signin:pair:${hashed(`${address}\n${email.trim().toLowerCase()}`)}`,
          limit: limits.signInFailures,
          window: SIGN_IN_WINDOW,
          scope: "address_and_email",
          windowName: "15 minutes"
        },
        {
          key: `signin:address:${address}`,
          limit: limits.signInFailures * SIGN_IN_ADDRESS_FACTOR,
          window: SIGN_IN_WINDOW,
          scope: "address",
          windowName: "15 minutes"
        }
      ]).pipe(Effect.map((release): SignInAttempt => ({ succeeded: release })))
    },
    consumeSignUp: (clientIp) => {
      const perAddress = limits.signUpsPerAddress
      if (perAddress === undefined) return Effect.void
      const address = addressBucket(clientIp)
      return takeAll("sign_up", [
        {
          key: `signup:${address}:hour`,
          limit: perAddress[0],
          window: Duration.hours(1),
          scope: "address",
          windowName: "hour"
        },
        {
          key: `signup:${address}:day`,
          limit: perAddress[1],
          window: Duration.days(1),
          scope: "address",
          windowName: "day"
        }
      ]).pipe(Effect.asVoid)
    },
    beginCredentialCheck: (clientIp) =>
      takeAll("credential_check", [
        {
          key: `credentials:${addressBucket(clientIp)}`,
          limit: FAILED_CREDENTIALS_PER_MINUTE,
          window: Duration.minutes(1),
          scope: "address",
          windowName: "minute"
        }
      ]).pipe(Effect.map((release): SignInAttempt => ({ succeeded: release })))
  }
}
