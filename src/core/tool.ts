import type { Effect, Schema } from "effect"
import type { CalculationTooCostly, FieldErrors, Overloaded, TooManyHeavyCalls } from "./errors.ts"
import type { Caller } from "../calls/pipeline.ts"

/** What the pipeline gives a tool besides its input: who calls, and today's date from the Clock. */
export interface CallEnvironment {
  readonly caller: Caller
  /** YYYY-MM-DD (UTC) of the call, from the Effect Clock (TestClock in tests). Only tools whose SPEC row allows a "today" default may use it, and must disclose it. */
  readonly today: string
  /** Public base address of the API, for links in messages. */
  readonly baseUrl: string
}

/** Who may call a tool: anyone, or only a caller with an API key (SPEC "Authentication"). */
export type ToolAccess = "anonymous" | "key"

/**
 * A domain failure raised by a tool's run after its input decoded: the input is well formed but
 * cannot be calculated (a cross-field rule the Schema cannot express). Answered as a 400, like a
 * decode failure, with one entry per field and one hint.
 */
export interface ToolInputProblem {
  readonly _tag: "ToolInputProblem"
  readonly fieldErrors: FieldErrors
  readonly hint: string
}

/** A saved calculation that does not exist for the caller's account (404, like an unknown id). */
export interface CalculationNotFoundProblem {
  readonly _tag: "CalculationNotFound"
  readonly calculationId: string
}

/** A tool that computes another one (save_calculation) passes on the worker pool's refusals as they are. */
export type ToolProblem = ToolInputProblem | CalculationNotFoundProblem | Overloaded | CalculationTooCostly | TooManyHeavyCalls

/** What a tool's run returns: its output value; the pipeline renders content from it. */
export interface ToolDefinition<I = any, O = any, R = never> {
  /** Exact SPEC name, e.g. calculate_cyprus_income_tax. */
  readonly name: string
  readonly title: string
  /** What the tool does, what it requires and what it never infers; shown to people and to assistants. */
  readonly description: string
  readonly access: ToolAccess
  /** Decodes the JSON request body. Carries field descriptions and `examples` (examples[0] ready to send). */
  readonly input: Schema.Codec<I, any>
  /** Encodes the result; its JSON Schema is the MCP outputSchema. Must include `assumptions: string[]`. */
  readonly output: Schema.Codec<O, any>
  /** Calculators are pure (no clock, network or storage) and ignore the environment; key-only tools use its caller. */
  readonly run: (input: I, environment?: CallEnvironment) => Effect.Effect<O, ToolProblem, R>
  /** Short text rendering of the result for the MCP/REST `content`, ending with the assumptions used. */
  readonly summarize: (output: O) => string
  /** MCP tool annotations: read-only calculators are idempotent and non-destructive. */
  readonly readOnly: boolean
}
