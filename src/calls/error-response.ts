import { Cause, Match, Predicate } from "effect"
import type { CatalogueService } from "../core/catalogue.ts"
import {
  answerOf,
  InternalError,
  type CallFailure,
  type DefectFailure,
  type HttpAnswer,
  type IdempotentReplay,
  type RateLimited
} from "../core/errors.ts"
import type { LifecycleErrorBody } from "../core/lifecycle-error.ts"
import { migrationGuideUrl, migrationPathFrom, migrationSections } from "../core/migrations.ts"
import type { Language } from "../core/language.ts"
import { API_VERSION, MINIMUM_CLIENT_VERSION } from "../core/version.ts"
import { greekFieldErrors, greekLifecycle, greekTextOf } from "./greek-errors.ts"

export interface ResponseMeta {
  readonly requestId: string
  readonly guestId: string | null
  readonly baseUrl: string
  readonly siteUrl: string
  readonly nowMillis: number
  /** The language of the error sentence, hint and fieldErrors messages (greek-errors.ts); English when absent. */
  readonly language?: Language | undefined
}

export interface ErrorResponse {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: Record<string, unknown>
}

/** The text of an envelope answer: its message, the fields after `code`, and the values of its headers. */
interface EnvelopeText {
  readonly error: string
  readonly fields?: Record<string, unknown>
  readonly headers?: Record<string, string>
}

/** A 410 or 426: SPEC's lifecycle error body instead of the envelope. */
interface LifecycleText {
  readonly lifecycle: LifecycleErrorBody
  readonly headers?: Record<string, string>
}

type Answered = Exclude<CallFailure, IdempotentReplay>

/**
 * The WWW-Authenticate challenge of a call refused for its credentials (RFC 6750; RFC 9728 and the MCP
 * authorization spec: `resource_metadata` points OAuth clients at the protected resource metadata).
 * REST and MCP both build it here.
 */
export const bearerChallenge = (resourceMetadata: string, error?: string, scope?: string) =>
  [
    `Bearer resource_metadata="${resourceMetadata}"`,
    ...(error ? [`error="${error}"`] : []),
    ...(scope ? [`scope="${scope}"`] : [])
  ].join(", ")

/** Seconds a client should wait when a store is down. */
const STORAGE_RETRY_AFTER_SECONDS = 5

/** Too many keys or tokens failed to verify from one address (services/authentication.ts): the next are not even looked
 * up. */
const credentialsRefused = (failure: RateLimited): EnvelopeText => ({
  error: `More than ${failure.limit} API keys or access tokens failed to verify from your network address within a ${failure.window}; the next ones are refused without being checked.`,
  fields: {
    scope: failure.scope,
    window: failure.window,
    limit: failure.limit,
    retryAfterSeconds: failure.retryAfterSeconds,
    hint: `Check the key in x-api-key (GET /whoami verifies one) or refresh the access token, then retry in ${failure.retryAfterSeconds} s.`
  },
  headers: { "retry-after": String(failure.retryAfterSeconds) }
})

const textOf = (failure: Answered, meta: ResponseMeta, catalogue: CatalogueService): EnvelopeText | LifecycleText =>
  Match.valueTags(failure, {
    InvalidInput: (failure) => ({
      error: failure.message,
      fields: { fieldErrors: failure.fieldErrors, hint: failure.hint }
    }),
    Unauthorized: (failure) => {
      // RFC 6750 / RFC 9728 (MCP authorization): point OAuth clients at the protected resource metadata.
      const challenge = bearerChallenge(
        `${meta.baseUrl}/.well-known/oauth-protected-resource`,
        failure.bearerError,
        failure.scope
      )
      const hint =
        failure.bearerError === "insufficient_scope"
          ? `Authorize the application again with the scope ${failure.scope ?? "read write"}.`
          : failure.bearerError === "invalid_token"
            ? "Obtain a new access token (refresh it, or sign in again through the application)."
            : `Send a valid API key in the x-api-key header; check it with GET ${meta.baseUrl}/whoami.`
      return { error: failure.message, fields: { hint }, headers: { "www-authenticate": challenge } }
    },
    ToolNotFound: (failure) => ({
      error: `There is no tool named "${failure.tool}".`,
      fields: {
        tool: failure.tool,
        hint: `GET ${meta.baseUrl}/tools lists the tools and their exact names.`,
        availableTools: callableTools(catalogue, meta.nowMillis)
      }
    }),
    CalculationNotFound: (failure) => ({
      error: `There is no saved calculation ${failure.calculationId} in this account.`,
      fields: {
        calculationId: failure.calculationId,
        hint: "Call list_saved_calculations with the same key to see this account's saves and their ids."
      }
    }),
    RuleNotFound: (failure) => ({
      error:
        failure.rule === null
          ? "That is not a rule id: ids are dotted names of lowercase letters, digits and hyphens, such as income-tax.bands."
          : `There is no rule parameter "${failure.rule}".`,
      fields: {
        rule: failure.rule,
        hint: `GET ${meta.baseUrl}/rules lists every rule parameter with its id and URL.`
      }
    }),
    RouteNotFound: (failure) => ({
      error: `Nothing is served at ${failure.method} ${failure.path}.`,
      fields: {
        hint: `Tools are called with POST ${meta.baseUrl}/tools/<tool_name>; GET ${meta.baseUrl}/tools lists them.`
      }
    }),
    MethodNotAllowed: (failure) => ({
      error: `${failure.method} is not supported on ${failure.path}.`,
      fields: { hint: `Use ${failure.allowed.join(" or ")} on ${failure.path}.` },
      headers: { allow: failure.allowed.join(", ") }
    }),
    PayloadTooLarge: (failure) => ({
      error: `The request body is larger than ${failure.limitBytes} bytes.`,
      fields: {
        hint: `Send a smaller JSON body (at most ${failure.limitBytes} bytes); split long pasted texts into several calls.`
      }
    }),
    RateLimited: (failure) => {
      if (failure.scope === "credentials") return credentialsRefused(failure)
      const who = {
        key: "this API key",
        account: "this account (all its keys together, revoked ones included)",
        anonymous: "anonymous calls from this address and x-guest-id",
        ip: "anonymous calls from this address (all x-guest-id values together)"
      }[failure.scope]
      return {
        error: `The ${failure.window} quota of ${failure.limit} calls for ${who} is used up.`,
        fields: {
          scope: failure.scope,
          window: failure.window,
          limit: failure.limit,
          retryAfterSeconds: failure.retryAfterSeconds,
          hint:
            failure.scope === "account"
              ? `Wait ${failure.retryAfterSeconds} s before calling again; creating new keys does not help, because the quota is per account.`
              : failure.scope === "key"
                ? `Wait ${failure.retryAfterSeconds} s before calling again with this key.`
                : `Wait ${failure.retryAfterSeconds} s, or use a free API key for higher limits (${meta.siteUrl}/account).`
        },
        headers: { "retry-after": String(failure.retryAfterSeconds) }
      }
    },
    Overloaded: (failure) => ({
      error: `The service is at capacity for heavy calculations such as ${failure.tool}; the call was not run.`,
      fields: {
        retryAfterSeconds: failure.retryAfterSeconds,
        hint: `Retry in ${failure.retryAfterSeconds} s; nothing is wrong with the input.`
      },
      headers: { "retry-after": String(failure.retryAfterSeconds) }
    }),
    TooManyHeavyCalls: (failure) => ({
      error: `You already have ${failure.limit} heavy calculations (such as ${failure.tool}) running or waiting (at most ${failure.limit} at a time per caller).`,
      fields: {
        retryAfterSeconds: 1,
        hint: "Wait for your earlier calls to answer, then send the next one: send heavy calculations a few at a time."
      },
      headers: { "retry-after": "1" }
    }),
    CalculationTooCostly: (failure) => ({
      error:
        failure.reason === "deadline"
          ? `${failure.tool} did not finish within its ${failure.deadlineMs / 1000} s budget on this input and was stopped.`
          : `${failure.tool} needed more memory than one calculation may use on this input and was stopped.`,
      fields: {
        fieldErrors: { $: ["This input is too costly to calculate; the same input will be refused again."] },
        hint: "Send a smaller input: fewer rows or lines, fewer simulations, a shorter horizon."
      }
    }),
    IdempotencyInProgress: (failure) => ({
      error: `A request to ${failure.tool} with this Idempotency-Key and the same body is still being answered.`,
      fields: { hint: "Retry the same request with the same Idempotency-Key in a second: you will get its answer." },
      headers: { "retry-after": "1" }
    }),
    IdempotencyKeyReused: (failure) => ({
      error:
        failure.firstTool === failure.tool
          ? `This Idempotency-Key was already used in the last 24 hours for a ${failure.tool} request with a different body.`
          : `This Idempotency-Key was already used in the last 24 hours for a request to ${failure.firstTool}, not ${failure.tool}.`,
      fields: {
        fieldErrors: {
          "headers.idempotency-key": [
            "This key belongs to another request; a key is bound to the first tool and body sent with it."
          ]
        },
        hint: "Use a new Idempotency-Key (for example a fresh UUID) for a different request; resend the exact first request to get its answer again."
      }
    }),
    UpgradeRequired: (failure) => ({
      lifecycle: upgradeRequiredBody(failure.clientVersion, failure.tool, meta, catalogue)
    }),
    ToolGone: (failure) => toolGoneText(failure.tool, meta, catalogue)
  })

const defectTextOf = (failure: DefectFailure, meta: ResponseMeta): EnvelopeText =>
  Match.valueTags(failure, {
    StorageRejectedInput: () => {
      const message =
        "A value in this request cannot be stored (for example a NUL or another control character, or a date out of range)."
      return {
        error: message,
        fields: {
          fieldErrors: { $: [message] },
          hint: "Remove control characters from names, ids and texts, and send dates as the service gives them; then send the request again."
        }
      }
    },
    StorageUnavailable: (failure) => ({
      error: `The service's ${failure.store} is temporarily unreachable; the calculators without a key keep working.`,
      fields: { hint: `Retry in ${STORAGE_RETRY_AFTER_SECONDS} seconds.` },
      headers: { "retry-after": String(STORAGE_RETRY_AFTER_SECONDS) }
    }),
    InternalError: () => ({
      error: "The service failed unexpectedly while answering this request.",
      fields: { hint: `Try again later; if it persists, report requestId ${meta.requestId}.` }
    })
  })

/**
 * The one place where failures become status codes and bodies (SPEC "Errors"), for REST and MCP: the
 * status, code and headers are the failure class's answer (core/errors.ts), the texts are here. Every
 * envelope body carries error, code, requestId, guestId and apiVersion. The `code` values of 400, 401,
 * 404, 405, 413 and 500 are this service's choice (SPEC leaves them unshown) and are stable.
 */
export const describeFailure = (
  failure: CallFailure,
  meta: ResponseMeta,
  catalogue: CatalogueService
): ErrorResponse => {
  // The first answer, exactly as stored (its own requestId included); X-Request-Id is this request's.
  if (failure._tag === "IdempotentReplay")
    return {
      status: failure.status,
      headers: { "idempotent-replayed": "true" },
      body: JSON.parse(failure.body) as Record<string, unknown>
    }
  const text = textOf(failure, meta, catalogue)
  return "lifecycle" in text
    ? {
        status: answerOf(failure).status,
        headers: text.headers ?? {},
        body: meta.language === "el" ? greekLifecycle(text.lifecycle) : text.lifecycle
      }
    : envelope(answerOf(failure), inLanguage(failure, text, meta), meta)
}

/** The texts of an envelope in the language asked: Greek where greek-errors.ts has them; values and names unchanged. */
const inLanguage = (failure: Answered | DefectFailure, text: EnvelopeText, meta: ResponseMeta): EnvelopeText => {
  if (meta.language !== "el") return text
  const fieldErrors = text.fields?.fieldErrors as Readonly<Record<string, ReadonlyArray<string>>> | undefined
  const greek = greekTextOf(failure, fieldErrors, String(text.fields?.hint ?? ""), meta)
  if (greek === undefined) return text
  return {
    ...text,
    error: greek.error,
    fields: {
      ...text.fields,
      ...(greek.hint !== undefined && text.fields?.hint !== undefined && { hint: greek.hint }),
      ...(fieldErrors !== undefined && { fieldErrors: greekFieldErrors(fieldErrors) })
    }
  }
}

/** A defect: its failure when the storage layer raised one (a 503 outage, a 400 refused value), otherwise InternalError
 * (500). */
export const describeDefect = (cause: Cause.Cause<unknown>, meta: ResponseMeta): ErrorResponse => {
  const failure = defectFailureOf(cause)
  return envelope(answerOf(failure), inLanguage(failure, defectTextOf(failure, meta), meta), meta)
}

const envelope = (
  answer: Pick<HttpAnswer, "status" | "code">,
  text: EnvelopeText,
  meta: RequestIds
): ErrorResponse => ({
  status: answer.status,
  headers: text.headers ?? {},
  body: {
    error: text.error,
    code: answer.code,
    ...text.fields,
    requestId: meta.requestId,
    guestId: meta.guestId,
    apiVersion: API_VERSION
  }
})

type RequestIds = Pick<ResponseMeta, "requestId" | "guestId">

/**
 * The error envelope of a refusal made before a call reaches the pipeline (a guard of /mcp, the operator's
 * /metrics): the same body as every error (SPEC "Errors"), for a code no CallFailure stands for.
 */
export const refusalResponse = (
  status: number,
  code: string,
  text: { readonly error: string; readonly hint: string },
  ids: RequestIds,
  headers: Record<string, string> = {}
): ErrorResponse => envelope({ status, code }, { error: text.error, fields: { hint: text.hint }, headers }, ids)

const isStorageDefect = (defect: unknown): defect is DefectFailure =>
  Predicate.isTagged(defect, "StorageRejectedInput") || Predicate.isTagged(defect, "StorageUnavailable")

// A value the database refused is the caller's input, not an outage: it wins over an outage in the same cause.
const defectFailureOf = (cause: Cause.Cause<unknown>): DefectFailure => {
  const defects = cause.reasons
    .filter(Cause.isDieReason)
    .map((reason) => reason.defect)
    .filter(isStorageDefect)
  return defects.find((defect) => defect._tag === "StorageRejectedInput") ?? defects[0] ?? new InternalError()
}

const callableTools = (catalogue: CatalogueService, nowMillis: number) =>
  catalogue.tools
    .map((t) => t.definition.name)
    .filter((name) => catalogue.lifecycleAt(name, nowMillis)?.status !== "removed")

const currentGuide = (siteUrl: string) => migrationGuideUrl(siteUrl, API_VERSION)

const upgradeRequiredBody = (
  clientVersion: string,
  tool: string | null,
  meta: ResponseMeta,
  catalogue: CatalogueService
): LifecycleErrorBody => {
  const guide = currentGuide(meta.siteUrl)
  const path = migrationPathFrom(meta.siteUrl, clientVersion)
  return {
    error: `Client version ${clientVersion} is no longer supported; the oldest supported client version is ${MINIMUM_CLIENT_VERSION}.`,
    code: "upgrade_required",
    tool,
    status: tool === null ? null : (catalogue.lifecycleAt(tool, meta.nowMillis)?.status ?? null),
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

const toolGoneText = (tool: string, meta: ResponseMeta, catalogue: CatalogueService): LifecycleText => {
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
    hint:
      replacement === null
        ? `Choose another tool from availableTools; ${guide}#tool-changes explains the change.`
        : `Call ${replacement} instead; ${guide}#tool-changes explains the change.`,
    requestId: meta.requestId,
    guestId: meta.guestId
  }
  return {
    lifecycle: body,
    headers: {
      deprecation: "true",
      sunset: new Date(`${sunset}T00:00:00Z`).toUTCString(),
      "x-migration-guide": guide,
      link: `<${guide}>; rel="deprecation"; type="text/html"${replacement ? `, <${meta.baseUrl}/schemas/${replacement}>; rel="successor-version"` : ""}`
    }
  }
}
