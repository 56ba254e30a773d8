// MCP logging (notifications/message) of tools/call: a notice when a call used defaults for inputs the
// caller left out, a warning when it was refused (quota, key, lifecycle). Sent only to a client that chose
// a level with logging/setLevel: the level is kept per Mcp-Session-Id (bounded in count, ids of the issued
// shape only), and a client that never sets one, or has no session, gets plain JSON answers (docs/mcp.md "Logging").
import type { CallToolResult, LoggingLevel } from "@modelcontextprotocol/server"
import type { CatalogueService } from "../../core/catalogue.ts"

const SEVERITY: Readonly<Record<LoggingLevel, number>> = {
  debug: 0,
  info: 1,
  notice: 2,
  warning: 3,
  error: 4,
  critical: 5,
  alert: 6,
  emergency: 7
}

declare const logSessionBrand: unique symbol
/**
 * A key of LogLevels: an Mcp-Session-Id of the shape the server issues (logSessionOf), or stdio's one
 * client. Branded so that a header never becomes a key unchecked: an absent id once shared one key for
 * every session-less client, and a forged one could be as long as the header allows.
 */
export type LogSession = string & { readonly [logSessionBrand]: true }

/** The session id `initialize` answers over HTTP: random (122 bits), so no client can guess another's. */
export const newSessionId = (): string => crypto.randomUUID()

const ISSUED_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A request's Mcp-Session-Id as a key, if it has the shape of the ids issued; undefined when absent or of any other
 * shape. */
export const logSessionOf = (header: unknown): LogSession | undefined =>
  typeof header === "string" && ISSUED_SHAPE.test(header) ? (header as LogSession) : undefined

/** The one client of a stdio server (one per process, no session ids). */
export const STDIO_SESSION = "stdio" as LogSession

/** Why a logging/setLevel without a session is refused (-32602) rather than kept where others would read it. */
export const NO_SESSION_MESSAGE =
  "logging/setLevel needs the Mcp-Session-Id this server gave you at initialize; " +
  "without a session, answers are plain JSON and carry no log notices."

/** The level each client session chose; undefined (nothing sent) for a session that chose none. */
export interface LogLevels {
  readonly get: (session: LogSession) => LoggingLevel | undefined
  readonly set: (session: LogSession, level: LoggingLevel) => void
}

/** At most `max` sessions are remembered (per instance); the oldest choice is forgotten first. */
export const makeLogLevels = (max = 10_000): LogLevels => {
  const levels = new Map<LogSession, LoggingLevel>()
  return {
    get: (session) => levels.get(session),
    set: (session, level) => {
      levels.delete(session)
      if (levels.size >= max) levels.delete(levels.keys().next().value!)
      levels.set(session, level)
    }
  }
}

interface CallNotice {
  readonly level: LoggingLevel
  readonly data: Readonly<Record<string, unknown>>
}

/** The codes of a call that was not run: the caller has to do something (wait, send a key, update). */
const REFUSED = new Set([
  "rate_limited",
  "unauthorized",
  "insufficient_scope",
  "overloaded",
  "too_many_heavy_calls",
  "calculation_too_costly",
  "tool_gone",
  "upgrade_required",
  "service_unavailable"
])

interface DefaultedField {
  readonly field: string
  /** What the tool uses instead, from the field's description ("Omitted: 2026 rules, disclosed as a default."). */
  readonly instead: string
}

const defaultsByCatalogue = new WeakMap<CatalogueService, ReadonlyMap<string, ReadonlyArray<DefaultedField>>>()

/** Per tool, its optional inputs whose description says what is used when omitted; built once per catalogue. */
const defaultedFieldsOf = (catalogue: CatalogueService): ReadonlyMap<string, ReadonlyArray<DefaultedField>> => {
  const known = defaultsByCatalogue.get(catalogue)
  if (known !== undefined) return known
  const built = new Map(
    catalogue.tools.map(({ definition, inputJsonSchema }) => {
      const properties = (inputJsonSchema.properties ?? {}) as Record<string, { description?: unknown }>
      const required = new Set((inputJsonSchema.required ?? []) as Array<string>)
      const fields = Object.entries(properties).flatMap(([field, schema]): Array<DefaultedField> => {
        const omitted =
          typeof schema.description === "string" && !required.has(field)
            ? /Omitted: ([^.]*)/.exec(schema.description)
            : null
        return omitted ? [{ field, instead: omitted[1]!.replace(/,? (?:and )?disclosed.*$/, "").trim() }] : []
      })
      return [definition.name, fields] as const
    })
  )
  defaultsByCatalogue.set(catalogue, built)
  return built
}

const errorBodyOf = (result: CallToolResult): Record<string, unknown> | undefined => {
  const first = result.content[0]
  if (first?.type !== "text") return undefined
  try {
    const body: unknown = JSON.parse(first.text)
    return body !== null && typeof body === "object" ? (body as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The error code of an isError result (the envelope's `code`), null for a result that answered. */
export const resultCode = (result: CallToolResult): string | null => {
  if (result.isError !== true) return null
  const code = errorBodyOf(result)?.code
  return typeof code === "string" ? code : "tool_error"
}

/** The notices of one call: a warning when it was refused, a notice listing the defaults it used. */
export const callNotices = (
  catalogue: CatalogueService,
  name: string,
  args: unknown,
  result: CallToolResult
): Array<CallNotice> => {
  if (result.isError === true) {
    const body = errorBodyOf(result)
    const code = body?.code
    if (typeof code !== "string" || !REFUSED.has(code)) return []
    return [
      {
        level: "warning",
        data: {
          tool: name,
          code,
          message: `${name} was not run: ${String(body?.error ?? code)}`,
          ...(body?.hint === undefined ? {} : { hint: body.hint })
        }
      }
    ]
  }
  const given = args !== null && typeof args === "object" ? (args as Record<string, unknown>) : {}
  const defaulted = (defaultedFieldsOf(catalogue).get(name) ?? []).filter(({ field }) => given[field] === undefined)
  if (defaulted.length === 0) return []
  return [
    {
      level: "notice",
      data: {
        tool: name,
        message: `${name} used defaults for inputs not given: ${defaulted.map(({ field, instead }) => `${field} (${instead})`).join("; ")}. Send them to change the result.`,
        defaults: Object.fromEntries(defaulted.map(({ field, instead }) => [field, instead]))
      }
    }
  ]
}

/** The notices a client asked for: at or above its level, none when it set no level. */
export const wantedNotices = (
  level: LoggingLevel | undefined,
  notices: ReadonlyArray<CallNotice>
): ReadonlyArray<CallNotice> =>
  level === undefined ? [] : notices.filter((notice) => SEVERITY[notice.level] >= SEVERITY[level])

/** A notice as the notification sent (the SDK adds the JSON-RPC envelope). */
export const loggingNotice = (notice: CallNotice) => ({
  method: "notifications/message" as const,
  params: { level: notice.level, logger: "poliergaleio", data: notice.data }
})

/** A notice as a whole JSON-RPC message, for answers written without the SDK (fast-path.ts). */
export const loggingNotification = (notice: CallNotice) => ({ jsonrpc: "2.0" as const, ...loggingNotice(notice) })
