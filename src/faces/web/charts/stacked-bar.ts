// "Where each euro goes": one horizontal bar split into its parts (net pay, income tax, social insurance, GESY ...),
// and under it each part with its amount and share.
import {
  at,
  CHART_MESSAGES,
  type ChartBase,
  clip,
  esc,
  figure,
  formatValue,
  keepLargest,
  MAX_SEGMENTS,
  textWidth,
  WIDTH
} from "./svg.ts"

export interface Segment {
  readonly label: string
  readonly value: number
}

export interface StackedBarChart extends ChartBase {
  /**
   * The parts, in the order they are drawn from the left; parts of 0 or less are listed but not drawn. Beyond
   * MAX_SEGMENTS, the smallest are summed as "Other".
   */
  readonly segments: ReadonlyArray<Segment>
  /** The heading of the table's first column; "Item" when omitted. */
  readonly labelHeading?: string
}

const BAR_HEIGHT = 36
const ROW = 22

const percentOf = (value: number, total: number) => (total > 0 && value > 0 ? (value / total) * 100 : 0)

export const stackedBarChart = (chart: StackedBarChart): string => {
  const { language } = chart
  const unit = chart.unit ?? "eur"
  const segments = keepLargest(chart.segments, MAX_SEGMENTS, CHART_MESSAGES.other[language])
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0)
  let x = 0
  const bars = segments.map((segment, i) => {
    const width = total > 0 ? (Math.max(0, segment.value) / total) * WIDTH : 0
    const rect =
      width > 0
        ? `<rect class="segment series-${i + 1}" x="${at(x)}" y="0" width="${at(width)}" height="${BAR_HEIGHT}"><title>${esc(segment.label)}: ${esc(formatValue(segment.value, unit, language))}</title></rect>`
        : ""
    x += width
    return rect
  })
  const rows = segments.map((segment, i) => {
    const y = BAR_HEIGHT + 14 + i * ROW
    const figures = `${formatValue(segment.value, unit, language)} · ${formatValue(percentOf(segment.value, total), "percent", language)}`
    const room = Math.floor((WIDTH - 22 - textWidth(figures) - 10) / textWidth("x"))
    return `<g><rect class="series-${i + 1}" x="0" y="${y + 3}" width="14" height="12" rx="2"/><text x="22" y="${y + 14}">${esc(clip(segment.label, room))}</text><text class="value" x="${WIDTH}" y="${y + 14}" text-anchor="end">${esc(figures)}</text></g>`
  })
  const height = BAR_HEIGHT + 14 + segments.length * ROW + 4
  const body = `<g class="bar">${bars.join("")}</g><g class="legend">${rows.join("")}</g>`
  return figure(chart, height, body, {
    head: [
      esc(chart.labelHeading ?? CHART_MESSAGES.item[language]),
      esc(CHART_MESSAGES.amount[language]),
      esc(CHART_MESSAGES.share[language])
    ],
    rows: [
      ...segments.map((segment) => [
        esc(segment.label),
        esc(formatValue(segment.value, unit, language)),
        esc(formatValue(percentOf(segment.value, total), "percent", language))
      ]),
      [
        esc(CHART_MESSAGES.total[language]),
        esc(formatValue(total, unit, language)),
        esc(formatValue(100, "percent", language))
      ]
    ]
  })
}
