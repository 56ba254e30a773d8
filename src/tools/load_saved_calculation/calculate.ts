import { Effect } from "effect"
import type { KeyEnvironment } from "../../core/key-tool.ts"
import { savedAssumptions } from "../../domain/saved-calculations/assumptions.ts"
import { metadataOf } from "../../domain/saved-calculations/schemas.ts"
import { findOwn } from "../../domain/saved-calculations/tool-support.ts"
import type { LoadSavedCalculationInput } from "./input.ts"

/** One of the caller's saves with its contents, or only its metadata when it is locked. */
export const loadCalculation = (input: LoadSavedCalculationInput, { account }: KeyEnvironment) =>
  Effect.map(findOwn(account, input.calculationId), (save) => ({
    ...metadataOf(save),
    inputs: save.locked ? null : save.inputs,
    result: save.locked ? null : save.result,
    ...savedAssumptions((said) => {
      if (save.locked) said.add("saved.locked-not-opened", { field: "calculationId", value: save.id, reason: "input" })
    })
  }))
