/**
 * Monte Carlo simulation of a savings balance under random monthly returns (the hot loop of
 * run_retirement_stress_test). Pure and deterministic for a given seed.
 *
 * Return model: monthly gross returns are independent and lognormal, 1 + r = exp(m + s * Z) with
 * Z ~ N(0, 1). m and s are chosen so that the YEARLY gross return (the product of 12 months) has mean
 * 1 + mu and standard deviation sigma (expectedReturnPct, returnVolatilityPct):
 *   s^2 = ln(1 + sigma^2 / (1 + mu)^2) / 12,   m = ln(1 + mu) / 12 - s^2 / 2.
 * (The yearly log return is N(12m, 12s^2), so its mean is exp(12m + 6s^2) = 1 + mu and its variance
 * (1 + mu)^2 (exp(12s^2) - 1) = sigma^2.) With sigma = 0 every month grows by (1 + mu)^(1/12).
 *
 * Random numbers: sfc32, the "Small Fast Counting" generator of Chris Doty-Humphrey's PractRand (128-bit
 * state, 32-bit outputs). Path p gets its own stream, seeded as PractRand seeds sfc32 from a 64-bit
 * value: a = 0, b = seed, c = p, counter = 1, then 12 outputs discarded. So a path's returns depend
 * only on (seed, p), never on the cash flows or on other paths. Normal draws: Box-Muller with both
 * outputs used, u1 = (x + 1) / 2^32 in (0, 1], u2 = y / 2^32 in [0, 1):
 *   z0 = sqrt(-2 ln u1) cos(2 pi u2),   z1 = sqrt(-2 ln u1) sin(2 pi u2).
 *
 * Timing within a month: the cash flow first (a contribution, or a withdrawal), then the month's
 * return. A path runs out in the first month whose withdrawal exceeds its balance; it stays at 0.
 * The loop allocates nothing: the state and the results are typed arrays made once per call.
 */

interface ReturnModel {
  readonly monthlyLogMean: number
  readonly monthlyLogSd: number
}

/** The lognormal monthly parameters for a yearly expected return and volatility, in percent. */
export const returnModel = (expectedReturnPct: number, returnVolatilityPct: number): ReturnModel => {
  const gross = 1 + expectedReturnPct / 100
  const sd = returnVolatilityPct / 100
  const variance = Math.log(1 + (sd * sd) / (gross * gross)) / 12
  return { monthlyLogMean: Math.log(gross) / 12 - variance / 2, monthlyLogSd: Math.sqrt(variance) }
}

export interface SimulationPlan extends ReturnModel {
  readonly startBalance: number
  /** net cash flow into savings in each month (contribution minus withdrawal), EUR; length a multiple of 12 */
  readonly cashFlows: Float64Array
}

interface SimulationResult {
  readonly years: number
  /** balance at the end of each year, path-major: index path * years + year */
  readonly yearEndBalances: Float64Array
  /** the month (0-based from now) in which each path ran out of money, or -1 */
  readonly depletionMonths: Int32Array
}

const TWO_POW_32 = 4_294_967_296
const TWO_PI = 2 * Math.PI

/** One sfc32 output; s = [a, b, c, counter] (Uint32Array stores wrap modulo 2^32). */
const sfc32 = (s: Uint32Array): number => {
  const a = s[0]!,
    b = s[1]!,
    c = s[2]!,
    counter = s[3]!
  const t = (a + b + counter) >>> 0
  s[3] = counter + 1
  s[0] = b ^ (b >>> 9)
  s[1] = c + (c << 3)
  s[2] = ((c << 21) | (c >>> 11)) + t
  return t
}

const seedPath = (s: Uint32Array, seed: number, path: number): void => {
  s[0] = 0
  s[1] = seed
  s[2] = path
  s[3] = 1
  for (let i = 0; i < 12; i++) sfc32(s)
}

/** Progress reports of one simulation at most (every 5% of the paths). */
const PROGRESS_REPORTS = 20

export const simulatePaths = (
  plan: SimulationPlan,
  paths: number,
  seed: number,
  reportProgress?: (done: number, total: number) => void
): SimulationResult => {
  const { cashFlows, startBalance, monthlyLogMean: m, monthlyLogSd: sd } = plan
  const months = cashFlows.length
  const years = months / 12
  const yearEndBalances = new Float64Array(paths * years)
  const depletionMonths = new Int32Array(paths).fill(-1)
  const state = new Uint32Array(4)

  const reportEvery = Math.max(1, Math.ceil(paths / PROGRESS_REPORTS))
  for (let p = 0; p < paths; p++) {
    if (reportProgress !== undefined && p > 0 && p % reportEvery === 0) reportProgress(p, paths)
    seedPath(state, seed, p)
    let balance = startBalance
    let spare = 0
    let hasSpare = false
    for (let month = 0; month < months; month++) {
      balance += cashFlows[month]!
      if (balance < 0) {
        depletionMonths[p] = month
        break // the rest of the path's year-end balances stay 0
      }
      let z: number
      if (hasSpare) {
        z = spare
        hasSpare = false
      } else {
        const radius = Math.sqrt(-2 * Math.log((sfc32(state) + 1) / TWO_POW_32))
        const angle = TWO_PI * (sfc32(state) / TWO_POW_32)
        z = radius * Math.cos(angle)
        spare = radius * Math.sin(angle)
        hasSpare = true
      }
      balance *= Math.exp(m + sd * z)
      if (month % 12 === 11) yearEndBalances[p * years + (month - 11) / 12] = balance
    }
  }
  return { years, yearEndBalances, depletionMonths }
}

/**
 * Nearest-rank percentile (the smallest value with at least q% of the values at or below it) of a
 * sorted array.
 */
export const nearestRank = (sorted: Float64Array | Int32Array, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))]!
