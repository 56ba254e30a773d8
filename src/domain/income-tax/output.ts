// The income tax result (the output of calculate_cyprus_income_tax).
import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, TracedAmount, TraceFields } from "../../core/cells.ts"
import { HOUSEHOLD_TYPES, TAX_REFORM_YEAR } from "../../rules/income-tax.ts"
import { DEFAULT_TAX_YEAR, TAX_YEARS } from "../../rules/years.ts"

const Deduction = Schema.Struct({
  name: Schema.String,
  claimed: RuleMoney.annotate({ description: "EUR claimed or due before limits" }),
  allowed: RuleMoney.annotate({
    description: "EUR allowed after the item's own limit and the art. 14 cap (article14Cap)"
  }),
  ...TraceFields,
  note: Schema.NullOr(Schema.String)
})

export const IncomeTaxOutput = Schema.Struct({
  legislationVersion: Schema.Literals(TAX_YEARS.map(String)).annotate({
    description: `the tax year whose rules were applied, as a string ("${DEFAULT_TAX_YEAR}"), like the input field`
  }),
  legislationYearDefaulted: Schema.Boolean.annotate({
    description: `true when legislationVersion was omitted and ${DEFAULT_TAX_YEAR} was used`
  }),
  isTaxResident: Schema.Boolean,
  employmentType: Schema.NullOr(Schema.Literals(["private", "civil", "self-employed"])).annotate({
    description: "null when no salary was sent (a pensioner, landlord or saver)"
  }),
  income: Schema.Struct({
    salary: InputMoney,
    selfEmploymentProfit: InputMoney.annotate({ description: "turnover less business expenses, not below 0" }),
    rental: InputMoney,
    pension: InputMoney,
    foreignPension: InputMoney,
    interest: InputMoney,
    dividends: InputMoney,
    total: InputMoney.annotate({ description: "all incomes, exempt ones (interest, dividends) included" })
  }),
  foreignPension: Schema.NullOr(
    Schema.Struct({
      taxation: Schema.Literals(["normal", "flat-5"]).annotate({
        description: "the person's choice for the year, as sent"
      }),
      exemptAmount: RuleMoney,
      ratePercent: Schema.Finite,
      taxedAtFlatRate: RuleMoney.annotate({ description: "flat-5: the pension above the exempt amount; normal: 0" }),
      tax: RuleMoney.annotate({
        description: "flat-5: the art. 20 tax (part of incomeTax); normal: 0 (the pension is in the scale)"
      }),
      ...TraceFields,
      otherTaxation: Schema.Literals(["normal", "flat-5"]),
      totalTaxUnderOtherTaxation: RuleMoney.annotate({
        description: "totalContributionsAndTax had the person chosen the other option, all else the same"
      }),
      savingOfChoice: RuleMoney.annotate({
        description:
          "totalTaxUnderOtherTaxation less this answer's totalContributionsAndTax: negative when the other option is cheaper"
      }),
      note: Schema.NullOr(Schema.String)
    })
  ).annotate({ description: "null without foreignPensionIncome" }),
  employmentExemption: Schema.NullOr(
    Schema.Struct({
      type: Schema.Literals(["20-percent", "50-percent"]),
      applied: Schema.Boolean,
      amount: RuleMoney,
      reasons: Schema.Array(Schema.String).annotate({ description: "conditions met, or why refused" }),
      ...TraceFields
    })
  ).annotate({ description: "null when no employmentExemption was requested" }),
  deductions: Schema.Array(Deduction),
  totalDeductions: moneyFrom("deductions[].allowed"),
  personalDeductionsIncomeTest: Schema.NullOr(
    Schema.Struct({
      householdType: Schema.Literals(HOUSEHOLD_TYPES),
      dependentChildren: Schema.Int,
      incomeCompared: InputMoney.annotate({
        description:
          "familyIncome as sent: a couple's gross family income, or the own gross income of a single person or single parent"
      }),
      limit: RuleMoney,
      withinLimit: Schema.Boolean.annotate({
        description: "false: the child, housing and green deductions are not granted"
      }),
      ...TraceFields,
      note: Schema.String
    })
  ).annotate({
    description: `The ${TAX_REFORM_YEAR} income test of the child, housing and green deductions; null when none is claimed, for years before ${TAX_REFORM_YEAR}, or for a non-resident (not granted)`
  }),
  article14Cap: Schema.Struct({
    base: RuleMoney.annotate({ description: "income less exempt income, rental allowance and donations" }),
    cap: RuleMoney.annotate({ description: "the art. 14 fraction of base (rule and sources beside it)" }),
    claimedWithinCap: RuleMoney,
    allowedWithinCap: RuleMoney,
    reduced: Schema.Boolean,
    note: Schema.NullOr(Schema.String),
    ...TraceFields
  }),
  taxableIncome: moneyFrom("income.total", "employmentExemption.amount", "deductions[].allowed"),
  incomeTaxByBand: Schema.Array(
    Schema.Struct({
      from: RuleMoney,
      to: Schema.NullOr(RuleMoney),
      ratePercent: Schema.Finite,
      amountInBand: RuleMoney,
      tax: RuleMoney,
      ...TraceFields
    })
  ),
  incomeTax: moneyFrom("incomeTaxByBand[].tax", "foreignPension.tax").annotate({
    description: "tax at the scale, plus the art. 20 tax on a foreign pension under flat-5"
  }),
  socialInsurance: Schema.Struct({
    ratePercent: Schema.NullOr(Schema.Finite).annotate({
      description: "null when both the employee and the self-employed rate apply (see parts)"
    }),
    insurableEarnings: RuleMoney,
    ceiling: RuleMoney.annotate({
      description: "yearly maximum insurable earnings, over salary and self-employment together"
    }),
    amount: RuleMoney,
    ...TraceFields,
    parts: Schema.Array(
      Schema.Struct({
        kind: Schema.Literals(["employee", "self-employed"]),
        ratePercent: Schema.Finite,
        insurableEarnings: RuleMoney,
        minimumInsurableIncome: Schema.NullOr(RuleMoney).annotate({
          description: "self-employed category minimum; null if not applicable or not confirmed"
        }),
        amount: RuleMoney
      })
    )
  }),
  gesy: Schema.Struct({
    ratePercent: Schema.NullOr(Schema.Finite).annotate({ description: "null when several rates apply (see parts)" }),
    base: RuleMoney,
    ceiling: RuleMoney,
    amount: RuleMoney,
    ...TraceFields,
    parts: Schema.Array(
      Schema.Struct({
        income: Schema.Literals([
          "salary",
          "self-employment",
          "pension",
          "foreign-pension",
          "rental",
          "interest",
          "dividends"
        ]),
        ratePercent: Schema.Finite,
        base: RuleMoney,
        amount: RuleMoney
      })
    )
  }),
  defenceContribution: Schema.Struct({
    amount: RuleMoney.annotate({ description: "the Special Defence Contribution charged (parts with charged: true)" }),
    ...TraceFields,
    parts: Schema.Array(
      Schema.Struct({
        income: Schema.Literals(["interest", "dividends", "rental"]),
        base: RuleMoney.annotate({ description: "the income it is charged on (rent: the taxable part of the gross)" }),
        ratePercent: Schema.Finite,
        amount: RuleMoney,
        charged: Schema.Boolean.annotate({
          description:
            "false: not in amount (not domiciled, non-resident, or domicile not sent: then shown for a domiciled resident)"
        }),
        ...TraceFields,
        note: Schema.NullOr(Schema.String)
      })
    )
  }).annotate({ description: "Special Defence Contribution on interest, dividends and (to 2025) rent" }),
  netAnnualIncome: moneyFrom(
    "income.total",
    "incomeTax",
    "socialInsurance.amount",
    "gesy.amount",
    "defenceContribution.amount"
  ).annotate({
    description:
      "total income (business expenses already deducted) less income tax, social insurance, GESY and the Special Defence Contribution"
  }),
  netMonthlyIncome: moneyFrom("netAnnualIncome").annotate({ description: "netAnnualIncome / 12" }),
  effectiveTaxRatePercent: Schema.Finite.annotate({ description: "income tax / total income x 100, 2 decimals" }),
  totalContributionsAndTax: moneyFrom(
    "incomeTax",
    "socialInsurance.amount",
    "gesy.amount",
    "defenceContribution.amount"
  ),
  comparison: Schema.NullOr(
    Schema.Struct({
      year: Schema.Literals(TAX_YEARS.map(String)).annotate({ description: "compareWithYear, as a string" }),
      figures: Schema.Array(
        Schema.Struct({
          figure: Schema.String.annotate({ description: "an output field, or a deduction by name" }),
          thisYear: TracedAmount,
          otherYear: TracedAmount,
          difference: moneyFrom(
            "comparison.figures[].thisYear.amount",
            "comparison.figures[].otherYear.amount"
          ).annotate({ description: "this year's amount less the other year's" }),
          changed: Schema.Boolean
        })
      ),
      changed: Schema.Array(Schema.String).annotate({ description: "the figures that differ" }),
      note: Schema.String
    })
  ).annotate({ description: "null without compareWithYear" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type IncomeTaxOutput = typeof IncomeTaxOutput.Type
