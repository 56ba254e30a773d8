// Bars by category, one to three series side by side (tax by band; two years compared). The bars run across, each
// category's label above its bars, so long labels ("22.001 έως 32.000 €") stay whole on a phone.
import {
  at,
  CHART_MESSAGES,
  type ChartBase,
  clip,
  esc,
  figure,
  finiteOrNull,
  formatValue,
  legend,
  MAX_BAR_SERIES,
  MAX_CATEGORIES,
  scale,
  shownOf,
  textWidth,
  WIDTH
} from "./svg.ts"

export interface BarSeries {
  readonly label: string
  /** One value a category, in the order of the categories; null (or a missing value) when there is none. */
  readonly values: ReadonlyArray<number | null>
}

export interface GroupedBarChart extends ChartBase {
  readonly categories: ReadonlyArray<string>
  /** One to three series; the first MAX_BAR_SERIES are drawn. */
  readonly series: ReadonlyArray<BarSeries>
  /** The heading of the table's first column (e.g. "Band"); "Item" when omitted. */
  readonly categoryHeading?: string
}

const BAR = 14
const GAP = 3
const GROUP_GAP = 10
const LABEL = 18

/**
 * Rows of bars from `top`: each category's label, then its bars with their value at the end; the bars share one
 * scale whose 0 is marked. Shared by the allocation chart.
 */
export const barRows = (
  categories: ReadonlyArray<string>,
  series: ReadonlyArray<ReadonlyArray<number | null>>,
  valueText: (value: number) => string,
  top: number,
  titleOf: (category: number, serie: number) => string
): { readonly svg: string; readonly height: number } => {
  const values = series.flatMap((serie) => serie.map(finiteOrNull).filter((v): v is number => v !== null))
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  const labelRoom = Math.max(0, ...values.map((v) => textWidth(valueText(v)))) + 6
  const left = low < 0 ? labelRoom : 0
  const right = high > 0 || low === 0 ? labelRoom : 0
  const x = scale([low, high === low ? 1 : high], [left, WIDTH - right])
  const groupHeight = LABEL + series.length * (BAR + GAP) + GROUP_GAP
  const rows = categories.map((category, c) => {
    const y = top + c * groupHeight
    const bars = series.map((serie, s) => {
      const value = finiteOrNull(serie[c])
      if (value === null) return ""
      const barY = y + LABEL + s * (BAR + GAP)
      const [from, to] = [x(Math.min(0, value)), x(Math.max(0, value))]
      const end = value < 0 ? from - 4 : to + 4
      return `<rect class="series-${s + 1}" x="${at(from)}" y="${barY}" width="${at(Math.max(to - from, 0.5))}" height="${BAR}"><title>${esc(titleOf(c, s))}</title></rect><text class="value" x="${at(end)}" y="${barY + BAR - 3}"${value < 0 ? ` text-anchor="end"` : ""}>${esc(valueText(value))}</text>`
    })
    return `<g><text class="category" x="0" y="${y + 13}">${esc(clip(category, Math.floor(WIDTH / textWidth("x"))))}</text>${bars.join("")}</g>`
  })
  const height = categories.length * groupHeight
  const zero = `<line class="axis" x1="${at(x(0))}" y1="${top + LABEL - 2}" x2="${at(x(0))}" y2="${top + height - GROUP_GAP + 2}"/>`
  return { svg: `${rows.join("")}${categories.length > 0 ? zero : ""}`, height }
}

export const groupedBarChart = (chart: GroupedBarChart): string => {
  const { language } = chart
  const unit = chart.unit ?? "eur"
  const series = chart.series.slice(0, MAX_BAR_SERIES)
  const categories = chart.categories.slice(0, MAX_CATEGORIES)
  const key =
    series.length > 1
      ? legend(
          series.map((serie, i) => ({ label: serie.label, className: `series-${i + 1}`, kind: "box" as const })),
          0
        )
      : { svg: "", height: 0 }
  const top = key.height === 0 ? 0 : key.height + 8
  const columns = series.map((serie) => categories.map((_, c) => serie.values[c] ?? null))
  const rows = barRows(
    categories,
    columns,
    (value) => formatValue(value, unit, language),
    top,
    (c, s) =>
      `${categories[c] ?? ""}, ${series[s]?.label ?? ""}: ${formatValue(finiteOrNull(columns[s]?.[c]) ?? 0, unit, language)}`
  )
  const cell = (value: number | null | undefined) => {
    const v = finiteOrNull(value)
    return v === null ? "—" : esc(formatValue(v, unit, language))
  }
  return figure(chart, top + rows.height, `${key.svg}<g class="bars">${rows.svg}</g>`, {
    head: [esc(chart.categoryHeading ?? CHART_MESSAGES.item[language]), ...series.map((serie) => esc(serie.label))],
    rows: categories.map((category, c) => [esc(category), ...columns.map((column) => cell(column[c]))]),
    ...(chart.categories.length > categories.length
      ? { note: esc(shownOf(categories.length, chart.categories.length, language)) }
      : {})
  })
}
