// Run as a child process by embedded-store.ts: creates the PGlite store in the folder it is given.
import { PGlite } from "@electric-sql/pglite"
import { startParams } from "./embedded-store.ts"

const dataDir = process.argv[2]
if (dataDir === undefined) throw new Error("usage: embedded-init.ts <data dir>")
const db = await PGlite.create(dataDir, { startParams: startParams(PGlite.defaultStartParams) })
await db.close()
