import { Schema } from "effect"
import { calendarYear } from "../../core/year-field.ts"
import { FIRST_CONTRIBUTION_YEAR, LAST_ACCEPTED_YEAR } from "../../domain/pension-statement/contribution-year.ts"
import { SOCIAL_INSURANCE_REFERENCE_YEARS } from "../../rules/social-insurance.ts"

const YEARS = SOCIAL_INSURANCE_REFERENCE_YEARS
export const RANGE = `${YEARS[0]}-${YEARS[YEARS.length - 1]}`

const InputFields = Schema.Struct({
  year: calendarYear(
    "year",
    { minimum: FIRST_CONTRIBUTION_YEAR, maximum: LAST_ACCEPTED_YEAR },
    `Calendar (contribution) year of the reference figures, e.g. the year the user named. Never assumed: reuse a ` +
      `year the user already gave, or ask. Years held: ${YEARS.join(", ")}; any other year from ${FIRST_CONTRIBUTION_YEAR} ` +
      `to ${LAST_ACCEPTED_YEAR} is answered with the years held, a year outside that range is refused. Required.`,
    `year must be a calendar year from ${FIRST_CONTRIBUTION_YEAR} to ${LAST_ACCEPTED_YEAR} (a whole number such as 2026; the string "2026" is accepted too); reference figures are held for ${YEARS.join(", ")}`
  ).annotateKey({
    messageMissingKey: `year is required: the calendar year the user asks about (held: ${RANGE}); ask the user, never assume it`
  })
})

const INPUT_ANNOTATIONS = {
  title: "Cyprus Social Insurance reference figures request",
  description: "The calendar year whose official Social Insurance reference figures are wanted.",
  examples: [{ year: 2026 }, { year: 2024 }]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const PensionReferenceInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type PensionReferenceInput = typeof PensionReferenceInput.Type
