/**
 * Money rounded once, one way: to the cent, half away from zero, as a person (or a tax office, or a
 * bank statement) rounds the decimal amount: 1.005 -> 1.01, 2.675 -> 2.68, -1.005 -> -1.01. Every
 * calculator rounds money with these functions only (test/core/money.test.ts scans src/ for rounding
 * done elsewhere); each amount is rounded to the cent where it is computed. The rules layer imports this
 * module and core/format.ts, and nothing else outside rules/ (test/layers.test.ts): both import nothing
 * but each other, so the rules still type-check on their own (test/rules/years.test.ts).
 *
 * Binary floating point cannot hold most decimal amounts: 1.005 is stored as 1.00499999999999989...,
 * so 1.005 * 100 is 100.49999999999999 and Math.round gives 100 (EUR 1.00, a cent short). The rounding
 * below takes a value that lies a few units in the last place below a half (the error that storing a
 * decimal and a few chained operations leave) as that half:
 *
 *   fraction + min(|x| * 2^-48, 2^-14) >= 0.5  ->  away from zero
 *
 * 2^-48 is 16 to 32 units in the last place of a double (2^-52 each): above the error of a stored
 * decimal times 100 (about one unit) and of a few operations on it, below any fraction of a cent an
 * amount as typed can carry. The cap of 2^-14 cent (0.00006 cent) applies from 2^34 cents (EUR 172
 * million) on, where a double has few bits left for the fraction. So an amount typed with up to 6
 * decimals rounds exactly as its decimal text does up to EUR 1 billion (test/core/money.test.ts
 * checks 200,000 of them); from 2^52 on every double is whole and is returned as it is. -0 is returned
 * as 0 (never "-0.00"). NaN and +-Infinity never reach these functions (the input Schemas admit finite
 * numbers within bounds only): they throw a RangeError, a defect, rather than turning into "EUR NaN".
 *
 * Exceptions, where a rule or a bank rounds otherwise, are named at their place with their source:
 * - the mortgage audit's candidate conventions (rules/day-count.ts DAILY_ROUNDINGS): daily interest
 *   unrounded ("exact") or rounded to the cent ("2-decimals"), the bank's own convention, fitted to
 *   its statement; when it rounds, it rounds with roundCents below.
 * - the self-employed minimum annual incomes, held in whole euros as the SIS tables print them
 *   (rules/social-insurance/self-employed.ts, wholeEuros below).
 */

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

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

/** EUR to integer cents, half away from zero: cents(1.005) = 101, cents(-1.005) = -101. */
export const cents = (eur: number): number => roundHalfAwayFromZero(eur * 100)

/** Integer cents to EUR. */
export const euros = (amountCents: number): number => amountCents / 100

/** EUR rounded to the cent, half away from zero: roundToCents(2.675) = 2.68. The one rounding of money. */
export const roundToCents = (eur: number): number => euros(cents(eur))

/**
 * An amount already in cents with a fraction of a cent (interest = balance x rate, a share, a
 * division) to whole cents, half away from zero: roundCents(100.5) = 101, roundCents(-0.5) = -1.
 */
export const roundCents = (amountCents: number): number => roundHalfAwayFromZero(amountCents)

/**
 * num / den rounded half away from zero, exactly, for integers (amounts in cents) with |num| x 2 + den
 * below 2^53; larger products go through mulDivRound.
 */
export const divRound = (num: number, den: number): number => {
  const q = Math.floor((Math.abs(num) * 2 + den) / (2 * den))
  return num < 0 && q !== 0 ? -q : q
}

/**
 * a x b / den rounded half away from zero, exactly, for integers of any size (a product beyond 2^53
 * is computed in BigInt): an amount in cents times an integer ratio (an index, an exchange rate).
 */
export const mulDivRound = (a: number, b: number, den: number): number => {
  const product = a * b
  if (Math.abs(product) * 2 + den < Number.MAX_SAFE_INTEGER) return divRound(product, den)
  const n = BigInt(a) * BigInt(b)
  const d = BigInt(den)
  const q = ((n < 0n ? -n : n) * 2n + d) / (2n * d)
  return Number(n < 0n ? -q : q)
}

/** amountCents x ratePercent / 100, rounded to the cent (exact for rates with up to 2 decimals: 8.8, 2.65, 16.6). */
export const pct = (amountCents: number, ratePercent: number): number =>
  mulDivRound(amountCents, scaledInteger(ratePercent, 2), 10_000)

/**
 * Exception, named where it is used: whole euros from cents, half away from zero, for figures that
 * a source publishes in whole euros (the SIS tables of self-employed minimum annual incomes).
 */
export const wholeEuros = (amountCents: number): number => divRound(amountCents, 100)

/** Does an amount in EUR have at most 2 decimals (whole cents), float noise aside? */
export const isWholeCents = (eur: number): boolean => hasAtMostDecimals(eur, 2)

// ---------------------------------------------------------------------------------------------
// Other quantities (percentages, rates, units, factors): the same rule, at a given number of decimals
// ---------------------------------------------------------------------------------------------

/**
 * A quantity that is not money (a percentage, a ratio, insurance units, kWh, an age in years)
 * rounded to `decimals` places, half away from zero: roundTo(12.345, 2) = 12.35. A value too large
 * to have a digit at that place is returned as it is.
 */
export const roundTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals
  const scaled = value * scale
  return Math.abs(scaled) >= ALL_INTEGERS_FROM ? value : roundHalfAwayFromZero(scaled) / scale
}

/**
 * A decimal quantity as an integer count of 10^-decimals (a rate of 2.65% in hundredths: 265; a
 * price in millionths), half away from zero, so that it can be multiplied exactly.
 */
export const scaledInteger = (value: number, decimals: number): number => roundHalfAwayFromZero(value * 10 ** decimals)

/**
 * A quantity that is not money rounded DOWN to `decimals` places (the largest share that still fits),
 * float noise just below a digit taken as the digit: floorTo(0.29, 2) = 0.29 (0.29 * 100 is
 * 28.999999999999996 in binary, which Math.floor takes to 0.28).
 */
export const floorTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals
  const scaled = value * scale
  if (!Number.isFinite(scaled)) throw new RangeError(`cannot round a non-finite quantity (${value})`)
  if (Math.abs(scaled) >= ALL_INTEGERS_FROM) return value
  const nearest = Math.round(scaled)
  const n = Math.abs(scaled - nearest) <= noiseOf(Math.abs(scaled)) ? nearest : Math.floor(scaled)
  return (n === 0 ? 0 : n) / scale
}

/** Does a value have at most `decimals` decimals, float noise (1e-6 of the last place) aside? */
export const hasAtMostDecimals = (value: number, decimals: number): boolean => {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}
