import type { Language } from "../core/language.ts"
import { Cause, Clock, Context, Effect, Exit, Option, Tracer } from "effect"
import { Catalogue, type CataloguedTool, type LifecycleEntry } from "../core/catalogue.ts"
import {
  IdempotencyInProgress,
  IdempotencyKeyReused,
  IdempotentReplay,
  InvalidInput,
  ToolGone,
  ToolNotFound,
  UpgradeRequired,
  type CallFailure,
  type ComputeFailure,
  type RateLimited
} from "../core/errors.ts"
import type { CallEnvironment, ProgressReporter } from "../core/tool.ts"
import { computeInThread, type ComputedAnswer } from "../core/compute.ts"
import { IDEMPOTENCY_KEY_PATTERN, MAX_STORED_ANSWER_BYTES, requestFingerprint } from "./idempotency.ts"
import {
  type AuthenticatedKey,
  Authentication,
  Idempotency,
  type IdempotentRequest,
  isCloserToRunningOut,
  Meter,
  type QuotaStanding,
  type StoredAnswer,
  WorkerPool
} from "./ports.ts"
import { describeFailure } from "./error-response.ts"
import { successBody } from "../core/result.ts"
import { checkPayloadShape } from "../core/validation.ts"
import { isBelowMinimumClientVersion, parseVersion } from "../core/version.ts"

/** What a call carries besides its input, read from the same headers on REST and MCP. */
export interface CallContext {
  readonly requestId: string
  readonly guestId: string | null
  readonly clientVersion: string | undefined
  readonly apiKey: string | undefined
  /** An OAuth access token (`Authorization: Bearer`), accepted like an API key of its account (src/oauth). */
  readonly bearerToken?: string | undefined
  /** See Credentials.verifiedTokenKey: the key already found behind bearerToken for this request. */
  readonly verifiedTokenKey?: AuthenticatedKey | undefined
  /** The caller's address (the socket's, or X-Forwarded-For's within TRUST_PROXY hops): the anonymous quota's key. */
  readonly clientIp: string
  /** Public base address of the API, for links in hints. */
  readonly baseUrl: string
  /** Public address of the site (account pages), for links in error bodies; baseUrl when not given. */
  readonly siteUrl?: string | undefined
  /**
   * The raw `Idempotency-Key` header (docs/api.md "Idempotent writes"). Only REST sets it; callTool uses it
   * (and validates it) for the write tools only (`readOnly === false`), for a caller with a key.
   */
  readonly idempotencyKey?: string | undefined
  /**
   * Told where the caller stands after its call was metered (or refused by a quota): the face puts it in
   * the rate-limit headers. On an MCP batch, the standing closest to running out of its calls is kept.
   */
  readonly quotaSink?: QuotaSink | undefined
  /** Where a long calculation reports its progress (MCP `progressToken`); absent when nobody asked. */
  readonly reportProgress?: ProgressReporter | undefined
  /**
   * The language the caller reads (Accept-Language, q-values honoured; over MCP also the `_meta` language hint): the
   * content text, hint, fieldErrors messages and error sentence come in it. English when absent.
   */
  readonly language?: Language | undefined
}

/**
 * The services a call needs: the catalogue and the pipeline's ports (src/calls/ports.ts,
 * src/calls/idempotency.ts). The services the tools themselves use (the saved calculations of the
 * key-only tools, a port of src/domain) come with them in the context the composition root provides
 * (src/server.ts, src/services/memory.ts): the pipeline passes that context on without naming them.
 */
export type CallServices = Catalogue | Authentication | Meter | Idempotency

/** Holds the quota standing of a request's calls (CallContext.quotaSink). */
export interface QuotaSink {
  quota?: QuotaStanding | undefined
}

/** Keeps the standing closest to running out (isCloserToRunningOut). */
const noteQuota = (sink: QuotaSink, standing: QuotaStanding) => {
  const kept = sink.quota
  if (isCloserToRunningOut(standing.remaining, standing.resetSeconds, kept?.remaining, kept?.resetSeconds ?? 0))
    sink.quota = standing
}

/** A refusal's standing: nothing left in the refusing window until it starts again. */
const refusedStanding = (refused: RateLimited): QuotaStanding => ({
  scope: refused.scope,
  window: refused.window,
  limit: refused.limit,
  remaining: 0,
  resetSeconds: refused.retryAfterSeconds
})

/** The request body, read only once the call got past the checks that do not need it (a bad body to an unknown tool is
 * a 404). */
export type Payload = Effect.Effect<unknown, CallFailure>

interface ToolSuccess {
  readonly tool: CataloguedTool
  readonly lifecycle: LifecycleEntry
  /** The tool's output, encoded to JSON: the structuredContent of REST and MCP alike. */
  readonly structuredContent: unknown
  /** Text rendering with the assumptions used (SPEC: content). */
  readonly text: string
}

/**
 * The one call pipeline (DESIGN "One call pipeline for both faces"):
 * resolve (404) -> lifecycle (410) -> client version (426) -> key (401) -> quota (429) -> decode (400)
 * -> run -> encode. Each call counts once against the quota, whatever its outcome after that point.
 * The catalogue, the ports and the clock are read from the fiber once, not yielded one by one: each
 * yield of a service is a step of the fiber loop, and this runs on every call.
 */
export const callTool = (
  name: string,
  readPayload: Payload,
  context: CallContext
): Effect.Effect<ToolSuccess, CallFailure, CallServices> =>
  Effect.withFiber((fiber) => {
    const call = callWith(
      fiber.context as Context.Context<CallServices>,
      fiber.getRef(Clock.Clock),
      name,
      readPayload,
      context
    )
    // A span per tool call only when a tracer is installed (docs/operations.md "Observability"): none costs nothing.
    if (fiber.getRef(Tracer.Tracer) === Tracer.nativeTracer) return call
    const known = Context.get(fiber.context as Context.Context<Catalogue>, Catalogue).find(name) !== undefined
    return Effect.withSpan(call, known ? `tool ${name}` : "tool unknown", {
      attributes: { "tool.name": name.slice(0, 100), "request.id": context.requestId }
    })
  })

const callWith = Effect.fnUntraced(function* (
  services: Context.Context<CallServices>,
  clock: Clock.Clock,
  name: string,
  readPayload: Payload,
  context: CallContext
) {
  const catalogue = Context.get(services, Catalogue)
  const lifecycle = catalogue.lifecycleAt(name, clock.currentTimeMillisUnsafe())
  if (lifecycle === undefined) return yield* new ToolNotFound({ tool: name })
  if (lifecycle.status === "removed") return yield* new ToolGone({ tool: name })

  yield* checkClientVersion(context.clientVersion, name)

  const tool = catalogue.find(name)
  if (tool === undefined) return yield* new ToolGone({ tool: name })
  const { definition } = tool
  const requirement =
    definition.access === "key"
      ? { tool: name, scope: definition.readOnly ? ("read" as const) : ("write" as const) }
      : undefined
  const caller = yield* Context.get(services, Authentication).caller(context, requirement)
  const { quotaSink } = context
  const metered = Context.get(services, Meter).consume(caller)
  const standing = yield* quotaSink === undefined
    ? metered
    : Effect.tapError(metered, (refused) => Effect.sync(() => noteQuota(quotaSink, refusedStanding(refused))))
  if (quotaSink !== undefined && standing !== undefined) noteQuota(quotaSink, standing)

  // docs/api.md "Idempotent writes": checked after the quota (a replay is a metered call too), before the run.
  const idempotencyKey = !definition.readOnly && caller.kind === "key" ? context.idempotencyKey : undefined
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    return yield* invalidIdempotencyKey(idempotencyKey)

  const payload = yield* readPayload
  yield* checkPayloadShape(name, `${context.baseUrl}/schemas/${name}`, payload)
  const today = utcDateOf(clock.currentTimeMillisUnsafe())
  const environment: CallEnvironment = {
    caller,
    today,
    baseUrl: context.baseUrl,
    ...(context.reportProgress && { reportProgress: context.reportProgress }),
    ...(context.language && { language: context.language })
  }
  const run = Effect.mapEager(
    computeTool(tool, payload, environment),
    ({ structuredContent, text }): ToolSuccess => ({ tool, lifecycle, structuredContent, text })
  )
  if (idempotencyKey === undefined || caller.kind !== "key") return yield* run
  return yield* idempotently(
    run,
    {
      accountId: caller.key.accountId,
      key: idempotencyKey,
      tool: name,
      fingerprint: requestFingerprint(name, payload)
    },
    context
  )
})

/** The UTC date (YYYY-MM-DD) of a time; the last one is kept, as every call asks and it changes once a day. */
let lastDay = Number.NaN
let lastDate = ""
const utcDateOf = (millis: number): string => {
  const day = Math.floor(millis / 86_400_000)
  if (day !== lastDay) {
    lastDate = new Date(millis).toISOString().slice(0, 10)
    lastDay = day
  }
  return lastDate
}

const invalidIdempotencyKey = (key: string) =>
  new InvalidInput({
    message: "The Idempotency-Key header is not a valid key.",
    fieldErrors: {
      "headers.idempotency-key": [
        `Expected 1 to 255 visible ASCII characters (no spaces or control characters); the value sent has ${key.length} characters.`
      ]
    },
    hint: "Send a fresh UUID (or any 1 to 255 visible ASCII characters) as Idempotency-Key, the same value on every retry of one request, or omit the header."
  })

/**
 * A write call under its Idempotency-Key (docs/api.md "Idempotent writes"): reserve (account, key) atomically;
 * a key already answered for the same request replays that answer, one still running is a 409, one used
 * for another request a 422. Once reserved, the call runs to its end even if the client goes away
 * (uninterruptible), so that a retry finds the answer recorded: a success or a 4xx (at most
 * MAX_STORED_ANSWER_BYTES of JSON) is stored as the exact status and body the face sends; a 5xx, a
 * defect or a larger answer releases the reservation, so the retry runs again. Failing to record is
 * logged and does not change the answer.
 */
const idempotently = (
  run: Effect.Effect<ToolSuccess, CallFailure, CallServices>,
  request: IdempotentRequest,
  context: CallContext
) =>
  Effect.gen(function* () {
    const store = yield* Idempotency
    const reservation = yield* store.reserve(request)
    if (reservation._tag === "Mismatch")
      return yield* new IdempotencyKeyReused({ tool: request.tool, firstTool: reservation.firstTool })
    if (reservation._tag === "InProgress") return yield* new IdempotencyInProgress({ tool: request.tool })
    if (reservation._tag === "Replay") return yield* new IdempotentReplay(reservation.answer)
    const { token } = reservation
    const catalogue = yield* Catalogue
    return yield* Effect.uninterruptible(
      Effect.gen(function* () {
        const exit = yield* Effect.exit(run)
        let answer: StoredAnswer | undefined
        if (Exit.isSuccess(exit)) {
          answer = { status: 200, body: JSON.stringify(successBody(exit.value)) }
        } else {
          const failure = Cause.findErrorOption(exit.cause)
          if (Option.isSome(failure) && !exit.cause.reasons.some(Cause.isDieReason)) {
            const meta = {
              requestId: context.requestId,
              guestId: context.guestId,
              baseUrl: context.baseUrl,
              siteUrl: context.siteUrl ?? context.baseUrl,
              language: context.language,
              nowMillis: yield* Clock.currentTimeMillis
            }
            const response = describeFailure(failure.value, meta, catalogue)
            answer = { status: response.status, body: JSON.stringify(response.body) }
          }
        }
        const keep =
          answer !== undefined && answer.status < 500 && Buffer.byteLength(answer.body) <= MAX_STORED_ANSWER_BYTES
        yield* (keep ? store.complete(request, token, answer!) : store.release(request, token)).pipe(
          Effect.catchCause((cause) =>
            Effect.logWarning("Idempotency-Key: the answer could not be recorded", {
              requestId: context.requestId,
              cause: Cause.pretty(cause)
            })
          )
        )
        return yield* Exit.isSuccess(exit) ? Effect.succeed(exit.value) : Effect.failCause(exit.cause)
      })
    )
  }) as Effect.Effect<ToolSuccess, CallFailure, CallServices>

/**
 * Decode (400), run, encode and render one tool on a payload: the calculation part of the pipeline,
 * also used by save_calculation and update_calculation so that a saved input is validated exactly like
 * a call (through CallEnvironment.compute). A heavy calculator runs in the WorkerPool under its
 * deadline where one is provided (the stdio server and tool tests compute in the calling thread).
 */
export const computeTool = (
  tool: CataloguedTool,
  payload: unknown,
  environment: CallEnvironment
): Effect.Effect<ComputedAnswer, ComputeFailure, Catalogue> =>
  Effect.withFiber((fiber) => {
    const pool = Context.getOption(fiber.context as Context.Context<WorkerPool>, WorkerPool)
    if (Option.isSome(pool) && pool.value.runs(tool.definition.name)) {
      const { caller } = environment
      const callerKey = caller.kind === "key" ? `account:${caller.key.accountId}` : `address:${caller.clientIp}`
      return pool.value.compute(
        tool.definition.name,
        payload,
        {
          today: environment.today,
          baseUrl: environment.baseUrl,
          reportProgress: environment.reportProgress,
          language: environment.language
        },
        callerKey
      )
    }
    const services = fiber.context as Context.Context<Catalogue>
    const compute = (name: string, otherPayload: unknown) =>
      Effect.flatMap(Catalogue, (catalogue) => {
        const other = catalogue.find(name)
        return other === undefined
          ? Effect.die(new Error(`no tool ${name} in the catalogue`))
          : computeTool(other, otherPayload, environment)
      }).pipe(Effect.provideContext(services))
    return computeInThread<Catalogue>(tool, payload, { ...environment, compute })
  })

/** SPEC "Versioning" 3: a client below the minimum gets 426; a value that is not x.y.z is a 400. */
export const checkClientVersion = (clientVersion: string | undefined, tool: string | null) => {
  if (clientVersion === undefined) return Effect.void
  if (parseVersion(clientVersion) === undefined) {
    return Effect.fail(
      new InvalidInput({
        message: "The X-Client-Version header is not a version.",
        fieldErrors: {
          "headers.x-client-version": [`"${clientVersion}" is not a version of the form x.y.z (for example 5.0.0).`]
        },
        hint: "Send X-Client-Version as x.y.z, the version of your client build, or omit the header."
      })
    )
  }
  return isBelowMinimumClientVersion(clientVersion)
    ? Effect.fail(new UpgradeRequired({ clientVersion, tool }))
    : Effect.void
}
