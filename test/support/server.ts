import { rmSync } from "node:fs"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import type { ServiceConfig } from "../../src/services/config.ts"
import { makeCatalogue, type LifecycleEntry } from "../../src/core/catalogue.ts"
import type { AnyToolDefinition } from "../../src/core/tool.ts"
import { makeServerLayer } from "../../src/server.ts"
import { freshDataDir, seedDataDir } from "./pglite-template.ts"

export interface RunningServer {
  readonly url: string
  readonly config: ServiceConfig
  readonly close: () => Promise<void>
}

/** Limits high enough that tests which are not about quotas never meet them. */
export const UNLIMITED = {
  anonymous: [1e6, 1e6, 1e6],
  anonymousPerIp: [1e6, 1e6, 1e6],
  keyed: [1e6, 1e6, 1e6],
  signInFailures: 1000
} as const

/**
 * Starts the real HTTP server on a free loopback port, as `npm start` does: by default on a fresh
 * embedded PGlite in a temporary folder (removed on close) and memory quotas without limits. A fresh
 * store is a copy of the run's migrated template (pglite-template.ts), as is an embedded data folder
 * the caller gives that holds no store yet: the service finds its store created and migrated.
 */
export const startServer = async (
  tools: ReadonlyArray<AnyToolDefinition>,
  lifecycle: Readonly<Record<string, LifecycleEntry>> = {},
  overrides: Partial<ServiceConfig> = {}
): Promise<RunningServer> => {
  const dataDir = overrides.database === undefined ? freshDataDir("poliergaleio-test-") : undefined
  if (overrides.database?.kind === "embedded") seedDataDir(overrides.database.dataDir)
  const config: ServiceConfig = {
    port: 0,
    host: "127.0.0.1",
    baseUrl: "http://127.0.0.1",
    siteUrl: "https://site.example",
    maxBodyBytes: 64 * 1024,
    requestLog: "off",
    database: { kind: "embedded", dataDir: dataDir ?? "" },
    redisUrl: undefined,
    // Each test server counts apart in a shared Redis, so test files never use up each other's quotas.
    redisKeyPrefix: `poliergaleio-test:${Date.now()}:${Math.random().toString(36).slice(2)}:`,
    trustProxy: 0,
    limits: UNLIMITED,
    ...overrides
  }
  const scope = Effect.runSync(Scope.make())
  const context = await Effect.runPromise(
    Layer.buildWithScope(makeServerLayer(config, makeCatalogue(tools, lifecycle)), scope)
  )
  const server = Context.get(context, HttpServer.HttpServer)
  return {
    url: HttpServer.formatAddress(server.address),
    config,
    close: async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void))
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
