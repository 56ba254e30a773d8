import { Effect, Schema } from "effect"
import { euros } from "../core/money.ts"
import { Assumption, assumptionText } from "../core/assumptions.ts"
import type { FieldErrors } from "../core/errors.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import { capNote, lengthNote } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Frequencies and tiers
// ---------------------------------------------------------------------------------------------

export const FREQUENCIES = ["weekly", "monthly", "quarterly", "yearly", "one-off"] as const
type Frequency = (typeof FREQUENCIES)[number]
/** Occurrences per year of a recurring frequency (weekly x52/12, monthly, quarterly /3, yearly /12 a month). */
const PER_YEAR: Record<Exclude<Frequency, "one-off">, number> = { weekly: 52, monthly: 12, quarterly: 4, yearly: 1 }

export const TIERS = ["T1", "T2", "T3", "T4"] as const
type Tier = (typeof TIERS)[number]
const TIER_LABEL: Record<Tier, string> = { T1: "fixed essentials", T2: "variable essentials", T3: "lifestyle", T4: "discretionary" }

/** The classification rule used when the caller gives a category but no tier (disclosed). */
export const TIER_BY_CATEGORY = {
  housing: "T1", "debt-repayment": "T1", insurance: "T1", childcare: "T1", education: "T1",
  groceries: "T2", utilities: "T2", transport: "T2", healthcare: "T2", "phone-internet": "T2",
  "dining-out": "T3", subscriptions: "T3", clothing: "T3", fitness: "T3", "personal-care": "T3", travel: "T3",
  entertainment: "T4", shopping: "T4", hobbies: "T4", gifts: "T4"
} as const satisfies Record<string, Tier>
type Category = keyof typeof TIER_BY_CATEGORY
const CATEGORIES = Object.keys(TIER_BY_CATEGORY) as Array<Category>
const RULE_TEXT = TIERS.map((t) => `${t} ${TIER_LABEL[t]}: ${CATEGORIES.filter((c) => TIER_BY_CATEGORY[c] === t).join(", ")}`).join("; ")

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** Largest amount of one item, EUR per occurrence. */
const MAX_ITEM_AMOUNT = 10_000_000

const itemFields = (what: string) => ({
  name: Schema.String.check(Schema.isBetweenLength(1, 100)).annotate({ description: `Name of the ${what}, as the user says it. 1 to 100 characters.` }),
  amount: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_ITEM_AMOUNT })).annotate({ description: `EUR per occurrence of frequency (or the whole one-off amount). ${capNote(0, MAX_ITEM_AMOUNT, "EUR")}` }),
  frequency: Schema.optionalKey(Schema.Literals(FREQUENCIES).annotate({
    description: "weekly (x52/12 a month), monthly, quarterly (/3), yearly (/12) or one-off (spread over spreadMonths). Omitted: monthly (disclosed)."
  })),
  spreadMonths: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 120 })).annotate({
    description: "Required for a one-off: the number of months (1-120) it is spread over, starting this month."
  }))
})

const Item = Schema.Struct(itemFields("item"))
const Expense = Schema.Struct({
  ...itemFields("expense"),
  category: Schema.optionalKey(Schema.Literals(CATEGORIES).annotate({ description: `Category; sets the tier when tier is omitted (${RULE_TEXT}).` })),
  tier: Schema.optionalKey(Schema.Literals(TIERS).annotate({ description: "T1 fixed essentials, T2 variable essentials, T3 lifestyle, T4 discretionary. Wins over the category. Each expense needs a tier or a category." }))
})

const InputFields = Schema.Struct({
  incomes: Schema.Array(Item).check(Schema.isBetweenLength(1, 100)).annotate({
    description: `Net (take-home) income items, EUR: salary, rent received, benefits. At least one. ${lengthNote(100, 1)} Required.`
  }).annotateKey({ messageMissingKey: "incomes is required: the user's net (take-home) income items with amount and frequency (ask the user)" }),
  expenses: Schema.Array(Expense).check(Schema.isBetweenLength(1, 200)).annotate({
    description: `Expense items, EUR, each with a tier or category. At least one. ${lengthNote(200, 1)} Required; expenses are never invented, so ask the user for them.`
  }).annotateKey({ messageMissingKey: "expenses is required: the user's expense items with amount, frequency and category or tier (ask the user; none are invented)" }),
  investmentContributions: Schema.optionalKey(Schema.Array(Item).check(Schema.isMaxLength(100)).annotate({
    description: `Regular saving or investment contributions (pension top-ups, savings plans). Omitted: zero (disclosed). ${lengthNote(100)}`
  }))
})

const INPUT_ANNOTATIONS = {
  title: "Monthly budget request",
  description: "Income and expense items of any frequency, normalised to monthly EUR.",
  examples: [
    {
      incomes: [{ name: "Net salary", amount: 2_400, frequency: "monthly" }],
      expenses: [
        { name: "Rent", amount: 900, frequency: "monthly", category: "housing" },
        { name: "Groceries", amount: 100, frequency: "weekly", category: "groceries" },
        { name: "Electricity", amount: 240, frequency: "quarterly", category: "utilities" },
        { name: "Eating out", amount: 180, frequency: "monthly", category: "dining-out" }
      ]
    },
    {
      incomes: [{ name: "Salary", amount: 3_100 }, { name: "Bonus", amount: 1_800, frequency: "one-off", spreadMonths: 12 }],
      expenses: [
        { name: "Mortgage", amount: 1_050, category: "debt-repayment" },
        { name: "Car insurance", amount: 600, frequency: "yearly", category: "insurance" },
        { name: "Streaming", amount: 25, category: "subscriptions" },
        { name: "Holiday", amount: 2_400, frequency: "one-off", spreadMonths: 6, tier: "T4" }
      ],
      investmentContributions: [{ name: "Provident fund top-up", amount: 150 }]
    }
  ]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const MonthlyBudgetInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type MonthlyBudgetInput = typeof MonthlyBudgetInput.Type
type ItemInput = typeof Item.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
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

// ---------------------------------------------------------------------------------------------
// Checks (400 from run)
// ---------------------------------------------------------------------------------------------

export const checkMonthlyBudgetInput = (i: MonthlyBudgetInput): ToolInputProblem | null => {
  const e: FieldErrors = {}
  const lists = [["incomes", i.incomes], ["expenses", i.expenses], ["investmentContributions", i.investmentContributions ?? []]] as const
  for (const [key, items] of lists) {
    items.forEach((it: ItemInput & { tier?: Tier; category?: Category }, n) => {
      if (it.frequency === "one-off" && it.spreadMonths === undefined) e[`${key}.${n}.spreadMonths`] = [`"${it.name}" is one-off: send spreadMonths, the number of months to spread it over`]
      if (it.frequency !== "one-off" && it.spreadMonths !== undefined) e[`${key}.${n}.spreadMonths`] = ["spreadMonths applies only to a one-off item"]
      if (key === "expenses" && it.tier === undefined && it.category === undefined) e[`${key}.${n}.tier`] = [`"${it.name}" needs a tier (T1-T4) or a category`]
    })
  }
  return Object.keys(e).length === 0 ? null : {
    _tag: "ToolInputProblem",
    fieldErrors: e,
    hint: "Ask the user over how many months each one-off is spread and how to classify untiered expenses, then call plan_monthly_budget again."
  }
}

// ---------------------------------------------------------------------------------------------
// Calculation in integer cents (half away from zero)
// ---------------------------------------------------------------------------------------------

const roundC = (x: number): number => Math.sign(x) * Math.round(Number(Math.abs(x).toPrecision(12)))
const pct2 = (part: number, whole: number): number => roundC((part * 10_000) / whole) / 100

/** Cumulative cents of an item over the first `months` months. */
const cumulative = (it: ItemInput, months: number): number => {
  const c = roundC(it.amount * 100)
  const f = it.frequency ?? "monthly"
  if (f === "one-off") {
    const spread = it.spreadMonths ?? 1
    return roundC((c * Math.min(months, spread)) / spread)
  }
  return roundC((c * PER_YEAR[f] * months) / 12)
}
const monthlyC = (it: ItemInput): number => cumulative(it, 1)
const line = (it: ItemInput) => ({ name: it.name, frequency: it.frequency ?? "monthly", amount: it.amount, monthlyAmount: euros(monthlyC(it)) })
const sum = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0)

export const planMonthlyBudgetCalc = (i: MonthlyBudgetInput): MonthlyBudgetOutput => {
  const assumptions: Array<Assumption> = []
  const invest = i.investmentContributions ?? []
  const noFrequency = [...i.incomes, ...i.expenses, ...invest].filter((it) => it.frequency === undefined).map((it) => it.name)
  if (noFrequency.length > 0) assumptions.push({ what: "frequency", value: "monthly", why: `no frequency given for: ${noFrequency.join(", ")}; entries without a frequency are treated as monthly` })
  if (i.investmentContributions === undefined) assumptions.push({ what: "investment contributions, EUR a month", value: 0, why: "investmentContributions omitted: treated as zero" })

  const expenses = i.expenses.map((x) => {
    const tier: Tier = x.tier ?? (x.category === undefined ? "T4" : TIER_BY_CATEGORY[x.category])
    return { ...line(x), tier, tierFrom: x.tier === undefined ? "category" as const : "caller" as const, category: x.category ?? null, item: x }
  })
  const classified = expenses.filter((x) => x.tierFrom === "category")
  if (classified.length > 0) {
    assumptions.push({ what: "tier classification", value: classified.map((x) => `${x.name}: ${x.tier}`).join(", "), why: `no tier given, so classified from the category (${RULE_TEXT}); a tier sent by the caller wins` })
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
  assumptions.push({ what: "projection growth", value: 0, why: "the projection repeats the figures given: no inflation, pay rises, interest or investment returns; one-off items count once, spread over their months" })

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
    tiers: TIERS.map((t) => ({ tier: t, label: TIER_LABEL[t], monthlyAmount: euros(tierC(t)), sharePercentOfExpenses: expenseC === 0 ? 0 : pct2(tierC(t), expenseC) })),
    biggestLeak: leak === undefined || (leak.tier !== "T3" && leak.tier !== "T4") ? null : {
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
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const f = (n: number) => formatCents(Math.round(n * 100))

const summarize = (o: MonthlyBudgetOutput): string => [
  `Monthly income EUR ${f(o.monthlyIncome)}; expenses EUR ${f(o.monthlyExpenses)} (${o.tiers.map((t) => `${t.tier} EUR ${f(t.monthlyAmount)}`).join(", ")}).`,
  `Disposable income EUR ${f(o.disposableIncome)}${o.savingsRatePercent === null ? "" : ` (savings rate ${o.savingsRatePercent}%)`}; investments EUR ${f(o.monthlyInvestments)}; surplus EUR ${f(o.monthlySurplus)} a month.`,
  o.biggestLeak === null
    ? "No lifestyle (T3) or discretionary (T4) expense to cut."
    : `Biggest optimisable leak: ${o.biggestLeak.name} (${o.biggestLeak.tier}), EUR ${f(o.biggestLeak.monthlyAmount)} a month; cutting it saves EUR ${f(o.biggestLeak.saving12Months)} in 12 months.`,
  `Projected surplus: EUR ${f(o.projection.months12.surplus)} after 12 months, EUR ${f(o.projection.years5.surplus)} after 5 years.`,
  `Assumptions: ${assumptionText(o.assumptions)}`
].join("\n")

export const planMonthlyBudget: ToolDefinition<MonthlyBudgetInput, MonthlyBudgetOutput> = {
  name: "plan_monthly_budget",
  title: "Monthly budget planner",
  description:
    "Normalises net income and expense items of any frequency to monthly EUR (weekly x52/12, monthly, quarterly /3, " +
    "yearly /12, one-off spread over spreadMonths), tiers each expense (T1 fixed essentials, T2 variable essentials, " +
    "T3 lifestyle, T4 discretionary; the caller's tier wins, otherwise it is classified from the category and the " +
    "rule is disclosed), and returns disposable income, savings rate, the biggest optimisable leak (the largest T3/T4 " +
    "item and what cutting it saves) and a 12-month and 5-year surplus projection with a monthly series. Requires " +
    "incomes and expenses; expenses are never invented, so ask the user for them. Entries without a frequency are " +
    "monthly and omitted investment contributions are zero, both disclosed. Amounts are rounded to the cent.",
  access: "anonymous",
  input: MonthlyBudgetInput,
  output: MonthlyBudgetOutput,
  run: (input) => {
    const problem = checkMonthlyBudgetInput(input)
    return problem === null ? Effect.succeed(planMonthlyBudgetCalc(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
