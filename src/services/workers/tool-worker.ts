import type { Language } from "../../core/language.ts"
import type { MessagePort } from "node:worker_threads"
import { Cause, Effect, Exit } from "effect"
import { computeInThread, type ComputedAnswer } from "../../core/compute.ts"
import type { CallEnvironment } from "../../core/tool.ts"
import { toolCatalogue } from "../../tools/catalogue.ts"

/**
 * The entry of a worker thread of the pool (tool-workers.ts): it holds the calculators, with their
 * JSON Schemas derived once when the thread starts, and computes one call at a time.
 */
const catalogue = toolCatalogue("calculators")

export interface WorkerJob {
  readonly tool: string
  readonly payload: unknown
  readonly today: string
  readonly baseUrl: string
  readonly language: Language
  /**
   * Told "started" as soon as the job starts, so that the pool can tell queue time from running time;
   * then, when `reportsProgress`, the calculation's progress reports (WorkerProgress).
   */
  readonly events: MessagePort
  readonly reportsProgress: boolean
}

/** A progress report of a running job (CallEnvironment.reportProgress), posted on its events port. */
export interface WorkerProgress {
  readonly done: number
  readonly total: number
}

export type WorkerAnswer =
  | ({ readonly _tag: "Computed" } & ComputedAnswer)
  | {
      readonly _tag: "InvalidInput"
      readonly message: string
      readonly fieldErrors: Record<string, Array<string>>
      readonly hint: string
    }
  | { readonly _tag: "Defect"; readonly message: string }

export default function computeJob(job: WorkerJob): WorkerAnswer {
  job.events.postMessage("started")
  try {
    return compute(job)
  } finally {
    job.events.close()
  }
}

const compute = (job: WorkerJob): WorkerAnswer => {
  const tool = catalogue.find(job.tool)
  if (tool === undefined) return { _tag: "Defect", message: `the worker pool holds no calculator ${job.tool}` }
  // Calculators never read the caller (only the key-only tools do, and they run in the main thread).
  const environment: CallEnvironment = {
    caller: { kind: "anonymous", clientIp: "", guestId: null },
    today: job.today,
    baseUrl: job.baseUrl,
    language: job.language,
    ...(job.reportsProgress && {
      reportProgress: (done: number, total: number) => job.events.postMessage({ done, total } satisfies WorkerProgress)
    })
  }
  const exit = Effect.runSyncExit(computeInThread(tool, job.payload, environment))
  if (Exit.isSuccess(exit)) return { _tag: "Computed", ...exit.value }
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some" && failure.value._tag === "InvalidInput") {
    const { message, fieldErrors, hint } = failure.value
    return { _tag: "InvalidInput", message, fieldErrors: { ...fieldErrors } as Record<string, Array<string>>, hint }
  }
  return { _tag: "Defect", message: Cause.pretty(exit.cause) }
}
