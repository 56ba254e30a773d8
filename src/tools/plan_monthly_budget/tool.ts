import { formatEur } from "../../core/format.ts"
import { BUDGET_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { MONTHLY_BUDGET_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeBudgetEl } from "./text.ts"
import { checkMonthlyBudgetInput, planBudget } from "./calculate.ts"
import { MonthlyBudgetInput } from "./input.ts"
import { MonthlyBudgetOutput } from "./output.ts"

const f = (n: number) => formatEur(n, { unit: false })

const describeBudget = (o: MonthlyBudgetOutput): Array<string> => [
  `Monthly income EUR ${f(o.monthlyIncome)}; expenses EUR ${f(o.monthlyExpenses)} (${o.tiers.map((t) => `${t.tier} EUR ${f(t.monthlyAmount)}`).join(", ")}).`,
  `Disposable income EUR ${f(o.disposableIncome)}${o.savingsRatePercent === null ? "" : ` (savings rate ${o.savingsRatePercent}%)`}; investments EUR ${f(o.monthlyInvestments)}; surplus EUR ${f(o.monthlySurplus)} a month.`,
  o.biggestLeak === null
    ? "No lifestyle (T3) or discretionary (T4) expense to cut."
    : `Biggest optimisable leak: ${o.biggestLeak.name} (${o.biggestLeak.tier}), EUR ${f(o.biggestLeak.monthlyAmount)} a month; cutting it saves EUR ${f(o.biggestLeak.saving12Months)} in 12 months.`,
  `Projected surplus: EUR ${f(o.projection.months12.surplus)} after 12 months, EUR ${f(o.projection.years5.surplus)} after 5 years.`
]

export const planMonthlyBudget = defineCalculator({
  name: "plan_monthly_budget",
  fieldMessagesEl: MONTHLY_BUDGET_FIELD_MESSAGES_EL,
  assumptionTexts: BUDGET_ASSUMPTIONS,
  topic: "money",
  toolset: "household",
  title: "Monthly budget planner",
  description:
    "Normalises net income and expense items of any frequency to monthly EUR (weekly x52/12, monthly, quarterly /3, " +
    "yearly /12, one-off spread over spreadMonths), tiers each expense (T1 fixed essentials, T2 variable essentials, " +
    "T3 lifestyle, T4 discretionary; the caller's tier wins, otherwise it is classified from the category and the " +
    "rule is disclosed), and returns disposable income, savings rate, the biggest optimisable leak (the largest T3/T4 " +
    "item and what cutting it saves) and a 12-month and 5-year surplus projection with a monthly series. Requires " +
    "incomes and expenses; expenses are never invented, so ask the user for them. Entries without a frequency are " +
    "monthly and omitted investment contributions are zero, both disclosed. Amounts are rounded to the cent.",
  listing: {
    summary:
      "Monthly budget from the user's net incomes and expenses of any frequency: expenses by tier, disposable income, savings rate, the biggest cuttable expense and a 12-month and 5-year surplus projection. Ask the user for every item; never invent expenses. Each expense needs a category or a tier.",
    fields: {
      incomes: "Net (take-home) items",
      "incomes[].amount": "EUR per occurrence (a one-off: the whole sum)",
      "incomes[].frequency": "Omitted: monthly",
      "incomes[].spreadMonths": "Months a one-off is spread over; required for a one-off",
      "expenses[].amount": "EUR per occurrence (a one-off: the whole sum)",
      "expenses[].frequency": "Omitted: monthly",
      "expenses[].spreadMonths": "Months a one-off is spread over; required for a one-off",
      "expenses[].category": "Sets the tier when tier is omitted",
      "expenses[].tier":
        "T1 fixed essentials, T2 variable essentials, T3 lifestyle, T4 discretionary; wins over category",
      investmentContributions: "Regular savings or pension top-ups; omitted: none",
      "investmentContributions[].amount": "EUR per occurrence (a one-off: the whole sum)",
      "investmentContributions[].frequency": "Omitted: monthly",
      "investmentContributions[].spreadMonths": "Months a one-off is spread over; required for a one-off"
    }
  },
  input: MonthlyBudgetInput,
  output: MonthlyBudgetOutput,
  check: checkMonthlyBudgetInput,
  calculate: planBudget,
  describe: (o, language) => (language === "el" ? describeBudgetEl(o) : describeBudget(o))
})
