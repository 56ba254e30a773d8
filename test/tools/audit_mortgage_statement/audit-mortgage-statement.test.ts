import { describe, expect, it } from "vitest"
import { Result, Schema, SchemaIssue } from "effect"
import { AuditMortgageStatementInput } from "../../../src/tools/audit_mortgage_statement/input.ts"
import type { AuditMortgageStatementOutput } from "../../../src/tools/audit_mortgage_statement/output.ts"
import { MIN_CHECKPOINTS } from "../../../src/domain/mortgage/statement-replay.ts"
import { CANDIDATE_CONVENTIONS, type ConventionRules } from "../../../src/rules/day-count.ts"
import type { MortgageStatementRowDraft } from "../../../src/domain/mortgage/statement-row.ts"
import { computeAnswer, computeFailure, computeOutput } from "../../support/compute.ts"

// ---------------------------------------------------------------------------------------------
// A statement generator, written independently of the audit (Date objects, one loop): a known loan
// replayed under one convention, printing a row per payment, fee, rate change and interest posting.
// ---------------------------------------------------------------------------------------------

interface Loan {
  readonly start: string
  readonly end: string
  readonly principal: number
  readonly rates: ReadonlyArray<readonly [string, number]>
  readonly payment: number
  readonly paymentDay: number
  readonly fees: ReadonlyArray<readonly [string, number]>
  /** extra interest the "bank" adds to the posting of that date */
  readonly overcharge?: readonly [string, number]
}

const LOAN: Loan = {
  start: "2023-01-01",
  end: "2025-12-31",
  principal: 185_000,
  rates: [
    ["2023-01-01", 4.15],
    ["2023-07-15", 4.6],
    ["2024-03-01", 3.95]
  ],
  payment: 1_250,
  paymentDay: 5,
  fees: [["2024-06-10", 85]]
}

const round = (cents: number) => (cents < 0 ? -Math.round(-cents) : Math.round(cents))
const iso = (d: Date) => d.toISOString().slice(0, 10)

const generate = (
  c: ConventionRules,
  loan: Loan = LOAN
): { rows: Array<MortgageStatementRowDraft>; interestCents: number } => {
  const rows: Array<MortgageStatementRowDraft> = []
  let balance = Math.round(loan.principal * 100)
  let accrued = 0
  let interest = 0
  let rate = 0
  let line = 1
  const day = new Date(`${loan.start}T00:00:00Z`)
  const end = new Date(`${loan.end}T00:00:00Z`)
  for (; day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = iso(day)
    const y = day.getUTCFullYear()
    const m = day.getUTCMonth() + 1
    const newRate = loan.rates.find(([d]) => d === date)
    if (newRate !== undefined) rate = newRate[1]
    if (date === loan.start) {
      rows.push({ date, description: "Opening balance", balance: balance / 100, ratePct: rate, lineNumber: line++ })
    } else if (newRate !== undefined) {
      rows.push({ date, description: `Interest rate change to ${rate}%`, ratePct: rate, lineNumber: line++ })
    }
    if (day.getUTCDate() === loan.paymentDay && date !== loan.start) {
      balance -= Math.round(loan.payment * 100)
      rows.push({
        date,
        description: "Loan instalment",
        payment: loan.payment,
        balance: balance / 100,
        lineNumber: line++
      })
    }
    for (const [d, fee] of loan.fees) {
      if (d === date) {
        balance += Math.round(fee * 100)
        rows.push({ date, description: "Annual account fee", fees: fee, balance: balance / 100, lineNumber: line++ })
      }
    }
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
    const yearDays = c.dayCount === "actual/360" ? 360 : c.dayCount === "actual/365" ? 365 : leap ? 366 : 365
    const daily = balance * (rate / 100 / yearDays)
    accrued += c.dailyRounding === "2-decimals" ? round(daily) : daily
    const tomorrow = new Date(day.getTime() + 86_400_000)
    const monthEnd = tomorrow.getUTCDate() === 1
    const capitalise =
      monthEnd &&
      (c.capitalisation === "monthly" || (c.capitalisation === "semi-annual" && (m === 6 || m === 12)) || m === 12)
    if (capitalise) {
      const extra = loan.overcharge?.[0] === date ? Math.round(loan.overcharge[1] * 100) : 0
      const posted = round(accrued) + extra
      interest += posted
      balance += posted
      accrued = 0
      rows.push({
        date,
        description: "Debit interest",
        interestCharged: posted / 100,
        balance: balance / 100,
        lineNumber: line++
      })
    }
  }
  return { rows, interestCents: interest }
}

/** The result as a call returns it (the pipeline encodes it with the output schema, so it fits). */
const audit = (raw: unknown) => computeOutput<AuditMortgageStatementOutput>("audit_mortgage_statement", raw)
const problem = (raw: unknown) => JSON.stringify({ _tag: computeFailure("audit_mortgage_statement", raw)._tag })
const failureOf = (raw: unknown) => {
  const failure = computeFailure("audit_mortgage_statement", raw)
  if (failure._tag !== "InvalidInput") throw new Error("expected an InvalidInput")
  return failure
}

// ---------------------------------------------------------------------------------------------

describe("audit_mortgage_statement: the true convention is found", () => {
  for (const truth of CANDIDATE_CONVENTIONS) {
    it(`${truth.dayCount}, ${truth.capitalisation}, ${truth.dailyRounding}`, () => {
      const { rows, interestCents } = generate(truth)
      const out = audit({ rows, topN: 18 })
      expect(out.bestFitRules).toEqual(truth)
      expect(out.rankedCandidates[0]?.rules).toEqual(truth)
      expect(out.rmsDelta).toBeLessThanOrEqual(0.005)
      expect(out.fitStatus).toBe("exact")
      expect(out.finalDelta).toBe(0)
      expect(out.rankedCandidates.length).toBe(18)
      expect(out.rankedCandidates[1]!.rmsDelta).toBeGreaterThan(0.01) // the runner-up is visibly worse
      expect(out.equivalentCandidateCount).toBe(1)
      expect(Math.round(out.bankInterest * 100)).toBe(interestCents)
      expect(out.expectedInterest).toBe(out.bankInterest)
      expect(out.netOvercharge).toBe(0)
      expect(out.flaggedRows).toEqual([])
      expect(out.periodStart).toBe("2023-01-01")
      expect(out.periodEnd).toBe("2025-12-31")
      expect(out.assumptions[0]).toMatch(/ESTIMATE/)
    })
  }
})

describe("audit_mortgage_statement: overcharges", () => {
  const truth: ConventionRules = { dayCount: "actual/360", capitalisation: "monthly", dailyRounding: "2-decimals" }

  it("a EUR 12.34 overcharge on the last interest posting is reported to the cent and flagged", () => {
    const { rows } = generate(truth, { ...LOAN, overcharge: ["2025-12-31", 12.34] })
    const { output: out, text } = computeAnswer<AuditMortgageStatementOutput>("audit_mortgage_statement", { rows })
    expect(out.bestFitRules).toEqual(truth)
    expect(out.netOvercharge).toBe(12.34)
    expect(out.finalDelta).toBe(12.34)
    expect(out.netOverchargePerYear).toBe(Math.round((1234 * 365) / 1096) / 100) // 1,096 days in 2023-2025
    expect(out.flaggedRows.map((f) => [f.date, f.jump])).toEqual([["2025-12-31", 12.34]])
    expect(out.series?.map((s) => s.overcharge)).toEqual([0, 0, 12.34])
    expect(text).toMatch(/an estimate, not a confirmed bank term/)
  })

  it("an overcharge in mid-statement is reported with the interest it earned, to the cent (rules given)", () => {
    const clean = generate(truth)
    const { rows, interestCents } = generate(truth, { ...LOAN, overcharge: ["2024-04-30", 250] })
    const out = audit({ rows, rules: truth })
    expect(out.conventionSource).toBe("rules")
    expect(out.expectedInterest * 100).toBeCloseTo(clean.interestCents, 6)
    expect(Math.round(out.netOvercharge * 100)).toBe(interestCents - clean.interestCents)
    expect(out.netOvercharge).toBeGreaterThan(250) // 250 plus the interest charged on it afterwards
    expect(out.flaggedRows[0]?.date).toBe("2024-04-30")
    expect(out.flaggedRows[0]?.jump).toBe(250)
    expect(out.assumptions[0]).toMatch(/given by the caller/)
  })
})

describe("audit_mortgage_statement: a case checkable by hand", () => {
  const examples = Schema.resolveAnnotations(AuditMortgageStatementInput)?.examples ?? []

  it("examples[0]: 150,000 at 4.25%, Actual/365, monthly, fits exactly", () => {
    // January: 4 days x 150,000 x 4.25% / 365 = 69.863 + 27 days x 148,900 x 4.25% / 365 = 468.117 -> 537.98
    const out = audit(examples[0])
    expect(out.bankInterest).toBe(1_555.84)
    expect(out.expectedInterest).toBe(1_555.84)
    expect(out.rmsDelta).toBe(0)
    expect(out.bestFitRules.dayCount).toBe("actual/365")
    expect(out.bestFitRules.capitalisation).toBe("monthly")
    expect(out.rankedCandidates.length).toBe(3)
    expect(out.assumptions.some((a) => /topN not given/.test(a))).toBe(true)
    for (const ex of examples) audit(ex)
  })

  it("includeRowDetail gives the replayed balance of every row", () => {
    const out = audit({
      ...(examples[0] as object),
      includeRowDetail: true,
      rules: { dayCount: "actual/365", capitalisation: "monthly", dailyRounding: "exact" }
    })
    expect(out.rowDetail?.map((r) => r.expectedBalance)).toEqual([
      148_900, 149_437.98, 148_337.98, 148_822.11, 147_722.11, 148_255.84
    ])
    expect(out.rowsAnalyzed).toBe(7)
  })

  it("without interest rows the statement interest is implied by the balances", () => {
    const rows = (examples[0] as unknown as { rows: Array<Record<string, unknown>> }).rows.map(
      ({ interestCharged, ...r }) =>
        interestCharged === undefined ? r : { ...r, amount: 0, description: "Balance carried" }
    )
    const out = audit({ rows, rules: { dayCount: "actual/365", capitalisation: "monthly", dailyRounding: "exact" } })
    expect(out.bankInterestSource).toBe("balances")
    expect(out.bankInterest).toBe(1_555.84)
    expect(out.netOvercharge).toBe(0)
  })
})

describe("audit_mortgage_statement: input problems are 400s", () => {
  const { rows } = generate(CANDIDATE_CONVENTIONS[0]!)

  it(`fewer than ${MIN_CHECKPOINTS} balance checkpoints`, () => {
    const few = [
      rows[0]!,
      { date: "2023-01-05", payment: 1_250, balance: 183_750 },
      { date: "2023-01-20", payment: 100 }
    ]
    const p = failureOf({ rows: few })
    expect(p._tag).toBe("InvalidInput")
    expect(p.fieldErrors.rows?.[0]).toMatch(/2 balance checkpoint\(s\).*at least 3/)
    expect(p.hint).toMatch(/at least 3 rows with a balance/)
  })

  it("no rate anywhere", () => {
    const p = failureOf({ rows: rows.map(({ ratePct: _r, ...r }) => r) })
    expect(p.fieldErrors.rows?.[0]).toMatch(/no row carries ratePct/)
    expect(p.hint).toMatch(/interest rate/)
    expect(problem({ rows: rows.map(({ ratePct: _r, ...r }) => r) })).toMatch(/InvalidInput/)
  })

  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(AuditMortgageStatementInput)(raw, { errors: "all", onExcessProperty: "error" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every required field", () => {
    const found = issues({})
    expect(Object.keys(found)).toEqual(["rows"])
    expect(found.rows).toMatch(/parse_mortgage_statement_text/)
  })

  it("rows out of date order, unknown row fields and bad dates are field errors", () => {
    expect(
      Object.keys(
        issues({
          rows: [
            { date: "2024-02-01", balance: 1 },
            { date: "2024-01-01", balance: 1 }
          ]
        })
      )
    ).toEqual(["rows.1.date"])
    expect(Object.keys(issues({ rows: [{ date: "2024-02-30", balance: 1 }] }))).toEqual(["rows.0.date"])
    expect(Object.keys(issues({ rows: [{ date: "2024-02-01", balance: 1, valueDate: "2024-02-01" }] }))).toEqual([
      "rows.0.valueDate"
    ])
    expect(Object.keys(issues({ rows: [] }))).toEqual(["rows"])
    expect(Object.keys(issues({ rows, topN: 19 }))).toEqual(["topN"])
  })
})
