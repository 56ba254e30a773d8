import { Schema } from "effect"
import { Assumptions } from "../../domain/saved-calculations/schemas.ts"

export const DeleteSavedCalculationOutput = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  calculationType: Schema.String,
  deleted: Schema.Literal(true),
  assumptions: Assumptions
})

export type DeleteSavedCalculationOutput = typeof DeleteSavedCalculationOutput.Type
