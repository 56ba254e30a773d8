import { SavedOutput } from "../../domain/saved-calculations/schemas.ts"

export const UpdateCalculationOutput = SavedOutput(
  "The recomputed results when inputs were replaced; otherwise the stored ones (null when locked)."
)

export type UpdateCalculationOutput = typeof UpdateCalculationOutput.Type
