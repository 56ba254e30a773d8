import { formatEur } from "../../core/format.ts"
import { PENSION_REFERENCE_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { PENSION_REFERENCE_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { calculate } from "./calculate.ts"
import { PensionReferenceInput, RANGE } from "./input.ts"
import { PensionReferenceOutput } from "./output.ts"
import { describePensionReferenceEl } from "./text.ts"

const eur = (n: number | null): string => (n === null ? "not confirmed" : formatEur(n))

export const getPensionReferenceData = defineCalculator({
  name: "get_pension_reference_data",
  assumptionTexts: PENSION_REFERENCE_ASSUMPTIONS,
  topic: "pensions",
  toolset: "social-insurance",
  title: "Cyprus Social Insurance reference figures for a year",
  description:
    `Returns the Social Insurance reference figures of one calendar year the caller names (never assumed; held: ${RANGE}): ` +
    "basic insurable earnings (weekly, monthly, annual), maximum insurable earnings, contribution rates (employee, " +
    "employer, self-employed, State), pension age and conditions, maximum units per year, and the pension and " +
    "unemployment benefit rates. Every figure states whether it is official, derived (with the arithmetic) or " +
    "unconfirmed (null, never guessed), with its rule and sources. A year not held is a 400 listing the years held.",
  listing: {
    summary: `The Cyprus Social Insurance reference figures of one year (held: ${RANGE}): basic and maximum insurable earnings, contribution rates, pension and benefit rates, each with its source.`,
    fields: { year: "Contribution year the user named; never assumed, ask" }
  },
  input: PensionReferenceInput,
  fieldMessagesEl: PENSION_REFERENCE_FIELD_MESSAGES_EL,
  output: PensionReferenceOutput,
  calculate,
  describe: (o, language) =>
    language === "el"
      ? describePensionReferenceEl(o)
      : [
          `Cyprus Social Insurance reference figures for ${o.year}:`,
          `Basic insurable earnings: ${eur(o.weeklyBasicInsurableEarnings)} a week, ${eur(o.annualBasicInsurableEarnings)} a year.`,
          `Maximum insurable earnings: ${eur(o.weeklyMaxInsurableEarnings)} a week, ${eur(o.monthlyMaxInsurableEarnings)} a month, ${eur(o.annualMaxInsurableEarnings)} a year.`,
          `Contribution rates: employee ${o.contributionRates.employeePercent ?? "?"}%, employer ${o.contributionRates.employerPercent ?? "?"}%, self-employed ${o.contributionRates.selfEmployedPercent ?? "?"}%, State ${o.contributionRates.statePercent ?? "not confirmed"}${o.contributionRates.statePercent === null ? "" : "%"}.`,
          `Statutory pension age ${o.statutoryPensionAge}; minimum ${o.minimumContributionYears} contribution years; at most ${o.maxUnitsPerYear} units a year.`
        ]
})
