import type { CatalogueService } from "../core/catalogue.ts"
import { Cause } from "effect"
import { StorageRejectedInput, StorageUnavailable, type CallFailure } from "../core/errors.ts"
import type { LifecycleErrorBody } from "../core/lifecycle-error.ts"
import { migrationGuideUrl, migrationPathFrom, migrationSections } from "../core/migrations.ts"
import { API_VERSION, MINIMUM_CLIENT_VERSION } from "../core/version.ts"

export interface ResponseMeta {
  readonly requestId: string
  readonly guestId: string | null
  readonly baseUrl: string
  readonly siteUrl: string
  readonly nowMillis: number
}

export interface ErrorResponse {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: Record<string, unknown>
}

/**
 * The one place where failures become status codes and bodies (SPEC "Errors"), for REST and MCP.
 * Every body carries error, code, requestId, guestId and apiVersion. The `code` values of 400, 401,
 * 404, 405, 413 and 500 are this service's choice (SPEC leaves them unshown) and are stable.
 */
export const describeFailure = (failure: CallFailure, meta: ResponseMeta, catalogue: CatalogueService): ErrorResponse => {
  const envelope = (status: number, code: string, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): ErrorResponse => ({
    status,
    headers,
    body: { error, code, ...extra, requestId: meta.requestId, guestId: meta.guestId, apiVersion: API_VERSION }
  })
  switch (failure._tag) {
    case "InvalidInput":
      return envelope(400, "invalid_input", failure.message, { fieldErrors: failure.fieldErrors, hint: failure.hint })
    case "Unauthorized": {
      // RFC 6750 / RFC 9728 (MCP authorization): point OAuth clients at the protected resource metadata.
      const challenge = [`Bearer resource_metadata="${meta.baseUrl}/.well-known/oauth-protected-resource"`,
        ...(failure.bearerError ? [`error="${failure.bearerError}"`] : []), ...(failure.scope ? [`scope="${failure.scope}"`] : [])].join(", ")
      if (failure.bearerError === "insufficient_scope") {
        return envelope(403, "insufficient_scope", failure.message, {
          hint: `Authorize the application again with the scope ${failure.scope ?? "read write"}.`
        }, { "www-authenticate": challenge })
      }
      return envelope(401, "unauthorized", failure.message, {
        hint: failure.bearerError === "invalid_token"
          ? "Obtain a new access token (refresh it, or sign in again through the application)."
          : `Send a valid API key in the x-api-key header; check it with GET ${meta.baseUrl}/whoami.`
      }, { "www-authenticate": challenge })
    }
    case "ToolNotFound":
      return envelope(404, "tool_not_found", `There is no tool named "${failure.tool}".`, {
        tool: failure.tool,
        hint: `GET ${meta.baseUrl}/tools lists the tools and their exact names.`,
        availableTools: callableTools(catalogue, meta.nowMillis)
      })
    case "CalculationNotFound":
      return envelope(404, "calculation_not_found", `There is no saved calculation ${failure.calculationId} in this account.`, {
        calculationId: failure.calculationId,
        hint: "Call list_saved_calculations with the same key to see this account's saves and their ids."
      })
    case "RouteNotFound":
      return envelope(404, "not_found", `Nothing is served at ${failure.method} ${failure.path}.`, {
        hint: `Tools are called with POST ${meta.baseUrl}/tools/<tool_name>; GET ${meta.baseUrl}/tools lists them.`
      })
    case "MethodNotAllowed":
      return envelope(405, "method_not_allowed", `${failure.method} is not supported on ${failure.path}.`, {
        hint: `Use ${failure.allowed.join(" or ")} on ${failure.path}.`
      }, { allow: failure.allowed.join(", ") })
    case "PayloadTooLarge":
      return envelope(413, "payload_too_large", `The request body is larger than ${failure.limitBytes} bytes.`, {
        hint: `Send a smaller JSON body (at most ${failure.limitBytes} bytes); split long pasted texts into several calls.`
      })
    case "RateLimited": {
      const who = { key: "this API key", account: "this account (all its keys together, revoked ones included)", anonymous: "anonymous calls from this address and x-guest-id", ip: "anonymous calls from this address (all x-guest-id values together)" }[failure.scope]
      return envelope(429, "rate_limited", `The ${failure.window} quota of ${failure.limit} calls for ${who} is used up.`, {
        scope: failure.scope,
        window: failure.window,
        limit: failure.limit,
        retryAfterSeconds: failure.retryAfterSeconds,
        hint: failure.scope === "account"
          ? `Wait ${failure.retryAfterSeconds} s before calling again; creating new keys does not help, because the quota is per account.`
          : failure.scope === "key"
          ? `Wait ${failure.retryAfterSeconds} s before calling again with this key.`
          : `Wait ${failure.retryAfterSeconds} s, or use a free API key for higher limits (${meta.siteUrl}/account).`
      }, { "retry-after": String(failure.retryAfterSeconds) })
    }
    case "Overloaded":
      return envelope(503, "overloaded", `The service is at capacity for heavy calculations such as ${failure.tool}; the call was not run.`, {
        retryAfterSeconds: failure.retryAfterSeconds,
        hint: `Retry in ${failure.retryAfterSeconds} s; nothing is wrong with the input.`
      }, { "retry-after": String(failure.retryAfterSeconds) })
    case "TooManyHeavyCalls":
      return envelope(429, "too_many_heavy_calls", `You already have ${failure.limit} heavy calculations (such as ${failure.tool}) running or waiting (at most ${failure.limit} at a time per caller).`, {
        retryAfterSeconds: 1,
        hint: "Wait for your earlier calls to answer, then send the next one: send heavy calculations a few at a time."
      }, { "retry-after": "1" })
    case "CalculationTooCostly":
      return envelope(422, "calculation_too_costly", failure.reason === "deadline"
        ? `${failure.tool} did not finish within its ${failure.deadlineMs / 1000} s budget on this input and was stopped.`
        : `${failure.tool} needed more memory than one calculation may use on this input and was stopped.`, {
        fieldErrors: { $: ["This input is too costly to calculate; the same input will be refused again."] },
        hint: "Send a smaller input: fewer rows or lines, fewer simulations, a shorter horizon."
      })
    case "IdempotencyInProgress":
      return envelope(409, "idempotency_in_progress", `A request to ${failure.tool} with this Idempotency-Key and the same body is still being answered.`, {
        hint: "Retry the same request with the same Idempotency-Key in a second: you will get its answer."
      }, { "retry-after": "1" })
    case "IdempotencyKeyReused":
      return envelope(422, "idempotency_key_reused", failure.firstTool === failure.tool
        ? `This Idempotency-Key was already used in the last 24 hours for a ${failure.tool} request with a different body.`
        : `This Idempotency-Key was already used in the last 24 hours for a request to ${failure.firstTool}, not ${failure.tool}.`, {
        fieldErrors: { "headers.idempotency-key": ["This key belongs to another request; a key is bound to the first tool and body sent with it."] },
        hint: "Use a new Idempotency-Key (for example a fresh UUID) for a different request; resend the exact first request to get its answer again."
      })
    case "IdempotentReplay":
      // The first answer, exactly as stored (its own requestId included); X-Request-Id is this request's.
      return { status: failure.status, headers: { "idempotent-replayed": "true" }, body: JSON.parse(failure.body) as Record<string, unknown> }
    case "UpgradeRequired":
      return { status: 426, headers: {}, body: upgradeRequiredBody(failure.clientVersion, failure.tool, meta, catalogue) }
    case "ToolGone":
      return toolGoneResponse(failure.tool, meta, catalogue)
  }
}

/** Seconds a client should wait when a store is down. */
export const STORAGE_RETRY_AFTER_SECONDS = 5

/** A defect: 503 when a store is unreachable (StorageUnavailable), otherwise the 500 envelope. */
export const describeDefect = (cause: Cause.Cause<unknown>, meta: ResponseMeta): ErrorResponse => {
  // A value the database refused (SQLSTATE class 22): the caller's input, not an outage (no Retry-After).
  const rejected = cause.reasons.find((reason) => Cause.isDieReason(reason) && reason.defect instanceof StorageRejectedInput)
  if (rejected !== undefined) {
    const message = "A value in this request cannot be stored (for example a NUL or another control character, or a date out of range)."
    return {
      status: 400,
      headers: {},
      body: {
        error: message,
        code: "invalid_input",
        fieldErrors: { $: [message] },
        hint: "Remove control characters from names, ids and texts, and send dates as the service gives them; then send the request again.",
        requestId: meta.requestId,
        guestId: meta.guestId,
        apiVersion: API_VERSION
      }
    }
  }
  const storage = cause.reasons.find((reason) => Cause.isDieReason(reason) && reason.defect instanceof StorageUnavailable)
  if (storage === undefined) return internalErrorResponse(meta)
  const store = ((storage as Cause.Die).defect as StorageUnavailable).store
  return {
    status: 503,
    headers: { "retry-after": String(STORAGE_RETRY_AFTER_SECONDS) },
    body: {
      error: `The service's ${store} is temporarily unreachable; the calculators without a key keep working.`,
      code: "service_unavailable",
      hint: `Retry in ${STORAGE_RETRY_AFTER_SECONDS} seconds.`,
      requestId: meta.requestId,
      guestId: meta.guestId,
      apiVersion: API_VERSION
    }
  }
}

/** An unforeseen defect: the same envelope, no stack trace (the log line has the request id). */
export const internalErrorResponse = (meta: ResponseMeta): ErrorResponse => ({
  status: 500,
  headers: {},
  body: {
    error: "The service failed unexpectedly while answering this request.",
    code: "internal_error",
    hint: `Try again later; if it persists, report requestId ${meta.requestId}.`,
    requestId: meta.requestId,
    guestId: meta.guestId,
    apiVersion: API_VERSION
  }
})

const callableTools = (catalogue: CatalogueService, nowMillis: number) =>
  catalogue.tools.map((t) => t.definition.name).filter((name) => catalogue.lifecycleAt(name, nowMillis)?.status !== "removed")

const currentGuide = (siteUrl: string) => migrationGuideUrl(siteUrl, API_VERSION)

const upgradeRequiredBody = (clientVersion: string, tool: string | null, meta: ResponseMeta, catalogue: CatalogueService): LifecycleErrorBody => {
  const guide = currentGuide(meta.siteUrl)
  const path = migrationPathFrom(meta.siteUrl, clientVersion)
  return {
    error: `Client version ${clientVersion} is no longer supported; the oldest supported client version is ${MINIMUM_CLIENT_VERSION}.`,
    code: "upgrade_required",
    tool,
    status: tool === null ? null : catalogue.lifecycleAt(tool, meta.nowMillis)?.status ?? null,
    replacement: null,
    notes: `Read the migration guides in migrationPath, oldest first: ${guide}`,
    migrationGuide: guide,
    migrationSections: migrationSections(guide),
    migrationPath: path,
    latestMigrationGuide: guide,
    migrationNotes: [
      ...path.map((g) => `${g.version}: ${g.summary}`),
      `Send X-Client-Version ${MINIMUM_CLIENT_VERSION} or later once your client follows the current API (${API_VERSION}).`
    ],
    clientVersion,
    minimumClientVersion: MINIMUM_CLIENT_VERSION,
    apiVersion: API_VERSION,
    updateUrl: `${meta.siteUrl}/developers.txt`,
    hint: `Update your client to API ${API_VERSION} following ${guide}#update-steps, then send its version in X-Client-Version.`,
    requestId: meta.requestId,
    guestId: meta.guestId
  }
}

const toolGoneResponse = (tool: string, meta: ResponseMeta, catalogue: CatalogueService): ErrorResponse => {
  const entry = catalogue.lifecycleAt(tool, meta.nowMillis)
  const guide = currentGuide(meta.siteUrl)
  const replacement = entry?.replacement ?? null
  const sunset = entry?.sunset ?? new Date(meta.nowMillis).toISOString().slice(0, 10)
  const body: LifecycleErrorBody = {
    error: `The tool ${tool} was removed on ${sunset}.`,
    code: "tool_gone",
    tool,
    status: "removed",
    replacement,
    sunset,
    notes: `See ${guide} for what replaced it.`,
    migrationGuide: guide,
    migrationSections: migrationSections(guide),
    apiVersion: API_VERSION,
    availableTools: callableTools(catalogue, meta.nowMillis),
    hint: replacement === null ? `Choose another tool from availableTools; ${guide}#tool-changes explains the change.` : `Call ${replacement} instead; ${guide}#tool-changes explains the change.`,
    requestId: meta.requestId,
    guestId: meta.guestId
  }
  return {
    status: 410,
    headers: {
      deprecation: "true",
      sunset: new Date(`${sunset}T00:00:00Z`).toUTCString(),
      "x-migration-guide": guide,
      link: `<${guide}>; rel="deprecation"; type="text/html"${replacement ? `, <${meta.baseUrl}/schemas/${replacement}>; rel="successor-version"` : ""}`
    },
    body: body as Record<string, unknown>
  }
}
