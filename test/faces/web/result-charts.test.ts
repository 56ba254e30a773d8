import { describe, expect, it } from "vitest"
import { chartListFor, chartsFor } from "../../../src/faces/web/calculators/charts.ts"
import { makeCatalogue } from "../../../src/core/catalogue.ts"
import { TOOLS } from "../../../src/tools/catalogue.ts"
import { computeOutput } from "../../support/compute.ts"

/** The tools whose result pages draw charts, with the ids of the charts their first example must draw. */
const EXPECTED: Readonly<Record<string, ReadonlyArray<string>>> = {
  calculate_cyprus_income_tax: ["each-euro"],
  simulate_mortgage: ["balance", "scenarios"],
  audit_mortgage_statement: ["statement-replay"],
  run_retirement_stress_test: ["savings-by-age"],
  compare_rent_vs_buy: ["net-worth"],
  optimize_company_director_remuneration: ["net-cash"],
  analyze_portfolio: ["portfolio-value", "holdings"],
  calculate_cyprus_capital_gains: ["cost-and-price"],
  plan_monthly_budget: ["tiers", "monthly-income"],
  calculate_ev_savings: ["ev-savings", "running-costs"],
  compare_investment_vehicles: ["vehicle-values"],
  calculate_cyprus_state_pension: ["pension-parts"]
}

const catalogue = makeCatalogue(TOOLS)

const exampleOutput = (name: string): Record<string, unknown> => {
  const tool = catalogue.find(name)
  if (tool === undefined) throw new Error(`no tool ${name}`)
  const examples = (tool.inputJsonSchema as { examples?: ReadonlyArray<unknown> }).examples
  return computeOutput(name, examples?.[0])
}

/** A copy of a value with every leaf replaced by `leaf`. */
const mapLeaves = (value: unknown, leaf: (v: unknown) => unknown): unknown =>
  Array.isArray(value)
    ? value.map((v) => mapLeaves(v, leaf))
    : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]))
      : leaf(value)

/** A copy with every array and object at `depth` replaced by `replacement`. */
const replaceAtDepth = (value: unknown, depth: number, replacement: unknown): unknown =>
  value === null || typeof value !== "object"
    ? value
    : depth === 0
      ? replacement
      : Array.isArray(value)
        ? value.map((v) => replaceAtDepth(v, depth - 1, replacement))
        : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceAtDepth(v, depth - 1, replacement)]))

/** Hostile variants of a real output: strings for numbers, non-finite numbers, wrong shapes, long arrays. */
const hostile = (output: Record<string, unknown>): ReadonlyArray<unknown> => [
  {},
  null,
  "output",
  [],
  mapLeaves(output, (v) => (typeof v === "number" ? String(v) : v)),
  mapLeaves(output, (v) => (typeof v === "number" ? Number.NaN : v)),
  mapLeaves(output, (v) => (typeof v === "number" ? Number.POSITIVE_INFINITY : v)),
  mapLeaves(output, (v) => (typeof v === "number" ? -1e308 : v)),
  mapLeaves(output, (v) => (typeof v === "number" ? 0 : v)),
  mapLeaves(output, (v) => (typeof v === "string" ? `<script>&"${v}` : v)),
  mapLeaves(output, () => null),
  mapLeaves(output, () => ({ toString: "x" })),
  ...[1, 2, 3].flatMap((depth) => [
    replaceAtDepth(output, depth, "x"),
    replaceAtDepth(output, depth, null),
    replaceAtDepth(output, depth, [1, "a", null])
  ]),
  ...Object.keys(output).flatMap((key) => [
    { ...output, [key]: "12" },
    { ...output, [key]: ["a", 1, null, {}] },
    { ...output, [key]: { length: 5 } }
  ]),
  // Long series: the charts stay bounded (the chart module downsamples).
  Object.fromEntries(
    Object.entries(output).map(([k, v]) =>
      Array.isArray(v) && v.length > 0 ? [k, Array.from({ length: 20_000 }, (_, i) => v[i % v.length])] : [k, v]
    )
  )
]

describe("the charts of the result pages", () => {
  for (const [tool, ids] of Object.entries(EXPECTED))
    describe(tool, () => {
      const output = exampleOutput(tool)

      it("draws its charts from the first example's output, in both languages", () => {
        for (const language of ["el", "en"] as const) {
          const html = chartsFor(tool, output, language)
          expect(html).toMatch(/<figure[^>]*>[\s\S]*role="img"/)
          for (const id of ids) expect(html).toContain(`id="${id}"`)
          const charts = chartListFor(tool, output, language)
          expect(charts.length).toBeGreaterThanOrEqual(ids.length)
          for (const chart of charts) expect(chart).toContain('role="img"')
        }
      })

      it("writes its titles in Greek on a Greek page", () => {
        const titles = [...chartsFor(tool, output, "el").matchAll(/<figcaption>([^<]*)<\/figcaption>/g)].map(
          (m) => m[1]
        )
        expect(titles.length).toBeGreaterThan(0)
        for (const title of titles) expect(title).toMatch(/[\u0370-\u03ff]/)
      })

      it("never throws on hostile values, and stays bounded", () => {
        for (const value of hostile(output))
          for (const language of ["el", "en"] as const) {
            const charts = chartListFor(tool, value, language)
            for (const chart of charts) {
              expect(chart).not.toContain("<script")
              expect(chart).not.toMatch(/NaN|Infinity|undefined|\[object/)
              expect(chart.length).toBeLessThan(400_000)
            }
            expect(typeof chartsFor(tool, value as Record<string, unknown>, language)).toBe("string")
          }
      })
    })

  it("draws nothing for a tool without charts, or an empty output", () => {
    expect(chartsFor("no_such_tool", {}, "el")).toBe("")
    expect(chartsFor("toString", {}, "el")).toBe("")
    for (const tool of Object.keys(EXPECTED)) expect(chartsFor(tool, {}, "en")).toBe("")
  })
})
