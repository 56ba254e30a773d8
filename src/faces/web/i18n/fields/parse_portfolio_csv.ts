import type { ToolTexts } from "./types.ts"

/** the columns of a list of transactions */
const transactionOutputs = (path: string) => ({
  [`${path}[].date`]: { en: "Date", el: "Ημερομηνία" },
  [`${path}[].type`]: { en: "Type", el: "Είδος" },
  [`${path}[].ticker`]: { en: "Ticker", el: "Σύμβολο" },
  [`${path}[].quantity`]: { en: "Quantity", el: "Ποσότητα" },
  [`${path}[].price`]: { en: "Price", el: "Τιμή" },
  [`${path}[].amount`]: { en: "Amount", el: "Ποσό" },
  [`${path}[].fee`]: { en: "Commission", el: "Προμήθεια" },
  [`${path}[].currency`]: { en: "Currency", el: "Νόμισμα" },
  [`${path}[].fxRate`]: { en: "Exchange rate", el: "Συναλλαγματική ισοτιμία" },
  [`${path}[].sleeve`]: { en: "Sub-portfolio", el: "Υποχαρτοφυλάκιο" },
  [`${path}[].isConfirmedInternalTransfer`]: {
    en: "Confirmed transfer between own accounts",
    el: "Επιβεβαιωμένη μεταφορά μεταξύ δικών σας λογαριασμών"
  },
  [`${path}[].lineNumber`]: { en: "Line", el: "Γραμμή" }
})

/** the columns of a list of values not read */
const problemOutputs = (path: string) => ({
  [`${path}[].lineNumber`]: { en: "Line", el: "Γραμμή" },
  [`${path}[].column`]: { en: "Column", el: "Στήλη" },
  [`${path}[].value`]: { en: "Value as read", el: "Τιμή όπως διαβάστηκε" },
  [`${path}[].reason`]: { en: "Reason", el: "Αιτία" }
})

export const TEXTS: ToolTexts = {
  title: { en: "Read a broker's CSV export", el: "Ανάγνωση αρχείου CSV χρηματιστή" },
  intro: {
    en: "Paste the CSV export of your broker (Interactive Brokers, Trading 212, Revolut, eToro) or your own ledger, and see the transactions read from it, ready for the portfolio analysis. Values that are missing or cannot be read are listed with their line and column; nothing is guessed.",
    el: "Επικολλήστε το αρχείο CSV του χρηματιστή σας (Interactive Brokers, Trading 212, Revolut, eToro) ή το δικό σας βιβλίο κινήσεων, και δείτε τις συναλλαγές που διαβάστηκαν, έτοιμες για την ανάλυση χαρτοφυλακίου. Οι τιμές που λείπουν ή δεν διαβάζονται αναφέρονται με τη γραμμή και τη στήλη τους· τίποτα δεν μαντεύεται."
  },
  fields: {
    text: {
      label: { en: "CSV text", el: "Κείμενο CSV" },
      help: {
        en: "Paste the export with its heading line; comma, semicolon or tab separated, with decimal point or comma. A ledger needs the columns date, type, ticker, quantity, price, amount, currency (and fxRate, fee, account). At most 20,000 lines.",
        el: "Επικολλήστε το αρχείο μαζί με τη γραμμή επικεφαλίδων· με διαχωριστικό κόμμα, ερωτηματικό ή tab, με υποδιαστολή τελεία ή κόμμα. Ένα βιβλίο κινήσεων χρειάζεται τις στήλες date, type, ticker, quantity, price, amount, currency (και fxRate, fee, account). Έως 20.000 γραμμές."
      }
    },
    baseCurrency: {
      label: { en: "Reporting currency", el: "Νόμισμα αναφοράς" },
      help: {
        en: "The currency you report the portfolio in, as a three-letter code, e.g. EUR; it is never assumed.",
        el: "Το νόμισμα στο οποίο παρακολουθείτε το χαρτοφυλάκιο, με κωδικό τριών γραμμάτων, π.χ. EUR· δεν υποτίθεται ποτέ."
      }
    }
  },
  outputs: {
    baseCurrency: { en: "Reporting currency", el: "Νόμισμα αναφοράς" },
    transactions: { en: "Transactions read", el: "Συναλλαγές που διαβάστηκαν" },
    ...transactionOutputs("transactions"),
    subPortfolios: { en: "By account", el: "Ανά λογαριασμό" },
    "subPortfolios[].name": { en: "Account", el: "Λογαριασμός" },
    "subPortfolios[].transactions": { en: "Transactions", el: "Συναλλαγές" },
    ...transactionOutputs("subPortfolios[].transactions"),
    parsedRows: { en: "Lines read", el: "Γραμμές που διαβάστηκαν" },
    skippedRows: { en: "Lines not used", el: "Γραμμές που δεν χρησιμοποιήθηκαν" },
    ...problemOutputs("skippedRows"),
    missingValues: { en: "Values missing", el: "Τιμές που λείπουν" },
    ...problemOutputs("missingValues"),
    parseConfidence: { en: "Reading confidence", el: "Βεβαιότητα ανάγνωσης" },
    detectedFormat: { en: "Format recognised", el: "Μορφή που αναγνωρίστηκε" },
    "detectedFormat.id": { en: "Format", el: "Μορφή" },
    "detectedFormat.label": { en: "Description", el: "Περιγραφή" },
    "detectedFormat.delimiter": { en: "Separator", el: "Διαχωριστικό" },
    "detectedFormat.decimalSeparator": { en: "Decimal separator", el: "Υποδιαστολή" },
    "detectedFormat.dateOrder": { en: "Date order", el: "Σειρά ημερομηνίας" },
    "detectedFormat.headerLine": { en: "Heading line", el: "Γραμμή επικεφαλίδων" },
    "detectedFormat.columns": { en: "Columns", el: "Στήλες" },
    "detectedFormat.columns[].field": { en: "Field", el: "Πεδίο" },
    "detectedFormat.columns[].heading": { en: "Heading in the file", el: "Επικεφαλίδα στο αρχείο" },
    series: { en: "Transactions by date", el: "Συναλλαγές ανά ημερομηνία" },
    "series[].date": { en: "Date", el: "Ημερομηνία" },
    "series[].transactionCount": { en: "Transactions", el: "Συναλλαγές" }
  },
  outputChoices: {
    type: {
      buy: { en: "buy", el: "αγορά" },
      sell: { en: "sell", el: "πώληση" },
      dividend: { en: "dividend", el: "μέρισμα" },
      interest: { en: "interest", el: "τόκος" },
      fee: { en: "fee", el: "χρέωση" },
      tax: { en: "tax", el: "φόρος" },
      deposit: { en: "deposit", el: "κατάθεση" },
      withdrawal: { en: "withdrawal", el: "ανάληψη" },
      transfer_in: { en: "transfer in", el: "μεταφορά εισερχόμενη" },
      transfer_out: { en: "transfer out", el: "μεταφορά εξερχόμενη" },
      valuation: { en: "valuation", el: "αποτίμηση" }
    },
    parseConfidence: {
      high: { en: "high confidence", el: "υψηλή βεβαιότητα" },
      medium: { en: "medium confidence", el: "μέτρια βεβαιότητα" },
      low: { en: "low confidence", el: "χαμηλή βεβαιότητα" }
    },
    delimiter: {
      comma: { en: "comma", el: "κόμμα" },
      semicolon: { en: "semicolon", el: "ερωτηματικό (;)" },
      tab: { en: "tab", el: "στηλοθέτης (tab)" }
    },
    decimalSeparator: {
      point: { en: "point", el: "τελεία" },
      comma: { en: "comma", el: "κόμμα" }
    },
    dateOrder: {
      ymd: { en: "year-month-day", el: "έτος-μήνας-ημέρα" },
      dmy: { en: "day-month-year", el: "ημέρα-μήνας-έτος" },
      mdy: { en: "month-day-year", el: "μήνας-ημέρα-έτος" }
    }
  }
}
