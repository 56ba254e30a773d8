import { formatCents } from "../../core/format.ts"
import { LIFE_INSURANCE_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { LIFE_INSURANCE_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeFlushEl } from "./text.ts"
import { BID_OFFER_SPREAD_PERCENT, premiumReliefPercent } from "../../rules/life-insurance.ts"
import { DEFAULT_TAX_YEAR } from "../../rules/years.ts"
import { checkLifeInsuranceInput, simulateFlush } from "./calculate.ts"
import { LifeInsuranceFlushInput, SCENARIOS } from "./input.ts"
import { LifeInsuranceFlushOutput, type ScenarioResult } from "./output.ts"

const f = (n: number) => formatCents(cents(n))

const scenarioLine = (r: ScenarioResult) =>
  `${r.scenario}: ending balance EUR ${f(r.endingBalance)}, withdrawals EUR ${f(r.totalWithdrawals)}, surrender tax EUR ${f(r.totalSurrenderTax + r.openingSurrenderTax + r.finalSurrenderTax)}, ` +
  `relief EUR ${f(r.totalPremiumRelief)}, IRR ${r.irrWithReliefPercent ?? "n/a"}% with relief / ${r.irrWithoutReliefPercent ?? "n/a"}% without.`

const describeFlush = (o: LifeInsuranceFlushOutput): Array<string> => [
  `Unit-linked policy from EUR ${f(o.openingBalance)} over ${o.scenarios[o.scenario].series.length} year(s); headline scenario ${o.scenario} (forecast return ${o.returnForecast.policyRatePercent}%, an assumption).`,
  ...SCENARIOS.map((s) => scenarioLine(o.scenarios[s])),
  ...o.warnings
]

export const simulateLifeInsuranceFlush = defineCalculator({
  name: "simulate_life_insurance_flush",
  fieldMessagesEl: LIFE_INSURANCE_FIELD_MESSAGES_EL,
  assumptionTexts: LIFE_INSURANCE_ASSUMPTIONS,
  topic: "money",
  toolset: "household",
  title: "Unit-linked life policy: withdrawals, surrender tax and IRR (2026 rules)",
  description:
    "Simulates an existing Cyprus unit-linked life policy year by year with monthly steps: return compounded monthly, " +
    "management (AUM) and fixed fees, an age- and gender-based mortality cost on the sum at risk, and the bid/offer spread " +
    `(default ${BID_OFFER_SPREAD_PERCENT.value}%) when premiums are paid with units of the policy. Computes the tax-free safe limit for partial surrenders ` +
    "under the 2026 rules (a disclosed reading: the published rule is not yet confirmed), the tax due on any excess (paid from " +
    `own funds), the premium relief (${premiumReliefPercent(DEFAULT_TAX_YEAR).value}% of the sum insured) and the IRR with and without relief. Withdrawals larger than the ` +
    "fund are capped and flagged; tax and IRR follow the executed amounts. Returns three scenarios (userInput, noWithdrawals, " +
    "brokerAlternative). Requires policy terms (age, gender, aumFee, monthlyFee, lifeCoverSumInsured, policyInceptionYear), " +
    "taxBracket, historicalData and projections; never invents policy history. Forecast returns are assumptions. Cents, " +
    "half away from zero, each month. Estimates, not tax advice.",
  listing: {
    summary:
      "Simulates an existing Cyprus unit-linked life policy year by year (fees, mortality, premium relief, partial surrenders and their 2026 tax, IRR) against no withdrawals and a move to a broker. Ask for the policy's terms and real yearly statements; never invent them. Forecast returns are assumptions.",
    fields: {
      aumFee: "Fund management fee, % a year",
      monthlyFee: "Fixed policy fee, EUR a month; 0 if none",
      taxBracket: "User's marginal income tax rate, %",
      lifeCoverSumInsured: "Death cover, EUR; caps the premium relief",
      historicalData: "Real yearly statements, oldest first, consecutive; the last 5 set the tax-free limit",
      "historicalData[].endingBalance": "Surrender value at year end, EUR",
      projections: "Consecutive years from the year after the last statement",
      "projections[].withdrawal": "Partial surrender at the start of the year, EUR; 0 for none",
      "projections[].isPremiumSelfFunded": "Paid with units sold from this policy; omitted: own funds",
      expectedReturnRate: "% a year before fees; omitted: 4",
      brokerReturnRate: "% a year after costs; needs useDifferentBrokerReturn true"
    }
  },
  input: LifeInsuranceFlushInput,
  output: LifeInsuranceFlushOutput,
  check: checkLifeInsuranceInput,
  calculate: simulateFlush,
  describe: (o, language) => (language === "el" ? describeFlushEl(o) : describeFlush(o)),
  heavy: true
})
