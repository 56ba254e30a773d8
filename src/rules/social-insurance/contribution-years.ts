import { at, type DatedParameter, type Value } from "../parameter.ts"
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
  values: byContributionYear(
    (year): Value<number> => ({
      value: contributionWeeks(year),
      status: "derived",
      note: `${dayMonthYear(firstMonday(year, 1))} to ${dayMonthYear(firstMonday(year + 1, 1))} (exclusive) = ${contributionWeeks(year)} weeks.`
    })
  )
}

/**
 * The SIS annual earnings figures are 52 weekly ones, whatever the weeks of the contribution year
 * (CONTRIBUTION_WEEKS: 53 in 2024): the annual BIE is 52 weekly BIEs, and average weekly earnings are annual / 52.
 */
export const WEEKS_IN_ANNUAL_EARNINGS: DatedParameter<number> = {
  description: "Weeks in the annual insurable earnings (annual = 52 x weekly; average weekly = annual / 52)",
  unit: "weeks",
  rule: `${SIL}: annual basic insurable earnings (one insurance unit) = 52 weekly basic insurable earnings; average weekly insurable earnings = annual / 52`,
  sources: ["si-cymail-covid-2020", "si-evident-calc-2021", "si-mpisoc-2020"],
  values: [
    {
      from: CONTRIBUTION_YEARS[0],
      value: 52,
      note: "A fixed 52, not the contribution year's weeks: the 2020 special unemployment benefit was 2018 insurable earnings / 52 / 6 days, as the Social Insurance Law provides (si-cymail-covid-2020)."
    }
  ]
}

/** The weeks of the annual earnings in a year (52). */
export const weeksInAnnualEarnings = (year: number): number => at(WEEKS_IN_ANNUAL_EARNINGS, year).value
