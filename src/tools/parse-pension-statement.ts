import { Effect, Schema } from "effect"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import { maxUnitsForYear } from "../rules/state-pension.ts"
import { capNote, formatCap, MAX_AMOUNT, MAX_LINE_NUMBER, textNote } from "../core/input-bounds.ts"
import {
  MAX_PASTED_LINE_LENGTH,
  MAX_PASTED_LINES,
  overLongLineReason,
  type PastedLine,
  type PastedText,
  splitPastedText,
  tooManyLinesMessage
} from "../domain/pasted-text.ts"

// ---------------------------------------------------------------------------------------------
// The row shape, shared with calculate_cyprus_state_pension (its advanced-mode `yearlyUnits`
// accepts these rows as they are: the round trip)
// ---------------------------------------------------------------------------------------------

export const FIRST_CONTRIBUTION_YEAR = 1957
export const LAST_ACCEPTED_YEAR = 2100
/** One row per calendar year at most. */
export const MAX_RECORD_YEARS = LAST_ACCEPTED_YEAR - FIRST_CONTRIBUTION_YEAR + 1
/**
 * Sanity cap on a row's units (and their parts): above every year's real maximum (6), so that a value
 * between the year's maximum and this cap gets calculate_cyprus_state_pension's precise message.
 */
export const MAX_UNITS_PER_ROW = 10
const MAX_TEXT = 200_000

const nonNegative = (description: string, maximum: number) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({ description: `${description} ${capNote(0, maximum)}` })
const units = (description: string) => nonNegative(description, MAX_UNITS_PER_ROW)
const money = (description: string) => nonNegative(description, MAX_AMOUNT)
const info = "Informational: carried from the statement, not used in the calculation."

export const ContributionYearRow = Schema.Struct({
  year: Schema.Int.check(Schema.isBetween({ minimum: FIRST_CONTRIBUTION_YEAR, maximum: LAST_ACCEPTED_YEAR })).annotate({
    description: `Calendar (contribution) year, e.g. 2003. ${capNote(FIRST_CONTRIBUTION_YEAR, LAST_ACCEPTED_YEAR).replace(/,/g, "")}`
  }),
  units: units(
    "Insurance units (insurance points) credited for that year, as on the statement: insurable earnings of the year " +
      "divided by that year's basic insurable earnings, at most that year's maximum (6 at most)."
  ),
  weeksInsured: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 53 })).annotate({
    description: `Weeks of insurance in the year, when the statement shows them. ${info} ${capNote(0, 53)}`
  })),
  insurableEarnings: Schema.optionalKey(money(
    `Insurable earnings of the year in the currency of earningsCurrency (Cyprus pounds before 2008 on SIS statements). ${info}`
  )),
  earningsCurrency: Schema.optionalKey(Schema.Literals(["EUR", "CYP"]).annotate({
    description: `Currency of insurableEarnings, only when the statement's heading states it. ${info}`
  })),
  annualContributions: Schema.optionalKey(money(`Annual contributions (pre-1981 flat-rate records). ${info}`)),
  basicUnits: Schema.optionalKey(units(`Units of basic insurance, when shown separately. ${info}`)),
  supplementaryUnits: Schema.optionalKey(units(`Units of supplementary insurance, when shown separately. ${info}`)),
  assimilatedUnits: Schema.optionalKey(units(
    "Assimilated (credited) units included in `units`, when shown separately. calculate_cyprus_state_pension " +
      "leaves them out of the paid-basic-insurance condition."
  )),
  lineNumber: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_NUMBER })).annotate({
    description: `Line of the pasted text the row was read from (1 = first line). ${info} ${capNote(1, MAX_LINE_NUMBER)}`
  }))
})
export type ContributionYearRow = typeof ContributionYearRow.Type

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

const SAMPLE = [
  "REPUBLIC OF CYPRUS - SOCIAL INSURANCE SERVICES",
  "Year   Insurance units   Insurable earnings (EUR)",
  "2019        2.30              21,200.00",
  "2020        3.28              30,000.00",
  "2021        3.14              30,040.00",
  "Total units: 8.72"
].join("\n")

export const ParsePensionStatementInput = Schema.Struct({
  text: Schema.String.check(
    Schema.isMaxLength(MAX_TEXT),
    Schema.makeFilter<string>((s) => s.trim() !== "" || "text is empty: paste the statement's lines")
  ).annotate({
    description:
      "The pasted text of a Cyprus Social Insurance statement (insurance account / analysis of insurance units), " +
      `Greek or English headings, one contribution year per line. ${textNote(MAX_TEXT)} At most ${formatCap(MAX_PASTED_LINES)} lines; ` +
      `a line longer than ${formatCap(MAX_PASTED_LINE_LENGTH)} characters is reported as unreadable, not read. Required.`
  }).annotateKey({ messageMissingKey: "text is required: paste the lines of the Social Insurance statement (ask the user for them)" })
}).annotate({
  title: "Cyprus Social Insurance statement text",
  examples: [{ text: SAMPLE }, { text: "Έτος  Ασφ. Μονάδες  Ασφαλιστέες Αποδοχές (€)\n2008  2,41  19.480,00\n2010  2,60  22.100,00" }]
})
export type ParsePensionStatementInput = typeof ParsePensionStatementInput.Type

const COLUMNS = ["year", "units", "weeks", "earnings", "contributions", "basic", "supplementary", "assimilated"] as const
type Column = (typeof COLUMNS)[number]

const UnreadableLine = Schema.Struct({
  lineNumber: Schema.Int,
  year: Schema.NullOr(Schema.Int).annotate({ description: "the year the line starts with, if any" }),
  text: Schema.String.check(Schema.isMaxLength(MAX_PASTED_LINE_LENGTH)).annotate({
    description: `The line without its leading and trailing spaces ("" for a line over the length cap, which is not read). ${textNote(MAX_PASTED_LINE_LENGTH)}`
  }),
  reason: Schema.String,
  column: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_PASTED_LINE_LENGTH }))).annotate({
    description: `Where the value that could not be read starts in the line as pasted, in characters (1 = first character, leading spaces counted); null when the line as a whole is at fault. ${capNote(1, MAX_PASTED_LINE_LENGTH)}`
  }),
  field: Schema.NullOr(Schema.Literals(COLUMNS)).annotate({
    description: "The statement column that value stands in (year, units, weeks, earnings, contributions, basic, supplementary, assimilated); null when the line as a whole is at fault."
  })
})

export const ParsePensionStatementOutput = Schema.Struct({
  contributionYears: Schema.Array(ContributionYearRow).annotate({
    description: "One row per year read, in year order; send as-is as yearlyUnits to calculate_cyprus_state_pension (mode advanced)."
  }),
  totalUnits: Schema.Finite.annotate({ description: "Sum of units of contributionYears, 2 decimals" }),
  totalContributionYears: Schema.Int.annotate({ description: "Number of years read with units above 0" }),
  parseConfidence: Schema.Literals(["high", "medium", "low"]),
  missingYears: Schema.Array(Schema.Int).annotate({
    description: "Years between the first and last year read that no line of the text shows: reported, never filled"
  }),
  unreadableLines: Schema.Array(UnreadableLine),
  statedTotalUnits: Schema.NullOr(Schema.Finite).annotate({ description: "The statement's own total line, if any" }),
  columns: Schema.Array(Schema.String).annotate({ description: "Column headings recognised, in order" }),
  series: Schema.Array(Schema.Struct({ year: Schema.Int, units: Schema.Finite, cumulativeUnits: Schema.Finite })),
  assumptions: Schema.Array(Schema.String)
})
export type ParsePensionStatementOutput = typeof ParsePensionStatementOutput.Type

// ---------------------------------------------------------------------------------------------
// Headings
// ---------------------------------------------------------------------------------------------

/** Lower case, accents removed, so that "Έτος" and "ΕΤΟΣ" both read "ετος". */
const fold = (s: string): string => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()

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
  ["assimilated", word(`(?:assimilated|credited|εξομοιωμεν\\p{L}*|πιστωθεισ\\p{L}*)\\.?\\s*(?:ασφ\\.?\\s*)?(?:${POINTS})?`)],
  ["weeks", word("weeks(?:\\s+insured)?|εβδομαδες(?:\\s+ασφαλισης)?")],
  ["earnings", word("(?:insurable\\s+)?earnings|(?:ασφαλιστεες\\s+)?αποδοχες")],
  ["contributions", word("(?:annual\\s+)?contributions|(?:ετησιες\\s+)?εισφορες")],
  ["units", word(`(?:insurance\\s+)?(?:${POINTS})|ασφ\\.?\\s*(?:${POINTS})`)],
  ["year", word("year|yr|ετος|ετη")]
]

interface Heading {
  readonly columns: ReadonlyArray<Column>
  readonly currency: "EUR" | "CYP" | undefined
  readonly lineNumber: number
}

const readHeading = (line: string, lineNumber: number): Heading | null => {
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
const DEFAULT_HEADING: Heading = { columns: ["year", "units", "earnings"], currency: undefined, lineNumber: 0 }

// ---------------------------------------------------------------------------------------------
// Numbers: 1.234,56 and 1,234.56, decimal comma or point
// ---------------------------------------------------------------------------------------------

const PLACEHOLDER = /^(?:-+|–|—|u|n\/a|na|\?+|…|\.\.\.)$/i

interface NumberRead {
  readonly value: number
  /** a single separator before exactly three digits was read as a thousands separator */
  readonly thousandsGuess: boolean
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= "0" && ch <= "9"

/** Digits, "." and "," only, with a digit first and last. */
const isNumberShaped = (s: string): boolean => {
  if (!isDigit(s[0]) || !isDigit(s[s.length - 1])) return false
  for (const ch of s) if (!isDigit(ch) && ch !== "." && ch !== ",") return false
  return true
}

export const readNumber = (token: string, money: boolean): NumberRead | null => {
  if (!isNumberShaped(token)) return null
  const dot = token.lastIndexOf(".")
  const comma = token.lastIndexOf(",")
  if (dot >= 0 && comma >= 0) {
    const decimal = dot > comma ? "." : ","
    const at = Math.max(dot, comma)
    const whole = token.slice(0, at)
    const groups = whole.split(decimal === "." ? "," : ".")
    if (whole.includes(decimal) || !/^\d{1,3}$/.test(groups[0] ?? "") || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
    return { value: Number(`${groups.join("")}.${token.slice(at + 1)}`), thousandsGuess: false }
  }
  const separator = dot >= 0 ? "." : comma >= 0 ? "," : null
  if (separator === null) return { value: Number(token), thousandsGuess: false }
  const parts = token.split(separator)
  const [head = "", tail = ""] = parts
  if (parts.length > 2) {
    if (!/^\d{1,3}$/.test(head) || parts.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
    return { value: Number(parts.join("")), thousandsGuess: false }
  }
  if (money && tail.length === 3 && head.length <= 3 && head !== "0") return { value: Number(head + tail), thousandsGuess: true }
  return { value: Number(`${head}.${tail}`), thousandsGuess: false }
}

const round2 = (n: number): number => Math.round(n * 100) / 100

// ---------------------------------------------------------------------------------------------
// Lines. Every pattern below is anchored or matches a fixed number of characters, so it runs in time
// linear in the line; the rest is scanned by hand (issue 18: /\*+$/ took 14 s on a run of stars).
// ---------------------------------------------------------------------------------------------

/** A value of a line and where it starts (index in the line as pasted). */
interface Token {
  readonly text: string
  readonly at: number
}

const WHITESPACE = /\s/
const CURRENCY_WORD = /(?<!\p{L})(?:EUR|CYP)(?!\p{L})/giu

/** Blanks what separates values (| ; tab, a comma before a space, € £ EUR CYP) with as many spaces, so values keep their positions. */
const blankSeparators = (line: string): string =>
  line
    .replace(/[|;\t]/g, " ")
    .replace(/,(?=\s)/g, " ")
    .replace(/[€£]/g, " ")
    .replace(CURRENCY_WORD, "   ")

const splitOnWhitespace = (line: string): Array<Token> => {
  const tokens: Array<Token> = []
  let start = -1
  for (let i = 0; i <= line.length; i++) {
    const boundary = i === line.length || WHITESPACE.test(line[i]!)
    if (start < 0 && !boundary) start = i
    else if (start >= 0 && boundary) {
      tokens.push({ text: line.slice(start, i), at: start })
      start = -1
    }
  }
  return tokens
}

/** "2.30**" -> "2.30" (footnote marks). */
const withoutTrailingStars = (s: string): string => {
  let end = s.length
  while (end > 0 && s[end - 1] === "*") end--
  return s.slice(0, end)
}

/** A line may start with a bullet (• · * -) before its year. */
const withoutBullet = (tokens: Array<Token>): Array<Token> => {
  const first = tokens[0]
  if (first === undefined || !"•·*-".includes(first.text[0]!)) return tokens
  return [{ text: first.text.slice(1), at: first.at + 1 }, ...tokens.slice(1)]
}

const tokensOf = (line: string): Array<Token> =>
  withoutBullet(splitOnWhitespace(blankSeparators(line)))
    .map((t) => ({ text: withoutTrailingStars(t.text), at: t.at }))
    .filter((t) => t.text !== "")

/** The year a line starts with: its first value, 4 digits (a comma may follow them). */
const leadingYear = (tokens: ReadonlyArray<Token>): number | null => {
  const m = /^(\d{4})(?:,|$)/.exec(tokens[0]?.text ?? "")
  return m === null ? null : Number(m[1])
}

const TOTAL_WORDS = ["total", "συνολο", "συνολικες"]
const POINTS_WORDS = ["pts", "points", "units", "μοναδ"]

/** "total units: 8.72" -> "8.72": a total word first, a points word before the first digit, then only a number. */
const statedTotalText = (folded: string): string | null => {
  const s = folded.trim()
  const firstDigit = s.search(/\d/)
  if (firstDigit < 0) return null
  const words = s.slice(0, firstDigit)
  const total = TOTAL_WORDS.find((w) => words.startsWith(w))
  if (total === undefined || !POINTS_WORDS.some((w) => words.includes(w, total.length))) return null
  const number = s.slice(firstDigit)
  return isNumberShaped(number) ? number : null
}

/** 1-based position of `index` in `line`, in characters (code points: an emoji is one). */
const columnAt = (line: string, index: number): number => {
  let column = 1
  for (let i = 0; i < index; i++) {
    const code = line.charCodeAt(i)
    if (code < 0xdc00 || code > 0xdfff) column++
  }
  return column
}

const isYearRange = (rest: ReadonlyArray<Token>): boolean =>
  rest.length === 2 && PLACEHOLDER.test(rest[0]!.text) && /^\d{4}$/.test(rest[1]!.text)

const hasDigit = (t: Token): boolean => /\d/.test(t.text)

interface Unreadable {
  readonly kind: "unreadable"
  readonly reason: string
  /** index in the line of the value that could not be read, when one value is at fault */
  readonly at: number | null
  readonly field: Column | null
}

type Read =
  | { readonly kind: "row"; readonly row: ContributionYearRow; readonly thousandsGuess: boolean }
  | Unreadable
  | { readonly kind: "text" }

const notRead = (reason: string, at: number | null = null, field: Column | null = null): Unreadable => ({ kind: "unreadable", reason, at, field })

interface Values {
  readonly kind: "values"
  readonly value: Partial<Record<Column, number | null>>
  readonly at: Partial<Record<Column, number>>
  readonly thousandsGuess: boolean
}

const isMoneyColumn = (column: Column): boolean => column === "earnings" || column === "contributions"
// weeks above 53 have their own reason (rowOf)
const capOf = (column: Column): number => (isMoneyColumn(column) ? MAX_AMOUNT : column === "weeks" ? Infinity : MAX_UNITS_PER_ROW)

/** The values after the year, by heading column; the first that does not read makes the line unreadable. */
const readValues = (tokens: ReadonlyArray<Token>, columns: ReadonlyArray<Column>): Values | Unreadable => {
  const value: Partial<Record<Column, number | null>> = {}
  const at: Partial<Record<Column, number>> = {}
  let thousandsGuess = false
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!
    const column = columns[i] ?? "units"
    at[column] = token.at
    if (PLACEHOLDER.test(token.text)) {
      value[column] = null
      continue
    }
    const n = readNumber(token.text, isMoneyColumn(column))
    if (n === null) return notRead(`"${token.text}" is not a number (${column} column)`, token.at, column)
    const cap = capOf(column)
    if (!Number.isFinite(n.value) || n.value > cap) {
      return notRead(`"${token.text}" is above ${cap.toLocaleString("en-US")}, the most a ${column} value can be: probably a misread column`, token.at, column)
    }
    if (column === "weeks" && !Number.isInteger(n.value)) return notRead(`weeks "${token.text}" is not a whole number`, token.at, column)
    value[column] = n.value
    thousandsGuess ||= n.thousandsGuess
  }
  return { kind: "values", value, at, thousandsGuess }
}

const rowOf = (values: Values, heading: Heading, year: number, lineNumber: number): Read => {
  const { value, at } = values
  const columns = heading.columns
  const parts = (["basic", "supplementary", "assimilated"] as const).filter((c) => columns.includes(c))
  let units: number | null | undefined = columns.includes("units") ? value.units : undefined
  if (units === undefined && parts.length > 0 && parts.every((c) => typeof value[c] === "number")) {
    units = round2(parts.reduce((s, c) => s + (value[c] ?? 0), 0))
  }
  if (units === undefined || units === null) return notRead("the units of the year are missing or unreadable", at.units ?? null, "units")
  if (units > maxUnitsForYear(year)) {
    return notRead(`${units} units is above the maximum of ${maxUnitsForYear(year)} a year: probably a misread column`, at.units ?? null, "units")
  }
  const row: { -readonly [K in keyof ContributionYearRow]: ContributionYearRow[K] } = { year, units, lineNumber }
  if (typeof value.weeks === "number") {
    if (value.weeks > 53) return notRead(`${value.weeks} weeks is more than a year has`, at.weeks ?? null, "weeks")
    row.weeksInsured = value.weeks
  }
  if (typeof value.earnings === "number") {
    row.insurableEarnings = value.earnings
    if (heading.currency !== undefined) row.earningsCurrency = heading.currency
  }
  if (typeof value.contributions === "number") row.annualContributions = value.contributions
  if (typeof value.basic === "number") row.basicUnits = value.basic
  if (typeof value.supplementary === "number") row.supplementaryUnits = value.supplementary
  if (typeof value.assimilated === "number") row.assimilatedUnits = value.assimilated
  return { kind: "row", row, thousandsGuess: values.thousandsGuess }
}

const readRow = (tokens: ReadonlyArray<Token>, lineNumber: number, heading: Heading, year: number): Read => {
  const rest = tokens.slice(1)
  if (!rest.some((t) => hasDigit(t) || PLACEHOLDER.test(t.text))) return rest.length === 0 ? notRead("the year has no values") : { kind: "text" }
  // "1981 – 2007": a range heading of a block, not a row
  if (isYearRange(rest)) return { kind: "text" }
  const columns = heading.columns
  if (tokens.length > columns.length) {
    return notRead(`${rest.length} values but the heading has ${columns.length - 1} columns after the year (${columns.slice(1).join(", ")})`, tokens[columns.length]!.at)
  }
  const values = readValues(tokens, columns)
  return values.kind === "unreadable" ? values : rowOf(values, heading, year, lineNumber)
}

/**
 * A line shaped like a row (a first value with a digit in it, then numbers or placeholders) whose first value
 * is not a contribution year ("2O19", "219", "1950"): reported, never dropped in silence.
 */
const misreadYear = (tokens: ReadonlyArray<Token>): Unreadable | null => {
  const [first, ...rest] = tokens
  if (first === undefined || !hasDigit(first) || !rest.some(hasDigit) || isYearRange(rest)) return null
  if (!rest.every((t) => hasDigit(t) || PLACEHOLDER.test(t.text))) return null
  const year = leadingYear(tokens)
  const reason = year === null
    ? `"${first.text}" is not a year (4 digits, ${FIRST_CONTRIBUTION_YEAR} to ${LAST_ACCEPTED_YEAR})`
    : `${year} is outside the contribution years ${FIRST_CONTRIBUTION_YEAR} to ${LAST_ACCEPTED_YEAR}`
  return notRead(reason, first.at, "year")
}

// ---------------------------------------------------------------------------------------------
// The parser
// ---------------------------------------------------------------------------------------------

type UnreadableLine = typeof UnreadableLine.Type

const unreadableLine = (line: PastedLine, year: number | null, read: Unreadable): UnreadableLine => ({
  lineNumber: line.lineNumber,
  year,
  text: line.text.trim(),
  reason: read.reason,
  column: read.at === null ? null : columnAt(line.text, read.at),
  field: read.field
})

const overLongLine = (lineNumber: number): UnreadableLine => ({ lineNumber, year: null, text: "", reason: overLongLineReason, column: null, field: null })

const tooManyLines: ToolInputProblem = {
  _tag: "ToolInputProblem",
  fieldErrors: { text: [tooManyLinesMessage("statement")] },
  hint: `Send the statement in parts of at most ${formatCap(MAX_PASTED_LINES)} lines, each with its column heading line, and put the contributionYears of the parts together.`
}

/** The tool's reading: a ToolInputProblem when the text has more than MAX_PASTED_LINES lines. */
export const readPensionStatement = (text: string): ParsePensionStatementOutput | ToolInputProblem => {
  const pasted = splitPastedText(text)
  return pasted === undefined ? tooManyLines : parsePastedStatement(pasted)
}

/** For text known to be within MAX_PASTED_LINES lines (a RangeError beyond: the tool answers those with a 400). */
export const parsePensionStatementText = (text: string): ParsePensionStatementOutput => {
  const out = readPensionStatement(text)
  if ("_tag" in out) throw new RangeError(tooManyLinesMessage("statement"))
  return out
}

const parsePastedStatement = (pasted: PastedText): ParsePensionStatementOutput => {
  const rows: Array<ContributionYearRow> = []
  const unreadable: Array<UnreadableLine> = pasted.overLongLines.map(overLongLine)
  const notes: Array<string> = []
  const yearsOnSomeLine = new Set<number>()
  const firstRowOfYear = new Map<number, { row: ContributionYearRow; text: string }>()
  const conflicted = new Set<number>()
  const columnsSeen: Array<string> = []
  let heading: Heading | null = null
  let usedDefault = false
  let thousandsGuess = false
  let statedTotal: number | null = null
  let abbreviated = false
  let misreadYearLines = 0

  for (const pastedLine of pasted.lines) {
    const { lineNumber } = pastedLine
    const line = pastedLine.text.trim()
    if (line === "") continue
    if (/^(?:\.{3,}|…+)$/.test(line)) {
      abbreviated = true
      unreadable.push(unreadableLine(pastedLine, null, notRead("the text is abbreviated here: the years this line stands for are not in the text (not filled)")))
      continue
    }
    const total = statedTotalText(fold(line))
    if (total !== null) {
      const stated = readNumber(total, false)?.value
      statedTotal = stated !== undefined && Number.isFinite(stated) ? stated : null
      continue
    }
    const tokens = tokensOf(pastedLine.text)
    const year = leadingYear(tokens)
    if (year === null || year < FIRST_CONTRIBUTION_YEAR || year > LAST_ACCEPTED_YEAR) {
      const found = readHeading(line, lineNumber)
      if (found !== null) {
        heading = found
        for (const c of found.columns) if (!columnsSeen.includes(c)) columnsSeen.push(c)
        continue
      }
      const misread = misreadYear(tokens)
      if (misread !== null) {
        misreadYearLines++
        unreadable.push(unreadableLine(pastedLine, null, misread))
      }
      continue
    }
    if (heading === null) usedDefault = true
    const read = readRow(tokens, lineNumber, heading ?? DEFAULT_HEADING, year)
    if (read.kind === "text") continue
    yearsOnSomeLine.add(year)
    if (read.kind === "unreadable") {
      unreadable.push(unreadableLine(pastedLine, year, read))
      continue
    }
    thousandsGuess ||= read.thousandsGuess
    const earlier = firstRowOfYear.get(year)?.row
    if (earlier === undefined) {
      firstRowOfYear.set(year, { row: read.row, text: line })
      rows.push(read.row)
    } else if (earlier.units === read.row.units) {
      notes.push(`Year ${year} appears again on line ${lineNumber} with the same units as line ${earlier.lineNumber}; read once.`)
    } else {
      conflicted.add(year)
      unreadable.push(unreadableLine(pastedLine, year, notRead(`year ${year} is also on line ${earlier.lineNumber} with different units (${earlier.units}); neither line is used`)))
    }
  }

  const kept = rows.filter((r) => !conflicted.has(r.year)).sort((a, b) => a.year - b.year)
  for (const { row, text } of firstRowOfYear.values()) {
    if (conflicted.has(row.year)) {
      unreadable.push({ lineNumber: row.lineNumber ?? 0, year: row.year, text, reason: `year ${row.year} appears on another line with different units; neither line is used`, column: null, field: null })
    }
  }
  unreadable.sort((a, b) => a.lineNumber - b.lineNumber)

  const allYears = [...yearsOnSomeLine]
  const missingYears: Array<number> = []
  if (allYears.length > 0) {
    const first = Math.min(...allYears)
    const last = Math.max(...allYears)
    for (let y = first; y <= last; y++) if (!yearsOnSomeLine.has(y)) missingYears.push(y)
  }

  const hundredths = kept.reduce((s, r) => s + Math.round(r.units * 100), 0)
  const totalUnits = hundredths / 100
  let cumulative = 0
  const series = kept.map((r) => {
    cumulative += Math.round(r.units * 100)
    return { year: r.year, units: r.units, cumulativeUnits: cumulative / 100 }
  })

  const assumptions: Array<string> = [
    "Units are taken as printed on the statement; they are not recomputed from earnings.",
    "Years the statement does not show are reported in missingYears and never filled; no rows are created."
  ]
  if (usedDefault) {
    assumptions.push("No column heading was recognised before some rows: their values were read in the order Year, Units, Insurable earnings (the order of the Social Insurance statement). Check the units.")
  }
  if (thousandsGuess) {
    assumptions.push("In earnings and contributions columns a single '.' or ',' followed by exactly three digits was read as a thousands separator (2.310 = 2,310); in units columns as a decimal mark.")
  }
  if (kept.some((r) => r.insurableEarnings !== undefined && r.earningsCurrency === undefined)) {
    assumptions.push("The currency of insurable earnings is not stated in the heading, so none is given (SIS statements show Cyprus pounds before 2008 and euros from 2008).")
  }
  const stated: number | null = statedTotal
  if (stated !== null && Math.abs(stated - totalUnits) > 0.005) {
    notes.push(`The statement's total (${stated}) differs from the sum of the years read (${totalUnits}): some years are missing, abbreviated or unreadable in the text.`)
  }
  assumptions.push(...notes)

  const rowLines = kept.length + unreadable.filter((u) => u.year !== null).length + misreadYearLines
  const unreadableRows = rowLines - kept.length
  const parseConfidence =
    kept.length === 0 || unreadableRows >= kept.length
      ? "low"
      : unreadable.length === 0 && !usedDefault && !abbreviated && (stated === null || Math.abs(stated - totalUnits) <= 0.005)
      ? "high"
      : "medium"

  return {
    contributionYears: kept,
    totalUnits,
    totalContributionYears: kept.filter((r) => r.units > 0).length,
    parseConfidence,
    missingYears,
    unreadableLines: unreadable,
    statedTotalUnits: stated,
    columns: columnsSeen,
    series,
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: ParsePensionStatementOutput): string => {
  const lines = [
    `Read ${o.contributionYears.length} contribution year(s)${o.contributionYears.length > 0 ? ` (${o.contributionYears[0]?.year}-${o.contributionYears.at(-1)?.year})` : ""}: ${o.totalUnits.toFixed(2)} units in total; ${o.totalContributionYears} year(s) with units. Parse confidence: ${o.parseConfidence}.`
  ]
  if (o.missingYears.length > 0) lines.push(`Missing years (not filled): ${o.missingYears.join(", ")}.`)
  for (const u of o.unreadableLines) lines.push(`Line ${u.lineNumber} not used: ${u.reason}.`)
  if (o.statedTotalUnits !== null) lines.push(`Statement total: ${o.statedTotalUnits}.`)
  lines.push(`Assumptions: ${o.assumptions.join(" ")}`)
  return lines.join("\n")
}

export const parsePensionStatement: ToolDefinition<ParsePensionStatementInput, ParsePensionStatementOutput> = {
  name: "parse_pension_statement",
  title: "Parse a Cyprus Social Insurance statement",
  description:
    "Extracts the contribution years, insurance units and the other columns a Cyprus Social Insurance statement " +
    "carries (weeks, insurable earnings, annual contributions, basic / supplementary / assimilated units) from pasted " +
    "text, with Greek or English headings, messy spacing and 1.234,56 or 1,234.56 numbers. Only years and units " +
    "actually present are returned: gaps are listed in missingYears and never filled, unreadable lines are listed " +
    "with their line number, the column of the value that does not read (a year, units, weeks or an amount) and " +
    "the reason, and no records are created. contributionYears can be sent as-is as " +
    "yearlyUnits to calculate_cyprus_state_pension (mode \"advanced\"). parseConfidence: \"high\" when a column " +
    "heading was recognised, every year line was read, the text is not abbreviated and any stated total matches the " +
    "sum; \"low\" when nothing was read or unreadable year lines are at least as many as the years read; \"medium\" " +
    "otherwise. Check the figures against the original statement.",
  access: "anonymous",
  input: ParsePensionStatementInput,
  output: ParsePensionStatementOutput,
  run: (input) => {
    const out = readPensionStatement(input.text)
    return "_tag" in out ? Effect.fail(out) : Effect.succeed(out)
  },
  summarize,
  readOnly: true
}
