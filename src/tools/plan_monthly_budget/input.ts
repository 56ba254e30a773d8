import { Schema } from "effect"
import { capNote, lengthNote } from "../../core/input-bounds.ts"

export const FREQUENCIES = ["weekly", "monthly", "quarterly", "yearly", "one-off"] as const
export type Frequency = (typeof FREQUENCIES)[number]

export const TIERS = ["T1", "T2", "T3", "T4"] as const
export type Tier = (typeof TIERS)[number]
export const TIER_LABEL: Record<Tier, string> = {
  T1: "fixed essentials",
  T2: "variable essentials",
  T3: "lifestyle",
  T4: "discretionary"
}

/** The classification rule used when the caller gives a category but no tier (disclosed). */
export const TIER_BY_CATEGORY = {
  housing: "T1",
  "debt-repayment": "T1",
  insurance: "T1",
  childcare: "T1",
  education: "T1",
  groceries: "T2",
  utilities: "T2",
  transport: "T2",
  healthcare: "T2",
  "phone-internet": "T2",
  "dining-out": "T3",
  subscriptions: "T3",
  clothing: "T3",
  fitness: "T3",
  "personal-care": "T3",
  travel: "T3",
  entertainment: "T4",
  shopping: "T4",
  hobbies: "T4",
  gifts: "T4"
} as const satisfies Record<string, Tier>
export type Category = keyof typeof TIER_BY_CATEGORY
const CATEGORIES = Object.keys(TIER_BY_CATEGORY) as Array<Category>
export const RULE_TEXT = TIERS.map(
  (t) => `${t} ${TIER_LABEL[t]}: ${CATEGORIES.filter((c) => TIER_BY_CATEGORY[c] === t).join(", ")}`
).join("; ")

/** Largest amount of one item, EUR per occurrence. */
const MAX_ITEM_AMOUNT = 10_000_000

const itemFields = (what: string) => ({
  name: Schema.String.check(Schema.isBetweenLength(1, 100)).annotate({
    description: `Name of the ${what}, as the user says it. 1 to 100 characters.`
  }),
  amount: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_ITEM_AMOUNT })).annotate({
    description: `EUR per occurrence of frequency (or the whole one-off amount). ${capNote(0, MAX_ITEM_AMOUNT, "EUR")}`
  }),
  frequency: Schema.optionalKey(
    Schema.Literals(FREQUENCIES).annotate({
      description:
        "weekly (x52/12 a month), monthly, quarterly (/3), yearly (/12) or one-off (spread over spreadMonths). Omitted: monthly (disclosed)."
    })
  ),
  spreadMonths: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 120 })).annotate({
      description: "Required for a one-off: the number of months (1-120) it is spread over, starting this month."
    })
  )
})

const Item = Schema.Struct(itemFields("item"))
const Expense = Schema.Struct({
  ...itemFields("expense"),
  category: Schema.optionalKey(
    Schema.Literals(CATEGORIES).annotate({
      description: `Category; sets the tier when tier is omitted (${RULE_TEXT}).`
    })
  ),
  tier: Schema.optionalKey(
    Schema.Literals(TIERS).annotate({
      description:
        "T1 fixed essentials, T2 variable essentials, T3 lifestyle, T4 discretionary. Wins over the category. Each expense needs a tier or a category."
    })
  )
})

const InputFields = Schema.Struct({
  incomes: Schema.Array(Item)
    .check(Schema.isBetweenLength(1, 100))
    .annotate({
      description: `Net (take-home) income items, EUR: salary, rent received, benefits. At least one. ${lengthNote(100, 1)} Required.`
    })
    .annotateKey({
      messageMissingKey:
        "incomes is required: the user's net (take-home) income items with amount and frequency (ask the user)"
    }),
  expenses: Schema.Array(Expense)
    .check(Schema.isBetweenLength(1, 200))
    .annotate({
      description: `Expense items, EUR, each with a tier or category. At least one. ${lengthNote(200, 1)} Required; expenses are never invented, so ask the user for them.`
    })
    .annotateKey({
      messageMissingKey:
        "expenses is required: the user's expense items with amount, frequency and category or tier (ask the user; none are invented)"
    }),
  investmentContributions: Schema.optionalKey(
    Schema.Array(Item)
      .check(Schema.isMaxLength(100))
      .annotate({
        description: `Regular saving or investment contributions (pension top-ups, savings plans). Omitted: zero (disclosed). ${lengthNote(100)}`
      })
  )
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
    }
  ]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const MonthlyBudgetInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type MonthlyBudgetInput = typeof MonthlyBudgetInput.Type
export type ItemInput = typeof Item.Type
