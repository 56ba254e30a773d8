// The command line of `npm start`, for the benchmarks and tests that start the service as it ships:
// one place (package.json) holds the runtime flags, so a child started here runs exactly like production.
import { readFileSync } from "node:fs"

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  scripts: { start: string }
}

/** The arguments that follow `node` in the start script, e.g. ["--expose-gc", "--max-old-space-size=1024",
 * "--min-semi-space-size=16", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "src/start.js"]. */
export const serviceArguments: ReadonlyArray<string> = (() => {
  const [program, ...args] = packageJson.scripts.start.trim().split(/\s+/)
  if (program !== "node" || args.at(-1) !== "src/start.js")
    throw new Error(`unexpected start script: ${packageJson.scripts.start}`)
  return args
})()
