// "What changed for me": the income tax of the same person under another tax year's rules, figure by figure, each
// with the rule behind it in both years.
import { mergedTrace } from "../../core/cells.ts"
import { compareFigures, type Figure } from "../../core/comparison.ts"
import type { TaxYear } from "../../rules/years.ts"
import type { IncomeTaxInput } from "./input.ts"
import type { IncomeTaxOutput } from "./output.ts"

type Comparison = NonNullable<IncomeTaxOutput["comparison"]>

const merged = mergedTrace

/** The headline figures of an answer, each with the rules it rests on. */
const figuresOf = (o: IncomeTaxOutput): ReadonlyArray<Figure> => {
  const year = Number(o.legislationVersion)
  const bands = o.incomeTaxByBand.slice(0, 1)
  const sections = [...bands, o.socialInsurance, o.gesy, o.defenceContribution]
  return [
    { figure: "taxableIncome", amount: o.taxableIncome, trace: merged(year, [...o.deductions, ...bands]) },
    {
      figure: "incomeTax",
      amount: o.incomeTax,
      trace: merged(year, o.foreignPension === null ? bands : [...bands, o.foreignPension])
    },
    { figure: "socialInsurance", amount: o.socialInsurance.amount, trace: o.socialInsurance },
    { figure: "gesy", amount: o.gesy.amount, trace: o.gesy },
    { figure: "defenceContribution", amount: o.defenceContribution.amount, trace: o.defenceContribution },
    { figure: "totalContributionsAndTax", amount: o.totalContributionsAndTax, trace: merged(year, sections) },
    { figure: "netAnnualIncome", amount: o.netAnnualIncome, trace: merged(year, sections) },
    ...o.deductions.map((d) => ({ figure: `deduction: ${d.name}`, amount: d.allowed, trace: d }))
  ]
}

/**
 * Both years' figures (a deduction that exists in one year only is 0 in the other, core/comparison.ts), the difference (this year less
 * the other), and whether it changed. Fields sent for one year only (the 2026 deductions) are ignored by the other.
 */
export const compareWithYear = (
  input: IncomeTaxInput,
  thisYear: IncomeTaxOutput,
  otherYear: TaxYear,
  calculate: (input: IncomeTaxInput) => IncomeTaxOutput
): Comparison => {
  const other = calculate({ ...input, legislationVersion: otherYear })
  const { figures, changed } = compareFigures(
    figuresOf(thisYear),
    figuresOf(other),
    Number(thisYear.legislationVersion),
    otherYear
  )
  return {
    year: String(otherYear) as Comparison["year"],
    figures,
    changed,
    note: `The same inputs under the ${otherYear} rules; difference = ${thisYear.legislationVersion} less ${otherYear}. Call with legislationVersion ${otherYear} for that year's full breakdown.`
  }
}
