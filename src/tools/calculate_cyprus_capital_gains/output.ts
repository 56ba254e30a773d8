import { Schema } from "effect"
import { Money, SourceReferences } from "../../core/cells.ts"
import { CGT_TAX_YEARS, PROPERTY_TYPES } from "../../rules/capital-gains.ts"

const SourceIds = Schema.Array(Schema.String)
const IndexMethod = Schema.Literals(["monthly", "annual-average"])
const Traced = { rule: Schema.String, year: Schema.Number, sources: SourceIds }

export const CapitalGainsOutput = Schema.Struct({
  taxYear: Schema.Literals(CGT_TAX_YEARS),
  taxYearDefaulted: Schema.Boolean,
  currency: Schema.Literals(["EUR", "CYP"]),
  currencyDefaulted: Schema.Boolean,
  propertyType: Schema.Literals(PROPERTY_TYPES),
  salePrice: Money,
  costBasis: Schema.Struct({
    kind: Schema.Literals(["acquisition-price", "value-on-1-january-1980"]),
    amountSent: Money.annotate({ description: "as sent, in the request currency" }),
    amountEur: Money,
    conversionCypPerEur: Schema.NullOr(Schema.Finite),
    ...Traced
  }),
  indexation: Schema.Struct({
    method: Schema.Literals(["monthly", "annual-average", "monthly-and-annual-average"]).annotate({
      description: "monthly: every index is a month of the Tax Department table; annual-average: approximate annual averages; mixed otherwise (see assumptions)"
    }),
    base: Schema.String.annotate({ description: "scale of the index values: the Tax Department table, or 2015 = 100 when only annual averages are used" }),
    monthPairing: Schema.String.annotate({ description: "which months are compared (reported Tax Department convention; the other reading is in alternativeConvention)" }),
    acquisitionPeriod: Schema.String.annotate({ description: "YYYY-MM, or YYYY for an annual average, of the index used for the cost" }),
    acquisitionIndex: Schema.Finite,
    acquisitionIndexMethod: IndexMethod,
    disposalPeriod: Schema.String.annotate({ description: "YYYY-MM (the month before the disposal), or YYYY for an annual average" }),
    disposalIndex: Schema.Finite,
    disposalIndexMethod: IndexMethod,
    factor: Schema.Finite.annotate({ description: "disposal index / acquisition index, 6 decimals, not below 1" }),
    ...Traced
  }),
  indexedCost: Money,
  improvements: Schema.Array(Schema.Struct({
    year: Schema.Number,
    month: Schema.NullOr(Schema.Number),
    period: Schema.String.annotate({ description: "YYYY-MM or YYYY of the index used for it" }),
    cost: Money,
    factor: Schema.Finite,
    indexedCost: Money
  })),
  alternativeConvention: Schema.NullOr(Schema.Struct({
    monthPairing: Schema.String,
    acquisitionPeriod: Schema.String,
    acquisitionIndex: Schema.Finite,
    disposalPeriod: Schema.String,
    disposalIndex: Schema.Finite,
    factor: Schema.Finite,
    indexedCost: Money,
    indexedImprovements: Money,
    gain: Money,
    exemption: Money,
    taxableGain: Money,
    capitalGainsTax: Money,
    netProceeds: Money,
    taxDifference: Money.annotate({ description: "this tax less the main figure's tax" }),
    sources: SourceIds
  })).annotate({
    description: "The same disposal with the other month pairing (month before acquisition against the month of the disposal); " +
      "null when only annual averages are used. No official text found settles which pairing the Tax Department applies."
  }),
  deductions: Schema.Array(Schema.Struct({ field: Schema.String, name: Schema.String, amount: Money, ...Traced })),
  gain: Money.annotate({ description: "sale price less indexed cost, indexed improvements and deductions; negative for a loss" }),
  exemptionsUsed: Schema.Array(Schema.Struct({
    propertyType: Schema.Literals(PROPERTY_TYPES),
    lifetimeLimit: Money,
    combinedCap: Money,
    combinedCapConfirmed: Schema.Boolean,
    alreadyUsed: Money,
    available: Money,
    amount: Money.annotate({ description: "exemption set against this gain" }),
    remainingForThisType: Money,
    remainingCombinedCap: Money,
    ...Traced,
    note: Schema.NullOr(Schema.String)
  })).annotate({ description: "empty when no exemption was claimed (see assumptions)" }),
  taxableGain: Money,
  capitalGainsTax: Schema.Struct({ ratePercent: Schema.Finite, amount: Money, ...Traced }),
  propertyTransferFee: Schema.Struct({
    ratePercent: Schema.Finite,
    base: Money,
    amount: Money,
    isCitedLevy: Schema.Boolean,
    ...Traced,
    note: Schema.String
  }),
  netProceeds: Money.annotate({ description: "sale price less agentFees, capital gains tax and the 0.4% fee" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String)
})
export type CapitalGainsOutput = typeof CapitalGainsOutput.Type
