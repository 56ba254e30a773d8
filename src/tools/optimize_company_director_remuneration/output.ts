import { Schema } from "effect"
import { Money, SourceReferences } from "../../core/cells.ts"
import { COMPANY_TAX_YEARS } from "../../rules/company.ts"

const eurNote = (description: string) => Money.annotate({ description })

const Split = Schema.Struct({ salary: Money, dividend: Money, netCash: Money })

const EmployerPart = Schema.Struct({
  ratePercent: Schema.Finite,
  base: eurNote("salary on which the rate is charged (after its ceiling, if any)"),
  amount: Money
})

export const DirectorRemunerationOutput = Schema.Struct({
  taxYear: Schema.Literals(COMPANY_TAX_YEARS),
  isNonDomiciled: Schema.Boolean,
  mode: Schema.Literals(["optimised", "fixed-salary"]).annotate({
    description: "optimised: the best salary found by the search; fixed-salary: directorSalaryAllocation evaluated as given"
  }),
  optimalSalary: eurNote("gross yearly salary of the split reported (the best one, or the fixed one)"),
  optimalDividend: eurNote("dividend paid: the whole profit left after salary, employer contributions and corporate tax"),
  netCash: eurNote("net salary plus net dividend: what the director keeps"),
  corporateTax: Money,
  employerContributions: eurNote("total of employerBreakdown"),
  employerBreakdown: Schema.Struct({
    socialInsurance: EmployerPart,
    socialCohesion: EmployerPart,
    redundancyFund: EmployerPart,
    humanResourceDevelopment: EmployerPart,
    gesy: EmployerPart
  }),
  personalTaxes: Schema.Struct({
    incomeTax: Money,
    socialInsurance: eurNote("employee share on the salary"),
    gesyOnSalary: Money,
    specialDefenceContribution: eurNote("SDC on the dividend"),
    gesyOnDividend: Money,
    total: Money
  }),
  breakdown: Schema.Struct({
    revenue: Money,
    operatingExpenses: Money,
    annualCorporateAdminCost: Money,
    profitBeforeDirectorPay: eurNote("revenue - operating expenses - admin cost (negative: a loss)"),
    salary: Money,
    employerContributions: Money,
    taxableProfit: eurNote("profit before director pay - salary - employer contributions (negative: a loss, no tax)"),
    corporateTaxRatePercent: Schema.Finite,
    corporateTax: Money,
    dividend: Money,
    salaryFundedOutsideProfit: eurNote("salary cost above this year's profit (fixed salary only), paid from reserves or loans"),
    taxableIncome: eurNote("director's taxable income (salary less SI and GESY within the 1/5 cap)"),
    netSalary: Money,
    dividendSdcRatePercent: Schema.Finite,
    netDividend: Money,
    totalTaxesAndContributions: eurNote("corporate tax + employer contributions + personal taxes"),
    effectiveRatePercent: eurNote("totalTaxesAndContributions / profit before director pay x 100, 2 decimals; 0 without profit")
  }),
  corners: Schema.Struct({
    allSalary: Split.annotate({ description: "the largest salary this year's profit can pay (with its employer contributions)" }),
    allDividend: Split.annotate({ description: "no salary: the whole profit after corporate tax as dividend" })
  }),
  soleTrader: Schema.Struct({
    profit: eurNote("revenue - operating expenses, not below 0 (no company admin cost)"),
    incomeTax: Money,
    socialInsurance: Money,
    gesy: Money,
    netIncome: Money
  }).annotate({ description: "the same business run as a sole trader (self-employed), for comparison" }),
  comparativeDeltaVsSole: eurNote("netCash - soleTrader.netIncome (positive: the company leaves more)"),
  search: Schema.Struct({
    method: Schema.String,
    evaluations: Schema.Int.annotate({ description: "net-cash evaluations and income-tax probes used" }),
    salaryFrom: Money,
    salaryTo: eurNote("largest salary searched: the zero-profit point"),
    breakpoints: Schema.Array(Money).annotate({ description: "salaries where the net-cash line changes slope" })
  }),
  series: Schema.Array(Schema.Struct({
    salary: Money,
    dividend: Money,
    netCash: Money,
    taxesAndContributions: Money
  })).annotate({ description: "net cash by salary from 0 to the zero-profit point, for charting" }),
  rulesApplied: Schema.Array(Schema.Struct({
    name: Schema.String,
    value: Schema.Finite,
    unit: Schema.Literals(["percent", "EUR"]),
    rule: Schema.String,
    sources: Schema.Array(Schema.String),
    note: Schema.NullOr(Schema.String)
  })),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String)
})
export type DirectorRemunerationOutput = typeof DirectorRemunerationOutput.Type
