import { formatDecimals, formatEur } from "../../core/format.ts"
import { PORTFOLIO_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { PORTFOLIO_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describePortfolioEl } from "./text.ts"
import { calculatePortfolioAnalysis } from "./calculate.ts"
import { AnalyzePortfolioInput } from "./input.ts"
import { transferConfirmations } from "./confirmations.ts"
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
  fieldMessagesEl: PORTFOLIO_FIELD_MESSAGES_EL,
  assumptionTexts: PORTFOLIO_ASSUMPTIONS,
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
      "Analyses a portfolio per sub-portfolio and in total: net invested, value, gain, time-weighted return, CAGR, money-weighted return, allocation. Use parse_portfolio_csv's rows or the user's real ones. Ask the base currency, a current price of every holding and the FX rate of every row in another currency; never assume them. The TWR needs valuations at asOfDate and after each later deposit, withdrawal or transfer; else it is null.",
    fields: {
      baseCurrency: "ISO 4217 reporting currency",
      subPortfolios: "One per account or sleeve, with transactions or holdings (not both)",
      "subPortfolios[].transactions": "Dated rows, e.g. parse_portfolio_csv's as they are; include valuation rows",
      "subPortfolios[].transactions[].type":
        "valuation: a holding's price (with ticker) or the sleeve's total value (amount) at the end of the date",
      "subPortfolios[].transactions[].amount": "Cash in currency, always positive (type gives the direction)",
      "subPortfolios[].transactions[].fxRate":
        "baseCurrency per 1 unit of currency that day; required for other currencies",
      "subPortfolios[].transactions[].isConfirmedInternalTransfer":
        "Transfers only: the user confirmed this leg of a move between own sub-portfolios; never inferred",
      "subPortfolios[].holdings": "Instead of transactions: positions at asOfDate; no return over time",
      "subPortfolios[].holdings[].fxRate": "baseCurrency per 1 unit of currency; required for other currencies",
      "subPortfolios[].holdings[].costBasis": "Total cost in baseCurrency; omitted: measured from today",
      asOfDate: "YYYY-MM-DD end of the analysis; omitted: today"
    },
    confirms: transferConfirmations
  },
  input: AnalyzePortfolioInput,
  output: AnalyzePortfolioOutput,
  calculate: calculatePortfolioAnalysis,
  describe: (o, language) => (language === "el" ? describePortfolioEl(o) : describePortfolio(o)),
  heavy: true
})
