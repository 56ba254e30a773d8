import { NodeRedis } from "@effect/platform-node"
import { Context, Duration, Effect, Layer, Schema } from "effect"
import { RateLimiter } from "effect/persistence"

/** One quota: `limit` calls per `window`. */
export interface Window {
  readonly name: "minute" | "day" | "week"
  readonly window: Duration.Input
  readonly limit: number
}

/** SPEC "Limits", overridable by configuration (README "Configuration"). */
export interface QuotaLimits {
  readonly anonymous: readonly [number, number, number]
  /** Ceiling per client IP over every x-guest-id, so rotating guest ids cannot buy unlimited calls. */
  readonly anonymousPerIp: readonly [number, number, number]
  readonly keyed: readonly [number, number, number]
  /** Failed sign-ins per email and per IP in 15 minutes. */
  readonly signInFailures: number
}

export const DEFAULT_LIMITS: QuotaLimits = {
  anonymous: [10, 50, 200],
  anonymousPerIp: [100, 500, 2000],
  keyed: [60, 1000, 5000],
  signInFailures: 5
}

const windows = ([minute, day, week]: readonly [number, number, number]): ReadonlyArray<Window> => [
  { name: "minute", window: Duration.minutes(1), limit: minute },
  { name: "day", window: Duration.days(1), limit: day },
  { name: "week", window: Duration.days(7), limit: week }
]

/** Which counter ran out: SPEC's key and account, and for anonymous callers the guest and the IP ceiling. */
export type QuotaScope = "key" | "account" | "anonymous" | "ip"

export class QuotaExceeded extends Schema.TaggedError<QuotaExceeded>()("QuotaExceeded", {
  scope: Schema.Literals(["key", "account", "anonymous", "ip"]),
  window: Schema.Literals(["minute", "day", "week"]),
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

export interface QuotaRemaining {
  readonly window: "minute" | "day" | "week"
  readonly limit: number
  readonly remaining: number
}

export interface QuotasService {
  /** One anonymous call: from the (IP, guest) counters and the IP ceiling. */
  readonly consumeAnonymous: (clientIp: string, guestId: string | null) => Effect.Effect<void, QuotaExceeded>
  /** One keyed call: from the key's counters and the account's (revoked keys' past calls included). */
  readonly consumeKeyed: (keyId: string, accountId: string) => Effect.Effect<void, QuotaExceeded>
  /** What the key has left, per window (for /whoami); the account's ceiling may be lower. */
  readonly remainingForKey: (keyId: string, accountId: string) => Effect.Effect<{ readonly key: ReadonlyArray<QuotaRemaining>; readonly account: ReadonlyArray<QuotaRemaining> }>
  /** A failed sign-in; fails once the email or the IP has failed too often in 15 minutes. */
  readonly consumeSignInFailure: (email: string, clientIp: string) => Effect.Effect<void, QuotaExceeded>
  readonly signInAllowed: (email: string, clientIp: string) => Effect.Effect<boolean>
}

export class Quotas extends Context.Service<Quotas, QuotasService>()("poliergaleio/Quotas") {}

/**
 * Quotas on effect/persistence's RateLimiter (fixed windows; a refused call consumes nothing from the
 * window that refused it). The windows are checked shortest first and each successful check consumes,
 * so a call refused by the day or week window has still used one call of the shorter windows.
 */
export const quotasLayer = (limits: QuotaLimits) =>
  Layer.effect(
    Quotas,
    Effect.gen(function*() {
      const shared = yield* RateLimiter.RateLimiter
      // When the shared store (Redis) fails, this instance counts alone in memory until it is back:
      // calls keep being limited (per instance) instead of failing or running unlimited.
      const local = yield* RateLimiter.make.pipe(Effect.provide(RateLimiter.layerStoreMemory))
      let warned = false
      const limiter = {
        consume: (options: Parameters<typeof shared.consume>[0]) =>
          shared.consume(options).pipe(
            Effect.tap(() => Effect.sync(() => { warned = false })),
            Effect.catchReason("RateLimiterError", "RateLimitStoreError", (error) => {
              if (!warned) {
                warned = true
                process.stderr.write(`${JSON.stringify({ level: "warn", msg: "quota store unavailable: counting per instance in memory", reason: error.message })}\n`)
              }
              return local.consume(options)
            })
          )
      }
      const consume = (scope: QuotaScope, key: string, list: ReadonlyArray<Window>, tokens = 1) =>
        Effect.forEach(list, (w) =>
          limiter.consume({ key: `${scope}:${key}:${w.name}`, limit: w.limit, window: w.window, algorithm: "fixed-window", onExceeded: "fail", tokens }).pipe(
            Effect.catchReason("RateLimiterError", "RateLimitExceeded", (e) =>
              Effect.fail(new QuotaExceeded({ scope, window: w.name, limit: w.limit, retryAfterSeconds: Math.max(1, Math.ceil(Duration.toMillis(e.retryAfter) / 1000)) })), Effect.die)
          ), { discard: true })
      const peek = (scope: QuotaScope, key: string, list: ReadonlyArray<Window>) =>
        Effect.forEach(list, (w) =>
          limiter.consume({ key: `${scope}:${key}:${w.name}`, limit: w.limit, window: w.window, algorithm: "fixed-window", onExceeded: "fail", tokens: 0 }).pipe(
            Effect.map((r) => ({ window: w.name, limit: w.limit, remaining: r.remaining })),
            Effect.catchReason("RateLimiterError", "RateLimitExceeded", () => Effect.succeed({ window: w.name, limit: w.limit, remaining: 0 }), Effect.die)
          ))
      const anonymous = windows(limits.anonymous), perIp = windows(limits.anonymousPerIp), keyed = windows(limits.keyed)
      const signIn: ReadonlyArray<Window> = [{ name: "minute", window: Duration.minutes(15), limit: limits.signInFailures }]
      return {
        consumeAnonymous: (clientIp, guestId) =>
          consume("ip", clientIp, perIp).pipe(Effect.andThen(consume("anonymous", `${clientIp}|${guestId ?? ""}`, anonymous))),
        consumeKeyed: (keyId, accountId) => consume("key", keyId, keyed).pipe(Effect.andThen(consume("account", accountId, keyed))),
        remainingForKey: (keyId, accountId) =>
          Effect.all({ key: peek("key", keyId, keyed), account: peek("account", accountId, keyed) }),
        consumeSignInFailure: (email, clientIp) =>
          consume("account", `signin:${email.trim().toLowerCase()}`, signIn).pipe(Effect.andThen(consume("ip", `signin:${clientIp}`, [{ ...signIn[0]!, limit: limits.signInFailures * 4 }]))),
        signInAllowed: (email, clientIp) =>
          Effect.all([
            peek("account", `signin:${email.trim().toLowerCase()}`, signIn),
            peek("ip", `signin:${clientIp}`, [{ ...signIn[0]!, limit: limits.signInFailures * 4 }])
          ]).pipe(Effect.map(([byEmail, byIp]) => byEmail[0]!.remaining > 0 && byIp[0]!.remaining > 0))
      } satisfies QuotasService
    })
  )

/** The counters' store: memory (one instance) or the Redis of REDIS_URL (shared by every instance). */
export const rateLimiterLayer = (redisUrl: string | undefined, prefix = "poliergaleio:rl:") =>
  redisUrl === undefined
    ? RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory))
    : RateLimiter.layer.pipe(
      Layer.provide(RateLimiter.layerStoreRedis({ prefix })),
      // Fail fast while Redis is down (no offline queue), and keep reconnecting in the background.
      Layer.provide(NodeRedis.layer({ url: redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2000) } })),
      Layer.orDie
    )
