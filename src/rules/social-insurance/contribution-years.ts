import type { DatedParameter, Value } from "../parameter.ts"
import { TAX_YEARS } from "../years.ts"

export const SIL = "Social Insurance Law 59(I)/2010"

/**
 * The contribution years whose Social Insurance figures are held: 2020-2023 for the pension and benefit
 * tools, then every tax year (a year added to rules/years.ts is one too, so each yearly table asks for it).
 */
export const CONTRIBUTION_YEARS = [2020, 2021, 2022, 2023, ...TAX_YEARS] as const
export type ContributionYear = (typeof CONTRIBUTION_YEARS)[number]

/** A table of every contribution year, computed from the year. */
export const byContributionYear = <T>(f: (year: ContributionYear) => T): Readonly<Record<ContributionYear, T>> =>
  Object.fromEntries(CONTRIBUTION_YEARS.map((year) => [year, f(year)])) as Record<ContributionYear, T>

/** First Monday of the month (1-12) of a year, as YYYY-MM-DD. */
export const firstMonday = (year: number, month: number): string => {
  const d = new Date(Date.UTC(year, month - 1, 1))
  const offset = (8 - d.getUTCDay()) % 7
  return new Date(Date.UTC(year, month - 1, 1 + offset)).toISOString().slice(0, 10)
}

/** 2026-01-05 -> "5.1.2026", as the SIS announcements write dates. */
export const dayMonthYear = (iso: string): string => {
  const [y, m, d] = iso.split("-")
  return `${Number(d)}.${Number(m)}.${y}`
}

/**
 * Contribution weeks of a contribution year: it runs from the first Monday of January to the day
 * before the next year's first Monday (the SIS yearly changes take effect on 3.1.2022, 2.1.2023,
 * 1.1.2024 and 5.1.2026, all first Mondays). 53 in 2024 (as logistaras-se-2024 counts), 52 in 2025 and 2026.
 */
export const contributionWeeks = (year: number): number =>
  Math.round((Date.parse(firstMonday(year + 1, 1)) - Date.parse(firstMonday(year, 1))) / (7 * 86_400_000))

export const CONTRIBUTION_WEEKS: DatedParameter<number, ContributionYear> = {
  description: "Contribution weeks of the contribution year (first Monday of January to the next)",
  unit: "weeks",
  rule: `${SIL}: the contribution year runs from the first Monday of January (the day the SIS yearly changes take effect)`,
  sources: ["logistaras-se-2024"],
  values: byContributionYear((year): Value<number> => ({
    value: contributionWeeks(year),
    status: "derived",
    note: `${dayMonthYear(firstMonday(year, 1))} to ${dayMonthYear(firstMonday(year + 1, 1))} (exclusive) = ${contributionWeeks(year)} weeks.`
  }))
}
