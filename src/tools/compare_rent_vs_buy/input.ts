import { Schema } from "effect"
import { capNote, formatCap } from "../../core/input-bounds.ts"
import {
  DEFAULT_BUYERS,
  DEFAULT_CONTRACT_YEAR,
  type HouseholdDefault,
  RENT_VS_BUY_DEFAULTS as D
} from "../../rules/household-defaults.ts"
import { FIRST_CONTRACT_YEAR, TRANSFER_FEES, VAT_REDUCED, VAT_STANDARD } from "../../rules/property-costs.ts"
import { formatEur } from "../../core/format.ts"

/** Largest property price, and so largest down payment or one-off cost, EUR. */
const MAX_PRICE = 100_000_000
/** Largest monthly rent or yearly cost, EUR. */
const MAX_RECURRING = 10_000_000
/** Largest buildable area, m2. */
const MAX_AREA_SQM = 100_000
const eur = (description: string, maximum = MAX_PRICE) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({
    description: `${description} ${capNote(0, maximum)}`
  })
const rate = (min: number, max: number, description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: min, maximum: max })).annotate({
    description: `${description} ${capNote(min, max, "%")}`
  })
const int = (min: number, max: number, description: string) =>
  Schema.Int.check(Schema.isBetween({ minimum: min, maximum: max })).annotate({
    description: `${description} ${capNote(min, max).replace(/,/g, "")}`
  })
const defaultNote = (d: HouseholdDefault) => `Omitted: ${d.value} (disclosed default).`

const InputFields = Schema.Struct({
  propertyPrice: Schema.Finite.check(Schema.isBetween({ minimum: 1, maximum: MAX_PRICE }))
    .annotate({
      description: `Purchase price of the home in EUR, excluding VAT. Required. ${capNote(1, MAX_PRICE, "EUR")}`
    })
    .annotateKey({
      messageMissingKey:
        "propertyPrice is required: the purchase price of the home in EUR (ask the user; never reuse another scenario's price)"
    }),
  monthlyRent: eur(
    "Monthly rent in EUR for a comparable home, in the first year. Required.",
    MAX_RECURRING
  ).annotateKey({
    messageMissingKey: "monthlyRent is required: the monthly rent in EUR of a comparable home (ask the user)"
  }),
  downPayment: eur(
    "Down payment (deposit), in the unit given by downPaymentUnit: EUR, or percent of propertyPrice. Required, always with its unit."
  ).annotateKey({
    messageMissingKey: "downPayment is required: the deposit the user will pay, with downPaymentUnit (EUR or percent)"
  }),
  downPaymentUnit: Schema.Literals(["EUR", "percent"])
    .annotate({
      description:
        'Unit of downPayment: "EUR" (an amount) or "percent" (of propertyPrice). Required; never guessed from the number.'
    })
    .annotateKey({
      messageMissingKey:
        'downPaymentUnit is required: ask the user whether the down payment is an amount in EUR or a percent of the price ("EUR" or "percent"); it is never guessed'
    }),
  mortgageRate: rate(0, 30, "Mortgage interest rate, % per year (all-in), fixed over the term. Required.").annotateKey({
    messageMissingKey:
      "mortgageRate is required: the annual mortgage interest rate in % (ask the user or their bank offer)"
  }),
  mortgageTermYears: int(
    1,
    40,
    "Mortgage term in whole years (1-40); repaid monthly by equal payments. Required."
  ).annotateKey({
    messageMissingKey: "mortgageTermYears is required: the mortgage term in years (ask the user)"
  }),
  horizonYears: Schema.optionalKey(
    int(1, 50, "Years compared (1-50), e.g. how long the user expects to stay. Omitted: the mortgage term (disclosed).")
  ),
  rentIncreaseRate: Schema.optionalKey(rate(-10, 30, `Rent increase, % per year. ${defaultNote(D.rentIncreaseRate)}`)),
  propertyGrowthRate: Schema.optionalKey(
    rate(-20, 30, `Change in the home's value, % per year. ${defaultNote(D.propertyGrowthRate)}`)
  ),
  investmentReturnRate: Schema.optionalKey(
    rate(-20, 30, `Return on invested savings, % per year, after costs. ${defaultNote(D.investmentReturnRate)}`)
  ),
  maintenanceRate: Schema.optionalKey(
    rate(0, 10, `Maintenance and repairs, % of the home's value per year. ${defaultNote(D.maintenanceRate)}`)
  ),
  sellingCostRate: Schema.optionalKey(
    rate(
      0,
      20,
      `Costs of selling at the end (agent fee with VAT), % of the value then. ${defaultNote(D.sellingCostRate)}`
    )
  ),
  annualInsurance: Schema.optionalKey(
    eur(
      "Home insurance, EUR per year, held constant. Omitted: excluded (disclosed); send 0 only if confirmed.",
      MAX_RECURRING
    )
  ),
  annualOwnerCosts: Schema.optionalKey(
    eur(
      "Other yearly owner costs in EUR (common charges, municipal fees), held constant. Omitted: excluded (disclosed).",
      MAX_RECURRING
    )
  ),
  otherPurchaseCosts: Schema.optionalKey(
    eur(
      "One-off purchase costs in EUR besides transfer fees, stamp duty and VAT (legal fees, bank and mortgage registration fees). Omitted: excluded (disclosed)."
    )
  ),
  isNewBuild: Schema.optionalKey(
    Schema.Boolean.annotate({
      description: `true if bought new from a developer, so VAT is charged (then vatRate is required) and no transfer fees are due. Omitted or false: a resale, no VAT, transfer fees with the ${TRANSFER_FEES.value.reductionPercentWithoutVat}% reduction.`
    })
  ),
  vatRate: Schema.optionalKey(
    Schema.Literals(["standard", "reduced"]).annotate({
      description: `With isNewBuild: "standard" (${VAT_STANDARD.value}%) or "reduced" (${VAT_REDUCED.value.ratePercent}% for the buyer's main and permanent residence, subject to the ${VAT_REDUCED.value.fullAreaSqm}/${VAT_REDUCED.value.maxAreaSqm} m2 and ${formatEur(VAT_REDUCED.value.fullValue, { prose: true })}/${formatEur(VAT_REDUCED.value.maxValue, { unit: false, prose: true })} limits; needs buildableAreaSqm). Never assumed.`
    })
  ),
  buildableAreaSqm: Schema.optionalKey(
    Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(MAX_AREA_SQM)).annotate({
      description: `Buildable residential area in m2, required with vatRate "reduced" (the ${VAT_REDUCED.value.ratePercent}% rate depends on it). Above 0, at most ${formatCap(MAX_AREA_SQM)} m2.`
    })
  ),
  numberOfBuyers: Schema.optionalKey(
    int(
      1,
      4,
      `Number of buyers sharing the purchase equally (transfer fees are per buyer). ${defaultNote(DEFAULT_BUYERS)}`
    )
  ),
  contractYear: Schema.optionalKey(
    int(
      FIRST_CONTRACT_YEAR,
      2100,
      `Year the sale contract is signed (stamp duty applies up to 2025 only). ${defaultNote(DEFAULT_CONTRACT_YEAR)}`
    )
  )
})

const INPUT_ANNOTATIONS = {
  title: "Rent versus buy comparison request",
  description: "EUR amounts; rates in % per year. Every optional rate omitted uses a disclosed default.",
  examples: [
    {
      propertyPrice: 250_000,
      monthlyRent: 1_000,
      downPayment: 20,
      downPaymentUnit: "percent",
      mortgageRate: 4,
      mortgageTermYears: 25
    },
    {
      propertyPrice: 320_000,
      monthlyRent: 1_300,
      downPayment: 64_000,
      downPaymentUnit: "EUR",
      mortgageRate: 3.5,
      mortgageTermYears: 30,
      horizonYears: 15,
      isNewBuild: true,
      vatRate: "reduced",
      buildableAreaSqm: 120,
      numberOfBuyers: 2,
      annualInsurance: 300
    },
    {
      propertyPrice: 180_000,
      monthlyRent: 850,
      downPayment: 30,
      downPaymentUnit: "percent",
      mortgageRate: 4.5,
      mortgageTermYears: 20,
      horizonYears: 10,
      rentIncreaseRate: 3,
      propertyGrowthRate: 1,
      investmentReturnRate: 6,
      otherPurchaseCosts: 2_500
    }
  ]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const RentVsBuyInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type RentVsBuyInput = typeof RentVsBuyInput.Type
