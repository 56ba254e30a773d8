import { Effect, Option } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { Readiness, type ReadinessReport } from "../../../services/health/readiness.ts"

/** Probes are never cached by a proxy: each must reach this instance. */
const NO_STORE = { "cache-control": "no-store" }
/** When a probe may try again after a 503: the checks are re-run at most once a second. */
const RETRY_AFTER_SECONDS = "5"

const readinessResponse = (report: ReadinessReport) =>
  report.ready
    ? HttpServerResponse.jsonUnsafe({ status: "ready", checks: report.checks }, { status: 200, headers: NO_STORE })
    : HttpServerResponse.jsonUnsafe(
        {
          status: "not_ready",
          failing: Object.keys(report.checks).filter((name) => report.checks[name]!.status === "failed"),
          checks: report.checks
        },
        { status: 503, headers: { ...NO_STORE, "retry-after": RETRY_AFTER_SECONDS } }
      )

/**
 * GET /healthz (liveness: the process answers; nothing is checked, so a store outage never gets the
 * process restarted) and GET /readyz (readiness: the components of src/services/health/readiness.ts).
 * Outside the HttpApi, so not in the OpenAPI documents; free of quota; not in the request log
 * (middleware.ts). Where no Readiness service is provided, /readyz has nothing to wait for.
 */
export const healthRoutes = () =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const readiness = yield* Effect.serviceOption(Readiness)
      const alive = HttpServerResponse.jsonUnsafe({ status: "ok" }, { status: 200, headers: NO_STORE })
      yield* router.add("GET", "/healthz", Effect.succeed(alive))
      yield* router.add(
        "GET",
        "/readyz",
        Option.isSome(readiness)
          ? Effect.map(readiness.value.report, readinessResponse)
          : Effect.succeed(readinessResponse({ ready: true, checks: {} }))
      )
    })
  )
