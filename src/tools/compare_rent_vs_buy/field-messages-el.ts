// The Greek of the field messages compare_rent_vs_buy writes itself (input.ts: its required fields; calculate.ts:
// the cross-field rules), for a caller who asks for Greek (ToolDefinition.fieldMessagesEl). Figures are read out of
// the English message with plain string operations.
import { greekNumber } from "../../core/format.ts"
import { type FieldMessageEl, textBetween } from "../../core/tool.ts"

export const RENT_VS_BUY_FIELD_MESSAGES_EL: ReadonlyArray<FieldMessageEl> = [
  {
    startsWith: "propertyPrice is required:",
    el: () =>
      "Το propertyPrice απαιτείται: η τιμή αγοράς της κατοικίας σε ευρώ (ρωτήστε τον χρήστη· μην επαναχρησιμοποιείτε την τιμή άλλου σεναρίου)."
  },
  {
    startsWith: "monthlyRent is required:",
    el: () => "Το monthlyRent απαιτείται: το μηνιαίο ενοίκιο σε ευρώ μιας συγκρίσιμης κατοικίας (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "downPayment is required:",
    el: () =>
      "Το downPayment απαιτείται: η προκαταβολή που θα καταβάλει ο χρήστης, μαζί με το downPaymentUnit (EUR ή percent)."
  },
  {
    startsWith: "downPaymentUnit is required:",
    el: () =>
      'Το downPaymentUnit απαιτείται: ρωτήστε τον χρήστη αν η προκαταβολή είναι ποσό σε ευρώ ή ποσοστό της τιμής ("EUR" ή "percent")· δεν μαντεύεται ποτέ.'
  },
  {
    startsWith: "mortgageRate is required:",
    el: () =>
      "Το mortgageRate απαιτείται: το ετήσιο επιτόκιο του στεγαστικού δανείου σε % (ρωτήστε τον χρήστη ή δείτε την προσφορά της τράπεζας)."
  },
  {
    startsWith: "mortgageTermYears is required:",
    el: () => "Το mortgageTermYears απαιτείται: η διάρκεια του στεγαστικού δανείου σε έτη (ρωτήστε τον χρήστη)."
  },
  {
    startsWith: "a down payment in percent cannot exceed 100",
    el: (message) =>
      `Η προκαταβολή σε ποσοστό δεν μπορεί να υπερβαίνει το 100 (δόθηκε ${greekNumber(textBetween(message, "(got ", ")"))})· αν είναι ποσό, στείλτε downPaymentUnit "EUR".`
  },
  {
    startsWith: "the down payment (EUR ",
    el: (message) =>
      `Η προκαταβολή (€ ${greekNumber(textBetween(message, "(EUR ", ")"))}) υπερβαίνει το propertyPrice (€ ${greekNumber(textBetween(message, "propertyPrice (EUR ", ")"))})· επιβεβαιώστε με τον χρήστη το ποσό και τη μονάδα της.`
  },
  {
    startsWith: "vatRate is required for a new build:",
    el: (message) =>
      `Το vatRate απαιτείται για νέο ακίνητο: "standard" (${greekNumber(textBetween(message, '"standard" (', "%"))}%) ή "reduced" (${greekNumber(textBetween(message, '"reduced" (', "%"))}%, κύρια κατοικία)· ρωτήστε τον χρήστη.`
  },
  {
    startsWith: "vatRate applies only with isNewBuild true",
    el: () => "Το vatRate ισχύει μόνο με isNewBuild true (η μεταπώληση δεν υπόκειται σε ΦΠΑ)."
  },
  {
    startsWith: 'buildableAreaSqm is required with vatRate "reduced"',
    el: (message) =>
      `Το buildableAreaSqm απαιτείται με vatRate "reduced": ο συντελεστής ${greekNumber(textBetween(message, ": the ", "%"))}% εξαρτάται από το εμβαδόν (όρια ${greekNumber(textBetween(message, "area (", " m2"))} m2 / ${greekNumber(textBetween(message, "m2 / ", " m2"))} m2)· ρωτήστε τον χρήστη.`
  },
  {
    startsWith: 'buildableAreaSqm is used only with vatRate "reduced"',
    el: () => 'Το buildableAreaSqm χρησιμοποιείται μόνο με vatRate "reduced".'
  }
]
