/** The statement columns a heading line can name, in the words of the statement. */
export const COLUMNS = [
  "year",
  "units",
  "weeks",
  "earnings",
  "contributions",
  "basic",
  "supplementary",
  "assimilated"
] as const
export type Column = (typeof COLUMNS)[number]

/** Lower case, accents removed, so that "Έτος" and "ΕΤΟΣ" both read "ετος". */
export const fold = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

const word = (src: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${src})(?![\\p{L}\\p{N}])`, "gu")
const POINTS = "pts|points|units|μοναδες|μον\\."

/**
 * Most specific first: a span taken by one heading is not matched again by a later one. Linear in the line:
 * a match can only start at a word start on a literal word, and its quantified parts are separated by literals.
 */
const HEADINGS: ReadonlyArray<readonly [Column, RegExp]> = [
  ["units", word(`(?:total|συνολο|συνολικες)\\s*(?:${POINTS})`)],
  ["basic", word(`(?:basic|βασικ\\p{L}*)\\.?\\s*(?:ασφ\\.?\\s*)?(?:${POINTS})`)],
  ["supplementary", word(`(?:suppl\\p{L}*|συμπλ\\p{L}*)\\.?\\s*(?:ασφ\\.?\\s*)?(?:${POINTS})`)],
  [
    "assimilated",
    word(`(?:assimilated|credited|εξομοιωμεν\\p{L}*|πιστωθεισ\\p{L}*)\\.?\\s*(?:ασφ\\.?\\s*)?(?:${POINTS})?`)
  ],
  ["weeks", word("weeks(?:\\s+insured)?|εβδομαδες(?:\\s+ασφαλισης)?")],
  ["earnings", word("(?:insurable\\s+)?earnings|(?:ασφαλιστεες\\s+)?αποδοχες")],
  ["contributions", word("(?:annual\\s+)?contributions|(?:ετησιες\\s+)?εισφορες")],
  ["units", word(`(?:insurance\\s+)?(?:${POINTS})|ασφ\\.?\\s*(?:${POINTS})`)],
  ["year", word("year|yr|ετος|ετη")]
]

export interface Heading {
  readonly columns: ReadonlyArray<Column>
  readonly currency: "EUR" | "CYP" | undefined
  readonly lineNumber: number
}

export const readHeading = (line: string, lineNumber: number): Heading | null => {
  const folded = fold(line)
  if (/^\s*\d/.test(folded)) return null
  const taken: Array<readonly [number, number, Column]> = []
  for (const [column, pattern] of HEADINGS) {
    for (const m of folded.matchAll(pattern)) {
      const start = m.index
      const end = start + m[0].length
      if (taken.some(([s, e]) => start < e && end > s)) continue
      taken.push([start, end, column])
    }
  }
  taken.sort((a, b) => a[0] - b[0])
  const columns = taken.map(([, , c]) => c)
  if (columns[0] !== "year" || columns.length < 2 || columns.filter((c) => c === "year").length > 1) return null
  const currency = /€|\beur\b|ευρω/.test(folded) ? "EUR" : /£|\bcyp\b|λιρ/.test(folded) ? "CYP" : undefined
  return { columns, currency, lineNumber }
}

/** When no heading is found: the column order of the SIS statement (year, units, insurable earnings). */
export const DEFAULT_HEADING: Heading = { columns: ["year", "units", "earnings"], currency: undefined, lineNumber: 0 }
