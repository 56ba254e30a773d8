// The Greek of the field messages simulate_mortgage writes itself (input.ts: the required fields, the literal
// messages and the cross-field rules), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Figures
// and field names are read out of the English message with plain string operations.
import { type FieldMessageEl, leadingField, textBetween } from "../../core/tool.ts"

/** "the loan is variable from month 61 to 300" in Greek. */
const variablePeriod = (message: string) =>
  `το δάνειο έχει κυμαινόμενο επιτόκιο από τον μήνα ${textBetween(message, "variable from month ", " to ")} έως τον ${message.slice(message.lastIndexOf(" ") + 1)}`

export const SIMULATE_MORTGAGE_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "principalAmount is required:",
    el: () => "Το principalAmount απαιτείται: το πραγματικό ποσό του δανείου σε ευρώ (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "loanTermMonths is required:",
    el: () => "Το loanTermMonths απαιτείται: η διάρκεια αποπληρωμής σε μήνες (έτη x 12· ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "fixedPeriodMonths is required:",
    el: () =>
      "Το fixedPeriodMonths απαιτείται: οι μήνες της περιόδου σταθερού επιτοκίου (0 αν το δάνειο είναι κυμαινόμενο από την αρχή· ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "mortgageType must be capital_and_interest or interest_only",
    el: () =>
      "Το mortgageType πρέπει να είναι capital_and_interest (τοκοχρεολυτικό δάνειο) ή interest_only (αποπληρωμή μόνο τόκων)."
  },
  {
    startsWith: "lumpSumStrategy must be reduce_term or reduce_payment",
    el: () =>
      "Το lumpSumStrategy πρέπει να είναι reduce_term (μείωση της διάρκειας) ή reduce_payment (μείωση της δόσης)."
  },
  {
    startsWith: "loanConfiguration must be one of ",
    el: (message) =>
      `Το loanConfiguration πρέπει να είναι ένα από: ${message.slice("loanConfiguration must be one of ".length)}.`
  },
  {
    startsWith: "KFIK loans are not offered by this calculator",
    el: () =>
      "Τα δάνεια ΚΦΙΚ (KFIK) δεν προσφέρονται από αυτόν τον υπολογιστή (δεν είναι διαθέσιμα μέσω του API)· προσομοιώνονται μόνο συνήθη στεγαστικά δάνεια τράπεζας (loanConfiguration standard)."
  },
  {
    startsWith: "cash-collateral configurations are not offered by this calculator",
    el: () =>
      "Οι διευθετήσεις με εξασφάλιση μετρητών (cash_collateral) δεν προσφέρονται από αυτόν τον υπολογιστή (δεν είναι διαθέσιμες μέσω του API)· προσομοιώνονται μόνο συνήθη στεγαστικά δάνεια τράπεζας (loanConfiguration standard)."
  },
  {
    startsWith: "fixedPeriodMonths (",
    el: (message) =>
      `Το fixedPeriodMonths (${textBetween(message, "fixedPeriodMonths (", ")")}) δεν μπορεί να υπερβαίνει το loanTermMonths (${textBetween(message, "loanTermMonths (", ")")}).`
  },
  {
    startsWith: "fixedRate is required:",
    el: (message) =>
      `Το fixedRate απαιτείται: το συνολικό σταθερό ετήσιο επιτόκιο σε % για την περίοδο σταθερού επιτοκίου ${textBetween(message, "for the ", "-month")} μηνών (ρωτήστε τον χρήστη).`
  },
  {
    startsWith: "fixedRate applies only when fixedPeriodMonths > 0",
    el: () =>
      "Το fixedRate ισχύει μόνο όταν fixedPeriodMonths > 0· στείλτε το fixedPeriodMonths ή αφαιρέστε το fixedRate."
  },
  {
    startsWith: "send either variableAllInRate or variableBaseRate + bankMargin",
    el: () => "Στείλτε είτε variableAllInRate είτε variableBaseRate + bankMargin, όχι και τα δύο."
  },
  {
    startsWith: "variableBaseRate (e.g. Euribor 6M %) is required with bankMargin",
    el: (message) =>
      `Το variableBaseRate (π.χ. Euribor 6 μηνών σε %) απαιτείται μαζί με το bankMargin, ή στείλτε το variableAllInRate: ${variablePeriod(message)}.`
  },
  {
    startsWith: "bankMargin (points over the base rate) is required with variableBaseRate",
    el: (message) =>
      `Το bankMargin (ποσοστιαίες μονάδες πάνω από το βασικό επιτόκιο) απαιτείται μαζί με το variableBaseRate, ή στείλτε το variableAllInRate: ${variablePeriod(message)}.`
  },
  {
    startsWith: "bankMargin is required with variableBaseRate",
    el: () =>
      "Το bankMargin απαιτείται μαζί με το variableBaseRate (το περιθώριο της τράπεζας σε ποσοστιαίες μονάδες· ρωτήστε τον χρήστη, ή στείλτε το συνολικό επιτόκιο ως variableAllInRate)."
  },
  {
    startsWith: "variableBaseRate is required with bankMargin",
    el: () =>
      "Το variableBaseRate απαιτείται μαζί με το bankMargin (το επιτόκιο αναφοράς, π.χ. Euribor 6 μηνών σε %· ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "lumpSumPayments[",
    el: (message) =>
      `Το lumpSumPayments[${textBetween(message, "lumpSumPayments[", "]")}].month ${textBetween(message, "].month ", " is after")} είναι μετά τη λήξη του δανείου (${textBetween(message, "the term (", " months")} μήνες).`
  },
  {
    startsWith: "lumpSumStrategy is required with lumpSumPayments",
    el: () =>
      "Το lumpSumStrategy απαιτείται μαζί με το lumpSumPayments: reduce_term (ίδια δόση, νωρίτερη λήξη) ή reduce_payment (ίδια λήξη, χαμηλότερη δόση)· ρωτήστε τον χρήστη."
  },
  {
    startsWith: "lumpSumStrategy does not apply to an interest_only loan",
    el: () =>
      "Το lumpSumStrategy δεν ισχύει για δάνειο interest_only (η εφάπαξ καταβολή μειώνει το υπόλοιπο, τους μεταγενέστερους τόκους και την τελική δόση)."
  },
  {
    startsWith: "lumpSumStrategy applies only with lumpSumPayments",
    el: () => "Το lumpSumStrategy ισχύει μόνο μαζί με το lumpSumPayments."
  },
  {
    startsWith: "",
    contains: " does not apply: the loan is fixed for its whole term",
    el: (message) =>
      `Το ${leadingField(message)} δεν ισχύει: το δάνειο έχει σταθερό επιτόκιο για όλη τη διάρκειά του (fixedPeriodMonths = loanTermMonths)· αφαιρέστε το.`
  },
  {
    startsWith: "must have at most 2 decimals (cents)",
    el: () => "Πρέπει να έχει το πολύ 2 δεκαδικά ψηφία (σεντ)."
  },
  {
    startsWith: "must have at most 4 decimal places",
    el: () => "Πρέπει να έχει το πολύ 4 δεκαδικά ψηφία."
  }
]
