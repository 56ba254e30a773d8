import { assert, describe, it } from "@effect/vitest"
import { NodeRedis } from "@effect/platform-node"
import { Context, Duration, Effect, Layer } from "effect"
import { RateLimiter, Redis } from "effect/persistence"
import { TestClock } from "effect/testing"
import { vi } from "vitest"
import type { RateLimited } from "../../../src/core/errors.ts"
import { Quotas, type QuotaLimits } from "../../../src/services/quotas/quotas.ts"
import { redisStore } from "../../../src/services/quotas/store.ts"
import { redisUrlForTests } from "../../support/databases.ts"

// Small limits, so that every window (and the IP ceiling and the account) refuses within a short script.
const LIMITS: QuotaLimits = { anonymous: [3, 5, 8], anonymousPerIp: [5, 9, 14], keyed: [3, 6, 9], signInFailures: 5 }

type Outcome =
  | "served"
  | { readonly scope: string; readonly window: string; readonly limit: number; readonly retryAfterSeconds: number }
const outcome = <A, R>(call: Effect.Effect<A, RateLimited, R>): Effect.Effect<Outcome, never, R> =>
  Effect.match(call, {
    onSuccess: (): Outcome => "served",
    onFailure: (e): Outcome => ({
      scope: e.scope,
      window: e.window,
      limit: e.limit,
      retryAfterSeconds: e.retryAfterSeconds
    })
  })

/**
 * The quotas as they were built before (one effect/persistence RateLimiter pipeline per window, six per
 * call): the reference the single-step counters must match call for call.
 */
const referenceQuotas = (limits: QuotaLimits) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter.make.pipe(Effect.provide(RateLimiter.layerStoreMemory))
    const windows = ([minute, day, week]: readonly [number, number, number]) =>
      [
        ["minute", Duration.minutes(1), minute],
        ["day", Duration.days(1), day],
        ["week", Duration.days(7), week]
      ] as const
    const consume = (scope: RateLimited["scope"], key: string, limitsOf: readonly [number, number, number]) =>
      Effect.forEach(
        windows(limitsOf),
        ([name, window, limit]) =>
          limiter
            .consume({ key: `${scope}:${key}:${name}`, limit, window, algorithm: "fixed-window", onExceeded: "fail" })
            .pipe(
              Effect.catchReason(
                "RateLimiterError",
                "RateLimitExceeded",
                (e) =>
                  Effect.fail({
                    _tag: "RateLimited",
                    scope,
                    window: name,
                    limit,
                    retryAfterSeconds: Math.max(1, Math.ceil(Duration.toMillis(e.retryAfter) / 1000))
                  } as unknown as RateLimited),
                Effect.die
              )
            ),
        { discard: true }
      )
    const peek = (scope: RateLimited["scope"], key: string, limitsOf: readonly [number, number, number]) =>
      Effect.forEach(windows(limitsOf), ([name, window, limit]) =>
        limiter
          .consume({
            key: `${scope}:${key}:${name}`,
            limit,
            window,
            algorithm: "fixed-window",
            onExceeded: "fail",
            tokens: 0
          })
          .pipe(
            Effect.map((r) => ({ window: name, limit, remaining: r.remaining })),
            Effect.catchReason(
              "RateLimiterError",
              "RateLimitExceeded",
              () => Effect.succeed({ window: name, limit, remaining: 0 }),
              Effect.die
            )
          )
      )
    return {
      consumeAnonymous: (ip: string, guest: string | null) =>
        consume("ip", ip, limits.anonymousPerIp).pipe(
          Effect.andThen(consume("anonymous", `${ip}|${guest ?? ""}`, limits.anonymous))
        ),
      consumeKeyed: (key: string, account: string) =>
        consume("key", key, limits.keyed).pipe(Effect.andThen(consume("account", account, limits.keyed))),
      remainingForKey: (key: string, account: string) =>
        Effect.all({ key: peek("key", key, limits.keyed), account: peek("account", account, limits.keyed) })
    }
  })

/** A small deterministic generator (mulberry32), so that a failing script can be replayed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <A>(next: () => number, list: ReadonlyArray<A>): A => list[Math.floor(next() * list.length)]!
const STEPS = ["0 millis", "700 millis", "7 seconds", "20 seconds", "1 minute", "3 hours", "1 day", "2 days"] as const

describe("quota counters on memory: the same answers as the six RateLimiter pipelines they replace", () => {
  for (const seed of [1, 2, 3, 4]) {
    it.effect(`random script ${seed}: 1,500 anonymous and keyed calls, /whoami reads and clock moves`, () =>
      Effect.gen(function* () {
        const quotas = yield* Quotas
        const reference = yield* referenceQuotas(LIMITS)
        const next = random(seed)
        for (let step = 0; step < 1500; step++) {
          const roll = next()
          if (roll < 0.5) {
            const ip = pick(next, ["10.0.0.1", "10.0.0.2"]),
              guest = pick(next, ["a", "b", "c", null])
            assert.deepStrictEqual(
              yield* outcome(quotas.consumeAnonymous(ip, guest)),
              yield* outcome(reference.consumeAnonymous(ip, guest)),
              `step ${step}`
            )
          } else if (roll < 0.8) {
            const key = pick(next, ["k1", "k2", "k3"]),
              account = key === "k3" ? "acc2" : "acc1"
            const taken = yield* Effect.result(quotas.consumeKeyed(key, account))
            const expected = yield* outcome(reference.consumeKeyed(key, account))
            assert.deepStrictEqual(
              yield* outcome(taken._tag === "Success" ? Effect.succeed(taken.success) : Effect.fail(taken.failure)),
              expected,
              `step ${step}`
            )
            if (taken._tag === "Success") {
              // The standing of the rate-limit headers: the fewest calls left over the key's and the account's windows.
              const left = yield* reference.remainingForKey(key, account)
              assert.strictEqual(
                taken.success?.remaining,
                Math.min(...[...left.key, ...left.account].map((w) => w.remaining)),
                `step ${step} standing`
              )
            }
          } else if (roll < 0.87) {
            assert.deepStrictEqual(
              yield* quotas.remainingForKey("k1", "acc1"),
              yield* reference.remainingForKey("k1", "acc1"),
              `step ${step}`
            )
          } else {
            yield* TestClock.adjust(pick(next, STEPS))
          }
        }
      }).pipe(Effect.provide(Quotas.memory(LIMITS)))
    )
  }

  it.effect(
    "a call refused by a day window has used one call of the shorter windows and of the counters before; the refusing window nothing",
    () =>
      Effect.gen(function* () {
        const quotas = yield* Quotas
        for (let i = 0; i < 3; i++) yield* quotas.consumeKeyed("k1", "acc")
        yield* TestClock.adjust("1 minute")
        yield* quotas.consumeKeyed("k1", "acc")
        assert.deepStrictEqual(yield* outcome(quotas.consumeKeyed("k1", "acc")), {
          scope: "key",
          window: "day",
          limit: 4,
          retryAfterSeconds: 86340
        })
        const afterKey = yield* quotas.remainingForKey("k1", "acc")
        assert.deepStrictEqual(
          [afterKey.key.map((w) => w.remaining), afterKey.account.map((w) => w.remaining)],
          [
            [1, 0, 4],
            [2, 0, 4]
          ]
        )
        assert.deepStrictEqual(yield* outcome(quotas.consumeKeyed("k2", "acc")), {
          scope: "account",
          window: "day",
          limit: 4,
          retryAfterSeconds: 86340
        })
        const afterAccount = yield* quotas.remainingForKey("k2", "acc")
        assert.deepStrictEqual(
          [afterAccount.key.map((w) => w.remaining), afterAccount.account.map((w) => w.remaining)],
          [
            [2, 3, 7],
            [1, 0, 4]
          ]
        )
      }).pipe(Effect.provide(Quotas.memory({ ...LIMITS, keyed: [3, 4, 8] })))
  )

  it.effect("the IP ceiling is checked before the guest's counters, the key before the account", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      for (let guest = 0; guest < 5; guest++) yield* quotas.consumeAnonymous("10.0.0.8", `g${guest}`)
      assert.deepStrictEqual(yield* outcome(quotas.consumeAnonymous("10.0.0.8", "g0")), {
        scope: "ip",
        window: "minute",
        limit: 5,
        retryAfterSeconds: 60
      })
      for (let i = 0; i < 3; i++) yield* quotas.consumeKeyed("k1", "acc")
      assert.deepStrictEqual(yield* outcome(quotas.consumeKeyed("k1", "acc")), {
        scope: "key",
        window: "minute",
        limit: 3,
        retryAfterSeconds: 60
      })
      assert.deepStrictEqual(yield* outcome(quotas.consumeKeyed("k2", "acc")), {
        scope: "account",
        window: "minute",
        limit: 3,
        retryAfterSeconds: 60
      })
      // The call refused by the account still took one call of k2's minute window.
      assert.deepStrictEqual(
        (yield* quotas.remainingForKey("k2", "acc")).key.map((w) => w.remaining),
        [2, 5, 8]
      )
    }).pipe(Effect.provide(Quotas.memory(LIMITS)))
  )

  it.effect("200 concurrent calls on one counter: exactly the limit served", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      const results = yield* Effect.forEach(
        Array.from({ length: 200 }),
        () => outcome(quotas.consumeKeyed("k-concurrent", "acc-concurrent")),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.filter((r) => r === "served").length, 3)
    }).pipe(Effect.provide(Quotas.memory(LIMITS)))
  )
})

const redisUrl = redisUrlForTests()
describe.skipIf(!redisUrl)("quota counters on Redis (TEST_REDIS_URL)", () => {
  const prefix = () => `poliergaleio-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`
  const client = NodeRedis.layer({ url: redisUrl!, disableOfflineQueue: true })

  /** The Redis client with its commands counted and, optionally, answered otherwise. */
  const recorded = (
    intercept?: (command: string, args: ReadonlyArray<string>) => Effect.Effect<unknown, Redis.RedisError> | undefined
  ) => {
    const commands: Array<string> = []
    const layer = Layer.effect(
      Redis.Redis,
      Effect.gen(function* () {
        const redis = yield* Redis.Redis
        return {
          ...redis,
          send: <A>(command: string, ...args: ReadonlyArray<string>) => {
            commands.push(command)
            return (intercept?.(command, args) ?? redis.send<A>(command, ...args)) as Effect.Effect<A, Redis.RedisError>
          }
        }
      })
    ).pipe(Layer.provide(client))
    return { commands, layer }
  }
  const quotasOn = (redis: Layer.Layer<Redis.Redis, Redis.RedisError>, at = prefix()) =>
    Quotas.layer(LIMITS).pipe(Layer.provide(redisStore(at)), Layer.provide(redis))

  it.live("one round trip a call (EVALSHA), anonymous or keyed, served or refused", () =>
    Effect.gen(function* () {
      const { commands, layer } = recorded()
      const quotas = Context.get(yield* Layer.build(quotasOn(layer)), Quotas)
      yield* quotas.consumeAnonymous("10.2.0.1", "warm-up") // loads the script into Redis when it is new there
      commands.length = 0
      const results: Array<Outcome> = []
      for (let i = 0; i < 8; i++) results.push(yield* outcome(quotas.consumeAnonymous("10.2.0.1", "g")))
      for (let i = 0; i < 5; i++) results.push(yield* outcome(quotas.consumeKeyed("k1", "acc")))
      assert.deepStrictEqual(
        commands,
        Array.from({ length: 13 }, () => "EVALSHA")
      )
      assert.deepStrictEqual(
        results.map((r) => (r === "served" ? r : `${r.scope}/${r.window}`)),
        [
          "served",
          "served",
          "served",
          "anonymous/minute",
          "ip/minute",
          "ip/minute",
          "ip/minute",
          "ip/minute",
          "served",
          "served",
          "served",
          "key/minute",
          "key/minute"
        ]
      )
      assert.deepStrictEqual(yield* quotas.remainingForKey("k1", "acc"), {
        key: [
          { window: "minute", limit: 3, remaining: 0 },
          { window: "day", limit: 6, remaining: 3 },
          { window: "week", limit: 9, remaining: 6 }
        ],
        account: [
          { window: "minute", limit: 3, remaining: 0 },
          { window: "day", limit: 6, remaining: 3 },
          { window: "week", limit: 9, remaining: 6 }
        ]
      })
      assert.deepStrictEqual(commands.slice(13), ["MGET"])
    }).pipe(Effect.scoped)
  )

  it.live("a Redis that does not know the script (NOSCRIPT) gets it by EVAL, in the same call", () =>
    Effect.gen(function* () {
      let refuseOnce = true
      const { commands, layer } = recorded((command) => {
        if (command !== "EVALSHA" || !refuseOnce) return undefined
        refuseOnce = false
        return Effect.fail(new Redis.RedisError({ cause: new Error("NOSCRIPT No matching script. Please use EVAL.") }))
      })
      const quotas = Context.get(yield* Layer.build(quotasOn(layer)), Quotas)
      assert.strictEqual(yield* outcome(quotas.consumeKeyed("k1", "acc")), "served")
      yield* quotas.consumeKeyed("k1", "acc")
      assert.deepStrictEqual(commands, ["EVALSHA", "EVAL", "EVALSHA"])
      assert.deepStrictEqual(
        (yield* quotas.remainingForKey("k1", "acc")).key.map((w) => w.remaining),
        [1, 4, 7]
      )
    }).pipe(Effect.scoped)
  )

  it.live(
    "two instances on one Redis, 100 concurrent calls: exactly the limit served, the rest refused by the window that ran out",
    () =>
      Effect.gen(function* () {
        const at = prefix()
        const first = Context.get(yield* Layer.build(quotasOn(client, at)), Quotas)
        const second = Context.get(yield* Layer.build(quotasOn(client, at)), Quotas)
        const results = yield* Effect.forEach(
          Array.from({ length: 100 }, (_, i) => i),
          (i) => outcome((i % 2 === 0 ? first : second).consumeAnonymous("10.2.0.2", "same")),
          { concurrency: "unbounded" }
        )
        // 3 a minute for the guest: 3 served; the next 2 used the address's last calls; then the address refuses.
        const count = (label: string) =>
          results.filter((r) => (r === "served" ? r : `${r.scope}/${r.window}`) === label).length
        assert.deepStrictEqual([count("served"), count("anonymous/minute"), count("ip/minute")], [3, 2, 95])
        for (const r of results) if (r !== "served") assert.isTrue(r.retryAfterSeconds > 0 && r.retryAfterSeconds <= 60)
      }).pipe(Effect.scoped)
  )

  it.live("while Redis fails: counted per instance in memory, one warning, never a failed call", () =>
    Effect.gen(function* () {
      const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true)
      try {
        const { layer } = recorded(() =>
          Effect.fail(new Redis.RedisError({ cause: new Error("The client is closed") }))
        )
        const quotas = Context.get(yield* Layer.build(quotasOn(layer)), Quotas)
        const results: Array<Outcome> = []
        for (let i = 0; i < 5; i++) results.push(yield* outcome(quotas.consumeKeyed("k1", "acc")))
        assert.deepStrictEqual(
          results.map((r) => (r === "served" ? r : r.scope)),
          ["served", "served", "served", "key", "key"]
        )
        assert.deepStrictEqual(
          (yield* quotas.remainingForKey("k1", "acc")).key.map((w) => w.remaining),
          [0, 3, 6]
        )
        const warnings = write.mock.calls
          .map(([line]) => String(line))
          .filter((line) => line.includes("quota store unavailable"))
        assert.strictEqual(warnings.length, 1)
        assert.strictEqual(JSON.parse(warnings[0]!).level, "warn")
      } finally {
        write.mockRestore()
      }
    }).pipe(Effect.scoped)
  )

  /** Redis counts a window's end from its own clock and whole milliseconds: the seconds left may differ by one. */
  const sameAnswer = (redis: Outcome, memory: Outcome, step: number) => {
    if (redis === "served" || memory === "served") return assert.strictEqual(redis, memory, `step ${step}`)
    assert.deepStrictEqual({ ...redis, retryAfterSeconds: 0 }, { ...memory, retryAfterSeconds: 0 }, `step ${step}`)
    assert.isTrue(
      Math.abs(redis.retryAfterSeconds - memory.retryAfterSeconds) <= 1,
      `step ${step}: ${redis.retryAfterSeconds} vs ${memory.retryAfterSeconds}`
    )
  }

  it.live("the same answers as memory for the same calls (no window ends during the script)", () =>
    Effect.gen(function* () {
      const onRedis = Context.get(yield* Layer.build(quotasOn(client)), Quotas)
      const inMemory = Context.get(yield* Layer.build(Quotas.memory(LIMITS)), Quotas)
      const next = random(7)
      for (let step = 0; step < 120; step++) {
        if (next() < 0.6) {
          const ip = pick(next, ["10.3.0.1", "10.3.0.2"]),
            guest = pick(next, ["a", "b", null])
          sameAnswer(
            yield* outcome(onRedis.consumeAnonymous(ip, guest)),
            yield* outcome(inMemory.consumeAnonymous(ip, guest)),
            step
          )
        } else {
          const key = pick(next, ["k1", "k2"])
          sameAnswer(
            yield* outcome(onRedis.consumeKeyed(key, "acc")),
            yield* outcome(inMemory.consumeKeyed(key, "acc")),
            step
          )
        }
      }
      assert.deepStrictEqual(yield* onRedis.remainingForKey("k1", "acc"), yield* inMemory.remainingForKey("k1", "acc"))
    }).pipe(Effect.scoped)
  )
})
