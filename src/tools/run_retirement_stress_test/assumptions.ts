// The assumptions of the retirement stress test, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const STRESS_TEST_ASSUMPTIONS = {
  "stress-test.end-age": {
    en: "endAge was not sent: the plan ends at age {value}, the published default planning horizon of this tool; send endAge to plan for a longer life.",
    el: "Δεν δόθηκε endAge: το σχέδιο τελειώνει στην ηλικία των {value}, ο δημοσιευμένος προεπιλεγμένος ορίζοντας του εργαλείου· στείλτε endAge για σχεδιασμό για μεγαλύτερη διάρκεια ζωής."
  },
  "stress-test.simulations": {
    en: "simulations was not sent: {value} Monte Carlo paths are run, the published default of this tool; the success probability then has a standard error of at most 1.6 percentage points.",
    el: "Δεν δόθηκε simulations: εκτελούνται {value} διαδρομές της προσομοίωσης Monte Carlo, η δημοσιευμένη προεπιλογή του εργαλείου· η πιθανότητα επιτυχίας έχει τότε τυπικό σφάλμα το πολύ 1,6 ποσοστιαίες μονάδες."
  },
  "stress-test.expected-return": {
    en: "expectedReturnPct was not sent: an expected yearly return of {value}% is used, a modelling choice, not a forecast: a balanced portfolio (about 60% shares, 40% bonds) after fees, in nominal terms.",
    el: "Δεν δόθηκε expectedReturnPct: χρησιμοποιείται αναμενόμενη ετήσια απόδοση επενδύσεων {value}%, επιλογή του μοντέλου και όχι πρόβλεψη: ισορροπημένο χαρτοφυλάκιο (περίπου 60% μετοχές, 40% ομόλογα) μετά από αμοιβές, σε ονομαστικούς όρους."
  },
  "stress-test.return-volatility": {
    en: "returnVolatilityPct was not sent: a yearly return volatility of {value}% is used, a modelling choice: the yearly standard deviation of a balanced portfolio's return (shares alone are about 15-20%).",
    el: "Δεν δόθηκε returnVolatilityPct: χρησιμοποιείται ετήσια μεταβλητότητα απόδοσης {value}%, επιλογή του μοντέλου: η ετήσια τυπική απόκλιση της απόδοσης ισορροπημένου χαρτοφυλακίου (οι μετοχές μόνες τους έχουν περίπου 15-20%)."
  },
  "stress-test.inflation-rate": {
    en: "inflationRatePct was not sent: yearly inflation of {value}% is used, the European Central Bank's medium-term inflation target (Cyprus is in the euro area).",
    el: "Δεν δόθηκε inflationRatePct: χρησιμοποιείται ετήσιος πληθωρισμός {value}%, ο μεσοπρόθεσμος στόχος πληθωρισμού της Ευρωπαϊκής Κεντρικής Τράπεζας (η Κύπρος ανήκει στη ζώνη του ευρώ)."
  },
  "stress-test.no-state-pension": {
    en: "statePension was not sent: no state pension income is included.",
    el: "Δεν δόθηκε statePension: δεν περιλαμβάνεται εισόδημα από κρατική σύνταξη."
  },
  "stress-test.state-pension-age": {
    en: "statePensionAge was not sent: the state pension starts at the statutory pension age, {value}.",
    el: "Δεν δόθηκε statePensionAge: η κρατική σύνταξη ξεκινά στη νόμιμη ηλικία συνταξιοδότησης, τα {value}."
  },
  "stress-test.no-other-pensions": {
    en: "pensionStreams was not sent: no occupational, provident or foreign pension is included.",
    el: "Δεν δόθηκε pensionStreams: δεν περιλαμβάνεται επαγγελματική σύνταξη, σύνταξη από ταμείο προνοίας ή σύνταξη από το εξωτερικό."
  },
  "stress-test.pension-stream-start": {
    en: "pensionStreams[{stream}].pensionStartAge was not sent: that pension is paid from retirementAge, {value}.",
    el: "Δεν δόθηκε pensionStreams[{stream}].pensionStartAge: η σύνταξη αυτή καταβάλλεται από την ηλικία retirementAge, τα {value}."
  },
  "stress-test.random-seed": {
    en: "No seed was sent: this run is stochastic, with random seed {value}; send this seed to repeat it exactly.",
    el: "Δεν δόθηκε seed: η εκτέλεση αυτή είναι τυχαία, με σπόρο τυχαίων αριθμών {value}· στείλτε αυτόν τον seed για να την επαναλάβετε ακριβώς."
  },
  "stress-test.return-model": {
    en: "Return model: lognormal monthly returns, independent from month to month, whose yearly product has the expected return and volatility given; random numbers from sfc32 with Box-Muller normals; the deterministic projection earns the expected return every year.",
    el: "Μοντέλο απόδοσης: λογαριθμοκανονικές μηνιαίες αποδόσεις, ανεξάρτητες από μήνα σε μήνα, των οποίων το ετήσιο γινόμενο έχει την αναμενόμενη απόδοση και μεταβλητότητα που δόθηκαν· τυχαίοι αριθμοί από τη γεννήτρια sfc32 με κανονικές τιμές Box-Muller· η ντετερμινιστική προβολή αποφέρει την αναμενόμενη απόδοση κάθε έτος."
  },
  "stress-test.indexation": {
    en: "Indexation: spending and pensions rise with inflation once a year and contributions are flat (a modelling choice); all results are nominal EUR unless labelled in today's money.",
    el: "Τιμαριθμική αναπροσαρμογή: οι δαπάνες και οι συντάξεις αυξάνονται με τον πληθωρισμό μία φορά τον χρόνο και οι εισφορές μένουν σταθερές (επιλογή του μοντέλου)· όλα τα αποτελέσματα είναι σε ονομαστικά ευρώ, εκτός αν σημειώνονται σε σημερινά χρήματα."
  },
  "stress-test.savings-untaxed": {
    en: "Tax on savings is not included: returns are taken after fees and taxes, and withdrawals from savings are not taxed.",
    el: "Δεν περιλαμβάνεται φόρος στις αποταμιεύσεις: οι αποδόσεις λαμβάνονται μετά από αμοιβές και φόρους, και οι αναλήψεις από τις αποταμιεύσεις δεν φορολογούνται."
  },
  "stress-test.pension-tax-year": {
    en: "Pension taxation: every future year is taxed under the {year} rules, with thresholds moving with inflation; a Cyprus tax resident with no income besides the pensions is assumed; monthly amounts x 12 a year.",
    el: "Φορολογία συντάξεων: κάθε μελλοντικό έτος φορολογείται με τους κανόνες του {year}, με τα όρια να κινούνται με τον πληθωρισμό· θεωρείται φορολογικός κάτοικος Κύπρου χωρίς άλλο εισόδημα πέρα από τις συντάξεις· μηνιαία ποσά x 12 τον χρόνο."
  },
  "stress-test.pension-surplus": {
    en: "Pension surplus is not saved: net pensions above planned spending are not added to savings.",
    el: "Το πλεόνασμα των συντάξεων δεν αποταμιεύεται: οι καθαρές συντάξεις πέρα από τις προγραμματισμένες δαπάνες δεν προστίθενται στις αποταμιεύσεις."
  },
  "stress-test.pensions-before-retirement": {
    en: "Pensions paid before retirementAge are counted only from retirementAge: before it they are working-age income, outside this plan.",
    el: "Οι συντάξεις που καταβάλλονται πριν από την ηλικία retirementAge μετρούν μόνο από αυτήν: πριν από αυτήν είναι εισόδημα της εργάσιμης ηλικίας, εκτός αυτού του σχεδίου."
  },
  "stress-test.foreign-pension-exempt": {
    en: "Foreign pension: the part above EUR {value:money} a year may be taxed separately at {rate}% instead of at the scale (Income Tax Law art. 20, the income tax's own rule), and the cheaper method is chosen each year. EUR {value:money} is the amount of art. 20 as last read in the law and on the Tax Department's page; a pre-vote summary of the 2026 reform bill reported EUR {proposed:money}, not found enacted.",
    el: "Σύνταξη από το εξωτερικό: το μέρος πάνω από € {value:money} τον χρόνο μπορεί να φορολογηθεί χωριστά με {rate}% αντί με την κλίμακα (άρθρο 20 του περί Φορολογίας του Εισοδήματος Νόμου, ο ίδιος κανόνας με τον φόρο εισοδήματος), και επιλέγεται κάθε χρόνο η φθηνότερη μέθοδος. Τα € {value:money} είναι το ποσό του άρθρου 20 όπως διαβάστηκε τελευταία στον νόμο και στη σελίδα του Τμήματος Φορολογίας· μια σύνοψη του νομοσχεδίου της μεταρρύθμισης του 2026 πριν από την ψήφιση ανέφερε € {proposed:money}, που δεν βρέθηκε ψηφισμένο."
  }
} as const satisfies AssumptionTexts

export type StressTestAssumptionId = keyof typeof STRESS_TEST_ASSUMPTIONS
