import { Schema } from "effect"
import { Assumption } from "../../core/assumptions.ts"
import { Money } from "../../core/cells.ts"
import { SOURCES } from "./input.ts"

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
