/**
 * Compute benchmark of audit_mortgage_statement: a 10-year statement (3,653 days, monthly instalments and
 * interest postings, 3 rate changes), all 18 conventions, against a baseline measured in the same run:
 * one replay (its own day sequence + the daily loop, one convention) times 18.
 *
 *   ./node_modules/.bin/node bench/mortgage-audit.ts
 */
import { Effect } from "effect"
import { auditMortgageStatement } from "../src/tools/audit_mortgage_statement/tool.ts"
import { buildPlan, replay } from "../src/domain/mortgage/statement-replay.ts"
import { CANDIDATE_CONVENTIONS, daysInMonth } from "../src/rules/day-count.ts"
import type { MortgageStatementRowDraft } from "../src/domain/mortgage/statement-row.ts"

// A 10-year statement, Actual/Actual, monthly capitalisation, exact daily interest (synthetic).
const rows: Array<MortgageStatementRowDraft> = []
{
  let balance = 25_000_000 // cents
  let accrued = 0
  let rate = 4.1
  const rates: Record<string, number> = { "2018-07-01": 3.6, "2020-03-15": 2.95, "2023-01-10": 4.85 }
  rows.push({ date: "2016-01-01", description: "Opening balance", balance: balance / 100, ratePct: rate })
  for (let y = 2016; y <= 2025; y++) {
    for (let m = 1; m <= 12; m++) {
      for (let d = 1; d <= daysInMonth(y, m); d++) {
        const date = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`
        if (rates[date] !== undefined) {
          rate = rates[date]
          rows.push({ date, description: "Rate change", ratePct: rate })
        }
        if (d === 5 && date !== "2016-01-01") {
          balance -= 180_000
          rows.push({ date, description: "Instalment", payment: 1_800, balance: balance / 100 })
        }
        const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
        accrued += balance * (rate / 100 / (leap ? 366 : 365))
        if (d === daysInMonth(y, m)) {
          const posted = Math.round(accrued)
          balance += posted
          accrued = 0
          rows.push({ date, description: "Debit interest", interestCharged: posted / 100, balance: balance / 100 })
        }
      }
    }
  }
}
const input = { rows }

const time = (label: string, iterations: number, f: () => void): number => {
  for (let i = 0; i < Math.max(20, iterations / 10); i++) f() // warm-up
  const samples: Array<number> = []
  for (let round = 0; round < 7; round++) {
    const t0 = performance.now()
    for (let i = 0; i < iterations; i++) f()
    samples.push((performance.now() - t0) / iterations)
  }
  samples.sort((a, b) => a - b)
  const median = samples[3]!
  console.log(`${label.padEnd(52)} ${(median * 1000).toFixed(1).padStart(8)} µs`)
  return median
}

/** The pipeline gives every run its environment; a calculator reads only the date from it. */
const BENCH_ENVIRONMENT = {
  caller: { kind: "anonymous" as const, clientIp: "", guestId: null },
  today: "2026-01-01",
  baseUrl: ""
}

const runAudit = () => Effect.runSync(auditMortgageStatement.run(input, BENCH_ENVIRONMENT))
const check = runAudit()
console.log(
  `statement: ${rows.length} rows, ${check.periodStart} to ${check.periodEnd}, ${check.checkpointsCompared} checkpoints; best fit ${check.bestFitLabel}, RMS ${check.rmsDelta}`
)

const plan = buildPlan(rows)!
const scratch = new Float64Array(plan.probeDay.length)
const one = CANDIDATE_CONVENTIONS[0]!

const audit = time("audit, all 18 conventions (run)", 200, runAudit)
const single = time("one replay: day sequence + daily loop, 1 convention", 500, () =>
  replay(buildPlan(rows)!, one, new Float64Array(plan.probeDay.length), null)
)
const kernel = time("daily loop only (shared day sequence), 1 convention", 2000, () => replay(plan, one, scratch, null))

const baseline = single * 18
console.log(`baseline, one replay x 18                            ${(baseline * 1000).toFixed(1).padStart(8)} µs`)
console.log(`ratio audit / (one replay x 18): ${(audit / baseline).toFixed(2)} (target <= 2)`)
console.log(`for reference, audit / (daily loop only x 18): ${(audit / (kernel * 18)).toFixed(2)}`)
console.log(`absolute time per audit: ${(audit * 1000).toFixed(0)} µs (${plan.days} days x 18 conventions)`)
