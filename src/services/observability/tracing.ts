import { Effect, Layer } from "effect"
import { HttpMiddleware, UrlParams } from "effect/http"
import type { TracingSettings } from "./types.ts"

export type { TracingSettings } from "./types.ts"

/** Probes and scrapes come every few seconds and say nothing about a request: they get no span. */
const UNTRACED_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"])
const pathOf = (url: string) => {
  const query = url.indexOf("?")
  return query === -1 ? url : url.slice(0, query)
}

/**
 * OpenTelemetry tracing (docs/operations.md "Observability"): a span per request (effect's HTTP server
 * makes it once a tracer is provided, with method, route and status; the request middleware adds the
 * request id) and per tool call (src/calls/pipeline.ts), exported over OTLP. Without settings this is an
 * empty layer, and no OpenTelemetry module is ever loaded (otel.ts is imported only here, on demand).
 */
export const tracingLayer = (settings: TracingSettings | undefined) =>
  settings === undefined
    ? Layer.empty
    : Layer.mergeAll(
        Layer.unwrap(
          Effect.map(
            Effect.promise(() => import("./otel.ts")),
            (otel) => otel.otlpTracingLayer(settings)
          )
        ),
        Layer.succeed(HttpMiddleware.TracerDisabledWhen)((request) => UNTRACED_PATHS.has(pathOf(request.url))),
        // A query's values never leave in a span (url.full, url.query): only their names do, as the request log keeps
        // none.
        Layer.succeed(UrlParams.CurrentRedactedNames)([/^/])
      )
