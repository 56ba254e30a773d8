// The Greek of the field messages calculate_cyprus_state_pension writes itself (input.ts: its required fields, the
// retirement age range and the cross-field rules on the quick figures and the yearly record), for a caller who asks
// for Greek (ToolDefinition.fieldMessagesEl). Figures, ages and years are read out of the English message with plain
// string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, leadingField, textBetween } from "../../core/tool.ts"

/** What each quick-mode field holds, in Greek. */
const QUICK_WHAT: Readonly<Record<string, string>> = {
  currentAge: "η σημερινή ηλικία του προσώπου",
  yearsWorked: "τα έτη με εισφορές Κοινωνικών Ασφαλίσεων μέχρι σήμερα",
  totalInsuranceUnits:
    "το σύνολο των ασφαλιστικών μονάδων που έχουν πιστωθεί μέχρι σήμερα, από την κατάσταση ασφαλιστικού λογαριασμού"
}

export const STATE_PENSION_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "mode is required:",
    el: () =>
      'Το mode απαιτείται: "quick" (ηλικία, έτη εργασίας, σύνολο μονάδων) ή "advanced" (ασφαλιστικές μονάδες ανά έτος).'
  },
  {
    startsWith: "retirementAge is required:",
    el: (message) =>
      `Το retirementAge απαιτείται: η ηλικία (${textBetween(message, "the age (", ")")}) στην οποία ο χρήστης θέλει να αρχίσει η σύνταξη (ρωτήστε τον).`
  },
  {
    startsWith: "retirementAge must be between ",
    el: (message) =>
      `Το retirementAge πρέπει να είναι από ${textBetween(message, "between ", " (")} (η νωρίτερη σύνταξη γήρατος· οι νωρίτερες ηλικίες των μεταλλωρύχων δεν υπολογίζονται) έως ${textBetween(message, ") and ", " (")} (η αργότερη αναβολή).`
  },
  {
    startsWith: "",
    contains: " is required in quick mode: ",
    el: (message) => {
      const field = leadingField(message)
      return `Το ${field} απαιτείται στη λειτουργία quick: ${QUICK_WHAT[field] ?? textBetween(message, "quick mode: ", " (ask")} (ρωτήστε τον χρήστη· ποτέ εικασία).`
    }
  },
  {
    startsWith: "",
    contains: " mode only",
    el: (message) =>
      `Το ${leadingField(message)} ισχύει μόνο στη λειτουργία ${textBetween(message, " applies to ", " mode only")}· παραλείψτε το ή αλλάξτε το mode.`
  },
  {
    startsWith: "yearsWorked (",
    el: (message) =>
      `Το yearsWorked (${greekNumber(textBetween(message, "yearsWorked (", ")"))}) δεν μπορεί να υπερβαίνει τα έτη από την ηλικία των ${textBetween(message, "since age ", " (")} (το πολύ ${textBetween(message.slice(message.indexOf("since age ")), " (", " at most")} για ηλικία ${greekNumber(textBetween(message, "for age ", ")"))}).`
  },
  {
    startsWith: "totalInsuranceUnits (",
    el: (message) =>
      `Το totalInsuranceUnits (${greekNumber(textBetween(message, "totalInsuranceUnits (", ")"))}) υπερβαίνει τις ${greekNumber(textBetween(message, "exceeds ", " units"))} μονάδες τον χρόνο x ${greekNumber(textBetween(message, "a year x ", " years"))} έτη· ελέγξτε τα στοιχεία με την κατάσταση Κοινωνικών Ασφαλίσεων.`
  },
  {
    startsWith: "yearlyUnits is required in advanced mode",
    el: () =>
      "Το yearlyUnits απαιτείται στη λειτουργία advanced: οι ασφαλιστικές μονάδες κάθε ημερολογιακού έτους από την κατάσταση των Υπηρεσιών Κοινωνικών Ασφαλίσεων (το parse_pension_statement τη διαβάζει)· ποτέ δεν συμπληρώνονται με εικασία."
  },
  {
    startsWith: "yearlyUnits is empty",
    el: () =>
      "Το yearlyUnits είναι κενό: στείλτε τουλάχιστον ένα έτος του πραγματικού ασφαλιστικού ιστορικού (ζητήστε το από τον χρήστη)."
  },
  {
    startsWith: "year ",
    contains: " is outside ",
    el: (message) =>
      `Το έτος ${textBetween(message, "year ", " is outside")} είναι εκτός του διαστήματος ${message.slice(message.indexOf(" is outside ") + 12)}.`
  },
  {
    startsWith: "year ",
    contains: " appears more than once",
    el: (message) =>
      `Το έτος ${textBetween(message, "year ", " appears")} εμφανίζεται περισσότερες από μία φορές· στείλτε κάθε έτος μία φορά.`
  },
  {
    startsWith: "",
    contains: " units is above the maximum of ",
    el: (message) =>
      `${greekNumber(message.slice(0, message.indexOf(" ")))} μονάδες είναι πάνω από το ανώτατο όριο των ${greekNumber(textBetween(message, "maximum of ", " for "))} μονάδων για το ${message.slice(message.lastIndexOf(" ") + 1)}.`
  },
  {
    startsWith: "assimilatedUnits cannot exceed the year's units",
    el: () => "Το assimilatedUnits (εξομοιούμενες μονάδες) δεν μπορεί να υπερβαίνει τις μονάδες του έτους."
  },
  {
    startsWith: "",
    contains: " years of record is more than the years since age ",
    el: (message) =>
      `${message.slice(0, message.indexOf(" "))} έτη ασφαλιστικού ιστορικού είναι περισσότερα από τα έτη από την ηλικία των ${textBetween(message, "since age ", " (")} (${textBetween(message.slice(message.indexOf("since age ")), " (", " for age")} για ηλικία ${greekNumber(textBetween(message, "for age ", ")"))}).`
  }
]
