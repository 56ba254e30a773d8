import type { ToolTexts } from "./types.ts"

export const TEXTS: ToolTexts = {
  title: { en: "Read a Social Insurance statement", el: "Ανάγνωση κατάστασης Κοινωνικών Ασφαλίσεων" },
  intro: {
    en: "Paste the text of your Social Insurance statement to get the insurance units of each year, ready for the pension calculation; gaps and unreadable lines are listed, never filled. Check the figures against the statement.",
    el: "Επικολλήστε το κείμενο της κατάστασης ασφαλιστικού λογαριασμού σας από τις Υπηρεσίες Κοινωνικών Ασφαλίσεων για να πάρετε τις μονάδες ασφάλισης κάθε έτους, έτοιμες για τον υπολογισμό της σύνταξης· τα κενά και οι γραμμές που δεν διαβάζονται αναφέρονται, δεν συμπληρώνονται. Ελέγξτε τα ποσά με την κατάσταση."
  },
  fields: {
    text: {
      label: { en: "Text of the statement", el: "Κείμενο της κατάστασης" },
      help: {
        en: "Copy the table of years and units from the statement (Greek or English headings) and paste it here.",
        el: "Αντιγράψτε τον πίνακα με τα έτη και τις μονάδες από την κατάσταση (με ελληνικές ή αγγλικές επικεφαλίδες) και επικολλήστε τον εδώ."
      }
    }
  },
  outputs: {
    contributionYears: { en: "Years read", el: "Έτη που διαβάστηκαν" },
    "contributionYears[].year": { en: "Year", el: "Έτος" },
    "contributionYears[].units": { en: "Insurance units", el: "Μονάδες ασφάλισης" },
    "contributionYears[].weeksInsured": { en: "Weeks insured", el: "Εβδομάδες ασφάλισης" },
    "contributionYears[].insurableEarnings": { en: "Insurable earnings", el: "Ασφαλιστέες αποδοχές" },
    "contributionYears[].earningsCurrency": { en: "Currency", el: "Νόμισμα" },
    "contributionYears[].annualContributions": { en: "Annual contributions", el: "Ετήσιες εισφορές" },
    "contributionYears[].basicUnits": { en: "Basic units", el: "Μονάδες βασικής ασφάλισης" },
    "contributionYears[].supplementaryUnits": { en: "Supplementary units", el: "Μονάδες συμπληρωματικής ασφάλισης" },
    "contributionYears[].assimilatedUnits": {
      en: "Assimilated (credited) units",
      el: "Μονάδες εξομοιωμένης ασφάλισης (πιστώσεις)"
    },
    "contributionYears[].lineNumber": { en: "Line", el: "Γραμμή" },
    totalUnits: { en: "Total insurance units", el: "Σύνολο μονάδων ασφάλισης" },
    totalContributionYears: { en: "Years with units", el: "Έτη με μονάδες ασφάλισης" },
    parseConfidence: { en: "Confidence in the reading", el: "Βαθμός βεβαιότητας της ανάγνωσης" },
    missingYears: { en: "Years missing from the text", el: "Έτη που λείπουν από το κείμενο" },
    unreadableLines: { en: "Lines not read", el: "Γραμμές που δεν διαβάστηκαν" },
    "unreadableLines[].lineNumber": { en: "Line", el: "Γραμμή" },
    "unreadableLines[].year": { en: "Year", el: "Έτος" },
    "unreadableLines[].text": { en: "Text", el: "Κείμενο" },
    "unreadableLines[].reason": { en: "Reason", el: "Αιτία" },
    "unreadableLines[].column": { en: "Character position", el: "Θέση χαρακτήρα" },
    "unreadableLines[].field": { en: "Column", el: "Στήλη" },
    statedTotalUnits: { en: "Total stated on the statement", el: "Σύνολο που αναγράφει η κατάσταση" },
    columns: { en: "Columns recognised", el: "Στήλες που αναγνωρίστηκαν" },
    series: { en: "Units by year", el: "Μονάδες ανά έτος" },
    "series[].year": { en: "Year", el: "Έτος" },
    "series[].units": { en: "Units of the year", el: "Μονάδες του έτους" },
    "series[].cumulativeUnits": { en: "Units so far", el: "Σωρευτικές μονάδες" }
  },
  outputChoices: {
    parseConfidence: {
      high: { en: "high confidence", el: "υψηλή βεβαιότητα" },
      medium: { en: "medium confidence", el: "μέτρια βεβαιότητα" },
      low: { en: "low confidence", el: "χαμηλή βεβαιότητα" }
    },
    field: {
      year: { en: "year", el: "έτος" },
      units: { en: "insurance units", el: "μονάδες ασφάλισης" },
      weeks: { en: "weeks insured", el: "εβδομάδες ασφάλισης" },
      earnings: { en: "insurable earnings", el: "ασφαλιστέες αποδοχές" },
      contributions: { en: "contributions", el: "εισφορές" },
      basic: { en: "basic insurance units", el: "μονάδες βασικής ασφάλισης" },
      supplementary: { en: "supplementary insurance units", el: "μονάδες συμπληρωματικής ασφάλισης" },
      assimilated: { en: "assimilated (credited) units", el: "μονάδες εξομοιούμενων περιόδων" }
    }
  }
}
