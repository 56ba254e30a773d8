import { Schema } from "effect"
import { formatEur } from "../../core/format.ts"
import { capNote, MAX_AMOUNT } from "../../core/input-bounds.ts"
import {
  APPROVED_SCHEME,
  APPROVED_SCHEME_FROM,
  BENEFIT_IN_KIND_YEAR,
  DEFAULT_STOCK_OPTION_YEAR,
  STOCK_OPTION_YEARS
} from "../../rules/stock-options.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"
import { yearAmong } from "../../core/year-field.ts"
import { listYears } from "../../rules/years.ts"
import { APPROVED_FLAT_RATE_TEXT, APPROVED_LIMITS_TEXT } from "./scheme-text.ts"

/** Larger gains are refused: the integer-cent arithmetic stays exact well below this. */
const MAX_GAIN = 100_000_000

/** Largest price per share accepted, EUR. */
const MAX_SHARE_PRICE = 10_000_000
const eur = (description: string, maximum = MAX_AMOUNT) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({
    description: `${description} ${capNote(0, maximum, "EUR")}`
  })

const S = APPROVED_SCHEME

const APPROVAL_QUESTION =
  "isApprovedScheme is required and must come from the user: ask whether their employer's share option plan has " +
  "been approved by the Tax Commissioner under art. 20D of the Income Tax Law (employers with existing plans had " +
  `to apply by ${S.existingSchemesDeadline.value}). It matters because from ${APPROVED_SCHEME_FROM} an approved plan's benefit is taxed at a flat ${APPROVED_FLAT_RATE_TEXT} (` +
  `${APPROVED_LIMITS_TEXT}), while otherwise the gain is taxed as salary at the progressive rates. ` +
  "Send true or false only once the user has confirmed it; never assume it."

const InputFields = Schema.Struct({
  salaryIncome: eur(
    "Gross ANNUAL employment income in EUR from the employer granting the options (salary, bonuses, 13th salary), " +
      "WITHOUT the option gain. Used as the salary the gain is added to and, for an approved scheme, as the income " +
      `of the year the vesting period ends (the ${APPROVED_FLAT_RATE_TEXT} covers up to ${S.salaryMultipleCap.value} times it). Confirm monthly vs annual with the user. Required.`
  ).annotateKey({
    messageMissingKey:
      "salaryIncome is required: the gross ANNUAL employment income in EUR from the employer granting the options, without the option gain (ask the user whether their figure is monthly or annual)"
  }),
  shareCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(1_000_000_000))
    .annotate({
      description:
        "Number of shares acquired by exercising the options (a whole number, at least 1). Required. Range: 1 to 1,000,000,000."
    })
    .annotateKey({
      messageMissingKey: "shareCount is required: the number of shares acquired on exercise (ask the user)"
    }),
  exercisePricePerShare: eur(
    "Exercise (strike) price paid per share, in EUR (0 for free shares). Required.",
    MAX_SHARE_PRICE
  ).annotateKey({
    messageMissingKey: "exercisePricePerShare is required: the price paid per share on exercise, in EUR (ask the user)"
  }),
  marketPricePerShare: eur(
    "Market value per share on the exercise date, in EUR. The gain is shareCount x (marketPricePerShare - exercisePricePerShare). Required.",
    MAX_SHARE_PRICE
  ).annotateKey({
    messageMissingKey:
      "marketPricePerShare is required: the market value per share on the exercise date, in EUR (ask the user)"
  }),
  isApprovedScheme: Schema.Boolean.annotate({
    description:
      "true if the user confirms that the employer's share option plan is approved by the Tax Commissioner under " +
      "Income Tax Law art. 20D; false if the user confirms it is not. Required and never inferred: when it is missing " +
      "or not a clear true/false the request is refused (400) with a fieldError asking for it, and no figure is produced.",
    message: APPROVAL_QUESTION
  }).annotateKey({ messageMissingKey: APPROVAL_QUESTION }),
  taxYear: Schema.optionalKey(
    yearAmong(
      "taxYear",
      STOCK_OPTION_YEARS,
      `Tax year of the exercise: ${listYears(STOCK_OPTION_YEARS)}. Selects which of the two treatments applies ` +
        `to the user (both are always shown). Omitted: ${DEFAULT_STOCK_OPTION_YEAR}, disclosed as a default.`
    )
  ),
  priorApprovedSchemeBenefit: Schema.optionalKey(
    eur(
      `Approved schemes only: benefit already taxed at the ${APPROVED_FLAT_RATE_TEXT} rate of art. 20D within the ${S.aggregateCap.value.years}-year period, in EUR ` +
        `(the regime started in ${APPROVED_SCHEME_FROM}, so only exercises from then on can count). Omitted: 0, disclosed.`
    )
  )
})

type InputFieldsType = typeof InputFields.Type

const gainTooLarge = (i: InputFieldsType): Array<Schema.FilterIssue> =>
  i.shareCount * Math.max(0, i.marketPricePerShare - i.exercisePricePerShare) > MAX_GAIN
    ? [
        {
          path: ["shareCount"],
          issue: `the gain (shareCount x price difference) exceeds ${formatEur(MAX_GAIN, { prose: true })}, beyond what this calculator handles`
        }
      ]
    : []

/** Ready-to-send requests; examples[0] succeeds. Never used as defaults. */
const INPUT_ANNOTATIONS = {
  title: `Cyprus share option exercise: ${BENEFIT_IN_KIND_YEAR} benefit in kind vs ${APPROVED_SCHEME_FROM} approved scheme`,
  description: "Amounts in EUR; salaryIncome is annual.",
  examples: [
    {
      salaryIncome: 60_000,
      shareCount: 1_000,
      exercisePricePerShare: 10,
      marketPricePerShare: 50,
      isApprovedScheme: true,
      taxYear: 2026
    },
    {
      salaryIncome: 60_000,
      shareCount: 1_000,
      exercisePricePerShare: 10,
      marketPricePerShare: 50,
      isApprovedScheme: false,
      taxYear: 2026
    },
    {
      salaryIncome: 30_000,
      shareCount: 2_000,
      exercisePricePerShare: 1.5,
      marketPricePerShare: 6.25,
      isApprovedScheme: true,
      taxYear: 2025
    },
    {
      salaryIncome: 600_000,
      shareCount: 10_000,
      exercisePricePerShare: 5,
      marketPricePerShare: 55,
      isApprovedScheme: true,
      taxYear: 2026,
      priorApprovedSchemeBenefit: 700_000
    }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const StockOptionsInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, gainTooLarge)
export type StockOptionsInput = typeof StockOptionsInput.Type
