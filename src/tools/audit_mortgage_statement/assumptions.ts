// The assumptions of the mortgage statement audit, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const MORTGAGE_AUDIT_ASSUMPTIONS = {
  "mortgage-audit.convention-estimated": {
    en: 'The convention "{value}" is an ESTIMATE: the best fit of 18 candidate conventions to the statement\'s balances, not a confirmed term of the loan. Check it against the loan contract, or send it as rules.',
    el: "Η σύμβαση «{value}» είναι ΕΚΤΙΜΗΣΗ: αυτή από τις 18 υποψήφιες συμβάσεις που ταιριάζει καλύτερα στα υπόλοιπα της κατάστασης λογαριασμού, όχι επιβεβαιωμένος όρος του δανείου. Ελέγξτε την με τη σύμβαση δανείου ή στείλτε την ως rules."
  },
  "mortgage-audit.convention-given": {
    en: 'The convention "{value}" was given by the caller (rules); no search was made.',
    el: "Η σύμβαση «{value}» δόθηκε από τον χρήστη (rules)· δεν έγινε αναζήτηση."
  },
  "mortgage-audit.replay": {
    en: "Replay from the opening balance on {value} (row {openingRow}) to the last balance on {periodEnd}: each day the day's payments, fees and other movements are applied in row order; that day's interest is the closing balance x rate / 100 / days in the year of the day count; interest is added to the balance on the last day of each capitalisation period (month, 30 June and 31 December, or 31 December), and a balance shown on that day is compared after the capitalisation only from the statement's own interest row onward. The interestCharged amounts on the statement are not applied: they are what is checked.",
    el: "Αναπαραγωγή από το αρχικό υπόλοιπο της {value} (γραμμή {openingRow}) έως το τελευταίο υπόλοιπο της {periodEnd}: κάθε ημέρα εφαρμόζονται οι πληρωμές, οι χρεώσεις και οι άλλες κινήσεις της ημέρας με τη σειρά των γραμμών· ο τόκος της ημέρας είναι το υπόλοιπο κλεισίματος x επιτόκιο / 100 / ημέρες του έτους κατά τη σύμβαση υπολογισμού ημερών· ο τόκος κεφαλαιοποιείται την τελευταία ημέρα κάθε περιόδου κεφαλαιοποίησης (μήνας, 30 Ιουνίου και 31 Δεκεμβρίου, ή 31 Δεκεμβρίου), και υπόλοιπο που εμφανίζεται εκείνη την ημέρα συγκρίνεται μετά την κεφαλαιοποίηση μόνο από τη γραμμή τόκου της ίδιας της κατάστασης και μετά. Τα ποσά interestCharged της κατάστασης λογαριασμού δεν εφαρμόζονται: αυτά είναι που ελέγχονται."
  },
  "mortgage-audit.opening-interest-row": {
    en: "The opening row is an interest posting, so interest is accrued from the day after {value}.",
    el: "Η αρχική γραμμή είναι εγγραφή τόκου, οπότε ο τόκος λογίζεται από την επόμενη ημέρα μετά την {value}."
  },
  "mortgage-audit.no-accrued-at-start": {
    en: "Interest accrued before the opening balance and not yet capitalised is not on the statement: the replay starts with none. A statement starting right after an interest posting (e.g. on 1 January) avoids this.",
    el: "Ο τόκος που λογίστηκε πριν από το αρχικό υπόλοιπο και δεν έχει ακόμη κεφαλαιοποιηθεί δεν φαίνεται στην κατάσταση λογαριασμού: η αναπαραγωγή ξεκινά χωρίς αυτόν. Κατάσταση που αρχίζει αμέσως μετά από εγγραφή τόκου (π.χ. την 1η Ιανουαρίου) το αποφεύγει."
  },
  "mortgage-audit.rate-by-row": {
    en: "The rate of each day is the ratePct of the last row dated on or before it; a rate change applies from its row's date, for the whole day.",
    el: "Το επιτόκιο κάθε ημέρας είναι το ratePct της τελευταίας γραμμής με ημερομηνία την ίδια ή προγενέστερη· μια αλλαγή επιτοκίου ισχύει από την ημερομηνία της γραμμής της, για ολόκληρη την ημέρα."
  },
  "mortgage-audit.equivalence-and-flags": {
    en: "Equivalent candidates: RMS within max(EUR {value:money}, {relativePercent}% of the best). Flagged rows: the difference changes by more than EUR {flagJump:money} since the previous checkpoint.",
    el: "Ισοδύναμες υποψήφιες συμβάσεις: RMS εντός max(€ {value:money}, {relativePercent}% της καλύτερης). Επισημασμένες γραμμές: η διαφορά μεταβάλλεται κατά περισσότερο από € {flagJump:money} από το προηγούμενο σημείο ελέγχου."
  },
  "mortgage-audit.interest-from-balances": {
    en: "No row carries interestCharged: bankInterest is implied by the balances (last balance - opening balance - the rows' other movements), so any unexplained movement counts as interest; a balance dated on a capitalisation day is compared after that day's capitalisation.",
    el: "Καμία γραμμή δεν έχει interestCharged: το bankInterest προκύπτει από τα υπόλοιπα (τελευταίο υπόλοιπο - αρχικό υπόλοιπο - οι άλλες κινήσεις των γραμμών), οπότε κάθε ανεξήγητη κίνηση μετρά ως τόκος· υπόλοιπο με ημερομηνία ημέρας κεφαλαιοποίησης συγκρίνεται μετά την κεφαλαιοποίηση εκείνης της ημέρας."
  },
  "mortgage-audit.per-year": {
    en: "netOverchargePerYear = netOvercharge x 365 / {value} days.",
    el: "netOverchargePerYear = netOvercharge x 365 / {value} ημέρες."
  },
  "mortgage-audit.top-n-omitted": {
    en: "topN not given: the best {value} candidates are listed.",
    el: "Δεν δόθηκε topN: παρατίθενται οι {value} καλύτερες υποψήφιες συμβάσεις."
  }
} as const satisfies AssumptionTexts
