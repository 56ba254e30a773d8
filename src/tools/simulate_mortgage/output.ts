import { Schema } from "effect"
import { Money, SourceReferences } from "../../core/cells.ts"

/** simulate_mortgage's result: the schedule, its totals, the rate phases and the variable-rate scenarios. */

const Pct = Schema.Finite

const ScheduleRow = Schema.Struct({
  month: Schema.Int,
  year: Schema.Int.annotate({ description: "loan year: months 1-12 = year 1" }),
  phase: Schema.Literals(["fixed", "variable"]),
  annualRatePercent: Pct,
  payment: Money.annotate({ description: "instalment paid = interest + principal (last month of an interest-only loan: includes the balloon)" }),
  interest: Money.annotate({ description: "balance at the start of the month x annualRatePercent / 1200, rounded to the cent" }),
  principal: Money,
  overpayment: Money,
  lumpSum: Money,
  earlyRepaymentCharge: Money,
  balance: Money.annotate({ description: "after this month's payment, overpayment and lump sum" })
})

const Totals = {
  totalInterest: Money,
  totalPaid: Money.annotate({ description: "instalments + overpayments + lump sums + early-repayment charges + upfrontFees + closureFee (the fees given)" }),
  payoffMonth: Schema.Int
}

export const MortgageOutput = Schema.Struct({
  mortgageType: Schema.Literals(["capital_and_interest", "interest_only"]),
  principalAmount: Money,
  loanTermMonths: Schema.Int,
  fixedPeriodMonths: Schema.Int,
  monthlyPayment: Money.annotate({ description: "the first month's instalment (interest-only: the first month's interest)" }),
  phases: Schema.Array(Schema.Struct({
    phase: Schema.Literals(["fixed", "variable"]),
    fromMonth: Schema.Int,
    toMonth: Schema.Int,
    annualRatePercent: Pct,
    rateInputs: Schema.String
  })),
  paymentRecalculations: Schema.Array(Schema.Struct({
    month: Schema.Int.annotate({ description: "first month the instalment applies to" }),
    reason: Schema.Literals(["loan_start", "rate_change", "lump_sum_reduce_payment", "lump_sum_reduce_term"]),
    balance: Money,
    annualRatePercent: Pct,
    remainingMonths: Schema.Int.annotate({ description: "n in the annuity formula (reduce_term: months the unchanged instalment needs)" }),
    monthlyPayment: Money,
    maturityMonth: Schema.Int
  })).annotate({ description: "each annuity computation: monthlyPayment = balance x r / (1 - (1 + r)^-remainingMonths), r = annualRatePercent / 1200" }),
  schedule: Schema.Array(ScheduleRow),
  yearlyTotals: Schema.Array(Schema.Struct({
    year: Schema.Int,
    fromMonth: Schema.Int,
    toMonth: Schema.Int,
    payments: Money,
    interest: Money,
    principal: Money,
    overpayments: Money,
    lumpSums: Money,
    earlyRepaymentCharges: Money,
    endBalance: Money
  })),
  ...Totals,
  totalPrincipalRepaid: Money.annotate({ description: "principal parts + overpayments + lump sums = principalAmount" }),
  totalInstalments: Money,
  totalOverpayments: Money,
  totalLumpSums: Money,
  totalEarlyRepaymentCharges: Money,
  balloonPayment: Schema.NullOr(Money).annotate({ description: "interest-only: the principal paid at maturity; null for capital_and_interest" }),
  monthsSaved: Schema.Int.annotate({ description: "loanTermMonths - payoffMonth" }),
  upfrontFees: Schema.NullOr(Money).annotate({ description: "null when not given (not included)" }),
  closureFee: Schema.NullOr(Money).annotate({ description: "null when not given (not included)" }),
  withoutPrepayments: Schema.NullOr(Schema.Struct({
    ...Totals,
    interestSaved: Money
  })).annotate({ description: "the same loan without overpayments and lump sums; null when none were given" }),
  scenarios: Schema.Array(Schema.Struct({
    name: Schema.Literals(["best", "worst", "varied"]),
    origin: Schema.Literals(["caller", "default"]),
    description: Schema.String,
    shiftsByVariableYear: Schema.Array(Pct).annotate({ description: "points added to the variable rate in each year of the variable period" }),
    annualRatesByVariableYear: Schema.Array(Pct).annotate({ description: "the rate applied in each year of the variable period (never below 0)" }),
    firstVariableMonthlyPayment: Money,
    highestMonthlyPayment: Money.annotate({ description: "highest regular instalment in the variable period (the last, balance-clearing payment or balloon excluded)" }),
    ...Totals,
    interestDifference: Money.annotate({ description: "totalInterest - the main schedule's totalInterest" })
  })).annotate({ description: "variable-rate scenarios after the fixed period; empty when the loan is fixed for its whole term" }),
  series: Schema.Array(Schema.Struct({
    year: Schema.Int,
    month: Schema.Int,
    balance: Money,
    cumulativeInterest: Money,
    bestScenarioBalance: Schema.NullOr(Money),
    worstScenarioBalance: Schema.NullOr(Money),
    variedScenarioBalance: Schema.NullOr(Money)
  })).annotate({ description: "balance at each loan-year end (year 0 = the start), for a chart" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String)
})
export type MortgageOutput = typeof MortgageOutput.Type
