// Shared by the HTTP benchmarks: the service as it ships, in a child process (request log on, written to
// /dev/null), with the quotas raised by configuration and a fresh data folder.
import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { serviceArguments } from "../scripts/service-command.ts"

const UNLIMITED = "1000000000/1000000000/1000000000"

/** A port nobody listens on now (other services may run on this machine). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const port = (probe.address() as { port: number }).port
      probe.close(() => resolve(port))
    })
  })

/** The inodes of the sockets listening on a TCP port (Linux /proc/net/tcp and tcp6, state 0A = LISTEN). */
const listeningInodes = (port: number) =>
  ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) => {
    const lines = (() => { try { return readFileSync(table, "utf8").split("\n").slice(1) } catch { return [] } })()
    return lines.map((line) => line.trim().split(/ +/)).filter((f) => f.length > 9 && f[3] === "0A" && parseInt(f[1]!.split(":")[1]!, 16) === port).map((f) => f[9]!)
  })

/** Fails unless the process `pid` owns the socket listening on `port`: a benchmark measures the process it started. */
export const assertServedBy = (port: number, pid: number) => {
  const inodes = new Set(listeningInodes(port))
  if (inodes.size === 0) return // not Linux, or no /proc: nothing to check with
  const owned = readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try { return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? "") } catch { return false }
  })
  if (!owned) throw new Error(`port ${port} is served by another process than the benchmark's service (pid ${pid})`)
}

export const startService = async (port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> => {
  const child = spawn(process.execPath, [...serviceArguments], {
    env: {
      PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", PORT: String(port), HOST: "127.0.0.1", REQUEST_LOG: "on",
      QUOTA_ANONYMOUS: UNLIMITED, QUOTA_ANONYMOUS_PER_IP: UNLIMITED, QUOTA_KEYED: UNLIMITED,
      DATA_DIR: mkdtempSync(join(tmpdir(), "poliergaleio-bench-")), ...extraEnv
    },
    stdio: ["ignore", openSync("/dev/null", "w"), "inherit"]
  })
  for (let attempt = 0; attempt < 400; attempt++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`)
    if (await fetch(`http://127.0.0.1:${port}/version`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false)) {
      assertServedBy(port, child.pid!)
      return child
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error("the service did not start")
}

export const stop = async (child: ChildProcess) => {
  child.kill("SIGTERM")
  if (child.exitCode === null) await once(child, "exit")
}

/** Requests per second of one autocannon run; throws on any non-2xx or error, so a ratio is never of failures. */
export const rate = async (options: { url: string; body: string; headers?: Record<string, string>; seconds: number; connections?: number }) => {
  const result = await autocannon({
    url: options.url, method: "POST", connections: options.connections ?? 10, duration: options.seconds, body: options.body,
    headers: { "content-type": "application/json", ...options.headers }
  })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

export const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
