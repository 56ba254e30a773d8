import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Cause, Effect, Exit, Layer } from "effect"
import { HttpServer } from "effect/http"
import { loadConfig } from "./services/config.ts"
import { makeServerLayer } from "./server.ts"
import { toolCatalogue } from "./tools/catalogue.ts"

/**
 * Loading the modules and building the layers leaves tens of MiB of garbage and a grown young generation
 * that V8 keeps until its next collection, which an idle process never runs. One memory-reducing
 * collection once the server listens, before it says so, returns it to the system (35-60 MiB of resident
 * memory). It takes about 100 ms, once; a request that arrives in that moment waits for it. Needs
 * `--expose-gc`, which the start script passes; without it, nothing happens.
 */
const releaseStartupGarbage = () => globalThis.gc?.({ type: "major", flavor: "last-resort" })

const main = Effect.gen(function* () {
  const config = yield* loadConfig
  const catalogue = toolCatalogue()
  return yield* Layer.launch(
    Layer.effectDiscard(
      Effect.gen(function* () {
        const server = yield* HttpServer.HttpServer
        yield* Effect.sync(releaseStartupGarbage)
        yield* Effect.sync(() =>
          process.stdout.write(
            `${JSON.stringify({ level: "info", msg: "listening", address: HttpServer.formatAddress(server.address), tools: catalogue.tools.length })}\n`
          )
        )
      })
    ).pipe(Layer.provideMerge(makeServerLayer(config, catalogue)))
  )
})

// SIGTERM/SIGINT interrupt the main fiber: the server stops accepting, in-flight requests finish, the
// store closes; such a graceful stop exits 0. A failure exits 1.
NodeRuntime.runMain(main, {
  teardown: (exit, onExit) => onExit(Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause) ? 0 : 1)
})
