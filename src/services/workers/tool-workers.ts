import { availableParallelism } from "node:os"
import { MessageChannel } from "node:worker_threads"
import { Effect, Layer } from "effect"
import { Piscina } from "piscina"
import { WorkerPool, type WorkerEnvironment, type WorkerPoolService } from "../../calls/ports.ts"
import type { ComputedAnswer } from "../../core/compute.ts"
import {
  CalculationTooCostly,
  InvalidInput,
  Overloaded,
  type PoolRefusal,
  TooManyHeavyCalls
} from "../../core/errors.ts"
import { WORKER_TOOLS } from "../../tools/catalogue.ts"
import { provideCheck } from "../health/readiness.ts"
import { withMetrics } from "../observability/metrics.ts"
import type { WorkerAnswer, WorkerJob, WorkerProgress } from "./tool-worker.ts"

/**
 * Heavy calculations run in a pool of worker threads, so that the event loop only routes, meters and
 * encodes. The pool is Piscina: a worker whose job passes its deadline is terminated (the
 * only way to stop a synchronous calculation) and replaced; its queue is bounded, and a full queue
 * refuses at once. Worker threads run at a lower OS priority (nice), so the event loop keeps its core.
 */
export interface WorkerPoolSettings {
  /** Worker threads; default: the machine's cores minus one for the event loop, at least 1. */
  readonly threads: number
  /** Calls that may wait for a free worker; one more is refused with 503 at once. */
  readonly maxQueue: number
  /** Longest wait for a free worker before the call is refused with 503. */
  readonly queueWaitMs: number
  /** Longest running time of one calculation before it is stopped (422 calculation_too_costly). */
  readonly deadlineMs: number
  /** V8 old-space cap of each worker, MiB: an input that needs more stops its worker, not the process. */
  readonly memoryMb: number
}

export const defaultWorkerPoolSettings = (): WorkerPoolSettings => {
  const threads = Math.max(1, availableParallelism() - 1)
  return { threads, maxQueue: 8 * threads, queueWaitMs: 2_000, deadlineMs: 5_000, memoryMb: 256 }
}

/**
 * While the pool's threads are still starting (they start with the first heavy calls), a job waits for a
 * thread to load the calculators (a second or two, more on a loaded machine), not for a free one: that
 * wait is not overload, so the queue deadline is extended by this much. A thread counts as starting from
 * when the pool creates it until jobs have started on as many threads as the pool may have (a job queued
 * behind the first one of a one-thread pool waits for that thread's start too).
 */
const THREAD_START_ALLOWANCE_MS = 15_000

/** Retry-After of a 503 Overloaded: the queue drains within a few deadlines of the cheap heavy calls. */
const OVERLOADED_RETRY_AFTER_SECONDS = 2
/**
 * Heavy calls one caller (an address, whatever its x-guest-id; or an account) may have running or
 * waiting at once: one caller cannot fill the queue and starve the others, while an assistant calling a
 * few tools in parallel is not held back. More is a 429.
 */
export const MAX_HEAVY_CALLS_PER_CALLER = 4

interface PoolStats {
  readonly threads: number
  readonly queued: number
  readonly completed: number
  readonly refusedBusy: number
  readonly stoppedTooCostly: number
  /** Jobs running or waiting. */
  readonly inFlight: number
  /** Refused (503) because no worker was free within the queue wait; part of refusedBusy. */
  readonly timedOutWaiting: number
  /** Stopped at the deadline (422); part of stoppedTooCostly. */
  readonly timedOutRunning: number
}

interface ToolWorkersService extends WorkerPoolService {
  readonly stats: () => PoolStats
}

type Outcome =
  | { readonly _tag: "Answer"; readonly answer: WorkerAnswer }
  | { readonly _tag: "Refused"; readonly failure: PoolRefusal }
  | { readonly _tag: "Crashed"; readonly error: unknown }

const isQueueFull = (error: unknown) =>
  error instanceof Error &&
  (error.message === "Task queue is at limit" || error.message === "No task queue available and all Workers are busy")

const isOutOfMemory = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY"

const makeToolWorkers = (settings: WorkerPoolSettings) =>
  Effect.acquireRelease(
    Effect.sync(
      () =>
        new Piscina<WorkerJob, WorkerAnswer>({
          filename: new URL("./tool-worker.ts", import.meta.url).href,
          // Threads start on the first heavy call and then stay: each is an isolate holding the calculators
          // (about 70 MiB), which an instance that is never asked a heavy question does not pay for.
          minThreads: 0,
          maxThreads: settings.threads,
          maxQueue: Math.max(1, settings.maxQueue),
          // Never stopped for idleness (a restart costs the first heavy call after it about half a second).
          // The largest delay a Node timer takes: a larger one would fire at once and stop an idle thread.
          idleTimeout: 2 ** 31 - 1,
          niceIncrement: 5,
          resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
          // Per-process flags of the main thread (the heap cap of npm start) are not valid in a worker.
          execArgv: []
        })
    ),
    (pool) => Effect.promise(() => pool.destroy())
  ).pipe(
    Effect.map((pool): ToolWorkersService => {
      let refusedBusy = 0
      let stoppedTooCostly = 0
      let timedOutWaiting = 0
      let timedOutRunning = 0
      // Piscina does not count jobs that carry an AbortSignal against its maxQueue, so the bound is kept
      // here: jobs running or waiting, at most one per thread plus maxQueue (one event loop: no race).
      let inFlight = 0
      let jobsStarted = 0
      const inFlightByCaller = new Map<string, number>()
      const release = (caller: string) => {
        const left = (inFlightByCaller.get(caller) ?? 1) - 1
        if (left === 0) inFlightByCaller.delete(caller)
        else inFlightByCaller.set(caller, left)
      }
      const overloaded = (tool: string): Outcome => {
        refusedBusy++
        return { _tag: "Refused", failure: new Overloaded({ tool, retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS }) }
      }

      const runJob = (
        tool: string,
        payload: unknown,
        environment: WorkerEnvironment,
        caller: string,
        interrupted: AbortSignal
      ): Promise<Outcome> => {
        if ((inFlightByCaller.get(caller) ?? 0) >= MAX_HEAVY_CALLS_PER_CALLER) {
          return Promise.resolve({
            _tag: "Refused",
            failure: new TooManyHeavyCalls({ tool, limit: MAX_HEAVY_CALLS_PER_CALLER })
          })
        }
        if (inFlight >= settings.threads + settings.maxQueue) return Promise.resolve(overloaded(tool))
        inFlightByCaller.set(caller, (inFlightByCaller.get(caller) ?? 0) + 1)
        return new Promise<Outcome>((resolve) => {
          inFlight++
          const controller = new AbortController()
          const events = new MessageChannel()
          let phase: "queued" | "running" = "queued"
          let expiredIn: "queued" | "running" | undefined
          const expire = () => {
            expiredIn = phase
            controller.abort()
          }
          const threadsStarting = pool.threads.length < settings.threads || jobsStarted < settings.threads
          let timer = setTimeout(expire, settings.queueWaitMs + (threadsStarting ? THREAD_START_ALLOWANCE_MS : 0))
          const { reportProgress } = environment
          events.port1.on("message", (message: "started" | WorkerProgress) => {
            if (message === "started") {
              phase = "running"
              jobsStarted++
              clearTimeout(timer)
              timer = setTimeout(expire, settings.deadlineMs)
            } else if (reportProgress !== undefined && expiredIn === undefined)
              reportProgress(message.done, message.total)
          })
          const stop = () => controller.abort()
          interrupted.addEventListener("abort", stop, { once: true })
          const job: WorkerJob = {
            tool,
            payload,
            today: environment.today,
            baseUrl: environment.baseUrl,
            language: environment.language ?? "en",
            events: events.port2,
            reportsProgress: reportProgress !== undefined
          }
          pool
            .run(job, { signal: controller.signal, transferList: [events.port2] })
            .then(
              (answer) => resolve({ _tag: "Answer", answer }),
              (error: unknown) => {
                if (expiredIn === "queued") timedOutWaiting++
                else if (expiredIn === "running") timedOutRunning++
                if (expiredIn === "queued" || isQueueFull(error)) resolve(overloaded(tool))
                else if (expiredIn === "running" || isOutOfMemory(error)) {
                  stoppedTooCostly++
                  resolve({
                    _tag: "Refused",
                    failure: new CalculationTooCostly({
                      tool,
                      deadlineMs: settings.deadlineMs,
                      reason: expiredIn === "running" ? "deadline" : "memory"
                    })
                  })
                } else resolve({ _tag: "Crashed", error })
              }
            )
            .finally(() => {
              inFlight--
              release(caller)
              clearTimeout(timer)
              events.port1.close()
              interrupted.removeEventListener("abort", stop)
            })
        })
      }

      return {
        runs: (tool) => WORKER_TOOLS.has(tool),
        compute: (tool, payload, environment, caller) =>
          Effect.promise((signal) => runJob(tool, payload, environment, caller, signal)).pipe(
            Effect.flatMap((outcome): Effect.Effect<ComputedAnswer, InvalidInput | PoolRefusal> => {
              if (outcome._tag === "Refused") return Effect.fail(outcome.failure)
              if (outcome._tag === "Crashed") return Effect.die(outcome.error)
              const { answer } = outcome
              if (answer._tag === "Computed")
                return Effect.succeed({ structuredContent: answer.structuredContent, text: answer.text })
              if (answer._tag === "InvalidInput")
                return Effect.fail(
                  new InvalidInput({ message: answer.message, fieldErrors: answer.fieldErrors, hint: answer.hint })
                )
              return Effect.die(new Error(`calculation of ${tool} failed in a worker: ${answer.message}`))
            })
          ),
        stats: () => ({
          threads: pool.threads.length,
          queued: pool.queueSize,
          completed: pool.completed,
          refusedBusy,
          stoppedTooCostly,
          inFlight,
          timedOutWaiting,
          timedOutRunning
        })
      }
    })
  )

/** The pipeline's WorkerPool on Piscina: heavy calculators (WORKER_TOOLS) run in its threads. */
export const toolWorkersLayer = (settings: WorkerPoolSettings = defaultWorkerPoolSettings()) =>
  Layer.effect(WorkerPool, Effect.tap(makeToolWorkers(settings), observePool))

/** The pool is up for GET /readyz while its layer lives; its figures go to the metrics where they are on. */
const observePool = (workers: ToolWorkersService) =>
  Effect.andThen(
    provideCheck(
      "workers",
      Effect.sync(() => {
        const { threads, queued } = workers.stats()
        return { threads, queued }
      })
    ),
    withMetrics((metrics) => metrics.workerPool(workers.stats))
  )
