import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { createServer } from "node:net"
import { serviceArguments } from "../../scripts/service-command.ts"
import { seedDataDir } from "./pglite-template.ts"

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const port = (probe.address() as { port: number }).port
      probe.close(() => resolve(port))
    })
  })

/**
 * The service as `npm start` runs it, in a child process, with the given environment. A DATA_DIR that
 * holds no store yet starts as a copy of the run's migrated template (pglite-template.ts).
 */
export const startChildService = async (env: Record<string, string>, scheme: "http" | "https" = "http") => {
  if (env.DATA_DIR !== undefined) seedDataDir(env.DATA_DIR)
  const port = await freePort()
  // Not the test runner's environment: vitest sets BASE_URL="/" (a Vite variable) and the service reads BASE_URL.
  const inherited = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" }
  const child: ChildProcess = spawn(process.execPath, [...serviceArguments], {
    env: { ...inherited, REQUEST_LOG: "off", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  // Readiness: the service's "listening" log line (REQUEST_LOG does not silence it).
  child.stdout!.on("data", (chunk) => {
    output += chunk
  })
  child.stderr!.on("data", (chunk) => {
    output += chunk
  })
  const url = `${scheme}://127.0.0.1:${port}`
  // A data folder without a store (no template in this run) starts with PGlite's initdb: 15 s on a loaded
  // 2-core machine, so up to 60 s.
  for (let attempt = 0; !/"msg":"listening"/.test(output); attempt++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}: ${output}`)
    if (attempt === 1200) {
      child.kill("SIGKILL")
      throw new Error(`the service did not listen within 60 s: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    child,
    output: () => output,
    /** Sends a signal and waits for the exit; resolves with the exit code (null when killed by the signal). */
    stop: async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal)
        await once(child, "exit")
      }
      return child.exitCode
    }
  }
}
