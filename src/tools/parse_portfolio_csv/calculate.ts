import { CsvError, parse } from "csv-parse/sync"
import { Result, Schema, SchemaIssue } from "effect"
import { assumptionList } from "../../core/assumptions.ts"
import { formatCap } from "../../core/input-bounds.ts"
import { InputProblem } from "../../core/tool.ts"
import { MAX_PASTED_LINES, tooManyLinesMessage } from "../../domain/pasted-text.ts"
import {
  type Field,
  foldHeading,
  type Format,
  type RowOutcome,
  type RowReader,
  TABLE_FORMATS
} from "../../domain/portfolio/csv-formats.ts"
import { IBKR, ibkrSections, isIbkrStatement } from "../../domain/portfolio/csv-ibkr.ts"
import {
  type DateOrder,
  type DecimalSeparator,
  detectDateOrder,
  detectDecimalSeparator,
  MAX_CELL_LENGTH
} from "../../domain/portfolio/csv-values.ts"
import { Transaction } from "../../domain/portfolio/transaction.ts"
import { formatId, PORTFOLIO_CSV_ASSUMPTIONS } from "./assumptions.ts"
import type { ParsePortfolioCsvInput } from "./input.ts"
import type { Issue, ParsePortfolioCsvOutput } from "./output.ts"

/** csv-parse's cap on one record (all its cells, in UTF-8 bytes): an unclosed quote stops there instead of taking in
 * the rest of the text. */
const MAX_RECORD_BYTES = 16_384

// ---------------------------------------------------------------------------------------------
// Reading the text
// ---------------------------------------------------------------------------------------------

interface Line {
  readonly cells: ReadonlyArray<string>
  readonly lineNumber: number
}
const DELIMITERS = [
  [",", "comma"],
  [";", "semicolon"],
  ["\t", "tab"]
] as const

/** More than MAX_PASTED_LINES lines (ended by \r\n, \r or \n), counted without splitting the text. */
const hasTooManyLines = (text: string): boolean => {
  let lines = 1
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 13 && text.charCodeAt(i + 1) === 10) continue
    if ((code === 10 || code === 13) && ++lines > MAX_PASTED_LINES) return true
  }
  return false
}

const csvErrorMessage = (e: unknown): string =>
  e instanceof CsvError && e.code === "CSV_MAX_RECORD_SIZE"
    ? `record ${Number(e.records) + 1} (the first line is record 1) is still open at line ${String(e.lines)}, past ${formatCap(MAX_RECORD_BYTES)} bytes: a quote that is not closed, or a cell far longer than any value`
    : e instanceof Error
      ? e.message
      : String(e)

const readLines = (text: string, delimiter: string): Array<Line> | string => {
  try {
    const rows = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      trim: true,
      info: true,
      max_record_size: MAX_RECORD_BYTES
    }) as unknown as Array<{ record: Array<string>; info: { lines: number } }>
    return rows
      .filter((r) => r.record.some((c) => c !== ""))
      .map((r) => ({ cells: r.record, lineNumber: r.info.lines }))
  } catch (e) {
    return csvErrorMessage(e)
  }
}

const columnsOf = (format: Format, cells: ReadonlyArray<string>): Map<Field, number> | null => {
  const folded = cells.map(foldHeading)
  const map = new Map<Field, number>()
  for (const [field, names] of Object.entries(format.headings) as Array<[Field, ReadonlyArray<string>]>) {
    const k = names.map((n) => folded.indexOf(n)).find((i) => i >= 0)
    if (k !== undefined) map.set(field, k)
  }
  return format.signature.every((f) => map.has(f)) ? map : null
}

/** A data line with its column map, headings and row mapper. */
interface PlanRow {
  readonly line: Line
  readonly map: Map<Field, number>
  readonly headings: ReadonlyArray<string>
  readonly mapRow: Format["mapRow"]
}

interface Plan {
  readonly format: Pick<Format, "id" | "label" | "dateOrder">
  readonly delimiter: (typeof DELIMITERS)[number]
  readonly headerLine: number | null
  readonly columns: Array<{ field: string; heading: string }>
  readonly rows: Array<PlanRow>
  readonly ignoredLines: number
}

const plan = (text: string): Plan | string => {
  let best: { score: number; plan: Plan } | null = null
  const parseErrors: Array<string> = []
  for (const delimiter of DELIMITERS) {
    const lines = readLines(text, delimiter[0])
    if (typeof lines === "string") {
      parseErrors.push(lines)
      continue
    }
    if (delimiter[0] === "," && isIbkrStatement(lines.map((l) => l.cells))) {
      const sections = ibkrSections(lines.map((l) => l.cells))
      const rows = lines.flatMap((line, k) => {
        const s = sections[k]
        return s ? [{ line, map: s.map, headings: s.headings, mapRow: s.mapRow }] : []
      })
      return { format: IBKR, delimiter, headerLine: null, columns: [], rows, ignoredLines: lines.length - rows.length }
    }
    for (let h = 0; h < Math.min(lines.length, 10); h++) {
      const header = lines[h]!
      for (const [rank, format] of TABLE_FORMATS.entries()) {
        const map = columnsOf(format, header.cells)
        if (map === null) continue
        const score = map.size * 10 - rank
        if (best !== null && best.score >= score) continue
        const data = lines.slice(h + 1)
        best = {
          score,
          plan: {
            format,
            delimiter,
            headerLine: header.lineNumber,
            columns: [...map].map(([field, k]) => ({ field, heading: header.cells[k]! })),
            rows: data.map((line) => ({ line, map, headings: header.cells, mapRow: format.mapRow })),
            ignoredLines: h
          }
        }
      }
    }
  }
  if (best !== null) return best.plan
  return parseErrors.length === DELIMITERS.length
    ? `the text is not readable as CSV: ${parseErrors[0]}`
    : "no heading line was recognised: the first lines must name the columns (e.g. date, type, ticker, quantity, price, amount, currency), or be an unchanged export of Interactive Brokers, Trading 212, Revolut or eToro"
}

/** Cells the format reads that are longer than MAX_CELL_LENGTH: reported with their line and column, never scanned. */
const overLongCells = (row: PlanRow): Array<Issue> =>
  [...new Set(row.map.values())].flatMap((k) => {
    const length = row.line.cells[k]?.length ?? 0
    if (length <= MAX_CELL_LENGTH) return []
    return [
      {
        lineNumber: row.line.lineNumber,
        column: row.headings[k] ?? null,
        value: null,
        reason: `the cell has ${formatCap(length)} characters, more than the ${formatCap(MAX_CELL_LENGTH)} a value can have: not read`
      }
    ]
  })

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** Why a row read from the text is not a valid Transaction (as analyze_portfolio decodes it), or null. */
const transactionProblem = (t: Transaction): { column: string | null; reason: string } | null => {
  const result = Schema.decodeUnknownResult(Transaction)(t, { onExcessProperty: "error" })
  if (Result.isSuccess(result)) return null
  const first = formatIssues(result.failure.issue).issues[0]
  const column =
    first?.path
      ?.map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
      .join(".") || null
  return { column, reason: `the row cannot be used as read: ${column ?? "row"} ${first?.message ?? "is invalid"}` }
}

const NUMERIC_FIELDS: ReadonlyArray<Field> = [
  "quantity",
  "price",
  "amount",
  "fee",
  "fxRate",
  "exchangeRate",
  "conversionFee"
]

// ---------------------------------------------------------------------------------------------
// The parser
// ---------------------------------------------------------------------------------------------

const tooManyLines = new InputProblem(
  { text: [tooManyLinesMessage("export")] },
  `Send the export in parts of at most ${formatCap(MAX_PASTED_LINES)} lines, each with its heading line (for Interactive Brokers, with its section heading lines), one parse_portfolio_csv call per part.`
)

export const parsePortfolioText = (input: ParsePortfolioCsvInput): ParsePortfolioCsvOutput | InputProblem => {
  if (hasTooManyLines(input.text)) return tooManyLines
  const p = plan(input.text)
  const fail = (message: string) =>
    new InputProblem(
      { text: [message] },
      "Ask the user to paste the export unchanged, heading line included (or the ledger with a heading line), then call parse_portfolio_csv again."
    )
  if (typeof p === "string") return fail(p)
  if (p.rows.length === 0) return fail("the text has a heading line but no data lines")

  const skippedRows: Array<Issue> = []
  const rows = p.rows.filter((row) => {
    const overLong = overLongCells(row)
    skippedRows.push(...overLong)
    return overLong.length === 0
  })
  const cellOf = (row: PlanRow, f: Field) => {
    const k = row.map.get(f)
    return k === undefined ? undefined : (row.line.cells[k] ?? "")
  }
  const numericCells = rows.flatMap((row) => NUMERIC_FIELDS.map((f) => cellOf(row, f) ?? "").filter((c) => c !== ""))
  const decimal: DecimalSeparator | null = detectDecimalSeparator(numericCells, p.delimiter[0])
  if (decimal === null)
    return fail(
      "the numbers mix decimal commas and decimal points (e.g. 1.234,50 and 1,234.50), so none can be read safely: export the file again with one number format"
    )
  const detected = p.format.dateOrder ?? detectDateOrder(rows.map((row) => cellOf(row, "date") ?? ""))
  const dateOrder: DateOrder = detected === null || detected === "conflict" ? "ymd" : detected

  const transactions: Array<Transaction> = []
  const missingValues: Array<Issue> = []
  let parsedRows = 0,
    ignored = 0
  const sleeveLabel = p.format.id === "generic" ? "Portfolio" : p.format.label.replace(/ \(.*\)$/, "")
  let defaultSleeveUsed = false
  for (const row of rows) {
    const reader: RowReader = {
      lineNumber: row.line.lineNumber,
      baseCurrency: input.baseCurrency,
      decimal,
      dateOrder,
      cell: (f) => cellOf(row, f),
      column: (f) => {
        const k = row.map.get(f)
        return k === undefined ? f : (row.headings[k] ?? f)
      }
    }
    const out: RowOutcome = row.mapRow(reader)
    if (out.ignored !== undefined) {
      ignored++
      continue
    }
    for (const problem of out.problems) skippedRows.push({ lineNumber: row.line.lineNumber, ...problem })
    for (const m of out.missing) missingValues.push({ lineNumber: row.line.lineNumber, ...m })
    if (out.transactions.length === 0) continue
    const named = cellOf(row, "sleeve")?.trim()
    let kept = 0
    for (const t of out.transactions) {
      const read: Transaction = { ...t, sleeve: named || sleeveLabel }
      // a row analyze_portfolio would refuse (a figure beyond its caps, a zero quantity, a name too long) is reported,
      // never emitted
      const refused = transactionProblem(read)
      if (refused === null) {
        transactions.push(read)
        kept++
      } else
        skippedRows.push({
          lineNumber: row.line.lineNumber,
          column: refused.column,
          value: null,
          reason: refused.reason
        })
    }
    if (kept === 0) continue
    parsedRows++
    if (named === undefined || named === "") defaultSleeveUsed = true
  }

  skippedRows.sort((a, b) => a.lineNumber - b.lineNumber)
  const groups = new Map<string, Array<Transaction>>()
  for (const t of transactions) {
    const list = groups.get(t.sleeve!) ?? []
    list.push(t)
    groups.set(t.sleeve!, list)
  }
  const perDate = new Map<string, number>()
  for (const t of transactions) perDate.set(t.date, (perDate.get(t.date) ?? 0) + 1)

  const dataRows = parsedRows + new Set(skippedRows.map((s) => s.lineNumber)).size
  const flawed = new Set([...skippedRows, ...missingValues].map((s) => s.lineNumber)).size
  const parseConfidence = transactions.length === 0 || flawed > dataRows / 10 ? "low" : flawed > 0 ? "medium" : "high"

  const said = assumptionList(PORTFOLIO_CSV_ASSUMPTIONS)
  said.add(formatId(p.delimiter[1], decimal === "," ? "comma" : "point", dateOrder), {
    value: p.format.label,
    reason: "input",
    params: { format: p.format.id }
  })
  said.add("portfolio-csv.amounts-positive", { field: "text", reason: "input" })
  if (detected === "conflict") said.add("portfolio-csv.date-orders-mixed", { field: "text", reason: "excluded" })
  if (p.format.id === "etoro") said.add("portfolio-csv.etoro-usd", { field: "text", value: "USD", reason: "input" })
  if (p.format.id === "trading212") said.add("portfolio-csv.trading212", { field: "text", reason: "input" })
  if (p.format.id === "revolut") said.add("portfolio-csv.revolut-fx-unused", { field: "text", reason: "excluded" })
  if (p.format.id === "interactive-brokers") said.add("portfolio-csv.ibkr-sections", { field: "text", reason: "input" })
  if (defaultSleeveUsed)
    said.add("portfolio-csv.default-sub-portfolio", { field: "text", value: sleeveLabel, reason: "model" })
  if (ignored > 0) said.add("portfolio-csv.total-lines-left-out", { field: "text", value: ignored, reason: "excluded" })
  if (transactions.some((t) => t.type === "buy") && !transactions.some((t) => t.type === "valuation"))
    said.add("portfolio-csv.no-valuations", { field: "text", reason: "input" })

  return {
    baseCurrency: input.baseCurrency,
    transactions,
    subPortfolios: [...groups].map(([name, list]) => ({ name, transactions: list })),
    parsedRows,
    skippedRows,
    missingValues,
    parseConfidence,
    detectedFormat: {
      id: p.format.id,
      label: p.format.label,
      delimiter: p.delimiter[1],
      decimalSeparator: decimal === "," ? "comma" : "point",
      dateOrder,
      headerLine: p.headerLine,
      columns: p.columns
    },
    series: [...perDate]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, transactionCount]) => ({ date, transactionCount })),
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
