import { Context, Effect, Layer } from "effect"
import { Redis } from "effect/persistence"
import { redisClientLayer } from "../storage/redis.ts"

/** How long a verified key may be served from an instance's memory before it is read again. */
export const KEY_CACHE_SECONDS = 30

/**
 * How a revocation reaches the other instances before their cached verification expires. The revoking
 * instance drops the key from its own cache and announces the revocation; an instance about to serve a
 * key from its cache first asks whether the cache may be used.
 */
interface KeyRevocationsService {
  readonly announce: (keyId: string) => Effect.Effect<void>
  /** True when no revocation was announced for the key; false (read the database) when one was, or when it cannot tell.
   * */
  readonly cacheUsable: (keyId: string) => Effect.Effect<boolean>
}

export class KeyRevocations extends Context.Service<KeyRevocations, KeyRevocationsService>()(
  "poliergaleio/KeyRevocations"
) {
  /** One instance (no Redis): the local cache is dropped on revocation, so nothing needs announcing. */
  static readonly singleInstance = Layer.succeed(KeyRevocations, {
    announce: () => Effect.void,
    cacheUsable: () => Effect.succeed(true)
  })
}

/**
 * Several instances (Redis): a revocation sets `<prefix>revoked:<keyId>` for the cache's lifetime; a
 * cached key is served only after one EXISTS answers 0. If Redis cannot answer, the key is read from
 * the database (fail closed on the cache, not on the call).
 */
export const redisKeyRevocations = (url: string, prefix: string) =>
  Layer.effect(
    KeyRevocations,
    Effect.gen(function* () {
      const redis = yield* Redis.Redis
      const marker = (keyId: string) => `${prefix}revoked:${keyId}`
      return {
        announce: (keyId) =>
          redis.send("SET", marker(keyId), "1", "EX", String(KEY_CACHE_SECONDS)).pipe(
            Effect.catch((error) =>
              Effect.sync(() =>
                process.stderr.write(
                  `${JSON.stringify({ level: "warn", msg: "revocation not announced: other instances may serve the key from cache until it expires", keyId, seconds: KEY_CACHE_SECONDS, reason: String(error) })}\n`
                )
              )
            ),
            Effect.asVoid
          ),
        cacheUsable: (keyId) =>
          redis.send<number>("EXISTS", marker(keyId)).pipe(
            Effect.map((count) => Number(count) === 0),
            Effect.orElseSucceed(() => false)
          )
      } satisfies KeyRevocationsService
    })
  ).pipe(Layer.provide(redisClientLayer(url)), Layer.orDie)
