import { describe, expect, it } from "vitest"
import { Result, Schema, SchemaIssue } from "effect"
import fc from "fast-check"
import { calculateEvSavings } from "../../../src/tools/calculate_ev_savings/tool.ts"
import { EvSavingsInput } from "../../../src/tools/calculate_ev_savings/input.ts"
import type { EvSavingsOutput } from "../../../src/tools/calculate_ev_savings/output.ts"
import { computeAnswer, computeFieldErrors, computeOutput } from "../../support/compute.ts"

const TOOL = "calculate_ev_savings"
const calc = (raw: unknown) => computeOutput<EvSavingsOutput>(TOOL, raw)
const problem = (raw: unknown) => computeFieldErrors(TOOL, raw)
const succeeds = (raw: unknown) => Object.keys(computeFieldErrors(TOOL, raw)).length === 0

const HOME_PUBLIC = {
  annualDistanceKm: 15_000,
  evConsumption: 16,
  iceConsumption: 6.5,
  fuelPrice: 1.45,
  solarSharePercent: 0,
  homeSharePercent: 80,
  publicSharePercent: 20,
  homeGridTariff: 0.3,
  publicTariff: 0.55
}

describe("calculate_ev_savings worked examples (EUR, each cost rounded to the cent half away from zero)", () => {
  it("1. home grid and public charging, running costs only: no payback without extraEvCost", () => {
    // energy 15,000 x 16 / 100 = 2,400 kWh; home 80% = 1,920 kWh x 0.30 = 576.00; public 20% = 480 kWh x 0.55 = 264.00;
    // charging 840.00. Fuel 15,000 x 6.5 / 100 = 975 l x 1.45 = 1,413.75. Savings 573.75 a year; 573.75 / 12 = 47.8125
    // -> 47.81.
    const out = calc(HOME_PUBLIC)
    expect(out.evEnergyKwh).toBe(2_400)
    expect(out.charging).toEqual([
      { source: "homeGrid", sharePercent: 80, kwh: 1_920, tariff: 0.3, cost: 576 },
      { source: "public", sharePercent: 20, kwh: 480, tariff: 0.55, cost: 264 }
    ])
    expect([out.ev.total, out.iceFuelLitres, out.ice.total, out.annualSavings, out.monthlySavings]).toEqual([
      840, 975, 1_413.75, 573.75, 47.81
    ])
    expect([out.paybackYears, out.spareSolarUnusedKwh]).toEqual([null, null])
    expect(out.paybackNote).toMatch(/extraEvCost/)
    expect(out.assumptions.find((a) => a.what === "payback")).toMatchObject({ value: null })
    expect(out.series.map((r) => r.netPosition)).toEqual(Array(10).fill(null))
    expect(out.series[9]?.cumulativeSavings).toBe(5_737.5) // 10 x 573.75
  })

  it("2. spare solar, insurance, road tax and servicing, with payback", () => {
    // energy 12,000 x 17 / 100 = 2,040 kWh; solar 50% = 1,020 kWh x 0.05 = 51.00 (of 1,500 spare: 480 left);
    // home 40% = 816 kWh x 0.32 = 261.12; public 10% = 204 kWh x 0.60 = 122.40; charging 434.52.
    // EV total 434.52 + insurance 650 + road tax 0 + other 200 = 1,284.52.
    // petrol: 12,000 x 7 / 100 = 840 l x 1.50 = 1,260 + insurance 550 + road tax 120 + service 400 = 2,330.
    // savings 2,330 - 1,284.52 = 1,045.48; payback 8,000 / 1,045.48 = 7.652 -> 7.65 years; year 8 net 8 x 1,045.48 -
    // 8,000 = 363.84
    const out = calc({
      annualDistanceKm: 12_000,
      evConsumption: 17,
      iceConsumption: 7,
      fuelPrice: 1.5,
      solarSharePercent: 50,
      homeSharePercent: 40,
      publicSharePercent: 10,
      spareSolar: 1_500,
      solarTariff: 0.05,
      homeGridTariff: 0.32,
      publicTariff: 0.6,
      extraEvCost: 8_000,
      evInsurance: 650,
      iceInsurance: 550,
      evRoadTax: 0,
      iceRoadTax: 120,
      iceService: 400,
      evOther: 200
    })
    expect(out.charging.map((c) => [c.source, c.kwh, c.cost])).toEqual([
      ["solar", 1_020, 51],
      ["homeGrid", 816, 261.12],
      ["public", 204, 122.4]
    ])
    expect([out.spareSolarUnusedKwh, out.ev.energy, out.ev.total, out.ice.total]).toEqual([
      480, 434.52, 1_284.52, 2_330
    ])
    expect([out.annualSavings, out.paybackYears]).toEqual([1_045.48, 7.65])
    expect(out.series[7]).toEqual({ year: 8, cumulativeSavings: 8_363.84, netPosition: 363.84 })
    expect(out.assumptions.map((a) => a.what)).toEqual([
      "other petrol/diesel costs",
      "years shown in the cumulative savings series",
      "financing, depreciation and resale value"
    ])
  })

  it("3. all public charging costs more than petrol: never pays back", () => {
    // 20,000 x 18 / 100 = 3,600 kWh x 0.49 = 1,764.00; petrol 20,000 x 5.5 / 100 = 1,100 l x 1.60 = 1,760.00;
    // savings -4.00 a year (-0.333 -> -0.33 a month); payback null.
    const out = calc({
      annualDistanceKm: 20_000,
      evConsumption: 18,
      iceConsumption: 5.5,
      fuelPrice: 1.6,
      solarSharePercent: 0,
      homeSharePercent: 0,
      publicSharePercent: 100,
      publicTariff: 0.49,
      extraEvCost: 12_000
    })
    expect([out.ev.total, out.ice.total, out.annualSavings, out.monthlySavings, out.paybackYears]).toEqual([
      1_764,
      1_760,
      -4,
      -0.33,
      null
    ])
    expect(out.paybackNote).toMatch(/Never pays back/)
    expect(out.series[0]?.netPosition).toBe(-12_004)
  })

  it("4. half-cent rounding, cost per km and a one-sided road tax", () => {
    // 10,000 x 15.5 / 100 = 1,550 kWh x 0.2873 = 445.315 -> 445.32; petrol 10,000 x 5.9 / 100 = 590 l x 1.389 = 819.51;
    // EV road tax 0 given, petrol road tax omitted (disclosed as one-sided). Savings 819.51 - 445.32 = 374.19;
    // payback 5,000 / 374.19 = 13.362 -> 13.36; cost per km 445.32 / 10,000 = 0.0445 and 819.51 / 10,000 = 0.0820.
    const out = calc({
      annualDistanceKm: 10_000,
      evConsumption: 15.5,
      iceConsumption: 5.9,
      fuelPrice: 1.389,
      solarSharePercent: 0,
      homeSharePercent: 100,
      publicSharePercent: 0,
      homeGridTariff: 0.2873,
      extraEvCost: 5_000,
      evRoadTax: 0
    })
    expect([out.ev.energy, out.ice.energy, out.annualSavings, out.paybackYears]).toEqual([
      445.32, 819.51, 374.19, 13.36
    ])
    expect([out.ev.costPerKm, out.ice.costPerKm]).toEqual([0.0445, 0.082])
    expect(out.assumptions.find((a) => a.what === "one-sided road tax")).toBeDefined()
  })

  it("no extra cost: payback 0", () => {
    expect(calc({ ...HOME_PUBLIC, extraEvCost: 0 }).paybackYears).toBe(0)
  })
})

describe("validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(EvSavingsInput)(raw, { errors: "all", onExcessProperty: "error" })
    return Result.isSuccess(r)
      ? {}
      : Object.fromEntries(format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message]))
  }

  it("{} gives an issue for every required field", () => {
    expect(Object.keys(issues({})).sort()).toEqual([
      "annualDistanceKm",
      "evConsumption",
      "fuelPrice",
      "homeSharePercent",
      "iceConsumption",
      "publicSharePercent",
      "solarSharePercent"
    ])
    expect(Object.keys(issues({ ...HOME_PUBLIC, publicSharePercent: 120 }))).toEqual(["publicSharePercent"])
  })

  it("shares must sum to 100", () => {
    const e = problem({ ...HOME_PUBLIC, publicSharePercent: 10 })
    expect(Object.keys(e).sort()).toEqual(["homeSharePercent", "publicSharePercent", "solarSharePercent"])
    expect(e.homeSharePercent?.[0]).toMatch(/sum to 90/)
  })

  it("each active source needs its tariff", () => {
    const { publicTariff: _p, ...noTariff } = HOME_PUBLIC
    expect(Object.keys(problem(noTariff))).toEqual(["publicTariff"])
    // a tariff for an unused source is not needed
    expect(problem({ ...noTariff, homeSharePercent: 100, publicSharePercent: 0 })).toEqual({})
  })

  it("solar charging needs spare solar production large enough for it", () => {
    const solar = { ...HOME_PUBLIC, solarSharePercent: 50, homeSharePercent: 30, solarTariff: 0 }
    expect(Object.keys(problem(solar))).toEqual(["spareSolar"])
    expect(Object.keys(problem({ ...solar, spareSolar: 0 }))).toEqual(["spareSolar"])
    // 50% of 2,400 kWh = 1,200 kWh > 1,000 spare: at most 1,000 / 2,400 = 41.66%
    expect(problem({ ...solar, spareSolar: 1_000 }).solarSharePercent?.[0]).toMatch(
      /at most 41\.66% can come from solar/
    )
    expect(calc({ ...solar, spareSolar: 1_200 }).spareSolarUnusedKwh).toBe(0)
    expect(!succeeds(solar)).toBe(true)
  })

  it("examples[0] is ready to send and every example runs; summary ends with the assumptions", () => {
    const examples = Schema.resolveAnnotations(EvSavingsInput)?.examples ?? []
    expect(examples[0]).toEqual(HOME_PUBLIC)
    for (const ex of examples) expect(succeeds(ex)).toBe(true)
    const text = computeAnswer(TOOL, HOME_PUBLIC).text
    expect(text).toContain("Yearly savings with the electric car: EUR 573.75")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
    expect(calculateEvSavings).toMatchObject({ name: "calculate_ev_savings", access: "anonymous", readOnly: true })
  })

  it("keeps the published field names", () => {
    const keys = Object.keys(EvSavingsInput.fields)
    expect(keys).toEqual(
      expect.arrayContaining([
        "fuelPrice",
        "spareSolar",
        "extraEvCost",
        "evInsurance",
        "evRoadTax",
        "evOther",
        "iceRoadTax",
        "iceService",
        "iceOther"
      ])
    )
  })
})

describe("properties", () => {
  const input = fc
    .record({
      annualDistanceKm: fc.integer({ min: 1_000, max: 60_000 }),
      evConsumption: fc.integer({ min: 100, max: 300 }).map((x) => x / 10),
      iceConsumption: fc.integer({ min: 30, max: 150 }).map((x) => x / 10),
      fuelPrice: fc.integer({ min: 100, max: 250 }).map((x) => x / 100),
      split: fc
        .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b) - Math.min(a, b), 100 - Math.max(a, b)]),
      tariffs: fc
        .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 10, max: 50 }), fc.integer({ min: 30, max: 90 }))
        .map((t) => t.map((x) => x / 100)),
      extraEvCost: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: undefined }),
      evInsurance: fc.option(fc.integer({ min: 0, max: 1_500 }), { nil: undefined })
    })
    .map((r) => {
      const raw: Record<string, unknown> = {
        annualDistanceKm: r.annualDistanceKm,
        evConsumption: r.evConsumption,
        iceConsumption: r.iceConsumption,
        fuelPrice: r.fuelPrice,
        solarSharePercent: r.split[0],
        homeSharePercent: r.split[1],
        publicSharePercent: r.split[2],
        solarTariff: r.tariffs[0],
        homeGridTariff: r.tariffs[1],
        publicTariff: r.tariffs[2],
        spareSolar: 100_000
      }
      if (r.extraEvCost !== undefined) raw.extraEvCost = r.extraEvCost
      if (r.evInsurance !== undefined) raw.evInsurance = r.evInsurance
      return raw
    })

  it("costs add up, savings are the difference, payback only with extraEvCost and positive savings", () => {
    fc.assert(
      fc.property(input, (raw) => {
        const out = calc(raw)
        const c = (n: number) => Math.round(n * 100)
        expect(c(out.ev.energy)).toBe(out.charging.reduce((s, x) => s + c(x.cost), 0))
        expect(out.charging.reduce((s, x) => s + x.sharePercent, 0)).toBe(100)
        expect(c(out.annualSavings)).toBe(c(out.ice.total) - c(out.ev.total))
        if (raw.extraEvCost === undefined) expect(out.paybackYears).toBeNull()
        else if (out.annualSavings <= 0 && raw.extraEvCost !== 0) expect(out.paybackYears).toBeNull()
        else
          expect(
            Math.abs((out.paybackYears ?? 0) * out.annualSavings - (raw.extraEvCost as number))
          ).toBeLessThanOrEqual(Math.abs(out.annualSavings) * 0.005 + 1e-9)
      }),
      { numRuns: 300 }
    )
  })

  it("a dearer public tariff never raises the savings", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 50 }), (raw, up) => {
        const a = calc(raw)
        const b = calc({ ...raw, publicTariff: (raw.publicTariff as number) + up / 100 })
        expect(b.annualSavings).toBeLessThanOrEqual(a.annualSavings)
      }),
      { numRuns: 200 }
    )
  })
})
