import { rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlError } from "effect/sql"
import { StorageRejectedInput, StorageUnavailable } from "../../core/errors.ts"
import { databaseReadiness } from "../health/checks.ts"
import { withMetrics } from "../observability/metrics.ts"
import { openStore } from "./embedded-store.ts"
import { runMigrations } from "./migrations.ts"

export type DatabaseTarget =
  /** `schema` (tests): work in that schema, created if missing, instead of the default search path. */
  | { readonly kind: "postgres"; readonly url: string; readonly schema?: string }
  | { readonly kind: "embedded"; readonly dataDir: string }

/**
 * The one SQL driver (@effect/sql-pg) for both engines. Embedded: PGlite persisted in dataDir, served
 * on a private unix socket by pglite-socket (one connection: PGlite is single-session), so `npm start`
 * needs no database server; PGlite is loaded only then. PostgreSQL: the server named by DATABASE_URL.
 * Migrations run at start.
 */
export const databaseLayer = (target: DatabaseTarget) =>
  // Readiness (GET /readyz): the store and the migrations count as up once the migrations have run.
  Layer.effectDiscard(Effect.andThen(runMigrations, databaseReadiness)).pipe(
    Layer.provideMerge(target.kind === "postgres" ? postgresClient(target.url, target.schema) : embeddedClient(target.dataDir))
  )

const postgresClient = (url: string, schema: string | undefined) =>
  schema === undefined
    ? PgClient.layer({ url: Redacted.make(url), maxConnections: 10 })
    : Layer.unwrap(Effect.gen(function*() {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) return yield* Effect.die(new Error(`invalid schema name ${schema}`))
      yield* Effect.scoped(Effect.gen(function*() {
        const admin = yield* PgClient.make({ url: Redacted.make(url), maxConnections: 1 })
        yield* admin.unsafe(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
      })).pipe(Effect.provide(Reactivity.layer), Effect.orDie)
      return PgClient.layer({ url: Redacted.make(url), maxConnections: 10, startupParameters: { search_path: schema } })
    }))

const embeddedClient = (dataDir: string) =>
  Layer.unwrap(Effect.gen(function*() {
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
      (server) => Effect.promise(() => server.stop()).pipe(Effect.andThen(Effect.sync(() => rmSync(socketPath, { force: true }))))
    )
    return PgClient.layer({ path: socketPath, username: "postgres", database: "postgres", maxConnections: 1 })
  }))

/** What a SQL failure means for the caller. */
export type SqlFailureKind =
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
  if (reason === "ConnectionError" || reason === "StatementTimeoutError" || reason === "LockTimeoutError") return "unavailable"
  const state = sqlStateOf(error)
  if (state === undefined) return "defect"
  if (/^(?:08|53|57P0[123])/.test(state)) return "unavailable"
  if (state.startsWith("22")) return "rejected_input"
  return "defect"
}

const logSqlFailure = (level: "warn" | "error", msg: string, error: SqlError.SqlError, withMessage: boolean) =>
  process.stderr.write(`${JSON.stringify({
    level, msg, reason: error.reason._tag, sqlState: sqlStateOf(error) ?? null,
    // A data exception's message can quote the refused value: caller data stays out of the log.
    ...(withMessage ? { message: (error.reason.cause as Error | undefined)?.message ?? error.reason.message ?? null } : {})
  })}\n`)

/**
 * A storage failure is a defect, answered by the HTTP face (describeDefect) by its kind: an outage as a
 * 503 with Retry-After (StorageUnavailable), a refused value as a 400 (StorageRejectedInput), anything
 * else as a logged 500. Only outages invite a retry or trip an outage alert.
 */
export const orStorageDefect = <A, E, R>(effect: Effect.Effect<A, E | SqlError.SqlError, R>): Effect.Effect<A, Exclude<E, SqlError.SqlError>, R> =>
  effect.pipe(
    // A transaction whose ROLLBACK fails too (the connection died in the middle) dies with that SqlError:
    // it is classified the same way, so a lost connection stays an outage.
    Effect.catchDefect((defect) => (SqlError.isSqlError(defect) ? asDefect(defect) : Effect.die(defect))),
    Effect.catchIf((error): error is SqlError.SqlError => SqlError.isSqlError(error), asDefect)
  ) as never

const asDefect = (error: SqlError.SqlError): Effect.Effect<never> => {
  const kind = classifySqlError(error)
  return Effect.andThen(withMetrics((metrics) => metrics.storeError("database", kind)), () => defectOf(kind, error))
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
