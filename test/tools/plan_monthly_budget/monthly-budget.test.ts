import { describe, expect, it } from "vitest"
import { Result, Schema, SchemaIssue } from "effect"
import fc from "fast-check"
import { planMonthlyBudget } from "../../../src/tools/plan_monthly_budget/tool.ts"
import { FREQUENCIES, MonthlyBudgetInput, TIER_BY_CATEGORY } from "../../../src/tools/plan_monthly_budget/input.ts"
import type { MonthlyBudgetOutput } from "../../../src/tools/plan_monthly_budget/output.ts"
import { computeAnswer, computeFieldErrors, computeOutput } from "../../support/compute.ts"

const TOOL = "plan_monthly_budget"
const calc = (raw: unknown) => computeOutput<MonthlyBudgetOutput>(TOOL, raw)
const problem = (raw: unknown) => computeFieldErrors(TOOL, raw)
const succeeds = (raw: unknown) => Object.keys(computeFieldErrors(TOOL, raw)).length === 0

const EXAMPLE_0 = {
  incomes: [{ name: "Net salary", amount: 2_400, frequency: "monthly" }],
  expenses: [
    { name: "Rent", amount: 900, frequency: "monthly", category: "housing" },
    { name: "Groceries", amount: 100, frequency: "weekly", category: "groceries" },
    { name: "Electricity", amount: 240, frequency: "quarterly", category: "utilities" },
    { name: "Eating out", amount: 180, frequency: "monthly", category: "dining-out" }
  ]
}

describe("plan_monthly_budget worked examples (EUR, each monthly figure rounded to the cent half away from zero)", () => {
  it("1. weekly and quarterly items, tiers from categories", () => {
    // groceries 100 x 52 / 12 = 433.333 -> 433.33; electricity 240 / 3 = 80; expenses 900 + 433.33 + 80 + 180 =
    // 1,593.33;
    // disposable 2,400 - 1,593.33 = 806.67; savings rate 806.67 / 2,400 = 33.611% -> 33.61.
    // T1 900, T2 513.33, T3 180. Leak: eating out (T3) 180 a month, 2,160 in 12 months, 10,800 in 5 years.
    // 12 months: income 28,800; expenses 10,800 + 5,200 (52 weeks) + 960 + 2,160 = 19,120; surplus 9,680; 5 years x5 =
    // 48,400.
    const out = calc(EXAMPLE_0)
    expect([
      out.monthlyIncome,
      out.monthlyExpenses,
      out.disposableIncome,
      out.monthlySurplus,
      out.savingsRatePercent
    ]).toEqual([2_400, 1_593.33, 806.67, 806.67, 33.61])
    expect(out.expenses.map((x) => [x.monthlyAmount, x.tier, x.tierFrom])).toEqual([
      [900, "T1", "category"],
      [433.33, "T2", "category"],
      [80, "T2", "category"],
      [180, "T3", "category"]
    ])
    expect(out.tiers.map((t) => t.monthlyAmount)).toEqual([900, 513.33, 180, 0])
    expect(out.incomeAfterEssentials).toBe(986.67)
    expect(out.biggestLeak).toEqual({
      name: "Eating out",
      tier: "T3",
      monthlyAmount: 180,
      saving12Months: 2_160,
      saving5Years: 10_800,
      monthlySurplusAfterCut: 986.67
    })
    expect(out.projection).toEqual({
      months12: { income: 28_800, expenses: 19_120, investments: 0, surplus: 9_680 },
      years5: { income: 144_000, expenses: 95_600, investments: 0, surplus: 48_400 }
    })
    expect(out.assumptions.map((a) => [a.what, a.value])).toEqual([
      ["investment contributions, EUR a month", 0],
      ["tier classification", "Rent: T1, Groceries: T2, Electricity: T2, Eating out: T3"],
      ["projection growth", 0]
    ])
  })

  it("2. one-off items spread over months, entries without a frequency, investments", () => {
    // income 3,100 + bonus 1,800 / 12 = 150 -> 3,250; expenses 1,050 + 600 / 12 = 50 + 25 + holiday 2,400 / 6 = 400 ->
    // 1,525;
    // disposable 1,725; investments 150; surplus 1,575; savings rate 1,725 / 3,250 = 53.077% -> 53.08.
    // Leak: holiday (T4 by the caller) 400 a month; cutting it saves 2,400 once (12 months and 5 years alike).
    // 12 months: income 37,200 + 1,800 = 39,000; expenses 12,600 + 600 + 300 + 2,400 = 15,900; invested 1,800; surplus
    // 21,300.
    // 60 months: income 186,000 + 1,800 = 187,800; expenses 63,000 + 3,000 + 1,500 + 2,400 = 69,900; invested 9,000;
    // surplus 108,900.
    const out = calc({
      incomes: [
        { name: "Salary", amount: 3_100 },
        { name: "Bonus", amount: 1_800, frequency: "one-off", spreadMonths: 12 }
      ],
      expenses: [
        { name: "Mortgage", amount: 1_050, category: "debt-repayment" },
        { name: "Car insurance", amount: 600, frequency: "yearly", category: "insurance" },
        { name: "Streaming", amount: 25, category: "subscriptions" },
        { name: "Holiday", amount: 2_400, frequency: "one-off", spreadMonths: 6, tier: "T4" }
      ],
      investmentContributions: [{ name: "Provident fund top-up", amount: 150 }]
    })
    expect([
      out.monthlyIncome,
      out.monthlyExpenses,
      out.disposableIncome,
      out.monthlyInvestments,
      out.monthlySurplus,
      out.savingsRatePercent
    ]).toEqual([3_250, 1_525, 1_725, 150, 1_575, 53.08])
    expect(out.biggestLeak).toMatchObject({
      name: "Holiday",
      tier: "T4",
      monthlyAmount: 400,
      saving12Months: 2_400,
      saving5Years: 2_400
    })
    expect(out.projection.months12).toEqual({ income: 39_000, expenses: 15_900, investments: 1_800, surplus: 21_300 })
    expect(out.projection.years5).toEqual({ income: 187_800, expenses: 69_900, investments: 9_000, surplus: 108_900 })
    expect(out.assumptions[0]).toEqual({
      what: "frequency",
      value: "monthly",
      why: expect.stringContaining("Salary, Mortgage, Streaming, Provident fund top-up")
    })
    expect(out.assumptions.some((a) => a.what.startsWith("investment contributions"))).toBe(false)
    // the holiday is paid off after 6 months: month 7 onwards the surplus grows by 1,975 a month
    expect(out.series[6]!.cumulativeSurplus - out.series[5]!.cumulativeSurplus).toBe(1_975)
  })

  it("3. weekly income, yearly items and the caller's tier over the category", () => {
    // income 1,000 x 52 / 12 = 4,333.333 -> 4,333.33; trip 1,000 / 12 = 83.33 (tier T2 sent, category travel ignored);
    // gym 45 (fitness -> T3); gifts 500 / 12 = 41.67 (T4). Expenses 170.00; disposable 4,163.33;
    // savings rate 4,163.33 / 4,333.33 = 96.077% -> 96.08. Leak: gym 45 > gifts 41.67.
    // 12 months: income 52,000; expenses 1,000 + 540 + 500 = 2,040; surplus 49,960.
    const out = calc({
      incomes: [{ name: "Wages", amount: 1_000, frequency: "weekly" }],
      expenses: [
        { name: "Family trip", amount: 1_000, frequency: "yearly", category: "travel", tier: "T2" },
        { name: "Gym", amount: 45, frequency: "monthly", category: "fitness" },
        { name: "Gifts", amount: 500, frequency: "yearly", category: "gifts" }
      ]
    })
    expect([out.monthlyIncome, out.monthlyExpenses, out.disposableIncome, out.savingsRatePercent]).toEqual([
      4_333.33, 170, 4_163.33, 96.08
    ])
    expect(out.expenses.map((x) => [x.name, x.monthlyAmount, x.tier, x.tierFrom])).toEqual([
      ["Family trip", 83.33, "T2", "caller"],
      ["Gym", 45, "T3", "category"],
      ["Gifts", 41.67, "T4", "category"]
    ])
    expect(out.biggestLeak?.name).toBe("Gym")
    expect(out.projection.months12).toEqual({ income: 52_000, expenses: 2_040, investments: 0, surplus: 49_960 })
    expect(out.assumptions.find((a) => a.what === "tier classification")?.value).toBe("Gym: T3, Gifts: T4")
  })

  it("4. a shortfall: negative surplus and savings rate, and what the leak would fix", () => {
    // disposable 1,500 - 1,200 - 400 = -100; investments 100; surplus -200; savings rate -100 / 1,500 = -6.667% ->
    // -6.67;
    // leak: shopping 400 (T4); surplus after the cut -200 + 400 = 200; 5 years -200 x 60 = -12,000.
    const out = calc({
      incomes: [{ name: "Pay", amount: 1_500, frequency: "monthly" }],
      expenses: [
        { name: "Rent", amount: 1_200, frequency: "monthly", category: "housing" },
        { name: "Shopping", amount: 400, frequency: "monthly", category: "shopping" }
      ],
      investmentContributions: [{ name: "Savings plan", amount: 100, frequency: "monthly" }]
    })
    expect([out.disposableIncome, out.monthlySurplus, out.savingsRatePercent]).toEqual([-100, -200, -6.67])
    expect(out.biggestLeak).toMatchObject({ name: "Shopping", monthlyAmount: 400, monthlySurplusAfterCut: 200 })
    expect(out.projection.years5.surplus).toBe(-12_000)
  })

  it("5. only essentials: no leak; no income: no savings rate", () => {
    const out = calc({ incomes: [{ name: "None", amount: 0 }], expenses: [{ name: "Rent", amount: 800, tier: "T1" }] })
    expect([out.biggestLeak, out.savingsRatePercent, out.disposableIncome]).toEqual([null, null, -800])
  })
})

describe("validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(MonthlyBudgetInput)(raw, { errors: "all", onExcessProperty: "error" })
    return Result.isSuccess(r)
      ? {}
      : Object.fromEntries(format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message]))
  }

  it("{} gives an issue for every required field; expenses are never invented", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["expenses", "incomes"])
    expect(found.expenses).toMatch(/none are invented/)
    expect(Object.keys(issues({ ...EXAMPLE_0, expenses: [] }))).toEqual(["expenses"])
    expect(
      Object.keys(issues({ ...EXAMPLE_0, expenses: [{ name: "X", amount: 5, frequency: "daily", tier: "T1" }] }))
    ).toEqual(["expenses.0.frequency"])
  })

  it("one-offs need spreadMonths; expenses need a tier or a category (400 from run)", () => {
    expect(
      Object.keys(problem({ ...EXAMPLE_0, incomes: [{ name: "Gift", amount: 500, frequency: "one-off" }] }))
    ).toEqual(["incomes.0.spreadMonths"])
    expect(Object.keys(problem({ ...EXAMPLE_0, incomes: [{ name: "Pay", amount: 500, spreadMonths: 3 }] }))).toEqual([
      "incomes.0.spreadMonths"
    ])
    expect(problem({ ...EXAMPLE_0, expenses: [{ name: "Misc", amount: 50 }] })["expenses.0.tier"]?.[0]).toMatch(
      /needs a tier/
    )
    expect(!succeeds({ ...EXAMPLE_0, expenses: [{ name: "Misc", amount: 50 }] })).toBe(true)
  })

  it("examples[0] is ready to send and every example runs; summary ends with the assumptions", () => {
    const examples = Schema.resolveAnnotations(MonthlyBudgetInput)?.examples ?? []
    expect(examples[0]).toEqual(EXAMPLE_0)
    for (const ex of examples) expect(succeeds(ex)).toBe(true)
    const text = computeAnswer(TOOL, EXAMPLE_0).text
    expect(text).toContain("Biggest optimisable leak: Eating out (T3), EUR 180.00 a month")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
    expect(planMonthlyBudget).toMatchObject({ name: "plan_monthly_budget", access: "anonymous", readOnly: true })
  })
})

describe("properties", () => {
  const categories = Object.keys(TIER_BY_CATEGORY)
  const item = fc
    .record({
      name: fc.string({ minLength: 1, maxLength: 20 }),
      amount: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
      frequency: fc.option(fc.constantFrom(...FREQUENCIES), { nil: undefined }),
      spreadMonths: fc.integer({ min: 1, max: 120 }),
      tier: fc.option(fc.constantFrom("T1", "T2", "T3", "T4"), { nil: undefined }),
      category: fc.constantFrom(...categories)
    })
    .map((r) => {
      const raw: Record<string, unknown> = { name: r.name, amount: r.amount, category: r.category }
      if (r.frequency !== undefined) raw.frequency = r.frequency
      if (r.frequency === "one-off") raw.spreadMonths = r.spreadMonths
      if (r.tier !== undefined) raw.tier = r.tier
      return raw
    })
  const strip = (raw: Record<string, unknown>) => {
    const { category: _c, tier: _t, ...rest } = raw
    return rest
  }
  const budget = fc
    .record({
      incomes: fc.array(item.map(strip), { minLength: 1, maxLength: 8 }),
      expenses: fc.array(item, { minLength: 1, maxLength: 15 }),
      investmentContributions: fc.option(fc.array(item.map(strip), { maxLength: 4 }), { nil: undefined })
    })
    .map((r) => (r.investmentContributions === undefined ? { incomes: r.incomes, expenses: r.expenses } : r))

  it("normalised monthly totals equal the sum of the items; tiers add up; the series matches the projection", () => {
    fc.assert(
      fc.property(budget, (raw) => {
        const out = calc(raw)
        const c = (n: number) => Math.round(n * 100)
        const total = (xs: ReadonlyArray<{ monthlyAmount: number }>) => xs.reduce((s, x) => s + c(x.monthlyAmount), 0)
        expect(c(out.monthlyIncome)).toBe(total(out.incomes))
        expect(c(out.monthlyExpenses)).toBe(total(out.expenses))
        expect(c(out.monthlyInvestments)).toBe(total(out.investmentContributions))
        expect(c(out.monthlyExpenses)).toBe(total(out.tiers))
        expect(c(out.monthlySurplus)).toBe(c(out.monthlyIncome) - c(out.monthlyExpenses) - c(out.monthlyInvestments))
        expect(out.series[11]?.cumulativeSurplus).toBe(out.projection.months12.surplus)
        expect(out.series[59]?.cumulativeSurplus).toBe(out.projection.years5.surplus)
        expect(out.series[0]?.cumulativeSurplus).toBe(out.monthlySurplus)
        if (out.biggestLeak !== null) {
          for (const x of out.expenses)
            if (x.tier === "T3" || x.tier === "T4")
              expect(x.monthlyAmount).toBeLessThanOrEqual(out.biggestLeak.monthlyAmount)
        } else expect(out.expenses.every((x) => x.tier === "T1" || x.tier === "T2")).toBe(true)
        for (const x of out.expenses)
          if (x.tierFrom === "category")
            expect(x.tier).toBe(TIER_BY_CATEGORY[x.category as keyof typeof TIER_BY_CATEGORY])
      }),
      { numRuns: 300 }
    )
  })

  it("a recurring item over 12 months totals its yearly amount exactly; a one-off totals its amount once within 5 years", () => {
    fc.assert(
      fc.property(item, (it) => {
        const out = calc({ incomes: [{ name: "Pay", amount: 0 }], expenses: [it] })
        const times = { weekly: 52, monthly: 12, quarterly: 4, yearly: 1, "one-off": 1 }[
          (it.frequency as (typeof FREQUENCIES)[number] | undefined) ?? "monthly"
        ]
        const expected = Math.round((it.amount as number) * 100) * times
        // a one-off spread beyond the 60 months shown counts pro rata
        const spread = (it.spreadMonths as number | undefined) ?? 1
        if (it.frequency === "one-off")
          expect(Math.round(out.projection.years5.expenses * 100)).toBe(
            spread <= 60 ? expected : Math.round((expected * 60) / spread)
          )
        else expect(Math.round(out.projection.months12.expenses * 100)).toBe(expected)
      }),
      { numRuns: 300 }
    )
  })
})
