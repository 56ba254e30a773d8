import { makeCatalogue, type CatalogueService, type LifecycleEntry } from "../core/catalogue.ts"
import type { AnyToolDefinition } from "../core/tool.ts"
import { analyzePortfolio } from "./analyze_portfolio/tool.ts"
import { auditMortgageStatement } from "./audit_mortgage_statement/tool.ts"
import { calculateEvSavings } from "./calculate_ev_savings/tool.ts"
import { compareInvestmentVehicles } from "./compare_investment_vehicles/tool.ts"
import { compareRentVsBuy } from "./compare_rent_vs_buy/tool.ts"
import { parseMortgageStatementText } from "./parse_mortgage_statement_text/tool.ts"
import { parsePortfolioCsv } from "./parse_portfolio_csv/tool.ts"
import { planMonthlyBudget } from "./plan_monthly_budget/tool.ts"
import { runRetirementStressTest } from "./run_retirement_stress_test/tool.ts"
import { simulateLifeInsuranceFlush } from "./simulate_life_insurance_flush/tool.ts"
import { simulateMortgage } from "./simulate_mortgage/tool.ts"
import { calculateCyprusCapitalGains } from "./calculate_cyprus_capital_gains/tool.ts"
import { calculateCyprusIncomeTax } from "./calculate_cyprus_income_tax/tool.ts"
import { calculateCyprusStatePension } from "./calculate_cyprus_state_pension/tool.ts"
import { calculateCyprusUnemploymentBenefit } from "./calculate_cyprus_unemployment_benefit/tool.ts"
import { calculateStockOptions } from "./calculate_stock_options/tool.ts"
import { getPensionReferenceData } from "./get_pension_reference_data/tool.ts"
import { optimizeCompanyDirectorRemuneration } from "./optimize_company_director_remuneration/tool.ts"
import { parsePensionStatement } from "./parse_pension_statement/tool.ts"
import { compareSavedCalculations } from "./compare_saved_calculations/tool.ts"
import { deleteSavedCalculation } from "./delete_saved_calculation/tool.ts"
import { listSavedCalculations } from "./list_saved_calculations/tool.ts"
import { loadSavedCalculation } from "./load_saved_calculation/tool.ts"
import { saveCalculation } from "./save_calculation/tool.ts"
import { updateCalculation } from "./update_calculation/tool.ts"

/**
 * The calculators and parsers: anonymous, pure (defineCalculator). Adding one: its folder, and one line
 * here; REST, MCP, /schemas, OpenAPI and the front page (by its `topic`) follow.
 */
export const CALCULATORS: ReadonlyArray<AnyToolDefinition> = [
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
 * The calculators whose cost grows with their input (`heavy: true`: pasted texts, simulations, replays,
 * searches): the pipeline runs them in the worker pool (src/services/workers), under a deadline, off the
 * event loop. The others answer in under a millisecond whatever their bounded input (examples[0] measured
 * at 50-430 µs; the heavy ones at 0.1-17 ms on their examples and far more at their bounds).
 */
export const WORKER_TOOLS: ReadonlySet<string> = new Set(
  CALCULATORS.filter((tool) => tool.heavy === true).map((tool) => tool.name)
)

const calculatorNames = CALCULATORS.map((tool) => tool.name)
/**
 * Every tool that really works, and nothing else (no placeholders): the calculators, then the six key-only
 * tools (defineKeyTool; list and save take the calculators' names for their calculationType enum).
 */
export const TOOLS: ReadonlyArray<AnyToolDefinition> = [
  ...CALCULATORS,
  listSavedCalculations(calculatorNames),
  loadSavedCalculation,
  saveCalculation(calculatorNames),
  updateCalculation,
  deleteSavedCalculation,
  compareSavedCalculations
]

/** Lifecycle of tools that are not simply stable (SPEC "States and transitions"). */
export const TOOL_LIFECYCLE: Readonly<Record<string, LifecycleEntry>> = {}

/**
 * Which tools a process serves: all of them (the HTTP server; the stdio server that forwards the key-only
 * tools), or the calculators only (the stdio server without a key, the worker threads: key-only tools
 * never run there).
 */
export type CatalogueScope = "all" | "calculators"

/**
 * The catalogue of a process, with its JSON Schemas derived once: the one place it is built (src/main.ts,
 * src/faces/mcp/stdio.ts, src/services/workers/tool-worker.ts). The calculators-only catalogue keeps the
 * lifecycle of the tools it holds.
 */
export const toolCatalogue = (scope: CatalogueScope = "all"): CatalogueService => {
  if (scope === "all") return makeCatalogue(TOOLS, TOOL_LIFECYCLE)
  const left = new Set(TOOLS.filter((tool) => !CALCULATORS.includes(tool)).map((tool) => tool.name))
  return makeCatalogue(
    CALCULATORS,
    Object.fromEntries(Object.entries(TOOL_LIFECYCLE).filter(([name]) => !left.has(name)))
  )
}
