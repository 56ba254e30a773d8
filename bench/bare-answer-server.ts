// A peer of bench/load.ts: bare node:http doing the service's work for `POST /tools/<name>`
// (bench/same-answer.ts): read the body, JSON.parse, decode, calculate, encode, text, JSON, quotas, log.
import { createServer } from "node:http"
import { answerToolCall, VERSION_BODY } from "./same-answer.ts"

const MAX_BODY_BYTES = 256 * 1024

const server = createServer((request, response) => {
  const started = performance.now()
  if (request.method !== "POST" || !request.url?.startsWith("/tools/")) {
    request.resume()
    response.writeHead(200, { "content-type": "application/json" }).end(VERSION_BODY)
    return
  }
  const chunks: Array<Buffer> = []
  let size = 0
  request.on("data", (chunk: Buffer) => {
    size += chunk.length
    if (size <= MAX_BODY_BYTES) chunks.push(chunk)
  })
  request.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8")
    let payload: unknown
    try {
      payload = size > MAX_BODY_BYTES ? undefined : text.trim() === "" ? {} : JSON.parse(text)
    } catch {
      payload = undefined
    }
    if (payload === undefined) {
      response.writeHead(400, { "content-type": "application/json" }).end(`{"error":"invalid_input"}`)
      return
    }
    const answer = answerToolCall(
      {
        method: request.method!,
        url: request.url!,
        started,
        clientIp: request.socket.remoteAddress ?? "unknown",
        requestId: request.headers["x-request-id"] as string | undefined,
        guestId: request.headers["x-guest-id"] as string | undefined,
        apiKey: request.headers["x-api-key"] as string | undefined
      },
      payload
    )
    response
      .writeHead(answer.status, { ...answer.headers, "content-length": Buffer.byteLength(answer.body) })
      .end(answer.body)
  })
})
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1")
