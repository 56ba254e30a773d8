// The Greek of the field messages calculate_cyprus_capital_gains writes itself (input.ts: its required fields, the
// propertyType and currency refusals, the tax year and the cross-field rules), for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl). Years and lists are read out of the English message with plain string operations.
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

/** "2025 or 2026" -> "2025 ή 2026". */
const greekList = (years: string) => years.split(" or ").join(" ή ")

/** The message's last word (a year at its end). */
const lastWord = (message: string) => message.slice(message.lastIndexOf(" ") + 1)

export const CAPITAL_GAINS_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "salePrice is required:",
    el: () => "Το salePrice απαιτείται: η πραγματική τιμή πώλησης του ακινήτου σε ευρώ (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "acquisitionPrice is required:",
    el: () =>
      "Το acquisitionPrice απαιτείται: η πραγματική τιμή που πληρώθηκε για την απόκτηση του ακινήτου (ρωτήστε τον χρήστη· ποτέ εκτίμηση)."
  },
  {
    startsWith: "acquisitionYear is required:",
    el: () => "Το acquisitionYear απαιτείται: το ημερολογιακό έτος απόκτησης του ακινήτου (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "propertyType is required:",
    el: (message) =>
      `Το propertyType απαιτείται: ένα από ${textBetween(message, "one of ", " (")} (ρωτήστε τον χρήστη· καθορίζει την εφάπαξ απαλλαγή του άρθρου 5).`
  },
  {
    startsWith: "propertyType must be one of ",
    el: (message) => `Το propertyType πρέπει να είναι ένα από ${message.slice("propertyType must be one of ".length)}.`
  },
  {
    startsWith: "currency must be EUR or CYP",
    el: () => "Το currency πρέπει να είναι EUR ή CYP."
  },
  {
    startsWith: "",
    contains: " must be a tax year with rules: ",
    el: (message) =>
      `Το ${message.slice(0, message.indexOf(" "))} πρέπει να είναι φορολογικό έτος για το οποίο υπάρχουν κανόνες: ${greekList(textBetween(message, "with rules: ", " ("))} (ακέραιος αριθμός· γίνεται δεκτό και ως κείμενο, π.χ. "${textBetween(message, 'the string "', '"')}").`
  },
  {
    startsWith: "acquisitionYear ",
    contains: " is after the disposal tax year ",
    el: (message) =>
      `Το acquisitionYear ${textBetween(message, "acquisitionYear ", " is after")} είναι μετά το φορολογικό έτος διάθεσης ${lastWord(message)}· ελέγξτε τα έτη με τον χρήστη.`
  },
  {
    startsWith: "acquisitionMonth is after disposalMonth in the same year",
    el: () =>
      "Το acquisitionMonth είναι μετά το disposalMonth στο ίδιο έτος· ελέγξτε τους μήνες απόκτησης και διάθεσης με τον χρήστη."
  },
  {
    startsWith: "CYP applies only to purchases before ",
    el: (message) =>
      `Οι κυπριακές λίρες (CYP) ισχύουν μόνο για αγορές πριν από το ${textBetween(message, "purchases before ", ";")}· στείλτε τα ποσά σε ευρώ (EUR).`
  },
  {
    startsWith: "marketValueOn1January1980 is required for property acquired before ",
    el: (message) => {
      const year = textBetween(message, "acquired before ", ":")
      return `Το marketValueOn1January1980 απαιτείται για ακίνητο που αποκτήθηκε πριν από το ${year}: ο νόμος χρησιμοποιεί την αξία της 1ης Ιανουαρίου ${year} (γενική εκτίμηση του Κτηματολογίου) αντί για το κόστος (ρωτήστε τον χρήστη).`
    }
  },
  {
    startsWith: "marketValueOn1January1980 applies only to property acquired before ",
    el: (message) =>
      `Το marketValueOn1January1980 ισχύει μόνο για ακίνητο που αποκτήθηκε πριν από το ${lastWord(message)}· παραλείψτε το.`
  },
  {
    startsWith: "isFirstDisposal is true, so no exemption can have been used before",
    el: () =>
      "Το isFirstDisposal είναι true, άρα δεν μπορεί να έχει χρησιμοποιηθεί απαλλαγή προηγουμένως: στείλτε isFirstDisposal false ή 0 εδώ."
  },
  {
    startsWith: "improvement year must be between ",
    el: (message) =>
      `Το έτος της βελτίωσης πρέπει να είναι από ${textBetween(message, "between ", " and ")} έως το φορολογικό έτος διάθεσης ${lastWord(message)}.`
  }
]
