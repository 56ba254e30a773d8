import { IncomingMessage } from "node:http"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, type HttpServerRequest } from "effect/http"
import { InvalidInput, PayloadTooLarge } from "../../core/errors.ts"
import type { Payload } from "../../calls/pipeline.ts"

const isJsonContentType = (value: string | undefined) =>
  value !== undefined && /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(value.trim())

const badBody = (message: string, hint: string) => new InvalidInput({ message, fieldErrors: { $: [message] }, hint })

/**
 * The body of a request as text, at most `maxBytes`: refused on its Content-Length before anything is
 * read, or as soon as the read passes the limit (a client gone mid-body is refused the same way).
 */
export const readBoundedText = (
  request: HttpServerRequest.HttpServerRequest,
  maxBytes: number
): Effect.Effect<string, PayloadTooLarge> =>
  Number(request.headers["content-length"] ?? 0) > maxBytes
    ? Effect.fail(new PayloadTooLarge({ limitBytes: maxBytes }))
    : readText(request, maxBytes).pipe(Effect.mapError(() => new PayloadTooLarge({ limitBytes: maxBytes })))

const utf8 = new TextDecoder()

/**
 * request.text, read in the request's own fiber where it can be: effect's Node request reads its body
 * through a cached effect, which runs one fiber to build the cache and another to read. A plain Node
 * request (no `Expect: 100-continue` for effect to answer first, no upgrade) is read here directly,
 * with the same reader, limit and decoding.
 */
const readText = (request: HttpServerRequest.HttpServerRequest, maxBytes: number): Effect.Effect<string, unknown> => {
  const source = request.source
  if (
    !(source instanceof IncomingMessage) ||
    source.headers.expect !== undefined ||
    source.headers.upgrade !== undefined
  ) {
    return request.text.pipe(Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxBytes)))
  }
  return Effect.map(
    NodeStream.toArrayBuffer(() => source, { maxBytes, destroyOnOverflow: false }),
    (bytes) => utf8.decode(bytes)
  )
}

/**
 * The JSON body of a tool call: at most `maxBytes`, Content-Type application/json, a JSON value.
 * An empty body counts as `{}` so a tool without required fields can be called with no body.
 */
export const readJsonBody = (request: HttpServerRequest.HttpServerRequest, maxBytes: number): Payload =>
  Effect.flatMap(readBoundedText(request, maxBytes), (text) => {
    if (text.trim() === "") return Effect.succeed({})
    if (!isJsonContentType(request.headers["content-type"])) {
      return Effect.fail(
        badBody(
          `The request body must be sent with Content-Type: application/json (got ${request.headers["content-type"] ?? "none"}).`,
          "Send the tool's fields as a JSON object with the header Content-Type: application/json."
        )
      )
    }
    try {
      return Effect.succeed(JSON.parse(text) as unknown)
    } catch (error) {
      return Effect.fail(
        badBody(
          `The request body is not valid JSON: ${(error as Error).message}.`,
          "Send a well-formed JSON object (check quotes, commas and brackets), for example the tool schema's examples[0]."
        )
      )
    }
  })
