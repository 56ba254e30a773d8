import { type AssumptionDetail, assumptionList } from "../../core/assumptions.ts"
import { formatCap } from "../../core/input-bounds.ts"
import { scaledInteger } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import {
  MAX_PASTED_LINES,
  overLongLineReason,
  type PastedLine,
  type PastedText,
  splitPastedText,
  tooManyLinesMessage
} from "../pasted-text.ts"
import { PENSION_STATEMENT_ASSUMPTIONS } from "./assumptions.ts"
import { type ContributionYearRow, FIRST_CONTRIBUTION_YEAR, LAST_ACCEPTED_YEAR } from "./contribution-year.ts"
import { type Column, DEFAULT_HEADING, fold, type Heading, readHeading } from "./headings.ts"
import { readNumber } from "./numbers.ts"
import { misreadYear, notRead, readRow, type Unreadable } from "./rows.ts"
import { columnAt, leadingYear, statedTotalText, tokensOf } from "./tokens.ts"

/** A line of the text that gave no row, and why. */
interface UnreadableLine {
  readonly lineNumber: number
  /** the year the line starts with, if any */
  readonly year: number | null
  readonly text: string
  readonly reason: string
  /** 1-based character where the value at fault starts; null when the line as a whole is at fault */
  readonly column: number | null
  readonly field: Column | null
}

/** What a statement's text gives: the rows read, and everything that could not be read or does not add up. */
interface StatementReading {
  readonly contributionYears: ReadonlyArray<ContributionYearRow>
  readonly totalUnits: number
  readonly totalContributionYears: number
  readonly parseConfidence: "high" | "medium" | "low"
  readonly missingYears: ReadonlyArray<number>
  readonly unreadableLines: ReadonlyArray<UnreadableLine>
  readonly statedTotalUnits: number | null
  readonly columns: ReadonlyArray<string>
  readonly series: ReadonlyArray<{ readonly year: number; readonly units: number; readonly cumulativeUnits: number }>
  readonly assumptions: ReadonlyArray<string>
  /** the assumptions as data, one per entry of assumptions, in its order */
  readonly assumptionDetails: ReadonlyArray<AssumptionDetail>
}

type Said = ReturnType<typeof assumptionList<keyof typeof PENSION_STATEMENT_ASSUMPTIONS>>
/** A note found while reading, said after the reading's assumptions. */
type Note = (said: Said) => void

const unreadableLine = (line: PastedLine, year: number | null, read: Unreadable): UnreadableLine => ({
  lineNumber: line.lineNumber,
  year,
  text: line.text.trim(),
  reason: read.reason,
  column: read.at === null ? null : columnAt(line.text, read.at),
  field: read.field
})

const overLongLine = (lineNumber: number): UnreadableLine => ({
  lineNumber,
  year: null,
  text: "",
  reason: overLongLineReason,
  column: null,
  field: null
})

const tooManyLines = new InputProblem(
  { text: [tooManyLinesMessage("statement")] },
  `Send the statement in parts of at most ${formatCap(MAX_PASTED_LINES)} lines, each with its column heading line, and put the contributionYears of the parts together.`
)

/** The reading of a pasted statement: an InputProblem when the text has more than MAX_PASTED_LINES lines. */
export const readPensionStatement = (text: string): StatementReading | InputProblem => {
  const pasted = splitPastedText(text)
  return pasted === undefined ? tooManyLines : parsePastedStatement(pasted)
}

/** For text known to be within MAX_PASTED_LINES lines (a RangeError beyond: the tool answers those with a 400). */
export const parsePensionStatementText = (text: string): StatementReading => {
  const out = readPensionStatement(text)
  if (out instanceof InputProblem) throw new RangeError(tooManyLinesMessage("statement"))
  return out
}

const parsePastedStatement = (pasted: PastedText): StatementReading => {
  const rows: Array<ContributionYearRow> = []
  const unreadable: Array<UnreadableLine> = pasted.overLongLines.map(overLongLine)
  const notes: Array<Note> = []
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
      unreadable.push(
        unreadableLine(
          pastedLine,
          null,
          notRead("the text is abbreviated here: the years this line stands for are not in the text (not filled)")
        )
      )
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
      const firstLine = earlier.lineNumber ?? 0
      notes.push((said) =>
        said.add("pension-statement.year-repeated", {
          field: "text",
          value: year,
          reason: "input",
          params: { line: lineNumber, firstLine }
        })
      )
    } else {
      conflicted.add(year)
      unreadable.push(
        unreadableLine(
          pastedLine,
          year,
          notRead(
            `year ${year} is also on line ${earlier.lineNumber} with different units (${earlier.units}); neither line is used`
          )
        )
      )
    }
  }

  const kept = rows.filter((r) => !conflicted.has(r.year)).sort((a, b) => a.year - b.year)
  for (const { row, text } of firstRowOfYear.values()) {
    if (conflicted.has(row.year)) {
      unreadable.push({
        lineNumber: row.lineNumber ?? 0,
        year: row.year,
        text,
        reason: `year ${row.year} appears on another line with different units; neither line is used`,
        column: null,
        field: null
      })
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

  const hundredths = kept.reduce((s, r) => s + scaledInteger(r.units, 2), 0)
  const totalUnits = hundredths / 100
  let cumulative = 0
  const series = kept.map((r) => {
    cumulative += scaledInteger(r.units, 2)
    return { year: r.year, units: r.units, cumulativeUnits: cumulative / 100 }
  })

  const said = assumptionList(PENSION_STATEMENT_ASSUMPTIONS)
  said.add("pension-statement.units-as-printed", { field: "text", reason: "input" })
  said.add("pension-statement.missing-years-not-filled", { field: "text", reason: "input" })
  if (usedDefault) said.add("pension-statement.default-column-order", { field: "text", reason: "input" })
  if (thousandsGuess) said.add("pension-statement.thousands-separator", { field: "text", reason: "input" })
  if (kept.some((r) => r.insurableEarnings !== undefined && r.earningsCurrency === undefined))
    said.add("pension-statement.earnings-currency-unknown", { field: "text", value: null, reason: "input" })
  const stated: number | null = statedTotal
  if (stated !== null && Math.abs(stated - totalUnits) > 0.005) {
    notes.push((s) =>
      s.add("pension-statement.stated-total-differs", {
        field: "text",
        value: stated,
        reason: "input",
        params: { sum: totalUnits }
      })
    )
  }
  for (const note of notes) note(said)

  const rowLines = kept.length + unreadable.filter((u) => u.year !== null).length + misreadYearLines
  const unreadableRows = rowLines - kept.length
  const parseConfidence =
    kept.length === 0 || unreadableRows >= kept.length
      ? "low"
      : unreadable.length === 0 &&
          !usedDefault &&
          !abbreviated &&
          (stated === null || Math.abs(stated - totalUnits) <= 0.005)
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
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
