import { formatCents, formatDecimals } from "../../core/format.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { TAX_REFORM_YEAR } from "../../rules/income-tax.ts"
import { DEFAULT_TAX_YEAR, listYears, TAX_YEARS } from "../../rules/years.ts"
import { calculateIncomeTax } from "../../domain/income-tax/calculate.ts"
import { checkIncomeTaxInput } from "../../domain/income-tax/check.ts"
import { IncomeTaxInput } from "../../domain/income-tax/input.ts"
import { IncomeTaxOutput } from "../../domain/income-tax/output.ts"

const describe = (o: IncomeTaxOutput): Array<string> => {
  const f = (n: number) => formatCents(cents(n))
  const lines = [
    `Cyprus income tax ${o.legislationVersion}${o.legislationYearDefaulted ? " (default year)" : ""}: ${o.employmentType}, ${o.isTaxResident ? "resident" : "non-resident"}.`,
    `Total income EUR ${f(o.income.total)}; taxable income EUR ${f(o.taxableIncome)}.`,
    `Income tax EUR ${f(o.incomeTax)}; social insurance EUR ${f(o.socialInsurance.amount)}; GESY EUR ${f(o.gesy.amount)}.`,
    `Net annual income EUR ${f(o.netAnnualIncome)}; net monthly (annual / 12) EUR ${f(o.netMonthlyIncome)}.`,
    `Effective income tax rate ${formatDecimals(o.effectiveTaxRatePercent, 2)}%.`
  ]
  if (o.employmentExemption !== null) {
    lines.push(
      `Art. 8 ${o.employmentExemption.type} exemption ${o.employmentExemption.applied ? `applied: EUR ${f(o.employmentExemption.amount)}` : `refused: ${o.employmentExemption.reasons.join(" ")}`}`
    )
  }
  if (o.personalDeductionsIncomeTest !== null)
    lines.push(`${TAX_REFORM_YEAR} deductions income test: ${o.personalDeductionsIncomeTest.note}`)
  if (o.article14Cap.note !== null) lines.push(o.article14Cap.note)
  return lines
}

export const calculateCyprusIncomeTax = defineCalculator({
  name: "calculate_cyprus_income_tax",
  topic: "tax",
  toolset: "tax",
  title: "Cyprus income tax, social insurance, GESY and net income",
  description:
    "Computes Cyprus personal income tax, social insurance (employee share), GESY (national health system) " +
    "contributions and net income for a resident or non-resident employee (private or civil service) or sole " +
    `proprietor, for tax years ${listYears(TAX_YEARS)} (default ${DEFAULT_TAX_YEAR}, disclosed). Requires salaryIncome (gross ANNUAL ` +
    "EUR; confirm monthly vs annual with the user; 0 for self-employed only) and employmentType; self-employed " +
    `also need turnover and occupationalCategory. The ${TAX_REFORM_YEAR} child, housing and green deductions also need ` +
    "householdType (single, couple or single-parent: it sets the income limit) and familyIncome. Optional " +
    "incomes, deductions and art. 8 exemption facts come only from the caller and are never inferred; art. 8 exemptions are applied only after their eligibility " +
    "checks pass. Rules, limits and sources are per tax year in the result. Rounding: each contribution, " +
    "deduction limit and band tax is rounded to the cent, half away from zero. Employer contributions are not " +
    "shown. Results are estimates, not tax advice.",
  listing: {
    summary:
      `For a resident or non-resident employee or sole proprietor, tax years ${TAX_YEARS[0]}-${TAX_YEARS.at(-1)} (default ${DEFAULT_TAX_YEAR}). ` +
      "Ask whether the salary is monthly or annual (13th salary?) and send it annual. Never infer the employment " +
      "type, household, incomes, deductions or art. 8 facts: only what the person says.",
    fields: {
      salaryIncome: "Gross ANNUAL EUR; 0 if only self-employed",
      employmentType: "civil = public sector; self-employed also needs turnover and occupationalCategory",
      isTaxResident: "Omitted: resident (disclosed); non-residents send Cyprus income only",
      turnover: "Self-employed: annual gross turnover, EUR",
      businessExpenses: "Self-employed: annual allowable expenses, EUR",
      occupationalCategory: "Self-employed: Social Insurance category, sets the minimum insurable income",
      rentalIncome: "Annual gross rent, EUR",
      lifeInsurancePremiums: "Paid in the year, EUR; needs lifeInsuranceSumInsured",
      pensionFundContributions: "Own contributions to an approved fund in the year, EUR",
      medicalFundContributions: "Own contributions to an approved medical fund, EUR",
      dependentChildren: `${TAX_REFORM_YEAR} on: children claimed for`,
      householdType: `${TAX_REFORM_YEAR} on: with familyIncome, required for the child, housing or green deductions`,
      isSingleParent: `${TAX_REFORM_YEAR} on: single-parent family (child amounts doubled)`,
      familyIncome: `${TAX_REFORM_YEAR} on: annual gross income tested against the limits (a couple's total, else own)`,
      housingCostPaid: `${TAX_REFORM_YEAR} on: main-residence loan interest or rent paid in the year, EUR`,
      greenInvestment: `${TAX_REFORM_YEAR} on: energy upgrade or EV spent in the year, EUR`,
      naturalDisasterInsurancePremium: `${TAX_REFORM_YEAR} on: home natural-disaster insurance premium, EUR`,
      employmentExemption: "Art. 8 exemption facts; none applied without them",
      "employmentExemption.employmentStartDate": "First employment in Cyprus, YYYY-MM-DD",
      "employmentExemption.consecutiveNonResidentYearsBeforeStart": "Non-resident tax years just before starting",
      "employmentExemption.employedAbroadBeforeStart":
        "20% test: employed abroad by a non-resident employer just before"
    },
    asks: {
      employmentType: "Are you employed in the private sector, a civil servant (public sector), or self-employed?"
    }
  },
  input: IncomeTaxInput,
  output: IncomeTaxOutput,
  check: checkIncomeTaxInput,
  calculate: calculateIncomeTax,
  describe
})
