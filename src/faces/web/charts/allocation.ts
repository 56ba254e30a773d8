// An allocation (a portfolio's holdings, a budget's tiers) as bars of each part's share of the whole: bars rather
// than a donut, because lengths on one scale compare more exactly than angles and leave room for long names.
import { barRows } from "./grouped-bar.ts"
import { CHART_MESSAGES, type ChartBase, esc, figure, formatValue, keepLargest } from "./svg.ts"

export interface Slice {
  readonly label: string
  readonly value: number
}

export interface AllocationChart extends ChartBase {
  /** The parts, drawn in this order; beyond MAX_SLICES, the smallest are summed as "Other". */
  readonly slices: ReadonlyArray<Slice>
  /** The heading of the table's first column (e.g. "Holding"); "Item" when omitted. */
  readonly labelHeading?: string
}

/** At most this many parts are drawn; the smallest of the rest are summed as "Other". */
export const MAX_SLICES = 12

export const allocationChart = (chart: AllocationChart): string => {
  const { language } = chart
  const unit = chart.unit ?? "eur"
  const slices = keepLargest(chart.slices, MAX_SLICES, CHART_MESSAGES.other[language])
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0)
  const shares = slices.map((s) => (total > 0 ? (Math.max(0, s.value) / total) * 100 : 0))
  const rows = barRows(
    slices.map((s) => s.label),
    [shares],
    (share) => formatValue(share, "percent", language),
    0,
    (c) =>
      `${slices[c]?.label ?? ""}: ${formatValue(slices[c]?.value ?? 0, unit, language)} · ${formatValue(shares[c] ?? 0, "percent", language)}`
  )
  return figure(chart, rows.height, `<g class="bars">${rows.svg}</g>`, {
    head: [
      esc(chart.labelHeading ?? CHART_MESSAGES.item[language]),
      esc(CHART_MESSAGES.amount[language]),
      esc(CHART_MESSAGES.share[language])
    ],
    rows: [
      ...slices.map((slice, i) => [
        esc(slice.label),
        esc(formatValue(slice.value, unit, language)),
        esc(formatValue(shares[i] ?? 0, "percent", language))
      ]),
      [
        esc(CHART_MESSAGES.total[language]),
        esc(formatValue(total, unit, language)),
        esc(formatValue(total > 0 ? 100 : 0, "percent", language))
      ]
    ]
  })
}
