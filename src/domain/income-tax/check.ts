// The income tax request's cross-field rules that depend on the tax year (the Schema checks the others).
import type { FieldErrors } from "../../core/errors.ts"
import { InputProblem } from "../../core/tool.ts"
import { DEFAULT_TAX_YEAR, INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import type { IncomeTaxInput } from "./input.ts"

/** The 2026-only fields, and whether a sent value claims a deduction. */
const ONLY_2026 = {
  dependentChildren: (i: IncomeTaxInput) => (i.dependentChildren ?? 0) > 0,
  isSingleParent: (i: IncomeTaxInput) => i.isSingleParent === true,
  housingCostPaid: (i: IncomeTaxInput) => (i.housingCostPaid ?? 0) > 0,
  greenInvestment: (i: IncomeTaxInput) => (i.greenInvestment ?? 0) > 0,
  naturalDisasterInsurancePremium: (i: IncomeTaxInput) => (i.naturalDisasterInsurancePremium ?? 0) > 0
} as const

export const checkIncomeTaxInput = (input: IncomeTaxInput): InputProblem | null => {
  const year = input.legislationVersion ?? DEFAULT_TAX_YEAR
  const fieldErrors: FieldErrors = {}
  if (INCOME_TAX_RULES[year].personalDeductions2026 === null) {
    for (const [key, claims] of Object.entries(ONLY_2026)) {
      if (claims(input)) fieldErrors[key] = [`${key} exists from tax year 2026 (2026 tax reform); it cannot be claimed for ${year}`]
    }
    if (Object.keys(fieldErrors).length > 0) {
      return new InputProblem(fieldErrors, `Remove the 2026-only fields, or set legislationVersion to "2026".`)
    }
  }
  const claims = (input.dependentChildren ?? 0) > 0 || input.housingCostPaid !== undefined || input.greenInvestment !== undefined
  if (claims && input.familyIncome === undefined) {
    fieldErrors.familyIncome = ["familyIncome is required when dependentChildren, housingCostPaid or greenInvestment is sent: the 2026 deductions depend on total family income"]
  }
  if (input.isSingleParent === true && (input.dependentChildren ?? 0) === 0) {
    fieldErrors.dependentChildren = ["a single-parent family has at least one dependent child: send dependentChildren (1 or more)"]
  }
  if (Object.keys(fieldErrors).length > 0) {
    return new InputProblem(fieldErrors, "Ask the user for the total annual gross family income and the number of dependent children.")
  }
  return null
}
