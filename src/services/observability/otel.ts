import * as OtelTracer from "@effect/opentelemetry/OtelTracer"
import * as Resource from "@effect/opentelemetry/Resource"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base"
import { Effect, Layer } from "effect"
import { API_VERSION } from "../../core/version.ts"
import type { TracingSettings } from "./types.ts"

/** How long shutdown waits for the last spans to be sent. */
const FLUSH_TIMEOUT_MS = 3_000

/**
 * effect's tracer on the OpenTelemetry SDK (@effect/opentelemetry), spans batched and sent over OTLP/HTTP.
 * The resource takes OTEL_RESOURCE_ATTRIBUTES; the exporter reads OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_EXPORTER_OTLP_TIMEOUT itself, and the provider the sampler (OTEL_TRACES_SAMPLER). Spans still
 * queued at shutdown are sent before the process exits.
 */
export const otlpTracingLayer = (settings: TracingSettings) => {
  const provider = Layer.effect(
    OtelTracer.OtelTracerProvider,
    Effect.gen(function* () {
      const resource = yield* Resource.Resource
      return yield* Effect.acquireRelease(
        Effect.sync(
          () =>
            new BasicTracerProvider({
              resource,
              spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))]
            })
        ),
        (provider) =>
          Effect.promise(() => provider.forceFlush().finally(() => provider.shutdown())).pipe(
            Effect.timeoutOption(FLUSH_TIMEOUT_MS),
            Effect.ignore
          )
      )
    })
  )
  return OtelTracer.layer.pipe(
    Layer.provide(provider),
    Layer.provide(Resource.layerFromEnv({ "service.name": settings.serviceName, "service.version": API_VERSION }))
  )
}
