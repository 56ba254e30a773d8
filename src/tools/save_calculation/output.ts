import { SavedOutput } from "../../domain/saved-calculations/schemas.ts"

export const SaveCalculationOutput = SavedOutput(
  "The calculator's structuredContent for the saved inputs, computed by the service."
)

export type SaveCalculationOutput = typeof SaveCalculationOutput.Type
