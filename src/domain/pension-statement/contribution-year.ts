import { Schema } from "effect"
import { capNote, MAX_AMOUNT, MAX_LINE_NUMBER } from "../../core/input-bounds.ts"

export const FIRST_CONTRIBUTION_YEAR = 1957
export const LAST_ACCEPTED_YEAR = 2100
/** One row per calendar year at most. */
export const MAX_RECORD_YEARS = LAST_ACCEPTED_YEAR - FIRST_CONTRIBUTION_YEAR + 1
/**
 * Sanity cap on a row's units (and their parts): above every year's real maximum (6), so that a value
 * between the year's maximum and this cap gets calculate_cyprus_state_pension's precise message.
 */
export const MAX_UNITS_PER_ROW = 10

const nonNegative = (description: string, maximum: number) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({
    description: `${description} ${capNote(0, maximum)}`
  })
const units = (description: string) => nonNegative(description, MAX_UNITS_PER_ROW)
const money = (description: string) => nonNegative(description, MAX_AMOUNT)
const info = "Informational: carried from the statement, not used in the calculation."

/** One year of a contribution record, as parse_pension_statement reads it and as calculate_cyprus_state_pension accepts
 * it in advanced mode (the round trip). */
export const ContributionYearRow = Schema.Struct({
  year: Schema.Int.check(Schema.isBetween({ minimum: FIRST_CONTRIBUTION_YEAR, maximum: LAST_ACCEPTED_YEAR })).annotate({
    description: `Calendar (contribution) year, e.g. 2003. ${capNote(FIRST_CONTRIBUTION_YEAR, LAST_ACCEPTED_YEAR).replace(/,/g, "")}`
  }),
  units: units(
    "Insurance units (insurance points) credited for that year, as on the statement: insurable earnings of the year " +
      "divided by that year's basic insurable earnings, at most that year's maximum (6 at most)."
  ),
  weeksInsured: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 53 })).annotate({
      description: `Weeks of insurance in the year, when the statement shows them. ${info} ${capNote(0, 53)}`
    })
  ),
  insurableEarnings: Schema.optionalKey(
    money(
      `Insurable earnings of the year in the currency of earningsCurrency (Cyprus pounds before 2008 on SIS statements). ${info}`
    )
  ),
  earningsCurrency: Schema.optionalKey(
    Schema.Literals(["EUR", "CYP"]).annotate({
      description: `Currency of insurableEarnings, only when the statement's heading states it. ${info}`
    })
  ),
  annualContributions: Schema.optionalKey(money(`Annual contributions (pre-1981 flat-rate records). ${info}`)),
  basicUnits: Schema.optionalKey(units(`Units of basic insurance, when shown separately. ${info}`)),
  supplementaryUnits: Schema.optionalKey(units(`Units of supplementary insurance, when shown separately. ${info}`)),
  assimilatedUnits: Schema.optionalKey(
    units(
      "Assimilated (credited) units included in `units`, when shown separately. calculate_cyprus_state_pension " +
        "leaves them out of the paid-basic-insurance condition."
    )
  ),
  lineNumber: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LINE_NUMBER })).annotate({
      description: `Line of the pasted text the row was read from (1 = first line). ${info} ${capNote(1, MAX_LINE_NUMBER)}`
    })
  )
})
export type ContributionYearRow = typeof ContributionYearRow.Type
