import { Effect } from "effect"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { diffJson } from "../../domain/saved-calculations/diff.ts"
import { savedAssumptions } from "../../domain/saved-calculations/assumptions.ts"
import { metadataOf } from "../../domain/saved-calculations/schemas.ts"
import { findOwn } from "../../domain/saved-calculations/tool-support.ts"
import type { CompareSavedCalculationsInput } from "./input.ts"

/** Field-by-field differences of two of the caller's saves; a locked side is never read. */
export const compareCalculations = (input: CompareSavedCalculationsInput, { account }: KeyEnvironment) =>
  Effect.gen(function* () {
    const left = yield* findOwn(account, input.leftCalculationId)
    const right = yield* findOwn(account, input.rightCalculationId)
    const lockedSides = [...(left.locked ? ["left" as const] : []), ...(right.locked ? ["right" as const] : [])]
    const differences =
      lockedSides.length > 0
        ? null
        : diffJson({ inputs: left.inputs, result: left.result }, { inputs: right.inputs, result: right.result })
    return {
      left: metadataOf(left),
      right: metadataOf(right),
      sameCalculationType: left.calculationType === right.calculationType,
      differences,
      lockedSides,
      ...savedAssumptions((said) => {
        if (lockedSides.length > 0) said.add("saved.locked-not-compared", { reason: "excluded" })
      })
    }
  })
