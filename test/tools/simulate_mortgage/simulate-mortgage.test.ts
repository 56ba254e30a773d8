import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import { DEFAULT_VARIED_CYCLE, MortgageInput } from "../../../src/tools/simulate_mortgage/input.ts"
import type { MortgageOutput } from "../../../src/tools/simulate_mortgage/output.ts"
import { checkMortgageInput } from "../../../src/tools/simulate_mortgage/calculate.ts"
import { simulateMortgage } from "../../../src/tools/simulate_mortgage/tool.ts"
import { annuityPayment, monthsToRepay, toRateE4 } from "../../../src/domain/mortgage/annuity-schedule.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { toJsonSchema2020 } from "../../../src/core/json-schema.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const decode = Schema.decodeUnknownSync(MortgageInput)
/** The result as a call returns it (the pipeline encodes it with the output schema, so it always fits). */
const calc = (raw: unknown) => computeOutput<MortgageOutput>("simulate_mortgage", raw)
const row = (o: MortgageOutput, month: number) => {
  const r = o.schedule[month - 1]
  if (r === undefined) throw new Error(`no month ${month}`)
  return r
}
const pick = (r: MortgageOutput["schedule"][number]) => ({
  payment: r.payment,
  interest: r.interest,
  principal: r.principal,
  balance: r.balance
})

// ---------------------------------------------------------------------------------------------
// Worked examples, every figure by hand: r = annual% / 1200; P = B r / (1 - (1 + r)^-n) rounded to the cent;
// interest = balance x annual% / 1200 rounded to the cent (half up); the last payment = balance + interest.
// ---------------------------------------------------------------------------------------------

describe("standard annuity: 200,000 at 4% for 25 years (300 months)", () => {
  const o = calc({ principalAmount: 200_000, loanTermMonths: 300, fixedPeriodMonths: 300, fixedRate: 4 })
  const arithmetic = {
    payment:
      "r = 4 / 1200 = 0.0033333; (1 + r)^300 = 2.712640; P = 200,000 x 0.0033333 / (1 - 1 / 2.712640) = 1,055.6737 -> 1,055.67",
    month1:
      "interest 200,000 x 4 / 1200 = 666.6667 -> 666.67; principal 1,055.67 - 666.67 = 389.00; balance 199,611.00",
    month2: "interest 199,611.00 x 4 / 1200 = 665.37; principal 390.30; balance 199,220.70",
    last: "month 300: balance 1,054.16 + interest 1,054.16 x 4 / 1200 = 3.5139 -> 3.51 = 1,057.67",
    totalInterest: "299 x 1,055.67 + 1,057.67 = 316,703.00 paid; less 200,000 principal = 116,703.00"
  }

  it("pays the annuity and clears the balance in month 300", () => {
    expect(arithmetic.payment).toContain("1,055.67")
    expect(o.monthlyPayment).toBe(1_055.67)
    expect(annuityPayment(20_000_000, toRateE4(4), 300)).toBe(105_567)
    expect(pick(row(o, 1))).toEqual({ payment: 1_055.67, interest: 666.67, principal: 389, balance: 199_611 })
    expect(pick(row(o, 2))).toEqual({ payment: 1_055.67, interest: 665.37, principal: 390.3, balance: 199_220.7 })
    expect(pick(row(o, 299))).toEqual({ payment: 1_055.67, interest: 7.01, principal: 1_048.66, balance: 1_054.16 })
    expect(pick(row(o, 300))).toEqual({ payment: 1_057.67, interest: 3.51, principal: 1_054.16, balance: 0 })
    expect(o.schedule).toHaveLength(300)
  })

  it("totals: interest, paid, yearly", () => {
    expect(o.totalInterest).toBe(116_703)
    expect(o.totalInstalments).toBe(316_703)
    expect(o.totalPaid).toBe(316_703) // no fees given
    expect(o.totalPrincipalRepaid).toBe(200_000)
    expect(o.yearlyTotals[0]).toEqual({
      year: 1,
      fromMonth: 1,
      toMonth: 12,
      payments: 12_668.04,
      interest: 7_913.45,
      principal: 4_754.59,
      overpayments: 0,
      lumpSums: 0,
      earlyRepaymentCharges: 0,
      endBalance: 195_245.41
    }) // 12 x 1,055.67 = 12,668.04 = 7,913.45 + 4,754.59; 200,000 - 4,754.59 = 195,245.41
    expect(o.yearlyTotals).toHaveLength(25)
    expect(o.scenarios).toEqual([]) // fixed for the whole term
    expect(o.assumptions.join(" ")).toMatch(/fixed for its whole term: no variable-rate scenarios/)
  })

  it("series: balance at each year end, year 0 = the loan", () => {
    expect(o.series).toHaveLength(26)
    expect(o.series[0]).toMatchObject({
      year: 0,
      month: 0,
      balance: 200_000,
      cumulativeInterest: 0,
      bestScenarioBalance: null
    })
    expect(o.series[1]).toMatchObject({ year: 1, month: 12, balance: 195_245.41, cumulativeInterest: 7_913.45 })
    expect(o.series[25]).toMatchObject({ year: 25, month: 300, balance: 0, cumulativeInterest: 116_703 })
  })

  it("discloses the convention, the rounding and the fees not given", () => {
    const text = o.assumptions.join(" ")
    expect(text).toMatch(/equal months \(30\/360 style/)
    expect(text).toMatch(/rounded to the cent \(half up\)/)
    expect(text).toMatch(/B x r \/ \(1 - \(1 \+ r\)\^-n\)/)
    expect(text).toMatch(/mortgageType not given: capital_and_interest/)
    expect(text).toMatch(/Upfront fees not included: upfrontFees not given/)
    expect(text).toMatch(/Closure fee not included: closureFee not given/)
    expect(o.upfrontFees).toBeNull()
    expect(o.closureFee).toBeNull()
  })
})

describe("a published bank figure", () => {
  it("Bank of Cyprus: EUR 100,000 over 240 months at a 2.25% margin (Euribor taken as 0)", () => {
    // The bank quotes 240 instalments of EUR 517.86; this convention gives 517.81 at 2.25% (solving the bank's
    // figure gives 2.2511%: the bank charges interest on the daily balance). The cents differ; the method agrees.
    const o = calc({
      principalAmount: 100_000,
      loanTermMonths: 240,
      fixedPeriodMonths: 0,
      variableBaseRate: 0,
      bankMargin: 2.25
    })
    expect(o.monthlyPayment).toBe(517.81) // r = 2.25 / 1200 = 0.001875; 100,000 x 0.001875 / (1 - 1.001875^-240) = 517.8083
    expect(Math.abs(o.monthlyPayment - 517.86)).toBeLessThan(0.1)
    expect(SOURCES["mtg-boc-restart-example"].title).toContain("517.86")
  })
})

describe("interest-only", () => {
  it("120,000 at 4.5% for 10 years: 450.00 a month, the principal as a balloon in month 120", () => {
    const o = calc({
      principalAmount: 120_000,
      loanTermMonths: 120,
      fixedPeriodMonths: 120,
      fixedRate: 4.5,
      mortgageType: "interest_only"
    })
    // interest 120,000 x 4.5 / 1200 = 450.00 every month; balloon 120,000 + 450 in month 120
    expect(o.monthlyPayment).toBe(450)
    expect(pick(row(o, 1))).toEqual({ payment: 450, interest: 450, principal: 0, balance: 120_000 })
    expect(pick(row(o, 119))).toEqual({ payment: 450, interest: 450, principal: 0, balance: 120_000 })
    expect(pick(row(o, 120))).toEqual({ payment: 120_450, interest: 450, principal: 120_000, balance: 0 })
    expect(o.balloonPayment).toBe(120_000)
    expect(o.totalInterest).toBe(54_000) // 120 x 450
    expect(o.totalPaid).toBe(174_000)
    expect(o.paymentRecalculations).toEqual([])
    expect(o.assumptions.join(" ")).toMatch(/balloon/)
  })

  it("with 500 a month overpaid, the interest follows the balance and the balloon falls to 60,500", () => {
    const o = calc({
      principalAmount: 120_000,
      loanTermMonths: 120,
      fixedPeriodMonths: 120,
      fixedRate: 4.5,
      mortgageType: "interest_only",
      monthlyOverpayment: 500
    })
    // month 2: 119,500 x 4.5 / 1200 = 448.125 -> 448.13; balloon 120,000 - 119 x 500 = 60,500
    expect(pick(row(o, 2))).toEqual({ payment: 448.13, interest: 448.13, principal: 0, balance: 119_000 })
    expect(pick(row(o, 120))).toEqual({ payment: 60_726.88, interest: 226.88, principal: 60_500, balance: 0 }) // 60,500 x 0.00375 = 226.875
    expect(o.balloonPayment).toBe(60_500)
    // interest in month k+1 = (120,000 - 500k) x 0.00375 = 450 - 1.875k; sum k=0..119 = 54,000 - 1.875 x 7,140 =
    // 40,612.50;
    // for the 60 odd k the exact value ends in half a cent, rounded up: + 60 x 0.005 = 0.30 -> 40,612.80
    expect(o.totalInterest).toBe(40_612.8)
    expect(o.withoutPrepayments).toEqual({
      totalInterest: 54_000,
      totalPaid: 174_000,
      payoffMonth: 120,
      interestSaved: 13_387.2
    })
  })
})

describe("monthly overpayment", () => {
  const o = calc({
    principalAmount: 100_000,
    loanTermMonths: 120,
    fixedPeriodMonths: 120,
    fixedRate: 3,
    monthlyOverpayment: 200
  })

  it("100,000 at 3% over 120 months with 200 a month extra: same instalment, repaid in month 97", () => {
    // P = 100,000 x 0.0025 / (1 - 1.0025^-120) = 965.6074 -> 965.61
    expect(o.monthlyPayment).toBe(965.61)
    // month 1: interest 250.00, principal 715.61, overpayment 200 -> 100,000 - 915.61 = 99,084.39
    expect({ ...pick(row(o, 1)), overpayment: row(o, 1).overpayment }).toEqual({
      payment: 965.61,
      interest: 250,
      principal: 715.61,
      balance: 99_084.39,
      overpayment: 200
    })
    // month 2: 99,084.39 x 0.0025 = 247.710975 -> 247.71; principal 717.90; 99,084.39 - 717.90 - 200 = 98,166.49
    expect(pick(row(o, 2))).toEqual({ payment: 965.61, interest: 247.71, principal: 717.9, balance: 98_166.49 })
    // month 97: balance 796.06 + interest 1.99 = 798.05 clears it; no overpayment needed
    expect({ ...pick(row(o, 97)), overpayment: row(o, 97).overpayment }).toEqual({
      payment: 798.05,
      interest: 1.99,
      principal: 796.06,
      balance: 0,
      overpayment: 0
    })
    expect(o.payoffMonth).toBe(97)
    expect(o.monthsSaved).toBe(23)
    expect(o.totalOverpayments).toBe(19_200) // 96 x 200
    expect(o.totalInterest).toBe(12_696.61)
    expect(o.totalPrincipalRepaid).toBe(100_000)
    // paid: instalments 93,496.61 + overpayments 19,200 = 112,696.61 = 100,000 + 12,696.61
    expect(o.totalPaid).toBe(112_696.61)
    expect(o.withoutPrepayments).toEqual({
      totalInterest: 15_872.91,
      totalPaid: 115_872.91,
      payoffMonth: 120,
      interestSaved: 3_176.3
    })
  })
})

describe("lump sum of 20,000 after month 12 on 150,000 at 3.6% over 240 months", () => {
  const base = {
    principalAmount: 150_000,
    loanTermMonths: 240,
    fixedPeriodMonths: 240,
    fixedRate: 3.6,
    lumpSumPayments: [{ month: 12, amount: 20_000 }]
  }
  // P = 150,000 x 0.003 / (1 - 1.003^-240) = 877.67; month 12: balance 144,782.43 after the instalment, less 20,000 =
  // 124,782.43

  it("reduce_term keeps 877.67 and moves maturity to month 198", () => {
    const o = calc({ ...base, lumpSumStrategy: "reduce_term" })
    expect(o.monthlyPayment).toBe(877.67)
    expect(row(o, 12)).toMatchObject({ lumpSum: 20_000, balance: 124_782.43 })
    // n = -ln(1 - 124,782.43 x 0.003 / 877.67) / ln(1.003) = -ln(0.573476) / 0.0029955 = 185.6 -> 186 months: 12 + 186
    // = 198
    expect(monthsToRepay(12_478_243, toRateE4(3.6), 87_767)).toBe(186)
    expect(o.paymentRecalculations[1]).toEqual({
      month: 13,
      reason: "lump_sum_reduce_term",
      balance: 124_782.43,
      annualRatePercent: 3.6,
      remainingMonths: 186,
      monthlyPayment: 877.67,
      maturityMonth: 198
    })
    expect(row(o, 13)).toMatchObject({ payment: 877.67, interest: 374.35 }) // 124,782.43 x 0.003 = 374.347
    expect(pick(row(o, 198))).toEqual({ payment: 548.14, interest: 1.64, principal: 546.5, balance: 0 })
    expect(o.payoffMonth).toBe(198)
    expect(o.totalInterest).toBe(43_449.13)
    expect(o.withoutPrepayments?.totalInterest).toBe(60_639.84)
    expect(o.withoutPrepayments?.interestSaved).toBe(17_190.71)
    expect(o.assumptions.join(" ")).toMatch(/reduce_term/)
  })

  it("reduce_payment keeps month 240 and lowers the instalment to 756.43", () => {
    const o = calc({ ...base, lumpSumStrategy: "reduce_payment" })
    // P = 124,782.43 x 0.003 / (1 - 1.003^-228) = 756.43
    expect(o.paymentRecalculations[1]).toEqual({
      month: 13,
      reason: "lump_sum_reduce_payment",
      balance: 124_782.43,
      annualRatePercent: 3.6,
      remainingMonths: 228,
      monthlyPayment: 756.43,
      maturityMonth: 240
    })
    expect(pick(row(o, 13))).toEqual({ payment: 756.43, interest: 374.35, principal: 382.08, balance: 124_400.35 })
    expect(pick(row(o, 240))).toEqual({ payment: 755.73, interest: 2.26, principal: 753.47, balance: 0 })
    expect(o.payoffMonth).toBe(240)
    expect(o.totalInterest).toBe(52_997.38)
    expect(o.withoutPrepayments?.interestSaved).toBe(7_642.46)
    expect(o.assumptions.join(" ")).toMatch(/reduce_payment/)
  })
})

describe("fixed then variable: 200,000 over 300 months, 60 months at 3%, then Euribor 2.5% + margin 2%", () => {
  const o = calc({
    principalAmount: 200_000,
    loanTermMonths: 300,
    fixedPeriodMonths: 60,
    fixedRate: 3,
    variableBaseRate: 2.5,
    bankMargin: 2
  })

  it("recomputes the instalment at month 61 on the balance then", () => {
    // fixed: P = 200,000 x 0.0025 / (1 - 1.0025^-300) = 948.42; balance after month 60 = 171,011.14
    expect(o.monthlyPayment).toBe(948.42)
    expect(o.phases).toEqual([
      { phase: "fixed", fromMonth: 1, toMonth: 60, annualRatePercent: 3, rateInputs: "fixedRate 3%" },
      {
        phase: "variable",
        fromMonth: 61,
        toMonth: 300,
        annualRatePercent: 4.5,
        rateInputs: "variableBaseRate 2.5% + bankMargin 2% = 4.5%"
      }
    ])
    expect(row(o, 60)).toMatchObject({ phase: "fixed", balance: 171_011.14 })
    // variable: 2.5 + 2 = 4.5%; P = 171,011.14 x 0.00375 / (1 - 1.00375^-240) = 1,081.90
    expect(o.paymentRecalculations[1]).toEqual({
      month: 61,
      reason: "rate_change",
      balance: 171_011.14,
      annualRatePercent: 4.5,
      remainingMonths: 240,
      monthlyPayment: 1_081.9,
      maturityMonth: 300
    })
    // month 61: interest 171,011.14 x 4.5 / 1200 = 641.2918 -> 641.29; principal 440.61
    expect(pick(row(o, 61))).toEqual({ payment: 1_081.9, interest: 641.29, principal: 440.61, balance: 170_570.53 })
    expect(row(o, 61).phase).toBe("variable")
    expect(pick(row(o, 300))).toEqual({ payment: 1_082.29, interest: 4.04, principal: 1_078.25, balance: 0 })
    expect(o.totalInterest).toBe(116_561.59)
  })

  it("best, worst and varied scenarios use the disclosed default shifts", () => {
    const [best, worst, varied] = o.scenarios
    // best 4.5 - 1 = 3.5%: 171,011.14 x 0.0029167 / (1 - 1.0029167^-240) = 991.80
    expect(best).toMatchObject({
      name: "best",
      origin: "default",
      firstVariableMonthlyPayment: 991.8,
      highestMonthlyPayment: 991.8,
      totalInterest: 94_935.71,
      interestDifference: -21_625.88
    })
    expect(best?.annualRatesByVariableYear.every((r) => r === 3.5)).toBe(true)
    // worst 4.5 + 2 = 6.5%: 1,275.01
    expect(worst).toMatchObject({
      name: "worst",
      origin: "default",
      firstVariableMonthlyPayment: 1_275.01,
      highestMonthlyPayment: 1_275.01,
      totalInterest: 162_909.02,
      interestDifference: 46_347.43
    })
    // varied: +0.5, +1, +1.5, +2, +1.5, +1, +0.5, 0, -0.5, -1, -0.5, 0, then again: 5%, 5.5%, 6%, 6.5%, 6%, ...
    expect(varied?.shiftsByVariableYear).toEqual([...DEFAULT_VARIED_CYCLE, ...DEFAULT_VARIED_CYCLE.slice(0, 8)])
    expect(varied?.annualRatesByVariableYear.slice(0, 12)).toEqual([5, 5.5, 6, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 4, 4.5])
    // first variable year at 5%: 171,011.14 x 0.0041667 / (1 - 1.0041667^-240) = 1,128.60
    expect(varied).toMatchObject({
      firstVariableMonthlyPayment: 1_128.6,
      highestMonthlyPayment: 1_262.8,
      totalInterest: 132_747.25
    })
    expect(o.series[5]).toMatchObject({
      balance: 171_011.14,
      bestScenarioBalance: 171_011.14,
      worstScenarioBalance: 171_011.14
    })
    expect(o.series[25]).toMatchObject({
      balance: 0,
      bestScenarioBalance: 0,
      worstScenarioBalance: 0,
      variedScenarioBalance: 0
    })
    const text = o.assumptions.join(" ")
    expect(text).toMatch(/best: default: the variable rate -1 point/)
    expect(text).toMatch(/repeating 12-year cycle 0.5, 1, 1.5, 2, 1.5, 1, 0.5, 0, -0.5, -1, -0.5, 0/)
    expect(text).toMatch(/held constant to maturity/)
  })

  it("caller paths replace the defaults, the last shift continuing", () => {
    const c = calc({
      principalAmount: 200_000,
      loanTermMonths: 300,
      fixedPeriodMonths: 60,
      fixedRate: 3,
      variableBaseRate: 2.5,
      bankMargin: 2,
      variableRateScenarios: { worst: [1, 2.5] }
    })
    const worst = c.scenarios.find((s) => s.name === "worst")
    expect(worst?.origin).toBe("caller")
    expect(worst?.annualRatesByVariableYear.slice(0, 3)).toEqual([5.5, 7, 7])
    // year 1 at 5.5%: 171,011.14 x 0.0045833 / (1 - 1.0045833^-240) = 1,176.38
    expect(worst?.firstVariableMonthlyPayment).toBe(annuityPayment(17_101_114, toRateE4(5.5), 240) / 100)
    expect(c.scenarios.find((s) => s.name === "best")?.origin).toBe("default")
  })

  it("never applies a rate below 0 and says so", () => {
    const c = calc({ principalAmount: 50_000, loanTermMonths: 60, fixedPeriodMonths: 0, variableAllInRate: 0.5 })
    const best = c.scenarios.find((s) => s.name === "best")
    expect(best?.annualRatesByVariableYear).toEqual([0, 0, 0, 0, 0])
    expect(best?.totalInterest).toBe(0)
    expect(best?.firstVariableMonthlyPayment).toBe(833.33) // 50,000 / 60
    expect(c.assumptions.join(" ")).toMatch(/would have been below 0 and 0% was used/)
    expect(c.assumptions.join(" ")).toMatch(/all-in variable rate is used as given, not split/)
  })
})

describe("fees and the early-repayment charge", () => {
  const example = {
    principalAmount: 250_000,
    loanTermMonths: 300,
    fixedPeriodMonths: 60,
    fixedRate: 3.95,
    variableBaseRate: 2.15,
    bankMargin: 2.25,
    lumpSumPayments: [{ month: 36, amount: 20_000 }],
    lumpSumStrategy: "reduce_term",
    ercPercentage: 1,
    upfrontFees: 2_850,
    closureFee: 250
  }

  it("charges 1% on a lump sum in the fixed period and adds the fees given to totalPaid", () => {
    const o = calc(example)
    expect(row(o, 36)).toMatchObject({ lumpSum: 20_000, earlyRepaymentCharge: 200 }) // 1% x 20,000
    expect(o.totalEarlyRepaymentCharges).toBe(200)
    expect(o.upfrontFees).toBe(2_850)
    expect(o.closureFee).toBe(250)
    const cents = (n: number) => Math.round(n * 100)
    expect(cents(o.totalPaid)).toBe(cents(o.totalInstalments) + cents(o.totalLumpSums) + 20_000 + 285_000 + 25_000)
    expect(cents(o.totalInstalments) + cents(o.totalLumpSums)).toBe(cents(o.totalInterest) + 25_000_000)
    expect(o.assumptions.join(" ")).toMatch(/Early-repayment charge 1% .* EUR 200\.00/)
  })

  it("charges nothing after the fixed period, and discloses a missing ercPercentage", () => {
    const after = calc({ ...example, lumpSumPayments: [{ month: 70, amount: 20_000 }] })
    expect(after.totalEarlyRepaymentCharges).toBe(0)
    expect(after.assumptions.join(" ")).toMatch(/ercPercentage 1% not applied/)
    const { ercPercentage: _erc, ...noErc } = example
    const missing = calc(noErc)
    expect(missing.totalEarlyRepaymentCharges).toBe(0)
    expect(missing.assumptions.join(" ")).toMatch(/No early-repayment charge included: ercPercentage not given/)
  })

  it("caps a lump sum at the balance and ignores one after the loan is repaid, saying so", () => {
    const o = calc({
      principalAmount: 10_000,
      loanTermMonths: 24,
      fixedPeriodMonths: 24,
      fixedRate: 5,
      lumpSumPayments: [
        { month: 6, amount: 50_000 },
        { month: 12, amount: 1_000 }
      ],
      lumpSumStrategy: "reduce_term"
    })
    expect(o.payoffMonth).toBe(6)
    expect(o.totalPrincipalRepaid).toBe(10_000)
    const text = o.assumptions.join(" ")
    expect(text).toMatch(/Lump sum in month 6: EUR 50,000.00 requested, EUR [\d,.]+ applied/)
    expect(text).toMatch(/Lump sum of EUR 1,000.00 in month 12 not used/)
  })
})

// ---------------------------------------------------------------------------------------------
// Refusals and validation
// ---------------------------------------------------------------------------------------------

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const exit = Schema.decodeUnknownExit(MortgageInput)(raw, { errors: "all", onExcessProperty: "error" })
    if (Exit.isSuccess(exit)) return {}
    const error = Exit.findError(exit)
    if (Result.isFailure(error)) throw new Error("not a schema error")
    return Object.fromEntries(
      format(error.success.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }
  const ok = {
    principalAmount: 100_000,
    loanTermMonths: 240,
    fixedPeriodMonths: 36,
    fixedRate: 3.5,
    variableBaseRate: 2,
    bankMargin: 2.25
  }
  const without = (key: keyof typeof ok) => Object.fromEntries(Object.entries(ok).filter(([k]) => k !== key))

  it("{} gives one issue per required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["fixedPeriodMonths", "loanTermMonths", "principalAmount"])
    expect(found.principalAmount).toMatch(/real loan amount/)
    expect(found.fixedPeriodMonths).toMatch(/0 if the loan is variable/)
    expect(issues(ok)).toEqual({})
  })

  it("refuses KFIK and cash-collateral configurations with a clear message", () => {
    expect(issues({ ...ok, loanConfiguration: "kfik" }).loanConfiguration).toMatch(/KFIK loans are not offered/)
    expect(issues({ ...ok, loanConfiguration: "cash_collateral" }).loanConfiguration).toMatch(
      /cash-collateral configurations are not offered/
    )
    expect(issues({ ...ok, loanConfiguration: "standard" })).toEqual({})
    // run refuses it too, for a caller that skips the decoder
    const exit = Effect.runSyncExit(
      simulateMortgage.run({ ...decode(ok), loanConfiguration: "kfik" }, TEST_ENVIRONMENT)
    )
    expect(Exit.isFailure(exit)).toBe(true)
    const problem = checkMortgageInput({ ...decode(ok), loanConfiguration: "cash_collateral" })
    expect(problem?.fieldErrors.loanConfiguration?.[0]).toMatch(/not offered/)
  })

  it("requires the rate inputs of each phase that applies, and only those", () => {
    expect(Object.keys(issues({ principalAmount: 1_000, loanTermMonths: 12, fixedPeriodMonths: 0 })).sort()).toEqual([
      "bankMargin",
      "variableBaseRate"
    ])
    expect(Object.keys(issues(without("fixedRate")))).toEqual(["fixedRate"])
    expect(issues({ ...ok, fixedPeriodMonths: 0 }).fixedRate).toMatch(/only when fixedPeriodMonths > 0/)
    expect(issues(without("bankMargin")).bankMargin).toMatch(/required with variableBaseRate/)
    expect(issues(without("variableBaseRate")).variableBaseRate).toMatch(/required with bankMargin/)
    expect(Object.keys(issues({ ...ok, variableAllInRate: 4 }))).toEqual(["variableAllInRate"])
    const fixed = { principalAmount: 1_000, loanTermMonths: 60, fixedPeriodMonths: 60, fixedRate: 3 }
    expect(issues(fixed)).toEqual({})
    expect(Object.keys(issues({ ...fixed, variableBaseRate: 2, bankMargin: 1 })).sort()).toEqual([
      "bankMargin",
      "variableBaseRate"
    ])
    expect(Object.keys(issues({ ...fixed, fixedPeriodMonths: 61 }))).toEqual(["fixedPeriodMonths"])
  })

  it("checks lump sums, their strategy and the types and ranges", () => {
    expect(issues({ ...ok, lumpSumPayments: [{ month: 12, amount: 5_000 }] }).lumpSumStrategy).toMatch(
      /required with lumpSumPayments/
    )
    expect(
      issues({ ...ok, lumpSumPayments: [{ month: 241, amount: 5_000 }], lumpSumStrategy: "reduce_term" })
        .lumpSumPayments
    ).toMatch(/after the term/)
    expect(issues({ ...ok, mortgageType: "interest_only", lumpSumPayments: [{ month: 12, amount: 5_000 }] })).toEqual(
      {}
    )
    expect(
      Object.keys(
        issues({
          ...ok,
          mortgageType: "interest_only",
          lumpSumPayments: [{ month: 12, amount: 5_000 }],
          lumpSumStrategy: "reduce_term"
        })
      )
    ).toEqual(["lumpSumStrategy"])
    expect(Object.keys(issues({ ...ok, lumpSumStrategy: "reduce_term" }))).toEqual(["lumpSumStrategy"])
    expect(Object.keys(issues({ ...ok, mortgageType: "balloon" }))).toEqual(["mortgageType"])
    expect(Object.keys(issues({ ...ok, principalAmount: 0 }))).toEqual(["principalAmount"])
    expect(Object.keys(issues({ ...ok, principalAmount: 100.005 }))).toEqual(["principalAmount"])
    expect(Object.keys(issues({ ...ok, loanTermMonths: 12.5 }))).toEqual(["loanTermMonths"])
    expect(Object.keys(issues({ ...ok, fixedRate: 3.12345 }))).toEqual(["fixedRate"])
    expect(Object.keys(issues({ ...ok, loanAmount: 100_000 }))).toEqual(["loanAmount"])
  })
})

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const loanArb = fc
  .record({
    principalCents: fc.integer({ min: 100_000, max: 200_000_000 }),
    term: fc.integer({ min: 1, max: 480 }),
    fixedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    fixedBp: fc.integer({ min: 0, max: 1_500 }),
    variableBp: fc.integer({ min: 0, max: 1_500 }),
    interestOnly: fc.boolean(),
    lumps: fc.array(
      fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), cents: fc.integer({ min: 1, max: 10_000_000 }) }),
      { maxLength: 3 }
    ),
    strategy: fc.constantFrom("reduce_term", "reduce_payment")
  })
  .map((l) => {
    const F = Math.floor(l.fixedShare * l.term)
    const input: Record<string, unknown> = {
      principalAmount: l.principalCents / 100,
      loanTermMonths: l.term,
      fixedPeriodMonths: F,
      mortgageType: l.interestOnly ? "interest_only" : "capital_and_interest"
    }
    if (F > 0) input.fixedRate = l.fixedBp / 100
    if (F < l.term) input.variableAllInRate = l.variableBp / 100
    if (l.lumps.length > 0) {
      input.lumpSumPayments = l.lumps.map((x) => ({
        month: 1 + Math.floor(x.share * (l.term - 1)),
        amount: x.cents / 100
      }))
      if (!l.interestOnly) input.lumpSumStrategy = l.strategy
    }
    return input
  })

const check = (o: MortgageOutput, principal: number) => {
  const c = (n: number) => Math.round(n * 100)
  for (const r of o.schedule) {
    expect(r.balance).toBeGreaterThanOrEqual(0)
    expect(r.interest).toBeGreaterThanOrEqual(0)
    expect(r.principal).toBeGreaterThanOrEqual(0)
    expect(c(r.payment)).toBe(c(r.interest) + c(r.principal))
  }
  expect(o.schedule.at(-1)?.balance).toBe(0)
  expect(c(o.totalPrincipalRepaid)).toBe(c(principal))
  expect(o.schedule.reduce((s, r) => s + c(r.principal) + c(r.overpayment) + c(r.lumpSum), 0)).toBe(c(principal))
}

describe("properties", () => {
  it("the balance is never negative, ends at 0, and the principal parts add up to the loan", () => {
    fc.assert(
      fc.property(loanArb, (input) => {
        const o = calc(input)
        check(o, input.principalAmount as number)
        for (const s of o.scenarios) expect(s.payoffMonth).toBeLessThanOrEqual(input.loanTermMonths as number)
      }),
      { numRuns: 150 }
    )
  })

  it("an overpayment never increases total interest", () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 1, max: 500_000 }), (input, overCents) => {
        const without = calc(input)
        const withOver = calc({ ...input, monthlyOverpayment: overCents / 100 })
        check(withOver, input.principalAmount as number)
        expect(withOver.totalInterest).toBeLessThanOrEqual(without.totalInterest)
        expect(withOver.payoffMonth).toBeLessThanOrEqual(without.payoffMonth)
      }),
      { numRuns: 150 }
    )
  })
})

// ---------------------------------------------------------------------------------------------
// The tool
// ---------------------------------------------------------------------------------------------

describe("the tool", () => {
  const examples = (Schema.resolveAnnotations(MortgageInput)?.examples ?? []) as ReadonlyArray<Record<string, unknown>>

  it("is the published tool", () => {
    expect(simulateMortgage).toMatchObject({ name: "simulate_mortgage", access: "anonymous", readOnly: true })
  })

  it("examples[0] is a complete request that succeeds; no example sends a fee as 0", () => {
    expect(examples.length).toBeGreaterThan(0)
    for (const ex of examples) {
      const exit = Effect.runSyncExit(simulateMortgage.run(decode(ex), TEST_ENVIRONMENT))
      expect(Exit.isSuccess(exit)).toBe(true)
      for (const key of ["upfrontFees", "closureFee"]) expect(ex[key]).toBeGreaterThan(0)
    }
    expect(examples[0]).toMatchObject({ principalAmount: 250_000, fixedRate: 3.95, bankMargin: 2.25 })
  })

  it("uses the published field names", () => {
    const keys = Object.keys(MortgageInput.fields)
    for (const k of ["fixedRate", "bankMargin", "closureFee", "upfrontFees", "mortgageType", "ercPercentage"])
      expect(keys).toContain(k)
    const published = new Set(["fixedRate", "bankMargin", "closureFee", "upfrontFees", "mortgageType", "ercPercentage"])
    for (const k of keys.filter((k) => !published.has(k))) expect(k.length).toBeGreaterThanOrEqual(13)
  })

  it("describes every field in the JSON Schema and carries the examples", () => {
    const json = toJsonSchema2020(MortgageInput) as {
      properties: Record<string, { description?: string }>
      required: Array<string>
      examples: Array<unknown>
    }
    for (const [key, field] of Object.entries(json.properties)) expect(field.description, key).toBeTruthy()
    expect(json.required).toEqual(["principalAmount", "loanTermMonths", "fixedPeriodMonths"])
    expect(json.examples).toHaveLength(examples.length)
  })

  it("summarize gives the figures and ends with the assumptions", () => {
    const { text } = computeAnswer("simulate_mortgage", {
      principalAmount: 200_000,
      loanTermMonths: 300,
      fixedPeriodMonths: 60,
      fixedRate: 3,
      variableBaseRate: 2.5,
      bankMargin: 2
    })
    expect(text).toContain("first monthly payment EUR 948.42")
    expect(text).toContain(
      "From month 61 (rate change): EUR 1,081.90 on a balance of EUR 171,011.14 at 4.5% over 240 months."
    )
    expect(text).toContain("Total interest EUR 116,561.59")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
  })
})
