// Hostile-load safety of parse_mortgage_statement_text (issue 18): texts built to make a regular expression
// backtrack (long runs of one character, near-miss dates, rates and amounts, long lines, many short lines,
// mixed scripts) are read in time proportional to their size. Before issue 18, one body of 256 KiB took
// 26-34 s (/ +$/ on a header followed by spaces, /\d[\d.,]*\s*%/ on "1," repeated). The bound here is a
// generous wall clock, 2 s for 256 KiB (proportional below, plus a floor), not a benchmark: the reads
// measured while writing it take 1-250 ms for 256 KiB, even on one line past the length cap.
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MortgageStatementRow } from "../../src/domain/mortgage/statement-row.ts"
import { parseStatementLines, parseStatementText } from "../../src/tools/parse_mortgage_statement_text/calculate.ts"
import { ParseMortgageStatementOutput } from "../../src/tools/parse_mortgage_statement_text/output.ts"
import {
  MAX_PASTED_LINE_LENGTH,
  MAX_PASTED_LINES,
  overLongLineReason,
  tooManyLinesMessage
} from "../../src/domain/pasted-text.ts"

const MAX_SIZE = 256 * 1024
const SEED = 20_261_118
const RUNS = 60

const allowanceMs = (chars: number): number => 150 + (2_000 * chars) / MAX_SIZE

const timed = <A>(f: () => A): { result: A; ms: number } => {
  const started = performance.now()
  const result = f()
  return { result, ms: performance.now() - started }
}

const lineCount = (text: string): number => text.split(/\r\n|\r|\n/).length

/** Parses, checks the time bound and the shape of the answer; returns the answer. */
const readWithinBound = (text: string) => {
  const { result, ms } = timed(() => parseStatementText(text))
  expect(ms, `${text.length} characters read in ${ms.toFixed(0)} ms`).toBeLessThan(allowanceMs(text.length))
  if ("_tag" in result) {
    expect(result.fieldErrors).toEqual({ text: [tooManyLinesMessage("statement")] })
    expect(lineCount(text)).toBeGreaterThan(MAX_PASTED_LINES)
    return null
  }
  expect(lineCount(text)).toBeLessThanOrEqual(MAX_PASTED_LINES)
  Schema.encodeSync(ParseMortgageStatementOutput)(result)
  Schema.decodeUnknownSync(Schema.Array(MortgageStatementRow))(result.rows, { onExcessProperty: "error" })
  const lineNumbers = result.rows.map((r) => r.lineNumber)
  expect(new Set(lineNumbers).size).toBe(lineNumbers.length) // one row per line at most: nothing merged or invented
  if (result.unreadableLines.length > 0 || result.flaggedRows.length > 0)
    expect(result.parseConfidence).not.toBe("high")
  return result
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const RUN_UNITS = [
  " ",
  "  ",
  "\t",
  "1,",
  "1.",
  ",",
  ".",
  "%",
  "9",
  "0",
  "*",
  "-",
  "/",
  "€",
  "(",
  "x",
  ";",
  "|",
  "\u00a0",
  "\u2028",
  "1 %",
  "1,1 %",
  "dr ",
  "cr ",
  "value ",
  "interest ",
  "rate ",
  "Υπόλοιπο ",
  "Επιτόκιο ",
  "Дата ",
  "Баланс ",
  "💶",
  "😀1,",
  "01/01/2025 ",
  "12/13/2024 ",
  "1.2x34,56 ",
  "3,5,%"
]
const WORDS = [
  "Date",
  "Balance",
  "Debit",
  "Credit",
  "Rate",
  "Instalment",
  "interest",
  "Υπόλοιπο",
  "Δόση",
  "Χρεωστικοί",
  "τόκοι",
  "Остаток",
  "€",
  "EUR",
  "CR",
  "DR",
  "💶",
  "%"
]

const number = (max: number) => fc.integer({ min: 0, max })
const nearMissDate = fc
  .tuple(
    number(99),
    fc.constantFrom("/", ".", "-", ":", "\\"),
    number(99),
    fc.constantFrom("/", ".", "-"),
    number(99_999)
  )
  .map(([d, a, m, b, y]) => `${d}${a}${m}${b}${y}`)
const nearMissRate = fc
  .tuple(
    number(999),
    fc.constantFrom(",", ".", ",,", ".,", ""),
    number(999),
    fc.constantFrom("%", " %", ",%", "%%", "")
  )
  .map(([w, s, f, p]) => `${w}${s}${f}${p}`)
const nearMissAmount = fc
  .tuple(
    number(999_999),
    fc.constantFrom("x", "O", "l", " ", "", ".", ","),
    number(999),
    fc.constantFrom(",", "."),
    number(99),
    fc.constantFrom("", "-", "CR", "DR", ")", "%")
  )
  .map(([a, stray, b, dec, c, end]) => `${a}${stray}${b}${dec}${String(c).padStart(2, "0")}${end}`)
const token = fc.oneof(nearMissDate, nearMissRate, nearMissAmount, fc.constantFrom(...WORDS))
const row = fc
  .tuple(fc.array(token, { minLength: 1, maxLength: 12 }), fc.constantFrom(" ", "  ", "\t", " | ", ";"))
  .map(([ts, separator]) => ts.join(separator))

const PREFIXES = [
  "",
  "Date Description Debit Credit Balance ",
  "01/01/2025 ",
  "01/01/2025 Instalment ",
  "rate ",
  "Ημερομηνία Υπόλοιπο ",
  "| ",
  "• "
]
const SUFFIXES = ["", "x", "%", " %", "1", ",", "\u2028", "😀", "1.100,00 148.900,00"]

/** What backtracking needs: a prefix, a long run of one unit, and an ending that makes the match fail. */
const attackLine = (maxLength: number) =>
  fc
    .tuple(
      fc.constantFrom(...PREFIXES),
      fc.constantFrom(...RUN_UNITS),
      fc.integer({ min: 1, max: maxLength }),
      fc.constantFrom(...SUFFIXES)
    )
    .map(
      ([prefix, unit, length, suffix]) =>
        `${`${prefix}${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, Math.max(0, length - suffix.length))}${suffix}`
    )

/** A line repeated up to `chars` characters. */
const repeated = (line: string, chars: number) => `${line}\n`.repeat(Math.ceil(chars / (line.length + 1)))

/** One block of text: a long attack line, attack lines within the length cap, near-miss tokens, or many short lines. */
const block = fc.oneof(
  attackLine(MAX_SIZE),
  fc.tuple(attackLine(MAX_PASTED_LINE_LENGTH), number(MAX_SIZE)).map(([line, chars]) => repeated(line, chars)),
  fc.array(token, { maxLength: 2_000 }).map((ts) => ts.join(" ")),
  fc.tuple(row, number(30_000)).map(([line, times]) => `${line}\n`.repeat(times)),
  fc.array(row, { maxLength: 500 }).map((lines) => lines.join("\r\n"))
)
const adversarialText = fc
  .tuple(fc.array(block, { minLength: 1, maxLength: 4 }), fc.constantFrom("\n", "\r\n", "\r", " ", ""))
  .map(([blocks, join]) => blocks.join(join).slice(0, MAX_SIZE))

// ---------------------------------------------------------------------------------------------
// The two measured attacks, 256 KiB each
// ---------------------------------------------------------------------------------------------

const HEADER = "Date        Description          Debit       Credit       Balance     Rate"
const trailingSpaces = (lineLength: number) => `${HEADER}${" ".repeat(lineLength - HEADER.length - 1)}x`
const ones = (lineLength: number) => "1,".repeat(Math.floor(lineLength / 2))
/** Lines of `line` separated by \n up to MAX_SIZE characters. */
const fill = (line: string): string => `${line}\n`.repeat(Math.ceil(MAX_SIZE / (line.length + 1))).slice(0, MAX_SIZE)

describe("parse_mortgage_statement_text under hostile load", () => {
  it("the header followed by a run of spaces: one 256 KiB line, and 1,000-character lines", () => {
    const oneLine = fill(trailingSpaces(MAX_SIZE))
    expect(oneLine.length).toBe(MAX_SIZE)
    expect(readWithinBound(oneLine)?.unreadableLines).toEqual([{ lineNumber: 1, text: "", reason: overLongLineReason }])
    const capped = fill(trailingSpaces(MAX_PASTED_LINE_LENGTH))
    expect(readWithinBound(capped)?.unreadableLines).toEqual([])
  })

  it('"1," repeated: one 256 KiB line, and 1,000-character lines', () => {
    expect(readWithinBound(fill(ones(MAX_SIZE)))?.unreadableLines.map((u) => u.lineNumber)).toEqual([1])
    const capped = readWithinBound(fill(ones(MAX_PASTED_LINE_LENGTH)))
    expect(capped?.rows).toEqual([])
  })

  it("both attacks on one 256 KiB line past the length cap: the reading is linear by construction, not only by the cap", () => {
    for (const line of [
      trailingSpaces(MAX_SIZE),
      ones(MAX_SIZE),
      `01/01/2025 ${ones(MAX_SIZE - 11)}`,
      `01/01/2025${";".repeat(MAX_SIZE - 11)}\u2028`
    ]) {
      const { result, ms } = timed(() =>
        parseStatementLines({ lines: [{ lineNumber: 1, text: line }], overLongLines: [] })
      )
      expect(ms, `${line.slice(0, 20)}...: ${ms.toFixed(0)} ms`).toBeLessThan(allowanceMs(line.length))
      expect(result.rows).toEqual([])
    }
  })

  it("adversarial texts up to 256 KiB are answered within 2 s per 256 KiB, and the answer fits the output schema", () => {
    fc.assert(
      fc.property(adversarialText, (text) => {
        readWithinBound(text)
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })

  it("adversarial lines up to 256 KiB, given past the length cap, are read within the same bound", () => {
    fc.assert(
      fc.property(attackLine(MAX_SIZE), (line) => {
        const { result, ms } = timed(() =>
          parseStatementLines({ lines: [{ lineNumber: 1, text: line }], overLongLines: [] })
        )
        expect(ms, `${line.length} characters in ${ms.toFixed(0)} ms`).toBeLessThan(allowanceMs(line.length))
        expect(result.rows.length).toBeLessThanOrEqual(1) // (the output's length caps assume splitPastedText's cap: not checked here)
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })
})
