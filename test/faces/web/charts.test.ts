import { describe, expect, it } from "vitest"
import { allocationChart, MAX_SLICES } from "../../../src/faces/web/charts/allocation.ts"
import { fanChart } from "../../../src/faces/web/charts/fan-chart.ts"
import { groupedBarChart } from "../../../src/faces/web/charts/grouped-bar.ts"
import { lineChart } from "../../../src/faces/web/charts/line-chart.ts"
import { stackedBarChart } from "../../../src/faces/web/charts/stacked-bar.ts"
import {
  evenIndices,
  formatNumber,
  formatTick,
  formatValue,
  MAX_CATEGORIES,
  MAX_POINTS,
  MAX_SEGMENTS,
  niceAxis
} from "../../../src/faces/web/charts/svg.ts"

/**
 * A strict well-formedness check of the charts' markup, which is XML as well as HTML (every element closed, no void
 * element): balanced tags, quoted attributes without a raw "<" or "&", no attribute twice, and text whose every "&"
 * starts an entity and which holds no raw "<" or ">".
 */
const ENTITY = /^&(amp|lt|gt|quot|#\d+);/
const checkEntities = (text: string, where: string) => {
  for (let i = text.indexOf("&"); i !== -1; i = text.indexOf("&", i + 1))
    if (!ENTITY.test(text.slice(i))) throw new Error(`a raw & in ${where}: ${text.slice(i, i + 20)}`)
}
const wellFormed = (markup: string): Array<string> => {
  const stack: Array<string> = []
  const elements: Array<string> = []
  let at = 0
  const tag = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  while (at < markup.length) {
    const open = markup.indexOf("<", at)
    const text = markup.slice(at, open === -1 ? markup.length : open)
    if (text.includes(">")) throw new Error(`a raw > in text: ${text}`)
    checkEntities(text, "text")
    if (open === -1) break
    tag.lastIndex = open
    const match = tag.exec(markup)
    if (match === null) throw new Error(`not a tag at ${open}: ${markup.slice(open, open + 60)}`)
    const [whole, closing, name = "", attributes = "", selfClosing] = match
    const names = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, attribute = "", value = ""]) => {
      checkEntities(value, `${name}'s ${attribute}`)
      return attribute
    })
    if (new Set(names).size !== names.length) throw new Error(`an attribute twice in <${name}>`)
    if (closing === "/") {
      const expected = stack.pop()
      if (expected !== name) throw new Error(`</${name}> closes <${expected}>`)
    } else {
      elements.push(name)
      if (selfClosing !== "/") stack.push(name)
    }
    at = open + whole.length
  }
  if (stack.length > 0) throw new Error(`unclosed: ${stack.join(", ")}`)
  return elements
}

const svgOf = (html: string) => html.slice(html.indexOf("<svg"), html.indexOf("</svg>") + 6)
const bodyRows = (html: string) => {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"))
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = ""]) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell)
  )
}

const base = { title: "A chart", description: "What it shows.", language: "en" as const }

const ALL = [
  stackedBarChart({
    ...base,
    id: "euro",
    segments: [
      { label: "Net pay", value: 38_000 },
      { label: "Income tax", value: 6_000 },
      { label: "Social insurance", value: 4_400 },
      { label: "GESY", value: 1_325 }
    ]
  }),
  groupedBarChart({
    ...base,
    id: "bands",
    categories: ["0 to 22,000", "22,001 to 32,000", "32,001 to 42,000"],
    series: [
      { label: "2025", values: [0, 2_000, 2_250] },
      { label: "2026", values: [0, 2_000, null] }
    ]
  }),
  lineChart({
    ...base,
    id: "mortgage",
    xTitle: "Year",
    yTitle: "EUR",
    x: [2026, 2027, 2028, 2029],
    series: [
      { label: "Rent", values: [10, 20, 30, 40] },
      { label: "Buy", values: [-5, 15, null, 45] }
    ],
    markers: [{ x: 2027, label: "Breakeven", y: 17 }]
  }),
  fanChart({
    ...base,
    id: "fan",
    xTitle: "Age",
    points: [65, 66, 67].map((x, i) => ({ x, p10: 10 - i, p25: 20 - i, p50: 30, p75: 40 + i, p90: 50 + i }))
  }),
  allocationChart({
    ...base,
    id: "alloc",
    slices: [
      { label: "Shares", value: 60 },
      { label: "Bonds", value: 30 },
      { label: "Cash", value: 10 }
    ]
  })
]

describe("charts (src/faces/web/charts/)", () => {
  it("draws well-formed markup: a figure with an svg named by its title and description, and a data table", () => {
    for (const html of ALL) {
      const elements = wellFormed(html)
      expect(elements[0]).toBe("figure")
      expect(elements).toEqual(expect.arrayContaining(["svg", "title", "desc", "details", "summary", "table"]))
      const svg = svgOf(html)
      const id = /<svg[^>]* aria-labelledby="([\w-]+)-title \1-desc"/.exec(svg)?.[1]
      expect(id).toBeDefined()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/)
      expect(svg).toMatch(/viewBox="0 0 360 \d+"/)
      expect(svg).toContain(`<title id="${id}-title">A chart</title><desc id="${id}-desc">What it shows.</desc>`)
      expect(svg).not.toMatch(/ style=|<style|<script|NaN|undefined|Infinity/)
    }
  })

  it("lists the figures it draws, row for row", () => {
    const [euro, bands, lines, fan, alloc] = ALL.map(bodyRows)
    expect(euro).toEqual([
      ["Net pay", "€38,000.00", "76.4%"],
      ["Income tax", "€6,000.00", "12.1%"],
      ["Social insurance", "€4,400.00", "8.8%"],
      ["GESY", "€1,325.00", "2.7%"],
      ["Total", "€49,725.00", "100.0%"]
    ])
    expect(bands).toEqual([
      ["0 to 22,000", "€0.00", "€0.00"],
      ["22,001 to 32,000", "€2,000.00", "€2,000.00"],
      ["32,001 to 42,000", "€2,250.00", "—"]
    ])
    expect(lines).toEqual([
      ["2026", "€10.00", "-€5.00"],
      ["2027", "€20.00", "€15.00"],
      ["2028", "€30.00", "—"],
      ["2029", "€40.00", "€45.00"]
    ])
    expect(fan?.map((row) => row.length)).toEqual([6, 6, 6])
    expect(fan?.[2]).toEqual(["67", "€8.00", "€18.00", "€30.00", "€42.00", "€52.00"])
    expect(alloc).toEqual([
      ["Shares", "€60.00", "60.0%"],
      ["Bonds", "€30.00", "30.0%"],
      ["Cash", "€10.00", "10.0%"],
      ["Total", "€100.00", "100.0%"]
    ])
    expect(ALL[2]).toContain("Breakeven: 2027")
  })

  it("escapes every text the caller gives, in the svg and in the table", () => {
    const hostile = `</title><script>alert("x")</script>&amp; 'quoted'`
    const charts = [
      stackedBarChart({
        ...base,
        title: hostile,
        description: hostile,
        id: `x" onload="alert(1)`,
        segments: [{ label: hostile, value: 1 }]
      }),
      groupedBarChart({
        ...base,
        id: "g",
        categoryHeading: hostile,
        categories: [hostile],
        series: [{ label: hostile, values: [1] }]
      }),
      lineChart({
        ...base,
        id: "l",
        xTitle: hostile,
        yTitle: hostile,
        x: [1, 2],
        series: [{ label: hostile, values: [1, 2] }],
        markers: [{ x: 1, label: hostile }]
      }),
      fanChart({
        ...base,
        id: "f",
        xTitle: hostile,
        yTitle: hostile,
        points: [{ x: 1, p10: 1, p25: 2, p50: 3, p75: 4, p90: 5 }]
      }),
      allocationChart({ ...base, id: "a", labelHeading: hostile, slices: [{ label: hostile, value: 1 }] })
    ]
    for (const html of charts) {
      wellFormed(html)
      expect(html).not.toContain("<script")
      expect(html).not.toContain("onload=")
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp; &#39;quoted&#39;")
    }
    expect(charts[0]).toContain(`id="x--onload--alert-1-"`)
  })

  it("draws at most MAX_POINTS points of a long series, the first and the last among them", () => {
    const x = Array.from({ length: 10_000 }, (_, i) => i)
    const html = lineChart({
      ...base,
      id: "long",
      xTitle: "Month",
      x,
      series: [{ label: "Balance", values: x.map((i) => 10_000 - i) }]
    })
    const rows = bodyRows(html)
    expect(rows).toHaveLength(MAX_POINTS)
    expect(rows[0]?.[0]).toBe("0")
    expect(rows.at(-1)?.[0]).toBe("9999")
    const path = /<path class="line series-1" d="([^"]+)"/.exec(html)?.[1] ?? ""
    expect(path.match(/[ML]/g)).toHaveLength(MAX_POINTS)
    expect(html).toContain("Showing 240 of 10,000.")
    expect(html.length).toBeLessThan(40_000)
    const fan = fanChart({
      ...base,
      id: "fan",
      xTitle: "Age",
      points: x.map((i) => ({ x: i, p10: 1, p25: 2, p50: 3, p75: 4, p90: 5 }))
    })
    expect(bodyRows(fan)).toHaveLength(MAX_POINTS)
    expect(evenIndices(241)).toHaveLength(240)
    expect(evenIndices(5, 3)).toEqual([0, 2, 4])
    expect(evenIndices(3)).toEqual([0, 1, 2])
  })

  it("bounds series, categories and parts", () => {
    const many = Array.from({ length: 100 }, (_, i) => `c${i}`)
    const bars = groupedBarChart({
      ...base,
      id: "g",
      categories: many,
      series: [1, 2, 3, 4, 5].map((s) => ({ label: `s${s}`, values: many.map((_, i) => i * s) }))
    })
    expect(bodyRows(bars)).toHaveLength(MAX_CATEGORIES)
    expect(bodyRows(bars)[0]).toHaveLength(1 + 3)
    expect(bars).toContain("Showing 24 of 100.")
    const lines = lineChart({
      ...base,
      id: "l",
      xTitle: "x",
      x: [1, 2],
      series: [1, 2, 3, 4, 5, 6].map((s) => ({ label: `s${s}`, values: [s, s] }))
    })
    expect(lines.match(/<path class="line /g)).toHaveLength(4)
    const parts = many.map((label, i) => ({ label, value: i + 1 }))
    const euro = stackedBarChart({ ...base, id: "s", segments: parts })
    const euroRows = bodyRows(euro)
    expect(euroRows).toHaveLength(MAX_SEGMENTS + 1)
    expect(euroRows[0]?.[0]).toBe("c93")
    expect(euroRows.at(-2)?.[0]).toBe("Other")
    expect(euroRows.at(-1)?.[1]).toBe("€5,050.00")
    const alloc = allocationChart({ ...base, id: "a", slices: parts })
    expect(bodyRows(alloc)).toHaveLength(MAX_SLICES + 1)
    expect(bodyRows(alloc).at(-1)?.[1]).toBe("€5,050.00")
  })

  it("draws nothing it cannot: non-finite values are gaps, empty charts are still well-formed", () => {
    const charts = [
      lineChart({
        ...base,
        id: "l",
        xTitle: "x",
        x: [1, 2, 3],
        series: [{ label: "s", values: [Number.NaN, Number.POSITIVE_INFINITY, 1] }]
      }),
      lineChart({ ...base, id: "e", xTitle: "x", x: [], series: [] }),
      groupedBarChart({ ...base, id: "g", categories: [], series: [] }),
      stackedBarChart({ ...base, id: "s", segments: [{ label: "nothing", value: Number.NaN }] }),
      allocationChart({ ...base, id: "a", slices: [] }),
      fanChart({ ...base, id: "f", xTitle: "x", points: [] })
    ]
    for (const html of charts) {
      wellFormed(html)
      expect(html).not.toMatch(/NaN|Infinity|undefined/)
    }
    expect(bodyRows(charts[0]!)).toEqual([
      ["1", "—"],
      ["2", "—"],
      ["3", "€1.00"]
    ])
    expect(charts[0]).toContain(`<circle class="dot series-1"`)
  })

  it("writes numbers as the page's language does", () => {
    expect(formatNumber(1234.56, "el", 2)).toBe("1.234,56")
    expect(formatNumber(1234.56, "en", 2)).toBe("1,234.56")
    expect(formatNumber(-1234567.891, "el", 2)).toBe("-1.234.567,89")
    expect(formatNumber(-0.001, "en", 2)).toBe("0.00")
    expect(formatNumber(2026, "el", 0, false)).toBe("2026")
    expect(formatValue(1234.56, "eur", "el")).toBe("1.234,56 €")
    expect(formatValue(-1234.56, "eur", "en")).toBe("-€1,234.56")
    expect(formatValue(12.345, "percent", "el")).toBe("12,3%")
    expect(formatTick(150_000, 50_000, 250_000, "eur", "el")).toBe("150 χιλ.")
    expect(formatTick(1_500_000, 500_000, 2_000_000, "eur", "en")).toBe("1.5M")
    expect(formatTick(1_500_000, 500_000, 2_000_000, "eur", "el")).toBe("1,5 εκ.")
    const greek = stackedBarChart({
      ...base,
      language: "el",
      id: "g",
      segments: [{ label: "Καθαρές αποδοχές", value: 1234.56 }]
    })
    expect(greek).toContain("<summary>Δεδομένα</summary>")
    expect(bodyRows(greek)[0]).toEqual(["Καθαρές αποδοχές", "1.234,56 €", "100,0%"])
    const years = lineChart({
      ...base,
      language: "el",
      id: "y",
      xTitle: "Έτος",
      x: [2026, 2027],
      series: [{ label: "Υπόλοιπο", values: [250_000, 1234.5] }]
    })
    expect(bodyRows(years)).toEqual([
      ["2026", "250.000,00 €"],
      ["2027", "1.234,50 €"]
    ])
  })

  it("chooses few, round ticks", () => {
    expect(niceAxis([0, 243_000], 4).ticks).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000])
    expect(niceAxis([-12, 87], 4).ticks).toEqual([-20, 0, 20, 40, 60, 80, 100])
    expect(niceAxis([5, 5], 4).ticks.length).toBeGreaterThan(1)
    expect(niceAxis([], 4).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(niceAxis([0.1, 0.3], 4, false).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3])
  })
})
