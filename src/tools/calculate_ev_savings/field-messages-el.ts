// The Greek of the field messages calculate_ev_savings writes itself (input.ts: its required fields; calculate.ts:
// the charging rules), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Figures and field names are
// read out of the English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

/** A required field's message (`${name} is required: ${what} (ask the user; never use an example value)`). */
const required = (name: string, what: string): FieldMessageEl => ({
  startsWith: `${name} is required: `,
  el: () => `Το ${name} απαιτείται: ${what} (ρωτήστε τον χρήστη· μη χρησιμοποιείτε τιμή παραδείγματος).`
})

export const EV_SAVINGS_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  required("annualDistanceKm", "η απόσταση που διανύεται ετησίως σε km"),
  required("evConsumption", "η κατανάλωση του ηλεκτρικού αυτοκινήτου σε kWh ανά 100 km"),
  required("iceConsumption", "η κατανάλωση του βενζινοκίνητου/πετρελαιοκίνητου αυτοκινήτου σε λίτρα ανά 100 km"),
  required("fuelPrice", "η τιμή του καυσίμου σε ευρώ ανά λίτρο"),
  required("solarSharePercent", "το % της φόρτισης από πλεονάζουσα ηλιακή παραγωγή (0 αν δεν υπάρχει)"),
  required("homeSharePercent", "το % της φόρτισης στο σπίτι από το δίκτυο (0 αν δεν υπάρχει)"),
  required("publicSharePercent", "το % της φόρτισης σε δημόσιους φορτιστές (0 αν δεν υπάρχει)"),
  {
    startsWith: "the three charging shares must sum to 100",
    el: (message) =>
      `Τα τρία ποσοστά φόρτισης (solarSharePercent, homeSharePercent, publicSharePercent) πρέπει να αθροίζουν 100· αθροίζουν ${greekNumber(textBetween(message, "they sum to ", " "))}. Ρωτήστε τον χρήστη πώς κατανέμεται η φόρτιση.`
  },
  {
    startsWith: "",
    contains: " is required because ",
    el: (message) => {
      const share = textBetween(message, " is required because ", " is ")
      return `Το ${message.slice(0, message.indexOf(" "))} απαιτείται επειδή το ${share} είναι ${greekNumber(textBetween(message, `${share} is `, ":"))}: η τιμή ανά kWh αυτής της πηγής (ρωτήστε τον χρήστη).`
    }
  },
  {
    startsWith: "spareSolar is required for solar charging",
    el: () =>
      "Το spareSolar απαιτείται για ηλιακή φόρτιση: η διαθέσιμη πλεονάζουσα ηλιακή παραγωγή σε kWh τον χρόνο (αν δεν υπάρχει, ορίστε solarSharePercent 0)."
  },
  {
    startsWith: "solar charging of ",
    el: (message) =>
      `Η ηλιακή φόρτιση των ${greekNumber(textBetween(message, "solar charging of ", " kWh"))} kWh τον χρόνο υπερβαίνει την πλεονάζουσα παραγωγή των ${greekNumber(textBetween(message, "spare production of ", " kWh"))} kWh· το πολύ ${greekNumber(textBetween(message, "at most ", "%"))}% μπορεί να προέρχεται από ηλιακή ενέργεια.`
  }
]
