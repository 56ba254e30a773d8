/** An X-Request-Id we echo: 1-128 visible ASCII characters; anything else is replaced by a fresh UUID. */
const ECHOABLE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/

/**
 * The id of a request, on every path (the Effect routes and the raw Node paths alike): the X-Request-Id
 * the caller sent when it is sane, else a fresh UUID. The response header and the body's requestId carry it.
 */
export const requestIdFor = (sent: string | ReadonlyArray<string> | undefined): string =>
  typeof sent === "string" && ECHOABLE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID()
