// The Greek of the field messages audit_mortgage_statement writes itself (input.ts and calculate.ts), for a caller
// who asks for Greek (ToolDefinition.fieldMessagesEl). Dates and figures are read out of the English message with
// plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

export const AUDIT_MORTGAGE_STATEMENT_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "rows is required:",
    el: () =>
      "Το rows απαιτείται: οι γραμμές της κατάστασης λογαριασμού του δανείου (date, ποσά, balance, ratePct)· το parse_mortgage_statement_text τις διαβάζει από επικολλημένο κείμενο."
  },
  {
    startsWith: "rows must be in date order: ",
    el: (message) =>
      `Οι γραμμές (rows) πρέπει να είναι σε χρονολογική σειρά: η ${textBetween(message, "date order: ", " comes after")} είναι μετά την ${textBetween(message, " comes after ", " (row")} (γραμμή ${textBetween(message, "(row ", ")")}).`
  },
  {
    startsWith: "no row carries ratePct",
    el: () =>
      "Καμία γραμμή δεν έχει ratePct: ο έλεγχος χρειάζεται το ετήσιο επιτόκιο σε ισχύ (τουλάχιστον μία γραμμή με ratePct, την ημέρα του αρχικού υπολοίπου ή νωρίτερα)· ρωτήστε τον χρήστη για το επιτόκιο της κατάστασης ή της σύμβασης δανείου."
  },
  {
    startsWith: "",
    contains: " balance checkpoint(s) from the first rate onward",
    el: (message) => {
      const needed = textBetween(message, "at least ", " are needed")
      return `${message.slice(0, message.indexOf(" "))} γραμμή(-ές) με υπόλοιπο από το πρώτο επιτόκιο και μετά· χρειάζονται τουλάχιστον ${needed} (το αρχικό υπόλοιπο και ${textBetween(message, "the opening balance and ", " to compare")} για σύγκριση). Στείλτε περισσότερες γραμμές της κατάστασης με το υπόλοιπό τους.`
    }
  },
  {
    startsWith: "the statement spans ",
    el: (message) =>
      `Η κατάσταση καλύπτει ${greekNumber(textBetween(message, "spans ", " days"))} ημέρες· μπορούν να αναπαραχθούν το πολύ ${greekNumber(textBetween(message, "at most ", " ("))} (περίπου 40 έτη). Στείλτε μικρότερο μέρος της κατάστασης.`
  },
  {
    startsWith: "date must be a real calendar date",
    el: () => "Το date πρέπει να είναι πραγματική ημερομηνία ημερολογίου της μορφής YYYY-MM-DD (έτος-μήνας-ημέρα)."
  }
]
