import { greekNumber } from "../../core/format.ts"
import { defineKeyTool } from "../../core/key-tool.ts"
import { SAVED_CALCULATION_FIELD_MESSAGES_EL } from "../../domain/saved-calculations/field-messages-el.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../../domain/saved-calculations/assumptions.ts"
import { compareCalculations } from "./calculate.ts"
import { CompareSavedCalculationsInput } from "./input.ts"
import { CompareSavedCalculationsOutput } from "./output.ts"

const SIDE = { left: "αριστερός", right: "δεξιός" } as const

/** A value of a difference as JSON, a number with the Greek decimal comma. */
const valueEl = (v: unknown) => (typeof v === "number" ? greekNumber(String(v)) : JSON.stringify(v))

const describeComparisonEl = (o: CompareSavedCalculationsOutput): string =>
  o.differences === null
    ? `Δεν είναι δυνατή η σύγκριση του περιεχομένου: ${o.lockedSides.length > 1 ? "και οι δύο αποθηκευμένοι υπολογισμοί είναι κλειδωμένοι (κρυπτογραφημένοι)" : `ο ${o.lockedSides.map((s) => SIDE[s]).join("")} αποθηκευμένος υπολογισμός είναι κλειδωμένος (κρυπτογραφημένος)`}.`
    : `${o.differences.length} διαφορά(-ές) μεταξύ «${o.left.name}» και «${o.right.name}»: ${o.differences
        .slice(0, 10)
        .map((d) => `${d.path} ${valueEl(d.left)} -> ${valueEl(d.right)}`)
        .join("· ")}${o.differences.length > 10 ? "· ..." : ""}`

export const compareSavedCalculations = defineKeyTool({
  name: "compare_saved_calculations",
  assumptionTexts: SAVED_CALCULATION_ASSUMPTIONS,
  fieldMessagesEl: SAVED_CALCULATION_FIELD_MESSAGES_EL,
  title: "Compare two saved calculations",
  description:
    "Field-by-field differences of two of the key owner's saves, inputs and results (path, left, right, and right - left where both are numbers). An encrypted side is reported as locked instead of its contents. Requires an API key (x-api-key).",
  listing: {
    summary:
      "Field-by-field differences of two of the user's saves, inputs and results (left, right, and right - left for numbers); an encrypted side is reported locked, without contents. Needs an API key or OAuth sign-in.",
    fields: {}
  },
  input: CompareSavedCalculationsInput,
  output: CompareSavedCalculationsOutput,
  effect: "reads",
  run: compareCalculations,
  describe: (o, language) => [
    language === "el"
      ? describeComparisonEl(o)
      : o.differences === null
        ? `Cannot compare contents: the ${o.lockedSides.join(" and ")} save is locked.`
        : `${o.differences.length} difference(s) between "${o.left.name}" and "${o.right.name}": ${o.differences
            .slice(0, 10)
            .map((d) => `${d.path} ${JSON.stringify(d.left)} -> ${JSON.stringify(d.right)}`)
            .join("; ")}${o.differences.length > 10 ? "; ..." : ""}`
  ]
})
