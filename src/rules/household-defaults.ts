import type { SourceId } from "./sources.ts"

/**
 * Disclosed modelling defaults of the household planning tools. A default is used only when the
 * caller omits the field, and is then listed in structuredContent.assumptions with its reason.
 * These are forecasts and conventions, not facts: each says why it was chosen.
 */
export interface HouseholdDefault {
  readonly what: string
  readonly value: number
  readonly why: string
  readonly sources: ReadonlyArray<SourceId>
}

export const RENT_VS_BUY_DEFAULTS = {
  rentIncreaseRate: {
    what: "rent increase, % per year",
    value: 2,
    why: "rentIncreaseRate omitted: rents assumed to rise with the ECB's 2% medium-term inflation target",
    sources: ["hh-ecb-inflation-target"]
  },
  propertyGrowthRate: {
    what: "property value growth, % per year",
    value: 2,
    why:
      "propertyGrowthRate omitted: values assumed to keep pace with the ECB's 2% inflation target; Cyprus prices " +
      "moved between -8.5% and +22.1% a year in 2007-2023, so this is a central guess, not a forecast",
    sources: ["hh-ecb-inflation-target", "hh-cbc-rppi-history"]
  },
  investmentReturnRate: {
    what: "investment return on money not spent on housing, % per year",
    value: 5,
    why:
      "investmentReturnRate omitted: a moderate nominal return for a diversified, mostly equity portfolio after " +
      "costs (below long-run world equity averages); modelling assumption",
    sources: []
  },
  maintenanceRate: {
    what: "maintenance and repairs, % of the property value per year",
    value: 1,
    why: "maintenanceRate omitted: the common 1%-a-year rule of thumb for upkeep of a home; modelling assumption",
    sources: []
  },
  sellingCostRate: {
    what: "selling costs at the end of the horizon, % of the sale price",
    value: 3.57,
    why:
      "sellingCostRate omitted: estate agent commission of 3% (the legal default without a written agreement; " +
      "3-5% is usual) plus 19% VAT on it = 3.57%, paid by the seller",
    sources: ["hh-agent-commission-law", "hh-agent-commission-vat"]
  }
} as const satisfies Record<string, HouseholdDefault>

/** A sale contract signed from 2026: no stamp duty (Law 239(I)/2025). */
export const DEFAULT_CONTRACT_YEAR = {
  what: "year the sale contract is signed",
  value: 2026,
  why: "contractYear omitted: a purchase decided now is signed from 2026, when stamp duty no longer applies",
  sources: ["hh-stamp-duty-abolished"]
} as const satisfies HouseholdDefault

export const DEFAULT_BUYERS = {
  what: "number of buyers",
  value: 1,
  why: "numberOfBuyers omitted: one buyer; joint buyers each apply the transfer-fee bands to their share, which lowers the fee",
  sources: ["hh-transfer-fees-kotinos"]
} as const satisfies HouseholdDefault

/** How many years the EV tool's cumulative-savings series covers. */
export const EV_SERIES_YEARS = {
  what: "years shown in the cumulative savings series",
  value: 10,
  why: "a typical length of car ownership; prices, distance and costs are held constant over it",
  sources: []
} as const satisfies HouseholdDefault
