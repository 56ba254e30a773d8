import { Schema } from "effect"
import { Assumption } from "../../core/assumptions.ts"
import { Money, SourceReferences } from "../../core/cells.ts"
import { SCENARIOS } from "./input.ts"

export const YearRow = Schema.Struct({
  year: Schema.Int,
  age: Schema.Int,
  policyYear: Schema.Int,
  openingBalance: Money,
  premiumPaid: Money,
  premiumSelfFunded: Money.annotate({ description: "part of premiumPaid paid with units sold from the policy" }),
  withdrawalRequested: Money,
  withdrawalExecuted: Money,
  isWithdrawalCapped: Schema.Boolean,
  isFullySurrendered: Schema.Boolean.annotate({ description: "true from the year a withdrawal took the whole fund: a full surrender, taxed by the clawback rule; later premiums and withdrawals are not executed" }),
  safeLimit: Schema.NullOr(Money).annotate({ description: "tax-free partial surrender limit of the year; null = none (policy years 1-3 or look-back missing)" }),
  taxableSurrender: Money.annotate({ description: "income taxable at taxBracket: 50% of the excess over the safe limit, or on a full surrender the clawback share of the premiums allowed" }),
  surrenderTax: Money.annotate({ description: "paid from own funds at the year end" }),
  spreadCost: Money,
  investmentGrowth: Money,
  managementFees: Money,
  fixedFees: Money,
  mortalityRate: Schema.Finite.annotate({ description: "one-year probability of death used at this age" }),
  mortalityCost: Money,
  premiumRelief: Money,
  householdCashFlow: Money.annotate({ description: "withdrawal - own-funded premiums - surrender tax + premium relief, EUR" }),
  closingBalance: Money
})

const ScenarioResult = Schema.Struct({
  scenario: Schema.Literals(SCENARIOS),
  description: Schema.String,
  series: Schema.Array(YearRow),
  endingBalance: Money,
  totalPremiumsPaid: Money,
  totalWithdrawals: Money.annotate({ description: "executed (capped) withdrawals paid out to the household" }),
  totalSurrenderTax: Money,
  totalPremiumRelief: Money,
  totalFees: Money,
  totalMortalityCost: Money,
  totalSpreadCost: Money,
  openingSurrenderTax: Money.annotate({ description: "brokerAlternative: tax on surrendering the policy now, paid from own funds" }),
  finalSurrenderTax: Money.annotate({ description: "tax a full surrender at the end would trigger (clawback within 6 years), deducted in the IRR" }),
  irrWithReliefPercent: Schema.NullOr(Schema.Finite),
  irrWithoutReliefPercent: Schema.NullOr(Schema.Finite),
  isAnyWithdrawalCapped: Schema.Boolean
})
export type ScenarioResult = typeof ScenarioResult.Type
export type YearRow = typeof YearRow.Type

export const LifeInsuranceFlushOutput = Schema.Struct({
  scenario: Schema.Literals(SCENARIOS),
  openingBalance: Money,
  scenarios: Schema.Struct({ userInput: ScenarioResult, noWithdrawals: ScenarioResult, brokerAlternative: ScenarioResult }),
  returnForecast: Schema.Struct({ policyRatePercent: Schema.Finite, brokerRatePercent: Schema.Finite, note: Schema.String }),
  warnings: Schema.Array(Schema.String),
  assumptions: Schema.Array(Assumption),
  sources: SourceReferences
})
export type LifeInsuranceFlushOutput = typeof LifeInsuranceFlushOutput.Type
