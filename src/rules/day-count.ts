/**
 * Bank interest conventions searched by audit_mortgage_statement: how many days a year has for
 * daily interest (day count), when accrued interest is added to the loan balance (capitalisation),
 * and whether each day's interest is rounded to the cent (daily rounding). 3 x 3 x 2 = 18 candidates.
 *
 * Day counts are those of the 2006 ISDA Definitions, Section 4.16 (paragraph (b) Actual/Actual (ISDA),
 * (d) Actual/365 (Fixed), (e) Actual/360), as listed in the FpML day-count-fraction scheme. Applied to one
 * day at a time, the day count fraction of a day is 1/365, 1/360, or 1/(days in that day's calendar year).
 * Capitalisation dates and rounding are not set by any law: they are the bank's contract terms, which the
 * audit estimates. They are data here so that a new candidate is a data change.
 */
import type { SourceId } from "./sources.ts"

export const DAY_COUNTS = ["actual/365", "actual/360", "actual/actual"] as const
export type DayCount = (typeof DAY_COUNTS)[number]

export const CAPITALISATIONS = ["monthly", "semi-annual", "annual"] as const
export type Capitalisation = (typeof CAPITALISATIONS)[number]

/**
 * A named exception to the one rounding of the calculators (core/money.ts: each amount to the cent where
 * it is computed): the bank's own convention for daily interest, fitted to its statement, not chosen by
 * the service. "exact": each day's interest is kept unrounded and only the accrued total is rounded when
 * capitalised; "2-decimals": each day's interest is rounded to the cent before it accrues. The audit
 * tries both (a statement does not name its convention; the loan contract or the bank's terms do). When
 * the replay rounds, it rounds with core/money.ts roundCents: half away from zero, which a statement
 * cannot confirm for an exact half cent.
 */
export const DAILY_ROUNDINGS = ["exact", "2-decimals"] as const
export type DailyRounding = (typeof DAILY_ROUNDINGS)[number]

export interface ConventionRules {
  readonly dayCount: DayCount
  readonly capitalisation: Capitalisation
  readonly dailyRounding: DailyRounding
}

export const DAY_COUNT_RULES: Readonly<
  Record<DayCount, { readonly label: string; readonly rule: string; readonly sources: ReadonlyArray<SourceId> }>
> = {
  "actual/365": {
    label: "Actual/365 (Fixed)",
    rule: "daily interest = balance x rate / 100 / 365, every year (ISDA 2006 s. 4.16(d))",
    sources: ["mtg-isda-2006-4-16"]
  },
  "actual/360": {
    label: "Actual/360",
    rule: "daily interest = balance x rate / 100 / 360 (ISDA 2006 s. 4.16(e)): about 1.4% more interest than Actual/365",
    sources: ["mtg-isda-2006-4-16"]
  },
  "actual/actual": {
    label: "Actual/Actual (ISDA)",
    rule: "daily interest = balance x rate / 100 / 366 for a day in a leap year, / 365 otherwise (ISDA 2006 s. 4.16(b))",
    sources: ["mtg-isda-2006-4-16", "mtg-act-act-isda-formula"]
  }
}

export const CAPITALISATION_RULES: Readonly<
  Record<Capitalisation, { readonly label: string; readonly rule: string; readonly endMonths: ReadonlyArray<number> }>
> = {
  monthly: {
    label: "monthly capitalisation",
    rule: "accrued interest is added to the balance at the end of each calendar month",
    endMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
  },
  "semi-annual": {
    label: "semi-annual capitalisation",
    rule: "accrued interest is added to the balance on 30 June and 31 December",
    endMonths: [6, 12]
  },
  annual: {
    label: "annual capitalisation",
    rule: "accrued interest is added to the balance on 31 December",
    endMonths: [12]
  }
}

export const DAILY_ROUNDING_RULES: Readonly<Record<DailyRounding, { readonly label: string; readonly rule: string }>> =
  {
    exact: {
      label: "daily interest unrounded",
      rule: "each day's interest is kept unrounded; the accrued total is rounded to the cent (half away from zero) when capitalised"
    },
    "2-decimals": {
      label: "daily interest rounded to the cent",
      rule: "each day's interest is rounded to the cent (half away from zero) before it is added to the accrued total"
    }
  }

/** The 18 candidates, in the fixed order used to break exact ties. */
export const CANDIDATE_CONVENTIONS: ReadonlyArray<ConventionRules> = DAY_COUNTS.flatMap((dayCount) =>
  CAPITALISATIONS.flatMap((capitalisation) =>
    DAILY_ROUNDINGS.map((dailyRounding) => ({ dayCount, capitalisation, dailyRounding }))
  )
)

export const conventionLabel = (c: ConventionRules): string =>
  `${DAY_COUNT_RULES[c.dayCount].label}, ${CAPITALISATION_RULES[c.capitalisation].label}, ${DAILY_ROUNDING_RULES[c.dailyRounding].label}`

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic (proleptic Gregorian, no Date objects)
// ---------------------------------------------------------------------------------------------

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

export const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31

/** Days in the year of the day count, for a day in calendar year y. */
export const yearDays = (dayCount: DayCount, y: number): number =>
  dayCount === "actual/360" ? 360 : dayCount === "actual/365" ? 365 : isLeapYear(y) ? 366 : 365

/** Day number of a civil date (days since 1970-01-01), H. Hinnant's days_from_civil. */
export const dayNumber = (y: number, m: number, d: number): number => {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

/** "YYYY-MM-DD" to its day number. The string must be a valid calendar date. */
export const parseIsoDay = (iso: string): number =>
  dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)))

export const isCalendarDate = (iso: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (m === null) return false
  const y = Number(m[1]),
    mo = Number(m[2]),
    d = Number(m[3])
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo)
}
