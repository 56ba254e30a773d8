// The Greek of the field messages calculate_stock_options writes itself (input.ts: its required fields, the
// approval question, the tax year and the cap on the gain), for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl). Figures, dates and years are read out of the English message with plain string
// operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

/** "2025 or 2026" -> "2025 ή 2026". */
const greekList = (years: string) => years.split(" or ").join(" ή ")

/** "EUR 1,000,000" -> "€ 1.000.000". */
const greekEur = (text: string) => (text.startsWith("EUR ") ? `€ ${greekNumber(text.slice(4))}` : greekNumber(text))

export const STOCK_OPTIONS_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "salaryIncome is required:",
    el: () =>
      "Το salaryIncome απαιτείται: το ακαθάριστο ΕΤΗΣΙΟ εισόδημα από μισθωτή απασχόληση σε ευρώ από τον εργοδότη που παραχωρεί τα δικαιώματα, χωρίς το όφελος από την άσκησή τους (ρωτήστε τον χρήστη αν το ποσό του είναι μηνιαίο ή ετήσιο)."
  },
  {
    startsWith: "shareCount is required:",
    el: () =>
      "Το shareCount απαιτείται: ο αριθμός των μετοχών που αποκτήθηκαν με την άσκηση των δικαιωμάτων (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "exercisePricePerShare is required:",
    el: () =>
      "Το exercisePricePerShare απαιτείται: η τιμή που πληρώθηκε ανά μετοχή κατά την άσκηση, σε ευρώ (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "marketPricePerShare is required:",
    el: () =>
      "Το marketPricePerShare απαιτείται: η αγοραία αξία ανά μετοχή την ημερομηνία άσκησης, σε ευρώ (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "isApprovedScheme is required and must come from the user",
    el: (message) => {
      const limits = textBetween(message, " (up to ", "), while")
      const multiple = limits.slice(0, limits.indexOf(" "))
      const cap = greekEur(textBetween(limits, "salary and ", " over "))
      const years = textBetween(limits, " over ", " years")
      return (
        "Το isApprovedScheme απαιτείται και πρέπει να το δώσει ο χρήστης: ρωτήστε αν το σχέδιο δικαιωμάτων αγοράς μετοχών του εργοδότη του " +
        "έχει εγκριθεί από τον Επίτροπο Φορολογίας βάσει του άρθρου 20Δ του περί Φορολογίας του Εισοδήματος Νόμου (οι εργοδότες με " +
        `υφιστάμενα σχέδια έπρεπε να υποβάλουν αίτηση έως ${textBetween(message, "to apply by ", ")")}). Έχει σημασία γιατί από το ` +
        `${textBetween(message, "because from ", " an approved")} το όφελος από εγκεκριμένο σχέδιο φορολογείται με σταθερό συντελεστή ` +
        `${greekNumber(textBetween(message, "taxed at a flat ", " ("))} (έως ${multiple} φορές τον μισθό και έως ${cap} σε ${years} χρόνια), ` +
        "ενώ διαφορετικά το όφελος φορολογείται ως μισθός με τους κλιμακωτούς συντελεστές. Στείλτε true ή false μόνο αφού το " +
        "επιβεβαιώσει ο χρήστης· μην το υποθέτετε ποτέ."
      )
    }
  },
  {
    startsWith: "",
    contains: " must be a tax year with rules: ",
    el: (message) =>
      `Το ${message.slice(0, message.indexOf(" "))} πρέπει να είναι φορολογικό έτος για το οποίο υπάρχουν κανόνες: ${greekList(textBetween(message, "with rules: ", " ("))} (ακέραιος αριθμός· γίνεται δεκτό και ως κείμενο, π.χ. "${textBetween(message, 'the string "', '"')}").`
  },
  {
    startsWith: "the gain (shareCount x price difference) exceeds ",
    el: (message) =>
      `Το όφελος (shareCount x διαφορά τιμής) υπερβαίνει τα ${greekEur(textBetween(message, "exceeds ", ", beyond"))}, πέρα από όσα χειρίζεται αυτός ο υπολογισμός· ελέγξτε τα ποσά με τον χρήστη.`
  }
]
