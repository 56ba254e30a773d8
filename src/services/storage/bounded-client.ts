import { PgClient } from "@effect/sql-pg"
import { Clock, Duration, Effect, Fiber } from "effect"
import { SqlClient, SqlError, type SqlConnection } from "effect/sql"

/**
 * How long a request waits for the database (docs/operations.md "Hung store"). A store that
 * accepts connections but no longer answers (a stalled network, a proxy that stopped forwarding) sends
 * no error either: without a bound on this side, a request would wait for it forever, holding a pooled
 * connection. Both bounds end in a ConnectionError, which orStorageDefect answers as a 503.
 */
export const STORE_BOUNDS = {
  /** A statement sent on a connection gets its answer within this, or fails and its connection is closed. */
  answer: Duration.seconds(3),
  /** A wait for a pooled connection fails once no statement of the pool has been answered for this long. */
  stall: Duration.seconds(3),
  /**
   * Once a bound has fired and nothing has been answered since (the store is down or hung), every wait, for
   * a connection or an answer, gets only this long: a request that tries the store again after a failure
   * (oidc-provider does) answers 503 within the bound too, and a store that comes back answers at once.
   */
  whileDown: Duration.millis(500)
} as const

type StoreBounds = { readonly [K in keyof typeof STORE_BOUNDS]: Duration.Duration }

/** The bounds for a STORE_TIMEOUT_MS (the answer and the stall); the defaults above without one. */
export const storeBoundsOf = (timeoutMillis: number | undefined): StoreBounds =>
  timeoutMillis === undefined
    ? STORE_BOUNDS
    : { ...STORE_BOUNDS, answer: Duration.millis(timeoutMillis), stall: Duration.millis(timeoutMillis) }

/**
 * The SqlClient the service uses: the driver's pool, with the bounds above on every statement and every
 * wait for a connection (transactions, `reserve` and ROLLBACKs included; streams, which the service does
 * not use, are not bounded). Its statements always reserve a connection of the pool (as the driver's own
 * transactions do), so that a late one can be closed: the driver closes a reserved connection that is
 * handed back with a statement still on its wire, and the pool replaces it.
 */
export const boundedClient = (pool: PgClient.PgClient, bounds: StoreBounds = STORE_BOUNDS) =>
  Effect.gen(function* () {
    let lastAnswerMillis = yield* Clock.currentTimeMillis
    let lastTimeoutMillis = 0
    const answered = Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.sync(() => {
        lastAnswerMillis = now
      })
    )
    const timedOut = Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.sync(() => {
        lastTimeoutMillis = now
      })
    )
    const isDown = () => lastTimeoutMillis > lastAnswerMillis
    const state: StoreState = { answered, timedOut, isDown }
    // A wait for a connection is not bounded by time while the pool keeps answering (a burst on the
    // embedded store's one connection may queue for seconds), only by a pool that has stopped answering.
    const stalledSince = (waitingSince: number) =>
      Effect.gen(function* () {
        if (isDown()) return yield* Effect.sleep(bounds.whileDown)
        while (true) {
          const quietMillis = (yield* Clock.currentTimeMillis) - Math.max(waitingSince, lastAnswerMillis)
          if (quietMillis >= Duration.toMillis(bounds.stall)) return
          yield* Effect.sleep(Duration.toMillis(bounds.stall) - quietMillis)
        }
      })
    const acquirer: SqlConnection.Acquirer = Effect.flatMap(Clock.currentTimeMillis, (since) =>
      Effect.map(
        firstOf(pool.reserve, Effect.andThen(stalledSince(since), timedOut), () =>
          unavailable(
            "acquire",
            `no database connection became free and the database answered nothing for ${Duration.format(bounds.stall)}`
          )
        ),
        (connection) => boundedConnection(connection, state, bounds)
      )
    )
    return yield* SqlClient.make({
      acquirer,
      transactionAcquirer: acquirer,
      compiler: PgClient.makeCompiler(pool.config.transformQueryNames, pool.config.transformJson),
      driver: "pg",
      spanAttributes: [["db.system.name", "postgresql"]],
      prepareTransactionControls: true,
      commit,
      releaseSavepoint: (name) => `RELEASE SAVEPOINT ${name}`
    })
  })

/** Every statement of one reserved connection within bounds.answer; after a late one, the connection is not used again.
 * */
interface StoreState {
  readonly answered: Effect.Effect<void>
  readonly timedOut: Effect.Effect<void>
  readonly isDown: () => boolean
}

const boundedConnection = (
  connection: SqlConnection.Connection,
  { answered, timedOut, isDown }: StoreState,
  bounds: StoreBounds
): SqlConnection.Connection => {
  let abandoned: SqlError.SqlError | undefined
  const bounded = <A>(statement: Effect.Effect<A, SqlError.SqlError>) =>
    Effect.suspend(() =>
      abandoned !== undefined
        ? Effect.fail(abandoned)
        : firstOf(
            recordAnswer(statement, answered),
            Effect.andThen(Effect.sleep(isDown() ? bounds.whileDown : bounds.answer), timedOut),
            () => {
              abandoned = unavailable("query", `the database did not answer within ${Duration.format(bounds.answer)}`)
              return abandoned
            }
          )
    )
  return {
    execute: (sql, params, transformRows) => bounded(connection.execute(sql, params, transformRows)),
    executeRaw: (sql, params) => bounded(connection.executeRaw(sql, params)),
    executeValues: (sql, params) => bounded(connection.executeValues(sql, params)),
    executeValuesUnprepared: (sql, params) => bounded(connection.executeValuesUnprepared(sql, params)),
    executeUnprepared: (sql, params, transformRows) =>
      bounded(connection.executeUnprepared(sql, params, transformRows)),
    executeStream: (sql, params, transformRows) => connection.executeStream(sql, params, transformRows)
  }
}

// An error the server sent is an answer too; a connection that failed (or was closed after a late statement) is not.
const recordAnswer = <A>(statement: Effect.Effect<A, SqlError.SqlError>, answered: Effect.Effect<void>) =>
  statement.pipe(
    Effect.tap(() => answered),
    Effect.tapError((error) => (error.reason._tag === "ConnectionError" ? Effect.void : answered))
  )

/**
 * `effect`, or `late()` once `deadline` ends first. The effect runs in a fiber of its own, interrupted in
 * the background when late (or when the caller is interrupted): interrupting a statement waits for its
 * cancellation, up to 5 s in @effect/sql-pg, which a hung store does not answer either.
 */
const firstOf = <A, R>(
  effect: Effect.Effect<A, SqlError.SqlError, R>,
  deadline: Effect.Effect<void>,
  late: () => SqlError.SqlError
): Effect.Effect<A, SqlError.SqlError, R> =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkDetach(effect)
    const abandon = Effect.asVoid(Effect.forkDetach(Fiber.interrupt(fiber)))
    return yield* Effect.raceFirst(
      Fiber.join(fiber),
      Effect.andThen(
        deadline,
        Effect.andThen(
          abandon,
          Effect.suspend(() => Effect.fail(late()))
        )
      )
    ).pipe(Effect.onInterrupt(() => abandon))
  })

const unavailable = (operation: string, message: string) =>
  new SqlError.SqlError({
    reason: new SqlError.ConnectionError({ cause: new Error(message), message: `database: ${message}`, operation })
  })

// As @effect/sql-pg's own: PostgreSQL answers COMMIT with ROLLBACK when the transaction was aborted.
const commit = (connection: SqlConnection.Connection) =>
  Effect.flatMap(connection.executeRaw("COMMIT", []), (result) =>
    (result as { readonly command?: string }).command === "ROLLBACK"
      ? Effect.fail(
          new SqlError.SqlError({
            reason: new SqlError.UnknownError({
              cause: new Error("COMMIT rolled back an aborted transaction"),
              message: "COMMIT rolled back an aborted transaction",
              operation: "commit"
            })
          })
        )
      : Effect.void
  )
