/**
 * analyze_portfolio on 10,000 transactions against a plain summing loop over the same rows, both
 * measured in this run. Run: ./node_modules/.bin/node bench/portfolio.ts
 * Prints the median time per call of each and their ratio (target <= 20: the analysis is linear).
 */
import { Schema } from "effect"
import { analyze } from "../src/tools/analyze_portfolio/calculate.ts"
import { AnalyzePortfolioInput } from "../src/tools/analyze_portfolio/input.ts"
import type { Transaction } from "../src/domain/portfolio/transaction.ts"

const ROWS = 10_000
const TICKERS = ["VWCE", "IWDA", "EIMI", "AGGH", "SAP", "ASML", "AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "META"]
const USD = new Set(["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "META"])

// Deterministic ledger: three sleeves, a deposit on the first of each month with a valuation of every
// holding that day (so the TWR is measurable), purchases, sales, dividends and fees in between.
let seed = 42
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const day = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`

const sleeves = ["Broker", "Pension", "Kids"].map((name) => ({
  name,
  transactions: [] as Array<Transaction>,
  held: new Map<string, number>()
}))
const price = new Map(TICKERS.map((t, i) => [t, 50 + i * 20]))
let count = 0
outer: for (let y = 2015; y < 2100; y++) {
  for (let m = 1; m <= 12; m++) {
    for (const t of TICKERS) price.set(t, price.get(t)! * (1 + (rand() - 0.48) * 0.08))
    for (const s of sleeves) {
      const fx = 0.85 + rand() * 0.1
      const mark = (date: string, ticker: string): Transaction =>
        USD.has(ticker)
          ? {
              date,
              type: "valuation",
              ticker,
              price: Math.round(price.get(ticker)! * 100) / 100,
              currency: "USD",
              fxRate: fx
            }
          : { date, type: "valuation", ticker, price: Math.round(price.get(ticker)! * 100) / 100, currency: "EUR" }
      const d1 = day(y, m, 1)
      s.transactions.push({ date: d1, type: "deposit", amount: 1_000, currency: "EUR" })
      for (const [ticker, q] of s.held) if (q > 0) s.transactions.push(mark(d1, ticker))
      for (let k = 0; k < 4; k++) {
        const ticker = TICKERS[Math.floor(rand() * TICKERS.length)]!
        const p = Math.round(price.get(ticker)! * 100) / 100
        const date = day(y, m, 5 + k * 5)
        const held = s.held.get(ticker) ?? 0
        if (k === 3 && held >= 2) {
          s.transactions.push({
            date,
            type: "sell",
            ticker,
            quantity: 1,
            price: p,
            fee: 1,
            currency: USD.has(ticker) ? "USD" : "EUR",
            ...(USD.has(ticker) ? { fxRate: fx } : {})
          })
          s.held.set(ticker, held - 1)
        } else {
          s.transactions.push({
            date,
            type: "buy",
            ticker,
            quantity: 1,
            price: p,
            fee: 1,
            currency: USD.has(ticker) ? "USD" : "EUR",
            ...(USD.has(ticker) ? { fxRate: fx } : {})
          })
          s.held.set(ticker, held + 1)
        }
      }
      s.transactions.push({ date: day(y, m, 25), type: "dividend", ticker: "VWCE", amount: 3, currency: "EUR" })
    }
    count = sleeves.reduce((a, x) => a + x.transactions.length, 0)
    if (count >= ROWS) break outer
  }
}
// current prices of everything still held, on the last date
const last =
  sleeves
    .flatMap((s) => s.transactions.map((t) => t.date))
    .sort()
    .at(-1) ?? ""
for (const s of sleeves)
  for (const [ticker, q] of s.held)
    if (q > 0)
      s.transactions.push({
        date: last,
        type: "valuation",
        ticker,
        price: Math.round(price.get(ticker)! * 100) / 100,
        currency: USD.has(ticker) ? "USD" : "EUR",
        ...(USD.has(ticker) ? { fxRate: 0.9 } : {})
      })

const body = {
  baseCurrency: "EUR",
  asOfDate: last,
  subPortfolios: sleeves.map(({ name, transactions }) => ({ name, transactions }))
}
const rows = body.subPortfolios.flatMap((s) => s.transactions)

const t0 = performance.now()
const input = Schema.decodeUnknownSync(AnalyzePortfolioInput)(body, { errors: "all", onExcessProperty: "error" })
const decodeMs = performance.now() - t0

/** Baseline: one plain loop summing each row's base-currency amount. */
const baseline = (): number => {
  let sum = 0
  for (const s of input.subPortfolios) {
    for (const t of s.transactions ?? []) sum += (t.amount ?? (t.quantity ?? 0) * (t.price ?? 0)) * (t.fxRate ?? 1)
  }
  return sum
}

const median = (f: () => unknown, runs: number): number => {
  for (let i = 0; i < Math.min(20, runs); i++) f() // warm-up
  const times: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const s = performance.now()
    f()
    times.push(performance.now() - s)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

const result = analyze(input, last, false)
if ("_tag" in result)
  throw new Error(`the bench ledger is invalid: ${JSON.stringify(result.fieldErrors).slice(0, 500)}`)
let sink = 0
const baseMs = median(() => {
  sink += baseline()
}, 2_000)
const analyzeMs = median(() => analyze(input, last, false), 200)

console.log(
  `analyze_portfolio bench: ${rows.length} transactions in ${body.subPortfolios.length} sub-portfolios, ${result.series.length} valuation points, TWR ${result.timeWeightedReturn?.toFixed(6)}`
)
console.log(`baseline summing loop : ${(baseMs * 1000).toFixed(1)} µs (median)`)
console.log(`analyze (calculation) : ${(analyzeMs * 1000).toFixed(1)} µs (median)`)
console.log(`ratio                 : ${(analyzeMs / baseMs).toFixed(1)} (target <= 20)`)
console.log(`input decoding (once) : ${decodeMs.toFixed(1)} ms (Schema validation of the request, outside the ratio)`)
if (sink === 0) console.log("")
