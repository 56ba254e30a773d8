import { publishedAssumptionList } from "../../core/assumptions.ts"
import type { FieldErrors } from "../../core/errors.ts"
import { cents, divRound, euros } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import {
  type Category,
  type Frequency,
  type ItemInput,
  type MonthlyBudgetInput,
  RULE_TEXT,
  type Tier,
  TIER_BY_CATEGORY,
  TIER_LABEL,
  TIERS
} from "./input.ts"
import type { MonthlyBudgetOutput } from "./output.ts"
import { BUDGET_ASSUMPTIONS } from "./assumptions.ts"

/** The categories of each tier, for the sentence of budget.tier-from-category. */
const tierRule = Object.fromEntries(
  TIERS.map((t) => [
    t.toLowerCase(),
    Object.entries(TIER_BY_CATEGORY)
      .filter(([, tier]) => tier === t)
      .map(([c]) => c)
      .join(", ")
  ])
)

export const checkMonthlyBudgetInput = (i: MonthlyBudgetInput): InputProblem | null => {
  const e: FieldErrors = {}
  const lists = [
    ["incomes", i.incomes],
    ["expenses", i.expenses],
    ["investmentContributions", i.investmentContributions ?? []]
  ] as const
  for (const [key, items] of lists) {
    items.forEach((it: ItemInput & { tier?: Tier; category?: Category }, n) => {
      if (it.frequency === "one-off" && it.spreadMonths === undefined)
        e[`${key}.${n}.spreadMonths`] = [
          `"${it.name}" is one-off: send spreadMonths, the number of months to spread it over`
        ]
      if (it.frequency !== "one-off" && it.spreadMonths !== undefined)
        e[`${key}.${n}.spreadMonths`] = ["spreadMonths applies only to a one-off item"]
      if (key === "expenses" && it.tier === undefined && it.category === undefined)
        e[`${key}.${n}.tier`] = [`"${it.name}" needs a tier (T1-T4) or a category`]
    })
  }
  return Object.keys(e).length === 0
    ? null
    : new InputProblem(
        e,
        "Ask the user over how many months each one-off is spread and how to classify untiered expenses, then call plan_monthly_budget again."
      )
}

// ---------------------------------------------------------------------------------------------
// Calculation in integer cents (half away from zero)
// ---------------------------------------------------------------------------------------------

/** Occurrences per year of a recurring frequency (weekly x52/12, monthly, quarterly /3, yearly /12 a month). */
const PER_YEAR: Record<Exclude<Frequency, "one-off">, number> = { weekly: 52, monthly: 12, quarterly: 4, yearly: 1 }

/** part / whole in percent, 2 decimals, half away from zero (exact: integer cents). */
const pct2 = (part: number, whole: number): number => divRound(part * 10_000, whole) / 100

/** Cumulative cents of an item over the first `months` months. */
const cumulative = (it: ItemInput, months: number): number => {
  const c = cents(it.amount)
  const f = it.frequency ?? "monthly"
  if (f === "one-off") {
    const spread = it.spreadMonths ?? 1
    return divRound(c * Math.min(months, spread), spread)
  }
  return divRound(c * PER_YEAR[f] * months, 12)
}
const monthlyC = (it: ItemInput): number => cumulative(it, 1)
const line = (it: ItemInput) => ({
  name: it.name,
  frequency: it.frequency ?? "monthly",
  amount: it.amount,
  monthlyAmount: euros(monthlyC(it))
})
const sum = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0)

export const planBudget = (i: MonthlyBudgetInput): MonthlyBudgetOutput => {
  const { assumptions, said, assume } = publishedAssumptionList(BUDGET_ASSUMPTIONS)
  const invest = i.investmentContributions ?? []
  const noFrequency = [...i.incomes, ...i.expenses, ...invest]
    .filter((it) => it.frequency === undefined)
    .map((it) => it.name)
  if (noFrequency.length > 0)
    assume(
      "budget.frequency-monthly",
      {
        what: "frequency",
        value: "monthly",
        why: `no frequency given for: ${noFrequency.join(", ")}; entries without a frequency are treated as monthly`
      },
      { reason: "input", params: { items: noFrequency.join(", ") } }
    )
  if (i.investmentContributions === undefined)
    assume(
      "budget.no-investments",
      {
        what: "investment contributions, EUR a month",
        value: 0,
        why: "investmentContributions omitted: treated as zero"
      },
      { field: "investmentContributions", reason: "omitted" }
    )

  const expenses = i.expenses.map((x) => {
    const tier: Tier = x.tier ?? (x.category === undefined ? "T4" : TIER_BY_CATEGORY[x.category])
    return {
      ...line(x),
      tier,
      tierFrom: x.tier === undefined ? ("category" as const) : ("caller" as const),
      category: x.category ?? null,
      item: x
    }
  })
  const classified = expenses.filter((x) => x.tierFrom === "category")
  if (classified.length > 0) {
    assume(
      "budget.tier-from-category",
      {
        what: "tier classification",
        value: classified.map((x) => `${x.name}: ${x.tier}`).join(", "),
        why: `no tier given, so classified from the category (${RULE_TEXT}); a tier sent by the caller wins`
      },
      {
        field: "expenses[].tier",
        reason: "model",
        params: { classified: classified.map((x) => `${x.name}: ${x.tier}`).join(", "), ...tierRule }
      }
    )
  }
  const incomeC = sum(i.incomes.map(monthlyC))
  const expenseC = sum(expenses.map((x) => monthlyC(x.item)))
  const investC = sum(invest.map(monthlyC))
  const tierC = (t: Tier) => sum(expenses.filter((x) => x.tier === t).map((x) => monthlyC(x.item)))
  const disposableC = incomeC - expenseC
  const surplusC = disposableC - investC

  const totalsAt = (m: number) => {
    const inc = sum(i.incomes.map((it) => cumulative(it, m)))
    const exp = sum(i.expenses.map((it) => cumulative(it, m)))
    const inv = sum(invest.map((it) => cumulative(it, m)))
    return { inc, exp, inv, surplus: inc - exp - inv }
  }
  const totalsOut = (m: number) => {
    const t = totalsAt(m)
    return { income: euros(t.inc), expenses: euros(t.exp), investments: euros(t.inv), surplus: euros(t.surplus) }
  }
  let leak: (typeof expenses)[number] | undefined
  for (const x of expenses) {
    if ((x.tier === "T3" || x.tier === "T4") && (leak === undefined || monthlyC(x.item) > monthlyC(leak.item))) leak = x
  }
  assume(
    "budget.projection-flat",
    {
      what: "projection growth",
      value: 0,
      why: "the projection repeats the figures given: no inflation, pay rises, interest or investment returns; one-off items count once, spread over their months"
    },
    { reason: "model" }
  )

  return {
    monthlyIncome: euros(incomeC),
    monthlyExpenses: euros(expenseC),
    disposableIncome: euros(disposableC),
    incomeAfterEssentials: euros(incomeC - tierC("T1") - tierC("T2")),
    monthlyInvestments: euros(investC),
    monthlySurplus: euros(surplusC),
    savingsRatePercent: incomeC === 0 ? null : pct2(disposableC, incomeC),
    incomes: i.incomes.map(line),
    expenses: expenses.map(({ item: _item, ...x }) => x),
    investmentContributions: invest.map(line),
    tiers: TIERS.map((t) => ({
      tier: t,
      label: TIER_LABEL[t],
      monthlyAmount: euros(tierC(t)),
      sharePercentOfExpenses: expenseC === 0 ? 0 : pct2(tierC(t), expenseC)
    })),
    biggestLeak:
      leak === undefined || (leak.tier !== "T3" && leak.tier !== "T4")
        ? null
        : {
            name: leak.name,
            tier: leak.tier,
            monthlyAmount: leak.monthlyAmount,
            saving12Months: euros(cumulative(leak.item, 12)),
            saving5Years: euros(cumulative(leak.item, 60)),
            monthlySurplusAfterCut: euros(surplusC + monthlyC(leak.item))
          },
    projection: { months12: totalsOut(12), years5: totalsOut(60) },
    series: Array.from({ length: 60 }, (_, k) => {
      const t = totalsAt(k + 1)
      return { month: k + 1, cumulativeInvested: euros(t.inv), cumulativeSurplus: euros(t.surplus) }
    }),
    assumptions,
    assumptionDetails: said.details()
  }
}
