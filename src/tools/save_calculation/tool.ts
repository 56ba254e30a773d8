import { defineKeyTool } from "../../core/key-tool.ts"
import { SAVED_CALCULATION_FIELD_MESSAGES_EL } from "../../domain/saved-calculations/field-messages-el.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../../domain/saved-calculations/assumptions.ts"
import { describeSave } from "../../domain/saved-calculations/schemas.ts"
import { MAX_CONTENT_BYTES, MAX_SAVES_PER_ACCOUNT } from "../../domain/saved-calculations/store.ts"
import { storeCalculation } from "./calculate.ts"
import { saveCalculationInput } from "./input.ts"
import { SaveCalculationOutput } from "./output.ts"

export const saveCalculation = (calculatorNames: ReadonlyArray<string>) =>
  defineKeyTool({
    name: "save_calculation",
    assumptionTexts: SAVED_CALCULATION_ASSUMPTIONS,
    fieldMessagesEl: SAVED_CALCULATION_FIELD_MESSAGES_EL,
    title: "Save a calculation",
    description: `Saves a calculator scenario in the key owner's history. The inputs are validated by the calculator's own schema (the same 400 fieldErrors as calling it) and stored unencrypted together with the results the service computes. At most ${MAX_SAVES_PER_ACCOUNT} saves per account and ${MAX_CONTENT_BYTES} bytes of inputs. Requires an API key (x-api-key).`,
    listing: {
      summary:
        "Stores a calculator's inputs in the user's history, unencrypted, with the results the service computes; the inputs are validated by that calculator's schema. Save only what the user asked to keep. Needs an API key or OAuth sign-in.",
      fields: {
        inputs: "Exactly what that calculator accepts (its schema)",
        name: "Omitted: calculator name and date"
      }
    },
    input: saveCalculationInput(calculatorNames),
    output: SaveCalculationOutput,
    effect: "adds",
    run: storeCalculation,
    describe: (o, language) => describeSave(o, language)
  })
