import { Effect } from "effect"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { SavedCalculations } from "../../domain/saved-calculations/store.ts"
import { notFound } from "../../domain/saved-calculations/tool-support.ts"
import type { DeleteSavedCalculationInput } from "./input.ts"

/** Removes one of the caller's saves; a second delete is a 404. */
export const deleteCalculation = (input: DeleteSavedCalculationInput, { account }: KeyEnvironment) =>
  Effect.gen(function* () {
    const removed = yield* (yield* SavedCalculations).remove(account, input.calculationId)
    if (removed === undefined) return yield* Effect.fail(notFound(input.calculationId))
    return {
      id: removed.id,
      name: removed.name,
      calculationType: removed.calculationType,
      deleted: true as const,
      assumptions: [],
      assumptionDetails: []
    }
  })
