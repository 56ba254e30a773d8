import { Clock, Effect, Schema } from "effect"
import { Accounts, type ApiKeyInfo } from "../accounts/accounts.ts"
import { Quotas } from "../limits/quotas.ts"
import { AccessTokens, invalidToken } from "../oauth/access-tokens.ts"
import { Catalogue, type CataloguedTool, type LifecycleEntry } from "./catalogue.ts"
import { CalculationNotFound, InvalidInput, RateLimited, ToolGone, ToolNotFound, Unauthorized, UpgradeRequired, type CallFailure } from "./errors.ts"
import type { CallEnvironment, ToolProblem } from "./tool.ts"
import { SavedCalculations } from "../saved/saved-calculations.ts"
import { decodeToolInput } from "./validation.ts"
import { isBelowMinimumClientVersion, parseVersion } from "./version.ts"

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
}

/** The services a call needs: the catalogue, keys (Accounts), quotas and the saved calculations. */
export type CallServices = Catalogue | Accounts | Quotas | SavedCalculations

/** Who is calling: an anonymous caller, or the owner of a valid API key. */
export type Caller =
  | { readonly kind: "anonymous"; readonly clientIp: string; readonly guestId: string | null }
  | { readonly kind: "key"; readonly key: ApiKeyInfo }

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

  const payload = yield* readPayload
  const today = new Date(yield* Clock.currentTimeMillis).toISOString().slice(0, 10)
  const { structuredContent, output } = yield* computeTool(tool, payload, { caller, today, baseUrl: context.baseUrl })
  return { tool, lifecycle, structuredContent, text: tool.definition.summarize(output) } satisfies ToolSuccess
}) as (name: string, readPayload: Payload, context: CallContext) => Effect.Effect<ToolSuccess, CallFailure, CallServices>

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
 * Decode (400), run and encode one tool on a payload: the calculation part of the pipeline, also used
 * by save_calculation and update_calculation so that a saved input is validated exactly like a call.
 */
export const computeTool = (tool: CataloguedTool, payload: unknown, environment: CallEnvironment) =>
  Effect.gen(function*() {
    const { definition } = tool
    const input = yield* decodeToolInput(definition.name, definition.input, tool.inputJsonSchema, `${environment.baseUrl}/schemas/${definition.name}`, payload)
    const output = yield* definition.run(input, environment).pipe(Effect.mapError((problem: ToolProblem) => toCallFailure(definition.name, problem)))
    const structuredContent = yield* Schema.encodeUnknownEffect(definition.output)(output).pipe(Effect.orDie)
    return { output, structuredContent }
  }) as Effect.Effect<{ readonly output: unknown; readonly structuredContent: unknown }, InvalidInput | CalculationNotFound, CallServices>

const toCallFailure = (tool: string, problem: ToolProblem) =>
  problem._tag === "CalculationNotFound"
    ? new CalculationNotFound({ calculationId: problem.calculationId })
    : new InvalidInput({ message: `The input to ${tool} cannot be calculated as given.`, fieldErrors: problem.fieldErrors, hint: problem.hint })

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
