import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { Assumptions, Metadata } from "../../domain/saved-calculations/schemas.ts"

export const LoadSavedCalculationOutput = Schema.Struct({
  ...Metadata.fields,
  inputs: Schema.Unknown.annotate({ description: "The saved inputs; null for a locked save." }),
  result: Schema.Unknown.annotate({ description: "The results computed when saved; null for a locked save." }),
  assumptions: Assumptions,
  assumptionDetails: AssumptionDetails
})

export type LoadSavedCalculationOutput = typeof LoadSavedCalculationOutput.Type
