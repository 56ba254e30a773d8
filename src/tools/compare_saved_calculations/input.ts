import { Schema } from "effect"
import { CalculationId } from "../../domain/saved-calculations/schemas.ts"

export const CompareSavedCalculationsInput = Schema.Struct({
  leftCalculationId: CalculationId,
  rightCalculationId: CalculationId
}).annotate({
  examples: [
    {
      leftCalculationId: "2f1c4a7e-0000-4000-8000-000000000000",
      rightCalculationId: "9b3d2c10-0000-4000-8000-000000000000"
    }
  ]
})

export type CompareSavedCalculationsInput = typeof CompareSavedCalculationsInput.Type
