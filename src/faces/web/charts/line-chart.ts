// Lines over years, months or ages: one to four series (a mortgage's balance and the interest paid so far; the net
// worth of renting and of buying), with marked points (the breakeven year). Each series has its own colour and its
// own dash, so the lines stay apart in print and for a reader who does not tell the colours apart.
import {
  at,
  type ChartBase,
  esc,
  evenIndices,
  figure,
  finiteOrNull,
  formatNumber,
  formatTick,
  formatValue,
  legend,
  MAX_LINE_SERIES,
  niceAxis,
  niceStep,
  scale,
  shownOf,
  textWidth,
  type Unit,
  WIDTH
} from "./svg.ts"

export interface LineSeries {
  readonly label: string
  /** One value an x, in the order of `x`; null where the series has no value (the line breaks there). */
  readonly values: ReadonlyArray<number | null>
}

/** A point to mark: a dashed rule across the plot at `x`, with its label, and a dot at `y` when given. */
export interface Marker {
  readonly x: number
  readonly label: string
  readonly y?: number
}

export interface LineChart extends ChartBase {
  /** The x of each point: years, months or ages, ascending. */
  readonly x: ReadonlyArray<number>
  readonly series: ReadonlyArray<LineSeries>
  /** The x axis's name (e.g. "Year"), also the heading of the table's first column. */
  readonly xTitle: string
  /** The y axis's name, shown above it (e.g. "EUR"). */
  readonly yTitle?: string
  readonly markers?: ReadonlyArray<Marker>
}

const PLOT_HEIGHT = 180
const TICK_ROW = 20

/** An x as the axis and the table write it: years and ages without grouping ("2026"), at most 2 decimals ("1.5"). */
export const formatX = (x: number, language: ChartBase["language"]) => {
  const decimals = Number.isInteger(x) ? 0 : Number.isInteger(x * 10) ? 1 : 2
  return formatNumber(x, language, decimals, Math.abs(x) >= 10_000)
}

/** The frame of a plot: axes, ticks, grid, titles and markers; the scales to draw in it. */
export interface Frame {
  readonly svg: string
  readonly x: (value: number) => number
  readonly y: (value: number) => number
  readonly height: number
  /** The markers, drawn last so they sit over the data. */
  readonly markers: string
}

export const plotFrame = (options: {
  readonly top: number
  readonly xs: ReadonlyArray<number>
  readonly ys: ReadonlyArray<number>
  readonly unit: Unit
  readonly language: ChartBase["language"]
  readonly xTitle: string
  readonly yTitle: string | undefined
  readonly markers: ReadonlyArray<Marker>
}): Frame => {
  const { xs, unit, language } = options
  const yAxis = niceAxis([...options.ys, ...options.markers.flatMap((m) => (m.y === undefined ? [] : [m.y]))], 4)
  const top = options.top + (options.yTitle === undefined ? 8 : 24)
  const bottom = top + PLOT_HEIGHT
  const tickText = yAxis.ticks.map((tick) =>
    formatTick(tick, yAxis.step, Math.max(Math.abs(yAxis.min), Math.abs(yAxis.max)), unit, language)
  )
  const left = Math.max(...tickText.map(textWidth), 8) + 10
  const right = WIDTH - 12
  const finiteXs = xs.filter(Number.isFinite)
  const xMin = finiteXs.length === 0 ? 0 : Math.min(...finiteXs)
  const xMax = finiteXs.length === 0 ? 1 : Math.max(...finiteXs)
  const x = scale([xMin, xMax === xMin ? xMin + 1 : xMax], [left, right])
  const y = scale([yAxis.min, yAxis.max], [bottom, top])
  const grid = yAxis.ticks.map(
    (tick, i) =>
      `<line class="${tick === 0 ? "axis" : "grid"}" x1="${at(left)}" y1="${at(y(tick))}" x2="${at(right)}" y2="${at(y(tick))}"/><text class="tick" x="${at(left - 5)}" y="${at(y(tick) + 4)}" text-anchor="end">${esc(tickText[i] ?? "")}</text>`
  )
  const allWhole = finiteXs.every(Number.isInteger)
  const step = Math.max(niceStep(xMax - xMin, 4), allWhole ? 1 : 0)
  const xTicks: Array<number> = []
  for (let tick = Math.ceil(xMin / step - 1e-9) * step; tick <= xMax + step * 1e-9 && xTicks.length <= 12; tick += step)
    xTicks.push(Number(tick.toFixed(6)))
  const xTickText = xTicks.map((tick) => {
    const px = x(tick)
    const label = formatX(tick, language)
    const anchor = px + textWidth(label) / 2 > WIDTH ? "end" : px - textWidth(label) / 2 < 0 ? "start" : "middle"
    return `<line class="axis" x1="${at(px)}" y1="${bottom}" x2="${at(px)}" y2="${bottom + 4}"/><text class="tick" x="${at(px)}" y="${bottom + 17}" text-anchor="${anchor}">${esc(label)}</text>`
  })
  const titles =
    (options.yTitle === undefined
      ? ""
      : `<text class="axis-title" x="0" y="${options.top + 12}">${esc(options.yTitle)}</text>`) +
    `<text class="axis-title" x="${WIDTH - 2}" y="${bottom + TICK_ROW + 16}" text-anchor="end">${esc(options.xTitle)}</text>`
  const markers = options.markers
    .filter((m) => Number.isFinite(m.x) && m.x >= xMin && m.x <= xMax)
    .map((m) => {
      const px = x(m.x)
      const toLeft = px > (left + right) / 2
      const dot =
        m.y === undefined || !Number.isFinite(m.y)
          ? ""
          : `<circle class="marker-dot" cx="${at(px)}" cy="${at(y(m.y))}" r="4"/>`
      return `<g class="marker"><line x1="${at(px)}" y1="${top}" x2="${at(px)}" y2="${bottom}"/>${dot}<text x="${at(toLeft ? px - 4 : px + 4)}" y="${top + 12}"${toLeft ? ` text-anchor="end"` : ""}>${esc(m.label)}</text></g>`
    })
  const axes = `<g class="axes">${grid.join("")}<line class="axis" x1="${at(left)}" y1="${bottom}" x2="${at(right)}" y2="${bottom}"/>${xTickText.join("")}${titles}</g>`
  return { svg: axes, x, y, height: bottom + TICK_ROW + 22, markers: markers.join("") }
}

/** A line through the points, broken where a value is missing; a lone point between gaps as a dot. */
export const linePath = (
  xs: ReadonlyArray<number>,
  values: ReadonlyArray<number | null>,
  x: (value: number) => number,
  y: (value: number) => number,
  className: string
): string => {
  let d = ""
  const dots: Array<string> = []
  let drawing = false
  values.forEach((raw, i) => {
    const value = finiteOrNull(raw)
    const px = xs[i]
    if (value === null || px === undefined || !Number.isFinite(px)) {
      drawing = false
      return
    }
    const alone = finiteOrNull(values[i - 1]) === null && finiteOrNull(values[i + 1]) === null
    if (alone) dots.push(`<circle class="dot ${className}" cx="${at(x(px))}" cy="${at(y(value))}" r="3"/>`)
    d += `${drawing ? "L" : "M"}${at(x(px))} ${at(y(value))}`
    drawing = true
  })
  return `${d === "" ? "" : `<path class="line ${className}" d="${d}"/>`}${dots.join("")}`
}

export const lineChart = (chart: LineChart): string => {
  const { language } = chart
  const unit = chart.unit ?? "eur"
  const series = chart.series.slice(0, MAX_LINE_SERIES)
  const indices = evenIndices(chart.x.length)
  const xs = indices.map((i) => chart.x[i] ?? Number.NaN)
  const columns = series.map((serie) => indices.map((i) => finiteOrNull(serie.values[i])))
  const key = legend(
    series.map((serie, i) => ({ label: serie.label, className: `series-${i + 1}`, kind: "line" as const })),
    0
  )
  const markers = chart.markers ?? []
  const frame = plotFrame({
    top: key.height,
    xs,
    ys: columns.flat().filter((v): v is number => v !== null),
    unit,
    language,
    xTitle: chart.xTitle,
    yTitle: chart.yTitle,
    markers
  })
  const lines = columns.map((column, i) => linePath(xs, column, frame.x, frame.y, `series-${i + 1}`))
  const body = `${key.svg}${frame.svg}<g class="lines">${lines.join("")}</g>${frame.markers}`
  const notes = [
    ...markers.map((m) => `${m.label}: ${formatX(m.x, language)}`),
    ...(indices.length < chart.x.length ? [shownOf(indices.length, chart.x.length, language)] : [])
  ]
  return figure(chart, frame.height, body, {
    head: [esc(chart.xTitle), ...series.map((serie) => esc(serie.label))],
    rows: xs.map((px, row) => [
      esc(formatX(px, language)),
      ...columns.map((column) => {
        const value = column[row]
        return value === null || value === undefined ? "—" : esc(formatValue(value, unit, language))
      })
    ]),
    ...(notes.length > 0 ? { note: notes.map(esc).join(" ") } : {})
  })
}
