import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const EUR_YEAR = { en: "EUR a year", el: "€ τον χρόνο" }

const treatment = (prefix: string, en: string, el: string): Record<string, { en: string; el: string }> => ({
  [prefix]: { en, el },
  [`${prefix}.year`]: { en: "Tax year", el: "Φορολογικό έτος" },
  [`${prefix}.regime`]: { en: "Taxed as", el: "Φορολογείται ως" },
  [`${prefix}.flatRatePart`]: { en: "At the 8% flat rate (art. 20D)", el: "Με τον σταθερό συντελεστή 8% (άρθρο 20D)" },
  [`${prefix}.flatRatePart.base`]: { en: "Benefit within the limits", el: "Όφελος εντός των ορίων" },
  [`${prefix}.flatRatePart.ratePercent`]: { en: "Rate (%)", el: "Συντελεστής (%)" },
  [`${prefix}.flatRatePart.tax`]: { en: "Tax", el: "Φόρος" },
  [`${prefix}.progressivePart`]: { en: "With the salary, at the tax scale", el: "Μαζί με τον μισθό, με την κλίμακα" },
  [`${prefix}.progressivePart.base`]: { en: "Amount added to the salary", el: "Ποσό που προστίθεται στον μισθό" },
  [`${prefix}.progressivePart.incomeTax`]: { en: "Extra income tax", el: "Επιπλέον φόρος εισοδήματος" },
  [`${prefix}.socialInsurance`]: { en: "Social Insurance on the gain", el: "Κοινωνικές Ασφαλίσεις επί του κέρδους" },
  [`${prefix}.socialInsurance.amount`]: {
    en: "Social Insurance on the gain",
    el: "Κοινωνικές Ασφαλίσεις επί του κέρδους"
  },
  [`${prefix}.gesy`]: { en: "GESY on the gain", el: "ΓεΣΥ επί του κέρδους" },
  [`${prefix}.gesy.amount`]: { en: "GESY on the gain", el: "ΓεΣΥ επί του κέρδους" },
  [`${prefix}.incomeTax`]: { en: "Income tax on the gain", el: "Φόρος εισοδήματος επί του κέρδους" },
  [`${prefix}.totalTaxAndContributions`]: { en: "Total tax and contributions", el: "Σύνολο φόρων και εισφορών" },
  [`${prefix}.netGain`]: { en: "Net gain", el: "Καθαρό κέρδος" },
  [`${prefix}.effectiveRatePercent`]: { en: "Effective rate (%)", el: "Πραγματικός συντελεστής (%)" },
  [`${prefix}.socialInsuranceNotCharged`]: {
    en: "If no Social Insurance is due on the gain",
    el: "Αν δεν οφείλονται Κοινωνικές Ασφαλίσεις επί του κέρδους"
  },
  [`${prefix}.socialInsuranceNotCharged.socialInsurance`]: { en: "Social Insurance", el: "Κοινωνικές Ασφαλίσεις" },
  [`${prefix}.socialInsuranceNotCharged.incomeTax`]: { en: "Income tax", el: "Φόρος εισοδήματος" },
  [`${prefix}.socialInsuranceNotCharged.totalTaxAndContributions`]: {
    en: "Total tax and contributions",
    el: "Σύνολο φόρων και εισφορών"
  },
  [`${prefix}.socialInsuranceNotCharged.netGain`]: { en: "Net gain", el: "Καθαρό κέρδος" }
})

const reading = (prefix: string, en: string, el: string): Record<string, { en: string; el: string }> => ({
  [prefix]: { en, el },
  [`${prefix}.reading`]: { en: "Reading", el: "Ερμηνεία" },
  [`${prefix}.socialInsurance`]: { en: "Social Insurance", el: "Κοινωνικές Ασφαλίσεις" },
  [`${prefix}.totalTaxAndContributions`]: { en: "Total tax and contributions", el: "Σύνολο φόρων και εισφορών" },
  [`${prefix}.netGain`]: { en: "Net gain", el: "Καθαρό κέρδος" }
})

export const TEXTS: ToolTexts = {
  title: { en: "Employee share options", el: "Δικαιώματα αγοράς μετοχών εργαζομένων (stock options)" },
  intro: {
    en: "Compare the tax on exercising share options from your employer under the 2025 rules and the 2026 rules (8% under a scheme approved by the Tax Commissioner). Have at hand your gross yearly salary from that employer, the number of shares, the exercise price and the market price on the day of exercise, and whether the plan is approved.",
    el: "Συγκρίνετε τη φορολογία κατά την άσκηση δικαιωμάτων αγοράς μετοχών από τον εργοδότη σας με τους κανόνες του 2025 και του 2026 (8% σε σχέδιο εγκεκριμένο από τον Επίτροπο Φορολογίας). Έχετε μπροστά σας τον ακαθάριστο ετήσιο μισθό σας από τον εργοδότη αυτό, τον αριθμό των μετοχών, την τιμή άσκησης, την αγοραία τιμή την ημέρα της άσκησης και αν το σχέδιο είναι εγκεκριμένο."
  },
  fields: {
    salaryIncome: {
      label: { en: "Gross yearly salary from this employer", el: "Ακαθάριστος ετήσιος μισθός από τον εργοδότη αυτό" },
      help: {
        en: "YEARLY, without the option gain: salary, bonuses and 13th salary. If you know the monthly salary, multiply by 12, or 13 with a 13th salary.",
        el: "ΕΤΗΣΙΟΣ, χωρίς το κέρδος από τα δικαιώματα: μισθός, bonus και 13ος μισθός. Αν γνωρίζετε τον μηνιαίο μισθό, πολλαπλασιάστε τον επί 12, ή επί 13 αν παίρνετε 13ο μισθό."
      },
      unit: EUR_YEAR
    },
    shareCount: {
      label: { en: "Number of shares", el: "Αριθμός μετοχών" },
      help: {
        en: "Shares acquired by exercising the options.",
        el: "Οι μετοχές που αποκτάτε με την άσκηση των δικαιωμάτων."
      },
      unit: { en: "shares", el: "μετοχές" }
    },
    exercisePricePerShare: {
      label: { en: "Exercise price per share", el: "Τιμή άσκησης ανά μετοχή" },
      help: {
        en: "The price you pay per share under the plan (strike price); 0 for free shares.",
        el: "Η τιμή που πληρώνετε ανά μετοχή σύμφωνα με το σχέδιο (τιμή άσκησης)· 0 για δωρεάν μετοχές."
      },
      unit: EUR
    },
    marketPricePerShare: {
      label: { en: "Market price per share", el: "Αγοραία τιμή ανά μετοχή" },
      help: {
        en: "The market value of one share on the day of exercise. Gain = shares × (market price − exercise price).",
        el: "Η αγοραία αξία μίας μετοχής την ημέρα της άσκησης. Κέρδος = μετοχές × (αγοραία τιμή − τιμή άσκησης)."
      },
      unit: EUR
    },
    isApprovedScheme: {
      label: { en: "Plan approved by the Tax Commissioner", el: "Σχέδιο εγκεκριμένο από τον Επίτροπο Φορολογίας" },
      help: {
        en: "Yes only if you know the employer's plan is approved under Income Tax Law art. 20D (ask your employer); no if it is not. No figure is given without this answer.",
        el: "Ναι μόνο αν γνωρίζετε ότι το σχέδιο του εργοδότη είναι εγκεκριμένο βάσει του άρθρου 20D του Περί Φορολογίας του Εισοδήματος Νόμου (ρωτήστε τον εργοδότη σας)· όχι αν δεν είναι. Χωρίς αυτή την απάντηση δεν δίνεται ποσό."
      }
    },
    taxYear: {
      label: { en: "Tax year of the exercise", el: "Φορολογικό έτος της άσκησης" },
      help: {
        en: "Selects which treatment applies to you; both are shown. Left empty: 2026, and the result says so.",
        el: "Καθορίζει ποια μεταχείριση ισχύει για εσάς· εμφανίζονται και οι δύο. Αν μείνει κενό: 2026, και το αποτέλεσμα το αναφέρει."
      },
      choices: { "2025": { en: "2025", el: "2025" }, "2026": { en: "2026", el: "2026" } }
    },
    priorApprovedSchemeBenefit: {
      label: { en: "Benefit already taxed at 8%", el: "Όφελος που ήδη φορολογήθηκε με 8%" },
      help: {
        en: "Approved plans only: benefit already taxed at the 8% rate in the last 10 years (only exercises from 2026 count). Left empty: 0.",
        el: "Μόνο για εγκεκριμένα σχέδια: όφελος που ήδη φορολογήθηκε με 8% τα τελευταία 10 χρόνια (μετρούν μόνο ασκήσεις από το 2026). Αν μείνει κενό: 0."
      },
      unit: EUR
    }
  },
  outputs: {
    taxYear: { en: "Tax year", el: "Φορολογικό έτος" },
    taxYearDefaulted: { en: "Tax year taken by default", el: "Φορολογικό έτος κατά προεπιλογή" },
    isApprovedScheme: { en: "Approved plan", el: "Εγκεκριμένο σχέδιο" },
    applicableTreatment: { en: "Treatment that applies", el: "Μεταχείριση που ισχύει" },
    gainAtExercise: { en: "Gain at exercise", el: "Κέρδος κατά την άσκηση" },
    "gainAtExercise.shareCount": { en: "Number of shares", el: "Αριθμός μετοχών" },
    "gainAtExercise.exercisePricePerShare": { en: "Exercise price per share", el: "Τιμή άσκησης ανά μετοχή" },
    "gainAtExercise.marketPricePerShare": { en: "Market price per share", el: "Αγοραία τιμή ανά μετοχή" },
    "gainAtExercise.spreadPerShare": { en: "Gain per share", el: "Κέρδος ανά μετοχή" },
    "gainAtExercise.gain": { en: "Gain", el: "Κέρδος" },
    approvedSchemeCaps: { en: "Limits of the 8% rate", el: "Όρια του συντελεστή 8%" },
    "approvedSchemeCaps.salaryMultipleCap": { en: "Twice the salary", el: "Το διπλάσιο του μισθού" },
    "approvedSchemeCaps.aggregateCap": { en: "Overall limit", el: "Συνολικό όριο" },
    "approvedSchemeCaps.aggregateCapYears": { en: "Over years", el: "Σε έτη" },
    "approvedSchemeCaps.priorApprovedSchemeBenefit": { en: "Already taxed at 8%", el: "Ήδη φορολογημένο με 8%" },
    "approvedSchemeCaps.aggregateRemaining": { en: "Left of the overall limit", el: "Υπόλοιπο του συνολικού ορίου" },
    "approvedSchemeCaps.cappedAmount": { en: "Taxed at 8%", el: "Φορολογείται με 8%" },
    "approvedSchemeCaps.excessAmount": {
      en: "Taxed as employment income",
      el: "Φορολογείται ως εισόδημα από μισθωτή απασχόληση"
    },
    "approvedSchemeCaps.limitedBy": { en: "Limited by", el: "Περιορίζεται από" },
    ...treatment("benefitInKind2025", "2025 rules: benefit in kind", "Κανόνες 2025: όφελος σε είδος"),
    ...treatment("treatment2026", "2026 rules", "Κανόνες 2026"),
    difference: {
      en: "2026 against 2025 (negative: 2026 costs less)",
      el: "2026 έναντι 2025 (αρνητικό: το 2026 κοστίζει λιγότερο)"
    },
    totalTaxAndContributions: { en: "Total tax and contributions", el: "Σύνολο φόρων και εισφορών" },
    netGain: { en: "Net gain", el: "Καθαρό κέρδος" },
    socialInsuranceOnGain: {
      en: "Social Insurance on the gain: two readings",
      el: "Κοινωνικές Ασφαλίσεις επί του κέρδους: δύο ερμηνείες"
    },
    "socialInsuranceOnGain.headline": {
      en: "Reading used in the figures",
      el: "Ερμηνεία που χρησιμοποιείται στα ποσά"
    },
    "socialInsuranceOnGain.why": { en: "Why", el: "Αιτιολογία" },
    ...reading("socialInsuranceOnGain.charged", "If charged", "Αν χρεώνονται"),
    ...reading("socialInsuranceOnGain.notCharged", "If not charged", "Αν δεν χρεώνονται")
  },
  outputChoices: {
    applicableTreatment: {
      benefitInKind2025: { en: "2025 rules: benefit in kind", el: "κανόνες 2025: όφελος σε είδος" },
      treatment2026: { en: "2026 rules", el: "κανόνες 2026" }
    },
    limitedBy: {
      none: { en: "no limit reached", el: "χωρίς υπέρβαση ορίου" },
      "salary-multiple": { en: "salary-multiple limit", el: "όριο πολλαπλάσιου του μισθού" },
      aggregate: { en: "overall limit", el: "συνολικό όριο" }
    },
    regime: {
      "benefit-in-kind": { en: "benefit in kind", el: "όφελος σε είδος" },
      "approved-scheme": { en: "approved plan", el: "εγκεκριμένο σχέδιο" },
      "employment-income": { en: "employment income", el: "εισόδημα από μισθωτή απασχόληση" }
    },
    headline: {
      charged: { en: "Social Insurance charged", el: "με Κοινωνικές Ασφαλίσεις" },
      "not-charged": { en: "no Social Insurance", el: "χωρίς Κοινωνικές Ασφαλίσεις" }
    }
  }
}
