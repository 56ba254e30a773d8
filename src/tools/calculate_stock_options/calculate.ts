import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { divRound, cents, euros, pct, scaledInteger } from "../../core/money.ts"
import { formatCents as fmt } from "../../core/format.ts"
import { calculateIncomeTax } from "../../domain/income-tax/calculate.ts"
import type { IncomeTaxOutput } from "../../domain/income-tax/output.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import { type Cited, INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import { SOCIAL_INSURANCE_RULES } from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import {
  APPROVED_SCHEME_FROM,
  BENEFIT_IN_KIND_YEAR,
  DEFAULT_STOCK_OPTION_YEAR,
  OPTION_GAIN_SOCIAL_INSURANCE_HEADLINE,
  STOCK_OPTION_RULES,
  type StockOptionYear
} from "../../rules/stock-options.ts"
import { STOCK_OPTIONS_ASSUMPTIONS } from "./assumptions.ts"
import type { StockOptionsInput } from "./input.ts"
import type { StockOptionsOutput, Treatment } from "./output.ts"

/** Per-share prices are kept to 1/10,000 of a cent (6 decimals of EUR). */
const micros = (eur: number): number => scaledInteger(eur, 6)

/** Income tax, SI and GESY of an employee earning salaryC in year, from the income tax calculator. */
const employee = (salaryC: number, year: StockOptionYear): IncomeTaxOutput =>
  calculateIncomeTax({
    salaryIncome: euros(salaryC),
    employmentType: "private",
    legislationVersion: year,
    isTaxResident: true
  })

const ids = (...cs: ReadonlyArray<Cited<unknown>>): Array<SourceId> => [...new Set(cs.flatMap((c) => c.sources))]

/** Income tax on a taxable income in cents at the year's bands, each band's tax rounded to the cent (as the income tax
 * calculator does). */
const bandTax = (taxableC: number, year: StockOptionYear): number =>
  INCOME_TAX_RULES[year].bands.value.reduce((sum, b) => {
    const toC = b.to === null ? Number.POSITIVE_INFINITY : cents(b.to)
    return sum + pct(Math.max(0, Math.min(taxableC, toC) - cents(b.from)), b.ratePercent)
  }, 0)

interface TreatmentResult {
  readonly treatment: Treatment
  readonly incomeTaxSources: IncomeTaxOutput["sources"]
}

const treatmentFor = (
  year: StockOptionYear,
  salaryC: number,
  gainC: number,
  flat: { cappedC: number; rate: Cited<number> } | null
): TreatmentResult => {
  const rules = STOCK_OPTION_RULES[year]
  const cappedC = flat?.cappedC ?? 0
  const excessC = gainC - cappedC
  const alone = employee(salaryC, year)
  const withExcess = employee(salaryC + excessC, year)
  const withGain = excessC === gainC ? withExcess : employee(salaryC + gainC, year)
  const progressiveC = cents(withExcess.incomeTax) - cents(alone.incomeTax)
  const flatC = flat === null ? 0 : pct(cappedC, flat.rate.value)
  // art. 20D changes the income tax only: contributions follow the whole gain in every treatment (choice, disclosed)
  const siC = cents(withGain.socialInsurance.amount) - cents(alone.socialInsurance.amount)
  const gesyC = cents(withGain.gesy.amount) - cents(alone.gesy.amount)
  const totalC = flatC + progressiveC + siC + gesyC
  const si = SOCIAL_INSURANCE_RULES[year]
  const gesy = GESY_RULES[year]
  const bands = INCOME_TAX_RULES[year].bands
  // The other reading of the disputed social insurance on the gain: none is charged on it, so the deduction for it is
  // lost and the progressive part's taxable income rises by the contributions on the excess (an employee with no
  // other art. 14 deductions: social insurance + GESY stay well below the 1/5 cap, so the whole amount was deducted).
  const siOnExcessC = cents(withExcess.socialInsurance.amount) - cents(alone.socialInsurance.amount)
  const taxableC = cents(withExcess.taxableIncome)
  const progressiveNoSiC = progressiveC + bandTax(taxableC + siOnExcessC, year) - bandTax(taxableC, year)
  const totalNoSiC = flatC + progressiveNoSiC + gesyC
  return {
    treatment: {
      year,
      regime: flat !== null ? "approved-scheme" : year < APPROVED_SCHEME_FROM ? "benefit-in-kind" : "employment-income",
      flatRatePart:
        flat === null
          ? null
          : {
              base: euros(cappedC),
              ratePercent: flat.rate.value,
              tax: euros(flatC),
              ...traceOf(year, flat.rate)
            },
      progressivePart: {
        base: euros(excessC),
        incomeTax: euros(progressiveC),
        ...traceOf(year, INCOME_TAX_RULES[year].bands, rules.employmentIncome)
      },
      socialInsurance: {
        amount: euros(siC),
        rule: `${si.employeeRatePercent.rule}, to the yearly maximum insurable earnings (${fmt(cents(si.maxInsurableEarnings.value))}); on the gain: ${rules.socialInsuranceCharged.rule} (disputed)`,
        year,
        sources: ids(si.employeeRatePercent, si.maxInsurableEarnings, rules.socialInsuranceCharged, rules.contributions)
      },
      gesy: {
        amount: euros(gesyC),
        rule: `${gesy.employeeRatePercent.rule}, to the yearly ceiling (${fmt(cents(gesy.annualIncomeCeiling.value))})`,
        year,
        sources: ids(gesy.employeeRatePercent, gesy.annualIncomeCeiling, rules.contributions)
      },
      incomeTax: euros(flatC + progressiveC),
      totalTaxAndContributions: euros(totalC),
      netGain: euros(gainC - totalC),
      effectiveRatePercent: gainC === 0 ? 0 : euros(divRound(totalC * 10_000, gainC)),
      socialInsuranceNotCharged: {
        socialInsurance: 0,
        incomeTax: euros(flatC + progressiveNoSiC),
        totalTaxAndContributions: euros(totalNoSiC),
        netGain: euros(gainC - totalNoSiC),
        ...traceOf(year, rules.socialInsuranceNotCharged, bands, ...(flat === null ? [] : [flat.rate]))
      }
    },
    incomeTaxSources: withGain.sources
  }
}

/** Pure. Expects input accepted by StockOptionsInput. */
export const calculateStockOptionTax = (input: StockOptionsInput): StockOptionsOutput => {
  const year: StockOptionYear = input.taxYear ?? DEFAULT_STOCK_OPTION_YEAR
  const rules2026 = STOCK_OPTION_RULES[APPROVED_SCHEME_FROM]
  const scheme = rules2026.approvedScheme
  const said = assumptionList(STOCK_OPTIONS_ASSUMPTIONS)
  const used: Array<SourceId> = []
  const cite = (...cs: ReadonlyArray<Cited<unknown>>) => used.push(...ids(...cs))

  if (input.taxYear === undefined)
    said.add("stock-options.default-year", { field: "taxYear", value: DEFAULT_STOCK_OPTION_YEAR, reason: "omitted" })

  const salaryC = cents(input.salaryIncome)
  const spreadMicros = Math.max(0, micros(input.marketPricePerShare) - micros(input.exercisePricePerShare))
  const gainC = divRound(input.shareCount * spreadMicros, 10_000)
  if (spreadMicros === 0) {
    said.add("stock-options.under-water", { field: "marketPricePerShare", value: 0, reason: "model" })
  }

  // art. 20D(1): a flat rate up to a multiple of the employment income from that employer, within an amount over a
  // period of years
  let caps: StockOptionsOutput["approvedSchemeCaps"] = null
  let flat: { cappedC: number; rate: Cited<number> } | null = null
  if (input.isApprovedScheme && scheme !== null) {
    const multipleC = salaryC * scheme.salaryMultipleCap.value
    const priorC = cents(input.priorApprovedSchemeBenefit ?? 0)
    const remainingC = Math.max(0, cents(scheme.aggregateCap.value.amount) - priorC)
    const cappedC = Math.min(gainC, multipleC, remainingC)
    const limitedBy = cappedC === gainC ? "none" : remainingC < multipleC ? "aggregate" : "salary-multiple"
    flat = { cappedC, rate: scheme.flatRatePercent }
    cite(
      scheme.flatRatePercent,
      scheme.salaryMultipleCap,
      scheme.aggregateCap,
      scheme.excessTreatment,
      scheme.residentsOnly
    )
    caps = {
      salaryMultipleCap: euros(multipleC),
      aggregateCap: scheme.aggregateCap.value.amount,
      aggregateCapYears: scheme.aggregateCap.value.years,
      priorApprovedSchemeBenefit: euros(priorC),
      aggregateRemaining: euros(remainingC),
      cappedAmount: euros(cappedC),
      excessAmount: euros(gainC - cappedC),
      limitedBy,
      rule: `${scheme.salaryMultipleCap.rule}; ${scheme.aggregateCap.rule}`,
      year: APPROVED_SCHEME_FROM,
      sources: ids(scheme.salaryMultipleCap, scheme.aggregateCap, scheme.excessTreatment)
    }
    const rate = scheme.flatRatePercent.value
    const multiple = scheme.salaryMultipleCap.value
    const aggregate = euros(cents(scheme.aggregateCap.value.amount))
    const years = scheme.aggregateCap.value.years
    if (input.priorApprovedSchemeBenefit === undefined)
      said.add("stock-options.prior-benefit-zero", {
        field: "priorApprovedSchemeBenefit",
        rule: "stock-options.approved-scheme-aggregate-cap",
        value: 0,
        reason: "omitted",
        params: { rate, years }
      })
    said.add("stock-options.art20d-limits", {
      field: "isApprovedScheme",
      rule: "stock-options.approved-scheme-salary-multiple-cap",
      value: true,
      reason: "rule",
      params: { rate, multiple, aggregate, years }
    })
    if (limitedBy !== "none")
      said.add(
        limitedBy === "aggregate" ? "stock-options.excess-over-aggregate" : "stock-options.excess-over-multiple",
        {
          rule:
            limitedBy === "aggregate"
              ? "stock-options.approved-scheme-aggregate-cap"
              : "stock-options.approved-scheme-salary-multiple-cap",
          value: euros(gainC - cappedC),
          reason: "limit",
          params: { aggregate, years, multiple, year: APPROVED_SCHEME_FROM }
        }
      )
    if (year < APPROVED_SCHEME_FROM)
      said.add("stock-options.approved-before-regime", {
        field: "taxYear",
        rule: "stock-options.approved-scheme-in-force",
        value: year,
        reason: "rule",
        params: { rate, from: APPROVED_SCHEME_FROM }
      })
  } else {
    if (input.priorApprovedSchemeBenefit !== undefined)
      said.add("stock-options.prior-benefit-unused", { field: "priorApprovedSchemeBenefit", reason: "input" })
    if (scheme === null)
      said.add("stock-options.not-approved", {
        field: "isApprovedScheme",
        rule: "stock-options.option-gain-employment-income",
        value: false,
        reason: "rule",
        params: { from: APPROVED_SCHEME_FROM }
      })
    else
      said.add("stock-options.not-approved-deadline", {
        field: "isApprovedScheme",
        rule: "stock-options.approved-scheme-existing-schemes-deadline",
        value: false,
        reason: "rule",
        params: { from: APPROVED_SCHEME_FROM, deadline: scheme.existingSchemesDeadline.value }
      })
    cite(scheme?.existingSchemesDeadline ?? rules2026.employmentIncome)
  }

  const bik = treatmentFor(BENEFIT_IN_KIND_YEAR, salaryC, gainC, null)
  const y2026 = treatmentFor(APPROVED_SCHEME_FROM, salaryC, gainC, flat)
  cite(rules2026.employmentIncome, rules2026.taxPoint, rules2026.contributions, rules2026.laterSaleOfShares)
  const readings = STOCK_OPTION_RULES[year]
  cite(readings.socialInsuranceCharged, readings.socialInsuranceNotCharged)

  said.add("stock-options.gain-at-exercise", { rule: "stock-options.option-tax-point", reason: "rule" })
  said.add("stock-options.extra-tax-of-gain", { field: "salaryIncome", reason: "model" })
  const applicable = year < APPROVED_SCHEME_FROM ? bik.treatment : y2026.treatment
  const headline = OPTION_GAIN_SOCIAL_INSURANCE_HEADLINE
  const otherReading = applicable.socialInsuranceNotCharged
  const lostDeductionC = cents(otherReading.incomeTax) - cents(applicable.incomeTax)
  said.add(
    lostDeductionC > 0
      ? "stock-options.social-insurance-disputed-deduction"
      : "stock-options.social-insurance-disputed",
    {
      rule: "stock-options.option-gain-social-insurance-charged",
      value: year,
      reason: "rule",
      params: {
        notChargedTotal: euros(cents(otherReading.totalTaxAndContributions)),
        chargedTotal: euros(cents(applicable.totalTaxAndContributions)),
        notChargedNet: euros(cents(otherReading.netGain)),
        socialInsurance: euros(cents(applicable.socialInsurance.amount)),
        moreIncomeTax: euros(lostDeductionC)
      }
    }
  )
  said.add("stock-options.gesy-on-gain", {
    rule: "gesy.annual-income-ceiling",
    value: euros(cents(GESY_RULES[year].annualIncomeCeiling.value)),
    reason: "rule"
  })
  if (flat !== null)
    said.add("stock-options.flat-rate-on-gross", {
      rule: "stock-options.approved-scheme-flat-rate",
      value: flat.rate.value,
      reason: "rule"
    })
  said.add("stock-options.later-sale", { rule: "stock-options.later-sale-of-shares", reason: "excluded" })
  said.add("stock-options.employer-contributions-not-shown", { reason: "excluded" })

  const sources = [...citeSources(used), ...bik.incomeTaxSources, ...y2026.incomeTaxSources].filter(
    (s, i, all) => all.findIndex((t) => t.id === s.id) === i
  )

  return {
    taxYear: year,
    taxYearDefaulted: input.taxYear === undefined,
    isApprovedScheme: input.isApprovedScheme,
    applicableTreatment: year < APPROVED_SCHEME_FROM ? "benefitInKind2025" : "treatment2026",
    gainAtExercise: {
      shareCount: input.shareCount,
      exercisePricePerShare: input.exercisePricePerShare,
      marketPricePerShare: input.marketPricePerShare,
      spreadPerShare: spreadMicros / 1_000_000,
      gain: euros(gainC)
    },
    approvedSchemeCaps: caps,
    benefitInKind2025: bik.treatment,
    treatment2026: y2026.treatment,
    difference: euros(cents(y2026.treatment.totalTaxAndContributions) - cents(bik.treatment.totalTaxAndContributions)),
    totalTaxAndContributions: applicable.totalTaxAndContributions,
    netGain: applicable.netGain,
    socialInsuranceOnGain: {
      headline: headline.reading,
      why: headline.why,
      charged: {
        reading: readings.socialInsuranceCharged.value,
        socialInsurance: applicable.socialInsurance.amount,
        totalTaxAndContributions: applicable.totalTaxAndContributions,
        netGain: applicable.netGain,
        ...traceOf(year, readings.socialInsuranceCharged)
      },
      notCharged: {
        reading: readings.socialInsuranceNotCharged.value,
        socialInsurance: otherReading.socialInsurance,
        totalTaxAndContributions: otherReading.totalTaxAndContributions,
        netGain: otherReading.netGain,
        ...traceOf(year, readings.socialInsuranceNotCharged)
      }
    },
    sources,
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
