// The assumptions of the pension reference data, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const PENSION_REFERENCE_ASSUMPTIONS = {
  "pension-reference.derived-figures": {
    en: "Derived, not read in an official table (arithmetic in each figure's note): {keys}.",
    el: "Παραγόμενα ποσά, που δεν διαβάστηκαν σε επίσημο πίνακα (ο υπολογισμός στη σημείωση κάθε ποσού): {keys}."
  },
  "pension-reference.unconfirmed-figures": {
    en: "Not confirmed for {value}, returned as null rather than guessed: {keys}.",
    el: "Δεν έχουν επιβεβαιωθεί για το {value} και επιστρέφονται ως null αντί να δοθούν κατ' εικασία: {keys}."
  },
  "pension-reference.secondary-copies": {
    en: "Several official figures were read in copies of Social Insurance Services announcements published by accounting firms and the press; each figure lists its sources.",
    el: "Αρκετά επίσημα ποσά διαβάστηκαν σε αντίγραφα ανακοινώσεων των Υπηρεσιών Κοινωνικών Ασφαλίσεων που δημοσίευσαν λογιστικά γραφεία και ο Τύπος· κάθε ποσό αναφέρει τις πηγές του."
  }
} as const satisfies AssumptionTexts
