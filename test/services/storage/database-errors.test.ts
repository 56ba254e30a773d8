import { assert, describe, it, layer } from "@effect/vitest"
import { PgClient } from "@effect/sql-pg"
import { Cause, Effect, Exit, Redacted } from "effect"
import { Reactivity } from "effect/reactivity"
import { SqlClient, SqlError } from "effect/sql"
import { describeDefect } from "../../../src/calls/error-response.ts"
import { classifySqlError, databaseLayer, orStorageDefect, sqlStateOf } from "../../../src/services/storage/database.ts"
import { databaseTargets } from "../../support/databases.ts"
import { freePort } from "../../support/child-service.ts"

// Issue 18: every SQL error used to be answered as an outage (503, Retry-After). Only connection-class
// errors are; a value the database refuses is a 400, anything else a 500.
const meta = { requestId: "req-1", guestId: null, baseUrl: "http://x", siteUrl: "http://x", nowMillis: 0 }
const sqlErrorOf = <A>(effect: Effect.Effect<A, SqlError.SqlError>) =>
  Effect.flip(effect).pipe(Effect.tap((error) => Effect.sync(() => assert.isTrue(SqlError.isSqlError(error)))))
const answerOf = <A>(effect: Effect.Effect<A, SqlError.SqlError>) =>
  Effect.map(Effect.exit(orStorageDefect(effect)), (exit) => {
    assert.isTrue(Exit.isFailure(exit))
    return describeDefect((exit as Exit.Failure<A, never>).cause, meta)
  })

describe.each(databaseTargets())("SQL errors on %s", (_name, makeTarget) => {
  layer(databaseLayer(makeTarget()), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("a NUL in text and a date out of range are the caller's input: 400 invalid_input, no Retry-After", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const nul = yield* sqlErrorOf(sql`SELECT ${"calc\u0000id"}::text AS t`)
        assert.match(sqlStateOf(nul) ?? "", /^22/)
        assert.strictEqual(classifySqlError(nul), "rejected_input")
        const date = yield* sqlErrorOf(sql`SELECT ${"-271821-04-20T00:00:00.000Z"}::timestamptz AS t`)
        assert.match(sqlStateOf(date) ?? "", /^22/)
        assert.strictEqual(classifySqlError(date), "rejected_input")
        const answer = yield* answerOf(sql`SELECT id FROM saved_calculations WHERE id = ${"a\u0000b"}`)
        assert.strictEqual(answer.status, 400)
        assert.strictEqual(answer.body.code, "invalid_input")
        assert.isUndefined(answer.headers["retry-after"])
        // The connection is still usable afterwards.
        assert.deepStrictEqual(yield* sql<{ n: number }>`SELECT 1 AS n`, [{ n: 1 }])
      })
    )

    it.effect("a constraint violation or a syntax error is a defect of the service: 500 internal_error", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const insert = sql`INSERT INTO accounts (id, email, password_hash, created_at) VALUES ('dup-id', ${`dup-${Date.now()}@example.com`}, 'x', now())`
        yield* Effect.orDie(insert)
        const duplicate = yield* sqlErrorOf(insert)
        assert.strictEqual(sqlStateOf(duplicate), "23505")
        assert.strictEqual(classifySqlError(duplicate), "defect")
        assert.strictEqual((yield* answerOf(insert)).status, 500)
        const syntax = yield* sqlErrorOf(sql`SELEC 1`)
        assert.strictEqual(classifySqlError(syntax), "defect")
      })
    )
  })
})

describe("an unreachable database", () => {
  it.effect(
    "connection refused is an outage: 503 service_unavailable with Retry-After",
    () =>
      Effect.gen(function* () {
        const port = yield* Effect.promise(freePort)
        const error = yield* Effect.scoped(
          Effect.gen(function* () {
            const client = yield* PgClient.make({
              url: Redacted.make(`postgres://postgres@127.0.0.1:${port}/test`),
              maxConnections: 1,
              connectTimeout: "2 seconds"
            })
            return yield* client`SELECT 1`
          })
        ).pipe(Effect.provide(Reactivity.layer), Effect.flip)
        assert.strictEqual(error.reason._tag, "ConnectionError")
        assert.strictEqual(classifySqlError(error), "unavailable")
        const exit = yield* Effect.exit(orStorageDefect(Effect.fail(error)))
        const answer = describeDefect((exit as Exit.Failure<never, never>).cause, meta)
        assert.strictEqual(answer.status, 503)
        assert.strictEqual(answer.headers["retry-after"], "5")
        assert.isTrue(Cause.hasDies((exit as Exit.Failure<never, never>).cause))
        // A transaction whose ROLLBACK also failed dies with the SqlError: still an outage, not a 500.
        const died = yield* Effect.exit(orStorageDefect(Effect.die(error)))
        assert.strictEqual(describeDefect((died as Exit.Failure<never, never>).cause, meta).status, 503)
      }),
    30_000
  )
})
