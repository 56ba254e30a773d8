// The Greek of the field messages parse_mortgage_statement_text writes itself (the text field's required message
// and the refusal of a text with too many lines), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl).
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

export const PARSE_MORTGAGE_STATEMENT_TEXT_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "text is required:",
    el: () =>
      "Το text απαιτείται: επικολλήστε τις γραμμές της κατάστασης λογαριασμού του στεγαστικού δανείου (ζητήστε τις από τον χρήστη)."
  },
  {
    startsWith: "The text has more than ",
    el: (message) => {
      const cap = greekNumber(textBetween(message, "more than ", " lines"))
      return `Το κείμενο έχει περισσότερες από ${cap} γραμμές· στείλτε την κατάσταση σε περισσότερες κλήσεις των ${cap} γραμμών το πολύ η καθεμία (π.χ. ένα έτος ανά κλήση).`
    }
  },
  {
    startsWith: "text is empty:",
    el: () =>
      "Το text είναι κενό: επικολλήστε τις γραμμές της κατάστασης λογαριασμού του στεγαστικού δανείου (ζητήστε τις από τον χρήστη)."
  }
]
