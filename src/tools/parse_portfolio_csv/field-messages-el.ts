// The Greek of the field messages parse_portfolio_csv writes itself (input.ts, calculate.ts and the domain's
// pasted-text.ts and transaction.ts), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Figures are
// read out of the English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

const PASTE_AGAIN =
  "Ζητήστε από τον χρήστη να επικολλήσει την εξαγωγή αυτούσια, μαζί με τη γραμμή επικεφαλίδων (ή το βιβλίο κινήσεων με γραμμή επικεφαλίδων)."

/** The reader's reason a text is not CSV: ours in Greek, the CSV library's kept as it is. */
const csvReason = (reason: string) =>
  reason.startsWith("record ") && reason.includes(" is still open at line ")
    ? `η εγγραφή ${textBetween(reason, "record ", " (")} (η πρώτη γραμμή είναι η εγγραφή 1) είναι ακόμη ανοιχτή στη γραμμή ${textBetween(reason, "open at line ", ",")}, πέρα από τα ${greekNumber(textBetween(reason, "past ", " bytes"))} bytes: εισαγωγικό που δεν κλείνει ή κελί πολύ μεγαλύτερο από οποιαδήποτε τιμή`
    : `(μήνυμα του αναγνώστη CSV, στα αγγλικά) ${reason}`

export const PARSE_PORTFOLIO_CSV_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "text is required:",
    el: () =>
      "Το text απαιτείται: επικολλήστε την εξαγωγή CSV του χρηματιστή ή τις γραμμές του βιβλίου κινήσεων (ζητήστε τις από τον χρήστη)."
  },
  {
    startsWith: "baseCurrency is required:",
    el: () =>
      "Το baseCurrency απαιτείται: το νόμισμα στο οποίο αναφέρεται ο χρήστης, π.χ. EUR (ρωτήστε τον, μην το υποθέτετε)."
  },
  {
    startsWith: "must be a 3-letter ISO 4217 code",
    el: () => "Πρέπει να είναι κωδικός νομίσματος ISO 4217 τριών κεφαλαίων γραμμάτων, π.χ. EUR, USD, GBP."
  },
  {
    startsWith: "The text has more than ",
    el: (message) => {
      const cap = greekNumber(textBetween(message, "more than ", " lines"))
      return `Το κείμενο έχει περισσότερες από ${cap} γραμμές· στείλτε την εξαγωγή σε περισσότερες κλήσεις των ${cap} γραμμών το πολύ η καθεμία, με τη γραμμή επικεφαλίδων σε κάθε μέρος.`
    }
  },
  {
    startsWith: "the text has a heading line but no data lines",
    el: () => `Το κείμενο έχει γραμμή επικεφαλίδων αλλά καμία γραμμή δεδομένων. ${PASTE_AGAIN}`
  },
  {
    startsWith: "the numbers mix decimal commas and decimal points",
    el: () =>
      "Οι αριθμοί αναμειγνύουν υποδιαστολή με κόμμα και με τελεία (π.χ. 1.234,50 και 1,234.50), οπότε κανένας δεν διαβάζεται με ασφάλεια: εξαγάγετε ξανά το αρχείο με μία μορφή αριθμών."
  },
  {
    startsWith: "the text is not readable as CSV: ",
    el: (message) =>
      `Το κείμενο δεν διαβάζεται ως CSV: ${csvReason(message.slice("the text is not readable as CSV: ".length))}. ${PASTE_AGAIN}`
  },
  {
    startsWith: "no heading line was recognised",
    el: () =>
      "Δεν αναγνωρίστηκε γραμμή επικεφαλίδων: οι πρώτες γραμμές πρέπει να ονομάζουν τις στήλες (π.χ. date, type, ticker, quantity, price, amount, currency) ή να είναι αυτούσια εξαγωγή από Interactive Brokers, Trading 212, Revolut ή eToro."
  },
  {
    startsWith: "text is empty:",
    el: () =>
      "Το text είναι κενό: επικολλήστε την εξαγωγή CSV του χρηματιστή ή τις γραμμές του βιβλίου κινήσεων (ζητήστε τις από τον χρήστη)."
  }
]
