// The Special Defence Contribution of a person's interest, dividends and (to 2025) rent, for the income tax answer.
import type { AssumptionList } from "./assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { formatCents as fmt } from "../../core/format.ts"
import { cents, euros, pct } from "../../core/money.ts"
import { DEFENCE_CONTRIBUTION_RULES, SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS } from "../../rules/defence-contribution.ts"
import type { Cited } from "../../rules/income-tax.ts"
import type { TaxYear } from "../../rules/years.ts"
import type { IncomeTaxOutput } from "./output.ts"

type Part = IncomeTaxOutput["defenceContribution"]["parts"][number]

interface Incomes {
  readonly rentalC: number
  readonly interestC: number
  readonly dividendC: number
}

/**
 * SDC Law art. 3: charged on residents domiciled in Cyprus. Each income with a rate above 0 in the year gets a part;
 * a part is charged only when the person said they are domiciled (isNonDomiciled: false). A resident who did not say
 * (possible only with rent: interest and dividends require it) sees the figure a domiciled resident pays, uncharged.
 */
export const defenceContributionOf = (
  year: TaxYear,
  resident: boolean,
  isNonDomiciled: boolean | undefined,
  incomes: Incomes,
  cite: (c: Cited<unknown>) => Array<string>,
  said: AssumptionList
): IncomeTaxOutput["defenceContribution"] => {
  const rules = DEFENCE_CONTRIBUTION_RULES[year]
  const charged = resident && isNonDomiciled === false
  const why = !resident
    ? "Not charged: the contribution is for Cyprus tax residents."
    : isNonDomiciled === true
      ? "Not charged: not domiciled in Cyprus."
      : isNonDomiciled === undefined
        ? "Not charged: domicile was not sent (isNonDomiciled); this is what a resident domiciled in Cyprus pays."
        : null
  const parts: Array<Part> = []
  // A rate of 0 on an income the person has (rent from 2026) is no part, but the section still names its rule.
  const zeroRated: Array<Cited<number>> = []
  const part = (
    income: Part["income"],
    baseC: number,
    rate: Cited<number>,
    note: string | null = null,
    also: ReadonlyArray<Cited<unknown>> = []
  ) => {
    if (baseC === 0) return
    cite(rate)
    if (rate.value === 0) {
      zeroRated.push(rate)
      return
    }
    for (const c of also) cite(c)
    parts.push({
      income,
      base: euros(baseC),
      ratePercent: rate.value,
      amount: euros(pct(baseC, rate.value)),
      charged,
      ...traceOf(year, rate, ...also),
      note: [why, note].filter((n) => n !== null).join(" ") || null
    })
  }
  part("interest", incomes.interestC, rules.interestRatePercent)
  const dividendRate = rules.dividendRatePercent
  const earlierProfits =
    dividendRate.value < SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS && incomes.dividendC > 0
      ? `If the dividends were paid out of profits of ${year - 1} or earlier, some summaries apply ${SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS}%: EUR ${fmt(pct(incomes.dividendC, SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS))} instead of EUR ${fmt(pct(incomes.dividendC, dividendRate.value))}.`
      : null
  part("dividends", incomes.dividendC, dividendRate, earlierProfits)
  if (earlierProfits !== null && charged)
    said.add("income-tax.sdc-dividends-earlier-profits", {
      field: "dividendIncome",
      rule: "defence-contribution.dividend-rate",
      value: dividendRate.value,
      reason: "rule",
      params: {
        earlierYear: year - 1,
        earlierRate: SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS,
        atEarlierRate: euros(pct(incomes.dividendC, SDC_DIVIDEND_RATE_ON_EARLIER_PROFITS)),
        atRate: euros(pct(incomes.dividendC, dividendRate.value))
      }
    })
  if (incomes.rentalC > 0) {
    if (rules.rentRatePercent.value === 0)
      said.add("income-tax.sdc-no-rent", {
        field: "rentalIncome",
        rule: "defence-contribution.rent-rate",
        value: 0,
        reason: "rule"
      })
    const taxable = rules.rentTaxablePercent
    part(
      "rental",
      pct(incomes.rentalC, taxable.value),
      rules.rentRatePercent,
      `On ${taxable.value}% of the gross rent.`,
      [taxable]
    )
  }
  if (parts.length > 0) cite(rules.domiciledOnly)
  const amountC = parts.filter((p) => p.charged).reduce((sum, p) => sum + cents(p.amount), 0)
  return {
    amount: euros(amountC),
    rule: [...new Set([...parts.map((p) => p.rule), ...zeroRated.map((z) => z.rule), rules.domiciledOnly.rule])].join(
      "; "
    ),
    year,
    sources: [
      ...new Set([
        ...parts.flatMap((p) => p.sources),
        ...zeroRated.flatMap((z) => z.sources),
        ...rules.domiciledOnly.sources
      ])
    ],
    parts
  }
}
