// Instructions per call under valgrind's callgrind: the service and the peers of bench/load.ts, each a
// process started here on a free port. Unlike requests/s or CPU time, the count does not move with
// what else the machine is doing (the same build and input give the same count to 0.1%), so it tells
// whether a change to the hot path does less work even on a noisy shared machine; it does not see cache
// misses, the kernel's share or the other threads, which the load benchmark does.
// Method: node runs with --single-threaded (the JIT compiles on the main thread, counted, and settles
// during the warm-up); --warm calls are sent, the counters are zeroed and switched on (callgrind_control),
// --calls calls are sent over one keep-alive connection, then the counters are read.
// Usage: node bench/instructions.ts [--warm 6000 --calls 1000 --targets
// rest,mcp,keyed,fastify-answer,bare-answer,effect-answer]
// Needs valgrind (Debian package valgrind); a run of all targets takes about ten minutes.
import { execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, openSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import autocannon from "autocannon"
import { AccountSession } from "../scripts/account.ts"
import { serviceArguments } from "../scripts/service-command.ts"
import { constantHeaders, freePort, startService, stop } from "./service.ts"

const { values } = parseArgs({
  options: {
    warm: { type: "string", default: "6000" },
    calls: { type: "string", default: "1000" },
    targets: { type: "string", default: "rest,mcp,keyed,fastify-answer,bare-answer,effect-answer" }
  }
})
const TOOL = "calculate_cyprus_income_tax"
const UNLIMITED = "1000000000/1000000000/1000000000"
const PEERS: Record<string, string> = {
  "fastify-answer": "bench/fastify-answer-server.ts",
  "bare-answer": "bench/bare-answer-server.ts",
  "effect-answer": "bench/minimal-effect-server.ts"
}
const SERVICE_MODES = new Set(["rest", "mcp", "keyed"])

// The service's example call and its constant headers (the peers send the same ones), read from a plain start.
const reference = await (async () => {
  const port = await freePort()
  const service = await startService(port)
  try {
    const schema = (await (await fetch(`http://127.0.0.1:${port}/schemas/${TOOL}`)).json()) as {
      examples: Array<unknown>
    }
    const response = await fetch(`http://127.0.0.1:${port}/tools/${TOOL}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(schema.examples[0])
    })
    return { example: schema.examples[0], headers: constantHeaders(response) }
  } finally {
    await stop(service)
  }
})()

/** Valgrind's control tool finds a process by the user and host in its environment; the child has HOST set. */
const callgrindControl = (pid: number, ...args: Array<string>) =>
  execFileSync("callgrind_control", [...args, String(pid)], {
    env: { ...process.env, HOST: "127.0.0.1" },
    stdio: "ignore"
  })

const count = async (target: string) => {
  const port = await freePort(),
    dir = mkdtempSync(join(tmpdir(), "poliergaleio-callgrind-"))
  const script = PEERS[target] ?? serviceArguments.at(-1)!
  const child = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      "--instr-atstart=no",
      `--callgrind-out-file=${dir}/callgrind.out`,
      process.execPath,
      ...serviceArguments.slice(0, -1),
      "--single-threaded",
      script
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        REQUEST_LOG: "on",
        QUOTA_ANONYMOUS: UNLIMITED,
        QUOTA_ANONYMOUS_PER_IP: UNLIMITED,
        QUOTA_KEYED: UNLIMITED,
        DATA_DIR: mkdtempSync(join(tmpdir(), "poliergaleio-bench-")),
        SERVICE_HEADERS: JSON.stringify(reference.headers),
        // Under valgrind the embedded store answers a key lookup in seconds, not milliseconds.
        STORE_TIMEOUT_MS: "600000"
      },
      stdio: ["ignore", openSync("/dev/null", "w"), openSync(join(dir, "valgrind.log"), "w")]
    }
  )
  try {
    const base = `http://127.0.0.1:${port}`
    for (let attempt = 0; ; attempt++) {
      if (
        await fetch(`${base}/version`).then(
          () => true,
          () => false
        )
      )
        break
      if (attempt > 3000 || child.exitCode !== null)
        throw new Error(`${target} did not start under valgrind (see ${dir}/valgrind.log)`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const headers: Record<string, string> = { "content-type": "application/json", "x-guest-id": "bench" }
    if (target === "mcp") headers.accept = "application/json, text/event-stream"
    if (target === "keyed") {
      const session = new AccountSession(base)
      await session.signInOrUp("bench@example.com", "a long enough password")
      headers["x-api-key"] = await session.createKey("bench")
    }
    const body =
      target === "mcp"
        ? JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "tools/call",
            params: { name: TOOL, arguments: reference.example }
          })
        : JSON.stringify(reference.example)
    const url = target === "mcp" ? `${base}/mcp` : `${base}/tools/${TOOL}`
    const send = async (amount: number) => {
      const result = await autocannon({ url, method: "POST", body, headers, connections: 1, amount, timeout: 600 })
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`)
      return result.requests.total
    }
    await send(Number(values.warm))
    callgrindControl(child.pid!, "-z")
    callgrindControl(child.pid!, "-i", "on")
    const calls = await send(Number(values.calls))
    callgrindControl(child.pid!, "-i", "off")
    callgrindControl(child.pid!, "-d")
    let total = 0
    for (const file of readdirSync(dir).filter((name) => name.startsWith("callgrind.out"))) {
      for (const match of readFileSync(join(dir, file), "utf8").matchAll(/^totals: (\d+)/gm))
        total = Math.max(total, Number(match[1]))
    }
    if (total === 0) throw new Error(`${target}: callgrind wrote no counts (see ${dir})`)
    return total / calls
  } finally {
    child.kill("SIGKILL")
    await once(child, "exit").catch(() => undefined)
  }
}

const counts = new Map<string, number>()
for (const target of values.targets!.split(",")) {
  if (!SERVICE_MODES.has(target) && PEERS[target] === undefined) throw new Error(`unknown target ${target}`)
  counts.set(target, await count(target))
  console.log(`${target.padEnd(16)} ${(counts.get(target)! / 1000).toFixed(1)}k instructions a call`)
}
// As the load benchmark's ratios: higher is better for the first named (fewer instructions than the second).
for (const [a, b] of [
  ["rest", "bare-answer"],
  ["rest", "fastify-answer"],
  ["mcp", "rest"],
  ["keyed", "rest"],
  ["rest", "effect-answer"]
] as const) {
  if (counts.has(a) && counts.has(b))
    console.log(`instructions ratio ${a}/${b} ${(counts.get(b)! / counts.get(a)!).toFixed(3)}`)
}
