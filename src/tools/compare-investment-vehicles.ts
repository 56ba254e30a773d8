import { Effect, Schema } from "effect"
import { divRound, cents, euros, pct } from "../core/money.ts"
import { Assumption, assumptionText } from "../core/assumptions.ts"
import { formatCents } from "../core/format.ts"
import type { ToolDefinition } from "../core/tool.ts"
import { annualPercent, irrPerPeriod, RELIEF_LIMITS, VEHICLE_DEFAULTS, type Default } from "../rules/investment-vehicles.ts"
import { citeSources, type SourceId } from "../rules/sources.ts"
import { capNote } from "../core/input-bounds.ts"

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const MAX_EUR = 100_000_000
const eur = (description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_EUR })).annotate({ description: `${description} ${capNote(0, MAX_EUR, "EUR")}` })
const percent = (description: string, maximum = 100) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum })).annotate({ description: `${description} ${capNote(0, maximum, "%")}` })
const optional = <S extends Schema.Top>(s: S) => Schema.optionalKey(s)

const Fields = Schema.Struct({
  annualContribution: Schema.Finite.check(Schema.isBetween({ minimum: 0.01, maximum: MAX_EUR })).annotate({
    description:
      "What you pay out of your own pocket each year, EUR (the same for both options). Option 1 invests it; option 2 " +
      `receives it grossed up by the tax relief (see reliefMatching). Required. ${capNote(0.01, MAX_EUR, "EUR")}`
  }).annotateKey({ messageMissingKey: "annualContribution is required: the yearly out-of-pocket amount in EUR (ask the user)" }),
  taxReliefRate: percent("Marginal income tax rate (%) at which option 2's contributions are relieved, e.g. 20, 25, 30 or 35 (2026 bands). Required.", 35)
    .annotateKey({ messageMissingKey: "taxReliefRate is required: the user's marginal income tax rate in % (0, 20, 25, 30 or 35)" }),
  option2ManagementFee: percent("Option 2 (tax-deductible vehicle) annual management (AUM) fee, % of the fund a year. Required.", 20)
    .annotateKey({ messageMissingKey: "option2ManagementFee is required: the annual management fee of the pension/provident or insurance plan, in %" }),
  years: optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 60 })).annotate({
    description: `Horizon in whole years (contributions at the start of each year). Omitted: ${VEHICLE_DEFAULTS.years.value}, disclosed. ${capNote(1, 60, "years")}`
  })),
  expectedAnnualReturn: optional(percent(`Forecast gross annual return of option 1's investments, % (and of option 2 unless option2AnnualReturn is sent). Omitted: ${VEHICLE_DEFAULTS.annualReturn.value}%, disclosed.`, 50)),
  option2AnnualReturn: optional(percent("Forecast gross annual return of option 2's fund, %. Omitted: the same as expectedAnnualReturn.", 50)),
  option1ManagementFee: optional(percent("Option 1 annual management (AUM, platform or fund) fee, % a year. Omitted: 0, disclosed.", 20)),
  option1EntryFee: optional(percent("Option 1 entry fee, % of each contribution. Omitted: 0, disclosed.")),
  option2EntryFee: optional(percent("Option 2 entry fee (front load), % of each contribution. Omitted: 0, disclosed.")),
  option1ExitFee: optional(percent("Option 1 exit fee, % of the final value. Omitted: 0, disclosed.")),
  option2ExitFee: optional(percent("Option 2 exit fee, % of the final value. Omitted: 0, disclosed.")),
  option1Commission: optional(eur("Option 1 commission per contribution, EUR (e.g. a broker's order fee). Omitted: 0, disclosed.")),
  option2Commission: optional(eur("Option 2 commission per contribution, EUR. Omitted: 0, disclosed.")),
  option1ExitTax: optional(percent("Tax on option 1's gain (final value after exit fee less the contributions), %. Omitted: 0, disclosed with the reason.")),
  option2ExitTax: optional(percent("Tax on option 2's whole payout (final value after exit fee), %. Omitted: 0, disclosed with the reason.")),
  maxDeductibleContribution: optional(eur(
    `Largest yearly contribution to option 2 that is deductible for you, EUR. ${RELIEF_LIMITS.text}. Omitted: no limit is applied (disclosed); check it with calculate_cyprus_income_tax.`
  ))
})
type FieldsType = typeof Fields.Type

const INPUT_ANNOTATIONS = {
  title: "Taxable investment versus tax-deductible vehicle request",
  description: "EUR amounts; percentages as numbers (5 = 5%). Examples are never defaults.",
  examples: [
    { annualContribution: 3_000, taxReliefRate: 25, option2ManagementFee: 1.5, years: 20, expectedAnnualReturn: 5, option1ManagementFee: 0.25, option1Commission: 5 },
    { annualContribution: 2_000, taxReliefRate: 30, option2ManagementFee: 2, option2EntryFee: 3, option2ExitFee: 1, maxDeductibleContribution: 2_500, years: 15 },
    { annualContribution: 1_200, taxReliefRate: 20, option2ManagementFee: 1 }
  ]
} satisfies Schema.Annotations.Bottom<FieldsType, readonly []>

export const CompareInvestmentVehiclesInput = Fields.annotate(INPUT_ANNOTATIONS)
export type CompareInvestmentVehiclesInput = typeof CompareInvestmentVehiclesInput.Type

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const Money = Schema.Finite
const OptionResult = Schema.Struct({
  contributionPerYear: Money.annotate({ description: "EUR paid into the option each year (option 2: grossed up by the relief)" }),
  totalContributed: Money,
  totalEntryFees: Money,
  totalCommission: Money,
  totalManagementFees: Money,
  totalGrowth: Money,
  valueBeforeExit: Money,
  exitFee: Money,
  exitTax: Money,
  finalAfterTax: Money,
  irrPercent: Schema.NullOr(Schema.Finite).annotate({ description: "annual return on the out-of-pocket cash flows, after fees, relief and tax" })
})

export const CompareInvestmentVehiclesOutput = Schema.Struct({
  years: Schema.Int,
  annualOutOfPocket: Money,
  reliefMatching: Schema.Struct({
    method: Schema.String,
    option2GrossContribution: Money,
    annualTaxRelief: Money,
    deductibleLimit: Schema.NullOr(Money),
    isReliefLimited: Schema.Boolean
  }),
  option1: OptionResult,
  option2: OptionResult,
  difference: Money.annotate({ description: "option 2 final after tax less option 1 final after tax, EUR" }),
  betterOption: Schema.Literals(["option1", "option2", "equal"]),
  series: Schema.Array(Schema.Struct({
    year: Schema.Int,
    outOfPocket: Money,
    option1Contribution: Money,
    option1Value: Money,
    option2Contribution: Money,
    option2TaxRelief: Money,
    option2Value: Money
  })).annotate({ description: "year-end values before exit fee and tax, one row a year (chart-ready)" }),
  assumptions: Schema.Array(Assumption),
  sources: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String, url: Schema.String }))
})
export type CompareInvestmentVehiclesOutput = typeof CompareInvestmentVehiclesOutput.Type

// ---------------------------------------------------------------------------------------------
// Calculation (integer cents, rounded half away from zero; rates used to 2 decimals)
// ---------------------------------------------------------------------------------------------


interface Terms {
  readonly contributionC: number
  readonly returnPct: number
  readonly feePct: number
  readonly entryPct: number
  readonly exitPct: number
  readonly commissionC: number
  readonly exitTaxPct: number
  readonly exitTaxOnWholeValue: boolean
}

const runOption = (t: Terms, years: number, outOfPocketC: number) => {
  let valueC = 0
  let entryC = 0
  let commissionC = 0
  let feesC = 0
  let growthC = 0
  const values: Array<number> = []
  for (let y = 0; y < years; y++) {
    const commission = Math.min(t.commissionC, t.contributionC)
    const entry = Math.min(pct(t.contributionC, t.entryPct), t.contributionC - commission)
    valueC += t.contributionC - commission - entry
    const growth = pct(valueC, t.returnPct)
    valueC += growth
    const fee = pct(valueC, t.feePct)
    valueC -= fee
    entryC += entry
    commissionC += commission
    feesC += fee
    growthC += growth
    values.push(valueC)
  }
  const exitFeeC = pct(valueC, t.exitPct)
  const proceedsC = valueC - exitFeeC
  const taxBaseC = t.exitTaxOnWholeValue ? proceedsC : Math.max(0, proceedsC - t.contributionC * years)
  const exitTaxC = pct(taxBaseC, t.exitTaxPct)
  const finalC = proceedsC - exitTaxC
  const flows = [...Array.from({ length: years }, () => -outOfPocketC), 0]
  flows[years] = (flows[years] ?? 0) + finalC
  return {
    values,
    result: {
      contributionPerYear: euros(t.contributionC),
      totalContributed: euros(t.contributionC * years),
      totalEntryFees: euros(entryC),
      totalCommission: euros(commissionC),
      totalManagementFees: euros(feesC),
      totalGrowth: euros(growthC),
      valueBeforeExit: euros(valueC),
      exitFee: euros(exitFeeC),
      exitTax: euros(exitTaxC),
      finalAfterTax: euros(finalC),
      irrPercent: annualPercent(irrPerPeriod(flows), 1)
    }
  }
}

export const compareVehicles = (input: CompareInvestmentVehiclesInput): CompareInvestmentVehiclesOutput => {
  const assumptions: Array<Assumption> = []
  const used: Array<SourceId> = [...RELIEF_LIMITS.sources]
  const pick = (sent: number | undefined, d: Default, what: string, unit = "%"): number => {
    if (sent !== undefined) return sent
    assumptions.push({ what: `${what} (${unit})`, value: d.value, why: d.why })
    used.push(...d.sources)
    return d.value
  }
  const years = pick(input.years, VEHICLE_DEFAULTS.years, "horizon", "years")
  const return1 = pick(input.expectedAnnualReturn, VEHICLE_DEFAULTS.annualReturn, "forecast annual return, both options")
  const return2 = input.option2AnnualReturn ?? return1
  const fee = (sent: number | undefined, what: string, unit = "%") => pick(sent, VEHICLE_DEFAULTS.fee, what, unit)

  // Matched out-of-pocket cost: option 2 receives C grossed up by the relief, so that G - relief = C.
  const outC = cents(input.annualContribution)
  const rate = input.taxReliefRate
  const limitC = input.maxDeductibleContribution === undefined ? null : cents(input.maxDeductibleContribution)
  const grossUnlimitedC = divRound(outC * 10_000, 10_000 - Math.round(rate * 100))
  const limited = limitC !== null && grossUnlimitedC > limitC
  const reliefC = limited ? pct(limitC, rate) : grossUnlimitedC - outC
  const grossC = outC + reliefC
  if (limitC === null) {
    assumptions.push({ what: "deductible limit of option 2", value: null, why: `maxDeductibleContribution not sent: relief on the whole contribution. ${RELIEF_LIMITS.text}.` })
  }
  assumptions.push({
    what: "timing of the tax relief",
    value: "same year as the contribution",
    why: "Art. 14 relief reaches employees through reduced PAYE withholding during the year; later refunds would lower option 2 slightly."
  })

  const o1 = runOption({
    contributionC: outC, returnPct: return1,
    feePct: fee(input.option1ManagementFee, "option 1 management fee a year"),
    entryPct: fee(input.option1EntryFee, "option 1 entry fee"),
    exitPct: fee(input.option1ExitFee, "option 1 exit fee"),
    commissionC: cents(fee(input.option1Commission, "option 1 commission per contribution", "EUR")),
    exitTaxPct: pick(input.option1ExitTax, VEHICLE_DEFAULTS.option1ExitTax, "option 1 tax on the gain"),
    exitTaxOnWholeValue: false
  }, years, outC)
  const o2 = runOption({
    contributionC: grossC, returnPct: return2, feePct: input.option2ManagementFee,
    entryPct: fee(input.option2EntryFee, "option 2 entry fee"),
    exitPct: fee(input.option2ExitFee, "option 2 exit fee"),
    commissionC: cents(fee(input.option2Commission, "option 2 commission per contribution", "EUR")),
    exitTaxPct: pick(input.option2ExitTax, VEHICLE_DEFAULTS.option2ExitTax, "option 2 tax on the payout"),
    exitTaxOnWholeValue: true
  }, years, outC)

  const diffC = cents(o2.result.finalAfterTax) - cents(o1.result.finalAfterTax)
  return {
    years,
    annualOutOfPocket: euros(outC),
    reliefMatching: {
      method:
        "Both options cost the same out of pocket each year. Option 2 receives the contribution grossed up by the relief: " +
        "gross = out-of-pocket / (1 - rate), the relief (gross - out-of-pocket) being paid in with it" +
        (limited ? "; the relief is limited to rate x maxDeductibleContribution, so gross = out-of-pocket + that relief." : "."),
      option2GrossContribution: euros(grossC),
      annualTaxRelief: euros(reliefC),
      deductibleLimit: limitC === null ? null : euros(limitC),
      isReliefLimited: limited
    },
    option1: o1.result,
    option2: o2.result,
    difference: euros(diffC),
    betterOption: diffC > 0 ? "option2" : diffC < 0 ? "option1" : "equal",
    series: o1.values.map((v1, y) => ({
      year: y + 1,
      outOfPocket: euros(outC),
      option1Contribution: euros(outC),
      option1Value: euros(v1),
      option2Contribution: euros(grossC),
      option2TaxRelief: euros(reliefC),
      option2Value: euros(o2.values[y] ?? 0)
    })),
    assumptions,
    sources: citeSources(used)
  }
}

// ---------------------------------------------------------------------------------------------
// Tool definition
// ---------------------------------------------------------------------------------------------

const summarize = (o: CompareInvestmentVehiclesOutput): string => {
  const f = (n: number) => formatCents(cents(n))
  return [
    `Over ${o.years} years at EUR ${f(o.annualOutOfPocket)} a year out of pocket:`,
    `Option 1 (taxable investment): EUR ${f(o.option1.finalAfterTax)} after exit fee and tax (IRR ${o.option1.irrPercent ?? "n/a"}%).`,
    `Option 2 (tax-deductible vehicle, EUR ${f(o.reliefMatching.option2GrossContribution)} a year incl. EUR ${f(o.reliefMatching.annualTaxRelief)} relief): ` +
      `EUR ${f(o.option2.finalAfterTax)} (IRR ${o.option2.irrPercent ?? "n/a"}%).`,
    `Difference (option 2 - option 1): EUR ${f(o.difference)}; better: ${o.betterOption}. Forecasts, not guarantees.`,
    `Assumptions: ${assumptionText(o.assumptions)}`
  ].join("\n")
}

export const compareInvestmentVehicles: ToolDefinition<CompareInvestmentVehiclesInput, CompareInvestmentVehiclesOutput> = {
  name: "compare_investment_vehicles",
  title: "Taxable investment versus tax-deductible vehicle (pension/provident fund, life-insurance plan)",
  description:
    "Compares option 1, a taxable investment, with option 2, a tax-deductible vehicle (approved pension or provident " +
    "fund, or a life-insurance-linked plan), at the same out-of-pocket cost: option 2's contribution is grossed up by " +
    "the income tax relief (Income Tax Law art. 14), optionally limited to the deductible amount. Applies entry and " +
    "exit fees, annual management (AUM) fees, commission per contribution and exit tax, year by year, and returns both " +
    "final after-tax values, their IRRs and a chart-ready series. Requires annualContribution, taxReliefRate and " +
    "option2ManagementFee; forecast returns and omitted fees and taxes are disclosed assumptions. Contributions at the " +
    "start of each year, growth then fee at the year end, amounts rounded to the cent each year. Estimates, not advice.",
  access: "anonymous",
  input: CompareInvestmentVehiclesInput,
  output: CompareInvestmentVehiclesOutput,
  run: (input) => Effect.succeed(compareVehicles(input)),
  summarize,
  readOnly: true
}
