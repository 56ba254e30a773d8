// The income tax result (the output of calculate_cyprus_income_tax).
import { Schema } from "effect"
import { Money, SourceReferences } from "../../core/cells.ts"
import { HOUSEHOLD_TYPES } from "../../rules/income-tax.ts"
import { TAX_YEARS } from "../../rules/years.ts"

const SourceIds = Schema.Array(Schema.String)

const Deduction = Schema.Struct({
  name: Schema.String,
  claimed: Money.annotate({ description: "EUR claimed or due before limits" }),
  allowed: Money.annotate({ description: "EUR allowed after the item's own limit and the 1/5 cap" }),
  rule: Schema.String,
  year: Schema.Int,
  sources: SourceIds,
  note: Schema.NullOr(Schema.String)
})

export const IncomeTaxOutput = Schema.Struct({
  legislationVersion: Schema.Literals(TAX_YEARS.map(String)).annotate({ description: "the tax year whose rules were applied, as a string (\"2026\"), like the input field" }),
  legislationYearDefaulted: Schema.Boolean.annotate({ description: "true when legislationVersion was omitted and 2026 was used" }),
  isTaxResident: Schema.Boolean,
  employmentType: Schema.Literals(["private", "civil", "self-employed"]),
  income: Schema.Struct({
    salary: Money,
    selfEmploymentProfit: Money.annotate({ description: "turnover less business expenses, not below 0" }),
    rental: Money,
    total: Money
  }),
  employmentExemption: Schema.NullOr(Schema.Struct({
    type: Schema.Literals(["20-percent", "50-percent"]),
    applied: Schema.Boolean,
    amount: Money,
    reasons: Schema.Array(Schema.String).annotate({ description: "conditions met, or why refused" }),
    rule: Schema.String,
    sources: SourceIds
  })).annotate({ description: "null when no employmentExemption was requested" }),
  deductions: Schema.Array(Deduction),
  totalDeductions: Money,
  personalDeductionsIncomeTest: Schema.NullOr(Schema.Struct({
    householdType: Schema.Literals(HOUSEHOLD_TYPES),
    dependentChildren: Schema.Int,
    incomeCompared: Money.annotate({ description: "familyIncome as sent: a couple's gross family income, or the own gross income of a single person or single parent" }),
    limit: Money,
    withinLimit: Schema.Boolean.annotate({ description: "false: the child, housing and green deductions are not granted" }),
    rule: Schema.String,
    sources: SourceIds,
    note: Schema.String
  })).annotate({
    description: "The 2026 income test of the child, housing and green deductions; null when none is claimed, for years before 2026, or for a non-resident (not granted)"
  }),
  article14Cap: Schema.Struct({
    base: Money.annotate({ description: "income less exempt income, rental allowance and donations" }),
    cap: Money.annotate({ description: "1/5 of base" }),
    claimedWithinCap: Money,
    allowedWithinCap: Money,
    reduced: Schema.Boolean,
    note: Schema.NullOr(Schema.String)
  }),
  taxableIncome: Money,
  incomeTaxByBand: Schema.Array(Schema.Struct({
    from: Money,
    to: Schema.NullOr(Money),
    ratePercent: Schema.Finite,
    amountInBand: Money,
    tax: Money
  })),
  incomeTax: Money,
  socialInsurance: Schema.Struct({
    ratePercent: Schema.NullOr(Schema.Finite).annotate({ description: "null when both the employee and the self-employed rate apply (see parts)" }),
    insurableEarnings: Money,
    ceiling: Money.annotate({ description: "yearly maximum insurable earnings, over salary and self-employment together" }),
    amount: Money,
    rule: Schema.String,
    year: Schema.Int,
    sources: SourceIds,
    parts: Schema.Array(Schema.Struct({
      kind: Schema.Literals(["employee", "self-employed"]),
      ratePercent: Schema.Finite,
      insurableEarnings: Money,
      minimumInsurableIncome: Schema.NullOr(Money).annotate({ description: "self-employed category minimum; null if not applicable or not confirmed" }),
      amount: Money
    }))
  }),
  gesy: Schema.Struct({
    ratePercent: Schema.NullOr(Schema.Finite).annotate({ description: "null when several rates apply (see parts)" }),
    base: Money,
    ceiling: Money,
    amount: Money,
    rule: Schema.String,
    year: Schema.Int,
    sources: SourceIds,
    parts: Schema.Array(Schema.Struct({
      income: Schema.Literals(["salary", "self-employment", "rental"]),
      ratePercent: Schema.Finite,
      base: Money,
      amount: Money
    }))
  }),
  netAnnualIncome: Money.annotate({ description: "total income (business expenses already deducted) less income tax, social insurance and GESY" }),
  netMonthlyIncome: Money.annotate({ description: "netAnnualIncome / 12" }),
  effectiveTaxRatePercent: Schema.Finite.annotate({ description: "income tax / total income x 100, 2 decimals" }),
  totalContributionsAndTax: Money,
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String)
})
export type IncomeTaxOutput = typeof IncomeTaxOutput.Type
