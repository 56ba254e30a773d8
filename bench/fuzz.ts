// Fuzzing at scale (issue 13, "Hostile input"): 100,000 calls (by default) across all the calculators, on the
// service as it ships (a child process running src/main.ts with the anonymous quotas raised by configuration
// and a fresh data folder), half valid inputs from each tool's own Schema and half hostile ones (the generators
// of test/fuzz/generators.ts). Prints the counts by status and by tool, and every distinct 5xx body.
// Usage: node bench/fuzz.ts [--calls 100000] [--concurrency 8] [--seed 1] [--port 18797]
import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, openSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { Schema } from "effect"
import type { AnyToolDefinition } from "../src/core/tool.ts"
import { TOOLS } from "../src/tools/catalogue.ts"
import { bodyText, hostileBodies, isValidInput, validInputs } from "../test/fuzz/generators.ts"
import { serviceArguments } from "../scripts/service-command.ts"

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "100000" },
    concurrency: { type: "string", default: "8" },
    seed: { type: "string", default: "1" },
    port: { type: "string", default: "18797" }
  }
})
const calls = Number(values.calls),
  concurrency = Number(values.concurrency),
  seed = Number(values.seed),
  port = Number(values.port)
const CALCULATORS = TOOLS.filter((tool) => tool.access === "anonymous")
const GUEST = "bench-fuzz"
/** Generated per batch, so that memory stays flat at 100,000 calls. */
const BATCH = 500

const start = async (env: Record<string, string>): Promise<ChildProcess> => {
  const devNull = openSync("/dev/null", "w")
  const child = spawn(process.execPath, [...serviceArguments], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", devNull, "pipe"]
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4_000)
  })
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`src/main.ts exited with ${child.exitCode}: ${stderrTail}`)
    if (
      await fetch(`http://127.0.0.1:${port}/version`).then(
        () => true,
        () => false
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`src/main.ts did not answer on port ${port}`)
}
let stderrTail = ""

interface Tally {
  readonly byStatus: Map<string, number>
  valid: number
  hostile: number
  ok: number
}
const byTool = new Map<string, Tally>(
  CALCULATORS.map((tool) => [tool.name, { byStatus: new Map(), valid: 0, hostile: 0, ok: 0 }])
)
const totals = new Map<string, number>()
const serverErrors = new Map<string, { count: number; tool: string; sent: string }>()
const violations: Array<string> = []
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

const ENVELOPE = ["error", "code", "requestId", "guestId", "apiVersion"] as const

const check = async (tool: AnyToolDefinition, text: string, valid: boolean) => {
  const tally = byTool.get(tool.name)!
  if (valid) tally.valid++
  else tally.hostile++
  let status: string
  let body: any
  try {
    const response = await fetch(`http://127.0.0.1:${port}/tools/${tool.name}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-guest-id": GUEST },
      body: text
    })
    status = String(response.status)
    const responseText = await response.text()
    try {
      body = JSON.parse(responseText)
    } catch {
      body = undefined
    }
    if (response.status >= 500) {
      const key = responseText.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
      const seen = serverErrors.get(`${tool.name} ${key}`) ?? { count: 0, tool: tool.name, sent: text.slice(0, 400) }
      seen.count++
      serverErrors.set(`${tool.name} ${key}`, seen)
    }
  } catch (error) {
    status = `dropped (${(error as Error).cause ?? (error as Error).message})`
  }
  bump(tally.byStatus, status)
  bump(totals, status)
  const where = () => `${tool.name} ${status} <- ${text.slice(0, 200)}`
  if (status === "200") {
    tally.ok++
    if (!valid) violations.push(`refused input answered 200: ${where()}`)
    try {
      Schema.decodeUnknownSync(tool.output)(body?.structuredContent)
    } catch (error) {
      violations.push(`output does not decode: ${where()}: ${String(error).slice(0, 200)}`)
    }
  } else if (/^4/.test(status)) {
    const missing = ENVELOPE.filter((k) => body?.[k] === undefined)
    if (status === "400" && (typeof body?.fieldErrors !== "object" || typeof body?.hint !== "string"))
      missing.push("fieldErrors/hint" as never)
    if (missing.length > 0) violations.push(`envelope without ${missing.join(", ")}: ${where()}`)
  }
}

const UNLIMITED = "1000000000/1000000000/1000000000"
const dataDir = mkdtempSync(join(tmpdir(), "poliergaleio-fuzz-"))
const service = await start({
  HOST: "127.0.0.1",
  REQUEST_LOG: "off",
  QUOTA_ANONYMOUS: UNLIMITED,
  QUOTA_ANONYMOUS_PER_IP: UNLIMITED,
  DATA_DIR: dataDir
})
const started = Date.now()
try {
  const perTool = Math.ceil(calls / CALCULATORS.length)
  console.log(
    `${calls} calls: ${CALCULATORS.length} calculators x ${perTool} (half valid, half hostile), ${concurrency} at a time, seed ${seed}`
  )
  // Round-robin over the tools, one batch of each at a time, so that every tool gets its share early.
  let done = 0
  for (let offset = 0; offset < perTool && done < calls; offset += BATCH) {
    const jobs: Array<{ tool: AnyToolDefinition; text: string; valid: boolean }> = []
    for (const [index, tool] of CALCULATORS.entries()) {
      const size = Math.min(BATCH, perTool - offset)
      const batchSeed = seed * 1_000_003 + index * 7_919 + offset
      const valid = validInputs(tool, Math.ceil(size / 2), batchSeed)
      for (const input of valid) jobs.push({ tool, text: JSON.stringify(input), valid: true })
      for (const body of hostileBodies(valid.slice(0, 50), Math.floor(size / 2), batchSeed + 1)) {
        const text = bodyText(body)
        let parsed: unknown = {}
        let parses = true
        try {
          parsed = text.trim() === "" ? {} : JSON.parse(text)
        } catch {
          parses = false
        }
        jobs.push({ tool, text, valid: parses && isValidInput(tool, parsed) })
      }
    }
    const batch = jobs.slice(0, calls - done)
    let next = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < batch.length) {
          const job = batch[next++]!
          await check(job.tool, job.text, job.valid)
        }
      })
    )
    done += batch.length
    process.stderr.write(`\r${done} / ${calls} calls, ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  process.stderr.write("\n")
  const seconds = (Date.now() - started) / 1000
  console.log(`\n${done} calls in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} calls/s)`)
  console.log(
    `\nBy status: ${[...totals]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`
  )
  console.log("\nBy tool (valid / hostile inputs sent; answers by status):")
  const width = Math.max(...CALCULATORS.map((t) => t.name.length))
  for (const [name, t] of byTool) {
    console.log(
      `  ${name.padEnd(width)}  ${String(t.valid).padStart(6)} / ${String(t.hostile).padStart(6)}   ${[...t.byStatus]
        .sort()
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ")}`
    )
  }
  console.log(`\n5xx: ${[...serverErrors.values()].reduce((s, e) => s + e.count, 0)}`)
  for (const [key, e] of serverErrors) console.log(`  ${e.count} x ${key.slice(0, 500)}\n    first input: ${e.sent}`)
  console.log(
    `Contract violations (refused input answered 200, output that does not decode, 4xx without the envelope): ${violations.length}`
  )
  for (const v of violations.slice(0, 20)) console.log(`  ${v}`)
  if (serverErrors.size > 0 || violations.length > 0 || [...totals.keys()].some((s) => s.startsWith("dropped")))
    process.exitCode = 1
} finally {
  service.kill("SIGTERM")
  if (service.exitCode === null) await once(service, "exit")
  rmSync(dataDir, { recursive: true, force: true })
}
