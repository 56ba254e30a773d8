import type { Status, Unit } from "../../../rules/parameter.ts"
import type { SourceKind } from "../../../rules/sources.ts"
import type { Text } from "./language.ts"

// The texts of the rule pages (/<language>/rules, /<language>/rules/<id>) and of the page a browser gets for an
// address nothing serves. The rules' own descriptions, notes, laws and source titles are English data: the Greek
// pages show them as they are, marked lang="en".

export const RULE_MESSAGES = {
  indexTitle: { en: "The rules behind the figures", el: "Οι κανόνες πίσω από τα ποσά" },
  indexIntro: {
    en: "Every Cyprus figure the calculators use, by topic: its unit, its latest value and its status. Each rule's page gives its values by tax year or period, the law and article, and the sources it was checked against.",
    el: "Κάθε ποσό και συντελεστής της Κύπρου που χρησιμοποιούν οι υπολογιστές, ανά θέμα: η μονάδα, η πιο πρόσφατη τιμή και η κατάστασή του. Η σελίδα κάθε κανόνα δίνει τις τιμές ανά φορολογικό έτος ή περίοδο, τον νόμο και το άρθρο, και τις πηγές με τις οποίες ελέγχθηκε."
  },
  apiNote: {
    en: "Programs read the same data as JSON: GET /rules and GET /rules/<id>.",
    el: "Τα προγράμματα διαβάζουν τα ίδια δεδομένα σε JSON: GET /rules και GET /rules/<id>."
  },
  englishData: {
    en: "Descriptions, notes, laws and source titles are in English, as the service's data holds them.",
    el: "Οι περιγραφές, οι σημειώσεις, οι παραπομπές στον νόμο και οι τίτλοι των πηγών εμφανίζονται στα αγγλικά, όπως τηρούνται στα δεδομένα της υπηρεσίας."
  },
  topicsNavigation: { en: "Topics", el: "Θέματα" },
  statusLegendTitle: { en: "Status of a value", el: "Κατάσταση μιας τιμής" },
  ruleTitle: { en: "Rule", el: "Κανόνας" },
  allRules: { en: "All rules", el: "Όλοι οι κανόνες" },
  id: { en: "Id", el: "Αναγνωριστικό" },
  topic: { en: "Topic", el: "Θέμα" },
  unit: { en: "Unit", el: "Μονάδα" },
  latestValue: { en: "Latest value", el: "Πιο πρόσφατη τιμή" },
  status: { en: "Status", el: "Κατάσταση" },
  law: { en: "Law and article", el: "Νόμος και άρθρο" },
  note: { en: "Note", el: "Σημείωση" },
  sources: { en: "Sources", el: "Πηγές" },
  sourcesIntro: {
    en: "Primary sources first; a value that names its own sources lists them beside it.",
    el: "Πρώτα οι πρωτογενείς πηγές· μια τιμή με δικές της πηγές τις αναφέρει δίπλα της."
  },
  description: { en: "Description", el: "Περιγραφή" },
  values: { en: "Values", el: "Τιμές" },
  valuesByYear: { en: "Values by tax year", el: "Τιμές ανά φορολογικό έτος" },
  valuesByPeriod: { en: "Values by period in force", el: "Τιμές ανά περίοδο ισχύος" },
  taxYear: { en: "Tax year", el: "Φορολογικό έτος" },
  inForce: { en: "In force", el: "Σε ισχύ" },
  value: { en: "Value", el: "Τιμή" },
  tableValue: { en: "a table: see the rule's page", el: "πίνακας: δείτε τη σελίδα του κανόνα" },
  notKnown: { en: "not known (never guessed)", el: "άγνωστη (ποτέ δεν εικάζεται)" },
  yes: { en: "yes", el: "ναι" },
  no: { en: "no", el: "όχι" },
  noLimit: { en: "no limit", el: "χωρίς όριο" },
  sameData: { en: "The same rule as JSON:", el: "Ο ίδιος κανόνας σε JSON:" },
  /** "2024 to 2026" */
  yearRange: { en: "{from} to {to}", el: "{from} έως {to}" },
  /** A period open at its end. */
  fromYear: { en: "from {from}", el: "από το {from}" }
} as const satisfies Record<string, Text>

/** The topic of a rule: the first part of its id (income-tax.bands). */
export const RULE_TOPICS = {
  "income-tax": { en: "Income tax", el: "Φόρος Εισοδήματος" },
  "defence-contribution": { en: "Special Defence Contribution", el: "Έκτακτη Αμυντική Εισφορά" },
  gesy: { en: "GESY (General Healthcare System)", el: "ΓεΣΥ (Γενικό Σύστημα Υγείας)" },
  "social-insurance": { en: "Social Insurance", el: "Κοινωνικές Ασφαλίσεις" },
  "state-pension": { en: "Statutory pension", el: "Σύνταξη γήρατος" },
  company: { en: "Companies and directors", el: "Εταιρείες και διευθυντές" },
  "capital-gains": { en: "Capital Gains Tax", el: "Φόρος Κεφαλαιουχικών Κερδών" },
  "stock-options": { en: "Share options", el: "Δικαιώματα προαίρεσης μετοχών" },
  "life-insurance": { en: "Life insurance", el: "Ασφάλειες ζωής" },
  "investment-vehicles": { en: "Provident funds and life insurance sums", el: "Ταμεία Προνοίας και ασφάλειες ζωής" },
  "property-costs": {
    en: "Buying property: transfer fees, stamp duty, VAT",
    el: "Αγορά ακινήτου: τέλη μεταβίβασης, χαρτόσημα, ΦΠΑ"
  },
  cpi: { en: "Consumer Price Index", el: "Δείκτης Τιμών Καταναλωτή" }
} as const satisfies Record<string, Text>

/** A topic the list above lacks is shown by its id (test/faces/web/rule-pages.test.ts fails on one). */
export const topicName = (topic: string): Text | undefined => (RULE_TOPICS as Readonly<Record<string, Text>>)[topic]

export const UNIT_NAMES: Readonly<Record<Unit, Text>> = {
  EUR: { en: "EUR", el: "ευρώ" },
  "EUR/week": { en: "EUR a week", el: "ευρώ την εβδομάδα" },
  "EUR/month": { en: "EUR a month", el: "ευρώ τον μήνα" },
  "EUR/year": { en: "EUR a year", el: "ευρώ τον χρόνο" },
  percent: { en: "percent", el: "ποσοστό (%)" },
  ratio: { en: "ratio", el: "λόγος" },
  weeks: { en: "weeks", el: "εβδομάδες" },
  years: { en: "years", el: "έτη" },
  days: { en: "days", el: "ημέρες" },
  units: { en: "a count, a yes/no or a text", el: "αριθμός, ναι/όχι ή κείμενο" },
  points: { en: "index points", el: "μονάδες δείκτη" }
}

/** A number in a unit: `{n}` is the number as the language writes it. */
export const UNIT_FORMATS: Readonly<Record<Unit, Text>> = {
  EUR: { en: "€{n}", el: "{n} €" },
  "EUR/week": { en: "€{n} a week", el: "{n} € την εβδομάδα" },
  "EUR/month": { en: "€{n} a month", el: "{n} € τον μήνα" },
  "EUR/year": { en: "€{n} a year", el: "{n} € τον χρόνο" },
  percent: { en: "{n}%", el: "{n}%" },
  ratio: { en: "{n}", el: "{n}" },
  weeks: { en: "{n} weeks", el: "{n} εβδομάδες" },
  years: { en: "{n} years", el: "{n} έτη" },
  days: { en: "{n} days", el: "{n} ημέρες" },
  units: { en: "{n}", el: "{n}" },
  points: { en: "{n} points", el: "{n} μονάδες" }
}

export const STATUS_NAMES: Readonly<Record<Status, Text>> = {
  official: { en: "official", el: "επίσημη" },
  derived: { en: "derived", el: "υπολογισμένη" },
  unconfirmed: { en: "unconfirmed", el: "μη επιβεβαιωμένη" }
}

export const STATUS_MEANINGS: Readonly<Record<Status, Text>> = {
  official: { en: "read in the sources.", el: "όπως διαβάστηκε στις πηγές." },
  derived: {
    en: "computed from other figures; the arithmetic is in its note.",
    el: "υπολογίζεται από άλλα ποσά· ο υπολογισμός δίνεται στη σημείωσή της."
  },
  unconfirmed: {
    en: "not known: shown empty, never guessed.",
    el: "δεν είναι γνωστή: εμφανίζεται κενή, ποτέ δεν εικάζεται."
  }
}

export const SOURCE_KINDS: Readonly<Record<SourceKind, Text>> = {
  law: { en: "law", el: "νόμος" },
  official: { en: "official page", el: "επίσημη σελίδα" },
  big4: { en: "summary by an audit firm", el: "σύνοψη ελεγκτικού οίκου" },
  secondary: { en: "secondary source", el: "δευτερογενής πηγή" }
}

/**
 * The fields of the rules' tables (bands, limits, reliefs), named in both languages; a field the list lacks is
 * shown by its name in the data.
 */
export const FIELD_NAMES: Readonly<Record<string, Text>> = {
  from: { en: "From (EUR)", el: "Από (ευρώ)" },
  to: { en: "To (EUR)", el: "Έως (ευρώ)" },
  upTo: { en: "Up to (EUR)", el: "Έως (ευρώ)" },
  ratePercent: { en: "Rate (%)", el: "Συντελεστής (%)" },
  percent: { en: "Percent (%)", el: "Ποσοστό (%)" },
  maxAmount: { en: "Maximum amount (EUR)", el: "Μέγιστο ποσό (ευρώ)" },
  firstStartDate: { en: "First start of employment", el: "Πρώτη έναρξη απασχόλησης" },
  lastStartDate: { en: "Last start of employment", el: "Τελευταία έναρξη απασχόλησης" },
  minNonResidentYears: {
    en: "Years not resident before, at least",
    el: "Ελάχιστα έτη χωρίς φορολογική κατοικία πριν"
  },
  firstYearOffset: { en: "First year (after the start)", el: "Πρώτο έτος (μετά την έναρξη)" },
  lastYearOffset: { en: "Last year (after the start)", el: "Τελευταίο έτος (μετά την έναρξη)" },
  requiresEmploymentAbroad: { en: "Requires employment abroad", el: "Απαιτεί απασχόληση στο εξωτερικό" },
  remunerationThreshold: { en: "Remuneration above (EUR)", el: "Αμοιβή άνω των (ευρώ)" },
  maxChildren: { en: "Children, up to", el: "Παιδιά, έως" },
  limit: { en: "Income limit (EUR)", el: "Όριο εισοδήματος (ευρώ)" },
  ratesByDependantCountPercent: {
    en: "Rate by number of dependants (%)",
    el: "Ποσοστό ανά αριθμό εξαρτωμένων (%)"
  },
  spousePercentagePoints: { en: "Spouse (percentage points)", el: "Σύζυγος (ποσοστιαίες μονάδες)" },
  otherDependantPercentagePoints: {
    en: "Each other dependant (percentage points)",
    el: "Κάθε άλλο εξαρτώμενο πρόσωπο (ποσοστιαίες μονάδες)"
  },
  maxDependants: { en: "Dependants, at most", el: "Εξαρτώμενα πρόσωπα, το πολύ" },
  maxAge: { en: "Age, at most", el: "Ηλικία, το πολύ" },
  applies: { en: "Applies", el: "Εφαρμόζεται" },
  description: { en: "Description", el: "Περιγραφή" },
  amount: { en: "Amount (EUR)", el: "Ποσό (ευρώ)" },
  years: { en: "Years", el: "Έτη" },
  upToPolicyYear: { en: "Up to policy year", el: "Έως το έτος ασφαλιστηρίου" },
  firstPolicyYearWithSafeLimit: {
    en: "First policy year with the safe limit",
    el: "Πρώτο έτος ασφαλιστηρίου με το ασφαλές όριο"
  },
  lookBackYears: { en: "Years looked back", el: "Έτη αναδρομής" },
  taxableSharePercent: { en: "Taxable share (%)", el: "Φορολογητέο μέρος (%)" },
  fullAreaSqm: { en: "Full relief up to (m²)", el: "Πλήρης ελάφρυνση έως (τ.μ.)" },
  fullValue: { en: "Full relief up to (EUR)", el: "Πλήρης ελάφρυνση έως (ευρώ)" },
  maxAreaSqm: { en: "Area, at most (m²)", el: "Εμβαδόν, το πολύ (τ.μ.)" },
  maxValue: { en: "Value, at most (EUR)", el: "Αξία, το πολύ (ευρώ)" }
}

/** The page a browser gets for an address nothing serves (404). */
export const NOT_FOUND_MESSAGES = {
  title: { en: "Page not found", el: "Η σελίδα δεν βρέθηκε" },
  intro: {
    en: "Nothing is served at this address. It may have been mistyped, or the page has moved.",
    el: "Δεν υπάρχει σελίδα σε αυτή τη διεύθυνση. Ίσως πληκτρολογήθηκε λάθος ή η σελίδα μετακινήθηκε."
  },
  unknownRule: { en: "No rule has the id {id}.", el: "Κανένας κανόνας δεν έχει το αναγνωριστικό {id}." },
  tryThese: { en: "You may be looking for:", el: "Ίσως αναζητάτε:" },
  calculators: { en: "The calculators", el: "Τους υπολογιστές" },
  rules: { en: "The rules behind the figures", el: "Τους κανόνες πίσω από τα ποσά" },
  front: { en: "The front page", el: "Την αρχική σελίδα" },
  api: { en: "The API reference", el: "Την τεκμηρίωση του API" }
} as const satisfies Record<string, Text>
