// The Greek of the field messages plan_monthly_budget writes itself (input.ts: its required lists; calculate.ts:
// the rules on one-off items and tiers), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Item names
// are read out of the English message with plain string operations.
import type { FieldMessageEl } from "../../core/tool.ts"

/** The item's name a message starts with (`"Rent" needs a tier ...` -> Rent). */
const itemOf = (message: string) => message.slice(1, message.lastIndexOf('" '))

export const MONTHLY_BUDGET_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "incomes is required:",
    el: () =>
      "Το incomes απαιτείται: τα καθαρά εισοδήματα του χρήστη (μετά τις κρατήσεις), με ποσό (amount) και συχνότητα (frequency)· ρωτήστε τον χρήστη."
  },
  {
    startsWith: "expenses is required:",
    el: () =>
      "Το expenses απαιτείται: τα έξοδα του χρήστη με ποσό (amount), συχνότητα (frequency) και κατηγορία (category) ή βαθμίδα (tier)· ρωτήστε τον χρήστη, κανένα δεν επινοείται."
  },
  {
    startsWith: '"',
    contains: '" is one-off: send spreadMonths',
    el: (message) =>
      `Το "${itemOf(message)}" είναι εφάπαξ (one-off): στείλτε spreadMonths, τον αριθμό των μηνών στους οποίους κατανέμεται· ρωτήστε τον χρήστη.`
  },
  {
    startsWith: "spreadMonths applies only to a one-off item",
    el: () => "Το spreadMonths ισχύει μόνο για εφάπαξ (one-off) στοιχείο."
  },
  {
    startsWith: '"',
    contains: '" needs a tier (T1-T4) or a category',
    el: (message) =>
      `Το "${itemOf(message)}" χρειάζεται βαθμίδα (tier, T1-T4) ή κατηγορία (category)· ρωτήστε τον χρήστη πώς να ταξινομηθεί.`
  }
]
