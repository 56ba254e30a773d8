import { Schema } from "effect"
import { GESY_RULES } from "../../rules/gesy.ts"
import { formatEur } from "../../core/format.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"
import { capNote, formatCap, MAX_AMOUNT, MAX_MONTHLY_AMOUNT } from "../../core/input-bounds.ts"
import {
  DEFAULT_END_AGE,
  DEFAULT_EXPECTED_RETURN_PCT,
  DEFAULT_INFLATION_RATE_PCT,
  DEFAULT_RETURN_VOLATILITY_PCT,
  DEFAULT_SIMULATIONS,
  FOREIGN_PENSION_OPTION,
  MAX_AGE,
  MAX_SIMULATIONS,
  MIN_CURRENT_AGE,
  PENSION_TAX_YEAR
} from "../../rules/retirement.ts"

export const MAX_SEED = 4_294_967_295

/** A monthly EUR amount, or with `maximum` MAX_AMOUNT a stock of savings. */
const eur = (description: string, maximum = MAX_MONTHLY_AMOUNT) =>
  Schema.Finite.check(
    Schema.isGreaterThanOrEqualTo(0, { message: "must be 0 or more (EUR)" }),
    Schema.isLessThanOrEqualTo(maximum, { message: `must be at most EUR ${formatCap(maximum)}` })
  ).annotate({ description: `${description} ${capNote(0, maximum, "EUR")}` })
const age = (description: string, minimum = MIN_CURRENT_AGE) =>
  Schema.Int.check(
    Schema.isBetween(
      { minimum, maximum: MAX_AGE },
      { message: `must be a whole number of years from ${minimum} to ${MAX_AGE}` }
    )
  ).annotate({ description: `${description} ${capNote(minimum, MAX_AGE, "years")}` })
const percent = (description: string, minimum: number, maximum: number) =>
  Schema.Finite.check(
    Schema.isBetween({ minimum, maximum }, { message: `must be a percentage from ${minimum} to ${maximum}` })
  ).annotate({ description: `${description} ${capNote(minimum, maximum, "%")}` })
const required = (field: string, ask: string) => ({ messageMissingKey: `${field} is required: ${ask}` })

const PensionStream = Schema.Struct({
  pensionOrigin: Schema.Literals(["cyprus", "foreign"]).annotate({
    description: `"cyprus" (occupational, provident-fund annuity or other Cyprus pension) or "foreign" (pension for services abroad: may be taxed at ${FOREIGN_PENSION_OPTION.value.ratePercent}% above ${formatEur(FOREIGN_PENSION_OPTION.value.exemptAmount, { prose: true })} instead of the scale).`
  }),
  monthlyAmount: eur("Gross pension in EUR a month, in today's money (it rises with inflation)."),
  pensionStartAge: Schema.optionalKey(
    age("Age (whole years) from which it is paid. Omitted: from retirementAge (disclosed).")
  ),
  netMonthlyAmount: Schema.optionalKey(
    eur(
      "Override: the net amount in EUR a month after all tax, in today's money. When sent, no tax or GESY is computed on this stream and it is left out of the aggregation."
    )
  )
})

const InputFields = Schema.Struct({
  currentAge: age("Age today in whole years. Required.").annotateKey(
    required("currentAge", "the user's age today in whole years")
  ),
  retirementAge: age(
    "Age (whole years) at which contributions stop and monthly drawdown starts; equal to currentAge if already retired. Required."
  ).annotateKey(
    required(
      "retirementAge",
      "the age at which the user stops contributing and starts drawing on savings (ask the user)"
    )
  ),
  endAge: Schema.optionalKey(
    age(`Age at which the plan ends (whole years, after retirementAge). Omitted: ${DEFAULT_END_AGE.value} (disclosed).`)
  ),
  currentSavings: eur(
    "Invested savings today in EUR (the portfolio the plan draws on). Required.",
    MAX_AMOUNT
  ).annotateKey(required("currentSavings", "the invested savings today in EUR (0 if none)")),
  monthlyContribution: eur(
    "EUR paid into savings each month until retirementAge; a flat amount (not raised with inflation). 0 if none or already retired. Required."
  ).annotateKey(
    required("monthlyContribution", "the EUR the user adds to savings each month until retirement (0 if none)")
  ),
  monthlyDrawdown: eur(
    "Planned spending in retirement in EUR a month, in today's money (it rises with inflation). Paid first from the net pensions, the rest is withdrawn from savings. Required."
  ).annotateKey(required("monthlyDrawdown", "the user's planned monthly spending in retirement in today's EUR")),
  expectedReturnPct: Schema.optionalKey(
    percent(
      `Expected yearly return of the savings in percent, nominal, after fees (the mean of the yearly gross return). Omitted: ${DEFAULT_EXPECTED_RETURN_PCT.value} (disclosed).`,
      -20,
      30
    )
  ),
  returnVolatilityPct: Schema.optionalKey(
    percent(
      `Standard deviation of the yearly return in percent. Omitted: ${DEFAULT_RETURN_VOLATILITY_PCT.value} (disclosed). 0 makes every simulated path equal to the deterministic projection.`,
      0,
      60
    )
  ),
  inflationRatePct: Schema.optionalKey(
    percent(`Yearly inflation in percent. Omitted: ${DEFAULT_INFLATION_RATE_PCT.value} (disclosed).`, -5, 20)
  ),
  statePension: Schema.optionalKey(
    eur(
      "Expected Cyprus state (social insurance) pension in EUR a month, gross, in today's money (calculate_cyprus_state_pension estimates it). Omitted: no state pension is included (disclosed)."
    )
  ),
  statePensionAge: Schema.optionalKey(
    age("Age from which statePension is paid. Omitted: the statutory pension age (disclosed). Only with statePension.")
  ),
  pensionStreams: Schema.optionalKey(
    Schema.Array(PensionStream)
      .check(Schema.isMaxLength(10))
      .annotate({
        description:
          "Other pensions (Cyprus and foreign), at most 10. All pensions, with statePension, are added up before the personal allowance; the one foreign-pension " +
          `exempt amount and the one ${formatEur(GESY_RULES[PENSION_TAX_YEAR].annualIncomeCeiling.value, { prose: true })} GESY ceiling apply to the total. Omitted: none (disclosed).`
      })
  ),
  simulations: Schema.optionalKey(
    Schema.Int.check(
      Schema.isBetween(
        { minimum: 1, maximum: MAX_SIMULATIONS },
        {
          message: `simulations must be a whole number from 1 to ${formatCap(MAX_SIMULATIONS)} (the cap)`
        }
      )
    ).annotate({
      description: `Number of Monte Carlo paths, at most ${MAX_SIMULATIONS}. Omitted: ${DEFAULT_SIMULATIONS.value} (disclosed).`
    })
  ),
  seed: Schema.optionalKey(
    Schema.Int.check(
      Schema.isBetween(
        { minimum: 0, maximum: MAX_SEED },
        { message: "seed must be an unsigned 32-bit integer (0 to 4,294,967,295)" }
      )
    ).annotate({
      description: `Unsigned 32-bit integer. Same inputs + same seed + same service version = identical result. Omitted: a seed is drawn at random, the run is stochastic, and the seed used is returned. ${capNote(0, MAX_SEED)}`
    })
  )
})
type InputFieldsType = typeof InputFields.Type

const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const endAge = i.endAge ?? DEFAULT_END_AGE.value
  if (i.retirementAge < i.currentAge) {
    issues.push({
      path: ["retirementAge"],
      issue: "retirementAge must be currentAge or later (send currentAge if already retired)"
    })
  }
  if (endAge <= i.retirementAge) {
    issues.push({
      path: [i.endAge === undefined ? "retirementAge" : "endAge"],
      issue: `endAge (${endAge}${i.endAge === undefined ? ", the default" : ""}) must be after retirementAge`
    })
  }
  if (i.statePensionAge !== undefined && i.statePension === undefined) {
    issues.push({
      path: ["statePensionAge"],
      issue: "statePensionAge applies only with statePension (the monthly state pension)"
    })
  }
  return issues
}

/** Ready-to-send requests; never used as defaults. */
const INPUT_ANNOTATIONS = {
  title: "Retirement stress test request",
  description: "Ages in whole years; amounts in EUR; contributions, drawdown and pensions a month.",
  examples: [
    {
      currentAge: 45,
      retirementAge: 65,
      endAge: 90,
      currentSavings: 80_000,
      monthlyContribution: 600,
      monthlyDrawdown: 2_200,
      statePension: 900,
      expectedReturnPct: 5,
      returnVolatilityPct: 10,
      inflationRatePct: 2,
      simulations: 1_000,
      seed: 20_260_101
    },
    {
      currentAge: 66,
      retirementAge: 66,
      currentSavings: 250_000,
      monthlyContribution: 0,
      monthlyDrawdown: 3_500,
      seed: 7,
      pensionStreams: [
        { pensionOrigin: "foreign", monthlyAmount: 2_500 },
        { pensionOrigin: "cyprus", monthlyAmount: 400, pensionStartAge: 67 }
      ]
    },
    { currentAge: 30, retirementAge: 60, currentSavings: 10_000, monthlyContribution: 300, monthlyDrawdown: 1_500 }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const RetirementStressTestInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, crossFieldIssues)
export type RetirementStressTestInput = typeof RetirementStressTestInput.Type
