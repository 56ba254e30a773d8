// The Greek of the field messages run_retirement_stress_test writes itself (input.ts: the required fields, the
// ranges of its own filters and the cross-field rules), for a caller who asks for Greek
// (ToolDefinition.fieldMessagesEl). Figures are read out of the English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

/** The last word of a message ("... from 18 to 110" -> 110). */
const lastWord = (message: string) => message.slice(message.lastIndexOf(" ") + 1)

export const RETIREMENT_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "currentAge is required:",
    el: () => "Το currentAge απαιτείται: η σημερινή ηλικία του χρήστη σε συμπληρωμένα έτη (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "retirementAge is required:",
    el: () =>
      "Το retirementAge απαιτείται: η ηλικία στην οποία ο χρήστης σταματά τις εισφορές και αρχίζει να αντλεί από τις αποταμιεύσεις του (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "currentSavings is required:",
    el: () => "Το currentSavings απαιτείται: οι επενδυμένες αποταμιεύσεις σήμερα σε ευρώ (0 αν δεν υπάρχουν)."
  },
  {
    startsWith: "monthlyContribution is required:",
    el: () =>
      "Το monthlyContribution απαιτείται: τα ευρώ που προσθέτει ο χρήστης στις αποταμιεύσεις κάθε μήνα μέχρι τη συνταξιοδότηση (0 αν δεν προσθέτει)."
  },
  {
    startsWith: "monthlyDrawdown is required:",
    el: () =>
      "Το monthlyDrawdown απαιτείται: οι μηνιαίες δαπάνες που σχεδιάζει ο χρήστης στη σύνταξη, σε σημερινά ευρώ (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "must be 0 or more (EUR)",
    el: () => "Πρέπει να είναι 0 ή περισσότερο (ευρώ)."
  },
  {
    startsWith: "must be at most EUR ",
    el: (message) => `Πρέπει να είναι το πολύ € ${greekNumber(message.slice("must be at most EUR ".length))}.`
  },
  {
    startsWith: "must be a whole number of years from ",
    el: (message) =>
      `Πρέπει να είναι ακέραιος αριθμός ετών από ${textBetween(message, "years from ", " to ")} έως ${lastWord(message)}.`
  },
  {
    startsWith: "must be a percentage from ",
    el: (message) =>
      `Πρέπει να είναι ποσοστό από ${greekNumber(textBetween(message, "percentage from ", " to "))} έως ${greekNumber(lastWord(message))}.`
  },
  {
    startsWith: "simulations must be a whole number from 1 to ",
    el: (message) =>
      `Το simulations πρέπει να είναι ακέραιος αριθμός από 1 έως ${greekNumber(textBetween(message, "from 1 to ", " (the cap)"))} (το ανώτατο όριο).`
  },
  {
    startsWith: "seed must be an unsigned 32-bit integer",
    el: () => "Το seed πρέπει να είναι μη αρνητικός ακέραιος 32 bit (0 έως 4.294.967.295)."
  },
  {
    startsWith: "retirementAge must be currentAge or later",
    el: () =>
      "Το retirementAge πρέπει να είναι ίσο ή μεγαλύτερο από το currentAge (στείλτε το currentAge αν ο χρήστης έχει ήδη συνταξιοδοτηθεί)."
  },
  {
    startsWith: "endAge (",
    el: (message) => {
      const inside = textBetween(message, "endAge (", ")")
      const comma = inside.indexOf(",")
      return comma === -1
        ? `Το endAge (${inside}) πρέπει να είναι μεγαλύτερο από το retirementAge.`
        : `Το endAge (${inside.slice(0, comma)}, η προεπιλογή) πρέπει να είναι μεγαλύτερο από το retirementAge· στείλτε μικρότερο retirementAge ή ένα endAge μετά από αυτό.`
    }
  },
  {
    startsWith: "statePensionAge applies only with statePension",
    el: () => "Το statePensionAge ισχύει μόνο μαζί με το statePension (τη μηνιαία κρατική σύνταξη)."
  }
]
