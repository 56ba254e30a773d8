import { formatCents } from "../../core/format.ts"
import { UNEMPLOYMENT_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { UNEMPLOYMENT_BENEFIT_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { calculate, check } from "./calculate.ts"
import { STATUTORY as U, UnemploymentBenefitInput } from "./input.ts"
import { UnemploymentBenefitOutput } from "./output.ts"
import { describeUnemploymentEl } from "./text.ts"

const eur = (n: number) => formatCents(cents(n))
const SCALE = U.dependants.value

export const calculateCyprusUnemploymentBenefit = defineCalculator({
  name: "calculate_cyprus_unemployment_benefit",
  assumptionTexts: UNEMPLOYMENT_ASSUMPTIONS,
  topic: "pensions",
  toolset: "social-insurance",
  title: "Cyprus unemployment benefit estimate and entitlement",
  description:
    "Estimates the Cyprus Social Insurance unemployment benefit and, separately, assesses entitlement. An amount needs " +
    "the claim date (applicationDate), the gross insurable earnings of the relevant contribution year " +
    `(annualGrossEarnings) and the dependants (dependentSpouse, dependentChildren): basic benefit ${U.basicBenefitPercent.value}% of average weekly ` +
    `earnings up to the weekly basic insurable earnings, +${SCALE.spousePercentagePoints} points for a dependent spouse and +${SCALE.otherDependantPercentagePoints} per other dependant ` +
    `(at most ${SCALE.maxDependants}), plus ${U.supplementaryBenefitPercent.value}% of weekly earnings above them (capped at ${U.supplementaryCapWeeklyBie.value === 1 ? "one" : U.supplementaryCapWeeklyBie.value} weekly basic insurable earnings); paid for ${U.benefitDaysPerWeek.value} ` +
    `days a week after ${U.waitingDays.value} waiting days, for at most ${U.maxBenefitDays.value} days. Entitlement needs employee status, insurance history, ` +
    "registration as unemployed and availability for work: when any is missing it is 'undetermined' with the questions " +
    "to ask; these facts are never inferred from earnings. Results are estimates, not advice. Every figure set by a rule carries its rule, year and sources.",
  listing: {
    summary:
      "Estimates the Cyprus unemployment benefit and, separately, entitlement. An amount needs the claim date, the relevant year's earnings and the dependants: ask for them. The entitlement facts come from the user, never inferred from earnings; left out, entitlement is undetermined.",
    fields: {
      applicationDate: "Real claim date, YYYY-MM-DD; sets the relevant year",
      annualGrossEarnings: "Insurable EUR of the relevant year: claim year -2 (-1 from July's first Monday)",
      dependentSpouse: "Not in paid work",
      dependentChildren: "Children or other dependants; 0 if none",
      isEmployee: "Insured as an employee (self-employed are not covered)",
      insuranceHistoryMeetsMinimum: "26 weeks insured and 26 x weekly basic earnings paid",
      insuranceHistoryMeetsRelevantYear: "Relevant-year earnings at least 20 x weekly basic earnings",
      isRegisteredAsUnemployed: "Registered at the Labour Office and Social Insurance"
    },
    asks: {
      dependentSpouse: {
        question: {
          en: "Do you have a dependent spouse (one who is not in paid work)?",
          el: "Έχετε εξαρτώμενο σύζυγο (που δεν εργάζεται με αμοιβή);"
        }
      },
      dependentChildren: {
        question: {
          en: "How many dependent children or other dependants do you have (0 if none)?",
          el: "Πόσα εξαρτώμενα παιδιά ή άλλα εξαρτώμενα πρόσωπα έχετε (0 αν κανένα);"
        }
      }
    }
  },
  input: UnemploymentBenefitInput,
  fieldMessagesEl: UNEMPLOYMENT_BENEFIT_FIELD_MESSAGES_EL,
  output: UnemploymentBenefitOutput,
  check,
  calculate,
  describe: (o, language) => {
    if (language === "el") return describeUnemploymentEl(o)
    const b = o.benefit
    const lines = [
      `Cyprus unemployment benefit, claim of ${o.applicationDate}: relevant contribution year ${o.relevantContributionYear}.`
    ]
    if (b === null) lines.push(`No amount estimated: ${o.benefitNotEstimatedReason ?? ""}`)
    else {
      lines.push(
        `Basic EUR ${eur(b.weeklyBasicBenefit)} (${b.basicRatePercent}%, ${b.dependantsCounted} dependant(s)) + supplementary EUR ${eur(b.weeklySupplementaryBenefit)} = EUR ${eur(b.weeklyBenefit)} a week, EUR ${eur(b.dailyBenefit)} a day.`,
        `First ${b.waitingDays} days unpaid; at most ${b.maxBenefitDays} benefit days, EUR ${eur(b.maximumTotalBenefit)} in total.`
      )
    }
    lines.push(
      `Entitlement: ${o.entitlement.status}.${o.entitlement.reasons.length > 0 ? ` ${o.entitlement.reasons.join(" ")}` : ""}`
    )
    if (o.entitlement.followUpQuestions.length > 0) lines.push(`To ask: ${o.entitlement.followUpQuestions.join(" ")}`)
    return lines
  }
})
