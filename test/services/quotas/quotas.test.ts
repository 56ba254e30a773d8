import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { DEFAULT_LIMITS, Quotas, rateLimiterLayer } from "../../../src/services/quotas/quotas.ts"
import { redisUrlForTests } from "../../support/databases.ts"

const memoryQuotas = Quotas.memory(DEFAULT_LIMITS)
const times = (n: number, effect: Effect.Effect<void, unknown, Quotas>) =>
  Effect.forEach(Array.from({ length: n }), () => effect, { discard: true })
const flipped = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.flip(effect)

describe("quotas on memory, with TestClock (SPEC Limits: 10/50/200 anonymous, 60/1,000/5,000 keyed)", () => {
  it.effect("anonymous minute window: the 11th call is refused until the minute has passed, not before", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      yield* times(10, quotas.consumeAnonymous("10.0.0.1", "guest-a"))
      const refused = yield* flipped(quotas.consumeAnonymous("10.0.0.1", "guest-a"))
      assert.deepStrictEqual(
        {
          scope: refused.scope,
          window: refused.window,
          limit: refused.limit,
          retryAfterSeconds: refused.retryAfterSeconds
        },
        { scope: "anonymous", window: "minute", limit: 10, retryAfterSeconds: 60 }
      )
      yield* quotas.consumeAnonymous("10.0.0.1", "guest-b")
      yield* quotas.consumeAnonymous("10.0.0.2", "guest-a")
      yield* TestClock.adjust("59 seconds")
      assert.strictEqual((yield* flipped(quotas.consumeAnonymous("10.0.0.1", "guest-a"))).retryAfterSeconds, 1)
      yield* TestClock.adjust("1 second")
      yield* quotas.consumeAnonymous("10.0.0.1", "guest-a")
    }).pipe(Effect.provide(memoryQuotas))
  )

  it.effect("anonymous day and week windows reset after a day and a week", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      const call = quotas.consumeAnonymous("10.0.0.3", null)
      const aDay = Effect.gen(function* () {
        for (let minute = 0; minute < 5; minute++) {
          yield* times(10, call)
          yield* TestClock.adjust("1 minute")
        }
      })
      yield* aDay
      assert.strictEqual((yield* flipped(call)).window, "day")
      yield* TestClock.adjust("23 hours")
      assert.strictEqual((yield* flipped(call)).window, "day")
      yield* TestClock.adjust("1 hour")
      for (let day = 1; day < 4; day++) {
        yield* aDay
        yield* TestClock.adjust("1 day")
      }
      assert.strictEqual((yield* flipped(call)).window, "week")
      yield* TestClock.adjust("3 days")
      yield* call
    }).pipe(Effect.provide(memoryQuotas))
  )

  it.effect("rotating x-guest-id values meet the per-IP ceiling (100 a minute by default)", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      for (let guest = 0; guest < 10; guest++) yield* times(10, quotas.consumeAnonymous("10.0.0.4", `g${guest}`))
      const refused = yield* flipped(quotas.consumeAnonymous("10.0.0.4", "g-new"))
      assert.strictEqual(refused.scope, "ip")
    }).pipe(Effect.provide(memoryQuotas))
  )

  it.effect("keyed calls count per key and per account: a second key of the same account does not help", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      yield* times(60, quotas.consumeKeyed("key-1", "account-1"))
      assert.strictEqual((yield* flipped(quotas.consumeKeyed("key-1", "account-1"))).scope, "key")
      assert.strictEqual((yield* flipped(quotas.consumeKeyed("key-2", "account-1"))).scope, "account")
      yield* quotas.consumeKeyed("key-3", "account-2")
      const left = yield* quotas.remainingForKey("key-1", "account-1")
      assert.deepStrictEqual(
        left.key.map((w) => w.remaining),
        [0, 940, 4940]
      )
      yield* TestClock.adjust("1 minute")
      yield* quotas.consumeKeyed("key-2", "account-1")
    }).pipe(Effect.provide(memoryQuotas))
  )

  it.effect("40 concurrent calls with one guest id: exactly 10 served", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      const results = yield* Effect.forEach(
        Array.from({ length: 40 }),
        () => Effect.exit(quotas.consumeAnonymous("10.0.0.5", "same")),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.filter((r) => r._tag === "Success").length, 10)
    }).pipe(Effect.provide(memoryQuotas))
  )
})

const redisUrl = redisUrlForTests()
describe.skipIf(!redisUrl)("quotas on Redis (TEST_REDIS_URL)", () => {
  const prefix = `poliergaleio-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`
  const redisQuotas = Quotas.layer(DEFAULT_LIMITS).pipe(Layer.provide(rateLimiterLayer(redisUrl, prefix)))

  it.live("40 concurrent calls with one guest id: exactly 10 served, and the 429 says when to retry", () =>
    Effect.gen(function* () {
      const quotas = yield* Quotas
      const results = yield* Effect.forEach(
        Array.from({ length: 40 }),
        () => Effect.exit(quotas.consumeAnonymous("10.1.0.1", "same")),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.filter((r) => r._tag === "Success").length, 10)
      const refused = yield* flipped(quotas.consumeAnonymous("10.1.0.1", "same"))
      assert.isTrue(refused.retryAfterSeconds > 0 && refused.retryAfterSeconds <= 60)
    }).pipe(Effect.provide(redisQuotas))
  )

  it.live("two limiters on one Redis share the counters (as two instances do): 20 calls, exactly 10 served", () =>
    Effect.gen(function* () {
      const first = Context.get(yield* Layer.build(redisQuotas), Quotas)
      const second = Context.get(yield* Layer.build(redisQuotas), Quotas)
      const results = yield* Effect.forEach(
        Array.from({ length: 20 }, (_, i) => i),
        (i) => Effect.exit((i % 2 === 0 ? first : second).consumeAnonymous("10.1.0.2", "shared")),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.filter((r) => r._tag === "Success").length, 10)
    }).pipe(Effect.scoped)
  )
})
