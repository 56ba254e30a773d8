import { Schema } from "effect"
import { Assumption } from "../../core/assumptions.ts"
import { Money } from "../../core/cells.ts"
import { FREQUENCIES, TIERS } from "./input.ts"

const Line = Schema.Struct({ name: Schema.String, frequency: Schema.Literals(FREQUENCIES), amount: Money, monthlyAmount: Money })
const Totals = Schema.Struct({ income: Money, expenses: Money, investments: Money, surplus: Money })

export const MonthlyBudgetOutput = Schema.Struct({
  monthlyIncome: Money,
  monthlyExpenses: Money,
  disposableIncome: Money.annotate({ description: "monthlyIncome - monthlyExpenses" }),
  incomeAfterEssentials: Money.annotate({ description: "monthlyIncome - T1 - T2" }),
  monthlyInvestments: Money,
  monthlySurplus: Money.annotate({ description: "disposableIncome - monthlyInvestments (negative: a shortfall)" }),
  savingsRatePercent: Schema.NullOr(Schema.Finite).annotate({ description: "disposableIncome / monthlyIncome x 100, 2 decimals; null with no income" }),
  incomes: Schema.Array(Line),
  expenses: Schema.Array(Schema.Struct({ ...Line.fields, tier: Schema.Literals(TIERS), tierFrom: Schema.Literals(["caller", "category"]), category: Schema.NullOr(Schema.String) })),
  investmentContributions: Schema.Array(Line),
  tiers: Schema.Array(Schema.Struct({ tier: Schema.Literals(TIERS), label: Schema.String, monthlyAmount: Money, sharePercentOfExpenses: Schema.Finite })),
  biggestLeak: Schema.NullOr(Schema.Struct({
    name: Schema.String,
    tier: Schema.Literals(["T3", "T4"]),
    monthlyAmount: Money.annotate({ description: "what cutting it saves each month" }),
    saving12Months: Money,
    saving5Years: Money,
    monthlySurplusAfterCut: Money
  })).annotate({ description: "the largest T3/T4 expense; null when there is none" }),
  projection: Schema.Struct({ months12: Totals, years5: Totals }).annotate({ description: "cumulative over 12 and 60 months" }),
  series: Schema.Array(Schema.Struct({ month: Schema.Int, cumulativeInvested: Money, cumulativeSurplus: Money })).annotate({ description: "60 months, chart-ready" }),
  assumptions: Schema.Array(Assumption)
})
export type MonthlyBudgetOutput = typeof MonthlyBudgetOutput.Type
