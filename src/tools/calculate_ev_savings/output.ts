import { Schema } from "effect"
import { Assumption, AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom } from "../../core/cells.ts"
import { SOURCES } from "./input.ts"

// Every figure is arithmetic on the caller's distances, consumptions, tariffs and costs (the road tax too: the
// caller's figure, no rule is applied), or a total of those.
const Costs = Schema.Struct({
  energy: InputMoney.annotate({ description: "charging (EV) or fuel (petrol/diesel), EUR per year" }),
  insurance: InputMoney,
  roadTax: InputMoney.annotate({ description: "as sent (evRoadTax or iceRoadTax)" }),
  service: InputMoney.annotate({
    description: "petrol/diesel servicing (iceService); an EV's servicing is part of evOther, shown in other"
  }),
  other: InputMoney,
  total: moneyFrom("energy", "insurance", "roadTax", "service", "other"),
  costPerKm: moneyFrom("total").annotate({ description: "total / distance, EUR, 4 decimals" })
})

export const EvSavingsOutput = Schema.Struct({
  evEnergyKwh: Schema.Finite.annotate({ description: "kWh charged per year, 2 decimals" }),
  charging: Schema.Array(
    Schema.Struct({
      source: Schema.Literals(SOURCES),
      sharePercent: Schema.Finite,
      kwh: Schema.Finite,
      tariff: Schema.Finite,
      cost: InputMoney
    })
  ).annotate({ description: "active charging sources only" }),
  spareSolarUnusedKwh: Schema.NullOr(Schema.Finite).annotate({
    description: "spare solar left after charging; null without solar charging"
  }),
  iceFuelLitres: Schema.Finite,
  ev: Costs,
  ice: Costs,
  annualSavings: moneyFrom("ice.total", "ev.total").annotate({
    description: "petrol/diesel total - EV total, EUR per year (negative: the EV costs more to run)"
  }),
  monthlySavings: moneyFrom("annualSavings"),
  paybackYears: Schema.NullOr(Schema.Finite).annotate({
    description: "extraEvCost / annualSavings, 2 decimals; null without extraEvCost or when the EV never pays back"
  }),
  paybackNote: Schema.String,
  series: Schema.Array(
    Schema.Struct({
      year: Schema.Int,
      cumulativeSavings: moneyFrom("annualSavings"),
      netPosition: Schema.NullOr(moneyFrom("cumulativeSavings")).annotate({
        description: "cumulativeSavings - extraEvCost; null without extraEvCost"
      })
    })
  ).annotate({ description: "chart-ready, constant prices" }),
  assumptions: Schema.Array(Assumption),
  assumptionDetails: AssumptionDetails
})
export type EvSavingsOutput = typeof EvSavingsOutput.Type
