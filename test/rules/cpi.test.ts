import { describe, expect, it } from "vitest"
import {
  annualCpiOnTableScale,
  FIRST_MONTHLY_CPI,
  LAST_MONTHLY_CPI,
  monthKey,
  MONTHLY_CPI,
  MONTHLY_CPI_BLOCKS,
  monthlyCpi,
  TABLE_2015_AVERAGE
} from "../../src/rules/cpi.ts"
import { SOURCES } from "../../src/rules/sources.ts"

const round2 = (x: number): number => Math.round(x * 100) / 100
const table = (key: string): number => {
  const hit = MONTHLY_CPI[key]
  if (hit === undefined) throw new Error(`no CPI for ${key}`)
  return hit.value
}

/**
 * CYSTAT's published CPI for single months, on the base of the release, with the source id that
 * reports it (src/rules/sources/capital-gains.ts). The Tax Department table divided by the base's
 * link factor must give the published figure to 0.01: 1998 = 100 by 1.5845, 2005 = 100 by 1.9207,
 * 2015 = 100 by the table's own 2015 average / 100 (2646.22 / 1200 = 2.2051833).
 */
const CYSTAT: ReadonlyArray<{ month: string; value: number; base: "1998" | "2005" | "2015"; source: string }> = [
  { month: "2001-08", value: 107.13, base: "1998", source: "cgt-cpi-dsr-2001-09" },
  { month: "2001-09", value: 108.7, base: "1998", source: "cgt-cpi-dsr-2001-09" },
  { month: "2001-11", value: 109.87, base: "1998", source: "cgt-cpi-dsr-2001-12" },
  { month: "2001-12", value: 110.43, base: "1998", source: "cgt-cpi-dsr-2001-12" },
  { month: "2003-04", value: 116.5, base: "1998", source: "cgt-cpi-dsr-2003-05" },
  { month: "2003-05", value: 116.04, base: "1998", source: "cgt-cpi-dsr-2003-05" },
  { month: "2004-01", value: 115.33, base: "1998", source: "cgt-cpi-cystat-2004-02" },
  { month: "2004-02", value: 115.51, base: "1998", source: "cgt-cpi-cystat-2004-02" },
  { month: "2006-11", value: 104.06, base: "2005", source: "cgt-cpi-2006-12" },
  { month: "2006-12", value: 104.0, base: "2005", source: "cgt-cpi-2006-12" },
  { month: "2010-07", value: 111.77, base: "2005", source: "cgt-cpi-2010-08" },
  { month: "2010-08", value: 112.69, base: "2005", source: "cgt-cpi-2010-08" },
  { month: "2010-12", value: 114.45, base: "2005", source: "cgt-cpi-cystat-2011-01" },
  { month: "2011-01", value: 113.51, base: "2005", source: "cgt-cpi-cystat-2011-01" },
  { month: "2012-12", value: 120.26, base: "2005", source: "cgt-cpi-cystat-2013-01" },
  { month: "2013-01", value: 119.19, base: "2005", source: "cgt-cpi-cystat-2013-01" },
  { month: "2013-07", value: 118.04, base: "2005", source: "cgt-cpi-2013-08" },
  { month: "2013-08", value: 117.92, base: "2005", source: "cgt-cpi-2013-08" },
  { month: "2016-11", value: 99.16, base: "2015", source: "cgt-cpi-gmst-2016-12" },
  { month: "2017-11", value: 99.44, base: "2015", source: "cgt-cpi-2017-12" },
  { month: "2017-12", value: 99.03, base: "2015", source: "cgt-cpi-2017-12" },
  { month: "2017-12", value: 99.03, base: "2015", source: "cgt-cpi-pio-2018-01" },
  { month: "2018-01", value: 97.82, base: "2015", source: "cgt-cpi-pio-2018-01" },
  { month: "2019-07", value: 100.02, base: "2015", source: "cgt-cpi-economy-com" },
  { month: "2019-08", value: 100.32, base: "2015", source: "cgt-cpi-economy-com" },
  { month: "2019-11", value: 101.6, base: "2015", source: "cgt-cpi-2019-12" },
  { month: "2019-12", value: 101.43, base: "2015", source: "cgt-cpi-2019-12" },
  { month: "2020-12", value: 100.27, base: "2015", source: "cgt-cpi-famagusta-2021-01" },
  { month: "2021-01", value: 99.21, base: "2015", source: "cgt-cpi-famagusta-2021-01" },
  { month: "2021-05", value: 102.07, base: "2015", source: "cgt-cpi-cng-2021-06" },
  { month: "2021-06", value: 102.39, base: "2015", source: "cgt-cpi-cng-2021-06" },
  { month: "2021-06", value: 102.39, base: "2015", source: "cgt-cpi-cyprusprofile-2021-07" },
  { month: "2021-07", value: 102.5, base: "2015", source: "cgt-cpi-cyprusprofile-2021-07" },
  { month: "2021-08", value: 104.09, base: "2015", source: "cgt-cpi-fm-2021-09" },
  { month: "2021-09", value: 104.03, base: "2015", source: "cgt-cpi-fm-2021-09" },
  { month: "2021-12", value: 105.1, base: "2015", source: "cgt-cpi-cyprusprofile-2022-01" },
  { month: "2022-01", value: 104.57, base: "2015", source: "cgt-cpi-cyprusprofile-2022-01" },
  { month: "2022-11", value: 114.55, base: "2015", source: "cgt-cpi-2022-12" },
  { month: "2022-12", value: 113.43, base: "2015", source: "cgt-cpi-2022-12" },
  { month: "2023-05", value: 114.72, base: "2015", source: "cgt-cpi-2023-06" },
  { month: "2023-06", value: 114.38, base: "2015", source: "cgt-cpi-2023-06" },
  { month: "2023-07", value: 115.3, base: "2015", source: "cgt-cpi-2023-08" },
  { month: "2023-08", value: 116.34, base: "2015", source: "cgt-cpi-2023-08" },
  { month: "2023-11", value: 116.51, base: "2015", source: "cgt-cpi-2023-12" },
  { month: "2023-12", value: 115.29, base: "2015", source: "cgt-cpi-2023-12" },
  { month: "2024-04", value: 117.09, base: "2015", source: "cgt-cpi-futuremedia-2024-05" },
  { month: "2024-05", value: 117.84, base: "2015", source: "cgt-cpi-futuremedia-2024-05" },
  { month: "2024-11", value: 118.21, base: "2015", source: "cgt-cpi-2024-12" },
  { month: "2024-12", value: 118.31, base: "2015", source: "cgt-cpi-2024-12" },
  { month: "2025-04", value: 117.31, base: "2015", source: "cgt-cpi-2025-05" },
  { month: "2025-05", value: 117.57, base: "2015", source: "cgt-cpi-2025-05" },
  { month: "2025-06", value: 117.28, base: "2015", source: "cgt-cpi-2025-06" },
  { month: "2025-07", value: 116.65, base: "2015", source: "cgt-cpi-2025-08" },
  { month: "2025-08", value: 117.04, base: "2015", source: "cgt-cpi-2025-08" },
  { month: "2025-09", value: 117.71, base: "2015", source: "cgt-cpi-2025-09" },
  { month: "2025-10", value: 118.25, base: "2015", source: "cgt-cpi-2025-11" },
  { month: "2025-11", value: 117.57, base: "2015", source: "cgt-cpi-2025-11" },
  { month: "2025-12", value: 117.67, base: "2015", source: "cgt-cpi-today24-2025-12" }
]

const LINK: Readonly<Record<"1998" | "2005" | "2015", number>> = {
  "1998": 1.5845,
  "2005": 1.9207,
  "2015": TABLE_2015_AVERAGE / 100
}

describe("monthly CPI table", () => {
  it("holds every month from 2000-01 to 2026-05, in blocks without gaps, each month with registered sources", () => {
    expect(FIRST_MONTHLY_CPI).toEqual({ year: 2000, month: 1 })
    expect(LAST_MONTHLY_CPI).toEqual({ year: 2026, month: 5 })
    let count = 0
    for (let y = 2000; y <= 2026; y++) {
      for (let m = 1; m <= (y === 2026 ? 5 : 12); m++) {
        const hit = monthlyCpi(y, m)
        expect(hit, monthKey(y, m)).toBeDefined()
        expect(hit?.value).toBeGreaterThan(150)
        expect(hit?.sources.length).toBeGreaterThan(0)
        for (const id of hit?.sources ?? []) expect(SOURCES[id], id).toBeDefined()
        count++
      }
    }
    expect(count).toBe(317)
    expect(Object.keys(MONTHLY_CPI)).toHaveLength(317)
    const held = MONTHLY_CPI_BLOCKS.reduce((n, b) => n + b.values.length, 0)
    expect(held).toBe(317)
  })

  it("cites the Tax Department table for every month except the corrected November 2022", () => {
    for (const [key, m] of Object.entries(MONTHLY_CPI)) {
      expect(m.sources[0], key).toBe(key === "2022-11" ? "cgt-cpi-2022-12" : "cgt-cpi-taxdept-table")
    }
    expect(SOURCES["cgt-cpi-taxdept-table"].kind).toBe("secondary")
  })

  it("gives CYSTAT's published figure on each base to 0.01 (table / link factor), and names that release", () => {
    for (const c of CYSTAT) {
      expect(round2(table(c.month) / LINK[c.base]), `${c.month} (${c.base} = 100, ${c.source})`).toBe(c.value)
      expect(MONTHLY_CPI[c.month]?.sources, c.month).toContain(c.source)
    }
  })

  it("has the 2015 average 2646.22 / 12 = 220.518333 that links it to 2015 = 100", () => {
    expect(TABLE_2015_AVERAGE).toBeCloseTo(220.518333, 6)
  })

  it("reproduces the two Tax Department figures quoted in the forum report (cgt-smartexpat-monthly-cpi)", () => {
    // "in dec 2005 ... index is for nov 197,38 / ... sept 2010 ... index is for sept 2010 is 219,23"
    expect(table("2005-11")).toBe(197.38)
    expect(table("2010-09")).toBe(219.23)
  })

  it("corrects November 2022 from the PIO release: 114.55 x 2646.22 / 1200 = 252.60 (the copy's 251.62 is a typo)", () => {
    expect(table("2022-11")).toBe(252.6)
    expect(round2((114.55 * 2646.22) / 1200)).toBe(252.6)
    expect(MONTHLY_CPI["2022-11"]?.caveat).toMatch(/251\.62/)
  })

  it("chains 2026 (CYSTAT 2025 = 100) at the table's 2025 average, 3105.24 / 12 = 258.77", () => {
    const avg2025 = [...Array(12).keys()].reduce((s, k) => s + table(monthKey(2025, k + 1)), 0) / 12
    expect(round2(avg2025)).toBe(258.77)
    // cgt-cpi-philenews-2026-02: January 2026 99.98, February 2026 99.86 (2025 = 100)
    expect(round2((table("2026-01") / avg2025) * 100)).toBe(99.98)
    expect(round2((table("2026-02") / avg2025) * 100)).toBe(99.86)
    // cgt-cpi-focus-2026-04: CPI inflation March 2026 1.2%, April 2026 2.8%
    expect(Math.round((table("2026-03") / table("2025-03") - 1) * 1000) / 10).toBe(1.2)
    expect(Math.round((table("2026-04") / table("2025-04") - 1) * 1000) / 10).toBe(2.8)
  })

  it("keeps the table's December 2016 (219.68 = 99.62) against the reported release's 99.61 (= 219.66), and says so", () => {
    // cgt-cpi-gmst-2016-12: "increased by 0.45 units to 99.61 units from 99.16" (2015 = 100)
    expect(table("2016-12")).toBe(219.68)
    expect(round2(table("2016-12") / LINK["2015"])).toBe(99.62) // 219.68 / 2.2051833 = 99.6198
    expect(round2(99.61 * LINK["2015"])).toBe(219.66) // 99.61 x 2.2051833 = 219.6583
    expect(round2(table("2016-11") / LINK["2015"])).toBe(99.16) // 218.67 / 2.2051833 = 99.1617, as reported
    // on an indexed amount the two readings differ by 219.68 / 219.66 - 1 = 0.0091%
    expect((219.68 / 219.66 - 1) * 100).toBeLessThan(0.01)
    expect(MONTHLY_CPI["2016-12"]?.sources).toEqual(["cgt-cpi-taxdept-table", "cgt-cpi-gmst-2016-12"])
    expect(MONTHLY_CPI["2016-12"]?.caveat).toMatch(/99\.61/)
  })

  it("does not claim a 0.01 match for December 2016: it is a block of its own with its own note", () => {
    const dec2016 = MONTHLY_CPI_BLOCKS.find((b) => b.first === "2016-12")
    expect(dec2016?.values).toEqual([219.68])
    expect(dec2016?.note).toMatch(/^Differs by 0\.01/)
  })

  it("flags February-December 2011 as unconfirmed, December 2016 as differing by 0.01, and November 2022 as corrected", () => {
    const flagged = Object.entries(MONTHLY_CPI)
      .filter(([, m]) => m.caveat !== undefined)
      .map(([k]) => k)
    expect(flagged).toEqual([
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => monthKey(2011, m)),
      "2016-12",
      "2022-11"
    ])
  })

  it("carries annual averages (2015 = 100) to the table's scale, rounded half up to 0.01", () => {
    expect(annualCpiOnTableScale(1995)).toBe(145.28) // 65.88 x 2646.22 / 1200 = 145.2775
    expect(annualCpiOnTableScale(1980)).toBe(71.67) // 32.50 x 2646.22 / 1200 = 71.6684
    expect(annualCpiOnTableScale(2015)).toBe(220.52) // 100 x 2.2051833
  })
})
