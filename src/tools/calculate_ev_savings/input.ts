import { Schema } from "effect"
import { capNote, formatCap } from "../../core/input-bounds.ts"

// Published names: fuelPrice, spareSolar, extraEvCost, evInsurance, evRoadTax, evOther, iceRoadTax, iceService,
// iceOther; shares, tariffs and consumption named in the same style.

const num = (min: number, max: number, description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: min, maximum: max })).annotate({
    description: `${description} ${capNote(min, max)}`
  })
const positive = (max: number, description: string) =>
  Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(max)).annotate({
    description: `${description} Above 0, at most ${formatCap(max)}.`
  })
const eurYear = (description: string) =>
  Schema.optionalKey(
    num(0, 1_000_000, `${description} Omitted: excluded (disclosed); send 0 only if the user confirmed it is zero.`)
  )
const required = (name: string, what: string) => ({
  messageMissingKey: `${name} is required: ${what} (ask the user; never use an example value)`
})

export const SOURCES = ["solar", "homeGrid", "public"] as const
export type ChargingSource = (typeof SOURCES)[number]

const InputFields = Schema.Struct({
  annualDistanceKm: positive(500_000, "Distance driven per year, km. Required.").annotateKey(
    required("annualDistanceKm", "the distance driven per year in km")
  ),
  evConsumption: positive(
    100,
    "Electric car consumption, kWh per 100 km (include charging losses if known). Required."
  ).annotateKey(required("evConsumption", "the EV's consumption in kWh per 100 km")),
  iceConsumption: positive(50, "Petrol or diesel car consumption, litres per 100 km. Required.").annotateKey(
    required("iceConsumption", "the petrol/diesel car's consumption in litres per 100 km")
  ),
  fuelPrice: positive(10, "Petrol or diesel price, EUR per litre. Required.").annotateKey(
    required("fuelPrice", "the fuel price in EUR per litre")
  ),
  solarSharePercent: num(
    0,
    100,
    "Share of charging from spare solar production, % (0-100). The three shares must sum to 100. Required (0 if none)."
  ).annotateKey(required("solarSharePercent", "the % of charging from spare solar production (0 if none)")),
  homeSharePercent: num(0, 100, "Share of charging from home grid electricity, %. Required (0 if none).").annotateKey(
    required("homeSharePercent", "the % of charging at home from the grid (0 if none)")
  ),
  publicSharePercent: num(0, 100, "Share of charging at public chargers, %. Required (0 if none).").annotateKey(
    required("publicSharePercent", "the % of charging at public chargers (0 if none)")
  ),
  spareSolar: Schema.optionalKey(
    num(
      0,
      1_000_000,
      "Spare solar production available for charging, kWh per year (surplus not used by the home). Required when solarSharePercent > 0."
    )
  ),
  solarTariff: Schema.optionalKey(
    num(
      0,
      5,
      "Value of a spare solar kWh, EUR per kWh: what it would otherwise earn (e.g. the net-billing export credit), 0 if it would be wasted. Required when solarSharePercent > 0."
    )
  ),
  homeGridTariff: Schema.optionalKey(
    num(
      0,
      5,
      "Home electricity price, EUR per kWh, all-in (energy, network, fuel adjustment, VAT). Required when homeSharePercent > 0."
    )
  ),
  publicTariff: Schema.optionalKey(
    num(0, 5, "Public charging price, EUR per kWh, all-in. Required when publicSharePercent > 0.")
  ),
  extraEvCost: Schema.optionalKey(
    num(
      0,
      10_000_000,
      "How much more the electric car costs to buy than the petrol/diesel car, EUR (after grants). Omitted: no payback is estimated."
    )
  ),
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
      annualDistanceKm: 15_000,
      evConsumption: 16,
      iceConsumption: 6.5,
      fuelPrice: 1.45,
      solarSharePercent: 0,
      homeSharePercent: 80,
      publicSharePercent: 20,
      homeGridTariff: 0.3,
      publicTariff: 0.55
    },
    {
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
    },
    {
      annualDistanceKm: 20_000,
      evConsumption: 18,
      iceConsumption: 5.5,
      fuelPrice: 1.6,
      solarSharePercent: 0,
      homeSharePercent: 0,
      publicSharePercent: 100,
      publicTariff: 0.49,
      extraEvCost: 12_000
    }
  ]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const EvSavingsInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type EvSavingsInput = typeof EvSavingsInput.Type
