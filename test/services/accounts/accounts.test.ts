import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Exit, Layer, Scope } from "effect"
import { Accounts, MAX_ACTIVE_KEYS } from "../../../src/services/accounts/accounts.ts"
import { KeyRevocations } from "../../../src/services/accounts/key-revocations.ts"
import { signInFrom } from "../../../src/services/accounts/attempts.ts"
import { DEFAULT_LIMITS, Quotas } from "../../../src/services/quotas/quotas.ts"
import { parseApiKey } from "../../../src/services/accounts/secrets.ts"
import { databaseLayer, type DatabaseTarget } from "../../../src/services/storage/database.ts"
import { MIGRATIONS, runMigrations } from "../../../src/services/storage/migrations.ts"
import { databaseTargets } from "../../support/databases.ts"
import { SqlClient } from "effect/sql"

const DAY = 24 * 60 * 60 * 1000
let counter = 0
const email = () => `person${Date.now()}-${counter++}@example.com`

describe.each(databaseTargets())("accounts and keys on %s", (_name, makeTarget) => {
  const target: DatabaseTarget = makeTarget()
  const storage = databaseLayer(target)

  layer(Accounts.layer.pipe(Layer.provide(KeyRevocations.singleInstance)).pipe(Layer.provideMerge(storage)), {
    timeout: 60_000,
    excludeTestServices: true
  })((it) => {
    it.effect("runs the migrations again without change", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* runMigrations
        yield* runMigrations
        const [row] = yield* sql<{ n: number }>`SELECT CAST(count(*) AS INTEGER) AS n FROM poliergaleio_migrations`
        assert.strictEqual(row!.n, Object.keys(MIGRATIONS).length)
      })
    )

    it.effect("signs up once per email and signs in only with the right password", () =>
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const address = email()
        const account = yield* accounts.signUp(address, "correct horse battery")
        assert.strictEqual(
          (yield* Effect.exit(accounts.signUp(address.toUpperCase(), "another password")))._tag,
          "Failure"
        )
        assert.deepStrictEqual(yield* accounts.signIn(` ${address} `, "correct horse battery"), account)
        assert.strictEqual((yield* Effect.flip(accounts.signIn(address, "wrong password")))._tag, "InvalidCredentials")
        assert.strictEqual(
          (yield* Effect.flip(accounts.signIn("nobody@example.com", "whatever")))._tag,
          "InvalidCredentials"
        )
        const token = yield* accounts.startSession(account.id)
        assert.deepStrictEqual(yield* accounts.sessionAccount(token), account)
        yield* accounts.endSession(token)
        assert.strictEqual(yield* accounts.sessionAccount(token), undefined)
      })
    )

    it.effect("stores only the prefix and a hash of a key; authenticates it until it is revoked", () =>
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const sql = yield* SqlClient.SqlClient
        const account = yield* accounts.signUp(email(), "correct horse battery")
        const { key, fullKey } = yield* accounts.createKey(account.id, "laptop")
        assert.match(fullKey, /^pge_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/)
        assert.strictEqual(key.prefix, fullKey.slice(0, 16))
        assert.deepStrictEqual(key.scopes, ["read", "write"])
        const [row] = yield* sql<Record<string, unknown>>`SELECT * FROM api_keys WHERE id = ${key.id}`
        const secret = parseApiKey(fullKey)!.secret
        assert.isFalse(JSON.stringify(row).includes(secret), "the secret is stored")
        assert.strictEqual((yield* accounts.authenticateKey(fullKey))?.id, key.id)
        assert.strictEqual(yield* accounts.authenticateKey(`${fullKey.slice(0, -1)}x`), undefined)
        assert.strictEqual(yield* accounts.authenticateKey("pge_nothing"), undefined)
        yield* accounts.renameKey(account.id, key.id, "work laptop")
        assert.strictEqual((yield* accounts.authenticateKey(fullKey))?.name, "work laptop")
        yield* accounts.revokeKey(account.id, key.id)
        assert.strictEqual(yield* accounts.authenticateKey(fullKey), undefined)
        const other = yield* accounts.signUp(email(), "correct horse battery")
        assert.strictEqual((yield* Effect.flip(accounts.revokeKey(other.id, key.id)))._tag, "KeyNotFound")
      })
    )

    // Issue 18: the allowance used to be checked before the hash and counted after it, so parallel
    // attempts all passed the check. Here the password checks themselves are counted.
    it.effect(
      "signInFrom: of 40 concurrent attempts on one email from one address, only the allowance reaches the password check",
      () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts
          const address = email()
          yield* accounts.signUp(address, "correct horse battery")
          let checked = 0
          const counting = {
            ...accounts,
            signIn: (e: string, p: string) =>
              Effect.suspend(() => {
                checked++
                return accounts.signIn(e, p)
              })
          }
          const attempt = (ip: string, password: string) =>
            Effect.result(signInFrom(ip, address, password)).pipe(Effect.provideService(Accounts, counting))
          const results = yield* Effect.all(
            Array.from({ length: 40 }, (_, i) =>
              attempt("203.0.113.1", i === 39 ? "correct horse battery" : `wrong ${i}`)
            ),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(checked, DEFAULT_LIMITS.signInFailures)
          assert.strictEqual(
            results.filter((r) => r._tag === "Failure" && r.failure._tag === "AttemptsExceeded").length,
            40 - DEFAULT_LIMITS.signInFailures
          )
          // The owner, from elsewhere, is not locked out.
          assert.strictEqual((yield* attempt("198.51.100.1", "correct horse battery"))._tag, "Success")
          assert.strictEqual(checked, DEFAULT_LIMITS.signInFailures + 1)
        }).pipe(Effect.provide(Quotas.memory(DEFAULT_LIMITS)))
    )

    // Time passes by ageing the stored creation times: a TestClock jump would also age the connection pool.
    it.effect("refuses a 4th key within 24 hours and an 11th active key", () =>
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const sql = yield* SqlClient.SqlClient
        const account = yield* accounts.signUp(email(), "correct horse battery")
        const age = (ms: number) =>
          sql`UPDATE api_keys SET created_at = created_at - ${`${ms} milliseconds`}::interval WHERE account_id = ${account.id}`
        for (let i = 0; i < 3; i++) yield* accounts.createKey(account.id, `key ${i}`)
        const fourth = yield* Effect.flip(accounts.createKey(account.id, "one too many"))
        assert.strictEqual(fourth.limit, "daily")
        assert.match(fourth.message, /At most 3 keys can be created in 24 hours/)
        yield* age(DAY - 60_000)
        assert.strictEqual((yield* Effect.flip(accounts.createKey(account.id, "still too soon"))).limit, "daily")
        yield* age(60_000)
        let created = 3
        while (created < MAX_ACTIVE_KEYS) {
          yield* accounts.createKey(account.id, `key ${created}`)
          created++
          if (created % 3 === 0) yield* age(DAY)
        }
        yield* age(DAY)
        const eleventh = yield* Effect.flip(accounts.createKey(account.id, "eleventh"))
        assert.strictEqual(eleventh.limit, "active")
        assert.match(eleventh.message, /at most 10 active keys/)
        const keys = yield* accounts.listKeys(account.id)
        yield* accounts.revokeKey(account.id, keys[0]!.id)
        assert.strictEqual((yield* accounts.createKey(account.id, "after a revocation")).key.name, "after a revocation")
      })
    )
  })

  it.effect(
    "keeps accounts and keys across a restart",
    () =>
      Effect.gen(function* () {
        const target = makeTarget()
        const firstRun = yield* Scope.make()
        const first = yield* Layer.buildWithScope(
          Accounts.layer.pipe(Layer.provide(KeyRevocations.singleInstance)).pipe(Layer.provide(databaseLayer(target))),
          firstRun
        )
        const accounts = first.mapUnsafe.get(Accounts.key) as (typeof Accounts)["Service"]
        const account = yield* accounts.signUp(email(), "correct horse battery")
        const { fullKey } = yield* accounts.createKey(account.id, "survivor")
        yield* Scope.close(firstRun, Exit.void)
        const again = yield* Effect.scoped(
          Effect.gen(function* () {
            const accountsAgain = yield* Accounts
            return yield* accountsAgain.authenticateKey(fullKey)
          }).pipe(
            Effect.provide(
              Accounts.layer
                .pipe(Layer.provide(KeyRevocations.singleInstance))
                .pipe(Layer.provide(databaseLayer(target)))
            )
          )
        )
        assert.strictEqual(again?.name, "survivor")
      }),
    60_000
  )
})
