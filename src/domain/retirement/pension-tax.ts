import { traceOf } from "../../core/cells.ts"
import { INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import { cents, divRound, pct } from "../../core/money.ts"
import { FOREIGN_PENSION_OPTION, PENSION_GESY, PENSION_TAX_YEAR } from "../../rules/retirement.ts"

/**
 * Yearly tax on a resident's pensions (no other income), in integer cents rounded half away from zero:
 * all streams are added up first; GESY is charged once on the total up to the one yearly ceiling; the
 * income tax scale (personal allowance = the 0% band) applies once to the total, less the GESY paid on
 * it (art. 14, within the 1/5 cap). Foreign pensions may instead be taxed apart at 5% above the one
 * exempt amount (art. 20); the cheaper method is taken.
 */
export interface PensionTax {
  readonly grossAnnual: number
  readonly incomeTax: number
  /** the 5% tax on foreign pensions when that option is used, else 0 */
  readonly foreignPensionTax: number
  readonly gesy: number
  readonly netAnnual: number
  readonly foreignPensionOptionUsed: boolean
}

const RULES = INCOME_TAX_RULES[PENSION_TAX_YEAR]
/** The art. 14 cap as a whole denominator (1/5 -> 5): income / 5 rounded to the cent, as the income tax calculator
 * does. */
const CAP_DENOMINATOR = Math.round(1 / RULES.article14.capFractionOfIncome.value)

/** Income tax at the scale on taxable income (cents), each band rounded to the cent. */
const scaleTax = (taxableC: number): number =>
  RULES.bands.value.reduce((sum, b) => {
    const toC = b.to === null ? Number.POSITIVE_INFINITY : cents(b.to)
    return sum + pct(Math.max(0, Math.min(taxableC, toC) - cents(b.from)), b.ratePercent)
  }, 0)

const gesyOn = (incomeC: number): number =>
  pct(Math.min(incomeC, cents(PENSION_GESY.value.annualIncomeCeiling)), PENSION_GESY.value.ratePercent)

/** Scale tax on incomeC with the GESY paid on it deducted inside the art. 14 cap. */
const scaleTaxAfterGesy = (incomeC: number, gesyC: number): number =>
  scaleTax(Math.max(0, incomeC - Math.min(gesyC, divRound(incomeC, CAP_DENOMINATOR))))

/** The rules, tax year and sources of each tax on the pensions (the calculation below). */
export const PENSION_TAX_TRACES = {
  incomeTax: traceOf(PENSION_TAX_YEAR, RULES.bands, RULES.article14.capFractionOfIncome, PENSION_GESY),
  foreignPensionTax: traceOf(PENSION_TAX_YEAR, FOREIGN_PENSION_OPTION),
  gesy: traceOf(PENSION_TAX_YEAR, PENSION_GESY)
} as const

/** Annual gross Cyprus and foreign pensions (EUR) to their tax and net (EUR, to the cent). */
export const taxPensions = (cyprusAnnual: number, foreignAnnual: number): PensionTax => {
  const cyC = cents(cyprusAnnual)
  const foC = cents(foreignAnnual)
  const grossC = cyC + foC
  const gesyC = gesyOn(grossC)
  const allAtScaleC = scaleTaxAfterGesy(grossC, gesyC)
  const option = FOREIGN_PENSION_OPTION.value
  const flatC = pct(Math.max(0, foC - cents(option.exemptAmount)), option.ratePercent)
  const splitScaleC = scaleTaxAfterGesy(cyC, gesyOn(cyC))
  const useOption = foC > 0 && flatC + splitScaleC < allAtScaleC
  const incomeTaxC = useOption ? splitScaleC : allAtScaleC
  const foreignC = useOption ? flatC : 0
  return {
    grossAnnual: grossC / 100,
    incomeTax: incomeTaxC / 100,
    foreignPensionTax: foreignC / 100,
    gesy: gesyC / 100,
    netAnnual: (grossC - incomeTaxC - foreignC - gesyC) / 100,
    foreignPensionOptionUsed: useOption
  }
}
