import type { LifecycleEntry } from "../core/catalogue.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { analyzePortfolio } from "./analyze-portfolio.ts"
import { auditMortgageStatement } from "./audit-mortgage-statement.ts"
import { calculateEvSavings } from "./calculate-ev-savings.ts"
import { compareInvestmentVehicles } from "./compare-investment-vehicles.ts"
import { compareRentVsBuy } from "./compare-rent-vs-buy.ts"
import { parseMortgageStatementText } from "./parse-mortgage-statement-text.ts"
import { parsePortfolioCsv } from "./parse-portfolio-csv.ts"
import { planMonthlyBudget } from "./plan-monthly-budget.ts"
import { runRetirementStressTest } from "./run-retirement-stress-test.ts"
import { simulateLifeInsuranceFlush } from "./simulate-life-insurance-flush.ts"
import { simulateMortgage } from "./simulate-mortgage.ts"
import { calculateCyprusCapitalGains } from "./calculate-cyprus-capital-gains.ts"
import { calculateCyprusIncomeTax } from "./calculate-cyprus-income-tax.ts"
import { calculateCyprusStatePension } from "./calculate-cyprus-state-pension.ts"
import { calculateCyprusUnemploymentBenefit } from "./calculate-cyprus-unemployment-benefit.ts"
import { calculateStockOptions } from "./calculate-stock-options.ts"
import { getPensionReferenceData } from "./get-pension-reference-data.ts"
import { optimizeCompanyDirectorRemuneration } from "./optimize-company-director-remuneration.ts"
import { parsePensionStatement } from "./parse-pension-statement.ts"
import { savedCalculationTools } from "./saved-calculations.ts"

/** The calculators and parsers: anonymous, pure. Adding one: one module, one line here. */
const CALCULATORS: ReadonlyArray<ToolDefinition<any, any, any>> = [
  calculateCyprusIncomeTax,
  calculateCyprusStatePension,
  calculateCyprusUnemploymentBenefit,
  getPensionReferenceData,
  parsePensionStatement,
  runRetirementStressTest,
  simulateMortgage,
  parseMortgageStatementText,
  auditMortgageStatement,
  compareRentVsBuy,
  calculateEvSavings,
  compareInvestmentVehicles,
  planMonthlyBudget,
  simulateLifeInsuranceFlush,
  analyzePortfolio,
  parsePortfolioCsv,
  calculateCyprusCapitalGains,
  calculateStockOptions,
  optimizeCompanyDirectorRemuneration
]

/** Every tool that really works, and nothing else (no placeholders): the calculators, then the six key-only tools. */
export const TOOLS: ReadonlyArray<ToolDefinition<any, any, any>> = [
  ...CALCULATORS,
  ...savedCalculationTools(CALCULATORS.map((tool) => tool.name))
]

/** Lifecycle of tools that are not simply stable (SPEC "States and transitions"). */
export const TOOL_LIFECYCLE: Readonly<Record<string, LifecycleEntry>> = {}
