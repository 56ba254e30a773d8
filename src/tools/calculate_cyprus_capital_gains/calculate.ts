import { cents, euros } from "../../core/money.ts"
import { formatCents as fmt } from "../../core/format.ts"
import {
  CGT_RULES,
  type CgtTaxYear,
  CYP_PER_EUR,
  DEFAULT_CGT_TAX_YEAR,
  EURO_ADOPTION_YEAR,
  MAIN_RESIDENCE_CONDITIONS,
  VALUATION_BASE_YEAR
} from "../../rules/capital-gains.ts"
import { ANNUAL_CPI, annualCpi, annualCpiYear, CPI_BASE, LATEST_ANNUAL_CPI_YEAR, monthKey, monthlyCpi, previousMonth } from "../../rules/cpi.ts"
import type { Cited } from "../../rules/income-tax.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import type { CapitalGainsInput } from "./input.ts"
import type { CapitalGainsOutput } from "./output.ts"

// Money in integer cents; products in BigInt so that every rounding is exact (half away from zero)
const mulDivRound = (c: number, num: number, den: number): number => {
  const n = BigInt(c) * BigInt(num)
  const d = BigInt(den)
  const q = ((n < 0n ? -n : n) * 2n + d) / (2n * d)
  return Number(n < 0n ? -q : q)
}
const pct = (c: number, ratePercent: number): number => mulDivRound(c, Math.round(ratePercent * 100), 10_000)
const hundredths = (v: number): number => Math.round(v * 100)

// ---------------------------------------------------------------------------------------------
// Indexation
// ---------------------------------------------------------------------------------------------

interface IndexPoint { readonly period: string; readonly value: number; readonly sources: ReadonlyArray<SourceId> }

interface IndexChoice {
  readonly method: "monthly" | "annual-average"
  readonly disposal: IndexPoint
  /** index for a payment made in (year, month) */
  readonly at: (year: number, month: number | undefined) => IndexPoint
  readonly why: string
}

const annualPoint = (year: number): IndexPoint => ({ period: String(annualCpiYear(year)), value: annualCpi(year), sources: ANNUAL_CPI.sources })

/** Monthly CPI when every month needed is held (SPEC: use monthly values where sourced), otherwise annual averages. */
const chooseIndex = (i: CapitalGainsInput, year: CgtTaxYear): IndexChoice => {
  const annual: Omit<IndexChoice, "why"> = { method: "annual-average", disposal: annualPoint(year), at: (y) => annualPoint(y) }
  if (i.acquisitionYear < VALUATION_BASE_YEAR) return { ...annual, why: "the cost basis is the 1 January 1980 value, indexed from the 1980 average" }
  if (i.acquisitionMonth === undefined || i.disposalMonth === undefined) return { ...annual, why: "acquisitionMonth and disposalMonth were not both given" }
  const before = previousMonth(year, i.disposalMonth)
  const needed = [
    { year: i.acquisitionYear, month: i.acquisitionMonth },
    before,
    ...(i.improvements ?? []).map((imp) => ({ year: imp.year, month: imp.month }))
  ]
  const missing = needed.filter((p) => p.month === undefined || monthlyCpi(p.year, p.month) === undefined)
  if (missing.length > 0) {
    const names = missing.map((p) => (p.month === undefined ? `${p.year} (no month given)` : monthKey(p.year, p.month)))
    return { ...annual, why: `no sourced monthly CPI is held for ${names.join(", ")}` }
  }
  const point = (y: number, m: number | undefined): IndexPoint => {
    const hit = m === undefined ? undefined : monthlyCpi(y, m)
    return hit === undefined ? annualPoint(y) : { period: monthKey(y, m ?? 1), value: hit.value, sources: hit.sources }
  }
  return { method: "monthly", disposal: point(before.year, before.month), at: point, why: "" }
}

/** Indexed amount and factor; the factor is never below 1 (deflation does not reduce the cost). */
const indexAmount = (c: number, from: IndexPoint, to: IndexPoint): { indexedC: number; factor: number; floored: boolean } => {
  const floored = to.value < from.value
  return {
    indexedC: floored ? c : mulDivRound(c, hundredths(to.value), hundredths(from.value)),
    factor: floored ? 1 : Math.round((to.value / from.value) * 1e6) / 1e6,
    floored
  }
}

// ---------------------------------------------------------------------------------------------
// The calculation
// ---------------------------------------------------------------------------------------------

const LAW = "Capital Gains Tax Law 52/1980"
const EXPENSES: Cited<null> = {
  value: null,
  rule: `${LAW}, art. 6 (expenses incurred wholly and exclusively for the gain)`,
  sources: ["cgt-gakc", "cgt-fitzgerald", "cgt-pconstantinou"]
}
const INDEXATION_RULE = `${LAW}, art. 6(a) (cost or 1 January 1980 value plus its increase due to inflation, Cyprus CPI)`
const INDEXATION_SOURCES: ReadonlyArray<SourceId> = ["cgt-law-art6", "cgt-taxdep", "cgt-gakc"]

/** Pure. Expects input accepted by CapitalGainsInput. */
export const calculateCapitalGains = (input: CapitalGainsInput): CapitalGainsOutput => {
  const year: CgtTaxYear = input.taxYear ?? DEFAULT_CGT_TAX_YEAR
  const rules = CGT_RULES[year]
  const currency = input.currency ?? "EUR"
  const cyp = currency === "CYP"
  const assumptions: Array<string> = []
  const used: Array<SourceId> = []
  const cite = (...ids: ReadonlyArray<SourceId>): Array<string> => {
    used.push(...ids)
    return [...new Set(ids)]
  }
  const toEurC = (amountSent: number, inCyp: boolean): number =>
    inCyp ? mulDivRound(cents(amountSent), 1_000_000, Math.round(CYP_PER_EUR.value * 1_000_000)) : cents(amountSent)

  if (input.taxYear === undefined) assumptions.push(`Tax year ${DEFAULT_CGT_TAX_YEAR} rules were used as the default because taxYear was omitted.`)
  if (input.currency === undefined) assumptions.push("Amounts were read as EUR because currency was omitted (EUR is the modelling default; CYP is accepted for purchases before 2008).")

  // Cost basis: the cost, or for property held on 1 January 1980 its value on that date (art. 6(a))
  const pre1980 = input.acquisitionYear < VALUATION_BASE_YEAR
  const basisSent = pre1980 ? input.marketValueOn1January1980 ?? 0 : input.acquisitionPrice
  const basisC = toEurC(basisSent, cyp)
  if (pre1980) {
    assumptions.push(`Acquired in ${input.acquisitionYear}, before 1980: the value on 1 January 1980 (${currency} ${fmt(cents(basisSent))}) replaces the acquisition price, and indexation starts from the 1980 annual-average CPI (art. 6(a)); gains before 1980 are not taxed.`)
  }
  if (cyp) {
    cite(...CYP_PER_EUR.sources)
    assumptions.push(`CYP amounts (acquisition price or 1980 value, acquisitionFees, improvements before 2008) were converted at the fixed ${CYP_PER_EUR.value} CYP per EUR; salePrice, agentFees, loan interest and later improvements are EUR.`)
  }

  // Indexation
  const choice = chooseIndex(input, year)
  const from = pre1980 ? annualPoint(VALUATION_BASE_YEAR) : choice.at(input.acquisitionYear, input.acquisitionMonth)
  const main = indexAmount(basisC, from, choice.disposal)
  const indexSources = cite(...INDEXATION_SOURCES, ...from.sources, ...choice.disposal.sources)
  if (choice.method === "monthly") {
    cite("cgt-fitzgerald", "cgt-smartexpat-monthly-cpi")
    assumptions.push(`Indexation uses the monthly CPI (${CPI_BASE}): ${from.period} (${from.value}) against ${choice.disposal.period} (${choice.disposal.value}), the month before the disposal. This is the convention reported for the Tax Department; its own table was not available.`)
  } else {
    assumptions.push(`Indexation uses approximate annual-average CPI (${CPI_BASE}): ${from.period} (${from.value}) against ${choice.disposal.period} (${choice.disposal.value}), because ${choice.why}. The Tax Department uses monthly CPI (month of acquisition against the month before the disposal), which can give a different figure.`)
    if (year > LATEST_ANNUAL_CPI_YEAR) {
      assumptions.push(`The ${year} annual CPI is not yet published: the ${LATEST_ANNUAL_CPI_YEAR} average (latest held) is used for the disposal, so inflation during ${year} is not indexed.`)
    }
  }
  if (main.floored) assumptions.push("The CPI fell between acquisition and disposal: no indexation is applied and the cost is not reduced below its amount (modelling choice).")

  const improvements = (input.improvements ?? []).map((imp) => {
    const costC = toEurC(imp.cost, cyp && imp.year < EURO_ADOPTION_YEAR)
    const paid = choice.at(imp.year, imp.month)
    const r = indexAmount(costC, paid, choice.disposal)
    used.push(...paid.sources)
    return { year: imp.year, month: imp.month ?? null, cost: euros(costC), factor: r.factor, indexedCost: euros(r.indexedC), indexedC: r.indexedC }
  })
  const improvementsC = improvements.reduce((s, imp) => s + imp.indexedC, 0)

  // Deductible costs, only those given
  const deductions: Array<CapitalGainsOutput["deductions"][number]> = []
  const deduct = (field: string, name: string, value: number | undefined, inCyp: boolean): number => {
    if (value === undefined) return 0
    const c = toEurC(value, inCyp)
    deductions.push({ field, name, amount: euros(c), rule: EXPENSES.rule, year, sources: cite(...EXPENSES.sources) })
    return c
  }
  const feesC = deduct("acquisitionFees", "Transfer fees, stamp duty and legal fees on acquisition", input.acquisitionFees, cyp)
  const agentC = deduct("agentFees", "Estate-agent and legal fees on the sale", input.agentFees, false)
  const interestC = deduct("acquisitionLoanInterest", "Interest on the loan used to acquire the property", input.acquisitionLoanInterest, false)
  const deductionsC = feesC + agentC + interestC
  if (improvements.length > 0) cite(...EXPENSES.sources)
  const omitted = (["improvements", "acquisitionFees", "agentFees", "acquisitionLoanInterest"] as const).filter((k) => input[k] === undefined)
  if (omitted.length > 0) assumptions.push(`Not deducted because not given: ${omitted.join(", ")}.`)
  if (deductionsC > 0) assumptions.push("Fees and loan interest are deducted at their amounts, not indexed (modelling choice).")

  const saleC = cents(input.salePrice)
  const gainC = saleC - main.indexedC - improvementsC - deductionsC

  // Lifetime exemption (art. 5): only when claimed
  const exemptionsUsed: Array<CapitalGainsOutput["exemptionsUsed"][number]> = []
  let exemptC = 0
  if (input.isFirstDisposal === undefined) {
    assumptions.push("No lifetime exemption was applied because isFirstDisposal was omitted (an exemption is never assumed). Send isFirstDisposal to claim it.")
  } else if (input.isFirstDisposal === false && input.lifetimeExemptionAlreadyUsed === undefined) {
    assumptions.push("No lifetime exemption was applied: isFirstDisposal is false and lifetimeExemptionAlreadyUsed was not given, so the part left is unknown. Send the amount used on earlier disposals (0 if none) to claim the rest.")
  } else {
    const limit = rules.exemptions[input.propertyType]
    const cap = rules.combinedCap
    const limitC = cents(limit.value)
    const capC = cents(cap.value)
    const usedBeforeC = input.isFirstDisposal ? 0 : cents(input.lifetimeExemptionAlreadyUsed ?? 0)
    // Modelling choice: every amount already used counts against this type's limit and against the combined cap.
    const availableC = Math.max(0, Math.min(limitC, capC) - usedBeforeC)
    exemptC = Math.min(availableC, Math.max(0, gainC))
    const note = input.propertyType === "other"
      ? "No lifetime exemption for propertyType \"other\"."
      : gainC <= 0 ? "No gain, so no exemption is used." : null
    exemptionsUsed.push({
      propertyType: input.propertyType,
      lifetimeLimit: limit.value,
      combinedCap: cap.value,
      combinedCapConfirmed: cap.confirmed,
      alreadyUsed: euros(usedBeforeC),
      available: euros(availableC),
      amount: euros(exemptC),
      remainingForThisType: euros(Math.max(0, limitC - usedBeforeC - exemptC)),
      remainingCombinedCap: euros(Math.max(0, capC - usedBeforeC - exemptC)),
      rule: `${limit.rule}; combined cap: ${cap.rule}`,
      year,
      sources: cite(...limit.sources, ...cap.sources),
      note
    })
    if (usedBeforeC > 0) assumptions.push("The exemption already used is subtracted from this property type's limit and from the combined lifetime cap (modelling choice; the Tax Department's exact netting was not confirmed).")
    if (!cap.confirmed) assumptions.push(`The ${year} combined lifetime cap of EUR ${fmt(capC)} is UNCONFIRMED: no source read states it; it is a parameter equal to the main-residence amount, as before 2026.`)
    if (year === 2026 && usedBeforeC > 0) assumptions.push("Exemptions used before 2026 are counted at their amount against the 2026 limits (sources say they are not lost; the mechanics are not stated).")
    if (input.propertyType === "main-residence") assumptions.push(`propertyType main-residence is taken as the user's confirmation that the home was ${MAIN_RESIDENCE_CONDITIONS}; tax on land above 1.5 decares is not modelled.`)
    if (input.propertyType === "agricultural-land") assumptions.push("propertyType agricultural-land is taken as the user's confirmation that the seller's main occupation is farming.")
  }
  if (input.isFirstDisposal === undefined && input.lifetimeExemptionAlreadyUsed !== undefined) {
    assumptions.push("lifetimeExemptionAlreadyUsed was not used because isFirstDisposal was omitted.")
  }

  // Tax and the modelled fee
  const taxableC = Math.max(0, gainC - exemptC)
  const taxC = pct(taxableC, rules.ratePercent.value)
  const taxSources = cite(...rules.ratePercent.sources)
  if (gainC < 0) assumptions.push(`The disposal gives a loss of EUR ${fmt(-gainC)}: the tax is 0 (a loss is never a negative tax; setting it against other gains is not modelled).`)
  const fee = rules.propertyTransferFeePercent
  const feeC = pct(saleC, fee.value)
  assumptions.push(`The ${fee.value}% property transfer fee (EUR ${fmt(feeC)}, on the sale price) is this service's modelling convention, not a cited Cyprus levy: no fee of that name on a sale was found. Land Registry transfer fees are normally the buyer's.`)
  assumptions.push("Not modelled: gains taxed as trading income, exempt transfers (death, family gifts), the exemption for purchases from 16 Jul 2015 to 31 Dec 2016, exchanges, and shares of property-owning companies.")

  return {
    taxYear: year,
    taxYearDefaulted: input.taxYear === undefined,
    currency,
    currencyDefaulted: input.currency === undefined,
    propertyType: input.propertyType,
    salePrice: euros(saleC),
    costBasis: {
      kind: pre1980 ? "value-on-1-january-1980" : "acquisition-price",
      amountSent: basisSent,
      amountEur: euros(basisC),
      conversionCypPerEur: cyp ? CYP_PER_EUR.value : null,
      rule: pre1980 ? `${LAW}, art. 6(a) (value on 1 January 1980)` : `${LAW}, art. 6 (cost of acquisition)`,
      year,
      sources: cite("cgt-law-art6", "cgt-pconstantinou", ...(cyp ? CYP_PER_EUR.sources : []))
    },
    indexation: {
      method: choice.method,
      base: CPI_BASE,
      acquisitionPeriod: from.period,
      acquisitionIndex: from.value,
      disposalPeriod: choice.disposal.period,
      disposalIndex: choice.disposal.value,
      factor: main.factor,
      rule: INDEXATION_RULE,
      year,
      sources: indexSources
    },
    indexedCost: euros(main.indexedC),
    improvements: improvements.map(({ indexedC: _c, ...rest }) => rest),
    deductions,
    gain: euros(gainC),
    exemptionsUsed,
    taxableGain: euros(taxableC),
    capitalGainsTax: { ratePercent: rules.ratePercent.value, amount: euros(taxC), rule: rules.ratePercent.rule, year, sources: taxSources },
    propertyTransferFee: {
      ratePercent: fee.value,
      base: euros(saleC),
      amount: euros(feeC),
      isCitedLevy: false,
      rule: fee.rule,
      year,
      sources: [...fee.sources],
      note: fee.note ?? ""
    },
    netProceeds: euros(saleC - agentC - taxC - feeC),
    sources: citeSources(used),
    assumptions
  }
}
