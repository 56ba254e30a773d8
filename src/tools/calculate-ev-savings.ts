import { Effect, Schema } from "effect"
import { euros } from "../core/money.ts"
import { Assumption, assumptionText } from "../core/assumptions.ts"
import type { FieldErrors } from "../core/errors.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import { EV_SERIES_YEARS } from "../rules/household-defaults.ts"
import { capNote, formatCap } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input (published names: fuelPrice, spareSolar, extraEvCost, evInsurance, evRoadTax, evOther,
// iceRoadTax, iceService, iceOther; shares, tariffs and consumption named in the same style)
// ---------------------------------------------------------------------------------------------

const num = (min: number, max: number, description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: min, maximum: max })).annotate({ description: `${description} ${capNote(min, max)}` })
const positive = (max: number, description: string) =>
  Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(max)).annotate({ description: `${description} Above 0, at most ${formatCap(max)}.` })
const eurYear = (description: string) =>
  Schema.optionalKey(num(0, 1_000_000, `${description} Omitted: excluded (disclosed); send 0 only if the user confirmed it is zero.`))
const required = (name: string, what: string) => ({ messageMissingKey: `${name} is required: ${what} (ask the user; never use an example value)` })

const SOURCES = ["solar", "homeGrid", "public"] as const
type ChargingSource = (typeof SOURCES)[number]
const SHARE_KEY = { solar: "solarSharePercent", homeGrid: "homeSharePercent", public: "publicSharePercent" } as const
const TARIFF_KEY = { solar: "solarTariff", homeGrid: "homeGridTariff", public: "publicTariff" } as const

const InputFields = Schema.Struct({
  annualDistanceKm: positive(500_000, "Distance driven per year, km. Required.").annotateKey(required("annualDistanceKm", "the distance driven per year in km")),
  evConsumption: positive(100, "Electric car consumption, kWh per 100 km (include charging losses if known). Required.").annotateKey(required("evConsumption", "the EV's consumption in kWh per 100 km")),
  iceConsumption: positive(50, "Petrol or diesel car consumption, litres per 100 km. Required.").annotateKey(required("iceConsumption", "the petrol/diesel car's consumption in litres per 100 km")),
  fuelPrice: positive(10, "Petrol or diesel price, EUR per litre. Required.").annotateKey(required("fuelPrice", "the fuel price in EUR per litre")),
  solarSharePercent: num(0, 100, "Share of charging from spare solar production, % (0-100). The three shares must sum to 100. Required (0 if none).").annotateKey(required("solarSharePercent", "the % of charging from spare solar production (0 if none)")),
  homeSharePercent: num(0, 100, "Share of charging from home grid electricity, %. Required (0 if none).").annotateKey(required("homeSharePercent", "the % of charging at home from the grid (0 if none)")),
  publicSharePercent: num(0, 100, "Share of charging at public chargers, %. Required (0 if none).").annotateKey(required("publicSharePercent", "the % of charging at public chargers (0 if none)")),
  spareSolar: Schema.optionalKey(num(0, 1_000_000, "Spare solar production available for charging, kWh per year (surplus not used by the home). Required when solarSharePercent > 0.")),
  solarTariff: Schema.optionalKey(num(0, 5, "Value of a spare solar kWh, EUR per kWh: what it would otherwise earn (e.g. the net-billing export credit), 0 if it would be wasted. Required when solarSharePercent > 0.")),
  homeGridTariff: Schema.optionalKey(num(0, 5, "Home electricity price, EUR per kWh, all-in (energy, network, fuel adjustment, VAT). Required when homeSharePercent > 0.")),
  publicTariff: Schema.optionalKey(num(0, 5, "Public charging price, EUR per kWh, all-in. Required when publicSharePercent > 0.")),
  extraEvCost: Schema.optionalKey(num(0, 10_000_000, "How much more the electric car costs to buy than the petrol/diesel car, EUR (after grants). Omitted: no payback is estimated.")),
  evInsurance: eurYear("Electric car insurance, EUR per year."),
  iceInsurance: eurYear("Petrol/diesel car insurance, EUR per year."),
  evRoadTax: eurYear("Electric car road tax, EUR per year."),
  iceRoadTax: eurYear("Petrol/diesel car road tax, EUR per year."),
  iceService: eurYear("Petrol/diesel car servicing and maintenance, EUR per year."),
  evOther: eurYear("Electric car servicing and other running costs, EUR per year."),
  iceOther: eurYear("Other petrol/diesel running costs, EUR per year.")
})

const INPUT_ANNOTATIONS = {
  title: "EV versus petrol/diesel running-cost request",
  description: "Yearly distance, consumption, fuel price and the charging split with the tariff of each source used.",
  examples: [
    {
      annualDistanceKm: 15_000, evConsumption: 16, iceConsumption: 6.5, fuelPrice: 1.45,
      solarSharePercent: 0, homeSharePercent: 80, publicSharePercent: 20, homeGridTariff: 0.3, publicTariff: 0.55
    },
    {
      annualDistanceKm: 12_000, evConsumption: 17, iceConsumption: 7, fuelPrice: 1.5,
      solarSharePercent: 50, homeSharePercent: 40, publicSharePercent: 10, spareSolar: 1_500,
      solarTariff: 0.05, homeGridTariff: 0.32, publicTariff: 0.6, extraEvCost: 8_000,
      evInsurance: 650, iceInsurance: 550, evRoadTax: 0, iceRoadTax: 120, iceService: 400, evOther: 200
    },
    {
      annualDistanceKm: 20_000, evConsumption: 18, iceConsumption: 5.5, fuelPrice: 1.6,
      solarSharePercent: 0, homeSharePercent: 0, publicSharePercent: 100, publicTariff: 0.49, extraEvCost: 12_000
    }
  ]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const EvSavingsInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type EvSavingsInput = typeof EvSavingsInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const Costs = Schema.Struct({
  energy: Money.annotate({ description: "charging (EV) or fuel (petrol/diesel), EUR per year" }),
  insurance: Money,
  roadTax: Money,
  service: Money.annotate({ description: "petrol/diesel servicing (iceService); an EV's servicing is part of evOther, shown in other" }),
  other: Money,
  total: Money,
  costPerKm: Money.annotate({ description: "total / distance, EUR, 4 decimals" })
})

export const EvSavingsOutput = Schema.Struct({
  evEnergyKwh: Schema.Finite.annotate({ description: "kWh charged per year, 2 decimals" }),
  charging: Schema.Array(Schema.Struct({
    source: Schema.Literals(SOURCES),
    sharePercent: Schema.Finite,
    kwh: Schema.Finite,
    tariff: Schema.Finite,
    cost: Money
  })).annotate({ description: "active charging sources only" }),
  spareSolarUnusedKwh: Schema.NullOr(Schema.Finite).annotate({ description: "spare solar left after charging; null without solar charging" }),
  iceFuelLitres: Schema.Finite,
  ev: Costs,
  ice: Costs,
  annualSavings: Money.annotate({ description: "petrol/diesel total - EV total, EUR per year (negative: the EV costs more to run)" }),
  monthlySavings: Money,
  paybackYears: Schema.NullOr(Schema.Finite).annotate({ description: "extraEvCost / annualSavings, 2 decimals; null without extraEvCost or when the EV never pays back" }),
  paybackNote: Schema.String,
  series: Schema.Array(Schema.Struct({
    year: Schema.Int,
    cumulativeSavings: Money,
    netPosition: Schema.NullOr(Money).annotate({ description: "cumulativeSavings - extraEvCost; null without extraEvCost" })
  })).annotate({ description: "chart-ready, constant prices" }),
  assumptions: Schema.Array(Assumption)
})
export type EvSavingsOutput = typeof EvSavingsOutput.Type

// ---------------------------------------------------------------------------------------------
// Checks and calculation (cents, half away from zero; toPrecision removes float noise)
// ---------------------------------------------------------------------------------------------

const roundC = (x: number): number => Math.sign(x) * Math.round(Number(Math.abs(x).toPrecision(12)))
const round2 = (x: number): number => roundC(x * 100) / 100

const share = (i: EvSavingsInput, s: ChargingSource): number => i[SHARE_KEY[s]]
const tariff = (i: EvSavingsInput, s: ChargingSource): number | undefined => i[TARIFF_KEY[s]]
const kwhFrom = (i: EvSavingsInput, s: ChargingSource): number => (i.annualDistanceKm * i.evConsumption * share(i, s)) / 10_000

export const checkEvSavingsInput = (i: EvSavingsInput): ToolInputProblem | null => {
  const e: FieldErrors = {}
  const sum = SOURCES.reduce((t, s) => t + share(i, s), 0)
  if (Math.abs(sum - 100) > 1e-9) {
    for (const s of SOURCES) e[SHARE_KEY[s]] = [`the three charging shares must sum to 100; they sum to ${round2(sum)}`]
  }
  for (const s of SOURCES) {
    if (share(i, s) > 0 && tariff(i, s) === undefined) e[TARIFF_KEY[s]] = [`${TARIFF_KEY[s]} is required because ${SHARE_KEY[s]} is ${share(i, s)}: the price per kWh of that source`]
  }
  if (i.solarSharePercent > 0) {
    const needed = kwhFrom(i, "solar")
    if (i.spareSolar === undefined || i.spareSolar <= 0) {
      e.spareSolar = ["spareSolar is required for solar charging: the spare solar production available, kWh per year (if there is none, set solarSharePercent to 0)"]
    } else if (needed > i.spareSolar + 1e-9) {
      const max = Math.floor(((i.spareSolar * 10_000) / (i.annualDistanceKm * i.evConsumption)) * 100) / 100
      e.solarSharePercent = [`solar charging of ${round2(needed)} kWh a year exceeds the spare production of ${i.spareSolar} kWh; at most ${max}% can come from solar`]
    }
  }
  return Object.keys(e).length === 0 ? null : {
    _tag: "ToolInputProblem",
    fieldErrors: e,
    hint: "Ask the user how charging splits between spare solar, home grid and public chargers (summing to 100%), the price per kWh of each source used, and their spare solar production."
  }
}

export const calculateEvSavingsCalc = (i: EvSavingsInput): EvSavingsOutput => {
  const assumptions: Array<Assumption> = []
  const charging = SOURCES.filter((s) => share(i, s) > 0).map((s) => {
    const t = tariff(i, s) ?? 0
    return { source: s, sharePercent: share(i, s), kwh: round2(kwhFrom(i, s)), tariff: t, costC: roundC(kwhFrom(i, s) * t * 100) }
  })
  const evEnergyC = charging.reduce((a, c) => a + c.costC, 0)
  const fuelC = roundC(i.annualDistanceKm * i.iceConsumption * i.fuelPrice)
  const optional = (v: number | undefined, what: string, field: string): number => {
    if (v === undefined) assumptions.push({ what, value: null, why: `${field} omitted: not included` })
    return roundC((v ?? 0) * 100)
  }
  const costs = (energyC: number, ins: number, road: number, service: number, other: number) => {
    const total = energyC + ins + road + service + other
    return {
      totalC: total,
      out: {
        energy: euros(energyC), insurance: euros(ins), roadTax: euros(road), service: euros(service), other: euros(other),
        total: euros(total), costPerKm: roundC((total / i.annualDistanceKm) * 100) / 10_000
      }
    }
  }
  const ev = costs(evEnergyC, optional(i.evInsurance, "EV insurance", "evInsurance"), optional(i.evRoadTax, "EV road tax", "evRoadTax"), 0,
    optional(i.evOther, "EV servicing and other costs", "evOther"))
  const ice = costs(fuelC, optional(i.iceInsurance, "petrol/diesel insurance", "iceInsurance"), optional(i.iceRoadTax, "petrol/diesel road tax", "iceRoadTax"),
    optional(i.iceService, "petrol/diesel servicing", "iceService"), optional(i.iceOther, "other petrol/diesel costs", "iceOther"))
  for (const [a, b, what] of [[i.evInsurance, i.iceInsurance, "insurance"], [i.evRoadTax, i.iceRoadTax, "road tax"]] as const) {
    if ((a === undefined) !== (b === undefined)) {
      assumptions.push({ what: `one-sided ${what}`, value: null, why: `${what} was given for one car only, so the comparison counts it on one side; send both (0 only if confirmed)` })
    }
  }
  const savingsC = ice.totalC - ev.totalC
  const extraC = i.extraEvCost === undefined ? null : roundC(i.extraEvCost * 100)
  let paybackYears: number | null = null
  let paybackNote: string
  if (extraC === null) {
    paybackNote = "No payback estimated: extraEvCost (the EV's extra purchase cost) was not given."
    assumptions.push({ what: "payback", value: null, why: "extraEvCost omitted: no payback is estimated without the real extra purchase cost" })
  } else if (extraC === 0) {
    paybackYears = 0
    paybackNote = "No extra purchase cost: nothing to pay back."
  } else if (savingsC <= 0) {
    paybackNote = "Never pays back: the electric car does not cost less to run per year."
  } else {
    paybackYears = round2(extraC / savingsC)
    paybackNote = `The extra EUR ${formatCents(extraC)} is paid back in ${paybackYears} years of savings.`
  }
  const years = EV_SERIES_YEARS.value
  assumptions.push(
    { what: EV_SERIES_YEARS.what, value: years, why: EV_SERIES_YEARS.why },
    { what: "financing, depreciation and resale value", value: null, why: "not modelled: running costs only" }
  )
  const solar = charging.find((c) => c.source === "solar")
  return {
    evEnergyKwh: round2((i.annualDistanceKm * i.evConsumption) / 100),
    charging: charging.map(({ costC, ...c }) => ({ ...c, cost: euros(costC) })),
    spareSolarUnusedKwh: solar === undefined || i.spareSolar === undefined ? null : round2(i.spareSolar - kwhFrom(i, "solar")),
    iceFuelLitres: round2((i.annualDistanceKm * i.iceConsumption) / 100),
    ev: ev.out,
    ice: ice.out,
    annualSavings: euros(savingsC),
    monthlySavings: euros(roundC(savingsC / 12)),
    paybackYears,
    paybackNote,
    series: Array.from({ length: years }, (_, k) => ({
      year: k + 1,
      cumulativeSavings: euros(savingsC * (k + 1)),
      netPosition: extraC === null ? null : euros(savingsC * (k + 1) - extraC)
    })),
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const f = (n: number) => formatCents(Math.round(n * 100))

const summarize = (o: EvSavingsOutput): string => [
  `Electric car: ${o.evEnergyKwh} kWh a year, charging EUR ${f(o.ev.energy)} (${o.charging.map((c) => `${c.source} ${c.sharePercent}%: EUR ${f(c.cost)}`).join(", ")}); total running cost EUR ${f(o.ev.total)} a year.`,
  `Petrol/diesel car: ${o.iceFuelLitres} litres, fuel EUR ${f(o.ice.energy)}; total running cost EUR ${f(o.ice.total)} a year.`,
  `Yearly savings with the electric car: EUR ${f(o.annualSavings)} (EUR ${f(o.monthlySavings)} a month).`,
  o.paybackNote,
  `Assumptions: ${assumptionText(o.assumptions)}`
].join("\n")

export const calculateEvSavings: ToolDefinition<EvSavingsInput, EvSavingsOutput> = {
  name: "calculate_ev_savings",
  title: "Electric car versus petrol/diesel running costs",
  description:
    "Compares the yearly running cost of an electric car with a petrol or diesel car in Cyprus, with charging split " +
    "between spare solar production, home grid electricity and public chargers, and reports yearly savings and the " +
    "payback of the EV's extra purchase cost. Requires annualDistanceKm, evConsumption (kWh/100 km), iceConsumption " +
    "(l/100 km), fuelPrice, the three charging shares (summing to 100) and the tariff of each source used; solar " +
    "charging requires spareSolar (kWh a year) large enough for it. Without extraEvCost no payback is estimated. " +
    "Insurance, road tax, servicing and other costs are optional; omitted ones are excluded and disclosed (send 0 " +
    "only when confirmed). Never use example values. Costs are rounded to the cent. Estimates, not advice.",
  access: "anonymous",
  input: EvSavingsInput,
  output: EvSavingsOutput,
  run: (input) => {
    const problem = checkEvSavingsInput(input)
    return problem === null ? Effect.succeed(calculateEvSavingsCalc(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
