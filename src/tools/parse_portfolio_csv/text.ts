import { greekNumber } from "../../core/format.ts"
import type { ParsePortfolioCsvOutput } from "./output.ts"

// The Greek lines of parse_portfolio_csv's text, one for each English line of tool.ts. The reasons the reading writes
// are put in Greek by their known forms; a quoted value and a column heading are the user's own text.

const FORMAT: Record<ParsePortfolioCsvOutput["detectedFormat"]["id"], string> = {
  "interactive-brokers": "Interactive Brokers (κατάσταση δραστηριότητας)",
  trading212: "Trading 212 (εξαγωγή ιστορικού)",
  revolut: "Revolut (κατάσταση λογαριασμού συναλλαγών)",
  etoro: "eToro (κατάσταση λογαριασμού, Account Activity)",
  generic: "Γενικό καθολικό (ημερομηνία, τύπος, σύμβολο, ποσότητα, τιμή, ποσό, νόμισμα)"
}

const CONFIDENCE: Record<ParsePortfolioCsvOutput["parseConfidence"], string> = {
  high: "υψηλή",
  medium: "μέτρια",
  low: "χαμηλή"
}

/** Why an export gives no exchange rate (domain/portfolio), in Greek by its known forms. */
const whyEl = (why: string): string => {
  const fxRate = /^\(the export's FX Rate( .*)? does not state its base and direction\)$/s.exec(why)
  if (fxRate !== null) return `(η ισοτιμία της εξαγωγής${fxRate[1] ?? ""} δεν δηλώνει τη βάση και την κατεύθυνσή της)`
  const account = /^\(the export's exchange rate is to the account currency (.*)\)$/s.exec(why)
  if (account !== null) return `(η ισοτιμία της εξαγωγής αφορά το νόμισμα του λογαριασμού ${account[1]})`
  const known: Record<string, string> = {
    "in the fxRate column": "στη στήλη fxRate",
    "for the conversion fee": "για τη χρέωση μετατροπής",
    "(eToro statements are in USD)": "(οι καταστάσεις της eToro είναι σε USD)",
    "(IBKR activity statements give no per-row rate)":
      "(οι καταστάσεις δραστηριότητας της IBKR δεν δίνουν ισοτιμία ανά γραμμή)"
  }
  return known[why] ?? `(στα αγγλικά: ${why})`
}

type Table = ReadonlyArray<readonly [RegExp, (...m: Array<string>) => string]>

const REASONS: Table = [
  [/^date is missing$/, () => "λείπει η ημερομηνία"],
  [/^type is missing$/, () => "λείπει ο τύπος"],
  [/^(\w+) is missing$/, (_, f) => `λείπει το ${f}`],
  [/^(\w+) is not a readable number$/, (_, f) => `το ${f} δεν διαβάζεται ως αριθμός`],
  [/^currency is not a 3-letter ISO code$/, () => "το νόμισμα δεν είναι κωδικός ISO τριών γραμμάτων"],
  [/^currency is missing \(never assumed\)$/, () => "λείπει το νόμισμα (δεν υποτίθεται ποτέ)"],
  [/^ticker is missing on a trade$/, () => "λείπει το σύμβολο (ticker) σε συναλλαγή"],
  [/^quantity is missing on a trade$/, () => "λείπει η ποσότητα σε συναλλαγή"],
  [/^price \(or amount\) is missing on a trade$/, () => "λείπει η τιμή (ή το ποσό) σε συναλλαγή"],
  [/^price is missing on a valuation of a holding$/, () => "λείπει η τιμή σε αποτίμηση διακράτησης"],
  [
    /^amount is missing on a valuation of the whole account$/,
    () => "λείπει το ποσό σε αποτίμηση ολόκληρου του λογαριασμού"
  ],
  [/^amount is missing on a (\w+) row$/, (_, t) => `λείπει το ποσό σε γραμμή τύπου ${t}`],
  [/^fxRate must be above 0$/, () => "το fxRate πρέπει να είναι μεγαλύτερο από 0"],
  [
    /^the day\/month order of the dates cannot be told/,
    () =>
      "η σειρά ημέρας/μήνα στις ημερομηνίες δεν προκύπτει (καμία ημέρα πάνω από 12): γράψτε τις ημερομηνίες ως YYYY-MM-DD"
  ],
  [/^date is not readable$/, () => "η ημερομηνία δεν διαβάζεται"],
  [/^type (".*") is not one of (.*)$/s, (_, t, list) => `ο τύπος ${t} δεν είναι ένας από τους ${list}`],
  [
    /^action (".*") is not read \(not a trade, dividend, interest, deposit or withdrawal\)$/s,
    (_, a) => `η ενέργεια ${a} δεν διαβάζεται (δεν είναι συναλλαγή, μέρισμα, τόκος, κατάθεση ή ανάληψη)`
  ],
  [
    /^type (".*") is not read \(e\.g\. a stock split or transfer: add it by hand if it matters\)$/s,
    (_, t) => `ο τύπος ${t} δεν διαβάζεται (π.χ. διάσπαση μετοχών ή μεταφορά: προσθέστε τον με το χέρι αν έχει σημασία)`
  ],
  [/^type (".*") is not read$/s, (_, t) => `ο τύπος ${t} δεν διαβάζεται`],
  [
    /^without a type column, a signed quantity/,
    () => "χωρίς στήλη τύπου χρειάζεται προσημασμένη ποσότητα (θετική για αγορά, αρνητική για πώληση)"
  ],
  [
    /^the cell has ([\d,]+) characters, more than the ([\d,]+) a value can have: not read$/,
    (_, n, m) =>
      `το κελί έχει ${greekNumber(n ?? "")} χαρακτήρες, περισσότερους από τους ${greekNumber(m ?? "")} που μπορεί να έχει μια τιμή: δεν διαβάστηκε`
  ],
  [
    /^a (negative|positive) amount in (.*) \(a reversal or refund\) is not read: add it by hand if it matters$/s,
    (_, sign, section) =>
      `${sign === "negative" ? "αρνητικό" : "θετικό"} ποσό στην ενότητα ${section} (αντιλογισμός ή επιστροφή) δεν διαβάζεται: προσθέστε το με το χέρι αν έχει σημασία`
  ],
  [
    /^no (\S+) per (\S+) rate (.*): ask the user for it and add fxRate to the row before analyze_portfolio$/s,
    (_, base, cur, why) =>
      `καμία ισοτιμία ${base} ανά ${cur} ${whyEl(why ?? "")}: ζητήστε τη από τον χρήστη και προσθέστε fxRate στη γραμμή πριν από το analyze_portfolio`
  ],
  [
    /^the row cannot be used as read: (.*)$/s,
    (_, rest) => `η γραμμή δεν μπορεί να χρησιμοποιηθεί όπως διαβάστηκε (στα αγγλικά: ${rest})`
  ]
]

/** A reason in Greek by its known form; an unknown one as written, marked as English. */
const reasonEl = (text: string): string => {
  for (const [pattern, el] of REASONS) {
    const m = pattern.exec(text)
    if (m !== null) return el(...m.map((g) => g ?? ""))
  }
  return `(στα αγγλικά) ${text}`
}

export const describeParseEl = (o: ParsePortfolioCsvOutput): Array<string> => [
  `${FORMAT[o.detectedFormat.id]}: ${o.parsedRows} γραμμή(-ές) διαβάστηκαν σε ${o.transactions.length} συναλλαγή(-ές) σε ${o.subPortfolios.length} υποχαρτοφυλάκιο(-α)· βεβαιότητα ανάγνωσης ${CONFIDENCE[o.parseConfidence]}.`,
  ...o.skippedRows
    .slice(0, 20)
    .map(
      (s) => `Παραλείφθηκε η γραμμή ${s.lineNumber}${s.column === null ? "" : ` (${s.column})`}: ${reasonEl(s.reason)}.`
    ),
  ...(o.skippedRows.length > 20 ? [`... και ${o.skippedRows.length - 20} ακόμη τιμή(-ές) που παραλείφθηκαν.`] : []),
  ...o.missingValues.slice(0, 20).map((m) => `Λείπει στη γραμμή ${m.lineNumber} (${m.column}): ${reasonEl(m.reason)}.`)
]
