// The assumptions of the state pension estimate, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const STATE_PENSION_ASSUMPTIONS = {
  "state-pension.dependants-zero": {
    en: "No dependants were given, so zero dependants is assumed: the basic pension is at {value}%. One, two or three dependants raise it to {raised}%; ask the user how many dependants they have.",
    el: "Δεν δόθηκαν εξαρτώμενα πρόσωπα, οπότε θεωρείται ότι δεν υπάρχουν: η βασική σύνταξη υπολογίζεται στο {value}%. Ένα, δύο ή τρία εξαρτώμενα την αυξάνουν σε {raised}%· ρωτήστε πόσα εξαρτώμενα πρόσωπα υπάρχουν."
  },
  "state-pension.dependants-capped": {
    en: "{given} dependants were given; the increase counts at most {value}.",
    el: "Δόθηκαν {given} εξαρτώμενα πρόσωπα· η αύξηση λαμβάνει υπόψη το πολύ {value}."
  },
  "state-pension.dependants-by-number": {
    en: "Dependants counted by number only. 60% raised to 80%, 90% and 100% for 1, 2 and 3 dependants (at most 3). The European Commission's table for the same benefit family labels the one-dependant step '(spouse)', i.e. +20 points for a dependent spouse and +10 for each other dependant; whether a child alone (no dependent spouse) gets +20 or +10 was not read in the law.",
    el: "Τα εξαρτώμενα πρόσωπα μετρώνται μόνο κατ' αριθμό. Το 60% αυξάνεται σε 80%, 90% και 100% για 1, 2 και 3 εξαρτώμενα (το πολύ 3). Ο πίνακας της Ευρωπαϊκής Επιτροπής για την ίδια κατηγορία παροχών χαρακτηρίζει το πρώτο βήμα «(σύζυγος)», δηλαδή +20 μονάδες για εξαρτώμενο σύζυγο και +10 για κάθε άλλο εξαρτώμενο· αν ένα παιδί μόνο του (χωρίς εξαρτώμενο σύζυγο) δίνει +20 ή +10 δεν διαβάστηκε στον νόμο."
  },
  "state-pension.amounts-at-year": {
    en: "Amounts are at {value} levels (the latest year held): weekly basic insurable earnings EUR {weekly:money}; future increases of earnings and pensions are not projected.",
    el: "Τα ποσά είναι σε επίπεδα {value} (το τελευταίο έτος που διαθέτουμε): εβδομαδιαίες βασικές ασφαλιστέες αποδοχές € {weekly:money}· μελλοντικές αυξήσεις αποδοχών και συντάξεων δεν προβάλλονται."
  },
  "state-pension.amounts-at-year-derived": {
    en: "Amounts are at {value} levels (the latest year held): weekly basic insurable earnings EUR {weekly:money} (derived from the {value} full basic pension EUR {fullBasic:money} = 60% x 4 weeks of it; the official SIS table was not read); future increases of earnings and pensions are not projected.",
    el: "Τα ποσά είναι σε επίπεδα {value} (το τελευταίο έτος που διαθέτουμε): εβδομαδιαίες βασικές ασφαλιστέες αποδοχές € {weekly:money} (παράγονται από την πλήρη βασική σύνταξη του {value}, € {fullBasic:money} = 60% x 4 εβδομάδες τους· ο επίσημος πίνακας των Υπηρεσιών Κοινωνικών Ασφαλίσεων δεν διαβάστηκε)· μελλοντικές αυξήσεις αποδοχών και συντάξεων δεν προβάλλονται."
  },
  "state-pension.record-as-sent": {
    en: "Only the insurance record sent is counted: no future contributions until retirement are assumed, and years not in the record count as years without insurance.",
    el: "Μετρά μόνο το ασφαλιστικό ιστορικό που δόθηκε: δεν υποτίθενται μελλοντικές εισφορές μέχρι τη συνταξιοδότηση, και τα έτη που λείπουν από το ιστορικό μετρούν ως έτη χωρίς ασφάλιση."
  },
  "state-pension.reference-period": {
    en: "The reference period is counted as pension age minus {startAge} ({value} years), in whole months; the average of basic points is taken over it and cannot exceed 1.",
    el: "Η περίοδος αναφοράς υπολογίζεται ως η ηλικία σύνταξης μείον {startAge} ({value} έτη), σε ακέραιους μήνες· ο μέσος όρος των βασικών μονάδων λαμβάνεται σε αυτή και δεν υπερβαίνει το 1."
  },
  "state-pension.minimum-weeks-as-years": {
    en: "The {weeks}-weeks condition is checked as at least {value} years with units (weeks of insurance are not counted).",
    el: "Η προϋπόθεση των {weeks} εβδομάδων ελέγχεται ως τουλάχιστον {value} έτη με μονάδες (οι εβδομάδες ασφάλισης δεν μετρώνται)."
  },
  "state-pension.weeks-per-period": {
    en: "'Monthly' = {value} weeks and yearly = {yearlyWeeks} weeks ({payments} monthly payments, the last in December), as SIS states pensions; each figure is rounded to the cent from the exact weekly amount.",
    el: "«Μηνιαία» = {value} εβδομάδες και ετήσια = {yearlyWeeks} εβδομάδες ({payments} μηνιαίες πληρωμές, η τελευταία τον Δεκέμβριο), όπως δηλώνουν τις συντάξεις οι Υπηρεσίες Κοινωνικών Ασφαλίσεων· κάθε ποσό στρογγυλεύεται στο σεντ από το ακριβές εβδομαδιαίο ποσό."
  },
  "state-pension.quick-mode-spread": {
    en: "Quick mode: the units are taken as spread evenly over the years worked (each year gives min(1, average units) basic points) and all as paid insurance; advanced mode with the yearly record gives the exact split.",
    el: "Γρήγορος τρόπος: οι μονάδες θεωρούνται ομοιόμορφα κατανεμημένες στα έτη εργασίας (κάθε έτος δίνει min(1, μέσος όρος μονάδων) βασικές μονάδες) και όλες ως πληρωμένη ασφάλιση· ο αναλυτικός τρόπος με το ετήσιο ιστορικό δίνει την ακριβή κατανομή."
  },
  "state-pension.units-all-paid": {
    en: "All units are treated as paid insurance for the paid-basic-insurance condition (no assimilatedUnits were given).",
    el: "Όλες οι μονάδες θεωρούνται πληρωμένη ασφάλιση για την προϋπόθεση της πληρωμένης βασικής ασφάλισης (δεν δόθηκαν εξομοιούμενες μονάδες, assimilatedUnits)."
  },
  "state-pension.early-pension": {
    en: "Early pension: the reduction of {value}% for each month before {pensionAge} is applied to the whole pension, dependants' increases included (inferred), and is permanent. The minimum pension top-up is not applied to an early pension (not confirmed).",
    el: "Πρόωρη σύνταξη: η μείωση {value}% για κάθε μήνα πριν από τα {pensionAge} εφαρμόζεται σε ολόκληρη τη σύνταξη, μαζί με τις αυξήσεις για εξαρτώμενα (συμπέρασμα), και είναι μόνιμη. Η συμπλήρωση έως την ελάχιστη σύνταξη δεν εφαρμόζεται σε πρόωρη σύνταξη (δεν επιβεβαιώθηκε)."
  },
  "state-pension.deferred-pension": {
    en: "Deferred pension: starting {months} months after {pensionAge}, the pension is increased by {value}% for each month of deferral ({total}% in all), as the law (art. 39) allows up to age {maxAge}. The rate rests on one secondary source (the ILO country page): the text of art. 39(4) read is cut off before it. The increase is applied to the basic, dependants' and supplementary pension before any minimum-pension top-up (inferred); contributions paid after {pensionAge} are not added, and the deferral is taken as declared in time (within 3 months of entitlement).",
    el: "Αναβολή σύνταξης: με έναρξη {months} μήνες μετά τα {pensionAge}, η σύνταξη αυξάνεται κατά {value}% για κάθε μήνα αναβολής ({total}% συνολικά), όπως επιτρέπει ο νόμος (άρθρο 39) έως την ηλικία των {maxAge}. Το ποσοστό στηρίζεται σε μία δευτερογενή πηγή (τη σελίδα χώρας της ΔΟΕ): το κείμενο του άρθρου 39(4) που διαβάστηκε διακόπτεται πριν από αυτό. Η αύξηση εφαρμόζεται στη βασική σύνταξη, στις αυξήσεις για εξαρτώμενα και στη συμπληρωματική σύνταξη πριν από οποιαδήποτε συμπλήρωση έως την ελάχιστη (συμπέρασμα)· εισφορές μετά τα {pensionAge} δεν προστίθενται, και η αναβολή θεωρείται ότι δηλώθηκε εγκαίρως (εντός 3 μηνών από τη θεμελίωση του δικαιώματος)."
  },
  "state-pension.minimum-pension-top-up": {
    en: "The pension is below the minimum pension (EUR {value:money} a month for a beneficiary without dependants in {year}) and is topped up to it; the minimum with dependants, and for pensions paid pro rata with other EU states, is not confirmed.",
    el: "Η σύνταξη είναι κάτω από την ελάχιστη σύνταξη (€ {value:money} τον μήνα για δικαιούχο χωρίς εξαρτώμενα το {year}) και συμπληρώνεται έως αυτή· η ελάχιστη με εξαρτώμενα, και για συντάξεις που καταβάλλονται κατ' αναλογία με άλλα κράτη της ΕΕ, δεν επιβεβαιώθηκε."
  },
  "state-pension.not-qualified": {
    en: "The qualifying conditions are not met, so no pension is estimated. A person who does not meet them may receive a lump sum at {value} instead (not calculated), unless entitled to the social pension.",
    el: "Οι προϋποθέσεις δεν πληρούνται, οπότε δεν εκτιμάται σύνταξη. Όποιος δεν τις πληροί μπορεί να λάβει αντ' αυτής εφάπαξ ποσό στα {value} (δεν υπολογίζεται), εκτός αν δικαιούται κοινωνική σύνταξη."
  },
  "state-pension.not-included": {
    en: "Not included: income tax and GESY contributions on the pension, miners' earlier pension age, pensions paid pro rata with other EU states, and the pension reform under discussion in 2025-2026.",
    el: "Δεν περιλαμβάνονται: ο φόρος εισοδήματος και οι εισφορές ΓεΣΥ επί της σύνταξης, η νωρίτερη ηλικία σύνταξης των μεταλλωρύχων, οι συντάξεις που καταβάλλονται κατ' αναλογία με άλλα κράτη της ΕΕ, και η συνταξιοδοτική μεταρρύθμιση που συζητείται το 2025-2026."
  }
} as const satisfies AssumptionTexts
