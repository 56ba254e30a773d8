import { describe, expect, it } from "vitest"
import { Result, Schema, SchemaIssue } from "effect"
import fc from "fast-check"
import { analyzePortfolio } from "../../../src/tools/analyze_portfolio/tool.ts"
import { AnalyzePortfolioInput } from "../../../src/tools/analyze_portfolio/input.ts"
import type { AnalyzePortfolioOutput } from "../../../src/tools/analyze_portfolio/output.ts"
import { computeAnswer, computeFieldErrors, computeOutput } from "../../support/compute.ts"

const TOOL = "analyze_portfolio"
const TODAY = { today: "2025-12-31" }

const ok = (raw: unknown) => computeOutput<AnalyzePortfolioOutput>(TOOL, raw, TODAY)
const succeeds = (raw: unknown) => Object.keys(computeFieldErrors(TOOL, raw, TODAY)).length === 0
/** The field errors of a 400 the analysis raises (the request itself decodes). */
const failure = (raw: unknown) => {
  expect(Schema.is(AnalyzePortfolioInput)(raw)).toBe(true)
  const fieldErrors = computeFieldErrors(TOOL, raw, TODAY)
  if (Object.keys(fieldErrors).length === 0) throw new Error("expected a 400")
  return { fieldErrors }
}

const deposit = (date: string, amount: number) => ({ date, type: "deposit", amount, currency: "EUR" })
const withdrawal = (date: string, amount: number) => ({ date, type: "withdrawal", amount, currency: "EUR" })
const total = (date: string, amount: number) => ({ date, type: "valuation", amount, currency: "EUR" })
const one = (transactions: ReadonlyArray<unknown>, asOfDate: string) => ({
  baseCurrency: "EUR",
  asOfDate,
  subPortfolios: [{ name: "A", transactions }]
})

describe("analyze_portfolio: time-weighted return, textbook cases chained by hand", () => {
  it("two sub-periods of +10%: TWR 21%", () => {
    // 1,000 in; worth 1,100 on 30 Jun before 500 more (1,600 at the end of the day); 1,760 at year end
    // r1 = 1,100 / 1,000 - 1 = 10%; r2 = 1,760 / 1,600 - 1 = 10%; TWR = 1.1 x 1.1 - 1 = 21%
    const o = ok(
      one(
        [
          deposit("2023-01-01", 1_000),
          deposit("2023-06-30", 500),
          total("2023-06-30", 1_600),
          total("2023-12-31", 1_760)
        ],
        "2023-12-31"
      )
    )
    expect(o.timeWeightedReturn).toBeCloseTo(0.21, 6)
    expect(o.totalInvested).toBe(1_500)
    expect(o.currentValue).toBe(1_760)
    expect(o.totalGain).toBe(260)
    expect(o.totalGainPercent).toBe(17.33)
    expect(o.measurementPeriod).toEqual({
      startDate: "2023-01-01",
      endDate: "2023-12-31",
      days: 364,
      isEndDateDefaulted: false
    })
    expect(o.cagr).toBeNull() // 364 days: not annualised
    expect(o.series.map((p) => p.cumulativeTimeWeightedReturn)).toEqual([0, 0.1, 0.21].map((x) => expect.closeTo(x, 9)))
  })

  it("three sub-periods with a withdrawal and a deposit: +5%, -2%, +5%", () => {
    // r1 = 105,000 / 100,000 - 1 = 5%  (95,000 after withdrawing 10,000 on 1 Apr)
    // r2 = 93,100 / 95,000 - 1 = -2%   (113,100 after depositing 20,000 on 1 Sep)
    // r3 = 118,755 / 113,100 - 1 = 5%
    // TWR = 1.05 x 0.98 x 1.05 - 1 = 0.08045
    const o = ok(
      one(
        [
          deposit("2022-01-01", 100_000),
          withdrawal("2022-04-01", 10_000),
          total("2022-04-01", 95_000),
          deposit("2022-09-01", 20_000),
          total("2022-09-01", 113_100),
          total("2023-01-01", 118_755)
        ],
        "2023-01-01"
      )
    )
    expect(o.timeWeightedReturn).toBeCloseTo(0.08045, 6)
    expect(o.annualizedTimeWeightedReturn).toBeCloseTo(1.08045 ** (365.25 / 365) - 1, 6)
    expect(o.totalInvested).toBe(110_000)
    expect(o.currentValue).toBe(118_755)
    expect(o.totalGain).toBe(8_755)
    // CAGR on net invested capital: (118,755 / 110,000)^(365.25 / 365) - 1
    expect(o.cagr).toBeCloseTo((118_755 / 110_000) ** (365.25 / 365) - 1, 6)
    // XIRR: -100,000 (t = 0), +10,000 (t = 90 d), -20,000 (t = 243 d), +118,755 (t = 365 d), at 365.25 days a year
    const r = o.moneyWeightedReturn!
    const npv = [
      [-100_000, 0],
      [10_000, 90],
      [-20_000, 243],
      [118_755, 365]
    ].reduce((s, [a, d]) => s + a! * (1 + r) ** (-d! / 365.25), 0)
    expect(Math.abs(npv)).toBeLessThan(1e-4)
  })

  it("holdings priced by trades and valuation rows: cash, fee, dividend, to the cent", () => {
    // 10,000 in; buy 80 x 110 + 5 fee = 8,805; dividend 48; 1 Jul: 80 x 118.5 + 1,243 cash = 10,723, +2,000 = 12,723
    // r1 = 10,723 / 10,000 - 1 = 7.23%; end: 80 x 131.2 + 10 x 205.17 x 0.852 + 1,243.5 cash = 13,487.5484
    // (AAPL bought for 10 x 215 x 0.93 = 1,999.50); r2 = 13,487.5484 / 12,723 - 1
    const ex = Schema.resolveAnnotations(AnalyzePortfolioInput)?.examples?.[0]
    const o = ok(ex)
    expect(o.currentValue).toBe(13_487.55)
    expect(o.totalInvested).toBe(12_000)
    expect(o.subPortfolios[0]?.cash).toBe(1_243.5)
    expect(o.timeWeightedReturn).toBeCloseTo(1.0723 * (13_487.5484 / 12_723) - 1, 6)
    expect(o.allocationShares.byHolding.map((h) => [h.ticker, h.value])).toEqual([
      ["VWCE", 10_496],
      ["AAPL", 1_748.05]
    ])
  })
})

describe("multi-currency", () => {
  const usd = (extra: Record<string, unknown> = {}) => ({
    baseCurrency: "EUR",
    asOfDate: "2025-03-31",
    subPortfolios: [
      {
        name: "US broker",
        transactions: [
          deposit("2025-01-02", 1_000),
          {
            date: "2025-01-03",
            type: "buy",
            ticker: "AAPL",
            quantity: 10,
            price: 100,
            currency: "USD",
            fxRate: 0.9,
            ...extra
          },
          { date: "2025-03-31", type: "valuation", ticker: "AAPL", price: 120, currency: "USD", fxRate: 0.95 }
        ]
      }
    ]
  })

  it("converts each row at its own rate", () => {
    // cost 10 x 100 x 0.9 = 900 EUR, cash 100; value 10 x 120 x 0.95 = 1,140 + 100 = 1,240
    const o = ok(usd())
    expect(o.currentValue).toBe(1_240)
    expect(o.totalGain).toBe(240)
    expect(o.timeWeightedReturn).toBeCloseTo(0.24, 6)
    expect(o.allocationShares.byCurrency).toEqual([
      { key: "USD", value: 1_140, sharePercent: 91.94 },
      { key: "EUR", value: 100, sharePercent: 8.06 }
    ])
    expect(o.allocationShares.byHolding[0]).toMatchObject({
      ticker: "AAPL",
      price: 120,
      fxRate: 0.95,
      value: 1_140,
      sharePercent: 91.94
    })
    expect(o.assumptions.join(" ")).toMatch(/exchange gains or losses on cash/)
  })

  it("a row in another currency without fxRate is a 400 naming it", () => {
    const raw = usd()
    const tx = raw.subPortfolios[0]!.transactions[1] as Record<string, unknown>
    delete tx.fxRate
    const p = failure(raw)
    expect(Object.keys(p.fieldErrors)).toEqual(["subPortfolios.0.transactions.1.fxRate"])
    expect(p.fieldErrors["subPortfolios.0.transactions.1.fxRate"]?.[0]).toMatch(/EUR per 1 USD on 2025-01-03/)
  })
})

describe("transfers between sub-portfolios", () => {
  const twoSleeves = (confirmed: boolean) => ({
    baseCurrency: "EUR",
    asOfDate: "2025-12-31",
    subPortfolios: [
      {
        name: "Fund",
        transactions: [
          deposit("2025-01-01", 1_000),
          {
            date: "2025-06-30",
            type: "transfer_out",
            amount: 300,
            currency: "EUR",
            ...(confirmed ? { isConfirmedInternalTransfer: true } : {})
          },
          total("2025-12-31", 840)
        ]
      },
      {
        name: "Cash",
        transactions: [
          {
            date: "2025-06-30",
            type: "transfer_in",
            amount: 300,
            currency: "EUR",
            ...(confirmed ? { isConfirmedInternalTransfer: true } : {})
          },
          { date: "2025-12-31", type: "interest", amount: 6, currency: "EUR" }
        ]
      }
    ]
  })

  it("confirmed legs net to an internal transfer: no valuation needed on the transfer date", () => {
    // combined flows: only the 1,000 deposit; TWR = (840 + 306) / 1,000 - 1 = 14.6%
    const o = ok(twoSleeves(true))
    expect(o.internalTransfers).toEqual([
      { date: "2025-06-30", fromSubPortfolio: "Fund", toSubPortfolio: "Cash", value: 300 }
    ])
    expect(o.unconfirmedTransfers).toEqual([])
    expect(o.timeWeightedReturn).toBeCloseTo(0.146, 6)
    expect(o.totalInvested).toBe(1_000)
    expect(o.currentValue).toBe(1_146)
    expect(o.subPortfolios.map((s) => s.totalInvested)).toEqual([700, 300])
    // Each sleeve counts its transfer: Fund needs its value on 30 Jun, which it lacks; Cash: 306 / 300 - 1 = 2%
    expect(o.subPortfolios[0]?.timeWeightedReturn).toBeNull()
    expect(o.subPortfolios[1]?.timeWeightedReturn).toBeCloseTo(0.02, 6)
  })

  it("an unconfirmed pair is reported and asked about, and stays an external flow", () => {
    const o = ok(twoSleeves(false))
    expect(o.internalTransfers).toEqual([])
    expect(o.unconfirmedTransfers).toHaveLength(1)
    expect(o.unconfirmedTransfers[0]).toMatchObject({
      date: "2025-06-30",
      fromSubPortfolio: "Fund",
      toSubPortfolio: "Cash",
      value: 300
    })
    expect(o.followUpQuestions[0]).toMatch(/isConfirmedInternalTransfer: true on both rows/)
    expect(o.timeWeightedReturn).toBeNull()
    expect(o.missingValuations).toEqual([{ date: "2025-06-30", subPortfolio: "Fund", ticker: null }])
  })

  it("a single confirmed leg without its partner is asked about", () => {
    const raw = twoSleeves(true)
    const legs: Array<unknown> = raw.subPortfolios[1]!.transactions
    legs[0] = {
      date: "2025-07-01",
      type: "transfer_in",
      amount: 300,
      currency: "EUR",
      isConfirmedInternalTransfer: true
    }
    const o = ok(raw)
    expect(o.internalTransfers).toEqual([])
    expect(o.unconfirmedTransfers.map((u) => u.question).join(" ")).toMatch(/where is the other leg/)
  })
})

describe("missing valuations", () => {
  const ledger = [
    deposit("2024-01-02", 1_000),
    { date: "2024-01-02", type: "buy", ticker: "VWCE", quantity: 10, price: 100, currency: "EUR" },
    deposit("2024-05-02", 500),
    { date: "2024-12-31", type: "valuation", ticker: "VWCE", price: 120, currency: "EUR" }
  ]

  it("TWR is null and names the valuation dates missing before a flow; the value is still given", () => {
    const o = ok(one(ledger, "2024-12-31"))
    expect(o.timeWeightedReturn).toBeNull()
    expect(o.timeWeightedReturnNote).toMatch(/missing at 2024-05-02/)
    expect(o.missingValuations).toEqual([{ date: "2024-05-02", subPortfolio: "A", ticker: "VWCE" }])
    expect(o.currentValue).toBe(1_700) // 10 x 120 + 500 cash
    expect(o.followUpQuestions.join(" ")).toMatch(/end of 2024-05-02/)
  })

  it("a price older than asOfDate gives the current value (disclosed) but no TWR at the end date", () => {
    const o = ok(
      one(
        ledger
          .slice(0, 2)
          .concat([{ date: "2024-12-30", type: "valuation", ticker: "VWCE", price: 120, currency: "EUR" }]),
        "2024-12-31"
      )
    )
    expect(o.currentValue).toBe(1_200)
    expect(o.assumptions.join(" ")).toMatch(/VWCE in "A" \(2024-12-30\)/)
    expect(o.timeWeightedReturn).toBeNull()
    expect(o.missingValuations).toEqual([{ date: "2024-12-31", subPortfolio: "A", ticker: "VWCE" }])
  })

  it("a holding with no price at all is a 400 naming it", () => {
    const p = failure(one(ledger.slice(0, 3), "2024-12-31"))
    expect(p.fieldErrors["subPortfolios.0.transactions"]?.[0]).toMatch(/no valuation for VWCE/)
  })

  it("selling more than is held is a 400 naming the row", () => {
    const p = failure(
      one(
        [
          deposit("2024-01-02", 1_000),
          { date: "2024-01-03", type: "sell", ticker: "X", quantity: 1, price: 5, currency: "EUR" }
        ],
        "2024-12-31"
      )
    )
    expect(Object.keys(p.fieldErrors)).toEqual(["subPortfolios.0.transactions.1.quantity"])
  })
})

describe("holdings, trades-only ledgers and the end date", () => {
  it("holdings without cost are measured from today, disclosed", () => {
    const o = ok(Schema.resolveAnnotations(AnalyzePortfolioInput)?.examples?.[2])
    // IWDA 50 x 98.4 = 4,920 (cost 3,900); MSFT 5 x 495.94 x 0.852 = 2,112.7044 (no cost: invested = value)
    expect(o.currentValue).toBe(7_032.7)
    expect(o.totalInvested).toBe(6_012.7)
    expect(o.totalGain).toBe(1_020)
    expect(o.timeWeightedReturn).toBeNull()
    expect(o.assumptions.join(" ")).toMatch(/performance from today/)
  })

  it("a ledger of trades only counts uncovered purchases as money brought in", () => {
    const o = ok(
      one(
        [
          { date: "2024-01-02", type: "buy", ticker: "X", quantity: 10, price: 100, currency: "EUR" },
          { date: "2024-06-03", type: "sell", ticker: "X", quantity: 5, price: 110, currency: "EUR" },
          { date: "2024-06-04", type: "buy", ticker: "Y", quantity: 10, price: 60, currency: "EUR" },
          { date: "2024-12-31", type: "valuation", ticker: "X", price: 120, currency: "EUR" },
          { date: "2024-12-31", type: "valuation", ticker: "Y", price: 66, currency: "EUR" }
        ],
        "2024-12-31"
      )
    )
    // in: 1,000 on 2 Jan, then 600 - 550 = 50 on 4 Jun; value 5 x 120 + 10 x 66 = 1,260
    expect(o.totalInvested).toBe(1_050)
    expect(o.currentValue).toBe(1_260)
    expect(o.performanceNotes.join(" ")).toMatch(/records no deposits or withdrawals/)
  })

  it("asOfDate omitted: the pipeline's today is used and disclosed", () => {
    const raw = { baseCurrency: "EUR", subPortfolios: [{ name: "A", transactions: [deposit("2025-01-02", 100)] }] }
    const o = ok(raw)
    expect(o.measurementPeriod).toEqual({
      startDate: "2025-01-02",
      endDate: "2025-12-31",
      days: 363,
      isEndDateDefaulted: true
    })
    expect(o.assumptions[0]).toMatch(/today's date 2025-12-31/)
  })

  it("rows after asOfDate are refused", () => {
    const p = failure(one([deposit("2025-01-02", 100), deposit("2026-01-02", 100)], "2025-12-31"))
    expect(Object.keys(p.fieldErrors)).toEqual(["subPortfolios.0.transactions.1.date"])
  })
})

describe("property: TWR is unchanged by a cash flow timed at a valuation point", () => {
  // One fund priced p_0 .. p_n on n+1 dates; every deposit (or withdrawal) happens on a priced date and is
  // invested (or raised) at that date's price. Whatever the flows, the TWR is p_n / p_0 - 1.
  const dates = Array.from({ length: 8 }, (_, i) => `2024-${String(i + 1).padStart(2, "0")}-15`)
  it("holds for any prices and flows", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 5, max: 500, noNaN: true }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.double({ min: -0.5, max: 3, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (prices, flowShares) => {
          const txs: Array<unknown> = [
            deposit(dates[0]!, 1_000),
            {
              date: dates[0],
              type: "buy",
              ticker: "F",
              quantity: 1_000 / prices[0]!,
              price: prices[0],
              currency: "EUR"
            }
          ]
          let units = 1_000 / prices[0]!
          for (let i = 1; i < 8; i++) {
            const price = prices[i]!,
              date = dates[i]!
            const value = units * price
            const flow = Math.round(value * flowShares[i - 1]! * 100) / 100
            if (Math.abs(flow) >= 0.01 && value + flow > 1) {
              const q = Math.abs(flow) / price
              if (flow > 0)
                txs.push(deposit(date, flow), { date, type: "buy", ticker: "F", quantity: q, price, currency: "EUR" })
              else
                txs.push(
                  { date, type: "sell", ticker: "F", quantity: q, price, currency: "EUR" },
                  withdrawal(date, -flow)
                )
              units += flow / price
            }
            txs.push({ date, type: "valuation", ticker: "F", price, currency: "EUR" })
          }
          const o = ok(one(txs, dates[7]!))
          expect(o.timeWeightedReturn).not.toBeNull()
          expect(o.timeWeightedReturn!).toBeCloseTo(prices[7]! / prices[0]! - 1, 6)
        }
      ),
      { numRuns: 200 }
    )
  })
})

describe("examples and validation", () => {
  it("examples[0] is complete, and every example runs", () => {
    const examples = Schema.resolveAnnotations(AnalyzePortfolioInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(examples[0]).toMatchObject({ baseCurrency: "EUR", asOfDate: "2025-06-30" })
    for (const ex of examples) expect(succeeds(ex)).toBe(true)
  })

  it("summarize ends with the assumptions and labels the XIRR", () => {
    const text = computeAnswer(TOOL, Schema.resolveAnnotations(AnalyzePortfolioInput)?.examples?.[0], TODAY).text
    expect(text).toContain("value EUR 13,487.55, net invested EUR 12,000.00, gain EUR 1,487.55 (12.40%)")
    expect(text).toContain("Money-weighted return (XIRR, a different measure)")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
  })

  it("is the published tool", () => {
    expect(analyzePortfolio).toMatchObject({ name: "analyze_portfolio", access: "anonymous", readOnly: true })
  })

  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(AnalyzePortfolioInput)(raw, { errors: "all", onExcessProperty: "error" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }

  it("{} gives an issue for every required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["baseCurrency", "subPortfolios"])
    expect(found.baseCurrency).toMatch(/never assume/)
  })

  it("checks each row's fields for its type, and refuses unknown fields", () => {
    const tx = (t: Record<string, unknown>) => issues(one([t], "2025-01-01"))
    expect(Object.keys(tx({ date: "2025-01-01", type: "buy", currency: "EUR" })).sort()).toEqual([
      "subPortfolios.0.transactions.0.price",
      "subPortfolios.0.transactions.0.quantity",
      "subPortfolios.0.transactions.0.ticker"
    ])
    expect(Object.keys(tx({ date: "2025-01-01", type: "deposit", currency: "EUR" }))).toEqual([
      "subPortfolios.0.transactions.0.amount"
    ])
    expect(Object.keys(tx({ date: "2025-02-30", type: "deposit", amount: 1, currency: "EUR" }))).toEqual([
      "subPortfolios.0.transactions.0.date"
    ])
    expect(Object.keys(tx({ date: "2025-01-01", type: "deposit", amount: 1, currency: "eur" }))).toEqual([
      "subPortfolios.0.transactions.0.currency"
    ])
    expect(Object.keys(tx({ date: "2025-01-01", type: "deposit", amount: 1, currency: "EUR", price2: 1 }))).toEqual([
      "subPortfolios.0.transactions.0.price2"
    ])
    expect(
      Object.keys(
        issues({
          baseCurrency: "EUR",
          subPortfolios: [{ name: "A" }, { name: "A", transactions: [deposit("2025-01-01", 1)] }]
        })
      ).sort()
    ).toEqual(["subPortfolios.0.transactions"])
    expect(
      Object.keys(
        issues({
          baseCurrency: "EUR",
          subPortfolios: [
            { name: "A", transactions: [deposit("2025-01-01", 1)] },
            { name: "A", transactions: [deposit("2025-01-01", 1)] }
          ]
        })
      )
    ).toEqual(["subPortfolios.1.name"])
  })
})
