import { formatDecimals, greekNumber } from "../../core/format.ts"
import type { ParsePensionStatementOutput } from "./output.ts"

// The Greek lines of parse_pension_statement's text, one for each English line of tool.ts.

const num = (text: string | number) => greekNumber(String(text))

const CONFIDENCE: Record<ParsePensionStatementOutput["parseConfidence"], string> = {
  high: "υψηλή",
  medium: "μέτρια",
  low: "χαμηλή"
}

const COLUMN: Record<string, string> = {
  year: "έτος",
  units: "ασφαλιστικές μονάδες",
  weeks: "εβδομάδες",
  earnings: "ασφαλιστέες αποδοχές",
  contributions: "εισφορές",
  basic: "βασικές μονάδες",
  supplementary: "συμπληρωματικές μονάδες",
  assimilated: "εξομοιωμένες μονάδες"
}
const column = (name: string) => COLUMN[name] ?? name

type Translation = readonly [RegExp, (m: RegExpExecArray) => string]

/** The reasons of src/domain/pension-statement and src/domain/pasted-text.ts in Greek; an unknown one as it is. */
const REASONS: ReadonlyArray<Translation> = [
  [/^"(.*)" is not a number \((\w+) column\)$/, (m) => `«${m[1]}» δεν είναι αριθμός (στήλη: ${column(m[2] ?? "")})`],
  [
    /^"(.*)" is above (\S+), the most a (\w+) value can be: probably a misread column$/,
    (m) =>
      `«${m[1]}» υπερβαίνει το ${num(m[2] ?? "")}, τη μέγιστη τιμή της στήλης «${column(m[3] ?? "")}»: πιθανώς λάθος ανάγνωση στήλης`
  ],
  [/^weeks "(.*)" is not a whole number$/, (m) => `οι εβδομάδες «${m[1]}» δεν είναι ακέραιος αριθμός`],
  [
    /^the units of the year are missing or unreadable$/,
    () => "οι ασφαλιστικές μονάδες του έτους λείπουν ή δεν διαβάζονται"
  ],
  [
    /^(\S+) units is above the maximum of (\S+) a year: probably a misread column$/,
    (m) =>
      `${num(m[1] ?? "")} ασφαλιστικές μονάδες υπερβαίνουν το μέγιστο των ${num(m[2] ?? "")} τον χρόνο: πιθανώς λάθος ανάγνωση στήλης`
  ],
  [
    /^(\S+) weeks is more than a year has$/,
    (m) => `${num(m[1] ?? "")} εβδομάδες είναι περισσότερες από όσες έχει ένα έτος`
  ],
  [/^the year has no values$/, () => "το έτος δεν έχει τιμές"],
  [
    /^(\d+) values but the heading has (\d+) columns after the year \((.*)\)$/,
    (m) =>
      `${m[1]} τιμές, αλλά η επικεφαλίδα έχει ${m[2]} στήλες μετά το έτος (${(m[3] ?? "").split(", ").map(column).join(", ")})`
  ],
  [
    /^"(.*)" is not a year \(4 digits, (\d+) to (\d+)\)$/,
    (m) => `«${m[1]}» δεν είναι έτος (4 ψηφία, ${m[2]} έως ${m[3]})`
  ],
  [
    /^(\d+) is outside the contribution years (\d+) to (\d+)$/,
    (m) => `το ${m[1]} είναι εκτός των ετών εισφορών ${m[2]} έως ${m[3]}`
  ],
  [
    /^the text is abbreviated here:/,
    () =>
      "το κείμενο είναι συντομευμένο εδώ: τα έτη που αντιπροσωπεύει αυτή η γραμμή δεν υπάρχουν στο κείμενο (δεν συμπληρώνονται)"
  ],
  [
    /^year (\d+) is also on line (\d+) with different units \((\S+)\); neither line is used$/,
    (m) =>
      `το έτος ${m[1]} υπάρχει και στη γραμμή ${m[2]} με διαφορετικές ασφαλιστικές μονάδες (${num(m[3] ?? "")})· δεν χρησιμοποιείται καμία από τις δύο γραμμές`
  ],
  [
    /^year (\d+) appears on another line with different units; neither line is used$/,
    (m) =>
      `το έτος ${m[1]} υπάρχει και σε άλλη γραμμή με διαφορετικές ασφαλιστικές μονάδες· δεν χρησιμοποιείται καμία από τις δύο γραμμές`
  ],
  [
    /^longer than (\S+) characters: not read/,
    (m) =>
      `μεγαλύτερη από ${num(m[1] ?? "")} χαρακτήρες: δεν διαβάστηκε (μια γραμμή κατάστασης είναι πολύ μικρότερη· ελέγξτε ότι το κείμενο διατήρησε τις αλλαγές γραμμής)`
  ]
]

const reason = (english: string): string => {
  for (const [pattern, greek] of REASONS) {
    const m = pattern.exec(english)
    if (m !== null) return greek(m)
  }
  return english
}

export const describePensionStatementEl = (o: ParsePensionStatementOutput): Array<string> => [
  `Διαβάστηκαν ${o.contributionYears.length} έτη εισφορών${o.contributionYears.length > 0 ? ` (${o.contributionYears[0]?.year}-${o.contributionYears.at(-1)?.year})` : ""}: ${formatDecimals(o.totalUnits, 2, "el")} ασφαλιστικές μονάδες συνολικά· ${o.totalContributionYears} έτη με μονάδες. Βεβαιότητα ανάγνωσης: ${CONFIDENCE[o.parseConfidence]}.`,
  ...(o.missingYears.length > 0 ? [`Έτη που λείπουν (δεν συμπληρώθηκαν): ${o.missingYears.join(", ")}.`] : []),
  ...o.unreadableLines.map((u) => `Η γραμμή ${u.lineNumber} δεν χρησιμοποιήθηκε: ${reason(u.reason)}.`),
  ...(o.statedTotalUnits !== null ? [`Σύνολο της κατάστασης: ${num(o.statedTotalUnits)}.`] : [])
]
