import { Effect } from "effect"
import { Catalogue } from "../../core/catalogue.ts"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { unstorableJsonText } from "../../core/storable-text.ts"
import { CalculationNotFound } from "../../core/errors.ts"
import { InputProblem, type ToolProblem } from "../../core/tool.ts"
import { MAX_CONTENT_BYTES, SavedCalculations } from "./store.ts"

// What the six key-only tools of SPEC (list, load, save, update, delete, compare) share. Each is a
// defineKeyTool (src/core/key-tool.ts) and works only on the key owner's account (KeyEnvironment.account):
// another account's id answers exactly like an unknown id (404).

export const notFound = (calculationId: string): ToolProblem => new CalculationNotFound({ calculationId })

export const problem = (field: string, message: string, hint: string): ToolProblem =>
  new InputProblem({ [field]: [message] }, hint)

/** One of the account's saves, or a 404. */
export const findOwn = (account: string, calculationId: string) =>
  Effect.flatMap(SavedCalculations, (saves) => saves.find(account, calculationId)).pipe(
    Effect.flatMap((save) => (save === undefined ? Effect.fail(notFound(calculationId)) : Effect.succeed(save)))
  )

/** Validates and computes `inputs` with the calculator's own pipeline step: the same 400 as calling it. */
export const computeWith = (calculationType: string, inputs: unknown, compute: KeyEnvironment["compute"]) =>
  Effect.gen(function* () {
    const size = JSON.stringify(inputs).length
    if (size > MAX_CONTENT_BYTES)
      return yield* Effect.fail(
        problem(
          "inputs",
          `inputs is ${size} bytes of JSON; at most ${MAX_CONTENT_BYTES} can be saved.`,
          "Save a smaller scenario."
        )
      )
    const unstorable = unstorableJsonText(inputs, "inputs")
    if (unstorable !== undefined)
      return yield* Effect.fail(
        problem(
          unstorable.path,
          unstorable.message,
          "Remove NUL and other control characters (tab and line breaks are fine) from the text, then save again."
        )
      )
    const tool = (yield* Catalogue).find(calculationType)
    if (tool === undefined)
      return yield* Effect.fail(
        problem(
          "calculationType",
          `${calculationType} is not a calculator of this service.`,
          "Use one of the calculationType values listed in the schema."
        )
      )
    return (yield* compute(tool.definition.name, inputs).pipe(
      Effect.mapError(
        (failure): ToolProblem =>
          failure._tag === "InvalidInput"
            ? new InputProblem(
                failure.fieldErrors,
                `${failure.hint} (These are the fields of inputs, checked as ${calculationType} checks them.)`
              )
            : failure
      )
    )).structuredContent
  })

/** The refusal of a save beyond the account's cap. */
export const saveLimitProblem = (limit: number) =>
  problem(
    "calculationType",
    `This account already has ${limit} saves, the most it can keep.`,
    "Delete saves you no longer need with delete_saved_calculation, then save again."
  )
