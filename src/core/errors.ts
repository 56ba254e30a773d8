import { Schema } from "effect"

/** Field path (dot-separated, e.g. "employmentExemption.type"; "$" for the body itself) to messages a person can act on. */
export type FieldErrors = Record<string, Array<string>>

const FieldErrorsSchema = Schema.Record(Schema.String, Schema.Array(Schema.String))

/**
 * The typed failures of a call. Each meaning is one class; `describeFailure` (error-response.ts) maps
 * them to a status code and a body in one place, for REST and MCP alike.
 */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  message: Schema.String,
  fieldErrors: FieldErrorsSchema,
  hint: Schema.String
}) {}

export class ToolNotFound extends Schema.TaggedError<ToolNotFound>()("ToolNotFound", {
  tool: Schema.String
}) {}

/** SPEC "Errors" 404: an unknown saved calculation, or one of another account (never told apart). */
export class CalculationNotFound extends Schema.TaggedError<CalculationNotFound>()("CalculationNotFound", {
  calculationId: Schema.String
}) {}

export class RouteNotFound extends Schema.TaggedError<RouteNotFound>()("RouteNotFound", {
  method: Schema.String,
  path: Schema.String
}) {}

export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()("MethodNotAllowed", {
  method: Schema.String,
  path: Schema.String,
  allowed: Schema.Array(Schema.String)
}) {}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", {
  limitBytes: Schema.Number
}) {}

export class UpgradeRequired extends Schema.TaggedError<UpgradeRequired>()("UpgradeRequired", {
  clientVersion: Schema.String,
  tool: Schema.NullOr(Schema.String)
}) {}

export class ToolGone extends Schema.TaggedError<ToolGone>()("ToolGone", {
  tool: Schema.String
}) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {
  message: Schema.String,
  /** RFC 6750 error code when an OAuth access token was sent: invalid_token (401) or insufficient_scope (403). */
  bearerError: Schema.optional(Schema.Literals(["invalid_token", "insufficient_scope"])),
  /** The scope that was missing, with insufficient_scope. */
  scope: Schema.optional(Schema.String)
}) {}

/** SPEC "Errors" 429: which counter ran out (key, account, anonymous or ip) and when to retry. */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  scope: Schema.Literals(["key", "account", "anonymous", "ip"]),
  window: Schema.Literals(["minute", "day", "week"]),
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

/**
 * The heavy calculations are at capacity (issue 18): the worker pool's queue is full, or the call
 * waited its whole queue budget without a free worker. 503 with Retry-After: nothing is wrong with the
 * input, the same call succeeds once the load passes.
 */
export class Overloaded extends Schema.TaggedError<Overloaded>()("Overloaded", {
  tool: Schema.String,
  retryAfterSeconds: Schema.Number
}) {}

/**
 * One caller already has MAX_HEAVY_CALLS_PER_CALLER heavy calculations running or waiting (issue 18):
 * 429, so that one address cannot fill the pool's queue for everyone.
 */
export class TooManyHeavyCalls extends Schema.TaggedError<TooManyHeavyCalls>()("TooManyHeavyCalls", {
  tool: Schema.String,
  limit: Schema.Number
}) {}

/**
 * The calculation itself ran past its deadline in a worker (or ran its worker out of memory) and was
 * stopped: the input is too costly to compute. 422: retrying the same input will not help, a smaller
 * one will.
 */
export class CalculationTooCostly extends Schema.TaggedError<CalculationTooCostly>()("CalculationTooCostly", {
  tool: Schema.String,
  deadlineMs: Schema.Number,
  reason: Schema.Literals(["deadline", "memory"])
}) {}

/**
 * Idempotency-Key (README "Idempotent writes"): the same key and the same request are still running
 * (a parallel retry, or another instance). 409 with Retry-After: 1.
 */
export class IdempotencyInProgress extends Schema.TaggedError<IdempotencyInProgress>()("IdempotencyInProgress", {
  tool: Schema.String
}) {}

/** Idempotency-Key already used, within 24 h, for another tool (`firstTool`) or the same tool with another body. 422. */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  tool: Schema.String,
  firstTool: Schema.String
}) {}

/**
 * Not a failure of the request but the end of it: the same Idempotency-Key and request were answered
 * before, and that answer (its status and the exact JSON text of its body) is sent again, with
 * Idempotent-Replayed: true. Carried on the error channel so that the face answers it verbatim.
 */
export class IdempotentReplay extends Schema.TaggedError<IdempotentReplay>()("IdempotentReplay", {
  status: Schema.Number,
  body: Schema.String
}) {}

/**
 * The database or the quota store cannot be reached. Raised as a defect by the storage layers (a call
 * cannot go on without them) and answered as a 503 with Retry-After, never as a 500 storm.
 */
export class StorageUnavailable extends Error {
  override readonly name = "StorageUnavailable"
  readonly store: "database" | "quota store"
  constructor(store: "database" | "quota store", cause?: unknown) {
    super(`The ${store} cannot be reached.`, { cause })
    this.store = store
  }
}

/**
 * The database refused a value of the request (a PostgreSQL data exception, SQLSTATE class 22) that the
 * service did not refuse first. Raised as a defect by the storage layer and answered as a 400
 * invalid_input, not as an outage: retrying the same request cannot help.
 */
export class StorageRejectedInput extends Error {
  override readonly name = "StorageRejectedInput"
  readonly sqlState: string
  constructor(sqlState: string, cause?: unknown) {
    super(`The database refused a value of the request (SQLSTATE ${sqlState}).`, { cause })
    this.sqlState = sqlState
  }
}

export type CallFailure =
  | RateLimited
  | IdempotencyInProgress
  | IdempotencyKeyReused
  | IdempotentReplay
  | Overloaded
  | CalculationTooCostly
  | TooManyHeavyCalls
  | CalculationNotFound
  | InvalidInput
  | ToolNotFound
  | RouteNotFound
  | MethodNotAllowed
  | PayloadTooLarge
  | UpgradeRequired
  | ToolGone
  | Unauthorized
