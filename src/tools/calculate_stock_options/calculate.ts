import { traceOf } from "../../core/cells.ts"
import { divRound, cents, euros, pct } from "../../core/money.ts"
import { formatCents as fmt } from "../../core/format.ts"
import { calculateIncomeTax } from "../../domain/income-tax/calculate.ts"
import type { IncomeTaxOutput } from "../../domain/income-tax/output.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import { type Cited, INCOME_TAX_RULES } from "../../rules/income-tax.ts"
import { SOCIAL_INSURANCE_RULES } from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { DEFAULT_STOCK_OPTION_YEAR, STOCK_OPTION_RULES, type StockOptionYear } from "../../rules/stock-options.ts"
import type { StockOptionsInput } from "./input.ts"
import type { StockOptionsOutput, Treatment } from "./output.ts"

/** Per-share prices are kept to 1/10,000 of a cent (6 decimals of EUR). */
const micros = (eur: number): number => Math.round(eur * 1_000_000)

/** Income tax, SI and GESY of an employee earning salaryC in year, from the income tax calculator. */
const employee = (salaryC: number, year: StockOptionYear): IncomeTaxOutput =>
  calculateIncomeTax({ salaryIncome: euros(salaryC), employmentType: "private", legislationVersion: year, isTaxResident: true })

const ids = (...cs: ReadonlyArray<Cited<unknown>>): Array<SourceId> => [...new Set(cs.flatMap((c) => c.sources))]

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
  return {
    treatment: {
      year,
      regime: flat !== null ? "approved-scheme" : year === 2025 ? "benefit-in-kind" : "employment-income",
      flatRatePart: flat === null ? null : {
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
        rule: `${si.employeeRatePercent.rule}, to the yearly maximum insurable earnings (${fmt(cents(si.maxInsurableEarnings.value))})`,
        year,
        sources: ids(si.employeeRatePercent, si.maxInsurableEarnings, rules.contributions)
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
      effectiveRatePercent: gainC === 0 ? 0 : euros(divRound(totalC * 10_000, gainC))
    },
    incomeTaxSources: withGain.sources
  }
}

/** Pure. Expects input accepted by StockOptionsInput. */
export const calculateStockOptionTax = (input: StockOptionsInput): StockOptionsOutput => {
  const year: StockOptionYear = input.taxYear ?? DEFAULT_STOCK_OPTION_YEAR
  const rules2026 = STOCK_OPTION_RULES[2026]
  const scheme = rules2026.approvedScheme
  const assumptions: Array<string> = []
  const used: Array<SourceId> = []
  const cite = (...cs: ReadonlyArray<Cited<unknown>>) => used.push(...ids(...cs))

  if (input.taxYear === undefined) assumptions.push(`Tax year ${DEFAULT_STOCK_OPTION_YEAR} was used as the default because taxYear was omitted.`)

  const salaryC = cents(input.salaryIncome)
  const spreadMicros = Math.max(0, micros(input.marketPricePerShare) - micros(input.exercisePricePerShare))
  const gainC = divRound(input.shareCount * spreadMicros, 10_000)
  if (spreadMicros === 0) {
    assumptions.push("The market price does not exceed the exercise price, so exercising gives no gain and no tax; an option under water is normally not exercised.")
  }

  // art. 20D(1): 8% up to 2x the employment income from that employer, within EUR 1m over 10 years
  let caps: StockOptionsOutput["approvedSchemeCaps"] = null
  let flat: { cappedC: number; rate: Cited<number> } | null = null
  if (input.isApprovedScheme && scheme !== null) {
    const multipleC = salaryC * scheme.salaryMultipleCap.value
    const priorC = cents(input.priorApprovedSchemeBenefit ?? 0)
    const remainingC = Math.max(0, cents(scheme.aggregateCap.value.amount) - priorC)
    const cappedC = Math.min(gainC, multipleC, remainingC)
    const limitedBy = cappedC === gainC ? "none" : remainingC < multipleC ? "aggregate" : "salary-multiple"
    flat = { cappedC, rate: scheme.flatRatePercent }
    cite(scheme.flatRatePercent, scheme.salaryMultipleCap, scheme.aggregateCap, scheme.excessTreatment, scheme.residentsOnly)
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
      year: 2026,
      sources: ids(scheme.salaryMultipleCap, scheme.aggregateCap, scheme.excessTreatment)
    }
    if (input.priorApprovedSchemeBenefit === undefined) {
      assumptions.push("No benefit was taken as already taxed at 8% under art. 20D in the 10-year period, because priorApprovedSchemeBenefit was omitted.")
    }
    assumptions.push(
      "Art. 20D: the 8% applies to the gain up to twice salaryIncome (taken as the employment income from this employer " +
        "in the year the vesting period ends, which is modelled as the year of exercise) and up to EUR 1,000,000 less " +
        "priorApprovedSchemeBenefit; the rest is taxed as employment income. Other approved-scheme benefits of the same year " +
        "would share the twice-salary limit: not modelled. How the 10 years are counted is unconfirmed (EY alert only)."
    )
    if (limitedBy !== "none") {
      assumptions.push(`EUR ${fmt(gainC - cappedC)} of the gain is over the ${limitedBy === "aggregate" ? "EUR 1,000,000 10-year" : "twice-salary"} limit and is taxed at the progressive 2026 rates.`)
    }
    if (year === 2025) {
      assumptions.push("The plan is approved, but the 8% regime of art. 20D applies from 1 Jan 2026: an exercise in 2025 is taxed as a benefit in kind. The 2026 column shows the same exercise under 2026 rules.")
    }
  } else {
    if (input.priorApprovedSchemeBenefit !== undefined) assumptions.push("priorApprovedSchemeBenefit is not used: the plan is not an approved scheme.")
    assumptions.push(
      "The plan is not approved under art. 20D, so in 2026 the gain is taxed as employment income at the progressive rates. " +
        "Employers with existing plans had to apply for approval by 30 June 2026; if approval is later confirmed, ask again with isApprovedScheme true."
    )
    cite(scheme?.existingSchemesDeadline ?? rules2026.employmentIncome)
  }

  const bik = treatmentFor(2025, salaryC, gainC, null)
  const y2026 = treatmentFor(2026, salaryC, gainC, flat)
  cite(rules2026.employmentIncome, rules2026.taxPoint, rules2026.contributions, rules2026.laterSaleOfShares)

  assumptions.push(
    "The gain is shareCount x (market value less exercise price) on the exercise date, taxed in the year of exercise. " +
      "Grant and vesting are not taxed; for art. 20D the tax point and the valuation are unconfirmed in the law text read."
  )
  assumptions.push(
    "Each figure is the extra tax caused by the gain: tax, social insurance and GESY on salaryIncome + gain less the same on salaryIncome alone, " +
      "for a Cyprus tax-resident employee with no other income, deductions or art. 8 exemptions (calculate_cyprus_income_tax covers those)."
  )
  assumptions.push(
    `Social insurance (to the yearly ceiling) and GESY (to EUR 180,000) are charged on the whole gain, as on salary, in both treatments: unconfirmed for options (insurable earnings exclude occasional bonuses). ` +
      `If they are not due, the 2026 figure falls by EUR ${fmt(cents(y2026.treatment.socialInsurance.amount) + cents(y2026.treatment.gesy.amount))} of contributions, with a small rise in income tax from the lost deduction.`
  )
  if (flat !== null) assumptions.push("The 8% is charged on the gross benefit; contributions on the 8% part are not deducted from other income.")
  assumptions.push("A later sale of the shares is exempt from income tax as a disposal of titles (capital gains tax only if the company holds Cyprus immovable property): not computed.")
  assumptions.push("Employer contributions are not shown.")

  const applicable = year === 2025 ? bik.treatment : y2026.treatment
  const sources = [
    ...citeSources(used),
    ...bik.incomeTaxSources,
    ...y2026.incomeTaxSources
  ].filter((s, i, all) => all.findIndex((t) => t.id === s.id) === i)

  return {
    taxYear: year,
    taxYearDefaulted: input.taxYear === undefined,
    isApprovedScheme: input.isApprovedScheme,
    applicableTreatment: year === 2025 ? "benefitInKind2025" : "treatment2026",
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
    sources,
    assumptions
  }
}
