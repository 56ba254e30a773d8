import { Effect, Schema } from "effect"
import { Assumption, assumptionText } from "../core/assumptions.ts"
import type { FieldErrors } from "../core/errors.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition, ToolInputProblem } from "../core/tool.ts"
import { DEFAULT_BUYERS, DEFAULT_CONTRACT_YEAR, type HouseholdDefault, RENT_VS_BUY_DEFAULTS } from "../rules/household-defaults.ts"
import { FIRST_CONTRACT_YEAR, stampDuty, tieredAmount, TRANSFER_FEES, VAT_REDUCED, VAT_STANDARD, vatOnNewBuild } from "../rules/property-costs.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { capNote, formatCap } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** Largest property price, and so largest down payment or one-off cost, EUR. */
const MAX_PRICE = 100_000_000
/** Largest monthly rent or yearly cost, EUR. */
const MAX_RECURRING = 10_000_000
/** Largest buildable area, m2. */
const MAX_AREA_SQM = 100_000
const eur = (description: string, maximum = MAX_PRICE) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({ description: `${description} ${capNote(0, maximum)}` })
const rate = (min: number, max: number, description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: min, maximum: max })).annotate({ description: `${description} ${capNote(min, max, "%")}` })
const int = (min: number, max: number, description: string) =>
  Schema.Int.check(Schema.isBetween({ minimum: min, maximum: max })).annotate({ description: `${description} ${capNote(min, max).replace(/,/g, "")}` })
const defaultNote = (d: HouseholdDefault) => `Omitted: ${d.value} (disclosed default).`

const D = RENT_VS_BUY_DEFAULTS

const InputFields = Schema.Struct({
  propertyPrice: Schema.Finite.check(Schema.isBetween({ minimum: 1, maximum: MAX_PRICE })).annotate({
    description: `Purchase price of the home in EUR, excluding VAT. Required. ${capNote(1, MAX_PRICE, "EUR")}`
  }).annotateKey({ messageMissingKey: "propertyPrice is required: the purchase price of the home in EUR (ask the user; never reuse another scenario's price)" }),
  monthlyRent: eur("Monthly rent in EUR for a comparable home, in the first year. Required.", MAX_RECURRING).annotateKey({
    messageMissingKey: "monthlyRent is required: the monthly rent in EUR of a comparable home (ask the user)"
  }),
  downPayment: eur(
    "Down payment (deposit), in the unit given by downPaymentUnit: EUR, or percent of propertyPrice. Required, always with its unit."
  ).annotateKey({ messageMissingKey: "downPayment is required: the deposit the user will pay, with downPaymentUnit (EUR or percent)" }),
  downPaymentUnit: Schema.Literals(["EUR", "percent"]).annotate({
    description: "Unit of downPayment: \"EUR\" (an amount) or \"percent\" (of propertyPrice). Required; never guessed from the number."
  }).annotateKey({
    messageMissingKey:
      "downPaymentUnit is required: ask the user whether the down payment is an amount in EUR or a percent of the price (\"EUR\" or \"percent\"); it is never guessed"
  }),
  mortgageRate: rate(0, 30, "Mortgage interest rate, % per year (all-in), fixed over the term. Required.").annotateKey({
    messageMissingKey: "mortgageRate is required: the annual mortgage interest rate in % (ask the user or their bank offer)"
  }),
  mortgageTermYears: int(1, 40, "Mortgage term in whole years (1-40); repaid monthly by equal payments. Required.").annotateKey({
    messageMissingKey: "mortgageTermYears is required: the mortgage term in years (ask the user)"
  }),
  horizonYears: Schema.optionalKey(int(1, 50, "Years compared (1-50), e.g. how long the user expects to stay. Omitted: the mortgage term (disclosed).")),
  rentIncreaseRate: Schema.optionalKey(rate(-10, 30, `Rent increase, % per year. ${defaultNote(D.rentIncreaseRate)}`)),
  propertyGrowthRate: Schema.optionalKey(rate(-20, 30, `Change in the home's value, % per year. ${defaultNote(D.propertyGrowthRate)}`)),
  investmentReturnRate: Schema.optionalKey(rate(-20, 30, `Return on invested savings, % per year, after costs. ${defaultNote(D.investmentReturnRate)}`)),
  maintenanceRate: Schema.optionalKey(rate(0, 10, `Maintenance and repairs, % of the home's value per year. ${defaultNote(D.maintenanceRate)}`)),
  sellingCostRate: Schema.optionalKey(rate(0, 20, `Costs of selling at the end (agent fee with VAT), % of the value then. ${defaultNote(D.sellingCostRate)}`)),
  annualInsurance: Schema.optionalKey(eur("Home insurance, EUR per year, held constant. Omitted: excluded (disclosed); send 0 only if confirmed.", MAX_RECURRING)),
  annualOwnerCosts: Schema.optionalKey(eur("Other yearly owner costs in EUR (common charges, municipal fees), held constant. Omitted: excluded (disclosed).", MAX_RECURRING)),
  otherPurchaseCosts: Schema.optionalKey(eur("One-off purchase costs in EUR besides transfer fees, stamp duty and VAT (legal fees, bank and mortgage registration fees). Omitted: excluded (disclosed).")),
  isNewBuild: Schema.optionalKey(Schema.Boolean.annotate({
    description: "true if bought new from a developer, so VAT is charged (then vatRate is required) and no transfer fees are due. Omitted or false: a resale, no VAT, transfer fees with the 50% reduction."
  })),
  vatRate: Schema.optionalKey(Schema.Literals(["standard", "reduced"]).annotate({
    description: "With isNewBuild: \"standard\" (19%) or \"reduced\" (5% for the buyer's main and permanent residence, subject to the 130/190 m2 and EUR 350,000/475,000 limits; needs buildableAreaSqm). Never assumed."
  })),
  buildableAreaSqm: Schema.optionalKey(Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(MAX_AREA_SQM)).annotate({
    description: `Buildable residential area in m2, required with vatRate \"reduced\" (the 5% rate depends on it). Above 0, at most ${formatCap(MAX_AREA_SQM)} m2.`
  })),
  numberOfBuyers: Schema.optionalKey(int(1, 4, `Number of buyers sharing the purchase equally (transfer fees are per buyer). ${defaultNote(DEFAULT_BUYERS)}`)),
  contractYear: Schema.optionalKey(int(FIRST_CONTRACT_YEAR, 2100, `Year the sale contract is signed (stamp duty applies up to 2025 only). ${defaultNote(DEFAULT_CONTRACT_YEAR)}`))
})

const INPUT_ANNOTATIONS = {
  title: "Rent versus buy comparison request",
  description: "EUR amounts; rates in % per year. Every optional rate omitted uses a disclosed default.",
  examples: [
    { propertyPrice: 250_000, monthlyRent: 1_000, downPayment: 20, downPaymentUnit: "percent", mortgageRate: 4, mortgageTermYears: 25 },
    {
      propertyPrice: 320_000, monthlyRent: 1_300, downPayment: 64_000, downPaymentUnit: "EUR", mortgageRate: 3.5, mortgageTermYears: 30,
      horizonYears: 15, isNewBuild: true, vatRate: "reduced", buildableAreaSqm: 120, numberOfBuyers: 2, annualInsurance: 300
    },
    {
      propertyPrice: 180_000, monthlyRent: 850, downPayment: 30, downPaymentUnit: "percent", mortgageRate: 4.5, mortgageTermYears: 20,
      horizonYears: 10, rentIncreaseRate: 3, propertyGrowthRate: 1, investmentReturnRate: 6, otherPurchaseCosts: 2_500
    }
  ]
} satisfies Schema.Annotations.Bottom<typeof InputFields.Type, readonly []>

export const RentVsBuyInput = InputFields.annotate(INPUT_ANNOTATIONS)
export type RentVsBuyInput = typeof RentVsBuyInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const YearRow = Schema.Struct({
  year: Schema.Int,
  propertyValue: Money,
  mortgageBalance: Money.annotate({ description: "outstanding at the end of the year" }),
  mortgagePaid: Money,
  interestPaid: Money,
  ownerCosts: Money.annotate({ description: "maintenance, insurance and other owner costs in the year" }),
  rentPaid: Money,
  buyPortfolio: Money.annotate({ description: "buyer's investments (years when owning cost less than renting)" }),
  rentPortfolio: Money.annotate({ description: "renter's investments: the upfront cash plus each year's saving against owning" }),
  buyNetWorth: Money.annotate({ description: "home value less selling costs and mortgage balance, plus buyPortfolio" }),
  rentNetWorth: Money
})

export const RentVsBuyOutput = Schema.Struct({
  downPaymentAmount: Money,
  loanAmount: Money,
  monthlyMortgagePayment: Money,
  purchaseCosts: Schema.Struct({ transferFees: Money, stampDuty: Money, vat: Money, other: Money, total: Money }),
  upfrontCash: Money.annotate({ description: "down payment plus purchase costs; the renter invests the same amount" }),
  horizonYears: Schema.Int,
  breakevenYear: Schema.NullOr(Schema.Int).annotate({ description: "first year from which buying stays at least as well off as renting to the horizon; null if never" }),
  buyNetWorth: Money,
  rentNetWorth: Money,
  difference: Money.annotate({ description: "buyNetWorth - rentNetWorth at the horizon" }),
  better: Schema.Literals(["buy", "rent", "equal"]),
  totals: Schema.Struct({ mortgagePaid: Money, interestPaid: Money, ownerCosts: Money, rentPaid: Money }),
  series: Schema.Array(YearRow).annotate({ description: "one row per year, chart-ready" }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Assumption)
})
export type RentVsBuyOutput = typeof RentVsBuyOutput.Type

// ---------------------------------------------------------------------------------------------
// Money in integer cents (half away from zero; toPrecision removes float noise such as 0.145 * 100)
// ---------------------------------------------------------------------------------------------

const roundC = (x: number): number => Math.sign(x) * Math.round(Number(Math.abs(x).toPrecision(12)))
const cents = (eur: number): number => roundC(eur * 100)
const euros = (c: number): number => c / 100
const grow = (c: number, ratePercent: number): number => roundC((c * (100 + ratePercent)) / 100)
const share = (c: number, ratePercent: number): number => roundC((c * ratePercent) / 100)

/** Equal monthly payment (annuity) on a loan in cents, rounded to the cent. */
export const annuityPaymentCents = (loanC: number, ratePercent: number, months: number): number => {
  if (loanC <= 0) return 0
  const i = ratePercent / 1200
  // a rate so small that (1 + i)^-n rounds to 1 in floating point is, to the cent, a zero rate (fuzzing found 1e-81 -> Infinity)
  const discount = 1 - (1 + i) ** -months
  return i === 0 || discount === 0 ? roundC(loanC / months) : roundC((loanC * i) / discount)
}

// ---------------------------------------------------------------------------------------------
// Cross-field problems (400 from run)
// ---------------------------------------------------------------------------------------------

export const checkRentVsBuyInput = (i: RentVsBuyInput): ToolInputProblem | null => {
  const e: FieldErrors = {}
  if (i.downPaymentUnit === "percent" && i.downPayment > 100) e.downPayment = [`a down payment in percent cannot exceed 100 (got ${i.downPayment}); if it is an amount, send downPaymentUnit "EUR"`]
  if (i.downPaymentUnit === "EUR" && i.downPayment > i.propertyPrice) e.downPayment = [`the down payment (EUR ${i.downPayment}) exceeds propertyPrice (EUR ${i.propertyPrice})`]
  if (i.isNewBuild === true && i.vatRate === undefined) e.vatRate = ["vatRate is required for a new build: \"standard\" (19%) or \"reduced\" (5%, main residence); ask the user"]
  if (i.isNewBuild !== true && i.vatRate !== undefined) e.vatRate = ["vatRate applies only with isNewBuild true (a resale is not subject to VAT)"]
  if (i.vatRate === "reduced" && i.buildableAreaSqm === undefined) e.buildableAreaSqm = ["buildableAreaSqm is required with vatRate \"reduced\": the 5% rate depends on the area (130 m2 / 190 m2 limits)"]
  if (i.buildableAreaSqm !== undefined && i.vatRate !== "reduced") e.buildableAreaSqm = ["buildableAreaSqm is used only with vatRate \"reduced\""]
  return Object.keys(e).length === 0 ? null : {
    _tag: "ToolInputProblem",
    fieldErrors: e,
    hint: "Confirm the down payment (amount and unit) and, for a new build, the VAT rate and area with the user, then call compare_rent_vs_buy again."
  }
}

// ---------------------------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------------------------

export const compareRentVsBuyCalc = (i: RentVsBuyInput): RentVsBuyOutput => {
  const assumptions: Array<Assumption> = []
  const used: Array<SourceId> = []
  const pick = (given: number | undefined, d: HouseholdDefault): number => {
    if (given !== undefined) return given
    assumptions.push({ what: d.what, value: d.value, why: d.why })
    used.push(...d.sources)
    return d.value
  }
  const horizon = i.horizonYears ?? i.mortgageTermYears
  if (i.horizonYears === undefined) assumptions.push({ what: "horizon, years", value: horizon, why: "horizonYears omitted: the mortgage term is used" })
  const rentRate = pick(i.rentIncreaseRate, D.rentIncreaseRate)
  const growthRate = pick(i.propertyGrowthRate, D.propertyGrowthRate)
  const returnRate = pick(i.investmentReturnRate, D.investmentReturnRate)
  const maintRate = pick(i.maintenanceRate, D.maintenanceRate)
  const sellRate = pick(i.sellingCostRate, D.sellingCostRate)
  const year = pick(i.contractYear, DEFAULT_CONTRACT_YEAR)

  // Purchase costs
  const priceC = cents(i.propertyPrice)
  const downC = i.downPaymentUnit === "EUR" ? cents(i.downPayment) : share(priceC, i.downPayment)
  const isVat = i.isNewBuild === true
  if (i.isNewBuild === undefined) assumptions.push({ what: "VAT", value: "none (resale)", why: "isNewBuild omitted: treated as a resale not subject to VAT, so transfer fees apply with the 50% reduction" })
  let vatC = 0
  if (isVat) {
    const area = i.buildableAreaSqm ?? null
    vatC = cents(vatOnNewBuild(i.propertyPrice, i.vatRate ?? "standard", area))
    used.push(...VAT_STANDARD.sources)
    if (i.vatRate === "reduced") {
      used.push(...VAT_REDUCED.sources)
      const r = VAT_REDUCED.value
      if (area !== null && (area > r.maxAreaSqm || i.propertyPrice > r.maxValue)) {
        assumptions.push({ what: "VAT rate applied", value: "19% on the whole price", why: `the 5% rate is lost above ${r.maxAreaSqm} m2 or EUR ${r.maxValue.toLocaleString("en-US")} (VAT Law, Fifth Schedule para. 3)` })
      } else if (area !== null && (area > r.fullAreaSqm || i.propertyPrice > r.fullValue)) {
        assumptions.push({ what: "value at the 5% rate", value: "the first 130 m2 pro rata to the area, at most EUR 350,000", why: "the rest is charged at 19%; not modelled: the 190 m2 rule for persons with disabilities and the pre-31 Oct 2023 planning-permit transition" })
      }
    }
  }
  let feeC = 0
  if (!isVat) {
    const buyers = pick(i.numberOfBuyers, DEFAULT_BUYERS)
    const perBuyer = tieredAmount(i.propertyPrice / buyers, TRANSFER_FEES.value.bands)
    feeC = cents((perBuyer * buyers * (100 - TRANSFER_FEES.value.reductionPercentWithoutVat)) / 100)
    assumptions.push({ what: "transfer fee base", value: "purchase price", why: "the Land Registry charges on its assessed market value, taken to equal the price" })
  }
  used.push(...TRANSFER_FEES.sources)
  const sd = stampDuty(year)
  used.push(...sd.sources)
  const stampC = sd.value === null ? 0 : cents(Math.min(tieredAmount(i.propertyPrice, sd.value.bands), sd.value.max))
  const otherC = cents(i.otherPurchaseCosts ?? 0)
  if (i.otherPurchaseCosts === undefined) assumptions.push({ what: "legal, bank and mortgage registration fees", value: null, why: "otherPurchaseCosts omitted: not included" })
  const purchaseC = feeC + stampC + vatC + otherC
  const upfrontC = downC + purchaseC
  assumptions.push({ what: "purchase costs financing", value: "own funds", why: "VAT, fees and other purchase costs are paid in cash, not added to the loan" })

  // Yearly costs
  const insuranceC = cents(i.annualInsurance ?? 0)
  const ownerOtherC = cents(i.annualOwnerCosts ?? 0)
  if (i.annualInsurance === undefined) assumptions.push({ what: "home insurance", value: null, why: "annualInsurance omitted: not included" })
  if (i.annualOwnerCosts === undefined) assumptions.push({ what: "common charges and municipal fees", value: null, why: "annualOwnerCosts omitted: not included" })
  if (i.annualInsurance !== undefined || i.annualOwnerCosts !== undefined) {
    assumptions.push({ what: "growth of insurance and other owner costs, % per year", value: 0, why: "the yearly amounts given are held constant in euros" })
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
      const intC = roundC(balanceC * monthlyRate)
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
      year: t, propertyValue: euros(valueC), mortgageBalance: euros(balanceC), mortgagePaid: euros(mortgageC),
      interestPaid: euros(interestC), ownerCosts: euros(ownerCostsC), rentPaid: euros(rentC),
      buyPortfolio: euros(buyPfC), rentPortfolio: euros(rentPfC), buyNetWorth: euros(buyNwC), rentNetWorth: euros(rentPfC)
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

  assumptions.push(
    { what: "timing", value: "yearly steps", why: "mortgage paid monthly; rent, owner costs, growth and returns in yearly steps; each year's cost difference is invested at the year end by the side that spent less; the renter invests the buyer's upfront cash at the start" },
    { what: "maintenance base", value: "value at the start of each year", why: "maintenance is a share of the home's value at the start of the year" },
    { what: "tax on investment returns", value: null, why: "not modelled (e.g. the defence contribution on dividends or interest)" },
    { what: "capital gains tax on the sale", value: null, why: "not included; a main residence has a lifetime exemption (use calculate_cyprus_capital_gains for a sale)" },
    { what: "income tax housing deduction", value: null, why: "the 2026 deduction for main-residence loan interest or rent (up to EUR 2,000) is not modelled; it can apply to either option" }
  )
  return {
    downPaymentAmount: euros(downC),
    loanAmount: euros(loanC),
    monthlyMortgagePayment: euros(paymentC),
    purchaseCosts: { transferFees: euros(feeC), stampDuty: euros(stampC), vat: euros(vatC), other: euros(otherC), total: euros(purchaseC) },
    upfrontCash: euros(upfrontC),
    horizonYears: horizon,
    breakevenYear,
    buyNetWorth: euros(buyNwC),
    rentNetWorth: euros(rentNwC),
    difference: euros(buyNwC - rentNwC),
    better: buyNwC > rentNwC ? "buy" : buyNwC < rentNwC ? "rent" : "equal",
    totals: { mortgagePaid: euros(totals.mortgagePaid), interestPaid: euros(totals.interestPaid), ownerCosts: euros(totals.ownerCosts), rentPaid: euros(totals.rentPaid) },
    series,
    sources: citeSources(used),
    assumptions
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const f = (n: number) => formatCents(cents(n))

const summarize = (o: RentVsBuyOutput): string => [
  `Rent vs buy over ${o.horizonYears} years: loan EUR ${f(o.loanAmount)}, monthly payment EUR ${f(o.monthlyMortgagePayment)}.`,
  `Upfront cash EUR ${f(o.upfrontCash)} (down payment EUR ${f(o.downPaymentAmount)}; transfer fees EUR ${f(o.purchaseCosts.transferFees)}, stamp duty EUR ${f(o.purchaseCosts.stampDuty)}, VAT EUR ${f(o.purchaseCosts.vat)}, other EUR ${f(o.purchaseCosts.other)}).`,
  `Net worth at the end: buying EUR ${f(o.buyNetWorth)}, renting and investing EUR ${f(o.rentNetWorth)}; ${o.better === "equal" ? "equal" : `${o.better}ing is ahead by EUR ${f(Math.abs(o.difference))}`}.`,
  o.breakevenYear === null ? "Buying does not break even within the horizon." : `Buying breaks even in year ${o.breakevenYear} and stays ahead.`,
  `Assumptions: ${assumptionText(o.assumptions)}`
].join("\n")

export const compareRentVsBuy: ToolDefinition<RentVsBuyInput, RentVsBuyOutput> = {
  name: "compare_rent_vs_buy",
  title: "Rent versus buy in Cyprus",
  description:
    "Compares buying a home in Cyprus (mortgage, transfer fees, stamp duty for contracts up to 2025, VAT on a new " +
    "build when the caller says so, maintenance, insurance, value growth, selling costs) with renting and investing " +
    "the difference, year by year, and reports the breakeven year (or none) and a chart-ready series. Requires " +
    "propertyPrice, monthlyRent, downPayment with downPaymentUnit (EUR or percent; a down payment without its unit " +
    "is refused so the user can be asked), mortgageRate and mortgageTermYears. Never reuse values from another " +
    "scenario or an example without the user's confirmation. Omitted rates use disclosed defaults; omitted costs " +
    "are excluded and disclosed in assumptions. Amounts are rounded to the cent at each step. Estimates, not advice.",
  access: "anonymous",
  input: RentVsBuyInput,
  output: RentVsBuyOutput,
  run: (input) => {
    const problem = checkRentVsBuyInput(input)
    return problem === null ? Effect.succeed(compareRentVsBuyCalc(input)) : Effect.fail(problem)
  },
  summarize,
  readOnly: true
}
