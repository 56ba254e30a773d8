import { rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Duration, Effect, Layer, Redacted } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlClient, SqlError } from "effect/sql"
import { StorageRejectedInput, StorageUnavailable } from "../../core/errors.ts"
import { databaseReadiness } from "../health/checks.ts"
import { withMetrics } from "../observability/metrics.ts"
import { boundedClient, storeBoundsOf } from "./bounded-client.ts"
import { openStore } from "./embedded-store.ts"
import { runMigrations } from "./migrations.ts"

export type DatabaseTarget =
  /** `schema` (tests): work in that schema, created if missing, instead of the default search path. */
  (
    | { readonly kind: "postgres"; readonly url: string; readonly schema?: string }
    | { readonly kind: "embedded"; readonly dataDir: string }
  ) & {
    /** STORE_TIMEOUT_MS: how long a request waits for an answer or a connection (default 3 s, bounded-client.ts). */
    readonly storeTimeoutMillis?: number | undefined
  }

/**
 * The one SQL driver (@effect/sql-pg) for both engines. Embedded: PGlite persisted in dataDir, served
 * on a private unix socket by pglite-socket (one connection: PGlite is single-session), so `npm start`
 * needs no database server; PGlite is loaded only then. PostgreSQL: the server named by DATABASE_URL.
 * Migrations run at start. The service's SqlClient bounds every wait for the store (bounded-client.ts).
 */
export const databaseLayer = (target: DatabaseTarget) =>
  // Readiness (GET /readyz): the store and the migrations count as up once the migrations have run.
  Layer.effectDiscard(databaseReadiness).pipe(
    Layer.provideMerge(
      Layer.effect(
        SqlClient.SqlClient,
        Effect.flatMap(migratedPool(target), (pool) => boundedClient(pool, storeBoundsOf(target.storeTimeoutMillis)))
      )
    ),
    Layer.provide(Reactivity.layer)
  )

const migratedPool = (target: DatabaseTarget) =>
  target.kind === "postgres" ? postgresPool(target.url, target.schema) : embeddedPool(target.dataDir)

/**
 * PostgreSQL's own bounds, sent in every connection's startup packet (milliseconds). Below the client's
 * STORE_BOUNDS.answer (3 s), so that a slow but reachable server answers with an error and its connection
 * stays usable; and the server frees the locks of a transaction whose client went silent.
 */
const SERVER_TIMEOUTS = {
  statement_timeout: "2500",
  lock_timeout: "2000",
  idle_in_transaction_session_timeout: "10000"
} as const

/** The pool's own bounds: connecting (TCP, TLS, authentication) and TCP keepalive on idle connections. */
const CONNECT_TIMEOUT = Duration.seconds(3)
const KEEPALIVE = Duration.seconds(10)

const postgresPool = (url: string, schema: string | undefined) =>
  Effect.gen(function* () {
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      return yield* Effect.die(new Error(`invalid schema name ${schema}`))
    const searchPath = schema === undefined ? {} : { search_path: schema }
    // The migrations run on a connection of their own, without the timeouts: a migration may take longer
    // than a request, and a second instance waits for the first one's (LOCK TABLE) before it starts.
    yield* Effect.scoped(
      Effect.gen(function* () {
        const admin = yield* PgClient.make({
          url: Redacted.make(url),
          maxConnections: 1,
          connectTimeout: CONNECT_TIMEOUT,
          startupParameters: searchPath
        })
        if (schema !== undefined) yield* admin.unsafe(`CREATE SCHEMA IF NOT EXISTS ${schema}`).pipe(Effect.orDie)
        yield* Effect.provideService(runMigrations, SqlClient.SqlClient, admin)
      })
    )
    return yield* PgClient.make({
      url: Redacted.make(url),
      maxConnections: 10,
      connectTimeout: CONNECT_TIMEOUT,
      keepAlive: KEEPALIVE,
      startupParameters: { ...searchPath, ...SERVER_TIMEOUTS }
    })
  })

/**
 * PGlite takes no startup parameters (pglite-socket answers the startup itself) and, running its
 * statements synchronously in this process, fires none of PostgreSQL's timeouts: only the client-side
 * bounds apply to it (and its one connection is a unix socket, without keepalive).
 */
const embeddedPool = (dataDir: string) =>
  Effect.gen(function* () {
    const db = yield* Effect.acquireRelease(
      Effect.promise(() => openStore(dataDir)),
      (db) => Effect.promise(() => db.close())
    )
    const socketPath = join(tmpdir(), `poliergaleio-${process.pid}-${Math.random().toString(36).slice(2, 10)}.sock`)
    yield* Effect.acquireRelease(
      Effect.promise(async () => {
        const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket")
        const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 })
        await server.start()
        return server
      }),
      (server) =>
        Effect.promise(() => server.stop()).pipe(Effect.andThen(Effect.sync(() => rmSync(socketPath, { force: true }))))
    )
    const pool = yield* PgClient.make({
      path: socketPath,
      username: "postgres",
      database: "postgres",
      maxConnections: 1,
      connectTimeout: CONNECT_TIMEOUT
    })
    yield* Effect.provideService(runMigrations, SqlClient.SqlClient, pool)
    return pool
  })

/** What a SQL failure means for the caller. */
type SqlFailureKind =
  /** The database cannot be reached or is overloaded: 503 with Retry-After (an outage). */
  | "unavailable"
  /** A value of the request was refused (a data exception): 400, the request itself must change. */
  | "rejected_input"
  /** Anything else (a constraint violation, a syntax error, a deadlock ...): a bug of the service, 500. */
  | "defect"

/** The SQLSTATE PostgreSQL reported, as @effect/sql-pg keeps it on the reason's cause (`code`). */
export const sqlStateOf = (error: SqlError.SqlError): string | undefined => {
  const code = (error.reason.cause as { readonly code?: unknown } | undefined)?.code
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined
}

/**
 * Connection-class failures only are outages: a lost or refused connection or a connect timeout
 * (ConnectionError, SQLSTATE class 08), too many connections or out of resources (class 53), the server
 * shutting down or starting (57P01-57P03), and statement or lock timeouts (an overloaded server).
 * Data exceptions (class 22: a NUL in text, a date out of range, ...) are the caller's input; the
 * service refuses such input before SQL, so one that gets here is answered 400 and logged as a warning.
 */
export const classifySqlError = (error: SqlError.SqlError): SqlFailureKind => {
  const reason = error.reason._tag
  if (reason === "ConnectionError" || reason === "StatementTimeoutError" || reason === "LockTimeoutError")
    return "unavailable"
  const state = sqlStateOf(error)
  if (state === undefined) return "defect"
  if (/^(?:08|53|57P0[123])/.test(state)) return "unavailable"
  if (state.startsWith("22")) return "rejected_input"
  return "defect"
}

const logSqlFailure = (level: "warn" | "error", msg: string, error: SqlError.SqlError, withMessage: boolean) =>
  process.stderr.write(
    `${JSON.stringify({
      level,
      msg,
      reason: error.reason._tag,
      sqlState: sqlStateOf(error) ?? null,
      // A data exception's message can quote the refused value: caller data stays out of the log.
      ...(withMessage
        ? { message: (error.reason.cause as Error | undefined)?.message ?? error.reason.message ?? null }
        : {})
    })}\n`
  )

/**
 * A storage failure is a defect, answered by the HTTP face (describeDefect) by its kind: an outage as a
 * 503 with Retry-After (StorageUnavailable), a refused value as a 400 (StorageRejectedInput), anything
 * else as a logged 500. Only outages invite a retry or trip an outage alert.
 */
export const orStorageDefect = <A, E, R>(
  effect: Effect.Effect<A, E | SqlError.SqlError, R>
): Effect.Effect<A, Exclude<E, SqlError.SqlError>, R> =>
  effect.pipe(
    // A transaction whose ROLLBACK fails too (the connection died in the middle) dies with that SqlError:
    // it is classified the same way, so a lost connection stays an outage.
    Effect.catchDefect((defect) => (SqlError.isSqlError(defect) ? asDefect(defect) : Effect.die(defect))),
    Effect.catchIf((error): error is SqlError.SqlError => SqlError.isSqlError(error), asDefect)
  ) as never

const asDefect = (error: SqlError.SqlError): Effect.Effect<never> => {
  const kind = classifySqlError(error)
  return Effect.andThen(
    withMetrics((metrics) => metrics.storeError("database", kind)),
    () => defectOf(kind, error)
  )
}

const defectOf = (kind: SqlFailureKind, error: SqlError.SqlError): Effect.Effect<never> => {
  switch (kind) {
    case "unavailable":
      return Effect.die(new StorageUnavailable({ store: "database", cause: error }))
    case "rejected_input":
      logSqlFailure("warn", "database refused a value of the request", error, false)
      return Effect.die(new StorageRejectedInput({ sqlState: sqlStateOf(error) ?? "22000", cause: error }))
    case "defect":
      logSqlFailure("error", "database error", error, true)
      return Effect.die(error)
  }
}
