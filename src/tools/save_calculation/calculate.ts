import { Effect } from "effect"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { savedAssumptions } from "../../domain/saved-calculations/assumptions.ts"
import { metadataOf } from "../../domain/saved-calculations/schemas.ts"
import { MAX_SAVES_PER_ACCOUNT, SavedCalculations } from "../../domain/saved-calculations/store.ts"
import { computeWith, saveLimitProblem } from "../../domain/saved-calculations/tool-support.ts"
import type { SaveCalculationInput } from "./input.ts"

/** Computes the inputs with their calculator, then stores them with the result in the caller's account. */
export const storeCalculation = (input: SaveCalculationInput, { account, today, compute }: KeyEnvironment) =>
  Effect.gen(function* () {
    const saves = yield* SavedCalculations
    if ((yield* saves.count(account)) >= MAX_SAVES_PER_ACCOUNT)
      return yield* Effect.fail(saveLimitProblem(MAX_SAVES_PER_ACCOUNT))
    const result = yield* computeWith(input.calculationType, input.inputs, compute)
    const name = input.name ?? `${input.calculationType} ${today}`
    // The cap is enforced again inside the insert's transaction: checks made before it cannot hold under concurrent
    // saves.
    const saved = yield* saves
      .insert(account, { calculationType: input.calculationType, name, inputs: input.inputs, result, encrypted: null })
      .pipe(Effect.mapError((full) => saveLimitProblem(full.limit)))
    return {
      ...metadataOf(saved),
      result,
      ...savedAssumptions((said) => {
        if (input.name === undefined) said.add("saved.default-name", { field: "name", value: name, reason: "omitted" })
      })
    }
  })
