import { Context, Effect, Layer } from "effect"
import { RateLimiter, Redis } from "effect/persistence"
import { makeMemoryCounters, QuotaCounters } from "./counters.ts"
import { redisClientLayer } from "../storage/redis.ts"
import { makeRedisCounters, makeStoreOutage, type StoreOutage } from "./redis-counters.ts"

/**
 * The limiter of the sign-in and sign-up throttles on Redis: when Redis fails, this instance counts alone
 * in memory until it is back, so that attempts keep being limited instead of failing or running unlimited.
 */
const withLocalFallback = (
  shared: RateLimiter.RateLimiter,
  local: RateLimiter.RateLimiter,
  outage: StoreOutage
): RateLimiter.RateLimiter => ({
  ...shared,
  consume: (options) =>
    shared.consume(options).pipe(
      Effect.tap(() => Effect.sync(outage.answered)),
      Effect.catchReason("RateLimiterError", "RateLimitStoreError", (error) => {
        outage.failed(error.message)
        return local.consume(options)
      })
    )
})

const memoryStore = () =>
  Layer.effectContext(
    Effect.map(RateLimiter.make.pipe(Effect.provide(RateLimiter.layerStoreMemory)), (limiter) =>
      Context.make(RateLimiter.RateLimiter, limiter).pipe(Context.add(QuotaCounters, makeMemoryCounters()))
    )
  )

/** The store on a Redis client (rateLimiterLayer connects it; tests wrap it to count its commands). */
export const redisStore = (prefix: string) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const redis = yield* Redis.Redis
      const shared = yield* RateLimiter.make.pipe(
        Effect.provideService(RateLimiter.RateLimiterStore, yield* RateLimiter.makeStoreRedis({ prefix }))
      )
      const local = yield* RateLimiter.make.pipe(Effect.provide(RateLimiter.layerStoreMemory))
      // One outage, one warning: the quotas and the throttles notice it (and its end) together.
      const outage = makeStoreOutage()
      return Context.make(RateLimiter.RateLimiter, withLocalFallback(shared, local, outage)).pipe(
        Context.add(QuotaCounters, makeRedisCounters(redis, prefix, outage))
      )
    })
  )

/**
 * The counters' store: memory (one instance) or the Redis of REDIS_URL (shared by every instance), for the
 * quotas (QuotaCounters) and for the sign-in and sign-up throttles (effect's RateLimiter).
 */
export const rateLimiterLayer = (redisUrl: string | undefined, prefix = "poliergaleio:rl:") =>
  redisUrl === undefined
    ? memoryStore()
    : redisStore(prefix).pipe(Layer.provide(redisClientLayer(redisUrl)), Layer.orDie)
