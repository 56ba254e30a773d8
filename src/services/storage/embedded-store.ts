import { spawn } from "node:child_process"
import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { PGlite } from "@electric-sql/pglite"

/**
 * PGlite's start parameters for a small store (docs/operations.md "Memory"). Postgres's
 * buffer pool lives in PGlite's WebAssembly memory, is touched in full at start and never given back:
 * the default 128 MB costs about 130 MiB of resident memory, 8 MB about 5. The store is small (accounts,
 * keys, saved calculations) and its files stay in the OS page cache. WebAssembly memory never shrinks,
 * so maintenance_work_mem (index builds in migrations) is bounded too; the WAL sizes only bound disk.
 */
export const startParams = (defaults: ReadonlyArray<string>): Array<string> => [
  ...defaults,
  "-c",
  "shared_buffers=8MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "min_wal_size=32MB",
  "-c",
  "max_wal_size=64MB"
]

export const openStore = async (dataDir: string): Promise<PGlite> => {
  mkdirSync(dataDir, { recursive: true })
  if (!existsSync(join(dataDir, "PG_VERSION"))) await initializeInChildProcess(dataDir)
  // Loaded only for the embedded store: a service on DATABASE_URL never loads PGlite.
  const { PGlite } = await import("@electric-sql/pglite")
  return PGlite.create(dataDir, { startParams: startParams(PGlite.defaultStartParams) })
}

/**
 * A fresh store is created (initdb) in a short-lived child process: PGlite runs initdb in a second
 * WebAssembly instance whose memory, several hundred MiB, would otherwise stay in this process.
 */
const initializeInChildProcess = (dataDir: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL("./embedded-init.ts", import.meta.url)), dataDir], {
      stdio: ["ignore", "ignore", "pipe"]
    })
    let stderr = ""
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk
    })
    child.on("error", reject)
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`initializing the embedded store in ${dataDir} failed (${signal ?? code}): ${stderr.trim()}`)
          )
    )
  })
