import { Cause, Clock, Effect, Exit, Option } from "effect"
import { Accounts, type ApiKeyInfo } from "../services/accounts/accounts.ts"
import { Quotas } from "../services/quotas/quotas.ts"
import { AccessTokens, invalidToken } from "../services/oauth/access-tokens.ts"
import { Catalogue, type CataloguedTool, type LifecycleEntry } from "../core/catalogue.ts"
import { CalculationNotFound, CalculationTooCostly, TooManyHeavyCalls, IdempotencyInProgress, IdempotencyKeyReused, IdempotentReplay, InvalidInput, Overloaded, RateLimited, ToolGone, ToolNotFound, Unauthorized, UpgradeRequired, type CallFailure } from "../core/errors.ts"
import type { CallEnvironment, Caller } from "../core/tool.ts"
import { computeInThread, type ComputedAnswer } from "../core/compute.ts"
import { ToolWorkers } from "../services/workers/tool-workers.ts"
import { SavedCalculations } from "../services/saved/saved-calculations.ts"
import { IDEMPOTENCY_KEY_PATTERN, Idempotency, MAX_STORED_ANSWER_BYTES, requestFingerprint, type IdempotentRequest, type StoredAnswer } from "../services/saved/idempotency.ts"
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
  /** The caller's address (the socket's, or X-Forwarded-For's within TRUST_PROXY hops): the anonymous quota's key. */
  readonly clientIp: string
  /** Public base address of the API, for links in hints. */
  readonly baseUrl: string
  /** Public address of the site (account pages), for links in error bodies; baseUrl when not given. */
  readonly siteUrl?: string | undefined
  /**
   * The raw `Idempotency-Key` header (README "Idempotent writes"). Only REST sets it; callTool uses it
   * (and validates it) for the write tools only (`readOnly === false`), for a caller with a key.
   */
  readonly idempotencyKey?: string | undefined
}

/** The services a call needs: the catalogue, keys (Accounts), quotas and the saved calculations. */
export type CallServices = Catalogue | Accounts | Quotas | SavedCalculations

export type { Caller } from "../core/tool.ts"

/** The request body, read only once the call got past the checks that do not need it (a bad body to an unknown tool is a 404). */
export type Payload = Effect.Effect<unknown, CallFailure>

export interface ToolSuccess {
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
 */
export const callTool = Effect.fnUntraced(function*(name: string, readPayload: Payload, context: CallContext) {
  const catalogue = yield* Catalogue
  const lifecycle = catalogue.lifecycleAt(name, yield* Clock.currentTimeMillis)
  if (lifecycle === undefined) return yield* new ToolNotFound({ tool: name })
  if (lifecycle.status === "removed") return yield* new ToolGone({ tool: name })

  yield* checkClientVersion(context.clientVersion, name)

  const tool = catalogue.find(name)
  if (tool === undefined) return yield* new ToolGone({ tool: name })
  const { definition } = tool
  const caller = yield* identifyCaller(context, definition.access === "key" ? name : undefined)
  const quotas = yield* Quotas
  yield* (caller.kind === "key" ? quotas.consumeKeyed(caller.key.id, caller.key.accountId) : quotas.consumeAnonymous(caller.clientIp, caller.guestId)).pipe(
    Effect.mapError(({ scope, window, limit, retryAfterSeconds }) => new RateLimited({ scope, window, limit, retryAfterSeconds }))
  )

  // README "Idempotent writes": checked after the quota (a replay is a metered call too), before the run.
  const idempotencyKey = !definition.readOnly && caller.kind === "key" ? context.idempotencyKey : undefined
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return yield* invalidIdempotencyKey(idempotencyKey)

  const payload = yield* readPayload
  yield* checkPayloadShape(name, `${context.baseUrl}/schemas/${name}`, payload)
  const today = new Date(yield* Clock.currentTimeMillis).toISOString().slice(0, 10)
  const run = Effect.gen(function*() {
    const { structuredContent, text } = yield* computeTool(tool, payload, { caller, today, baseUrl: context.baseUrl })
    return { tool, lifecycle, structuredContent, text } satisfies ToolSuccess
  })
  if (idempotencyKey === undefined || caller.kind !== "key") return yield* run
  return yield* idempotently(run, { accountId: caller.key.accountId, key: idempotencyKey, tool: name, fingerprint: requestFingerprint(name, payload) }, context)
}) as (name: string, readPayload: Payload, context: CallContext) => Effect.Effect<ToolSuccess, CallFailure, CallServices>

const invalidIdempotencyKey = (key: string) =>
  new InvalidInput({
    message: "The Idempotency-Key header is not a valid key.",
    fieldErrors: { "headers.idempotency-key": [`Expected 1 to 255 visible ASCII characters (no spaces or control characters); the value sent has ${key.length} characters.`] },
    hint: "Send a fresh UUID (or any 1 to 255 visible ASCII characters) as Idempotency-Key, the same value on every retry of one request, or omit the header."
  })

/**
 * A write call under its Idempotency-Key (README "Idempotent writes"): reserve (account, key) atomically;
 * a key already answered for the same request replays that answer, one still running is a 409, one used
 * for another request a 422. Once reserved, the call runs to its end even if the client goes away
 * (uninterruptible), so that a retry finds the answer recorded: a success or a 4xx (at most
 * MAX_STORED_ANSWER_BYTES of JSON) is stored as the exact status and body the face sends; a 5xx, a
 * defect or a larger answer releases the reservation, so the retry runs again. Failing to record is
 * logged and does not change the answer.
 */
const idempotently = (run: Effect.Effect<ToolSuccess, CallFailure, CallServices>, request: IdempotentRequest, context: CallContext) =>
  Effect.gen(function*() {
    const service = yield* Effect.serviceOption(Idempotency)
    if (Option.isNone(service)) return yield* Effect.die(new Error("The Idempotency service is not provided (src/server.ts wires idempotencyLayer with the saved calculations)."))
    const store = service.value
    const reservation = yield* store.reserve(request)
    if (reservation._tag === "Mismatch") return yield* new IdempotencyKeyReused({ tool: request.tool, firstTool: reservation.firstTool })
    if (reservation._tag === "InProgress") return yield* new IdempotencyInProgress({ tool: request.tool })
    if (reservation._tag === "Replay") return yield* new IdempotentReplay(reservation.answer)
    const { token } = reservation
    const catalogue = yield* Catalogue
    return yield* Effect.uninterruptible(Effect.gen(function*() {
      const exit = yield* Effect.exit(run)
      let answer: StoredAnswer | undefined
      if (Exit.isSuccess(exit)) {
        answer = { status: 200, body: JSON.stringify(successBody(exit.value)) }
      } else {
        const failure = Cause.findErrorOption(exit.cause)
        if (Option.isSome(failure) && !exit.cause.reasons.some(Cause.isDieReason)) {
          const meta = { requestId: context.requestId, guestId: context.guestId, baseUrl: context.baseUrl, siteUrl: context.siteUrl ?? context.baseUrl, nowMillis: yield* Clock.currentTimeMillis }
          const response = describeFailure(failure.value, meta, catalogue)
          answer = { status: response.status, body: JSON.stringify(response.body) }
        }
      }
      const keep = answer !== undefined && answer.status < 500 && Buffer.byteLength(answer.body) <= MAX_STORED_ANSWER_BYTES
      yield* (keep ? store.complete(request, token, answer!) : store.release(request, token)).pipe(
        Effect.catchCause((cause) => Effect.logWarning("Idempotency-Key: the answer could not be recorded", { requestId: context.requestId, cause: Cause.pretty(cause) }))
      )
      return yield* (Exit.isSuccess(exit) ? Effect.succeed(exit.value) : Effect.failCause(exit.cause))
    }))
  }) as Effect.Effect<ToolSuccess, CallFailure, CallServices>

/**
 * SPEC "Authentication": a key-only tool needs a valid key (401 otherwise). A key sent to an anonymous
 * tool must be valid too (a typo must not silently fall back to the anonymous quota), and then the
 * call counts against the key's quota. An OAuth access token (SPEC "Authentication" 9) stands for an
 * API key of its account, limited to the scopes granted: read for read-only tools, write for the others.
 */
export const identifyCaller = (context: CallContext, keyRequiredBy: string | undefined) =>
  Effect.gen(function*() {
    if (context.bearerToken !== undefined && context.apiKey === undefined) {
      const key = yield* (yield* AccessTokens).verify(context.bearerToken)
      if (key === undefined) return yield* invalidToken
      const tool = keyRequiredBy === undefined ? undefined : (yield* Catalogue).find(keyRequiredBy)
      const scope = tool === undefined ? undefined : tool.definition.readOnly ? "read" : "write"
      if (scope !== undefined && !key.scopes.includes(scope)) {
        return yield* new Unauthorized({ message: `${keyRequiredBy} needs the ${scope} scope, which this access token was not granted.`, bearerError: "insufficient_scope", scope })
      }
      return { kind: "key", key } satisfies Caller
    }
    if (context.apiKey === undefined) {
      if (keyRequiredBy !== undefined) {
        return yield* new Unauthorized({ message: `${keyRequiredBy} requires an API key in the x-api-key header (or an OAuth access token).` })
      }
      return { kind: "anonymous", clientIp: context.clientIp, guestId: context.guestId } satisfies Caller
    }
    const key = yield* (yield* Accounts).authenticateKey(context.apiKey)
    if (key === undefined) {
      return yield* new Unauthorized({ message: "The API key in x-api-key is malformed, unknown or revoked." })
    }
    return { kind: "key", key } satisfies Caller
  }) as Effect.Effect<Caller, Unauthorized, Accounts | Catalogue>

/**
 * Decode (400), run, encode and render one tool on a payload: the calculation part of the pipeline,
 * also used by save_calculation and update_calculation so that a saved input is validated exactly like
 * a call. A heavy calculator runs in the worker pool under its deadline when the service has one
 * (src/workers; the stdio server and unit tests compute in the calling thread).
 */
export const computeTool = (tool: CataloguedTool, payload: unknown, environment: CallEnvironment) =>
  Effect.gen(function*() {
    const workers = yield* Effect.serviceOption(ToolWorkers)
    if (Option.isSome(workers) && workers.value.runs(tool.definition.name)) {
      const { caller } = environment
      const callerKey = caller.kind === "key" ? `account:${caller.key.accountId}` : `address:${caller.clientIp}`
      return yield* workers.value.compute(tool.definition.name, payload, { today: environment.today, baseUrl: environment.baseUrl }, callerKey)
    }
    return yield* computeInThread<CallServices>(tool, payload, environment)
  }) as Effect.Effect<ComputedAnswer, InvalidInput | CalculationNotFound | Overloaded | CalculationTooCostly | TooManyHeavyCalls, CallServices>

/** SPEC "Versioning" 3: a client below the minimum gets 426; a value that is not x.y.z is a 400. */
export const checkClientVersion = (clientVersion: string | undefined, tool: string | null) => {
  if (clientVersion === undefined) return Effect.void
  if (parseVersion(clientVersion) === undefined) {
    return Effect.fail(
      new InvalidInput({
        message: "The X-Client-Version header is not a version.",
        fieldErrors: { "headers.x-client-version": [`"${clientVersion}" is not a version of the form x.y.z (for example 5.0.0).`] },
        hint: "Send X-Client-Version as x.y.z, the version of your client build, or omit the header."
      })
    )
  }
  return isBelowMinimumClientVersion(clientVersion) ? Effect.fail(new UpgradeRequired({ clientVersion, tool })) : Effect.void
}
