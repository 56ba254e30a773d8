import { createConnection, createServer, type Socket } from "node:net"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { makeReadiness } from "../../../src/services/health/readiness.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { startServer, type RunningServer } from "../../support/server.ts"
import { startTcpProxy } from "../../support/tcp-proxy.ts"

// Liveness and readiness (docs/operations.md "Observability"), on real servers; the stores' outages
// through a TCP proxy in front of the machine's PostgreSQL and Redis, as test/faults/outages.test.ts does.
const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const running: Array<RunningServer> = []
afterAll(async () => {
  for (const server of running) await server.close()
})

const portOf = (url: string, fallback: number) => Number(new URL(url).port || fallback)
const withPort = (url: string, port: number) => {
  const u = new URL(url)
  u.hostname = "127.0.0.1"
  u.port = String(port)
  return u.toString()
}
const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}
const get = async (url: string) => {
  const started = performance.now()
  const response = await fetch(url)
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: JSON.parse(text), ms: performance.now() - started }
}
const operations = (document: { paths: Record<string, unknown> }) => Object.keys(document.paths)

describe("on the embedded store", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(TOOLS, {}, { requestLog: "on", metricsToken: "a-metrics-token-for-tests" })
    running.push(server)
  }, 60_000)

  it("/healthz answers 200 {status: ok}, not cached", async () => {
    const live = await get(`${server.url}/healthz`)
    expect(live.status).toBe(200)
    expect(live.json).toEqual({ status: "ok" })
    expect(live.headers.get("cache-control")).toBe("no-store")
    expect(live.headers.get("x-request-id")).toBeTruthy()
  })

  it("HEAD /healthz and HEAD /readyz answer as GET does, without a body (load balancers probe with HEAD); HEAD of an unknown path is a 404", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const head = await fetch(`${server.url}${path}`, { method: "HEAD" })
      expect(head.status, path).toBe(200)
      expect(head.headers.get("x-request-id"), path).toBeTruthy()
      expect(await head.text(), path).toBe("")
    }
    const unknown = await fetch(`${server.url}/nowhere`, { method: "HEAD" })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe("")
  })

  it("/readyz answers 200 with each check: the store, its migrations, the worker pool (no Redis configured)", async () => {
    const ready = await get(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(ready.json.status).toBe("ready")
    expect(Object.keys(ready.json.checks).sort()).toEqual(["database", "migrations", "workers"])
    expect(ready.json.checks.database).toEqual({ status: "ok" })
    expect(ready.json.checks.migrations).toEqual({ status: "ok" })
    expect(ready.json.checks.workers).toMatchObject({
      status: "ok",
      details: { threads: expect.any(Number), queued: 0 }
    })
    expect(ready.headers.get("cache-control")).toBe("no-store")
  })

  it("probes and a successful scrape are not in the request log; other requests and a refused scrape are", async () => {
    const written: Array<string> = []
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    try {
      await get(`${server.url}/healthz`)
      await get(`${server.url}/readyz`)
      await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer a-metrics-token-for-tests" } }).then(
        (r) => r.text()
      )
      await fetch(`${server.url}/metrics`).then((r) => r.text())
      await get(`${server.url}/version`)
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      spy.mockRestore()
    }
    const lines = written
      .join("")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { path: string; status: number })
    expect(lines.map((line) => `${line.path} ${line.status}`)).toEqual(["/metrics 401", "/version 200"])
  })

  it("/healthz, /readyz and /metrics are in no OpenAPI document", async () => {
    for (const document of [
      "/poliergaleio-openapi.json",
      "/poliergaleio-openapi-calculators.json",
      "/poliergaleio-openapi-saved-calculations.json"
    ]) {
      const paths = operations((await get(`${server.url}${document}`)).json)
      expect(paths.length, document).toBeGreaterThan(0)
      for (const path of ["/healthz", "/readyz", "/metrics"]) expect(paths, document).not.toContain(path)
    }
  })
})

describe("the readiness report", () => {
  it("is computed at most once a second: 50 concurrent probes run each check once", async () => {
    let runs = 0
    const readiness = await Effect.runPromise(makeReadiness(["store"]))
    const check = Effect.sync(() => {
      runs++
    })
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* readiness.provide("store", check)
          const reports = yield* Effect.all(
            Array.from({ length: 50 }, () => readiness.report),
            { concurrency: "unbounded" }
          )
          expect(reports.every((report) => report.ready)).toBe(true)
          expect(runs).toBe(1)
          yield* Effect.sleep("1100 millis")
          yield* readiness.report
          expect(runs).toBe(2)
        })
      )
    )
    // Its layer released (shutdown), the component counts as not started.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = await Effect.runPromise(readiness.report)
    expect(after).toEqual({ ready: false, checks: { store: { status: "failed", reason: "not_started" } } })
  })
})

/** A TCP proxy that can hold every byte (a hung store: connections stay open, nothing answers) and then deliver them.
 * */
const startPausableProxy = async (targetPort: number) => {
  let paused = false
  const held: Array<() => void> = []
  const sockets = new Set<Socket>()
  const forward = (from: Socket, to: Socket) =>
    from.on("data", (chunk) => (paused ? held.push(() => to.write(chunk)) : to.write(chunk)))
  const server = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: targetPort })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on("error", () => socket.destroy())
      socket.on("close", () => sockets.delete(socket))
    }
    forward(client, upstream)
    forward(upstream, client)
    client.on("close", () => upstream.destroy())
    upstream.on("close", () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as { port: number }).port,
    pause: () => {
      paused = true
    },
    resume: () => {
      paused = false
      for (const deliver of held.splice(0)) deliver()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}

describe.skipIf(!databaseUrl)("PostgreSQL", () => {
  it("down: /readyz answers 503 naming the database, with Retry-After, while /healthz stays 200; back: 200 again", async () => {
    const proxy = await startTcpProxy(portOf(databaseUrl!, 5432))
    const server = await startServer(
      TOOLS,
      {},
      { database: { kind: "postgres", url: withPort(databaseUrl!, proxy.port), schema: `readyz_${Date.now()}` } }
    )
    running.push(server)
    expect((await get(`${server.url}/readyz`)).status).toBe(200)

    await proxy.stop()
    expect(await until(async () => (await get(`${server.url}/readyz`)).status === 503)).toBe(true)
    const down = await get(`${server.url}/readyz`)
    expect(down.headers.get("retry-after")).toBe("5")
    expect(down.json).toMatchObject({
      status: "not_ready",
      failing: ["database"],
      checks: { database: { status: "failed", reason: expect.stringMatching(/^(unavailable|timeout)$/) } }
    })
    expect(down.json.checks.workers.status).toBe("ok")
    expect(JSON.stringify(down.json)).not.toContain(String(proxy.port))
    expect((await get(`${server.url}/healthz`)).status).toBe(200)

    await proxy.start()
    expect(await until(async () => (await get(`${server.url}/readyz`)).status === 200)).toBe(true)
    await proxy.stop()
  }, 60_000)

  it("hung (connections open, no answer): 20 concurrent probes all answer 503 timeout within the 1 s check timeout", async () => {
    const proxy = await startPausableProxy(portOf(databaseUrl!, 5432))
    try {
      const server = await startServer(
        TOOLS,
        {},
        { database: { kind: "postgres", url: withPort(databaseUrl!, proxy.port), schema: `readyz_hung_${Date.now()}` } }
      )
      running.push(server)
      expect((await get(`${server.url}/readyz`)).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 1_100))

      proxy.pause()
      const probes = await Promise.all(Array.from({ length: 20 }, () => get(`${server.url}/readyz`)))
      for (const probe of probes) {
        expect(probe.status).toBe(503)
        expect(probe.json.checks.database).toEqual({ status: "failed", reason: "timeout" })
        expect(probe.ms).toBeLessThan(2_500)
      }

      proxy.resume()
      expect(await until(async () => (await get(`${server.url}/readyz`)).status === 200)).toBe(true)
    } finally {
      await proxy.close()
    }
  }, 60_000)
})

describe.skipIf(!redisUrl)("Redis", () => {
  it("configured: /readyz checks it; down: 503 naming redis; back: 200", async () => {
    const proxy = await startTcpProxy(portOf(redisUrl!, 6379))
    const server = await startServer(TOOLS, {}, { redisUrl: withPort(redisUrl!, proxy.port) })
    running.push(server)
    const up = await get(`${server.url}/readyz`)
    expect(up.status).toBe(200)
    expect(Object.keys(up.json.checks).sort()).toEqual(["database", "migrations", "redis", "workers"])

    await proxy.stop()
    expect(await until(async () => (await get(`${server.url}/readyz`)).status === 503)).toBe(true)
    const down = await get(`${server.url}/readyz`)
    expect(down.json).toMatchObject({ status: "not_ready", failing: ["redis"] })
    expect(down.headers.get("retry-after")).toBe("5")

    await proxy.start()
    expect(await until(async () => (await get(`${server.url}/readyz`)).status === 200)).toBe(true)
    await proxy.stop()
  }, 60_000)
})
