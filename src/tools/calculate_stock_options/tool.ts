import { formatCents } from "../../core/format.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { calculateStockOptionTax } from "./calculate.ts"
import { StockOptionsInput } from "./input.ts"
import { StockOptionsOutput, type Treatment } from "./output.ts"

const describe = (o: StockOptionsOutput): Array<string> => {
  const f = (n: number) => formatCents(cents(n))
  const line = (label: string, t: Treatment) =>
    `${label}: income tax EUR ${f(t.incomeTax)}${t.flatRatePart === null ? "" : ` (8% on EUR ${f(t.flatRatePart.base)}: ${f(t.flatRatePart.tax)})`}, ` +
    `social insurance EUR ${f(t.socialInsurance.amount)}, GESY EUR ${f(t.gesy.amount)}; total EUR ${f(t.totalTaxAndContributions)} ` +
    `(${t.effectiveRatePercent.toFixed(2)}%), net EUR ${f(t.netGain)}.`
  const lines = [
    `Share option exercise, tax year ${o.taxYear}${o.taxYearDefaulted ? " (default year)" : ""}, ${o.isApprovedScheme ? "approved scheme (art. 20D)" : "not an approved scheme"}.`,
    `Gain at exercise EUR ${f(o.gainAtExercise.gain)}.`,
    line("2025 benefit in kind", o.benefitInKind2025),
    line(o.treatment2026.regime === "approved-scheme" ? "2026 approved scheme" : "2026 employment income", o.treatment2026)
  ]
  if (o.approvedSchemeCaps !== null && o.approvedSchemeCaps.excessAmount > 0) {
    lines.push(`EUR ${f(o.approvedSchemeCaps.excessAmount)} is over the ${o.approvedSchemeCaps.limitedBy === "aggregate" ? "EUR 1,000,000 10-year" : "twice-salary"} limit and taxed at the progressive rates.`)
  }
  lines.push(`Difference 2026 less 2025: EUR ${f(o.difference)}. Applies in ${o.taxYear}: total EUR ${f(o.totalTaxAndContributions)}, net EUR ${f(o.netGain)}.`)
  return lines
}

export const calculateStockOptions = defineCalculator({
  name: "calculate_stock_options",
  title: "Cyprus share options: 2025 benefit in kind vs 2026 approved scheme",
  description:
    "Compares the tax on exercising employee share options in Cyprus under the 2025 benefit-in-kind rules (the gain " +
    "taxed with the salary at the progressive rates) and the 2026 rules: a flat 8% under an employer scheme approved " +
    "by the Tax Commissioner (Income Tax Law art. 20D), within twice the annual salary and EUR 1,000,000 over 10 years, " +
    "the excess taxed as employment income; a plan that is not approved is taxed as employment income in 2026 too. " +
    "Requires salaryIncome (gross ANNUAL EUR from that employer), shareCount, exercisePricePerShare, marketPricePerShare " +
    "and isApprovedScheme. Approval must be confirmed by the user: when isApprovedScheme is missing or not true/false " +
    "the answer is a 400 whose fieldError explains what to ask and why, never an estimate. Both treatments are shown " +
    "with income tax, social insurance and GESY caused by the gain, each with its rule, year and sources; taxYear (2025 " +
    "or 2026, default 2026, disclosed) selects the one that applies. Unconfirmed points (tax point under art. 20D, SI " +
    "and GESY on option gains, counting of the 10 years) are explicit choices listed in assumptions. Rounding: to the " +
    "cent, half away from zero. Results are estimates, not tax advice.",
  input: StockOptionsInput,
  output: StockOptionsOutput,
  calculate: calculateStockOptionTax,
  describe
})
