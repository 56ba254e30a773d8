import { defineKeyTool } from "../../core/key-tool.ts"
import { describeSave } from "../../domain/saved-calculations/schemas.ts"
import { MAX_CONTENT_BYTES, MAX_SAVES_PER_ACCOUNT } from "../../domain/saved-calculations/store.ts"
import { storeCalculation } from "./calculate.ts"
import { saveCalculationInput } from "./input.ts"
import { SaveCalculationOutput } from "./output.ts"

export const saveCalculation = (calculatorNames: ReadonlyArray<string>) =>
  defineKeyTool({
    name: "save_calculation",
    title: "Save a calculation",
    description: `Saves a calculator scenario in the key owner's history. The inputs are validated by the calculator's own schema (the same 400 fieldErrors as calling it) and stored unencrypted together with the results the service computes. At most ${MAX_SAVES_PER_ACCOUNT} saves per account and ${MAX_CONTENT_BYTES} bytes of inputs. Requires an API key (x-api-key).`,
    listing: {
      summary:
        "Saves a calculator's inputs under a name in the user's history; the inputs are validated by that calculator's own schema and its results stored with them. Save only what the user asked to keep. Needs the user's API key (x-api-key) or OAuth.",
      fields: {
        calculationType: "The calculator tool whose inputs these are",
        inputs: "Exactly what that calculator accepts (its schema)"
      }
    },
    input: saveCalculationInput(calculatorNames),
    output: SaveCalculationOutput,
    effect: "adds",
    run: storeCalculation,
    describe: describeSave
  })
