import { Schema } from "effect"
import { formatCap } from "../../core/input-bounds.ts"
import {
  CANDIDATE_CONVENTIONS,
  CAPITALISATION_RULES,
  CAPITALISATIONS,
  DAILY_ROUNDING_RULES,
  DAILY_ROUNDINGS,
  DAY_COUNT_RULES,
  DAY_COUNTS
} from "../../rules/day-count.ts"
import { MortgageStatementRow } from "../../domain/mortgage/statement-row.ts"
import { MIN_CHECKPOINTS } from "../../domain/mortgage/statement-replay.ts"

export const DEFAULT_TOP_N = 3
/** Most statement rows accepted in one audit. */
const MAX_ROWS = 20_000

const ConventionRulesSchema = Schema.Struct({
  dayCount: Schema.Literals(DAY_COUNTS).annotate({
    description: `Day count: ${DAY_COUNTS.map((d) => `"${d}" = ${DAY_COUNT_RULES[d].rule}`).join("; ")}.`
  }),
  capitalisation: Schema.Literals(CAPITALISATIONS).annotate({
    description: `When accrued interest is added to the balance: ${CAPITALISATIONS.map((c) => `"${c}" = ${CAPITALISATION_RULES[c].rule}`).join("; ")}.`
  }),
  dailyRounding: Schema.Literals(DAILY_ROUNDINGS).annotate({
    description: `${DAILY_ROUNDINGS.map((r) => `"${r}" = ${DAILY_ROUNDING_RULES[r].rule}`).join("; ")}.`
  })
})

/** A 3-month synthetic statement: EUR 150,000 at 4.25%, Actual/365, monthly capitalisation, exact daily interest. */
const EXAMPLE_ROWS = [
  { date: "2025-01-01", description: "Opening balance", balance: 150_000, ratePct: 4.25 },
  { date: "2025-01-05", description: "Instalment", payment: 1_100, balance: 148_900 },
  { date: "2025-01-31", description: "Debit interest", interestCharged: 537.98, balance: 149_437.98 },
  { date: "2025-02-05", description: "Instalment", payment: 1_100, balance: 148_337.98 },
  { date: "2025-02-28", description: "Debit interest", interestCharged: 484.13, balance: 148_822.11 },
  { date: "2025-03-05", description: "Instalment", payment: 1_100, balance: 147_722.11 },
  { date: "2025-03-31", description: "Debit interest", interestCharged: 533.73, balance: 148_255.84 }
]

const InputFields = Schema.Struct({
  rows: Schema.Array(MortgageStatementRow)
    .check(Schema.isMinLength(1), Schema.isMaxLength(MAX_ROWS))
    .annotate({
      description:
        "The statement's rows in date order (as parse_mortgage_statement_text returns them). At least one row must carry " +
        `ratePct, and at least ${MIN_CHECKPOINTS} rows from the first rate onward must carry a balance (the first is the ` +
        "opening balance; the others are compared). Interest the bank charged goes in interestCharged. " +
        `1 to ${formatCap(MAX_ROWS)} rows. Required.`
    })
    .annotateKey({
      messageMissingKey:
        "rows is required: the statement rows (date, amounts, balance, ratePct); parse_mortgage_statement_text reads them from pasted text"
    }),
  topN: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: CANDIDATE_CONVENTIONS.length })).annotate({
      description: `How many ranked conventions to return, 1 to ${CANDIDATE_CONVENTIONS.length}. Omitted: ${DEFAULT_TOP_N}.`
    })
  ),
  rules: Schema.optionalKey(
    ConventionRulesSchema.annotate({
      description: "Test this one convention (e.g. the one in the loan contract) instead of searching all 18."
    })
  ),
  includeRowDetail: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "true: add rowDetail, the replayed balance and the difference for every row (can be large). Omitted: false."
    })
  )
})
type InputFieldsType = typeof InputFields.Type

const INPUT_ANNOTATIONS = {
  title: "Mortgage statement audit request",
  description: "Statement rows in date order; amounts in EUR; rates in annual percent.",
  examples: [
    { rows: EXAMPLE_ROWS },
    { rows: EXAMPLE_ROWS, topN: 5, includeRowDetail: true },
    { rows: EXAMPLE_ROWS, rules: { dayCount: "actual/360", capitalisation: "monthly", dailyRounding: "2-decimals" } }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

/** Rows must be in date order: checked by the Schema so that it is a field error of the row. */
const orderIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  i.rows.forEach((r, k) => {
    const prev = i.rows[k - 1]
    if (prev !== undefined && r.date < prev.date) {
      issues.push({
        path: ["rows", k, "date"],
        issue: `rows must be in date order: ${r.date} comes after ${prev.date} (row ${k - 1})`
      })
    }
  })
  return issues
}

export const AuditMortgageStatementInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFieldsType>(orderIssues))
  .annotate(INPUT_ANNOTATIONS)
export type AuditMortgageStatementInput = typeof AuditMortgageStatementInput.Type
