import { Clock, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { SWEEP } from "./settings.ts"

/**
 * Deletes the expired rows of oauth_store (interactions, codes, tokens, sessions, grants, and registrations
 * that were never allowed), oldest first, SWEEP.batchRows per statement and at most SWEEP.maxBatches
 * statements; then VACUUMs the table, so that the space of the deleted rows is used again by new ones.
 * Plain VACUUM (not FULL) takes no lock that stops reads or writes; SKIP_LOCKED lets it pass when another
 * instance is vacuuming the table. Resolves to the number of rows deleted.
 *
 * The embedded PGlite runs PostgreSQL as one standalone backend: no autovacuum (hence the VACUUM), and no
 * checkpointer, so its write-ahead log grows without end whatever max_wal_size says (measured: 304 MiB of
 * WAL after 120,000 rows of 2 KB written and deleted; 48 MiB with a checkpoint after each 10,000). With `checkpoint`
 * (the embedded store only: on PostgreSQL the
 * checkpointer does it, and the service's role may not be allowed to), a CHECKPOINT follows, after which
 * PGlite recycles or removes the old WAL segments.
 */
const sweepExpired = (options: { readonly checkpoint: boolean }): Effect.Effect<number, unknown, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(yield* Clock.currentTimeMillis)
    let deleted = 0
    for (let batch = 0; batch < SWEEP.maxBatches; batch++) {
      const [row] = yield* sql<{ deleted: number }>`
      WITH gone AS (
        DELETE FROM oauth_store WHERE (model, id) IN (
          SELECT model, id FROM oauth_store WHERE expires_at < ${now} ORDER BY expires_at LIMIT ${SWEEP.batchRows})
        RETURNING 1)
      SELECT CAST(count(*) AS INTEGER) AS deleted FROM gone`
      deleted += row?.deleted ?? 0
      if ((row?.deleted ?? 0) < SWEEP.batchRows) break
    }
    yield* sql`VACUUM (SKIP_LOCKED) oauth_store`
    if (options.checkpoint) yield* sql`CHECKPOINT`
    return deleted
  })

const logFailure = (error: unknown) =>
  Effect.sync(() =>
    process.stderr.write(
      `${JSON.stringify({ level: "warn", msg: "oauth sweep failed, next try at the next interval", error: String(error) })}\n`
    )
  )

/**
 * Runs sweepExpired every `intervalMillis` (first one interval after start), for as long as the layer's
 * scope is open. A failed sweep (the database down) is logged and tried again at the next interval.
 */
export const sweepLayer = (options: { readonly intervalMillis?: number | undefined; readonly checkpoint: boolean }) =>
  Layer.effectDiscard(
    Effect.forkScoped(
      Effect.forever(
        Effect.sleep(Duration.millis(options.intervalMillis ?? SWEEP.intervalMillis)).pipe(
          Effect.andThen(sweepExpired(options)),
          Effect.catchCause((cause) => logFailure(cause))
        )
      )
    )
  )
