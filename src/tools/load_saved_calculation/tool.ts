import { defineKeyTool } from "../../core/key-tool.ts"
import { SAVED_CALCULATION_FIELD_MESSAGES_EL } from "../../domain/saved-calculations/field-messages-el.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../../domain/saved-calculations/assumptions.ts"
import { loadCalculation } from "./calculate.ts"
import { LoadSavedCalculationInput } from "./input.ts"
import { LoadSavedCalculationOutput } from "./output.ts"

export const loadSavedCalculation = defineKeyTool({
  name: "load_saved_calculation",
  assumptionTexts: SAVED_CALCULATION_ASSUMPTIONS,
  fieldMessagesEl: SAVED_CALCULATION_FIELD_MESSAGES_EL,
  title: "Load a saved calculation",
  description:
    "Loads one of the key owner's saved calculations: its inputs and results, or locked: true and no contents for a save encrypted in the browser. Another account's id is a 404 like an unknown one. Requires an API key (x-api-key).",
  listing: {
    summary:
      "One of the user's saves, with its inputs and results; an encrypted save comes back locked: true, without contents. Needs an API key or OAuth sign-in.",
    fields: {}
  },
  input: LoadSavedCalculationInput,
  output: LoadSavedCalculationOutput,
  effect: "reads",
  run: loadCalculation,
  describe: (o, language) => [
    language === "el"
      ? o.locked
        ? `«${o.name}» (${o.calculationType}): κλειδωμένη (κρυπτογραφημένη) αποθήκευση στο πρόγραμμα περιήγησης· δεν επιστρέφεται περιεχόμενο.`
        : `«${o.name}» (${o.calculationType}), αποθηκεύτηκε ${o.createdAt}, ενημερώθηκε ${o.updatedAt}.`
      : o.locked
        ? `"${o.name}" (${o.calculationType}) is locked: encrypted in the browser, no contents returned.`
        : `"${o.name}" (${o.calculationType}), saved ${o.createdAt}, updated ${o.updatedAt}.`
  ]
})
