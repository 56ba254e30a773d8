import { defineKeyTool } from "../../core/key-tool.ts"
import { describeSave } from "../../domain/saved-calculations/schemas.ts"
import { changeCalculation } from "./calculate.ts"
import { UpdateCalculationInput } from "./input.ts"
import { UpdateCalculationOutput } from "./output.ts"

export const updateCalculation = defineKeyTool({
  name: "update_calculation",
  title: "Rename or change a saved calculation",
  description:
    "Renames one of the key owner's saves and/or replaces its inputs (validated like a save; results recomputed). An encrypted save stays locked: it can be renamed, but plain inputs on it are refused (its contents change only on the account page). Requires an API key (x-api-key).",
  input: UpdateCalculationInput,
  output: UpdateCalculationOutput,
  readOnly: false,
  run: changeCalculation,
  describe: describeSave
})
