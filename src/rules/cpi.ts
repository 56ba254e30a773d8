import type { Cited } from "./income-tax.ts"
import type { SourceId } from "./sources.ts"

/**
 * Cyprus consumer price index (CYSTAT CPI, all items, 2015 = 100) for the indexation of Capital
 * Gains Tax Law art. 6: the cost (or the 1 January 1980 value) is raised by the "increase due to
 * inflation" up to the disposal.
 *
 * Two tables:
 * - MONTHLY_CPI: the monthly values we could source one by one from CYSTAT releases as reported.
 *   The Tax Department is reported to use the index of the month of acquisition against the index
 *   of the month before the disposal (cgt-fitzgerald, cgt-smartexpat-monthly-cpi); its own table
 *   was not available. Used only when every month a calculation needs is here.
 * - ANNUAL_CPI: annual averages 1975-2025, the fallback, labelled approximate.
 *
 * CYSTAT rebased the CPI to 2025 = 100 from January 2026 (cgt-cpi-rebase-2026): 2026 values on the
 * new base must be rebased before they are added here, as only ratios on one base are meaningful.
 */

export const CPI_BASE = "2015 = 100"

/**
 * Annual averages, 2015 = 100. Derivation (shared/reference/tax-rules-research.md §1.3):
 * 1975-2014 from the World Bank level series FP.CPI.TOTL (2010 = 100, CYSTAT via IMF), 2015-2024
 * chained with World Bank inflation FP.CPI.TOTL.ZG, 2025 chained with CYSTAT's 2025 inflation of
 * 0.13%, then rebased to 2015 = 100. Re-checked here against the World Bank inflation rows of
 * datasets/cpi: every year-on-year change matches to 0.02 points except 2006 (2.50% here, 2.30% in
 * the newer snapshot), so values before 2006 may be about 0.2% low; 2025's +0.1% is confirmed by
 * CYSTAT's January-December 2025 figure (cgt-cpi-today24-2025-12).
 */
export const ANNUAL_CPI: Cited<Readonly<Record<number, number>>> = {
  value: {
    1975: 21.84, 1976: 22.68, 1977: 24.34, 1978: 26.15, 1979: 28.63,
    1980: 32.5, 1981: 35.99, 1982: 38.3, 1983: 40.24, 1984: 42.65,
    1985: 44.8, 1986: 45.34, 1987: 46.61, 1988: 48.21, 1989: 50.02,
    1990: 52.27, 1991: 54.91, 1992: 58.48, 1993: 61.32, 1994: 64.2,
    1995: 65.88, 1996: 67.84, 1997: 70.29, 1998: 71.86, 1999: 73.03,
    2000: 76.05, 2001: 77.55, 2002: 79.73, 2003: 83.03, 2004: 84.92,
    2005: 87.1, 2006: 89.27, 2007: 91.39, 2008: 95.66, 2009: 96.01,
    2010: 98.3, 2011: 101.53, 2012: 103.96, 2013: 103.54, 2014: 102.14,
    2015: 100, 2016: 98.57, 2017: 99.09, 2018: 100.52, 2019: 100.77,
    2020: 100.13, 2021: 102.57, 2022: 111.19, 2023: 115.12, 2024: 117.2,
    2025: 117.35
  },
  rule: "Cyprus CPI, annual average, 2015 = 100 (derived series; Capital Gains Tax Law 52/1980 art. 6 indexation)",
  sources: ["cgt-cpi-worldbank", "cgt-cpi-economy-com", "cgt-cpi-today24-2025-12"],
  note: "Approximate annual-average indexation (about +/-0.3%); the Tax Department uses monthly values."
}

export const FIRST_ANNUAL_CPI_YEAR = 1975
/** The 2026 average is not published yet; later years use this year's value (disclosed). */
export const LATEST_ANNUAL_CPI_YEAR = 2025

export interface MonthlyCpi {
  readonly value: number
  readonly sources: ReadonlyArray<SourceId>
}

const m = (value: number, source: SourceId): MonthlyCpi => ({ value, sources: [source] })

/**
 * Monthly CPI, 2015 = 100, keyed "YYYY-MM". Only values read in a CPI (not HICP) release report.
 * The research note's "September 2025: 119.39" is a HICP figure (Cyprus Mail, 17 Oct 2025) and is
 * not used; the CPI for September 2025 was 117.71.
 */
export const MONTHLY_CPI: Readonly<Record<string, MonthlyCpi>> = {
  "2017-11": m(99.44, "cgt-cpi-2017-12"),
  "2017-12": m(99.03, "cgt-cpi-2017-12"),
  "2019-07": m(100.02, "cgt-cpi-economy-com"),
  "2019-08": m(100.32, "cgt-cpi-economy-com"),
  "2019-11": m(101.6, "cgt-cpi-2019-12"),
  "2019-12": m(101.43, "cgt-cpi-2019-12"),
  "2022-11": m(114.55, "cgt-cpi-2022-12"),
  "2022-12": m(113.43, "cgt-cpi-2022-12"),
  "2023-05": m(114.72, "cgt-cpi-2023-06"),
  "2023-06": m(114.38, "cgt-cpi-2023-06"),
  "2023-07": m(115.3, "cgt-cpi-2023-08"),
  "2023-08": m(116.34, "cgt-cpi-2023-08"),
  "2023-11": m(116.51, "cgt-cpi-2023-12"),
  "2023-12": m(115.29, "cgt-cpi-2023-12"),
  "2024-11": m(118.21, "cgt-cpi-2024-12"),
  "2024-12": m(118.31, "cgt-cpi-2024-12"),
  "2025-04": m(117.31, "cgt-cpi-2025-05"),
  "2025-05": m(117.57, "cgt-cpi-2025-05"),
  "2025-06": m(117.28, "cgt-cpi-2025-06"),
  "2025-07": m(116.65, "cgt-cpi-2025-08"),
  "2025-08": m(117.04, "cgt-cpi-2025-08"),
  "2025-09": m(117.71, "cgt-cpi-2025-09"),
  "2025-10": m(118.25, "cgt-cpi-2025-11"),
  "2025-11": m(117.57, "cgt-cpi-2025-11"),
  "2025-12": m(117.67, "cgt-cpi-today24-2025-12")
}

export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, "0")}`

/** The month before (year, month): the disposal side of the reported Tax Department convention. */
export const previousMonth = (year: number, month: number): { year: number; month: number } =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }

export const monthlyCpi = (year: number, month: number): MonthlyCpi | undefined => MONTHLY_CPI[monthKey(year, month)]

/** Annual average for a year, clamped to the years held (before 1975 is never needed: art. 6 starts in 1980). */
export const annualCpiYear = (year: number): number =>
  Math.min(Math.max(year, FIRST_ANNUAL_CPI_YEAR), LATEST_ANNUAL_CPI_YEAR)

export const annualCpi = (year: number): number => ANNUAL_CPI.value[annualCpiYear(year)] ?? Number.NaN
