import { Schema } from "effect"
import { Assumption, AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom } from "../../core/cells.ts"
import { FREQUENCIES, TIERS } from "./input.ts"

// Every figure is arithmetic on the caller's incomes, expenses and investments (no rule applies), or a total of those.
const Line = Schema.Struct({
  name: Schema.String,
  frequency: Schema.Literals(FREQUENCIES),
  amount: InputMoney,
  monthlyAmount: InputMoney
})
const Totals = Schema.Struct({
  income: moneyFrom("incomes[].amount"),
  expenses: moneyFrom("expenses[].amount"),
  investments: moneyFrom("investmentContributions[].amount"),
  surplus: moneyFrom("income", "expenses", "investments")
})

export const MonthlyBudgetOutput = Schema.Struct({
  monthlyIncome: moneyFrom("incomes[].monthlyAmount"),
  monthlyExpenses: moneyFrom("expenses[].monthlyAmount"),
  disposableIncome: moneyFrom("monthlyIncome", "monthlyExpenses").annotate({
    description: "monthlyIncome - monthlyExpenses"
  }),
  incomeAfterEssentials: moneyFrom("monthlyIncome", "tiers[].monthlyAmount").annotate({
    description: "monthlyIncome - T1 - T2"
  }),
  monthlyInvestments: moneyFrom("investmentContributions[].monthlyAmount"),
  monthlySurplus: moneyFrom("disposableIncome", "monthlyInvestments").annotate({
    description: "disposableIncome - monthlyInvestments (negative: a shortfall)"
  }),
  savingsRatePercent: Schema.NullOr(Schema.Finite).annotate({
    description: "disposableIncome / monthlyIncome x 100, 2 decimals; null with no income"
  }),
  incomes: Schema.Array(Line),
  expenses: Schema.Array(
    Schema.Struct({
      ...Line.fields,
      tier: Schema.Literals(TIERS),
      tierFrom: Schema.Literals(["caller", "category"]),
      category: Schema.NullOr(Schema.String)
    })
  ),
  investmentContributions: Schema.Array(Line),
  tiers: Schema.Array(
    Schema.Struct({
      tier: Schema.Literals(TIERS),
      label: Schema.String,
      monthlyAmount: moneyFrom("expenses[].monthlyAmount"),
      sharePercentOfExpenses: Schema.Finite
    })
  ),
  biggestLeak: Schema.NullOr(
    Schema.Struct({
      name: Schema.String,
      tier: Schema.Literals(["T3", "T4"]),
      monthlyAmount: moneyFrom("expenses[].monthlyAmount").annotate({
        description: "what cutting it saves each month"
      }),
      saving12Months: moneyFrom("expenses[].amount"),
      saving5Years: moneyFrom("expenses[].amount"),
      monthlySurplusAfterCut: moneyFrom("monthlySurplus", "monthlyAmount")
    })
  ).annotate({ description: "the largest T3/T4 expense; null when there is none" }),
  projection: Schema.Struct({ months12: Totals, years5: Totals }).annotate({
    description: "cumulative over 12 and 60 months"
  }),
  series: Schema.Array(
    Schema.Struct({
      month: Schema.Int,
      cumulativeInvested: moneyFrom("investmentContributions[].amount"),
      cumulativeSurplus: moneyFrom("incomes[].amount", "expenses[].amount", "investmentContributions[].amount")
    })
  ).annotate({ description: "60 months, chart-ready" }),
  assumptions: Schema.Array(Assumption),
  assumptionDetails: AssumptionDetails
})
export type MonthlyBudgetOutput = typeof MonthlyBudgetOutput.Type
