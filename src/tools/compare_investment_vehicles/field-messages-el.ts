// The Greek of the field messages compare_investment_vehicles writes itself (input.ts: its required fields), for a
// caller who asks for Greek (ToolDefinition.fieldMessagesEl).
import type { FieldMessageEl } from "../../core/tool.ts"

export const INVESTMENT_VEHICLES_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "annualContribution is required:",
    el: () => "Το annualContribution απαιτείται: το ετήσιο ποσό που καταβάλλει ο χρήστης σε ευρώ (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "taxReliefRate is required:",
    el: () =>
      "Το taxReliefRate απαιτείται: ο οριακός συντελεστής φόρου εισοδήματος του χρήστη σε % (0, 20, 25, 30 ή 35)."
  },
  {
    startsWith: "option2ManagementFee is required:",
    el: () =>
      "Το option2ManagementFee απαιτείται: η ετήσια αμοιβή διαχείρισης του συνταξιοδοτικού/ταμείου προνοίας ή του ασφαλιστικού σχεδίου, σε %."
  }
]
