import { Effect, Schema } from "effect"
import { divRound, cents, euros, pct } from "../core/money.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { formatCents } from "../core/format.ts"
import { GESY_RULES } from "../rules/gesy.ts"
import { type Cited, INCOME_TAX_RULES } from "../rules/income-tax.ts"
import { SOCIAL_INSURANCE_RULES } from "../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import {
  DEFAULT_STOCK_OPTION_YEAR,
  STOCK_OPTION_RULES,
  STOCK_OPTION_YEARS,
  type StockOptionYear
} from "../rules/stock-options.ts"
import { calculateIncomeTax, type IncomeTaxOutput } from "./calculate-cyprus-income-tax.ts"
import { capNote, MAX_AMOUNT } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** Larger gains are refused: the integer-cent arithmetic stays exact well below this. */
const MAX_GAIN = 100_000_000

/** Largest price per share accepted, EUR. */
const MAX_SHARE_PRICE = 10_000_000
const eur = (description: string, maximum = MAX_AMOUNT) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({ description: `${description} ${capNote(0, maximum, "EUR")}` })

const APPROVAL_QUESTION =
  "isApprovedScheme is required and must come from the user: ask whether their employer's share option plan has " +
  "been approved by the Tax Commissioner under art. 20D of the Income Tax Law (employers with existing plans had " +
  "to apply by 30 June 2026). It matters because from 2026 an approved plan's benefit is taxed at a flat 8% (up to " +
  "twice the salary and EUR 1,000,000 over 10 years), while otherwise the gain is taxed as salary at up to 35%. " +
  "Send true or false only once the user has confirmed it; never assume it."

const InputFields = Schema.Struct({
  salaryIncome: eur(
    "Gross ANNUAL employment income in EUR from the employer granting the options (salary, bonuses, 13th salary), " +
      "WITHOUT the option gain. Used as the salary the gain is added to and, for an approved scheme, as the income " +
      "of the year the vesting period ends (the 8% covers up to twice it). Confirm monthly vs annual with the user. Required."
  ).annotateKey({
    messageMissingKey: "salaryIncome is required: the gross ANNUAL employment income in EUR from the employer granting the options, without the option gain (ask the user whether their figure is monthly or annual)"
  }),
  shareCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(1_000_000_000)).annotate({
    description: "Number of shares acquired by exercising the options (a whole number, at least 1). Required. Range: 1 to 1,000,000,000."
  }).annotateKey({ messageMissingKey: "shareCount is required: the number of shares acquired on exercise (ask the user)" }),
  exercisePricePerShare: eur(
    "Exercise (strike) price paid per share, in EUR (0 for free shares). Required.", MAX_SHARE_PRICE
  ).annotateKey({ messageMissingKey: "exercisePricePerShare is required: the price paid per share on exercise, in EUR (ask the user)" }),
  marketPricePerShare: eur(
    "Market value per share on the exercise date, in EUR. The gain is shareCount x (marketPricePerShare - exercisePricePerShare). Required.", MAX_SHARE_PRICE
  ).annotateKey({ messageMissingKey: "marketPricePerShare is required: the market value per share on the exercise date, in EUR (ask the user)" }),
  isApprovedScheme: Schema.Boolean.annotate({
    description:
      "true if the user confirms that the employer's share option plan is approved by the Tax Commissioner under " +
      "Income Tax Law art. 20D; false if the user confirms it is not. Required and never inferred: when it is missing " +
      "or not a clear true/false the request is refused (400) with a fieldError asking for it, and no figure is produced.",
    message: APPROVAL_QUESTION
  }).annotateKey({ messageMissingKey: APPROVAL_QUESTION }),
  taxYear: Schema.optionalKey(
    Schema.Literals(STOCK_OPTION_YEARS).annotate({
      description:
        `Tax year of the exercise: one of ${STOCK_OPTION_YEARS.join(", ")}. Selects which of the two treatments applies ` +
        `to the user (both are always shown). Omitted: ${DEFAULT_STOCK_OPTION_YEAR}, disclosed as a default.`,
      message: `taxYear must be one of the tax years with rules: ${STOCK_OPTION_YEARS.join(", ")}`
    })
  ),
  priorApprovedSchemeBenefit: Schema.optionalKey(eur(
    "Approved schemes only: benefit already taxed at the 8% rate of art. 20D within the 10-year period, in EUR " +
      "(the regime started in 2026, so only earlier 2026 exercises can count). Omitted: 0, disclosed."
  ))
})

type InputFieldsType = typeof InputFields.Type

const gainTooLarge = (i: InputFieldsType): Array<Schema.FilterIssue> =>
  i.shareCount * Math.max(0, i.marketPricePerShare - i.exercisePricePerShare) > MAX_GAIN
    ? [{ path: ["shareCount"], issue: `the gain (shareCount x price difference) exceeds EUR ${MAX_GAIN.toLocaleString("en-US")}, beyond what this calculator handles` }]
    : []

/** Ready-to-send requests; examples[0] succeeds. Never used as defaults. */
const INPUT_ANNOTATIONS = {
  title: "Cyprus share option exercise: 2025 benefit in kind vs 2026 approved scheme",
  description: "Amounts in EUR; salaryIncome is annual.",
  examples: [
    { salaryIncome: 60_000, shareCount: 1_000, exercisePricePerShare: 10, marketPricePerShare: 50, isApprovedScheme: true, taxYear: "2026" },
    { salaryIncome: 60_000, shareCount: 1_000, exercisePricePerShare: 10, marketPricePerShare: 50, isApprovedScheme: false, taxYear: "2026" },
    { salaryIncome: 30_000, shareCount: 2_000, exercisePricePerShare: 1.5, marketPricePerShare: 6.25, isApprovedScheme: true, taxYear: "2025" },
    { salaryIncome: 600_000, shareCount: 10_000, exercisePricePerShare: 5, marketPricePerShare: 55, isApprovedScheme: true, taxYear: "2026", priorApprovedSchemeBenefit: 700_000 }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

// Annotated before the check so the JSON Schema carries them, and after it so resolveAnnotations finds them.
export const StockOptionsInput = InputFields.annotate(INPUT_ANNOTATIONS)
  .check(Schema.makeFilter<InputFieldsType>(gainTooLarge))
  .annotate(INPUT_ANNOTATIONS)
export type StockOptionsInput = typeof StockOptionsInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const SourceIds = Schema.Array(Schema.String)
const Amount = Schema.Struct({ amount: Money, rule: Schema.String, year: Schema.String, sources: SourceIds })

const Treatment = Schema.Struct({
  year: Schema.Literals(STOCK_OPTION_YEARS),
  regime: Schema.Literals(["benefit-in-kind", "approved-scheme", "employment-income"]),
  flatRatePart: Schema.NullOr(Schema.Struct({
    base: Money.annotate({ description: "benefit within the caps" }),
    ratePercent: Schema.Finite,
    tax: Money,
    rule: Schema.String,
    year: Schema.String,
    sources: SourceIds
  })).annotate({ description: "the art. 20D 8% part; null outside an approved scheme" }),
  progressivePart: Schema.Struct({
    base: Money.annotate({ description: "amount added to the salary and taxed at the progressive rates" }),
    incomeTax: Money.annotate({ description: "income tax on salary + base, less income tax on the salary alone" }),
    rule: Schema.String,
    year: Schema.String,
    sources: SourceIds
  }),
  socialInsurance: Amount.annotate({ description: "employee social insurance due because of the gain (salary + gain less salary alone)" }),
  gesy: Amount.annotate({ description: "employee GESY due because of the gain (salary + gain less salary alone)" }),
  incomeTax: Money.annotate({ description: "flat-rate part + progressive part" }),
  totalTaxAndContributions: Money,
  netGain: Money.annotate({ description: "gain less totalTaxAndContributions" }),
  effectiveRatePercent: Schema.Finite.annotate({ description: "totalTaxAndContributions / gain x 100, 2 decimals (0 when there is no gain)" })
})
type Treatment = typeof Treatment.Type

export const StockOptionsOutput = Schema.Struct({
  taxYear: Schema.Literals(STOCK_OPTION_YEARS),
  taxYearDefaulted: Schema.Boolean.annotate({ description: "true when taxYear was omitted and 2026 was used" }),
  isApprovedScheme: Schema.Boolean,
  applicableTreatment: Schema.Literals(["benefitInKind2025", "treatment2026"]).annotate({ description: "the treatment that applies in taxYear" }),
  gainAtExercise: Schema.Struct({
    shareCount: Schema.Finite,
    exercisePricePerShare: Money,
    marketPricePerShare: Money,
    spreadPerShare: Money.annotate({ description: "market less exercise price, not below 0" }),
    gain: Money.annotate({ description: "shareCount x spreadPerShare, rounded to the cent" })
  }),
  approvedSchemeCaps: Schema.NullOr(Schema.Struct({
    salaryMultipleCap: Money.annotate({ description: "2 x salaryIncome" }),
    aggregateCap: Money,
    aggregateCapYears: Schema.Finite,
    priorApprovedSchemeBenefit: Money,
    aggregateRemaining: Money,
    cappedAmount: Money.annotate({ description: "taxed at 8%" }),
    excessAmount: Money.annotate({ description: "taxed as employment income" }),
    limitedBy: Schema.Literals(["none", "salary-multiple", "aggregate"]),
    rule: Schema.String,
    year: Schema.String,
    sources: SourceIds
  })).annotate({ description: "null when the scheme is not approved" }),
  benefitInKind2025: Treatment,
  treatment2026: Treatment.annotate({ description: "approved scheme (8% within the caps) when isApprovedScheme, else employment income at 2026 rates" }),
  difference: Money.annotate({ description: "treatment2026 less benefitInKind2025 totalTaxAndContributions (negative: 2026 costs less)" }),
  totalTaxAndContributions: Money.annotate({ description: "under the applicable treatment" }),
  netGain: Money.annotate({ description: "under the applicable treatment" }),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String })),
  assumptions: Schema.Array(Schema.String)
})
export type StockOptionsOutput = typeof StockOptionsOutput.Type

// ---------------------------------------------------------------------------------------------
// Money in integer cents, rounded half away from zero
// ---------------------------------------------------------------------------------------------

/** Per-share prices are kept to 1/10,000 of a cent (6 decimals of EUR). */
const micros = (eur: number): number => Math.round(eur * 1_000_000)
const fmt = formatCents

// ---------------------------------------------------------------------------------------------
// The calculation
// ---------------------------------------------------------------------------------------------

/** Income tax, SI and GESY of an employee earning salaryC in year, from the income tax tool. */
const employee = (salaryC: number, year: StockOptionYear): IncomeTaxOutput =>
  calculateIncomeTax({ salaryIncome: euros(salaryC), employmentType: "private", legislationVersion: year, isTaxResident: true })

const ids = (...cs: ReadonlyArray<Cited<unknown>>): Array<SourceId> => [...new Set(cs.flatMap((c) => c.sources))]

interface TreatmentResult {
  readonly treatment: Treatment
  readonly incomeTaxSources: ReadonlyArray<{ id: string; title: string; url: string }>
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
      regime: flat !== null ? "approved-scheme" : year === "2025" ? "benefit-in-kind" : "employment-income",
      flatRatePart: flat === null ? null : {
        base: euros(cappedC),
        ratePercent: flat.rate.value,
        tax: euros(flatC),
        rule: flat.rate.rule,
        year,
        sources: [...flat.rate.sources]
      },
      progressivePart: {
        base: euros(excessC),
        incomeTax: euros(progressiveC),
        rule: `${INCOME_TAX_RULES[year].bands.rule}; ${rules.employmentIncome.rule}`,
        year,
        sources: ids(INCOME_TAX_RULES[year].bands, rules.employmentIncome)
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
  const rules2026 = STOCK_OPTION_RULES["2026"]
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
      year: "2026",
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
    if (year === "2025") {
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

  const bik = treatmentFor("2025", salaryC, gainC, null)
  const y2026 = treatmentFor("2026", salaryC, gainC, flat)
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

  const applicable = year === "2025" ? bik.treatment : y2026.treatment
  const sources = [
    ...citeSources(used),
    ...bik.incomeTaxSources,
    ...y2026.incomeTaxSources
  ].filter((s, i, all) => all.findIndex((t) => t.id === s.id) === i)

  return {
    taxYear: year,
    taxYearDefaulted: input.taxYear === undefined,
    isApprovedScheme: input.isApprovedScheme,
    applicableTreatment: year === "2025" ? "benefitInKind2025" : "treatment2026",
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

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: StockOptionsOutput): string => {
  const f = (n: number) => fmt(cents(n))
  const line = (label: string, t: Treatment) =>
    `${label}: income tax EUR ${f(t.incomeTax)}${t.flatRatePart === null ? "" : ` (8% on EUR ${f(t.flatRatePart.base)}: ${f(t.flatRatePart.tax)})`}, ` +
    `social insurance EUR ${f(t.socialInsurance.amount)}, GESY EUR ${f(t.gesy.amount)}; total EUR ${f(t.totalTaxAndContributions)} ` +
    `(${t.effectiveRatePercent.toFixed(2)}%), net EUR ${f(t.netGain)}.`
  const lines = [
    `Share option exercise, tax year ${o.taxYear}${o.taxYearDefaulted ? " (default year)" : ""}, ${o.isApprovedScheme ? "approved scheme (art. 20D)" : "not an approved scheme"}.`,
    `Gain at exercise EUR ${f(o.gainAtExercise.gain)}.`,
    line("2025 benefit in kind", o.benefitInKind2025),
    line(o.treatment2026.regime === "approved-scheme" ? "2026 approved scheme" : "2026 employment income", o.treatment2026)
  ]
  if (o.approvedSchemeCaps !== null && o.approvedSchemeCaps.excessAmount > 0) {
    lines.push(`EUR ${f(o.approvedSchemeCaps.excessAmount)} is over the ${o.approvedSchemeCaps.limitedBy === "aggregate" ? "EUR 1,000,000 10-year" : "twice-salary"} limit and taxed at the progressive rates.`)
  }
  lines.push(`Difference 2026 less 2025: EUR ${f(o.difference)}. Applies in ${o.taxYear}: total EUR ${f(o.totalTaxAndContributions)}, net EUR ${f(o.netGain)}.`)
  lines.push(`Assumptions: ${o.assumptions.join(" ")}`)
  return lines.join("\n")
}

export const calculateStockOptions: ToolDefinition<StockOptionsInput, StockOptionsOutput> = {
  name: "calculate_stock_options",
  title: "Cyprus share options: 2025 benefit in kind vs 2026 approved scheme",
  description:
    "Compares the tax on exercising employee share options in Cyprus under the 2025 benefit-in-kind rules (the gain " +
    "taxed with the salary at the progressive rates) and the 2026 rules: a flat 8% under an employer scheme approved " +
    "by the Tax Commissioner (Income Tax Law art. 20D), within twice the annual salary and EUR 1,000,000 over 10 years, " +
    "the excess taxed as employment income; a plan that is not approved is taxed as employment income in 2026 too. " +
    "Requires salaryIncome (gross ANNUAL EUR from that employer), shareCount, exercisePricePerShare, marketPricePerShare " +
    "and isApprovedScheme. Approval must be confirmed by the user: when isApprovedScheme is missing or not true/false " +
    "the answer is a 400 whose fieldError explains what to ask and why, never an estimate. Both treatments are shown " +
    "with income tax, social insurance and GESY caused by the gain, each with its rule, year and sources; taxYear (2025 " +
    "or 2026, default 2026, disclosed) selects the one that applies. Unconfirmed points (tax point under art. 20D, SI " +
    "and GESY on option gains, counting of the 10 years) are explicit choices listed in assumptions. Rounding: to the " +
    "cent, half away from zero. Results are estimates, not tax advice.",
  access: "anonymous",
  input: StockOptionsInput,
  output: StockOptionsOutput,
  run: (input) => Effect.succeed(calculateStockOptionTax(input)),
  summarize,
  readOnly: true
}
