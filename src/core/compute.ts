import { Effect, Schema } from "effect"
import type { CataloguedTool } from "./catalogue.ts"
import type { CalculationNotFound, CalculationTooCostly, InvalidInput, Overloaded, TooManyHeavyCalls } from "./errors.ts"
import { InputProblem, inputProblemFailure, type CallEnvironment, type ToolProblem } from "./tool.ts"
import { decodeToolInput } from "./validation.ts"

/** What a tool computed: its output encoded to JSON (structuredContent) and its text rendering (content). */
export interface ComputedAnswer {
  readonly structuredContent: unknown
  readonly text: string
}

/**
 * Decode (400), run, encode and render one tool on a payload, in the current thread: the calculation
 * part of the pipeline. The worker pool (src/workers) runs exactly this function in its threads, so a
 * call answers the same wherever it ran.
 */
export const computeInThread = <R>(tool: CataloguedTool, payload: unknown, environment: CallEnvironment) =>
  Effect.gen(function*() {
    const { definition } = tool
    const input = yield* decodeToolInput(definition.name, definition.input, tool.inputJsonSchema, `${environment.baseUrl}/schemas/${definition.name}`, payload)
    const output = yield* (definition.run(input, environment) as Effect.Effect<unknown, ToolProblem, R>).pipe(
      Effect.mapError((problem) => toCallFailure(definition.name, problem))
    )
    const structuredContent = yield* Schema.encodeUnknownEffect(definition.output)(output).pipe(Effect.orDie)
    return { structuredContent, text: definition.summarize(output) } satisfies ComputedAnswer
  }) as Effect.Effect<ComputedAnswer, InvalidInput | CalculationNotFound | Overloaded | CalculationTooCostly | TooManyHeavyCalls, R>

const toCallFailure = (tool: string, problem: ToolProblem) => problem instanceof InputProblem ? inputProblemFailure(tool, problem) : problem
