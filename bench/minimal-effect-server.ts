// A second reference for bench/load.ts: the floor of the stack. A minimal Effect HttpRouter route that
// reads the body, decodes it with a three-field Schema and answers the same canned JSON body.
import { createServer } from "node:http"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"

const cannedBody = JSON.parse(process.env.CANNED_BODY ?? "{}") as unknown
const Input = Schema.Struct({ salaryIncome: Schema.Number, employmentType: Schema.String, legislationVersion: Schema.String })

const routes = HttpRouter.use((router) =>
  Effect.gen(function*() {
    yield* router.add("GET", "/version", HttpServerResponse.jsonUnsafe({ ok: true }))
    yield* router.add("*", "*", Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      yield* Schema.decodeUnknownEffect(Input)(JSON.parse(yield* request.text))
      return HttpServerResponse.jsonUnsafe(cannedBody)
    }).pipe(Effect.orDie))
  })
)

Layer.launch(
  HttpRouter.serve(routes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(NodeHttpServer.layer(createServer, { port: Number(process.env.PORT), host: "127.0.0.1" }))
  )
).pipe(NodeRuntime.runMain)
