import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Layer, Scope } from "effect"
import type { TestProject } from "vitest/node"
import { databaseLayer } from "../../src/services/storage/database.ts"

/**
 * vitest globalSetup of the projects that start servers (vitest.config.ts, issue 35): one migrated
 * embedded store per run. It is created exactly as the service creates a fresh data folder (the
 * service's own databaseLayer: initdb in a child process, then every migration), closed cleanly, and its
 * path provided to the tests, which copy it (test/support/pglite-template.ts). So the migrations still
 * run on a fresh PGlite in every run, once, and fail the run if they fail. (ProvidedContext's
 * pgliteTemplate is declared in pglite-template.ts, which imports vitest: this file runs in the main process.)
 *
 * The run's folder is on /dev/shm where there is one: a store is 39 MB (a 16 MB WAL segment among
 * them), and writing that to this machine's disk costs over a second of CPU a copy, in memory a tenth.
 * The fresh stores copied from the template live in the same folder, and all of it is removed after the
 * run; a folder left by a run that was killed is removed by the next.
 */
const RUN_PREFIX = "poliergaleio-test-run-"

const runsFolder = () => {
  try {
    accessSync("/dev/shm", constants.W_OK)
    return "/dev/shm"
  } catch {
    return tmpdir()
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** Removes the folders of earlier runs whose process is gone (killed before its teardown). */
const removeAbandonedRuns = (folder: string) => {
  for (const name of readdirSync(folder)) {
    const pid = Number(name.startsWith(RUN_PREFIX) ? name.slice(RUN_PREFIX.length).split("-")[0] : NaN)
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid))
      rmSync(join(folder, name), { recursive: true, force: true })
  }
}

const buildTemplate = async () => {
  const folder = runsFolder()
  removeAbandonedRuns(folder)
  const root = mkdtempSync(join(folder, `${RUN_PREFIX}${process.pid}-`))
  const template = join(root, "template")
  const scope = Effect.runSync(Scope.make())
  try {
    await Effect.runPromise(Layer.buildWithScope(databaseLayer({ kind: "embedded", dataDir: template }), scope))
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
  return { root, template }
}

/**
 * Each project that lists this file runs it (blackbox and slow) in the one main process, each with a
 * module instance of its own: the template is shared through the process, built by the first and
 * removed after the last.
 */
interface Shared {
  built: ReturnType<typeof buildTemplate>
  users: number
}
const KEY = Symbol.for("poliergaleio.test.pgliteTemplate")
const registry = globalThis as { [KEY]?: Shared }

export default async function setup(project: TestProject) {
  const shared = (registry[KEY] ??= { built: buildTemplate(), users: 0 })
  shared.users++
  const { root, template } = await shared.built
  project.provide("pgliteTemplate", template)
  return () => {
    if (--shared.users > 0) return
    delete registry[KEY]
    rmSync(root, { recursive: true, force: true })
  }
}
