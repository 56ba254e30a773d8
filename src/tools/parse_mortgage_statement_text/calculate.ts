import { assumptionList } from "../../core/assumptions.ts"
import { formatEur } from "../../core/format.ts"
import { formatCap } from "../../core/input-bounds.ts"
import { cents, roundToCents } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import { daysInMonth } from "../../rules/day-count.ts"
import {
  MAX_ROW_AMOUNT,
  type MortgageStatementRow,
  type MortgageStatementRowDraft,
  movementCents
} from "../../domain/mortgage/statement-row.ts"
import { MIN_CHECKPOINTS } from "../../domain/mortgage/statement-replay.ts"
import {
  MAX_PASTED_LINES,
  overLongLineReason,
  splitPastedText,
  tooManyLinesMessage,
  type PastedText
} from "../../domain/pasted-text.ts"
import type { FlaggedRow, Missing, ParseMortgageStatementOutput, UnreadableLine } from "./output.ts"
import { MORTGAGE_STATEMENT_ASSUMPTIONS } from "./assumptions.ts"

// ---------------------------------------------------------------------------------------------
// Reading caller text in linear time
//
// Every line comes from splitPastedText (at most MAX_PASTED_LINE_LENGTH characters). The patterns that
// run over it are anchored at ^, or are single character classes and literal words, so that a failed
// match never rescans what it has read: no pattern may let two quantifiers share characters (/ +$/ and
// /\d[\d.,]*\s*%/ took 30 s on one line of 256 KiB, /[;|\t].*$/ 2.3 s on 64 KiB ending in U+2028). The
// rest are scanners. Even past the length cap, a line of 256 KiB is read in well under a second.
// ---------------------------------------------------------------------------------------------

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57
const isDigitAt = (s: string, i: number): boolean => isDigitCode(s.charCodeAt(i))
const isSpace = (ch: string): boolean => /\s/.test(ch)
const isSeparator = (ch: string): boolean => ch === "." || ch === "," || ch === "'"

const countDigits = (s: string): number => {
  let n = 0
  for (let i = 0; i < s.length; i++) if (isDigitAt(s, i)) n++
  return n
}

const withoutTrailingSpaces = (s: string): string => {
  let end = s.length
  while (end > 0 && s.charCodeAt(end - 1) === 32) end--
  return s.slice(0, end)
}

/** Like /\d[\d.,]*\s*%/: a percent sign after a figure. Each character is walked back over at most once. */
const hasPercentFigure = (line: string): boolean => {
  for (let i = line.indexOf("%"); i >= 0; i = line.indexOf("%", i + 1)) {
    let j = i - 1
    while (j >= 0 && isSpace(line[j]!)) j--
    for (; j >= 0 && (isDigitAt(line, j) || line[j] === "." || line[j] === ","); j--)
      if (isDigitAt(line, j)) return true
  }
  return false
}

/** The first field of a line: up to the first space, tab, | or ;. */
const firstFieldOf = (body: string): string => {
  let end = 0
  while (end < body.length && !isSpace(body[end]!) && body[end] !== ";" && body[end] !== "|") end++
  return body.slice(0, end)
}

/** At most 40 characters of caller text inside a reason. */
const quoted = (s: string): string => `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`

// ---------------------------------------------------------------------------------------------
// Headings
// ---------------------------------------------------------------------------------------------

type Column =
  | "date"
  | "valueDate"
  | "description"
  | "debit"
  | "credit"
  | "amount"
  | "payment"
  | "interest"
  | "fees"
  | "balance"
  | "rate"
const NUMERIC: ReadonlyArray<Column> = ["debit", "credit", "amount", "payment", "interest", "fees", "balance", "rate"]

/** Lower case, accents removed: "Υπόλοιπο" and "ΥΠΟΛΟΙΠΟ" both read "υπολοιπο". */
const fold = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
// Each alternative starts with a literal word and a \s+ sits between two literal words, so a failed
// attempt only rescans the spaces after one occurrence of a word: linear in the line.
const word = (src: string) => new RegExp(`(?<![\\p{L}])(?:${src})(?![\\p{L}])`, "gu")

/** Most specific first: a span taken by one heading is not matched again. */
const HEADINGS: ReadonlyArray<readonly [Column, RegExp]> = [
  ["valueDate", word("value\\s+date|valeur|ημ(?:ερομηνια|\\/νια)?\\.?\\s+αξιας|αξια")],
  ["rate", word("(?:interest\\s+)?rate(?:\\s*%)?|επιτοκιο(?:\\s*%)?")],
  ["date", word("date|ημερομηνια|ημ\\/νια|ημ\\.")],
  [
    "description",
    word("description|details|particulars|narrative|transaction|περιγραφη|αιτιολογια|λεπτομερειες|συναλλαγη")
  ],
  ["debit", word("debits?|dr|χρεωσ(?:η|εις)|χρεωστικ\\p{L}*")],
  ["credit", word("credits?|cr|πιστωσ(?:η|εις)|πιστωτικ\\p{L}*")],
  ["amount", word("amount|ποσο")],
  ["payment", word("payments?|instal?lments?|repayments?|δοσ(?:η|εις)|πληρωμ(?:η|ες)|καταβολ(?:η|ες)")],
  ["interest", word("interest|τοκο[ςι]")],
  ["fees", word("fees|charges|commissions?|εξοδα|τελη|προμηθει(?:α|ες)")],
  ["balance", word("balance|υπολοιπο")]
]

interface Heading {
  readonly columns: ReadonlyArray<Column>
  /** [start, end) of each heading in the line */
  readonly spans: ReadonlyArray<readonly [number, number]>
  readonly separator: string | null
  readonly cells: ReadonlyArray<Column | null> | null
}

const separatorOf = (line: string): string | null =>
  line.includes("\t") ? "\t" : line.includes("|") ? "|" : line.includes(";") ? ";" : null

const headingsIn = (text: string): Array<readonly [number, number, Column]> => {
  const folded = fold(text)
  const taken: Array<readonly [number, number, Column]> = []
  // which characters a heading already holds: an overlap test costs the match's length, not the matches found so far
  const held = new Uint8Array(folded.length)
  for (const [column, pattern] of HEADINGS) {
    for (const m of folded.matchAll(pattern)) {
      const start = m.index,
        end = start + m[0].length
      if (held.subarray(start, end).includes(1)) continue
      held.fill(1, start, end)
      taken.push([start, end, column])
    }
  }
  return taken.sort((a, b) => a[0] - b[0])
}

const readHeading = (line: string): Heading | null => {
  if (/\d/.test(line)) return null
  const taken = headingsIn(line)
  const columns = taken.map(([, , c]) => c)
  const numeric = columns.filter((c) => NUMERIC.includes(c))
  if (
    !(columns.includes("date") || columns.includes("valueDate")) ||
    numeric.length < 1 ||
    new Set(columns).size !== columns.length
  )
    return null
  const separator = separatorOf(line)
  const cells = separator === null ? null : line.split(separator).map((cell) => headingsIn(cell)[0]?.[2] ?? null)
  return { columns, spans: taken.map(([s, e]) => [s, e] as const), separator, cells }
}

// ---------------------------------------------------------------------------------------------
// Dates and numbers
// ---------------------------------------------------------------------------------------------

const DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$|^(\d{4})-(\d{2})-(\d{2})$/
const DATE_FORMATS = "dd/mm/yyyy, dd.mm.yy, dd-mm-yyyy or yyyy-mm-dd"

type DateRead = { readonly iso: string; readonly twoDigitYear: boolean } | { readonly error: string }

const readDate = (token: string): DateRead | null => {
  const m = DATE.exec(token)
  if (m === null) return null
  const iso = m[4] !== undefined
  const y = iso ? Number(m[4]) : m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3])
  const mo = Number(iso ? m[5] : m[2])
  const d = Number(iso ? m[6] : m[1])
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo))
    return { error: `"${token}" is not a valid day/month/year date` }
  return {
    iso: `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    twoDigitYear: !iso && m[3]!.length === 2
  }
}

interface NumberRead {
  readonly value: number
  readonly percent: boolean
  /** DR/CR marker: +1 debit (owed), -1 credit */
  readonly side: 1 | -1 | 0
  readonly decimals: number
}

const SIDE_MARKERS: ReadonlyArray<readonly [string, 1 | -1]> = [
  ["dr", 1],
  ["cr", -1],
  ["χ", 1],
  ["π", -1]
]
const MINUS_SIGNS = ["-", "−"]

/** "1.234,56", "1,234.56", "-850,00", "850.00-", "4,25%", "1,234.56 CR" (marker joined by the tokenizer). */
export const readNumber = (raw: string): NumberRead | null => {
  let t = raw.replaceAll("€", "")
  let side: 1 | -1 | 0 = 0
  const ending = t.slice(-2).toLowerCase()
  const marker = SIDE_MARKERS.find(([m]) => ending.endsWith(m))
  if (marker !== undefined) {
    side = marker[1]
    t = t.slice(0, -marker[0].length)
  }
  const percent = t.endsWith("%")
  if (percent) t = t.slice(0, -1)
  let sign = 1
  if (MINUS_SIGNS.includes(t[0] ?? "") || t[0] === "+") {
    sign = t[0] === "+" ? 1 : -1
    t = t.slice(1)
  } else if (MINUS_SIGNS.includes(t[t.length - 1] ?? "")) {
    sign = -1
    t = t.slice(0, -1)
  }
  if (!/^\d[\d.,']*$/.test(t) || isSeparator(t[t.length - 1]!)) return null
  const seps: Array<number> = []
  for (let i = 0; i < t.length; i++) if (isSeparator(t[i]!)) seps.push(i)
  // a figure beyond the rows' cap (MAX_ROW_AMOUNT) is not read as a number: the line is reported instead
  if (seps.length === 0)
    return Number(t) <= MAX_ROW_AMOUNT ? { value: sign * Number(t), percent, side, decimals: 0 } : null
  const last = seps[seps.length - 1]!
  const tail = t.length - last - 1
  const lastSep = t[last]
  const sameKind = seps.every((i) => t[i] === lastSep)
  // a single separator kind used more than once, or before exactly 3 digits of a non-percent figure: thousands
  const thousandsOnly = sameKind && (seps.length > 1 || (tail === 3 && !percent))
  const decimalAt = thousandsOnly ? -1 : last
  const whole = (decimalAt < 0 ? t : t.slice(0, decimalAt)).split(/[.,']/)
  if (whole.length > 1 && (!/^\d{1,3}$/.test(whole[0]!) || whole.slice(1).some((g) => !/^\d{3}$/.test(g)))) return null
  const value = Number(`${whole.join("")}${decimalAt < 0 ? "" : `.${t.slice(decimalAt + 1)}`}`)
  return Number.isFinite(value) && value <= MAX_ROW_AMOUNT
    ? { value: sign * value, percent, side, decimals: decimalAt < 0 ? 0 : tail }
    : null
}

const startsLikeFigure = (t: string): boolean => t.length > 0 && (isDigitAt(t, 0) || "-−+(€".includes(t[0]!))

const hasDecimalBeforeDigit = (t: string): boolean => {
  for (let i = 0; i + 1 < t.length; i++) if ((t[i] === "." || t[i] === ",") && isDigitAt(t, i + 1)) return true
  return false
}

/**
 * A figure that does not read: "1.2x34,56", "(1,100.00)", "3,5,%". It starts like a number and has a decimal
 * separator before a digit (or ends with %), so account numbers such as 357-01-222222 are not figures, nor is
 * a rate noted in a description, "(4.25%)".
 */
const isGarbledFigure = (t: string): boolean => {
  if (!startsLikeFigure(t) || readNumber(t) !== null || readDate(t) !== null) return false
  if (t.startsWith("(") && t.includes("%")) return false
  if (t.endsWith("%")) return countDigits(t) > 0
  return hasDecimalBeforeDigit(t) && countDigits(t) >= 2
}

/** "1/13/20245", "01.O1.2025": where a row's date belongs, two date separators, and no reading as a date or number. */
const looksLikeDate = (t: string): boolean => {
  if (t.length < 6 || t.length > 12 || !isDigitAt(t, 0) || countDigits(t) < 4 || readNumber(t) !== null) return false
  return ["/", ".", "-"].some((sep) => t.split(sep).length >= 3)
}

// ---------------------------------------------------------------------------------------------
// Row lines
// ---------------------------------------------------------------------------------------------

const INTEREST = /interest|τοκ/
const FEE = /fee|charge|commission|stamp|insurance|προμηθ|εξοδ|τελ(?:ος|η)|ασφαλ/
const PAYMENT = /payment|instal|repay|δοσ|πληρωμ|καταβολ|αποπληρ/
const RATE_LINE = /rate|επιτοκ/
const BALANCE_LINE = /balance|υπολοιπ|brought|μεταφορ/

interface Token {
  readonly text: string
  readonly start: number
  readonly end: number
}

const tokensOf = (line: string): Array<Token> => {
  const out: Array<Token> = []
  for (const m of line.matchAll(/\S+/g)) {
    const prev = out[out.length - 1]
    // "1,234.56 CR", "4,25 %", "€ 1.234,56": join markers to their number
    if (prev !== undefined && /^(?:dr|cr|%)$/i.test(m[0]) && isDigitAt(prev.text, prev.text.length - 1)) {
      out[out.length - 1] = { text: prev.text + m[0], start: prev.start, end: m.index + m[0].length }
    } else if (m[0] !== "€" && !/^eur$/i.test(m[0]))
      out.push({ text: m[0], start: m.index, end: m.index + m[0].length })
  }
  return out
}

interface Values {
  description: string
  values: Partial<Record<Column, NumberRead>>
  /** one amount in a debit/credit layout that the columns could not place */
  unplaced: NumberRead | null
}

/** Why a line gave no row; `column` when one value is the cause. */
interface Problem {
  readonly reason: string
  readonly column?: string
}
const isProblem = (v: Values | Problem): v is Problem => "reason" in v

type LineRead =
  | { readonly kind: "row"; readonly date: string; readonly twoDigitYear: boolean; readonly v: Values }
  | { readonly kind: "unreadable"; readonly problem: Problem }

const isValueToken = (t: string): boolean => {
  const n = readNumber(t)
  return n !== null && (n.percent || n.decimals > 0 || t === "0")
}
const isPercentToken = (t: string): boolean => readNumber(t)?.percent ?? t.endsWith("%")
/** A token of the values at the end of a line: one that reads, or one that stands there and does not. */
const isFigure = (t: string): boolean => isValueToken(t) || isGarbledFigure(t)

const dateProblem = (token: string, column: Column): Problem | null => {
  const d = readDate(token)
  if (d !== null && !("error" in d)) return null
  return { reason: d === null ? `${quoted(token)} is not a date (${DATE_FORMATS})` : d.error, column }
}

/** Chooses which heading columns the k values fill, by distance of the value to its heading (aligned text). */
const placeByPosition = (
  tokens: ReadonlyArray<Token>,
  cols: ReadonlyArray<{ column: Column; span: readonly [number, number] }>
): Array<Column> | null => {
  let best: { score: number; pick: Array<number> } | null = null
  let second = Number.POSITIVE_INFINITY
  const k = tokens.length
  // at most C(8, 4) = 70 choices: a heading has at most 8 distinct amount columns
  const choose = (from: number, pick: Array<number>) => {
    if (pick.length === k) {
      let score = 0
      pick.forEach((c, i) => {
        const [s, e] = cols[c]!.span,
          t = tokens[i]!
        score += Math.min(Math.abs(t.end - e), Math.abs(t.start - s), Math.abs((t.start + t.end) / 2 - (s + e) / 2))
      })
      if (best === null || score < best.score) {
        if (best !== null) second = best.score
        best = { score, pick: [...pick] }
      } else if (score < second) second = score
      return
    }
    for (let c = from; c < cols.length; c++) choose(c + 1, [...pick, c])
  }
  choose(0, [])
  const found = best as { score: number; pick: Array<number> } | null
  if (found === null || found.score > 6 * k || second - found.score < 4) return null
  return found.pick.map((c) => cols[c]!.column)
}

/** The column each amount fills ("unplaced": a debit or a credit, to be told by its description or the balances), or
 * why none. */
const placeAmounts = (
  amounts: ReadonlyArray<Token>,
  heading: Heading | null,
  description: string,
  hasRate: boolean
): ReadonlyArray<Column | "unplaced"> | string => {
  if (amounts.length === 0) return []
  if (heading === null) {
    return amounts.length === 2
      ? ["amount", "balance"]
      : `${amounts.length} amount(s) and no column heading above: cannot tell which is which`
  }
  const cols = heading.columns.flatMap((column, i) =>
    NUMERIC.includes(column) && !(column === "rate" && hasRate) ? [{ column, span: heading.spans[i]! }] : []
  )
  const names = cols.map((c) => c.column)
  if (amounts.length === cols.length) return names
  if (amounts.length > cols.length)
    return `${amounts.length} amounts but the heading has ${cols.length} amount columns (${names.join(", ")})`
  const placed = placeByPosition(amounts, cols)
  if (placed !== null) return placed
  // messy spacing: one movement and the balance in a debit/credit layout
  if (amounts.length === 1 && names.includes("balance") && BALANCE_LINE.test(fold(description))) return ["balance"]
  if (amounts.length === 2 && names.includes("balance") && names.includes("debit") && names.includes("credit"))
    return ["unplaced", "balance"]
  return `${amounts.length} amount(s) for ${cols.length} columns (${names.join(", ")}) and the spacing does not show which`
}

const garbledProblem = (token: Token, column: string, isHeading: boolean): Problem => ({
  reason: `${quoted(token.text)} does not read as ${column === "rate" ? "a rate" : "an amount"} (${isHeading ? `${column} column` : column})`,
  column
})

/** The values at the end of a space-separated line, after its date(s); `columnOf` numbers a token's field. */
const readValues = (
  rest: ReadonlyArray<Token>,
  heading: Heading | null,
  columnOf: (t: Token) => string
): Values | Problem => {
  let cut = rest.length
  while (cut > 0 && isFigure(rest[cut - 1]!.text)) cut--
  const description = rest
    .slice(0, cut)
    .map((t) => t.text)
    .join(" ")
  const figures = rest.slice(cut)
  const percents = figures.filter((t) => isPercentToken(t.text))
  const amounts = figures.filter((t) => !isPercentToken(t.text))
  const placement =
    percents.length > 1
      ? `${percents.length} percentages: cannot tell which is the rate`
      : placeAmounts(amounts, heading, description, percents.length === 1)
  const garbled = figures.find((t) => isGarbledFigure(t.text))
  if (garbled !== undefined) {
    if (percents.includes(garbled)) return garbledProblem(garbled, "rate", true)
    const placed = typeof placement === "string" ? undefined : placement[amounts.indexOf(garbled)]
    return placed === undefined || placed === "unplaced"
      ? garbledProblem(garbled, columnOf(garbled), false)
      : garbledProblem(garbled, placed, true)
  }
  if (typeof placement === "string") return { reason: placement }
  const out: Values = { description, values: {}, unplaced: null }
  if (percents[0] !== undefined) out.values.rate = readNumber(percents[0].text)!
  placement.forEach((column, i) => {
    const n = readNumber(amounts[i]!.text)!
    if (column === "unplaced") out.unplaced = n
    else out.values[column] = n
  })
  return out
}

const readSpaced = (line: string, heading: Heading | null): Values | Problem => {
  const tokens = tokensOf(line.replace(/[|;\t]/g, " "))
  const at = tokens.findIndex((t) => readDate(t.text) !== null)
  const columnOf = (t: Token) => `column ${tokens.indexOf(t) - at + 1}`
  let from = at + 1
  const second = tokens[from]
  if (
    second !== undefined &&
    (readDate(second.text) !== null || (heading?.columns.includes("valueDate") === true && looksLikeDate(second.text)))
  ) {
    const problem = dateProblem(second.text, "valueDate")
    if (problem !== null) return problem
    from++ // a value-date column
  }
  return readValues(tokens.slice(from), heading, columnOf)
}

const readCells = (line: string, heading: Heading): Values | Problem => {
  const cells = line.split(heading.separator!).map((c) => c.trim())
  const values: Partial<Record<Column, NumberRead>> = {}
  const text: Array<string> = []
  for (let i = 1; i < cells.length; i++) {
    const cell = cells[i]!,
      column = heading.cells![i] ?? null
    if (cell === "" || /^[-–—]$/.test(cell)) continue
    if (column === "valueDate") {
      const problem = dateProblem(cell, column)
      if (problem !== null) return problem
      continue
    }
    if (column === null || column === "description" || column === "date") {
      if (column !== "date") text.push(cell)
      continue
    }
    const n = readNumber(cell.replace(/\s+/g, ""))
    if (n === null) return { reason: `${quoted(cell)} is not a number (${column} column)`, column }
    values[column] = n
  }
  return { description: text.join(" "), values, unplaced: null }
}

const hasFigureAfterFirst = (line: string): boolean =>
  tokensOf(line)
    .slice(1)
    .some((t) => isValueToken(t.text))

const readLine = (line: string, heading: Heading | null): LineRead | null => {
  const sep = separatorOf(line)
  const first = firstFieldOf(line.replace(/^[\s|•·*]+/, ""))
  const date = readDate(first)
  if (date === null) {
    if (!(looksLikeDate(first) && hasFigureAfterFirst(line))) return null
    return {
      kind: "unreadable",
      problem: { reason: `${quoted(first)} is not a date (${DATE_FORMATS})`, column: "date" }
    }
  }
  if ("error" in date) return { kind: "unreadable", problem: { reason: date.error, column: "date" } }
  const v =
    heading !== null &&
    sep !== null &&
    heading.separator === sep &&
    heading.cells !== null &&
    line.split(sep).length <= heading.cells.length
      ? readCells(line, heading)
      : readSpaced(line, heading)
  if (isProblem(v)) return { kind: "unreadable", problem: v }
  if (Object.keys(v.values).length === 0 && v.unplaced === null)
    return { kind: "unreadable", problem: { reason: "a date but no amount, balance or rate" } }
  return { kind: "row", date: date.iso, twoDigitYear: date.twoDigitYear, v }
}

// ---------------------------------------------------------------------------------------------
// From values to rows
// ---------------------------------------------------------------------------------------------

interface Pending {
  row: MortgageStatementRowDraft
  v: Values
  text: string
}

const unreadableLine = (lineNumber: number, text: string, problem: Problem): UnreadableLine =>
  problem.column === undefined
    ? { lineNumber, text: text.trim(), reason: problem.reason }
    : { lineNumber, text: text.trim(), reason: problem.reason, column: problem.column }

const classifyIncrease = (row: MortgageStatementRowDraft, desc: string, x: number) => {
  if (INTEREST.test(desc) && !RATE_LINE.test(desc)) row.interestCharged = x
  else if (FEE.test(desc)) row.fees = x
  else row.debit = x
}
const classifyDecrease = (row: MortgageStatementRowDraft, desc: string, x: number) => {
  if (PAYMENT.test(desc)) row.payment = x
  else row.credit = x
}

/** A difference of one cent is rounding, not a gap. */
const RECONCILE_TOLERANCE_CENTS = 1

/** The rule of RECONCILIATION_RULE, in cents: rows without a balance carry their movements to the next balance. */
const reconcileBalances = (
  rows: ReadonlyArray<MortgageStatementRow>
): { flagged: Array<FlaggedRow>; reconciled: number } => {
  const flagged: Array<FlaggedRow> = []
  let reconciled = 0
  let expectedCents: number | null = null
  for (const row of rows) {
    if (expectedCents !== null) expectedCents += movementCents(row) + cents(row.interestCharged ?? 0)
    if (row.balance === undefined) continue
    const balanceCents = cents(row.balance)
    if (expectedCents !== null) {
      const difference = balanceCents - expectedCents
      if (Math.abs(difference) <= RECONCILE_TOLERANCE_CENTS) reconciled++
      else
        flagged.push({
          lineNumber: row.lineNumber!,
          date: row.date,
          expectedBalance: expectedCents / 100,
          statementBalance: row.balance,
          difference: difference / 100
        })
    }
    expectedCents = balanceCents
  }
  return { flagged, reconciled }
}

/** The notes of a read (in the order first met, each once), by assumption id. */
type Notes = Map<
  keyof typeof MORTGAGE_STATEMENT_ASSUMPTIONS,
  { readonly field?: string; readonly reason: "input" | "model" }
>

interface LinesRead {
  readonly pending: Array<Pending>
  readonly unreadable: Array<UnreadableLine>
  readonly columns: Array<string>
  readonly notes: Notes
  /** a row was read before any heading */
  readonly guessed: boolean
  readonly heading: Heading | null
}

/** A line that is not a row: a heading, a rate or an amount without a date (reported), or text (skipped). */
const readOtherLine = (
  line: string,
  lineNumber: number,
  found: { heading: Heading | null; columns: Array<string>; unreadable: Array<UnreadableLine> }
) => {
  const h = readHeading(line)
  if (h !== null) {
    found.heading = h
    for (const c of h.columns) if (!found.columns.includes(c)) found.columns.push(c)
    return
  }
  if (hasPercentFigure(line) && RATE_LINE.test(fold(line))) {
    found.unreadable.push(
      unreadableLine(lineNumber, line, {
        reason:
          "an interest rate without a date: not attached to any row (if it applied from the start, add it as ratePct to the first row)"
      })
    )
  } else if (
    tokensOf(line).some(
      (t) => isValueToken(t.text) && !readNumber(t.text)!.percent && readNumber(t.text)!.decimals === 2
    )
  ) {
    found.unreadable.push(
      unreadableLine(lineNumber, line, { reason: "an amount on a line without a date: not read as a row" })
    )
  }
}

const readLines = (pasted: PastedText): LinesRead => {
  const found = {
    heading: null as Heading | null,
    columns: [] as Array<string>,
    unreadable: pasted.overLongLines.map(
      (lineNumber): UnreadableLine => ({ lineNumber, text: "", reason: overLongLineReason })
    )
  }
  const pending: Array<Pending> = []
  const notes: Notes = new Map()
  let guessed = false
  for (const { lineNumber, text } of pasted.lines) {
    const line = withoutTrailingSpaces(text)
    if (line.trim() === "") continue
    const read = readLine(line, found.heading)
    if (read === null) readOtherLine(line, lineNumber, found)
    else if (read.kind === "unreadable") found.unreadable.push(unreadableLine(lineNumber, line, read.problem))
    else {
      if (read.twoDigitYear) notes.set("mortgage-statement.two-digit-years", { reason: "input" })
      if (found.heading === null) guessed = true
      const row: MortgageStatementRowDraft = { date: read.date, lineNumber }
      if (read.v.description !== "") row.description = read.v.description.slice(0, 500)
      pending.push({ row, v: read.v, text: line })
    }
  }
  return { pending, unreadable: found.unreadable, columns: found.columns, notes, guessed, heading: found.heading }
}

/** A newest-first statement is reversed (rows are reordered, never changed); true when the rows are still out of date
 * order. */
const putInDateOrder = (pending: Array<Pending>, notes: Notes): boolean => {
  const dates = pending.map((p) => p.row.date)
  const descending =
    dates.length > 1 && dates[0]! > dates[dates.length - 1]! && dates.every((d, i) => i === 0 || d <= dates[i - 1]!)
  if (descending) {
    pending.reverse()
    notes.set("mortgage-statement.newest-first", { reason: "input" })
  }
  return pending.some((p, i) => i > 0 && p.row.date < pending[i - 1]!.row.date)
}

/** A statement printing the debt as negative balances (or with CR/DR) is read as amounts owed. */
const setBalances = (pending: ReadonlyArray<Pending>, notes: Notes) => {
  const balances = pending.flatMap((p) => (p.v.values.balance === undefined ? [] : [p.v.values.balance]))
  const negativeDebt =
    balances.length > 0 && balances.every((b) => b.side === 0 && b.value <= 0) && balances.some((b) => b.value < 0)
  if (negativeDebt) notes.set("mortgage-statement.negative-balances", { field: "text", reason: "input" })
  const owed = (b: NumberRead) =>
    roundToCents(b.side !== 0 ? b.side * Math.abs(b.value) : negativeDebt ? -b.value : b.value)
  for (const p of pending) if (p.v.values.balance !== undefined) p.row.balance = owed(p.v.values.balance)
}

/** Which sign of a signed amount raises the debt: from consecutive balances (votes), else the usual "negative =
 * repayment". */
const amountSignOf = (pending: ReadonlyArray<Pending>, notes: Notes): 1 | -1 => {
  let votes = 0
  let prevBalance: number | undefined
  for (const p of pending) {
    const a = p.v.values.amount
    if (a !== undefined && a.side === 0 && prevBalance !== undefined && p.row.balance !== undefined) {
      const change = roundToCents(p.row.balance - prevBalance)
      if (Math.abs(change - a.value) < 0.005 && a.value !== 0) votes++
      else if (Math.abs(change + a.value) < 0.005 && a.value !== 0) votes--
    }
    if (p.row.balance !== undefined) prevBalance = p.row.balance
  }
  const amountSign = votes < 0 ? -1 : 1
  const hasSigned = pending.some(
    (p) => p.v.values.amount !== undefined && p.v.values.amount.side === 0 && p.v.values.amount.value !== 0
  )
  if (hasSigned) {
    notes.set(
      votes === 0
        ? "mortgage-statement.amount-sign-default"
        : amountSign > 0
          ? "mortgage-statement.amount-sign-positive-raises"
          : "mortgage-statement.amount-sign-negative-raises",
      { field: "text", reason: votes === 0 ? "model" : "input" }
    )
  }
  return amountSign
}

/** Fills each row's fields from its values; a line whose values cannot be placed is reported instead. true when an
 * amount was placed by a guess. */
const fillRows = (
  pending: ReadonlyArray<Pending>,
  amountSign: 1 | -1,
  rows: Array<MortgageStatementRowDraft>,
  unreadable: Array<UnreadableLine>,
  notes: Notes
): boolean => {
  let guessed = false
  let prevBalance: number | undefined
  for (const { row, v, text } of pending) {
    const desc = fold(v.description)
    const val = v.values
    if (val.rate !== undefined) {
      if (!(val.rate.value >= 0 && val.rate.value <= 100)) {
        unreadable.push(
          unreadableLine(row.lineNumber!, text, {
            reason: `the rate ${val.rate.value}% is not between 0% and 100%`,
            column: "rate"
          })
        )
        continue
      }
      row.ratePct = val.rate.value
    }
    if (val.payment !== undefined) row.payment = Math.abs(val.payment.value)
    if (val.interest !== undefined) row.interestCharged = Math.abs(val.interest.value)
    if (val.fees !== undefined) row.fees = Math.abs(val.fees.value)
    if (val.debit !== undefined && val.debit.value !== 0) classifyIncrease(row, desc, Math.abs(val.debit.value))
    if (val.credit !== undefined && val.credit.value !== 0) classifyDecrease(row, desc, Math.abs(val.credit.value))
    if (val.amount !== undefined && val.amount.value !== 0) {
      const a = val.amount
      const up = a.side !== 0 ? a.side > 0 : amountSign * a.value > 0
      if (up) classifyIncrease(row, desc, Math.abs(a.value))
      else classifyDecrease(row, desc, Math.abs(a.value))
    }
    if (v.unplaced !== null) {
      const x = Math.abs(v.unplaced.value)
      const up =
        INTEREST.test(desc) || FEE.test(desc)
          ? true
          : PAYMENT.test(desc)
            ? false
            : prevBalance !== undefined && row.balance !== undefined
              ? Math.abs(row.balance - prevBalance - x) < 0.005
                ? true
                : Math.abs(row.balance - prevBalance + x) < 0.005
                  ? false
                  : null
              : null
      if (up === null) {
        unreadable.push(
          unreadableLine(row.lineNumber!, text, {
            reason: `cannot tell whether ${formatEur(x, { unit: false })} is a debit or a credit (the spacing is lost and the description and balances do not say)`
          })
        )
        continue
      }
      guessed = true
      notes.set("mortgage-statement.amount-placed-by-description", { field: "text", reason: "model" })
      if (up) classifyIncrease(row, desc, x)
      else classifyDecrease(row, desc, x)
    }
    if (row.balance !== undefined) prevBalance = row.balance
    rows.push(row)
  }
  return guessed
}

const missingOf = (
  rows: ReadonlyArray<MortgageStatementRowDraft>,
  checkpoints: number,
  outOfOrder: boolean
): Array<Missing> => {
  const missing: Array<Missing> = []
  if (rows.length === 0)
    missing.push({
      field: "rows",
      lineNumbers: [],
      message: "No statement row was found: each row must start with its date (dd/mm/yyyy or dd.mm.yy)."
    })
  if (rows.length > 0 && !rows.some((r) => r.ratePct !== undefined)) {
    missing.push({
      field: "ratePct",
      lineNumbers: [],
      message:
        "No dated interest rate anywhere in the text: audit_mortgage_statement needs one. Ask the user for the rate in force and add it as ratePct to the first row with a balance."
    })
  }
  const moves = (r: MortgageStatementRowDraft) =>
    [r.payment, r.credit, r.debit, r.amount, r.interestCharged, r.fees].some((x) => x !== undefined)
  const noBalance = rows.filter((r) => r.balance === undefined && moves(r))
  if (noBalance.length > 0) {
    missing.push({
      field: "balance",
      lineNumbers: noBalance.map((r) => r.lineNumber!),
      message: `${noBalance.length} row(s) show no balance: they are replayed but not compared.`
    })
  }
  if (rows.length > 0 && checkpoints < MIN_CHECKPOINTS) {
    missing.push({
      field: "balance",
      lineNumbers: [],
      message: `Only ${checkpoints} row(s) with a balance; audit_mortgage_statement needs at least ${MIN_CHECKPOINTS}.`
    })
  }
  if (outOfOrder)
    missing.push({
      field: "date",
      lineNumbers: [],
      message: "The rows are not in date order; audit_mortgage_statement needs them in date order."
    })
  return missing
}

export const parseStatementLines = (pasted: PastedText): ParseMortgageStatementOutput => {
  const { pending, unreadable, columns, notes, guessed: readBeforeHeading, heading } = readLines(pasted)
  const outOfOrder = putInDateOrder(pending, notes)
  setBalances(pending, notes)
  const amountSign = amountSignOf(pending, notes)
  const rows: Array<MortgageStatementRowDraft> = []
  const guessed = fillRows(pending, amountSign, rows, unreadable, notes) || readBeforeHeading
  unreadable.sort((a, b) => a.lineNumber - b.lineNumber)
  const checkpoints = rows.filter((r) => r.balance !== undefined).length
  const missing = missingOf(rows, checkpoints, outOfOrder)
  const { flagged, reconciled } = reconcileBalances(rows)

  const said = assumptionList(MORTGAGE_STATEMENT_ASSUMPTIONS)
  said.add("mortgage-statement.rows-from-dated-lines", { field: "text", reason: "input" })
  said.add("mortgage-statement.amounts-and-descriptions", { field: "text", reason: "input" })
  said.add("mortgage-statement.unreadable-values", { field: "text", reason: "input" })
  if (readBeforeHeading && heading === null)
    said.add("mortgage-statement.no-heading", { field: "text", reason: "model" })
  for (const [id, note] of notes) said.add(id, note)
  if (reconciled + flagged.length > 0)
    said.add("mortgage-statement.balances-reconciled", {
      value: reconciled,
      reason: "model",
      params: { flagged: flagged.length }
    })

  const rowLines = rows.length + unreadable.filter((u) => !u.reason.includes("without a date")).length
  const parseConfidence =
    rows.length === 0 || rowLines - rows.length + flagged.length >= rows.length || checkpoints === 0
      ? "low"
      : unreadable.length === 0 && missing.length === 0 && !guessed && flagged.length === 0
        ? "high"
        : "medium"

  return {
    rows,
    rowCount: rows.length,
    checkpointCount: checkpoints,
    unreadableLines: unreadable,
    missing,
    flaggedRows: flagged,
    reconciledRowCount: reconciled,
    parseConfidence,
    columns,
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}

const tooManyLinesProblem = new InputProblem(
  { text: [tooManyLinesMessage("statement")] },
  `Send the statement in parts of at most ${formatCap(MAX_PASTED_LINES)} lines (for example one year each), one call per part, and join the rows in date order for audit_mortgage_statement.`
)

/** The whole read: the result, or the 400 of a text with more than MAX_PASTED_LINES lines (never parsed in part). */
export const parseStatementText = (text: string): ParseMortgageStatementOutput | InputProblem => {
  const pasted = splitPastedText(text)
  return pasted === undefined ? tooManyLinesProblem : parseStatementLines(pasted)
}
