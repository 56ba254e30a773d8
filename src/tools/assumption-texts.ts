// Every tool's assumption sentences, by id, in English and Greek: the one catalogue the content text and the pages
// render assumptions from (core/assumptions.ts renderAssumption).
import type { AssumptionTexts } from "../core/assumptions.ts"
import { INCOME_TAX_ASSUMPTIONS } from "../domain/income-tax/assumptions.ts"
import { PENSION_STATEMENT_ASSUMPTIONS } from "../domain/pension-statement/assumptions.ts"
import { SAVED_CALCULATION_ASSUMPTIONS } from "../domain/saved-calculations/assumptions.ts"
import { CAPITAL_GAINS_ASSUMPTIONS } from "./calculate_cyprus_capital_gains/assumptions.ts"
import { UNEMPLOYMENT_ASSUMPTIONS } from "./calculate_cyprus_unemployment_benefit/assumptions.ts"
import { PENSION_REFERENCE_ASSUMPTIONS } from "./get_pension_reference_data/assumptions.ts"
import { DIRECTOR_ASSUMPTIONS } from "./optimize_company_director_remuneration/assumptions.ts"
import { STOCK_OPTIONS_ASSUMPTIONS } from "./calculate_stock_options/assumptions.ts"
import { STATE_PENSION_ASSUMPTIONS } from "./calculate_cyprus_state_pension/assumptions.ts"
import { MORTGAGE_ASSUMPTIONS } from "./simulate_mortgage/assumptions.ts"
import { MORTGAGE_AUDIT_ASSUMPTIONS } from "./audit_mortgage_statement/assumptions.ts"
import { MORTGAGE_STATEMENT_ASSUMPTIONS } from "./parse_mortgage_statement_text/assumptions.ts"
import { PORTFOLIO_ASSUMPTIONS } from "./analyze_portfolio/assumptions.ts"
import { PORTFOLIO_CSV_ASSUMPTIONS } from "./parse_portfolio_csv/assumptions.ts"
import { STRESS_TEST_ASSUMPTIONS } from "./run_retirement_stress_test/assumptions.ts"
import { RENT_VS_BUY_ASSUMPTIONS } from "./compare_rent_vs_buy/assumptions.ts"
import { INVESTMENT_VEHICLES_ASSUMPTIONS } from "./compare_investment_vehicles/assumptions.ts"
import { EV_ASSUMPTIONS } from "./calculate_ev_savings/assumptions.ts"
import { BUDGET_ASSUMPTIONS } from "./plan_monthly_budget/assumptions.ts"
import { LIFE_INSURANCE_ASSUMPTIONS } from "./simulate_life_insurance_flush/assumptions.ts"

/** Each tool's catalogue (an id is in one of them only: test/core/assumption-details.test.ts). */
export const ASSUMPTION_CATALOGUES: ReadonlyArray<AssumptionTexts> = [
  INCOME_TAX_ASSUMPTIONS,
  DIRECTOR_ASSUMPTIONS,
  STOCK_OPTIONS_ASSUMPTIONS,
  STATE_PENSION_ASSUMPTIONS,
  CAPITAL_GAINS_ASSUMPTIONS,
  UNEMPLOYMENT_ASSUMPTIONS,
  PENSION_REFERENCE_ASSUMPTIONS,
  PENSION_STATEMENT_ASSUMPTIONS,
  SAVED_CALCULATION_ASSUMPTIONS,
  MORTGAGE_ASSUMPTIONS,
  MORTGAGE_AUDIT_ASSUMPTIONS,
  MORTGAGE_STATEMENT_ASSUMPTIONS,
  PORTFOLIO_ASSUMPTIONS,
  PORTFOLIO_CSV_ASSUMPTIONS,
  STRESS_TEST_ASSUMPTIONS,
  RENT_VS_BUY_ASSUMPTIONS,
  INVESTMENT_VEHICLES_ASSUMPTIONS,
  EV_ASSUMPTIONS,
  BUDGET_ASSUMPTIONS,
  LIFE_INSURANCE_ASSUMPTIONS
]

export const ASSUMPTION_TEXTS: AssumptionTexts = Object.assign({}, ...ASSUMPTION_CATALOGUES)
