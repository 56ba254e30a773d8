import type { Text } from "./language.ts"

/** The texts of the calculator pages (forms, results, errors). */
export const CALCULATOR_MESSAGES = {
  indexTitle: { en: "Calculators", el: "Υπολογιστές" },
  indexIntro: {
    en: "Fill a short form; the result shows every figure with the rule behind it. The same calculations answer over the API and MCP.",
    el: "Συμπληρώστε μια σύντομη φόρμα· το αποτέλεσμα δείχνει κάθε ποσό με τον κανόνα από τον οποίο προκύπτει. Οι ίδιοι υπολογισμοί απαντούν και μέσω API και MCP."
  },
  calculate: { en: "Calculate", el: "Υπολογισμός" },
  required: { en: "required", el: "υποχρεωτικό" },
  optional: { en: "optional", el: "προαιρετικό" },
  choose: { en: "— choose —", el: "— επιλέξτε —" },
  notSaid: { en: "— not said —", el: "— δεν δηλώνεται —" },
  yes: { en: "Yes", el: "Ναι" },
  no: { en: "No", el: "Όχι" },
  row: { en: "Row", el: "Γραμμή" },
  addRow: { en: "Add a row", el: "Προσθήκη γραμμής" },
  errorsTitle: { en: "Some fields need attention", el: "Ορισμένα πεδία χρειάζονται διόρθωση" },
  requiredMissing: { en: "Required: fill this in.", el: "Υποχρεωτικό πεδίο: συμπληρώστε το." },
  notANumber: { en: "Enter a number.", el: "Εισαγάγετε αριθμό." },
  outOfRange: { en: "Out of the allowed range.", el: "Εκτός των επιτρεπτών ορίων." },
  wholeNumber: { en: "Enter a whole number.", el: "Εισαγάγετε ακέραιο αριθμό." },
  chooseOne: { en: "Choose one of the options.", el: "Επιλέξτε μία από τις επιλογές." },
  englishDetail: { en: "Detail:", el: "Λεπτομέρεια (στα αγγλικά):" },
  salaryPeriod: { en: "This salary is", el: "Ο μισθός αυτός είναι" },
  salaryPeriodHelp: {
    en: "Say whether the figure is yearly or monthly: a monthly salary is multiplied by the number of salaries a year.",
    el: "Δηλώστε αν το ποσό είναι ετήσιο ή μηνιαίο: ο μηνιαίος μισθός πολλαπλασιάζεται με τον αριθμό μισθών του έτους."
  },
  salaryAnnual: { en: "yearly (gross)", el: "ετήσιος (ακαθάριστος)" },
  salaryMonthly12: { en: "monthly, 12 salaries a year", el: "μηνιαίος, 12 μισθοί τον χρόνο" },
  salaryMonthly13: {
    en: "monthly, 13 salaries a year (13th salary)",
    el: "μηνιαίος, 13 μισθοί τον χρόνο (13ος μισθός)"
  },
  salaryPeriodMissing: {
    en: "Say whether this salary is yearly or monthly.",
    el: "Δηλώστε αν ο μισθός είναι ετήσιος ή μηνιαίος."
  },
  salaryConverted: {
    en: "The monthly salary given was multiplied by {n}: the yearly salary used is EUR {amount}.",
    el: "Ο μηνιαίος μισθός πολλαπλασιάστηκε επί {n}: ο ετήσιος μισθός που χρησιμοποιήθηκε είναι € {amount}."
  },
  resultTitle: { en: "Result", el: "Αποτέλεσμα" },
  summary: { en: "Summary", el: "Σύνοψη" },
  details: { en: "Details", el: "Ανάλυση" },
  assumptions: { en: "Assumptions", el: "Παραδοχές" },
  assumptionsInEnglish: {
    en: "",
    el: "Οι παραδοχές εμφανίζονται στα αγγλικά, όπως τις δίνει ο υπολογισμός."
  },
  summaryTextInEnglish: {
    en: "The answer's text (in English)",
    el: "Το κείμενο της απάντησης, όπως το δίνει το API (στα αγγλικά)"
  },
  rulesCited: { en: "Rules and sources", el: "Κανόνες και πηγές" },
  allRules: { en: "Every rule, by year", el: "Όλοι οι κανόνες, ανά έτος" },
  changeInputs: { en: "Change the inputs", el: "Αλλαγή στοιχείων" },
  sameOverApi: {
    en: "The same answer over the API: POST {url} with this JSON body:",
    el: "Η ίδια απάντηση μέσω API: POST {url} με αυτό το σώμα JSON:"
  },
  notFoundTool: { en: "There is no calculator of that name.", el: "Δεν υπάρχει υπολογιστής με αυτό το όνομα." },
  refused: { en: "The calculation was not run", el: "Ο υπολογισμός δεν έγινε" },
  tryAgain: { en: "Try again later.", el: "Δοκιμάστε ξανά αργότερα." },
  whereEachEuroGoes: { en: "Where each euro goes", el: "Πού πηγαίνει κάθε ευρώ" },
  taxByBand: { en: "Income tax by band", el: "Φόρος εισοδήματος ανά κλίμακα" },
  comparedYears: { en: "The two years side by side", el: "Τα δύο έτη δίπλα-δίπλα" },
  saveTitle: { en: "Save this calculation", el: "Αποθήκευση του υπολογισμού" },
  saveIntro: {
    en: "Saves the inputs shown above and their result in your account; open it later from your account page, back into this form.",
    el: "Αποθηκεύει τα παραπάνω στοιχεία και το αποτέλεσμά τους στον λογαριασμό σας· ανοίξτε τον αργότερα από τη σελίδα του λογαριασμού σας, ξανά σε αυτή τη φόρμα."
  },
  saveName: { en: "Name of the save", el: "Όνομα της αποθήκευσης" },
  savePassword: {
    en: "Password to encrypt it in this browser (optional, at least 8 characters)",
    el: "Κωδικός για κρυπτογράφηση σε αυτό τον φυλλομετρητή (προαιρετικό, τουλάχιστον 8 χαρακτήρες)"
  },
  savePasswordHelp: {
    en: "With a password, only the ciphertext is stored: the result is not kept, and nobody can open the save without the password, not even us.",
    el: "Με κωδικό αποθηκεύεται μόνο το κρυπτογραφημένο κείμενο: το αποτέλεσμα δεν κρατείται και κανείς δεν μπορεί να ανοίξει την αποθήκευση χωρίς τον κωδικό, ούτε εμείς."
  },
  saveButton: { en: "Save", el: "Αποθήκευση" },
  saveSignIn: {
    en: "Sign in on the account page to save your calculations.",
    el: "Συνδεθείτε στη σελίδα του λογαριασμού για να αποθηκεύετε τους υπολογισμούς σας."
  },
  saved: {
    en: "Saved as \u201c{name}\u201d. Open it from your account page.",
    el: "Αποθηκεύτηκε ως \u00ab{name}\u00bb. Ανοίξτε τον από τη σελίδα του λογαριασμού σας."
  },
  savedEncrypted: {
    en: "Saved, encrypted in this browser. Open it from your account page with its password.",
    el: "Αποθηκεύτηκε κρυπτογραφημένο σε αυτό τον φυλλομετρητή. Ανοίξτε τον από τη σελίδα του λογαριασμού σας με τον κωδικό του."
  },
  notSaved: { en: "Not saved:", el: "Δεν αποθηκεύτηκε:" },
  saveLimit: {
    en: "Your account already has {limit} saves: delete some on the account page first.",
    el: "Ο λογαριασμός σας έχει ήδη {limit} αποθηκεύσεις: διαγράψτε κάποιες πρώτα στη σελίδα του λογαριασμού."
  },
  saveExpired: {
    en: "This form has expired or you are signed out: sign in on the account page, calculate again and save.",
    el: "Η φόρμα έληξε ή έχετε αποσυνδεθεί: συνδεθείτε στη σελίδα του λογαριασμού, υπολογίστε ξανά και αποθηκεύστε."
  },
  openedFromSave: {
    en: "Opened from your save \u201c{name}\u201d: change what you like and calculate.",
    el: "Άνοιξε από την αποθήκευσή σας \u00ab{name}\u00bb: αλλάξτε ό,τι θέλετε και υπολογίστε."
  },
  openedFromEncryptedSave: {
    en: "Opened from your encrypted save: change what you like and calculate.",
    el: "Άνοιξε από την κρυπτογραφημένη αποθήκευσή σας: αλλάξτε ό,τι θέλετε και υπολογίστε."
  },
  noSuchSave: {
    en: "No save of this calculator by that id in your account (sign in on the account page first).",
    el: "Δεν υπάρχει αποθήκευση αυτού του υπολογιστή με αυτό το αναγνωριστικό στον λογαριασμό σας (συνδεθείτε πρώτα στη σελίδα του λογαριασμού)."
  }
} as const satisfies Record<string, Text>

/** A message with {name} placeholders filled in. */
export const filled = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
