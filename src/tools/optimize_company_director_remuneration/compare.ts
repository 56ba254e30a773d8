// "What changed for me": the same company re-optimised under another tax year's rules, headline figure by figure,
// each with the rules behind it in both years (mirrors src/domain/income-tax/compare.ts).
import { mergedTrace } from "../../core/cells.ts"
import { compareFigures, type Figure } from "../../core/comparison.ts"
import type { CompanyTaxYear } from "../../rules/company.ts"
import type { DirectorRemunerationInput } from "./input.ts"
import type { DirectorRemunerationOutput } from "./output.ts"

type Comparison = NonNullable<DirectorRemunerationOutput["comparison"]>

const merged = mergedTrace

/** The headline figures of an answer, each with the traces (already in the output) of the rules it rests on. */
const figuresOf = (o: DirectorRemunerationOutput): ReadonlyArray<Figure> => {
  const year = o.taxYear
  const p = o.personalTaxes
  const employer = Object.values(o.employerBreakdown)
  const personal = Object.values(p.traces)
  const corporate = o.breakdown.traces.corporateTax
  // The split is found by evaluating every rule applied at many salaries (bySearch in output.ts).
  const all = merged(year, [...o.rulesApplied, ...personal])
  const sole = merged(year, Object.values(o.soleTrader.traces))
  return [
    { figure: "optimalSalary", amount: o.optimalSalary, trace: all },
    { figure: "optimalDividend", amount: o.optimalDividend, trace: merged(year, [corporate, ...employer]) },
    { figure: "netCash", amount: o.netCash, trace: all },
    { figure: "corporateTax", amount: o.corporateTax, trace: corporate },
    { figure: "employerContributions", amount: o.employerContributions, trace: merged(year, employer) },
    { figure: "personalTaxes.incomeTax", amount: p.incomeTax, trace: p.traces.incomeTax },
    { figure: "personalTaxes.socialInsurance", amount: p.socialInsurance, trace: p.traces.socialInsurance },
    { figure: "personalTaxes.gesyOnSalary", amount: p.gesyOnSalary, trace: p.traces.gesyOnSalary },
    {
      figure: "personalTaxes.specialDefenceContribution",
      amount: p.specialDefenceContribution,
      trace: p.traces.specialDefenceContribution
    },
    { figure: "personalTaxes.gesyOnDividend", amount: p.gesyOnDividend, trace: p.traces.gesyOnDividend },
    { figure: "personalTaxes.total", amount: p.total, trace: merged(year, personal) },
    { figure: "soleTrader.netIncome", amount: o.soleTrader.netIncome, trace: sole },
    { figure: "comparativeDeltaVsSole", amount: o.comparativeDeltaVsSole, trace: merged(year, [all, sole]) }
  ]
}

/** Both years' figures (the other year re-optimised), the difference (this year less the other) and whether it changed. */
export const compareWithYear = (
  input: DirectorRemunerationInput,
  thisYear: DirectorRemunerationOutput,
  otherYear: CompanyTaxYear,
  calculate: (input: DirectorRemunerationInput) => DirectorRemunerationOutput
): Comparison => {
  const { compareWithYear: _ignored, ...rest } = input
  const other = calculate({ ...rest, taxYear: otherYear })
  const { figures, changed } = compareFigures(figuresOf(thisYear), figuresOf(other), thisYear.taxYear, otherYear)
  return {
    year: otherYear,
    figures,
    changed,
    note:
      `The same inputs under the ${otherYear} rules, ${input.directorSalaryAllocation === undefined ? "re-optimised" : "with the same fixed salary"}; ` +
      `difference = ${thisYear.taxYear} less ${otherYear}. Call with taxYear ${otherYear} for that year's full breakdown.`
  }
}
