// Published interface: shared/reference/published-tool-interfaces.md §3.19.
import { Schema } from "effect"
import { formatEur } from "../../core/format.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"
import { yearAmong } from "../../core/year-field.ts"
import { listYears, perYear } from "../../rules/years.ts"
import {
  COMPANY_RULES,
  COMPANY_TAX_YEARS,
  DEFAULT_ANNUAL_CORPORATE_ADMIN_COST,
  MAX_MONEY_INPUT
} from "../../rules/company.ts"
import { GESY_RULES } from "../../rules/gesy.ts"

const MAX_TEXT = formatEur(MAX_MONEY_INPUT, { unit: false, prose: true })
const GESY_ON_DIVIDENDS = perYear(
  COMPANY_TAX_YEARS,
  (year) => `${GESY_RULES[COMPANY_RULES[year].incomeTaxYear].otherIncomeRatePercent.value}%`
)

const money = (description: string) =>
  Schema.Finite.check(
    Schema.isGreaterThanOrEqualTo(0, { message: "must be 0 or more (EUR a year)" }),
    Schema.isLessThanOrEqualTo(MAX_MONEY_INPUT, {
      message: `must be at most EUR ${MAX_TEXT}: larger amounts are refused by this calculator`
    })
  ).annotate({ description })

const YEARS = listYears(COMPANY_TAX_YEARS)

const InputFields = Schema.Struct({
  taxYear: yearAmong(
    "taxYear",
    COMPANY_TAX_YEARS,
    `Tax year whose rules apply: ${YEARS}. Required, never defaulted.`
  ).annotateKey({ messageMissingKey: `taxYear is required: one of ${YEARS} (ask the user which year)` }),
  compareWithYear: Schema.optionalKey(
    yearAmong(
      "compareWithYear",
      COMPANY_TAX_YEARS,
      "Another tax year than taxYear: the answer then adds each headline figure in both years, the difference and the rules behind each."
    )
  ),
  isNonDomiciled: Schema.Boolean.annotate({
    description:
      "true if the director is a Cyprus tax resident who is NOT domiciled in Cyprus (non-dom): dividends are then " +
      `free of Special Defence Contribution (GESY ${GESY_ON_DIVIDENDS} is still due). Required, never inferred.`
  }).annotateKey({
    messageMissingKey: "isNonDomiciled is required: ask the user whether they hold Cyprus non-dom status"
  }),
  corporateGrossProfit: money(
    `Company revenue (turnover) for the year in EUR, BEFORE operating expenses, despite the name. At most ${MAX_TEXT}. Required.`
  ).annotateKey({
    messageMissingKey: "corporateGrossProfit is required: the company's yearly revenue in EUR before expenses"
  }),
  operatingExpenses: money(
    "Deductible operating expenses of the company for the year in EUR, excluding the director's pay and the admin " +
      `cost below. At most ${MAX_TEXT}. Required (send 0 if none).`
  ).annotateKey({
    messageMissingKey: "operatingExpenses is required: the company's deductible yearly expenses in EUR (0 if none)"
  }),
  annualCorporateAdminCost: Schema.optionalKey(
    money(
      `Yearly cost of running the company (audit, accounts, secretary, annual return) in EUR. Omitted: ` +
        `${DEFAULT_ANNUAL_CORPORATE_ADMIN_COST} (a disclosed modelling assumption). At most ${MAX_TEXT}.`
    )
  ),
  directorSalaryAllocation: Schema.optionalKey(
    money(
      "A fixed gross yearly salary in EUR to evaluate instead of searching for the best split. Omit to let the " +
        `optimiser search. At most ${MAX_TEXT}.`
    )
  )
})

type InputType = typeof InputFields.Type

const crossFieldIssues = (i: InputType): Array<Schema.FilterIssue> =>
  i.compareWithYear !== undefined && i.compareWithYear === i.taxYear
    ? [
        {
          path: ["compareWithYear"],
          issue: "compareWithYear must be another tax year than taxYear (the year calculated)"
        }
      ]
    : []

/** Ready-to-send requests; examples[0] is a domiciled director in the latest year. Never used as defaults. */
const INPUT_ANNOTATIONS = {
  title: "Cyprus company director salary / dividend optimisation request",
  description: "Yearly EUR figures of one Cyprus limited company wholly owned by its director.",
  examples: [
    { taxYear: 2026, isNonDomiciled: false, corporateGrossProfit: 150_000, operatingExpenses: 48_000 },
    {
      taxYear: 2025,
      isNonDomiciled: true,
      corporateGrossProfit: 90_000,
      operatingExpenses: 20_000,
      annualCorporateAdminCost: 3_000
    },
    {
      taxYear: 2026,
      isNonDomiciled: false,
      corporateGrossProfit: 120_000,
      operatingExpenses: 30_000,
      directorSalaryAllocation: 30_000
    }
  ]
} satisfies Schema.Annotations.Bottom<InputType, readonly []>

export const DirectorRemunerationInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, crossFieldIssues)
export type DirectorRemunerationInput = typeof DirectorRemunerationInput.Type
