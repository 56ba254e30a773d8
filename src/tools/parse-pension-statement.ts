import { Effect, Schema } from "effect"
import type { ToolDefinition } from "../core/tool.ts"
import { maxUnitsForYear } from "../rules/state-pension.ts"
import { capNote, MAX_AMOUNT, MAX_LINE_NUMBER, textNote } from "./input-bounds.ts"

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
      `Greek or English headings, one contribution year per line. ${textNote(MAX_TEXT)} Required.`
  }).annotateKey({ messageMissingKey: "text is required: paste the lines of the Social Insurance statement (ask the user for them)" })
}).annotate({
  title: "Cyprus Social Insurance statement text",
  examples: [{ text: SAMPLE }, { text: "Έτος  Ασφ. Μονάδες  Ασφαλιστέες Αποδοχές (€)\n2008  2,41  19.480,00\n2010  2,60  22.100,00" }]
})
export type ParsePensionStatementInput = typeof ParsePensionStatementInput.Type

const UnreadableLine = Schema.Struct({
  lineNumber: Schema.Int,
  year: Schema.NullOr(Schema.Int).annotate({ description: "the year the line starts with, if any" }),
  text: Schema.String,
  reason: Schema.String
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

type Column = "year" | "units" | "weeks" | "earnings" | "contributions" | "basic" | "supplementary" | "assimilated"

/** Lower case, accents removed, so that "Έτος" and "ΕΤΟΣ" both read "ετος". */
const fold = (s: string): string => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()

const word = (src: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${src})(?![\\p{L}\\p{N}])`, "gu")
const POINTS = "pts|points|units|μοναδες|μον\\."

/** Most specific first: a span taken by one heading is not matched again by a later one. */
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

export const readNumber = (token: string, money: boolean): NumberRead | null => {
  if (!/^\d[\d.,]*\d$|^\d$/.test(token)) return null
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
// Lines
// ---------------------------------------------------------------------------------------------

const tokensOf = (line: string): Array<string> =>
  line
    .replace(/[|;\t]/g, " ")
    .replace(/,(?=\s)/g, " ")
    .replace(/[€£]/g, " ")
    .replace(/(?<![\p{L}])(?:EUR|CYP)(?![\p{L}])/giu, " ")
    .trim()
    .split(/\s+/)
    .map((t) => t.replace(/\*+$/, ""))
    .filter((t) => t !== "")

const YEAR_START = /^\s*[|•·*-]?\s*(\d{4})(?=[\s|;,]|$)/
const TOTAL_LINE = /^\s*(?:total|συνολο|συνολικες)[^\d]*?(?:pts|points|units|μοναδ)[^\d]*?(\d[\d.,]*)\s*$/u

type Read =
  | { readonly kind: "row"; readonly row: ContributionYearRow; readonly thousandsGuess: boolean }
  | { readonly kind: "unreadable"; readonly year: number; readonly reason: string }
  | { readonly kind: "text" }

const readRow = (line: string, lineNumber: number, heading: Heading, year: number): Read => {
  const tokens = tokensOf(line.replace(/^\s*[|•·*-]?\s*/, ""))
  const rest = tokens.slice(1)
  const hasValue = rest.some((t) => /\d/.test(t) || PLACEHOLDER.test(t))
  if (!hasValue) return rest.length === 0 ? { kind: "unreadable", year, reason: "the year has no values" } : { kind: "text" }
  // "1981 – 2007": a range heading of a block, not a row
  if (rest.length === 2 && PLACEHOLDER.test(rest[0] ?? "") && /^\d{4}$/.test(rest[1] ?? "")) return { kind: "text" }
  const columns = heading.columns
  if (tokens.length > columns.length) {
    return { kind: "unreadable", year, reason: `${tokens.length - 1} values but the heading has ${columns.length - 1} columns after the year (${columns.slice(1).join(", ")})` }
  }
  const values: Partial<Record<Column, number | null>> = {}
  let thousandsGuess = false
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i] ?? ""
    const column = columns[i] ?? "units"
    if (PLACEHOLDER.test(token)) {
      values[column] = null
      continue
    }
    const n = readNumber(token, column === "earnings" || column === "contributions")
    if (n === null) return { kind: "unreadable", year, reason: `"${token}" is not a number (${column} column)` }
    // weeks above 53 have their own reason below
    const cap = column === "earnings" || column === "contributions" ? MAX_AMOUNT : column === "weeks" ? Infinity : MAX_UNITS_PER_ROW
    if (!Number.isFinite(n.value) || n.value > cap) {
      return { kind: "unreadable", year, reason: `"${token}" is above ${cap.toLocaleString("en-US")}, the most a ${column} value can be: probably a misread column` }
    }
    if (column === "weeks" && !Number.isInteger(n.value)) return { kind: "unreadable", year, reason: `weeks "${token}" is not a whole number` }
    values[column] = n.value
    thousandsGuess ||= n.thousandsGuess
  }
  const parts = (["basic", "supplementary", "assimilated"] as const).filter((c) => columns.includes(c))
  let units: number | null | undefined = columns.includes("units") ? values.units : undefined
  if (units === undefined && parts.length > 0 && parts.every((c) => typeof values[c] === "number")) {
    units = round2(parts.reduce((s, c) => s + (values[c] ?? 0), 0))
  }
  if (units === undefined || units === null) return { kind: "unreadable", year, reason: "the units of the year are missing or unreadable" }
  if (units > maxUnitsForYear(year)) {
    return { kind: "unreadable", year, reason: `${units} units is above the maximum of ${maxUnitsForYear(year)} a year: probably a misread column` }
  }
  const row: { -readonly [K in keyof ContributionYearRow]: ContributionYearRow[K] } = { year, units, lineNumber }
  if (typeof values.weeks === "number") {
    if (values.weeks > 53) return { kind: "unreadable", year, reason: `${values.weeks} weeks is more than a year has` }
    row.weeksInsured = values.weeks
  }
  if (typeof values.earnings === "number") {
    row.insurableEarnings = values.earnings
    if (heading.currency !== undefined) row.earningsCurrency = heading.currency
  }
  if (typeof values.contributions === "number") row.annualContributions = values.contributions
  if (typeof values.basic === "number") row.basicUnits = values.basic
  if (typeof values.supplementary === "number") row.supplementaryUnits = values.supplementary
  if (typeof values.assimilated === "number") row.assimilatedUnits = values.assimilated
  return { kind: "row", row, thousandsGuess }
}

// ---------------------------------------------------------------------------------------------
// The parser
// ---------------------------------------------------------------------------------------------

export const parsePensionStatementText = (text: string): ParsePensionStatementOutput => {
  const lines = text.split(/\r\n|\r|\n/)
  const rows: Array<ContributionYearRow> = []
  const unreadable: Array<typeof UnreadableLine.Type> = []
  const notes: Array<string> = []
  const yearsOnSomeLine = new Set<number>()
  const rowLineOfYear = new Map<number, ContributionYearRow>()
  const conflicted = new Set<number>()
  const columnsSeen: Array<string> = []
  let heading: Heading | null = null
  let usedDefault = false
  let thousandsGuess = false
  let statedTotal: number | null = null
  let abbreviated = false

  lines.forEach((raw, index) => {
    const lineNumber = index + 1
    const line = raw.trim()
    if (line === "") return
    if (/^(?:\.{3,}|…+)$/.test(line)) {
      abbreviated = true
      unreadable.push({ lineNumber, year: null, text: line, reason: "the text is abbreviated here: the years this line stands for are not in the text (not filled)" })
      return
    }
    const total = TOTAL_LINE.exec(fold(line))
    if (total !== null) {
      const stated = readNumber(total[1] ?? "", false)?.value
      statedTotal = stated !== undefined && Number.isFinite(stated) ? stated : null
      return
    }
    const yearMatch = YEAR_START.exec(line)
    const year = yearMatch === null ? NaN : Number(yearMatch[1])
    if (yearMatch === null || year < FIRST_CONTRIBUTION_YEAR || year > LAST_ACCEPTED_YEAR) {
      const found = readHeading(line, lineNumber)
      if (found !== null) {
        heading = found
        for (const c of found.columns) if (!columnsSeen.includes(c)) columnsSeen.push(c)
      }
      return
    }
    if (heading === null) usedDefault = true
    const read = readRow(line, lineNumber, heading ?? DEFAULT_HEADING, year)
    if (read.kind === "text") return
    yearsOnSomeLine.add(year)
    if (read.kind === "unreadable") {
      unreadable.push({ lineNumber, year, text: line, reason: read.reason })
      return
    }
    thousandsGuess ||= read.thousandsGuess
    const earlier = rowLineOfYear.get(year)
    if (earlier === undefined) {
      rowLineOfYear.set(year, read.row)
      rows.push(read.row)
    } else if (earlier.units === read.row.units) {
      notes.push(`Year ${year} appears again on line ${lineNumber} with the same units as line ${earlier.lineNumber}; read once.`)
    } else {
      conflicted.add(year)
      unreadable.push({ lineNumber, year, text: line, reason: `year ${year} is also on line ${earlier.lineNumber} with different units (${earlier.units}); neither line is used` })
    }
  })

  const kept = rows.filter((r) => !conflicted.has(r.year)).sort((a, b) => a.year - b.year)
  for (const r of rows) {
    if (conflicted.has(r.year)) {
      unreadable.push({ lineNumber: r.lineNumber ?? 0, year: r.year, text: lines[(r.lineNumber ?? 1) - 1]?.trim() ?? "", reason: `year ${r.year} appears on another line with different units; neither line is used` })
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

  const rowLines = kept.length + unreadable.filter((u) => u.year !== null).length
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
    "with their line number and reason, and no records are created. contributionYears can be sent as-is as " +
    "yearlyUnits to calculate_cyprus_state_pension (mode \"advanced\"). parseConfidence: \"high\" when a column " +
    "heading was recognised, every year line was read, the text is not abbreviated and any stated total matches the " +
    "sum; \"low\" when nothing was read or unreadable year lines are at least as many as the years read; \"medium\" " +
    "otherwise. Check the figures against the original statement.",
  access: "anonymous",
  input: ParsePensionStatementInput,
  output: ParsePensionStatementOutput,
  run: (input) => Effect.succeed(parsePensionStatementText(input.text)),
  summarize,
  readOnly: true
}
