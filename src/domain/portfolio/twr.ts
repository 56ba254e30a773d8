// ---------------------------------------------------------------------------------------------
// Chain-linked time-weighted return and money-weighted return (XIRR). Pure arithmetic.
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000
/** Average Gregorian year, for annualising and for XIRR year fractions. */
export const DAYS_PER_YEAR = 365.25

export const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / DAY_MS

/** One valuation point: the value at the END of `date`, after that date's external flows. */
export interface Point {
  readonly date: string
  /** net external flow of the date (into the portfolio positive), base currency */
  readonly flow: number
  /** true when an external flow happened that date (even if legs net to zero) */
  readonly isFlow: boolean
  /** value at the end of the date with every holding priced that day; null when a valuation is missing */
  readonly value: number | null
  /** the end date: a valuation is needed there too */
  readonly isEnd: boolean
}

interface ChainResult {
  /** cumulative TWR over the whole period as a fraction, or null */
  readonly twr: number | null
  /** cumulative TWR from the start to each point (null before the start or after a missing valuation) */
  readonly cumulative: ReadonlyArray<number | null>
  readonly startDate: string | null
  /** dates where a valuation is needed (before an external flow, or at the end) and missing */
  readonly missingDates: ReadonlyArray<string>
  /** why the TWR is null when no valuation is missing */
  readonly problem: string | null
}

/**
 * Sub-period return r_i = (V_i - F_i) / V_(i-1) - 1, where V_i is the value at the end of point i
 * (after its flow F_i) and V_(i-1) the value at the end of the previous valued point; TWR is the
 * product of (1 + r_i) less 1. Points without flows whose value is unknown are skipped (they only
 * split a sub-period); a point with a flow, or the end, without a value makes the TWR null.
 */
export const chainLink = (points: ReadonlyArray<Point>): ChainResult => {
  const cumulative: Array<number | null> = []
  const missingDates: Array<string> = []
  let growth = 1
  let prev: number | null = null
  let startDate: string | null = null
  let broken = false
  let problem: string | null = null
  for (const p of points) {
    if (startDate === null) {
      if (!p.isFlow) {
        cumulative.push(null)
        continue
      }
      startDate = p.date
      if (p.value === null) {
        missingDates.push(p.date)
        broken = true
        cumulative.push(null)
        continue
      }
      prev = p.value
      cumulative.push(0)
      continue
    }
    if (p.value === null) {
      if (p.isFlow || p.isEnd) missingDates.push(p.date)
      if (p.isFlow || p.isEnd) broken = true
      cumulative.push(null)
      continue
    }
    if (broken || prev === null) {
      cumulative.push(null)
      continue
    }
    const before = p.value - p.flow
    if (prev <= 0.005) {
      if (Math.abs(before) > 0.005) {
        problem ??= `the value was zero or negative at the start of the sub-period ending ${p.date}, so its return is undefined`
        broken = true
        cumulative.push(null)
        continue
      }
    } else {
      growth *= before / prev
    }
    prev = p.value
    cumulative.push(growth - 1)
  }
  if (startDate === null) problem ??= "there is no external cash flow to start the measurement period"
  const ok = !broken && missingDates.length === 0 && startDate !== null && problem === null
  return { twr: ok ? growth - 1 : null, cumulative, startDate, missingDates, problem }
}

/** Annualised return for a period of `days`; null under one year (returns for shorter periods are not annualised). */
export const annualise = (total: number | null, days: number): number | null =>
  total === null || days < 365 || total <= -1 ? null : (1 + total) ** (DAYS_PER_YEAR / days) - 1

/**
 * Money-weighted return: the annual rate r with sum(cf_i / (1 + r)^(t_i)) = 0, t_i in years from the
 * first flow. Flows from the investor's side (money put in negative, money taken out and the final
 * value positive). Newton's method, then bisection; null when no rate in (-99.99%, 1000%) solves it.
 */
export const xirr = (flows: ReadonlyArray<{ readonly date: string; readonly amount: number }>): number | null => {
  if (flows.length < 2) return null
  const t0 = Date.parse(flows[0]!.date)
  const times = flows.map((f) => (Date.parse(f.date) - t0) / DAY_MS / DAYS_PER_YEAR)
  const amounts = flows.map((f) => f.amount)
  if (!amounts.some((a) => a > 0) || !amounts.some((a) => a < 0)) return null
  const npv = (r: number) => {
    let s = 0
    for (let i = 0; i < amounts.length; i++) s += amounts[i]! * (1 + r) ** -times[i]!
    return s
  }
  let r = 0.1
  for (let it = 0; it < 50; it++) {
    let f = 0,
      df = 0
    for (let i = 0; i < amounts.length; i++) {
      const v = amounts[i]! * (1 + r) ** -times[i]!
      f += v
      df -= (times[i]! * v) / (1 + r)
    }
    if (Math.abs(f) < 1e-9) return r
    if (df === 0 || !Number.isFinite(df)) break
    const next = r - f / df
    if (!Number.isFinite(next) || next <= -0.9999 || next > 10) break
    if (Math.abs(next - r) < 1e-12) return next
    r = next
  }
  let lo = -0.9999,
    hi = 10
  let flo = npv(lo),
    fhi = npv(hi)
  if (flo * fhi > 0) return null
  for (let it = 0; it < 200; it++) {
    const mid = (lo + hi) / 2
    const fm = npv(mid)
    if (Math.abs(fm) < 1e-9 || hi - lo < 1e-12) return mid
    if (flo * fm < 0) {
      hi = mid
      fhi = fm
    } else {
      lo = mid
      flo = fm
    }
  }
  void fhi
  return (lo + hi) / 2
}
