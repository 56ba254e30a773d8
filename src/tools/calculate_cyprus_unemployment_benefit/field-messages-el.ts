// The Greek of the field messages calculate_cyprus_unemployment_benefit writes itself (input.ts: its required fields
// and the claim date's check; calculate.ts: a claim whose relevant contribution year is not held), for a caller who
// asks for Greek (ToolDefinition.fieldMessagesEl). Dates and years are read out of the English message with plain
// string operations.
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

export const UNEMPLOYMENT_BENEFIT_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "applicationDate is required:",
    el: () => "Το applicationDate απαιτείται: η ημερομηνία της αίτησης (YYYY-MM-DD)· ρωτήστε τον χρήστη."
  },
  {
    startsWith: "must be a real calendar date",
    el: () =>
      "Πρέπει να είναι πραγματική ημερομηνία του ημερολογίου (YYYY-MM-DD)· ελέγξτε την ημερομηνία με τον χρήστη."
  },
  {
    startsWith: "annualGrossEarnings is required:",
    el: () =>
      "Το annualGrossEarnings απαιτείται: οι ακαθάριστες ασφαλιστέες αποδοχές σε ευρώ του σχετικού έτους εισφορών· ρωτήστε τον χρήστη (φαίνονται στην κατάσταση ασφαλιστικού λογαριασμού του)."
  },
  {
    startsWith: "dependentSpouse is required:",
    el: () => "Το dependentSpouse απαιτείται: έχει ο αιτητής εξαρτώμενο σύζυγο; (ρωτήστε τον χρήστη· true ή false)"
  },
  {
    startsWith: "dependentChildren is required:",
    el: () =>
      "Το dependentChildren απαιτείται: ο αριθμός των εξαρτώμενων τέκνων ή άλλων εξαρτωμένων, 0 αν δεν υπάρχουν (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "The relevant contribution year of a claim on ",
    el: (message) => {
      const date = textBetween(message, "a claim on ", " is ")
      const year = textBetween(message, `${date} is `, ";")
      return `Το σχετικό έτος εισφορών μιας αίτησης με ημερομηνία ${date} είναι το ${year}· τα στοιχεία αναφοράς των Κοινωνικών Ασφαλίσεων υπάρχουν για τα έτη ${textBetween(message, "held for the years ", ";")}, και το ${year} δεν είναι ένα από αυτά. Ελέγξτε την ημερομηνία της αίτησης με τον χρήστη.`
    }
  }
]
