import { mkdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { runMigrations } from "./migrations.ts"

export type DatabaseTarget =
  | { readonly kind: "postgres"; readonly url: string }
  | { readonly kind: "embedded"; readonly dataDir: string }

/**
 * The one SQL driver (@effect/sql-pg) for both engines. Embedded: PGlite persisted in dataDir, served
 * on a private unix socket by pglite-socket (one connection: PGlite is single-session), so `npm start`
 * needs no database server. PostgreSQL: the server named by DATABASE_URL. Migrations run at start.
 */
export const databaseLayer = (target: DatabaseTarget) =>
  Layer.effectDiscard(runMigrations).pipe(
    Layer.provideMerge(target.kind === "postgres" ? postgresClient(target.url) : embeddedClient(target.dataDir))
  )

const postgresClient = (url: string) => PgClient.layer({ url: Redacted.make(url), maxConnections: 10 })

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
