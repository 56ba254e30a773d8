import { Schema } from "effect"
import { capNote } from "../../core/input-bounds.ts"
import {
  BID_OFFER_SPREAD_PERCENT,
  DEFAULT_POLICY_RETURN_PERCENT,
  GENDERS,
  premiumReliefPercent
} from "../../rules/life-insurance.ts"
import { DEFAULT_TAX_YEAR } from "../../rules/years.ts"

// Published names: age, gender, aumFee, monthlyFee, taxBracket, historicalData, projections, scenario,
// brokerReturnRate, useDifferentBrokerReturn; the others have 16 characters or more.

const MAX_EUR = 100_000_000
const eur = (description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_EUR })).annotate({
    description: `${description} ${capNote(0, MAX_EUR, "EUR")}`
  })
const rate = (description: string, minimum: number, maximum: number) =>
  Schema.Finite.check(Schema.isBetween({ minimum, maximum })).annotate({
    description: `${description} ${capNote(minimum, maximum, "%")}`
  })
const year = (description: string) =>
  Schema.Int.check(Schema.isBetween({ minimum: 1950, maximum: 2150 })).annotate({
    description: `${description} Range: 1950 to 2150.`
  })
const required = (message: string) => ({ messageMissingKey: message })

export const SCENARIOS = ["userInput", "noWithdrawals", "brokerAlternative"] as const
export type Scenario = (typeof SCENARIOS)[number]

const HistoryRow = Schema.Struct({
  year: year("Calendar year of the policy statement."),
  endingBalance: eur("Fund (surrender) value at the end of that year, EUR, from the statement."),
  premiumsPaid: eur("Premiums paid into the policy in that year, EUR (for the relief clawback on a full surrender).")
})

const ProjectionRow = Schema.Struct({
  year: year("Calendar year projected."),
  premium: eur("Premium to pay in that year, EUR (paid in 12 equal monthly parts)."),
  withdrawal: eur(
    "Partial surrender to take at the start of that year, EUR (0 for none). Capped at the fund if larger, and flagged."
  ),
  isPremiumSelfFunded: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "true if the premium is paid with units sold from this policy (a partial surrender recycled as premium: it loses " +
        "the bid/offer spread and counts towards the safe limit). Omitted: false, paid from own funds."
    })
  )
})

const Fields = Schema.Struct({
  age: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 110 }))
    .annotate({
      description:
        "Policyholder's age (the life insured) at the start of the first projected year. Required. Range: 0 to 110 years."
    })
    .annotateKey(required("age is required: the policyholder's current age in years")),
  gender: Schema.Literals(GENDERS)
    .annotate({ description: '"male" or "female": selects the mortality rates. Required.' })
    .annotateKey(required("gender is required: male or female (for the mortality cost)")),
  aumFee: rate(
    "Annual management fee of the fund, % a year (charged monthly, 1/12 each month). Required.",
    0,
    20
  ).annotateKey(required("aumFee is required: the policy's annual management fee in % (from the policy terms)")),
  monthlyFee: eur("Fixed policy fee, EUR a month. Required (0 if none).").annotateKey(
    required("monthlyFee is required: the fixed policy charge in EUR a month (0 if none)")
  ),
  taxBracket: rate(
    "Marginal income tax rate, %: applied to taxable surrender amounts and to the premium relief. Required.",
    0,
    35
  ).annotateKey(required("taxBracket is required: the user's marginal income tax rate in % (0, 20, 25, 30 or 35)")),
  lifeCoverSumInsured: eur(
    `Sum insured on death, EUR: sets the ${premiumReliefPercent(DEFAULT_TAX_YEAR).value}% premium relief limit and the sum at risk for the mortality cost. Required.`
  ).annotateKey(required("lifeCoverSumInsured is required: the death cover in EUR from the policy schedule")),
  policyInceptionYear: year("Year the policy was issued (policy year 1). Required.").annotateKey(
    required("policyInceptionYear is required: the year the policy was issued")
  ),
  historicalData: Schema.Array(HistoryRow)
    .check(Schema.isMinLength(1), Schema.isMaxLength(100))
    .annotate({
      description:
        "The policy's real yearly records, oldest first, consecutive years. The last endingBalance opens the simulation; " +
        "the balances 3 and 4 years back set the safe limit. 1 to 100 rows. Required; never invented."
    })
    .annotateKey(
      required(
        "historicalData is required: the policy's yearly statements (year, endingBalance, premiumsPaid); never invent them"
      )
    ),
  projections: Schema.Array(ProjectionRow)
    .check(Schema.isMinLength(1), Schema.isMaxLength(60))
    .annotate({
      description:
        "Future years, consecutive, starting the year after the last historicalData year: premium and withdrawal of each. 1 to 60 rows. Required."
    })
    .annotateKey(required("projections is required: for each future year the premium and the withdrawal planned")),
  scenario: Schema.optionalKey(
    Schema.Literals(SCENARIOS).annotate({
      description:
        "Headline scenario; all three are always returned. userInput = projections as sent; noWithdrawals = same premiums from " +
        "own funds, no withdrawals; brokerAlternative = surrender now and run the same household cash flows in a broker " +
        "account. Default userInput."
    })
  ),
  expectedReturnRate: Schema.optionalKey(
    rate(
      `Forecast annual return of the policy fund before fees, % (compounded monthly). Omitted: ${DEFAULT_POLICY_RETURN_PERCENT.value}%, disclosed.`,
      -50,
      50
    )
  ),
  brokerReturnRate: Schema.optionalKey(
    rate(
      "Annual return of the alternative broker account after its costs, %; used only with useDifferentBrokerReturn: true.",
      -50,
      50
    )
  ),
  useDifferentBrokerReturn: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "true to give the broker alternative brokerReturnRate; otherwise it earns the policy's forecast return."
    })
  ),
  bidOfferSpreadPercent: Schema.optionalKey(
    rate(`Bid/offer spread of the policy's units, %. Omitted: ${BID_OFFER_SPREAD_PERCENT.value}%, disclosed.`, 0, 20)
  )
})
type FieldsType = typeof Fields.Type

const EXAMPLE: FieldsType = {
  age: 45,
  gender: "male",
  aumFee: 1.5,
  monthlyFee: 5,
  taxBracket: 30,
  lifeCoverSumInsured: 100_000,
  policyInceptionYear: 2018,
  historicalData: [
    { year: 2021, endingBalance: 14_000, premiumsPaid: 3_000 },
    { year: 2022, endingBalance: 16_000, premiumsPaid: 3_000 },
    { year: 2023, endingBalance: 20_000, premiumsPaid: 3_000 },
    { year: 2024, endingBalance: 24_000, premiumsPaid: 3_000 },
    { year: 2025, endingBalance: 28_000, premiumsPaid: 3_000 }
  ],
  projections: [
    { year: 2026, premium: 3_000, withdrawal: 3_000, isPremiumSelfFunded: true },
    { year: 2027, premium: 3_000, withdrawal: 3_000, isPremiumSelfFunded: true },
    { year: 2028, premium: 3_000, withdrawal: 0 }
  ],
  expectedReturnRate: 5
}

const INPUT_ANNOTATIONS = {
  title: "Unit-linked life policy withdrawal (flush) simulation request",
  description: "EUR amounts, percentages as numbers (1.5 = 1.5%). Examples are never defaults.",
  examples: [
    EXAMPLE,
    {
      ...EXAMPLE,
      scenario: "brokerAlternative",
      useDifferentBrokerReturn: true,
      brokerReturnRate: 6,
      bidOfferSpreadPercent: 5
    },
    {
      age: 60,
      gender: "female",
      aumFee: 1,
      monthlyFee: 0,
      taxBracket: 25,
      lifeCoverSumInsured: 20_000,
      policyInceptionYear: 2024,
      historicalData: [{ year: 2025, endingBalance: 10_000, premiumsPaid: 2_000 }],
      projections: [{ year: 2026, premium: 0, withdrawal: 12_000 }]
    }
  ]
} satisfies Schema.Annotations.Bottom<FieldsType, readonly []>

export const LifeInsuranceFlushInput = Fields.annotate(INPUT_ANNOTATIONS)
export type LifeInsuranceFlushInput = typeof LifeInsuranceFlushInput.Type
