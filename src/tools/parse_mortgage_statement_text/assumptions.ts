// The assumptions of the mortgage statement reader, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const MORTGAGE_STATEMENT_ASSUMPTIONS = {
  "mortgage-statement.rows-from-dated-lines": {
    en: "Rows are read only from lines that start with a date; no row is created, merged or filled in. Dates are day/month/year.",
    el: "Γραμμές κινήσεων διαβάζονται μόνο από γραμμές που αρχίζουν με ημερομηνία· καμία γραμμή δεν δημιουργείται, δεν συγχωνεύεται και δεν συμπληρώνεται. Οι ημερομηνίες είναι ημέρα/μήνας/έτος."
  },
  "mortgage-statement.amounts-and-descriptions": {
    en: "Amounts must show 2 decimals; both 1.234,56 and 1,234.56 are read. A debit described as interest is given as interestCharged, one described as a fee, charge or commission as fees; a credit described as an instalment or payment as payment.",
    el: "Τα ποσά πρέπει να έχουν 2 δεκαδικά· διαβάζονται και το 1.234,56 και το 1,234.56. Χρέωση με περιγραφή τόκου δίνεται ως interestCharged, χρέωση με περιγραφή τέλους, επιβάρυνσης ή προμήθειας ως fees· πίστωση με περιγραφή δόσης ή πληρωμής ως payment."
  },
  "mortgage-statement.unreadable-values": {
    en: "A line with a value where an amount, date or rate belongs that does not read as one (e.g. 1.2x34,56) gives no row: it is listed in unreadableLines with its column.",
    el: "Γραμμή με τιμή στη θέση ποσού, ημερομηνίας ή επιτοκίου που δεν διαβάζεται ως τέτοια (π.χ. 1.2x34,56) δεν δίνει γραμμή κίνησης: παρατίθεται στο unreadableLines με τη στήλη της."
  },
  "mortgage-statement.no-heading": {
    en: "No column heading was found before some rows: two amounts were read as a signed amount and the balance.",
    el: "Δεν βρέθηκε επικεφαλίδα στηλών πριν από ορισμένες γραμμές: δύο ποσά διαβάστηκαν ως προσημασμένο ποσό και υπόλοιπο."
  },
  "mortgage-statement.two-digit-years": {
    en: "Two-digit years were read as 20yy (dd.mm.yy).",
    el: "Τα διψήφια έτη διαβάστηκαν ως 20εε (ηη.μμ.εε)."
  },
  "mortgage-statement.newest-first": {
    en: "The statement lists the newest row first; the rows are given in date order.",
    el: "Η κατάσταση λογαριασμού παραθέτει πρώτα την πιο πρόσφατη γραμμή· οι γραμμές δίνονται με χρονολογική σειρά."
  },
  "mortgage-statement.negative-balances": {
    en: "The statement shows the debt as negative balances; balances are given as the amount owed (sign reversed).",
    el: "Η κατάσταση λογαριασμού δείχνει την οφειλή ως αρνητικά υπόλοιπα· τα υπόλοιπα δίνονται ως το οφειλόμενο ποσό (με αντίστροφο πρόσημο)."
  },
  "mortgage-statement.amount-sign-default": {
    en: "The balances do not show the sign convention of the amount column: a negative amount was read as a repayment (reduces the debt).",
    el: "Τα υπόλοιπα δεν δείχνουν τη σύμβαση προσήμου της στήλης ποσού: αρνητικό ποσό διαβάστηκε ως αποπληρωμή (μειώνει την οφειλή)."
  },
  "mortgage-statement.amount-sign-positive-raises": {
    en: "Amount signs read from the balances: a positive amount increases the debt.",
    el: "Τα πρόσημα των ποσών διαβάστηκαν από τα υπόλοιπα: θετικό ποσό αυξάνει την οφειλή."
  },
  "mortgage-statement.amount-sign-negative-raises": {
    en: "Amount signs read from the balances: a negative amount increases the debt.",
    el: "Τα πρόσημα των ποσών διαβάστηκαν από τα υπόλοιπα: αρνητικό ποσό αυξάνει την οφειλή."
  },
  "mortgage-statement.amount-placed-by-description": {
    en: "Where the spacing did not show the column, a single amount was placed as debit or credit from its description (interest, fee, instalment) or from the change of the balance.",
    el: "Όπου η στοίχιση δεν έδειχνε τη στήλη, ένα μεμονωμένο ποσό καταχωρίστηκε ως χρέωση ή πίστωση από την περιγραφή του (τόκος, τέλος, δόση) ή από τη μεταβολή του υπολοίπου."
  },
  "mortgage-statement.balances-reconciled": {
    en: "Each balance was checked against the previous balance plus the movements since (to EUR 0.01): {value} reconciled, {flagged} flagged (see flaggedRows).",
    el: "Κάθε υπόλοιπο ελέγχθηκε έναντι του προηγούμενου υπολοίπου συν τις κινήσεις από τότε (με ακρίβεια € 0,01): {value} συμφωνούν, {flagged} επισημάνθηκαν (βλ. flaggedRows)."
  }
} as const satisfies AssumptionTexts
