/**
 * Caps of the calculators' numeric and list inputs ("Hostile input"): every number a tool
 * accepts is finite and inside a range that makes sense for its domain, and every list has a maximum
 * length, so that no request (1e308, a 10,000-year term, a million rows) reaches a calculation. Each
 * cap is also written in the field's description (`capNote`), so callers and assistants can see it.
 * Tool-specific caps (ages, terms, rates) stay next to their fields; these are the shared ones.
 */

/** Any single amount of money a person or household sends, in EUR (or another currency for rows of a statement). */
export const MAX_AMOUNT = 1_000_000_000
/** A monthly amount (rent, contribution, spending, pension) in EUR. */
export const MAX_MONTHLY_AMOUNT = 10_000_000
/** Dependent children (or other dependants) counted by a calculator. */
export const MAX_CHILDREN = 20
/** A line number of pasted text (the longest accepted text has 2,000,000 characters). */
export const MAX_LINE_NUMBER = 2_000_001

/** 1000000 -> "1,000,000". */
export const formatCap = (n: number): string => n.toLocaleString("en-US", { maximumFractionDigits: 10 })

/** The sentence appended to a field's description for its range. */
export const capNote = (minimum: number, maximum: number, unit = ""): string =>
  `Range: ${formatCap(minimum)} to ${formatCap(maximum)}${unit === "" ? "" : ` ${unit}`}.`

/** The sentence appended to a list's description for its length. */
export const lengthNote = (maximum: number, minimum = 0, what = "items"): string =>
  minimum > 0 ? `${formatCap(minimum)} to ${formatCap(maximum)} ${what}.` : `At most ${formatCap(maximum)} ${what}.`

/** The sentence appended to a text's description for its length. */
export const textNote = (maximum: number): string => `At most ${formatCap(maximum)} characters.`
