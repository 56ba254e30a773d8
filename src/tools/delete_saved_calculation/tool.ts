import { defineKeyTool } from "../../core/key-tool.ts"
import { SAVED_CALCULATION_FIELD_MESSAGES_EL } from "../../domain/saved-calculations/field-messages-el.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../../domain/saved-calculations/assumptions.ts"
import { deleteCalculation } from "./calculate.ts"
import { DeleteSavedCalculationInput } from "./input.ts"
import { DeleteSavedCalculationOutput } from "./output.ts"

export const deleteSavedCalculation = defineKeyTool({
  name: "delete_saved_calculation",
  assumptionTexts: SAVED_CALCULATION_ASSUMPTIONS,
  fieldMessagesEl: SAVED_CALCULATION_FIELD_MESSAGES_EL,
  title: "Delete a saved calculation",
  description:
    "Deletes one of the key owner's saves, encrypted ones included. Deleting it again is a 404. Requires an API key (x-api-key).",
  listing: {
    summary:
      "Deletes one of the user's saves for good, encrypted ones too; confirm with the user first. Needs an API key or OAuth sign-in.",
    fields: {}
  },
  input: DeleteSavedCalculationInput,
  output: DeleteSavedCalculationOutput,
  effect: "deletes",
  run: deleteCalculation,
  describe: (o, language) => [
    language === "el"
      ? `Διαγράφηκε ο αποθηκευμένος υπολογισμός «${o.name}» (${o.calculationType}), id ${o.id}.`
      : `Deleted "${o.name}" (${o.calculationType}), id ${o.id}.`
  ]
})
