import { Schema } from "effect"
import { Assumption, AssumptionDetails } from "../../core/assumptions.ts"
import { FOREIGN_PENSION_OPTION } from "../../rules/retirement.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, tracesOf } from "../../core/cells.ts"

const AgeOrNull = Schema.NullOr(Schema.Finite)

/** The simulated balances: the caller's savings under the return model, moved by the year's cash flows. */
const simulated = (...cashFlows: ReadonlyArray<string>) => moneyFrom(...cashFlows)

const SeriesRow = Schema.Struct({
  age: Schema.Int.annotate({ description: "age at the end of the year" }),
  contributions: InputMoney,
  spending: InputMoney.annotate({
    description: "planned spending in the year (nominal: monthlyDrawdown raised by the inflation assumed)"
  }),
  netPensionIncome: moneyFrom("pensionIncome[].netAnnual").annotate({
    description: "pensions after tax and GESY received in the year (nominal)"
  }),
  withdrawals: moneyFrom("spending", "netPensionIncome").annotate({
    description: "taken from savings in the year (spending not covered by pensions, up to what is left)"
  }),
  shortfall: moneyFrom("spending", "netPensionIncome", "withdrawals").annotate({
    description: "spending that could not be paid once savings ran out"
  }),
  investmentGrowth: moneyFrom("contributions", "withdrawals").annotate({
    description: "the expected return assumed on the savings of the year"
  }),
  endBalance: moneyFrom("contributions", "withdrawals", "investmentGrowth").annotate({
    description: "deterministic projection, nominal EUR"
  }),
  endBalanceInTodaysMoney: moneyFrom("endBalance"),
  simulatedP10: simulated("contributions", "spending", "netPensionIncome").annotate({
    description: "Monte Carlo 10th percentile of the balance at the end of the year (nominal)"
  }),
  simulatedMedian: simulated("contributions", "spending", "netPensionIncome"),
  simulatedP90: simulated("contributions", "spending", "netPensionIncome")
})

const PensionIncomeRow = Schema.Struct({
  fromAge: Schema.Int,
  grossAnnual: InputMoney.annotate({ description: "the monthly amounts sent x 12" }),
  incomeTax: RuleMoney.annotate({
    description: "at the scale, after deducting the GESY paid on the pensions taxed at the scale"
  }),
  foreignPensionTax: RuleMoney.annotate({
    description: `${FOREIGN_PENSION_OPTION.value.ratePercent}% above the exempt amount, when that option is cheaper`
  }),
  gesy: RuleMoney,
  netAnnual: moneyFrom("grossAnnual", "incomeTax", "foreignPensionTax", "gesy").annotate({
    description: "including streams with a netMonthlyAmount override (their tax is not itemised)"
  }),
  foreignPensionOptionUsed: Schema.Boolean,
  traces: tracesOf("incomeTax", "foreignPensionTax", "gesy").annotate({
    description: "the rule, tax year and sources of each tax"
  })
}).annotate({ description: "Pension taxation in today's money, one row each time the set of pensions paid changes." })

export const RetirementStressTestOutput = Schema.Struct({
  successProbability: Schema.Finite.annotate({
    description: "share of simulated paths that never run out of money before endAge (0 to 1)"
  }),
  seed: Schema.Int.annotate({
    description: "the seed used (drawn at random when none was sent): send it to repeat the run"
  }),
  seedSupplied: Schema.Boolean.annotate({ description: "false: the run was stochastic" }),
  simulations: Schema.Int,
  deterministicProjection: Schema.Struct({
    balanceAtRetirement: moneyFrom("series[].endBalance"),
    endingBalance: moneyFrom("series[].endBalance"),
    endingBalanceInTodaysMoney: moneyFrom("series[].endBalanceInTodaysMoney"),
    moneyRunsOutAtAge: AgeOrNull.annotate({
      description:
        "age (years, 2 decimals: 68.67 = 68 years 8 months) in the first month spending cannot be paid; null if never"
    })
  }).annotate({ description: "the expected return earned every year (no volatility)" }),
  endingWealthPercentiles: Schema.Array(
    Schema.Struct({
      percentile: Schema.Int,
      nominal: simulated("series[].contributions", "series[].spending", "series[].netPensionIncome"),
      inTodaysMoney: moneyFrom("nominal")
    })
  ).annotate({ description: "Monte Carlo balance at endAge (0 for paths that ran out), nearest-rank percentiles" }),
  depletionAgePercentiles: Schema.Array(Schema.Struct({ percentile: Schema.Int, age: AgeOrNull })).annotate({
    description: "the age by which this share of all paths has run out of money; null if fewer paths run out"
  }),
  pathsRunningOut: Schema.Int,
  pensionIncome: Schema.Array(PensionIncomeRow),
  series: Schema.Array(SeriesRow).annotate({ description: "year by year, chart-ready" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Assumption),
  assumptionDetails: AssumptionDetails
})
export type RetirementStressTestOutput = typeof RetirementStressTestOutput.Type
