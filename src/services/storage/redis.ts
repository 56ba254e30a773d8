import { Effect, Layer } from "effect"

/**
 * A Redis client (effect's `Redis.Redis`) on REDIS_URL, for the shared quota counters and the key
 * revocations. It fails fast while Redis is down (no offline queue) and keeps reconnecting in the
 * background. The `redis` package (about 650 modules, some 30 MiB of resident memory) is imported
 * only when this layer is built, so an instance without REDIS_URL never loads it.
 */
export const redisClientLayer = (url: string) =>
  Layer.unwrap(Effect.promise(() => import("@effect/platform-node/NodeRedis")).pipe(
    Effect.map((NodeRedis) =>
      NodeRedis.layer({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2000) }
      })
    )
  ))
