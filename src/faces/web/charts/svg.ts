// Charts drawn on the server as SVG text, by hand: no chart library, no script in the page.
//
// Why by hand rather than d3-scale and d3-shape: these charts need a linear scale, "nice" ticks, band positions
// and straight-line paths, which are about a hundred lines here, while d3-scale brings seven packages with it
// (d3-array, -format, -interpolate, -color, -time, -time-format, internmap) and its types another; d3-shape's
// curves and stacks are not needed for straight lines and one stacked bar. Drawing by hand also keeps every
// text of a chart under the page's own escaping and number format (Greek "1.234,56", English "1,234.56").
//
// Each chart is a pure function: data and texts in (the texts already in the page's language), one <figure>
// out: an <svg role="img"> named by its <title> and <desc> (aria-labelledby), then the same figures as a table
// in a <details>. Presentation is by class (site.css, "charts"), so the colours follow the light and dark
// themes and nothing needs a style attribute under the CSP. The viewBox is 360 units wide and the svg takes the
// width of its box, so the text stays readable on a 360 px phone; long series are thinned evenly to at most
// MAX_POINTS points and lists cut to a bound, so a chart's size never grows with its input.
import { formatDecimals } from "../../../core/format.ts"
import type { Language, Text } from "../i18n/language.ts"
import { escapeHtml } from "../pages.ts"

/** The width of every chart's viewBox, in SVG units; the height follows from its content. */
export const WIDTH = 360
/** The font size the layout assumes, in SVG units (site.css may show it smaller on a wide screen, never larger). */
export const FONT_SIZE = 13
/** An estimate of a character's width at FONT_SIZE, for fitting labels (system fonts average about 0.55 em). */
export const CHAR_WIDTH = 7.4
/** At most this many points of a series are drawn (and listed in its table). */
export const MAX_POINTS = 240
/** At most this many series of a line chart, and of a grouped bar chart. */
export const MAX_LINE_SERIES = 4
export const MAX_BAR_SERIES = 3
/** At most this many categories of a bar chart; segments of a stacked bar or slices of an allocation. */
export const MAX_CATEGORIES = 24
export const MAX_SEGMENTS = 8

/** What the values of a chart are: euros (to the cent), a percentage, or a plain number. */
export type Unit = "eur" | "percent" | "number"

/** What every chart is given. */
export interface ChartBase {
  /** Unique in the page: the id of the figure, and the prefix of its title's and description's ids. */
  readonly id: string
  /** The chart's title, in the page's language: shown above the chart and read as its name. */
  readonly title: string
  /** What the chart shows, in a sentence or two: read as its description. */
  readonly description: string
  readonly language: Language
  /** The unit of the values; "eur" when omitted. */
  readonly unit?: Unit
}

/** The few words the charts write themselves; every other text is the caller's. */
export const CHART_MESSAGES = {
  data: { en: "Data", el: "Δεδομένα" },
  item: { en: "Item", el: "Στοιχείο" },
  amount: { en: "Amount", el: "Ποσό" },
  share: { en: "Share", el: "Μερίδιο" },
  other: { en: "Other", el: "Άλλα" },
  total: { en: "Total", el: "Σύνολο" },
  median: { en: "Median", el: "Διάμεσος" },
  outerBand: { en: "10th to 90th percentile", el: "10ο έως 90ό εκατοστημόριο" },
  innerBand: { en: "25th to 75th percentile", el: "25ο έως 75ο εκατοστημόριο" },
  p10: { en: "10th percentile", el: "10ο εκατοστημόριο" },
  p25: { en: "25th percentile", el: "25ο εκατοστημόριο" },
  p75: { en: "75th percentile", el: "75ο εκατοστημόριο" },
  p90: { en: "90th percentile", el: "90ό εκατοστημόριο" }
} as const satisfies Record<string, Text>

/** "Showing 240 of 360 points" under a table whose data was thinned or cut. */
export const shownOf = (shown: number, of: number, language: Language) =>
  language === "el"
    ? `Εμφανίζονται ${formatNumber(shown, language)} από ${formatNumber(of, language)}.`
    : `Showing ${formatNumber(shown, language)} of ${formatNumber(of, language)}.`

export const esc = escapeHtml

// Numbers -----------------------------------------------------------------------------------------------------------

const SEPARATORS: Readonly<Record<Language, { readonly group: string; readonly decimal: string }>> = {
  en: { group: ",", decimal: "." },
  el: { group: ".", decimal: "," }
}

/**
 * A number with `decimals` decimals (rounded half away from zero), grouped by thousands, as the language writes
 * it: English "1,234.56", Greek "1.234,56". `grouping: false` for years and ages ("2026", not "2,026").
 */
export const formatNumber = (value: number, language: Language, decimals = 0, grouping = true): string => {
  const text = formatDecimals(value, decimals)
  const negative = text.startsWith("-")
  const [whole = "", fraction] = (negative ? text.slice(1) : text).split(".")
  const { group, decimal } = SEPARATORS[language]
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole
  const digits = fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits
}

/**
 * A value in its unit: "€1,234.56" / "1.234,56 €"; "12.5%" / "12,5%" (two decimals below 1%: "0.25%"); a plain
 * number with up to 2 decimals.
 */
export const formatValue = (value: number, unit: Unit, language: Language): string => {
  if (unit === "percent") return `${formatNumber(value, language, value !== 0 && Math.abs(value) < 1 ? 2 : 1)}%`
  if (unit === "number") return formatNumber(value, language, Number.isInteger(value) ? 0 : 2)
  const amount = formatNumber(Math.abs(value), language, 2)
  const sign = value < 0 && amount !== formatNumber(0, language, 2) ? "-" : ""
  return language === "el" ? `${sign}${amount} €` : `${sign}€${amount}`
}

/** The decimals that show every multiple of `step` exactly (0 to 2). */
const decimalsOf = (step: number) => {
  for (let decimals = 0; decimals < 2; decimals++) {
    const scaled = step * 10 ** decimals
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return decimals
  }
  return 2
}

const COMPACT: Readonly<Record<Language, { readonly thousand: string; readonly million: string }>> = {
  en: { thousand: "k", million: "M" },
  el: { thousand: " χιλ.", million: " εκ." }
}

/**
 * An axis tick, short: thousands and millions abbreviated when the axis reaches them ("120k", "1.5M"; Greek
 * "120 χιλ.", "1,5 εκ."), percentages with their sign; no currency (the axis title names it).
 */
export const formatTick = (value: number, step: number, top: number, unit: Unit, language: Language): string => {
  if (unit === "percent") return `${formatNumber(value, language, decimalsOf(step))}%`
  const divisor = top >= 1e6 ? 1e6 : top >= 1e4 ? 1e3 : 1
  const suffix = divisor === 1e6 ? COMPACT[language].million : divisor === 1e3 ? COMPACT[language].thousand : ""
  const text = formatNumber(value / divisor, language, decimalsOf(step / divisor))
  return value === 0 ? "0" : `${text}${suffix}`
}

// Scales and ticks --------------------------------------------------------------------------------------------------

/** A step of 1, 2, 5 or 10 times a power of ten giving about `count` intervals over the span. */
export const niceStep = (span: number, count: number): number => {
  if (!(span > 0)) return 1
  const raw = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const ratio = raw / power
  return power * (ratio >= 7.5 ? 10 : ratio >= 3.5 ? 5 : ratio >= 1.5 ? 2 : 1)
}

export interface Axis {
  readonly min: number
  readonly max: number
  readonly step: number
  readonly ticks: ReadonlyArray<number>
}

/**
 * A domain widened to whole steps, and its ticks. `withZero`: the domain reaches 0 (bars and money start from
 * nothing; a line of amounts that never nears 0 would otherwise look steeper than it is). `minStep`: 1 for
 * years and ages, so no tick falls between two of them.
 */
export const niceAxis = (values: ReadonlyArray<number>, count: number, withZero = true, minStep = 0): Axis => {
  const finite = values.filter(Number.isFinite)
  let low = finite.length === 0 ? 0 : Math.min(...finite)
  let high = finite.length === 0 ? 1 : Math.max(...finite)
  if (withZero) [low, high] = [Math.min(0, low), Math.max(0, high)]
  if (low === high) [low, high] = low === 0 ? [0, 1] : [low - Math.abs(low) / 2, high + Math.abs(high) / 2]
  const step = Math.max(niceStep(high - low, count), minStep)
  const min = Math.floor(low / step + 1e-9) * step
  const max = Math.ceil(high / step - 1e-9) * step
  const ticks: Array<number> = []
  for (let i = 0; min + i * step <= max + step * 1e-9 && i <= 50; i++) ticks.push(roundTick(min + i * step, step))
  return { min, max, step, ticks }
}

const roundTick = (value: number, step: number) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  return Number(value.toFixed(Math.min(decimals, 12)))
}

/** The linear map from a domain onto a range of SVG units. */
export const scale =
  (domain: readonly [number, number], range: readonly [number, number]) =>
  (value: number): number => {
    const [d0, d1] = domain
    const [r0, r1] = range
    return d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)
  }

/** A coordinate with at most one decimal, so the SVG text stays short. */
export const at = (value: number) => String(Math.round(value * 10) / 10)

// Bounds ------------------------------------------------------------------------------------------------------------

/**
 * The indices of at most `max` items spread evenly over `length`, the first and the last always among them: a
 * long series is thinned to them, so a chart of 360 monthly balances draws (and lists) 240 points.
 */
export const evenIndices = (length: number, max = MAX_POINTS): ReadonlyArray<number> => {
  if (length <= max) return Array.from({ length }, (_, i) => i)
  if (max <= 1) return [0]
  return Array.from({ length: max }, (_, i) => Math.round((i * (length - 1)) / (max - 1)))
}

/** A value a chart can draw: finite numbers only; anything else is a gap. */
export const finiteOrNull = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null

/**
 * At most `max` labelled values: beyond that the largest `max - 1` keep their place and the rest are summed as one
 * last part under `other`, so a bar or a legend stays legible and the total stays whole. Values that are not
 * finite count as 0.
 */
export const keepLargest = (
  items: ReadonlyArray<{ readonly label: string; readonly value: number }>,
  max: number,
  other: string
): ReadonlyArray<{ readonly label: string; readonly value: number }> => {
  const clean = items.map((item) => ({ label: item.label, value: finiteOrNull(item.value) ?? 0 }))
  if (clean.length <= max) return clean
  const keep = new Set(
    clean
      .map((item, i) => ({ i, value: item.value }))
      .sort((a, b) => b.value - a.value)
      .slice(0, max - 1)
      .map((item) => item.i)
  )
  const rest = clean.filter((_, i) => !keep.has(i)).reduce((sum, item) => sum + item.value, 0)
  return [...clean.filter((_, i) => keep.has(i)), { label: other, value: rest }]
}

/** Text cut to `max` characters (code points, never half a pair), with an ellipsis when cut. */
export const clip = (text: string, max: number): string => {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join("")}…`
}

/** The width a text takes at FONT_SIZE, estimated. */
export const textWidth = (text: string) => Array.from(text).length * CHAR_WIDTH

/** An id made safe for an attribute and for aria-labelledby's list of ids. */
const safeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 64) || "chart"

// Legend ------------------------------------------------------------------------------------------------------------

/** How a legend entry shows its series: a filled box (bars, segments, bands) or a short stroke (lines). */
export interface LegendItem {
  readonly label: string
  readonly className: string
  readonly kind: "box" | "line"
}

const LEGEND_ROW = 20

/** Legend entries side by side, wrapped onto rows; its height. */
export const legend = (
  items: ReadonlyArray<LegendItem>,
  top: number
): { readonly svg: string; readonly height: number } => {
  let x = 0
  let row = 0
  const parts = items.map((item) => {
    const label = clip(item.label, 40)
    const width = 22 + textWidth(label) + 14
    if (x > 0 && x + width > WIDTH) [x, row] = [0, row + 1]
    const y = top + row * LEGEND_ROW
    const mark =
      item.kind === "box"
        ? `<rect class="${item.className}" x="${at(x)}" y="${y + 3}" width="14" height="12" rx="2"/>`
        : `<line class="line ${item.className}" x1="${at(x)}" y1="${y + 9}" x2="${at(x + 18)}" y2="${y + 9}"/>`
    const text = `<text x="${at(x + 22)}" y="${y + 14}">${esc(label)}</text>`
    x += width
    return `<g>${mark}${text}</g>`
  })
  return { svg: `<g class="legend">${parts.join("")}</g>`, height: items.length === 0 ? 0 : (row + 1) * LEGEND_ROW }
}

// The figure --------------------------------------------------------------------------------------------------------

/** A table's cells: the first of each row is its header (already escaped HTML). */
export interface DataTable {
  readonly head: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
  /** A line under the table (e.g. that a long series was thinned), already escaped. */
  readonly note?: string
}

const tableHtml = ({ head, rows, note }: DataTable) =>
  `<div class="table-scroll"><table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join("")}</tr></thead><tbody>${rows
    .map(
      ([first = "", ...rest]) =>
        `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join("")}</tr>`
    )
    .join("")}</tbody></table></div>${note === undefined ? "" : `<p class="help">${note}</p>`}`

/**
 * The chart as a page shows it: the title, the svg (an image named by its title and description), and its
 * figures as a table under "Data".
 */
export const figure = (base: ChartBase, height: number, body: string, table: DataTable): string => {
  const id = safeId(base.id)
  return `<figure class="chart" id="${id}"><figcaption>${esc(base.title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" class="chart-svg" viewBox="0 0 ${WIDTH} ${Math.ceil(height)}" font-size="${FONT_SIZE}" role="img" aria-labelledby="${id}-title ${id}-desc"><title id="${id}-title">${esc(base.title)}</title><desc id="${id}-desc">${esc(base.description)}</desc>${body}</svg><details class="chart-data"><summary>${CHART_MESSAGES.data[base.language]}</summary>${tableHtml(table)}</details></figure>`
}
