import { Schema } from "effect"
import { yearAmong } from "../../core/year-field.ts"
import { listYears } from "../../rules/years.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"
import { capNote, lengthNote } from "../../core/input-bounds.ts"
import {
  CGT_TAX_YEARS,
  CYP_PER_EUR,
  DEFAULT_CGT_TAX_YEAR,
  EURO_ADOPTION_YEAR,
  exemptionText,
  MAIN_RESIDENCE_CONDITIONS,
  PROPERTY_TYPES,
  VALUATION_BASE_YEAR
} from "../../rules/capital-gains.ts"
import { FIRST_MONTHLY_CPI } from "../../rules/cpi.ts"

/** Sanity bound that also keeps cent arithmetic exact. */
const MAX_AMOUNT = 1_000_000_000
const LAST_TAX_YEAR = Math.max(...CGT_TAX_YEARS)

const amount = (description: string) =>
  Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(MAX_AMOUNT)).annotate({
    description: `${description} ${capNote(0, MAX_AMOUNT)}`
  })
/** Most improvements listed on one disposal. */
const MAX_IMPROVEMENTS = 100
const optionalAmount = (description: string) => Schema.optionalKey(amount(description))
const month = (description: string) =>
  Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })).annotate({ description }))

const CYP_NOTE = `Read as CYP when currency is "CYP".`

const Improvement = Schema.Struct({
  cost: amount(
    `Cost of the addition or improvement. EUR; for an improvement made before ${EURO_ADOPTION_YEAR}, ${CYP_NOTE}`
  ),
  year: Schema.Int.check(Schema.isBetween({ minimum: VALUATION_BASE_YEAR, maximum: LAST_TAX_YEAR })).annotate({
    description: `Calendar year the improvement was paid for (from ${VALUATION_BASE_YEAR} and not before acquisitionYear); it is indexed from then. Range: ${VALUATION_BASE_YEAR} to ${LAST_TAX_YEAR}.`
  }),
  month: month(
    `Month (1-12) it was paid for: indexed from that month's CPI in the Tax Department table (from ${FIRST_MONTHLY_CPI.year}). Omitted: the year's annual average, disclosed as approximate.`
  )
})

const InputFields = Schema.Struct({
  salePrice: amount(
    "Real sale price (disposal proceeds) in EUR. 0 only if the user confirms it. Required."
  ).annotateKey({
    messageMissingKey: "salePrice is required: the real sale price of the property in EUR (ask the user)"
  }),
  acquisitionPrice: amount(
    `Real price paid to acquire the property (EUR, or CYP when currency is "CYP"). For property acquired before 1 January ` +
      `${VALUATION_BASE_YEAR} the law uses its value on 1 January ${VALUATION_BASE_YEAR} instead: send that as marketValueOn1January1980 too. Required.`
  ).annotateKey({
    messageMissingKey:
      "acquisitionPrice is required: the real price paid for the property (ask the user; never estimate it)"
  }),
  acquisitionYear: Schema.Int.check(Schema.isBetween({ minimum: 1900, maximum: LAST_TAX_YEAR }))
    .annotate({
      description: `Calendar year the property was acquired. Required. Range: 1900 to ${LAST_TAX_YEAR}.`
    })
    .annotateKey({
      messageMissingKey: "acquisitionYear is required: the calendar year the property was acquired (ask the user)"
    }),
  propertyType: Schema.Literals(PROPERTY_TYPES)
    .annotate({
      description:
        'Selects the lifetime exemption (Capital Gains Tax Law art. 5), never inferred: "main-residence" = a main residence ' +
        `${MAIN_RESIDENCE_CONDITIONS} (${exemptionText("main-residence")}); "agricultural-land" = agricultural land sold by ` +
        `an individual whose main occupation is farming (${exemptionText("agricultural-land")}); "general" = any other ` +
        `disposal of immovable property by an individual, e.g. a plot, a flat or a holiday home (${exemptionText("general")}); ` +
        '"other" = no lifetime exemption (e.g. the seller is a company). Required.',
      message: `propertyType must be one of ${PROPERTY_TYPES.join(", ")}`
    })
    .annotateKey({ messageMissingKey: `propertyType is required: one of ${PROPERTY_TYPES.join(", ")} (ask the user)` }),
  taxYear: Schema.optionalKey(
    yearAmong(
      "taxYear",
      CGT_TAX_YEARS,
      `Tax year of the disposal; picks that year's exemptions: ${listYears(CGT_TAX_YEARS)}. Omitted: ${DEFAULT_CGT_TAX_YEAR}, disclosed as a default.`
    )
  ),
  currency: Schema.optionalKey(
    Schema.Literals(["EUR", "CYP"]).annotate({
      description:
        `Currency of the amounts paid before ${EURO_ADOPTION_YEAR}: acquisitionPrice, marketValueOn1January1980, acquisitionFees ` +
        `and improvements made before ${EURO_ADOPTION_YEAR}. "CYP" (only for purchases before ${EURO_ADOPTION_YEAR}) converts them ` +
        `at the fixed ${CYP_PER_EUR.value} CYP per EUR; salePrice, agentFees and acquisitionLoanInterest are always EUR. Omitted: EUR, disclosed.`,
      message: "currency must be EUR or CYP"
    })
  ),
  isFirstDisposal: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "Whether the lifetime exemption is claimed: true = the seller has used none of it on earlier disposals; false = " +
        "earlier disposals used some (send lifetimeExemptionAlreadyUsed to claim what is left). Omitted: no exemption is " +
        "claimed (never assumed), disclosed."
    })
  ),
  lifetimeExemptionAlreadyUsed: optionalAmount(
    "EUR of capital gains lifetime exemptions the seller already used on earlier disposals (any type). With " +
      "isFirstDisposal false it gives the amount left; 0 if none was used."
  ),
  acquisitionMonth: month(
    `Month (1-12) of acquisition: the cost is indexed from that month's CPI in the Tax Department table (held from January ${FIRST_MONTHLY_CPI.year}). ` +
      `Omitted, or before ${FIRST_MONTHLY_CPI.year}: the year's annual average, disclosed as approximate.`
  ),
  disposalMonth: month(
    "Month (1-12) of the disposal in taxYear: the CPI of the month before it is used (the reported Tax Department convention; " +
      "the other pairing is shown as alternativeConvention). Omitted: annual averages, disclosed as approximate."
  ),
  marketValueOn1January1980: optionalAmount(
    `Only for property acquired before ${VALUATION_BASE_YEAR}, and then required: its value on 1 January ${VALUATION_BASE_YEAR} (Land Registry general ` +
      `valuation), which replaces the cost (Capital Gains Tax Law art. 6). EUR; ${CYP_NOTE}`
  ),
  improvements: Schema.optionalKey(
    Schema.Array(Improvement)
      .check(Schema.isMaxLength(MAX_IMPROVEMENTS))
      .annotate({
        description: `Additions and improvements paid after acquisition, each indexed from its year. Omitted: none deducted. ${lengthNote(MAX_IMPROVEMENTS)}`
      })
  ),
  acquisitionFees: optionalAmount(
    `Land Registry transfer fees, stamp duty and legal fees paid to acquire the property. EUR; ${CYP_NOTE} Omitted: not deducted.`
  ),
  agentFees: optionalAmount(
    "Registered estate-agent and legal fees paid on the sale, EUR; deducted from the gain and from the net proceeds. Omitted: not deducted."
  ),
  acquisitionLoanInterest: optionalAmount(
    "Total interest paid on a loan taken to acquire the property, EUR. Omitted: not deducted."
  )
})

type InputFieldsType = typeof InputFields.Type

/** Cross-field rules; the tax year is already a valid literal when these run. */
const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const year = i.taxYear ?? DEFAULT_CGT_TAX_YEAR
  if (i.acquisitionYear > year) {
    issues.push({
      path: ["acquisitionYear"],
      issue: `acquisitionYear ${i.acquisitionYear} is after the disposal tax year ${year}`
    })
  }
  if (
    i.acquisitionYear === year &&
    i.acquisitionMonth !== undefined &&
    i.disposalMonth !== undefined &&
    i.acquisitionMonth > i.disposalMonth
  ) {
    issues.push({ path: ["acquisitionMonth"], issue: "acquisitionMonth is after disposalMonth in the same year" })
  }
  if (i.currency === "CYP" && i.acquisitionYear >= EURO_ADOPTION_YEAR) {
    issues.push({
      path: ["currency"],
      issue: `CYP applies only to purchases before ${EURO_ADOPTION_YEAR}; send the amounts in EUR`
    })
  }
  if (i.acquisitionYear < VALUATION_BASE_YEAR && i.marketValueOn1January1980 === undefined) {
    issues.push({
      path: ["marketValueOn1January1980"],
      issue: `marketValueOn1January1980 is required for property acquired before ${VALUATION_BASE_YEAR}: the law uses the value on 1 January ${VALUATION_BASE_YEAR} (general valuation) instead of the cost (ask the user)`
    })
  }
  if (i.acquisitionYear >= VALUATION_BASE_YEAR && i.marketValueOn1January1980 !== undefined) {
    issues.push({
      path: ["marketValueOn1January1980"],
      issue: `marketValueOn1January1980 applies only to property acquired before ${VALUATION_BASE_YEAR}`
    })
  }
  if (i.isFirstDisposal === true && (i.lifetimeExemptionAlreadyUsed ?? 0) > 0) {
    issues.push({
      path: ["lifetimeExemptionAlreadyUsed"],
      issue: "isFirstDisposal is true, so no exemption can have been used before: send isFirstDisposal false, or 0 here"
    })
  }
  const first = Math.max(i.acquisitionYear, VALUATION_BASE_YEAR)
  i.improvements?.forEach((imp, k) => {
    if (imp.year < first || imp.year > year) {
      issues.push({
        path: ["improvements", k, "year"],
        issue: `improvement year must be between ${first} and the disposal tax year ${year}`
      })
    }
  })
  return issues
}

const INPUT_ANNOTATIONS = {
  title: "Cyprus capital gains tax on an immovable property disposal",
  description: `EUR amounts unless currency is CYP (purchases before ${EURO_ADOPTION_YEAR}). Examples are never defaults.`,
  examples: [
    {
      taxYear: 2026,
      currency: "EUR",
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      isFirstDisposal: true,
      agentFees: 9_000
    },
    {
      taxYear: 2025,
      salePrice: 237_350,
      acquisitionPrice: 100_000,
      acquisitionYear: 2015,
      propertyType: "main-residence",
      isFirstDisposal: true
    },
    {
      taxYear: 2026,
      currency: "CYP",
      salePrice: 200_000,
      acquisitionPrice: 40_000,
      acquisitionYear: 1995,
      propertyType: "general",
      isFirstDisposal: false,
      lifetimeExemptionAlreadyUsed: 0,
      acquisitionFees: 1_500,
      improvements: [{ cost: 20_000, year: 2012 }]
    },
    {
      taxYear: 2026,
      salePrice: 350_000,
      acquisitionPrice: 200_000,
      acquisitionYear: 2019,
      acquisitionMonth: 12,
      disposalMonth: 1,
      propertyType: "main-residence",
      isFirstDisposal: false,
      lifetimeExemptionAlreadyUsed: 17_086.01,
      agentFees: 10_500,
      acquisitionLoanInterest: 12_000
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const CapitalGainsInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, crossFieldIssues)
export type CapitalGainsInput = typeof CapitalGainsInput.Type
