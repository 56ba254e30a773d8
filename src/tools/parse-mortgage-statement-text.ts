import { Effect, Schema } from "effect"
import type { ToolDefinition } from "../core/tool.ts"
import { daysInMonth } from "../rules/day-count.ts"
import { MIN_CHECKPOINTS } from "./audit-mortgage-statement.ts"
import { MAX_ROW_AMOUNT, MortgageStatementRow, type MortgageStatementRowDraft } from "./mortgage-statement-row.ts"
import { textNote } from "./input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

const SAMPLE = [
  "LOAN ACCOUNT STATEMENT 01/01/2025 - 31/03/2025",
  "Date        Description          Debit       Credit       Balance     Rate",
  "01/01/2025  Opening balance                             150,000.00    4.25%",
  "05/01/2025  Instalment                      1,100.00    148,900.00",
  "31/01/2025  Debit interest         537.98                149,437.98",
  "05/02/2025  Instalment                      1,100.00    148,337.98",
  "28/02/2025  Debit interest         484.13                148,822.11",
  "05/03/2025  Instalment                      1,100.00    147,722.11",
  "31/03/2025  Debit interest         533.73                148,255.84"
].join("\n")

const MAX_TEXT = 500_000

export const ParseMortgageStatementInput = Schema.Struct({
  text: Schema.String.check(
    Schema.isMaxLength(MAX_TEXT),
    Schema.makeFilter<string>((s) => s.trim() !== "" || "text is empty: paste the statement's lines")
  ).annotate({
    description:
      "Statement lines as pasted from the bank's PDF or web page: one row per line starting with its date (dd/mm/yyyy, " +
      "dd.mm.yy, dd-mm-yyyy or yyyy-mm-dd), Greek or English column headings, debit/credit columns or one signed amount " +
      "column, a balance column, and a rate column or dated rate-change lines. Amounts with 2 decimals, either decimal " +
      `separator. ${textNote(MAX_TEXT)} Required.`
  }).annotateKey({ messageMissingKey: "text is required: paste the lines of the mortgage (loan account) statement (ask the user for them)" })
}).annotate({
  title: "Mortgage statement text",
  examples: [
    { text: SAMPLE },
    { text: "Ημερομηνία  Περιγραφή  Ποσό  Υπόλοιπο\n01.01.25  Υπόλοιπο έναρξης  0,00  120.000,00\n15.01.25  Αλλαγή επιτοκίου 3,90%\n20.01.25  Δόση δανείου  -850,00  119.150,00" }
  ]
})
export type ParseMortgageStatementInput = typeof ParseMortgageStatementInput.Type

const UnreadableLine = Schema.Struct({ lineNumber: Schema.Int, text: Schema.String, reason: Schema.String })
const Missing = Schema.Struct({
  field: Schema.String.annotate({ description: "the row field or input that is missing" }),
  lineNumbers: Schema.Array(Schema.Int),
  message: Schema.String
})

export const ParseMortgageStatementOutput = Schema.Struct({
  rows: Schema.Array(MortgageStatementRow).annotate({
    description: "The rows read, in date order: send as-is as rows to audit_mortgage_statement. Only lines of the text; none created."
  }),
  rowCount: Schema.Int,
  checkpointCount: Schema.Int.annotate({ description: "rows with a balance" }),
  unreadableLines: Schema.Array(UnreadableLine),
  missing: Schema.Array(Missing),
  parseConfidence: Schema.Literals(["high", "medium", "low"]),
  columns: Schema.Array(Schema.String).annotate({ description: "column headings recognised, in order" }),
  assumptions: Schema.Array(Schema.String)
})
export type ParseMortgageStatementOutput = typeof ParseMortgageStatementOutput.Type

// ---------------------------------------------------------------------------------------------
// Headings
// ---------------------------------------------------------------------------------------------

type Column = "date" | "valueDate" | "description" | "debit" | "credit" | "amount" | "payment" | "interest" | "fees" | "balance" | "rate"
const NUMERIC: ReadonlyArray<Column> = ["debit", "credit", "amount", "payment", "interest", "fees", "balance", "rate"]

/** Lower case, accents removed: "Υπόλοιπο" and "ΥΠΟΛΟΙΠΟ" both read "υπολοιπο". */
const fold = (s: string): string => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()
const word = (src: string) => new RegExp(`(?<![\\p{L}])(?:${src})(?![\\p{L}])`, "gu")

/** Most specific first: a span taken by one heading is not matched again. */
const HEADINGS: ReadonlyArray<readonly [Column, RegExp]> = [
  ["valueDate", word("value\\s+date|valeur|ημ(?:ερομηνια|\\/νια)?\\.?\\s+αξιας|αξια")],
  ["rate", word("(?:interest\\s+)?rate(?:\\s*%)?|επιτοκιο(?:\\s*%)?")],
  ["date", word("date|ημερομηνια|ημ\\/νια|ημ\\.")],
  ["description", word("description|details|particulars|narrative|transaction|περιγραφη|αιτιολογια|λεπτομερειες|συναλλαγη")],
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

const separatorOf = (line: string): string | null => (line.includes("\t") ? "\t" : line.includes("|") ? "|" : line.includes(";") ? ";" : null)

const headingsIn = (text: string): Array<readonly [number, number, Column]> => {
  const folded = fold(text)
  const taken: Array<readonly [number, number, Column]> = []
  for (const [column, pattern] of HEADINGS) {
    for (const m of folded.matchAll(pattern)) {
      const start = m.index, end = start + m[0].length
      if (taken.some(([s, e]) => start < e && end > s)) continue
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
  if (!(columns.includes("date") || columns.includes("valueDate")) || numeric.length < 1 || new Set(columns).size !== columns.length) return null
  const separator = separatorOf(line)
  const cells = separator === null ? null : line.split(separator).map((cell) => headingsIn(cell)[0]?.[2] ?? null)
  return { columns, spans: taken.map(([s, e]) => [s, e] as const), separator, cells }
}

// ---------------------------------------------------------------------------------------------
// Dates and numbers
// ---------------------------------------------------------------------------------------------

const DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$|^(\d{4})-(\d{2})-(\d{2})$/

type DateRead = { readonly iso: string; readonly twoDigitYear: boolean } | { readonly error: string }

const readDate = (token: string): DateRead | null => {
  const m = DATE.exec(token)
  if (m === null) return null
  const iso = m[4] !== undefined
  const y = iso ? Number(m[4]) : m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3])
  const mo = Number(iso ? m[5] : m[2])
  const d = Number(iso ? m[6] : m[1])
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return { error: `"${token}" is not a valid day/month/year date` }
  return { iso: `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`, twoDigitYear: !iso && m[3]!.length === 2 }
}

interface NumberRead {
  readonly value: number
  readonly percent: boolean
  /** DR/CR marker: +1 debit (owed), -1 credit */
  readonly side: 1 | -1 | 0
  readonly decimals: number
}

/** "1.234,56", "1,234.56", "-850,00", "850.00-", "4,25%", "1,234.56 CR" (marker joined by the tokenizer). */
export const readNumber = (raw: string): NumberRead | null => {
  let t = raw.replace(/[€]/g, "")
  let side: 1 | -1 | 0 = 0
  const marker = /(dr|cr|χ|π)$/i.exec(t)
  if (marker !== null) {
    side = /^(dr|χ)$/i.test(marker[1]!) ? 1 : -1
    t = t.slice(0, -marker[1]!.length)
  }
  const percent = t.endsWith("%")
  if (percent) t = t.slice(0, -1)
  let sign = 1
  if (/^[-−+]/.test(t)) { sign = /^[-−]/.test(t) ? -1 : 1; t = t.slice(1) }
  else if (/[-−]$/.test(t)) { sign = -1; t = t.slice(0, -1) }
  if (!/^\d[\d.,']*$/.test(t) || /[.,']$/.test(t)) return null
  const seps = [...t.matchAll(/[.,']/g)].map((m) => m.index)
  // a figure beyond the rows' cap (MAX_ROW_AMOUNT) is not read as a number: the line is reported instead
  if (seps.length === 0) return Number(t) <= MAX_ROW_AMOUNT ? { value: sign * Number(t), percent, side, decimals: 0 } : null
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
  return Number.isFinite(value) && value <= MAX_ROW_AMOUNT ? { value: sign * value, percent, side, decimals: decimalAt < 0 ? 0 : tail } : null
}

// ---------------------------------------------------------------------------------------------
// Row lines
// ---------------------------------------------------------------------------------------------

const INTEREST = /interest|τοκ/
const FEE = /fee|charge|commission|stamp|insurance|προμηθ|εξοδ|τελ(?:ος|η)|ασφαλ/
const PAYMENT = /payment|instal|repay|δοσ|πληρωμ|καταβολ|αποπληρ/
const RATE_LINE = /rate|επιτοκ/

interface Token { readonly text: string; readonly start: number; readonly end: number }

const tokensOf = (line: string): Array<Token> => {
  const out: Array<Token> = []
  for (const m of line.matchAll(/\S+/g)) {
    const prev = out[out.length - 1]
    // "1,234.56 CR", "4,25 %", "€ 1.234,56": join markers to their number
    if (prev !== undefined && /^(?:dr|cr|%)$/i.test(m[0]) && /\d$/.test(prev.text)) {
      out[out.length - 1] = { text: prev.text + m[0], start: prev.start, end: m.index + m[0].length }
    } else if (m[0] !== "€" && !/^eur$/i.test(m[0])) out.push({ text: m[0], start: m.index, end: m.index + m[0].length })
  }
  return out
}

interface Values {
  description: string
  values: Partial<Record<Column, NumberRead>>
  /** one amount in a debit/credit layout that the columns could not place */
  unplaced: NumberRead | null
}

type LineRead = { readonly kind: "row"; readonly date: string; readonly twoDigitYear: boolean; readonly v: Values } | { readonly kind: "unreadable"; readonly reason: string }

const isValueToken = (t: string): boolean => {
  const n = readNumber(t)
  return n !== null && (n.percent || n.decimals > 0 || t === "0")
}

/** Chooses which heading columns the k values fill, by distance of the value to its heading (aligned text). */
const placeByPosition = (tokens: ReadonlyArray<Token>, cols: ReadonlyArray<{ column: Column; span: readonly [number, number] }>): Array<Column> | null => {
  let best: { score: number; pick: Array<number> } | null = null
  let second = Number.POSITIVE_INFINITY
  const k = tokens.length
  const choose = (from: number, pick: Array<number>) => {
    if (pick.length === k) {
      let score = 0
      pick.forEach((c, i) => {
        const [s, e] = cols[c]!.span, t = tokens[i]!
        score += Math.min(Math.abs(t.end - e), Math.abs(t.start - s), Math.abs((t.start + t.end) / 2 - (s + e) / 2))
      })
      if (best === null || score < best.score) { if (best !== null) second = best.score; best = { score, pick: [...pick] } }
      else if (score < second) second = score
      return
    }
    for (let c = from; c < cols.length; c++) choose(c + 1, [...pick, c])
  }
  choose(0, [])
  const found = best as { score: number; pick: Array<number> } | null
  if (found === null || found.score > 6 * k || second - found.score < 4) return null
  return found.pick.map((c) => cols[c]!.column)
}

const readValues = (rest: ReadonlyArray<Token>, heading: Heading | null): Values | string => {
  let cut = rest.length
  while (cut > 0 && isValueToken(rest[cut - 1]!.text)) cut--
  const description = rest.slice(0, cut).map((t) => t.text).join(" ")
  const valueTokens = rest.slice(cut)
  const values: Partial<Record<Column, NumberRead>> = {}
  const percents = valueTokens.filter((t) => readNumber(t.text)!.percent)
  if (percents.length > 1) return `${percents.length} percentages: cannot tell which is the rate`
  if (percents[0] !== undefined) values.rate = readNumber(percents[0].text)!
  const amounts = valueTokens.filter((t) => !readNumber(t.text)!.percent)
  const out: Values = { description, values, unplaced: null }
  if (amounts.length === 0) return out
  if (heading === null) {
    if (amounts.length === 2) { values.amount = readNumber(amounts[0]!.text)!; values.balance = readNumber(amounts[1]!.text)!; return out }
    return `${amounts.length} amount(s) and no column heading above: cannot tell which is which`
  }
  const cols = heading.columns.flatMap((column, i) =>
    NUMERIC.includes(column) && !(column === "rate" && values.rate !== undefined) ? [{ column, span: heading.spans[i]! }] : [])
  let placed: Array<Column> | null = null
  if (amounts.length === cols.length) placed = cols.map((c) => c.column)
  else if (amounts.length < cols.length) placed = placeByPosition(amounts, cols)
  else return `${amounts.length} amounts but the heading has ${cols.length} amount columns (${cols.map((c) => c.column).join(", ")})`
  if (placed === null) {
    // messy spacing: one movement and the balance in a debit/credit layout
    const names = cols.map((c) => c.column)
    if (amounts.length === 1 && names.includes("balance") && /balance|υπολοιπ|brought|μεταφορ/.test(fold(description))) {
      values.balance = readNumber(amounts[0]!.text)!
      return out
    }
    if (amounts.length === 2 && names.includes("balance") && names.includes("debit") && names.includes("credit")) {
      values.balance = readNumber(amounts[1]!.text)!
      out.unplaced = readNumber(amounts[0]!.text)!
      return out
    }
    return `${amounts.length} amount(s) for ${cols.length} columns (${cols.map((c) => c.column).join(", ")}) and the spacing does not show which`
  }
  placed.forEach((column, i) => { values[column] = readNumber(amounts[i]!.text)! })
  return out
}

const readCells = (line: string, heading: Heading): Values | string => {
  const cells = line.split(heading.separator!).map((c) => c.trim())
  const values: Partial<Record<Column, NumberRead>> = {}
  const text: Array<string> = []
  for (let i = 1; i < cells.length; i++) {
    const cell = cells[i]!, column = heading.cells![i] ?? null
    if (cell === "" || /^[-–—]$/.test(cell)) continue
    if (column === null || column === "description" || column === "date" || column === "valueDate") {
      if (column !== "valueDate" && column !== "date") text.push(cell)
      continue
    }
    const n = readNumber(cell.replace(/\s+/g, ""))
    if (n === null) return `"${cell}" is not a number (${column} column)`
    values[column] = n
  }
  return { description: text.join(" "), values, unplaced: null }
}

const readLine = (line: string, heading: Heading | null): LineRead | null => {
  const sep = separatorOf(line)
  const body = line.replace(/^[\s|•·*]+/, "")
  const first = /^\S+/.exec(body.replace(/[;|\t].*$/, ""))?.[0] ?? ""
  const date = readDate(first)
  if (date === null) return null
  if ("error" in date) return { kind: "unreadable", reason: date.error }
  let v: Values | string
  if (heading !== null && sep !== null && heading.separator === sep && heading.cells !== null && line.split(sep).length <= heading.cells.length) {
    v = readCells(line, heading)
  } else {
    const tokens = tokensOf(line.replace(/[|;\t]/g, " "))
    const at = tokens.findIndex((t) => readDate(t.text) !== null)
    let rest = tokens.slice(at + 1)
    if (rest[0] !== undefined && readDate(rest[0].text) !== null) rest = rest.slice(1) // a value-date column
    v = readValues(rest, heading)
  }
  if (typeof v === "string") return { kind: "unreadable", reason: v }
  if (Object.keys(v.values).length === 0 && v.unplaced === null) return { kind: "unreadable", reason: "a date but no amount, balance or rate" }
  return { kind: "row", date: date.iso, twoDigitYear: date.twoDigitYear, v }
}

// ---------------------------------------------------------------------------------------------
// From values to rows
// ---------------------------------------------------------------------------------------------

interface Pending { row: MortgageStatementRowDraft; v: Values }

const classifyIncrease = (row: MortgageStatementRowDraft, desc: string, x: number) => {
  if (INTEREST.test(desc) && !RATE_LINE.test(desc)) row.interestCharged = x
  else if (FEE.test(desc)) row.fees = x
  else row.debit = x
}
const classifyDecrease = (row: MortgageStatementRowDraft, desc: string, x: number) => {
  if (PAYMENT.test(desc)) row.payment = x
  else row.credit = x
}
const r2 = (n: number) => Math.round(n * 100) / 100

export const parseStatementText = (text: string): ParseMortgageStatementOutput => {
  const lines = text.split(/\r\n|\r|\n/)
  const unreadable: Array<typeof UnreadableLine.Type> = []
  const pending: Array<Pending> = []
  const assumptions: Array<string> = []
  const notes = new Set<string>()
  let heading: Heading | null = null
  const columns: Array<string> = []
  let guessed = false

  lines.forEach((raw, index) => {
    const lineNumber = index + 1
    const line = raw.replace(/ +$/, "")
    if (line.trim() === "") return
    const read = readLine(line, heading)
    if (read === null) {
      const h = readHeading(line)
      if (h !== null) {
        heading = h
        for (const c of h.columns) if (!columns.includes(c)) columns.push(c)
        return
      }
      const folded = fold(line)
      if (/\d[\d.,]*\s*%/.test(line) && RATE_LINE.test(folded)) {
        unreadable.push({ lineNumber, text: line.trim(), reason: "an interest rate without a date: not attached to any row (if it applied from the start, add it as ratePct to the first row)" })
      } else if (tokensOf(line).some((t) => isValueToken(t.text) && !readNumber(t.text)!.percent && readNumber(t.text)!.decimals === 2)) {
        unreadable.push({ lineNumber, text: line.trim(), reason: "an amount on a line without a date: not read as a row" })
      }
      return
    }
    if (read.kind === "unreadable") {
      unreadable.push({ lineNumber, text: line.trim(), reason: read.reason })
      return
    }
    if (read.twoDigitYear) notes.add("Two-digit years were read as 20yy (dd.mm.yy).")
    if (heading === null) guessed = true
    const row: MortgageStatementRowDraft = { date: read.date, lineNumber }
    if (read.v.description !== "") row.description = read.v.description.slice(0, 500)
    pending.push({ row, v: read.v })
  })

  // date order: a newest-first statement is reversed (rows are reordered, never changed)
  const dates = pending.map((p) => p.row.date)
  const descending = dates.length > 1 && dates[0]! > dates[dates.length - 1]! && dates.every((d, i) => i === 0 || d <= dates[i - 1]!)
  if (descending) { pending.reverse(); notes.add("The statement lists the newest row first; the rows are given in date order.") }
  const outOfOrder = pending.some((p, i) => i > 0 && p.row.date < pending[i - 1]!.row.date)

  // balances: a statement printing the debt as negative balances (or with CR/DR) is read as amounts owed
  const balances = pending.flatMap((p) => (p.v.values.balance === undefined ? [] : [p.v.values.balance]))
  const negativeDebt = balances.length > 0 && balances.every((b) => b.side === 0 && b.value <= 0) && balances.some((b) => b.value < 0)
  if (negativeDebt) notes.add("The statement shows the debt as negative balances; balances are given as the amount owed (sign reversed).")
  const owed = (b: NumberRead) => r2(b.side !== 0 ? b.side * Math.abs(b.value) : negativeDebt ? -b.value : b.value)
  for (const p of pending) if (p.v.values.balance !== undefined) p.row.balance = owed(p.v.values.balance)

  // signed amounts: which sign raises the debt, from consecutive balances (votes), else the usual "negative = repayment"
  let votes = 0
  let prevBalance: number | undefined
  for (const p of pending) {
    const a = p.v.values.amount
    if (a !== undefined && a.side === 0 && prevBalance !== undefined && p.row.balance !== undefined) {
      const change = r2(p.row.balance - prevBalance)
      if (Math.abs(change - a.value) < 0.005 && a.value !== 0) votes++
      else if (Math.abs(change + a.value) < 0.005 && a.value !== 0) votes--
    }
    if (p.row.balance !== undefined) prevBalance = p.row.balance
  }
  const hasSigned = pending.some((p) => p.v.values.amount !== undefined && p.v.values.amount.side === 0 && p.v.values.amount.value !== 0)
  const amountSign = votes < 0 ? -1 : 1
  if (hasSigned) {
    notes.add(votes === 0
      ? "The balances do not show the sign convention of the amount column: a negative amount was read as a repayment (reduces the debt)."
      : `Amount signs read from the balances: a ${amountSign > 0 ? "positive" : "negative"} amount increases the debt.`)
  }

  prevBalance = undefined
  const rows: Array<MortgageStatementRowDraft> = []
  for (const { row, v } of pending) {
    const desc = fold(v.description)
    const val = v.values
    if (val.rate !== undefined) {
      if (!(val.rate.value >= 0 && val.rate.value <= 100)) {
        unreadable.push({ lineNumber: row.lineNumber!, text: lines[row.lineNumber! - 1]!.trim(), reason: `the rate ${val.rate.value}% is not between 0% and 100%` })
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
      const up = INTEREST.test(desc) || FEE.test(desc) ? true : PAYMENT.test(desc) ? false
        : prevBalance !== undefined && row.balance !== undefined
        ? Math.abs(row.balance - prevBalance - x) < 0.005 ? true : Math.abs(row.balance - prevBalance + x) < 0.005 ? false : null
        : null
      if (up === null) {
        unreadable.push({ lineNumber: row.lineNumber!, text: lines[row.lineNumber! - 1]!.trim(), reason: `cannot tell whether ${x.toFixed(2)} is a debit or a credit (the spacing is lost and the description and balances do not say)` })
        continue
      }
      guessed = true
      notes.add("Where the spacing did not show the column, a single amount was placed as debit or credit from its description (interest, fee, instalment) or from the change of the balance.")
      if (up) classifyIncrease(row, desc, x)
      else classifyDecrease(row, desc, x)
    }
    if (row.balance !== undefined) prevBalance = row.balance
    rows.push(row)
  }
  unreadable.sort((a, b) => a.lineNumber - b.lineNumber)

  const missing: Array<typeof Missing.Type> = []
  if (rows.length === 0) missing.push({ field: "rows", lineNumbers: [], message: "No statement row was found: each row must start with its date (dd/mm/yyyy or dd.mm.yy)." })
  if (rows.length > 0 && !rows.some((r) => r.ratePct !== undefined)) {
    missing.push({ field: "ratePct", lineNumbers: [], message: "No dated interest rate anywhere in the text: audit_mortgage_statement needs one. Ask the user for the rate in force and add it as ratePct to the first row with a balance." })
  }
  const moves = (r: MortgageStatementRowDraft) => [r.payment, r.credit, r.debit, r.amount, r.interestCharged, r.fees].some((x) => x !== undefined)
  const noBalance = rows.filter((r) => r.balance === undefined && moves(r))
  if (noBalance.length > 0) {
    missing.push({ field: "balance", lineNumbers: noBalance.map((r) => r.lineNumber!), message: `${noBalance.length} row(s) show no balance: they are replayed but not compared.` })
  }
  const checkpoints = rows.filter((r) => r.balance !== undefined).length
  if (rows.length > 0 && checkpoints < MIN_CHECKPOINTS) {
    missing.push({ field: "balance", lineNumbers: [], message: `Only ${checkpoints} row(s) with a balance; audit_mortgage_statement needs at least ${MIN_CHECKPOINTS}.` })
  }
  if (outOfOrder) missing.push({ field: "date", lineNumbers: [], message: "The rows are not in date order; audit_mortgage_statement needs them in date order." })

  assumptions.push("Rows are read only from lines that start with a date; no row is created, merged or filled in. Dates are day/month/year.")
  assumptions.push("Amounts must show 2 decimals; both 1.234,56 and 1,234.56 are read. A debit described as interest is given as interestCharged, one described as a fee, charge or commission as fees; a credit described as an instalment or payment as payment.")
  if (guessed && heading === null) assumptions.push("No column heading was found before some rows: two amounts were read as a signed amount and the balance.")
  assumptions.push(...notes)

  const rowLines = rows.length + unreadable.filter((u) => !/without a date/.test(u.reason)).length
  const parseConfidence = rows.length === 0 || rowLines - rows.length >= rows.length || checkpoints === 0
    ? "low"
    : unreadable.length === 0 && missing.length === 0 && !guessed
    ? "high"
    : "medium"

  return { rows, rowCount: rows.length, checkpointCount: checkpoints, unreadableLines: unreadable, missing, parseConfidence, columns, assumptions }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: ParseMortgageStatementOutput): string => {
  const lines = [
    `Read ${o.rowCount} statement row(s), ${o.checkpointCount} with a balance; parse confidence ${o.parseConfidence}.`,
    ...(o.unreadableLines.length > 0 ? [`Unreadable lines: ${o.unreadableLines.map((u) => `${u.lineNumber} (${u.reason})`).join("; ")}.`] : []),
    ...o.missing.map((m) => `Missing: ${m.message}`),
    "Send rows as-is to audit_mortgage_statement.",
    `Assumptions: ${o.assumptions.join(" ")}`
  ]
  return lines.join("\n")
}

export const parseMortgageStatementText: ToolDefinition<ParseMortgageStatementInput, ParseMortgageStatementOutput> = {
  name: "parse_mortgage_statement_text",
  title: "Mortgage statement text to audit rows",
  description:
    "Converts pasted mortgage (loan account) statement lines, as copied from a bank's PDF or web page, into the rows " +
    "that audit_mortgage_statement takes: dates dd/mm/yyyy or dd.mm.yy, amounts with either decimal separator and " +
    "thousands separators, Greek or English headings, debit/credit columns or one signed amount column, a balance " +
    "column, and a rate column or dated rate-change lines. Rows are never created or inferred: each unreadable line is " +
    "reported with its line number and the reason, and missing fields (no balance on a row, no rate anywhere) are listed.",
  access: "anonymous",
  input: ParseMortgageStatementInput,
  output: ParseMortgageStatementOutput,
  run: (input) => Effect.succeed(parseStatementText(input.text)),
  summarize,
  readOnly: true
}
