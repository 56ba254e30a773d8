import type { ToolTexts } from "./types.ts"

export const TEXTS: ToolTexts = {
  title: { en: "Read a mortgage statement", el: "Ανάγνωση κατάστασης λογαριασμού στεγαστικού δανείου" },
  intro: {
    en: "Paste the lines of your loan account statement, as copied from the bank's PDF or online banking, and see the rows read from it, ready for the mortgage statement audit. Lines that cannot be read and balances that do not add up are listed; no row is made up.",
    el: "Επικολλήστε τις γραμμές της κατάστασης λογαριασμού του δανείου σας, όπως τις αντιγράφετε από το PDF της τράπεζας ή την ηλεκτρονική τραπεζική, και δείτε τις γραμμές που διαβάστηκαν, έτοιμες για τον έλεγχο της κατάστασης δανείου. Οι γραμμές που δεν διαβάζονται και τα υπόλοιπα που δεν συμφωνούν αναφέρονται· καμία γραμμή δεν επινοείται."
  },
  fields: {
    text: {
      label: { en: "Statement lines", el: "Γραμμές της κατάστασης λογαριασμού" },
      help: {
        en: "Copy the lines with their column headings, in Greek or English: one row per line starting with its date, debit and credit columns or one amount column, the balance, and the interest rate or the rate-change lines. At most 20,000 lines.",
        el: "Αντιγράψτε τις γραμμές μαζί με τις επικεφαλίδες των στηλών, στα ελληνικά ή στα αγγλικά: μία κίνηση ανά γραμμή που αρχίζει με την ημερομηνία της, στήλες χρέωσης και πίστωσης ή μία στήλη ποσού, το υπόλοιπο, και το επιτόκιο ή τις γραμμές αλλαγής επιτοκίου. Έως 20.000 γραμμές."
      }
    }
  },
  outputs: {
    rows: { en: "Rows read", el: "Γραμμές που διαβάστηκαν" },
    "rows[].date": { en: "Date", el: "Ημερομηνία" },
    "rows[].description": { en: "Description", el: "Περιγραφή" },
    "rows[].payment": { en: "Repayment", el: "Αποπληρωμή" },
    "rows[].credit": { en: "Other credit", el: "Άλλη πίστωση" },
    "rows[].debit": { en: "Other debit", el: "Άλλη χρέωση" },
    "rows[].amount": { en: "Amount (signed)", el: "Ποσό (με πρόσημο)" },
    "rows[].interestCharged": { en: "Interest charged", el: "Χρεωθέντες τόκοι" },
    "rows[].fees": { en: "Fees and charges", el: "Τέλη και επιβαρύνσεις" },
    "rows[].balance": { en: "Balance", el: "Υπόλοιπο" },
    "rows[].ratePct": { en: "Interest rate (%)", el: "Επιτόκιο (%)" },
    "rows[].lineNumber": { en: "Line", el: "Γραμμή" },
    rowCount: { en: "Rows read", el: "Γραμμές που διαβάστηκαν" },
    checkpointCount: { en: "Rows with a balance", el: "Γραμμές με υπόλοιπο" },
    unreadableLines: { en: "Lines that could not be read", el: "Γραμμές που δεν διαβάστηκαν" },
    "unreadableLines[].lineNumber": { en: "Line", el: "Γραμμή" },
    "unreadableLines[].text": { en: "Text of the line", el: "Κείμενο της γραμμής" },
    "unreadableLines[].reason": { en: "Reason", el: "Αιτία" },
    "unreadableLines[].column": { en: "Column", el: "Στήλη" },
    missing: { en: "Missing information", el: "Στοιχεία που λείπουν" },
    "missing[].field": { en: "Field", el: "Πεδίο" },
    "missing[].lineNumbers": { en: "Lines", el: "Γραμμές" },
    "missing[].message": { en: "What is missing", el: "Τι λείπει" },
    flaggedRows: { en: "Balances that do not add up", el: "Υπόλοιπα που δεν συμφωνούν" },
    "flaggedRows[].lineNumber": { en: "Line", el: "Γραμμή" },
    "flaggedRows[].date": { en: "Date", el: "Ημερομηνία" },
    "flaggedRows[].expectedBalance": { en: "Expected balance", el: "Αναμενόμενο υπόλοιπο" },
    "flaggedRows[].statementBalance": { en: "Balance on the statement", el: "Υπόλοιπο στην κατάσταση" },
    "flaggedRows[].difference": { en: "Difference", el: "Διαφορά" },
    reconciledRowCount: { en: "Balances that add up", el: "Υπόλοιπα που συμφωνούν" },
    parseConfidence: { en: "Reading confidence", el: "Βεβαιότητα ανάγνωσης" },
    columns: { en: "Columns recognised", el: "Στήλες που αναγνωρίστηκαν" }
  },
  outputChoices: {
    parseConfidence: {
      high: { en: "high confidence", el: "υψηλή βεβαιότητα" },
      medium: { en: "medium confidence", el: "μέτρια βεβαιότητα" },
      low: { en: "low confidence", el: "χαμηλή βεβαιότητα" }
    }
  }
}
