// Load benchmark (issue 20): the service against peers that do the same work, in one run.
//
// Every peer answers `POST /tools/calculate_cyprus_income_tax` with a body byte-identical to the
// service's (checked before the load), the service's headers, six in-memory quota counters and the
// service's batched request log line (bench/same-answer.ts): bare node:http (bench/bare-answer-server.ts),
// Fastify 5 (bench/fastify-answer-server.ts) and, for reference, one effect HttpRouter route
// (bench/minimal-effect-server.ts) and bare node:http with a canned body (bench/bare-server.ts, the HTTP
// floor). The service also answers the same call over MCP (tools/call) and with an API key. Each target
// is a process this script started, on a free port, checked by pid; stdout (the request log) goes to
// /dev/null. Every target is first loaded for --warmup seconds, not counted (its code compiled by the JIT
// before it is measured: the service has more code to compile than a peer, and a first round that
// measured the compiler would count against it in one round of four). The rounds rotate the order of
// the targets, in which the service's kinds of call alternate with the peers (each is measured after a
// peer's load, never right after another kind on the same process), and each ratio is taken within one round.
// Before the load: the idle RSS of a fresh `npm start` (3 s after it listens, before any request), on the
// embedded store and with DATABASE_URL, the compile cache filled by a first start (whose RSS is printed too).
// Usage: node bench/load.ts [--seconds 5 --rounds 6 --warmup 3 --connections 10 --database-url postgres://... | none]
import type { ChildProcess } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { isDeepStrictEqual, parseArgs } from "node:util"
import { RATE_LIMIT_HEADER_NAMES } from "../src/faces/http/rate-limit-headers.ts"
import { AccountSession } from "../scripts/account.ts"
import { parseApiKey, sha256 } from "../src/services/accounts/secrets.ts"
import {
  constantHeaders,
  freePort,
  load,
  median,
  rssMiB,
  startPeer,
  startService,
  stop,
  type LoadResult
} from "./service.ts"

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "6" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/test" }
  }
})
const seconds = Number(values.seconds),
  rounds = Number(values.rounds),
  warmup = Number(values.warmup),
  connections = Number(values.connections)
const TOOL = "calculate_cyprus_income_tax"
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const children: Array<ChildProcess> = []
const started = (child: ChildProcess) => {
  children.push(child)
  return child
}

/** RSS of a fresh service, 3 s after it listens and before it has answered anything. */
const idleRss = async (env: Record<string, string>) => {
  const port = await freePort()
  const service = await startService(port, env, { untouched: true })
  try {
    await sleep(3_000)
    return rssMiB(service.pid!)
  } finally {
    await stop(service)
  }
}

const post = async (url: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 500)}`)
  return { text, headers: constantHeaders(response) }
}

interface Target {
  readonly name: string
  readonly label: string
  readonly url: string
  readonly body: string
  readonly headers: Record<string, string>
  readonly pid: number
}

/** Headers with the rate-limit values blanked (what is left and when it resets moves call by call); their names must
 * match. */
const withoutQuotaValues = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      (RATE_LIMIT_HEADER_NAMES as ReadonlyArray<string>).includes(name) ? "" : value
    ])
  )

try {
  // The service starts with Node's compile cache (src/start.js); an empty cache folder of its own makes the
  // first start the one after an install (TypeScript stripped, cache filled), the next ones read the cache.
  const compileCache = { NODE_COMPILE_CACHE: mkdtempSync(join(tmpdir(), "poliergaleio-bench-compile-cache-")) }
  const rssFirstStart = await idleRss(compileCache)
  console.log(
    `idle RSS of the first npm start after an install (empty compile cache), embedded store: ${rssFirstStart.toFixed(1)} MiB`
  )
  const rssEmbedded = await idleRss(compileCache)
  console.log(`idle RSS of a fresh npm start, embedded store: ${rssEmbedded.toFixed(1)} MiB`)
  const rssDatabase =
    values["database-url"] === "none"
      ? undefined
      : await idleRss({ ...compileCache, DATABASE_URL: values["database-url"]! })
  if (rssDatabase !== undefined)
    console.log(`idle RSS of a fresh npm start, DATABASE_URL: ${rssDatabase.toFixed(1)} MiB`)

  const servicePort = await freePort()
  const service = started(await startService(servicePort))
  const base = `http://127.0.0.1:${servicePort}`
  const schema = (await (await fetch(`${base}/schemas/${TOOL}`)).json()) as { examples: Array<unknown> }
  const requestBody = JSON.stringify(schema.examples[0])
  const reference = await post(`${base}/tools/${TOOL}`, requestBody, { "x-guest-id": "bench" })
  const session = new AccountSession(base)
  await session.signInOrUp("bench@example.com", "a long enough password")
  const key = await session.createKey("bench")
  const mcpBody = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: TOOL, arguments: schema.examples[0] }
  })
  const mcpHeaders = { accept: "application/json, text/event-stream", "x-guest-id": "bench" }

  // The peers know the key as the service's key cache does: by its id and the SHA-256 of its secret.
  const parsedKey = parseApiKey(key)!
  const peerEnv = {
    SERVICE_HEADERS: JSON.stringify(reference.headers),
    PEER_KEYS: JSON.stringify({ [parsedKey.id]: sha256(parsedKey.secret) })
  }
  const peer = async (script: string, env: Record<string, string> = peerEnv) => {
    const port = await freePort()
    return { port, pid: started(await startPeer(script, port, env)).pid! }
  }
  const bareAnswer = await peer("bench/bare-answer-server.ts")
  const fastifyAnswer = await peer("bench/fastify-answer-server.ts")
  const effectAnswer = await peer("bench/minimal-effect-server.ts")
  const bareCanned = await peer("bench/bare-server.ts", { CANNED_BODY: reference.text })
  // The floor of idle memory: the peers import the service's catalogue and calculation (bench/same-answer.ts),
  // effect included, and have answered nothing yet.
  await sleep(3_000)
  const peerRss = {
    bareAnswer: rssMiB(bareAnswer.pid),
    fastifyAnswer: rssMiB(fastifyAnswer.pid),
    effectAnswer: rssMiB(effectAnswer.pid),
    bareCanned: rssMiB(bareCanned.pid)
  }
  console.log(
    `idle RSS of the peers (same runtime flags, 3 s after listening, before any request): bare node:http + the same answer ${peerRss.bareAnswer.toFixed(1)} MiB, ` +
      `Fastify + the same answer ${peerRss.fastifyAnswer.toFixed(1)} MiB, effect route + the same answer ${peerRss.effectAnswer.toFixed(1)} MiB, bare canned ${peerRss.bareCanned.toFixed(1)} MiB`
  )

  const rest = (
    name: string,
    label: string,
    port: number,
    pid: number,
    headers: Record<string, string> = { "x-guest-id": "bench" }
  ): Target => ({ name, label, url: `http://127.0.0.1:${port}/tools/${TOOL}`, body: requestBody, headers, pid })
  // The service's three kinds of call alternate with the peers, so that in every round each follows a
  // peer's load: the service has been idle for one load as long before each of its measurements, and
  // none inherits the garbage (or a collection under way) of another kind just measured on it. In the
  // order rest, mcp, keyed, ... the rotation put keyed after mcp and mcp after rest in three rounds of four.
  const targets: ReadonlyArray<Target> = [
    rest("rest", "service, REST anonymous", servicePort, service.pid!),
    rest("bare-answer", "bare node:http + the same answer", bareAnswer.port, bareAnswer.pid),
    {
      name: "mcp",
      label: "service, MCP tools/call",
      url: `${base}/mcp`,
      body: mcpBody,
      headers: mcpHeaders,
      pid: service.pid!
    },
    rest("fastify-answer", "Fastify 5 + the same answer", fastifyAnswer.port, fastifyAnswer.pid),
    rest("keyed", "service, REST with a key", servicePort, service.pid!, { "x-api-key": key }),
    rest("effect-answer", "effect HttpRouter route + the same answer", effectAnswer.port, effectAnswer.pid),
    rest("bare-keyed", "bare node:http + the same answer, with a key", bareAnswer.port, bareAnswer.pid, {
      "x-api-key": key
    }),
    rest("bare-canned", "bare node:http, canned body", bareCanned.port, bareCanned.pid)
  ]

  // The same answer: byte-identical bodies and (but for the canned floor) the same constant headers as
  // the service's REST answer; MCP's structuredContent equal to REST's.
  for (const target of targets.filter((t) => t.name !== "mcp")) {
    const answer = await post(target.url, target.body, target.headers)
    if (answer.text !== reference.text) throw new Error(`${target.label}: the body differs from the service's`)
    if (
      target.name !== "bare-canned" &&
      !isDeepStrictEqual(withoutQuotaValues(answer.headers), withoutQuotaValues(reference.headers))
    ) {
      throw new Error(
        `${target.label}: headers ${JSON.stringify(answer.headers)} differ from the service's ${JSON.stringify(reference.headers)}`
      )
    }
  }
  const mcp = JSON.parse((await post(`${base}/mcp`, mcpBody, mcpHeaders)).text) as {
    result?: { structuredContent?: unknown; isError?: boolean }
  }
  if (
    mcp.result?.isError ||
    !isDeepStrictEqual(
      mcp.result?.structuredContent,
      (JSON.parse(reference.text) as { structuredContent: unknown }).structuredContent
    )
  ) {
    throw new Error("MCP tools/call: the structuredContent differs from REST's")
  }
  console.log(
    `POST /tools/${TOOL}: ${requestBody.length} B request, ${reference.text.length} B response, bodies byte-identical on every peer; ${rounds} rounds of ${seconds} s per target, ${connections} connections, order rotated each round`
  )

  if (warmup > 0) {
    for (const target of targets)
      await load({
        url: target.url,
        body: target.body,
        headers: target.headers,
        seconds: warmup,
        connections,
        pid: target.pid
      })
    console.log(`warm-up: ${warmup} s per target, not counted`)
  }
  const results = new Map<string, Array<LoadResult>>(targets.map((t) => [t.name, []]))
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
    for (const target of order) {
      results.get(target.name)!.push(
        await load({
          url: target.url,
          body: target.body,
          headers: target.headers,
          seconds,
          connections,
          pid: target.pid
        })
      )
    }
    console.log(
      `round ${round + 1}: ${order.map((t) => `${t.name} ${results.get(t.name)!.at(-1)!.rate.toFixed(0)}`).join(", ")} req/s`
    )
  }

  const of = (name: string) => results.get(name)!
  const fixed = (x: number | undefined, digits: number) =>
    x === undefined || Number.isNaN(x) ? "n/a" : x.toFixed(digits)
  console.log("\ntarget                                       req/s median (min-max)   p50 ms  p99 ms  CPU µs/request")
  const SERVICE_FIRST = ["rest", "mcp", "keyed"]
  const tableOrder = [...targets].sort(
    (a, b) => Number(!SERVICE_FIRST.includes(a.name)) - Number(!SERVICE_FIRST.includes(b.name))
  )
  for (const target of tableOrder) {
    const runs = of(target.name),
      rates = runs.map((r) => r.rate)
    const cpu = runs.every((r) => r.cpuMicrosPerRequest !== undefined)
      ? median(runs.map((r) => r.cpuMicrosPerRequest!))
      : undefined
    console.log(
      `${target.label.padEnd(44)} ${`${median(rates).toFixed(0)} (${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)})`.padEnd(24)} ${fixed(median(runs.map((r) => r.p50Ms)), 1).padStart(6)}  ${fixed(median(runs.map((r) => r.p99Ms)), 1).padStart(6)}  ${fixed(cpu, 1).padStart(8)}`
    )
  }
  // Each ratio is taken within a round (both sides measured minutes apart at most), then summarised.
  const ratios = (a: string, b: string) => of(a).map((run, round) => run.rate / of(b)[round]!.rate)
  const RATIOS: ReadonlyArray<readonly [string, string, string, string]> = [
    ["rest/bare-answer", "rest", "bare-answer", "target >= 0.70"],
    ["rest/fastify-answer", "rest", "fastify-answer", "target >= 0.80"],
    ["mcp/rest", "mcp", "rest", "target >= 0.85"],
    ["keyed/anonymous", "keyed", "rest", "target >= 0.95"],
    ["rest/effect-answer", "rest", "effect-answer", "reference: the service against effect's own floor for this work"],
    ["effect-answer/bare-answer", "effect-answer", "bare-answer", "reference: effect's floor against bare node:http"],
    ["bare-answer/bare-canned", "bare-answer", "bare-canned", "reference: what the answer itself costs"],
    [
      "bare-keyed/bare-answer",
      "bare-keyed",
      "bare-answer",
      "reference: keyed/anonymous's floor, the same key check in bare node:http"
    ],
    ["rest/bare-canned", "rest", "bare-canned", "reference: the retired target (issue 13)"]
  ]
  console.log("\nratio (per round)            median   min    max")
  const medians = new Map<string, number>()
  for (const [name, a, b, note] of RATIOS) {
    const xs = ratios(a, b)
    medians.set(name, median(xs))
    console.log(
      `${name.padEnd(28)} ${median(xs).toFixed(3)}  ${Math.min(...xs).toFixed(3)}  ${Math.max(...xs).toFixed(3)}  (${note})`
    )
  }

  // Per core: CPU per request of b over a's, per round. Less sensitive than requests/s to other load on a
  // shared machine (a server that gets less CPU serves fewer requests but spends the same per request).
  const cpuOf = (name: string) => of(name).map((run) => run.cpuMicrosPerRequest)
  if ([...results.keys()].every((name) => cpuOf(name).every((cpu) => cpu !== undefined))) {
    console.log("\nper-core ratio (CPU µs/request, per round)  median   min    max")
    for (const [name, a, b] of RATIOS.slice(0, 4)) {
      const xs = cpuOf(b).map((cpu, round) => cpu! / cpuOf(a)[round]!)
      console.log(
        `cpu ${name.padEnd(39)} ${median(xs).toFixed(3)}  ${Math.min(...xs).toFixed(3)}  ${Math.max(...xs).toFixed(3)}`
      )
    }
  }

  console.log("")
  if (rssDatabase !== undefined) console.log(`rss-idle-mib-database-url ${Math.round(rssDatabase)}`)
  console.log(
    `rss-idle-mib-peer-floor ${Math.round(Math.min(peerRss.bareAnswer, peerRss.fastifyAnswer, peerRss.effectAnswer))}`
  )
  console.log(`floor keyed/anonymous ${medians.get("bare-keyed/bare-answer")!.toFixed(2)}`)
  for (const name of ["rest/bare-answer", "rest/fastify-answer", "mcp/rest", "keyed/anonymous"])
    console.log(`ratio ${name} ${medians.get(name)!.toFixed(2)}`)
  console.log(`rss-idle-mib ${Math.round(rssEmbedded)}`)
} finally {
  for (const child of children) await stop(child)
}
