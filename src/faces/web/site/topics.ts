import type { ToolDefinition } from "../../../core/tool.ts"

/** The groups of the front page's tool list, in the order shown. */
export const TOPICS = {
  tax: { title: "Tax and pay", intro: "Income tax, social insurance and GESY on a salary, capital gains on property, share options and a director's salary or dividends." },
  pensions: { title: "Pensions, benefits and retirement", intro: "Social Insurance figures, the state pension, the unemployment benefit, pension statements and a retirement stress test." },
  home: { title: "Home and mortgage", intro: "Mortgage payments and schedules, a check of the interest a bank charged, and renting against buying." },
  money: { title: "Investing and household money", intro: "Portfolios, investment vehicles, a life policy, a monthly budget and an electric car's running costs." },
  saved: { title: "Saved calculations", intro: "Keep scenarios in your account and compare them: these tools need a free API key (or OAuth sign-in)." },
  other: { title: "Other tools", intro: "" }
} as const

export type Topic = keyof typeof TOPICS

/**
 * The topic of each anonymous calculator. The key-only tools are the saved calculations by their access,
 * so they need no entry; a calculator missing here is shown under "Other tools" (and the site test fails).
 */
export const CALCULATOR_TOPICS: Readonly<Record<string, Exclude<Topic, "saved" | "other">>> = {
  calculate_cyprus_income_tax: "tax",
  calculate_cyprus_capital_gains: "tax",
  calculate_stock_options: "tax",
  optimize_company_director_remuneration: "tax",
  get_pension_reference_data: "pensions",
  calculate_cyprus_state_pension: "pensions",
  parse_pension_statement: "pensions",
  calculate_cyprus_unemployment_benefit: "pensions",
  run_retirement_stress_test: "pensions",
  simulate_mortgage: "home",
  parse_mortgage_statement_text: "home",
  audit_mortgage_statement: "home",
  compare_rent_vs_buy: "home",
  analyze_portfolio: "money",
  parse_portfolio_csv: "money",
  compare_investment_vehicles: "money",
  simulate_life_insurance_flush: "money",
  plan_monthly_budget: "money",
  calculate_ev_savings: "money"
}

export const topicOf = (tool: Pick<ToolDefinition<any, any, any>, "name" | "access">): Topic =>
  tool.access === "key" ? "saved" : CALCULATOR_TOPICS[tool.name] ?? "other"
