import { defineKeyTool } from "../../core/key-tool.ts"
import { deleteCalculation } from "./calculate.ts"
import { DeleteSavedCalculationInput } from "./input.ts"
import { DeleteSavedCalculationOutput } from "./output.ts"

export const deleteSavedCalculation = defineKeyTool({
  name: "delete_saved_calculation",
  title: "Delete a saved calculation",
  description:
    "Deletes one of the key owner's saves, encrypted ones included. Deleting it again is a 404. Requires an API key (x-api-key).",
  input: DeleteSavedCalculationInput,
  output: DeleteSavedCalculationOutput,
  readOnly: false,
  run: deleteCalculation,
  describe: (o) => [`Deleted "${o.name}" (${o.calculationType}), id ${o.id}.`]
})
