// A reference peer of bench/load.ts: the floor of effect's HTTP stack for this work. One effect
// HttpRouter route doing the service's work for `POST /tools/<name>` (bench/same-answer.ts), without
// the service's middleware, HttpApi or pipeline.
import { createServer } from "node:http"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { answerToolCall, VERSION_BODY } from "./same-answer.ts"

const routes = HttpRouter.use((router) =>
  Effect.gen(function* () {
    yield* router.add("GET", "/version", HttpServerResponse.text(VERSION_BODY, { contentType: "application/json" }))
    yield* router.add(
      "POST",
      "/tools/:name",
      Effect.gen(function* () {
        const started = performance.now()
        const request = yield* HttpServerRequest.HttpServerRequest
        const payload = yield* request.json
        const answer = answerToolCall(
          {
            method: request.method,
            url: request.url,
            started,
            clientIp: Option.getOrElse(request.remoteAddress, () => "unknown"),
            requestId: request.headers["x-request-id"],
            guestId: request.headers["x-guest-id"]
          },
          payload
        )
        return HttpServerResponse.text(answer.body, {
          status: answer.status,
          headers: answer.headers,
          contentType: "application/json"
        })
      }).pipe(Effect.orDie)
    )
  })
)

Layer.launch(
  HttpRouter.serve(routes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(NodeHttpServer.layer(createServer, { port: Number(process.env.PORT), host: "127.0.0.1" }))
  )
).pipe(NodeRuntime.runMain)
