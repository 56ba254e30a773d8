// Art. 20: a resident's foreign pension, taxed with other income or, by the person's yearly choice, apart at a flat
// rate above an exempt amount. The answer shows the chosen option and what the other would have cost.
import type { AssumptionList } from "./assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { formatCents as fmt } from "../../core/format.ts"
import { cents, euros, pct } from "../../core/money.ts"
import { FOREIGN_PENSION_PROPOSED_EXEMPT_AMOUNT_2026, INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import type { TaxYear } from "../../rules/years.ts"
import type { IncomeTaxOutput } from "./output.ts"

type Taxation = "normal" | "flat-5"

export const foreignPensionSection = (
  year: TaxYear,
  taxation: Taxation,
  foreignC: number,
  flatTaxedC: number,
  flatTaxC: number,
  totals: { readonly chosenC: number; readonly otherC: number | null },
  said: AssumptionList
): NonNullable<IncomeTaxOutput["foreignPension"]> => {
  const { foreignPensionRatePercent: rate, foreignPensionExemptAmount: exempt } = INCOME_TAX_RULES[year]
  const other: Taxation = taxation === "flat-5" ? "normal" : "flat-5"
  const otherC = totals.otherC ?? totals.chosenC
  const savingC = otherC - totals.chosenC
  said.add(savingC >= 0 ? "income-tax.foreign-pension-choice-more" : "income-tax.foreign-pension-choice-less", {
    field: "foreignPensionTaxation",
    value: taxation,
    reason: "input",
    params: { year, other, otherTotal: euros(otherC), difference: euros(Math.abs(savingC)) }
  })
  if (exempt.status === "derived" && taxation === "flat-5") {
    const proposedC = cents(FOREIGN_PENSION_PROPOSED_EXEMPT_AMOUNT_2026)
    const atProposedC = pct(Math.max(0, foreignC - proposedC), rate.value)
    said.add("income-tax.foreign-pension-proposed-exempt-amount", {
      field: "foreignPensionIncome",
      rule: "income-tax.foreign-pension-exempt-amount",
      value: euros(flatTaxC),
      reason: "rule",
      params: { proposed: euros(proposedC), atProposed: euros(atProposedC) }
    })
  }
  return {
    taxation,
    exemptAmount: exempt.value,
    ratePercent: rate.value,
    taxedAtFlatRate: euros(flatTaxedC),
    tax: euros(flatTaxC),
    ...traceOf(year, rate, exempt),
    otherTaxation: other,
    totalTaxUnderOtherTaxation: euros(otherC),
    savingOfChoice: euros(savingC),
    note:
      taxation === "flat-5"
        ? `${rate.value}% on the pension above EUR ${fmt(cents(exempt.value))}, apart from other income.`
        : "Taxed at the scale with the other income."
  }
}
