import { publishedAssumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import type { FieldErrors } from "../../core/errors.ts"
import { formatCents } from "../../core/format.ts"
import { cents, divRound, euros, pct, roundCents, roundTo, scaledInteger } from "../../core/money.ts"
import { InputProblem } from "../../core/tool.ts"
import { annualPercent, irrPerPeriod } from "../../rules/investment-vehicles.ts"
import type { Cited } from "../../rules/income-tax.ts"
import {
  BID_OFFER_SPREAD_PERCENT,
  bandRates,
  clawbackPercent,
  DEFAULT_POLICY_RETURN_PERCENT,
  FULL_SURRENDER_CLAWBACK,
  MORTALITY,
  mortalityRate,
  PARTIAL_SURRENDER_2026,
  premiumReliefPercent,
  safeLimitCents,
  SECURITIES_GAINS_EXEMPT
} from "../../rules/life-insurance.ts"
import { DEFAULT_TAX_YEAR, type TaxYear } from "../../rules/years.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import type { LifeInsuranceFlushInput, Scenario } from "./input.ts"
import type { LifeInsuranceFlushOutput, ScenarioResult, YearRow } from "./output.ts"
import { LIFE_INSURANCE_ASSUMPTIONS } from "./assumptions.ts"

export const checkLifeInsuranceInput = (i: LifeInsuranceFlushInput): InputProblem | null => {
  const e: FieldErrors = {}
  const add = (key: string, message: string) => {
    ;(e[key] ??= []).push(message)
  }
  i.historicalData.forEach((row, k) => {
    const prev = i.historicalData[k - 1]
    if (prev !== undefined && row.year !== prev.year + 1)
      add(`historicalData.${k}.year`, `must be ${prev.year + 1}: one record per year, consecutive, oldest first`)
  })
  const first = i.historicalData[0]
  if (first !== undefined && first.year < i.policyInceptionYear)
    add("historicalData.0.year", `is before policyInceptionYear ${i.policyInceptionYear}`)
  const lastYear = i.historicalData[i.historicalData.length - 1]?.year ?? 0
  i.projections.forEach((row, k) => {
    if (row.year !== lastYear + 1 + k)
      add(
        `projections.${k}.year`,
        `must be ${lastYear + 1 + k}: projections start the year after the last historicalData year and are consecutive`
      )
  })
  if (i.useDifferentBrokerReturn === true && i.brokerReturnRate === undefined)
    add("brokerReturnRate", "brokerReturnRate is required when useDifferentBrokerReturn is true")
  if (i.brokerReturnRate !== undefined && i.useDifferentBrokerReturn !== true)
    add(
      "useDifferentBrokerReturn",
      "send useDifferentBrokerReturn: true to use brokerReturnRate (or leave brokerReturnRate out)"
    )
  return Object.keys(e).length === 0
    ? null
    : new InputProblem(
        e,
        "Correct the years and the broker-return fields as fieldErrors explains, then call simulate_life_insurance_flush again."
      )
}

// ---------------------------------------------------------------------------------------------
// Simulation (integer cents, half away from zero; monthly steps)
// ---------------------------------------------------------------------------------------------

/** one month of an annual % rate: c x rate / 12 */
const monthly = (c: number, ratePercent: number): number => divRound(c * scaledInteger(ratePercent, 2), 120_000)

interface Terms {
  readonly input: LifeInsuranceFlushInput
  readonly policyRate: number
  readonly brokerRate: number
  readonly spread: number
  /** the tax year whose rules apply to every projected year */
  readonly year: TaxYear
  readonly premiumRelief: Cited<number>
}

const DESCRIPTIONS: Record<Scenario, string> = {
  userInput: "Your projections: premiums and withdrawals as sent (withdrawals capped at the fund).",
  noWithdrawals: "The same premiums, all paid from own funds, and no withdrawals: the policy kept as it is.",
  brokerAlternative:
    "Surrender the policy now and run the same household cash flows in a broker account (no fees, no premium relief, no mortality cost)."
}

const simulate = (scenario: Scenario, t: Terms): ScenarioResult => {
  const i = t.input
  const broker = scenario === "brokerAlternative"
  const siC = cents(i.lifeCoverSumInsured)
  const reliefCapC = pct(siC, t.premiumRelief.value)
  const trace = (rule: Cited<unknown>) => traceOf(t.year, rule)
  const surrenderRule = broker ? SECURITIES_GAINS_EXEMPT : FULL_SURRENDER_CLAWBACK
  const rowTraces = (fullSurrender: boolean) => ({
    safeLimit: trace(broker ? SECURITIES_GAINS_EXEMPT : PARTIAL_SURRENDER_2026),
    taxableSurrender: trace(
      broker ? SECURITIES_GAINS_EXEMPT : fullSurrender ? FULL_SURRENDER_CLAWBACK : PARTIAL_SURRENDER_2026
    ),
    premiumRelief: trace(t.premiumRelief)
  })
  const balances = i.historicalData.map((h) => cents(h.endingBalance))
  let deductedC = i.historicalData.reduce((s, h) => s + Math.min(cents(h.premiumsPaid), reliefCapC), 0)
  const firstPolicyYear = (i.projections[0]?.year ?? 0) - i.policyInceptionYear + 1
  const openingC = balances[balances.length - 1] ?? 0
  const openingTaxC = broker ? pct(pct(deductedC, clawbackPercent(firstPolicyYear)), i.taxBracket) : 0
  const months = 12 * i.projections.length
  const flowsWith: Array<number> = new Array(months + 1).fill(0)
  const flowsWithout: Array<number> = new Array(months + 1).fill(0)
  const both = (k: number, c: number) => {
    flowsWith[k] = (flowsWith[k] ?? 0) + c
    flowsWithout[k] = (flowsWithout[k] ?? 0) + c
  }
  both(0, -openingC - openingTaxC)
  let fundC = openingC
  let closed = false // the policy was fully surrendered (a withdrawal took the whole fund)
  const series: Array<YearRow> = []
  i.projections.forEach((p, y) => {
    const policyYear = p.year - i.policyInceptionYear + 1
    const age = i.age + y
    const q = broker ? 0 : mortalityRate(i.gender, age)
    const safe = broker ? null : safeLimitCents(policyYear, balances)
    const openC = fundC
    const wantW = scenario === "noWithdrawals" ? 0 : cents(p.withdrawal)
    const selfFunded = scenario === "userInput" && p.isPremiumSelfFunded === true
    const premiumC = cents(p.premium)
    const execW = closed ? 0 : Math.min(wantW, fundC)
    const fullSurrender = !broker && execW > 0 && execW === fundC
    if (fullSurrender) closed = true
    fundC -= execW
    both(12 * y, execW)
    let paid = 0,
      self = 0,
      spread = 0,
      growth = 0,
      aum = 0,
      fixed = 0,
      mort = 0
    for (let m = 0; m < 12 && !closed; m++) {
      const part = divRound(premiumC * (m + 1), 12) - divRound(premiumC * m, 12)
      if (selfFunded) {
        const sold = Math.min(part, fundC)
        const lost = pct(sold, t.spread)
        fundC -= lost
        self += sold
        paid += sold
        spread += lost
      } else if (!(broker && p.isPremiumSelfFunded === true)) {
        // own-funded premium (the broker mirrors the household: a premium recycled from the policy is no cash flow
        // there)
        fundC += part
        paid += part
        both(12 * y + m, -part)
      }
      const g = monthly(fundC, broker ? t.brokerRate : t.policyRate)
      fundC += g
      growth += g
      if (broker) continue
      const a = Math.min(fundC, monthly(fundC, i.aumFee))
      fundC -= a
      const f = Math.min(fundC, cents(i.monthlyFee))
      fundC -= f
      const d = Math.min(fundC, roundCents((Math.max(0, siC - fundC) * q) / 12))
      fundC -= d
      aum += a
      fixed += f
      mort += d
    }
    const surrendered = execW + self
    const excess = broker ? 0 : safe === null ? surrendered : Math.max(0, surrendered - safe)
    const taxable = fullSurrender
      ? pct(deductedC, clawbackPercent(policyYear))
      : pct(excess, PARTIAL_SURRENDER_2026.value.taxableSharePercent)
    const taxC = pct(taxable, i.taxBracket)
    const deductible = broker ? 0 : Math.min(paid, reliefCapC)
    const reliefC = pct(deductible, i.taxBracket)
    deductedC += deductible
    both(12 * (y + 1), -taxC)
    flowsWith[12 * (y + 1)] = (flowsWith[12 * (y + 1)] ?? 0) + reliefC
    balances.push(fundC)
    series.push({
      year: p.year,
      age,
      policyYear,
      openingBalance: euros(openC),
      premiumPaid: euros(paid),
      premiumSelfFunded: euros(self),
      withdrawalRequested: euros(wantW),
      withdrawalExecuted: euros(execW),
      isWithdrawalCapped: execW < wantW || self < (selfFunded ? premiumC : 0),
      isFullySurrendered: closed,
      safeLimit: safe === null ? null : euros(safe),
      taxableSurrender: euros(taxable),
      surrenderTax: euros(taxC),
      spreadCost: euros(spread),
      investmentGrowth: euros(growth),
      managementFees: euros(aum),
      fixedFees: euros(fixed),
      mortalityRate: roundTo(q, 6),
      mortalityCost: euros(mort),
      premiumRelief: euros(reliefC),
      householdCashFlow: euros(execW - (paid - self) - taxC + reliefC),
      closingBalance: euros(fundC),
      traces: rowTraces(fullSurrender)
    })
  })
  const lastPolicyYear = firstPolicyYear + i.projections.length - 1
  const finalTaxC = broker || closed ? 0 : pct(pct(deductedC, clawbackPercent(lastPolicyYear)), i.taxBracket)
  both(months, fundC - finalTaxC)
  const sum = (k: keyof YearRow) => euros(series.reduce((s, r) => s + cents(r[k] as number), 0))
  return {
    scenario,
    description: DESCRIPTIONS[scenario],
    series,
    endingBalance: euros(fundC),
    totalPremiumsPaid: sum("premiumPaid"),
    totalWithdrawals: sum("withdrawalExecuted"),
    totalSurrenderTax: sum("surrenderTax"),
    totalPremiumRelief: sum("premiumRelief"),
    totalFees: euros(cents(sum("managementFees")) + cents(sum("fixedFees"))),
    totalMortalityCost: sum("mortalityCost"),
    totalSpreadCost: sum("spreadCost"),
    openingSurrenderTax: euros(openingTaxC),
    finalSurrenderTax: euros(finalTaxC),
    traces: { openingSurrenderTax: trace(surrenderRule), finalSurrenderTax: trace(surrenderRule) },
    irrWithReliefPercent: annualPercent(irrPerPeriod(flowsWith), 12),
    irrWithoutReliefPercent: annualPercent(irrPerPeriod(flowsWithout), 12),
    isAnyWithdrawalCapped: series.some((r) => r.isWithdrawalCapped)
  }
}

export const simulateFlush = (input: LifeInsuranceFlushInput): LifeInsuranceFlushOutput => {
  const { assumptions, said, assume } = publishedAssumptionList(LIFE_INSURANCE_ASSUMPTIONS)
  // no tax year is sent: the rules of the default tax year apply to every projected year (disclosed below)
  const year = DEFAULT_TAX_YEAR
  const premiumRelief = premiumReliefPercent(year)
  const clawbackText = FULL_SURRENDER_CLAWBACK.value
    .map((band, k, all) => `${band.percent}% (years ${(all[k - 1]?.upToPolicyYear ?? 0) + 1}-${band.upToPolicyYear})`)
    .join(" or ")
  // the same bands in a form without words, for the sentence in any language: "30% (1-3), 20% (4-6)"
  const clawbackBands = FULL_SURRENDER_CLAWBACK.value
    .map((band, k, all) => `${band.percent}% (${(all[k - 1]?.upToPolicyYear ?? 0) + 1}-${band.upToPolicyYear})`)
    .join(", ")
  const used: Array<SourceId> = [
    ...premiumRelief.sources,
    ...PARTIAL_SURRENDER_2026.sources,
    ...FULL_SURRENDER_CLAWBACK.sources,
    ...MORTALITY.sources
  ]
  const policyRate = input.expectedReturnRate ?? DEFAULT_POLICY_RETURN_PERCENT.value
  if (input.expectedReturnRate === undefined)
    assume(
      "life-insurance.policy-return",
      {
        what: "forecast annual return of the policy fund (%)",
        value: policyRate,
        why: DEFAULT_POLICY_RETURN_PERCENT.why
      },
      { field: "expectedReturnRate", reason: "omitted" }
    )
  const brokerRate =
    input.useDifferentBrokerReturn === true && input.brokerReturnRate !== undefined
      ? input.brokerReturnRate
      : policyRate
  if (input.useDifferentBrokerReturn !== true) {
    assume(
      "life-insurance.broker-return",
      {
        what: "broker account annual return (%)",
        value: brokerRate,
        why: "useDifferentBrokerReturn not true: the broker alternative earns the policy's forecast return, so only charges and tax differ."
      },
      { field: "useDifferentBrokerReturn", reason: "omitted" }
    )
  }
  const spread = input.bidOfferSpreadPercent ?? BID_OFFER_SPREAD_PERCENT.value
  if (input.bidOfferSpreadPercent === undefined && input.projections.some((p) => p.isPremiumSelfFunded === true)) {
    assume(
      "life-insurance.bid-offer-spread",
      {
        what: "bid/offer spread on self-funded premiums (%)",
        value: spread,
        why: `${BID_OFFER_SPREAD_PERCENT.rule}; ${BID_OFFER_SPREAD_PERCENT.note ?? ""}`
      },
      { field: "bidOfferSpreadPercent", reason: "omitted" }
    )
    used.push(...BID_OFFER_SPREAD_PERCENT.sources)
  }
  assume(
    "life-insurance.tax-year",
    {
      what: "tax year of the rules",
      value: year,
      why: "no tax year is sent: the tax rules of the default tax year (relief, surrender taxation) apply to every projected year"
    },
    { reason: "model" }
  )
  assume(
    "life-insurance.partial-surrender",
    {
      what: "2026 partial-surrender rule",
      value:
        "policy years 1-3: 50% of any partial surrender taxable; from year 4: tax-free up to the growth over the higher of the balances 3 and 4 years back, 50% of the excess taxable",
      why: PARTIAL_SURRENDER_2026.note ?? ""
    },
    {
      rule: "life-insurance.partial-surrender",
      reason: "rule",
      params: {
        lastTaxed: PARTIAL_SURRENDER_2026.value.firstPolicyYearWithSafeLimit - 1,
        firstSafe: PARTIAL_SURRENDER_2026.value.firstPolicyYearWithSafeLimit,
        share: PARTIAL_SURRENDER_2026.value.taxableSharePercent,
        backFirst: PARTIAL_SURRENDER_2026.value.lookBackYears[0] ?? 3,
        backSecond: PARTIAL_SURRENDER_2026.value.lookBackYears[1] ?? 4
      }
    }
  )
  assume(
    "life-insurance.premium-relief",
    {
      what: "premium relief",
      value: `min(premium, ${premiumRelief.value}% of the sum insured) x taxBracket, received at the year end`,
      why: "Income Tax Law art. 14; the 1/5 of income cap is not checked (check it with calculate_cyprus_income_tax). Premiums paid with units of the policy are treated as premiums paid (UNCONFIRMED)."
    },
    {
      field: "taxBracket",
      rule: "income-tax.art14-life-insurance-percent",
      reason: "rule",
      params: { percent: premiumRelief.value }
    }
  )
  assume(
    "life-insurance.full-surrender",
    {
      what: "full surrender at the end",
      value: "IRR cashes in the closing balance",
      why: `A cancellation within ${FULL_SURRENDER_CLAWBACK.value.at(-1)?.upToPolicyYear} years taxes ${clawbackText} of the premiums allowed at taxBracket; historical premiums are taken as allowed up to the ${premiumRelief.value}% limit. ${FULL_SURRENDER_CLAWBACK.note ?? ""}`
    },
    {
      rule: "life-insurance.surrender-clawback",
      reason: "rule",
      params: {
        years: FULL_SURRENDER_CLAWBACK.value.at(-1)?.upToPolicyYear ?? 0,
        clawback: clawbackBands,
        percent: premiumRelief.value
      }
    }
  )
  assume(
    "life-insurance.mortality",
    {
      what: "mortality table",
      value: `Gompertz-Makeham, A=${MORTALITY.value.A}, b=${MORTALITY.value.b}, B male ${MORTALITY.value.B.male}, female ${MORTALITY.value.B.female}`,
      why: `${MORTALITY.rule}; cost = (sum insured - fund) x q(age) / 12 a month. ${MORTALITY.note ?? ""}`
    },
    {
      field: "gender",
      reason: "model",
      params: {
        a: MORTALITY.value.A,
        b: MORTALITY.value.b,
        maleB: MORTALITY.value.B.male,
        femaleB: MORTALITY.value.B.female
      }
    }
  )
  assume(
    "life-insurance.timing",
    {
      what: "timing",
      value:
        "withdrawal at the start of the year; premiums monthly in advance; return, management fee, fixed fee and mortality cost monthly; tax and relief at the year end",
      why: "Modelling convention; the return is a nominal annual rate compounded monthly (rate / 12 a month)."
    },
    { reason: "model" }
  )
  assume(
    "life-insurance.own-premiums",
    {
      what: "own-funded premiums",
      value: "allocated in full",
      why: "Allocation charges and surrender penalties of the policy are not modelled beyond the fees sent; the sum insured stays constant."
    },
    { reason: "model" }
  )
  assume(
    "life-insurance.broker-alternative",
    {
      what: "broker alternative",
      value: "no fees or tax",
      why: "Profits from the sale of securities are exempt from Cyprus income tax; dividend/interest SDC, GESY and broker fees are not modelled (net them into brokerReturnRate)."
    },
    { rule: "life-insurance.securities-gains-tax-percent", reason: "model" }
  )
  used.push("hh-cyms-exemptions")
  const terms: Terms = { input, policyRate, brokerRate, spread, year, premiumRelief }
  const scenarios = {
    userInput: simulate("userInput", terms),
    noWithdrawals: simulate("noWithdrawals", terms),
    brokerAlternative: simulate("brokerAlternative", terms)
  }
  const warnings: Array<string> = []
  for (const r of scenarios.userInput.series) {
    if (r.isFullySurrendered && r.withdrawalExecuted === 0)
      warnings.push(
        `${r.year}: the policy was already fully surrendered; the premium and withdrawal of this year are not executed.`
      )
    else if (r.isWithdrawalCapped)
      warnings.push(
        `${r.year}: the request exceeded the fund; executed withdrawal EUR ${formatCents(cents(r.withdrawalExecuted))} and self-funded premium EUR ${formatCents(cents(r.premiumSelfFunded))}. Tax and IRR use the executed amounts.`
      )
  }
  const rates = bandRates(year)
  if (!rates.includes(input.taxBracket))
    warnings.push(`taxBracket ${input.taxBracket}% is not one of the ${year} Cyprus band rates (${rates.join(", ")}).`)
  return {
    scenario: input.scenario ?? "userInput",
    openingBalance: scenarios.userInput.series[0]?.openingBalance ?? 0,
    scenarios,
    returnForecast: {
      policyRatePercent: policyRate,
      brokerRatePercent: brokerRate,
      note: "Forecast returns are assumptions, not guarantees."
    },
    warnings,
    assumptions,
    assumptionDetails: said.details(),
    sources: citeSources(used)
  }
}
