import { publishedAssumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import type { FieldErrors } from "../../core/errors.ts"
import { cents, divRound, euros, roundCents } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import {
  DEFAULT_BUYERS,
  DEFAULT_CONTRACT_YEAR,
  type HouseholdDefault,
  RENT_VS_BUY_DEFAULTS as D
} from "../../rules/household-defaults.ts"
import {
  stampDuty,
  tieredAmount,
  TRANSFER_FEES,
  VAT_EXEMPT_RESALE,
  VAT_REDUCED,
  VAT_STANDARD,
  vatOnNewBuild
} from "../../rules/property-costs.ts"
import { PERSONAL_DEDUCTIONS_2026, TAX_REFORM_YEAR } from "../../rules/income-tax.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { formatEur } from "../../core/format.ts"
import type { RentVsBuyInput } from "./input.ts"
import type { RentVsBuyOutput } from "./output.ts"
import { RENT_VS_BUY_ASSUMPTIONS, type RentVsBuyAssumptionId } from "./assumptions.ts"

// Money in integer cents, each amount rounded to the cent (core/money.ts)
const grow = (c: number, ratePercent: number): number => roundCents((c * (100 + ratePercent)) / 100)
const share = (c: number, ratePercent: number): number => roundCents((c * ratePercent) / 100)

/** Equal monthly payment (annuity) on a loan in cents, rounded to the cent. */
export const annuityPaymentCents = (loanC: number, ratePercent: number, months: number): number => {
  if (loanC <= 0) return 0
  const i = ratePercent / 1200
  // a rate so small that (1 + i)^-n rounds to 1 in floating point is, to the cent, a zero rate (fuzzing found 1e-81 ->
  // Infinity)
  const discount = 1 - (1 + i) ** -months
  return i === 0 || discount === 0 ? divRound(loanC, months) : roundCents((loanC * i) / discount)
}

export const checkRentVsBuyInput = (i: RentVsBuyInput): InputProblem | null => {
  const e: FieldErrors = {}
  if (i.downPaymentUnit === "percent" && i.downPayment > 100)
    e.downPayment = [
      `a down payment in percent cannot exceed 100 (got ${i.downPayment}); if it is an amount, send downPaymentUnit "EUR"`
    ]
  if (i.downPaymentUnit === "EUR" && i.downPayment > i.propertyPrice)
    e.downPayment = [`the down payment (EUR ${i.downPayment}) exceeds propertyPrice (EUR ${i.propertyPrice})`]
  if (i.isNewBuild === true && i.vatRate === undefined)
    e.vatRate = [
      `vatRate is required for a new build: "standard" (${VAT_STANDARD.value}%) or "reduced" (${VAT_REDUCED.value.ratePercent}%, main residence); ask the user`
    ]
  if (i.isNewBuild !== true && i.vatRate !== undefined)
    e.vatRate = ["vatRate applies only with isNewBuild true (a resale is not subject to VAT)"]
  if (i.vatRate === "reduced" && i.buildableAreaSqm === undefined)
    e.buildableAreaSqm = [
      `buildableAreaSqm is required with vatRate "reduced": the ${VAT_REDUCED.value.ratePercent}% rate depends on the area (${VAT_REDUCED.value.fullAreaSqm} m2 / ${VAT_REDUCED.value.maxAreaSqm} m2 limits)`
    ]
  if (i.buildableAreaSqm !== undefined && i.vatRate !== "reduced")
    e.buildableAreaSqm = ['buildableAreaSqm is used only with vatRate "reduced"']
  return Object.keys(e).length === 0
    ? null
    : new InputProblem(
        e,
        "Confirm the down payment (amount and unit) and, for a new build, the VAT rate and area with the user, then call compare_rent_vs_buy again."
      )
}

// ---------------------------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------------------------

export const compareRentVsBuyCalc = (i: RentVsBuyInput): RentVsBuyOutput => {
  const { assumptions, said, assume } = publishedAssumptionList(RENT_VS_BUY_ASSUMPTIONS)
  const used: Array<SourceId> = []
  const pick = (
    given: number | undefined,
    d: HouseholdDefault,
    id: RentVsBuyAssumptionId,
    field: string,
    rule?: string
  ): number => {
    if (given !== undefined) return given
    assume(id, { what: d.what, value: d.value, why: d.why }, { field, rule: rule ?? null, reason: "omitted" })
    used.push(...d.sources)
    return d.value
  }
  const horizon = i.horizonYears ?? i.mortgageTermYears
  if (i.horizonYears === undefined)
    assume(
      "rent-vs-buy.horizon",
      { what: "horizon, years", value: horizon, why: "horizonYears omitted: the mortgage term is used" },
      { field: "horizonYears", reason: "omitted" }
    )
  const rentRate = pick(i.rentIncreaseRate, D.rentIncreaseRate, "rent-vs-buy.rent-increase", "rentIncreaseRate")
  const growthRate = pick(
    i.propertyGrowthRate,
    D.propertyGrowthRate,
    "rent-vs-buy.property-growth",
    "propertyGrowthRate"
  )
  const returnRate = pick(
    i.investmentReturnRate,
    D.investmentReturnRate,
    "rent-vs-buy.investment-return",
    "investmentReturnRate"
  )
  const maintRate = pick(i.maintenanceRate, D.maintenanceRate, "rent-vs-buy.maintenance", "maintenanceRate")
  const sellRate = pick(i.sellingCostRate, D.sellingCostRate, "rent-vs-buy.selling-costs", "sellingCostRate")
  const year = pick(
    i.contractYear,
    DEFAULT_CONTRACT_YEAR,
    "rent-vs-buy.contract-year",
    "contractYear",
    "property-costs.stamp-duty-due"
  )

  // Purchase costs
  const priceC = cents(i.propertyPrice)
  const downC = i.downPaymentUnit === "EUR" ? cents(i.downPayment) : share(priceC, i.downPayment)
  const isVat = i.isNewBuild === true
  if (i.isNewBuild === undefined)
    assume(
      "rent-vs-buy.resale-no-vat",
      {
        what: "VAT",
        value: "none (resale)",
        why: "isNewBuild omitted: treated as a resale not subject to VAT, so transfer fees apply with the 50% reduction"
      },
      {
        field: "isNewBuild",
        rule: "property-costs.transfer-fee-reduction-without-vat",
        reason: "omitted",
        params: { reduction: TRANSFER_FEES.value.reductionPercentWithoutVat }
      }
    )
  let vatC = 0
  const vatRules = !isVat ? [VAT_EXEMPT_RESALE] : i.vatRate === "reduced" ? [VAT_REDUCED, VAT_STANDARD] : [VAT_STANDARD]
  used.push(...vatRules.flatMap((r) => r.sources))
  if (isVat) {
    const area = i.buildableAreaSqm ?? null
    vatC = cents(vatOnNewBuild(i.propertyPrice, i.vatRate ?? "standard", area))
    if (i.vatRate === "reduced") {
      const r = VAT_REDUCED.value
      if (area !== null && (area > r.maxAreaSqm || i.propertyPrice > r.maxValue)) {
        assume(
          "rent-vs-buy.vat-reduced-lost",
          {
            what: "VAT rate applied",
            value: `${VAT_STANDARD.value}% on the whole price`,
            why: `the ${r.ratePercent}% rate is lost above ${r.maxAreaSqm} m2 or ${formatEur(r.maxValue, { prose: true })} (VAT Law, Fifth Schedule para. 3)`
          },
          {
            field: "buildableAreaSqm",
            rule: "property-costs.vat-reduced-limits",
            reason: "rule",
            params: {
              standard: VAT_STANDARD.value,
              reduced: r.ratePercent,
              maxArea: r.maxAreaSqm,
              maxValue: r.maxValue
            }
          }
        )
      } else if (area !== null && (area > r.fullAreaSqm || i.propertyPrice > r.fullValue)) {
        assume(
          "rent-vs-buy.vat-reduced-part",
          {
            what: `value at the ${r.ratePercent}% rate`,
            value: `the first ${r.fullAreaSqm} m2 pro rata to the area, at most ${formatEur(r.fullValue, { prose: true })}`,
            why: `the rest is charged at ${VAT_STANDARD.value}%; not modelled: the ${r.maxAreaSqm} m2 rule for persons with disabilities and the pre-31 Oct 2023 planning-permit transition`
          },
          {
            field: "buildableAreaSqm",
            rule: "property-costs.vat-reduced-limits",
            reason: "rule",
            params: {
              standard: VAT_STANDARD.value,
              reduced: r.ratePercent,
              fullArea: r.fullAreaSqm,
              fullValue: r.fullValue,
              maxArea: r.maxAreaSqm
            }
          }
        )
      }
    }
  }
  let feeC = 0
  if (!isVat) {
    const buyers = pick(
      i.numberOfBuyers,
      DEFAULT_BUYERS,
      "rent-vs-buy.buyers",
      "numberOfBuyers",
      "property-costs.transfer-fee-bands"
    )
    const perBuyer = tieredAmount(i.propertyPrice / buyers, TRANSFER_FEES.value.bands)
    feeC = cents((perBuyer * buyers * (100 - TRANSFER_FEES.value.reductionPercentWithoutVat)) / 100)
    assume(
      "rent-vs-buy.transfer-fee-base",
      {
        what: "transfer fee base",
        value: "purchase price",
        why: "the Land Registry charges on its assessed market value, taken to equal the price"
      },
      { field: "propertyPrice", rule: "property-costs.transfer-fee-bands", reason: "model" }
    )
  }
  used.push(...TRANSFER_FEES.sources)
  const sd = stampDuty(year)
  used.push(...sd.sources)
  const stampC = sd.value === null ? 0 : cents(Math.min(tieredAmount(i.propertyPrice, sd.value.bands), sd.value.max))
  const otherC = cents(i.otherPurchaseCosts ?? 0)
  if (i.otherPurchaseCosts === undefined)
    assume(
      "rent-vs-buy.other-purchase-costs",
      {
        what: "legal, bank and mortgage registration fees",
        value: null,
        why: "otherPurchaseCosts omitted: not included"
      },
      { field: "otherPurchaseCosts", reason: "omitted" }
    )
  const purchaseC = feeC + stampC + vatC + otherC
  const upfrontC = downC + purchaseC
  assume(
    "rent-vs-buy.purchase-costs-cash",
    {
      what: "purchase costs financing",
      value: "own funds",
      why: "VAT, fees and other purchase costs are paid in cash, not added to the loan"
    },
    { reason: "model" }
  )

  // Yearly costs
  const insuranceC = cents(i.annualInsurance ?? 0)
  const ownerOtherC = cents(i.annualOwnerCosts ?? 0)
  if (i.annualInsurance === undefined)
    assume(
      "rent-vs-buy.insurance",
      { what: "home insurance", value: null, why: "annualInsurance omitted: not included" },
      { field: "annualInsurance", reason: "omitted" }
    )
  if (i.annualOwnerCosts === undefined)
    assume(
      "rent-vs-buy.owner-costs",
      {
        what: "common charges and municipal fees",
        value: null,
        why: "annualOwnerCosts omitted: not included"
      },
      { field: "annualOwnerCosts", reason: "omitted" }
    )
  if (i.annualInsurance !== undefined || i.annualOwnerCosts !== undefined) {
    assume(
      "rent-vs-buy.owner-costs-flat",
      {
        what: "growth of insurance and other owner costs, % per year",
        value: 0,
        why: "the yearly amounts given are held constant in euros"
      },
      { reason: "model" }
    )
  }

  // Mortgage and the year-by-year race
  const loanC = priceC - downC
  const months = i.mortgageTermYears * 12
  const paymentC = annuityPaymentCents(loanC, i.mortgageRate, months)
  const monthlyRate = i.mortgageRate / 1200
  let balanceC = loanC
  let paid = 0
  let valueC = priceC
  let rentMonthC = cents(i.monthlyRent)
  let buyPfC = 0
  let rentPfC = upfrontC
  const totals = { mortgagePaid: 0, interestPaid: 0, ownerCosts: 0, rentPaid: 0 }
  const series: Array<RentVsBuyOutput["series"][number]> = []
  for (let t = 1; t <= horizon; t++) {
    let mortgageC = 0
    let interestC = 0
    for (let m = 0; m < 12 && paid < months && balanceC > 0; m++, paid++) {
      const intC = roundCents(balanceC * monthlyRate)
      const payC = paid === months - 1 ? balanceC + intC : Math.min(paymentC, balanceC + intC)
      balanceC += intC - payC
      mortgageC += payC
      interestC += intC
    }
    const ownerCostsC = share(valueC, maintRate) + insuranceC + ownerOtherC
    if (t > 1) rentMonthC = grow(rentMonthC, rentRate)
    const rentC = 12 * rentMonthC
    valueC = grow(valueC, growthRate)
    buyPfC = grow(buyPfC, returnRate)
    rentPfC = grow(rentPfC, returnRate)
    const diffC = mortgageC + ownerCostsC - rentC
    if (diffC > 0) rentPfC += diffC
    else buyPfC -= diffC
    const buyNwC = valueC - share(valueC, sellRate) - balanceC + buyPfC
    totals.mortgagePaid += mortgageC
    totals.interestPaid += interestC
    totals.ownerCosts += ownerCostsC
    totals.rentPaid += rentC
    series.push({
      year: t,
      propertyValue: euros(valueC),
      mortgageBalance: euros(balanceC),
      mortgagePaid: euros(mortgageC),
      interestPaid: euros(interestC),
      ownerCosts: euros(ownerCostsC),
      rentPaid: euros(rentC),
      buyPortfolio: euros(buyPfC),
      rentPortfolio: euros(rentPfC),
      buyNetWorth: euros(buyNwC),
      rentNetWorth: euros(rentPfC)
    })
  }
  let breakevenYear: number | null = null
  for (let k = series.length - 1; k >= 0; k--) {
    const row = series[k]
    if (row === undefined || row.buyNetWorth < row.rentNetWorth) break
    breakevenYear = row.year
  }
  const last = series[series.length - 1]
  const buyNwC = cents(last?.buyNetWorth ?? 0)
  const rentNwC = cents(last?.rentNetWorth ?? 0)

  assume(
    "rent-vs-buy.timing",
    {
      what: "timing",
      value: "yearly steps",
      why: "mortgage paid monthly; rent, owner costs, growth and returns in yearly steps; each year's cost difference is invested at the year end by the side that spent less; the renter invests the buyer's upfront cash at the start"
    },
    { reason: "model" }
  )
  assume(
    "rent-vs-buy.maintenance-base",
    {
      what: "maintenance base",
      value: "value at the start of each year",
      why: "maintenance is a share of the home's value at the start of the year"
    },
    { field: "maintenanceRate", reason: "model" }
  )
  assume(
    "rent-vs-buy.investment-tax",
    {
      what: "tax on investment returns",
      value: null,
      why: "not modelled (e.g. the defence contribution on dividends or interest)"
    },
    { reason: "excluded" }
  )
  assume(
    "rent-vs-buy.capital-gains",
    {
      what: "capital gains tax on the sale",
      value: null,
      why: "not included; a main residence has a lifetime exemption (use calculate_cyprus_capital_gains for a sale)"
    },
    { rule: "capital-gains.exemptions.main-residence", reason: "excluded" }
  )
  assume(
    "rent-vs-buy.housing-deduction",
    {
      what: "income tax housing deduction",
      value: null,
      why: `the ${TAX_REFORM_YEAR} deduction for main-residence loan interest or rent (up to ${formatEur(PERSONAL_DEDUCTIONS_2026.housingMax.value, { prose: true })}) is not modelled; it can apply to either option`
    },
    {
      rule: "income-tax.housing-max",
      reason: "excluded",
      params: { year: TAX_REFORM_YEAR, max: PERSONAL_DEDUCTIONS_2026.housingMax.value }
    }
  )
  return {
    downPaymentAmount: euros(downC),
    loanAmount: euros(loanC),
    monthlyMortgagePayment: euros(paymentC),
    purchaseCosts: {
      transferFees: euros(feeC),
      stampDuty: euros(stampC),
      vat: euros(vatC),
      other: euros(otherC),
      total: euros(purchaseC),
      traces: {
        transferFees: traceOf(year, TRANSFER_FEES),
        stampDuty: traceOf(year, sd),
        vat: traceOf(year, ...vatRules)
      }
    },
    upfrontCash: euros(upfrontC),
    horizonYears: horizon,
    breakevenYear,
    buyNetWorth: euros(buyNwC),
    rentNetWorth: euros(rentNwC),
    difference: euros(buyNwC - rentNwC),
    better: buyNwC > rentNwC ? "buy" : buyNwC < rentNwC ? "rent" : "equal",
    totals: {
      mortgagePaid: euros(totals.mortgagePaid),
      interestPaid: euros(totals.interestPaid),
      ownerCosts: euros(totals.ownerCosts),
      rentPaid: euros(totals.rentPaid)
    },
    series,
    sources: citeSources(used),
    assumptions,
    assumptionDetails: said.details()
  }
}
