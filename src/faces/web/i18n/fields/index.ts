import type { ToolTexts } from "./types.ts"
import { TEXTS as analyze_portfolio } from "./analyze_portfolio.ts"
import { TEXTS as audit_mortgage_statement } from "./audit_mortgage_statement.ts"
import { TEXTS as calculate_cyprus_income_tax } from "./calculate_cyprus_income_tax.ts"
import { TEXTS as calculate_cyprus_state_pension } from "./calculate_cyprus_state_pension.ts"
import { TEXTS as calculate_cyprus_unemployment_benefit } from "./calculate_cyprus_unemployment_benefit.ts"
import { TEXTS as calculate_ev_savings } from "./calculate_ev_savings.ts"
import { TEXTS as compare_investment_vehicles } from "./compare_investment_vehicles.ts"
import { TEXTS as compare_rent_vs_buy } from "./compare_rent_vs_buy.ts"
import { TEXTS as parse_mortgage_statement_text } from "./parse_mortgage_statement_text.ts"
import { TEXTS as parse_portfolio_csv } from "./parse_portfolio_csv.ts"
import { TEXTS as plan_monthly_budget } from "./plan_monthly_budget.ts"
import { TEXTS as simulate_mortgage } from "./simulate_mortgage.ts"

/** The page texts of each calculator, by tool name (a tool without texts gets the plain fallbacks of texts.ts). */
export const TOOL_TEXTS: Readonly<Record<string, ToolTexts>> = {
  analyze_portfolio,
  audit_mortgage_statement,
  calculate_cyprus_income_tax,
  calculate_cyprus_state_pension,
  calculate_cyprus_unemployment_benefit,
  calculate_ev_savings,
  compare_investment_vehicles,
  compare_rent_vs_buy,
  parse_mortgage_statement_text,
  parse_portfolio_csv,
  plan_monthly_budget,
  simulate_mortgage
}
