import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Cause, Effect, Exit, Layer } from "effect"
import { HttpServer } from "effect/http"
import { loadConfig } from "./services/config.ts"
import { makeCatalogue } from "./core/catalogue.ts"
import { makeServerLayer } from "./server.ts"
import { TOOLS, TOOL_LIFECYCLE } from "./tools/catalogue.ts"

const main = Effect.gen(function*() {
  const config = yield* loadConfig
  const catalogue = makeCatalogue(TOOLS, TOOL_LIFECYCLE)
  return yield* Layer.launch(
    Layer.effectDiscard(Effect.gen(function*() {
      const server = yield* HttpServer.HttpServer
      yield* Effect.sync(() =>
        process.stdout.write(`${JSON.stringify({ level: "info", msg: "listening", address: HttpServer.formatAddress(server.address), tools: catalogue.tools.length })}\n`)
      )
    })).pipe(Layer.provideMerge(makeServerLayer(config, catalogue)))
  )
})

// SIGTERM/SIGINT interrupt the main fiber: the server stops accepting, in-flight requests finish, the
// store closes; such a graceful stop exits 0. A failure exits 1.
NodeRuntime.runMain(main, {
  teardown: (exit, onExit) => onExit(Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause) ? 0 : 1)
})
