// A fan of outcomes over ages (the retirement stress test): the band between the 10th and 90th percentiles, the
// band between the 25th and 75th, and the median as a line.
import { formatX, linePath, type Marker, plotFrame } from "./line-chart.ts"
import {
  at,
  CHART_MESSAGES,
  type ChartBase,
  esc,
  evenIndices,
  figure,
  finiteOrNull,
  formatValue,
  legend,
  shownOf
} from "./svg.ts"

export interface FanPoint {
  readonly x: number
  readonly p10: number
  readonly p25: number
  readonly p50: number
  readonly p75: number
  readonly p90: number
}

export interface FanChart extends ChartBase {
  /** One point an age (or year), ascending. */
  readonly points: ReadonlyArray<FanPoint>
  /** The x axis's name (e.g. "Age"), also the heading of the table's first column. */
  readonly xTitle: string
  readonly yTitle?: string
  readonly markers?: ReadonlyArray<Marker>
}

type Percentile = "p10" | "p25" | "p50" | "p75" | "p90"
const PERCENTILES: ReadonlyArray<Percentile> = ["p10", "p25", "p50", "p75", "p90"]

/** The area between two percentiles, over the points where both are finite. */
const band = (
  points: ReadonlyArray<FanPoint>,
  low: Percentile,
  high: Percentile,
  x: (value: number) => number,
  y: (value: number) => number,
  className: string
) => {
  const drawn = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p[low]) && Number.isFinite(p[high]))
  if (drawn.length === 0) return ""
  const upper = drawn.map((p, i) => `${i === 0 ? "M" : "L"}${at(x(p.x))} ${at(y(p[high]))}`).join("")
  const lower = [...drawn]
    .reverse()
    .map((p) => `L${at(x(p.x))} ${at(y(p[low]))}`)
    .join("")
  return `<path class="${className}" d="${upper}${lower}Z"/>`
}

export const fanChart = (chart: FanChart): string => {
  const { language } = chart
  const unit = chart.unit ?? "eur"
  const indices = evenIndices(chart.points.length)
  const points = indices.map((i) => chart.points[i]).filter((p): p is FanPoint => p !== undefined)
  const key = legend(
    [
      { label: CHART_MESSAGES.outerBand[language], className: "band-outer", kind: "box" },
      { label: CHART_MESSAGES.innerBand[language], className: "band-inner", kind: "box" },
      { label: CHART_MESSAGES.median[language], className: "median", kind: "line" }
    ],
    0
  )
  const markers = chart.markers ?? []
  const frame = plotFrame({
    top: key.height,
    xs: points.map((p) => p.x),
    ys: points.flatMap((p) => PERCENTILES.map((name) => p[name])).filter(Number.isFinite),
    unit,
    language,
    xTitle: chart.xTitle,
    yTitle: chart.yTitle,
    markers
  })
  const body = `${key.svg}${frame.svg}<g class="fan">${band(points, "p10", "p90", frame.x, frame.y, "band-outer")}${band(points, "p25", "p75", frame.x, frame.y, "band-inner")}${linePath(
    points.map((p) => p.x),
    points.map((p) => p.p50),
    frame.x,
    frame.y,
    "median"
  )}</g>${frame.markers}`
  const notes = [
    ...markers.map((m) => `${m.label}: ${formatX(m.x, language)}`),
    ...(points.length < chart.points.length ? [shownOf(points.length, chart.points.length, language)] : [])
  ]
  const heads = {
    p10: CHART_MESSAGES.p10,
    p25: CHART_MESSAGES.p25,
    p50: CHART_MESSAGES.median,
    p75: CHART_MESSAGES.p75,
    p90: CHART_MESSAGES.p90
  }
  return figure(chart, frame.height, body, {
    head: [esc(chart.xTitle), ...PERCENTILES.map((name) => esc(heads[name][language]))],
    rows: points.map((p) => [
      esc(formatX(p.x, language)),
      ...PERCENTILES.map((name) => {
        const value = finiteOrNull(p[name])
        return value === null ? "—" : esc(formatValue(value, unit, language))
      })
    ]),
    ...(notes.length > 0 ? { note: notes.map(esc).join(" ") } : {})
  })
}
