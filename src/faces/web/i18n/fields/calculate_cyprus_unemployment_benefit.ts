import type { ToolTexts } from "./types.ts"

const ASKED = {
  en: "Left empty, entitlement stays undetermined and the question is asked.",
  el: "Αν μείνει κενό, το δικαίωμα παραμένει αδιευκρίνιστο και τίθεται η σχετική ερώτηση."
}
const asked = (en: string, el: string) => ({ en: `${en} ${ASKED.en}`, el: `${el} ${ASKED.el}` })

export const TEXTS: ToolTexts = {
  title: { en: "Unemployment benefit", el: "Επίδομα ανεργίας" },
  intro: {
    en: "Estimate the Social Insurance unemployment benefit a week and in total, and see whether the conditions for it are met. Have at hand the date of your claim and your gross insurable earnings of the relevant contribution year, from your Social Insurance statement.",
    el: "Υπολογίστε κατά προσέγγιση το επίδομα ανεργίας των Κοινωνικών Ασφαλίσεων την εβδομάδα και συνολικά, και δείτε αν πληρούνται οι προϋποθέσεις. Έχετε μπροστά σας την ημερομηνία της αίτησής σας και τις ακαθάριστες ασφαλιστέες αποδοχές σας του σχετικού έτους εισφορών, από την κατάσταση ασφαλιστικού λογαριασμού."
  },
  fields: {
    applicationDate: {
      label: { en: "Date of the claim", el: "Ημερομηνία της αίτησης" },
      help: {
        en: "The real date you claim (or claimed) the benefit; it sets the contribution year the amount is based on.",
        el: "Η πραγματική ημερομηνία που υποβάλλετε (ή υποβάλατε) την αίτηση· καθορίζει το έτος εισφορών στο οποίο βασίζεται το ποσό."
      }
    },
    annualGrossEarnings: {
      label: {
        en: "Gross insurable earnings of the relevant year",
        el: "Ακαθάριστες ασφαλιστέες αποδοχές του σχετικού έτους"
      },
      help: {
        en: "Yearly, for the relevant contribution year: the claim year minus 2 for a claim before the first Monday of July, minus 1 from that day. Your Social Insurance statement shows it.",
        el: "Ετήσιες, για το σχετικό έτος εισφορών: το έτος της αίτησης μείον 2 για αίτηση πριν από την πρώτη Δευτέρα του Ιουλίου, μείον 1 από εκείνη την ημέρα. Φαίνονται στην κατάσταση ασφαλιστικού λογαριασμού σας."
      },
      unit: { en: "EUR a year", el: "€ τον χρόνο" }
    },
    dependentSpouse: {
      label: { en: "Dependent spouse", el: "Εξαρτώμενος σύζυγος" },
      help: {
        en: "Yes if your spouse depends on you (is not in paid work).",
        el: "Ναι αν ο/η σύζυγός σας εξαρτάται από εσάς (δεν εργάζεται με αμοιβή)."
      }
    },
    dependentChildren: {
      label: { en: "Dependent children", el: "Εξαρτώμενα τέκνα" },
      help: {
        en: "Dependent children or other dependants; 0 if none. At most 3 dependants in all (spouse included) raise the benefit.",
        el: "Εξαρτώμενα τέκνα ή άλλα εξαρτώμενα πρόσωπα· 0 αν δεν υπάρχουν. Το επίδομα αυξάνεται για έως 3 εξαρτώμενα συνολικά (μαζί με τον/τη σύζυγο)."
      },
      unit: { en: "persons", el: "πρόσωπα" }
    },
    isEmployee: {
      label: { en: "Insured as an employee", el: "Ασφαλισμένος ως μισθωτός" },
      help: asked(
        "Yes if you were insured as an employee (or as a voluntary contributor working abroad for a Cypriot employer); no if self-employed, who are not covered.",
        "Ναι αν ήσασταν ασφαλισμένος ως μισθωτός (ή προαιρετικά ασφαλισμένος που εργάζεται στο εξωτερικό για Κύπριο εργοδότη)· όχι αν ήσασταν αυτοτελώς εργαζόμενος, που δεν καλύπτεται."
      )
    },
    insuranceHistoryMeetsMinimum: {
      label: { en: "Minimum insurance met", el: "Ελάχιστη ασφάλιση" },
      help: asked(
        "Yes if at least 26 weeks passed since your insurance began and contributions were paid on at least 26 times the weekly basic insurable earnings (0.50 insurance unit).",
        "Ναι αν πέρασαν τουλάχιστον 26 εβδομάδες από την έναρξη της ασφάλισής σας και καταβλήθηκαν εισφορές σε αποδοχές τουλάχιστον 26 φορές τις εβδομαδιαίες βασικές ασφαλιστέες αποδοχές (0,50 μονάδα ασφάλισης)."
      )
    },
    insuranceHistoryMeetsRelevantYear: {
      label: { en: "Insurance in the relevant year met", el: "Ασφάλιση στο σχετικό έτος" },
      help: asked(
        "Yes if your paid or credited insurable earnings in the relevant contribution year were at least 20 times that year's weekly basic insurable earnings (0.39 insurance unit).",
        "Ναι αν οι πληρωμένες ή πιστωμένες ασφαλιστέες αποδοχές σας στο σχετικό έτος εισφορών ήταν τουλάχιστον 20 φορές τις εβδομαδιαίες βασικές ασφαλιστέες αποδοχές του έτους (0,39 μονάδα ασφάλισης)."
      )
    },
    isRegisteredAsUnemployed: {
      label: { en: "Registered as unemployed", el: "Εγγεγραμμένος ως άνεργος" },
      help: asked(
        "Yes if you are registered as a job-seeker at the District Labour Office (Public Employment Service) and as unemployed at the Social Insurance office.",
        "Ναι αν είστε εγγεγραμμένος ως άνεργος στο Επαρχιακό Γραφείο Εργασίας (Δημόσια Υπηρεσία Απασχόλησης) και στο Γραφείο Κοινωνικών Ασφαλίσεων."
      )
    },
    isCapableAndAvailableForWork: {
      label: { en: "Able and available to work", el: "Ικανός και διαθέσιμος για εργασία" },
      help: asked(
        "Yes if you are capable of work and available for it.",
        "Ναι αν είστε ικανός για εργασία και διαθέσιμος να εργαστείτε."
      )
    }
  },
  outputs: {
    applicationDate: { en: "Date of the claim", el: "Ημερομηνία της αίτησης" },
    relevantContributionYear: { en: "Relevant contribution year", el: "Σχετικό έτος εισφορών" },
    benefit: { en: "Benefit", el: "Επίδομα" },
    "benefit.annualInsurableEarnings": { en: "Insurable earnings of the year", el: "Ασφαλιστέες αποδοχές του έτους" },
    "benefit.earningsCappedAtMaximum": {
      en: "Earnings capped at the maximum",
      el: "Οι αποδοχές περιορίστηκαν στο ανώτατο όριο"
    },
    "benefit.annualMaxInsurableEarnings": {
      en: "Maximum insurable earnings of the year",
      el: "Ανώτατο όριο ασφαλιστέων αποδοχών του έτους"
    },
    "benefit.averageWeeklyInsurableEarnings": {
      en: "Average weekly insurable earnings",
      el: "Μέσες εβδομαδιαίες ασφαλιστέες αποδοχές"
    },
    "benefit.weeklyBasicInsurableEarnings": {
      en: "Weekly basic insurable earnings",
      el: "Εβδομαδιαίες βασικές ασφαλιστέες αποδοχές"
    },
    "benefit.dependantsCounted": { en: "Dependants counted", el: "Εξαρτώμενα πρόσωπα που λογίστηκαν" },
    "benefit.basicRatePercent": { en: "Basic benefit rate (%)", el: "Ποσοστό βασικού επιδόματος (%)" },
    "benefit.weeklyBasicBenefit": { en: "Basic benefit a week", el: "Βασικό επίδομα την εβδομάδα" },
    "benefit.weeklySupplementaryBenefit": {
      en: "Supplementary benefit a week",
      el: "Συμπληρωματικό επίδομα την εβδομάδα"
    },
    "benefit.supplementaryCapped": { en: "Supplementary benefit capped", el: "Το συμπληρωματικό επίδομα περιορίστηκε" },
    "benefit.weeklyBenefit": { en: "Benefit a week", el: "Επίδομα την εβδομάδα" },
    "benefit.dailyBenefit": { en: "Benefit a day (6 days a week)", el: "Επίδομα την ημέρα (6 ημέρες την εβδομάδα)" },
    "benefit.waitingDays": { en: "Waiting days (not paid)", el: "Ημέρες αναμονής (δεν καταβάλλονται)" },
    "benefit.maxBenefitDays": { en: "Most days paid", el: "Μέγιστες ημέρες επιδότησης" },
    "benefit.maximumTotalBenefit": { en: "Most benefit in total", el: "Μέγιστο συνολικό επίδομα" },
    benefitNotEstimatedReason: { en: "Why no amount is given", el: "Γιατί δεν δίνεται ποσό" },
    entitlement: { en: "Entitlement", el: "Δικαίωμα στο επίδομα" },
    "entitlement.status": { en: "Entitled", el: "Δικαίωμα" },
    "entitlement.conditions": { en: "Conditions", el: "Προϋποθέσεις" },
    "entitlement.conditions[].condition": { en: "Condition", el: "Προϋπόθεση" },
    "entitlement.conditions[].met": { en: "Met", el: "Πληρείται" },
    "entitlement.conditions[].field": { en: "Answer in the form", el: "Απάντηση στη φόρμα" },
    "entitlement.reasons": { en: "Reasons", el: "Αιτιολογία" },
    "entitlement.followUpQuestions": { en: "Still to answer", el: "Ερωτήσεις που μένουν να απαντηθούν" },
    series: { en: "Benefit paid over time", el: "Επίδομα που καταβάλλεται με τον χρόνο" },
    "series[].benefitWeek": { en: "Benefit week", el: "Εβδομάδα επιδότησης" },
    "series[].cumulativeBenefit": { en: "Paid so far", el: "Σωρευτικό ποσό" }
  },
  outputChoices: {
    status: {
      entitled: { en: "entitled", el: "δικαιούται" },
      "not entitled": { en: "not entitled", el: "δεν δικαιούται" },
      undetermined: { en: "cannot be determined", el: "δεν μπορεί να κριθεί" }
    }
  }
}
