import { Context, Duration, Effect, Fiber, Layer, Option, type Scope } from "effect"

/** Longest a component may take to answer its check: a hung store cannot stall the probe. */
const CHECK_TIMEOUT = Duration.seconds(1)
/** A report is reused this long, and probes arriving while one runs wait for it: a flood of probes costs one check a
 * second. */
const REPORT_TTL = Duration.seconds(1)

/** Why a component is not ready. Never the error's text: /readyz is public, and store errors name hosts. */
type NotReadyReason = "timeout" | "unavailable" | "not_started"

export type CheckResult =
  | { readonly status: "ok"; readonly details?: Readonly<Record<string, number | string>> | undefined }
  | { readonly status: "failed"; readonly reason: NotReadyReason }

export interface ReadinessReport {
  readonly ready: boolean
  readonly checks: Readonly<Record<string, CheckResult>>
}

/** A component's check: succeeds (optionally with figures to show, such as the pool's threads) when it can serve. */
// biome-ignore lint/suspicious/noConfusingVoidType: a check that only has to succeed is an Effect<void>; void here accepts it
type Check = Effect.Effect<Readonly<Record<string, number | string>> | void, unknown>

interface ReadinessService {
  /**
   * The layer that owns a component adds its check once the component is up, for the lifetime of its
   * scope: when the layer is released (shutdown), the component counts as not started again.
   */
  readonly provide: (name: string, check: Check) => Effect.Effect<void, never, Scope.Scope>
  /** Every expected component's check, concurrently, each within CHECK_TIMEOUT; cached for REPORT_TTL. */
  readonly report: Effect.Effect<ReadinessReport>
}

/**
 * The check's answer, or None after CHECK_TIMEOUT. The check runs in a fiber of its own, interrupted in
 * the background when late: interrupting a hung SQL query waits for its cancellation, which a hung store
 * does not answer either, and the probe must not wait for that.
 */
const withinTimeout = (check: Check) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkDetach(check)
    const answer = yield* Effect.timeoutOption(Fiber.join(fiber), CHECK_TIMEOUT)
    if (Option.isNone(answer)) yield* Effect.forkDetach(Fiber.interrupt(fiber))
    return answer
  })

const runCheck = (checks: ReadonlyArray<Check> | undefined): Effect.Effect<CheckResult> => {
  if (checks === undefined || checks.length === 0) return Effect.succeed({ status: "failed", reason: "not_started" })
  return Effect.forEach(
    checks,
    (check) =>
      withinTimeout(check).pipe(
        Effect.map(
          (answer): CheckResult =>
            Option.isNone(answer)
              ? { status: "failed", reason: "timeout" }
              : { status: "ok", details: answer.value ?? undefined }
        ),
        Effect.catchCause(() => Effect.succeed<CheckResult>({ status: "failed", reason: "unavailable" }))
      ),
    { concurrency: "unbounded" }
  ).pipe(Effect.map((results) => results.find((result) => result.status === "failed") ?? mergeDetails(results)))
}

const mergeDetails = (results: ReadonlyArray<CheckResult>): CheckResult => {
  const details = Object.assign({}, ...results.map((result) => (result.status === "ok" ? result.details : undefined)))
  return Object.keys(details).length === 0 ? { status: "ok" } : { status: "ok", details }
}

/** One line on stderr when readiness changes (the probes themselves are not in the request log). */
const logTransition = (report: ReadinessReport) => {
  const failing = Object.entries(report.checks)
    .filter(([, result]) => result.status === "failed")
    .map(([name, result]) => ({ name, reason: (result as { reason: NotReadyReason }).reason }))
  process.stderr.write(
    `${JSON.stringify(report.ready ? { level: "info", msg: "ready" } : { level: "warn", msg: "not ready", failing })}\n`
  )
}

/**
 * What must answer before the instance takes traffic (GET /readyz): `expected` names the components
 * (database, migrations, redis, workers); each layer that owns one provides its check (src/services/health/checks.ts).
 * Checks run with tracing off, so a probe every second adds no spans.
 */
export const makeReadiness = (expected: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const checks = new Map<string, Array<Check>>()
    let lastReady: boolean | undefined
    const compute = Effect.forEach(
      expected,
      (name) => Effect.map(runCheck(checks.get(name)), (result) => [name, result] as const),
      { concurrency: "unbounded" }
    ).pipe(
      Effect.map(
        (entries): ReadinessReport => ({
          ready: entries.every(([, result]) => result.status === "ok"),
          checks: Object.fromEntries(entries)
        })
      ),
      Effect.tap((report) =>
        Effect.sync(() => {
          if (lastReady === undefined ? !report.ready : lastReady !== report.ready) logTransition(report)
          lastReady = report.ready
        })
      ),
      Effect.withTracerEnabled(false)
    )
    const report = yield* Effect.cachedWithTTL(compute, REPORT_TTL)
    const service: ReadinessService = {
      provide: (name, check) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            checks.set(name, [...(checks.get(name) ?? []), check])
          }),
          () =>
            Effect.sync(() => {
              const left = (checks.get(name) ?? []).filter((one) => one !== check)
              if (left.length === 0) checks.delete(name)
              else checks.set(name, left)
            })
        ),
      report
    }
    return service
  })

export class Readiness extends Context.Service<Readiness, ReadinessService>()("poliergaleio/Readiness") {
  static readonly layer = (expected: ReadonlyArray<string>) => Layer.effect(Readiness, makeReadiness(expected))
}

/** Adds a component's check where a Readiness service is provided (the server); elsewhere (the stdio server, tests of
 * one layer) nothing. */
export const provideCheck = (name: string, check: Check): Effect.Effect<void, never, Scope.Scope> =>
  Effect.flatMap(Effect.serviceOption(Readiness), (readiness) =>
    Option.isSome(readiness) ? readiness.value.provide(name, check) : Effect.void
  )
