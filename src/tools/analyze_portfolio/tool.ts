import { formatDecimals, formatEur } from "../../core/format.ts"
import { defineCalculator } from "../../core/tool.ts"
import { calculatePortfolioAnalysis } from "./calculate.ts"
import { AnalyzePortfolioInput } from "./input.ts"
import { AnalyzePortfolioOutput } from "./output.ts"

const asPercent = (x: number | null) => (x === null ? "n/a" : `${formatDecimals(x * 100, 2)}%`)

const describePortfolio = (o: AnalyzePortfolioOutput): Array<string> => {
  const m = (x: number) => `${o.baseCurrency} ${formatEur(x, { unit: false })}`
  return [
    `Portfolio${o.portfolioName === null ? "" : ` "${o.portfolioName}"`} at ${o.measurementPeriod.endDate}: value ${m(o.currentValue)}, net invested ${m(o.totalInvested)}, gain ${m(o.totalGain)}${o.totalGainPercent === null ? "" : ` (${formatDecimals(o.totalGainPercent, 2)}%)`}.`,
    `Time-weighted return: ${asPercent(o.timeWeightedReturn)}${o.annualizedTimeWeightedReturn === null ? "" : ` (${asPercent(o.annualizedTimeWeightedReturn)} a year)`}. ${o.timeWeightedReturnNote}`,
    `CAGR on net invested capital: ${asPercent(o.cagr)}. Money-weighted return (XIRR, a different measure): ${asPercent(o.moneyWeightedReturn)}.`,
    ...o.subPortfolios.map(
      (s) =>
        `- ${s.name}: value ${m(s.currentValue)}, invested ${m(s.totalInvested)}, TWR ${asPercent(s.timeWeightedReturn)}.`
    ),
    ...o.followUpQuestions.map((q) => `Question: ${q}`),
    ...o.performanceNotes
  ]
}

export const analyzePortfolio = defineCalculator({
  name: "analyze_portfolio",
  topic: "money",
  toolset: "portfolio",
  title: "Portfolio analysis: invested capital, value, gain, TWR, CAGR and allocation",
  description:
    "Analyses an investment portfolio from its transactions (buy, sell, dividend, interest, fee, tax, deposit, " +
    "withdrawal, transfers between sub-portfolios, valuations) or from holdings, per sub-portfolio and combined: net " +
    "invested capital, current value, absolute gain, chain-linked time-weighted return (TWR), CAGR on net invested " +
    "capital, a labelled money-weighted return (XIRR) beside it, and allocation shares by holding, sub-portfolio and " +
    "currency. Requires baseCurrency and the real transactions or holdings; a current price for every holding and " +
    "an fxRate on every row in another currency (400 naming each missing one; never estimated). The TWR needs a " +
    "valuation at the end of each date with a later external cash flow and at asOfDate; otherwise it is null and the " +
    "missing valuations are listed (no approximation is passed off as TWR). Equal and opposite same-day transfers " +
    "between sub-portfolios are netted for the combined TWR only when the user confirmed both legs; other pairs are " +
    "asked about. Holdings without cost are measured from today (disclosed). asOfDate defaults to today (disclosed). " +
    "Money rounded to cents; returns are decimal fractions. Taxes are not computed. Estimates, not advice.",
  listing: {
    summary:
      "Analyses a portfolio per sub-portfolio and in total: value, allocation, time- and money-weighted returns, gains, income and costs. Rows come from parse_portfolio_csv or the user; ask the base currency and the FX rates, never assume them.",
    fields: {
      baseCurrency: "ISO 4217 reporting currency; never assumed",
      subPortfolios: "One per account or sleeve: transactions or holdings",
      "subPortfolios[].transactions": "Dated rows, e.g. parse_portfolio_csv's; include valuation rows",
      "subPortfolios[].transactions[].date": "YYYY-MM-DD",
      "subPortfolios[].transactions[].price": "Per unit, in currency",
      "subPortfolios[].transactions[].amount": "Cash in currency, always positive (type gives the direction)",
      "subPortfolios[].transactions[].fxRate":
        "baseCurrency per 1 unit of currency that day; required for other currencies",
      "subPortfolios[].transactions[].isConfirmedInternalTransfer":
        "Transfers: the user confirmed a move between own sleeves",
      "subPortfolios[].holdings": "Instead of transactions: positions at asOfDate",
      "subPortfolios[].holdings[].fxRate": "Required for other currencies",
      "subPortfolios[].holdings[].costBasis": "Total cost in baseCurrency",
      asOfDate: "YYYY-MM-DD of the valuation"
    }
  },
  input: AnalyzePortfolioInput,
  output: AnalyzePortfolioOutput,
  calculate: calculatePortfolioAnalysis,
  describe: describePortfolio,
  heavy: true
})
