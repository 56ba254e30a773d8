import { Context, Effect, Layer, Option } from "effect"
import type { MetricsService } from "./types.ts"

export type { MetricsService, RecordRequest } from "./types.ts"

/**
 * The service's metrics (GET /metrics, docs/operations.md "Observability"). Provided only when
 * METRICS_TOKEN is set: otherwise nothing is recorded anywhere and prom-client is never loaded.
 */
export class Metrics extends Context.Service<Metrics, MetricsService>()("poliergaleio/Metrics") {
  static readonly layer = Layer.effect(
    Metrics,
    Effect.flatMap(
      Effect.promise(() => import("./prometheus.ts")),
      (module) => module.makeMetrics
    )
  )
}

/** Runs `use` with the metrics where they are provided; nothing otherwise. */
export const withMetrics = (use: (metrics: MetricsService) => void): Effect.Effect<void> =>
  Effect.map(Effect.serviceOption(Metrics), (metrics) => {
    if (Option.isSome(metrics)) use(metrics.value)
  })
