// The baseline of bench/load.ts: a bare node:http server answering every request with a canned JSON body.
import { createServer } from "node:http"

const body = Buffer.from(process.env.CANNED_BODY ?? "{}")
const server = createServer((request, response) => {
  request.resume()
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json", "content-length": body.length })
    response.end(body)
  })
})
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address()
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : ""}\n`)
})
