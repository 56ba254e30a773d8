import { publishedAssumptionList } from "../../core/assumptions.ts"
import { cents, divRound, euros, pct, scaledInteger } from "../../core/money.ts"
import {
  annualPercent,
  irrPerPeriod,
  reliefRules,
  VEHICLE_DEFAULTS,
  type Default
} from "../../rules/investment-vehicles.ts"
import { DEFAULT_TAX_YEAR } from "../../rules/years.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import type { CompareInvestmentVehiclesInput } from "./input.ts"
import type { CompareInvestmentVehiclesOutput } from "./output.ts"
import { INVESTMENT_VEHICLES_ASSUMPTIONS, type InvestmentVehiclesAssumptionId } from "./assumptions.ts"
import { INCOME_TAX_RULES } from "../../rules/income-tax.ts"

// Integer cents, rounded half away from zero; rates used to 2 decimals.

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
  const { assumptions, said, assume } = publishedAssumptionList(INVESTMENT_VEHICLES_ASSUMPTIONS)
  // no year input: the relief follows the default tax year's art. 14 (disclosed below)
  const year = DEFAULT_TAX_YEAR
  const relief = reliefRules(year)
  const used: Array<SourceId> = [...relief.sources]
  const pick = (
    sent: number | undefined,
    d: Default,
    what: string,
    unit: string,
    id: InvestmentVehiclesAssumptionId,
    field: string,
    rule: string | null = null
  ): number => {
    if (sent !== undefined) return sent
    assume(
      id,
      { what: `${what} (${unit})`, value: d.value, why: d.why },
      {
        field,
        rule,
        reason: "omitted",
        ...(id === "investment-vehicles.fee-omitted" || id === "investment-vehicles.commission-omitted"
          ? { params: { field } }
          : {})
      }
    )
    used.push(...d.sources)
    return d.value
  }
  const years = pick(input.years, VEHICLE_DEFAULTS.years, "horizon", "years", "investment-vehicles.years", "years")
  const return1 = pick(
    input.expectedAnnualReturn,
    VEHICLE_DEFAULTS.annualReturn,
    "forecast annual return, both options",
    "%",
    "investment-vehicles.annual-return",
    "expectedAnnualReturn"
  )
  const return2 = input.option2AnnualReturn ?? return1
  const fee = (sent: number | undefined, what: string, field: string, unit = "%") =>
    pick(
      sent,
      VEHICLE_DEFAULTS.fee,
      what,
      unit,
      unit === "%" ? "investment-vehicles.fee-omitted" : "investment-vehicles.commission-omitted",
      field
    )

  // Matched out-of-pocket cost: option 2 receives C grossed up by the relief, so that G - relief = C.
  const outC = cents(input.annualContribution)
  const rate = input.taxReliefRate
  const limitC = input.maxDeductibleContribution === undefined ? null : cents(input.maxDeductibleContribution)
  const grossUnlimitedC = divRound(outC * 10_000, 10_000 - scaledInteger(rate, 2))
  const limited = limitC !== null && grossUnlimitedC > limitC
  const reliefC = limited ? pct(limitC, rate) : grossUnlimitedC - outC
  const grossC = outC + reliefC
  if (limitC === null) {
    const a14 = INCOME_TAX_RULES[year].article14
    assume(
      "investment-vehicles.no-deductible-limit",
      {
        what: "deductible limit of option 2",
        value: null,
        why: `maxDeductibleContribution not sent: relief on the whole contribution. ${relief.text}.`
      },
      {
        field: "maxDeductibleContribution",
        rule: "income-tax.art14-pension-fund-percent",
        reason: "omitted",
        params: {
          year,
          pensionPercent: a14.pensionFundPercentOfRemuneration.value,
          lifePercent: a14.lifeInsurancePercentOfSumInsured.value,
          capDenominator: Math.round(1 / a14.capFractionOfIncome.value)
        }
      }
    )
  }
  assume(
    "investment-vehicles.tax-year",
    {
      what: "tax year of the relief rules",
      value: year,
      why: "no tax year is sent: the art. 14 relief and limits of the default tax year apply in every year of the horizon"
    },
    { rule: "income-tax.art14-pension-fund-percent", reason: "model" }
  )
  assume(
    "investment-vehicles.relief-timing",
    {
      what: "timing of the tax relief",
      value: "same year as the contribution",
      why: "Art. 14 relief reaches employees through reduced PAYE withholding during the year; later refunds would lower option 2 slightly."
    },
    { reason: "model" }
  )

  const o1 = runOption(
    {
      contributionC: outC,
      returnPct: return1,
      feePct: fee(input.option1ManagementFee, "option 1 management fee a year", "option1ManagementFee"),
      entryPct: fee(input.option1EntryFee, "option 1 entry fee", "option1EntryFee"),
      exitPct: fee(input.option1ExitFee, "option 1 exit fee", "option1ExitFee"),
      commissionC: cents(
        fee(input.option1Commission, "option 1 commission per contribution", "option1Commission", "EUR")
      ),
      exitTaxPct: pick(
        input.option1ExitTax,
        VEHICLE_DEFAULTS.option1ExitTax,
        "option 1 tax on the gain",
        "%",
        "investment-vehicles.option1-exit-tax",
        "option1ExitTax",
        "life-insurance.securities-gains-tax-percent"
      ),
      exitTaxOnWholeValue: false
    },
    years,
    outC
  )
  const o2 = runOption(
    {
      contributionC: grossC,
      returnPct: return2,
      feePct: input.option2ManagementFee,
      entryPct: fee(input.option2EntryFee, "option 2 entry fee", "option2EntryFee"),
      exitPct: fee(input.option2ExitFee, "option 2 exit fee", "option2ExitFee"),
      commissionC: cents(
        fee(input.option2Commission, "option 2 commission per contribution", "option2Commission", "EUR")
      ),
      exitTaxPct: pick(
        input.option2ExitTax,
        VEHICLE_DEFAULTS.option2ExitTax,
        "option 2 tax on the payout",
        "%",
        "investment-vehicles.option2-exit-tax",
        "option2ExitTax",
        "investment-vehicles.capital-sums-tax-percent"
      ),
      exitTaxOnWholeValue: true
    },
    years,
    outC
  )

  const diffC = cents(o2.result.finalAfterTax) - cents(o1.result.finalAfterTax)
  return {
    years,
    annualOutOfPocket: euros(outC),
    reliefMatching: {
      method:
        "Both options cost the same out of pocket each year. Option 2 receives the contribution grossed up by the relief: " +
        "gross = out-of-pocket / (1 - rate), the relief (gross - out-of-pocket) being paid in with it" +
        (limited
          ? "; the relief is limited to rate x maxDeductibleContribution, so gross = out-of-pocket + that relief."
          : "."),
      option2GrossContribution: euros(grossC),
      annualTaxRelief: euros(reliefC),
      deductibleLimit: limitC === null ? null : euros(limitC),
      isReliefLimited: limited,
      rule: relief.rule,
      year,
      sources: [...relief.sources]
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
    assumptionDetails: said.details(),
    sources: citeSources(used)
  }
}
