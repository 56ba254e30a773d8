import type { FieldErrors } from "../../core/errors.ts"
import { formatCents } from "../../core/format.ts"
import { cents, euros } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import {
  fromRateE4,
  replay,
  toRateE4,
  type LoanPlan,
  type MonthRow,
  type ScheduleResult
} from "../../domain/mortgage/annuity-schedule.ts"
import {
  crossFieldIssues,
  DEFAULT_BEST_SHIFT,
  DEFAULT_VARIED_CYCLE,
  DEFAULT_WORST_SHIFT,
  type MortgageInput
} from "./input.ts"
import type { MortgageOutput } from "./output.ts"

/** The cross-field rules of the input Schema again, for callers that skip the decoder. */
export const checkMortgageInput = (input: MortgageInput): InputProblem | null => {
  const issues = crossFieldIssues(input)
  if (issues.length === 0) return null
  const fieldErrors: FieldErrors = {}
  for (const { path, issue } of issues) (fieldErrors[path[0]] ??= []).push(issue)
  return new InputProblem(
    fieldErrors,
    "Send the loan's real rate inputs for each phase and remove the fields that do not apply, as fieldErrors explains."
  )
}

const fmt = formatCents
const pct = (rateE4: number) => `${fromRateE4(rateE4)}%`
const sum = (rows: ReadonlyArray<MonthRow>, f: (r: MonthRow) => number) => rows.reduce((s, r) => s + f(r), 0)

type ScenarioName = "best" | "worst" | "varied"

/** Points (E4) added in variable year y (0-based) for a caller path or a default. */
const shiftFor =
  (name: ScenarioName, given: ReadonlyArray<number> | undefined) =>
  (y: number): number => {
    if (given !== undefined) return toRateE4(given[Math.min(y, given.length - 1)] ?? 0)
    if (name === "best") return toRateE4(DEFAULT_BEST_SHIFT)
    if (name === "worst") return toRateE4(DEFAULT_WORST_SHIFT)
    return toRateE4(DEFAULT_VARIED_CYCLE[y % DEFAULT_VARIED_CYCLE.length] ?? 0)
  }

const describeDefault: Record<ScenarioName, string> = {
  best: `default: the variable rate ${DEFAULT_BEST_SHIFT} point for the whole variable period`,
  worst: `default: the variable rate +${DEFAULT_WORST_SHIFT} points for the whole variable period`,
  varied: `default: points added by variable year follow the repeating 12-year cycle ${DEFAULT_VARIED_CYCLE.join(", ")} (up 0.5 a year to +2, down 0.5 a year to -1, back to 0)`
}

export const simulateMortgageSchedule = (input: MortgageInput): MortgageOutput => {
  const assumptions: Array<string> = []
  const used: Array<SourceId> = ["mtg-annuity-formula"]
  const N = input.loanTermMonths
  const F = input.fixedPeriodMonths
  const type = input.mortgageType ?? "capital_and_interest"
  const interestOnly = type === "interest_only"
  const fixedE4 = toRateE4(input.fixedRate ?? 0)
  const hasVariable = F < N
  const variableE4 =
    input.variableAllInRate !== undefined
      ? toRateE4(input.variableAllInRate)
      : toRateE4(input.variableBaseRate ?? 0) + toRateE4(input.bankMargin ?? 0)
  let floored = false
  const rateAt =
    (shift: (y: number) => number) =>
    (m: number): number => {
      if (m <= F) return fixedE4
      const r = variableE4 + shift(Math.floor((m - F - 1) / 12))
      if (r < 0) floored = true
      return Math.max(0, r)
    }

  const lumpMap = new Map<number, number>()
  for (const l of input.lumpSumPayments ?? []) lumpMap.set(l.month, (lumpMap.get(l.month) ?? 0) + cents(l.amount))
  const overpaymentC = cents(input.monthlyOverpayment ?? 0)
  const plan = (rateE4: (m: number) => number, prepay: boolean): LoanPlan => ({
    principalCents: cents(input.principalAmount),
    termMonths: N,
    interestOnly,
    rateE4,
    overpaymentCents: prepay ? overpaymentC : 0,
    lumpSums: prepay ? lumpMap : new Map(),
    strategy: input.lumpSumStrategy ?? "reduce_term",
    ercE4: toRateE4(input.ercPercentage ?? 0),
    ercUntilMonth: F
  })
  const upfrontC = input.upfrontFees === undefined ? 0 : cents(input.upfrontFees)
  const closureC = input.closureFee === undefined ? 0 : cents(input.closureFee)
  const totalsOf = (s: ScheduleResult) => {
    const paidC =
      sum(s.rows, (r) => r.payment + r.overpayment + r.lumpSum + r.earlyRepaymentCharge) + upfrontC + closureC
    return { interestC: sum(s.rows, (r) => r.interest), paidC, payoffMonth: s.rows.at(-1)?.month ?? 0 }
  }

  const main = replay(
    plan(
      rateAt(() => 0),
      true
    )
  )
  const mainTotals = totalsOf(main)
  const rows = main.rows
  const last = rows.at(-1)

  // Phases
  const phases: Array<MortgageOutput["phases"][number]> = []
  if (F > 0)
    phases.push({
      phase: "fixed",
      fromMonth: 1,
      toMonth: F,
      annualRatePercent: fromRateE4(fixedE4),
      rateInputs: `fixedRate ${pct(fixedE4)}`
    })
  if (hasVariable) {
    const inputs =
      input.variableAllInRate !== undefined
        ? `variableAllInRate ${pct(variableE4)}`
        : `variableBaseRate ${input.variableBaseRate}% + bankMargin ${input.bankMargin}% = ${pct(variableE4)}`
    phases.push({
      phase: "variable",
      fromMonth: F + 1,
      toMonth: N,
      annualRatePercent: fromRateE4(Math.max(0, variableE4)),
      rateInputs: inputs
    })
  }

  // Scenarios (same loan, same prepayments; only the variable rate moves)
  const variableYears = Math.ceil((N - F) / 12)
  const scenarioBalances: Partial<Record<ScenarioName, ReadonlyArray<MonthRow>>> = {}
  const scenarios: Array<MortgageOutput["scenarios"][number]> = []
  if (hasVariable) {
    for (const name of ["best", "worst", "varied"] as const) {
      const given = input.variableRateScenarios?.[name]
      const shift = shiftFor(name, given)
      const s = replay(plan(rateAt(shift), true))
      const t = totalsOf(s)
      scenarioBalances[name] = s.rows
      const variableRows = s.rows.filter((r) => r.month > F)
      // the last payment (balance + interest, or the balloon) is not a regular instalment
      const regular = variableRows.length > 1 ? variableRows.slice(0, -1) : variableRows
      const years = Array.from({ length: variableYears }, (_, y) => y)
      scenarios.push({
        name,
        origin: given === undefined ? "default" : "caller",
        description:
          given === undefined ? describeDefault[name] : "caller's path: points by variable year, the last continuing",
        shiftsByVariableYear: years.map((y) => fromRateE4(shift(y))),
        annualRatesByVariableYear: years.map((y) => fromRateE4(Math.max(0, variableE4 + shift(y)))),
        firstVariableMonthlyPayment: euros(variableRows[0]?.payment ?? 0),
        highestMonthlyPayment: euros(Math.max(0, ...regular.map((r) => r.payment))),
        totalInterest: euros(t.interestC),
        totalPaid: euros(t.paidC),
        payoffMonth: t.payoffMonth,
        interestDifference: euros(t.interestC - mainTotals.interestC)
      })
    }
  }

  // Without prepayments
  const prepays = overpaymentC > 0 || lumpMap.size > 0
  let withoutPrepayments: MortgageOutput["withoutPrepayments"] = null
  if (prepays) {
    const t = totalsOf(
      replay(
        plan(
          rateAt(() => 0),
          false
        )
      )
    )
    withoutPrepayments = {
      totalInterest: euros(t.interestC),
      totalPaid: euros(t.paidC),
      payoffMonth: t.payoffMonth,
      interestSaved: euros(t.interestC - mainTotals.interestC)
    }
  }

  // Yearly totals and series
  const yearlyTotals: Array<MortgageOutput["yearlyTotals"][number]> = []
  for (let y = 1; (y - 1) * 12 < rows.length; y++) {
    const inYear = rows.slice((y - 1) * 12, y * 12)
    yearlyTotals.push({
      year: y,
      fromMonth: inYear[0]?.month ?? 0,
      toMonth: inYear.at(-1)?.month ?? 0,
      payments: euros(sum(inYear, (r) => r.payment)),
      interest: euros(sum(inYear, (r) => r.interest)),
      principal: euros(sum(inYear, (r) => r.principal)),
      overpayments: euros(sum(inYear, (r) => r.overpayment)),
      lumpSums: euros(sum(inYear, (r) => r.lumpSum)),
      earlyRepaymentCharges: euros(sum(inYear, (r) => r.earlyRepaymentCharge)),
      endBalance: euros(inYear.at(-1)?.balance ?? 0)
    })
  }
  const balanceAfter = (rs: ReadonlyArray<MonthRow> | undefined, m: number): number | null =>
    rs === undefined
      ? null
      : euros(m === 0 ? cents(input.principalAmount) : (rs[Math.min(m, rs.length) - 1]?.balance ?? 0))
  let cumulative = 0
  const series = Array.from({ length: Math.ceil(N / 12) + 1 }, (_, y) => {
    const m = Math.min(12 * y, N)
    cumulative += sum(rows.slice(Math.max(0, 12 * (y - 1)), m), (r) => r.interest)
    return {
      year: y,
      month: m,
      balance: balanceAfter(rows, m) ?? 0,
      cumulativeInterest: euros(cumulative),
      bestScenarioBalance: balanceAfter(scenarioBalances.best, m),
      worstScenarioBalance: balanceAfter(scenarioBalances.worst, m),
      variedScenarioBalance: balanceAfter(scenarioBalances.varied, m)
    }
  })

  // Assumptions
  assumptions.push(
    "Convention: equal months (30/360 style, each month 1/12 of a year), monthly compounding; monthly rate r = annual rate / 12; interest each month = balance at the start of the month x annual rate / 1200, rounded to the cent (half up). Banks charge interest on the daily balance (Actual/365 or Actual/360), so a bank's instalments and interest can differ from these by a few cents a month; audit_mortgage_statement replays those conventions."
  )
  if (interestOnly) {
    assumptions.push(
      `Interest-only: each payment is that month's interest on the remaining balance; the principal still owed is paid at maturity (month ${N}) as a balloon together with that month's interest.`
    )
  } else {
    assumptions.push(
      "Capital and interest (annuity): instalment = B x r / (1 - (1 + r)^-n), B = balance, n = months left to the contractual maturity, rounded to the cent (half up); recomputed at each rate change (paymentRecalculations lists each one). The payment in the last month is the remaining balance plus its interest, so it differs from the others by cents."
    )
  }
  if (input.mortgageType === undefined)
    assumptions.push("mortgageType not given: capital_and_interest (repayment) assumed.")
  if (input.loanConfiguration === undefined)
    assumptions.push(
      "loanConfiguration not given: a standard bank loan secured on property (KFIK and cash-collateral set-ups are not offered)."
    )
  if (hasVariable) {
    used.push("mtg-cy-variable-rate", "mtg-cy-rate-review")
    assumptions.push(
      `Variable rate from month ${F + 1}: ${phases.at(-1)?.rateInputs}, held constant to maturity in the main schedule (the reference rate is not forecast). Real loans are revised at each review date (e.g. every 6 months for Euribor 6M); the scenarios move the rate by whole loan years.`
    )
    if (input.variableAllInRate !== undefined)
      assumptions.push(
        "The all-in variable rate is used as given, not split into a base rate and a margin; the scenarios move the all-in rate."
      )
    assumptions.push(
      `Scenarios: the same loan and prepayments with only the variable rate moved (never below 0). ${scenarios.map((s) => `${s.name}: ${s.description}`).join("; ")}. Illustrative paths, not forecasts.`
    )
    if (floored)
      assumptions.push(
        "In at least one schedule the variable rate would have been below 0 and 0% was used. A contract floor on the reference rate alone (a negative Euribor taken as 0) is not modelled: send the floored base rate if the contract has one."
      )
  } else {
    assumptions.push("The loan is fixed for its whole term: no variable-rate scenarios.")
  }
  if (overpaymentC > 0) {
    assumptions.push(
      `monthlyOverpayment EUR ${fmt(overpaymentC)} is paid every month from month 1, after the instalment and straight off the balance, until the loan is repaid (never more than the balance still owed); the instalment is not lowered, so the loan ends earlier${interestOnly ? " and the interest and balloon are lower" : ""}.${!interestOnly && hasVariable && F > 0 ? " At the rate change the instalment is recomputed over the months left to the contractual maturity, which lowers it after overpayments." : ""}`
    )
  }
  if (lumpMap.size > 0) {
    assumptions.push(
      interestOnly
        ? "Lump sums are paid after that month's payment and lower the balance, the later interest and the balloon; the term is unchanged."
        : input.lumpSumStrategy === "reduce_payment"
          ? "Lump sums (reduce_payment): paid after that month's instalment; the instalment is then recomputed on the new balance over the months left to maturity."
          : "Lump sums (reduce_term): paid after that month's instalment; the instalment is kept and maturity moves to the month the balance is cleared (n = -ln(1 - B r / P) / ln(1 + r), rounded up)."
    )
    for (const l of main.lumpSums) {
      if (l.applied < l.requested)
        assumptions.push(
          `Lump sum in month ${l.month}: EUR ${fmt(l.requested)} requested, EUR ${fmt(l.applied)} applied (the balance still owed).`
        )
    }
    for (const [month, amount] of lumpMap) {
      if (!main.lumpSums.some((l) => l.month === month))
        assumptions.push(
          `Lump sum of EUR ${fmt(amount)} in month ${month} not used: the loan is already repaid by then.`
        )
    }
  }
  const ercC = sum(rows, (r) => r.earlyRepaymentCharge)
  const prepaidInFixed = rows.some((r) => r.month <= F && r.overpayment + r.lumpSum > 0)
  if (input.ercPercentage !== undefined) {
    assumptions.push(
      prepaidInFixed
        ? `Early-repayment charge ${input.ercPercentage}% on overpayments and lump sums paid in months 1-${F} (the fixed period), rounded to the cent each month and paid on top (it does not reduce the balance): EUR ${fmt(ercC)}.`
        : `ercPercentage ${input.ercPercentage}% not applied: no overpayment or lump sum falls in the fixed period${F === 0 ? " (there is none)" : ""}.`
    )
  } else if (prepaidInFixed) {
    assumptions.push(
      "No early-repayment charge included: ercPercentage not given. Check the loan agreement for a charge on prepayments during the fixed period."
    )
  }
  assumptions.push(
    input.upfrontFees === undefined
      ? "Upfront fees not included: upfrontFees not given (e.g. arrangement, valuation, Land Registry mortgage registration, stamp duty)."
      : `Upfront fees EUR ${fmt(upfrontC)} included in totalPaid.`
  )
  assumptions.push(
    input.closureFee === undefined
      ? "Closure fee not included: closureFee not given."
      : `Closure fee EUR ${fmt(closureC)} included in totalPaid.`
  )
  assumptions.push(
    "Not included: life and property insurance premiums, account charges, state interest subsidies and tax relief."
  )

  const monthOf = (m: number) => (m <= F ? "fixed" : "variable") as "fixed" | "variable"
  return {
    mortgageType: type,
    principalAmount: input.principalAmount,
    loanTermMonths: N,
    fixedPeriodMonths: F,
    monthlyPayment: euros(rows[0]?.payment ?? 0),
    phases,
    paymentRecalculations: main.recalculations.map((r) => ({
      month: r.month,
      reason: r.reason,
      balance: euros(r.balance),
      annualRatePercent: fromRateE4(r.rateE4),
      remainingMonths: r.remainingMonths,
      monthlyPayment: euros(r.payment),
      maturityMonth: r.maturityMonth
    })),
    schedule: rows.map((r) => ({
      month: r.month,
      year: Math.ceil(r.month / 12),
      phase: monthOf(r.month),
      annualRatePercent: fromRateE4(r.rateE4),
      payment: euros(r.payment),
      interest: euros(r.interest),
      principal: euros(r.principal),
      overpayment: euros(r.overpayment),
      lumpSum: euros(r.lumpSum),
      earlyRepaymentCharge: euros(r.earlyRepaymentCharge),
      balance: euros(r.balance)
    })),
    yearlyTotals,
    totalInterest: euros(mainTotals.interestC),
    totalPaid: euros(mainTotals.paidC),
    payoffMonth: mainTotals.payoffMonth,
    totalPrincipalRepaid: euros(sum(rows, (r) => r.principal + r.overpayment + r.lumpSum)),
    totalInstalments: euros(sum(rows, (r) => r.payment)),
    totalOverpayments: euros(sum(rows, (r) => r.overpayment)),
    totalLumpSums: euros(sum(rows, (r) => r.lumpSum)),
    totalEarlyRepaymentCharges: euros(ercC),
    balloonPayment: interestOnly ? euros(last !== undefined && last.month === N ? last.principal : 0) : null,
    monthsSaved: N - mainTotals.payoffMonth,
    upfrontFees: input.upfrontFees ?? null,
    closureFee: input.closureFee ?? null,
    withoutPrepayments,
    scenarios,
    series,
    sources: citeSources(used),
    assumptions
  }
}
