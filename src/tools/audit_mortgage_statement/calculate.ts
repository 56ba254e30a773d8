import { assumptionList } from "../../core/assumptions.ts"
import type { FieldErrors } from "../../core/errors.ts"
import { formatCents, formatEur } from "../../core/format.ts"
import { cents, euros, roundCents, roundTo } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import { CANDIDATE_CONVENTIONS, conventionLabel, DAY_COUNT_RULES, parseIsoDay } from "../../rules/day-count.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { movementCents } from "../../domain/mortgage/statement-row.ts"
import {
  buildPlan,
  findOpening,
  MIN_CHECKPOINTS,
  replay,
  type ReplaySummary
} from "../../domain/mortgage/statement-replay.ts"
import { MORTGAGE_AUDIT_ASSUMPTIONS } from "./assumptions.ts"
import { type AuditMortgageStatementInput, DEFAULT_TOP_N } from "./input.ts"
import {
  type AuditMortgageStatementOutput,
  EQUIVALENCE_MIN_EUR,
  EQUIVALENCE_RELATIVE,
  FIT_APPROXIMATE_EUR,
  FIT_CLOSE_EUR,
  FIT_EXACT_EUR
} from "./output.ts"

/** A checkpoint is flagged when the difference jumps by more than this since the previous checkpoint. */
const FLAG_JUMP_EUR = 0.5
/** Longest replay accepted (days), about 40 years. */
const MAX_PERIOD_DAYS = 14_610

/** Input problems the Schema cannot see (400). */
export const checkAuditInput = (input: AuditMortgageStatementInput): InputProblem | null => {
  const fieldErrors: FieldErrors = {}
  const rows = input.rows
  if (!rows.some((r) => r.ratePct !== undefined)) {
    fieldErrors.rows = [
      "no row carries ratePct: the audit needs the annual interest rate in force (at least one row with ratePct, on or before the opening balance)"
    ]
    return new InputProblem(
      fieldErrors,
      "Ask the user for the interest rate shown on the statement or the loan contract and send it as ratePct on the first row with a balance."
    )
  }
  const opening = findOpening(rows)
  const checkpoints = opening < 0 ? 0 : rows.slice(opening).filter((r) => r.balance !== undefined).length
  if (checkpoints < MIN_CHECKPOINTS) {
    fieldErrors.rows = [
      `${checkpoints} balance checkpoint(s) from the first rate onward; at least ${MIN_CHECKPOINTS} are needed (the opening balance and ${MIN_CHECKPOINTS - 1} to compare)`
    ]
    return new InputProblem(
      fieldErrors,
      `Send more statement rows with their running balance (at least ${MIN_CHECKPOINTS} rows with a balance, dated on or after the first row with ratePct); a statement covering several months with its balance column works best.`
    )
  }
  const last = rows.findLastIndex((r) => r.balance !== undefined)
  const span = parseIsoDay(rows[last]!.date) - parseIsoDay(rows[opening]!.date) + 1
  if (span > MAX_PERIOD_DAYS) {
    fieldErrors.rows = [`the statement spans ${span} days; at most ${MAX_PERIOD_DAYS} (about 40 years) can be replayed`]
    return new InputProblem(fieldErrors, "Send a shorter part of the statement.")
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// The audit
// ---------------------------------------------------------------------------------------------

const eur = (c: number): number => euros(roundCents(c))
const amount = (x: number): string => formatEur(x, { unit: false })
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
      const c = cents(r.interestCharged ?? 0)
      bankC += c
      const yi = Number(r.date.slice(0, 4)) - plan.firstYear
      bankByYear[yi] = (bankByYear[yi] ?? 0) + c
    }
  } else {
    const moves = periodRows.reduce((s, r) => s + movementCents(r), 0)
    bankC = cents(rows[plan.lastIndex]!.balance!) - plan.openingCents - moves
  }

  const ranked = order.map((i, k) => {
    const s = summaries[i]!
    return {
      rank: k + 1,
      label: conventionLabel(s.rules),
      rules: { ...s.rules },
      rmsDelta: roundTo(rmsOf(s, n), 4),
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
  const confidence =
    !searched || gap === null
      ? { level: "not-searched" as const, gapToNext: null, nextBestLabel: null }
      : {
          level:
            equivalents.length > 1
              ? ("low" as const)
              : gap >= 1 && rmsOf(second!, n) >= 3 * bestRms
                ? ("high" as const)
                : gap >= 0.1
                  ? ("medium" as const)
                  : ("low" as const),
          gapToNext: roundTo(gap, 4),
          nextBestLabel: conventionLabel(second!.rules)
        }
  const fitStatus =
    bestRms <= FIT_EXACT_EUR
      ? "exact"
      : bestRms <= FIT_CLOSE_EUR
        ? "close"
        : bestRms <= FIT_APPROXIMATE_EUR
          ? "approximate"
          : "poor"

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
          ...ref,
          statementBalance: eur(plan.probeBalance[p]!),
          expectedBalance: eur(value),
          delta: eur(delta),
          jump: eur(jump),
          reason:
            `The statement balance moved EUR ${fmt(jump)} ${jump > 0 ? "more" : "less"} than the replay since the previous checkpoint` +
            (row.interestCharged !== undefined
              ? ` (an interest row: the bank charged EUR ${fmt(cents(row.interestCharged))})`
              : "") +
            "."
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
  const perYearC = roundCents((overC * 365) / plan.days)
  const eqOver = equivalents.map((c) => c.netOvercharge)
  const eqInt = equivalents.map((c) => c.expectedInterest)

  const said = assumptionList(MORTGAGE_AUDIT_ASSUMPTIONS)
  if (searched) said.add("mortgage-audit.convention-estimated", { field: "rules", value: bestLabel, reason: "model" })
  else said.add("mortgage-audit.convention-given", { field: "rules", value: bestLabel, reason: "input" })
  said.add("mortgage-audit.replay", {
    value: periodStart,
    reason: "model",
    params: { openingRow: plan.openingIndex, periodEnd }
  })
  if (rows[plan.openingIndex]!.interestCharged !== undefined)
    said.add("mortgage-audit.opening-interest-row", { field: "rows", value: periodStart, reason: "input" })
  said.add("mortgage-audit.no-accrued-at-start", { value: 0, reason: "model" })
  said.add("mortgage-audit.rate-by-row", { field: "rows[].ratePct", reason: "input" })
  said.add("mortgage-audit.equivalence-and-flags", {
    value: EQUIVALENCE_MIN_EUR,
    reason: "model",
    params: { relativePercent: EQUIVALENCE_RELATIVE * 100, flagJump: FLAG_JUMP_EUR }
  })
  if (!hasInterestRows)
    said.add("mortgage-audit.interest-from-balances", { field: "rows[].interestCharged", reason: "input" })
  said.add("mortgage-audit.per-year", { value: plan.days, reason: "model" })
  if (input.topN === undefined)
    said.add("mortgage-audit.top-n-omitted", { field: "topN", value: DEFAULT_TOP_N, reason: "omitted" })

  const observations: Array<string> = []
  observations.push(
    `${n} balance checkpoints compared; best fit (${searched ? "estimate" : "given"}): ${bestLabel}, RMS difference EUR ${amount(bestRms)} (${fitStatus}).`
  )
  observations.push(
    overC === 0
      ? `The statement's interest (EUR ${fmt(bankC)}) equals the replayed interest.`
      : `The statement's interest (EUR ${fmt(bankC)}) is EUR ${fmt(Math.abs(overC))} ${overC > 0 ? "more" : "less"} than the replayed interest (EUR ${fmt(best.interest)}) over ${plan.days} days (EUR ${fmt(perYearC)} a year).`
  )
  if (searched && equivalents.length > 1)
    observations.push(
      `${equivalents.length} candidates fit equally well; the overcharge ranges from EUR ${amount(Math.min(...eqOver))} to EUR ${amount(Math.max(...eqOver))}.`
    )
  if (Math.abs(best.accruedAtEnd) >= 0.5)
    observations.push(
      `EUR ${fmt(roundCents(best.accruedAtEnd))} of interest had accrued at ${periodEnd} and was not yet capitalised under the best fit (not counted).`
    )
  if (plan.openingIndex > 0)
    observations.push(
      `Rows 0 to ${plan.openingIndex - 1} precede the opening checkpoint (first balance with a known rate) and are not replayed.`
    )
  if (plan.lastIndex < rows.length - 1)
    observations.push(`Rows ${plan.lastIndex + 1} to ${rows.length - 1} follow the last balance and are not replayed.`)
  if (flaggedRows.length > 0)
    observations.push(`${flaggedRows.length} checkpoint(s) flagged where the difference jumps: see flaggedRows.`)
  const noted = periodRows.filter(
    (r) =>
      r.interestCharged === undefined &&
      /interest|τόκ|τοκ/i.test(r.description ?? "") &&
      (r.debit !== undefined || r.amount !== undefined)
  )
  if (noted.length > 0)
    observations.push(
      `${noted.length} row(s) described as interest carry debit or amount instead of interestCharged: they are treated as non-interest movements.`
    )

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
    rmsDelta: roundTo(bestRms, 4),
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
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
