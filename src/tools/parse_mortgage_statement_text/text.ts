import { formatEur, greekNumber } from "../../core/format.ts"
import type { ParseMortgageStatementOutput } from "./output.ts"

// The Greek lines of parse_mortgage_statement_text's text, one for each English line of tool.ts. The reasons and
// messages the reading writes are put in Greek by their known forms; a quoted value is the user's own text.

const signedEur = (x: number) => `${x > 0 ? "+" : ""}${formatEur(x, { unit: false, language: "el" })}`

const CONFIDENCE: Record<ParseMortgageStatementOutput["parseConfidence"], string> = {
  high: "υψηλή",
  medium: "μέτρια",
  low: "χαμηλή"
}

/** A column as a reason names it: "debit column" (a heading's) or "column 3" (by position). */
const columnEl = (column: string, isHeading: string | undefined) => {
  const position = /^column (\d+)$/.exec(column)
  return position !== null ? `στήλη ${position[1]}` : `${isHeading ? "στήλη " : ""}${column}`
}

const REASONS: ReadonlyArray<readonly [RegExp, (...m: Array<string>) => string]> = [
  [/^(".*") is not a date \((.*)\)$/s, (_, v, f) => `${v} δεν είναι ημερομηνία (${(f ?? "").replace(" or ", " ή ")})`],
  [/^(".*") is not a valid day\/month\/year date$/s, (_, v) => `${v} δεν είναι έγκυρη ημερομηνία ημέρα/μήνας/έτος`],
  [
    /^(".*") does not read as a rate \((.*?)( column)?\)$/s,
    (_, v, c, h) => `${v} δεν διαβάζεται ως επιτόκιο (${columnEl(c ?? "", h)})`
  ],
  [
    /^(".*") does not read as an amount \((.*?)( column)?\)$/s,
    (_, v, c, h) => `${v} δεν διαβάζεται ως ποσό (${columnEl(c ?? "", h)})`
  ],
  [/^(".*") is not a number \((.*) column\)$/s, (_, v, c) => `${v} δεν είναι αριθμός (στήλη ${c})`],
  [/^a date but no amount, balance or rate$/, () => "ημερομηνία χωρίς ποσό, υπόλοιπο ή επιτόκιο"],
  [
    /^an amount on a line without a date: not read as a row$/,
    () => "ποσό σε γραμμή χωρίς ημερομηνία: δεν διαβάστηκε ως κίνηση"
  ],
  [
    /^an interest rate without a date: not attached to any row/,
    () =>
      "επιτόκιο χωρίς ημερομηνία: δεν αποδόθηκε σε καμία κίνηση (αν ίσχυε από την αρχή, προσθέστε το ως ratePct στην πρώτη κίνηση)"
  ],
  [
    /^the rate (.*)% is not between 0% and 100%$/,
    (_, r) => `το επιτόκιο ${greekNumber(r ?? "")}% δεν είναι μεταξύ 0% και 100%`
  ],
  [
    /^cannot tell whether (.*) is a debit or a credit /,
    (_, x) =>
      `δεν προκύπτει αν το ${greekNumber(x ?? "")} είναι χρέωση ή πίστωση (η στοίχιση χάθηκε και ούτε η περιγραφή ούτε τα υπόλοιπα το δείχνουν)`
  ],
  [
    /^(\d+) amounts but the heading has (\d+) amount columns \((.*)\)$/,
    (_, a, c, n) => `${a} ποσά, ενώ η επικεφαλίδα έχει ${c} στήλες ποσών (${n})`
  ],
  [
    /^(\d+) amount\(s\) for (\d+) columns \((.*)\) and the spacing does not show which$/,
    (_, a, c, n) => `${a} ποσό(-ά) για ${c} στήλες (${n}) και η στοίχιση δεν δείχνει σε ποιες`
  ],
  [
    /^longer than ([\d,]+) characters: not read/,
    (_, n) =>
      `μεγαλύτερη από ${greekNumber(n ?? "")} χαρακτήρες: δεν διαβάστηκε (μια κίνηση είναι πολύ πιο σύντομη· ελέγξτε ότι το κείμενο κράτησε τις αλλαγές γραμμής)`
  ]
]

const MESSAGES: ReadonlyArray<readonly [RegExp, (...m: Array<string>) => string]> = [
  [
    /^No statement row was found/,
    () => "Δεν βρέθηκε καμία κίνηση: κάθε κίνηση πρέπει να αρχίζει με την ημερομηνία της (dd/mm/yyyy ή dd.mm.yy)."
  ],
  [
    /^No dated interest rate anywhere in the text/,
    () =>
      "Κανένα επιτόκιο με ημερομηνία στο κείμενο: το audit_mortgage_statement χρειάζεται ένα. Ζητήστε από τον χρήστη το επιτόκιο που ισχύει και προσθέστε το ως ratePct στην πρώτη κίνηση με υπόλοιπο."
  ],
  [
    /^(\d+) row\(s\) show no balance/,
    (_, n) => `${n} κίνηση(-εις) χωρίς υπόλοιπο: αναπαράγονται αλλά δεν συγκρίνονται.`
  ],
  [
    /^Only (\d+) row\(s\) with a balance; audit_mortgage_statement needs at least (\d+)\.$/,
    (_, n, m) => `Μόνο ${n} κίνηση(-εις) με υπόλοιπο· το audit_mortgage_statement χρειάζεται τουλάχιστον ${m}.`
  ],
  [
    /^The rows are not in date order/,
    () => "Οι κινήσεις δεν είναι σε χρονολογική σειρά· το audit_mortgage_statement τις χρειάζεται σε χρονολογική σειρά."
  ]
]

/** A text of the reading in Greek by its known form; an unknown one as written, marked as English. */
const inGreek = (table: ReadonlyArray<readonly [RegExp, (...m: Array<string>) => string]>, text: string): string => {
  for (const [pattern, el] of table) {
    const m = pattern.exec(text)
    if (m !== null) return el(...m.map((g) => g ?? ""))
  }
  return `(στα αγγλικά) ${text}`
}

export const describeParseEl = (o: ParseMortgageStatementOutput): Array<string> => [
  `Διαβάστηκαν ${o.rowCount} κίνηση(-εις) της κατάστασης λογαριασμού, ${o.checkpointCount} με υπόλοιπο· βεβαιότητα ανάγνωσης ${CONFIDENCE[o.parseConfidence]}.`,
  ...(o.unreadableLines.length > 0
    ? [
        `Γραμμές που δεν διαβάστηκαν: ${o.unreadableLines.map((u) => `${u.lineNumber} (${inGreek(REASONS, u.reason)})`).join("· ")}.`
      ]
    : []),
  ...(o.flaggedRows.length > 0
    ? [
        `Υπόλοιπα που δεν προκύπτουν από το προηγούμενο υπόλοιπο: ${o.flaggedRows.map((f) => `γραμμή ${f.lineNumber} (${signedEur(f.difference)})`).join(", ")}.`
      ]
    : []),
  ...o.missing.map((m) => `Λείπει: ${inGreek(MESSAGES, m.message)}`),
  "Στείλτε τις κινήσεις (rows) ως έχουν στο audit_mortgage_statement."
]
