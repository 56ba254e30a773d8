import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Accounts } from "../../../src/services/accounts/accounts.ts"
import { KeyRevocations } from "../../../src/services/accounts/key-revocations.ts"
import { canonicalJson, requestFingerprint } from "../../../src/calls/idempotency.ts"
import { Idempotency, type IdempotentRequest } from "../../../src/calls/ports.ts"
import { idempotencyLayer } from "../../../src/services/saved/idempotency.ts"
import { databaseLayer } from "../../../src/services/storage/database.ts"
import { databaseTargets } from "../../support/databases.ts"

let counter = 0
const email = () => `idempotent${Date.now()}-${counter++}@example.com`
const newAccount = Effect.flatMap(Accounts, (accounts) => accounts.signUp(email(), "correct horse battery"))
const requestOf = (
  accountId: string,
  key: string,
  tool = "save_calculation",
  body: unknown = { name: "a" }
): IdempotentRequest => ({ accountId, key, tool, fingerprint: requestFingerprint(tool, body) })

describe("request fingerprints", () => {
  layer(Layer.empty)((it) => {
    it.effect("ignore key order and whitespace, and tell tools and values apart", () =>
      Effect.sync(() => {
        assert.strictEqual(canonicalJson({ b: 1, a: [{ d: 2, c: null }] }), '{"a":[{"c":null,"d":2}],"b":1}')
        assert.strictEqual(
          requestFingerprint("t", JSON.parse('{ "a": 1, "b": 2 }')),
          requestFingerprint("t", { b: 2, a: 1 })
        )
        assert.notStrictEqual(requestFingerprint("t", { a: 1 }), requestFingerprint("u", { a: 1 }))
        assert.notStrictEqual(requestFingerprint("t", { a: 1 }), requestFingerprint("t", { a: "1" }))
        assert.match(requestFingerprint("t", {}), /^[0-9a-f]{64}$/)
      })
    )
  })
})

describe.each(databaseTargets())("idempotency keys on %s", (_name, makeTarget) => {
  const stack = Layer.mergeAll(
    Accounts.layer.pipe(Layer.provide(KeyRevocations.singleInstance)),
    idempotencyLayer
  ).pipe(Layer.provideMerge(databaseLayer(makeTarget())))

  layer(stack, { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("reserves once, replays the stored answer, refuses another request, and is scoped to the account", () =>
      Effect.gen(function* () {
        const store = yield* Idempotency
        const owner = yield* newAccount
        const other = yield* newAccount
        const request = requestOf(owner.id, "key-1")
        const first = yield* store.reserve(request)
        assert.strictEqual(first._tag, "Reserved")
        assert.deepStrictEqual(yield* store.reserve(request), { _tag: "InProgress" })
        // Another account may use the same key value.
        assert.strictEqual((yield* store.reserve(requestOf(other.id, "key-1")))._tag, "Reserved")

        const body = '{"structuredContent":{"b":1,"a":2},"apiVersion":"5.0.0"}'
        yield* store.complete(request, (first as { token: string }).token, { status: 200, body })
        assert.deepStrictEqual(yield* store.reserve(request), { _tag: "Replay", answer: { status: 200, body } })
        assert.deepStrictEqual(yield* store.reserve(requestOf(owner.id, "key-1", "save_calculation", { name: "b" })), {
          _tag: "Mismatch",
          firstTool: "save_calculation"
        })
        assert.deepStrictEqual(yield* store.reserve(requestOf(owner.id, "key-1", "delete_saved_calculation")), {
          _tag: "Mismatch",
          firstTool: "save_calculation"
        })
      })
    )

    it.effect(
      "a released reservation can be taken again; completing or releasing with a stale token does nothing",
      () =>
        Effect.gen(function* () {
          const store = yield* Idempotency
          const owner = yield* newAccount
          const request = requestOf(owner.id, "key-2")
          const first = (yield* store.reserve(request)) as { _tag: "Reserved"; token: string }
          yield* store.release(request, first.token)
          const second = (yield* store.reserve(request)) as { _tag: "Reserved"; token: string }
          assert.strictEqual(second._tag, "Reserved")
          yield* store.complete(request, first.token, { status: 200, body: "{}" })
          yield* store.release(request, first.token)
          assert.deepStrictEqual(yield* store.reserve(request), { _tag: "InProgress" })
          yield* store.complete(request, second.token, { status: 404, body: '{"code":"calculation_not_found"}' })
          // A completed answer is never released.
          yield* store.release(request, second.token)
          assert.deepStrictEqual(yield* store.reserve(request), {
            _tag: "Replay",
            answer: { status: 404, body: '{"code":"calculation_not_found"}' }
          })
        })
    )

    it.effect("20 concurrent reservations of one key: exactly one wins", () =>
      Effect.gen(function* () {
        const store = yield* Idempotency
        const owner = yield* newAccount
        const results = yield* Effect.all(
          Array.from({ length: 20 }, () => store.reserve(requestOf(owner.id, "race"))),
          { concurrency: "unbounded" }
        )
        assert.strictEqual(results.filter((r) => r._tag === "Reserved").length, 1)
        assert.strictEqual(results.filter((r) => r._tag === "InProgress").length, 19)
        // And after the winner completes, every racer replays the same answer.
        const winner = results.find((r) => r._tag === "Reserved") as { token: string }
        yield* store.complete(requestOf(owner.id, "race"), winner.token, { status: 200, body: '{"ok":true}' })
        const replays = yield* Effect.all(
          Array.from({ length: 20 }, () => store.reserve(requestOf(owner.id, "race"))),
          { concurrency: "unbounded" }
        )
        assert.isTrue(replays.every((r) => r._tag === "Replay"))
      })
    )

    it.effect("a key expires after 24 hours, and an abandoned reservation is taken over after its lease", () =>
      Effect.gen(function* () {
        const store = yield* Idempotency
        const sql = yield* SqlClient.SqlClient
        const owner = yield* newAccount
        const old = requestOf(owner.id, "old")
        const reserved = (yield* store.reserve(old)) as { token: string }
        yield* store.complete(old, reserved.token, { status: 200, body: "{}" })
        yield* sql`UPDATE idempotency_keys SET created_at = created_at - INTERVAL '25 hours' WHERE account_id = ${owner.id} AND idempotency_key = 'old'`
        // Expired: the same key value now starts afresh, even for another request.
        assert.strictEqual((yield* store.reserve(requestOf(owner.id, "old", "update_calculation")))._tag, "Reserved")

        const abandoned = requestOf(owner.id, "abandoned")
        const stale = (yield* store.reserve(abandoned)) as { token: string }
        assert.deepStrictEqual(yield* store.reserve(abandoned), { _tag: "InProgress" })
        yield* sql`UPDATE idempotency_keys SET locked_at = locked_at - INTERVAL '2 minutes' WHERE account_id = ${owner.id} AND idempotency_key = 'abandoned'`
        const takers = yield* Effect.all(
          Array.from({ length: 5 }, () => store.reserve(abandoned)),
          { concurrency: "unbounded" }
        )
        assert.strictEqual(takers.filter((r) => r._tag === "Reserved").length, 1)
        // The instance that lost its reservation can no longer record over the new owner's.
        yield* store.complete(abandoned, stale.token, { status: 200, body: '{"stale":true}' })
        assert.deepStrictEqual(yield* store.reserve(abandoned), { _tag: "InProgress" })
      })
    )

    it.effect("expired rows of other accounts are swept by later reservations", () =>
      Effect.gen(function* () {
        const store = yield* Idempotency
        const sql = yield* SqlClient.SqlClient
        const gone = yield* newAccount
        const writer = yield* newAccount
        for (const key of ["s1", "s2", "s3"]) yield* store.reserve(requestOf(gone.id, key))
        yield* sql`UPDATE idempotency_keys SET created_at = created_at - INTERVAL '2 days' WHERE account_id = ${gone.id}`
        yield* store.reserve(requestOf(writer.id, "sweeper"))
        const [left] = yield* sql<{
          n: number
        }>`SELECT CAST(count(*) AS INTEGER) AS n FROM idempotency_keys WHERE account_id = ${gone.id}`
        assert.strictEqual(left?.n, 0)
      })
    )
  })
})
