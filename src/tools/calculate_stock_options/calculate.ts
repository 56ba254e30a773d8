import { traceOf } from "../../core/cells.ts"
import { divRound, cents, euros, pct, scaledInteger } from "../../core/money.ts"
import { formatCents as fmt, formatEur } from "../../core/format.ts"
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
import type { StockOptionsInput } from "./input.ts"
import type { StockOptionsOutput, Treatment } from "./output.ts"

const eur = (amount: number): string => formatEur(amount)

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
  const assumptions: Array<string> = []
  const used: Array<SourceId> = []
  const cite = (...cs: ReadonlyArray<Cited<unknown>>) => used.push(...ids(...cs))

  if (input.taxYear === undefined)
    assumptions.push(`Tax year ${DEFAULT_STOCK_OPTION_YEAR} was used as the default because taxYear was omitted.`)

  const salaryC = cents(input.salaryIncome)
  const spreadMicros = Math.max(0, micros(input.marketPricePerShare) - micros(input.exercisePricePerShare))
  const gainC = divRound(input.shareCount * spreadMicros, 10_000)
  if (spreadMicros === 0) {
    assumptions.push(
      "The market price does not exceed the exercise price, so exercising gives no gain and no tax; an option under water is normally not exercised."
    )
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
    const rate = `${scheme.flatRatePercent.value}%`
    const multiple = `${scheme.salaryMultipleCap.value} times salaryIncome`
    const aggregate = `${eur(scheme.aggregateCap.value.amount)} over ${scheme.aggregateCap.value.years} years`
    if (input.priorApprovedSchemeBenefit === undefined) {
      assumptions.push(
        `No benefit was taken as already taxed at ${rate} under art. 20D in the ${scheme.aggregateCap.value.years}-year period, because priorApprovedSchemeBenefit was omitted.`
      )
    }
    assumptions.push(
      `Art. 20D: the ${rate} applies to the gain up to ${multiple} (taken as the employment income from this employer ` +
        `in the year the vesting period ends, which is modelled as the year of exercise) and up to ${eur(scheme.aggregateCap.value.amount)} less ` +
        "priorApprovedSchemeBenefit; the rest is taxed as employment income. Other approved-scheme benefits of the same year " +
        `would share the salary-multiple limit: not modelled. How the ${scheme.aggregateCap.value.years} years are counted is unconfirmed (EY alert only).`
    )
    if (limitedBy !== "none") {
      assumptions.push(
        `EUR ${fmt(gainC - cappedC)} of the gain is over the ${limitedBy === "aggregate" ? aggregate : multiple} limit and is taxed at the progressive ${APPROVED_SCHEME_FROM} rates.`
      )
    }
    if (year < APPROVED_SCHEME_FROM) {
      assumptions.push(
        `The plan is approved, but the ${rate} regime of art. 20D applies from 1 Jan ${APPROVED_SCHEME_FROM}: an exercise in ${year} is taxed as a benefit in kind. The ${APPROVED_SCHEME_FROM} column shows the same exercise under ${APPROVED_SCHEME_FROM} rules.`
      )
    }
  } else {
    if (input.priorApprovedSchemeBenefit !== undefined)
      assumptions.push("priorApprovedSchemeBenefit is not used: the plan is not an approved scheme.")
    const deadline =
      scheme === null
        ? ""
        : ` Employers with existing plans had to apply for approval by ${scheme.existingSchemesDeadline.value}.`
    assumptions.push(
      `The plan is not approved under art. 20D, so in ${APPROVED_SCHEME_FROM} the gain is taxed as employment income at the progressive rates.${deadline} ` +
        "If approval is later confirmed, ask again with isApprovedScheme true."
    )
    cite(scheme?.existingSchemesDeadline ?? rules2026.employmentIncome)
  }

  const bik = treatmentFor(BENEFIT_IN_KIND_YEAR, salaryC, gainC, null)
  const y2026 = treatmentFor(APPROVED_SCHEME_FROM, salaryC, gainC, flat)
  cite(rules2026.employmentIncome, rules2026.taxPoint, rules2026.contributions, rules2026.laterSaleOfShares)
  const readings = STOCK_OPTION_RULES[year]
  cite(readings.socialInsuranceCharged, readings.socialInsuranceNotCharged)

  assumptions.push(
    "The gain is shareCount x (market value less exercise price) on the exercise date, taxed in the year of exercise. " +
      "Grant and vesting are not taxed; for art. 20D the tax point and the valuation are unconfirmed in the law text read."
  )
  assumptions.push(
    "Each figure is the extra tax caused by the gain: tax, social insurance and GESY on salaryIncome + gain less the same on salaryIncome alone, " +
      "for a Cyprus tax-resident employee with no other income, deductions or art. 8 exemptions (calculate_cyprus_income_tax covers those)."
  )
  const applicable = year < APPROVED_SCHEME_FROM ? bik.treatment : y2026.treatment
  const gesyCeiling = eur(GESY_RULES[year].annualIncomeCeiling.value)
  const headline = OPTION_GAIN_SOCIAL_INSURANCE_HEADLINE
  const otherReading = applicable.socialInsuranceNotCharged
  const lostDeductionC = cents(otherReading.incomeTax) - cents(applicable.incomeTax)
  assumptions.push(
    `Social insurance on the gain is disputed (no primary text settles whether the gain is insurable earnings): the headline figures charge it, to the yearly ceiling, because ${headline.why}. ` +
      `If it is not charged, the ${year} total is EUR ${fmt(cents(otherReading.totalTaxAndContributions))} instead of EUR ${fmt(cents(applicable.totalTaxAndContributions))} ` +
      `(net EUR ${fmt(cents(otherReading.netGain))}): EUR ${fmt(cents(applicable.socialInsurance.amount))} less social insurance` +
      (lostDeductionC > 0 ? `, EUR ${fmt(lostDeductionC)} more income tax as it is no longer deducted` : "") +
      ". Both readings are in socialInsuranceOnGain."
  )
  assumptions.push(
    `GESY (to ${gesyCeiling}) is charged on the whole gain, as on salary, under both readings and in both treatments: unconfirmed for options.`
  )
  if (flat !== null)
    assumptions.push(
      `The ${flat.rate.value}% is charged on the gross benefit; contributions on the ${flat.rate.value}% part are not deducted from other income.`
    )
  assumptions.push(
    "A later sale of the shares is exempt from income tax as a disposal of titles (capital gains tax only if the company holds Cyprus immovable property): not computed."
  )
  assumptions.push("Employer contributions are not shown.")

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
    assumptions
  }
}
