import { Schema } from "effect"
import { CalculationId, Inputs, Name } from "../../domain/saved-calculations/schemas.ts"

export const UpdateCalculationInput = Schema.Struct({
  calculationId: CalculationId,
  name: Schema.optionalKey(Name),
  inputs: Schema.optionalKey(Inputs)
}).annotate({ examples: [{ calculationId: "2f1c4a7e-0000-4000-8000-000000000000", name: "Salary 2026 (revised)" }] })

export type UpdateCalculationInput = typeof UpdateCalculationInput.Type
