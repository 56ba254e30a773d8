import { divRound, scaledInteger } from "../core/money.ts"
import type { Cited } from "./income-tax.ts"
import type { SourceId } from "./sources.ts"

/**
 * Cyprus consumer price index (CYSTAT CPI, all items) for the indexation of Capital Gains Tax Law
 * art. 6: the cost (or the 1 January 1980 value) is raised by its "increase due to inflation" up to
 * the disposal. The law names neither the index nor the months (cgt-law-art6).
 *
 * Two tables:
 * - MONTHLY_CPI, January 2000 to the last month held: the Tax Department's own indexation table,
 *   the figures its officers multiply by, on its chained scale (about 1986 = 100). Stored as
 *   published so that a ratio here is the Tax Department's ratio to the cent. The table was read in a
 *   third-party copy (cgt-cpi-taxdept-table); every block below names the CYSTAT releases that confirm
 *   it: the table divided by a constant gives CYSTAT's published CPI on each of its bases (1998 = 100
 *   by 1.5845, 2005 = 100 by 1.9207, 2015 = 100 by TABLE_2015_AVERAGE / 100, 2025 = 100 by the 2025
 *   average 258.77). One entry is corrected (November 2022), one differs from a reported release by
 *   0.01 and is kept (December 2016), one stretch is unconfirmed (2011).
 * - ANNUAL_CPI, 1975-2025 averages on 2015 = 100: the approximate fallback for a payment with no
 *   monthly value (before 2000, or no month given). When it meets monthly values it is carried to the
 *   table's scale by annualCpiOnTableScale.
 *
 * No monthly series before 2000 linked to these bases was found (.scratch/research/cpi.md §1).
 */

/** Base of ANNUAL_CPI (and of CYSTAT's releases 2016-2025). */
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
    1975: 21.84,
    1976: 22.68,
    1977: 24.34,
    1978: 26.15,
    1979: 28.63,
    1980: 32.5,
    1981: 35.99,
    1982: 38.3,
    1983: 40.24,
    1984: 42.65,
    1985: 44.8,
    1986: 45.34,
    1987: 46.61,
    1988: 48.21,
    1989: 50.02,
    1990: 52.27,
    1991: 54.91,
    1992: 58.48,
    1993: 61.32,
    1994: 64.2,
    1995: 65.88,
    1996: 67.84,
    1997: 70.29,
    1998: 71.86,
    1999: 73.03,
    2000: 76.05,
    2001: 77.55,
    2002: 79.73,
    2003: 83.03,
    2004: 84.92,
    2005: 87.1,
    2006: 89.27,
    2007: 91.39,
    2008: 95.66,
    2009: 96.01,
    2010: 98.3,
    2011: 101.53,
    2012: 103.96,
    2013: 103.54,
    2014: 102.14,
    2015: 100,
    2016: 98.57,
    2017: 99.09,
    2018: 100.52,
    2019: 100.77,
    2020: 100.13,
    2021: 102.57,
    2022: 111.19,
    2023: 115.12,
    2024: 117.2,
    2025: 117.35
  },
  rule: "Cyprus CPI, annual average, 2015 = 100 (derived series; Capital Gains Tax Law 52/1980 art. 6 indexation)",
  sources: ["cgt-cpi-worldbank", "cgt-cpi-economy-com", "cgt-cpi-today24-2025-12"],
  note:
    "Approximate: the fallback for a payment with no monthly value (before 2000, or no month given); the Tax Department " +
    "uses its monthly table, and a month can differ from its year's average by a few percent."
}

export const FIRST_ANNUAL_CPI_YEAR = 1975
/** The 2026 average is not published yet; later years use this year's value (disclosed). */
export const LATEST_ANNUAL_CPI_YEAR = 2025

export interface MonthlyCpi {
  /** Tax Department table value (scale: MONTHLY_CPI_SCALE) */
  readonly value: number
  /** where the value comes from, then the CYSTAT release (as reported) confirming this month, if any */
  readonly sources: ReadonlyArray<SourceId>
  /** set when the answer must say something about this month's value */
  readonly caveat?: string
}

export const MONTHLY_CPI_SCALE = "Tax Department CPI indexation table (CYSTAT CPI chained, about 1986 = 100)"

interface MonthBlock {
  /** "YYYY-MM" of the first value */
  readonly first: string
  readonly values: ReadonlyArray<number>
  readonly sources: ReadonlyArray<SourceId>
  /** how the block was checked */
  readonly note: string
  readonly caveat?: string
}

const TABLE: SourceId = "cgt-cpi-taxdept-table"

/** Consecutive blocks, 2000-01 to the last month held, no gaps (test/rules/cpi.test.ts checks). */
export const MONTHLY_CPI_BLOCKS: ReadonlyArray<MonthBlock> = [
  {
    first: "2000-01",
    sources: [TABLE],
    note: "Table / 1.5845 = CYSTAT (DSR) CPI 1998 = 100 to 0.01: Aug-Sep 2001, Nov-Dec 2001, Apr-May 2003, Jan-Feb 2004.",
    values: [
      /* 2000 */ 165.52, 163.6, 166.72, 167.4, 168.05, 167.16, 167.12, 166.74, 168.78, 169.81, 170.68, 170.92,
      /* 2001 */ 167.89, 167.53, 169.11, 170.32, 170.9, 172.19, 168.81, 169.74, 172.24, 174.41, 174.09, 174.98,
      /* 2002 */ 172.43, 172.05, 173.11, 174.83, 174.93, 175.69, 174.42, 176.15, 178.11, 178.79, 179.06, 180.13,
      /* 2003 */ 179.49, 179.68, 183.44, 184.59, 183.87, 182.76, 180.24, 181.33, 184.59, 186.1, 186.32, 184.61,
      /* 2004 */ 182.74, 183.03, 184.18, 185.48, 186.61, 187.87, 186.18, 187.13, 188.97, 190.81, 191.88, 192.36
    ]
  },
  {
    first: "2005-01",
    sources: [TABLE],
    note:
      "Table / 1.9207 = CYSTAT CPI 2005 = 100 to 0.01: Nov-Dec 2006, Jul-Aug 2010, Dec 2010. Nov 2005 197.38 and Sep 2010 " +
      "219.23 are the figures quoted from the Tax Department's own table (cgt-smartexpat-monthly-cpi).",
    values: [
      /* 2005 */ 188.43, 188.16, 189.51, 191.21, 191.17, 191.07, 189.73, 191.07, 194.51, 196.68, 197.38, 196.18,
      /* 2006 */ 193.03, 193.26, 195.55, 197.16, 197.33, 197.58, 195.01, 196.12, 198.29, 199.45, 199.87, 199.75,
      /* 2007 */ 196.2, 196.07, 198.47, 200.66, 201.67, 201.25, 199.75, 200.88, 203.52, 205.42, 206.92, 207.57,
      /* 2008 */ 204.7, 205.73, 207.8, 209.93, 211.64, 212.26, 210.99, 211.74, 214.37, 216.17, 214.02, 211.93,
      /* 2009 */ 206.97, 207.09, 210.05, 211.41, 212.99, 212.7, 209.3, 209.64, 211.74, 214.45, 216.94, 216.27,
      /* 2010 */ 212.01, 213.04, 215.08, 216.58, 216.41, 216.83, 214.68, 216.44, 219.23, 220.98, 220.17, 219.82
    ]
  },
  {
    first: "2011-01",
    sources: [TABLE],
    note: "Jan 2011 / 1.9207 = CYSTAT 113.51 (2005 = 100).",
    values: [218.02]
  },
  {
    first: "2011-02",
    sources: [TABLE],
    note:
      "UNCONFIRMED. CYSTAT's stated inflation for Aug 2012 (2.7%) and Dec 2012 (1.1%) against the confirmed 2012 " +
      "values implies Aug 2011 about 0.8% and Dec 2011 about 0.2% below this table; the table's 2011 average change is " +
      "+3.5% where the CPI's was about 3.3%. Kept because it is the table the Tax Department applies.",
    caveat:
      "The Tax Department table's February-December 2011 values could not be confirmed against CYSTAT: CYSTAT's " +
      "stated 2012 inflation rates imply 2011 values up to about 0.8% lower. The table's value is used, as the Tax " +
      "Department applies its table.",
    values: [/* 2011 */ 218.96, 221.11, 223.68, 224.8, 225.91, 222.59, 224.45, 227.7, 228.43, 228.47, 228.83]
  },
  {
    first: "2012-01",
    sources: [TABLE],
    note:
      "Table / 2.2051833 = CYSTAT CPI 2015 = 100 to 0.01 in every month checked (Nov 2016 among them); Dec 2012 and " +
      "Jan 2013, Jul-Aug 2013 also match the 2005 = 100 releases (/ 1.9207).",
    values: [
      /* 2012 */ 224.82, 225.72, 228.56, 230.58, 231.43, 229.91, 227.43, 228.66, 230.1, 231.66, 231.18, 230.98,
      /* 2013 */ 228.93, 229.43, 231.0, 229.89, 229.83, 230.08, 226.72, 226.49, 227.74, 227.95, 226.32, 225.66,
      /* 2014 */ 222.32, 223.51, 225.72, 226.22, 226.7, 227.35, 225.39, 224.86, 225.66, 226.83, 225.97, 222.36,
      /* 2015 */ 219.4, 220.36, 221.48, 221.53, 222.19, 221.84, 218.69, 218.86, 219.96, 221.09, 221.19, 219.63,
      /* 2016 */ 216.16, 214.43, 215.87, 216.22, 217.57, 217.26, 217.68, 217.5, 218.62, 218.8, 218.67
    ]
  },
  {
    first: "2016-12",
    sources: [TABLE, "cgt-cpi-gmst-2016-12"],
    note:
      "Differs by 0.01: 219.68 / 2.2051833 = 99.62, where CYSTAT's December 2016 release as reported gives 99.61 " +
      "(= 219.66 on the table's scale; the same report's November 99.16 matches the table). Kept: the Tax Department " +
      "applies its table, and the only figure against it is one press report of the release; the two readings change " +
      "an indexed amount by under 0.01%.",
    caveat:
      "December 2016: the Tax Department table's 219.68 (99.62 on 2015 = 100) is used; CYSTAT's release as " +
      "reported by the press gives 99.61 (219.66 on the table's scale), a difference of under 0.01% in the indexed amount.",
    values: [219.68]
  },
  {
    first: "2017-01",
    sources: [TABLE],
    note: "Table / 2.2051833 = CYSTAT CPI 2015 = 100 to 0.01 in every month checked.",
    values: [
      /* 2017 */ 217.28, 218.03, 219.99, 220.54, 219.86, 218.73, 216.17, 217.17, 217.79, 219.06, 219.29, 218.38,
      /* 2018 */ 215.71, 217.34, 218.91, 220.23, 222.64, 223.81, 221.23, 222.68, 224.6, 225.57, 225.13, 222.09,
      /* 2019 */ 219.99, 220.06, 221.89, 222.81, 223.12, 223.36, 220.56, 221.23, 222.48, 223.36, 224.05, 223.67,
      /* 2020 */ 222.35, 223.23, 223.47, 220.12, 219.84, 218.91, 217.26, 218.54, 220.41, 221.64, 222.68, 221.12,
      /* 2021 */ 218.78, 219.02, 221.87, 223.67, 225.08, 225.79, 226.03, 229.54, 229.41, 231.08, 232.34, 231.77,
      /* 2022 */ 230.6, 233.4, 237.68, 243.37, 245.59, 247.51, 250.58, 249.94, 249.45, 251.41
    ]
  },
  {
    first: "2022-11",
    sources: ["cgt-cpi-2022-12"],
    note:
      "Corrected: the table copy reads 251.62 (= 114.10 on 2015 = 100), between Oct 251.41 and Dec 250.14 which match " +
      "CYSTAT; PIO gives Nov 2022 114.55, so 114.55 x 2646.22 / 1200 = 252.60 (2015 = 100 times the table's 2015 average).",
    caveat:
      "November 2022: the copy of the Tax Department table reads 251.62, which contradicts CYSTAT's 114.55 (2015 = 100); " +
      "252.60 = 114.55 x 2.205183 (the table's 2015 average / 100) is used.",
    values: [252.6]
  },
  {
    first: "2022-12",
    sources: [TABLE],
    note: "Table / 2.2051833 = CYSTAT CPI 2015 = 100 to 0.01 in every month checked.",
    values: [
      /* 2022 */ 250.14, /* 2023 */ 247.0, 248.92, 251.46, 252.25, 252.98, 252.23, 254.26, 256.55, 259.49, 260.15,
      256.93, 254.24, /* 2024 */ 251.17, 253.44, 254.5, 258.21, 259.86, 259.6, 259.62, 260.43, 261.27, 261.62, 260.68,
      260.9, /* 2025 */ 257.41, 258.25, 258.56, 258.69, 259.27, 258.63, 257.24, 258.1, 259.57, 260.76, 259.27, 259.49
    ]
  },
  {
    first: "2026-01",
    sources: [TABLE],
    note:
      "CYSTAT rebased to 2025 = 100 from Jan 2026 (cgt-cpi-rebase-2026); the table chains it at its 2025 average " +
      "(3105.24 / 12 = 258.77): Jan 258.73 / 2.5877 = 99.98 and Feb 258.41 / 2.5877 = 99.86 as CYSTAT published " +
      "(cgt-cpi-philenews-2026-02); Mar and Apr give +1.2% and +2.8% a year, as reported (cgt-cpi-focus-2026-04).",
    values: [/* 2026 */ 258.73, 258.41, 261.54, 266.01, 265.88]
  }
]

/**
 * A CYSTAT release (or a report of one) that gives the month on a CYSTAT base; it is added to that
 * month's sources. The figures are in test/rules/cpi.test.ts.
 */
const CONFIRMED_BY: Readonly<Record<string, SourceId | ReadonlyArray<SourceId>>> = {
  "2001-08": "cgt-cpi-dsr-2001-09",
  "2001-09": "cgt-cpi-dsr-2001-09",
  "2001-11": "cgt-cpi-dsr-2001-12",
  "2001-12": "cgt-cpi-dsr-2001-12",
  "2003-04": "cgt-cpi-dsr-2003-05",
  "2003-05": "cgt-cpi-dsr-2003-05",
  "2004-01": "cgt-cpi-cystat-2004-02",
  "2004-02": "cgt-cpi-cystat-2004-02",
  "2005-11": "cgt-smartexpat-monthly-cpi",
  "2010-09": "cgt-smartexpat-monthly-cpi",
  "2006-11": "cgt-cpi-2006-12",
  "2006-12": "cgt-cpi-2006-12",
  "2010-07": "cgt-cpi-2010-08",
  "2010-08": "cgt-cpi-2010-08",
  "2010-12": "cgt-cpi-cystat-2011-01",
  "2011-01": "cgt-cpi-cystat-2011-01",
  "2012-12": "cgt-cpi-cystat-2013-01",
  "2013-01": "cgt-cpi-cystat-2013-01",
  "2013-07": "cgt-cpi-2013-08",
  "2013-08": "cgt-cpi-2013-08",
  "2016-11": "cgt-cpi-gmst-2016-12",
  "2017-11": "cgt-cpi-2017-12",
  "2017-12": ["cgt-cpi-pio-2018-01", "cgt-cpi-2017-12"],
  "2018-01": "cgt-cpi-pio-2018-01",
  "2019-07": "cgt-cpi-economy-com",
  "2019-08": "cgt-cpi-economy-com",
  "2019-11": "cgt-cpi-2019-12",
  "2019-12": "cgt-cpi-2019-12",
  "2020-12": "cgt-cpi-famagusta-2021-01",
  "2021-01": "cgt-cpi-famagusta-2021-01",
  "2021-05": "cgt-cpi-cng-2021-06",
  "2021-06": ["cgt-cpi-cng-2021-06", "cgt-cpi-cyprusprofile-2021-07"],
  "2021-07": "cgt-cpi-cyprusprofile-2021-07",
  "2021-08": "cgt-cpi-fm-2021-09",
  "2021-09": "cgt-cpi-fm-2021-09",
  "2021-12": "cgt-cpi-cyprusprofile-2022-01",
  "2022-01": "cgt-cpi-cyprusprofile-2022-01",
  "2022-12": "cgt-cpi-2022-12",
  "2023-05": "cgt-cpi-2023-06",
  "2023-06": "cgt-cpi-2023-06",
  "2023-07": "cgt-cpi-2023-08",
  "2023-08": "cgt-cpi-2023-08",
  "2023-11": "cgt-cpi-2023-12",
  "2023-12": "cgt-cpi-2023-12",
  "2024-04": "cgt-cpi-futuremedia-2024-05",
  "2024-05": "cgt-cpi-futuremedia-2024-05",
  "2024-11": "cgt-cpi-2024-12",
  "2024-12": "cgt-cpi-2024-12",
  "2025-04": "cgt-cpi-2025-05",
  "2025-05": "cgt-cpi-2025-05",
  "2025-06": "cgt-cpi-2025-06",
  "2025-07": "cgt-cpi-2025-08",
  "2025-08": "cgt-cpi-2025-08",
  "2025-09": "cgt-cpi-2025-09",
  "2025-10": "cgt-cpi-2025-11",
  "2025-11": "cgt-cpi-2025-11",
  "2025-12": "cgt-cpi-today24-2025-12",
  "2026-01": "cgt-cpi-philenews-2026-02",
  "2026-02": "cgt-cpi-philenews-2026-02",
  "2026-03": "cgt-cpi-focus-2026-04",
  "2026-04": "cgt-cpi-focus-2026-04"
}

export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, "0")}`

/** The month before (year, month): the disposal side of the reported Tax Department convention. */
export const previousMonth = (year: number, month: number): { year: number; month: number } =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }

const monthsOf = (block: MonthBlock): Array<[string, MonthlyCpi]> => {
  const [y, m] = block.first.split("-").map(Number) as [number, number]
  return block.values.map((value, k) => {
    const key = monthKey(y + Math.floor((m - 1 + k) / 12), ((m - 1 + k) % 12) + 1)
    const confirmed = [CONFIRMED_BY[key] ?? []].flat()
    const sources = [...new Set([...block.sources, ...confirmed])]
    return [key, block.caveat === undefined ? { value, sources } : { value, sources, caveat: block.caveat }]
  })
}

/** Monthly CPI on the table's scale, keyed "YYYY-MM". */
export const MONTHLY_CPI: Readonly<Record<string, MonthlyCpi>> = Object.fromEntries(
  MONTHLY_CPI_BLOCKS.flatMap(monthsOf)
)

const keys = Object.keys(MONTHLY_CPI).sort()
const asMonth = (key: string): { year: number; month: number } => {
  const [year, month] = key.split("-").map(Number) as [number, number]
  return { year, month }
}
export const FIRST_MONTHLY_CPI = asMonth(keys[0] ?? "2000-01")
/** The latest month held; a later month is indexed at this one (disclosed by the calculator). */
export const LAST_MONTHLY_CPI = asMonth(keys.at(-1) ?? "2000-01")

export const monthlyCpi = (year: number, month: number): MonthlyCpi | undefined => MONTHLY_CPI[monthKey(year, month)]

/** Sum of the table's twelve 2015 values in hundredths (2646.22): its 2015 average is this / 1200. */
const TABLE_2015_SUM_HUNDREDTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].reduce(
  (s, m) => s + scaledInteger(monthlyCpi(2015, m)?.value ?? Number.NaN, 2),
  0
)
/** The table's 2015 average (220.518333): table value / (this / 100) = CPI 2015 = 100. */
export const TABLE_2015_AVERAGE = TABLE_2015_SUM_HUNDREDTHS / 1200

/** Annual average for a year, clamped to the years held (before 1975 is never needed: art. 6 starts in 1980). */
export const annualCpiYear = (year: number): number =>
  Math.min(Math.max(year, FIRST_ANNUAL_CPI_YEAR), LATEST_ANNUAL_CPI_YEAR)

export const annualCpi = (year: number): number => ANNUAL_CPI.value[annualCpiYear(year)] ?? Number.NaN

/**
 * An annual average (2015 = 100) carried to the table's scale, rounded to 0.01 (half up) so that it
 * can be shown and multiplied like a table value: e.g. 1995 65.88 x 2646.22 / 1200 = 145.28.
 */
export const annualCpiOnTableScale = (year: number): number => {
  return divRound(scaledInteger(annualCpi(year), 2) * TABLE_2015_SUM_HUNDREDTHS, 120_000) / 100
}
