import { Schema } from "effect"

/** Field path (dot-separated, e.g. "employmentExemption.type"; "$" for the body itself) to messages a person can act
 * on. */
export type FieldErrors = Record<string, Array<string>>

const FieldErrorsSchema = Schema.Record(Schema.String, Schema.Array(Schema.String))

/** A response header a failure's answer sets; X-Request-Id is on every response and not listed. */
export type FailureHeader =
  | "retry-after"
  | "www-authenticate"
  | "allow"
  | "deprecation"
  | "sunset"
  | "link"
  | "x-migration-guide"

/**
 * One HTTP answer of a failure (SPEC "Errors"): its status, the stable `code` of its body, the headers
 * it sets and what OpenAPI says of it. `lifecycle` answers carry SPEC's lifecycle error body (410, 426);
 * the others the envelope error, code, requestId, guestId and apiVersion. describeFailure
 * (calls/error-response.ts) sends exactly these; the OpenAPI responses (faces/http/api.ts) list them.
 */
export interface HttpAnswer {
  readonly status: number
  readonly code: string
  readonly description: string
  readonly headers: ReadonlyArray<FailureHeader>
  readonly body: "envelope" | "lifecycle"
}

const answer = (
  status: number,
  code: string,
  description: string,
  headers: ReadonlyArray<FailureHeader> = [],
  body: HttpAnswer["body"] = "envelope"
): HttpAnswer => ({ status, code, description, headers, body })

/**
 * The typed failures of a call. Each meaning is one class and says how it answers over HTTP
 * (`answers`); `describeFailure` (error-response.ts) builds the bodies, for REST and MCP alike.
 */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  message: Schema.String,
  fieldErrors: FieldErrorsSchema,
  hint: Schema.String
}) {
  static readonly answers = [answer(400, "invalid_input", "Validation failed: fieldErrors and one hint.")] as const
}

export class ToolNotFound extends Schema.TaggedError<ToolNotFound>()("ToolNotFound", {
  tool: Schema.String
}) {
  static readonly answers = [
    answer(404, "tool_not_found", "Unknown tool (code tool_not_found; availableTools lists the callable ones).")
  ] as const
}

/** SPEC "Errors" 404: an unknown saved calculation, or one of another account (never told apart). */
export class CalculationNotFound extends Schema.TaggedError<CalculationNotFound>()("CalculationNotFound", {
  calculationId: Schema.String
}) {
  static readonly answers = [
    answer(
      404,
      "calculation_not_found",
      "Saved-calculation tools: no saved calculation with this id in the account (code calculation_not_found)."
    )
  ] as const
}

/**
 * GET /rules/<id>: no rule parameter has this id. `rule` is the id sent, or null when the text sent cannot be
 * an id (too long, or characters an id never has): it is then not echoed.
 */
export class RuleNotFound extends Schema.TaggedError<RuleNotFound>()("RuleNotFound", {
  rule: Schema.NullOr(Schema.String)
}) {
  static readonly answers = [
    answer(404, "rule_not_found", "Unknown rule parameter (code rule_not_found; GET /rules lists the ids).")
  ] as const
}

export class RouteNotFound extends Schema.TaggedError<RouteNotFound>()("RouteNotFound", {
  method: Schema.String,
  path: Schema.String
}) {
  static readonly answers = [
    answer(404, "not_found", "Nothing is served at this method and path (code not_found).")
  ] as const
}

export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()("MethodNotAllowed", {
  method: Schema.String,
  path: Schema.String,
  allowed: Schema.Array(Schema.String)
}) {
  static readonly answers = [
    answer(405, "method_not_allowed", "This method is not supported on this path (code method_not_allowed; Allow).", [
      "allow"
    ])
  ] as const
}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", {
  limitBytes: Schema.Number
}) {
  static readonly answers = [
    answer(413, "payload_too_large", "Request body too large (code payload_too_large).")
  ] as const
}

export class UpgradeRequired extends Schema.TaggedError<UpgradeRequired>()("UpgradeRequired", {
  clientVersion: Schema.String,
  tool: Schema.NullOr(Schema.String)
}) {
  static readonly answers = [
    answer(426, "upgrade_required", "X-Client-Version below the minimum (code upgrade_required).", [], "lifecycle")
  ] as const
}

export class ToolGone extends Schema.TaggedError<ToolGone>()("ToolGone", {
  tool: Schema.String
}) {
  static readonly answers = [
    answer(
      410,
      "tool_gone",
      "Tool removed after its sunset (code tool_gone).",
      ["deprecation", "sunset", "x-migration-guide", "link"],
      "lifecycle"
    )
  ] as const
}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {
  message: Schema.String,
  /** RFC 6750 error code when an OAuth access token was sent: invalid_token (401) or insufficient_scope (403). */
  bearerError: Schema.optional(Schema.Literals(["invalid_token", "insufficient_scope"])),
  /** The scope that was missing, with insufficient_scope. */
  scope: Schema.optional(Schema.String)
}) {
  static readonly answers = [
    answer(
      401,
      "unauthorized",
      "API key or access token missing, malformed, unknown or revoked (code unauthorized; WWW-Authenticate).",
      ["www-authenticate"]
    ),
    answer(
      403,
      "insufficient_scope",
      "Key-only tools: an OAuth access token without the scope the tool needs (code insufficient_scope; WWW-Authenticate).",
      ["www-authenticate"]
    )
  ] as const
}

/** SPEC "Errors" 429: which counter ran out (key, account, anonymous or ip) and when to retry. */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  scope: Schema.Literals(["key", "account", "anonymous", "ip", "credentials"]),
  window: Schema.Literals(["minute", "day", "week"]),
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {
  static readonly answers = [
    answer(
      429,
      "rate_limited",
      "A quota ran out (code rate_limited; Retry-After; scope key, account, anonymous or ip), or too many keys or tokens failed to verify from this address (scope credentials).",
      ["retry-after"]
    )
  ] as const
}

/**
 * The heavy calculations are at capacity: the worker pool's queue is full, or the call
 * waited its whole queue budget without a free worker. 503 with Retry-After: nothing is wrong with the
 * input, the same call succeeds once the load passes.
 */
export class Overloaded extends Schema.TaggedError<Overloaded>()("Overloaded", {
  tool: Schema.String,
  retryAfterSeconds: Schema.Number
}) {
  static readonly answers = [
    answer(503, "overloaded", "Heavy calculations at capacity (code overloaded; Retry-After).", ["retry-after"])
  ] as const
}

/**
 * One caller already has MAX_HEAVY_CALLS_PER_CALLER heavy calculations running or waiting:
 * 429, so that one address cannot fill the pool's queue for everyone.
 */
export class TooManyHeavyCalls extends Schema.TaggedError<TooManyHeavyCalls>()("TooManyHeavyCalls", {
  tool: Schema.String,
  limit: Schema.Number
}) {
  static readonly answers = [
    answer(
      429,
      "too_many_heavy_calls",
      "Heavy calculations: this caller already has the most running or waiting (code too_many_heavy_calls; Retry-After).",
      ["retry-after"]
    )
  ] as const
}

/**
 * The calculation itself ran past its deadline in a worker (or ran its worker out of memory) and was
 * stopped: the input is too costly to compute. 422: retrying the same input will not help, a smaller
 * one will.
 */
export class CalculationTooCostly extends Schema.TaggedError<CalculationTooCostly>()("CalculationTooCostly", {
  tool: Schema.String,
  deadlineMs: Schema.Number,
  reason: Schema.Literals(["deadline", "memory"])
}) {
  static readonly answers = [
    answer(
      422,
      "calculation_too_costly",
      "Heavy calculations: the calculation ran past its deadline or memory cap on this input (code calculation_too_costly)."
    )
  ] as const
}

/**
 * Idempotency-Key (docs/api.md "Idempotent writes"): the same key and the same request are still running
 * (a parallel retry, or another instance). 409 with Retry-After: 1.
 */
export class IdempotencyInProgress extends Schema.TaggedError<IdempotencyInProgress>()("IdempotencyInProgress", {
  tool: Schema.String
}) {
  static readonly answers = [
    answer(
      409,
      "idempotency_in_progress",
      "Write tools: a request with the same Idempotency-Key is still being answered (code idempotency_in_progress; Retry-After).",
      ["retry-after"]
    )
  ] as const
}

/** Idempotency-Key already used, within 24 h, for another tool (`firstTool`) or the same tool with another body. 422.
 * */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  tool: Schema.String,
  firstTool: Schema.String
}) {
  static readonly answers = [
    answer(
      422,
      "idempotency_key_reused",
      "Write tools: an Idempotency-Key reused for another request (code idempotency_key_reused)."
    )
  ] as const
}

/**
 * Not a failure of the request but the end of it: the same Idempotency-Key and request were answered
 * before, and that answer (its status and the exact JSON text of its body) is sent again, with
 * Idempotent-Replayed: true. Carried on the error channel so that the face answers it verbatim.
 * It has no answer of its own: the status is the first answer's.
 */
export class IdempotentReplay extends Schema.TaggedError<IdempotentReplay>()("IdempotentReplay", {
  status: Schema.Number,
  body: Schema.String
}) {
  static readonly answers = [] as const
}

/**
 * The database or the quota store cannot be reached. Raised as a defect by the storage layers (a call
 * cannot go on without them) and answered as a 503 with Retry-After, never as a 500 storm.
 */
export class StorageUnavailable extends Schema.TaggedError<StorageUnavailable>()("StorageUnavailable", {
  store: Schema.Literals(["database", "quota store"]),
  cause: Schema.optional(Schema.Defect())
}) {
  static readonly answers = [
    answer(503, "service_unavailable", "The database is unreachable (code service_unavailable; Retry-After).", [
      "retry-after"
    ])
  ] as const
  override get message() {
    return `The ${this.store} cannot be reached.`
  }
}

/**
 * The database refused a value of the request (a PostgreSQL data exception, SQLSTATE class 22) that the
 * service did not refuse first. Raised as a defect by the storage layer and answered as a 400
 * invalid_input, not as an outage: retrying the same request cannot help.
 */
export class StorageRejectedInput extends Schema.TaggedError<StorageRejectedInput>()("StorageRejectedInput", {
  sqlState: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {
  static readonly answers = [
    answer(400, "invalid_input", "A value the database cannot store, such as a control character (code invalid_input).")
  ] as const
  override get message() {
    return `The database refused a value of the request (SQLSTATE ${this.sqlState}).`
  }
}

/** Any other defect: the error envelope without a stack trace (the log line has the request id). */
export class InternalError extends Schema.TaggedError<InternalError>()("InternalError", {}) {
  static readonly answers = [
    answer(
      500,
      "internal_error",
      "An unforeseen defect (code internal_error): the same envelope, never a stack trace; report the requestId."
    )
  ] as const
}

/** The one list of failures, by tag: each answer the service gives to a request that did not succeed. */
export const failures = {
  InvalidInput,
  Unauthorized,
  ToolNotFound,
  CalculationNotFound,
  IdempotencyInProgress,
  ToolGone,
  PayloadTooLarge,
  CalculationTooCostly,
  IdempotencyKeyReused,
  UpgradeRequired,
  RateLimited,
  TooManyHeavyCalls,
  Overloaded,
  IdempotentReplay,
  StorageRejectedInput,
  StorageUnavailable,
  InternalError,
  RouteNotFound,
  MethodNotAllowed,
  RuleNotFound
}

export type Failure = InstanceType<(typeof failures)[keyof typeof failures]>

/** Raised as defects by the storage layers and recognised by their tag; InternalError stands for every other defect. */
export type DefectFailure = StorageRejectedInput | StorageUnavailable | InternalError

/** What the worker pool may refuse a heavy calculation with (src/services/workers). */
export type PoolRefusal = Overloaded | CalculationTooCostly | TooManyHeavyCalls

/** What computing a tool on a payload may fail with: its input, a save not found, or the pool's refusals. */
export type ComputeFailure = InvalidInput | CalculationNotFound | PoolRefusal

/** The failures on the error channel of a call. */
export type CallFailure = Exclude<Failure, DefectFailure>

/** Every tool operation's error responses: all but the router's own (no such path, method not allowed) and the rules'.
 * */
export const toolOperationFailures = Object.values(failures).filter(
  (failure) => failure !== RouteNotFound && failure !== MethodNotAllowed && failure !== RuleNotFound
)

/** The answer a failure gives (an idempotent replay has none: the first answer is sent again). */
export const answerOf = (failure: Exclude<Failure, IdempotentReplay>): HttpAnswer =>
  failure._tag === "Unauthorized" && failure.bearerError === "insufficient_scope"
    ? Unauthorized.answers[1]
    : failures[failure._tag].answers[0]
