import type { ToolTexts } from "./types.ts"

export const TEXTS: ToolTexts = {
  title: { en: "Social Insurance figures of a year", el: "Ποσά Κοινωνικών Ασφαλίσεων ενός έτους" },
  intro: {
    en: "Look up the Social Insurance figures of one year: basic and maximum insurable earnings, contribution rates, pension age and conditions, each marked official, derived or unconfirmed, with its source. Have at hand the year you need.",
    el: "Δείτε τα ποσά των Κοινωνικών Ασφαλίσεων ενός έτους: βασικές και ανώτατες ασφαλιστέες αποδοχές, ποσοστά εισφορών, ηλικία και προϋποθέσεις συνταξιοδότησης, το καθένα με την ένδειξη επίσημο, παράγωγο ή μη επιβεβαιωμένο και με την πηγή του. Χρειάζεστε μόνο το έτος που σας ενδιαφέρει."
  },
  fields: {
    year: {
      label: { en: "Year", el: "Έτος" },
      help: {
        en: "The calendar (contribution) year, e.g. 2025. Years held: 2020 to 2026.",
        el: "Το ημερολογιακό έτος (έτος εισφορών), π.χ. 2025. Διαθέσιμα έτη: 2020 έως 2026."
      }
    }
  },
  outputs: {
    year: { en: "Year", el: "Έτος" },
    weeklyBasicInsurableEarnings: {
      en: "Basic insurable earnings, a week",
      el: "Βασικές ασφαλιστέες αποδοχές, την εβδομάδα"
    },
    monthlyBasicInsurableEarnings: {
      en: "Basic insurable earnings, a month",
      el: "Βασικές ασφαλιστέες αποδοχές, τον μήνα"
    },
    annualBasicInsurableEarnings: {
      en: "Basic insurable earnings, a year (one insurance unit)",
      el: "Βασικές ασφαλιστέες αποδοχές, τον χρόνο (μία μονάδα ασφάλισης)"
    },
    weeklyMaxInsurableEarnings: {
      en: "Maximum insurable earnings, a week",
      el: "Ανώτατες ασφαλιστέες αποδοχές, την εβδομάδα"
    },
    monthlyMaxInsurableEarnings: {
      en: "Maximum insurable earnings, a month",
      el: "Ανώτατες ασφαλιστέες αποδοχές, τον μήνα"
    },
    annualMaxInsurableEarnings: {
      en: "Maximum insurable earnings, a year",
      el: "Ανώτατες ασφαλιστέες αποδοχές, τον χρόνο"
    },
    contributionRates: { en: "Contribution rates", el: "Ποσοστά εισφορών" },
    "contributionRates.employeePercent": { en: "Employee (%)", el: "Μισθωτός (%)" },
    "contributionRates.employerPercent": { en: "Employer (%)", el: "Εργοδότης (%)" },
    "contributionRates.selfEmployedPercent": { en: "Self-employed (%)", el: "Αυτοτελώς εργαζόμενος (%)" },
    "contributionRates.statePercent": {
      en: "State, on employees' earnings (%)",
      el: "Κράτος, επί των αποδοχών μισθωτών (%)"
    },
    maxUnitsPerYear: { en: "Most insurance units a year", el: "Μέγιστες μονάδες ασφάλισης τον χρόνο" },
    statutoryPensionAge: { en: "Pension age", el: "Ηλικία συνταξιοδότησης" },
    minimumContributionYears: {
      en: "Fewest years of insurance for a pension",
      el: "Ελάχιστα έτη ασφάλισης για σύνταξη"
    },
    figures: { en: "Every figure of the year", el: "Όλα τα ποσά του έτους" },
    "figures[].key": { en: "Key", el: "Κωδικός" },
    "figures[].label": { en: "Figure", el: "Μέγεθος" },
    "figures[].value": { en: "Value", el: "Τιμή" },
    "figures[].unit": { en: "Unit", el: "Μονάδα" },
    "figures[].year": { en: "Year", el: "Έτος" },
    "figures[].status": { en: "Status", el: "Κατάσταση" },
    series: { en: "Insurable earnings by year", el: "Ασφαλιστέες αποδοχές ανά έτος" },
    "series[].year": { en: "Year", el: "Έτος" },
    "series[].annualBasicInsurableEarnings": { en: "Basic, a year", el: "Βασικές, τον χρόνο" },
    "series[].annualMaxInsurableEarnings": { en: "Maximum, a year", el: "Ανώτατες, τον χρόνο" }
  },
  outputChoices: {
    status: {
      official: { en: "official", el: "επίσημο" },
      derived: { en: "derived", el: "παράγωγο" },
      unconfirmed: { en: "unconfirmed", el: "μη επιβεβαιωμένο" }
    }
  }
}
