import { Schema } from "effect"
import { capNote } from "../../core/input-bounds.ts"
import { reliefRules, VEHICLE_DEFAULTS } from "../../rules/investment-vehicles.ts"
import { INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import { DEFAULT_TAX_YEAR, listYears } from "../../rules/years.ts"

const MAX_EUR = 100_000_000
const eur = (description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_EUR })).annotate({
    description: `${description} ${capNote(0, MAX_EUR, "EUR")}`
  })
const percent = (description: string, maximum = 100) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({
    description: `${description} ${capNote(0, maximum, "%")}`
  })
const optional = <S extends Schema.Top>(s: S) => Schema.optionalKey(s)

/** The positive band rates of the default tax year, "20, 25, 30 or 35" (listYears joins any list). */
const BAND_RATES = listYears(
  INCOME_TAX_RULES[DEFAULT_TAX_YEAR].bands.value.map((band) => band.ratePercent).filter((rate) => rate > 0)
)

const Fields = Schema.Struct({
  annualContribution: Schema.Finite.check(Schema.isBetween({ minimum: 0.01, maximum: MAX_EUR }))
    .annotate({
      description:
        "What you pay out of your own pocket each year, EUR (the same for both options). Option 1 invests it; option 2 " +
        `receives it grossed up by the tax relief (see reliefMatching). Required. ${capNote(0.01, MAX_EUR, "EUR")}`
    })
    .annotateKey({
      messageMissingKey: "annualContribution is required: the yearly out-of-pocket amount in EUR (ask the user)"
    }),
  taxReliefRate: percent(
    `Marginal income tax rate (%) at which option 2's contributions are relieved, e.g. ${BAND_RATES} (${DEFAULT_TAX_YEAR} bands). Required.`,
    35
  ).annotateKey({
    messageMissingKey: "taxReliefRate is required: the user's marginal income tax rate in % (0, 20, 25, 30 or 35)"
  }),
  option2ManagementFee: percent(
    "Option 2 (tax-deductible vehicle) annual management (AUM) fee, % of the fund a year. Required.",
    20
  ).annotateKey({
    messageMissingKey:
      "option2ManagementFee is required: the annual management fee of the pension/provident or insurance plan, in %"
  }),
  years: optional(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 60 })).annotate({
      description: `Horizon in whole years (contributions at the start of each year). Omitted: ${VEHICLE_DEFAULTS.years.value}, disclosed. ${capNote(1, 60, "years")}`
    })
  ),
  expectedAnnualReturn: optional(
    percent(
      `Forecast gross annual return of option 1's investments, % (and of option 2 unless option2AnnualReturn is sent). Omitted: ${VEHICLE_DEFAULTS.annualReturn.value}%, disclosed.`,
      50
    )
  ),
  option2AnnualReturn: optional(
    percent("Forecast gross annual return of option 2's fund, %. Omitted: the same as expectedAnnualReturn.", 50)
  ),
  option1ManagementFee: optional(
    percent("Option 1 annual management (AUM, platform or fund) fee, % a year. Omitted: 0, disclosed.", 20)
  ),
  option1EntryFee: optional(percent("Option 1 entry fee, % of each contribution. Omitted: 0, disclosed.")),
  option2EntryFee: optional(percent("Option 2 entry fee (front load), % of each contribution. Omitted: 0, disclosed.")),
  option1ExitFee: optional(percent("Option 1 exit fee, % of the final value. Omitted: 0, disclosed.")),
  option2ExitFee: optional(percent("Option 2 exit fee, % of the final value. Omitted: 0, disclosed.")),
  option1Commission: optional(
    eur("Option 1 commission per contribution, EUR (e.g. a broker's order fee). Omitted: 0, disclosed.")
  ),
  option2Commission: optional(eur("Option 2 commission per contribution, EUR. Omitted: 0, disclosed.")),
  option1ExitTax: optional(
    percent(
      "Tax on option 1's gain (final value after exit fee less the contributions), %. Omitted: 0, disclosed with the reason."
    )
  ),
  option2ExitTax: optional(
    percent("Tax on option 2's whole payout (final value after exit fee), %. Omitted: 0, disclosed with the reason.")
  ),
  maxDeductibleContribution: optional(
    eur(
      `Largest yearly contribution to option 2 that is deductible for you, EUR. ${reliefRules(DEFAULT_TAX_YEAR).text}. Omitted: no limit is applied (disclosed); check it with calculate_cyprus_income_tax.`
    )
  )
})
type FieldsType = typeof Fields.Type

const INPUT_ANNOTATIONS = {
  title: "Taxable investment versus tax-deductible vehicle request",
  description: "EUR amounts; percentages as numbers (5 = 5%). Examples are never defaults.",
  examples: [
    {
      annualContribution: 3_000,
      taxReliefRate: 25,
      option2ManagementFee: 1.5,
      years: 20,
      expectedAnnualReturn: 5,
      option1ManagementFee: 0.25,
      option1Commission: 5
    },
    {
      annualContribution: 2_000,
      taxReliefRate: 30,
      option2ManagementFee: 2,
      option2EntryFee: 3,
      option2ExitFee: 1,
      maxDeductibleContribution: 2_500,
      years: 15
    },
    { annualContribution: 1_200, taxReliefRate: 20, option2ManagementFee: 1 }
  ]
} satisfies Schema.Annotations.Bottom<FieldsType, readonly []>

export const CompareInvestmentVehiclesInput = Fields.annotate(INPUT_ANNOTATIONS)
export type CompareInvestmentVehiclesInput = typeof CompareInvestmentVehiclesInput.Type
