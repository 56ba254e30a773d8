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

export type CallFailure =
  | RateLimited
  | CalculationNotFound
  | InvalidInput
  | ToolNotFound
  | RouteNotFound
  | MethodNotAllowed
  | PayloadTooLarge
  | UpgradeRequired
  | ToolGone
  | Unauthorized
