import { formatDecimals, formatEur } from "../../core/format.ts"
import { STRESS_TEST_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { RETIREMENT_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeStressTestEl } from "./text.ts"
import {
  DEFAULT_END_AGE,
  DEFAULT_EXPECTED_RETURN_PCT,
  DEFAULT_INFLATION_RATE_PCT,
  DEFAULT_RETURN_VOLATILITY_PCT,
  FOREIGN_PENSION_OPTION,
  MAX_SIMULATIONS,
  PENSION_TAX_YEAR
} from "../../rules/retirement.ts"
import { calculate } from "./calculate.ts"
import { RetirementStressTestInput } from "./input.ts"
import { RetirementStressTestOutput } from "./output.ts"

const eurText = (x: number) => formatEur(x)

export const runRetirementStressTest = defineCalculator({
  name: "run_retirement_stress_test",
  fieldMessagesEl: RETIREMENT_FIELD_MESSAGES_EL,
  assumptionTexts: STRESS_TEST_ASSUMPTIONS,
  topic: "pensions",
  toolset: "social-insurance",
  title: "Retirement stress test (projection and Monte Carlo)",
  description:
    "Projects retirement savings year by year (monthly contributions until retirementAge, then monthly spending paid from net " +
    "pensions first and savings for the rest, with inflation) and runs a Monte Carlo simulation of returns: the probability " +
    "of not running out of money before endAge, percentiles of ending wealth and the age at which money runs out in bad paths. " +
    "Requires currentAge, retirementAge, currentSavings, monthlyContribution and monthlyDrawdown; ask the user for each, never " +
    "use example values. Pensions (statePension and pensionStreams, Cyprus and foreign) are taxed together under the Cyprus " +
    `${PENSION_TAX_YEAR} rules (one personal allowance, the foreign-pension ${FOREIGN_PENSION_OPTION.value.ratePercent}% option when cheaper, one GESY ceiling); omitted pensions are ` +
    "excluded, not assumed. Omitted return, volatility, inflation, horizon and simulation count use disclosed modelling " +
    `assumptions. simulations is capped at ${MAX_SIMULATIONS}. seed makes a run repeatable; without it the run is stochastic and ` +
    "the seed drawn is returned. Amounts are rounded to the cent on output. Results are estimates, not financial advice.",
  listing: {
    summary:
      "Projects retirement savings year by year and runs a Monte Carlo simulation: the chance the money lasts to endAge, with pensions taxed under Cyprus rules. Ask the user for the ages, savings, contribution and spending. Omitted pensions are excluded; omitted market figures use disclosed defaults.",
    fields: {
      retirementAge: "Equal to currentAge if already retired",
      monthlyContribution: "Until retirement; 0 if none",
      monthlyDrawdown: "Spending in retirement, EUR a month, today's money",
      endAge: `Omitted: ${DEFAULT_END_AGE.value}`,
      expectedReturnPct: `Yearly, nominal, after fees; omitted: ${DEFAULT_EXPECTED_RETURN_PCT.value}`,
      returnVolatilityPct: `Omitted: ${DEFAULT_RETURN_VOLATILITY_PCT.value}`,
      inflationRatePct: `Omitted: ${DEFAULT_INFLATION_RATE_PCT.value}`,
      statePension: "Gross EUR a month, today's money (calculate_cyprus_state_pension)",
      statePensionAge: "Only with statePension; omitted: statutory age",
      "pensionStreams[].monthlyAmount": "Gross EUR a month, today's money",
      "pensionStreams[].netMonthlyAmount": "Net override: no tax computed on this stream"
    }
  },
  input: RetirementStressTestInput,
  output: RetirementStressTestOutput,
  calculate,
  describe: (o, language) => {
    if (language === "el") return describeStressTestEl(o)
    const last = o.series.at(-1)
    const d = o.deterministicProjection
    const p = (q: number) => o.endingWealthPercentiles.find((e) => e.percentile === q)?.nominal ?? 0
    const bad = o.depletionAgePercentiles.find((e) => e.percentile === 10)?.age ?? null
    const lines = [
      `Retirement stress test to age ${last?.age ?? ""}: ${o.simulations} simulated paths, seed ${o.seed}${o.seedSupplied ? "" : " (drawn at random: a stochastic run; send the seed to repeat it)"}.`,
      `Probability of not running out of money: ${formatDecimals(o.successProbability * 100, 1)}% (${o.pathsRunningOut} of ${o.simulations} paths run out).`,
      `Deterministic projection: ${eurText(d.balanceAtRetirement)} at retirement; ` +
        (d.moneyRunsOutAtAge === null
          ? `${eurText(d.endingBalance)} at the end (${eurText(d.endingBalanceInTodaysMoney)} in today's money).`
          : `money runs out at age ${d.moneyRunsOutAtAge}.`),
      `Ending wealth (nominal): 10th percentile ${eurText(p(10))}, median ${eurText(p(50))}, 90th percentile ${eurText(p(90))}.`,
      bad === null
        ? "Fewer than 10% of paths run out of money."
        : `In the worst 10% of paths money runs out by age ${bad}.`
    ]
    for (const row of o.pensionIncome)
      lines.push(
        `From age ${row.fromAge}: pensions ${eurText(row.grossAnnual)} a year gross, ${eurText(row.netAnnual)} net (today's money).`
      )
    return lines
  },
  heavy: true
})
