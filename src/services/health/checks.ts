import { Effect } from "effect"
import type { Redis } from "effect/persistence"
import { SqlClient } from "effect/sql"
import { provideCheck } from "./readiness.ts"

/**
 * The store's checks, added once the migrations have run (databaseLayer): `database` answers a
 * `SELECT 1` on the service's own pool, `migrations` says they are done.
 */
export const databaseReadiness = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* provideCheck("database", Effect.asVoid(sql`SELECT 1`))
  yield* provideCheck("migrations", Effect.void)
})

/** Redis answers a PING on the client the quotas or the key revocations already hold (storage/redis.ts). */
export const redisReadiness = (redis: Redis.Redis["Service"]) =>
  provideCheck("redis", Effect.asVoid(redis.send("PING")))
