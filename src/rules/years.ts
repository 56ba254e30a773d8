/**
 * The tax years the service holds rules for, one vocabulary for every topic and tool. A year is a
 * number (2026); tool inputs also accept its string ("2026"), see core/year-field.ts.
 *
 * Adding a year here is the one data change a new tax year starts with: every table of figures is a
 * `Readonly<Record<TaxYear, ...>>` (or a topic's own subset below), so the type check then fails in
 * each table that has no figures for it yet (test/rules/years.test.ts proves it).
 */
export const TAX_YEARS = [2024, 2025, 2026] as const
export type TaxYear = (typeof TAX_YEARS)[number]

/** The year used when a caller gives none (disclosed in the answer's assumptions). */
export const DEFAULT_TAX_YEAR = 2026 satisfies TaxYear

/**
 * The years of the topics whose rules are held from 2025 on (capital gains, companies, share options):
 * a year added to TAX_YEARS is one of them too, so their tables ask for it as well.
 */
export type TaxYearFrom2025 = Exclude<TaxYear, 2024>
export const TAX_YEARS_FROM_2025: ReadonlyArray<TaxYearFrom2025> = TAX_YEARS.filter(
  (year): year is TaxYearFrom2025 => year >= 2025
)

/** "2024, 2025 or 2026": the years of a list, for descriptions and messages. */
export const listYears = (years: ReadonlyArray<number | string>): string =>
  years.length < 2 ? years.join("") : `${years.slice(0, -1).join(", ")} or ${years.at(-1)}`

/**
 * A figure over a list of years, for descriptions: its one text when every year has the same
 * ("EUR 180,000", core/format.ts formatEur with prose: true), else each year's ("12.5% in 2025, 15% in 2026").
 */
export const perYear = <Y extends number>(years: ReadonlyArray<Y>, text: (year: Y) => string): string => {
  const texts = years.map(text)
  return new Set(texts).size === 1 ? (texts[0] ?? "") : years.map((year, k) => `${texts[k]} in ${year}`).join(", ")
}
