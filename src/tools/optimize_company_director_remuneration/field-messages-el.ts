// The Greek of the field messages optimize_company_director_remuneration writes itself (input.ts: its required
// fields, amount limits, tax years and the cross-field rule), for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl). Figures and years are read out of the English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

/** "2025 or 2026" -> "2025 ή 2026". */
const greekList = (years: string) => years.split(" or ").join(" ή ")

export const DIRECTOR_REMUNERATION_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "taxYear is required:",
    el: (message) =>
      `Το taxYear απαιτείται: ένα από ${greekList(textBetween(message, "one of ", " ("))} (ρωτήστε τον χρήστη για ποιο φορολογικό έτος).`
  },
  {
    startsWith: "",
    contains: " must be a tax year with rules: ",
    el: (message) =>
      `Το ${message.slice(0, message.indexOf(" "))} πρέπει να είναι φορολογικό έτος για το οποίο υπάρχουν κανόνες: ${greekList(textBetween(message, "with rules: ", " ("))} (ακέραιος αριθμός· γίνεται δεκτό και ως κείμενο, π.χ. "${textBetween(message, 'the string "', '"')}").`
  },
  {
    startsWith: "isNonDomiciled is required:",
    el: () =>
      "Το isNonDomiciled απαιτείται: ρωτήστε τον χρήστη αν έχει καθεστώς μη κατοίκου με κατοικία εκτός Κύπρου (non-dom)· στείλτε true ή false."
  },
  {
    startsWith: "corporateGrossProfit is required:",
    el: () =>
      "Το corporateGrossProfit απαιτείται: τα ετήσια έσοδα (κύκλος εργασιών) της εταιρείας σε ευρώ πριν από τα έξοδα (ζητήστε τα από τον χρήστη)."
  },
  {
    startsWith: "operatingExpenses is required:",
    el: () =>
      "Το operatingExpenses απαιτείται: τα εκπιπτόμενα ετήσια λειτουργικά έξοδα της εταιρείας σε ευρώ (0 αν δεν υπάρχουν)· ζητήστε τα από τον χρήστη."
  },
  {
    startsWith: "must be 0 or more (EUR a year)",
    el: () => "Πρέπει να είναι 0 ή περισσότερο (ευρώ τον χρόνο)."
  },
  {
    startsWith: "must be at most EUR ",
    el: (message) =>
      `Πρέπει να είναι το πολύ € ${greekNumber(textBetween(message, "at most EUR ", ":"))}: μεγαλύτερα ποσά δεν γίνονται δεκτά από αυτόν τον υπολογισμό.`
  },
  {
    startsWith: "compareWithYear must be another tax year",
    el: () =>
      "Το compareWithYear πρέπει να είναι άλλο φορολογικό έτος από το taxYear (το έτος που υπολογίζεται)· στείλτε άλλο έτος ή παραλείψτε το."
  }
]
