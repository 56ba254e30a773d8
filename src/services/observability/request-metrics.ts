import type { RecordRequest } from "./types.ts"

/** Seconds: from a cheap calculation (well under a millisecond) to the heavy calls' deadline and beyond. */
const LATENCY_BUCKETS: ReadonlyArray<number> = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10
]

const escapeLabel = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`))

/** `name="value",...` of a series, escaped as the text format requires. */
export const labelText = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(",")

export const metricHeader = (name: string, type: "counter" | "gauge" | "histogram", help: string) =>
  `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`

/** One series of requests: a count, a sum and the (non-cumulative) bucket counts. */
class Cell {
  count = 0
  sum = 0
  readonly buckets = new Float64Array(LATENCY_BUCKETS.length)
  readonly labels: string
  constructor(labels: string) {
    this.labels = labels
  }
}

/**
 * Requests by route pattern, tool and status, counted on the hot path without prom-client: prom-client
 * hashes the label values on every increment (about 0.9 µs for a counter and a histogram together),
 * whereas here each (route, tool, status) has its cell made once, so a request costs three map lookups
 * and a few additions, and allocates nothing once its cell exists. Every label is bounded: the route is
 * the router's pattern (or "none" before routing), the tool one of `knownTools` (else "unknown"), the
 * status an HTTP status.
 */
export const makeRequestMetrics = () => {
  const routes = new Map<string, Map<string, Map<number, Cell>>>()
  const recorder = (knownTools: ReadonlyArray<string>): RecordRequest => {
    const tools = new Set(knownTools)
    return (route, tool, status, seconds) => {
      const routeLabel = route ?? "none"
      const toolLabel = tool === undefined ? "none" : tools.has(tool) ? tool : "unknown"
      const code = status >= 100 && status <= 599 ? status : 0
      let byTool = routes.get(routeLabel)
      if (byTool === undefined) routes.set(routeLabel, (byTool = new Map()))
      let byStatus = byTool.get(toolLabel)
      if (byStatus === undefined) byTool.set(toolLabel, (byStatus = new Map()))
      let cell = byStatus.get(code)
      if (cell === undefined)
        byStatus.set(code, (cell = new Cell(labelText({ route: routeLabel, tool: toolLabel, status: String(code) }))))
      cell.count++
      cell.sum += seconds
      let bucket = 0
      while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++
      if (bucket < LATENCY_BUCKETS.length) cell.buckets[bucket] = cell.buckets[bucket]! + 1
    }
  }
  const cells = () =>
    [...routes.values()].flatMap((byTool) => [...byTool.values()].flatMap((byStatus) => [...byStatus.values()]))
  const render = () => {
    const all = cells()
    let text = metricHeader(
      "poliergaleio_http_requests_total",
      "counter",
      "HTTP requests answered, by route pattern, tool and status."
    )
    for (const cell of all) text += `poliergaleio_http_requests_total{${cell.labels}} ${cell.count}\n`
    text += metricHeader(
      "poliergaleio_http_request_duration_seconds",
      "histogram",
      "Time from the request to its response, by route pattern, tool and status."
    )
    for (const cell of all) {
      let cumulative = 0
      for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
        cumulative += cell.buckets[i]!
        text += `poliergaleio_http_request_duration_seconds_bucket{${cell.labels},le="${LATENCY_BUCKETS[i]}"} ${cumulative}\n`
      }
      text += `poliergaleio_http_request_duration_seconds_bucket{${cell.labels},le="+Inf"} ${cell.count}\n`
      text += `poliergaleio_http_request_duration_seconds_sum{${cell.labels}} ${cell.sum}\n`
      text += `poliergaleio_http_request_duration_seconds_count{${cell.labels}} ${cell.count}\n`
    }
    return text
  }
  return { recorder, render }
}
