import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import type { ServiceConfig } from "./config.ts"
import type { CatalogueService } from "./core/catalogue.ts"
import { makeAppLayer } from "./http/app.ts"

/** The service listening on config.host:config.port (port 0 picks a free one, as the tests do). */
export const makeServerLayer = (config: ServiceConfig, catalogue: CatalogueService) =>
  HttpRouter.serve(makeAppLayer(config, catalogue), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))
  )
