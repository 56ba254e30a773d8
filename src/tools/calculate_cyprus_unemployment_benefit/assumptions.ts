// The assumptions of the unemployment benefit estimate, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const UNEMPLOYMENT_ASSUMPTIONS = {
  "unemployment.relevant-year": {
    en: "Relevant contribution year {value}: the benefit year is taken to start on the first Monday of July ({boundary}), so a claim before it uses the year before last and a claim from it the last year. Claims in March-June 2020 used 2018 earnings, which fits; the July boundary itself was not read in the law. Alternative reading: always the year before last.",
    el: "Σχετικό έτος εισφορών {value}: το έτος παροχών θεωρείται ότι αρχίζει την πρώτη Δευτέρα του Ιουλίου ({boundary}), οπότε μια αίτηση πριν από αυτή χρησιμοποιεί το προπροηγούμενο έτος και μια αίτηση από αυτή και μετά το προηγούμενο έτος. Οι αιτήσεις Μαρτίου-Ιουνίου 2020 χρησιμοποίησαν τις αποδοχές του 2018, κάτι που συμφωνεί· το όριο του Ιουλίου καθαυτό δεν διαβάστηκε στον νόμο. Εναλλακτική ανάγνωση: πάντα το προπροηγούμενο έτος."
  },
  "unemployment.earnings-not-confirmed": {
    en: "The basic insurable earnings of {value} are not confirmed ({note}), so no amount is estimated rather than a guessed one.",
    el: "Οι βασικές ασφαλιστέες αποδοχές του {value} δεν έχουν επιβεβαιωθεί ({note}), οπότε δεν εκτιμάται ποσό αντί να δοθεί ένα ποσό κατ' εικασία."
  },
  "unemployment.weekly-earnings-derived": {
    en: "The weekly basic insurable earnings of {year} (EUR {value:money}) are derived, not read in the official table: {note}",
    el: "Οι εβδομαδιαίες βασικές ασφαλιστέες αποδοχές του {year} (€ {value:money}) είναι παραγόμενες, δεν διαβάστηκαν στον επίσημο πίνακα (υπολογισμός, στα αγγλικά): {note}"
  },
  "unemployment.earnings-capped": {
    en: "Earnings above the {year} maximum insurable earnings (EUR {value:money}) are not insurable and were capped.",
    el: "Οι αποδοχές πάνω από τις μέγιστες ασφαλιστέες αποδοχές του {year} (€ {value:money}) δεν είναι ασφαλιστέες και περιορίστηκαν σε αυτές."
  },
  "unemployment.earnings-valued-in-year": {
    en: 'Earnings are valued in {year} euros (average weekly insurable earnings of that year = annual / {value}), as the 2020 special benefit applied the law (2018 earnings / {value} / {days}). Alternative reading of "weekly value of the insurance units": the units of {year} valued at the basic insurable earnings of the claim year, which would give a higher amount.',
    el: "Οι αποδοχές αποτιμώνται σε ευρώ του {year} (μέσες εβδομαδιαίες ασφαλιστέες αποδοχές εκείνου του έτους = ετήσιες / {value}), όπως εφάρμοσε τον νόμο το ειδικό επίδομα του 2020 (αποδοχές 2018 / {value} / {days}). Εναλλακτική ανάγνωση της «εβδομαδιαίας αξίας των ασφαλιστικών μονάδων»: οι μονάδες του {year} αποτιμώμενες με τις βασικές ασφαλιστέες αποδοχές του έτους της αίτησης, που θα έδινε μεγαλύτερο ποσό."
  },
  "unemployment.children-without-spouse": {
    en: "Without a dependent spouse each dependent child adds {value} points to the {basePercent}% basic rate ({ratePercent}%), per the EU guide's table, which labels the first +{spousePoints}-point step '(spouse)'. Alternative reading: {rates}% for {counts} dependants of any kind ({altPercent}% here).",
    el: "Χωρίς εξαρτώμενο σύζυγο κάθε εξαρτώμενο παιδί προσθέτει {value} μονάδες στο βασικό ποσοστό {basePercent}% ({ratePercent}%), σύμφωνα με τον πίνακα του οδηγού της ΕΕ, που χαρακτηρίζει το πρώτο βήμα των +{spousePoints} μονάδων «(σύζυγος)». Εναλλακτική ανάγνωση: {rates}% για {counts} εξαρτώμενα πρόσωπα οποιουδήποτε είδους ({altPercent}% εδώ)."
  },
  "unemployment.dependants-capped": {
    en: "At most {value} dependants raise the benefit; {given} were given.",
    el: "Το πολύ {value} εξαρτώμενα πρόσωπα αυξάνουν το επίδομα· δόθηκαν {given}."
  },
  "unemployment.benefit-days": {
    en: "Paid per benefit day, {value} a week (Sundays excluded): daily = weekly / {value}, rounded to the cent; the first {waitingDays} days of unemployment are not paid; at most {maxDays} benefit days per period of unemployment. Each part is rounded to the cent, half away from zero.",
    el: "Καταβάλλεται ανά ημέρα επιδόματος, {value} την εβδομάδα (εκτός Κυριακών): ημερήσιο = εβδομαδιαίο / {value}, στρογγυλεμένο στο σεντ· οι πρώτες {waitingDays} ημέρες ανεργίας δεν πληρώνονται· το πολύ {maxDays} ημέρες επιδόματος ανά περίοδο ανεργίας. Κάθε μέρος στρογγυλεύεται στο σεντ, με το μισό προς τα πάνω (μακριά από το μηδέν)."
  },
  "unemployment.age-not-checked": {
    en: "Claimants must be aged {value} to {maximumAge} (to {maximumAgeWithoutPension} if not entitled to a statutory pension); age is not checked here.",
    el: "Οι αιτητές πρέπει να είναι ηλικίας {value} έως {maximumAge} ετών (έως {maximumAgeWithoutPension} αν δεν δικαιούνται σύνταξη γήρατος)· η ηλικία δεν ελέγχεται εδώ."
  },
  "unemployment.payable-if-entitled": {
    en: "The amount is payable only if every entitlement condition is met.",
    el: "Το ποσό καταβάλλεται μόνο αν πληρούνται όλες οι προϋποθέσεις δικαιούχου."
  }
} as const satisfies AssumptionTexts
