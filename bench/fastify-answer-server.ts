// A peer of bench/load.ts: Fastify 5 doing the service's work for `POST /tools/<name>`
// (bench/same-answer.ts), with Fastify's own JSON body parser and its logger off (the log line is the service's).
import Fastify from "fastify"
import { answerToolCall, VERSION_BODY } from "./same-answer.ts"

const app = Fastify({ logger: false, bodyLimit: 256 * 1024 })

app.get("/version", async (_request, reply) => reply.type("application/json").send(VERSION_BODY))
app.post<{ Params: { name: string } }>("/tools/:name", async (request, reply) => {
  const answer = answerToolCall(
    {
      method: request.method,
      url: request.url,
      started: performance.now() - reply.elapsedTime,
      clientIp: request.ip,
      requestId: request.headers["x-request-id"] as string | undefined,
      guestId: request.headers["x-guest-id"] as string | undefined
    },
    request.body ?? {}
  )
  // A Buffer, because Fastify appends "; charset=utf-8" to the content type of a string body.
  return reply.code(answer.status).headers(answer.headers).send(Buffer.from(answer.body))
})

await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" })
