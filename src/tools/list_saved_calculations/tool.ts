import { defineKeyTool } from "../../core/key-tool.ts"
import { SAVED_CALCULATION_FIELD_MESSAGES_EL } from "../../domain/saved-calculations/field-messages-el.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../../domain/saved-calculations/assumptions.ts"
import { listCalculations } from "./calculate.ts"
import { listSavedCalculationsInput } from "./input.ts"
import { ListSavedCalculationsOutput } from "./output.ts"

export const listSavedCalculations = (calculatorNames: ReadonlyArray<string>) =>
  defineKeyTool({
    name: "list_saved_calculations",
    assumptionTexts: SAVED_CALCULATION_ASSUMPTIONS,
    fieldMessagesEl: SAVED_CALCULATION_FIELD_MESSAGES_EL,
    title: "List saved calculations",
    description:
      "Lists the metadata (id, name, calculator type, locked, created and updated times) of the key owner's saved calculations, newest first by default, optionally for some calculator types, a page at a time. Never returns contents. Requires an API key (x-api-key).",
    listing: {
      summary:
        "The user's saves, metadata only (id, name, calculator, locked, dates), newest first, a page at a time. Needs an API key or OAuth sign-in.",
      fields: {
        calculationTypes: "Several; wins over calculationType",
        cursor: "nextCursor of the previous page; sort recent only",
        offset: "Rows to skip; not with cursor"
      }
    },
    input: listSavedCalculationsInput(calculatorNames),
    output: ListSavedCalculationsOutput,
    effect: "reads",
    run: listCalculations(calculatorNames),
    describe: (o, language) => [
      language === "el"
        ? `Αποθηκευμένοι υπολογισμοί: ${o.totalCount}· σε αυτή τη σελίδα: ${o.calculations.map((c) => `${c.name} (${c.calculationType}${c.locked ? ", κλειδωμένη (κρυπτογραφημένη) αποθήκευση" : ""}, id ${c.id})`).join("· ") || "κανένας"}.${o.hasMore ? " Ακολουθούν κι άλλες σελίδες." : ""}`
        : `${o.totalCount} saved calculation(s); this page: ${o.calculations.map((c) => `${c.name} (${c.calculationType}${c.locked ? ", locked" : ""}, id ${c.id})`).join("; ") || "none"}.${o.hasMore ? " More pages follow." : ""}`
    ]
  })
