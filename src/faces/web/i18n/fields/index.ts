import type { ToolTexts } from "./types.ts"
import { TEXTS as analyze_portfolio } from "./analyze_portfolio.ts"
import { TEXTS as audit_mortgage_statement } from "./audit_mortgage_statement.ts"
import { TEXTS as calculate_cyprus_capital_gains } from "./calculate_cyprus_capital_gains.ts"
import { TEXTS as calculate_cyprus_income_tax } from "./calculate_cyprus_income_tax.ts"
import { TEXTS as calculate_cyprus_state_pension } from "./calculate_cyprus_state_pension.ts"
import { TEXTS as calculate_cyprus_unemployment_benefit } from "./calculate_cyprus_unemployment_benefit.ts"
import { TEXTS as calculate_ev_savings } from "./calculate_ev_savings.ts"
import { TEXTS as calculate_stock_options } from "./calculate_stock_options.ts"
import { TEXTS as compare_investment_vehicles } from "./compare_investment_vehicles.ts"
import { TEXTS as compare_rent_vs_buy } from "./compare_rent_vs_buy.ts"
import { TEXTS as get_pension_reference_data } from "./get_pension_reference_data.ts"
import { TEXTS as optimize_company_director_remuneration } from "./optimize_company_director_remuneration.ts"
import { TEXTS as parse_mortgage_statement_text } from "./parse_mortgage_statement_text.ts"
import { TEXTS as parse_pension_statement } from "./parse_pension_statement.ts"
import { TEXTS as parse_portfolio_csv } from "./parse_portfolio_csv.ts"
import { TEXTS as plan_monthly_budget } from "./plan_monthly_budget.ts"
import { TEXTS as run_retirement_stress_test } from "./run_retirement_stress_test.ts"
import { TEXTS as simulate_life_insurance_flush } from "./simulate_life_insurance_flush.ts"
import { TEXTS as simulate_mortgage } from "./simulate_mortgage.ts"

/** The page texts of each calculator, by tool name (a tool without texts gets the plain fallbacks of texts.ts). */
export const TOOL_TEXTS: Readonly<Record<string, ToolTexts>> = {
  analyze_portfolio,
  audit_mortgage_statement,
  calculate_cyprus_capital_gains,
  calculate_cyprus_income_tax,
  calculate_cyprus_state_pension,
  calculate_cyprus_unemployment_benefit,
  calculate_ev_savings,
  calculate_stock_options,
  compare_investment_vehicles,
  compare_rent_vs_buy,
  get_pension_reference_data,
  optimize_company_director_remuneration,
  parse_mortgage_statement_text,
  parse_pension_statement,
  parse_portfolio_csv,
  plan_monthly_budget,
  run_retirement_stress_test,
  simulate_life_insurance_flush,
  simulate_mortgage
}
