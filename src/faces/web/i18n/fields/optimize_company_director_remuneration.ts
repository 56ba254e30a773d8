import type { ToolTexts } from "./types.ts"

const EUR_YEAR = { en: "EUR a year", el: "€ τον χρόνο" }
const YEARS = { "2025": { en: "2025", el: "2025" }, "2026": { en: "2026", el: "2026" } }

const employerPart = (key: string, en: string, el: string): Record<string, { en: string; el: string }> => ({
  [`employerBreakdown.${key}`]: { en, el },
  [`employerBreakdown.${key}.ratePercent`]: { en: "Rate (%)", el: "Συντελεστής (%)" },
  [`employerBreakdown.${key}.base`]: { en: "Salary charged", el: "Μισθός που επιβαρύνεται" },
  [`employerBreakdown.${key}.amount`]: { en: "Amount", el: "Ποσό" }
})

const corner = (key: string, en: string, el: string): Record<string, { en: string; el: string }> => ({
  [`corners.${key}`]: { en, el },
  [`corners.${key}.salary`]: { en: "Salary", el: "Μισθός" },
  [`corners.${key}.dividend`]: { en: "Dividend", el: "Μέρισμα" },
  [`corners.${key}.netCash`]: { en: "Net cash", el: "Καθαρό ποσό" }
})

export const TEXTS: ToolTexts = {
  title: { en: "Director's salary and dividend", el: "Μισθός και μέρισμα διευθυντή εταιρείας" },
  intro: {
    en: "For a Cyprus company you own wholly, find the split between salary and dividend that leaves you the most after corporate tax, Social Insurance, GESY, Special Defence Contribution and income tax, and compare it with working as a sole trader. Have at hand the company's revenue and expenses for the year.",
    el: "Για κυπριακή εταιρεία που σας ανήκει εξ ολοκλήρου, βρείτε τον συνδυασμό μισθού και μερίσματος που σας αφήνει το μεγαλύτερο καθαρό ποσό μετά τον εταιρικό φόρο, τις Κοινωνικές Ασφαλίσεις, το ΓεΣΥ, την Έκτακτη Αμυντική Εισφορά και τον φόρο εισοδήματος, και συγκρίνετέ τον με τη δραστηριότητα ως αυτοτελώς εργαζόμενος. Έχετε μπροστά σας τα έσοδα και τα έξοδα της εταιρείας για το έτος."
  },
  fields: {
    taxYear: {
      label: { en: "Tax year", el: "Φορολογικό έτος" },
      help: { en: "The year whose rules apply.", el: "Το έτος του οποίου οι κανόνες εφαρμόζονται." },
      choices: YEARS
    },
    compareWithYear: {
      label: { en: "Compare with tax year", el: "Σύγκριση με το φορολογικό έτος" },
      help: {
        en: "Optional: the other year, to see each headline figure in both years.",
        el: "Προαιρετικό: το άλλο έτος, για να δείτε κάθε βασικό ποσό και στα δύο έτη."
      },
      choices: YEARS
    },
    isNonDomiciled: {
      label: { en: "Non-domiciled (non-dom)", el: "Μη έχων κατοικία (non-dom)" },
      help: {
        en: "Yes if you are Cyprus tax resident but not domiciled in Cyprus: dividends are then free of Special Defence Contribution (GESY is still due).",
        el: "Ναι αν είστε φορολογικός κάτοικος Κύπρου αλλά δεν έχετε την κατοικία (domicile) σας στην Κύπρο: τότε τα μερίσματα δεν υπόκεινται σε ΕΑΕ (η εισφορά ΓεΣΥ εξακολουθεί να οφείλεται)."
      }
    },
    corporateGrossProfit: {
      label: { en: "Company revenue", el: "Έσοδα της εταιρείας" },
      help: {
        en: "The company's turnover for the year, BEFORE expenses (despite the field's name). At most 1,000,000.",
        el: "Ο κύκλος εργασιών της εταιρείας για το έτος, ΠΡΙΝ από τα έξοδα (παρά το όνομα του πεδίου). Έως 1.000.000."
      },
      unit: EUR_YEAR
    },
    operatingExpenses: {
      label: { en: "Operating expenses", el: "Λειτουργικά έξοδα" },
      help: {
        en: "The company's deductible expenses for the year, without your pay and the running cost below; 0 if none.",
        el: "Τα εκπιπτόμενα έξοδα της εταιρείας για το έτος, χωρίς τις δικές σας απολαβές και το κόστος λειτουργίας πιο κάτω· 0 αν δεν υπάρχουν."
      },
      unit: EUR_YEAR
    },
    annualCorporateAdminCost: {
      label: { en: "Cost of running the company", el: "Κόστος λειτουργίας της εταιρείας" },
      help: {
        en: "Audit, accounts, secretary, annual return. Left empty: 2,000, and the result says so.",
        el: "Έλεγχος, λογιστικά, γραμματέας, ετήσια έκθεση. Αν μείνει κενό: 2.000, και το αποτέλεσμα το αναφέρει."
      },
      unit: EUR_YEAR
    },
    directorSalaryAllocation: {
      label: { en: "A salary to try", el: "Μισθός προς εξέταση" },
      help: {
        en: "Optional: a gross yearly salary to evaluate as it is; leave empty to search for the best split.",
        el: "Προαιρετικό: ακαθάριστος ετήσιος μισθός για να εξεταστεί ως έχει· αφήστε κενό για αναζήτηση του καλύτερου συνδυασμού."
      },
      unit: EUR_YEAR
    }
  },
  outputs: {
    taxYear: { en: "Tax year", el: "Φορολογικό έτος" },
    isNonDomiciled: { en: "Non-domiciled (non-dom)", el: "Μη έχων κατοικία (non-dom)" },
    mode: { en: "How the salary was set", el: "Πώς ορίστηκε ο μισθός" },
    optimalSalary: { en: "Salary", el: "Μισθός" },
    optimalDividend: { en: "Dividend", el: "Μέρισμα" },
    netCash: { en: "Net cash you keep", el: "Καθαρό ποσό που σας μένει" },
    corporateTax: { en: "Corporate tax", el: "Εταιρικός φόρος" },
    employerContributions: { en: "Employer contributions", el: "Εισφορές εργοδότη" },
    employerBreakdown: { en: "Employer contributions", el: "Εισφορές εργοδότη" },
    ...employerPart("socialInsurance", "Social Insurance", "Κοινωνικές Ασφαλίσεις"),
    ...employerPart("socialCohesion", "Social Cohesion Fund", "Ταμείο Κοινωνικής Συνοχής"),
    ...employerPart("redundancyFund", "Redundancy Fund", "Ταμείο Πλεονάζοντος Προσωπικού"),
    ...employerPart(
      "humanResourceDevelopment",
      "Human Resource Development Fund",
      "Ταμείο Ανάπτυξης Ανθρώπινου Δυναμικού"
    ),
    ...employerPart("gesy", "GESY (employer)", "ΓεΣΥ (εργοδότη)"),
    personalTaxes: { en: "Your taxes and contributions", el: "Οι δικοί σας φόροι και εισφορές" },
    "personalTaxes.incomeTax": { en: "Income tax", el: "Φόρος εισοδήματος" },
    "personalTaxes.socialInsurance": { en: "Social Insurance (employee)", el: "Κοινωνικές Ασφαλίσεις (μισθωτού)" },
    "personalTaxes.gesyOnSalary": { en: "GESY on the salary", el: "ΓεΣΥ επί του μισθού" },
    "personalTaxes.specialDefenceContribution": {
      en: "Special Defence Contribution on the dividend",
      el: "Έκτακτη Αμυντική Εισφορά επί του μερίσματος"
    },
    "personalTaxes.gesyOnDividend": { en: "GESY on the dividend", el: "ΓεΣΥ επί του μερίσματος" },
    "personalTaxes.total": { en: "Total", el: "Σύνολο" },
    breakdown: { en: "From revenue to net cash", el: "Από τα έσοδα στο καθαρό ποσό" },
    "breakdown.revenue": { en: "Revenue", el: "Έσοδα" },
    "breakdown.operatingExpenses": { en: "Operating expenses", el: "Λειτουργικά έξοδα" },
    "breakdown.annualCorporateAdminCost": { en: "Cost of running the company", el: "Κόστος λειτουργίας της εταιρείας" },
    "breakdown.profitBeforeDirectorPay": {
      en: "Profit before your pay",
      el: "Κέρδος πριν από τις απολαβές σας"
    },
    "breakdown.salary": { en: "Salary", el: "Μισθός" },
    "breakdown.employerContributions": { en: "Employer contributions", el: "Εισφορές εργοδότη" },
    "breakdown.taxableProfit": { en: "Taxable profit", el: "Φορολογητέο κέρδος" },
    "breakdown.corporateTaxRatePercent": { en: "Corporate tax rate (%)", el: "Συντελεστής εταιρικού φόρου (%)" },
    "breakdown.corporateTax": { en: "Corporate tax", el: "Εταιρικός φόρος" },
    "breakdown.dividend": { en: "Dividend", el: "Μέρισμα" },
    "breakdown.salaryFundedOutsideProfit": {
      en: "Salary paid beyond the year's profit",
      el: "Μισθός που υπερβαίνει το κέρδος του έτους"
    },
    "breakdown.taxableIncome": { en: "Your taxable income", el: "Το φορολογητέο εισόδημά σας" },
    "breakdown.netSalary": { en: "Net salary", el: "Καθαρός μισθός" },
    "breakdown.dividendSdcRatePercent": {
      en: "Special Defence Contribution rate on dividends (%)",
      el: "Συντελεστής ΕΑΕ στα μερίσματα (%)"
    },
    "breakdown.netDividend": { en: "Net dividend", el: "Καθαρό μέρισμα" },
    "breakdown.totalTaxesAndContributions": { en: "Total taxes and contributions", el: "Σύνολο φόρων και εισφορών" },
    "breakdown.effectiveRatePercent": { en: "Effective rate (%)", el: "Πραγματικός συντελεστής (%)" },
    corners: { en: "The two extremes", el: "Οι δύο ακραίες επιλογές" },
    ...corner("allSalary", "All as salary", "Όλα ως μισθός"),
    ...corner("allDividend", "All as dividend", "Όλα ως μέρισμα"),
    soleTrader: { en: "As a sole trader instead", el: "Ως αυτοτελώς εργαζόμενος" },
    "soleTrader.profit": { en: "Profit", el: "Κέρδος" },
    "soleTrader.incomeTax": { en: "Income tax", el: "Φόρος εισοδήματος" },
    "soleTrader.socialInsurance": { en: "Social Insurance", el: "Κοινωνικές Ασφαλίσεις" },
    "soleTrader.gesy": { en: "GESY", el: "ΓεΣΥ" },
    "soleTrader.netIncome": { en: "Net income", el: "Καθαρό εισόδημα" },
    comparativeDeltaVsSole: {
      en: "Company against sole trader (positive: the company leaves more)",
      el: "Εταιρεία έναντι αυτοτελώς εργαζομένου (θετικό: η εταιρεία αφήνει περισσότερα)"
    },
    search: { en: "How the split was found", el: "Πώς βρέθηκε ο συνδυασμός" },
    "search.method": { en: "Method", el: "Μέθοδος" },
    "search.evaluations": { en: "Calculations made", el: "Υπολογισμοί που έγιναν" },
    "search.salaryFrom": { en: "Lowest salary tried", el: "Χαμηλότερος μισθός που εξετάστηκε" },
    "search.salaryTo": { en: "Highest salary tried", el: "Υψηλότερος μισθός που εξετάστηκε" },
    "search.breakpoints": { en: "Salaries where the slope changes", el: "Μισθοί όπου αλλάζει η κλίση" },
    series: { en: "Net cash by salary", el: "Καθαρό ποσό ανά μισθό" },
    "series[].salary": { en: "Salary", el: "Μισθός" },
    "series[].dividend": { en: "Dividend", el: "Μέρισμα" },
    "series[].netCash": { en: "Net cash", el: "Καθαρό ποσό" },
    "series[].taxesAndContributions": { en: "Taxes and contributions", el: "Φόροι και εισφορές" },
    rulesApplied: { en: "Rates and limits applied", el: "Συντελεστές και όρια που εφαρμόστηκαν" },
    "rulesApplied[].name": { en: "Rule", el: "Κανόνας" },
    "rulesApplied[].value": { en: "Value", el: "Τιμή" },
    "rulesApplied[].unit": { en: "Unit", el: "Μονάδα" },
    comparison: { en: "Compared with another tax year", el: "Σύγκριση με άλλο φορολογικό έτος" },
    "comparison.year": { en: "Year compared", el: "Έτος σύγκρισης" },
    "comparison.figures": { en: "The figures in both years", el: "Τα ποσά στα δύο έτη" },
    "comparison.figures[].figure": { en: "Figure", el: "Μέγεθος" },
    "comparison.figures[].thisYear": { en: "This year", el: "Αυτό το έτος" },
    "comparison.figures[].thisYear.amount": { en: "This year", el: "Αυτό το έτος" },
    "comparison.figures[].otherYear": { en: "Year compared", el: "Έτος σύγκρισης" },
    "comparison.figures[].otherYear.amount": { en: "Year compared", el: "Έτος σύγκρισης" },
    "comparison.figures[].difference": { en: "Difference", el: "Διαφορά" },
    "comparison.figures[].changed": { en: "Changed", el: "Άλλαξε" },
    "comparison.changed": { en: "Figures that changed", el: "Μεγέθη που άλλαξαν" }
  },
  outputChoices: {
    mode: {
      optimised: { en: "best salary found", el: "βέλτιστος μισθός από αναζήτηση" },
      "fixed-salary": { en: "salary as given", el: "μισθός όπως δηλώθηκε" }
    },
    unit: {
      percent: { en: "percent", el: "ποσοστό (%)" },
      EUR: { en: "EUR", el: "€" }
    }
  }
}
