// The Greek of the field messages parse_pension_statement writes itself (the text field's required and empty
// messages, and the refusal of a text with too many lines), for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl).
import { greekNumber } from "../../core/format.ts"
import type { FieldMessageEl } from "../../core/tool.ts"

/** The text between two markers of a message (empty when a marker is missing). */
const between = (message: string, from: string, to: string) => {
  const start = message.indexOf(from)
  if (start === -1) return ""
  const end = message.indexOf(to, start + from.length)
  return message.slice(start + from.length, end === -1 ? undefined : end)
}

export const PARSE_PENSION_STATEMENT_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "text is required:",
    el: () =>
      "Το text απαιτείται: επικολλήστε τις γραμμές της κατάστασης ασφαλιστικού λογαριασμού των Υπηρεσιών Κοινωνικών Ασφαλίσεων (ζητήστε τις από τον χρήστη)."
  },
  {
    startsWith: "text is empty:",
    el: () =>
      "Το text είναι κενό: επικολλήστε τις γραμμές της κατάστασης ασφαλιστικού λογαριασμού των Υπηρεσιών Κοινωνικών Ασφαλίσεων (ζητήστε τις από τον χρήστη)."
  },
  {
    startsWith: "The text has more than ",
    el: (message) => {
      const cap = greekNumber(between(message, "more than ", " lines"))
      return `Το κείμενο έχει περισσότερες από ${cap} γραμμές· στείλτε την κατάσταση σε περισσότερες κλήσεις των ${cap} γραμμών το πολύ η καθεμία, η καθεμία με τη γραμμή επικεφαλίδων των στηλών.`
    }
  }
]
