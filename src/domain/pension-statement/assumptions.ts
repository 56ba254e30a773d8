// The assumptions of reading a Social Insurance statement, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const PENSION_STATEMENT_ASSUMPTIONS = {
  "pension-statement.units-as-printed": {
    en: "Units are taken as printed on the statement; they are not recomputed from earnings.",
    el: "Οι ασφαλιστικές μονάδες λαμβάνονται όπως είναι τυπωμένες στην κατάσταση ασφαλιστικών εισφορών· δεν υπολογίζονται ξανά από τις αποδοχές."
  },
  "pension-statement.missing-years-not-filled": {
    en: "Years the statement does not show are reported in missingYears and never filled; no rows are created.",
    el: "Τα έτη που δεν εμφανίζει η κατάσταση αναφέρονται στο missingYears και δεν συμπληρώνονται ποτέ· δεν δημιουργούνται γραμμές."
  },
  "pension-statement.default-column-order": {
    en: "No column heading was recognised before some rows: their values were read in the order Year, Units, Insurable earnings (the order of the Social Insurance statement). Check the units.",
    el: "Δεν αναγνωρίστηκε επικεφαλίδα στηλών πριν από ορισμένες γραμμές: οι τιμές τους διαβάστηκαν με τη σειρά Έτος, Μονάδες, Ασφαλιστέες αποδοχές (η σειρά της κατάστασης των Κοινωνικών Ασφαλίσεων). Ελέγξτε τις μονάδες."
  },
  "pension-statement.thousands-separator": {
    en: "In earnings and contributions columns a single '.' or ',' followed by exactly three digits was read as a thousands separator (2.310 = 2,310); in units columns as a decimal mark.",
    el: "Στις στήλες αποδοχών και εισφορών ένα μόνο «.» ή «,» που ακολουθείται από ακριβώς τρία ψηφία διαβάστηκε ως διαχωριστικό χιλιάδων (2.310 = 2,310)· στις στήλες μονάδων ως υποδιαστολή."
  },
  "pension-statement.earnings-currency-unknown": {
    en: "The currency of insurable earnings is not stated in the heading, so none is given (SIS statements show Cyprus pounds before 2008 and euros from 2008).",
    el: "Το νόμισμα των ασφαλιστέων αποδοχών δεν αναφέρεται στην επικεφαλίδα, οπότε δεν δίνεται κανένα (οι καταστάσεις των Υπηρεσιών Κοινωνικών Ασφαλίσεων δείχνουν λίρες Κύπρου πριν από το 2008 και ευρώ από το 2008)."
  },
  "pension-statement.year-repeated": {
    en: "Year {value} appears again on line {line} with the same units as line {firstLine}; read once.",
    el: "Το έτος {value} εμφανίζεται ξανά στη γραμμή {line} με τις ίδιες μονάδες όπως στη γραμμή {firstLine}· διαβάστηκε μία φορά."
  },
  "pension-statement.stated-total-differs": {
    en: "The statement's total ({value}) differs from the sum of the years read ({sum}): some years are missing, abbreviated or unreadable in the text.",
    el: "Το σύνολο της κατάστασης ({value}) διαφέρει από το άθροισμα των ετών που διαβάστηκαν ({sum}): ορισμένα έτη λείπουν, είναι συντομευμένα ή δεν διαβάζονται στο κείμενο."
  }
} as const satisfies AssumptionTexts
