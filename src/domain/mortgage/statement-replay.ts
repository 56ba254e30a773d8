// The replay engine of audit_mortgage_statement: the day plan, built once, and the per-candidate kernel.
import { cents, roundCents } from "../../core/money.ts"
import { type ConventionRules, daysInMonth, parseIsoDay, yearDays } from "../../rules/day-count.ts"
import { type MortgageStatementRow, movementCents } from "./statement-row.ts"

/** Balance checkpoints needed from the opening one onward: the opening balance and at least 2 to compare. */
export const MIN_CHECKPOINTS = 3

// ---------------------------------------------------------------------------------------------
// The replay plan: the day sequence and the row events, built once and shared by every candidate
// ---------------------------------------------------------------------------------------------

const CAP_BIT: Readonly<Record<ConventionRules["capitalisation"], number>> = { monthly: 1, "semi-annual": 2, annual: 4 }
const DAY_COUNT_INDEX: Readonly<Record<ConventionRules["dayCount"], number>> = {
  "actual/365": 0,
  "actual/360": 1,
  "actual/actual": 2
}

interface ReplayPlan {
  readonly openingIndex: number
  readonly lastIndex: number
  readonly openingCents: number
  readonly days: number
  readonly firstYear: number
  /** Per day: non-interest movements of the day's rows, cents. */
  readonly move: Float64Array
  /** Per day count (index DAY_COUNT_INDEX), per day: rate / 100 / days in year. */
  readonly factor: ReadonlyArray<Float64Array>
  /** Per day: bit 1 month end, 2 half-year end, 4 year end. */
  readonly capMask: Uint8Array
  /** Per day: calendar year - firstYear. */
  readonly yearIndex: Uint16Array
  /** Whether the last day's capitalisation is inside the period (the last checkpoint follows an interest row). */
  readonly capOnLastDay: boolean
  /** Probes: every row after the opening one, up to the last checkpoint. */
  readonly probeRow: Int32Array
  readonly probeDay: Int32Array
  /** movements of the day's rows up to and including the probe's, minus the day's total, cents */
  readonly probeOffset: Float64Array
  readonly probeAfterInterest: Uint8Array
  readonly probeIsCheckpoint: Uint8Array
  readonly probeBalance: Float64Array
  readonly checkpoints: number
}

/** Index of the opening checkpoint: the first row with a balance on or after the first rate's date; -1 if none. */
export const findOpening = (rows: ReadonlyArray<MortgageStatementRow>): number => {
  const firstRate = rows.find((r) => r.ratePct !== undefined)
  if (firstRate === undefined) return -1
  return rows.findIndex((r) => r.balance !== undefined && r.date >= firstRate.date)
}

export const buildPlan = (rows: ReadonlyArray<MortgageStatementRow>): ReplayPlan | null => {
  const openingIndex = findOpening(rows)
  if (openingIndex < 0) return null
  let lastIndex = openingIndex
  for (let k = rows.length - 1; k > openingIndex; k--)
    if (rows[k]?.balance !== undefined) {
      lastIndex = k
      break
    }
  const opening = rows[openingIndex]!
  const startDay = parseIsoDay(opening.date)
  const days = parseIsoDay(rows[lastIndex]!.date) - startDay + 1
  const move = new Float64Array(days)
  const rate = new Float64Array(days).fill(Number.NaN)
  // rate in force on the opening day: the last rate dated on or before it
  let current = Number.NaN
  for (let k = 0; k < rows.length && rows[k]!.date <= opening.date; k++) current = rows[k]!.ratePct ?? current
  const nProbes = lastIndex - openingIndex
  const probeRow = new Int32Array(nProbes)
  const probeDay = new Int32Array(nProbes)
  const probeOffset = new Float64Array(nProbes)
  const probeAfterInterest = new Uint8Array(nProbes)
  const probeIsCheckpoint = new Uint8Array(nProbes)
  const probeBalance = new Float64Array(nProbes)
  const rateFrom: Array<readonly [number, number]> = []
  let checkpoints = 0
  // Without any interest row, a balance on a capitalisation day is compared after the capitalisation.
  const noInterestRows = !rows.slice(openingIndex + 1, lastIndex + 1).some((r) => r.interestCharged !== undefined)
  let interestDay = opening.interestCharged !== undefined ? 0 : -1
  for (let p = 0; p < nProbes; p++) {
    const r = rows[openingIndex + 1 + p]!
    const day = parseIsoDay(r.date) - startDay
    const m = movementCents(r)
    move[day] = (move[day] ?? 0) + m
    probeRow[p] = openingIndex + 1 + p
    probeDay[p] = day
    probeOffset[p] = m // prefix within the day, completed below
    if (r.interestCharged !== undefined) interestDay = day
    probeAfterInterest[p] = noInterestRows || interestDay === day ? 1 : 0
    if (r.balance !== undefined) {
      probeIsCheckpoint[p] = 1
      probeBalance[p] = cents(r.balance)
      checkpoints++
    }
    if (r.ratePct !== undefined) rateFrom.push([day, r.ratePct])
  }
  // offsets: prefix of the day's movements up to the probe, minus the day's total
  for (let p = 0; p < nProbes; p++) {
    const day = probeDay[p]!
    const prev = p > 0 && probeDay[p - 1] === day ? probeOffset[p - 1]! + (move[day] ?? 0) : 0
    probeOffset[p] = prev + probeOffset[p]! - (move[day] ?? 0)
  }
  // the rate of each day
  let j = 0
  for (let d = 0; d < days; d++) {
    while (j < rateFrom.length && rateFrom[j]![0] <= d) current = rateFrom[j++]![1]
    rate[d] = current
  }
  // calendar walk: factors, capitalisation days, years
  const firstYear = Number(opening.date.slice(0, 4))
  let y = firstYear,
    mo = Number(opening.date.slice(5, 7)),
    dd = Number(opening.date.slice(8, 10))
  const factor = [new Float64Array(days), new Float64Array(days), new Float64Array(days)]
  const capMask = new Uint8Array(days)
  const yearIndex = new Uint16Array(days)
  for (let d = 0; d < days; d++) {
    const r = rate[d]! / 100
    const accrues = d > 0 || opening.interestCharged === undefined
    factor[0]![d] = accrues ? r / yearDays("actual/365", y) : 0
    factor[1]![d] = accrues ? r / yearDays("actual/360", y) : 0
    factor[2]![d] = accrues ? r / yearDays("actual/actual", y) : 0
    yearIndex[d] = y - firstYear
    const dim = daysInMonth(y, mo)
    if (dd === dim) capMask[d] = 1 | (mo === 6 || mo === 12 ? 2 : 0) | (mo === 12 ? 4 : 0)
    if (++dd > dim) {
      dd = 1
      if (++mo > 12) {
        mo = 1
        y++
      }
    }
  }
  const lastProbe = nProbes - 1
  return {
    openingIndex,
    lastIndex,
    openingCents: cents(opening.balance!),
    days,
    firstYear,
    move,
    factor,
    capMask,
    yearIndex,
    capOnLastDay: lastProbe >= 0 && probeAfterInterest[lastProbe] === 1,
    probeRow,
    probeDay,
    probeOffset,
    probeAfterInterest,
    probeIsCheckpoint,
    probeBalance,
    checkpoints
  }
}

// ---------------------------------------------------------------------------------------------
// The replay kernel: one candidate, day by day, no allocation per day
// ---------------------------------------------------------------------------------------------

export interface ReplaySummary {
  readonly rules: ConventionRules
  /** sum of squared checkpoint differences, cents^2 */
  readonly sumSq: number
  readonly maxAbs: number
  readonly finalDelta: number
  /** interest capitalised within the period, cents */
  readonly interest: number
  /** interest accrued at the end and not capitalised, cents (unrounded) */
  readonly accruedAtEnd: number
}

/**
 * Replays the plan under one convention. Each day: the day's movements are applied; the day's interest is
 * balance x factor (rounded to the cent under 2-decimals); on a capitalisation day the accrued total, rounded to
 * the cent, is added to the balance after the day's checkpoints that precede the bank's interest row.
 * `expected` (length = probes) receives the replayed balance at every probe; `byYear` the interest per year.
 */
export const replay = (
  plan: ReplayPlan,
  rules: ConventionRules,
  expected: Float64Array,
  byYear: Float64Array | null
): ReplaySummary => {
  const factor = plan.factor[DAY_COUNT_INDEX[rules.dayCount]]!
  const capBit = CAP_BIT[rules.capitalisation]
  // the bank's convention (rules/day-count.ts DAILY_ROUNDINGS), a named exception: daily interest rounded to the cent
  // or not
  const dailyToTheCent = rules.dailyRounding === "2-decimals"
  const { move, capMask, probeDay, probeOffset, probeAfterInterest, probeIsCheckpoint, probeBalance, yearIndex } = plan
  const nProbes = probeDay.length
  const last = plan.days - 1
  let balance = plan.openingCents
  let accrued = 0
  let interest = 0
  let sumSq = 0
  let maxAbs = 0
  let finalDelta = 0
  let p = 0
  for (let d = 0; d <= last; d++) {
    balance += move[d]!
    let daily = balance * factor[d]!
    if (dailyToTheCent) daily = roundCents(daily)
    accrued += daily
    let cap = 0
    if ((capMask[d]! & capBit) !== 0 && (d < last || plan.capOnLastDay)) {
      cap = roundCents(accrued)
      accrued = 0
      interest += cap
      if (byYear !== null) byYear[yearIndex[d]!] = byYear[yearIndex[d]!]! + cap
    }
    while (p < nProbes && probeDay[p] === d) {
      const value = balance + probeOffset[p]! + (probeAfterInterest[p] === 1 ? cap : 0)
      expected[p] = value
      if (probeIsCheckpoint[p] === 1) {
        const delta = probeBalance[p]! - value
        sumSq += delta * delta
        const abs = delta < 0 ? -delta : delta
        if (abs > maxAbs) maxAbs = abs
        finalDelta = delta
      }
      p++
    }
    balance += cap
  }
  return { rules, sumSq, maxAbs, finalDelta, interest, accruedAtEnd: accrued }
}
