import { formatCents, formatDecimals } from "../../core/format.ts"
import { STOCK_OPTIONS_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { STOCK_OPTIONS_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import {
  APPROVED_SCHEME,
  APPROVED_SCHEME_FROM,
  BENEFIT_IN_KIND_YEAR,
  DEFAULT_STOCK_OPTION_YEAR,
  STOCK_OPTION_YEARS
} from "../../rules/stock-options.ts"
import { listYears } from "../../rules/years.ts"
import { APPROVED_FLAT_RATE_TEXT, APPROVED_LIMITS_TEXT } from "./scheme-text.ts"
import { calculateStockOptionTax } from "./calculate.ts"
import { StockOptionsInput } from "./input.ts"
import { StockOptionsOutput, type Treatment } from "./output.ts"
import type { Language } from "../../core/language.ts"
import { describeStockOptionsEl } from "./text.ts"

const S = APPROVED_SCHEME
const BIK = BENEFIT_IN_KIND_YEAR
const NEW = APPROVED_SCHEME_FROM

const describe = (o: StockOptionsOutput, language: Language): Array<string> => {
  if (language === "el") return describeStockOptionsEl(o)
  const f = (n: number) => formatCents(cents(n))
  const line = (label: string, t: Treatment) =>
    `${label}: income tax EUR ${f(t.incomeTax)}${t.flatRatePart === null ? "" : ` (${t.flatRatePart.ratePercent}% on EUR ${f(t.flatRatePart.base)}: ${f(t.flatRatePart.tax)})`}, ` +
    `social insurance EUR ${f(t.socialInsurance.amount)}, GESY EUR ${f(t.gesy.amount)}; total EUR ${f(t.totalTaxAndContributions)} ` +
    `(${formatDecimals(t.effectiveRatePercent, 2)}%), net EUR ${f(t.netGain)}.`
  const lines = [
    `Share option exercise, tax year ${o.taxYear}${o.taxYearDefaulted ? " (default year)" : ""}, ${o.isApprovedScheme ? "approved scheme (art. 20D)" : "not an approved scheme"}.`,
    `Gain at exercise EUR ${f(o.gainAtExercise.gain)}.`,
    line(`${BIK} benefit in kind`, o.benefitInKind2025),
    line(
      o.treatment2026.regime === "approved-scheme" ? `${NEW} approved scheme` : `${NEW} employment income`,
      o.treatment2026
    )
  ]
  if (o.approvedSchemeCaps !== null && o.approvedSchemeCaps.excessAmount > 0) {
    lines.push(
      `EUR ${f(o.approvedSchemeCaps.excessAmount)} is over the ${o.approvedSchemeCaps.limitedBy === "aggregate" ? `EUR ${f(o.approvedSchemeCaps.aggregateCap)} ${o.approvedSchemeCaps.aggregateCapYears}-year` : "salary-multiple"} limit and taxed at the progressive rates.`
    )
  }
  lines.push(
    `Difference ${NEW} less ${BIK}: EUR ${f(o.difference)}. Applies in ${o.taxYear}: total EUR ${f(o.totalTaxAndContributions)}, net EUR ${f(o.netGain)}.`
  )
  const { charged, notCharged } = o.socialInsuranceOnGain
  lines.push(
    `Social insurance on the gain is disputed. Charged (${charged.rule}; the headline): EUR ${f(charged.socialInsurance)}, ` +
      `total EUR ${f(charged.totalTaxAndContributions)}, net EUR ${f(charged.netGain)}. Not charged (${notCharged.rule}): ` +
      `total EUR ${f(notCharged.totalTaxAndContributions)}, net EUR ${f(notCharged.netGain)}.`
  )
  return lines
}

export const calculateStockOptions = defineCalculator({
  name: "calculate_stock_options",
  assumptionTexts: STOCK_OPTIONS_ASSUMPTIONS,
  topic: "tax",
  toolset: "tax",
  title: `Cyprus share options: ${BIK} benefit in kind vs ${NEW} approved scheme`,
  description:
    `Compares the tax on exercising employee share options in Cyprus under the ${BIK} benefit-in-kind rules (the gain ` +
    `taxed with the salary at the progressive rates) and the ${NEW} rules: a flat ${APPROVED_FLAT_RATE_TEXT} under an employer scheme approved ` +
    `by the Tax Commissioner (Income Tax Law art. 20D), ${APPROVED_LIMITS_TEXT}, ` +
    `the excess taxed as employment income; a plan that is not approved is taxed as employment income in ${NEW} too. ` +
    "Requires salaryIncome (gross ANNUAL EUR from that employer), shareCount, exercisePricePerShare, marketPricePerShare " +
    "and isApprovedScheme. Approval must be confirmed by the user: when isApprovedScheme is missing or not true/false " +
    "the answer is a 400 whose fieldError explains what to ask and why, never an estimate. Both treatments are shown " +
    "with income tax, social insurance and GESY caused by the gain, each with its rule, year and sources; taxYear (" +
    `${listYears(STOCK_OPTION_YEARS)}, default ${DEFAULT_STOCK_OPTION_YEAR}, disclosed) selects the one that applies. Social insurance on the gain is ` +
    "disputed (no primary text settles whether it is insurable earnings): the headline charges it and socialInsuranceOnGain " +
    "gives both readings with the rule and sources of each. Other unconfirmed points (tax point under art. 20D, GESY on " +
    `option gains, counting of the ${S.aggregateCap.value.years} years) are explicit choices listed in assumptions. Rounding: to the ` +
    "cent, half away from zero. Results are estimates, not tax advice.",
  listing: {
    summary:
      `Tax, SI and GESY on a share-option exercise gain under ${BIK} rules (taxed with salary) and ${NEW} rules ` +
      `(${APPROVED_FLAT_RATE_TEXT} flat within caps if the plan is approved under art. 20D). Ask whether the Tax ` +
      "Commissioner approved the plan (never inferred) and whether the salary is monthly or annual.",
    fields: {
      salaryIncome: "Gross ANNUAL EUR from that employer, without the gain",
      exercisePricePerShare: "EUR",
      marketPricePerShare: "EUR on the exercise date",
      priorApprovedSchemeBenefit: `Approved: benefit already taxed at ${APPROVED_FLAT_RATE_TEXT}, EUR`
    },
    asks: {
      isApprovedScheme: {
        question: {
          en: "Is your employer's share option plan approved by the Tax Commissioner (Income Tax Law art. 20D)?",
          el: "Είναι το σχέδιο δικαιωμάτων αγοράς μετοχών του εργοδότη σας εγκεκριμένο από τον Επίτροπο Φορολογίας (άρθρο 20Δ του περί Φορολογίας του Εισοδήματος Νόμου);"
        }
      }
    }
  },
  input: StockOptionsInput,
  fieldMessagesEl: STOCK_OPTIONS_FIELD_MESSAGES_EL,
  output: StockOptionsOutput,
  calculate: calculateStockOptionTax,
  describe
})
