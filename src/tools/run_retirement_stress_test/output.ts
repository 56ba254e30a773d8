import { Schema } from "effect"
import { Assumption } from "../../core/assumptions.ts"
import { Money, SourceReferences } from "../../core/cells.ts"

const AgeOrNull = Schema.NullOr(Schema.Finite)

const SeriesRow = Schema.Struct({
  age: Schema.Int.annotate({ description: "age at the end of the year" }),
  contributions: Money,
  spending: Money.annotate({ description: "planned spending in the year (nominal)" }),
  netPensionIncome: Money.annotate({ description: "pensions after tax and GESY received in the year (nominal)" }),
  withdrawals: Money.annotate({ description: "taken from savings in the year (spending not covered by pensions, up to what is left)" }),
  shortfall: Money.annotate({ description: "spending that could not be paid once savings ran out" }),
  investmentGrowth: Money,
  endBalance: Money.annotate({ description: "deterministic projection, nominal EUR" }),
  endBalanceInTodaysMoney: Money,
  simulatedP10: Money.annotate({ description: "Monte Carlo 10th percentile of the balance at the end of the year (nominal)" }),
  simulatedMedian: Money,
  simulatedP90: Money
})

const PensionIncomeRow = Schema.Struct({
  fromAge: Schema.Int,
  grossAnnual: Money,
  incomeTax: Money.annotate({ description: "at the scale, after deducting the GESY paid on the pensions taxed at the scale" }),
  foreignPensionTax: Money.annotate({ description: "5% above the exempt amount, when that option is cheaper" }),
  gesy: Money,
  netAnnual: Money.annotate({ description: "including streams with a netMonthlyAmount override (their tax is not itemised)" }),
  foreignPensionOptionUsed: Schema.Boolean
}).annotate({ description: "Pension taxation in today's money, one row each time the set of pensions paid changes." })

export const RetirementStressTestOutput = Schema.Struct({
  successProbability: Schema.Finite.annotate({ description: "share of simulated paths that never run out of money before endAge (0 to 1)" }),
  seed: Schema.Int.annotate({ description: "the seed used (drawn at random when none was sent): send it to repeat the run" }),
  seedSupplied: Schema.Boolean.annotate({ description: "false: the run was stochastic" }),
  simulations: Schema.Int,
  deterministicProjection: Schema.Struct({
    balanceAtRetirement: Money,
    endingBalance: Money,
    endingBalanceInTodaysMoney: Money,
    moneyRunsOutAtAge: AgeOrNull.annotate({ description: "age (years, 2 decimals: 68.67 = 68 years 8 months) in the first month spending cannot be paid; null if never" })
  }).annotate({ description: "the expected return earned every year (no volatility)" }),
  endingWealthPercentiles: Schema.Array(Schema.Struct({ percentile: Schema.Int, nominal: Money, inTodaysMoney: Money }))
    .annotate({ description: "Monte Carlo balance at endAge (0 for paths that ran out), nearest-rank percentiles" }),
  depletionAgePercentiles: Schema.Array(Schema.Struct({ percentile: Schema.Int, age: AgeOrNull }))
    .annotate({ description: "the age by which this share of all paths has run out of money; null if fewer paths run out" }),
  pathsRunningOut: Schema.Int,
  pensionIncome: Schema.Array(PensionIncomeRow),
  series: Schema.Array(SeriesRow).annotate({ description: "year by year, chart-ready" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Assumption)
})
export type RetirementStressTestOutput = typeof RetirementStressTestOutput.Type
