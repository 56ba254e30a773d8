import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, type HttpServerRequest } from "effect/http"
import { InvalidInput, PayloadTooLarge } from "../../core/errors.ts"
import type { Payload } from "../../calls/pipeline.ts"

const isJsonContentType = (value: string | undefined) =>
  value !== undefined && /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(value.trim())

const badBody = (message: string, hint: string) =>
  new InvalidInput({ message, fieldErrors: { $: [message] }, hint })

/**
 * The body of a request as text, at most `maxBytes`: refused on its Content-Length before anything is
 * read, or as soon as the read passes the limit (a client gone mid-body is refused the same way).
 */
export const readBoundedText = (request: HttpServerRequest.HttpServerRequest, maxBytes: number): Effect.Effect<string, PayloadTooLarge> =>
  Number(request.headers["content-length"] ?? 0) > maxBytes
    ? Effect.fail(new PayloadTooLarge({ limitBytes: maxBytes }))
    : request.text.pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxBytes)),
      Effect.mapError(() => new PayloadTooLarge({ limitBytes: maxBytes }))
    )

/**
 * The JSON body of a tool call: at most `maxBytes`, Content-Type application/json, a JSON value.
 * An empty body counts as `{}` so a tool without required fields can be called with no body.
 */
export const readJsonBody = (request: HttpServerRequest.HttpServerRequest, maxBytes: number): Payload =>
  Effect.gen(function*() {
    const text = yield* readBoundedText(request, maxBytes)
    if (text.trim() === "") return {}
    if (!isJsonContentType(request.headers["content-type"])) {
      return yield* badBody(
        `The request body must be sent with Content-Type: application/json (got ${request.headers["content-type"] ?? "none"}).`,
        "Send the tool's fields as a JSON object with the header Content-Type: application/json."
      )
    }
    return yield* Effect.try({
      try: () => JSON.parse(text) as unknown,
      catch: (error) =>
        badBody(
          `The request body is not valid JSON: ${(error as Error).message}.`,
          "Send a well-formed JSON object (check quotes, commas and brackets), for example the tool schema's examples[0]."
        )
    })
  })
