// The Greek of the field messages the six saved-calculation tools write themselves, for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl). Figures are read out of the English message with plain string operations.
import type { FieldMessageEl } from "../../core/tool.ts"

/** The first number of a message ("inputs is 70000 bytes ..." -> "70000"). */
const firstNumber = (message: string) => {
  let start = 0
  while (start < message.length && (message[start]! < "0" || message[start]! > "9")) start++
  let end = start
  while (end < message.length && message[end]! >= "0" && message[end]! <= "9") end++
  return message.slice(start, end)
}

export const SAVED_CALCULATION_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "inputs is ",
    contains: " bytes of JSON",
    el: (message) =>
      `Τα inputs είναι ${firstNumber(message)} bytes JSON· αποθηκεύονται το πολύ ${message.slice(message.indexOf("at most ") + 8).split(" ")[0]}.`
  },
  {
    startsWith: "",
    contains: " is not a calculator of this service",
    el: (message) =>
      `Το ${message.slice(0, message.indexOf(" "))} δεν είναι υπολογιστής αυτής της υπηρεσίας: χρησιμοποιήστε μία από τις τιμές calculationType του σχήματος.`
  },
  {
    startsWith: "This account already has ",
    el: (message) =>
      `Ο λογαριασμός έχει ήδη ${firstNumber(message)} αποθηκεύσεις, όσες περισσότερες μπορεί να κρατήσει: διαγράψτε όσες δεν χρειάζεστε.`
  },
  {
    startsWith: "Send name, inputs or both",
    el: () => "Στείλτε name, inputs ή και τα δύο: δεν υπάρχει τίποτα να ενημερωθεί."
  },
  {
    startsWith: "This save is locked",
    el: () =>
      "Η αποθήκευση αυτή είναι κλειδωμένη (κρυπτογραφημένη στον φυλλομετρητή): τα inputs της δεν αντικαθίστανται μέσω του API· μετονομάστε την μόνο, ή αλλάξτε το περιεχόμενό της στη σελίδα του λογαριασμού."
  },
  {
    startsWith: "cursor works only with sort recent",
    el: () => "Το cursor λειτουργεί μόνο με sort recent· για τις άλλες ταξινομήσεις χρησιμοποιήστε offset."
  },
  { startsWith: "Send cursor or offset, not both", el: () => "Στείλτε cursor ή offset, όχι και τα δύο." },
  {
    startsWith: "cursor is not a nextCursor of this tool",
    el: () =>
      "Το cursor δεν είναι nextCursor αυτού του εργαλείου: στείλτε το nextCursor ακριβώς όπως το έδωσε η προηγούμενη σελίδα."
  }
]
