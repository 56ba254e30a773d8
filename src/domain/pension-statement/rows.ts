import { formatCap, MAX_AMOUNT } from "../../core/input-bounds.ts"
import { roundTo } from "../../core/money.ts"
import { maxUnitsForYear } from "../../rules/state-pension.ts"
import {
  type ContributionYearRow,
  FIRST_CONTRIBUTION_YEAR,
  LAST_ACCEPTED_YEAR,
  MAX_UNITS_PER_ROW
} from "./contribution-year.ts"
import type { Column, Heading } from "./headings.ts"
import { PLACEHOLDER, readNumber } from "./numbers.ts"
import { hasDigit, isYearRange, leadingYear, type Token } from "./tokens.ts"

export interface Unreadable {
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

export const notRead = (reason: string, at: number | null = null, field: Column | null = null): Unreadable => ({
  kind: "unreadable",
  reason,
  at,
  field
})

interface Values {
  readonly kind: "values"
  readonly value: Partial<Record<Column, number | null>>
  readonly at: Partial<Record<Column, number>>
  readonly thousandsGuess: boolean
}

const isMoneyColumn = (column: Column): boolean => column === "earnings" || column === "contributions"
// weeks above 53 have their own reason (rowOf)
const capOf = (column: Column): number =>
  isMoneyColumn(column) ? MAX_AMOUNT : column === "weeks" ? Infinity : MAX_UNITS_PER_ROW

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
      return notRead(
        `"${token.text}" is above ${formatCap(cap)}, the most a ${column} value can be: probably a misread column`,
        token.at,
        column
      )
    }
    if (column === "weeks" && !Number.isInteger(n.value))
      return notRead(`weeks "${token.text}" is not a whole number`, token.at, column)
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
    units = roundTo(
      parts.reduce((s, c) => s + (value[c] ?? 0), 0),
      2
    )
  }
  if (units === undefined || units === null)
    return notRead("the units of the year are missing or unreadable", at.units ?? null, "units")
  if (units > maxUnitsForYear(year)) {
    return notRead(
      `${units} units is above the maximum of ${maxUnitsForYear(year)} a year: probably a misread column`,
      at.units ?? null,
      "units"
    )
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

export const readRow = (tokens: ReadonlyArray<Token>, lineNumber: number, heading: Heading, year: number): Read => {
  const rest = tokens.slice(1)
  if (!rest.some((t) => hasDigit(t) || PLACEHOLDER.test(t.text)))
    return rest.length === 0 ? notRead("the year has no values") : { kind: "text" }
  // "1981 – 2007": a range heading of a block, not a row
  if (isYearRange(rest)) return { kind: "text" }
  const columns = heading.columns
  if (tokens.length > columns.length) {
    return notRead(
      `${rest.length} values but the heading has ${columns.length - 1} columns after the year (${columns.slice(1).join(", ")})`,
      tokens[columns.length]!.at
    )
  }
  const values = readValues(tokens, columns)
  return values.kind === "unreadable" ? values : rowOf(values, heading, year, lineNumber)
}

/**
 * A line shaped like a row (a first value with a digit in it, then numbers or placeholders) whose first value
 * is not a contribution year ("2O19", "219", "1950"): reported, never dropped in silence.
 */
export const misreadYear = (tokens: ReadonlyArray<Token>): Unreadable | null => {
  const [first, ...rest] = tokens
  if (first === undefined || !hasDigit(first) || !rest.some(hasDigit) || isYearRange(rest)) return null
  if (!rest.every((t) => hasDigit(t) || PLACEHOLDER.test(t.text))) return null
  const year = leadingYear(tokens)
  const reason =
    year === null
      ? `"${first.text}" is not a year (4 digits, ${FIRST_CONTRIBUTION_YEAR} to ${LAST_ACCEPTED_YEAR})`
      : `${year} is outside the contribution years ${FIRST_CONTRIBUTION_YEAR} to ${LAST_ACCEPTED_YEAR}`
  return notRead(reason, first.at, "year")
}
