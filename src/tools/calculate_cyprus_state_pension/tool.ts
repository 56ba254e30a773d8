import { formatCents } from "../../core/format.ts"
import { STATE_PENSION_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { STATE_PENSION_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { calculate } from "./calculate.ts"
import { DEFERRAL_INCREASE_PER_MONTH } from "../../rules/state-pension.ts"
import { EARLY_AGE, heldValue, LATEST_AGE, PENSION_AGE, StatePensionInput, VALUATION } from "./input.ts"
import { StatePensionOutput } from "./output.ts"
import { describeStatePensionEl } from "./text.ts"

const fmt = (eur: number): string => formatCents(cents(eur))

const P = VALUATION.pension
const percent = (f: Parameters<typeof heldValue>[0]): string => `${heldValue(f)}%`
const SCALE = P.dependants.value
if (SCALE === null) throw new Error("dependants' scale not held")
const RAISED = SCALE.ratesByDependantCountPercent.slice(1)
const WEEKS_A_MONTH = heldValue(P.weeksPerPensionMonth)
const PAYMENTS = heldValue(P.paymentsPerYear)

export const calculateCyprusStatePension = defineCalculator({
  name: "calculate_cyprus_state_pension",
  assumptionTexts: STATE_PENSION_ASSUMPTIONS,
  topic: "pensions",
  toolset: "social-insurance",
  title: "Cyprus state (Social Insurance) pension estimate",
  description:
    "Estimates the contributory old-age (statutory) pension of the Cyprus Social Insurance at retirement: the basic " +
    `pension (${percent(P.basicPensionPercent)} of the weekly basic insurable earnings x the average basic insurance points over the reference ` +
    `period), raised to ${RAISED.join("/")}% for ${RAISED.map((_, k) => k + 1).join("/")} dependants, plus the supplementary pension (${percent(P.supplementaryPensionPercentPerPoint)} of the weekly basic ` +
    `insurable earnings per supplementary point), weekly, 'monthly' (${WEEKS_A_MONTH} weeks) and yearly (${PAYMENTS} payments). Checks and ` +
    `lists the qualifying conditions (${heldValue(P.minimumContributionYears)} points of paid basic insurance and ${heldValue(P.minimumContributionYears)} years of insurance, average basic ` +
    `points of at least ${percent(P.averagePointsConditionPercent)} of the reference period, ${percent(P.earlyPensionAveragePointsPercent)} for a pension from ${EARLY_AGE}) and gives no amount when they are not ` +
    `met, saying why. A pension before ${PENSION_AGE} is reduced by ${percent(P.earlyPensionReductionPercentPerMonth)} a month; one deferred past ${PENSION_AGE} (to ${LATEST_AGE} at most) is ` +
    `increased by ${DEFERRAL_INCREASE_PER_MONTH.value}% a month (a rate read in a secondary source, disclosed). mode and retirementAge are always required; ` +
    "quick mode needs currentAge, yearsWorked and totalInsuranceUnits; advanced mode needs the real yearly record " +
    'yearlyUnits (rows of parse_pension_statement are accepted as they are, or a legacy map { "2003": 5.2 }). The ' +
    "contribution history is never inferred. Ask for dependents; when omitted, zero dependants is assumed and stated. " +
    "Amounts are at the latest reference year's levels; results are estimates, not advice. Every amount carries its rule, year and sources.",
  listing: {
    summary:
      "Estimates the Cyprus Social Insurance old-age pension and checks its qualifying conditions. Quick mode from age, years and units; advanced from the yearly record (parse_pension_statement reads it). Ask the retirement age and dependants; never infer the contribution history.",
    fields: {
      retirementAge: "Pension start age, fractions for months; ask the user",
      currentAge: "Quick mode: age now",
      yearsWorked: "Quick mode: years with contributions, from the statement",
      totalInsuranceUnits: "Quick mode: units credited so far, from the statement",
      dependents: "For the increase; ask (omitted: 0, stated)",
      yearlyUnits: "Advanced mode: the real units per calendar year"
    },
    asks: {
      dependents: {
        question: {
          en: "How many dependants (a dependent spouse, dependent children) do you have (0 if none)?",
          el: "Πόσα εξαρτώμενα πρόσωπα (εξαρτώμενο σύζυγο, εξαρτώμενα παιδιά) έχετε (0 αν κανένα);"
        },
        kind: "omitted"
      }
    }
  },
  input: StatePensionInput,
  fieldMessagesEl: STATE_PENSION_FIELD_MESSAGES_EL,
  output: StatePensionOutput,
  calculate,
  describe: (o, language) => {
    if (language === "el") return describeStatePensionEl(o, PENSION_AGE, WEEKS_A_MONTH, PAYMENTS)
    const lines = [
      `Cyprus state pension estimate (${o.mode} mode), starting at age ${o.retirementAge}, ${o.dependents} dependant(s)${o.dependentsAssumed ? " (assumed: none given)" : ""}, at ${o.valuationYear} levels.`,
      `Record: ${o.record.totalUnits} units, ${o.record.basicPoints} basic points over a ${o.record.referencePeriodYears}-year reference period (average ${o.record.averageBasicPoints}), ${o.record.supplementaryPoints} supplementary points.`
    ]
    for (const c of o.conditions) lines.push(`${c.met ? "Met" : "NOT met"}: ${c.requirement} (record: ${c.actual}).`)
    const pn = o.pension
    if (pn === null) {
      lines.push("The qualifying conditions are not met, so no pension amount is given.")
    } else {
      lines.push(
        `Basic pension EUR ${fmt(pn.basic.monthly)} a month; dependants' increase EUR ${fmt(pn.dependantsIncrease.monthly)}; supplementary pension EUR ${fmt(pn.supplementary.monthly)}.`
      )
      if (pn.earlyReduction.months > 0)
        lines.push(
          `Early pension reduction ${pn.earlyReduction.percent}% (${pn.earlyReduction.months} months): -EUR ${fmt(pn.earlyReduction.amount.monthly)} a month.`
        )
      if (pn.deferralIncrease.months > 0)
        lines.push(
          `Deferral increase ${pn.deferralIncrease.percent}% (${pn.deferralIncrease.months} months after ${PENSION_AGE}): +EUR ${fmt(pn.deferralIncrease.amount.monthly)} a month.`
        )
      if (pn.minimumPensionTopUp.monthly > 0)
        lines.push(`Minimum pension top-up: EUR ${fmt(pn.minimumPensionTopUp.monthly)} a month.`)
      lines.push(
        `Total: EUR ${fmt(pn.total.monthly)} a month (${WEEKS_A_MONTH} weeks), EUR ${fmt(pn.total.weekly)} a week, EUR ${fmt(pn.total.yearly)} a year (${PAYMENTS} payments).`
      )
    }
    return lines
  }
})
