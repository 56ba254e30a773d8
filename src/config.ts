import { Config, Effect } from "effect"

/** Service configuration, read from the environment (README "Configuration"). */
export interface ServiceConfig {
  readonly port: number
  readonly host: string
  /** Public address of the API, used in links the service returns. Default http://HOST:PORT. */
  readonly baseUrl: string
  /** Operator's public web address (migration guides, static documents). Default: baseUrl. */
  readonly siteUrl: string
  /** Largest request body accepted, in bytes. */
  readonly maxBodyBytes: number
  /** One JSON log line per request on stdout; "off" silences it (tests). */
  readonly requestLog: "on" | "off"
}

const stripSlash = (url: string) => url.replace(/\/+$/, "")

export const loadConfig = Effect.gen(function*() {
  const port = yield* Config.Port("PORT").pipe(Config.withDefault(8787))
  const host = yield* Config.String("HOST").pipe(Config.withDefault("127.0.0.1"))
  const baseUrl = stripSlash(yield* Config.String("BASE_URL").pipe(Config.withDefault(`http://${host}:${port}`)))
  const siteUrl = stripSlash(yield* Config.String("SITE_URL").pipe(Config.withDefault(baseUrl)))
  const maxBodyBytes = yield* Config.Int("MAX_BODY_BYTES").pipe(Config.withDefault(256 * 1024))
  const requestLog = yield* Config.Literals(["on", "off"], "REQUEST_LOG").pipe(Config.withDefault("on" as const))
  return { port, host, baseUrl, siteUrl, maxBodyBytes, requestLog } satisfies ServiceConfig
})
