// The assumptions of the six saved-calculation tools, by id, in English and Greek (core/assumptions.ts).
import { type AssumptionTexts, assumptionList } from "../../core/assumptions.ts"

export const SAVED_CALCULATION_ASSUMPTIONS = {
  "saved.default-name": {
    en: 'No name was given: the save is named "{value}".',
    el: "Δεν δόθηκε όνομα: η αποθήκευση ονομάστηκε «{value}»."
  },
  "saved.default-sort": {
    en: "Sorted by most recent update (sort recent), the default.",
    el: "Ταξινόμηση κατά την πιο πρόσφατη ενημέρωση (sort recent), η προεπιλογή."
  },
  "saved.default-limit": {
    en: "Pages of {value} saves (limit omitted).",
    el: "Σελίδες των {value} αποθηκεύσεων (δεν δόθηκε limit)."
  },
  "saved.locked-not-opened": {
    en: "This save is encrypted: its contents can be opened only on the account page with its password.",
    el: "Η αποθήκευση αυτή είναι κρυπτογραφημένη: το περιεχόμενό της ανοίγει μόνο στη σελίδα του λογαριασμού με τον κωδικό της."
  },
  "saved.locked-not-compared": {
    en: "A locked (encrypted) save is never read, so no contents are compared.",
    el: "Μια κλειδωμένη (κρυπτογραφημένη) αποθήκευση δεν διαβάζεται ποτέ, οπότε δεν συγκρίνεται περιεχόμενο."
  }
} as const satisfies AssumptionTexts

/** The assumptions of one saved-calculation answer (assumptions and assumptionDetails). */
export const savedAssumptions = (
  build: (said: ReturnType<typeof assumptionList<keyof typeof SAVED_CALCULATION_ASSUMPTIONS>>) => void
) => {
  const said = assumptionList(SAVED_CALCULATION_ASSUMPTIONS)
  build(said)
  return { assumptions: said.sentences(), assumptionDetails: said.details() }
}
