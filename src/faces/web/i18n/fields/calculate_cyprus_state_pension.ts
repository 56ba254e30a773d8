import type { ToolTexts } from "./types.ts"

const YEARS = { en: "years", el: "έτη" }
const UNITS = { en: "insurance units", el: "μονάδες ασφάλισης" }
const INFORMATIONAL = {
  en: "Optional, as on the statement: shown, not used in the calculation.",
  el: "Προαιρετικό, όπως στην κατάσταση: εμφανίζεται, δεν χρησιμοποιείται στον υπολογισμό."
}
const informational = (en: string, el: string) => ({ en: `${en} ${INFORMATIONAL.en}`, el: `${el} ${INFORMATIONAL.el}` })

const weeklyMonthlyYearly = (prefix: string, en: string, el: string): Record<string, { en: string; el: string }> => ({
  [prefix]: { en, el },
  [`${prefix}.weekly`]: { en: `${en}, a week`, el: `${el}, την εβδομάδα` },
  [`${prefix}.monthly`]: { en: `${en}, a month (4 weeks)`, el: `${el}, τον μήνα (4 εβδομάδες)` },
  [`${prefix}.yearly`]: { en: `${en}, a year (13 payments)`, el: `${el}, τον χρόνο (13 καταβολές)` }
})

export const TEXTS: ToolTexts = {
  title: { en: "Social Insurance old-age pension", el: "Σύνταξη γήρατος Κοινωνικών Ασφαλίσεων" },
  intro: {
    en: "Estimate your Social Insurance old-age pension (basic and supplementary) at the age you choose, and see whether you meet the conditions for it. Have at hand your Social Insurance statement: the years insured and the insurance units, or the units of each year.",
    el: "Υπολογίστε κατά προσέγγιση τη σύνταξη γήρατος από τις Κοινωνικές Ασφαλίσεις (βασική και συμπληρωματική) στην ηλικία που επιλέγετε και δείτε αν πληροίτε τις προϋποθέσεις. Έχετε μπροστά σας την κατάσταση ασφαλιστικού λογαριασμού από τις Υπηρεσίες Κοινωνικών Ασφαλίσεων: τα έτη ασφάλισης και τις μονάδες ασφάλισης, ή τις μονάδες κάθε έτους."
  },
  fields: {
    mode: {
      label: { en: "How to calculate", el: "Τρόπος υπολογισμού" },
      help: {
        en: "Quick: from your age, years worked and total units. Detailed: from the units of each year on your statement.",
        el: "Σύντομος: από την ηλικία, τα έτη εργασίας και το σύνολο των μονάδων. Αναλυτικός: από τις μονάδες κάθε έτους όπως στην κατάστασή σας."
      },
      choices: {
        quick: { en: "Quick (totals)", el: "Σύντομος (σύνολα)" },
        advanced: { en: "Detailed (year by year)", el: "Αναλυτικός (ανά έτος)" }
      }
    },
    retirementAge: {
      label: { en: "Age the pension starts", el: "Ηλικία έναρξης της σύνταξης" },
      help: {
        en: "63 to 68; a fraction for months (64.5 = 64 and a half). Before 65 the pension is reduced by 0.5% a month; after 65 increased by 0.5% a month.",
        el: "Από 63 έως 68· με δεκαδικά για μήνες (64,5 = 64 και μισό). Πριν από τα 65 η σύνταξη μειώνεται κατά 0,5% τον μήνα· μετά τα 65 αυξάνεται κατά 0,5% τον μήνα."
      },
      unit: YEARS
    },
    currentAge: {
      label: { en: "Your age today", el: "Η ηλικία σας σήμερα" },
      help: {
        en: "Needed in the quick calculation; in the detailed one it only checks the record.",
        el: "Απαιτείται στον σύντομο υπολογισμό· στον αναλυτικό χρησιμεύει μόνο για έλεγχο των στοιχείων."
      },
      unit: YEARS
    },
    yearsWorked: {
      label: { en: "Years insured so far", el: "Έτη ασφάλισης μέχρι σήμερα" },
      help: {
        en: "Quick calculation: the years with Social Insurance contributions, as on your statement.",
        el: "Σύντομος υπολογισμός: τα έτη με εισφορές στις Κοινωνικές Ασφαλίσεις, όπως στην κατάστασή σας."
      },
      unit: YEARS
    },
    totalInsuranceUnits: {
      label: { en: "Total insurance units", el: "Σύνολο μονάδων ασφάλισης" },
      help: {
        en: "Quick calculation: the total units (points) credited so far, as on your statement.",
        el: "Σύντομος υπολογισμός: το σύνολο των μονάδων ασφάλισης που σας έχουν πιστωθεί μέχρι σήμερα, όπως στην κατάστασή σας."
      },
      unit: UNITS
    },
    dependents: {
      label: { en: "Dependants", el: "Εξαρτώμενα πρόσωπα" },
      help: {
        en: "A dependent spouse and children: 1, 2 or 3 and more raise the basic pension from 60% to 80%, 90% or 100%. Left empty: none, and the result says so.",
        el: "Εξαρτώμενος σύζυγος και τέκνα: 1, 2 ή 3 και περισσότερα αυξάνουν τη βασική σύνταξη από 60% σε 80%, 90% ή 100%. Αν μείνει κενό: κανένα, και το αποτέλεσμα το αναφέρει."
      },
      unit: { en: "persons", el: "πρόσωπα" }
    },
    yearlyUnits: {
      label: { en: "Insurance units by year", el: "Μονάδες ασφάλισης ανά έτος" },
      help: {
        en: "Detailed calculation: one row per year from your Social Insurance statement (or the rows read from it). Years left out count as years without insurance.",
        el: "Αναλυτικός υπολογισμός: μία γραμμή για κάθε έτος από την κατάσταση ασφαλιστικού λογαριασμού (ή τις γραμμές που διαβάστηκαν από αυτήν). Όσα έτη λείπουν λογίζονται ως έτη χωρίς ασφάλιση."
      }
    },
    "yearlyUnits[].year": {
      label: { en: "Year", el: "Έτος" },
      help: { en: "The contribution year, e.g. 2003.", el: "Το έτος εισφορών, π.χ. 2003." }
    },
    "yearlyUnits[].units": {
      label: { en: "Insurance units", el: "Μονάδες ασφάλισης" },
      help: {
        en: "Units credited for that year, as on the statement (6 at most).",
        el: "Οι μονάδες που πιστώθηκαν για το έτος, όπως στην κατάσταση (έως 6)."
      },
      unit: UNITS
    },
    "yearlyUnits[].weeksInsured": {
      label: { en: "Weeks insured", el: "Εβδομάδες ασφάλισης" },
      help: informational("Weeks of insurance in the year.", "Οι εβδομάδες ασφάλισης του έτους."),
      unit: { en: "weeks", el: "εβδομάδες" }
    },
    "yearlyUnits[].insurableEarnings": {
      label: { en: "Insurable earnings", el: "Ασφαλιστέες αποδοχές" },
      help: informational(
        "In the currency of the statement (Cyprus pounds before 2008).",
        "Στο νόμισμα της κατάστασης (λίρες Κύπρου πριν από το 2008)."
      )
    },
    "yearlyUnits[].earningsCurrency": {
      label: { en: "Currency of the earnings", el: "Νόμισμα των αποδοχών" },
      help: informational(
        "Only when the statement's heading states it.",
        "Μόνο όταν αναγράφεται στην επικεφαλίδα της κατάστασης."
      ),
      choices: {
        EUR: { en: "Euro (EUR)", el: "Ευρώ (€)" },
        CYP: { en: "Cyprus pound (CYP)", el: "Λίρα Κύπρου (CYP)" }
      }
    },
    "yearlyUnits[].annualContributions": {
      label: { en: "Annual contributions", el: "Ετήσιες εισφορές" },
      help: informational("On flat-rate records before 1981.", "Σε στοιχεία σταθερών εισφορών πριν από το 1981.")
    },
    "yearlyUnits[].basicUnits": {
      label: { en: "Basic insurance units", el: "Μονάδες βασικής ασφάλισης" },
      help: informational("When shown separately.", "Όταν εμφανίζονται χωριστά."),
      unit: UNITS
    },
    "yearlyUnits[].supplementaryUnits": {
      label: { en: "Supplementary insurance units", el: "Μονάδες συμπληρωματικής ασφάλισης" },
      help: informational("When shown separately.", "Όταν εμφανίζονται χωριστά."),
      unit: UNITS
    },
    "yearlyUnits[].assimilatedUnits": {
      label: { en: "Assimilated (credited) units", el: "Μονάδες εξομοιωμένης ασφάλισης (πιστώσεις)" },
      help: {
        en: "Credited units included in the units above, when shown separately; they do not count towards the paid basic insurance condition.",
        el: "Πιστωμένες μονάδες που περιλαμβάνονται στις μονάδες πιο πάνω, όταν εμφανίζονται χωριστά· δεν μετρούν στην προϋπόθεση πληρωμένης βασικής ασφάλισης."
      },
      unit: UNITS
    },
    "yearlyUnits[].lineNumber": {
      label: { en: "Line of the pasted text", el: "Γραμμή του κειμένου" },
      help: {
        en: "Filled when the row was read from a pasted statement; not used in the calculation.",
        el: "Συμπληρώνεται όταν η γραμμή διαβάστηκε από επικολλημένη κατάσταση· δεν χρησιμοποιείται στον υπολογισμό."
      }
    }
  },
  outputs: {
    mode: { en: "Calculation", el: "Υπολογισμός" },
    retirementAge: { en: "Age the pension starts", el: "Ηλικία έναρξης της σύνταξης" },
    dependents: { en: "Dependants counted", el: "Εξαρτώμενα πρόσωπα που λογίστηκαν" },
    dependentsAssumed: { en: "No dependants assumed", el: "Υποτέθηκε ότι δεν υπάρχουν εξαρτώμενα" },
    valuationYear: { en: "Year of the reference figures", el: "Έτος των ποσών αναφοράς" },
    qualifies: { en: "Meets the conditions", el: "Πληρούνται οι προϋποθέσεις" },
    conditions: { en: "Qualifying conditions", el: "Προϋποθέσεις συνταξιοδότησης" },
    "conditions[].name": { en: "Condition", el: "Προϋπόθεση" },
    "conditions[].requirement": { en: "Requirement", el: "Απαίτηση" },
    "conditions[].required": { en: "Required", el: "Απαιτούμενο" },
    "conditions[].actual": { en: "Yours", el: "Δικό σας" },
    "conditions[].met": { en: "Met", el: "Πληρείται" },
    reasonsNotQualifying: { en: "Why no pension is due", el: "Γιατί δεν καταβάλλεται σύνταξη" },
    record: { en: "Your insurance record", el: "Το ασφαλιστικό σας ιστορικό" },
    "record.insuredYears": { en: "Years insured", el: "Έτη ασφάλισης" },
    "record.totalUnits": { en: "Total insurance units", el: "Σύνολο μονάδων ασφάλισης" },
    "record.basicPoints": { en: "Basic insurance points", el: "Μονάδες βασικής ασφάλισης" },
    "record.paidBasicPoints": { en: "Paid basic insurance points", el: "Μονάδες πληρωμένης βασικής ασφάλισης" },
    "record.supplementaryPoints": { en: "Supplementary insurance points", el: "Μονάδες συμπληρωματικής ασφάλισης" },
    "record.referencePeriodYears": { en: "Reference period (years)", el: "Περίοδος αναφοράς (έτη)" },
    "record.averageBasicPoints": {
      en: "Average basic points a year",
      el: "Μέσος όρος μονάδων βασικής ασφάλισης ανά έτος"
    },
    referenceFigures: { en: "Reference figures", el: "Ποσά αναφοράς" },
    "referenceFigures.weeklyBasicInsurableEarnings": {
      en: "Weekly basic insurable earnings",
      el: "Εβδομαδιαίες βασικές ασφαλιστέες αποδοχές"
    },
    "referenceFigures.weeklyBasicInsurableEarningsStatus": { en: "Status of that figure", el: "Κατάσταση του ποσού" },
    "referenceFigures.fullBasicPensionMonthly": {
      en: "Full basic pension, a month",
      el: "Πλήρης βασική σύνταξη, τον μήνα"
    },
    "referenceFigures.minimumPensionMonthly": { en: "Minimum pension, a month", el: "Κατώτατη σύνταξη, τον μήνα" },
    pension: { en: "Pension", el: "Σύνταξη" },
    "pension.basicRatePercent": { en: "Basic pension rate (%)", el: "Ποσοστό βασικής σύνταξης (%)" },
    ...weeklyMonthlyYearly("pension.basic", "Basic pension", "Βασική σύνταξη"),
    ...weeklyMonthlyYearly("pension.dependantsIncrease", "Increase for dependants", "Αύξηση για εξαρτώμενα"),
    ...weeklyMonthlyYearly("pension.supplementary", "Supplementary pension", "Συμπληρωματική σύνταξη"),
    ...weeklyMonthlyYearly(
      "pension.grossBeforeReduction",
      "Pension before the age adjustment",
      "Σύνταξη πριν από την αναπροσαρμογή λόγω ηλικίας"
    ),
    "pension.earlyReduction": { en: "Reduction for an early pension", el: "Μείωση λόγω πρόωρης σύνταξης" },
    "pension.earlyReduction.months": { en: "Months before 65", el: "Μήνες πριν από τα 65" },
    "pension.earlyReduction.percent": { en: "Reduction (%)", el: "Μείωση (%)" },
    ...weeklyMonthlyYearly("pension.earlyReduction.amount", "Reduction", "Μείωση"),
    "pension.deferralIncrease": { en: "Increase for a deferred pension", el: "Αύξηση λόγω αναβολής της σύνταξης" },
    "pension.deferralIncrease.months": { en: "Months after 65", el: "Μήνες μετά τα 65" },
    "pension.deferralIncrease.percent": { en: "Increase (%)", el: "Αύξηση (%)" },
    ...weeklyMonthlyYearly("pension.deferralIncrease.amount", "Increase", "Αύξηση"),
    ...weeklyMonthlyYearly(
      "pension.minimumPensionTopUp",
      "Top-up to the minimum pension",
      "Συμπλήρωση μέχρι την κατώτατη σύνταξη"
    ),
    ...weeklyMonthlyYearly("pension.total", "Total pension", "Συνολική σύνταξη"),
    series: { en: "Pension by starting age", el: "Σύνταξη ανά ηλικία έναρξης" },
    "series[].retirementAge": { en: "Starting age", el: "Ηλικία έναρξης" },
    "series[].qualifies": { en: "Meets the conditions", el: "Πληρούνται οι προϋποθέσεις" },
    "series[].weeklyPension": { en: "Pension a week", el: "Σύνταξη την εβδομάδα" },
    "series[].monthlyPension": { en: "Pension a month (4 weeks)", el: "Σύνταξη τον μήνα (4 εβδομάδες)" }
  }
}
