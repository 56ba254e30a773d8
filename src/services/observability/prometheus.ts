import { Effect } from "effect"
import { collectDefaultMetrics, Registry } from "prom-client"
import type { MetricsService, StoreErrorKind, WorkerPoolFigures } from "./types.ts"
import { labelText, makeRequestMetrics, metricHeader } from "./request-metrics.ts"

/**
 * Node's process metrics from prom-client (CPU, resident memory, heap, event loop lag, GC, handles),
 * under their usual names so that the common Node.js dashboards read them. One registry per process:
 * they describe the process, and prom-client's collectors (an event loop delay monitor, a GC observer)
 * are made once, however many servers a test process starts.
 */
let processRegistry: Registry | undefined
const processMetrics = () => {
  if (processRegistry === undefined) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/** A counter over bounded label values (each combination a series, made once). */
const makeCounter = (name: string, help: string) => {
  const series = new Map<string, number>()
  return {
    inc: (labels: Readonly<Record<string, string>>) => {
      const key = labelText(labels)
      series.set(key, (series.get(key) ?? 0) + 1)
    },
    render: () =>
      metricHeader(name, "counter", help) +
      [...series].map(([labels, value]) => `${name}{${labels}} ${value}\n`).join("")
  }
}

const single = (name: string, type: "counter" | "gauge", help: string, value: number) =>
  `${metricHeader(name, type, help)}${name} ${value}\n`

const renderPool = (figures: WorkerPoolFigures) =>
  single(
    "poliergaleio_worker_pool_threads",
    "gauge",
    "Worker threads started (they start with the first heavy calls).",
    figures.threads
  ) +
  single("poliergaleio_worker_pool_queue_length", "gauge", "Heavy calls waiting for a free worker.", figures.queued) +
  single("poliergaleio_worker_pool_in_flight", "gauge", "Heavy calls running or waiting.", figures.inFlight) +
  single(
    "poliergaleio_worker_pool_completed_total",
    "counter",
    "Heavy calculations a worker finished.",
    figures.completed
  ) +
  single(
    "poliergaleio_worker_pool_overloaded_total",
    "counter",
    "Heavy calls refused with 503 overloaded (queue full, or no worker free in time).",
    figures.refusedBusy
  ) +
  metricHeader(
    "poliergaleio_worker_pool_timeouts_total",
    "counter",
    "Heavy calls that ran out of time: waiting for a worker (503) or running past the deadline (422)."
  ) +
  `poliergaleio_worker_pool_timeouts_total{phase="waiting"} ${figures.timedOutWaiting}\n` +
  `poliergaleio_worker_pool_timeouts_total{phase="running"} ${figures.timedOutRunning}\n` +
  single(
    "poliergaleio_worker_pool_stopped_total",
    "counter",
    "Calculations stopped for their deadline or their memory (422 calculation_too_costly).",
    figures.stoppedTooCostly
  )

export const makeMetrics: Effect.Effect<MetricsService> = Effect.sync(() => {
  const requests = makeRequestMetrics()
  const quotaRefusals = makeCounter(
    "poliergaleio_quota_refusals_total",
    "Requests refused with 429 rate_limited, by the counter that ran out (ip, anonymous, key, account; oauth_authorize, oauth_interaction, oauth_token, oauth_other per address) and its window."
  )
  const attemptRefusals = makeCounter(
    "poliergaleio_attempt_refusals_total",
    "Sign-ins, sign-ups and credential lookups refused by their throttle, by action (sign_in, sign_up, credential_check), counter (address_and_email, address) and window."
  )
  const storeErrors = makeCounter(
    "poliergaleio_store_errors_total",
    "Failed store commands: the database's by meaning (unavailable: an outage; rejected_input; defect), Redis's as failed."
  )
  let pool: (() => WorkerPoolFigures) | undefined
  const registry = processMetrics()
  return {
    requests: requests.recorder,
    quotaRefused: (scope, window) => quotaRefusals.inc({ scope, window }),
    attemptRefused: (action, scope, window) => attemptRefusals.inc({ action, scope, window }),
    storeError: (store: "database" | "redis", kind: StoreErrorKind) => storeErrors.inc({ store, kind }),
    workerPool: (figures) => {
      pool = figures
    },
    render: Effect.map(
      Effect.promise(() => registry.metrics()),
      (processText) =>
        requests.render() +
        quotaRefusals.render() +
        attemptRefusals.render() +
        storeErrors.render() +
        (pool === undefined ? "" : renderPool(pool())) +
        processText
    )
  } satisfies MetricsService
})
