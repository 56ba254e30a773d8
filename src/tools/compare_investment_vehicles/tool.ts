import { formatCents } from "../../core/format.ts"
import { INVESTMENT_VEHICLES_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { INVESTMENT_VEHICLES_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeComparisonEl } from "./text.ts"
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
  fieldMessagesEl: INVESTMENT_VEHICLES_FIELD_MESSAGES_EL,
  assumptionTexts: INVESTMENT_VEHICLES_ASSUMPTIONS,
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
      "Compares a taxable investment (option 1) with a tax-deductible pension, provident or insurance plan (option 2) at the same out-of-pocket cost: values after fees and exit taxes year by year, and IRRs. Ask the contribution, the user's marginal tax rate and option 2's fee. Omitted fees and taxes count as 0 and forecast returns are assumptions, both disclosed.",
    fields: {
      annualContribution: "Out-of-pocket EUR a year, same for both",
      taxReliefRate: "User's marginal income tax rate, %",
      option2ManagementFee: "% of the fund a year",
      years: "Omitted: 20",
      expectedAnnualReturn: "Gross % a year, also option 2's unless set; omitted: 5",
      option2AnnualReturn: "Gross % a year; omitted: expectedAnnualReturn",
      option1ManagementFee: "% of the fund a year",
      option1EntryFee: "% of each contribution",
      option2EntryFee: "% of each contribution",
      option1ExitFee: "% of the final value",
      option2ExitFee: "% of the final value",
      option1Commission: "EUR per contribution",
      option2Commission: "EUR per contribution",
      option1ExitTax: "% of option 1's gain",
      option2ExitTax: "% of option 2's whole payout",
      maxDeductibleContribution:
        "Largest yearly deductible contribution, EUR; omitted: no limit (check with calculate_cyprus_income_tax)"
    }
  },
  input: CompareInvestmentVehiclesInput,
  output: CompareInvestmentVehiclesOutput,
  calculate: compareVehicles,
  describe: (o, language) => (language === "el" ? describeComparisonEl(o) : describeComparison(o))
})
