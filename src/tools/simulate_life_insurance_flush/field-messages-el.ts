// The Greek of the field messages simulate_life_insurance_flush writes itself (input.ts: its required fields;
// calculate.ts: the rules on years and the broker return), for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl). Years are read out of the English message with plain string operations.
import type { FieldMessageEl } from "../../core/tool.ts"

/** The year after "must be " ("must be 2021: one record ..." -> 2021). */
const yearOf = (message: string) => message.slice("must be ".length, message.indexOf(":"))

export const LIFE_INSURANCE_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "age is required:",
    el: () => "Το age απαιτείται: η σημερινή ηλικία του ασφαλισμένου σε έτη (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "gender is required:",
    el: () => "Το gender απαιτείται: male (άνδρας) ή female (γυναίκα), για το κόστος θνησιμότητας (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "aumFee is required:",
    el: () =>
      "Το aumFee απαιτείται: η ετήσια αμοιβή διαχείρισης του ασφαλιστηρίου σε % (από τους όρους του ασφαλιστηρίου)."
  },
  {
    startsWith: "monthlyFee is required:",
    el: () => "Το monthlyFee απαιτείται: η σταθερή χρέωση του ασφαλιστηρίου σε ευρώ τον μήνα (0 αν δεν υπάρχει)."
  },
  {
    startsWith: "taxBracket is required:",
    el: () => "Το taxBracket απαιτείται: ο οριακός συντελεστής φόρου εισοδήματος του χρήστη σε % (0, 20, 25, 30 ή 35)."
  },
  {
    startsWith: "lifeCoverSumInsured is required:",
    el: () =>
      "Το lifeCoverSumInsured απαιτείται: το ασφαλισμένο ποσό θανάτου σε ευρώ, από τον πίνακα του ασφαλιστηρίου."
  },
  {
    startsWith: "policyInceptionYear is required:",
    el: () => "Το policyInceptionYear απαιτείται: το έτος έκδοσης του ασφαλιστηρίου."
  },
  {
    startsWith: "historicalData is required:",
    el: () =>
      "Το historicalData απαιτείται: οι ετήσιες καταστάσεις του ασφαλιστηρίου (year, endingBalance, premiumsPaid)· ζητήστε τις από τον χρήστη, μην τις επινοείτε ποτέ."
  },
  {
    startsWith: "projections is required:",
    el: () =>
      "Το projections απαιτείται: για κάθε μελλοντικό έτος το ασφάλιστρο και η ανάληψη που σχεδιάζεται (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "must be ",
    contains: ": one record per year, consecutive, oldest first",
    el: (message) =>
      `Πρέπει να είναι ${yearOf(message)}: μία εγγραφή ανά έτος, διαδοχικά έτη, από το παλαιότερο στο νεότερο.`
  },
  {
    startsWith: "is before policyInceptionYear ",
    el: (message) =>
      `Είναι πριν από το policyInceptionYear ${message.slice("is before policyInceptionYear ".length)}: τα έτη του historicalData αρχίζουν από το έτος έκδοσης του ασφαλιστηρίου ή μετά.`
  },
  {
    startsWith: "must be ",
    contains: ": projections start the year after the last historicalData year",
    el: (message) =>
      `Πρέπει να είναι ${yearOf(message)}: οι προβολές (projections) αρχίζουν το έτος μετά το τελευταίο έτος του historicalData και είναι διαδοχικές.`
  },
  {
    startsWith: "brokerReturnRate is required when useDifferentBrokerReturn is true",
    el: () =>
      "Το brokerReturnRate απαιτείται όταν useDifferentBrokerReturn είναι true: η ετήσια απόδοση σε % της εναλλακτικής επένδυσης μέσω χρηματιστή (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "send useDifferentBrokerReturn: true to use brokerReturnRate",
    el: () =>
      "Στείλτε useDifferentBrokerReturn: true για να χρησιμοποιηθεί το brokerReturnRate (ή παραλείψτε το brokerReturnRate)."
  }
]
