import { formatCents, formatDecimals } from "../../core/format.ts"
import { INCOME_TAX_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { INCOME_TAX_ASSUMPTIONS } from "../../domain/income-tax/assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { TAX_REFORM_YEAR } from "../../rules/income-tax.ts"
import { DEFAULT_TAX_YEAR, listYears, TAX_YEARS } from "../../rules/years.ts"
import { calculateIncomeTax } from "../../domain/income-tax/calculate.ts"
import { checkIncomeTaxInput } from "../../domain/income-tax/check.ts"
import { compareWithYear } from "../../domain/income-tax/compare.ts"
import { IncomeTaxInput } from "../../domain/income-tax/input.ts"
import { IncomeTaxOutput } from "../../domain/income-tax/output.ts"
import type { Language } from "../../core/language.ts"
import { describeIncomeTaxEl } from "./text.ts"

const describe = (o: IncomeTaxOutput, language: Language): Array<string> => {
  if (language === "el") return describeIncomeTaxEl(o)
  const f = (n: number) => formatCents(cents(n))
  const lines = [
    `Cyprus income tax ${o.legislationVersion}${o.legislationYearDefaulted ? " (default year)" : ""}: ${o.employmentType ?? "no salary"}, ${o.isTaxResident ? "resident" : "non-resident"}.`,
    `Total income EUR ${f(o.income.total)}; taxable income EUR ${f(o.taxableIncome)}.`,
    `Income tax EUR ${f(o.incomeTax)}; social insurance EUR ${f(o.socialInsurance.amount)}; GESY EUR ${f(o.gesy.amount)}` +
      (o.defenceContribution.parts.length > 0
        ? `; Special Defence Contribution EUR ${f(o.defenceContribution.amount)}.`
        : "."),
    `Net annual income EUR ${f(o.netAnnualIncome)}; net monthly (annual / 12) EUR ${f(o.netMonthlyIncome)}.`,
    `Effective income tax rate ${formatDecimals(o.effectiveTaxRatePercent, 2)}%.`
  ]
  if (o.foreignPension !== null)
    lines.push(
      `Foreign pension (${o.foreignPension.taxation}): art. 20 tax EUR ${f(o.foreignPension.tax)}; under ${o.foreignPension.otherTaxation} the total would be EUR ${f(o.foreignPension.totalTaxUnderOtherTaxation)}.`
    )
  if (o.gesy.parts.length > 1)
    lines.push(
      `GESY by income: ${o.gesy.parts.map((p) => `${p.income} ${p.ratePercent}% of EUR ${f(p.base)} = EUR ${f(p.amount)}`).join("; ")} (one EUR ${f(o.gesy.ceiling)} ceiling over all).`
    )
  for (const part of o.defenceContribution.parts)
    lines.push(
      `SDC on ${part.income}: ${part.ratePercent}% of EUR ${f(part.base)} = EUR ${f(part.amount)}${part.charged ? "" : " (not charged)"}.`
    )
  if (o.comparison !== null) {
    const changed = o.comparison.figures.filter((figure) => figure.changed)
    lines.push(
      `Compared with ${o.comparison.year}: ${changed.length === 0 ? "nothing changed" : changed.map((c) => `${c.figure} EUR ${f(c.thisYear.amount)} (${o.comparison?.year}: EUR ${f(c.otherYear.amount)}, ${c.difference >= 0 ? "+" : ""}${f(c.difference)})`).join("; ")}.`
    )
  }
  if (o.employmentExemption !== null) {
    lines.push(
      `Art. 8 ${o.employmentExemption.type} exemption ${o.employmentExemption.applied ? `applied: EUR ${f(o.employmentExemption.amount)}` : `refused: ${o.employmentExemption.reasons.join(" ")}`}`
    )
  }
  if (o.personalDeductionsIncomeTest !== null)
    lines.push(`${TAX_REFORM_YEAR} deductions income test: ${o.personalDeductionsIncomeTest.note}`)
  if (o.article14Cap.note !== null) lines.push(o.article14Cap.note)
  return lines
}

export const calculateCyprusIncomeTax = defineCalculator({
  name: "calculate_cyprus_income_tax",
  assumptionTexts: INCOME_TAX_ASSUMPTIONS,
  fieldMessagesEl: INCOME_TAX_FIELD_MESSAGES_EL,
  topic: "tax",
  toolset: "tax",
  title: "Cyprus income tax, social insurance, GESY and net income",
  description:
    "Computes Cyprus personal income tax, social insurance (employee share), GESY (national health system) " +
    "contributions, Special Defence Contribution and net income for a resident or non-resident employee (private or " +
    "civil service), sole proprietor, pensioner (Cyprus or foreign pension), landlord or saver (interest, dividends), " +
    `for tax years ${listYears(TAX_YEARS)} (default ${DEFAULT_TAX_YEAR}, disclosed). Requires salaryIncome (gross ANNUAL ` +
    "EUR; confirm monthly vs annual with the user; 0 for self-employed only) and employmentType, unless only other " +
    "incomes are sent (pensionIncome, foreignPensionIncome with foreignPensionTaxation, rentalIncome, interestIncome, " +
    "dividendIncome; isNonDomiciled with interest or dividends); self-employed " +
    `also need turnover and occupationalCategory. The ${TAX_REFORM_YEAR} child, housing and green deductions also need ` +
    "householdType (single, couple or single-parent: it sets the income limit) and familyIncome. Optional " +
    "incomes, deductions and art. 8 exemption facts come only from the caller and are never inferred; art. 8 exemptions are applied only after their eligibility " +
    "checks pass. Rules, limits and sources are per tax year in the result. Rounding: each contribution, " +
    "deduction limit and band tax is rounded to the cent, half away from zero. Employer contributions are not " +
    "shown. Results are estimates, not tax advice.",
  listing: {
    summary:
      `For a resident or non-resident employee or sole proprietor, tax years ${TAX_YEARS[0]}-${TAX_YEARS.at(-1)} (default ${DEFAULT_TAX_YEAR}). ` +
      "Also pensioners (Cyprus or foreign pension), landlords and savers: salary and employment type then left out. " +
      "Ask whether the salary is monthly or annual (13th salary?) and send it annual. Never infer the employment " +
      "type, domicile, the foreign-pension option, household, incomes, deductions or art. 8 facts.",
    fields: {
      salaryIncome: "Gross ANNUAL EUR; 0 if only self-employed",
      employmentType: "civil = public sector; self-employed also needs turnover and occupationalCategory",
      isTaxResident: "Omitted: resident (disclosed); non-residents send Cyprus income only",
      turnover: "Self-employed: annual gross turnover, EUR",
      businessExpenses: "Self-employed: annual allowable expenses, EUR",
      occupationalCategory: "Self-employed: Social Insurance category, sets the minimum insurable income",
      rentalIncome: "Annual gross rent, EUR",
      foreignPensionTaxation: "The person's yearly art. 20 choice",
      isNonDomiciled: "Resident but not domiciled: no SDC",
      lifeInsurancePremiums: "Paid in the year, EUR; needs lifeInsuranceSumInsured",
      pensionFundContributions: "Own contributions to an approved fund in the year, EUR",
      medicalFundContributions: "Own contributions to an approved medical fund, EUR",
      dependentChildren: `${TAX_REFORM_YEAR} on: children claimed for`,
      householdType: `${TAX_REFORM_YEAR} on: with familyIncome, required for the child, housing or green deductions`,
      isSingleParent: `${TAX_REFORM_YEAR} on: single-parent family (child amounts doubled)`,
      familyIncome: `${TAX_REFORM_YEAR} on: annual gross income tested against the limits (a couple's total, else own)`,
      housingCostPaid: `${TAX_REFORM_YEAR} on: main-residence loan interest or rent paid in the year, EUR`,
      greenInvestment: `${TAX_REFORM_YEAR} on: energy upgrade or EV spent in the year, EUR`,
      naturalDisasterInsurancePremium: `${TAX_REFORM_YEAR} on: home natural-disaster insurance premium, EUR`,
      employmentExemption: "Art. 8 exemption facts; none applied without them",
      "employmentExemption.employmentStartDate": "First employment in Cyprus, YYYY-MM-DD",
      "employmentExemption.consecutiveNonResidentYearsBeforeStart": "Non-resident tax years just before starting",
      "employmentExemption.employedAbroadBeforeStart":
        "20% test: employed abroad by a non-resident employer just before"
    },
    asks: {
      salaryIncome: {
        question: {
          en: "What is your gross salary from employment (0 if you have none), before tax and contributions, and how often is it paid?",
          el: "Ποιος είναι ο ακαθάριστος μισθός σας από εργασία (0 αν δεν έχετε), πριν από φόρους και εισφορές, και πόσο συχνά καταβάλλεται;"
        },
        kind: "annual-amount"
      },
      employmentType: {
        question: {
          en: "Are you employed in the private sector, a civil servant (public sector), or self-employed?",
          el: "Εργάζεστε στον ιδιωτικό τομέα, είστε δημόσιος υπάλληλος (δημόσιος τομέας) ή αυτοτελώς εργαζόμενος;"
        }
      },
      foreignPensionTaxation: {
        question: {
          en: "For your foreign pension this year: taxed with your other income at the normal rates, or separately at 5% above the exempt amount?",
          el: "Για τη σύνταξή σας από το εξωτερικό φέτος: φορολόγηση μαζί με τα άλλα εισοδήματά σας με τους κανονικούς συντελεστές ή χωριστά με 5% πάνω από το αφορολόγητο ποσό;"
        }
      },
      isNonDomiciled: {
        question: {
          en: "Are you resident in Cyprus but not domiciled there (non-dom status)?",
          el: "Είστε κάτοικος Κύπρου χωρίς κατοικία καταγωγής (domicile) στην Κύπρο (non-dom);"
        }
      }
    }
  },
  input: IncomeTaxInput,
  output: IncomeTaxOutput,
  check: checkIncomeTaxInput,
  calculate: (input) => {
    const output = calculateIncomeTax(input)
    return input.compareWithYear === undefined
      ? output
      : {
          ...output,
          comparison: compareWithYear(input, output, input.compareWithYear, (other) => calculateIncomeTax(other))
        }
  },
  describe
})
