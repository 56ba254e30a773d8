import { formatEur } from "../../core/format.ts"
import { RENT_VS_BUY_ASSUMPTIONS } from "./assumptions.ts"
import { defineCalculator } from "../../core/tool.ts"
import { RENT_VS_BUY_FIELD_MESSAGES_EL } from "./field-messages-el.ts"
import { describeRentVsBuyEl } from "./text.ts"
import { checkRentVsBuyInput, compareRentVsBuyCalc } from "./calculate.ts"
import { RentVsBuyInput } from "./input.ts"
import { RentVsBuyOutput } from "./output.ts"

const f = (n: number) => formatEur(n, { unit: false })

const describeRentVsBuy = (o: RentVsBuyOutput): Array<string> => [
  `Rent vs buy over ${o.horizonYears} years: loan EUR ${f(o.loanAmount)}, monthly payment EUR ${f(o.monthlyMortgagePayment)}.`,
  `Upfront cash EUR ${f(o.upfrontCash)} (down payment EUR ${f(o.downPaymentAmount)}; transfer fees EUR ${f(o.purchaseCosts.transferFees)}, stamp duty EUR ${f(o.purchaseCosts.stampDuty)}, VAT EUR ${f(o.purchaseCosts.vat)}, other EUR ${f(o.purchaseCosts.other)}).`,
  `Net worth at the end: buying EUR ${f(o.buyNetWorth)}, renting and investing EUR ${f(o.rentNetWorth)}; ${o.better === "equal" ? "equal" : `${o.better}ing is ahead by EUR ${f(Math.abs(o.difference))}`}.`,
  o.breakevenYear === null
    ? "Buying does not break even within the horizon."
    : `Buying breaks even in year ${o.breakevenYear} and stays ahead.`
]

export const compareRentVsBuy = defineCalculator({
  name: "compare_rent_vs_buy",
  fieldMessagesEl: RENT_VS_BUY_FIELD_MESSAGES_EL,
  assumptionTexts: RENT_VS_BUY_ASSUMPTIONS,
  topic: "home",
  toolset: "household",
  title: "Rent versus buy in Cyprus",
  description:
    "Compares buying a home in Cyprus (mortgage, transfer fees, stamp duty for contracts up to 2025, VAT on a new " +
    "build when the caller says so, maintenance, insurance, value growth, selling costs) with renting and investing " +
    "the difference, year by year, and reports the breakeven year (or none) and a chart-ready series. Requires " +
    "propertyPrice, monthlyRent, downPayment with downPaymentUnit (EUR or percent; a down payment without its unit " +
    "is refused so the user can be asked), mortgageRate and mortgageTermYears. Never reuse values from another " +
    "scenario or an example without the user's confirmation. Omitted rates use disclosed defaults; omitted costs " +
    "are excluded and disclosed in assumptions. Amounts are rounded to the cent at each step. Estimates, not advice.",
  listing: {
    summary:
      "Buying a home in Cyprus (mortgage, fees, taxes, upkeep, value growth) against renting and investing the difference: net worth year by year and the breakeven year; costs not given are excluded. Ask whether the down payment is EUR or percent; never guess it. Reuse no value from another scenario or an example without the user's confirmation.",
    fields: {
      propertyPrice: "EUR, excluding VAT",
      monthlyRent: "EUR, comparable home, first year",
      downPayment: "In downPaymentUnit",
      downPaymentUnit: "percent: % of propertyPrice",
      mortgageRate: "All-in % a year, fixed",
      horizonYears: "Omitted: the mortgage term",
      rentIncreaseRate: "% a year; omitted: 2",
      propertyGrowthRate: "% a year; omitted: 2",
      investmentReturnRate: "% a year after costs; omitted: 5",
      maintenanceRate: "% of value a year; omitted: 1",
      sellingCostRate: "% of value at the end; omitted: 3.57",
      annualInsurance: "EUR a year",
      annualOwnerCosts: "EUR a year (common charges, municipal fees)",
      otherPurchaseCosts: "One-off EUR (legal, bank fees)",
      isNewBuild: "New from a developer: VAT, no transfer fees; needs vatRate",
      vatRate: "Ask, never assumed; reduced (main residence) needs buildableAreaSqm",
      numberOfBuyers: "Sharing equally; omitted: 1",
      contractYear: "Stamp duty only up to 2025; omitted: 2026"
    },
    asks: {
      downPaymentUnit: {
        question: {
          en: "Is the down payment you gave an amount in euros (EUR) or a percentage of the price (percent)?",
          el: "Η προκαταβολή που δώσατε είναι ποσό σε ευρώ (EUR) ή ποσοστό της τιμής (percent);"
        }
      }
    }
  },
  input: RentVsBuyInput,
  output: RentVsBuyOutput,
  check: checkRentVsBuyInput,
  calculate: compareRentVsBuyCalc,
  describe: (o, language) => (language === "el" ? describeRentVsBuyEl(o) : describeRentVsBuy(o))
})
