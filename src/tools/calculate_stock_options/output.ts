import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, RuleMoney, SourceReferences, TracedAmount, TraceFields } from "../../core/cells.ts"
import { APPROVED_SCHEME_FROM, DEFAULT_STOCK_OPTION_YEAR, STOCK_OPTION_YEARS } from "../../rules/stock-options.ts"

const Treatment = Schema.Struct({
  year: Schema.Literals(STOCK_OPTION_YEARS),
  regime: Schema.Literals(["benefit-in-kind", "approved-scheme", "employment-income"]),
  flatRatePart: Schema.NullOr(
    Schema.Struct({
      base: RuleMoney.annotate({ description: "benefit within the caps" }),
      ratePercent: Schema.Finite,
      tax: RuleMoney,
      ...TraceFields
    })
  ).annotate({ description: "the art. 20D flat-rate part; null outside an approved scheme" }),
  progressivePart: Schema.Struct({
    base: RuleMoney.annotate({ description: "amount added to the salary and taxed at the progressive rates" }),
    incomeTax: RuleMoney.annotate({ description: "income tax on salary + base, less income tax on the salary alone" }),
    ...TraceFields
  }),
  socialInsurance: TracedAmount.annotate({
    description: "employee social insurance due because of the gain (salary + gain less salary alone)"
  }),
  gesy: TracedAmount.annotate({
    description: "employee GESY due because of the gain (salary + gain less salary alone)"
  }),
  incomeTax: moneyFrom("flatRatePart.tax", "progressivePart.incomeTax").annotate({
    description: "flat-rate part + progressive part"
  }),
  totalTaxAndContributions: moneyFrom("incomeTax", "socialInsurance.amount", "gesy.amount"),
  netGain: moneyFrom("gainAtExercise.gain", "totalTaxAndContributions").annotate({
    description: "gain less totalTaxAndContributions"
  }),
  effectiveRatePercent: Schema.Finite.annotate({
    description: "totalTaxAndContributions / gain x 100, 2 decimals (0 when there is no gain)"
  }),
  socialInsuranceNotCharged: Schema.Struct({
    socialInsurance: RuleMoney.annotate({ description: "0: none on the gain under this reading" }),
    incomeTax: RuleMoney.annotate({ description: "income tax without the deduction of social insurance on the gain" }),
    totalTaxAndContributions: moneyFrom("incomeTax", "socialInsurance", "gesy.amount"),
    netGain: moneyFrom("gainAtExercise.gain", "totalTaxAndContributions"),
    ...TraceFields
  }).annotate({
    description:
      "the same treatment under the other reading of the disputed social insurance: the gain is not insurable earnings"
  })
})
export type Treatment = typeof Treatment.Type

/** One reading of the disputed social insurance on the gain, under the applicable treatment (figures at these paths). */
const Reading = (bik: string, y2026: string, prefix: string) =>
  Schema.Struct({
    reading: Schema.String,
    socialInsurance: moneyFrom(bik, y2026),
    totalTaxAndContributions: moneyFrom(
      `benefitInKind2025.${prefix}totalTaxAndContributions`,
      `treatment2026.${prefix}totalTaxAndContributions`
    ),
    netGain: moneyFrom(`benefitInKind2025.${prefix}netGain`, `treatment2026.${prefix}netGain`),
    ...TraceFields
  })

export const StockOptionsOutput = Schema.Struct({
  taxYear: Schema.Literals(STOCK_OPTION_YEARS),
  taxYearDefaulted: Schema.Boolean.annotate({
    description: `true when taxYear was omitted and ${DEFAULT_STOCK_OPTION_YEAR} was used`
  }),
  isApprovedScheme: Schema.Boolean,
  applicableTreatment: Schema.Literals(["benefitInKind2025", "treatment2026"]).annotate({
    description: "the treatment that applies in taxYear"
  }),
  gainAtExercise: Schema.Struct({
    shareCount: Schema.Finite,
    exercisePricePerShare: InputMoney,
    marketPricePerShare: InputMoney,
    spreadPerShare: InputMoney.annotate({ description: "market less exercise price, not below 0" }),
    gain: InputMoney.annotate({ description: "shareCount x spreadPerShare, rounded to the cent" })
  }),
  approvedSchemeCaps: Schema.NullOr(
    Schema.Struct({
      salaryMultipleCap: RuleMoney.annotate({ description: "2 x salaryIncome" }),
      aggregateCap: RuleMoney,
      aggregateCapYears: Schema.Finite,
      priorApprovedSchemeBenefit: InputMoney,
      aggregateRemaining: RuleMoney,
      cappedAmount: RuleMoney.annotate({ description: "taxed at the art. 20D flat rate" }),
      excessAmount: RuleMoney.annotate({ description: "taxed as employment income" }),
      limitedBy: Schema.Literals(["none", "salary-multiple", "aggregate"]),
      ...TraceFields
    })
  ).annotate({ description: "null when the scheme is not approved" }),
  benefitInKind2025: Treatment,
  treatment2026: Treatment.annotate({
    description: `approved scheme (the art. 20D flat rate within the caps) when isApprovedScheme, else employment income at ${APPROVED_SCHEME_FROM} rates`
  }),
  difference: moneyFrom(
    "benefitInKind2025.totalTaxAndContributions",
    "treatment2026.totalTaxAndContributions"
  ).annotate({
    description: `treatment2026 less benefitInKind2025 totalTaxAndContributions (negative: ${APPROVED_SCHEME_FROM} costs less)`
  }),
  totalTaxAndContributions: moneyFrom(
    "benefitInKind2025.totalTaxAndContributions",
    "treatment2026.totalTaxAndContributions"
  ).annotate({ description: "under the applicable treatment" }),
  netGain: moneyFrom("benefitInKind2025.netGain", "treatment2026.netGain").annotate({
    description: "under the applicable treatment"
  }),
  socialInsuranceOnGain: Schema.Struct({
    headline: Schema.Literals(["charged", "not-charged"]).annotate({
      description: "the reading the headline figures (totalTaxAndContributions, netGain, both treatments) use"
    }),
    why: Schema.String,
    charged: Reading("benefitInKind2025.socialInsurance.amount", "treatment2026.socialInsurance.amount", ""),
    notCharged: Reading(
      "benefitInKind2025.socialInsuranceNotCharged.socialInsurance",
      "treatment2026.socialInsuranceNotCharged.socialInsurance",
      "socialInsuranceNotCharged."
    )
  }).annotate({
    description:
      "social insurance on the gain is disputed: both readings under the applicable treatment, each with its rule and sources"
  }),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type StockOptionsOutput = typeof StockOptionsOutput.Type
