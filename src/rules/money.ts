/**
 * The rules layer's copy of the money rounding and euro text of src/core/money.ts and
 * src/core/format.ts, for the figures the rules derive (a weekly BIE from an annual one, a
 * self-employed minimum from a multiple of the BIE) and the prose they quote ("EUR 180,000").
 *
 * A copy, not an import, because the rules import nothing outside rules/ (docs/architecture.md,
 * test/layers.test.ts; test/rules/years.test.ts type-checks a copy of rules/ on its own). It is the
 * same rule, not a second one: the block between the <one-rounding-rule> markers is the text of
 * core/money.ts verbatim, and every function here is its core namesake; test/core/money.test.ts
 * fails when either differs (the text of the block, the results on the edge cases and on random
 * amounts). The reasons and the edge cases are documented in core/money.ts.
 */

// <one-rounding-rule> (src/rules/money.ts holds this block verbatim: test/core/money.test.ts compares them)
const NOISE_RELATIVE = 2 ** -48
const NOISE_MAX = 2 ** -14
const ALL_INTEGERS_FROM = 2 ** 52

/** The floating-point noise allowed on a value of magnitude a (see above). */
const noiseOf = (a: number): number => Math.min(a * NOISE_RELATIVE, NOISE_MAX)

/** x to the nearest integer, half away from zero, float noise below a half taken as the half (see above). */
const roundHalfAwayFromZero = (x: number): number => {
  if (!Number.isFinite(x)) throw new RangeError(`cannot round a non-finite amount (${x})`)
  const a = Math.abs(x)
  if (a >= ALL_INTEGERS_FROM) return x
  const whole = Math.floor(a)
  const r = a - whole + noiseOf(a) >= 0.5 ? whole + 1 : whole
  return x < 0 && r !== 0 ? -r : r
}
// </one-rounding-rule>

/** core/money.ts cents: EUR to integer cents, half away from zero. */
export const cents = (eur: number): number => roundHalfAwayFromZero(eur * 100)

/** core/money.ts roundToCents: EUR rounded to the cent, half away from zero. */
export const roundToCents = (eur: number): number => cents(eur) / 100

/** core/money.ts roundCents: an amount in cents with a fraction of a cent to whole cents. */
export const roundCents = (amountCents: number): number => roundHalfAwayFromZero(amountCents)

/** core/money.ts divRound: num / den rounded half away from zero, exactly, for integers. */
export const divRound = (num: number, den: number): number => {
  const q = Math.floor((Math.abs(num) * 2 + den) / (2 * den))
  return num < 0 && q !== 0 ? -q : q
}

/** core/money.ts wholeEuros: whole euros from cents, for figures a source publishes in whole euros. */
export const wholeEuros = (amountCents: number): number => divRound(amountCents, 100)

/** core/money.ts roundTo: a quantity that is not money rounded to `decimals` places. */
export const roundTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals
  const scaled = value * scale
  return Math.abs(scaled) >= ALL_INTEGERS_FROM ? value : roundHalfAwayFromZero(scaled) / scale
}

/** core/money.ts scaledInteger: a decimal quantity as an integer count of 10^-decimals. */
export const scaledInteger = (value: number, decimals: number): number => roundHalfAwayFromZero(value * 10 ** decimals)

// ---------------------------------------------------------------------------------------------
// Texts (core/format.ts)
// ---------------------------------------------------------------------------------------------

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/** core/format.ts formatCents: an amount in cents as "12,345.67". */
export const formatCents = (amountCents: number): string => {
  const c = roundCents(amountCents)
  const abs = Math.abs(c)
  return `${c < 0 ? "-" : ""}${group(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, "0")}`
}

/** core/format.ts EurFormat. */
export interface EurFormat {
  readonly unit?: boolean
  readonly prose?: boolean
}

/** core/format.ts formatEur: "EUR 1,234.56"; prose: a whole amount without cents ("EUR 180,000"). */
export const formatEur = (eur: number, format?: EurFormat): string => {
  const c = cents(eur)
  const full = formatCents(c)
  const digits = format?.prose === true && c % 100 === 0 ? full.slice(0, -3) : full
  return format?.unit === false ? digits : `EUR ${digits}`
}

/** core/format.ts formatDecimals: a quantity that is not money with exactly `decimals` decimals. */
export const formatDecimals = (value: number, decimals: number): string => {
  const rounded = roundTo(value, decimals)
  const negative = rounded < 0
  const scaled = Math.round(Math.abs(rounded) * 10 ** decimals)
  if (!Number.isSafeInteger(scaled)) return rounded.toFixed(decimals)
  if (decimals === 0) return `${negative ? "-" : ""}${scaled}`
  const text = String(scaled).padStart(decimals + 1, "0")
  return `${negative ? "-" : ""}${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}
