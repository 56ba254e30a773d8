import { Effect, Schema } from "effect"
import { cents, euros } from "../core/money.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition } from "../core/tool.ts"
import {
  CGT_RULES,
  CGT_TAX_YEARS,
  type CgtTaxYear,
  CYP_PER_EUR,
  DEFAULT_CGT_TAX_YEAR,
  EURO_ADOPTION_YEAR,
  MAIN_RESIDENCE_CONDITIONS,
  PROPERTY_TYPES,
  VALUATION_BASE_YEAR
} from "../rules/capital-gains.ts"
import {
  ANNUAL_CPI,
  annualCpi,
  annualCpiYear,
  CPI_BASE,
  LATEST_ANNUAL_CPI_YEAR,
  monthKey,
  monthlyCpi,
  previousMonth
} from "../rules/cpi.ts"
import type { Cited } from "../rules/income-tax.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { capNote, lengthNote } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** Sanity bound that also keeps cent arithmetic exact. */
const MAX_AMOUNT = 1_000_000_000
const LAST_TAX_YEAR = Math.max(...CGT_TAX_YEARS)

const amount = (description: string) =>
  Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(MAX_AMOUNT)).annotate({ description: `${description} ${capNote(0, MAX_AMOUNT)}` })
/** Most improvements listed on one disposal. */
const MAX_IMPROVEMENTS = 100
const optionalAmount = (description: string) => Schema.optionalKey(amount(description))
const month = (description: string) =>
  Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })).annotate({ description }))

const CYP_NOTE = `Read as CYP when currency is "CYP".`

const Improvement = Schema.Struct({
  cost: amount(`Cost of the addition or improvement. EUR; for an improvement made before ${EURO_ADOPTION_YEAR}, ${CYP_NOTE}`),
  year: Schema.Int.check(Schema.isBetween({ minimum: VALUATION_BASE_YEAR, maximum: LAST_TAX_YEAR })).annotate({
    description: `Calendar year the improvement was paid for (from 1980 and not before acquisitionYear); it is indexed from then. Range: ${VALUATION_BASE_YEAR} to ${LAST_TAX_YEAR}.`
  }),
  month: month("Month (1-12) it was paid for, for monthly CPI indexation. Optional.")
})

const InputFields = Schema.Struct({
  salePrice: amount(
    "Real sale price (disposal proceeds) in EUR. 0 only if the user confirms it. Required."
  ).annotateKey({ messageMissingKey: "salePrice is required: the real sale price of the property in EUR (ask the user)" }),
  acquisitionPrice: amount(
    `Real price paid to acquire the property (EUR, or CYP when currency is "CYP"). For property acquired before 1 January ` +
      "1980 the law uses its value on 1 January 1980 instead: send that as marketValueOn1January1980 too. Required."
  ).annotateKey({ messageMissingKey: "acquisitionPrice is required: the real price paid for the property (ask the user; never estimate it)" }),
  acquisitionYear: Schema.Int.check(Schema.isBetween({ minimum: 1900, maximum: LAST_TAX_YEAR })).annotate({
    description: `Calendar year the property was acquired. Required. Range: 1900 to ${LAST_TAX_YEAR}.`
  }).annotateKey({ messageMissingKey: "acquisitionYear is required: the calendar year the property was acquired (ask the user)" }),
  propertyType: Schema.Literals(PROPERTY_TYPES).annotate({
    description:
      "Selects the lifetime exemption (Capital Gains Tax Law art. 5), never inferred: \"main-residence\" = a main residence " +
      `${MAIN_RESIDENCE_CONDITIONS} (2025 EUR 85,430.07; 2026 EUR 150,000); "agricultural-land" = agricultural land sold by ` +
      "an individual whose main occupation is farming (2025 EUR 25,629.02; 2026 EUR 50,000); \"general\" = any other " +
      "disposal of immovable property by an individual, e.g. a plot, a flat or a holiday home (2025 EUR 17,086.01; 2026 " +
      "EUR 30,000); \"other\" = no lifetime exemption (e.g. the seller is a company). Required.",
    message: `propertyType must be one of ${PROPERTY_TYPES.join(", ")}`
  }).annotateKey({ messageMissingKey: `propertyType is required: one of ${PROPERTY_TYPES.join(", ")} (ask the user)` }),
  taxYear: Schema.optionalKey(Schema.Literals(CGT_TAX_YEARS).annotate({
    description: `Tax year of the disposal; picks that year's exemptions. One of ${CGT_TAX_YEARS.join(", ")}. Omitted: ${DEFAULT_CGT_TAX_YEAR}, disclosed as a default.`,
    message: `taxYear must be one of the tax years with rules: ${CGT_TAX_YEARS.join(", ")}`
  })),
  currency: Schema.optionalKey(Schema.Literals(["EUR", "CYP"]).annotate({
    description:
      `Currency of the amounts paid before ${EURO_ADOPTION_YEAR}: acquisitionPrice, marketValueOn1January1980, acquisitionFees ` +
      `and improvements made before ${EURO_ADOPTION_YEAR}. "CYP" (only for purchases before ${EURO_ADOPTION_YEAR}) converts them ` +
      "at the fixed 0.585274 CYP per EUR; salePrice, agentFees and acquisitionLoanInterest are always EUR. Omitted: EUR, disclosed.",
    message: "currency must be EUR or CYP"
  })),
  isFirstDisposal: Schema.optionalKey(Schema.Boolean.annotate({
    description:
      "Whether the lifetime exemption is claimed: true = the seller has used none of it on earlier disposals; false = " +
      "earlier disposals used some (send lifetimeExemptionAlreadyUsed to claim what is left). Omitted: no exemption is " +
      "claimed (never assumed), disclosed."
  })),
  lifetimeExemptionAlreadyUsed: optionalAmount(
    "EUR of capital gains lifetime exemptions the seller already used on earlier disposals (any type). With " +
      "isFirstDisposal false it gives the amount left; 0 if none was used."
  ),
  acquisitionMonth: month("Month (1-12) of acquisition, for monthly CPI indexation. Optional."),
  disposalMonth: month("Month (1-12) of the disposal in taxYear, for monthly CPI indexation (the month before it is used). Optional."),
  marketValueOn1January1980: optionalAmount(
    "Only for property acquired before 1980, and then required: its value on 1 January 1980 (Land Registry general " +
      `valuation), which replaces the cost (Capital Gains Tax Law art. 6). EUR; ${CYP_NOTE}`
  ),
  improvements: Schema.optionalKey(Schema.Array(Improvement).check(Schema.isMaxLength(MAX_IMPROVEMENTS)).annotate({
    description: `Additions and improvements paid after acquisition, each indexed from its year. Omitted: none deducted. ${lengthNote(MAX_IMPROVEMENTS)}`
  })),
  acquisitionFees: optionalAmount(
    `Land Registry transfer fees, stamp duty and legal fees paid to acquire the property. EUR; ${CYP_NOTE} Omitted: not deducted.`
  ),
  agentFees: optionalAmount(
    "Registered estate-agent and legal fees paid on the sale, EUR; deducted from the gain and from the net proceeds. Omitted: not deducted."
  ),
  acquisitionLoanInterest: optionalAmount(
    "Total interest paid on a loan taken to acquire the property, EUR. Omitted: not deducted."
  )
})

type InputFieldsType = typeof InputFields.Type

/** Cross-field rules; the tax year is already a valid literal when these run. */
const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  const year = i.taxYear ?? DEFAULT_CGT_TAX_YEAR
  if (i.acquisitionYear > year) {
    issues.push({ path: ["acquisitionYear"], issue: `acquisitionYear ${i.acquisitionYear} is after the disposal tax year ${year}` })
  }
  if (i.acquisitionYear === year && i.acquisitionMonth !== undefined && i.disposalMonth !== undefined && i.acquisitionMonth > i.disposalMonth) {
    issues.push({ path: ["acquisitionMonth"], issue: "acquisitionMonth is after disposalMonth in the same year" })
  }
  if (i.currency === "CYP" && i.acquisitionYear >= EURO_ADOPTION_YEAR) {
    issues.push({ path: ["currency"], issue: `CYP applies only to purchases before ${EURO_ADOPTION_YEAR}; send the amounts in EUR` })
  }
  if (i.acquisitionYear < VALUATION_BASE_YEAR && i.marketValueOn1January1980 === undefined) {
    issues.push({ path: ["marketValueOn1January1980"], issue: "marketValueOn1January1980 is required for property acquired before 1980: the law uses the value on 1 January 1980 (general valuation) instead of the cost (ask the user)" })
  }
  if (i.acquisitionYear >= VALUATION_BASE_YEAR && i.marketValueOn1January1980 !== undefined) {
    issues.push({ path: ["marketValueOn1January1980"], issue: "marketValueOn1January1980 applies only to property acquired before 1980" })
  }
  if (i.isFirstDisposal === true && (i.lifetimeExemptionAlreadyUsed ?? 0) > 0) {
    issues.push({ path: ["lifetimeExemptionAlreadyUsed"], issue: "isFirstDisposal is true, so no exemption can have been used before: send isFirstDisposal false, or 0 here" })
  }
  const first = Math.max(i.acquisitionYear, VALUATION_BASE_YEAR)
  i.improvements?.forEach((imp, k) => {
    if (imp.year < first || imp.year > year) {
      issues.push({ path: ["improvements", k, "year"], issue: `improvement year must be between ${first} and the disposal tax year ${year}` })
    }
  })
  return issues
}

const INPUT_ANNOTATIONS = {
  title: "Cyprus capital gains tax on an immovable property disposal",
  description: "EUR amounts unless currency is CYP (pre-2008 purchases). Examples are never defaults.",
  examples: [
    { taxYear: 2026, currency: "EUR", salePrice: 300_000, acquisitionPrice: 150_000, acquisitionYear: 2010, propertyType: "general", isFirstDisposal: true, agentFees: 9_000 },
    { taxYear: 2025, salePrice: 237_350, acquisitionPrice: 100_000, acquisitionYear: 2015, propertyType: "main-residence", isFirstDisposal: true },
    { taxYear: 2026, currency: "CYP", salePrice: 200_000, acquisitionPrice: 40_000, acquisitionYear: 1995, propertyType: "general", isFirstDisposal: false, lifetimeExemptionAlreadyUsed: 0, acquisitionFees: 1_500, improvements: [{ cost: 20_000, year: 2012 }] },
    { taxYear: 2026, salePrice: 350_000, acquisitionPrice: 200_000, acquisitionYear: 2019, acquisitionMonth: 12, disposalMonth: 1, propertyType: "main-residence", isFirstDisposal: false, lifetimeExemptionAlreadyUsed: 17_086.01, agentFees: 10_500, acquisitionLoanInterest: 12_000 }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

// Annotated before the check so the JSON Schema carries them, and after it so resolveAnnotations finds them.
export const CapitalGainsInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFieldsType>(crossFieldIssues))
  .annotate(INPUT_ANNOTATIONS)
export type CapitalGainsInput = typeof CapitalGainsInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const SourceIds = Schema.Array(Schema.String)
const Traced = { rule: Schema.String, year: Schema.Number, sources: SourceIds }

export const CapitalGainsOutput = Schema.Struct({
  taxYear: Schema.Literals(CGT_TAX_YEARS),
  taxYearDefaulted: Schema.Boolean,
  currency: Schema.Literals(["EUR", "CYP"]),
  currencyDefaulted: Schema.Boolean,
  propertyType: Schema.Literals(PROPERTY_TYPES),
  salePrice: Money,
  costBasis: Schema.Struct({
    kind: Schema.Literals(["acquisition-price", "value-on-1-january-1980"]),
    amountSent: Money.annotate({ description: "as sent, in the request currency" }),
    amountEur: Money,
    conversionCypPerEur: Schema.NullOr(Schema.Finite),
    ...Traced
  }),
  indexation: Schema.Struct({
    method: Schema.Literals(["monthly", "annual-average"]),
    base: Schema.String,
    acquisitionPeriod: Schema.String.annotate({ description: "YYYY or YYYY-MM of the index used for the cost" }),
    acquisitionIndex: Schema.Finite,
    disposalPeriod: Schema.String.annotate({ description: "YYYY, or YYYY-MM: the month before the disposal" }),
    disposalIndex: Schema.Finite,
    factor: Schema.Finite.annotate({ description: "disposal index / acquisition index, 6 decimals, not below 1" }),
    ...Traced
  }),
  indexedCost: Money,
  improvements: Schema.Array(Schema.Struct({ year: Schema.Number, month: Schema.NullOr(Schema.Number), cost: Money, factor: Schema.Finite, indexedCost: Money })),
  deductions: Schema.Array(Schema.Struct({ field: Schema.String, name: Schema.String, amount: Money, ...Traced })),
  gain: Money.annotate({ description: "sale price less indexed cost, indexed improvements and deductions; negative for a loss" }),
  exemptionsUsed: Schema.Array(Schema.Struct({
    propertyType: Schema.Literals(PROPERTY_TYPES),
    lifetimeLimit: Money,
    combinedCap: Money,
    combinedCapConfirmed: Schema.Boolean,
    alreadyUsed: Money,
    available: Money,
    amount: Money.annotate({ description: "exemption set against this gain" }),
    remainingForThisType: Money,
    remainingCombinedCap: Money,
    ...Traced,
    note: Schema.NullOr(Schema.String)
  })).annotate({ description: "empty when no exemption was claimed (see assumptions)" }),
  taxableGain: Money,
  capitalGainsTax: Schema.Struct({ ratePercent: Schema.Finite, amount: Money, ...Traced }),
  propertyTransferFee: Schema.Struct({
    ratePercent: Schema.Finite,
    base: Money,
    amount: Money,
    isCitedLevy: Schema.Boolean,
    ...Traced,
    note: Schema.String
  }),
  netProceeds: Money.annotate({ description: "sale price less agentFees, capital gains tax and the 0.4% fee" }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type CapitalGainsOutput = typeof CapitalGainsOutput.Type

// ---------------------------------------------------------------------------------------------
// Money in integer cents; products in BigInt so that every rounding is exact (half away from zero)
// ---------------------------------------------------------------------------------------------

const mulDivRound = (c: number, num: number, den: number): number => {
  const n = BigInt(c) * BigInt(num)
  const d = BigInt(den)
  const q = ((n < 0n ? -n : n) * 2n + d) / (2n * d)
  return Number(n < 0n ? -q : q)
}
const pct = (c: number, ratePercent: number): number => mulDivRound(c, Math.round(ratePercent * 100), 10_000)
const hundredths = (v: number): number => Math.round(v * 100)
const fmt = formatCents

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

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: CapitalGainsOutput): string => {
  const f = (n: number) => fmt(cents(n))
  const ex = o.exemptionsUsed[0]
  const lines = [
    `Cyprus capital gains tax ${o.taxYear}${o.taxYearDefaulted ? " (default year)" : ""}: ${o.propertyType}, sale price EUR ${f(o.salePrice)}.`,
    `Indexed cost EUR ${f(o.indexedCost)} (${o.indexation.method} CPI ${o.indexation.acquisitionPeriod} -> ${o.indexation.disposalPeriod}, factor ${o.indexation.factor}); gain EUR ${f(o.gain)}.`,
    ex === undefined
      ? "No lifetime exemption claimed."
      : `Lifetime exemption used EUR ${f(ex.amount)} (left for this type EUR ${f(ex.remainingForThisType)}).`,
    `Taxable gain EUR ${f(o.taxableGain)}; capital gains tax ${o.capitalGainsTax.ratePercent}% = EUR ${f(o.capitalGainsTax.amount)}.`,
    `Property transfer fee ${o.propertyTransferFee.ratePercent}% (modelling convention, not a cited levy) EUR ${f(o.propertyTransferFee.amount)}.`,
    `Net proceeds EUR ${f(o.netProceeds)}.`,
    `Assumptions: ${o.assumptions.join(" ")}`
  ]
  return lines.join("\n")
}

export const calculateCyprusCapitalGains: ToolDefinition<CapitalGainsInput, CapitalGainsOutput> = {
  name: "calculate_cyprus_capital_gains",
  title: "Cyprus capital gains tax on immovable property",
  description:
    "Capital gains tax on a disposal of Cyprus immovable property under 2025 or 2026 rules (taxYear, default 2026, " +
    "disclosed): the acquisition cost (or the 1 January 1980 value) indexed by the Cyprus CPI (monthly where sourced, " +
    "otherwise annual averages, said in the assumptions), less improvements, fees and acquisition-loan interest the " +
    "caller gives; the year's lifetime exemption for the property type only when isFirstDisposal is sent (never " +
    "assumed); 20% tax; and a 0.4% property transfer fee on the sale price, which is this service's modelling " +
    "convention, not a cited levy. Requires salePrice, acquisitionPrice, acquisitionYear and propertyType: ask the user, " +
    "never estimate them. Currency EUR by default (CYP for pre-2008 purchases, at 0.585274 CYP per EUR). Indexed " +
    "amounts, the tax and the fee are rounded to the cent, half away from zero. A loss gives zero tax. Estimates, not tax advice.",
  access: "anonymous",
  input: CapitalGainsInput,
  output: CapitalGainsOutput,
  run: (input) => Effect.succeed(calculateCapitalGains(input)),
  summarize,
  readOnly: true
}
