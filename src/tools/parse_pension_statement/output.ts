import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { capNote, textNote } from "../../core/input-bounds.ts"
import { MAX_PASTED_LINE_LENGTH } from "../../domain/pasted-text.ts"
import { ContributionYearRow } from "../../domain/pension-statement/contribution-year.ts"
import { COLUMNS } from "../../domain/pension-statement/headings.ts"

const UnreadableLine = Schema.Struct({
  lineNumber: Schema.Int,
  year: Schema.NullOr(Schema.Int).annotate({ description: "the year the line starts with, if any" }),
  text: Schema.String.check(Schema.isMaxLength(MAX_PASTED_LINE_LENGTH)).annotate({
    description: `The line without its leading and trailing spaces ("" for a line over the length cap, which is not read). ${textNote(MAX_PASTED_LINE_LENGTH)}`
  }),
  reason: Schema.String,
  column: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_PASTED_LINE_LENGTH }))).annotate({
    description: `Where the value that could not be read starts in the line as pasted, in characters (1 = first character, leading spaces counted); null when the line as a whole is at fault. ${capNote(1, MAX_PASTED_LINE_LENGTH)}`
  }),
  field: Schema.NullOr(Schema.Literals(COLUMNS)).annotate({
    description:
      "The statement column that value stands in (year, units, weeks, earnings, contributions, basic, supplementary, assimilated); null when the line as a whole is at fault."
  })
})

export const ParsePensionStatementOutput = Schema.Struct({
  contributionYears: Schema.Array(ContributionYearRow).annotate({
    description:
      "One row per year read, in year order; send as-is as yearlyUnits to calculate_cyprus_state_pension (mode advanced)."
  }),
  totalUnits: Schema.Finite.annotate({ description: "Sum of units of contributionYears, 2 decimals" }),
  totalContributionYears: Schema.Int.annotate({ description: "Number of years read with units above 0" }),
  parseConfidence: Schema.Literals(["high", "medium", "low"]),
  missingYears: Schema.Array(Schema.Int).annotate({
    description: "Years between the first and last year read that no line of the text shows: reported, never filled"
  }),
  unreadableLines: Schema.Array(UnreadableLine),
  statedTotalUnits: Schema.NullOr(Schema.Finite).annotate({ description: "The statement's own total line, if any" }),
  columns: Schema.Array(Schema.String).annotate({ description: "Column headings recognised, in order" }),
  series: Schema.Array(Schema.Struct({ year: Schema.Int, units: Schema.Finite, cumulativeUnits: Schema.Finite })),
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type ParsePensionStatementOutput = typeof ParsePensionStatementOutput.Type
