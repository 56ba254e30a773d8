import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { divRound, cents, euros, pct, roundCents } from "../../core/money.ts"
import { calculateIncomeTax } from "../../domain/income-tax/calculate.ts"
import {
  COMPANY_RULES,
  type CompanyTaxYear,
  type CompanyYearRules,
  type ContributionBase,
  DEFAULT_ANNUAL_CORPORATE_ADMIN_COST,
  type EmployerContributionRule
} from "../../rules/company.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import { type Cited, INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import { OCCUPATIONAL_CATEGORY_RULES, SOCIAL_INSURANCE_RULES } from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { DIRECTOR_ASSUMPTIONS } from "./assumptions.ts"
import type { DirectorRemunerationInput } from "./input.ts"
import type { DirectorRemunerationOutput } from "./output.ts"

// ---------------------------------------------------------------------------------------------
// One split: the company pays salary S, then corporate tax, then the rest as dividend
// ---------------------------------------------------------------------------------------------

interface Context {
  readonly rules: CompanyYearRules
  /** revenue - operating expenses - admin cost, in cents (negative: a loss) */
  readonly profitC: number
  readonly siCeilingC: number
  readonly gesyCeilingC: number
  readonly employerSi: EmployerContributionRule
  readonly sdcPercent: number
  readonly dividendGesyPercent: number
}

type EmployerKey = keyof DirectorRemunerationOutput["employerBreakdown"]
const EMPLOYER_KEYS: ReadonlyArray<EmployerKey> = [
  "socialInsurance",
  "socialCohesion",
  "redundancyFund",
  "humanResourceDevelopment",
  "gesy"
]

const employerRule = (ctx: Context, key: EmployerKey): EmployerContributionRule =>
  key === "socialInsurance" ? ctx.employerSi : ctx.rules.employer[key]

const baseOf = (ctx: Context, base: ContributionBase, salaryC: number): number =>
  base === "uncapped" ? salaryC : Math.min(salaryC, base === "gesy-ceiling" ? ctx.gesyCeilingC : ctx.siCeilingC)

const employerCostC = (ctx: Context, salaryC: number): number => {
  let total = 0
  for (const key of EMPLOYER_KEYS) {
    const r = employerRule(ctx, key)
    total += pct(baseOf(ctx, r.base, salaryC), r.ratePercent.value)
  }
  return total
}

interface CompanySide {
  readonly employerC: number
  readonly taxableProfitC: number
  readonly corporateTaxC: number
  readonly dividendC: number
}

const companySide = (ctx: Context, salaryC: number): CompanySide => {
  const employerC = employerCostC(ctx, salaryC)
  const taxableProfitC = ctx.profitC - salaryC - employerC
  const corporateTaxC = taxableProfitC > 0 ? pct(taxableProfitC, ctx.rules.corporateTaxRatePercent.value) : 0
  return { employerC, taxableProfitC, corporateTaxC, dividendC: Math.max(0, taxableProfitC - corporateTaxC) }
}

interface Evaluation extends CompanySide {
  readonly salaryC: number
  readonly taxableIncomeC: number
  readonly incomeTaxC: number
  readonly employeeSiC: number
  readonly gesySalaryC: number
  readonly sdcC: number
  readonly gesyDividendC: number
  readonly netCashC: number
}

const salaryTax = (ctx: Context, salaryC: number) =>
  calculateIncomeTax({
    salaryIncome: euros(salaryC),
    employmentType: "private",
    legislationVersion: ctx.rules.incomeTaxYear,
    isTaxResident: true
  })

const evaluate = (ctx: Context, salaryC: number): Evaluation => {
  const company = companySide(ctx, salaryC)
  const it = salaryTax(ctx, salaryC)
  const incomeTaxC = cents(it.incomeTax)
  const employeeSiC = cents(it.socialInsurance.amount)
  const gesySalaryC = cents(it.gesy.amount)
  // One GESY ceiling over all the director's income: the salary fills it first.
  const gesyRoomC = Math.max(0, ctx.gesyCeilingC - cents(it.gesy.base))
  const sdcC = pct(company.dividendC, ctx.sdcPercent)
  const gesyDividendC = pct(Math.min(company.dividendC, gesyRoomC), ctx.dividendGesyPercent)
  const netCashC = salaryC - incomeTaxC - employeeSiC - gesySalaryC + company.dividendC - sdcC - gesyDividendC
  return {
    ...company,
    salaryC,
    taxableIncomeC: cents(it.taxableIncome),
    incomeTaxC,
    employeeSiC,
    gesySalaryC,
    sdcC,
    gesyDividendC,
    netCashC
  }
}

const taxesOf = (e: Evaluation): number =>
  e.corporateTaxC + e.employerC + e.incomeTaxC + e.employeeSiC + e.gesySalaryC + e.sdcC + e.gesyDividendC

// ---------------------------------------------------------------------------------------------
// The search. Net cash is piecewise linear in the salary: its slope changes only where the salary
// crosses the social insurance ceiling or the GESY ceiling, where taxable income crosses an income tax
// band edge, where salary plus dividend crosses the GESY ceiling, and at the zero-profit point, so the
// best split is at one of these breakpoints. A grid, refined once around the best, guards against a
// kink the list misses. Salaries a few cents from a breakpoint are not tried: there the only
// differences are cent rounding, which would otherwise pick salaries like EUR 0.16.
// ---------------------------------------------------------------------------------------------

const GRID_STEPS = 100
const REFINE_STEPS = 40

/** Largest salary (cents) whose cost with employer contributions fits in this year's profit. */
const zeroProfitSalaryC = (ctx: Context): number => {
  if (ctx.profitC <= 0) return 0
  let lo = 0
  let hi = ctx.profitC
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (mid + employerCostC(ctx, mid) <= ctx.profitC) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Smallest x in [lo, hi] with pred(x) true, for a predicate false then true; null if never true. */
const firstTrue = (lo: number, hi: number, pred: (x: number) => boolean): number | null => {
  if (!pred(hi)) return null
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (pred(mid)) hi = mid
    else lo = mid + 1
  }
  return lo
}

interface SearchResult {
  readonly best: Evaluation
  readonly evaluations: number
  readonly breakpointsC: ReadonlyArray<number>
  readonly at: (salaryC: number) => Evaluation
}

const makeEvaluator = (ctx: Context) => {
  const cache = new Map<number, Evaluation>()
  let probes = 0
  return {
    at: (salaryC: number): Evaluation => {
      let e = cache.get(salaryC)
      if (e === undefined) {
        e = evaluate(ctx, salaryC)
        cache.set(salaryC, e)
      }
      return e
    },
    taxableIncomeC: (salaryC: number): number => {
      probes++
      return cents(salaryTax(ctx, salaryC).taxableIncome)
    },
    count: () => cache.size + probes
  }
}

const gridOf = (from: number, to: number, steps: number): Array<number> => {
  const out: Array<number> = []
  for (let k = 0; k <= steps; k++) out.push(roundCents(from + ((to - from) * k) / steps))
  return out
}

const search = (ctx: Context, maxC: number): SearchResult => {
  const ev = makeEvaluator(ctx)
  const clamp = (x: number) => Math.min(maxC, Math.max(0, x))
  const grid = gridOf(0, maxC, GRID_STEPS)

  const breakpoints = new Set<number>([0, maxC])
  for (const b of [ctx.siCeilingC, ctx.gesyCeilingC]) if (b < maxC) breakpoints.add(b)
  for (const band of INCOME_TAX_RULES[ctx.rules.incomeTaxYear].bands.value) {
    if (band.from <= 0) continue
    const s = firstTrue(0, maxC, (x) => ev.taxableIncomeC(x) >= cents(band.from))
    if (s !== null) breakpoints.add(s)
  }
  // where salary plus dividend reaches the GESY ceiling: bracketed on the grid, then bisected
  const over = (x: number) => companySide(ctx, x).dividendC + Math.min(x, ctx.gesyCeilingC) >= ctx.gesyCeilingC
  for (let k = 1; k < grid.length; k++) {
    const a = grid[k - 1] ?? 0
    const b = grid[k] ?? 0
    if (over(a) !== over(b)) {
      const s = over(b) ? firstTrue(a, b, over) : firstTrue(a, b, (x) => !over(x))
      if (s !== null) breakpoints.add(s)
    }
  }

  let best = ev.at(0)
  const consider = (x: number) => {
    const e = ev.at(clamp(x))
    if (e.netCashC > best.netCashC || (e.netCashC === best.netCashC && e.salaryC < best.salaryC)) best = e
  }
  for (const b of breakpoints) consider(b)
  for (const x of grid) consider(x)
  const half = Math.ceil(maxC / GRID_STEPS)
  const centre = best.salaryC
  for (const x of gridOf(centre - half, centre + half, REFINE_STEPS)) consider(x)
  return { best, evaluations: ev.count(), breakpointsC: [...breakpoints].sort((a, b) => a - b), at: ev.at }
}

export const SEARCH_METHOD =
  "Breakpoint search: net cash is piecewise linear in the salary, so it is evaluated at every salary where its slope " +
  "can change (0; the social insurance ceiling; the GESY ceiling; each income tax band edge, found by bisection; " +
  "salary plus dividend reaching the GESY ceiling; the zero-profit point, where salary and employer contributions " +
  `use the whole profit), then on a ${GRID_STEPS + 1}-point grid from 0 to the zero-profit point and a ` +
  `${REFINE_STEPS + 1}-point grid refined around the best (a fixed budget of about 300 evaluations). ` +
  "Ties go to the lower salary."

// ---------------------------------------------------------------------------------------------
// The calculation
// ---------------------------------------------------------------------------------------------

const SERIES_POINTS = 20
const SOLE_TRADER_CATEGORY = "wholesaler-estate-agent-business-owner" as const

const contextOf = (input: DirectorRemunerationInput): Context => {
  const rules = COMPANY_RULES[input.taxYear]
  const si = SOCIAL_INSURANCE_RULES[rules.incomeTaxYear]
  const gesy = GESY_RULES[rules.incomeTaxYear]
  const sdc = input.isNonDomiciled ? rules.dividendSdcNonDomiciledPercent : rules.dividendSdcDomiciledPercent
  const adminC = cents(input.annualCorporateAdminCost ?? DEFAULT_ANNUAL_CORPORATE_ADMIN_COST)
  return {
    rules,
    profitC: cents(input.corporateGrossProfit) - cents(input.operatingExpenses) - adminC,
    siCeilingC: cents(si.maxInsurableEarnings.value),
    gesyCeilingC: cents(gesy.annualIncomeCeiling.value),
    employerSi: { ratePercent: si.employerRatePercent, base: "social-insurance-ceiling" },
    sdcPercent: sdc.value,
    dividendGesyPercent: gesy.otherIncomeRatePercent.value
  }
}

/** Net cash and taxes of one salary for the company described by input (no search). */
export const evaluateSplit = (input: DirectorRemunerationInput, salary: number) => {
  const e = evaluate(contextOf(input), cents(salary))
  return {
    salary: euros(e.salaryC),
    dividend: euros(e.dividendC),
    netCash: euros(e.netCashC),
    taxesAndContributions: euros(taxesOf(e))
  }
}

/** Pure. Expects input accepted by DirectorRemunerationInput. */
export const optimiseDirectorRemuneration = (input: DirectorRemunerationInput): DirectorRemunerationOutput => {
  const year: CompanyTaxYear = input.taxYear
  const ctx = contextOf(input)
  const rules = ctx.rules
  const si = SOCIAL_INSURANCE_RULES[rules.incomeTaxYear]
  const gesy = GESY_RULES[rules.incomeTaxYear]
  const nonDom = input.isNonDomiciled
  const sdc = nonDom ? rules.dividendSdcNonDomiciledPercent : rules.dividendSdcDomiciledPercent
  const adminDefaulted = input.annualCorporateAdminCost === undefined
  const revenueC = cents(input.corporateGrossProfit)
  const expensesC = cents(input.operatingExpenses)
  const adminC = cents(input.annualCorporateAdminCost ?? DEFAULT_ANNUAL_CORPORATE_ADMIN_COST)

  const maxC = zeroProfitSalaryC(ctx)
  const found = search(ctx, maxC)
  const fixed = input.directorSalaryAllocation
  const chosen = fixed === undefined ? found.best : found.at(cents(fixed))
  const corners = { allSalary: found.at(maxC), allDividend: found.at(0) }

  // Sole trader with the same revenue and expenses (income tax module, self-employed)
  const sole = calculateIncomeTax({
    salaryIncome: 0,
    employmentType: "self-employed",
    legislationVersion: rules.incomeTaxYear,
    isTaxResident: true,
    turnover: input.corporateGrossProfit,
    businessExpenses: input.operatingExpenses,
    occupationalCategory: SOLE_TRADER_CATEGORY
  })

  // Rules used, with their sources
  const used: Array<SourceId> = []
  const rulesApplied: Array<DirectorRemunerationOutput["rulesApplied"][number]> = []
  const cite = (name: string, c: Cited<number>, unit: "percent" | "EUR") => {
    used.push(...c.sources)
    rulesApplied.push({ name, value: c.value, unit, ...traceOf(year, c), note: c.note ?? null })
  }
  cite("Corporate income tax rate", rules.corporateTaxRatePercent, "percent")
  cite(`SDC on dividends (${nonDom ? "non-domiciled" : "domiciled"})`, sdc, "percent")
  cite("GESY on dividends", gesy.otherIncomeRatePercent, "percent")
  cite("GESY yearly income ceiling (salary and dividends together)", gesy.annualIncomeCeiling, "EUR")
  cite("Social insurance maximum insurable earnings", si.maxInsurableEarnings, "EUR")
  cite("Employer social insurance", si.employerRatePercent, "percent")
  cite("Employer social cohesion fund", rules.employer.socialCohesion.ratePercent, "percent")
  cite("Employer redundancy fund", rules.employer.redundancyFund.ratePercent, "percent")
  cite("Employer human resource development levy", rules.employer.humanResourceDevelopment.ratePercent, "percent")
  cite("Employer GESY", rules.employer.gesy.ratePercent, "percent")
  for (const c of [
    rules.dividendIncomeTaxExempt,
    rules.dividendGesyRegardlessOfDomicile,
    rules.employerContributionsDeductible,
    rules.deemedDividendDistribution,
    INCOME_TAX_RULES[rules.incomeTaxYear].bands,
    si.employeeRatePercent,
    gesy.employeeRatePercent
  ]) {
    used.push(...c.sources)
  }

  // Assumptions: defaults first, then the model
  const said = assumptionList(DIRECTOR_ASSUMPTIONS)
  if (adminDefaulted)
    said.add("director.admin-cost-default", {
      field: "annualCorporateAdminCost",
      value: euros(adminC),
      reason: "omitted"
    })
  said.add("director.sole-owner", { reason: "model" })
  said.add("director.profit-paid-out", { reason: "model" })
  said.add("director.employer-contributions", {
    rule: "social-insurance.employer-rate",
    value: si.employerRatePercent.value,
    reason: "model",
    params: {
      redundancy: rules.employer.redundancyFund.ratePercent.value,
      hrd: rules.employer.humanResourceDevelopment.ratePercent.value,
      cohesion: rules.employer.socialCohesion.ratePercent.value,
      gesy: rules.employer.gesy.ratePercent.value,
      gesyCeiling: euros(cents(gesy.annualIncomeCeiling.value))
    }
  })
  if (rules.employerContributionsDeductible.note !== undefined && rules.employerContributionsDeductible.note !== "")
    said.add("director.social-cohesion-deductible", {
      rule: "company.employer-contributions-deductible",
      reason: "rule"
    })
  said.add("director.income-tax-on-salary", { reason: "model" })
  if (nonDom)
    said.add("director.non-domiciled-dividends", {
      field: "isNonDomiciled",
      rule: "company.dividend-sdc-non-domiciled-rate",
      value: true,
      reason: "rule",
      params: { gesy: gesy.otherIncomeRatePercent.value }
    })
  else
    said.add("director.domiciled-dividends", {
      field: "isNonDomiciled",
      rule: "company.dividend-sdc-domiciled-rate",
      value: sdc.value,
      reason: "rule",
      params: { gesy: gesy.otherIncomeRatePercent.value }
    })
  said.add(year < 2026 ? "director.deemed-distribution-2025" : "director.deemed-distribution-2026", {
    rule: "company.deemed-dividend-distribution",
    reason: "rule"
  })
  said.add("director.benefits-not-counted", { reason: "excluded" })
  said.add(
    OCCUPATIONAL_CATEGORY_RULES[SOLE_TRADER_CATEGORY].minimumAnnualInsurableIncome[rules.incomeTaxYear].value === null
      ? "director.sole-trader-comparison-actual"
      : "director.sole-trader-comparison-minimum",
    {
      rule: "social-insurance.self-employed-rate",
      value: si.selfEmployedRatePercent.value,
      reason: "model",
      params: { gesy: gesy.selfEmployedRatePercent.value }
    }
  )
  said.add("director.rounding", { reason: "model" })
  if (!nonDom && rules.dividendSdcDomiciledPercent.note !== undefined)
    said.add("director.sdc-earlier-profits", { rule: "company.dividend-sdc-domiciled-rate", reason: "rule" })
  if (fixed === undefined)
    said.add("director.search", {
      field: "directorSalaryAllocation",
      reason: "model",
      params: { gridPoints: GRID_STEPS + 1, refinePoints: REFINE_STEPS + 1 }
    })
  else said.add("director.fixed-salary", { field: "directorSalaryAllocation", value: fixed, reason: "input" })
  if (ctx.profitC <= 0) said.add("director.no-profit", { value: euros(ctx.profitC), reason: "model" })
  const shortfallC = Math.max(0, chosen.salaryC + chosen.employerC - Math.max(0, ctx.profitC))
  if (shortfallC > 0)
    said.add("director.salary-exceeds-profit", {
      field: "directorSalaryAllocation",
      value: euros(shortfallC),
      reason: "model"
    })

  const ceilingOf: Record<ContributionBase, ReadonlyArray<Cited<unknown>>> = {
    "social-insurance-ceiling": [si.maxInsurableEarnings],
    "gesy-ceiling": [gesy.annualIncomeCeiling],
    uncapped: []
  }
  const employerPart = (key: EmployerKey): DirectorRemunerationOutput["employerBreakdown"][EmployerKey] => {
    const r = employerRule(ctx, key)
    const baseC = baseOf(ctx, r.base, chosen.salaryC)
    return {
      ratePercent: r.ratePercent.value,
      base: euros(baseC),
      amount: euros(pct(baseC, r.ratePercent.value)),
      ...traceOf(year, r.ratePercent, ...ceilingOf[r.base])
    }
  }
  const employerBreakdown = Object.fromEntries(
    EMPLOYER_KEYS.map((key) => [key, employerPart(key)])
  ) as DirectorRemunerationOutput["employerBreakdown"]
  const personalYear = rules.incomeTaxYear
  const incomeTaxRules = INCOME_TAX_RULES[personalYear]

  const personalC = chosen.incomeTaxC + chosen.employeeSiC + chosen.gesySalaryC + chosen.sdcC + chosen.gesyDividendC
  const taxesC = taxesOf(chosen)
  const split = (e: Evaluation) => ({
    salary: euros(e.salaryC),
    dividend: euros(e.dividendC),
    netCash: euros(e.netCashC)
  })
  const seriesSalaries = new Set(gridOf(0, maxC, SERIES_POINTS))
  seriesSalaries.add(chosen.salaryC)
  const series = [...seriesSalaries]
    .sort((a, b) => a - b)
    .map((s) => {
      const e = found.at(s)
      return { ...split(e), taxesAndContributions: euros(taxesOf(e)) }
    })
  const soleNetC = cents(sole.netAnnualIncome)

  return {
    taxYear: year,
    isNonDomiciled: nonDom,
    mode: fixed === undefined ? "optimised" : "fixed-salary",
    optimalSalary: euros(chosen.salaryC),
    optimalDividend: euros(chosen.dividendC),
    netCash: euros(chosen.netCashC),
    corporateTax: euros(chosen.corporateTaxC),
    employerContributions: euros(chosen.employerC),
    employerBreakdown,
    personalTaxes: {
      incomeTax: euros(chosen.incomeTaxC),
      socialInsurance: euros(chosen.employeeSiC),
      gesyOnSalary: euros(chosen.gesySalaryC),
      specialDefenceContribution: euros(chosen.sdcC),
      gesyOnDividend: euros(chosen.gesyDividendC),
      total: euros(personalC),
      traces: {
        incomeTax: traceOf(personalYear, incomeTaxRules.bands),
        socialInsurance: traceOf(personalYear, si.employeeRatePercent, si.maxInsurableEarnings),
        gesyOnSalary: traceOf(personalYear, gesy.employeeRatePercent, gesy.annualIncomeCeiling),
        specialDefenceContribution: traceOf(year, sdc),
        gesyOnDividend: traceOf(personalYear, gesy.otherIncomeRatePercent, gesy.annualIncomeCeiling)
      }
    },
    breakdown: {
      revenue: euros(revenueC),
      operatingExpenses: euros(expensesC),
      annualCorporateAdminCost: euros(adminC),
      profitBeforeDirectorPay: euros(ctx.profitC),
      salary: euros(chosen.salaryC),
      employerContributions: euros(chosen.employerC),
      taxableProfit: euros(chosen.taxableProfitC),
      corporateTaxRatePercent: rules.corporateTaxRatePercent.value,
      corporateTax: euros(chosen.corporateTaxC),
      dividend: euros(chosen.dividendC),
      salaryFundedOutsideProfit: euros(shortfallC),
      taxableIncome: euros(chosen.taxableIncomeC),
      netSalary: euros(chosen.salaryC - chosen.incomeTaxC - chosen.employeeSiC - chosen.gesySalaryC),
      dividendSdcRatePercent: sdc.value,
      netDividend: euros(chosen.dividendC - chosen.sdcC - chosen.gesyDividendC),
      totalTaxesAndContributions: euros(taxesC),
      effectiveRatePercent: ctx.profitC > 0 ? euros(divRound(taxesC * 10_000, ctx.profitC)) : 0,
      traces: {
        corporateTax: traceOf(year, rules.corporateTaxRatePercent),
        taxableIncome: traceOf(personalYear, incomeTaxRules.article14.capFractionOfIncome)
      }
    },
    corners: { allSalary: split(corners.allSalary), allDividend: split(corners.allDividend) },
    soleTrader: {
      profit: sole.income.selfEmploymentProfit,
      incomeTax: sole.incomeTax,
      socialInsurance: sole.socialInsurance.amount,
      gesy: sole.gesy.amount,
      netIncome: euros(soleNetC),
      traces: {
        incomeTax: traceOf(personalYear, incomeTaxRules.bands),
        socialInsurance: traceOf(personalYear, sole.socialInsurance),
        gesy: traceOf(personalYear, sole.gesy)
      }
    },
    comparativeDeltaVsSole: euros(chosen.netCashC - soleNetC),
    search: {
      method:
        fixed === undefined
          ? SEARCH_METHOD
          : "none: directorSalaryAllocation evaluated as given (corners and series still computed)",
      evaluations: found.evaluations,
      salaryFrom: 0,
      salaryTo: euros(maxC),
      breakpoints: found.breakpointsC.map(euros)
    },
    series,
    rulesApplied,
    comparison: null,
    sources: citeSources(used),
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
