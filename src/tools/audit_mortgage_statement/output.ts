import { Schema } from "effect"
import { AssumptionDetails } from "../../core/assumptions.ts"
import { InputMoney, moneyFrom, SourceReferences } from "../../core/cells.ts"
import { CAPITALISATIONS, DAILY_ROUNDINGS, DAY_COUNTS } from "../../rules/day-count.ts"

/** fitStatus thresholds on the RMS difference, EUR. */
export const FIT_EXACT_EUR = 0.01
export const FIT_CLOSE_EUR = 1
export const FIT_APPROXIMATE_EUR = 10
/** Candidates whose RMS is within max(1 cent, 5% of the best RMS) of the best are equivalent. */
export const EQUIVALENCE_MIN_EUR = 0.01
export const EQUIVALENCE_RELATIVE = 0.05

// Every figure is a replay of the caller's statement under a candidate bank convention (arithmetic on the
// inputs: InputMoney), or a difference or range of those figures (moneyFrom).
const rangeOf = (path: string) => Schema.Struct({ min: moneyFrom(path), max: moneyFrom(path) })
const RulesOut = Schema.Struct({
  dayCount: Schema.Literals(DAY_COUNTS),
  capitalisation: Schema.Literals(CAPITALISATIONS),
  dailyRounding: Schema.Literals(DAILY_ROUNDINGS)
})
const Candidate = Schema.Struct({
  rank: Schema.Int,
  label: Schema.String,
  rules: RulesOut,
  rmsDelta: InputMoney.annotate({
    description: "root mean square of (statement balance - replayed balance) over the compared checkpoints, EUR"
  }),
  maxAbsDelta: InputMoney,
  finalDelta: InputMoney.annotate({ description: "statement balance - replayed balance at the last checkpoint, EUR" }),
  expectedInterest: InputMoney.annotate({ description: "interest this convention capitalises over the period, EUR" }),
  netOvercharge: moneyFrom("bankInterest", "expectedInterest").annotate({
    description: "bankInterest - expectedInterest, EUR"
  })
})
const RowRef = {
  rowIndex: Schema.Int.annotate({ description: "index in rows (0 = first)" }),
  lineNumber: Schema.NullOr(Schema.Int),
  date: Schema.String
}

export const AuditMortgageStatementOutput = Schema.Struct({
  bestFitLabel: Schema.String.annotate({
    description: "the best-fitting convention: an estimate, not a confirmed bank term (unless given as rules)"
  }),
  bestFitRules: RulesOut,
  conventionSource: Schema.Literals(["search", "rules"]).annotate({
    description: "search: best of the 18 candidates (estimate); rules: the convention the caller gave"
  }),
  rmsDelta: InputMoney,
  fitStatus: Schema.Literals(["exact", "close", "approximate", "poor"]).annotate({
    description: `exact: RMS <= ${FIT_EXACT_EUR} EUR; close: <= ${FIT_CLOSE_EUR}; approximate: <= ${FIT_APPROXIMATE_EUR}; poor: above`
  }),
  finalDelta: InputMoney,
  confidence: Schema.Struct({
    level: Schema.Literals(["high", "medium", "low", "not-searched"]),
    gapToNext: Schema.NullOr(InputMoney).annotate({
      description: "RMS of the second candidate - RMS of the best, EUR"
    }),
    nextBestLabel: Schema.NullOr(Schema.String)
  }),
  periodStart: Schema.String.annotate({
    description: "date of the opening checkpoint (first balance with a known rate)"
  }),
  periodEnd: Schema.String.annotate({ description: "date of the last checkpoint" }),
  rowsAnalyzed: Schema.Int.annotate({ description: "rows from the opening checkpoint to the last checkpoint" }),
  checkpointsCompared: Schema.Int,
  bankInterest: InputMoney.annotate({
    description: "interest on the statement over the period, EUR (see bankInterestSource)"
  }),
  bankInterestSource: Schema.Literals(["interest-rows", "balances"]).annotate({
    description:
      "interest-rows: sum of interestCharged; balances: last balance - opening balance - other movements (no interest rows)"
  }),
  expectedInterest: InputMoney,
  expectedInterestRange: rangeOf("equivalentCandidates[].expectedInterest").annotate({
    description: "min and max expectedInterest over the equivalent candidates"
  }),
  netOvercharge: moneyFrom("bankInterest", "expectedInterest").annotate({
    description: "bankInterest - expectedInterest of the best fit, EUR; negative: the statement charges less"
  }),
  netOverchargeRange: rangeOf("equivalentCandidates[].netOvercharge"),
  netOverchargePerYear: moneyFrom("netOvercharge").annotate({
    description: "netOvercharge x 365 / days in the period, EUR a year"
  }),
  rankedCandidates: Schema.Array(Candidate),
  equivalentCandidates: Schema.Array(Candidate).annotate({
    description: `candidates whose RMS is within max(${EQUIVALENCE_MIN_EUR} EUR, ${EQUIVALENCE_RELATIVE * 100}% of the best) of the best: the statement cannot tell them apart`
  }),
  equivalentCandidateCount: Schema.Int,
  flaggedRows: Schema.Array(
    Schema.Struct({
      ...RowRef,
      statementBalance: InputMoney,
      expectedBalance: InputMoney,
      delta: moneyFrom("statementBalance", "expectedBalance"),
      jump: moneyFrom("delta").annotate({ description: "change of delta since the previous checkpoint, EUR" }),
      reason: Schema.String
    })
  ),
  rowDetail: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        ...RowRef,
        statementBalance: Schema.NullOr(InputMoney),
        expectedBalance: InputMoney,
        delta: Schema.NullOr(moneyFrom("statementBalance", "expectedBalance")),
        flagged: Schema.Boolean
      })
    )
  ),
  series: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        year: Schema.Int,
        bankInterest: Schema.NullOr(InputMoney),
        expectedInterest: InputMoney,
        overcharge: Schema.NullOr(moneyFrom("bankInterest", "expectedInterest"))
      })
    ).annotate({
      description: "per calendar year: statement interest, replayed interest of the best fit, and the difference"
    })
  ),
  observations: Schema.Array(Schema.String),
  sources: SourceReferences,
  assumptions: Schema.Array(Schema.String),
  assumptionDetails: AssumptionDetails
})
export type AuditMortgageStatementOutput = typeof AuditMortgageStatementOutput.Type
