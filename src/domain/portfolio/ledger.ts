import { roundTo, roundToCents } from "../../core/money.ts"
import type { FieldErrors } from "../../core/errors.ts"
import type { Transaction } from "./transaction.ts"

// ---------------------------------------------------------------------------------------------
// One sub-portfolio's transactions replayed in date order, in the base currency. Pure and linear
// in the rows: one pass to normalise and find the external cash flows, one sweep to value the
// sleeve at the dates asked for.
// ---------------------------------------------------------------------------------------------

/**
 * The rows in base-currency terms, one array per column (no object per row: the analysis stays
 * close to a plain loop over the rows). `cash` is a row's effect on the sleeve's cash, `flow` its
 * external flow; `mark` its price per unit in base currency (NaN when it shows none); `whole` the
 * sleeve's total value of a valuation without ticker (NaN otherwise).
 */
export interface Rows {
  readonly length: number
  readonly date: Array<string>
  readonly ticker: Array<string | null>
  readonly currency: Array<string>
  readonly units: Float64Array
  readonly mark: Float64Array
  readonly fx: Float64Array
  readonly cash: Float64Array
  readonly flow: Float64Array
  readonly whole: Float64Array
  readonly isValuation: Uint8Array
}

export interface TransferLeg {
  readonly sleeve: number
  readonly index: number
  readonly date: string
  readonly value: number
  readonly direction: 1 | -1
  readonly confirmed: boolean
}

export interface Replayed {
  readonly rows: Rows
  /** external flow per date (implied deposits of a trades-only ledger included), base currency */
  readonly flows: ReadonlyMap<string, number>
  /** number of external flow legs per date (to tell flow dates whose legs all net internally) */
  readonly legs: ReadonlyMap<string, number>
  /** dates of valuation rows */
  readonly valuationDates: ReadonlySet<string>
  readonly transfers: ReadonlyArray<TransferLeg>
  /** true when the ledger records its cash (deposits, withdrawals or cash transfers) */
  readonly tracksCash: boolean
  /** true when a row is in another currency than the base currency */
  readonly hasForeignRows: boolean
  readonly firstWholeValuation: string | null
  readonly lastActivity: string | null
  readonly notes: Array<string>
}

/** Rows in date order (stable): the order of the input when it is already sorted. */
const dateOrder = (transactions: ReadonlyArray<Transaction>): ReadonlyArray<number> => {
  const order = transactions.map((_, j) => j)
  for (let j = 1; j < transactions.length; j++) {
    if (transactions[j]!.date < transactions[j - 1]!.date) {
      return order.sort((a, b) => {
        const da = transactions[a]!.date,
          db = transactions[b]!.date
        return da < db ? -1 : da > db ? 1 : a - b
      })
    }
  }
  return order
}

/**
 * Normalises a sleeve's rows; problems (missing FX rate, sleeve name mismatch, rows after the end
 * date, units sold that are not held) are added to `errors` under their field path.
 */
export const replay = (
  transactions: ReadonlyArray<Transaction>,
  sleeve: { readonly index: number; readonly name: string },
  baseCurrency: string,
  asOfDate: string,
  errors: FieldErrors
): Replayed => {
  const at = (j: number, key: string) => `subPortfolios.${sleeve.index}.transactions.${j}.${key}`
  const n = transactions.length
  const rows: Rows = {
    length: n,
    date: new Array<string>(n),
    ticker: new Array<string | null>(n),
    currency: new Array<string>(n),
    units: new Float64Array(n),
    mark: new Float64Array(n).fill(Number.NaN),
    fx: new Float64Array(n),
    cash: new Float64Array(n),
    flow: new Float64Array(n),
    whole: new Float64Array(n).fill(Number.NaN),
    isValuation: new Uint8Array(n)
  }
  const transfers: Array<TransferLeg> = []
  const valuationDates = new Set<string>()
  let tracksCash = false
  let hasForeignRows = false
  const order = dateOrder(transactions)
  for (let k = 0; k < n; k++) {
    const j = order[k]!
    const t = transactions[j]!
    if (t.date > asOfDate)
      (errors[at(j, "date")] ??= []).push(`dated after asOfDate ${asOfDate}: remove the row or move asOfDate`)
    if (t.sleeve !== undefined && t.sleeve !== sleeve.name) {
      ;(errors[at(j, "sleeve")] ??= []).push(
        `names sleeve "${t.sleeve}" but sits in sub-portfolio "${sleeve.name}": move the row or fix the name`
      )
    }
    let fx = 1
    if (t.currency !== baseCurrency) {
      hasForeignRows = true
      if (t.fxRate === undefined) {
        ;(errors[at(j, "fxRate")] ??= []).push(
          `fxRate is required: the row is in ${t.currency} and the base currency is ${baseCurrency} (${baseCurrency} per 1 ${t.currency} on ${t.date})`
        )
      }
      fx = t.fxRate ?? 1
    } else if (t.fxRate !== undefined && t.fxRate !== 1) {
      ;(errors[at(j, "fxRate")] ??= []).push(
        `the row is in the base currency ${baseCurrency}: fxRate must be 1 or omitted`
      )
    }
    const q = t.quantity ?? 0
    const gross = t.amount ?? q * (t.price ?? 0)
    const amount = gross * fx
    const fee = (t.fee ?? 0) * fx
    const unitPrice = (t.price ?? (q > 0 ? gross / q : 0)) * fx
    rows.date[k] = t.date
    rows.ticker[k] = t.ticker ?? null
    rows.currency[k] = t.currency
    rows.fx[k] = fx
    switch (t.type) {
      case "buy":
        rows.units[k] = q
        rows.cash[k] = -amount - fee
        rows.mark[k] = unitPrice
        break
      case "sell":
        rows.units[k] = -q
        rows.cash[k] = amount - fee
        rows.mark[k] = unitPrice
        break
      case "dividend":
      case "interest":
        rows.cash[k] = amount
        break
      case "fee":
      case "tax":
        rows.cash[k] = -amount
        break
      case "deposit":
        rows.cash[k] = amount
        rows.flow[k] = amount
        tracksCash = true
        break
      case "withdrawal":
        rows.cash[k] = -amount
        rows.flow[k] = -amount
        tracksCash = true
        break
      case "transfer_in":
      case "transfer_out": {
        const sign = t.type === "transfer_in" ? 1 : -1
        if (t.ticker !== undefined) {
          rows.units[k] = sign * q
          rows.mark[k] = unitPrice
          rows.flow[k] = sign * q * unitPrice
        } else {
          rows.cash[k] = sign * amount
          rows.flow[k] = sign * amount
          tracksCash = true
        }
        transfers.push({
          sleeve: sleeve.index,
          index: j,
          date: t.date,
          value: roundToCents(Math.abs(rows.flow[k]!)),
          direction: sign,
          confirmed: t.isConfirmedInternalTransfer === true
        })
        break
      }
      case "valuation":
        rows.isValuation[k] = 1
        valuationDates.add(t.date)
        if (t.ticker !== undefined) rows.mark[k] = unitPrice
        else rows.whole[k] = amount
        break
    }
  }

  // Flows per date; a trades-only ledger's purchases not covered by its cash are money brought in.
  const flows = new Map<string, number>()
  const legs = new Map<string, number>()
  const notes: Array<string> = []
  const held = new Map<string, number>()
  let cashBalance = 0
  let firstWhole: string | null = null
  let lastActivity: string | null = null
  let negativeCashNoted = false
  let spends = false
  for (let k = 0; k < n; k++) {
    const date = rows.date[k]!,
      ticker = rows.ticker[k]!,
      units = rows.units[k]!,
      cash = rows.cash[k]!,
      flow = rows.flow[k]!
    if (!Number.isNaN(rows.whole[k]!)) firstWhole ??= date
    else if (units !== 0 || cash !== 0 || flow !== 0) lastActivity = date
    cashBalance += cash
    if (cash < 0) spends = true
    if (flow !== 0) {
      flows.set(date, (flows.get(date) ?? 0) + flow)
      legs.set(date, (legs.get(date) ?? 0) + 1)
    }
    if (units !== 0 && ticker !== null) {
      const now = (held.get(ticker) ?? 0) + units
      if (now < -1e-9) {
        ;(errors[at(order[k]!, "quantity")] ??= []).push(
          `takes out more ${ticker} than the sub-portfolio holds on ${date} (${roundTo(now - units, 6)} held): add the earlier purchase or transfer in, never assumed`
        )
      }
      held.set(ticker, Math.abs(now) < 1e-9 ? 0 : now)
    }
    const dayEnd = k + 1 === n || rows.date[k + 1] !== date
    if (dayEnd && cashBalance < -0.005) {
      if (!tracksCash) {
        flows.set(date, (flows.get(date) ?? 0) - cashBalance)
        legs.set(date, (legs.get(date) ?? 0) + 1)
        cashBalance = 0
      } else if (!negativeCashNoted) {
        negativeCashNoted = true
        notes.push(
          `Sub-portfolio "${sleeve.name}": cash fell below zero on ${date} (${roundToCents(cashBalance)} ${baseCurrency}); a deposit may be missing, or it is borrowing. Kept as negative cash.`
        )
      }
    }
  }
  if (!tracksCash && spends) {
    notes.push(
      `Sub-portfolio "${sleeve.name}" records no deposits or withdrawals: each purchase or cost not covered by its cash is counted as money brought in that day, and sale proceeds and income stay in it as cash.`
    )
  }
  return {
    rows,
    flows,
    legs,
    valuationDates,
    transfers,
    tracksCash,
    hasForeignRows,
    firstWholeValuation: firstWhole,
    lastActivity,
    notes
  }
}

export interface HoldingValue {
  readonly ticker: string
  readonly quantity: number
  readonly currency: string
  /** base currency per unit */
  readonly priceBase: number
  readonly fxRate: number
  readonly priceDate: string
  readonly value: number
}

/** A sleeve's value at the end of a date: exact (every mark dated that day) or from the latest marks. */
export interface Valuation {
  readonly date: string
  /** null when a mark or whole valuation dated exactly that day is missing */
  readonly exact: number | null
  /** tickers without a mark that day ("" = the sleeve as a whole) */
  readonly missing: ReadonlyArray<string>
}

export interface SweepResult {
  readonly valuations: ReadonlyArray<Valuation>
  /** at the last date: holdings valued at their latest mark, cash, and what could not be valued */
  readonly holdings: ReadonlyArray<HoldingValue>
  readonly cash: number
  readonly unvalued: ReadonlyArray<{ readonly ticker: string; readonly lastTrade: string | null }>
  /** whole-sleeve valuation used for the current value, when the sleeve is valued as a whole */
  readonly wholeAtEnd: { readonly date: string; readonly value: number; readonly currency: string } | null
}

interface Mark {
  date: string
  price: number
  currency: string
  fx: number
  valuation: boolean
}

/** Values the sleeve at the end of each date of `dates` (ascending); the last one is asOfDate. */
export const sweep = (replayed: Replayed, dates: ReadonlyArray<string>): SweepResult => {
  const { rows } = replayed
  const n = rows.length
  const units = new Map<string, number>()
  const marks = new Map<string, Mark>()
  let cash = 0
  let whole: { date: string; value: number; currency: string } | null = null
  let k = 0
  const valuations: Array<Valuation> = []
  const firstDate = rows.date[0] ?? ""
  for (const d of dates) {
    for (; k < n && rows.date[k]! <= d; k++) {
      const date = rows.date[k]!,
        ticker = rows.ticker[k]!,
        mark = rows.mark[k]!
      cash += rows.cash[k]!
      if (ticker !== null) {
        const u = rows.units[k]!
        if (u !== 0) units.set(ticker, (units.get(ticker) ?? 0) + u)
        if (!Number.isNaN(mark)) {
          const m = marks.get(ticker)
          const isValuation = rows.isValuation[k] === 1
          // a valuation row wins over a trade price of the same day; else the day's last trade
          if (m === undefined)
            marks.set(ticker, {
              date,
              price: mark,
              currency: rows.currency[k]!,
              fx: rows.fx[k]!,
              valuation: isValuation
            })
          else if (m.date < date || isValuation || !m.valuation) {
            m.date = date
            m.price = mark
            m.currency = rows.currency[k]!
            m.fx = rows.fx[k]!
            m.valuation = isValuation
          }
        }
      }
      if (!Number.isNaN(rows.whole[k]!)) whole = { date, value: rows.whole[k]!, currency: rows.currency[k]! }
      // trades-only ledgers bring in any shortfall at the end of the day (see replay)
      if (!replayed.tracksCash && cash < -0.005 && (k + 1 === n || rows.date[k + 1] !== date)) cash = 0
    }
    if (whole !== null && whole.date === d) {
      valuations.push({ date: d, exact: whole.value, missing: [] })
      continue
    }
    // A sleeve valued as a whole (valuation rows without ticker) holds more than its rows show:
    // its own rows give its value only on the day of its first row, before anything could change.
    if (replayed.firstWholeValuation !== null && d > firstDate) {
      valuations.push({ date: d, exact: null, missing: [""] })
      continue
    }
    let value = cash
    let missing: Array<string> | null = null
    for (const [ticker, q] of units) {
      if (Math.abs(q) < 1e-9) continue
      const m = marks.get(ticker)
      if (m === undefined || m.date !== d) (missing ??= []).push(ticker)
      else value += q * m.price
    }
    valuations.push({ date: d, exact: missing === null ? value : null, missing: missing ?? [] })
  }
  const holdings: Array<HoldingValue> = []
  const unvalued: Array<{ ticker: string; lastTrade: string | null }> = []
  const lastDate = dates[dates.length - 1] ?? ""
  for (const [ticker, q] of units) {
    if (Math.abs(q) < 1e-9) continue
    const m = marks.get(ticker)
    if (m === undefined) {
      unvalued.push({ ticker, lastTrade: null })
      continue
    }
    // a purchase price is not a current valuation: only a valuation row may be older than the end date
    if (!m.valuation && m.date < lastDate) {
      unvalued.push({ ticker, lastTrade: m.date })
      continue
    }
    holdings.push({
      ticker,
      quantity: q,
      currency: m.currency,
      priceBase: m.price,
      fxRate: m.fx,
      priceDate: m.date,
      value: q * m.price
    })
  }
  return { valuations, holdings, cash, unvalued, wholeAtEnd: whole }
}
