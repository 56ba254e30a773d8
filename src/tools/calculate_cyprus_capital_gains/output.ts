import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, TraceFields, tracesOf } from "../../core/cells.ts"
import { CGT_TAX_YEARS, EURO_ADOPTION_YEAR, PROPERTY_TYPES } from "../../rules/capital-gains.ts"

const IndexMethod = Schema.Literals(["monthly", "annual-average"])

export const CapitalGainsOutput = Schema.Struct({
  taxYear: Schema.Literals(CGT_TAX_YEARS),
  taxYearDefaulted: Schema.Boolean,
  currency: Schema.Literals(["EUR", "CYP"]),
  currencyDefaulted: Schema.Boolean,
  propertyType: Schema.Literals(PROPERTY_TYPES),
  salePrice: InputMoney,
  costBasis: Schema.Struct({
    kind: Schema.Literals(["acquisition-price", "value-on-1-january-1980"]),
    amountSent: InputMoney.annotate({ description: "as sent, in the request currency" }),
    amountEur: RuleMoney,
    conversionCypPerEur: Schema.NullOr(Schema.Finite),
    ...TraceFields
  }),
  indexation: Schema.Struct({
    method: Schema.Literals(["monthly", "annual-average", "monthly-and-annual-average"]).annotate({
      description:
        "monthly: every index is a month of the Tax Department table; annual-average: approximate annual averages; mixed otherwise (see assumptions)"
    }),
    base: Schema.String.annotate({
      description:
        "scale of the index values: the Tax Department table, or 2015 = 100 when only annual averages are used"
    }),
    monthPairing: Schema.String.annotate({
      description:
        "which months are compared (reported Tax Department convention; the other reading is in alternativeConvention)"
    }),
    acquisitionPeriod: Schema.String.annotate({
      description: "YYYY-MM, or YYYY for an annual average, of the index used for the cost"
    }),
    acquisitionIndex: Schema.Finite,
    acquisitionIndexMethod: IndexMethod,
    disposalPeriod: Schema.String.annotate({
      description: "YYYY-MM (the month before the disposal), or YYYY for an annual average"
    }),
    disposalIndex: Schema.Finite,
    disposalIndexMethod: IndexMethod,
    factor: Schema.Finite.annotate({ description: "disposal index / acquisition index, 6 decimals, not below 1" }),
    ...TraceFields
  }),
  indexedCost: moneyFrom("costBasis.amountEur", "indexation"),
  improvements: Schema.Array(
    Schema.Struct({
      year: Schema.Number,
      month: Schema.NullOr(Schema.Number),
      period: Schema.String.annotate({ description: "YYYY-MM or YYYY of the index used for it" }),
      cost: RuleMoney.annotate({
        description: `EUR (converted at the fixed rate when sent in CYP before ${EURO_ADOPTION_YEAR})`
      }),
      factor: Schema.Finite,
      indexedCost: RuleMoney,
      traces: tracesOf("cost", "indexedCost").annotate({
        description: "the rule, tax year and sources of the cost and of its indexation (its CPI month)"
      })
    })
  ),
  alternativeConvention: Schema.NullOr(
    Schema.Struct({
      monthPairing: Schema.String,
      acquisitionPeriod: Schema.String,
      acquisitionIndex: Schema.Finite,
      disposalPeriod: Schema.String,
      disposalIndex: Schema.Finite,
      factor: Schema.Finite,
      indexedCost: RuleMoney,
      indexedImprovements: RuleMoney,
      gain: RuleMoney,
      exemption: RuleMoney,
      taxableGain: RuleMoney,
      capitalGainsTax: RuleMoney,
      netProceeds: RuleMoney,
      taxDifference: RuleMoney.annotate({ description: "this tax less the main figure's tax" }),
      ...TraceFields
    })
  ).annotate({
    description:
      "The same disposal with the other month pairing (month before acquisition against the month of the disposal); " +
      "null when only annual averages are used. No official text found settles which pairing the Tax Department applies."
  }),
  deductions: Schema.Array(
    Schema.Struct({ field: Schema.String, name: Schema.String, amount: RuleMoney, ...TraceFields })
  ),
  gain: moneyFrom("salePrice", "indexedCost", "improvements[].indexedCost", "deductions[].amount").annotate({
    description: "sale price less indexed cost, indexed improvements and deductions; negative for a loss"
  }),
  exemptionsUsed: Schema.Array(
    Schema.Struct({
      propertyType: Schema.Literals(PROPERTY_TYPES),
      lifetimeLimit: RuleMoney,
      combinedCap: RuleMoney,
      combinedCapConfirmed: Schema.Boolean,
      alreadyUsed: InputMoney,
      available: RuleMoney,
      amount: RuleMoney.annotate({ description: "exemption set against this gain" }),
      remainingForThisType: RuleMoney,
      remainingCombinedCap: RuleMoney,
      ...TraceFields,
      note: Schema.NullOr(Schema.String)
    })
  ).annotate({ description: "empty when no exemption was claimed (see assumptions)" }),
  taxableGain: moneyFrom("gain", "exemptionsUsed[].amount"),
  capitalGainsTax: Schema.Struct({ ratePercent: Schema.Finite, amount: RuleMoney, ...TraceFields }),
  propertyTransferFee: Schema.Struct({
    ratePercent: Schema.Finite,
    base: InputMoney.annotate({ description: "the sale price" }),
    amount: InputMoney.annotate({
      description:
        "ratePercent of the sale price: the service's modelling convention, not a rule (no source; see isCitedLevy)"
    }),
    isCitedLevy: Schema.Boolean,
    ...TraceFields,
    note: Schema.String
  }),
  netProceeds: moneyFrom(
    "salePrice",
    "deductions[].amount",
    "capitalGainsTax.amount",
    "propertyTransferFee.amount"
  ).annotate({ description: "sale price less agentFees, capital gains tax and the property transfer fee" }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type CapitalGainsOutput = typeof CapitalGainsOutput.Type
