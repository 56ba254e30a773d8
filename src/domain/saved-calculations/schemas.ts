import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import type { Language } from "../../core/language.ts"
import { identifierTextProblem } from "../../core/storable-text.ts"
import { MAX_NAME_LENGTH, type SavedCalculation } from "./store.ts"

/** Ids, names and cursors: no control characters at all (refused here, never by the database). */
export const noControlCharacters = Schema.makeFilter<string>((text) => identifierTextProblem(text) ?? true)
export const CalculationId = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(100),
  noControlCharacters
).annotate({
  description: "Id of a saved calculation, as given by list_saved_calculations or save_calculation."
})
export const Name = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(MAX_NAME_LENGTH),
  noControlCharacters
).annotate({
  description: `Display name, 1 to ${MAX_NAME_LENGTH} characters, without control characters.`
})
export const Inputs = Schema.Record(Schema.String, Schema.Unknown).annotate({
  description:
    "The inputs in exactly the shape the calculator tool named by calculationType accepts (see /schemas/<calculationType>); validated by that tool's own schema."
})
export const Assumptions = Schema.Array(Schema.String)

/** The calculator tools whose inputs can be saved (any anonymous tool of the catalogue). */
export const calculationType = (calculatorNames: ReadonlyArray<string>) =>
  Schema.Literals(calculatorNames as [string, ...Array<string>]).annotate({
    description: "The calculator tool whose inputs are saved, e.g. calculate_cyprus_income_tax."
  })

const Timestamp = Schema.String.annotate({ description: "ISO 8601 date-time (UTC)." })

export const Metadata = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  calculationType: Schema.String,
  locked: Schema.Boolean.annotate({
    description:
      "true for a save encrypted in the browser: its contents are never returned or recomputed by the service."
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp
})

export const metadataOf = (save: SavedCalculation) => ({
  id: save.id,
  name: save.name,
  calculationType: save.calculationType,
  locked: save.locked,
  createdAt: save.createdAt,
  updatedAt: save.updatedAt
})

/** The output of save_calculation and update_calculation: the save, its result, and the assumptions made. */
export const SavedOutput = (resultDescription: string) =>
  Schema.Struct({
    ...Metadata.fields,
    result: Schema.Unknown.annotate({ description: resultDescription }),
    assumptions: Assumptions,
    assumptionDetails: AssumptionDetails
  })
export type SavedOutput = ReturnType<typeof SavedOutput>["Type"]

/** The text of save_calculation and update_calculation. */
export const describeSave = (
  o: { readonly name: string; readonly calculationType: string; readonly id: string },
  language: Language = "en"
) => [
  language === "el"
    ? `Αποθηκευμένος υπολογισμός «${o.name}» (${o.calculationType}), id ${o.id}.`
    : `Saved calculation "${o.name}" (${o.calculationType}), id ${o.id}.`
]
