import { mkdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlError } from "effect/sql"
import { StorageUnavailable } from "../core/errors.ts"
import { runMigrations } from "./migrations.ts"

export type DatabaseTarget =
  /** `schema` (tests): work in that schema, created if missing, instead of the default search path. */
  | { readonly kind: "postgres"; readonly url: string; readonly schema?: string }
  | { readonly kind: "embedded"; readonly dataDir: string }

/**
 * The one SQL driver (@effect/sql-pg) for both engines. Embedded: PGlite persisted in dataDir, served
 * on a private unix socket by pglite-socket (one connection: PGlite is single-session), so `npm start`
 * needs no database server. PostgreSQL: the server named by DATABASE_URL. Migrations run at start.
 */
export const databaseLayer = (target: DatabaseTarget) =>
  Layer.effectDiscard(runMigrations).pipe(
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
    mkdirSync(dataDir, { recursive: true })
    const db = yield* Effect.acquireRelease(
      Effect.promise(() => PGlite.create(dataDir)),
      (db) => Effect.promise(() => db.close())
    )
    const socketPath = join(tmpdir(), `poliergaleio-${process.pid}-${Math.random().toString(36).slice(2, 10)}.sock`)
    yield* Effect.acquireRelease(
      Effect.promise(async () => {
        const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 })
        await server.start()
        return server
      }),
      (server) => Effect.promise(() => server.stop()).pipe(Effect.andThen(Effect.sync(() => rmSync(socketPath, { force: true }))))
    )
    return PgClient.layer({ path: socketPath, username: "postgres", database: "postgres", maxConnections: 1 })
  }))

/** A storage failure is a defect the HTTP face answers as 503 (StorageUnavailable), never a 500 storm. */
export const orStorageDefect = <A, E, R>(effect: Effect.Effect<A, E | SqlError.SqlError, R>): Effect.Effect<A, Exclude<E, SqlError.SqlError>, R> =>
  Effect.catchIf(effect, (error): error is SqlError.SqlError => SqlError.isSqlError(error), (error) => Effect.die(new StorageUnavailable("database", error))) as never
