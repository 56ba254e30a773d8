import { formatCents } from "../../core/format.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { calculate } from "./calculate.ts"
import { StatePensionInput } from "./input.ts"
import { StatePensionOutput } from "./output.ts"

const fmt = (eur: number): string => formatCents(cents(eur))

export const calculateCyprusStatePension = defineCalculator({
  name: "calculate_cyprus_state_pension",
  title: "Cyprus state (Social Insurance) pension estimate",
  description:
    "Estimates the contributory old-age (statutory) pension of the Cyprus Social Insurance at retirement: the basic " +
    "pension (60% of the weekly basic insurable earnings x the average basic insurance points over the reference " +
    "period), raised to 80/90/100% for 1/2/3 dependants, plus the supplementary pension (1.5% of the weekly basic " +
    "insurable earnings per supplementary point), weekly, 'monthly' (4 weeks) and yearly (13 payments). Checks and " +
    "lists the qualifying conditions (15 points of paid basic insurance and 15 years of insurance, average basic " +
    "points of at least 30% of the reference period, 70% for a pension from 63) and gives no amount when they are not " +
    "met, saying why. A pension before 65 is reduced by 0.5% a month. mode and retirementAge are always required; " +
    "quick mode needs currentAge, yearsWorked and totalInsuranceUnits; advanced mode needs the real yearly record " +
    "yearlyUnits (rows of parse_pension_statement are accepted as they are, or a legacy map { \"2003\": 5.2 }). The " +
    "contribution history is never inferred. Ask for dependents; when omitted, zero dependants is assumed and stated. " +
    "Amounts are at the latest reference year's levels; results are estimates, not advice.",
  input: StatePensionInput,
  output: StatePensionOutput,
  calculate,
  describe: (o) => {
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
      if (pn.earlyReduction.months > 0) lines.push(`Early pension reduction ${pn.earlyReduction.percent}% (${pn.earlyReduction.months} months): -EUR ${fmt(pn.earlyReduction.amount.monthly)} a month.`)
      if (pn.minimumPensionTopUp.monthly > 0) lines.push(`Minimum pension top-up: EUR ${fmt(pn.minimumPensionTopUp.monthly)} a month.`)
      lines.push(`Total: EUR ${fmt(pn.total.monthly)} a month (4 weeks), EUR ${fmt(pn.total.weekly)} a week, EUR ${fmt(pn.total.yearly)} a year (13 payments).`)
    }
    return lines
  }
})
