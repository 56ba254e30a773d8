import { Effect, Schema } from "effect"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import type { FieldErrors } from "../core/errors.ts"
import { formatCents } from "../core/format.ts"
import { CANDIDATE_CONVENTIONS, CAPITALISATION_RULES, CAPITALISATIONS, conventionLabel, DAILY_ROUNDING_RULES, DAILY_ROUNDINGS, DAY_COUNT_RULES, DAY_COUNTS, parseIsoDay, roundCents } from "../rules/day-count.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { MortgageStatementRow, movementCents, toCents } from "./mortgage-statement-row.ts"
import { findOpening, buildPlan, replay, type ReplaySummary } from "./mortgage/replay.ts"

// ---------------------------------------------------------------------------------------------
// Constants of the method (disclosed in the description and the assumptions)
// ---------------------------------------------------------------------------------------------

/** Balance checkpoints needed from the opening one onward: the opening balance and at least 2 to compare. */
export const MIN_CHECKPOINTS = 3
/** fitStatus thresholds on the RMS difference, EUR. */
const FIT_EXACT_EUR = 0.01
const FIT_CLOSE_EUR = 1
const FIT_APPROXIMATE_EUR = 10
/** Candidates whose RMS is within max(1 cent, 5% of the best RMS) of the best are equivalent. */
const EQUIVALENCE_MIN_EUR = 0.01
const EQUIVALENCE_RELATIVE = 0.05
/** A checkpoint is flagged when the difference jumps by more than this since the previous checkpoint. */
export const FLAG_JUMP_EUR = 0.5
/** Longest replay accepted (days), about 40 years. */
const MAX_PERIOD_DAYS = 14_610
const DEFAULT_TOP_N = 3
/** Most statement rows accepted in one audit. */
const MAX_ROWS = 20_000

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

export const ConventionRulesSchema = Schema.Struct({
  dayCount: Schema.Literals(DAY_COUNTS).annotate({ description: `Day count: ${DAY_COUNTS.map((d) => `"${d}" = ${DAY_COUNT_RULES[d].rule}`).join("; ")}.` }),
  capitalisation: Schema.Literals(CAPITALISATIONS).annotate({ description: `When accrued interest is added to the balance: ${CAPITALISATIONS.map((c) => `"${c}" = ${CAPITALISATION_RULES[c].rule}`).join("; ")}.` }),
  dailyRounding: Schema.Literals(DAILY_ROUNDINGS).annotate({ description: `${DAILY_ROUNDINGS.map((r) => `"${r}" = ${DAILY_ROUNDING_RULES[r].rule}`).join("; ")}.` })
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
  rows: Schema.Array(MortgageStatementRow).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_ROWS)).annotate({
    description:
      "The statement's rows in date order (as parse_mortgage_statement_text returns them). At least one row must carry " +
      `ratePct, and at least ${MIN_CHECKPOINTS} rows from the first rate onward must carry a balance (the first is the ` +
      "opening balance; the others are compared). Interest the bank charged goes in interestCharged. " +
      `1 to ${MAX_ROWS.toLocaleString("en-US")} rows. Required.`
  }).annotateKey({
    messageMissingKey: "rows is required: the statement rows (date, amounts, balance, ratePct); parse_mortgage_statement_text reads them from pasted text"
  }),
  topN: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: CANDIDATE_CONVENTIONS.length })).annotate({
    description: `How many ranked conventions to return, 1 to ${CANDIDATE_CONVENTIONS.length}. Omitted: ${DEFAULT_TOP_N}.`
  })),
  rules: Schema.optionalKey(ConventionRulesSchema.annotate({
    description: "Test this one convention (e.g. the one in the loan contract) instead of searching all 18."
  })),
  includeRowDetail: Schema.optionalKey(Schema.Boolean.annotate({
    description: "true: add rowDetail, the replayed balance and the difference for every row (can be large). Omitted: false."
  }))
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
      issues.push({ path: ["rows", k, "date"], issue: `rows must be in date order: ${r.date} comes after ${prev.date} (row ${k - 1})` })
    }
  })
  return issues
}

export const AuditMortgageStatementInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFieldsType>(orderIssues))
  .annotate(INPUT_ANNOTATIONS)
export type AuditMortgageStatementInput = typeof AuditMortgageStatementInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const Range = Schema.Struct({ min: Money, max: Money })
const RulesOut = Schema.Struct({
  dayCount: Schema.Literals(DAY_COUNTS),
  capitalisation: Schema.Literals(CAPITALISATIONS),
  dailyRounding: Schema.Literals(DAILY_ROUNDINGS)
})
const Candidate = Schema.Struct({
  rank: Schema.Int,
  label: Schema.String,
  rules: RulesOut,
  rmsDelta: Money.annotate({ description: "root mean square of (statement balance - replayed balance) over the compared checkpoints, EUR" }),
  maxAbsDelta: Money,
  finalDelta: Money.annotate({ description: "statement balance - replayed balance at the last checkpoint, EUR" }),
  expectedInterest: Money.annotate({ description: "interest this convention capitalises over the period, EUR" }),
  netOvercharge: Money.annotate({ description: "bankInterest - expectedInterest, EUR" })
})
const RowRef = {
  rowIndex: Schema.Int.annotate({ description: "index in rows (0 = first)" }),
  lineNumber: Schema.NullOr(Schema.Int),
  date: Schema.String
}

export const AuditMortgageStatementOutput = Schema.Struct({
  bestFitLabel: Schema.String.annotate({ description: "the best-fitting convention: an estimate, not a confirmed bank term (unless given as rules)" }),
  bestFitRules: RulesOut,
  conventionSource: Schema.Literals(["search", "rules"]).annotate({ description: "search: best of the 18 candidates (estimate); rules: the convention the caller gave" }),
  rmsDelta: Money,
  fitStatus: Schema.Literals(["exact", "close", "approximate", "poor"]).annotate({
    description: `exact: RMS <= ${FIT_EXACT_EUR} EUR; close: <= ${FIT_CLOSE_EUR}; approximate: <= ${FIT_APPROXIMATE_EUR}; poor: above`
  }),
  finalDelta: Money,
  confidence: Schema.Struct({
    level: Schema.Literals(["high", "medium", "low", "not-searched"]),
    gapToNext: Schema.NullOr(Money).annotate({ description: "RMS of the second candidate - RMS of the best, EUR" }),
    nextBestLabel: Schema.NullOr(Schema.String)
  }),
  periodStart: Schema.String.annotate({ description: "date of the opening checkpoint (first balance with a known rate)" }),
  periodEnd: Schema.String.annotate({ description: "date of the last checkpoint" }),
  rowsAnalyzed: Schema.Int.annotate({ description: "rows from the opening checkpoint to the last checkpoint" }),
  checkpointsCompared: Schema.Int,
  bankInterest: Money.annotate({ description: "interest on the statement over the period, EUR (see bankInterestSource)" }),
  bankInterestSource: Schema.Literals(["interest-rows", "balances"]).annotate({
    description: "interest-rows: sum of interestCharged; balances: last balance - opening balance - other movements (no interest rows)"
  }),
  expectedInterest: Money,
  expectedInterestRange: Range.annotate({ description: "min and max expectedInterest over the equivalent candidates" }),
  netOvercharge: Money.annotate({ description: "bankInterest - expectedInterest of the best fit, EUR; negative: the statement charges less" }),
  netOverchargeRange: Range,
  netOverchargePerYear: Money.annotate({ description: "netOvercharge x 365 / days in the period, EUR a year" }),
  rankedCandidates: Schema.Array(Candidate),
  equivalentCandidates: Schema.Array(Candidate).annotate({
    description: `candidates whose RMS is within max(${EQUIVALENCE_MIN_EUR} EUR, ${EQUIVALENCE_RELATIVE * 100}% of the best) of the best: the statement cannot tell them apart`
  }),
  equivalentCandidateCount: Schema.Int,
  flaggedRows: Schema.Array(Schema.Struct({
    ...RowRef,
    statementBalance: Money,
    expectedBalance: Money,
    delta: Money,
    jump: Money.annotate({ description: "change of delta since the previous checkpoint, EUR" }),
    reason: Schema.String
  })),
  rowDetail: Schema.optionalKey(Schema.Array(Schema.Struct({
    ...RowRef,
    statementBalance: Schema.NullOr(Money),
    expectedBalance: Money,
    delta: Schema.NullOr(Money),
    flagged: Schema.Boolean
  }))),
  series: Schema.optionalKey(Schema.Array(Schema.Struct({
    year: Schema.Int,
    bankInterest: Schema.NullOr(Money),
    expectedInterest: Money,
    overcharge: Schema.NullOr(Money)
  })).annotate({ description: "per calendar year: statement interest, replayed interest of the best fit, and the difference" })),
  observations: Schema.Array(Schema.String),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type AuditMortgageStatementOutput = typeof AuditMortgageStatementOutput.Type

// Input problems the Schema cannot see (400)
// ---------------------------------------------------------------------------------------------

export const checkAuditInput = (input: AuditMortgageStatementInput): ToolInputProblem | null => {
  const fieldErrors: FieldErrors = {}
  const rows = input.rows
  if (!rows.some((r) => r.ratePct !== undefined)) {
    fieldErrors.rows = ["no row carries ratePct: the audit needs the annual interest rate in force (at least one row with ratePct, on or before the opening balance)"]
    return { _tag: "ToolInputProblem", fieldErrors, hint: "Ask the user for the interest rate shown on the statement or the loan contract and send it as ratePct on the first row with a balance." }
  }
  const opening = findOpening(rows)
  const checkpoints = opening < 0 ? 0 : rows.slice(opening).filter((r) => r.balance !== undefined).length
  if (checkpoints < MIN_CHECKPOINTS) {
    fieldErrors.rows = [
      `${checkpoints} balance checkpoint(s) from the first rate onward; at least ${MIN_CHECKPOINTS} are needed (the opening balance and ${MIN_CHECKPOINTS - 1} to compare)`
    ]
    return {
      _tag: "ToolInputProblem",
      fieldErrors,
      hint: `Send more statement rows with their running balance (at least ${MIN_CHECKPOINTS} rows with a balance, dated on or after the first row with ratePct); a statement covering several months with its balance column works best.`
    }
  }
  const last = rows.findLastIndex((r) => r.balance !== undefined)
  const span = parseIsoDay(rows[last]!.date) - parseIsoDay(rows[opening]!.date) + 1
  if (span > MAX_PERIOD_DAYS) {
    fieldErrors.rows = [`the statement spans ${span} days; at most ${MAX_PERIOD_DAYS} (about 40 years) can be replayed`]
    return { _tag: "ToolInputProblem", fieldErrors, hint: "Send a shorter part of the statement." }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// The audit
// ---------------------------------------------------------------------------------------------

const eur = (c: number): number => roundCents(c) / 100
const rmsOf = (s: ReplaySummary, n: number): number => Math.sqrt(s.sumSq / Math.max(n, 1)) / 100
const fmt = (c: number): string => formatCents(c)

export const auditMortgageStatementRows = (input: AuditMortgageStatementInput): AuditMortgageStatementOutput => {
  const rows = input.rows
  const plan = buildPlan(rows)
  if (plan === null) throw new Error("checkAuditInput must pass before the audit")
  const n = plan.checkpoints
  const nProbes = plan.probeDay.length
  const scratch = new Float64Array(nProbes)
  const candidates = input.rules !== undefined ? [input.rules] : CANDIDATE_CONVENTIONS
  const summaries = candidates.map((c) => replay(plan, c, scratch, null))
  const order = summaries.map((_, i) => i).sort((a, b) => summaries[a]!.sumSq - summaries[b]!.sumSq || a - b)
  const best = summaries[order[0]!]!

  // detail pass of the best: replayed balance at every row, interest per year
  const years = (plan.yearIndex[plan.days - 1] ?? 0) + 1
  const byYear = new Float64Array(years)
  const expected = new Float64Array(nProbes)
  replay(plan, best.rules, expected, byYear)

  // statement interest over the period
  const periodRows = rows.slice(plan.openingIndex + 1, plan.lastIndex + 1)
  const hasInterestRows = periodRows.some((r) => r.interestCharged !== undefined)
  const bankByYear = new Float64Array(years)
  let bankC = 0
  if (hasInterestRows) {
    for (const r of periodRows) {
      const c = toCents(r.interestCharged ?? 0)
      bankC += c
      const yi = Number(r.date.slice(0, 4)) - plan.firstYear
      bankByYear[yi] = (bankByYear[yi] ?? 0) + c
    }
  } else {
    const moves = periodRows.reduce((s, r) => s + movementCents(r), 0)
    bankC = toCents(rows[plan.lastIndex]!.balance!) - plan.openingCents - moves
  }

  const ranked = order.map((i, k) => {
    const s = summaries[i]!
    return {
      rank: k + 1,
      label: conventionLabel(s.rules),
      rules: { ...s.rules },
      rmsDelta: Math.round(rmsOf(s, n) * 10_000) / 10_000,
      maxAbsDelta: eur(s.maxAbs),
      finalDelta: eur(s.finalDelta),
      expectedInterest: eur(s.interest),
      netOvercharge: eur(bankC - s.interest)
    }
  })
  const bestRms = rmsOf(best, n)
  const tolerance = Math.max(EQUIVALENCE_MIN_EUR, bestRms * EQUIVALENCE_RELATIVE)
  const equivalents = ranked.filter((_, k) => rmsOf(summaries[order[k]!]!, n) <= bestRms + tolerance + 1e-12)
  const topN = input.topN ?? DEFAULT_TOP_N
  const second = order.length > 1 ? summaries[order[1]!]! : null
  const gap = second === null ? null : rmsOf(second, n) - bestRms
  const searched = input.rules === undefined
  const confidence = !searched || gap === null
    ? { level: "not-searched" as const, gapToNext: null, nextBestLabel: null }
    : {
      level: equivalents.length > 1 ? "low" as const : gap >= 1 && rmsOf(second!, n) >= 3 * bestRms ? "high" as const : gap >= 0.1 ? "medium" as const : "low" as const,
      gapToNext: Math.round(gap * 10_000) / 10_000,
      nextBestLabel: conventionLabel(second!.rules)
    }
  const fitStatus = bestRms <= FIT_EXACT_EUR ? "exact" : bestRms <= FIT_CLOSE_EUR ? "close" : bestRms <= FIT_APPROXIMATE_EUR ? "approximate" : "poor"

  // flagged rows and row detail
  const flaggedRows: Array<AuditMortgageStatementOutput["flaggedRows"][number]> = []
  const rowDetail: Array<NonNullable<AuditMortgageStatementOutput["rowDetail"]>[number]> = []
  let previousDelta = 0
  for (let p = 0; p < nProbes; p++) {
    const rowIndex = plan.probeRow[p]!
    const row = rows[rowIndex]!
    const ref = { rowIndex, lineNumber: row.lineNumber ?? null, date: row.date }
    const value = expected[p]!
    const isCp = plan.probeIsCheckpoint[p] === 1
    let flagged = false
    if (isCp) {
      const delta = plan.probeBalance[p]! - value
      const jump = delta - previousDelta
      if (Math.abs(jump) > FLAG_JUMP_EUR * 100) {
        flagged = true
        flaggedRows.push({
          ...ref, statementBalance: eur(plan.probeBalance[p]!), expectedBalance: eur(value), delta: eur(delta), jump: eur(jump),
          reason: `The statement balance moved EUR ${fmt(jump)} ${jump > 0 ? "more" : "less"} than the replay since the previous checkpoint` +
            (row.interestCharged !== undefined ? ` (an interest row: the bank charged EUR ${fmt(toCents(row.interestCharged))})` : "") + "."
        })
      }
      previousDelta = delta
    }
    if (input.includeRowDetail === true) {
      rowDetail.push({
        ...ref,
        statementBalance: isCp ? eur(plan.probeBalance[p]!) : null,
        expectedBalance: eur(value),
        delta: isCp ? eur(plan.probeBalance[p]! - value) : null,
        flagged
      })
    }
  }

  const bestLabel = conventionLabel(best.rules)
  const periodStart = rows[plan.openingIndex]!.date
  const periodEnd = rows[plan.lastIndex]!.date
  const overC = bankC - best.interest
  const perYearC = roundCents(overC * 365 / plan.days)
  const eqOver = equivalents.map((c) => c.netOvercharge)
  const eqInt = equivalents.map((c) => c.expectedInterest)

  const assumptions: Array<string> = []
  assumptions.push(searched
    ? `The convention "${bestLabel}" is an ESTIMATE: the best fit of 18 candidate conventions to the statement's balances, not a confirmed term of the loan. Check it against the loan contract, or send it as rules.`
    : `The convention "${bestLabel}" was given by the caller (rules); no search was made.`)
  assumptions.push(
    `Replay from the opening balance on ${periodStart} (row ${plan.openingIndex}) to the last balance on ${periodEnd}: each day the day's payments, fees and other movements ` +
      "are applied in row order; that day's interest is the closing balance x rate / 100 / days in the year of the day count; interest is added to the balance " +
      "on the last day of each capitalisation period (month, 30 June and 31 December, or 31 December), and a balance shown on that day is compared after the capitalisation " +
      "only from the statement's own interest row onward. The interestCharged amounts on the statement are not applied: they are what is checked."
  )
  if (rows[plan.openingIndex]!.interestCharged !== undefined) {
    assumptions.push(`The opening row is an interest posting, so interest is accrued from the day after ${periodStart}.`)
  }
  assumptions.push("Interest accrued before the opening balance and not yet capitalised is not on the statement: the replay starts with none. A statement starting right after an interest posting (e.g. on 1 January) avoids this.")
  assumptions.push("The rate of each day is the ratePct of the last row dated on or before it; a rate change applies from its row's date, for the whole day.")
  assumptions.push(`Equivalent candidates: RMS within max(EUR ${EQUIVALENCE_MIN_EUR.toFixed(2)}, ${EQUIVALENCE_RELATIVE * 100}% of the best). Flagged rows: the difference changes by more than EUR ${FLAG_JUMP_EUR.toFixed(2)} since the previous checkpoint.`)
  if (!hasInterestRows) {
    assumptions.push("No row carries interestCharged: bankInterest is implied by the balances (last balance - opening balance - the rows' other movements), so any unexplained movement counts as interest; a balance dated on a capitalisation day is compared after that day's capitalisation.")
  }
  assumptions.push(`netOverchargePerYear = netOvercharge x 365 / ${plan.days} days.`)
  if (input.topN === undefined) assumptions.push(`topN not given: the best ${DEFAULT_TOP_N} candidates are listed.`)

  const observations: Array<string> = []
  observations.push(`${n} balance checkpoints compared; best fit (${searched ? "estimate" : "given"}): ${bestLabel}, RMS difference EUR ${bestRms.toFixed(2)} (${fitStatus}).`)
  observations.push(overC === 0
    ? `The statement's interest (EUR ${fmt(bankC)}) equals the replayed interest.`
    : `The statement's interest (EUR ${fmt(bankC)}) is EUR ${fmt(Math.abs(overC))} ${overC > 0 ? "more" : "less"} than the replayed interest (EUR ${fmt(best.interest)}) over ${plan.days} days (EUR ${fmt(perYearC)} a year).`)
  if (searched && equivalents.length > 1) observations.push(`${equivalents.length} candidates fit equally well; the overcharge ranges from EUR ${Math.min(...eqOver).toFixed(2)} to EUR ${Math.max(...eqOver).toFixed(2)}.`)
  if (Math.abs(best.accruedAtEnd) >= 0.5) observations.push(`EUR ${fmt(roundCents(best.accruedAtEnd))} of interest had accrued at ${periodEnd} and was not yet capitalised under the best fit (not counted).`)
  if (plan.openingIndex > 0) observations.push(`Rows 0 to ${plan.openingIndex - 1} precede the opening checkpoint (first balance with a known rate) and are not replayed.`)
  if (plan.lastIndex < rows.length - 1) observations.push(`Rows ${plan.lastIndex + 1} to ${rows.length - 1} follow the last balance and are not replayed.`)
  if (flaggedRows.length > 0) observations.push(`${flaggedRows.length} checkpoint(s) flagged where the difference jumps: see flaggedRows.`)
  const noted = periodRows.filter((r) => r.interestCharged === undefined && /interest|τόκ|τοκ/i.test(r.description ?? "") && (r.debit !== undefined || r.amount !== undefined))
  if (noted.length > 0) observations.push(`${noted.length} row(s) described as interest carry debit or amount instead of interestCharged: they are treated as non-interest movements.`)

  const sourceIds: Array<SourceId> = [...DAY_COUNT_RULES[best.rules.dayCount].sources]
  const series = Array.from(byYear, (c, k) => ({
    year: plan.firstYear + k,
    bankInterest: hasInterestRows ? eur(bankByYear[k] ?? 0) : null,
    expectedInterest: eur(c),
    overcharge: hasInterestRows ? eur((bankByYear[k] ?? 0) - c) : null
  }))

  return {
    bestFitLabel: bestLabel,
    bestFitRules: { ...best.rules },
    conventionSource: searched ? "search" : "rules",
    rmsDelta: Math.round(bestRms * 10_000) / 10_000,
    fitStatus,
    finalDelta: eur(best.finalDelta),
    confidence,
    periodStart,
    periodEnd,
    rowsAnalyzed: plan.lastIndex - plan.openingIndex + 1,
    checkpointsCompared: n,
    bankInterest: eur(bankC),
    bankInterestSource: hasInterestRows ? "interest-rows" : "balances",
    expectedInterest: eur(best.interest),
    expectedInterestRange: { min: Math.min(...eqInt), max: Math.max(...eqInt) },
    netOvercharge: eur(overC),
    netOverchargeRange: { min: Math.min(...eqOver), max: Math.max(...eqOver) },
    netOverchargePerYear: eur(perYearC),
    rankedCandidates: ranked.slice(0, topN),
    equivalentCandidates: equivalents,
    equivalentCandidateCount: equivalents.length,
    flaggedRows,
    ...(input.includeRowDetail === true ? { rowDetail } : {}),
    series,
    observations,
    sources: citeSources(sourceIds),
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: AuditMortgageStatementOutput): string => {
  const lines = [
    `Mortgage statement audit ${o.periodStart} to ${o.periodEnd}: ${o.checkpointsCompared} balances compared.`,
    `${o.conventionSource === "search" ? "Best-fitting convention (an estimate, not a confirmed bank term)" : "Convention given"}: ${o.bestFitLabel}; RMS difference EUR ${o.rmsDelta.toFixed(2)} (${o.fitStatus}); final difference EUR ${o.finalDelta.toFixed(2)}.`,
    `Interest on the statement EUR ${o.bankInterest.toFixed(2)}; replayed EUR ${o.expectedInterest.toFixed(2)}; net overcharge EUR ${o.netOvercharge.toFixed(2)} (EUR ${o.netOverchargePerYear.toFixed(2)} a year).`
  ]
  if (o.conventionSource === "search") {
    lines.push(`Confidence ${o.confidence.level}${o.confidence.gapToNext === null ? "" : `: next best (${o.confidence.nextBestLabel}) is EUR ${o.confidence.gapToNext.toFixed(2)} worse in RMS`}; ${o.equivalentCandidateCount} equivalent candidate(s), overcharge range EUR ${o.netOverchargeRange.min.toFixed(2)} to ${o.netOverchargeRange.max.toFixed(2)}.`)
  }
  if (o.flaggedRows.length > 0) lines.push(`Flagged rows: ${o.flaggedRows.map((f) => `${f.date} (${f.jump > 0 ? "+" : ""}${f.jump.toFixed(2)})`).join(", ")}.`)
  lines.push(`Assumptions: ${o.assumptions.join(" ")}`)
  return lines.join("\n")
}

export const auditMortgageStatement: ToolDefinition<AuditMortgageStatementInput, AuditMortgageStatementOutput> = {
  name: "audit_mortgage_statement",
  title: "Mortgage statement audit: bank interest convention and overcharge",
  description:
    "Replays a loan day by day over a statement's period and searches 18 bank interest conventions (day count " +
    "Actual/365, Actual/360 or Actual/Actual (ISDA); capitalisation monthly, semi-annual or annual; daily interest exact " +
    "or rounded to the cent), applying the statement's own payments, fees, other movements and rate changes. Candidates " +
    "are ranked by the RMS difference between the replayed and the statement's running balance; the best is reported " +
    "with its error, confidence (gap to the next), equivalent candidates, flagged rows and the implied interest " +
    "overcharge (statement interest - replayed interest, over the period and per year). Requires rows in date order " +
    `with at least one ratePct and at least ${MIN_CHECKPOINTS} balances from the first rate onward. The inferred ` +
    "convention is an estimate, not a confirmed bank term; send rules to test one convention. Amounts EUR, rounded to the cent.",
  access: "anonymous",
  input: AuditMortgageStatementInput,
  output: AuditMortgageStatementOutput,
  run: (input) => {
    const problem = checkAuditInput(input)
    return problem === null ? Effect.succeed(auditMortgageStatementRows(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
