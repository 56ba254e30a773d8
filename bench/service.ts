// Shared by the HTTP benchmarks: the service as it ships, in a child process (request log on, written to
// /dev/null), with the quotas raised by configuration and a fresh data folder; the peer servers; a load run.
import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync } from "node:fs"
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
    const lines = (() => {
      try {
        return readFileSync(table, "utf8").split("\n").slice(1)
      } catch {
        return []
      }
    })()
    return lines
      .map((line) => line.trim().split(/ +/))
      .filter((f) => f.length > 9 && f[3] === "0A" && parseInt(f[1]!.split(":")[1]!, 16) === port)
      .map((f) => f[9]!)
  })

/** Whether the process `pid` owns the socket listening on `port`; undefined without /proc (not Linux). */
const isServedBy = (port: number, pid: number): boolean | undefined => {
  if (!existsSync("/proc/net/tcp")) return undefined
  const inodes = new Set(listeningInodes(port))
  if (inodes.size === 0) return false
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? "")
    } catch {
      return false
    }
  })
}

/** Fails unless the process `pid` owns the socket listening on `port`: a benchmark measures the process it started. */
export const assertServedBy = (port: number, pid: number) => {
  if (isServedBy(port, pid) === false)
    throw new Error(`port ${port} is served by another process than the one the benchmark started (pid ${pid})`)
}

/**
 * Waits until `child` serves `port`: it answers GET /version and owns the listening socket. With
 * `untouched`, only the socket is watched (Linux), so that the process has answered no request yet.
 */
const waitUntilServing = async (child: ChildProcess, port: number, what: string, untouched = false) => {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    const up =
      untouched && existsSync("/proc/net/tcp")
        ? isServedBy(port, child.pid!) === true
        : await fetch(`http://127.0.0.1:${port}/version`, { signal: AbortSignal.timeout(1000) }).then(
            () => true,
            () => false
          )
    if (up) {
      assertServedBy(port, child.pid!)
      return child
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${what} did not answer on port ${port}`)
}

export const startService = (
  port: number,
  extraEnv: Record<string, string> = {},
  options: { readonly untouched?: boolean } = {}
): Promise<ChildProcess> => {
  const child = spawn(process.execPath, [...serviceArguments], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      PORT: String(port),
      HOST: "127.0.0.1",
      REQUEST_LOG: "on",
      QUOTA_ANONYMOUS: UNLIMITED,
      QUOTA_ANONYMOUS_PER_IP: UNLIMITED,
      QUOTA_KEYED: UNLIMITED,
      DATA_DIR: mkdtempSync(join(tmpdir(), "poliergaleio-bench-")),
      ...extraEnv
    },
    stdio: ["ignore", openSync("/dev/null", "w"), "inherit"]
  })
  const serving = waitUntilServing(child, port, "the service", options.untouched)
  // Loaded only once ready (GET /readyz: the store migrated, the worker pool started), as a load balancer
  // would: on a slow machine the first heavy calls would otherwise wait for the workers to boot and be refused.
  return options.untouched ? serving : serving.then((started) => untilReady(started, port))
}

const untilReady = async (child: ChildProcess, port: number) => {
  for (let attempt = 0; attempt < 600; attempt++) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status,
      () => 0
    )
    if (status === 200) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the service on port ${port} did not become ready`)
}

/** Starts a peer server script (bench/*-server.ts) on `port`, its output sent to /dev/null (as to a log collector). */
export const startPeer = (script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> => {
  // The service's runtime flags (heap sizes), so that resident memory compares like with like.
  const child = spawn(process.execPath, [...serviceArguments.slice(0, -1), script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", openSync("/dev/null", "w"), "inherit"]
  })
  return waitUntilServing(child, port, script)
}

/** Resident set size of a process, MiB (Linux /proc). */
export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024

/** CPU time a process (all its threads) has used, µs, or undefined without /proc. Clock ticks are 1/100 s on Linux. */
const cpuMicros = (pid: number | undefined) => {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill("SIGTERM")
  await once(child, "exit")
}

export interface LoadResult {
  readonly rate: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** CPU the server process spent per request, µs, when its pid was given (Linux). */
  readonly cpuMicrosPerRequest: number | undefined
}

/** One autocannon run of POST requests; throws on any non-2xx or error, so a ratio is never of failures. */
export const load = async (options: {
  url: string
  body: string
  headers?: Record<string, string>
  seconds: number
  connections?: number
  pid?: number
}): Promise<LoadResult> => {
  const cpuBefore = cpuMicros(options.pid)
  const result = await autocannon({
    url: options.url,
    method: "POST",
    connections: options.connections ?? 10,
    duration: options.seconds,
    body: options.body,
    headers: { "content-type": "application/json", ...options.headers }
  })
  const cpuAfter = cpuMicros(options.pid)
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return {
    rate: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total
  }
}

/** Headers that differ per response or per connection: left out of the comparison of answers and of the peers' headers.
 * */
const VOLATILE_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "x-request-id"
])

/** The headers of a response that every answer to the same call carries alike (the peers are given the service's). */
export const constantHeaders = (response: Response): Record<string, string> => {
  const constant: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!VOLATILE_HEADERS.has(name)) constant[name] = value
  })
  return constant
}

export const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length

export const median = (xs: ReadonlyArray<number>) => {
  const sorted = [...xs].sort((a, b) => a - b),
    middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
