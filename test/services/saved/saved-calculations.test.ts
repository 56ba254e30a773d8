import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Accounts } from "../../../src/services/accounts/accounts.ts"
import { KeyRevocations } from "../../../src/services/accounts/key-revocations.ts"
import { MAX_SAVES_PER_ACCOUNT, SavedCalculations } from "../../../src/domain/saved-calculations/store.ts"
import { savedCalculationsLayer } from "../../../src/services/saved/saved-calculations.ts"
import { databaseLayer } from "../../../src/services/storage/database.ts"
import { databaseTargets } from "../../support/databases.ts"

let counter = 0
const email = () => `saver${Date.now()}-${counter++}@example.com`
const query = { calculationTypes: undefined, sort: "recent" as const, limit: 50, offset: 0, cursor: undefined }
const encrypted = {
  algorithm: "AES-GCM" as const,
  kdf: "PBKDF2-SHA256" as const,
  iterations: 310000,
  salt: "c2FsdA",
  iv: "aXY",
  ciphertext: "Y2lwaGVy"
}

describe.each(databaseTargets())("saved calculations on %s", (_name, makeTarget) => {
  const stack = (target = makeTarget()) =>
    Layer.mergeAll(Accounts.layer.pipe(Layer.provide(KeyRevocations.singleInstance)), savedCalculationsLayer).pipe(
      Layer.provideMerge(databaseLayer(target))
    )

  layer(stack(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("stores plain and encrypted saves per account, and finds them only for their owner", () =>
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const saves = yield* SavedCalculations
        const owner = yield* accounts.signUp(email(), "correct horse battery")
        const stranger = yield* accounts.signUp(email(), "correct horse battery")
        const plain = yield* saves.insert(owner.id, {
          calculationType: "calculate_cyprus_income_tax",
          name: "plain",
          inputs: { salaryIncome: 1 },
          result: { net: 1 },
          encrypted: null
        })
        const locked = yield* saves.insert(owner.id, {
          calculationType: "calculate_cyprus_income_tax",
          name: "locked",
          inputs: null,
          result: null,
          encrypted
        })
        assert.deepStrictEqual((yield* saves.find(owner.id, plain.id))?.inputs, { salaryIncome: 1 })
        assert.strictEqual(yield* saves.find(stranger.id, plain.id), undefined)
        const lockedAgain = yield* saves.find(owner.id, locked.id)
        assert.isTrue(lockedAgain?.locked)
        assert.deepStrictEqual(lockedAgain?.encrypted, encrypted)
        assert.strictEqual(lockedAgain?.inputs, null)
        assert.strictEqual((yield* saves.list(stranger.id, query)).totalCount, 0)
        assert.deepStrictEqual((yield* saves.list(owner.id, query)).rows.map((r) => r.name).sort(), ["locked", "plain"])
        assert.strictEqual(yield* saves.update(stranger.id, plain.id, { name: "x" }), undefined)
        assert.strictEqual(yield* saves.remove(stranger.id, plain.id), undefined)
        assert.strictEqual((yield* saves.update(owner.id, plain.id, { name: "renamed" }))?.name, "renamed")
        assert.strictEqual((yield* saves.remove(owner.id, locked.id))?.id, locked.id)
        assert.strictEqual(yield* saves.remove(owner.id, locked.id), undefined)
      })
    )

    // Issue 18: the cap used to be checked outside the insert; 400 concurrent saves took an account from 170 to 570.
    it.effect(
      "400 concurrent saves against an account at 170 end at exactly 500",
      () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts
          const saves = yield* SavedCalculations
          const sql = yield* SqlClient.SqlClient
          const owner = yield* accounts.signUp(email(), "correct horse battery")
          const other = yield* accounts.signUp(email(), "correct horse battery")
          yield* sql`INSERT INTO saved_calculations (id, account_id, calculation_type, name, inputs, result, encrypted, created_at, updated_at)
          SELECT ${owner.id} || '-seed-' || n, ${owner.id}, 'get_pension_reference_data', 'seed ' || n, '{}'::jsonb, '{}'::jsonb, NULL, now(), now()
          FROM generate_series(1, 170) AS n`
          assert.strictEqual(yield* saves.count(owner.id), 170)
          const save = (accountId: string, i: number) =>
            Effect.result(
              saves.insert(accountId, {
                calculationType: "get_pension_reference_data",
                name: `concurrent ${i}`,
                inputs: { year: 2025 },
                result: {},
                encrypted: null
              })
            )
          const started = performance.now()
          const results = yield* Effect.all(
            [
              ...Array.from({ length: 400 }, (_, i) => save(owner.id, i)),
              // Another account's saves go through meanwhile: the lock is per account.
              ...Array.from({ length: 5 }, (_, i) => save(other.id, i))
            ],
            { concurrency: "unbounded" }
          )
          const elapsedMs = Math.round(performance.now() - started)
          const mine = results.slice(0, 400)
          assert.strictEqual(mine.filter((r) => r._tag === "Success").length, MAX_SAVES_PER_ACCOUNT - 170)
          assert.deepStrictEqual(
            [
              ...new Set(
                mine.filter((r) => r._tag === "Failure").map((r) => (r._tag === "Failure" ? r.failure._tag : ""))
              )
            ],
            ["SaveLimitReached"]
          )
          assert.isTrue(results.slice(400).every((r) => r._tag === "Success"))
          assert.strictEqual(yield* saves.count(owner.id), MAX_SAVES_PER_ACCOUNT)
          assert.strictEqual(yield* saves.count(other.id), 5)
          console.log(
            `${_name}: 405 concurrent inserts (400 on an account at 170) in ${elapsedMs} ms, the account ends at ${yield* saves.count(owner.id)}`
          )
        }),
      { timeout: 120_000 }
    )
  })

  it.effect(
    "keeps a save acknowledged before a restart",
    () =>
      Effect.gen(function* () {
        const target = makeTarget()
        const saved = yield* Effect.scoped(
          Effect.gen(function* () {
            const account = yield* (yield* Accounts).signUp(email(), "correct horse battery")
            const save = yield* (yield* SavedCalculations).insert(account.id, {
              calculationType: "get_pension_reference_data",
              name: "survivor",
              inputs: { year: 2025 },
              result: {},
              encrypted: null
            })
            return { accountId: account.id, id: save.id }
          }).pipe(Effect.provide(stack(target)))
        )
        const again = yield* Effect.scoped(
          Effect.flatMap(SavedCalculations, (saves) => saves.find(saved.accountId, saved.id)).pipe(
            Effect.provide(stack(target))
          )
        )
        assert.strictEqual(again?.name, "survivor")
      }),
    60_000
  )
})
