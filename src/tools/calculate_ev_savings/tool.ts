import { formatEur } from "../../core/format.ts"
import { EV_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { EV_SAVINGS_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeSavingsEl } from "./text.ts"
import { calculateRunningCosts, checkEvSavingsInput } from "./calculate.ts"
import { EvSavingsInput } from "./input.ts"
import { EvSavingsOutput } from "./output.ts"

const f = (n: number) => formatEur(n, { unit: false })

const describeSavings = (o: EvSavingsOutput): Array<string> => [
  `Electric car: ${o.evEnergyKwh} kWh a year, charging EUR ${f(o.ev.energy)} (${o.charging.map((c) => `${c.source} ${c.sharePercent}%: EUR ${f(c.cost)}`).join(", ")}); total running cost EUR ${f(o.ev.total)} a year.`,
  `Petrol/diesel car: ${o.iceFuelLitres} litres, fuel EUR ${f(o.ice.energy)}; total running cost EUR ${f(o.ice.total)} a year.`,
  `Yearly savings with the electric car: EUR ${f(o.annualSavings)} (EUR ${f(o.monthlySavings)} a month).`,
  o.paybackNote
]

export const calculateEvSavings = defineCalculator({
  name: "calculate_ev_savings",
  fieldMessagesEl: EV_SAVINGS_FIELD_MESSAGES_EL,
  assumptionTexts: EV_ASSUMPTIONS,
  topic: "money",
  toolset: "household",
  title: "Electric car versus petrol/diesel running costs",
  description:
    "Compares the yearly running cost of an electric car with a petrol or diesel car in Cyprus, with charging split " +
    "between spare solar production, home grid electricity and public chargers, and reports yearly savings and the " +
    "payback of the EV's extra purchase cost. Requires annualDistanceKm, evConsumption (kWh/100 km), iceConsumption " +
    "(l/100 km), fuelPrice, the three charging shares (summing to 100) and the tariff of each source used; solar " +
    "charging requires spareSolar (kWh a year) large enough for it. Without extraEvCost no payback is estimated. " +
    "Insurance, road tax, servicing and other costs are optional; omitted ones are excluded and disclosed (send 0 " +
    "only when confirmed). Never use example values. Costs are rounded to the cent. Estimates, not advice.",
  listing: {
    summary:
      "Yearly running cost of an electric car against a petrol or diesel car in Cyprus, charging split between spare solar, home grid and public chargers (the three shares sum to 100); payback only with extraEvCost. Ask the user's figures, never use examples. Insurance, road tax, service and other costs are EUR a year; omitted ones are excluded and disclosed.",
    fields: {
      evConsumption: "kWh per 100 km, charging losses included if known",
      iceConsumption: "Litres per 100 km",
      fuelPrice: "EUR a litre",
      spareSolar: "Surplus kWh a year; required with a solar share, must cover it",
      solarTariff: "EUR a kWh it would earn (0 if wasted); required with a solar share",
      homeGridTariff: "All-in EUR a kWh; required with a home share",
      publicTariff: "All-in EUR a kWh; required with a public share",
      extraEvCost: "EUR more the EV costs to buy, after grants; omitted: no payback"
    }
  },
  input: EvSavingsInput,
  output: EvSavingsOutput,
  check: checkEvSavingsInput,
  calculate: calculateRunningCosts,
  describe: (o, language) => (language === "el" ? describeSavingsEl(o) : describeSavings(o))
})
