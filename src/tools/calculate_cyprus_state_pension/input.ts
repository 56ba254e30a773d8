import { Schema } from "effect"
import { capNote, lengthNote } from "../../core/input-bounds.ts"
import {
  ContributionYearRow,
  FIRST_CONTRIBUTION_YEAR,
  LAST_ACCEPTED_YEAR,
  MAX_RECORD_YEARS,
  MAX_UNITS_PER_ROW
} from "../../domain/pension-statement/contribution-year.ts"
import type { ReferenceFigure } from "../../rules/social-insurance.ts"
import {
  DEFERRAL,
  DEFERRAL_INCREASE_PER_MONTH,
  maxUnitsForYear,
  pensionValuationYear,
  REFERENCE_PERIOD_START_AGE
} from "../../rules/state-pension.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"

/** The reference year whose figures value the pension. */
export const VALUATION = pensionValuationYear()
const P = VALUATION.pension
/** A reference figure the pension needs: the table holds it for the valuation year (a defect otherwise). */
export const heldValue = (f: ReferenceFigure<number>): number => {
  if (f.value === null) throw new Error(`reference figure not held: ${f.rule}`)
  return f.value
}
export const PENSION_AGE = heldValue(P.statutoryPensionAge)
export const EARLY_AGE = heldValue(P.earlyPensionAge)
export const LATEST_AGE = DEFERRAL.value.maxAge
/** Insurance counts from the contribution year the person turned 16. */
const INSURED_FROM_AGE = REFERENCE_PERIOD_START_AGE.value
const MAX_CURRENT_AGE = 100
/** Years from the year the person turned 16 to the current one, both counted. */
const yearsSinceInsurableAge = (age: number): number => age - INSURED_FROM_AGE + 1
const SCALE = P.dependants.value
if (SCALE === null) throw new Error("dependants' scale not held")
/** Quick mode: at most 60 years worked x the largest yearly maximum of units. */
const MAX_YEARS_WORKED = 60
const MAX_TOTAL_UNITS = MAX_YEARS_WORKED * MAX_UNITS_PER_ROW

const LegacyUnitsMap = Schema.Record(
  Schema.String.check(Schema.isPattern(/^\d{4}$/)),
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_UNITS_PER_ROW }))
)
  .check(Schema.isMaxProperties(MAX_RECORD_YEARS))
  .annotate({
    description:
      'Legacy form: an object from year to units, e.g. { "2003": 5.2, "2004": 5.4 }. ' +
      `${lengthNote(MAX_RECORD_YEARS, 0, "years")} Units: ${capNote(0, MAX_UNITS_PER_ROW)}`
  })

const YearlyUnits = Schema.Union([
  Schema.Array(ContributionYearRow)
    .check(Schema.isMaxLength(MAX_RECORD_YEARS))
    .annotate({
      description:
        "One row per calendar year: { year, units }. Rows from parse_pension_statement are accepted as they are (their extra fields are informational). " +
        lengthNote(MAX_RECORD_YEARS, 0, `rows (one per year ${FIRST_CONTRIBUTION_YEAR}-${LAST_ACCEPTED_YEAR})`)
    }),
  LegacyUnitsMap
]).annotate({
  description:
    "Advanced mode, required there: the real contribution record, insurance units per calendar year (each between 0 and " +
    `that year's maximum, ${heldValue(P.maxUnitsPerYear)} at most), from the person's Social Insurance statement.` +
    " Never inferred or filled: years not " +
    "sent count as years without insurance."
})

const InputFields = Schema.Struct({
  mode: Schema.Literals(["quick", "advanced"])
    .annotate({
      description:
        '"quick": from current age, years worked and total units; "advanced": from the yearly contribution record (yearlyUnits). Required.'
    })
    .annotateKey({
      messageMissingKey:
        'mode is required: "quick" (age, years worked, total units) or "advanced" (yearly units record)'
    }),
  retirementAge: Schema.Finite.check(Schema.isBetween({ minimum: EARLY_AGE, maximum: LATEST_AGE }))
    .annotate({
      description:
        `Age in years at which the pension is to start, ${EARLY_AGE} to ${LATEST_AGE} (fractions for months, e.g. 64.5). Before ${PENSION_AGE}: ` +
        `early pension, reduced by ${heldValue(P.earlyPensionReductionPercentPerMonth)}% a month. After ${PENSION_AGE}: deferred pension, increased by ` +
        `${DEFERRAL_INCREASE_PER_MONTH.value}% a month; the law allows deferral to ${LATEST_AGE} only, so a later age is refused. Required; ask the user.`,
      message: `retirementAge must be between ${EARLY_AGE} (earliest old-age pension; miners' earlier ages are not modelled) and ${LATEST_AGE} (latest deferral)`
    })
    .annotateKey({
      messageMissingKey: `retirementAge is required: the age (${EARLY_AGE}-${LATEST_AGE}) at which the user wants the pension to start`
    }),
  currentAge: Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: INSURED_FROM_AGE, maximum: MAX_CURRENT_AGE })).annotate({
      description: `Quick mode, required there: the person's age now, in years. Optional in advanced mode (a plausibility check of the record). ${capNote(INSURED_FROM_AGE, MAX_CURRENT_AGE, "years")}`
    })
  ),
  yearsWorked: Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_YEARS_WORKED })).annotate({
      description: `Quick mode, required there: number of years with Social Insurance contributions so far (from the statement; never guessed). ${capNote(0, MAX_YEARS_WORKED, "years")}`
    })
  ),
  totalInsuranceUnits: Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_TOTAL_UNITS })).annotate({
      description: `Quick mode, required there: total insurance units (points) credited so far, as on the Social Insurance statement. ${capNote(0, MAX_TOTAL_UNITS)}`
    })
  ),
  dependents: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 20 })).annotate({
      description:
        `Number of dependants (dependent spouse, children) for the increase of the basic pension: ${SCALE.ratesByDependantCountPercent[0]}% becomes ` +
        `${SCALE.ratesByDependantCountPercent.slice(1).join("%, ")}% for 1, 2, ${SCALE.maxDependants} or more. Ask the user; when omitted, zero dependants is assumed and stated. Range: 0 to 20.`
    })
  ),
  yearlyUnits: Schema.optionalKey(YearlyUnits)
})
type InputFieldsType = typeof InputFields.Type

interface YearUnits {
  readonly year: number
  readonly units: number
  readonly assimilatedUnits?: number
}

/** The record in one shape: the array as sent, or the legacy map in year order. */
export const recordOf = (y: NonNullable<InputFieldsType["yearlyUnits"]>): ReadonlyArray<YearUnits> =>
  Array.isArray(y)
    ? (y as ReadonlyArray<ContributionYearRow>)
    : Object.entries(y)
        .map(([year, units]) => ({ year: Number(year), units }))
        .sort((a, b) => a.year - b.year)

const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const need = (key: "currentAge" | "yearsWorked" | "totalInsuranceUnits", what: string) => {
    if (i[key] === undefined)
      issues.push({ path: [key], issue: `${key} is required in quick mode: ${what} (ask the user; never guessed)` })
  }
  const refuse = (key: "yearsWorked" | "totalInsuranceUnits" | "yearlyUnits", mode: string) => {
    if (i[key] !== undefined) issues.push({ path: [key], issue: `${key} applies to ${mode} mode only` })
  }
  if (i.mode === "quick") {
    need("currentAge", "the person's age now")
    need("yearsWorked", "years with Social Insurance contributions so far")
    need("totalInsuranceUnits", "total insurance units credited so far, from the statement")
    refuse("yearlyUnits", "advanced")
    if (
      i.currentAge !== undefined &&
      i.yearsWorked !== undefined &&
      i.yearsWorked > yearsSinceInsurableAge(i.currentAge)
    ) {
      issues.push({
        path: ["yearsWorked"],
        issue: `yearsWorked (${i.yearsWorked}) cannot exceed the years since age ${INSURED_FROM_AGE} (${yearsSinceInsurableAge(i.currentAge)} at most for age ${i.currentAge})`
      })
    }
    const max = maxUnitsForYear(VALUATION.year)
    if (
      i.yearsWorked !== undefined &&
      i.totalInsuranceUnits !== undefined &&
      i.totalInsuranceUnits > i.yearsWorked * max
    ) {
      issues.push({
        path: ["totalInsuranceUnits"],
        issue: `totalInsuranceUnits (${i.totalInsuranceUnits}) exceeds ${max} units a year x ${i.yearsWorked} years`
      })
    }
    return issues
  }
  refuse("yearsWorked", "quick")
  refuse("totalInsuranceUnits", "quick")
  if (i.yearlyUnits === undefined) {
    issues.push({
      path: ["yearlyUnits"],
      issue:
        "yearlyUnits is required in advanced mode: the units of each calendar year from the Social Insurance statement (parse_pension_statement reads it); never inferred"
    })
    return issues
  }
  const isArray = Array.isArray(i.yearlyUnits)
  const record = recordOf(i.yearlyUnits)
  if (record.length === 0)
    issues.push({
      path: ["yearlyUnits"],
      issue: "yearlyUnits is empty: send at least one year of the real contribution record"
    })
  const seen = new Set<number>()
  record.forEach((r, index) => {
    const at = isArray ? ["yearlyUnits", index] : ["yearlyUnits", String(r.year)]
    if (r.year < FIRST_CONTRIBUTION_YEAR || r.year > LAST_ACCEPTED_YEAR) {
      issues.push({ path: at, issue: `year ${r.year} is outside ${FIRST_CONTRIBUTION_YEAR}-${LAST_ACCEPTED_YEAR}` })
    } else if (seen.has(r.year)) {
      issues.push({ path: isArray ? [...at, "year"] : at, issue: `year ${r.year} appears more than once` })
    } else if (r.units > maxUnitsForYear(r.year)) {
      issues.push({
        path: isArray ? [...at, "units"] : at,
        issue: `${r.units} units is above the maximum of ${maxUnitsForYear(r.year)} for ${r.year}`
      })
    } else if ((r.assimilatedUnits ?? 0) > r.units) {
      issues.push({ path: [...at, "assimilatedUnits"], issue: "assimilatedUnits cannot exceed the year's units" })
    }
    seen.add(r.year)
  })
  if (i.currentAge !== undefined && record.length > yearsSinceInsurableAge(i.currentAge)) {
    issues.push({
      path: ["yearlyUnits"],
      issue: `${record.length} years of record is more than the years since age ${INSURED_FROM_AGE} (${yearsSinceInsurableAge(i.currentAge)} for age ${i.currentAge})`
    })
  }
  return issues
}

const INPUT_ANNOTATIONS = {
  title: "Cyprus state (Social Insurance) pension request",
  description: "Estimates the statutory old-age pension from the Social Insurance record. Examples are never defaults.",
  examples: [
    { mode: "quick", retirementAge: 65, currentAge: 50, yearsWorked: 28, totalInsuranceUnits: 70, dependents: 0 },
    {
      mode: "advanced",
      retirementAge: 63,
      dependents: 1,
      yearlyUnits: Array.from({ length: 40 }, (_, k) => ({ year: 1985 + k, units: k < 20 ? 2 : 3 }))
    },
    {
      mode: "advanced",
      retirementAge: 65,
      currentAge: 40,
      yearlyUnits: Object.fromEntries(Array.from({ length: 20 }, (_, k) => [String(2005 + k), 2.5]))
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const StatePensionInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, crossFieldIssues)
export type StatePensionInput = typeof StatePensionInput.Type
