import { formatCents, formatEur } from "../../core/format.ts"
import { DIRECTOR_ASSUMPTIONS } from "./assumptions.ts"
import { cents } from "../../core/money.ts"
import { defineCalculator } from "../../core/tool.ts"
import { DIRECTOR_REMUNERATION_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import {
  COMPANY_RULES,
  COMPANY_TAX_YEARS,
  type CompanyTaxYear,
  DEFAULT_ANNUAL_CORPORATE_ADMIN_COST,
  MAX_MONEY_INPUT
} from "../../rules/company.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import { listYears, perYear } from "../../rules/years.ts"

const overYears = (figure: (year: CompanyTaxYear) => string) => perYear(COMPANY_TAX_YEARS, figure)
const CORPORATE_TAX = overYears((year) => `${COMPANY_RULES[year].corporateTaxRatePercent.value}%`)
const SDC_ON_DIVIDENDS = overYears((year) => `${COMPANY_RULES[year].dividendSdcDomiciledPercent.value}%`)
const GESY_CEILING = overYears((year) =>
  formatEur(GESY_RULES[COMPANY_RULES[year].incomeTaxYear].annualIncomeCeiling.value, { prose: true })
)
import { optimiseDirectorRemuneration, SEARCH_METHOD } from "./calculate.ts"
import { compareWithYear } from "./compare.ts"
import { DirectorRemunerationInput } from "./input.ts"
import { DirectorRemunerationOutput } from "./output.ts"
import type { Language } from "../../core/language.ts"
import { describeDirectorEl } from "./text.ts"

const describe = (o: DirectorRemunerationOutput, language: Language): Array<string> => {
  if (language === "el") return describeDirectorEl(o)
  const f = (n: number) => formatCents(cents(n))
  const b = o.breakdown
  const lines = [
    `Cyprus company director pay, tax year ${o.taxYear}, ${o.isNonDomiciled ? "non-domiciled" : "domiciled"} director.`,
    `Profit before director pay EUR ${f(b.profitBeforeDirectorPay)} (revenue ${f(b.revenue)} - expenses ${f(b.operatingExpenses)} - admin ${f(b.annualCorporateAdminCost)}).`,
    `${o.mode === "optimised" ? "Best split" : "Fixed salary"}: salary EUR ${f(o.optimalSalary)}, dividend EUR ${f(o.optimalDividend)}; net cash EUR ${f(o.netCash)}.`,
    `Corporate tax EUR ${f(o.corporateTax)}; employer contributions EUR ${f(o.employerContributions)}; personal taxes EUR ${f(o.personalTaxes.total)}.`,
    `All salary: net EUR ${f(o.corners.allSalary.netCash)}; all dividend: net EUR ${f(o.corners.allDividend.netCash)}.`,
    `As a sole trader: net EUR ${f(o.soleTrader.netIncome)}; company minus sole trader: EUR ${f(o.comparativeDeltaVsSole)}.`
  ]
  if (o.comparison !== null) {
    const year = o.comparison.year
    const changed = o.comparison.figures.filter((figure) => figure.changed)
    lines.push(
      `Compared with ${year}: ${changed.length === 0 ? "nothing changed" : changed.map((c) => `${c.figure} EUR ${f(c.thisYear.amount)} (${year}: EUR ${f(c.otherYear.amount)}, ${c.difference >= 0 ? "+" : ""}${f(c.difference)})`).join("; ")}.`
    )
  }
  return lines
}

export const optimizeCompanyDirectorRemuneration = defineCalculator({
  name: "optimize_company_director_remuneration",
  assumptionTexts: DIRECTOR_ASSUMPTIONS,
  topic: "tax",
  toolset: "tax",
  title: "Cyprus company director: best salary / dividend split",
  description:
    "For a Cyprus limited company wholly owned by its director, finds the salary / dividend split that leaves the " +
    `director the most net cash, for tax year ${listYears(COMPANY_TAX_YEARS)}. Requires taxYear, isNonDomiciled, corporateGrossProfit ` +
    `(revenue BEFORE expenses) and operatingExpenses; annualCorporateAdminCost defaults to ${formatEur(DEFAULT_ANNUAL_CORPORATE_ADMIN_COST, { prose: true })} (disclosed); ` +
    `directorSalaryAllocation evaluates a fixed salary instead. Money inputs above ${formatEur(MAX_MONEY_INPUT, { prose: true })} are refused. Models ` +
    `corporate tax (${CORPORATE_TAX}), SDC on dividends (${SDC_ON_DIVIDENDS}, non-doms exempt), ` +
    `GESY on salary and dividends within one ${GESY_CEILING} ceiling, employee and employer social insurance, the employer ` +
    "funds, and income tax on the salary (via the income tax calculator). Salary and employer contributions are " +
    "deductible; the rest of the profit after tax is paid out as dividend. " +
    SEARCH_METHOD +
    " Returns the split, " +
    "net cash, full breakdown, both corners (all salary, all dividend), a sole trader comparison and a series of net " +
    "cash by salary. Amounts are rounded to the cent. Results are estimates, not tax advice.",
  listing: {
    summary:
      "For a Cyprus company wholly owned by its director: the salary/dividend split giving the most net cash, " +
      "each tax itemised. Ask the tax year and non-dom status; never infer them.",
    fields: {
      isNonDomiciled: "Cyprus resident not domiciled there (no SDC on dividends)",
      corporateGrossProfit: "Annual revenue BEFORE expenses (not profit), EUR",
      operatingExpenses: "Annual EUR, excl. director pay and admin cost; 0 if none",
      annualCorporateAdminCost: `EUR a year; omitted: ${formatEur(DEFAULT_ANNUAL_CORPORATE_ADMIN_COST, { unit: false, prose: true })} (disclosed)`,
      directorSalaryAllocation: "A fixed annual salary to evaluate; omit to optimise"
    },
    asks: {
      isNonDomiciled: {
        question: {
          en: "Are you a Cyprus tax resident who is not domiciled in Cyprus (non-dom)?",
          el: "Είστε φορολογικός κάτοικος Κύπρου χωρίς κατοικία καταγωγής (domicile) στην Κύπρο (non-dom);"
        }
      }
    }
  },
  input: DirectorRemunerationInput,
  fieldMessagesEl: DIRECTOR_REMUNERATION_FIELD_MESSAGES_EL,
  output: DirectorRemunerationOutput,
  calculate: (input) => {
    const output = optimiseDirectorRemuneration(input)
    return input.compareWithYear === undefined
      ? output
      : { ...output, comparison: compareWithYear(input, output, input.compareWithYear, optimiseDirectorRemuneration) }
  },
  describe,
  heavy: true
})
