import { Schema } from "effect"
import { Assumption, AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, tracesOf } from "../../core/cells.ts"
import { SCENARIOS } from "./input.ts"

// The policy and the broker account run on the caller's history, premiums, withdrawals, fees and returns (and
// the disclosed defaults: return, spread, mortality table): InputMoney. The tax figures follow the Income Tax
// Law (the safe limit, the taxable surrender, the premium relief, the surrender taxes): RuleMoney, each with
// its rule, the tax year of the rules applied and its sources in `traces`.
export const YearRow = Schema.Struct({
  year: Schema.Int,
  age: Schema.Int,
  policyYear: Schema.Int,
  openingBalance: InputMoney,
  premiumPaid: InputMoney,
  premiumSelfFunded: InputMoney.annotate({ description: "part of premiumPaid paid with units sold from the policy" }),
  withdrawalRequested: InputMoney,
  withdrawalExecuted: InputMoney,
  isWithdrawalCapped: Schema.Boolean,
  isFullySurrendered: Schema.Boolean.annotate({
    description:
      "true from the year a withdrawal took the whole fund: a full surrender, taxed by the clawback rule; later premiums and withdrawals are not executed"
  }),
  safeLimit: Schema.NullOr(RuleMoney).annotate({
    description: "tax-free partial surrender limit of the year; null = none (policy years 1-3 or look-back missing)"
  }),
  taxableSurrender: RuleMoney.annotate({
    description:
      "income taxable at taxBracket: 50% of the excess over the safe limit, or on a full surrender the clawback share of the premiums allowed"
  }),
  surrenderTax: moneyFrom("taxableSurrender").annotate({
    description: "taxableSurrender x taxBracket, paid from own funds at the year end"
  }),
  spreadCost: InputMoney,
  investmentGrowth: InputMoney,
  managementFees: InputMoney,
  fixedFees: InputMoney,
  mortalityRate: Schema.Finite.annotate({ description: "one-year probability of death used at this age" }),
  mortalityCost: InputMoney.annotate({
    description: "(sum insured - fund) x mortalityRate / 12 a month, by the disclosed mortality table"
  }),
  premiumRelief: RuleMoney.annotate({
    description: "min(own-funded premium, the art. 14 share of the sum insured) x taxBracket"
  }),
  householdCashFlow: moneyFrom(
    "withdrawalExecuted",
    "premiumPaid",
    "premiumSelfFunded",
    "surrenderTax",
    "premiumRelief"
  ).annotate({
    description: "withdrawal - own-funded premiums - surrender tax + premium relief, EUR"
  }),
  closingBalance: InputMoney,
  traces: tracesOf("safeLimit", "taxableSurrender", "premiumRelief").annotate({
    description: "the rule, tax year of the rules applied and sources of the year's tax figures"
  })
})

const ScenarioResult = Schema.Struct({
  scenario: Schema.Literals(SCENARIOS),
  description: Schema.String,
  series: Schema.Array(YearRow),
  endingBalance: moneyFrom("series[].closingBalance"),
  totalPremiumsPaid: moneyFrom("series[].premiumPaid"),
  totalWithdrawals: moneyFrom("series[].withdrawalExecuted").annotate({
    description: "executed (capped) withdrawals paid out to the household"
  }),
  totalSurrenderTax: moneyFrom("series[].surrenderTax"),
  totalPremiumRelief: moneyFrom("series[].premiumRelief"),
  totalFees: moneyFrom("series[].managementFees", "series[].fixedFees"),
  totalMortalityCost: moneyFrom("series[].mortalityCost"),
  totalSpreadCost: moneyFrom("series[].spreadCost"),
  openingSurrenderTax: RuleMoney.annotate({
    description: "brokerAlternative: tax on surrendering the policy now, paid from own funds"
  }),
  finalSurrenderTax: RuleMoney.annotate({
    description: "tax a full surrender at the end would trigger (clawback within 6 years), deducted in the IRR"
  }),
  traces: tracesOf("openingSurrenderTax", "finalSurrenderTax").annotate({
    description: "the rule, tax year of the rules applied and sources of the surrender taxes"
  }),
  irrWithReliefPercent: Schema.NullOr(Schema.Finite),
  irrWithoutReliefPercent: Schema.NullOr(Schema.Finite),
  isAnyWithdrawalCapped: Schema.Boolean
})
export type ScenarioResult = typeof ScenarioResult.Type
export type YearRow = typeof YearRow.Type

export const LifeInsuranceFlushOutput = Schema.Struct({
  scenario: Schema.Literals(SCENARIOS),
  openingBalance: InputMoney.annotate({ description: "the last endingBalance of historicalData" }),
  scenarios: Schema.Struct({
    userInput: ScenarioResult,
    noWithdrawals: ScenarioResult,
    brokerAlternative: ScenarioResult
  }),
  returnForecast: Schema.Struct({
    policyRatePercent: Schema.Finite,
    brokerRatePercent: Schema.Finite,
    note: Schema.String
  }),
  warnings: Schema.Array(Schema.String),
  assumptions: Schema.Array(Assumption),
  assumptionDetails: AssumptionDetails,
  sources: SourceReferences
})
export type LifeInsuranceFlushOutput = typeof LifeInsuranceFlushOutput.Type
