import { formatCents } from "../../core/format.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { compareVehicles } from "./calculate.ts"
import { CompareInvestmentVehiclesInput } from "./input.ts"
import { CompareInvestmentVehiclesOutput } from "./output.ts"

const f = (n: number) => formatCents(cents(n))

const describeComparison = (o: CompareInvestmentVehiclesOutput): Array<string> => [
  `Over ${o.years} years at EUR ${f(o.annualOutOfPocket)} a year out of pocket:`,
  `Option 1 (taxable investment): EUR ${f(o.option1.finalAfterTax)} after exit fee and tax (IRR ${o.option1.irrPercent ?? "n/a"}%).`,
  `Option 2 (tax-deductible vehicle, EUR ${f(o.reliefMatching.option2GrossContribution)} a year incl. EUR ${f(o.reliefMatching.annualTaxRelief)} relief): ` +
    `EUR ${f(o.option2.finalAfterTax)} (IRR ${o.option2.irrPercent ?? "n/a"}%).`,
  `Difference (option 2 - option 1): EUR ${f(o.difference)}; better: ${o.betterOption}. Forecasts, not guarantees.`
]

export const compareInvestmentVehicles = defineCalculator({
  name: "compare_investment_vehicles",
  topic: "money",
  toolset: "portfolio",
  title: "Taxable investment versus tax-deductible vehicle (pension/provident fund, life-insurance plan)",
  description:
    "Compares option 1, a taxable investment, with option 2, a tax-deductible vehicle (approved pension or provident " +
    "fund, or a life-insurance-linked plan), at the same out-of-pocket cost: option 2's contribution is grossed up by " +
    "the income tax relief (Income Tax Law art. 14), optionally limited to the deductible amount. Applies entry and " +
    "exit fees, annual management (AUM) fees, commission per contribution and exit tax, year by year, and returns both " +
    "final after-tax values, their IRRs and a chart-ready series. Requires annualContribution, taxReliefRate and " +
    "option2ManagementFee; forecast returns and omitted fees and taxes are disclosed assumptions. Contributions at the " +
    "start of each year, growth then fee at the year end, amounts rounded to the cent each year. Estimates, not advice.",
  listing: {
    summary:
      "Compares a taxable investment (option 1) with a tax-deductible pension, provident or insurance plan (option 2) at the same out-of-pocket cost: final values after fees and exit taxes, year by year. Ask the user's marginal tax rate and the plan's fees.",
    fields: {
      annualContribution: "Out-of-pocket EUR a year, same for both",
      taxReliefRate: "Marginal income tax rate, %",
      option2ManagementFee: "Option 2 fee, % of the fund a year",
      years: "Omitted: 20",
      expectedAnnualReturn: "Gross % a year; omitted: 5",
      option1ExitTax: "% on option 1's gain; omitted: 0",
      option2ExitTax: "% on option 2's payout; omitted: 0",
      maxDeductibleContribution: "Largest deductible yearly contribution, EUR"
    }
  },
  input: CompareInvestmentVehiclesInput,
  output: CompareInvestmentVehiclesOutput,
  calculate: compareVehicles,
  describe: describeComparison
})
