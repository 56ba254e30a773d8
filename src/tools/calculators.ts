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

/** The calculators and parsers: anonymous, pure. Adding one: one module, one line here. */
export const CALCULATORS: ReadonlyArray<ToolDefinition<any, any, any>> = [
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


/**
 * The calculators whose cost grows with their input (pasted texts, simulations, replays, searches): the
 * pipeline runs them in the worker pool (src/workers), under a deadline, off the event loop. The others
 * answer in under a millisecond whatever their bounded input (examples[0] measured at 50-430 µs; these
 * at 0.1-17 ms on their examples and far more at their bounds), so a trip to a worker would cost them
 * more than it saves.
 */
export const WORKER_TOOLS: ReadonlySet<string> = new Set([
  "parse_mortgage_statement_text",
  "parse_pension_statement",
  "parse_portfolio_csv",
  "run_retirement_stress_test",
  "simulate_mortgage",
  "audit_mortgage_statement",
  "analyze_portfolio",
  "simulate_life_insurance_flush",
  "optimize_company_director_remuneration"
])
