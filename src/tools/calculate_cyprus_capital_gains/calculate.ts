import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { cents, euros, mulDivRound, pct, roundTo, scaledInteger } from "../../core/money.ts"
import { formatDecimals } from "../../core/format.ts"
import {
  CGT_LAW,
  CGT_RULES,
  type CgtTaxYear,
  CYP_PER_EUR,
  DEFAULT_CGT_TAX_YEAR,
  EURO_ADOPTION,
  EURO_ADOPTION_YEAR,
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
import { CAPITAL_GAINS_ASSUMPTIONS } from "./assumptions.ts"
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

/** The id of a monthly value's caveat: the one whose English text it is, or the generic one quoting it. */
const caveatId = (caveat: string): keyof typeof CAPITAL_GAINS_ASSUMPTIONS => {
  const known = (
    ["capital-gains.cpi-caveat-2011", "capital-gains.cpi-caveat-2016-12", "capital-gains.cpi-caveat-2022-11"] as const
  ).find((id) => CAPITAL_GAINS_ASSUMPTIONS[id].en === caveat)
  return known ?? "capital-gains.cpi-caveat"
}

const pointsOf = (x: Indexation): Array<IndexPoint> => [x.from, x.to, ...x.improvements.map((imp) => imp.point)]

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
  const said = assumptionList(CAPITAL_GAINS_ASSUMPTIONS)
  const used: Array<SourceId> = []
  const cite = (...ids: ReadonlyArray<SourceId>): Array<string> => {
    used.push(...ids)
    return [...new Set(ids)]
  }
  const toEurC = (amountSent: number, inCyp: boolean): number =>
    inCyp ? mulDivRound(cents(amountSent), 1_000_000, scaledInteger(CYP_PER_EUR.value, 6)) : cents(amountSent)

  if (input.taxYear === undefined)
    said.add("capital-gains.tax-year-default", { field: "taxYear", value: DEFAULT_CGT_TAX_YEAR, reason: "omitted" })
  if (input.currency === undefined)
    said.add("capital-gains.currency-default", {
      field: "currency",
      rule: "capital-gains.euro-adoption",
      value: "EUR",
      reason: "omitted",
      params: { euroYear: EURO_ADOPTION_YEAR }
    })

  // Cost basis: the cost, or for property held on 1 January 1980 its value on that date (art. 6(a))
  const pre1980 = input.acquisitionYear < VALUATION_BASE_YEAR
  const basisSent = pre1980 ? (input.marketValueOn1January1980 ?? 0) : input.acquisitionPrice
  const basisC = toEurC(basisSent, cyp)
  if (pre1980) {
    const base = VALUATION_BASE_YEAR
    said.add("capital-gains.before-valuation-base", {
      field: "marketValueOn1January1980",
      rule: "capital-gains.valuation-base",
      value: euros(cents(basisSent)),
      reason: "rule",
      params: { acquisitionYear: input.acquisitionYear, base, currency }
    })
  }
  if (cyp) {
    cite(...CYP_PER_EUR.sources, ...EURO_ADOPTION.sources)
    said.add("capital-gains.cyp-converted", {
      field: "currency",
      rule: "capital-gains.cyp-per-eur",
      value: CYP_PER_EUR.value,
      reason: "input",
      params: { base: VALUATION_BASE_YEAR, euroYear: EURO_ADOPTION_YEAR, rate: CYP_PER_EUR.value }
    })
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
    said.add("capital-gains.indexation-monthly", {
      field: "disposalMonth",
      value: main.factor,
      reason: "rule",
      params: {
        fromPeriod: from.period,
        fromIndex: from.value,
        toPeriod: to.period,
        toIndex: to.value,
        disposal: input.disposalMonth === undefined ? String(year) : monthKey(year, input.disposalMonth),
        months: [...new Set(usedPoints.filter((p) => p.method === "monthly").map((p) => p.period))].join(", ")
      }
    })
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
      // One part: its own sentence (in each language); several: the parts listed as in English.
      const costOnly = approx.length === 1 && from.method === "annual-average"
      const disposalOnly = approx.length === 1 && to.method === "annual-average"
      const id = disposalOnly
        ? "capital-gains.indexation-approximate-disposal"
        : !costOnly
          ? "capital-gains.indexation-approximate-parts"
          : pre1980
            ? "capital-gains.indexation-approximate-cost-valuation-base"
            : basis.payment.month === undefined
              ? "capital-gains.indexation-approximate-cost-no-month"
              : "capital-gains.indexation-approximate-cost-before-table"
      said.add(id, {
        field: disposalOnly ? "disposalMonth" : costOnly ? "acquisitionMonth" : null,
        value: costOnly ? from.value : disposalOnly ? to.value : approx.length,
        reason: "model",
        params: {
          conversions: conversions.join("; "),
          ...(costOnly || disposalOnly
            ? { period: (costOnly ? from : to).period, base: VALUATION_BASE_YEAR, firstMonth }
            : { parts: approx.join(", ") })
        }
      })
    }
  } else {
    said.add(
      pre1980
        ? "capital-gains.indexation-annual-before-base"
        : input.acquisitionMonth === undefined
          ? "capital-gains.indexation-annual-no-months"
          : "capital-gains.indexation-annual-no-disposal-month",
      {
        field: "disposalMonth",
        value: main.factor,
        reason: "model",
        params: {
          fromPeriod: from.period,
          fromIndex: from.value,
          toPeriod: to.period,
          toIndex: to.value,
          base: VALUATION_BASE_YEAR,
          firstMonth
        }
      }
    )
  }
  if (to.method === "annual-average" && year > LATEST_ANNUAL_CPI_YEAR) {
    said.add("capital-gains.annual-cpi-not-published", {
      value: year,
      reason: "limit",
      params: { latest: LATEST_ANNUAL_CPI_YEAR }
    })
  }
  const clamped = [
    ...new Set(
      [...usedPoints, ...(alt === null ? [] : pointsOf(alt))].flatMap((p) =>
        p.clampedFrom === undefined ? [] : [p.clampedFrom]
      )
    )
  ]
  if (clamped.length > 0) {
    said.add("capital-gains.monthly-cpi-clamped", {
      value: monthKey(LAST_MONTHLY_CPI.year, LAST_MONTHLY_CPI.month),
      reason: "limit",
      params: { months: clamped.join(", ") }
    })
  }
  for (const caveat of new Set(
    [...usedPoints, ...(alt === null ? [] : pointsOf(alt))].flatMap((p) => (p.caveat === undefined ? [] : [p.caveat]))
  ))
    said.add(caveatId(caveat), { value: caveat, reason: "model" })
  if (main.floored) said.add("capital-gains.cpi-fell", { value: 1, reason: "model" })

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
  if (omitted.length > 0)
    said.add("capital-gains.not-deducted", {
      field: omitted.length === 1 ? (omitted[0] ?? null) : null,
      value: 0,
      reason: "omitted",
      params: { fields: omitted.join(", ") }
    })
  if (deductionsC > 0) said.add("capital-gains.fees-not-indexed", { value: euros(deductionsC), reason: "model" })

  const saleC = cents(input.salePrice)
  const gainC = saleC - main.indexedC - improvementsC - deductionsC

  // Lifetime exemption (art. 5): only when claimed
  const exemptionsUsed: Array<CapitalGainsOutput["exemptionsUsed"][number]> = []
  let exemptC = 0
  let availableC: number | null = null
  if (input.isFirstDisposal === undefined) {
    said.add("capital-gains.no-exemption-first-disposal-omitted", {
      field: "isFirstDisposal",
      value: 0,
      reason: "omitted"
    })
  } else if (input.isFirstDisposal === false && input.lifetimeExemptionAlreadyUsed === undefined) {
    said.add("capital-gains.no-exemption-used-unknown", {
      field: "lifetimeExemptionAlreadyUsed",
      value: 0,
      reason: "omitted"
    })
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
      said.add("capital-gains.exemption-used-netting", {
        field: "lifetimeExemptionAlreadyUsed",
        rule: "capital-gains.combined-cap",
        value: euros(usedBeforeC),
        reason: "model"
      })
    const amendedFrom = rules.exemptionsAmendedFrom
    if (!cap.confirmed)
      said.add("capital-gains.combined-cap-unconfirmed", {
        rule: "capital-gains.combined-cap",
        value: euros(capC),
        reason: "rule",
        params: { year }
      })
    if (amendedFrom !== null && usedBeforeC > 0) {
      cite(...amendedFrom.sources)
      said.add("capital-gains.exemptions-before-amendment", {
        field: "lifetimeExemptionAlreadyUsed",
        rule: "capital-gains.exemptions-amended-from",
        value: amendedFrom.value,
        reason: "rule"
      })
    }
    if (input.propertyType === "main-residence")
      said.add("capital-gains.main-residence-confirmed", {
        field: "propertyType",
        rule: "capital-gains.exemptions.main-residence",
        value: "main-residence",
        reason: "input"
      })
    if (input.propertyType === "agricultural-land")
      said.add("capital-gains.agricultural-land-confirmed", {
        field: "propertyType",
        rule: "capital-gains.exemptions.agricultural-land",
        value: "agricultural-land",
        reason: "input"
      })
  }
  if (input.isFirstDisposal === undefined && input.lifetimeExemptionAlreadyUsed !== undefined) {
    said.add("capital-gains.exemption-used-ignored", {
      field: "lifetimeExemptionAlreadyUsed",
      value: input.lifetimeExemptionAlreadyUsed,
      reason: "input"
    })
  }

  // Tax and the modelled fee
  const taxableC = Math.max(0, gainC - exemptC)
  const taxC = pct(taxableC, rules.ratePercent.value)
  const taxSources = cite(...rules.ratePercent.sources)
  if (gainC < 0) said.add("capital-gains.loss", { rule: "capital-gains.rate", value: euros(-gainC), reason: "rule" })
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
          said.add("capital-gains.month-pairing-alternative", {
            rule: "capital-gains.rate",
            value: euros(altTaxC),
            reason: "rule",
            params: {
              fromPeriod: alt.from.period,
              fromIndex: alt.from.value,
              toPeriod: alt.to.period,
              toIndex: alt.to.value,
              indexedCost: euros(alt.main.indexedC),
              mainIndexedCost: euros(main.indexedC),
              mainTax: euros(taxC)
            }
          })
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
  said.add("capital-gains.transfer-fee-convention", {
    rule: "capital-gains.property-transfer-fee",
    value: fee.value,
    reason: "model",
    params: { fee: euros(feeC) }
  })
  said.add("capital-gains.not-modelled", { reason: "excluded" })

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
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
