import { traceOf } from "../../core/cells.ts"
import { cents, euros, mulDivRound, pct, roundTo, scaledInteger } from "../../core/money.ts"
import { formatCents as fmt, formatDecimals } from "../../core/format.ts"
import {
  CGT_LAW,
  CGT_RULES,
  type CgtTaxYear,
  CYP_PER_EUR,
  DEFAULT_CGT_TAX_YEAR,
  EURO_ADOPTION,
  EURO_ADOPTION_YEAR,
  MAIN_RESIDENCE_CONDITIONS,
  VALUATION_BASE,
  VALUATION_BASE_YEAR
} from "../../rules/capital-gains.ts"
import {
  ANNUAL_CPI,
  annualCpi,
  annualCpiOnTableScale,
  annualCpiYear,
  CPI_BASE,
  FIRST_MONTHLY_CPI,
  LAST_MONTHLY_CPI,
  LATEST_ANNUAL_CPI_YEAR,
  monthKey,
  monthlyCpi,
  MONTHLY_CPI_SCALE,
  previousMonth,
  TABLE_2015_AVERAGE
} from "../../rules/cpi.ts"
import type { Cited } from "../../rules/income-tax.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import type { CapitalGainsInput } from "./input.ts"
import type { CapitalGainsOutput } from "./output.ts"

// Money in integer cents; every product rounded exactly (core/money.ts mulDivRound, half away from zero).
// An index value in hundredths (table values have 2 decimals): 117.35 -> 11735.
const hundredths = (v: number): number => scaledInteger(v, 2)

// ---------------------------------------------------------------------------------------------
// Indexation
// ---------------------------------------------------------------------------------------------

type IndexMethod = "monthly" | "annual-average"

interface IndexPoint {
  readonly period: string
  readonly value: number
  readonly method: IndexMethod
  readonly sources: ReadonlyArray<SourceId>
  /** the month asked for, when a later month than the table holds was clamped to its last month */
  readonly clampedFrom?: string
  readonly caveat?: string
}

/**
 * Which two months are compared. No official text found settles it (.scratch/research/cpi.md §5):
 * the Tax Department is reported to compare the month of acquisition with the month before the
 * disposal (cgt-fitzgerald, cgt-smartexpat-monthly-cpi), but the worked example in the same report
 * pairs the month before the purchase with the month of the sale. The first is the main figure,
 * the second is shown beside it.
 */
interface Pairing {
  readonly paidShift: 0 | -1
  readonly disposalShift: 0 | -1
  readonly description: string
}
const REPORTED_PAIRING: Pairing = {
  paidShift: 0,
  disposalShift: -1,
  description:
    "CPI of the month of acquisition (and of each improvement) against the CPI of the month before the disposal"
}
const OTHER_PAIRING: Pairing = {
  paidShift: -1,
  disposalShift: 0,
  description:
    "CPI of the month before acquisition (and before each improvement) against the CPI of the month of the disposal"
}

/** "table": the Tax Department's monthly scale, annual averages carried to it; "annual": 2015 = 100 throughout. */
type Scale = "table" | "annual"

interface Payment {
  readonly year: number
  readonly month: number | undefined
}

const ordinal = (year: number, month: number): number => year * 12 + month
const shifted = (year: number, month: number, by: 0 | -1): { year: number; month: number } =>
  by === 0 ? { year, month } : previousMonth(year, month)

/** The table's value for a month; a month after the last one held takes the last one (disclosed); none before 2000. */
const monthlyPoint = (year: number, month: number): IndexPoint | undefined => {
  const last = LAST_MONTHLY_CPI
  const late = ordinal(year, month) > ordinal(last.year, last.month)
  const at = late ? last : { year, month }
  const hit =
    ordinal(year, month) < ordinal(FIRST_MONTHLY_CPI.year, FIRST_MONTHLY_CPI.month)
      ? undefined
      : monthlyCpi(at.year, at.month)
  if (hit === undefined) return undefined
  return {
    period: monthKey(at.year, at.month),
    value: hit.value,
    method: "monthly",
    sources: hit.sources,
    ...(late ? { clampedFrom: monthKey(year, month) } : {}),
    ...(hit.caveat === undefined ? {} : { caveat: hit.caveat })
  }
}

const annualPoint = (year: number, scale: Scale): IndexPoint => ({
  period: String(annualCpiYear(year)),
  value: scale === "annual" ? annualCpi(year) : annualCpiOnTableScale(year),
  method: "annual-average",
  sources: ANNUAL_CPI.sources
})

/** A payment is indexed from its month's table value when there is one, otherwise from its year's annual average. */
const pointFor = (p: Payment, shift: 0 | -1, scale: Scale): IndexPoint => {
  if (scale === "table" && p.month !== undefined) {
    const at = shifted(p.year, p.month, shift)
    const hit = monthlyPoint(at.year, at.month)
    if (hit !== undefined) return hit
  }
  return annualPoint(p.year, scale)
}

/** Indexed amount and factor; the factor is never below 1 (deflation does not reduce the cost). */
const indexAmount = (
  c: number,
  from: IndexPoint,
  to: IndexPoint
): { indexedC: number; factor: number; floored: boolean } => {
  const floored = to.value < from.value
  return {
    indexedC: floored ? c : mulDivRound(c, hundredths(to.value), hundredths(from.value)),
    factor: floored ? 1 : roundTo(to.value / from.value, 6),
    floored
  }
}

interface IndexedImprovement {
  readonly payment: Payment
  readonly costC: number
  readonly point: IndexPoint
  readonly factor: number
  readonly indexedC: number
}

interface Indexation {
  readonly pairing: Pairing
  readonly from: IndexPoint
  readonly to: IndexPoint
  readonly main: ReturnType<typeof indexAmount>
  readonly improvements: ReadonlyArray<IndexedImprovement>
  readonly improvementsC: number
}

const indexUnder = (
  pairing: Pairing,
  scale: Scale,
  basis: { readonly payment: Payment; readonly c: number },
  disposal: Payment,
  improvements: ReadonlyArray<{ readonly payment: Payment; readonly costC: number }>
): Indexation => {
  const to = pointFor(disposal, pairing.disposalShift, scale)
  const from = pointFor(basis.payment, pairing.paidShift, scale)
  const indexed = improvements.map((imp) => {
    const point = pointFor(imp.payment, pairing.paidShift, scale)
    const r = indexAmount(imp.costC, point, to)
    return { ...imp, point, factor: r.factor, indexedC: r.indexedC }
  })
  return {
    pairing,
    from,
    to,
    main: indexAmount(basis.c, from, to),
    improvements: indexed,
    improvementsC: indexed.reduce((s, imp) => s + imp.indexedC, 0)
  }
}

const methodOf = (points: ReadonlyArray<IndexPoint>): "monthly" | "annual-average" | "monthly-and-annual-average" =>
  points.every((p) => p.method === "monthly")
    ? "monthly"
    : points.every((p) => p.method === "annual-average")
      ? "annual-average"
      : "monthly-and-annual-average"

const pointsOf = (x: Indexation): Array<IndexPoint> => [x.from, x.to, ...x.improvements.map((imp) => imp.point)]
const shown = (p: IndexPoint): string => `${p.period} (${p.value})`

// ---------------------------------------------------------------------------------------------
// The calculation
// ---------------------------------------------------------------------------------------------

const LAW = CGT_LAW
const EXPENSES: Cited<null> = {
  value: null,
  rule: `${LAW}, art. 6 (expenses incurred wholly and exclusively for the gain)`,
  sources: ["cgt-gakc", "cgt-fitzgerald", "cgt-pconstantinou"]
}
const INDEXATION_RULE = `${LAW}, art. 6(a) (cost or 1 January ${VALUATION_BASE_YEAR} value plus its increase due to inflation, Cyprus CPI)`
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
    inCyp ? mulDivRound(cents(amountSent), 1_000_000, scaledInteger(CYP_PER_EUR.value, 6)) : cents(amountSent)

  if (input.taxYear === undefined)
    assumptions.push(`Tax year ${DEFAULT_CGT_TAX_YEAR} rules were used as the default because taxYear was omitted.`)
  if (input.currency === undefined)
    assumptions.push(
      `Amounts were read as EUR because currency was omitted (EUR is the modelling default; CYP is accepted for purchases before ${EURO_ADOPTION_YEAR}).`
    )

  // Cost basis: the cost, or for property held on 1 January 1980 its value on that date (art. 6(a))
  const pre1980 = input.acquisitionYear < VALUATION_BASE_YEAR
  const basisSent = pre1980 ? (input.marketValueOn1January1980 ?? 0) : input.acquisitionPrice
  const basisC = toEurC(basisSent, cyp)
  if (pre1980) {
    const base = VALUATION_BASE_YEAR
    assumptions.push(
      `Acquired in ${input.acquisitionYear}, before ${base}: the value on 1 January ${base} (${currency} ${fmt(cents(basisSent))}) replaces the acquisition price, and indexation starts from the ${base} annual-average CPI (art. 6(a)); gains before ${base} are not taxed.`
    )
  }
  if (cyp) {
    cite(...CYP_PER_EUR.sources, ...EURO_ADOPTION.sources)
    assumptions.push(
      `CYP amounts (acquisition price or ${VALUATION_BASE_YEAR} value, acquisitionFees, improvements before ${EURO_ADOPTION_YEAR}) were converted at the fixed ${CYP_PER_EUR.value} CYP per EUR; salePrice, agentFees, loan interest and later improvements are EUR.`
    )
  }

  // Indexation (art. 6(a)): the table's monthly values where a month is given and held, annual averages otherwise
  const payments = (input.improvements ?? []).map((imp) => ({
    payment: { year: imp.year, month: imp.month },
    costC: toEurC(imp.cost, cyp && imp.year < EURO_ADOPTION_YEAR)
  }))
  const basis = {
    payment: pre1980
      ? { year: VALUATION_BASE_YEAR, month: undefined }
      : { year: input.acquisitionYear, month: input.acquisitionMonth },
    c: basisC
  }
  const disposal: Payment = { year, month: input.disposalMonth }
  const trial = indexUnder(REPORTED_PAIRING, "table", basis, disposal, payments)
  const scale: Scale = pointsOf(trial).some((p) => p.method === "monthly") ? "table" : "annual"
  const ix = scale === "table" ? trial : indexUnder(REPORTED_PAIRING, "annual", basis, disposal, payments)
  const alt = scale === "table" ? indexUnder(OTHER_PAIRING, "table", basis, disposal, payments) : null
  const { from, to, main } = ix
  const usedPoints = pointsOf(ix)
  const indexSources = cite(...INDEXATION_SOURCES, ...usedPoints.flatMap((p) => p.sources))
  const firstMonth = monthKey(FIRST_MONTHLY_CPI.year, FIRST_MONTHLY_CPI.month)
  const whyAnnual = (payment: Payment): string =>
    payment.month === undefined ? "no month given" : `no monthly CPI is held before ${firstMonth}`
  if (scale === "table") {
    cite("cgt-fitzgerald", "cgt-smartexpat-monthly-cpi")
    const disposalText =
      input.disposalMonth === undefined
        ? `the disposal in ${year}`
        : `the disposal in ${monthKey(year, input.disposalMonth)}`
    assumptions.push(
      `Indexation uses index values on the scale of the ${MONTHLY_CPI_SCALE}: ${shown(from)} for the cost against ` +
        `${shown(to)} for ${disposalText}, pairing the ${REPORTED_PAIRING.description}, as reported for the Tax Department ` +
        "(no official text stating the pairing was found; the other reading is in alternativeConvention). " +
        `Monthly values used: ${[...new Set(usedPoints.filter((p) => p.method === "monthly").map((p) => p.period))].join(", ")}.`
    )
    const approx = [
      ...(from.method === "annual-average"
        ? [
            `the cost, ${from.period} (${pre1980 ? `value on 1 January ${VALUATION_BASE_YEAR}` : whyAnnual(basis.payment)})`
          ]
        : []),
      ...(to.method === "annual-average" ? [`the disposal, ${to.period} (disposalMonth not given)`] : []),
      ...ix.improvements.flatMap((imp, k) =>
        imp.point.method === "annual-average"
          ? [`improvement ${k + 1}, ${imp.point.period} (${whyAnnual(imp.payment)})`]
          : []
      )
    ]
    if (approx.length > 0) {
      const conversions = [
        ...new Set(
          usedPoints
            .filter((p) => p.method === "annual-average")
            .map(
              (p) =>
                `${p.period}: ${annualCpi(Number(p.period))} x ${formatDecimals(TABLE_2015_AVERAGE, 6)} / 100 = ${p.value}`
            )
        )
      ]
      assumptions.push(
        `APPROXIMATE: annual-average CPI (${CPI_BASE}, carried to the table's scale by its 2015 average; ${conversions.join("; ")}) ` +
          `for ${approx.join(", ")}. The Tax Department would use a monthly value there, which can differ by a few percent.`
      )
    }
  } else {
    const why = pre1980
      ? `the cost basis is the 1 January ${VALUATION_BASE_YEAR} value, indexed from the ${VALUATION_BASE_YEAR} average, and disposalMonth was not given`
      : input.acquisitionMonth === undefined
        ? "acquisitionMonth and disposalMonth were not given"
        : `disposalMonth was not given and no monthly CPI is held before ${firstMonth}`
    assumptions.push(
      `Indexation uses APPROXIMATE annual-average CPI (${CPI_BASE}): ${shown(from)} against ${shown(to)}, because ${why}. ` +
        "The Tax Department uses its monthly table (reported: month of acquisition against the month before the disposal), " +
        "which can differ by a few percent; send acquisitionMonth and disposalMonth for it."
    )
  }
  if (to.method === "annual-average" && year > LATEST_ANNUAL_CPI_YEAR) {
    assumptions.push(
      `The ${year} annual CPI is not yet published: the ${LATEST_ANNUAL_CPI_YEAR} average (latest held) is used for the disposal, so inflation during ${year} is not indexed.`
    )
  }
  const clamped = [
    ...new Set(
      [...usedPoints, ...(alt === null ? [] : pointsOf(alt))].flatMap((p) =>
        p.clampedFrom === undefined ? [] : [p.clampedFrom]
      )
    )
  ]
  if (clamped.length > 0) {
    assumptions.push(
      `The CPI for ${clamped.join(", ")} is not yet in the table: the latest month held, ${monthKey(LAST_MONTHLY_CPI.year, LAST_MONTHLY_CPI.month)}, was used, so inflation after it is not indexed.`
    )
  }
  for (const caveat of new Set(
    [...usedPoints, ...(alt === null ? [] : pointsOf(alt))].flatMap((p) => (p.caveat === undefined ? [] : [p.caveat]))
  ))
    assumptions.push(caveat)
  if (main.floored)
    assumptions.push(
      "The CPI fell between acquisition and disposal: no indexation is applied and the cost is not reduced below its amount (modelling choice)."
    )

  const improvements = ix.improvements.map((imp) => ({
    year: imp.payment.year,
    month: imp.payment.month ?? null,
    period: imp.point.period,
    cost: euros(imp.costC),
    factor: imp.factor,
    indexedCost: euros(imp.indexedC),
    traces: {
      cost: traceOf(year, EXPENSES, ...(cyp && imp.payment.year < EURO_ADOPTION_YEAR ? [CYP_PER_EUR] : [])),
      indexedCost: traceOf(year, { rule: INDEXATION_RULE, sources: [...INDEXATION_SOURCES, ...imp.point.sources] })
    }
  }))
  const improvementsC = ix.improvementsC

  // Deductible costs, only those given
  const deductions: Array<CapitalGainsOutput["deductions"][number]> = []
  const deduct = (field: string, name: string, value: number | undefined, inCyp: boolean): number => {
    if (value === undefined) return 0
    const c = toEurC(value, inCyp)
    deductions.push({ field, name, amount: euros(c), rule: EXPENSES.rule, year, sources: cite(...EXPENSES.sources) })
    return c
  }
  const feesC = deduct(
    "acquisitionFees",
    "Transfer fees, stamp duty and legal fees on acquisition",
    input.acquisitionFees,
    cyp
  )
  const agentC = deduct("agentFees", "Estate-agent and legal fees on the sale", input.agentFees, false)
  const interestC = deduct(
    "acquisitionLoanInterest",
    "Interest on the loan used to acquire the property",
    input.acquisitionLoanInterest,
    false
  )
  const deductionsC = feesC + agentC + interestC
  if (improvements.length > 0) cite(...EXPENSES.sources)
  const omitted = (["improvements", "acquisitionFees", "agentFees", "acquisitionLoanInterest"] as const).filter(
    (k) => input[k] === undefined
  )
  if (omitted.length > 0) assumptions.push(`Not deducted because not given: ${omitted.join(", ")}.`)
  if (deductionsC > 0)
    assumptions.push("Fees and loan interest are deducted at their amounts, not indexed (modelling choice).")

  const saleC = cents(input.salePrice)
  const gainC = saleC - main.indexedC - improvementsC - deductionsC

  // Lifetime exemption (art. 5): only when claimed
  const exemptionsUsed: Array<CapitalGainsOutput["exemptionsUsed"][number]> = []
  let exemptC = 0
  let availableC: number | null = null
  if (input.isFirstDisposal === undefined) {
    assumptions.push(
      "No lifetime exemption was applied because isFirstDisposal was omitted (an exemption is never assumed). Send isFirstDisposal to claim it."
    )
  } else if (input.isFirstDisposal === false && input.lifetimeExemptionAlreadyUsed === undefined) {
    assumptions.push(
      "No lifetime exemption was applied: isFirstDisposal is false and lifetimeExemptionAlreadyUsed was not given, so the part left is unknown. Send the amount used on earlier disposals (0 if none) to claim the rest."
    )
  } else {
    const limit = rules.exemptions[input.propertyType]
    const cap = rules.combinedCap
    const limitC = cents(limit.value)
    const capC = cents(cap.value)
    const usedBeforeC = input.isFirstDisposal ? 0 : cents(input.lifetimeExemptionAlreadyUsed ?? 0)
    // Modelling choice: every amount already used counts against this type's limit and against the combined cap.
    availableC = Math.max(0, Math.min(limitC, capC) - usedBeforeC)
    exemptC = Math.min(availableC, Math.max(0, gainC))
    const note =
      input.propertyType === "other"
        ? 'No lifetime exemption for propertyType "other".'
        : gainC <= 0
          ? "No gain, so no exemption is used."
          : null
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
    if (usedBeforeC > 0)
      assumptions.push(
        "The exemption already used is subtracted from this property type's limit and from the combined lifetime cap (modelling choice; the Tax Department's exact netting was not confirmed)."
      )
    const amendedFrom = rules.exemptionsAmendedFrom
    if (!cap.confirmed)
      assumptions.push(
        `The ${year} combined lifetime cap of EUR ${fmt(capC)} is UNCONFIRMED: no source read states it; it is a parameter equal to the main-residence amount, as in the earlier text of the law.`
      )
    if (amendedFrom !== null && usedBeforeC > 0) {
      cite(...amendedFrom.sources)
      assumptions.push(
        `Exemptions used before ${amendedFrom.value} are counted at their amount against the limits in force from ${amendedFrom.value} (sources say they are not lost; the mechanics are not stated).`
      )
    }
    if (input.propertyType === "main-residence")
      assumptions.push(
        `propertyType main-residence is taken as the user's confirmation that the home was ${MAIN_RESIDENCE_CONDITIONS}; tax on land above 1.5 decares is not modelled.`
      )
    if (input.propertyType === "agricultural-land")
      assumptions.push(
        "propertyType agricultural-land is taken as the user's confirmation that the seller's main occupation is farming."
      )
  }
  if (input.isFirstDisposal === undefined && input.lifetimeExemptionAlreadyUsed !== undefined) {
    assumptions.push("lifetimeExemptionAlreadyUsed was not used because isFirstDisposal was omitted.")
  }

  // Tax and the modelled fee
  const taxableC = Math.max(0, gainC - exemptC)
  const taxC = pct(taxableC, rules.ratePercent.value)
  const taxSources = cite(...rules.ratePercent.sources)
  if (gainC < 0)
    assumptions.push(
      `The disposal gives a loss of EUR ${fmt(-gainC)}: the tax is 0 (a loss is never a negative tax; setting it against other gains is not modelled).`
    )
  const fee = rules.propertyTransferFeePercent
  const feeC = pct(saleC, fee.value)
  const alternative =
    alt === null
      ? null
      : (() => {
          const altGainC = saleC - alt.main.indexedC - alt.improvementsC - deductionsC
          const altExemptC = availableC === null ? 0 : Math.min(availableC, Math.max(0, altGainC))
          const altTaxableC = Math.max(0, altGainC - altExemptC)
          const altTaxC = pct(altTaxableC, rules.ratePercent.value)
          assumptions.push(
            `Month pairing not settled: with the ${OTHER_PAIRING.description} (${shown(alt.from)} against ${shown(alt.to)}), the ` +
              `reading of the worked example reported from the Tax Department, the indexed cost is EUR ${fmt(alt.main.indexedC)} ` +
              `and the tax EUR ${fmt(altTaxC)} (main figure EUR ${fmt(main.indexedC)} and EUR ${fmt(taxC)}); see alternativeConvention.`
          )
          return {
            monthPairing: OTHER_PAIRING.description,
            acquisitionPeriod: alt.from.period,
            acquisitionIndex: alt.from.value,
            disposalPeriod: alt.to.period,
            disposalIndex: alt.to.value,
            factor: alt.main.factor,
            indexedCost: euros(alt.main.indexedC),
            indexedImprovements: euros(alt.improvementsC),
            gain: euros(altGainC),
            exemption: euros(altExemptC),
            taxableGain: euros(altTaxableC),
            capitalGainsTax: euros(altTaxC),
            netProceeds: euros(saleC - agentC - altTaxC - feeC),
            taxDifference: euros(altTaxC - taxC),
            ...traceOf(
              year,
              {
                rule: `${INDEXATION_RULE}, the other month pairing`,
                sources: cite("cgt-smartexpat-monthly-cpi", ...pointsOf(alt).flatMap((p) => p.sources))
              },
              rules.ratePercent
            )
          }
        })()
  assumptions.push(
    `The ${fee.value}% property transfer fee (EUR ${fmt(feeC)}, on the sale price) is this service's modelling convention, not a cited Cyprus levy: no fee of that name on a sale was found. Land Registry transfer fees are normally the buyer's.`
  )
  assumptions.push(
    "Not modelled: gains taxed as trading income, exempt transfers (death, family gifts), the exemption for purchases from 16 Jul 2015 to 31 Dec 2016, exchanges, and shares of property-owning companies."
  )

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
      rule: pre1980 ? VALUATION_BASE.rule : `${LAW}, art. 6 (cost of acquisition)`,
      year,
      sources: cite(...VALUATION_BASE.sources, "cgt-pconstantinou", ...(cyp ? CYP_PER_EUR.sources : []))
    },
    indexation: {
      method: methodOf(usedPoints),
      base: scale === "table" ? MONTHLY_CPI_SCALE : CPI_BASE,
      monthPairing: scale === "table" ? REPORTED_PAIRING.description : "annual averages: no month pairing",
      acquisitionPeriod: from.period,
      acquisitionIndex: from.value,
      acquisitionIndexMethod: from.method,
      disposalPeriod: to.period,
      disposalIndex: to.value,
      disposalIndexMethod: to.method,
      factor: main.factor,
      rule: INDEXATION_RULE,
      year,
      sources: indexSources
    },
    indexedCost: euros(main.indexedC),
    improvements,
    alternativeConvention: alternative,
    deductions,
    gain: euros(gainC),
    exemptionsUsed,
    taxableGain: euros(taxableC),
    capitalGainsTax: {
      ratePercent: rules.ratePercent.value,
      amount: euros(taxC),
      rule: rules.ratePercent.rule,
      year,
      sources: taxSources
    },
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
