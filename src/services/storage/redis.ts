import { Effect, Layer } from "effect"
import { Redis } from "effect/persistence"
import { redisReadiness } from "../health/checks.ts"
import { withMetrics } from "../observability/metrics.ts"

/**
 * A Redis client (effect's `Redis.Redis`) on REDIS_URL, for the shared quota counters and the key
 * revocations. It fails fast while Redis is down (no offline queue) and keeps reconnecting in the
 * background. The `redis` package (about 650 modules, some 30 MiB of resident memory) is imported
 * only when this layer is built, so an instance without REDIS_URL never loads it.
 */
export const redisClientLayer = (url: string) =>
  observed.pipe(
    Layer.provide(
      Layer.unwrap(
        Effect.promise(() => import("@effect/platform-node/NodeRedis")).pipe(
          Effect.map((NodeRedis) =>
            NodeRedis.layer({
              url,
              disableOfflineQueue: true,
              socket: {
                connectTimeout: 2000,
                reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2000)
              }
            })
          )
        )
      )
    )
  )

/**
 * The client as its users see it, with its readiness check (a PING, GET /readyz) and, where metrics are
 * on, its failed commands counted (store errors). NOSCRIPT is not a failure: the quota script is then
 * loaded with EVAL (src/services/quotas/redis-counters.ts).
 */
const observed = Layer.effect(
  Redis.Redis,
  Effect.gen(function* () {
    const redis = yield* Redis.Redis
    yield* redisReadiness(redis)
    let counted = redis
    yield* withMetrics((metrics) => {
      counted = {
        ...redis,
        send: <A>(command: string, ...args: ReadonlyArray<string>) =>
          redis
            .send<A>(command, ...args)
            .pipe(
              Effect.tapError((error) =>
                String(error.cause).includes("NOSCRIPT")
                  ? Effect.void
                  : Effect.sync(() => metrics.storeError("redis", "failed"))
              )
            )
      }
    })
    return counted
  })
)
