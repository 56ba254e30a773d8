// Adversarial text for the two pasted-text parsers (issue 18, "hostile-load safety"): the service runs every
// request on one event loop, so a parser that backtracks stalls every caller (parse_pension_statement's
// /\*+$/ took 14 s on one request holding a long run of "*"). Each answer must come within a bound
// proportional to the text's size (generous: 2 s for 256 KiB, where the parsers take milliseconds to a few
// hundred) and be well formed: a result its output Schema encodes, or an InvalidInput (400), never a throw.
// The tools' runs are called directly, so texts above parse_pension_statement's 200,000-character input
// cap still reach the parser.
import { Effect, Exit, Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ToolDefinition } from "../../src/core/tool.ts"
import { parsePensionStatement } from "../../src/tools/parse_pension_statement/tool.ts"
import { parsePortfolioCsv } from "../../src/tools/parse_portfolio_csv/tool.ts"
import { overLongLineReason } from "../../src/domain/pasted-text.ts"
import { TEST_ENVIRONMENT } from "../support/compute.ts"

const KIB = 1024
const MAX_SIZE = 256 * KIB
const SEED = 20_260_518

/** 2 s for 256 KiB, proportionally less for less, and never under 250 ms (timer and collector noise). */
const budgetMs = (size: number): number => Math.max(250, (2_000 * size) / MAX_SIZE)

type Answer = { readonly kind: "result"; readonly value: any } | { readonly kind: "problem"; readonly problem: any }

/** Runs the tool on `input`, checks the time against the budget and that the answer is well formed. */
const answerOf = (tool: ToolDefinition<any, any>, input: unknown, size: number): Answer => {
  const started = performance.now()
  const exit = Effect.runSyncExit(tool.run(input, TEST_ENVIRONMENT))
  const elapsed = performance.now() - started
  expect(elapsed, `${tool.name} took ${elapsed.toFixed(0)} ms on ${size} characters`).toBeLessThan(budgetMs(size))
  if (Exit.isSuccess(exit)) {
    expect(() => Schema.encodeSync(tool.output)(exit.value)).not.toThrow()
    return { kind: "result", value: exit.value }
  }
  const error = Exit.findError(exit)
  // a defect (a throw inside the parser) is not an error of the tool's error channel
  expect(Result.isSuccess(error), `${tool.name} died: ${String(exit.cause)}`).toBe(true)
  const problem = Result.isSuccess(error) ? error.success : undefined
  expect(problem).toMatchObject({
    _tag: "InvalidInput",
    fieldErrors: { text: [expect.any(String)] },
    hint: expect.any(String)
  })
  return { kind: "problem", problem }
}

const pension = (text: string) => answerOf(parsePensionStatement, { text }, text.length)
const csv = (text: string) => answerOf(parsePortfolioCsv, { text, baseCurrency: "EUR" }, text.length)

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const RUN_CHARACTERS = [
  "*",
  " ",
  "1",
  "9",
  ",",
  ".",
  '"',
  "\t",
  "-",
  "…",
  "|",
  ";",
  "α",
  "Ж",
  "😀",
  "\u00a0",
  "\r",
  "\n"
]

/** A long run of one character: what makes a backtracking pattern quadratic. Lengths unbiased: fast-check favours small
 * ones. */
const run = fc
  .record({
    ch: fc.constantFrom(...RUN_CHARACTERS),
    length: fc.noBias(fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 2_000, max: 64 * KIB })))
  })
  .map(({ ch, length }) => ch.repeat(length))

const PENSION_PIECES = [
  "Year  Units  Earnings (EUR)",
  "Έτος  Ασφ. Μονάδες  Ασφαλιστέες Αποδοχές (€)",
  "Year Weeks Basic pts Suppl. pts Total pts",
  "2019  2.30  21,200.00",
  "2020 3,28 30.000,00",
  "• 2021 | 3.14 | € 30,040.00",
  "2022  2.40*  23,000.00**",
  // near-miss years, units and amounts
  "2O19  2.30",
  "20l9 2,30",
  "219  2.30",
  "20199 2.30",
  "1956  0.40",
  "2101 1.00",
  "2019. 2.30",
  "2019/20 2.30",
  "2019  2,x5  1.2.3",
  "2019  1,,2  12.5%",
  "2019  -  —  …",
  "2019 U 2.30 52.5",
  "Total units: 8.72",
  "Σύνολο μονάδων: 112,47",
  "Total units units units",
  "...",
  "…",
  "Кириллица 😀 Ελληνικά",
  "basic ασφ. μονάδες",
  "εξομοιωμενες",
  "insurance"
]

const CSV_PIECES = [
  "date,type,ticker,quantity,price,amount,currency",
  "Date;Type;Ticker;Quantity;Price;Currency",
  "date\tticker\tquantity\tprice\tcurrency",
  "Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,Proceeds,Comm/Fee",
  "2024-01-02,deposit,,,,1000,EUR",
  "15.03.2024;buy;SAP;10;172,50;EUR",
  "2024-01-10\tVWCE\t5\t110.2\tEUR",
  'Trades,Data,Order,Stocks,USD,AAPL,"2024-02-01, 15:30:00",10,185.2,-1852,-1',
  // near-miss dates, rates and amounts
  "2024-02-30,deposit,,,,50,EUR",
  "31/31/2024,buy,X,1,1,,EUR",
  "2024-1-2,buy,X,1,1,,EUR",
  "20240102,deposit,,,,1,EUR",
  '2024-01-02,buy,X,1,"1,234.5,6",,USD',
  "2024-01-02,buy,X,(1),USD 1.0.0,,usd",
  "2024-01-02,buy,X,1e308,1,,EUR",
  '2024-01-02,deposit,,,,"',
  '"unterminated',
  "Кириллица,😀,Ελληνικά",
  "Total,,,,,,",
  ",,,,,,"
]

const SEPARATORS = ["\n", "\r\n", "\r", " ", "", ",", ";", "\t"]

/** A run glued between two pieces ("2019  2.30" + "****" + "x"): inside one value, where backtracking starts. */
const gluedRun = (pieces: ReadonlyArray<string>) =>
  fc
    .tuple(fc.constantFrom(...pieces), run, fc.constantFrom("x", "1", "", ...pieces))
    .map(([before, middle, after]) => before + middle + after)

/** A text of pieces, runs and separators, up to about 256 KiB. */
const textOf = (pieces: ReadonlyArray<string>) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...pieces) },
          { weight: 1, arbitrary: run },
          { weight: 2, arbitrary: gluedRun(pieces) }
        ),
        fc.constantFrom(...SEPARATORS)
      ),
      { minLength: 1, maxLength: 60 }
    )
    .map((parts) =>
      parts
        .map(([piece, separator]) => piece + separator)
        .join("")
        .slice(0, MAX_SIZE)
    )

/** A heading, then a row with a long run glued into its last value, then a tail: the measured attack's family, one text
 * per run character. */
const runInRow = (headings: ReadonlyArray<string>, rows: ReadonlyArray<string>) =>
  fc
    .record({
      heading: fc.constantFrom(...headings),
      row: fc.constantFrom(...rows),
      length: fc.noBias(fc.integer({ min: 16 * KIB, max: MAX_SIZE - 200 })),
      tail: fc.constantFrom("x", "1", " x", ",EUR", "\n2020 2.40")
    })
    .map(({ heading, row, length, tail }) =>
      RUN_CHARACTERS.map((ch) => `${heading}\n${row}${ch.repeat(length)}${tail}`)
    )

/** Many short lines, up to the size bound (more lines than the parsers accept included). */
const manyLines = (pieces: ReadonlyArray<string>) =>
  fc
    .record({ piece: fc.constantFrom(...pieces), count: fc.integer({ min: 1, max: 30_000 }) })
    .map(({ piece, count }) => `${piece}\n`.repeat(count).slice(0, MAX_SIZE))

const RUNS = 30

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe("parse_pension_statement: adversarial text", () => {
  it("answers within the size bound, well formed, for mixed pieces and long runs", () => {
    fc.assert(
      fc.property(textOf(PENSION_PIECES), (text) => void pension(text)),
      { numRuns: RUNS, seed: SEED }
    )
  })

  it("answers within the size bound for a long run glued into a row's value", () => {
    fc.assert(
      fc.property(runInRow(PENSION_PIECES.slice(0, 3), PENSION_PIECES.slice(3, 7)), (texts) => texts.forEach(pension)),
      { numRuns: 5, seed: SEED }
    )
  })

  it("answers within the size bound for many short lines", () => {
    fc.assert(
      fc.property(manyLines(PENSION_PIECES), (text) => void pension(text)),
      { numRuns: 10, seed: SEED }
    )
  })

  it("the measured attack: 256 KiB of '*' after a plausible line (14 s before the fix)", () => {
    const answer = pension(`Year Units\n2019 2.30 ${"*".repeat(MAX_SIZE)}x`)
    expect(answer.kind).toBe("result")
    if (answer.kind === "result")
      expect(answer.value.unreadableLines).toEqual([
        { lineNumber: 2, year: null, text: "", reason: overLongLineReason, column: null, field: null }
      ])
  })

  it("the same attack within the line cap: 256 KiB of 1,000-character rows of a value, 990 stars and an x", () => {
    const row = `2019 2.30${"*".repeat(990)}x\n`
    const answer = pension(`Year Units\n${row.repeat(Math.floor((MAX_SIZE - 11) / row.length))}`)
    expect(answer.kind).toBe("result")
    if (answer.kind === "result")
      expect(answer.value.unreadableLines[0]).toMatchObject({ lineNumber: 2, column: 6, field: "units" })
  })

  it("a total line of repeated points words and a long number, and headings followed by long runs", () => {
    const lines = (line: string) => `${line}\n`.repeat(Math.floor(MAX_SIZE / (line.length + 1)))
    pension(lines(`Total ${"units ".repeat(100)}${"1".repeat(390)} x`))
    pension(lines(`basic${" ".repeat(990)}x`))
    pension(lines(`βασικ${"α".repeat(990)} 1`))
    pension(lines(`2019 ${"1.".repeat(490)}x`))
  })
})

describe("parse_portfolio_csv: adversarial text", () => {
  it("answers within the size bound, well formed, for mixed pieces and long runs", () => {
    fc.assert(
      fc.property(textOf(CSV_PIECES), (text) => void csv(text)),
      { numRuns: RUNS, seed: SEED }
    )
  })

  it("answers within the size bound for a long run glued into a row's value", () => {
    fc.assert(
      fc.property(runInRow(CSV_PIECES.slice(0, 4), CSV_PIECES.slice(4, 8)), (texts) => texts.forEach(csv)),
      { numRuns: 5, seed: SEED }
    )
  })

  it("answers within the size bound for many short lines", () => {
    fc.assert(
      fc.property(
        manyLines(CSV_PIECES.slice(4)).map((rows) => `${CSV_PIECES[0]}\n${rows}`),
        (text) => void csv(text)
      ),
      { numRuns: 10, seed: SEED }
    )
  })

  it("an unterminated quote before 256 KiB of text is a 400 on text", () => {
    const answer = csv(`date,type,amount,currency\n2024-01-01,deposit,"${"a,".repeat(MAX_SIZE / 2)}`)
    expect(answer.kind).toBe("problem")
  })

  it("one cell of 256 KiB of digits, and many rows of over-long cells", () => {
    expect(csv(`date,type,amount,currency\n2024-01-01,deposit,${"1".repeat(MAX_SIZE)},EUR`).kind).toBe("problem")
    const row = `2024-01-01,deposit,"${"1,".repeat(150)}",EUR\n`
    const answer = csv(`date,type,amount,currency\n${row.repeat(Math.floor(MAX_SIZE / row.length))}`)
    expect(answer.kind).toBe("result")
    if (answer.kind === "result")
      expect(answer.value.skippedRows[0]).toMatchObject({ lineNumber: 2, column: "amount", value: null })
  })
})
