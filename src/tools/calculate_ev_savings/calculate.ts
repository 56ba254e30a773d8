import { publishedAssumptionList } from "../../core/assumptions.ts"
import type { FieldErrors } from "../../core/errors.ts"
import { formatCents } from "../../core/format.ts"
import { cents, divRound, euros, floorTo, roundCents, roundTo } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import { EV_SERIES_YEARS } from "../../rules/household-defaults.ts"
import { type ChargingSource, type EvSavingsInput, SOURCES } from "./input.ts"
import type { EvSavingsOutput } from "./output.ts"
import { EV_ASSUMPTIONS } from "./assumptions.ts"

const SHARE_KEY = { solar: "solarSharePercent", homeGrid: "homeSharePercent", public: "publicSharePercent" } as const
const TARIFF_KEY = { solar: "solarTariff", homeGrid: "homeGridTariff", public: "publicTariff" } as const

const share = (i: EvSavingsInput, s: ChargingSource): number => i[SHARE_KEY[s]]
const tariff = (i: EvSavingsInput, s: ChargingSource): number | undefined => i[TARIFF_KEY[s]]
const kwhFrom = (i: EvSavingsInput, s: ChargingSource): number =>
  (i.annualDistanceKm * i.evConsumption * share(i, s)) / 10_000

export const checkEvSavingsInput = (i: EvSavingsInput): InputProblem | null => {
  const e: FieldErrors = {}
  const sum = SOURCES.reduce((t, s) => t + share(i, s), 0)
  if (Math.abs(sum - 100) > 1e-9) {
    for (const s of SOURCES)
      e[SHARE_KEY[s]] = [`the three charging shares must sum to 100; they sum to ${roundTo(sum, 2)}`]
  }
  for (const s of SOURCES) {
    if (share(i, s) > 0 && tariff(i, s) === undefined)
      e[TARIFF_KEY[s]] = [
        `${TARIFF_KEY[s]} is required because ${SHARE_KEY[s]} is ${share(i, s)}: the price per kWh of that source`
      ]
  }
  if (i.solarSharePercent > 0) {
    const needed = kwhFrom(i, "solar")
    if (i.spareSolar === undefined || i.spareSolar <= 0) {
      e.spareSolar = [
        "spareSolar is required for solar charging: the spare solar production available, kWh per year (if there is none, set solarSharePercent to 0)"
      ]
    } else if (needed > i.spareSolar + 1e-9) {
      const max = floorTo((i.spareSolar * 10_000) / (i.annualDistanceKm * i.evConsumption), 2)
      e.solarSharePercent = [
        `solar charging of ${roundTo(needed, 2)} kWh a year exceeds the spare production of ${i.spareSolar} kWh; at most ${max}% can come from solar`
      ]
    }
  }
  return Object.keys(e).length === 0
    ? null
    : new InputProblem(
        e,
        "Ask the user how charging splits between spare solar, home grid and public chargers (summing to 100%), the price per kWh of each source used, and their spare solar production."
      )
}

export const calculateRunningCosts = (i: EvSavingsInput): EvSavingsOutput => {
  const { assumptions, said, assume } = publishedAssumptionList(EV_ASSUMPTIONS)
  const charging = SOURCES.filter((s) => share(i, s) > 0).map((s) => {
    const t = tariff(i, s) ?? 0
    return {
      source: s,
      sharePercent: share(i, s),
      kwh: roundTo(kwhFrom(i, s), 2),
      tariff: t,
      costC: roundCents(kwhFrom(i, s) * t * 100)
    }
  })
  const evEnergyC = charging.reduce((a, c) => a + c.costC, 0)
  const fuelC = roundCents(i.annualDistanceKm * i.iceConsumption * i.fuelPrice)
  const optional = (v: number | undefined, what: string, field: string): number => {
    if (v === undefined)
      assume(
        "ev.cost-omitted",
        { what, value: null, why: `${field} omitted: not included` },
        { field, reason: "omitted", params: { field } }
      )
    return cents(v ?? 0)
  }
  const costs = (energyC: number, ins: number, road: number, service: number, other: number) => {
    const total = energyC + ins + road + service + other
    return {
      totalC: total,
      out: {
        energy: euros(energyC),
        insurance: euros(ins),
        roadTax: euros(road),
        service: euros(service),
        other: euros(other),
        total: euros(total),
        costPerKm: roundTo(total / i.annualDistanceKm / 100, 4)
      }
    }
  }
  const ev = costs(
    evEnergyC,
    optional(i.evInsurance, "EV insurance", "evInsurance"),
    optional(i.evRoadTax, "EV road tax", "evRoadTax"),
    0,
    optional(i.evOther, "EV servicing and other costs", "evOther")
  )
  const ice = costs(
    fuelC,
    optional(i.iceInsurance, "petrol/diesel insurance", "iceInsurance"),
    optional(i.iceRoadTax, "petrol/diesel road tax", "iceRoadTax"),
    optional(i.iceService, "petrol/diesel servicing", "iceService"),
    optional(i.iceOther, "other petrol/diesel costs", "iceOther")
  )
  for (const [a, b, what, id, evField, iceField] of [
    [i.evInsurance, i.iceInsurance, "insurance", "ev.one-sided-insurance", "evInsurance", "iceInsurance"],
    [i.evRoadTax, i.iceRoadTax, "road tax", "ev.one-sided-road-tax", "evRoadTax", "iceRoadTax"]
  ] as const) {
    if ((a === undefined) !== (b === undefined)) {
      assume(
        id,
        {
          what: `one-sided ${what}`,
          value: null,
          why: `${what} was given for one car only, so the comparison counts it on one side; send both (0 only if confirmed)`
        },
        { field: a === undefined ? evField : iceField, reason: "input" }
      )
    }
  }
  const savingsC = ice.totalC - ev.totalC
  const extraC = i.extraEvCost === undefined ? null : cents(i.extraEvCost)
  let paybackYears: number | null = null
  let paybackNote: string
  if (extraC === null) {
    paybackNote = "No payback estimated: extraEvCost (the EV's extra purchase cost) was not given."
    assume(
      "ev.no-payback",
      {
        what: "payback",
        value: null,
        why: "extraEvCost omitted: no payback is estimated without the real extra purchase cost"
      },
      { field: "extraEvCost", reason: "omitted" }
    )
  } else if (extraC === 0) {
    paybackYears = 0
    paybackNote = "No extra purchase cost: nothing to pay back."
  } else if (savingsC <= 0) {
    paybackNote = "Never pays back: the electric car does not cost less to run per year."
  } else {
    paybackYears = roundTo(extraC / savingsC, 2)
    paybackNote = `The extra EUR ${formatCents(extraC)} is paid back in ${paybackYears} years of savings.`
  }
  const years = EV_SERIES_YEARS.value
  assume("ev.series-years", { what: EV_SERIES_YEARS.what, value: years, why: EV_SERIES_YEARS.why }, { reason: "model" })
  assume(
    "ev.not-modelled",
    { what: "financing, depreciation and resale value", value: null, why: "not modelled: running costs only" },
    { reason: "excluded" }
  )
  const solar = charging.find((c) => c.source === "solar")
  return {
    evEnergyKwh: roundTo((i.annualDistanceKm * i.evConsumption) / 100, 2),
    charging: charging.map(({ costC, ...c }) => ({ ...c, cost: euros(costC) })),
    spareSolarUnusedKwh:
      solar === undefined || i.spareSolar === undefined ? null : roundTo(i.spareSolar - kwhFrom(i, "solar"), 2),
    iceFuelLitres: roundTo((i.annualDistanceKm * i.iceConsumption) / 100, 2),
    ev: ev.out,
    ice: ice.out,
    annualSavings: euros(savingsC),
    monthlySavings: euros(divRound(savingsC, 12)),
    paybackYears,
    paybackNote,
    series: Array.from({ length: years }, (_, k) => ({
      year: k + 1,
      cumulativeSavings: euros(savingsC * (k + 1)),
      netPosition: extraC === null ? null : euros(savingsC * (k + 1) - extraC)
    })),
    assumptions,
    assumptionDetails: said.details()
  }
}
