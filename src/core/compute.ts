import { Effect, Schema } from "effect"
import type { CataloguedTool } from "./catalogue.ts"
import type { ComputeFailure } from "./errors.ts"
import { InvalidInput } from "./errors.ts"
import {
  type CallEnvironment,
  type FieldMessageEl,
  fieldErrorsInGreek,
  InputProblem,
  inputProblemFailure,
  type ToolProblem
} from "./tool.ts"
import { decodeToolInput } from "./validation.ts"

/** What a tool computed: its output encoded to JSON (structuredContent) and its text rendering (content). */
export interface ComputedAnswer {
  readonly structuredContent: unknown
  readonly text: string
}

const encoders = new WeakMap<Schema.Top, (output: unknown) => Effect.Effect<unknown, unknown>>()

const encodeOutput = (schema: Schema.Codec<unknown, unknown>, output: unknown) => {
  let encode = encoders.get(schema)
  if (encode === undefined)
    encoders.set(
      schema,
      (encode = Schema.encodeUnknownEffect(schema) as (output: unknown) => Effect.Effect<unknown, unknown>)
    )
  return Effect.catchEager(encode(output), (issue) => Effect.die(issue))
}

/**
 * The output encoded, its `assumptionDetails` taken as they are: assumptionList (core/assumptions.ts) builds them as
 * plain JSON of their schema's shape, and encoding them through it again cost 2 µs of every answer (15% of the
 * encoding). The rest of the output is encoded as always.
 */
const encodeWithDetails = (schema: Schema.Codec<unknown, unknown>, output: unknown) => {
  const details = (output as { readonly assumptionDetails?: unknown } | null)?.assumptionDetails
  if (!Array.isArray(details) || details.length === 0) return encodeOutput(schema, output)
  return Effect.mapEager(encodeOutput(schema, { ...(output as object), assumptionDetails: [] }), (encoded) => ({
    ...(encoded as object),
    assumptionDetails: details
  }))
}

/**
 * Decode (400), run, encode and render one tool on a payload, in the current thread: the calculation
 * part of the pipeline. The worker pool (src/workers) runs exactly this function in its threads, so a
 * call answers the same wherever it ran. Composed eagerly: for a calculator (decoding, check and
 * calculation all synchronous) the result is an Exit, computed right here, with no step of the fiber
 * loop; an effectful step (a key-only tool's storage) makes the rest run in the fiber as usual.
 */
export const computeInThread = <R>(
  tool: CataloguedTool,
  payload: unknown,
  environment: CallEnvironment
): Effect.Effect<ComputedAnswer, ComputeFailure, R> => {
  const { definition } = tool
  try {
    const input = decodeToolInput(
      definition.name,
      definition.input,
      tool.inputJsonSchema,
      `${environment.baseUrl}/schemas/${definition.name}`,
      payload
    )
    const translations = environment.language === "el" ? definition.fieldMessagesEl : undefined
    const failed = translations === undefined ? input : Effect.mapErrorEager(input, (f) => inGreek(f, translations))
    return Effect.flatMapEager(failed, (decoded) => {
      const output = Effect.mapErrorEager(
        definition.run(decoded, environment) as Effect.Effect<unknown, ToolProblem, R>,
        (problem) => {
          const failure = toCallFailure(definition.name, problem)
          return translations === undefined ? failure : inGreek(failure, translations)
        }
      )
      return Effect.flatMapEager(output, (result) =>
        Effect.mapEager(
          encodeWithDetails(definition.output, result),
          (structuredContent) =>
            ({ structuredContent, text: definition.summarize(result, environment.language) }) satisfies ComputedAnswer
        )
      )
    })
  } catch (defect) {
    // A calculator that throws is a defect, reported like any other (not an exception out of here).
    return Effect.die(defect)
  }
}

/** A refusal's own field messages in Greek, where the tool gave their Greek (ToolDefinition.fieldMessagesEl). */
const inGreek = <F extends ComputeFailure>(failure: F, translations: ReadonlyArray<FieldMessageEl>): F =>
  failure._tag === "InvalidInput"
    ? (new InvalidInput({
        message: failure.message,
        fieldErrors: fieldErrorsInGreek(failure.fieldErrors, translations),
        hint: failure.hint
      }) as F)
    : failure

const toCallFailure = (tool: string, problem: ToolProblem) =>
  problem instanceof InputProblem ? inputProblemFailure(tool, problem) : problem
