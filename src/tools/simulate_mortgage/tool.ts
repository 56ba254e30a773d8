import { formatEur } from "../../core/format.ts"
import { MORTGAGE_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { SIMULATE_MORTGAGE_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeMortgageEl } from "./text.ts"
import { checkMortgageInput, simulateMortgageSchedule } from "./calculate.ts"
import { MortgageInput } from "./input.ts"
import { MortgageOutput } from "./output.ts"

const eur = (n: number) => formatEur(n, { unit: false })

const describeMortgage = (o: MortgageOutput): Array<string> => {
  const lines = [
    `Mortgage of EUR ${eur(o.principalAmount)} over ${o.loanTermMonths} months (${o.mortgageType}): first monthly payment EUR ${eur(o.monthlyPayment)}.`,
    ...o.phases.map(
      (p) => `Months ${p.fromMonth}-${p.toMonth} ${p.phase} at ${p.annualRatePercent}% (${p.rateInputs}).`
    ),
    ...o.paymentRecalculations
      .filter((r) => r.reason !== "loan_start")
      .map(
        (r) =>
          `From month ${r.month} (${r.reason.replaceAll("_", " ")}): EUR ${eur(r.monthlyPayment)} on a balance of EUR ${eur(r.balance)} at ${r.annualRatePercent}% over ${r.remainingMonths} months.`
      ),
    `Total interest EUR ${eur(o.totalInterest)}; total paid EUR ${eur(o.totalPaid)}; repaid in month ${o.payoffMonth}${o.monthsSaved > 0 ? ` (${o.monthsSaved} months early)` : ""}.`
  ]
  if (o.balloonPayment !== null) lines.push(`Balloon at maturity: EUR ${eur(o.balloonPayment)}.`)
  if (o.totalEarlyRepaymentCharges > 0) lines.push(`Early-repayment charges EUR ${eur(o.totalEarlyRepaymentCharges)}.`)
  if (o.withoutPrepayments !== null)
    lines.push(
      `Prepayments save EUR ${eur(o.withoutPrepayments.interestSaved)} of interest (EUR ${eur(o.withoutPrepayments.totalInterest)} without them).`
    )
  for (const s of o.scenarios) {
    lines.push(
      `Scenario ${s.name} (${s.origin}): first variable payment EUR ${eur(s.firstVariableMonthlyPayment)}, highest EUR ${eur(s.highestMonthlyPayment)}, total interest EUR ${eur(s.totalInterest)} (${s.interestDifference >= 0 ? "+" : "-"}EUR ${eur(Math.abs(s.interestDifference))}).`
    )
  }
  return lines
}

export const simulateMortgage = defineCalculator({
  name: "simulate_mortgage",
  fieldMessagesEl: SIMULATE_MORTGAGE_FIELD_MESSAGES_EL,
  assumptionTexts: MORTGAGE_ASSUMPTIONS,
  topic: "home",
  toolset: "mortgages",
  title: "Cyprus mortgage simulator: payment, schedule, interest and rate scenarios",
  description:
    "Simulates a Cyprus mortgage month by month in EUR: the monthly payment, the amortisation schedule (payment, " +
    "interest, principal, balance), yearly totals, total interest and total paid including the fees given, and " +
    "best, worst and varied variable-rate scenarios after the fixed period. Supports a fixed period then a variable " +
    "period (fixedRate for the fixed months; variableBaseRate + bankMargin, or variableAllInRate, for the variable " +
    "months), monthly overpayments, lump sums (reduce_term or reduce_payment, chosen by the caller) with an optional " +
    "early-repayment charge in the fixed period, and interest-only loans (principal due at maturity as a balloon). " +
    "Requires principalAmount, loanTermMonths, fixedPeriodMonths (0 allowed) and the rate inputs of each phase that " +
    "applies; never substitutes example terms or rates. Convention: equal months, monthly rate = annual / 12, " +
    "annuity formula, interest rounded to the cent each month, last payment clears the balance. Omitted fees are " +
    "disclosed as not included. KFIK and cash-collateral configurations are not offered (400). Not for document " +
    "checklists or general mortgage questions. Estimates, not an offer or advice.",
  listing: {
    summary:
      "Simulates a Cyprus mortgage month by month: payment, schedule, interest, fees, variable-rate scenarios, overpayments, lump sums. Needs the user's own amount, term and rates of each phase; never split an all-in rate into base + margin without asking. KFIK and cash-collateral loans are not offered.",
    fields: {
      principalAmount: "EUR; for an existing loan the balance now",
      loanTermMonths: "MONTHS (25 years = 300); existing loan: months left",
      fixedPeriodMonths: "Months at fixedRate from month 1; 0 = variable from the start",
      fixedRate: "All-in annual %, when fixedPeriodMonths > 0",
      variableBaseRate: "Variable period: reference rate, % a year (e.g. Euribor)",
      bankMargin: "Points over variableBaseRate; send both",
      variableAllInRate: "Variable period: all-in annual %, instead of base + margin",
      variableRateScenarios: "Points added per year of the variable period; omitted: disclosed defaults",
      "lumpSumPayments[].month": "Loan month after whose payment it is paid",
      lumpSumStrategy: "Required with lump sums on capital_and_interest; ask the user",
      ercPercentage: "Early-repayment charge, % of prepayments in the fixed period",
      upfrontFees: "EUR at the start; omitted: not included",
      closureFee: "EUR at closure; omitted: not included"
    }
  },
  input: MortgageInput,
  output: MortgageOutput,
  check: checkMortgageInput,
  calculate: simulateMortgageSchedule,
  describe: (o, language) => (language === "el" ? describeMortgageEl(o) : describeMortgage(o)),
  heavy: true
})
