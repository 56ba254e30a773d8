import { assumptionList } from "../../core/assumptions.ts"
import type { FieldErrors } from "../../core/errors.ts"
import { formatCents } from "../../core/format.ts"
import { roundTo, roundToCents } from "../../core/money.ts"
import { type CalculationContext, InputProblem } from "../../core/tool.ts"
import { replay, sweep, type Replayed, type SweepResult, type TransferLeg } from "../../domain/portfolio/ledger.ts"
import { annualise, chainLink, daysBetween, DAYS_PER_YEAR, type Point, xirr } from "../../domain/portfolio/twr.ts"
import { citeSources } from "../../rules/sources.ts"
import { PORTFOLIO_ASSUMPTIONS } from "./assumptions.ts"
import type { AnalyzePortfolioInput as Input } from "./input.ts"
import type { AnalyzePortfolioOutput as Output, HoldingResult, SubPortfolioResult } from "./output.ts"

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
type SleeveResult = Mutable<Omit<SubPortfolioResult, "holdings">> & { holdings: Array<Mutable<HoldingResult>> }

// Not measurable (null) when the quotient overflows: fuzzing found an invested base of 1e-320 giving Infinity.
const roundedOrNull = (x: number | null, decimals: number): number | null =>
  x === null || !Number.isFinite(x) ? null : roundTo(x, decimals)
const ratio = (x: number | null) => roundedOrNull(x, 10)
const pct = (part: number, whole: number) => (whole > 0 ? roundedOrNull((part / whole) * 100, 2) : null)

// ---------------------------------------------------------------------------------------------
// Internal transfers: equal and opposite same-day legs in two sub-portfolios, netted only when
// the caller confirmed both legs.
// ---------------------------------------------------------------------------------------------

interface TransferMatch {
  readonly internal: ReadonlyArray<{ out: TransferLeg; in: TransferLeg }>
  readonly unconfirmed: Output["unconfirmedTransfers"]
}

const matchTransfers = (legs: ReadonlyArray<TransferLeg>, names: ReadonlyArray<string>): TransferMatch => {
  const internal: Array<{ out: TransferLeg; in: TransferLeg }> = []
  const unconfirmed: Array<Output["unconfirmedTransfers"][number]> = []
  const used = new Set<TransferLeg>()
  for (const out of legs) {
    if (out.direction !== -1) continue
    const partner = legs.find(
      (l) =>
        !used.has(l) && l.direction === 1 && l.sleeve !== out.sleeve && l.date === out.date && l.value === out.value
    )
    if (partner === undefined) continue
    used.add(out).add(partner)
    const from = names[out.sleeve]!,
      to = names[partner.sleeve]!
    if (out.confirmed && partner.confirmed) internal.push({ out, in: partner })
    else
      unconfirmed.push({
        date: out.date,
        fromSubPortfolio: from,
        toSubPortfolio: to,
        value: out.value,
        question: `On ${out.date}, ${formatCents(out.value * 100)} left "${from}" and the same amount arrived in "${to}". Is this one transfer between the two sub-portfolios? If yes, set isConfirmedInternalTransfer: true on both rows.`
      })
  }
  for (const leg of legs) {
    if (used.has(leg)) continue
    const name = names[leg.sleeve]!
    unconfirmed.push({
      date: leg.date,
      fromSubPortfolio: leg.direction === -1 ? name : null,
      toSubPortfolio: leg.direction === 1 ? name : null,
      value: leg.value,
      question:
        `The transfer ${leg.direction === 1 ? "into" : "out of"} "${name}" on ${leg.date} (${formatCents(leg.value * 100)}) has no equal and opposite leg in another sub-portfolio that day, so it counts as money ${leg.direction === 1 ? "brought in" : "taken out"}. ` +
        (leg.confirmed
          ? "It is marked as internal: where is the other leg (its date or amount may differ)?"
          : "Is that right, or did it come from / go to another of the user's accounts?")
    })
  }
  return { internal, unconfirmed }
}

// ---------------------------------------------------------------------------------------------
// The analysis
// ---------------------------------------------------------------------------------------------

interface SleeveState {
  readonly name: string
  readonly replayed: Replayed | null
  swept: SweepResult | null
}

export const analyze = (input: Input, asOfDate: string, isEndDateDefaulted: boolean): Output | InputProblem => {
  const base = input.baseCurrency
  const errors: FieldErrors = {}
  const said = assumptionList(PORTFOLIO_ASSUMPTIONS)
  const notes: Array<string> = []
  const names = input.subPortfolios.map((s) => s.name)

  const sleeves: Array<SleeveState> = input.subPortfolios.map((s, index) => ({
    name: s.name,
    replayed:
      s.transactions !== undefined && s.transactions.length > 0
        ? replay(s.transactions, { index, name: s.name }, base, asOfDate, errors)
        : null,
    swept: null
  }))
  input.subPortfolios.forEach((s, i) => {
    s.holdings?.forEach((h, j) => {
      if (h.currency !== base && h.fxRate === undefined) {
        ;(errors[`subPortfolios.${i}.holdings.${j}.fxRate`] ??= []).push(
          `fxRate is required: ${h.ticker} is priced in ${h.currency} and the base currency is ${base} (${base} per 1 ${h.currency} at ${asOfDate})`
        )
      }
    })
  })
  if (Object.keys(errors).length > 0) {
    return new InputProblem(
      errors,
      "Ask the user for the missing FX rates or rows named in fieldErrors (never estimate them), then call analyze_portfolio again."
    )
  }

  // Transfers between sleeves
  const legs = sleeves.flatMap((s) => s.replayed?.transfers ?? [])
  const transfers = matchTransfers(legs, names)
  const internalLegs = new Map<string, number>()
  for (const pair of transfers.internal) internalLegs.set(pair.out.date, (internalLegs.get(pair.out.date) ?? 0) + 2)

  // Dates at which every sleeve is valued: flows, valuation rows, and asOfDate
  const dateSet = new Set<string>([asOfDate])
  for (const s of sleeves) {
    if (s.replayed === null) continue
    for (const d of s.replayed.flows.keys()) dateSet.add(d)
    for (const d of s.replayed.valuationDates) dateSet.add(d)
  }
  const dates = [...dateSet].sort()
  for (const s of sleeves) if (s.replayed !== null) s.swept = sweep(s.replayed, dates)

  // Current value of each sleeve; a holding without any price is a 400
  const results: Array<SleeveResult> = []
  const byHolding: Array<Mutable<HoldingResult>> = []
  const byCurrency = new Map<string, number>()
  const addCurrency = (c: string, v: number) => byCurrency.set(c, (byCurrency.get(c) ?? 0) + v)
  const stale: Array<string> = []
  input.subPortfolios.forEach((sp, i) => {
    const s = sleeves[i]!
    const holdings: Array<Mutable<HoldingResult>> = []
    let invested = 0,
      value = 0,
      cash: number | null = null,
      valuationDate = asOfDate
    if (s.replayed !== null && s.swept !== null) {
      for (const f of s.replayed.flows.values()) invested += f
      const w = s.swept.wholeAtEnd
      if (w !== null) {
        if (s.replayed.lastActivity !== null && s.replayed.lastActivity > w.date) {
          ;(errors[`subPortfolios.${i}.transactions`] ??= []).push(
            `"${s.name}" is valued as a whole (valuation rows without ticker) and has transactions after its last valuation of ${w.date}: add a valuation (type valuation, amount = total value) dated on or after ${s.replayed.lastActivity}`
          )
        }
        value = w.value
        valuationDate = w.date
        addCurrency(w.currency, w.value)
      } else {
        for (const { ticker: t, lastTrade } of s.swept.unvalued) {
          ;(errors[`subPortfolios.${i}.transactions`] ??= []).push(
            `no valuation for ${t}${lastTrade === null ? "" : ` (its last price is the trade of ${lastTrade}, not a current valuation)`}: add a row { date: "${asOfDate}", type: "valuation", ticker: "${t}", price, currency, fxRate } with its current price`
          )
        }
        cash = s.swept.cash
        value = cash
        addCurrency(base, cash)
        for (const h of s.swept.holdings) {
          value += h.value
          if (h.priceDate < valuationDate) valuationDate = h.priceDate
          if (h.priceDate < asOfDate) stale.push(`${h.ticker} in "${s.name}" (${h.priceDate})`)
          addCurrency(h.currency, h.value)
          holdings.push({
            subPortfolio: s.name,
            ticker: h.ticker,
            currency: h.currency,
            quantity: h.quantity,
            price: h.priceBase / h.fxRate,
            priceDate: h.priceDate,
            fxRate: h.fxRate,
            value: roundToCents(h.value),
            sharePercent: null
          })
        }
      }
    } else {
      let costKnown = true
      for (const h of sp.holdings ?? []) {
        const fx = h.fxRate ?? 1
        const v = h.quantity * h.price * fx
        value += v
        if (h.costBasis === undefined) costKnown = false
        invested += h.costBasis ?? v
        addCurrency(h.currency, v)
        holdings.push({
          subPortfolio: s.name,
          ticker: h.ticker,
          currency: h.currency,
          quantity: h.quantity,
          price: h.price,
          priceDate: asOfDate,
          fxRate: fx,
          value: roundToCents(v),
          sharePercent: null
        })
      }
      if (!costKnown) {
        said.add("portfolio.holdings-without-cost", {
          field: "subPortfolios[].holdings[].costBasis",
          value: asOfDate,
          reason: "omitted",
          params: { subPortfolio: s.name }
        })
      }
    }
    byHolding.push(...holdings)
    results.push({
      name: s.name,
      source: s.replayed !== null ? "transactions" : "holdings",
      totalInvested: roundToCents(invested),
      currentValue: roundToCents(value),
      totalGain: roundToCents(value - invested),
      totalGainPercent: pct(value - invested, invested),
      cash: cash === null ? null : roundToCents(cash),
      valuationDate,
      timeWeightedReturn: null,
      timeWeightedReturnNote: "",
      cagr: null,
      holdings
    })
  })
  if (Object.keys(errors).length > 0) {
    return new InputProblem(
      errors,
      "Ask the user for the current price of each holding named in fieldErrors (never estimate it) and add it as a valuation row, then call analyze_portfolio again."
    )
  }

  // TWR per sleeve and for the whole portfolio
  const missingValuations: Array<Output["missingValuations"][number]> = []
  const missingOf = (i: number, dateIndex: number) => {
    const v = sleeves[i]!.swept!.valuations[dateIndex]!
    for (const t of v.missing)
      missingValuations.push({ date: v.date, subPortfolio: names[i]!, ticker: t === "" ? null : t })
  }
  sleeves.forEach((s, i) => {
    const r = results[i]!
    if (s.replayed === null || s.swept === null) {
      r.timeWeightedReturnNote = "Not measured: holdings carry no dated flows or valuations."
      return
    }
    const flows = s.replayed.flows
    const points: Array<Point> = s.swept.valuations.map((v) => ({
      date: v.date,
      flow: flows.get(v.date) ?? 0,
      isFlow: flows.has(v.date),
      value: v.exact,
      isEnd: v.date === asOfDate
    }))
    const chain = chainLink(points)
    r.timeWeightedReturn = ratio(chain.twr)
    r.timeWeightedReturnNote =
      chain.twr !== null
        ? `Chain-linked over ${chain.startDate} to ${asOfDate}.`
        : chain.missingDates.length > 0
          ? `Null: valuations missing at the end of ${chain.missingDates.join(", ")} (see missingValuations).`
          : `Null: ${chain.problem}.`
    if (chain.startDate !== null)
      r.cagr = ratio(cagrOf(r.currentValue, r.totalInvested, daysBetween(chain.startDate, asOfDate)))
  })

  const holdingsOnly = sleeves.filter((s) => s.replayed === null).map((s) => s.name)
  const points: Array<Point> = dates.map((d, k) => {
    let flow = 0,
      legCount = -(internalLegs.get(d) ?? 0),
      value: number | null = 0
    for (const s of sleeves) {
      if (s.replayed === null) {
        value = null
        continue
      }
      flow += s.replayed.flows.get(d) ?? 0
      legCount += s.replayed.legs.get(d) ?? 0
      const v = s.swept!.valuations[k]!.exact
      value = value === null || v === null ? null : value + v
    }
    return { date: d, flow, isFlow: legCount > 0, value, isEnd: d === asOfDate }
  })
  const chain = chainLink(points)
  if (holdingsOnly.length === 0) {
    for (const d of chain.missingDates) {
      const k = dates.indexOf(d)
      for (let i = 0; i < sleeves.length; i++) missingOf(i, k)
    }
  }
  const startDate = chain.startDate
  const days = startDate === null ? null : Math.round(daysBetween(startDate, asOfDate))
  const twr = holdingsOnly.length > 0 ? null : chain.twr
  const twrNote =
    holdingsOnly.length > 0
      ? `Null: ${holdingsOnly.map((n) => `"${n}"`).join(", ")} ${holdingsOnly.length === 1 ? "is" : "are"} given as holdings, with no dated flows or valuations, so no return over time can be measured.`
      : twr !== null
        ? `Chain-linked time-weighted return over ${startDate} to ${asOfDate}: sub-period returns between external cash flows, each (value at the end of the flow date - that date's flow) / value after the previous flow - 1, multiplied together.`
        : chain.missingDates.length > 0
          ? `Null: the TWR needs a valuation at the end of each date with an external cash flow after the first, and at ${asOfDate}; missing at ${chain.missingDates.join(", ")} (see missingValuations). No approximation is given in its place.`
          : `Null: ${chain.problem}.`

  const totalInvested = results.reduce((a, r) => a + r.totalInvested, 0)
  const currentValue = results.reduce((a, r) => a + r.currentValue, 0)
  const cagr = holdingsOnly.length > 0 || days === null ? null : cagrOf(currentValue, totalInvested, days)
  if (holdingsOnly.length > 0) notes.push("CAGR and XIRR are null: holdings carry no dates.")
  else if (days !== null && days < 365)
    notes.push(
      `CAGR, annualised TWR and XIRR are not given for a period under one year (${days} days): returns for shorter periods are not annualised.`
    )
  else if (cagr === null)
    notes.push("CAGR is null: the net invested capital is zero or negative (more was taken out than put in).")

  // Money-weighted return: investor's side of each combined flow, then the current value
  let mwr: number | null = null
  if (holdingsOnly.length === 0 && days !== null && days >= 365) {
    const cf: Array<{ date: string; amount: number }> = []
    points.forEach((p) => {
      if (p.isFlow && p.flow !== 0) cf.push({ date: p.date, amount: -p.flow })
    })
    cf.push({ date: asOfDate, amount: currentValue })
    mwr = xirr(cf)
    if (mwr === null)
      notes.push("The money-weighted return (XIRR) has no solution between -99.99% and 1,000% a year for these flows.")
  }

  // Allocation shares
  for (const h of byHolding) h.sharePercent = pct(h.value, currentValue)
  const shares = (entries: Iterable<[string, number]>) =>
    [...entries]
      .map(([key, v]) => ({ key, value: roundToCents(v), sharePercent: pct(v, currentValue) }))
      .sort((a, b) => b.value - a.value)

  // Series
  let netInvested = 0
  const series = points.map((p, k) => {
    netInvested += p.flow
    return {
      date: p.date,
      netInvested: roundToCents(netInvested),
      value: p.value === null ? null : roundToCents(p.value),
      cumulativeTimeWeightedReturn: ratio(chain.cumulative[k] ?? null)
    }
  })

  // Disclosures
  if (isEndDateDefaulted)
    said.add("portfolio.end-date-today", { field: "asOfDate", value: asOfDate, reason: "omitted" })
  if (stale.length > 0)
    said.add("portfolio.stale-prices", {
      field: "subPortfolios[].holdings[].priceDate",
      value: asOfDate,
      reason: "input",
      params: { stale: stale.join(", ") }
    })
  said.add("portfolio.end-of-day-valuations", { reason: "model" })
  if (sleeves.some((s) => s.replayed !== null && s.swept?.wholeAtEnd === null && s.replayed.hasForeignRows))
    said.add("portfolio.cash-in-base-currency", { field: "baseCurrency", value: base, reason: "model" })
  for (const s of sleeves) if (s.replayed !== null) notes.push(...s.replayed.notes)
  if (transfers.internal.length > 0) said.add("portfolio.internal-transfers-netted", { reason: "model" })
  said.add("portfolio.taxes-not-computed", { reason: "excluded" })

  const followUpQuestions = [
    ...transfers.unconfirmed.map((u) => u.question),
    ...(missingValuations.length > 0
      ? [
          `For the time-weighted return, ask for the value of the listed holdings (or sub-portfolio totals) at the end of ${[...new Set(missingValuations.map((m) => m.date))].join(", ")}.`
        ]
      : [])
  ]

  return {
    portfolioName: input.portfolioName ?? null,
    baseCurrency: base,
    totalInvested: roundToCents(totalInvested),
    currentValue: roundToCents(currentValue),
    totalGain: roundToCents(currentValue - totalInvested),
    totalGainPercent: pct(currentValue - totalInvested, totalInvested),
    cagr: ratio(cagr),
    timeWeightedReturn: ratio(twr),
    timeWeightedReturnNote: twrNote,
    annualizedTimeWeightedReturn: ratio(days === null ? null : annualise(twr, days)),
    moneyWeightedReturn: ratio(mwr),
    measurementPeriod: { startDate, endDate: asOfDate, days, isEndDateDefaulted },
    missingValuations,
    subPortfolios: results,
    allocationShares: {
      byHolding: [...byHolding].sort((a, b) => b.value - a.value),
      bySubPortfolio: shares(results.map((r) => [r.name, r.currentValue] as [string, number])),
      byCurrency: shares(byCurrency)
    },
    internalTransfers: transfers.internal.map((p) => ({
      date: p.out.date,
      fromSubPortfolio: names[p.out.sleeve]!,
      toSubPortfolio: names[p.in.sleeve]!,
      value: p.out.value
    })),
    unconfirmedTransfers: transfers.unconfirmed,
    followUpQuestions,
    performanceNotes: notes,
    series,
    methodologySources: citeSources(["pf-gips-2020-firms", "pf-gips-calculation-methodology"]),
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}

const cagrOf = (value: number, invested: number, days: number): number | null =>
  invested <= 0 || value < 0 || days < 365 ? null : (value / invested) ** (DAYS_PER_YEAR / days) - 1

/** The analysis to asOfDate, or to today's date (disclosed) when asOfDate is omitted. */
export const calculatePortfolioAnalysis = (input: Input, { today }: CalculationContext): Output | InputProblem =>
  analyze(input, input.asOfDate ?? today, input.asOfDate === undefined)
