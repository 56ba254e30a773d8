import { readFileSync } from "node:fs"
import { Config, Effect } from "effect"
import { DEFAULT_LIMITS, DEFAULT_SIGNUPS_PER_ADDRESS, type QuotaLimits } from "./quotas/quotas.ts"
import type { DatabaseTarget } from "./storage/database.ts"
import { defaultWorkerPoolSettings, type WorkerPoolSettings } from "./workers/tool-workers.ts"
import type { TracingSettings } from "./observability/tracing.ts"

/** Service configuration, read from the environment (docs/operations.md "Configuration"). */
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
  /** PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR. */
  readonly database: DatabaseTarget
  /** Shared quota counters; memory when unset. */
  readonly redisUrl: string | undefined
  /** Prefix of the quota keys in Redis (several deployments, or test runs, can share one Redis). */
  readonly redisKeyPrefix: string
  /** Proxy hops whose X-Forwarded-For is trusted for the client IP (0: the socket address). */
  readonly trustProxy: number
  readonly limits: QuotaLimits
  /** The worker pool of the heavy calculations (src/workers): threads, queue, deadlines. */
  readonly workerPool?: WorkerPoolSettings | undefined
  /** MCP_ALLOWED_ORIGINS: browser origins (and their hosts) /mcp accepts beyond BASE_URL's (src/faces/mcp/origin.ts).
   * */
  readonly mcpAllowedOrigins?: ReadonlyArray<string> | undefined
  /** PEM certificate and key (from the files TLS_CERT and TLS_KEY): the service then speaks HTTPS itself. */
  readonly tls?: { readonly cert: string; readonly key: string } | undefined
  /** Who runs this instance, and their own terms and privacy notice (the pages /terms, /privacy, /contact). */
  readonly site?: SiteSettings | undefined
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`; unset, /metrics is a 404 and nothing is
   * recorded. */
  readonly metricsToken?: string | undefined
  /** OTLP trace export, from the OTEL_* variables; unset, nothing is traced and no OpenTelemetry module is loaded. */
  readonly tracing?: TracingSettings | undefined
  /** How often expired OAuth rows are deleted (src/services/oauth/sweep.ts); unset, SWEEP.intervalMillis (5 minutes).
   * Tests shorten it. */
  readonly oauthSweepIntervalMillis?: number | undefined
}

/** SITE_OPERATOR, SITE_CONTACT_EMAIL, SITE_TERMS_FILE, SITE_PRIVACY_FILE: each unset one leaves the page's default. */
export interface SiteSettings {
  readonly operator: string | undefined
  readonly contactEmail: string | undefined
  /** Markdown read from SITE_TERMS_FILE at start, shown instead of the default terms. */
  readonly termsMarkdown: string | undefined
  /** Markdown read from SITE_PRIVACY_FILE at start, shown instead of the default privacy notice. */
  readonly privacyMarkdown: string | undefined
}

const stripSlash = (url: string) => url.replace(/\/+$/, "")

const optionalString = (name: string) =>
  Config.String(name).pipe(
    Config.option,
    Config.map((o) => (o._tag === "Some" && o.value.trim() !== "" ? o.value.trim() : undefined))
  )

const triple = (name: string, fallback: readonly [number, number, number]) =>
  Effect.gen(function* () {
    const text = yield* optionalString(name)
    if (text === undefined) return fallback
    const parts = text.split(/[/,]/).map((part) => Number(part.trim()))
    if (parts.length !== 3 || !parts.every((n) => Number.isInteger(n) && n > 0)) {
      return yield* Effect.fail(
        new Error(`${name} must be three positive integers per minute/day/week, e.g. 10/50/200 (got "${text}")`)
      )
    }
    return [parts[0]!, parts[1]!, parts[2]!] as const
  })

/** SIGNUPS_PER_ADDRESS: accounts created per client address per hour and per day, e.g. 5/20. */
const signUpsPerAddress = Effect.gen(function* () {
  const text = yield* optionalString("SIGNUPS_PER_ADDRESS")
  if (text === undefined) return DEFAULT_SIGNUPS_PER_ADDRESS
  const parts = text.split(/[/,]/).map((part) => Number(part.trim()))
  if (parts.length !== 2 || !parts.every((n) => Number.isInteger(n) && n > 0)) {
    return yield* Effect.fail(
      new Error(`SIGNUPS_PER_ADDRESS must be two positive integers per hour/day, e.g. 5/20 (got "${text}")`)
    )
  }
  return [parts[0]!, parts[1]!] as const
})

/** MCP_ALLOWED_ORIGINS: origins separated by commas or spaces, each `scheme://host[:port]` with no path. */
const mcpAllowedOrigins = Effect.gen(function* () {
  const text = yield* optionalString("MCP_ALLOWED_ORIGINS")
  const origins: Array<string> = []
  for (const entry of (text ?? "").split(/[\s,]+/).filter((part) => part !== "")) {
    const origin = URL.canParse(entry) ? new URL(entry).origin : "null"
    if (origin === "null" || origin !== stripSlash(entry) || !/^https?:/.test(origin)) {
      return yield* Effect.fail(
        new Error(
          `MCP_ALLOWED_ORIGINS holds origins such as https://app.example or http://localhost:6274, without a path (got "${entry}")`
        )
      )
    }
    origins.push(origin)
  }
  return origins
})

/** A terms or privacy file: a page, not a book; a wrong path or an oversized file stops the start. */
const SITE_FILE_MAX_BYTES = 256 * 1024
const siteFile = (name: string) =>
  Effect.gen(function* () {
    const path = yield* optionalString(name)
    if (path === undefined) return undefined
    const text = yield* Effect.try({
      try: () => readFileSync(path, "utf8"),
      catch: (error) => new Error(`${name}: cannot read ${path} (${String(error)})`)
    })
    if (Buffer.byteLength(text) > SITE_FILE_MAX_BYTES)
      return yield* Effect.fail(new Error(`${name}: ${path} is larger than ${SITE_FILE_MAX_BYTES} bytes`))
    return text
  })

const siteSettings = Effect.gen(function* () {
  const operator = yield* optionalString("SITE_OPERATOR")
  if (operator !== undefined && operator.length > 200)
    return yield* Effect.fail(new Error("SITE_OPERATOR is a name, at most 200 characters"))
  const contactEmail = yield* optionalString("SITE_CONTACT_EMAIL")
  if (contactEmail !== undefined && !/^[^\s@<>"]{1,64}@[^\s@<>"]{1,253}$/.test(contactEmail)) {
    return yield* Effect.fail(
      new Error(`SITE_CONTACT_EMAIL must be one email address, e.g. privacy@example.org (got "${contactEmail}")`)
    )
  }
  const site: SiteSettings = {
    operator,
    contactEmail,
    termsMarkdown: yield* siteFile("SITE_TERMS_FILE"),
    privacyMarkdown: yield* siteFile("SITE_PRIVACY_FILE")
  }
  return site
})

/** METRICS_TOKEN and the standard OpenTelemetry variables (docs/operations.md "Observability"). */
const METRICS_TOKEN_MIN_LENGTH = 16
const observability = Effect.gen(function* () {
  const metricsToken = yield* optionalString("METRICS_TOKEN")
  if (
    metricsToken !== undefined &&
    (metricsToken.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(metricsToken))
  ) {
    return yield* Effect.fail(
      new Error(
        `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} visible ASCII characters, e.g. from \`openssl rand -hex 32\``
      )
    )
  }
  const tracesEndpoint = yield* optionalString("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
  const endpoint = yield* optionalString("OTEL_EXPORTER_OTLP_ENDPOINT")
  const off =
    (yield* optionalString("OTEL_SDK_DISABLED"))?.toLowerCase() === "true" ||
    (yield* optionalString("OTEL_TRACES_EXPORTER"))?.toLowerCase() === "none"
  const url = off
    ? undefined
    : (tracesEndpoint ?? (endpoint === undefined ? undefined : `${stripSlash(endpoint)}/v1/traces`))
  const protocol =
    (yield* optionalString("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")) ??
    (yield* optionalString("OTEL_EXPORTER_OTLP_PROTOCOL"))
  if (url !== undefined && protocol !== undefined && protocol !== "http/json" && protocol !== "http/protobuf") {
    return yield* Effect.fail(
      new Error(
        `OTEL_EXPORTER_OTLP_PROTOCOL: traces are sent over OTLP/HTTP (JSON), to a collector's HTTP port (4318); "${protocol}" is not supported`
      )
    )
  }
  if (url !== undefined && !/^https?:\/\//.test(url))
    return yield* Effect.fail(new Error(`the OTLP traces endpoint must be an http(s) URL (got "${url}")`))
  const tracing: TracingSettings | undefined =
    url === undefined ? undefined : { url, serviceName: (yield* optionalString("OTEL_SERVICE_NAME")) ?? "poliergaleio" }
  return { metricsToken, tracing }
})

export const loadConfig = Effect.gen(function* () {
  const port = yield* Config.Port("PORT").pipe(Config.withDefault(8787))
  const host = yield* Config.String("HOST").pipe(Config.withDefault("127.0.0.1"))
  const scheme = (yield* optionalString("TLS_CERT")) === undefined ? "http" : "https"
  const baseUrl = stripSlash(yield* Config.String("BASE_URL").pipe(Config.withDefault(`${scheme}://${host}:${port}`)))
  const siteUrl = stripSlash(yield* Config.String("SITE_URL").pipe(Config.withDefault(baseUrl)))
  const maxBodyBytes = yield* Config.Int("MAX_BODY_BYTES").pipe(Config.withDefault(256 * 1024))
  const requestLog = yield* Config.Literals(["on", "off"], "REQUEST_LOG").pipe(Config.withDefault("on" as const))
  const databaseUrl = yield* optionalString("DATABASE_URL")
  const dataDir = yield* Config.String("DATA_DIR").pipe(Config.withDefault("./data"))
  // How long a request waits for the database (storage/bounded-client.ts); at least half a second.
  const storeTimeoutMillis = yield* Config.Int("STORE_TIMEOUT_MS").pipe(
    Config.withDefault(3000),
    Config.map((n) => Math.max(500, n))
  )
  const redisUrl = yield* optionalString("REDIS_URL")
  const redisKeyPrefix = yield* Config.String("REDIS_KEY_PREFIX").pipe(Config.withDefault("poliergaleio:rl:"))
  const trustProxy = yield* Config.Int("TRUST_PROXY").pipe(Config.withDefault(0))
  const tlsCert = yield* optionalString("TLS_CERT")
  const tlsKey = yield* optionalString("TLS_KEY")
  if ((tlsCert === undefined) !== (tlsKey === undefined))
    return yield* Effect.fail(new Error("TLS_CERT and TLS_KEY go together: set both (PEM files) or neither"))
  const tls = tlsCert && tlsKey ? { cert: readFileSync(tlsCert, "utf8"), key: readFileSync(tlsKey, "utf8") } : undefined
  const limits: QuotaLimits = {
    anonymous: yield* triple("QUOTA_ANONYMOUS", DEFAULT_LIMITS.anonymous),
    anonymousPerIp: yield* triple("QUOTA_ANONYMOUS_PER_IP", DEFAULT_LIMITS.anonymousPerIp),
    keyed: yield* triple("QUOTA_KEYED", DEFAULT_LIMITS.keyed),
    signInFailures: yield* Config.Int("SIGNIN_FAILURES_PER_15_MINUTES").pipe(
      Config.withDefault(DEFAULT_LIMITS.signInFailures)
    ),
    signUpsPerAddress: yield* signUpsPerAddress
  }
  const poolDefaults = defaultWorkerPoolSettings()
  const positive = (name: string, fallback: number) =>
    Config.Int(name).pipe(
      Config.withDefault(fallback),
      Config.map((n) => Math.max(1, n))
    )
  const threads = yield* positive("WORKER_THREADS", poolDefaults.threads)
  const workerPool: WorkerPoolSettings = {
    threads,
    maxQueue: yield* Config.Int("WORKER_QUEUE").pipe(
      Config.withDefault(8 * threads),
      Config.map((n) => Math.max(0, n))
    ),
    queueWaitMs: yield* positive("CALCULATION_QUEUE_WAIT_MS", poolDefaults.queueWaitMs),
    deadlineMs: yield* positive("CALCULATION_DEADLINE_MS", poolDefaults.deadlineMs),
    memoryMb: yield* positive("WORKER_MEMORY_MB", poolDefaults.memoryMb)
  }
  return {
    workerPool,
    mcpAllowedOrigins: yield* mcpAllowedOrigins,
    site: yield* siteSettings,
    ...(yield* observability),
    port,
    host,
    baseUrl,
    siteUrl,
    maxBodyBytes,
    requestLog,
    redisUrl,
    redisKeyPrefix,
    trustProxy,
    limits,
    tls,
    database:
      databaseUrl !== undefined
        ? { kind: "postgres", url: databaseUrl, storeTimeoutMillis }
        : { kind: "embedded", dataDir, storeTimeoutMillis }
  } satisfies ServiceConfig
})
