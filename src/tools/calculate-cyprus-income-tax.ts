import { Effect } from "effect"
import { cents } from "../core/money.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { calculateIncomeTax, checkIncomeTaxInput } from "./income-tax/calculate.ts"
import { IncomeTaxInput } from "./income-tax/input.ts"
import { IncomeTaxOutput } from "./income-tax/output.ts"

// calculate_cyprus_income_tax: the tool definition. The request, the result and the calculation are
// in ./income-tax/; they are re-exported here for the tools that reuse the calculator.
export { calculateIncomeTax, checkIncomeTaxInput } from "./income-tax/calculate.ts"
export { IncomeTaxInput } from "./income-tax/input.ts"
export { IncomeTaxOutput } from "./income-tax/output.ts"

const fmt = formatCents

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: IncomeTaxOutput): string => {
  const f = (n: number) => fmt(cents(n))
  const lines = [
    `Cyprus income tax ${o.legislationVersion}${o.legislationYearDefaulted ? " (default year)" : ""}: ${o.employmentType}, ${o.isTaxResident ? "resident" : "non-resident"}.`,
    `Total income EUR ${f(o.income.total)}; taxable income EUR ${f(o.taxableIncome)}.`,
    `Income tax EUR ${f(o.incomeTax)}; social insurance EUR ${f(o.socialInsurance.amount)}; GESY EUR ${f(o.gesy.amount)}.`,
    `Net annual income EUR ${f(o.netAnnualIncome)}; net monthly (annual / 12) EUR ${f(o.netMonthlyIncome)}.`,
    `Effective income tax rate ${o.effectiveTaxRatePercent.toFixed(2)}%.`
  ]
  if (o.employmentExemption !== null) {
    lines.push(`Art. 8 ${o.employmentExemption.type} exemption ${o.employmentExemption.applied ? `applied: EUR ${f(o.employmentExemption.amount)}` : `refused: ${o.employmentExemption.reasons.join(" ")}`}`)
  }
  if (o.article14Cap.note !== null) lines.push(o.article14Cap.note)
  lines.push(`Assumptions: ${o.assumptions.join(" ")}`)
  return lines.join("\n")
}

export const calculateCyprusIncomeTax: ToolDefinition<IncomeTaxInput, IncomeTaxOutput> = {
  name: "calculate_cyprus_income_tax",
  title: "Cyprus income tax, social insurance, GESY and net income",
  description:
    "Computes Cyprus personal income tax, social insurance (employee share), GESY (national health system) " +
    "contributions and net income for a resident or non-resident employee (private or civil service) or sole " +
    "proprietor, for tax years 2024, 2025 and 2026 (default 2026, disclosed). Requires salaryIncome (gross ANNUAL " +
    "EUR; confirm monthly vs annual with the user; 0 for self-employed only) and employmentType; self-employed " +
    "also need turnover and occupationalCategory. Optional incomes, deductions and art. 8 exemption facts come " +
    "only from the caller and are never inferred; art. 8 exemptions are applied only after their eligibility " +
    "checks pass. Rules, limits and sources are per tax year in the result. Rounding: each contribution, " +
    "deduction limit and band tax is rounded to the cent, half away from zero. Employer contributions are not " +
    "shown. Results are estimates, not tax advice.",
  access: "anonymous",
  input: IncomeTaxInput,
  output: IncomeTaxOutput,
  run: (input) => {
    const problem = checkIncomeTaxInput(input)
    return problem === null ? Effect.succeed(calculateIncomeTax(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
