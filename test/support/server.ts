import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import type { ServiceConfig } from "../../src/config.ts"
import { makeCatalogue, type LifecycleEntry } from "../../src/core/catalogue.ts"
import type { ToolDefinition } from "../../src/core/tool.ts"
import { makeServerLayer } from "../../src/server.ts"

export interface RunningServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/** Starts the real HTTP server on a free loopback port, as `npm start` does. */
export const startServer = async (
  tools: ReadonlyArray<ToolDefinition>,
  lifecycle: Readonly<Record<string, LifecycleEntry>> = {},
  overrides: Partial<ServiceConfig> = {}
): Promise<RunningServer> => {
  const config: ServiceConfig = {
    port: 0,
    host: "127.0.0.1",
    baseUrl: "http://127.0.0.1",
    siteUrl: "https://site.example",
    maxBodyBytes: 64 * 1024,
    requestLog: "off",
    ...overrides
  }
  const scope = Effect.runSync(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(makeServerLayer(config, makeCatalogue(tools, lifecycle)), scope))
  const server = Context.get(context, HttpServer.HttpServer)
  return {
    url: HttpServer.formatAddress(server.address),
    close: () => Effect.runPromise(Scope.close(scope, Exit.void))
  }
}
