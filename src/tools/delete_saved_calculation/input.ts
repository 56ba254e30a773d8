import { Schema } from "effect"
import { CalculationId } from "../../domain/saved-calculations/schemas.ts"

export const DeleteSavedCalculationInput = Schema.Struct({ calculationId: CalculationId }).annotate({
  examples: [{ calculationId: "2f1c4a7e-0000-4000-8000-000000000000" }]
})

export type DeleteSavedCalculationInput = typeof DeleteSavedCalculationInput.Type
