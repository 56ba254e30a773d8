import { roundToCents } from "./money.ts"

/**
 * How a salary figure is paid: a year's total, or a month's paid 12 or 13 times a year (a 13th salary). The
 * income tax takes the year's; the calculator form and an MCP question ask the period, never guess it.
 */
export const SALARY_PERIODS = ["annual", "12", "13"] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

export const isSalaryPeriod = (value: unknown): value is SalaryPeriod =>
  typeof value === "string" && (SALARY_PERIODS as ReadonlyArray<string>).includes(value)

/** The year's amount of a salary paid per `period`, to the cent: 2,500 a month paid 13 times is 32,500. */
export const annualSalary = (amount: number, period: SalaryPeriod): number =>
  period === "annual" ? amount : roundToCents(amount * Number(period))
