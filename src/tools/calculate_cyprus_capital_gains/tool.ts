import { formatCents } from "../../core/format.ts"
import { CAPITAL_GAINS_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { CAPITAL_GAINS_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import {
  CGT_RULES,
  CGT_TAX_YEARS,
  CYP_PER_EUR,
  DEFAULT_CGT_TAX_YEAR,
  EURO_ADOPTION_YEAR,
  VALUATION_BASE_YEAR
} from "../../rules/capital-gains.ts"
import { FIRST_MONTHLY_CPI } from "../../rules/cpi.ts"
import { listYears, perYear } from "../../rules/years.ts"
import { calculateCapitalGains } from "./calculate.ts"
import { CapitalGainsInput } from "./input.ts"
import { CapitalGainsOutput } from "./output.ts"
import type { Language } from "../../core/language.ts"
import { describeCapitalGainsEl } from "./text.ts"

const describe = (o: CapitalGainsOutput, language: Language): Array<string> => {
  if (language === "el") return describeCapitalGainsEl(o)
  const f = (n: number) => formatCents(cents(n))
  const ex = o.exemptionsUsed[0]
  return [
    `Cyprus capital gains tax ${o.taxYear}${o.taxYearDefaulted ? " (default year)" : ""}: ${o.propertyType}, sale price EUR ${f(o.salePrice)}.`,
    `Indexed cost EUR ${f(o.indexedCost)} (${o.indexation.method} CPI ${o.indexation.acquisitionPeriod} -> ${o.indexation.disposalPeriod}, factor ${o.indexation.factor}); gain EUR ${f(o.gain)}.`,
    ex === undefined
      ? "No lifetime exemption claimed."
      : `Lifetime exemption used EUR ${f(ex.amount)} (left for this type EUR ${f(ex.remainingForThisType)}).`,
    `Taxable gain EUR ${f(o.taxableGain)}; capital gains tax ${o.capitalGainsTax.ratePercent}% = EUR ${f(o.capitalGainsTax.amount)}.`,
    ...(o.alternativeConvention === null
      ? []
      : [
          `With the other month pairing (${o.alternativeConvention.acquisitionPeriod} -> ${o.alternativeConvention.disposalPeriod}; no official text settles which applies): tax EUR ${f(o.alternativeConvention.capitalGainsTax)}.`
        ]),
    `Property transfer fee ${o.propertyTransferFee.ratePercent}% (modelling convention, not a cited levy) EUR ${f(o.propertyTransferFee.amount)}.`,
    `Net proceeds EUR ${f(o.netProceeds)}.`
  ]
}

export const calculateCyprusCapitalGains = defineCalculator({
  name: "calculate_cyprus_capital_gains",
  assumptionTexts: CAPITAL_GAINS_ASSUMPTIONS,
  topic: "tax",
  toolset: "tax",
  title: "Cyprus capital gains tax on immovable property",
  description:
    `Capital gains tax on a disposal of Cyprus immovable property under ${listYears(CGT_TAX_YEARS)} rules (taxYear, default ${DEFAULT_CGT_TAX_YEAR}, ` +
    `disclosed): the acquisition cost (or the 1 January ${VALUATION_BASE_YEAR} value) indexed by the Cyprus CPI (the Tax Department's ` +
    `monthly table from ${FIRST_MONTHLY_CPI.year} when months are given, with the other month pairing shown beside it; otherwise annual ` +
    "averages, said in the assumptions), less improvements, fees and acquisition-loan interest the " +
    "caller gives; the year's lifetime exemption for the property type only when isFirstDisposal is sent (never " +
    `assumed); ${perYear(CGT_TAX_YEARS, (y) => `${CGT_RULES[y].ratePercent.value}%`)} tax; and a ${perYear(CGT_TAX_YEARS, (y) => `${CGT_RULES[y].propertyTransferFeePercent.value}%`)} property transfer fee on the sale price, which is this service's modelling ` +
    "convention, not a cited levy. Requires salePrice, acquisitionPrice, acquisitionYear and propertyType: ask the user, " +
    `never estimate them. Currency EUR by default (CYP for purchases before ${EURO_ADOPTION_YEAR}, at ${CYP_PER_EUR.value} CYP per EUR). Indexed ` +
    "amounts, the tax and the fee are rounded to the cent, half away from zero. A loss gives zero tax. Estimates, not tax advice.",
  listing: {
    summary:
      `Gain, tax and net proceeds on selling Cyprus immovable property, tax year ${listYears(CGT_TAX_YEARS)} (default ${DEFAULT_CGT_TAX_YEAR}). ` +
      "Ask the person the prices, acquisition year, property type and whether the lifetime exemption was used " +
      "before; never estimate them.",
    fields: {
      acquisitionPrice: "EUR, or CYP with currency CYP",
      propertyType: "Sets the lifetime exemption; never inferred",
      currency: `CYP only for purchases before ${EURO_ADOPTION_YEAR}; sale price always EUR`,
      isFirstDisposal: "true: no exemption used before; omitted: none claimed",
      lifetimeExemptionAlreadyUsed: "EUR of exemption used on earlier disposals",
      acquisitionMonth: "Omitted: annual CPI (approximate)",
      disposalMonth: "Omitted: annual CPI (approximate)",
      marketValueOn1January1980: `Required for property acquired before ${VALUATION_BASE_YEAR}`,
      acquisitionLoanInterest: "Interest paid on the purchase loan, total EUR"
    }
  },
  input: CapitalGainsInput,
  fieldMessagesEl: CAPITAL_GAINS_FIELD_MESSAGES_EL,
  output: CapitalGainsOutput,
  calculate: calculateCapitalGains,
  describe
})
