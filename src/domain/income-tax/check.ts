// The income tax request's cross-field rules that depend on the tax year (the Schema checks the others).
import type { FieldErrors } from "../../core/errors.ts"
import { formatCents as fmt } from "../../core/format.ts"
import { cents } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import { type HouseholdType, INCOME_TAX_RULES, TAX_REFORM_YEAR } from "../../rules/income-tax.ts"
import { DEFAULT_TAX_YEAR } from "../../rules/years.ts"
import type { IncomeTaxInput } from "./input.ts"

/** The 2026-only fields, and whether a sent value claims a deduction. */
const ONLY_2026 = {
  dependentChildren: (i: IncomeTaxInput) => (i.dependentChildren ?? 0) > 0,
  isSingleParent: (i: IncomeTaxInput) => i.isSingleParent === true,
  housingCostPaid: (i: IncomeTaxInput) => (i.housingCostPaid ?? 0) > 0,
  greenInvestment: (i: IncomeTaxInput) => (i.greenInvestment ?? 0) > 0,
  naturalDisasterInsurancePremium: (i: IncomeTaxInput) => (i.naturalDisasterInsurancePremium ?? 0) > 0
} as const

/** Whether the request claims a 2026 deduction that has an income test (children, housing, green). */
export const claimsIncomeTestedDeduction = (i: IncomeTaxInput): boolean =>
  (i.dependentChildren ?? 0) > 0 || i.housingCostPaid !== undefined || i.greenInvestment !== undefined

/** householdType as sent, or "single-parent" when only isSingleParent: true was sent; undefined when not stated. */
export const statedHousehold = (i: IncomeTaxInput): HouseholdType | undefined =>
  i.householdType ?? (i.isSingleParent === true ? "single-parent" : undefined)

/** The taxpayer's own gross income in this request, in cents: salary, self-employment profit, rent, pensions,
 * interest and dividends. */
const ownIncomeCents = (i: IncomeTaxInput): number => {
  const profitC =
    i.employmentType === "self-employed" ? Math.max(0, cents(i.turnover ?? 0) - cents(i.businessExpenses ?? 0)) : 0
  const others = [
    i.salaryIncome,
    i.rentalIncome,
    i.pensionIncome,
    i.foreignPensionIncome,
    i.interestIncome,
    i.dividendIncome
  ]
  return others.reduce((sum: number, amount) => sum + cents(amount ?? 0), profitC)
}

const ASK_HOUSEHOLD =
  "Ask the user for their household type (single: no spouse or civil partner and no dependent child; couple: " +
  "married, civil partners, or living with the other parent of a common child; single-parent: no spouse or " +
  "partner, with custody of a dependent child), the number of dependent children, and the annual gross income " +
  `the ${TAX_REFORM_YEAR} limits are tested on (a couple's combined gross income; the taxpayer's own for a single person or ` +
  "single parent)."

export const checkIncomeTaxInput = (input: IncomeTaxInput): InputProblem | null => {
  const year = input.legislationVersion ?? DEFAULT_TAX_YEAR
  const fieldErrors: FieldErrors = {}
  if (INCOME_TAX_RULES[year].personalDeductions2026 === null) {
    for (const [key, claims] of Object.entries(ONLY_2026)) {
      if (claims(input))
        fieldErrors[key] = [
          `${key} exists from tax year ${TAX_REFORM_YEAR} (2026 tax reform); it cannot be claimed for ${year}`
        ]
    }
    if (Object.keys(fieldErrors).length > 0) {
      return new InputProblem(
        fieldErrors,
        `Remove the fields that exist from ${TAX_REFORM_YEAR}, or set legislationVersion to "${TAX_REFORM_YEAR}" or later.`
      )
    }
    return null
  }
  const children = input.dependentChildren ?? 0
  const household = statedHousehold(input)
  if (
    input.householdType !== undefined &&
    input.isSingleParent !== undefined &&
    (input.householdType === "single-parent") !== input.isSingleParent
  ) {
    fieldErrors.isSingleParent = [
      `isSingleParent is ${input.isSingleParent} but householdType is "${input.householdType}": send one of them, or make them agree`
    ]
  }
  if (household === "single" && children > 0) {
    fieldErrors.householdType = [
      'a single person has no dependent children: a parent without spouse or partner is "single-parent", a parent with one is "couple"'
    ]
  }
  if (household === "single-parent" && children === 0) {
    fieldErrors.dependentChildren = [
      "a single-parent family has at least one dependent child: send dependentChildren (1 or more)"
    ]
  }
  // Non-residents are refused these deductions, so their household and income need not be asked.
  if (claimsIncomeTestedDeduction(input) && input.isTaxResident !== false) {
    if (household === undefined) {
      fieldErrors.householdType = [
        `householdType is required when dependentChildren, housingCostPaid or greenInvestment is sent: the income limit of the ${TAX_REFORM_YEAR} deductions depends on it (single, couple or single-parent)`
      ]
    }
    if (input.familyIncome === undefined) {
      fieldErrors.familyIncome = [
        `familyIncome is required when dependentChildren, housingCostPaid or greenInvestment is sent: the ${TAX_REFORM_YEAR} deductions depend on gross income (a couple's combined, or the taxpayer's own if single or a single parent)`
      ]
    } else if (cents(input.familyIncome) < ownIncomeCents(input)) {
      fieldErrors.familyIncome = [
        `familyIncome (EUR ${fmt(cents(input.familyIncome))}) is below the taxpayer's own income sent here (EUR ${fmt(ownIncomeCents(input))}): it is the gross income before deductions, including this income`
      ]
    }
  }
  if (Object.keys(fieldErrors).length > 0) return new InputProblem(fieldErrors, ASK_HOUSEHOLD)
  return null
}
