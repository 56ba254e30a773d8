// The Greek of the field messages get_pension_reference_data writes itself (input.ts: the year's required and refusal
// messages; calculate.ts: a year not held), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Years
// are read out of the English message with plain string operations.
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

export const PENSION_REFERENCE_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "year is required:",
    el: (message) =>
      `Το year απαιτείται: το ημερολογιακό έτος για το οποίο ρωτά ο χρήστης (υπάρχουν στοιχεία για ${textBetween(message, "(held: ", ")")})· ρωτήστε τον χρήστη, μην το υποθέτετε.`
  },
  {
    startsWith: "year must be a calendar year from ",
    el: (message) =>
      `Το year πρέπει να είναι ημερολογιακό έτος από ${textBetween(message, "calendar year from ", " to ")} έως ${textBetween(message, " to ", " (")} (ακέραιος αριθμός· γίνεται δεκτό και ως κείμενο, π.χ. "2026")· στοιχεία αναφοράς υπάρχουν για τα έτη ${message.slice(message.indexOf("are held for ") + 13)}.`
  },
  {
    startsWith: "Social Insurance reference figures are held for the years ",
    el: (message) => {
      const year = textBetween(message, "; ", " is not")
      return `Τα στοιχεία αναφοράς των Κοινωνικών Ασφαλίσεων υπάρχουν για τα έτη ${textBetween(message, "for the years ", ";")}· το ${year} δεν είναι ένα από αυτά. Ρωτήστε τον χρήστη για ένα από αυτά τα έτη.`
    }
  }
]
