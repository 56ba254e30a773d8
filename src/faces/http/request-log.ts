import type { HttpServerRequest } from "effect/http"
import type { QuotaStanding } from "../../calls/ports.ts"

/** What the per-request log line says beyond method, path and status; filled in by the handler that knows. */
export interface RequestLogEntry {
  /** The request's id: its sane X-Request-Id, or one generated (src/faces/http/middleware.ts). The body's requestId. */
  readonly requestId: string | undefined
  tool: string | undefined
  /**
   * The error body's code, when the answer is one (rate_limited, overloaded, calculation_too_costly ...). On
   * /mcp a refused call is an HTTP 200 with isError: the code of its result, or the first of a batch's.
   */
  code?: string | undefined
  /** On /mcp, a batch of tools/call: each call's code in order, null for a call that answered (src/faces/mcp/http.ts).
   * */
  codes?: ReadonlyArray<string | null> | undefined
  /** Where the caller stands after the request's metered calls: the rate-limit headers (rate-limit-headers.ts). */
  quota?: QuotaStanding | undefined
  /**
   * An answer that goes on after its headers are sent (an MCP stream of progress): settles once its calls
   * have answered, having filled in their codes; the line is written then, with the whole duration.
   */
  completion?: Promise<void> | undefined
}

/**
 * The entries of the requests being answered, by the request's source (Node's IncomingMessage, which every
 * modified copy of an effect request shares): the middleware opens one, the handlers fill it in. Kept
 * beside the request rather than put in the fiber's context, which would cost a context change a request.
 */
const entries = new WeakMap<object, RequestLogEntry>()

/** Opens the log entry of a request (the middleware, once a request). */
export const openRequestLogEntry = (
  request: HttpServerRequest.HttpServerRequest,
  requestId: string
): RequestLogEntry => {
  const entry: RequestLogEntry = { requestId, tool: undefined }
  entries.set(request.source, entry)
  return entry
}

/** The log entry of a request; a detached one when no middleware opened it (a handler tested alone). */
export const requestLogEntryOf = (request: HttpServerRequest.HttpServerRequest): RequestLogEntry => {
  let entry = entries.get(request.source)
  if (entry === undefined) entries.set(request.source, (entry = { requestId: undefined, tool: undefined }))
  return entry
}

/**
 * Refusals that protect the service from a caller are logged as warnings, not errors: an
 * attack shows in the logs as warn lines with these codes, and an "error" line is a real outage or defect.
 */
const REFUSAL_CODES: ReadonlySet<string> = new Set([
  "overloaded",
  "calculation_too_costly",
  "too_many_heavy_calls",
  "rate_limited",
  "payload_too_large"
])

const levelOf = (status: number, code: string | undefined, codes: ReadonlyArray<string | null> | undefined) =>
  (code !== undefined && REFUSAL_CODES.has(code)) || codes?.some((one) => one !== null && REFUSAL_CODES.has(one))
    ? "warn"
    : status >= 500
      ? "error"
      : "info"

let pending: Array<string> = []

const flush = () => {
  const lines = pending
  pending = []
  process.stdout.write(lines.join(""))
}

/**
 * One structured line per request: request id, method, path, tool, status, duration. Never a header
 * value, a key or a body (SPEC: secrets are never logged). Lines are written in one batch per turn of
 * the event loop: one write per request was 7% of a tool call's CPU under load.
 */
export const writeRequestLog = (line: {
  readonly requestId: string
  readonly method: string
  readonly path: string
  readonly tool: string | undefined
  readonly code?: string | undefined
  readonly codes?: ReadonlyArray<string | null> | undefined
  readonly status: number
  readonly durationMs: number
}) => {
  if (pending.length === 0) setImmediate(flush)
  pending.push(
    `${JSON.stringify({ level: levelOf(line.status, line.code, line.codes), msg: "request", time: new Date().toISOString(), ...line })}\n`
  )
}
