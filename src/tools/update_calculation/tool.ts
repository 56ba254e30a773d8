import { defineKeyTool } from "../../core/key-tool.ts"
import { SAVED_CALCULATION_FIELD_MESSAGES_EL } from "../../domain/saved-calculations/field-messages-el.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../../domain/saved-calculations/assumptions.ts"
import { describeSave } from "../../domain/saved-calculations/schemas.ts"
import { changeCalculation } from "./calculate.ts"
import { UpdateCalculationInput } from "./input.ts"
import { UpdateCalculationOutput } from "./output.ts"

export const updateCalculation = defineKeyTool({
  name: "update_calculation",
  assumptionTexts: SAVED_CALCULATION_ASSUMPTIONS,
  fieldMessagesEl: SAVED_CALCULATION_FIELD_MESSAGES_EL,
  title: "Rename or change a saved calculation",
  description:
    "Renames one of the key owner's saves and/or replaces its inputs (validated like a save; results recomputed). An encrypted save stays locked: it can be renamed, but plain inputs on it are refused (its contents change only on the account page). Requires an API key (x-api-key).",
  listing: {
    summary:
      "Renames one of the user's saves and/or replaces its inputs (validated and recomputed like a save; overwrites the old ones: confirm first). An encrypted save can only be renamed. Needs an API key or OAuth sign-in.",
    fields: { inputs: "Exactly what the save's calculator accepts" }
  },
  input: UpdateCalculationInput,
  output: UpdateCalculationOutput,
  effect: "replaces",
  run: changeCalculation,
  describe: (o, language) => describeSave(o, language)
})
