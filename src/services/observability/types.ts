import type { Effect } from "effect"

// The observability types, apart from the modules loaded on demand (prometheus.ts, otel.ts) so that these import
// nothing back.

/** Where spans go (OTLP over HTTP, JSON) and under which service name; from the OTEL_* variables (config.ts). */
export interface TracingSettings {
  /** The OTLP/HTTP traces URL: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
  readonly url: string
  /** OTEL_SERVICE_NAME, default poliergaleio. */
  readonly serviceName: string
}

/** One answered HTTP request: the route pattern the router matched (undefined: answered before routing), the tool, the
 * status, seconds. */
export type RecordRequest = (
  route: string | undefined,
  tool: string | undefined,
  status: number,
  seconds: number
) => void

/** What the worker pool shows at each scrape (src/services/workers/tool-workers.ts PoolStats). */
export interface WorkerPoolFigures {
  readonly threads: number
  readonly queued: number
  readonly inFlight: number
  readonly completed: number
  readonly refusedBusy: number
  readonly timedOutWaiting: number
  readonly timedOutRunning: number
  readonly stoppedTooCostly: number
}

/** The database's failures by meaning (storage/database.ts classifySqlError); "failed" for a Redis command. */
export type StoreErrorKind = "unavailable" | "rejected_input" | "defect" | "failed"

export interface MetricsService {
  /** The recorder of the request middleware; tool names outside `knownTools` are counted as "unknown" (bounded labels).
   * */
  readonly requests: (knownTools: ReadonlyArray<string>) => RecordRequest
  /** A call refused with 429 by a quota: which counter (ip, anonymous, key, account) and which window. */
  readonly quotaRefused: (scope: string, window: string) => void
  /** A sign-in or sign-up attempt refused by its throttle (429 on the account pages and the OAuth sign-in): which
   * action, counter and window. */
  readonly attemptRefused: (action: string, scope: string, window: string) => void
  /** A store command that failed: the database (by what the failure means, database.ts) or Redis. */
  readonly storeError: (store: "database" | "redis", kind: StoreErrorKind) => void
  /** The pool's figures, read at each scrape. */
  readonly workerPool: (figures: () => WorkerPoolFigures) => void
  /** Everything, in the Prometheus text format (version 0.0.4). */
  readonly render: Effect.Effect<string>
}
