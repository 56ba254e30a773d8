import { Effect } from "effect"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { metadataOf } from "../../domain/saved-calculations/schemas.ts"
import { SavedCalculations } from "../../domain/saved-calculations/store.ts"
import { computeWith, findOwn, notFound, problem } from "../../domain/saved-calculations/tool-support.ts"
import type { UpdateCalculationInput } from "./input.ts"

/** Renames one of the caller's saves and/or replaces its inputs, recomputing the result; a locked save can only be
 * renamed. */
export const changeCalculation = (input: UpdateCalculationInput, { account, compute }: KeyEnvironment) =>
  Effect.gen(function* () {
    if (input.name === undefined && input.inputs === undefined) {
      return yield* Effect.fail(
        problem(
          "name",
          "Send name, inputs or both: there is nothing to update.",
          "Ask the user what to change: the name, the inputs, or both."
        )
      )
    }
    const save = yield* findOwn(account, input.calculationId)
    if (save.locked && input.inputs !== undefined) {
      return yield* Effect.fail(
        problem(
          "inputs",
          "This save is locked (encrypted in the browser): its inputs cannot be replaced through the API.",
          "Rename it only, or change its contents on the account page."
        )
      )
    }
    const result =
      input.inputs === undefined ? save.result : yield* computeWith(save.calculationType, input.inputs, compute)
    const change = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.inputs !== undefined ? { inputs: input.inputs, result } : {})
    }
    const updated = yield* (yield* SavedCalculations).update(account, save.id, change)
    if (updated === undefined) return yield* Effect.fail(notFound(input.calculationId))
    return {
      ...metadataOf(updated),
      result: updated.locked ? null : updated.result,
      assumptions: [],
      assumptionDetails: []
    }
  })
