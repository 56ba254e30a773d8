// ---------------------------------------------------------------------------------------------
// Reading numbers and dates out of CSV cells: nothing is guessed. A cell that does not read
// unambiguously gives null, and the caller reports it with its row and column.
// Cells reach these functions only within MAX_CELL_LENGTH, and every pattern here is anchored with
// quantifiers that cannot overlap, or matches a fixed number of characters: linear in the cell.
// ---------------------------------------------------------------------------------------------

import { isCalendarDate } from "./transaction.ts"

export type DecimalSeparator = "." | ","

/** The longest cell read; a longer one is reported as unreadable with its row and column, never scanned. */
export const MAX_CELL_LENGTH = 200

const CURRENCY_SYMBOLS = /[€$£¥]/g

/** Strips spaces, currency symbols and a leading or trailing ISO code ("USD 1,725.00"); returns the code too. */
const strip = (raw: string): { body: string; code: string | null } => {
  let s = raw.replace(/[\s\u00a0\u202f']/g, "")
  let code: string | null = null
  const m = /^([A-Z]{3})(?=[-+(\d.,])|(?<=[\d)])([A-Z]{3})$/.exec(s)
  if (m !== null) {
    code = m[1] ?? m[2] ?? null
    s = s.replace(/^[A-Z]{3}|[A-Z]{3}$/, "")
  }
  return { body: s.replace(CURRENCY_SYMBOLS, ""), code }
}

/** Which decimal separator the numeric cells of a file use; null when they disagree. */
export const detectDecimalSeparator = (cells: ReadonlyArray<string>, delimiter: string): DecimalSeparator | null => {
  let comma = false,
    point = false
  for (const raw of cells) {
    const s = strip(raw).body
    if (!/^[-+(]?[\d.,]+\)?$/.test(s) || !/\d/.test(s)) continue
    const lastComma = s.lastIndexOf(","),
      lastPoint = s.lastIndexOf(".")
    if (lastComma >= 0 && lastPoint >= 0) {
      if (lastComma > lastPoint) comma = true
      else point = true
    } else if (lastComma >= 0) {
      // in a comma-delimited file a quoted "1,234" is digit grouping; elsewhere a comma is decimal
      if (delimiter !== ",") comma = true
    } else if (lastPoint >= 0 && !/^[-+(]?\d{1,3}(\.\d{3})+\)?$/.test(s)) point = true
  }
  if (comma && point) return null
  return comma ? "," : "."
}

/** 1,234.5 / 1.234,5 (digit groups) and 1234.5 / 1234,5, per decimal separator. */
const NUMBER_SHAPES = {
  ".": { grouped: /^\d{1,3}(,\d{3})+(\.\d+)?$/, group: /,/g, plain: /^(\d+(\.\d*)?|\.\d+)$/ },
  ",": { grouped: /^\d{1,3}(\.\d{3})+(,\d+)?$/, group: /\./g, plain: /^(\d+(,\d*)?|,\d+)$/ }
} as const

/** A number, or null when the cell is empty or unreadable (check `isBlank` to tell them apart). */
export const readNumber = (raw: string, decimal: DecimalSeparator): number | null => {
  const { body } = strip(raw)
  let s = body
  let negative = false
  if (/^\(.*\)$/.test(s)) {
    negative = true
    s = s.slice(1, -1)
  }
  if (s.startsWith("-")) {
    negative = !negative
    s = s.slice(1)
  } else if (s.startsWith("+")) s = s.slice(1)
  const shape = NUMBER_SHAPES[decimal]
  if (shape.grouped.test(s)) s = s.replace(shape.group, "")
  else if (!shape.plain.test(s)) return null
  const n = Number(decimal === "," ? s.replace(",", ".") : s)
  return Number.isFinite(n) ? (negative ? -n : n) : null
}

export const currencyPrefix = (raw: string): string | null => strip(raw).code

export const isBlank = (raw: string | undefined): boolean =>
  raw === undefined || raw.trim() === "" || raw.trim() === "-"

export type DateOrder = "ymd" | "dmy" | "mdy"

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/

/** Order of day and month in a column of slash dates: decided by a day above 12; null when no cell tells. */
export const detectDateOrder = (cells: ReadonlyArray<string>): DateOrder | null | "conflict" => {
  let dmy = false,
    mdy = false,
    numeric = false,
    dots = false
  for (const c of cells) {
    const m = NUMERIC.exec(c.trim())
    if (m === null) continue
    numeric = true
    if (c.includes(".")) dots = true
    if (Number(m[1]) > 12) dmy = true
    if (Number(m[2]) > 12) mdy = true
  }
  if (!numeric) return "ymd"
  if (dmy && mdy) return "conflict"
  if (dmy || dots) return "dmy"
  if (mdy) return "mdy"
  return null
}

/** YYYY-MM-DD from "2024-03-15", "2024-03-15 10:30", "2024-03-15T10:30:00Z", "2024-03-15, 10:30:00", "15/03/2024",
 * "15.03.2024". */
export const readDate = (raw: string, order: DateOrder): string | null => {
  const s = raw.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ,;])/.exec(s)
  let out: string | null = null
  if (iso !== null) out = `${iso[1]}-${iso[2]}-${iso[3]}`
  else {
    const m = NUMERIC.exec(s)
    if (m === null || order === "ymd") return null
    const [day, month] = order === "dmy" ? [m[1]!, m[2]!] : [m[2]!, m[1]!]
    out = `${m[3]}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`
  }
  return isCalendarDate(out) ? out : null
}
