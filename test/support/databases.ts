import type { DatabaseTarget } from "../../src/services/storage/database.ts"
import { freshDataDir } from "./pglite-template.ts"

/**
 * The engines every storage test runs on: the embedded PGlite always, and the PostgreSQL of
 * TEST_DATABASE_URL when it is set (.ci/run sets it), each in a fresh schema so runs never collide.
 * A fresh PGlite is a copy of the run's migrated template (pglite-template.ts); a fresh schema is migrated.
 */
export const databaseTargets = (): Array<readonly [string, () => DatabaseTarget]> => {
  const targets: Array<readonly [string, () => DatabaseTarget]> = [
    ["PGlite", () => ({ kind: "embedded", dataDir: freshDataDir("poliergaleio-pglite-") })]
  ]
  const url = process.env.TEST_DATABASE_URL
  if (url)
    targets.push([
      "PostgreSQL",
      () => ({ kind: "postgres", url, schema: `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}` })
    ])
  else console.warn("TEST_DATABASE_URL is not set: storage tests run on PGlite only (.ci/run sets it)")
  return targets
}

export const redisUrlForTests = () => {
  const url = process.env.TEST_REDIS_URL
  if (!url) console.warn("TEST_REDIS_URL is not set: quota tests run on memory only (.ci/run sets it)")
  return url
}
