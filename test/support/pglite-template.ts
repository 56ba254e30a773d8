import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { inject } from "vitest"

/**
 * One migrated embedded store per test run (issue 35): the globalSetup of the projects that start
 * servers (pglite-template-setup.ts) creates a PGlite data folder once, exactly as the service does on a
 * fresh folder, and hands its path to the tests (`inject("pgliteTemplate")`). Each test server,
 * storage target and child service then starts on its own copy of that folder: a copy takes a fraction
 * of a second where initdb and the migrations take seconds. Every copy is the store a fresh folder
 * becomes, and each server still has its own data.
 */
declare module "vitest" {
  interface ProvidedContext {
    /** The migrated PGlite data folder to copy; absent when the project has no such globalSetup. */
    pgliteTemplate: string | undefined
  }
}

/** The template folder of this run, if the project provides one. */
export const pgliteTemplate = (): string | undefined => {
  try {
    const template = inject("pgliteTemplate")
    return template !== undefined && existsSync(join(template, "PG_VERSION")) ? template : undefined
  } catch {
    return undefined // not inside a vitest worker
  }
}

/**
 * Makes `dataDir` a copy of the migrated template when it holds no store yet (no PG_VERSION) and is
 * empty or absent; otherwise (a store already there, no template in this run) leaves it as it is, and
 * the service creates and migrates the store itself. Returns whether it copied.
 */
export const seedDataDir = (dataDir: string): boolean => {
  const template = pgliteTemplate()
  if (template === undefined || existsSync(join(dataDir, "PG_VERSION"))) return false
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false
  mkdirSync(dataDir, { recursive: true })
  cpSync(template, dataDir, { recursive: true })
  return true
}

/**
 * A new temporary folder holding a copy of the migrated store, in the run's folder next to the template
 * (in memory where it can be, removed with the run's folder after the run); without a template, an empty
 * folder in the system's temporary folder, where the service creates its store.
 */
export const freshDataDir = (prefix: string): string => {
  const template = pgliteTemplate()
  const dataDir = mkdtempSync(join(template === undefined ? tmpdir() : dirname(template), prefix))
  seedDataDir(dataDir)
  return dataDir
}
