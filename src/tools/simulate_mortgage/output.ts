import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, SourceReferences } from "../../core/cells.ts"

/**
 * simulate_mortgage's result: the schedule, its totals, the rate phases and the variable-rate scenarios.
 * Every figure is arithmetic on the caller's loan terms (and the disclosed default rate paths): no rule of
 * law enters a schedule, so its figures are InputMoney and its totals are computed from the schedule.
 */

const Pct = Schema.Finite

const ScheduleRow = Schema.Struct({
  month: Schema.Int,
  year: Schema.Int.annotate({ description: "loan year: months 1-12 = year 1" }),
  phase: Schema.Literals(["fixed", "variable"]),
  annualRatePercent: Pct,
  payment: InputMoney.annotate({
    description: "instalment paid = interest + principal (last month of an interest-only loan: includes the balloon)"
  }),
  interest: InputMoney.annotate({
    description: "balance at the start of the month x annualRatePercent / 1200, rounded to the cent"
  }),
  principal: moneyFrom("payment", "interest"),
  overpayment: InputMoney,
  lumpSum: InputMoney,
  earlyRepaymentCharge: InputMoney.annotate({
    description: "ercPercentage of the overpayment and lump sum of a fixed-period month"
  }),
  balance: InputMoney.annotate({ description: "after this month's payment, overpayment and lump sum" })
})

const TOTAL_PAID =
  "instalments + overpayments + lump sums + early-repayment charges + upfrontFees + closureFee (the fees given)"

/** The totals of another run of the same loan (without prepayments, or a scenario), whose schedule is not listed. */
const OtherRunTotals = {
  totalInterest: InputMoney,
  totalPaid: InputMoney.annotate({ description: TOTAL_PAID }),
  payoffMonth: Schema.Int
}

export const MortgageOutput = Schema.Struct({
  mortgageType: Schema.Literals(["capital_and_interest", "interest_only"]),
  principalAmount: InputMoney,
  loanTermMonths: Schema.Int,
  fixedPeriodMonths: Schema.Int,
  monthlyPayment: moneyFrom("schedule[].payment").annotate({
    description: "the first month's instalment (interest-only: the first month's interest)"
  }),
  phases: Schema.Array(
    Schema.Struct({
      phase: Schema.Literals(["fixed", "variable"]),
      fromMonth: Schema.Int,
      toMonth: Schema.Int,
      annualRatePercent: Pct,
      rateInputs: Schema.String
    })
  ),
  paymentRecalculations: Schema.Array(
    Schema.Struct({
      month: Schema.Int.annotate({ description: "first month the instalment applies to" }),
      reason: Schema.Literals(["loan_start", "rate_change", "lump_sum_reduce_payment", "lump_sum_reduce_term"]),
      balance: InputMoney,
      annualRatePercent: Pct,
      remainingMonths: Schema.Int.annotate({
        description: "n in the annuity formula (reduce_term: months the unchanged instalment needs)"
      }),
      monthlyPayment: InputMoney,
      maturityMonth: Schema.Int
    })
  ).annotate({
    description:
      "each annuity computation: monthlyPayment = balance x r / (1 - (1 + r)^-remainingMonths), r = annualRatePercent / 1200"
  }),
  schedule: Schema.Array(ScheduleRow),
  yearlyTotals: Schema.Array(
    Schema.Struct({
      year: Schema.Int,
      fromMonth: Schema.Int,
      toMonth: Schema.Int,
      payments: moneyFrom("schedule[].payment"),
      interest: moneyFrom("schedule[].interest"),
      principal: moneyFrom("schedule[].principal"),
      overpayments: moneyFrom("schedule[].overpayment"),
      lumpSums: moneyFrom("schedule[].lumpSum"),
      earlyRepaymentCharges: moneyFrom("schedule[].earlyRepaymentCharge"),
      endBalance: moneyFrom("schedule[].balance")
    })
  ),
  totalInterest: moneyFrom("schedule[].interest"),
  totalPaid: moneyFrom(
    "schedule[].payment",
    "schedule[].overpayment",
    "schedule[].lumpSum",
    "schedule[].earlyRepaymentCharge",
    "upfrontFees",
    "closureFee"
  ).annotate({ description: TOTAL_PAID }),
  payoffMonth: Schema.Int,
  totalPrincipalRepaid: moneyFrom("schedule[].principal", "schedule[].overpayment", "schedule[].lumpSum").annotate({
    description: "principal parts + overpayments + lump sums = principalAmount"
  }),
  totalInstalments: moneyFrom("schedule[].payment"),
  totalOverpayments: moneyFrom("schedule[].overpayment"),
  totalLumpSums: moneyFrom("schedule[].lumpSum"),
  totalEarlyRepaymentCharges: moneyFrom("schedule[].earlyRepaymentCharge"),
  balloonPayment: Schema.NullOr(moneyFrom("schedule[].principal")).annotate({
    description: "interest-only: the principal paid at maturity; null for capital_and_interest"
  }),
  monthsSaved: Schema.Int.annotate({ description: "loanTermMonths - payoffMonth" }),
  upfrontFees: Schema.NullOr(InputMoney).annotate({ description: "null when not given (not included)" }),
  closureFee: Schema.NullOr(InputMoney).annotate({ description: "null when not given (not included)" }),
  withoutPrepayments: Schema.NullOr(
    Schema.Struct({
      ...OtherRunTotals,
      interestSaved: moneyFrom("totalInterest").annotate({
        description: "this totalInterest (without prepayments) - the main schedule's totalInterest"
      })
    })
  ).annotate({ description: "the same loan without overpayments and lump sums; null when none were given" }),
  scenarios: Schema.Array(
    Schema.Struct({
      name: Schema.Literals(["best", "worst", "varied"]),
      origin: Schema.Literals(["caller", "default"]),
      description: Schema.String,
      shiftsByVariableYear: Schema.Array(Pct).annotate({
        description: "points added to the variable rate in each year of the variable period"
      }),
      annualRatesByVariableYear: Schema.Array(Pct).annotate({
        description: "the rate applied in each year of the variable period (never below 0)"
      }),
      firstVariableMonthlyPayment: InputMoney,
      highestMonthlyPayment: InputMoney.annotate({
        description:
          "highest regular instalment in the variable period (the last, balance-clearing payment or balloon excluded)"
      }),
      ...OtherRunTotals,
      interestDifference: moneyFrom("totalInterest").annotate({
        description: "totalInterest - the main schedule's totalInterest"
      })
    })
  ).annotate({
    description: "variable-rate scenarios after the fixed period; empty when the loan is fixed for its whole term"
  }),
  series: Schema.Array(
    Schema.Struct({
      year: Schema.Int,
      month: Schema.Int,
      balance: moneyFrom("schedule[].balance"),
      cumulativeInterest: moneyFrom("schedule[].interest"),
      bestScenarioBalance: Schema.NullOr(InputMoney),
      worstScenarioBalance: Schema.NullOr(InputMoney),
      variedScenarioBalance: Schema.NullOr(InputMoney)
    })
  ).annotate({ description: "balance at each loan-year end (year 0 = the start), for a chart" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type MortgageOutput = typeof MortgageOutput.Type
