import { assumptionList } from "../../core/assumptions.ts"
import type { FieldErrors } from "../../core/errors.ts"
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
import { MORTGAGE_ASSUMPTIONS, scenariosId } from "./assumptions.ts"

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
  const said = assumptionList(MORTGAGE_ASSUMPTIONS)
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
  said.add("mortgage.day-count-convention", { reason: "model" })
  if (interestOnly)
    said.add("mortgage.interest-only", {
      field: "mortgageType",
      value: "interest_only",
      reason: "model",
      params: { month: N }
    })
  else said.add("mortgage.annuity", { field: "mortgageType", value: "capital_and_interest", reason: "model" })
  if (input.mortgageType === undefined)
    said.add("mortgage.type-omitted", { field: "mortgageType", value: "capital_and_interest", reason: "omitted" })
  if (input.loanConfiguration === undefined)
    said.add("mortgage.configuration-omitted", { field: "loanConfiguration", reason: "omitted" })
  if (hasVariable) {
    used.push("mtg-cy-variable-rate", "mtg-cy-rate-review")
    if (input.variableAllInRate !== undefined)
      said.add("mortgage.variable-rate-all-in", {
        field: "variableAllInRate",
        value: fromRateE4(variableE4),
        reason: "model",
        params: { month: F + 1 }
      })
    else
      said.add("mortgage.variable-rate-base-margin", {
        field: "variableBaseRate",
        value: fromRateE4(variableE4),
        reason: "model",
        params: { month: F + 1, base: input.variableBaseRate ?? 0, margin: input.bankMargin ?? 0 }
      })
    if (input.variableAllInRate !== undefined)
      said.add("mortgage.all-in-rate-as-given", { field: "variableAllInRate", reason: "input" })
    const origin = (name: ScenarioName) => scenarios.find((s) => s.name === name)?.origin ?? "default"
    said.add(scenariosId(origin("best"), origin("worst"), origin("varied")), {
      field: "variableRateScenarios",
      reason: "model",
      params: {
        bestShift: DEFAULT_BEST_SHIFT,
        worstShift: DEFAULT_WORST_SHIFT,
        cycle: DEFAULT_VARIED_CYCLE.join(", ")
      }
    })
    if (floored) said.add("mortgage.negative-rate-floored", { value: 0, reason: "model" })
  } else {
    said.add("mortgage.fixed-whole-term", { field: "fixedPeriodMonths", value: F, reason: "input" })
  }
  if (overpaymentC > 0)
    said.add(
      interestOnly
        ? "mortgage.overpayment-interest-only"
        : hasVariable && F > 0
          ? "mortgage.overpayment-recomputed"
          : "mortgage.overpayment",
      { field: "monthlyOverpayment", value: euros(overpaymentC), reason: "model" }
    )
  if (lumpMap.size > 0) {
    said.add(
      interestOnly
        ? "mortgage.lump-sums-interest-only"
        : input.lumpSumStrategy === "reduce_payment"
          ? "mortgage.lump-sums-reduce-payment"
          : "mortgage.lump-sums-reduce-term",
      {
        field: "lumpSumStrategy",
        value: interestOnly ? null : (input.lumpSumStrategy ?? "reduce_term"),
        reason: "model"
      }
    )
    for (const l of main.lumpSums) {
      if (l.applied < l.requested)
        said.add("mortgage.lump-sum-capped", {
          field: "lumpSumPayments",
          value: euros(l.applied),
          reason: "limit",
          params: { month: l.month, requested: euros(l.requested) }
        })
    }
    for (const [month, amount] of lumpMap) {
      if (!main.lumpSums.some((l) => l.month === month))
        said.add("mortgage.lump-sum-unused", {
          field: "lumpSumPayments",
          reason: "excluded",
          params: { amount: euros(amount), month }
        })
    }
  }
  const ercC = sum(rows, (r) => r.earlyRepaymentCharge)
  const prepaidInFixed = rows.some((r) => r.month <= F && r.overpayment + r.lumpSum > 0)
  if (input.ercPercentage !== undefined) {
    if (prepaidInFixed)
      said.add("mortgage.erc-applied", {
        field: "ercPercentage",
        value: input.ercPercentage,
        reason: "model",
        params: { fixedMonths: F, total: euros(ercC) }
      })
    else
      said.add(F === 0 ? "mortgage.erc-not-applied-no-fixed-period" : "mortgage.erc-not-applied", {
        field: "ercPercentage",
        reason: "excluded",
        params: { rate: input.ercPercentage }
      })
  } else if (prepaidInFixed) {
    said.add("mortgage.erc-omitted", { field: "ercPercentage", value: 0, reason: "omitted" })
  }
  if (input.upfrontFees === undefined)
    said.add("mortgage.upfront-fees-omitted", { field: "upfrontFees", value: 0, reason: "omitted" })
  else said.add("mortgage.upfront-fees-included", { field: "upfrontFees", value: euros(upfrontC), reason: "input" })
  if (input.closureFee === undefined)
    said.add("mortgage.closure-fee-omitted", { field: "closureFee", value: 0, reason: "omitted" })
  else said.add("mortgage.closure-fee-included", { field: "closureFee", value: euros(closureC), reason: "input" })
  said.add("mortgage.not-included", { reason: "excluded" })

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
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
