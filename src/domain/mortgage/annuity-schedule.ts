import { divRound, roundCents, scaledInteger } from "../../core/money.ts"

/**
 * The month-by-month replay behind simulate_mortgage: integer cents and integer rates, no clock, no I/O.
 *
 * Convention (stated in the tool's assumptions): equal months (30/360 style, one twelfth of a year
 * each); monthly rate = annual rate / 12; interest = balance x annual% / 1200, rounded to the cent
 * half up (core/money.ts: half away from zero, the same for these positive amounts); the instalment of a
 * capital-and-interest loan is the annuity
 * P = B x r / (1 - (1 + r)^-n), rounded to the cent half up, recomputed when the rate changes and
 * after a lump sum with reduce_payment; the payment in the maturity month (or in the month the
 * balance can be cleared) is balance + interest, so the last payment clears the balance.
 */

/** Rates travel as integers in ten-thousandths of a percentage point: 4.35% -> 43_500. */
const RATE_SCALE = 10_000
/** balance (cents) x rate (E4) / INTEREST_DIVISOR = monthly interest in cents (12 months x 100% x 10^4). */
const INTEREST_DIVISOR = 12 * 100 * RATE_SCALE

export const toRateE4 = (percent: number): number => scaledInteger(percent, 4)
export const fromRateE4 = (rateE4: number): number => rateE4 / RATE_SCALE

/** One month's interest in cents on a balance in cents, rounded half up. */
const monthlyInterest = (balanceCents: number, rateE4: number): number =>
  divRound(balanceCents * rateE4, INTEREST_DIVISOR)

/** Annuity instalment in cents for a balance repaid over `months` at an annual rate (E4), rounded half up. */
export const annuityPayment = (balanceCents: number, rateE4: number, months: number): number => {
  if (months <= 0) return balanceCents
  if (rateE4 === 0) return divRound(balanceCents, months)
  const r = rateE4 / INTEREST_DIVISOR
  return roundCents((balanceCents * r) / (1 - (1 + r) ** -months))
}

/** Months an instalment needs to clear a balance at a rate: n = -ln(1 - B r / P) / ln(1 + r), rounded up. */
export const monthsToRepay = (balanceCents: number, rateE4: number, paymentCents: number): number => {
  if (rateE4 === 0) return Math.ceil(balanceCents / paymentCents)
  const r = rateE4 / INTEREST_DIVISOR
  const x = 1 - (balanceCents * r) / paymentCents
  if (x <= 0) return Number.POSITIVE_INFINITY
  return Math.ceil(-Math.log(x) / Math.log(1 + r) - 1e-9)
}

export type LumpSumStrategy = "reduce_term" | "reduce_payment"

export interface LoanPlan {
  readonly principalCents: number
  readonly termMonths: number
  readonly interestOnly: boolean
  /** Annual rate (E4) applied in month m (1-based). */
  readonly rateE4: (month: number) => number
  readonly overpaymentCents: number
  /** month -> cents (already summed per month) */
  readonly lumpSums: ReadonlyMap<number, number>
  readonly strategy: LumpSumStrategy
  /** early-repayment charge (E4 of a percent) on overpayments and lump sums in months 1..ercUntilMonth */
  readonly ercE4: number
  readonly ercUntilMonth: number
}

export interface MonthRow {
  readonly month: number
  readonly rateE4: number
  /** the month's instalment: interest + principal (the balloon included in the last month of an interest-only loan) */
  readonly payment: number
  readonly interest: number
  readonly principal: number
  readonly overpayment: number
  readonly lumpSum: number
  readonly earlyRepaymentCharge: number
  /** balance after this month's payment, overpayment and lump sum */
  readonly balance: number
}

type RecalculationReason = "loan_start" | "rate_change" | "lump_sum_reduce_payment" | "lump_sum_reduce_term"

export interface Recalculation {
  /** first month the instalment applies to */
  readonly month: number
  readonly reason: RecalculationReason
  /** balance at the start of that month */
  readonly balance: number
  readonly rateE4: number
  /** months over which the annuity is computed (to the contractual maturity) */
  readonly remainingMonths: number
  readonly payment: number
  readonly maturityMonth: number
}

export interface LumpSumUse {
  readonly month: number
  readonly requested: number
  readonly applied: number
}

export interface ScheduleResult {
  readonly rows: ReadonlyArray<MonthRow>
  readonly recalculations: ReadonlyArray<Recalculation>
  readonly lumpSums: ReadonlyArray<LumpSumUse>
}

export const replay = (plan: LoanPlan): ScheduleResult => {
  const rows: Array<MonthRow> = []
  const recalculations: Array<Recalculation> = []
  const lumpSums: Array<LumpSumUse> = []
  let balance = plan.principalCents
  let maturity = plan.termMonths
  let payment = 0
  let previousRate: number | null = null

  for (let m = 1; m <= plan.termMonths && balance > 0; m++) {
    const rate = plan.rateE4(m)
    if (!plan.interestOnly && rate !== previousRate) {
      const remaining = maturity - m + 1
      payment = annuityPayment(balance, rate, remaining)
      recalculations.push({
        month: m,
        reason: m === 1 ? "loan_start" : "rate_change",
        balance,
        rateE4: rate,
        remainingMonths: remaining,
        payment,
        maturityMonth: maturity
      })
    }
    previousRate = rate
    const interest = monthlyInterest(balance, rate)
    let due: number
    if (plan.interestOnly) due = m >= maturity ? interest + balance : interest
    else due = m >= maturity || balance + interest <= payment ? balance + interest : payment
    const principal = Math.max(0, due - interest)
    balance -= principal
    const overpayment = Math.min(plan.overpaymentCents, balance)
    balance -= overpayment
    const requested = plan.lumpSums.get(m) ?? 0
    const lumpSum = Math.min(requested, balance)
    if (requested > 0) lumpSums.push({ month: m, requested, applied: lumpSum })
    balance -= lumpSum
    const earlyRepaymentCharge =
      m <= plan.ercUntilMonth ? divRound((overpayment + lumpSum) * plan.ercE4, 100 * RATE_SCALE) : 0
    rows.push({
      month: m,
      rateE4: rate,
      payment: principal + interest,
      interest,
      principal,
      overpayment,
      lumpSum,
      earlyRepaymentCharge,
      balance
    })

    if (lumpSum > 0 && balance > 0 && !plan.interestOnly && m < maturity) {
      if (plan.strategy === "reduce_payment") {
        payment = annuityPayment(balance, rate, maturity - m)
        recalculations.push({
          month: m + 1,
          reason: "lump_sum_reduce_payment",
          balance,
          rateE4: rate,
          remainingMonths: maturity - m,
          payment,
          maturityMonth: maturity
        })
      } else {
        const months = Math.min(maturity - m, monthsToRepay(balance, rate, payment))
        maturity = m + months
        recalculations.push({
          month: m + 1,
          reason: "lump_sum_reduce_term",
          balance,
          rateE4: rate,
          remainingMonths: months,
          payment,
          maturityMonth: maturity
        })
      }
    }
  }
  return { rows, recalculations, lumpSums }
}
