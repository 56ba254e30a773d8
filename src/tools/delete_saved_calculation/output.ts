import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { Assumptions } from "../../domain/saved-calculations/schemas.ts"

export const DeleteSavedCalculationOutput = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  calculationType: Schema.String,
  deleted: Schema.Literal(true),
  assumptions: Assumptions,
  assumptionDetails: AssumptionDetails
})

export type DeleteSavedCalculationOutput = typeof DeleteSavedCalculationOutput.Type
