import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import {
  InputMoney,
  moneyFrom,
  RuleMoney,
  SourceReferences,
  TracedAmount,
  TraceFields,
  tracesOf
} from "../../core/cells.ts"
import { COMPANY_TAX_YEARS } from "../../rules/company.ts"

/** Figures found by evaluating the rules applied at many salaries (the search, the corners, the chart). */
const bySearch = moneyFrom("rulesApplied", "personalTaxes.traces")

const Split = Schema.Struct({ salary: bySearch, dividend: bySearch, netCash: bySearch })

const EmployerPart = Schema.Struct({
  ratePercent: Schema.Finite,
  base: RuleMoney.annotate({ description: "salary on which the rate is charged (after its ceiling, if any)" }),
  amount: RuleMoney,
  ...TraceFields
})

export const DirectorRemunerationOutput = Schema.Struct({
  taxYear: Schema.Literals(COMPANY_TAX_YEARS),
  isNonDomiciled: Schema.Boolean,
  mode: Schema.Literals(["optimised", "fixed-salary"]).annotate({
    description:
      "optimised: the best salary found by the search; fixed-salary: directorSalaryAllocation evaluated as given"
  }),
  optimalSalary: bySearch.annotate({
    description: "gross yearly salary of the split reported (the best one, or the fixed one)"
  }),
  optimalDividend: moneyFrom("breakdown.dividend").annotate({
    description: "dividend paid: the whole profit left after salary, employer contributions and corporate tax"
  }),
  netCash: moneyFrom("breakdown.netSalary", "breakdown.netDividend").annotate({
    description: "net salary plus net dividend: what the director keeps"
  }),
  corporateTax: moneyFrom("breakdown.corporateTax"),
  employerContributions: moneyFrom("employerBreakdown").annotate({ description: "total of employerBreakdown" }),
  employerBreakdown: Schema.Struct({
    socialInsurance: EmployerPart,
    socialCohesion: EmployerPart,
    redundancyFund: EmployerPart,
    humanResourceDevelopment: EmployerPart,
    gesy: EmployerPart
  }),
  personalTaxes: Schema.Struct({
    incomeTax: RuleMoney,
    socialInsurance: RuleMoney.annotate({ description: "employee share on the salary" }),
    gesyOnSalary: RuleMoney,
    specialDefenceContribution: RuleMoney.annotate({ description: "SDC on the dividend" }),
    gesyOnDividend: RuleMoney,
    total: moneyFrom("incomeTax", "socialInsurance", "gesyOnSalary", "specialDefenceContribution", "gesyOnDividend"),
    traces: tracesOf(
      "incomeTax",
      "socialInsurance",
      "gesyOnSalary",
      "specialDefenceContribution",
      "gesyOnDividend"
    ).annotate({ description: "the rule, year and sources of each tax" })
  }),
  breakdown: Schema.Struct({
    revenue: InputMoney,
    operatingExpenses: InputMoney,
    annualCorporateAdminCost: InputMoney,
    profitBeforeDirectorPay: InputMoney.annotate({
      description: "revenue - operating expenses - admin cost (negative: a loss)"
    }),
    salary: moneyFrom("optimalSalary"),
    employerContributions: moneyFrom("employerBreakdown"),
    taxableProfit: moneyFrom("profitBeforeDirectorPay", "salary", "employerContributions").annotate({
      description: "profit before director pay - salary - employer contributions (negative: a loss, no tax)"
    }),
    corporateTaxRatePercent: Schema.Finite,
    corporateTax: RuleMoney,
    dividend: moneyFrom("taxableProfit", "corporateTax"),
    salaryFundedOutsideProfit: moneyFrom("salary", "employerContributions", "profitBeforeDirectorPay").annotate({
      description: "salary cost above this year's profit (fixed salary only), paid from reserves or loans"
    }),
    taxableIncome: RuleMoney.annotate({
      description: "director's taxable income (salary less SI and GESY within the 1/5 cap)"
    }),
    netSalary: moneyFrom(
      "salary",
      "personalTaxes.incomeTax",
      "personalTaxes.socialInsurance",
      "personalTaxes.gesyOnSalary"
    ),
    dividendSdcRatePercent: Schema.Finite,
    netDividend: moneyFrom("dividend", "personalTaxes.specialDefenceContribution", "personalTaxes.gesyOnDividend"),
    totalTaxesAndContributions: moneyFrom("corporateTax", "employerContributions", "personalTaxes.total").annotate({
      description: "corporate tax + employer contributions + personal taxes"
    }),
    effectiveRatePercent: Schema.Finite.annotate({
      description: "totalTaxesAndContributions / profit before director pay x 100, 2 decimals; 0 without profit"
    }),
    traces: tracesOf("corporateTax", "taxableIncome").annotate({
      description: "the rule, year and sources of the corporate tax and of the taxable income"
    })
  }),
  corners: Schema.Struct({
    allSalary: Split.annotate({
      description: "the largest salary this year's profit can pay (with its employer contributions)"
    }),
    allDividend: Split.annotate({ description: "no salary: the whole profit after corporate tax as dividend" })
  }),
  soleTrader: Schema.Struct({
    profit: InputMoney.annotate({ description: "revenue - operating expenses, not below 0 (no company admin cost)" }),
    incomeTax: RuleMoney,
    socialInsurance: RuleMoney,
    gesy: RuleMoney,
    netIncome: moneyFrom("profit", "incomeTax", "socialInsurance", "gesy"),
    traces: tracesOf("incomeTax", "socialInsurance", "gesy").annotate({
      description: "the rule, year and sources of each tax"
    })
  }).annotate({ description: "the same business run as a sole trader (self-employed), for comparison" }),
  comparativeDeltaVsSole: moneyFrom("netCash", "soleTrader.netIncome").annotate({
    description: "netCash - soleTrader.netIncome (positive: the company leaves more)"
  }),
  search: Schema.Struct({
    method: Schema.String,
    evaluations: Schema.Int.annotate({ description: "net-cash evaluations and income-tax probes used" }),
    salaryFrom: bySearch,
    salaryTo: bySearch.annotate({ description: "largest salary searched: the zero-profit point" }),
    breakpoints: Schema.Array(bySearch).annotate({ description: "salaries where the net-cash line changes slope" })
  }),
  series: Schema.Array(
    Schema.Struct({
      salary: bySearch,
      dividend: bySearch,
      netCash: bySearch,
      taxesAndContributions: bySearch
    })
  ).annotate({ description: "net cash by salary from 0 to the zero-profit point, for charting" }),
  rulesApplied: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      value: Schema.Finite,
      unit: Schema.Literals(["percent", "EUR"]),
      ...TraceFields,
      note: Schema.NullOr(Schema.String)
    })
  ),
  comparison: Schema.NullOr(
    Schema.Struct({
      year: Schema.Literals(COMPANY_TAX_YEARS).annotate({ description: "compareWithYear" }),
      figures: Schema.Array(
        Schema.Struct({
          figure: Schema.String.annotate({ description: "an output field, by path" }),
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
export type DirectorRemunerationOutput = typeof DirectorRemunerationOutput.Type
