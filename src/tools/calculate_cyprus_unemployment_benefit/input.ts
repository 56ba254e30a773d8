import { Schema } from "effect"
import { formatDecimals } from "../../core/format.ts"
import { capNote, MAX_AMOUNT, MAX_CHILDREN } from "../../core/input-bounds.ts"
import { getSocialInsuranceReference, SOCIAL_INSURANCE_REFERENCE_YEARS } from "../../rules/social-insurance.ts"

/** The statutory conditions, as held for the latest year (the same in every year held). */
export const STATUTORY = getSocialInsuranceReference(SOCIAL_INSURANCE_REFERENCE_YEARS.at(-1)!)!.unemployment
const U = STATUTORY

const isCalendarDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const fact = (description: string) =>
  Schema.optionalKey(
    Schema.Boolean.annotate({
      description: `${description} Omitted: entitlement is undetermined and this is asked; never inferred from earnings.`
    })
  )

const InputFields = Schema.Struct({
  applicationDate: Schema.String.annotate({
    description:
      "The real date (YYYY-MM-DD) of the unemployment benefit claim; it sets the relevant contribution year. Required; never assumed."
  })
    .check(
      Schema.isMaxLength(10),
      Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
      Schema.makeFilter<string>((s) => isCalendarDate(s) || "must be a real calendar date (YYYY-MM-DD)")
    )
    .annotateKey({
      messageMissingKey: "applicationDate is required: the date of the claim (YYYY-MM-DD); ask the user"
    }),
  annualGrossEarnings: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_AMOUNT }))
    .annotate({
      description:
        "The claimant's real gross insurable earnings in EUR for the RELEVANT contribution year (the result names it: the " +
        "claim year minus 2 for a claim before the first Monday of July, minus 1 from that day). Earnings above that " +
        "year's maximum insurable earnings are capped. Required; ask the user for that year's figure (their Social Insurance statement shows it). " +
        capNote(0, MAX_AMOUNT, "EUR")
    })
    .annotateKey({
      messageMissingKey:
        "annualGrossEarnings is required: gross insurable earnings in EUR of the relevant contribution year; ask the user"
    }),
  dependentSpouse: Schema.Boolean.annotate({
    description: "true if the claimant has a dependent spouse (not in paid work). Required; ask if unknown."
  }).annotateKey({
    messageMissingKey: "dependentSpouse is required: does the claimant have a dependent spouse? (ask the user)"
  }),
  dependentChildren: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_CHILDREN }))
    .annotate({
      description: `Number of dependent children or other dependants (0 if none). Required; ask if unknown. At most ${U.dependants.value.maxDependants} dependants in total (spouse included) raise the benefit. ${capNote(0, MAX_CHILDREN)}`
    })
    .annotateKey({
      messageMissingKey:
        "dependentChildren is required: the number of dependent children or other dependants, 0 if none (ask the user)"
    }),
  isEmployee: fact(
    "true if the claimant was insured as an employee (or a voluntary contributor working abroad for a Cypriot employer); false if self-employed (not covered)."
  ),
  insuranceHistoryMeetsMinimum: fact(
    `true if, up to the date of unemployment, at least ${U.minimumWeeksInsured.value} weeks have passed since the claimant's insurance began AND ` +
      `contributions were paid on earnings of at least ${U.minimumPaidBasicWeeklyBies.value} x the weekly basic insurable earnings (${formatDecimals(U.minimumPaidBasicPoints.value, 2)} insurance unit); false if not.`
  ),
  insuranceHistoryMeetsRelevantYear: fact(
    `true if paid or credited insurable earnings in the relevant contribution year were at least ${U.minimumRelevantYearWeeklyBies.value} x that year's weekly ` +
      `basic insurable earnings (${formatDecimals(U.minimumRelevantYearPoints.value, 2)} insurance unit); false if not.`
  ),
  isRegisteredAsUnemployed: fact(
    "true if the claimant is registered as a job-seeker at the District Labour Office (Public Employment Service) and as " +
      "unemployed at the Social Insurance office; false if not."
  ),
  isCapableAndAvailableForWork: fact("true if the claimant is capable of work and available for work; false if not.")
})
type InputFieldsType = typeof InputFields.Type

const INPUT_ANNOTATIONS = {
  title: "Cyprus unemployment benefit request",
  description:
    "Claim date, relevant-year insurable earnings and dependants give an amount; the four entitlement facts give the entitlement.",
  examples: [
    { applicationDate: "2026-03-16", annualGrossEarnings: 30_000, dependentSpouse: true, dependentChildren: 0 },
    {
      applicationDate: "2026-09-14",
      annualGrossEarnings: 24_000,
      dependentSpouse: false,
      dependentChildren: 2,
      isEmployee: true,
      insuranceHistoryMeetsMinimum: true,
      insuranceHistoryMeetsRelevantYear: true,
      isRegisteredAsUnemployed: true,
      isCapableAndAvailableForWork: true
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const UnemploymentBenefitInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type UnemploymentBenefitInput = typeof UnemploymentBenefitInput.Type
