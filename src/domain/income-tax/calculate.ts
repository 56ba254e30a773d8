// The income tax calculator (calculate_cyprus_income_tax, and the tools that tax a salary or a business): pure, in integer cents.
import { assumptionList } from "../../core/assumptions.ts"
import { traceOf } from "../../core/cells.ts"
import { divRound, cents, euros, pct } from "../../core/money.ts"
import { formatCents as fmt } from "../../core/format.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import {
  type Cited,
  type HouseholdType,
  INCOME_TAX_RULES,
  ITL_ART14,
  type PersonalDeductions2026,
  TAX_REFORM_YEAR
} from "../../rules/income-tax.ts"
import { DEFAULT_TAX_YEAR, type TaxYear } from "../../rules/years.ts"
import { OCCUPATIONAL_CATEGORY_RULES, SOCIAL_INSURANCE_RULES } from "../../rules/social-insurance.ts"
import { citeSources, type SourceId } from "../../rules/sources.ts"
import { evaluateExemption } from "./article8.ts"
import { INCOME_TAX_ASSUMPTIONS } from "./assumptions.ts"
import { defenceContributionOf } from "./defence-contribution.ts"
import { foreignPensionSection } from "./foreign-pension.ts"
import { claimsIncomeTestedDeduction, statedHousehold } from "./check.ts"
import { type IncomeTaxInput, PLAUSIBLY_MONTHLY_SALARY_BELOW } from "./input.ts"
import type { IncomeTaxOutput } from "./output.ts"

type DeductionRow = IncomeTaxOutput["deductions"][number]

const childCount = (n: number) => `${n} dependent ${n === 1 ? "child" : "children"}`

/** The 2026 income limit of a household type with this many dependent children, and what it is compared with. */
const incomeLimitFor = (p: PersonalDeductions2026, household: HouseholdType, children: number) => {
  if (household === "single") {
    return {
      limit: p.singlePersonIncomeLimit.value,
      cited: p.singlePersonIncomeLimit,
      incomeName: "own gross income",
      who: "a single person (no spouse or civil partner, no dependent children)"
    }
  }
  const cited = household === "couple" ? p.familyIncomeLimits : p.singleParentIncomeLimits
  const tier = cited.value.find((l) => l.maxChildren === null || children <= l.maxChildren)
  if (tier === undefined) throw new Error("the last income tier has no maximum number of children")
  return household === "couple"
    ? { limit: tier.limit, cited, incomeName: "gross family income", who: `a couple with ${childCount(children)}` }
    : { limit: tier.limit, cited, incomeName: "own gross income", who: `a single parent with ${childCount(children)}` }
}

/** totalContributionsAndTax, in cents, had the person chosen the other art. 20 option for their foreign pension. */
const otherOptionTotalC = (input: IncomeTaxInput): number => {
  const other = input.foreignPensionTaxation === "flat-5" ? "normal" : "flat-5"
  return cents(calculateIncomeTax({ ...input, foreignPensionTaxation: other }, false).totalContributionsAndTax)
}

/**
 * Pure. Expects input accepted by IncomeTaxInput and checkIncomeTaxInput; 2026-only fields are ignored for earlier years.
 * `withOtherOption` false: the foreign pension's other option is not computed (the call that computes it).
 */
export const calculateIncomeTax = (input: IncomeTaxInput, withOtherOption = true): IncomeTaxOutput => {
  const year: TaxYear = input.legislationVersion ?? DEFAULT_TAX_YEAR
  const tax = INCOME_TAX_RULES[year]
  const si = SOCIAL_INSURANCE_RULES[year]
  const gesyRules = GESY_RULES[year]
  const resident = input.isTaxResident ?? true
  const selfEmployed = input.employmentType === "self-employed"
  const said = assumptionList(INCOME_TAX_ASSUMPTIONS)
  const used: Array<SourceId> = []
  const cite = (c: Cited<unknown>): Array<string> => {
    used.push(...c.sources)
    return [...c.sources]
  }

  if (input.legislationVersion === undefined) {
    said.add("income-tax.default-year", { field: "legislationVersion", value: DEFAULT_TAX_YEAR, reason: "omitted" })
  }
  if (input.isTaxResident === undefined) {
    said.add("income-tax.resident-default", { field: "isTaxResident", value: true, reason: "omitted" })
  }
  if (!resident) {
    said.add("income-tax.non-resident-cyprus-income", { field: "isTaxResident", value: false, reason: "input" })
    said.add("income-tax.non-resident-art14", { field: "isTaxResident", value: false, reason: "rule" })
  }

  const salaryIncome = input.salaryIncome ?? 0
  if (salaryIncome > 0 && salaryIncome < PLAUSIBLY_MONTHLY_SALARY_BELOW) {
    said.add(
      cents(salaryIncome) % 100 === 0 ? "income-tax.salary-maybe-monthly" : "income-tax.salary-maybe-monthly-cents",
      {
        field: "salaryIncome",
        value: euros(cents(salaryIncome)),
        reason: "input",
        params: { below: PLAUSIBLY_MONTHLY_SALARY_BELOW }
      }
    )
  }

  // Income: all of it (totalC), and what is taxed at the scale (scaleC): interest and dividends are exempt, and a
  // foreign pension under the art. 20 option is taxed apart.
  const employed = input.employmentType !== undefined
  const salaryC = cents(salaryIncome)
  const turnoverC = selfEmployed ? cents(input.turnover ?? 0) : 0
  const expensesC = selfEmployed ? cents(input.businessExpenses ?? 0) : 0
  const profitC = Math.max(0, turnoverC - expensesC)
  const rentalC = cents(input.rentalIncome ?? 0)
  const pensionC = cents(input.pensionIncome ?? 0)
  const foreignC = cents(input.foreignPensionIncome ?? 0)
  const flatRate = input.foreignPensionTaxation === "flat-5"
  const interestC = cents(input.interestIncome ?? 0)
  const dividendC = cents(input.dividendIncome ?? 0)
  const scaleC = salaryC + profitC + rentalC + pensionC + (flatRate ? 0 : foreignC)
  const totalC = scaleC + (flatRate ? foreignC : 0) + interestC + dividendC
  if (selfEmployed && input.businessExpenses === undefined) {
    said.add("income-tax.business-expenses-zero", { field: "businessExpenses", value: 0, reason: "omitted" })
  }
  if (expensesC > turnoverC) {
    said.add("income-tax.loss-not-set-off", { field: "businessExpenses", value: 0, reason: "limit" })
  }

  // Social insurance (employee share only; employer contributions are not the employee's cost)
  const ceilingC = cents(si.maxInsurableEarnings.value)
  const siParts: Array<IncomeTaxOutput["socialInsurance"]["parts"][number]> = []
  const siSources = [...cite(si.employeeRatePercent), ...cite(si.maxInsurableEarnings)]
  const empInsurableC = Math.min(salaryC, ceilingC)
  const empAmountC = pct(empInsurableC, si.employeeRatePercent.value)
  if (employed && (!selfEmployed || salaryC > 0)) {
    siParts.push({
      kind: "employee",
      ratePercent: si.employeeRatePercent.value,
      insurableEarnings: euros(empInsurableC),
      minimumInsurableIncome: null,
      amount: euros(empAmountC)
    })
  }
  let seInsurableC = 0
  let seAmountC = 0
  if (selfEmployed && input.occupationalCategory !== undefined) {
    const category = input.occupationalCategory
    const minimum = OCCUPATIONAL_CATEGORY_RULES[category].minimumAnnualInsurableIncome[year]
    siSources.push(...cite(si.selfEmployedRatePercent), ...cite(minimum))
    const roomC = Math.max(0, ceilingC - empInsurableC)
    if (minimum.value === null) {
      seInsurableC = Math.min(profitC, roomC)
      said.add("income-tax.self-employed-minimum-unconfirmed", {
        field: "occupationalCategory",
        rule: `social-insurance.category-minimum.${category}`,
        value: category,
        reason: "model",
        params: { year }
      })
    } else {
      const minC = cents(minimum.value)
      seInsurableC = Math.min(Math.max(profitC, minC), roomC)
      if (profitC < minC) {
        said.add("income-tax.self-employed-minimum-applied", {
          field: "occupationalCategory",
          rule: `social-insurance.category-minimum.${category}`,
          value: euros(minC),
          reason: "rule",
          params: { year, category }
        })
      }
    }
    if (salaryC > 0) {
      said.add("income-tax.shared-social-insurance-ceiling", {
        rule: "social-insurance.max-insurable-earnings.annual",
        value: euros(ceilingC),
        reason: "model"
      })
    }
    seAmountC = pct(seInsurableC, si.selfEmployedRatePercent.value)
    siParts.push({
      kind: "self-employed",
      ratePercent: si.selfEmployedRatePercent.value,
      insurableEarnings: euros(seInsurableC),
      minimumInsurableIncome: minimum.value,
      amount: euros(seAmountC)
    })
  }
  const siTotalC = empAmountC + seAmountC
  const onlyPart = siParts.length === 1 ? siParts[0] : undefined

  // GESY: one yearly ceiling over all incomes, filled by employment, self-employment, pensions, then other income
  let gesyRoomC = cents(gesyRules.annualIncomeCeiling.value)
  const gesySources = cite(gesyRules.annualIncomeCeiling)
  const gesyParts: Array<IncomeTaxOutput["gesy"]["parts"][number] & { rule: string; deductible: boolean }> = []
  const gesyPart = (
    income: IncomeTaxOutput["gesy"]["parts"][number]["income"],
    incomeC: number,
    rate: Cited<number>,
    show: boolean,
    deductible = true
  ) => {
    if (!show) return
    const baseC = Math.min(incomeC, gesyRoomC)
    gesyRoomC -= baseC
    gesySources.push(...cite(rate))
    gesyParts.push({
      income,
      ratePercent: rate.value,
      base: euros(baseC),
      amount: euros(pct(baseC, rate.value)),
      rule: rate.rule,
      deductible
    })
  }
  gesyPart("salary", salaryC, gesyRules.employeeRatePercent, employed && (!selfEmployed || salaryC > 0))
  gesyPart("self-employment", profitC, gesyRules.selfEmployedRatePercent, selfEmployed)
  gesyPart("pension", pensionC, gesyRules.pensionerRatePercent, pensionC > 0)
  gesyPart("foreign-pension", foreignC, gesyRules.pensionerRatePercent, foreignC > 0, !flatRate)
  gesyPart("rental", rentalC, gesyRules.otherIncomeRatePercent, rentalC > 0)
  // Non-residents contribute only on income from Cyprus, not on dividends and interest (GESY_NON_RESIDENT_SCOPE).
  gesyPart("interest", interestC, gesyRules.otherIncomeRatePercent, interestC > 0 && resident, false)
  gesyPart("dividends", dividendC, gesyRules.otherIncomeRatePercent, dividendC > 0 && resident, false)
  const gesyTotalC = gesyParts.reduce((s, p) => s + cents(p.amount), 0)
  const gesyDeductibleC = gesyParts.filter((p) => p.deductible).reduce((s, p) => s + cents(p.amount), 0)
  const gesyBaseC = gesyParts.reduce((s, p) => s + cents(p.base), 0)
  if (gesyParts.length > 1 && totalC > cents(gesyRules.annualIncomeCeiling.value)) {
    said.add("income-tax.gesy-ceiling-order", {
      rule: "gesy.annual-income-ceiling",
      value: euros(cents(gesyRules.annualIncomeCeiling.value)),
      reason: "model"
    })
  }
  if (gesyDeductibleC < gesyTotalC)
    said.add("income-tax.gesy-outside-scale-not-deducted", { rule: "gesy.other-income-rate", reason: "rule" })
  if (!resident && (interestC > 0 || dividendC > 0))
    said.add("income-tax.non-resident-no-gesy-on-investment-income", {
      field: "isTaxResident",
      rule: "gesy.non-resident-scope",
      value: false,
      reason: "rule"
    })
  if (selfEmployed)
    said.add("income-tax.gesy-self-employed-on-profit", { rule: "gesy.self-employed-rate", reason: "rule" })
  if (!resident) used.push(...gesyRules.nonResidentScope.sources)

  // Interest and dividends: exempt from income tax; the Special Defence Contribution instead
  if (interestC > 0) cite(tax.interestExempt)
  if (dividendC > 0) cite(tax.dividendsExempt)
  const defence = defenceContributionOf(
    year,
    resident,
    input.isNonDomiciled,
    { rentalC, interestC, dividendC },
    cite,
    said
  )
  const defenceC = cents(defence.amount)

  // Art. 20: a foreign pension under the yearly option is taxed apart, at a flat rate above the exempt amount
  const foreignRate = tax.foreignPensionRatePercent
  const foreignExempt = tax.foreignPensionExemptAmount
  const flatTaxedC = flatRate ? Math.max(0, foreignC - cents(foreignExempt.value)) : 0
  const flatTaxC = pct(flatTaxedC, foreignRate.value)
  if (foreignC > 0) {
    cite(foreignRate)
    cite(foreignExempt)
  }

  // Article 8 exemption
  const exemption =
    input.employmentExemption === undefined
      ? null
      : evaluateExemption(input.employmentExemption, year, salaryC, tax.article8)
  const exemptC = exemption?.amountCents ?? 0
  if (exemption) {
    used.push(...exemption.sourceIds)
    const start = Number(input.employmentExemption?.employmentStartDate.slice(0, 4))
    if (exemption.result.applied && exemption.result.type === "50-percent" && Number(year) > start + 1) {
      said.add("income-tax.art8-fifty-percent-threshold", {
        field: "employmentExemption",
        rule: "income-tax.art8-fifty-percent",
        value: euros(cents(tax.article8.fiftyPercent.value.remunerationThreshold)),
        reason: "rule"
      })
    }
  }

  // Deductions outside the 1/5 cap
  const deductions: Array<DeductionRow> = []
  const row = (
    name: string,
    claimedC: number,
    allowedC: number,
    c: Cited<unknown>,
    note: string | null = null
  ): DeductionRow => {
    cite(c)
    return { name, claimed: euros(claimedC), allowed: euros(allowedC), ...traceOf(year, c), note }
  }
  const rentalAllowC = pct(rentalC, tax.rentalAllowancePercent.value)
  if (rentalC > 0) {
    deductions.push(
      row(
        `Rental income allowance (${tax.rentalAllowancePercent.value}% of gross rent)`,
        rentalAllowC,
        rentalAllowC,
        tax.rentalAllowancePercent
      )
    )
    said.add("income-tax.rental-allowance-only", {
      field: "rentalIncome",
      rule: "income-tax.rental-allowance-percent",
      value: tax.rentalAllowancePercent.value,
      reason: "model"
    })
  }
  const donationsC = cents(input.approvedDonations ?? 0)
  if (input.approvedDonations !== undefined)
    deductions.push(row("Donations to approved charities", donationsC, donationsC, tax.donations))

  // Article 14 group, limited together to a fraction (1/5) of income after exemptions and the deductions above
  const a14 = tax.article14
  const capDenominator = Math.round(1 / a14.capFractionOfIncome.value)
  const capFraction = `1/${capDenominator}`
  const capBaseC = Math.max(0, scaleC - exemptC - rentalAllowC - donationsC)
  const capC = divRound(capBaseC, capDenominator)
  const remunerationC = salaryC + profitC
  if (
    remunerationC > salaryC &&
    (input.pensionFundContributions !== undefined || input.medicalFundContributions !== undefined)
  ) {
    said.add("income-tax.art14-limits-on-remuneration", {
      rule: "income-tax.art14-pension-fund-percent",
      value: a14.pensionFundPercentOfRemuneration.value,
      reason: "rule",
      params: { medicalPercent: a14.medicalFundPercentOfRemuneration.value }
    })
  }
  const group: Array<{ name: string; claimedC: number; limitC: number; c: Cited<unknown>; note: string | null }> = []
  const contribution = (name: string, amountC: number, what: string) => {
    if (amountC > 0)
      group.push({
        name,
        claimedC: amountC,
        limitC: amountC,
        c: { value: null, rule: `${ITL_ART14} (${what})`, sources: a14.capFractionOfIncome.sources },
        note: null
      })
  }
  contribution("Social insurance contributions", siTotalC, "social insurance contributions")
  contribution("GESY contributions", gesyDeductibleC, "GESY contributions")
  const optional = (name: string, amount: number | undefined, limitC: number, c: Cited<unknown>, limitText: string) => {
    if (amount === undefined) return
    const claimedC = cents(amount)
    group.push({
      name,
      claimedC,
      limitC: Math.min(claimedC, limitC),
      c,
      note: claimedC > limitC ? `Limited to ${limitText}.` : null
    })
  }
  /** A claim limited to a percentage (a rule figure) of a base, e.g. 10% of remuneration. */
  const optionalPercentOf = (
    name: string,
    amount: number | undefined,
    baseC: number,
    percent: Cited<number>,
    baseText: string
  ) => optional(name, amount, pct(baseC, percent.value), percent, `${percent.value}% of ${baseText}`)
  optionalPercentOf(
    "Approved pension / provident fund contributions",
    input.pensionFundContributions,
    remunerationC,
    a14.pensionFundPercentOfRemuneration,
    "remuneration"
  )
  optionalPercentOf(
    "Medical fund contributions",
    input.medicalFundContributions,
    remunerationC,
    a14.medicalFundPercentOfRemuneration,
    "remuneration"
  )
  optionalPercentOf(
    "Life insurance premiums",
    input.lifeInsurancePremiums,
    cents(input.lifeInsuranceSumInsured ?? 0),
    a14.lifeInsurancePercentOfSumInsured,
    "the sum insured"
  )
  if (a14.naturalDisasterInsuranceMax !== null) {
    optional(
      "Home insurance against natural disasters",
      input.naturalDisasterInsurancePremium,
      cents(a14.naturalDisasterInsuranceMax.value),
      a14.naturalDisasterInsuranceMax,
      `EUR ${fmt(cents(a14.naturalDisasterInsuranceMax.value))}`
    )
  }
  let capRoomC = capC
  let groupClaimedC = 0
  for (const g of group) {
    const allowedC = Math.min(g.limitC, capRoomC)
    capRoomC -= allowedC
    groupClaimedC += g.limitC
    const capped = allowedC < g.limitC ? `Reduced by the ${capFraction} cap.` : null
    deductions.push(
      row(g.name, g.claimedC, allowedC, g.c, [g.note, capped].filter((n) => n !== null).join(" ") || null)
    )
  }
  cite(a14.capFractionOfIncome)
  const groupAllowedC = capC - capRoomC
  const capReduced = groupClaimedC > capC
  const capNote = capReduced
    ? `The contributions and premiums of art. 14 (EUR ${fmt(groupClaimedC)}) exceed ${capFraction} of income (EUR ${fmt(capC)}); only EUR ${fmt(groupAllowedC)} is deducted.`
    : null

  // 2026 personal deductions: outside the 1/5 cap, subject to the income limit of the household type, residents only
  let personalC = 0
  let incomeTest: IncomeTaxOutput["personalDeductionsIncomeTest"] = null
  const p = tax.personalDeductions2026
  const children = input.dependentChildren ?? 0
  if (p !== null && claimsIncomeTestedDeduction(input)) {
    const household = statedHousehold(input)
    let refusal: string | null = null
    if (!resident) {
      refusal = `Not granted: the ${TAX_REFORM_YEAR} personal deductions are for Cyprus tax residents.`
      cite(p.residentsOnly)
    } else if (household !== undefined && input.familyIncome !== undefined) {
      const test = incomeLimitFor(p, household, children)
      const incomeC = cents(input.familyIncome)
      const limitC = cents(test.limit)
      const within = incomeC <= limitC
      if (!within)
        refusal = `Not granted: ${test.incomeName} EUR ${fmt(incomeC)} exceeds the limit of EUR ${fmt(limitC)} for ${test.who}.`
      cite(test.cited)
      incomeTest = {
        householdType: household,
        dependentChildren: children,
        incomeCompared: euros(incomeC),
        limit: test.limit,
        withinLimit: within,
        ...traceOf(year, test.cited),
        note: `${test.incomeName[0]?.toUpperCase()}${test.incomeName.slice(1)} EUR ${fmt(incomeC)} ${within ? "is within" : "exceeds"} the limit of EUR ${fmt(limitC)} for ${test.who}.`
      }
      if (household === "single-parent") {
        said.add("income-tax.single-parent-limit-dispute", {
          field: "householdType",
          rule: "income-tax.single-parent-limit-dispute",
          value: "single-parent",
          reason: "rule"
        })
        cite(p.singleParentLimitDispute)
      }
    }
    if (children > 0) {
      const m = household === "single-parent" ? p.singleParentMultiplier.value : 1
      let dueC = 0
      for (let k = 0; k < children; k++) dueC += cents(p.childAmounts.value[Math.min(k, 2)] ?? 0) * m
      const allowedC = refusal === null ? dueC : 0
      personalC += allowedC
      cite(p.childDefinition)
      deductions.push(
        row(
          `Dependent children (${children}${m > 1 ? ", single parent: doubled" : ""})`,
          dueC,
          allowedC,
          m > 1
            ? { ...p.childAmounts, sources: [...p.childAmounts.sources, ...p.singleParentMultiplier.sources] }
            : p.childAmounts,
          refusal
        )
      )
    }
    if (input.housingCostPaid !== undefined) {
      const claimedC = cents(input.housingCostPaid)
      const allowedC = refusal === null ? Math.min(claimedC, cents(p.housingMax.value)) : 0
      personalC += allowedC
      deductions.push(
        row(
          "Main residence loan interest or rent",
          claimedC,
          allowedC,
          p.housingMax,
          refusal ?? (claimedC > cents(p.housingMax.value) ? `Limited to EUR ${fmt(cents(p.housingMax.value))}.` : null)
        )
      )
    }
    if (input.greenInvestment !== undefined) {
      const claimedC = cents(input.greenInvestment)
      const allowedC = refusal === null ? Math.min(claimedC, cents(p.greenMax.value)) : 0
      personalC += allowedC
      cite(p.greenCarryForwardYears)
      deductions.push(
        row(
          "Energy upgrade of main residence or electric vehicle",
          claimedC,
          allowedC,
          p.greenMax,
          refusal ??
            (claimedC > allowedC
              ? `Limited to EUR ${fmt(cents(p.greenMax.value))} a year; the unused EUR ${fmt(claimedC - allowedC)} can be carried forward up to ${p.greenCarryForwardYears.value} years (not modelled).`
              : null)
        )
      )
    }
  }

  if (p === null) {
    const unused = (["householdType", "familyIncome"] as const).filter((key) => input[key] !== undefined)
    const [first] = unused
    if (unused.length > 1)
      said.add("income-tax.household-fields-unused", {
        field: "householdType",
        reason: "excluded",
        params: { year, from: TAX_REFORM_YEAR }
      })
    else if (first !== undefined)
      said.add("income-tax.household-field-unused", {
        field: first,
        value: first,
        reason: "excluded",
        params: { year, from: TAX_REFORM_YEAR }
      })
  }

  // Taxable income and tax by band
  const taxableC = Math.max(0, scaleC - exemptC - rentalAllowC - donationsC - groupAllowedC - personalC)
  const bands = tax.bands.value.map((b) => {
    const fromC = cents(b.from)
    const toC = b.to === null ? Number.POSITIVE_INFINITY : cents(b.to)
    const inBandC = Math.max(0, Math.min(taxableC, toC) - fromC)
    return {
      from: b.from,
      to: b.to,
      ratePercent: b.ratePercent,
      amountInBand: euros(inBandC),
      tax: euros(pct(inBandC, b.ratePercent)),
      ...traceOf(year, tax.bands)
    }
  })
  cite(tax.bands)
  const incomeTaxC = bands.reduce((s, b) => s + cents(b.tax), 0) + flatTaxC

  if (input.employmentType === "civil") {
    said.add("income-tax.civil-servant", { field: "employmentType", value: "civil", reason: "model" })
  }
  if (employed && !selfEmployed)
    said.add("income-tax.employer-contributions-not-shown", {
      rule: "social-insurance.employer-rate",
      reason: "excluded",
      params: { employerRate: si.employerRatePercent.value }
    })
  said.add(employed ? "income-tax.monthly-net-employed" : "income-tax.monthly-net", { value: 12, reason: "model" })

  const totalDeductionsC = deductions.reduce((s, d) => s + cents(d.allowed), 0)
  const totalTaxC = incomeTaxC + siTotalC + gesyTotalC + defenceC
  const netC = totalC - totalTaxC
  const foreignPension =
    foreignC === 0 || input.foreignPensionTaxation === undefined
      ? null
      : foreignPensionSection(
          year,
          input.foreignPensionTaxation,
          foreignC,
          flatTaxedC,
          flatTaxC,
          { chosenC: totalTaxC, otherC: withOtherOption ? otherOptionTotalC(input) : null },
          said
        )
  return {
    legislationVersion: String(year),
    legislationYearDefaulted: input.legislationVersion === undefined,
    isTaxResident: resident,
    employmentType: input.employmentType ?? null,
    income: {
      salary: euros(salaryC),
      selfEmploymentProfit: euros(profitC),
      rental: euros(rentalC),
      pension: euros(pensionC),
      foreignPension: euros(foreignC),
      interest: euros(interestC),
      dividends: euros(dividendC),
      total: euros(totalC)
    },
    foreignPension,
    employmentExemption: exemption?.result ?? null,
    deductions,
    totalDeductions: euros(totalDeductionsC),
    personalDeductionsIncomeTest: incomeTest,
    article14Cap: {
      base: euros(capBaseC),
      cap: euros(capC),
      claimedWithinCap: euros(groupClaimedC),
      allowedWithinCap: euros(groupAllowedC),
      reduced: capReduced,
      note: capNote,
      ...traceOf(year, a14.capFractionOfIncome)
    },
    taxableIncome: euros(taxableC),
    incomeTaxByBand: bands,
    incomeTax: euros(incomeTaxC),
    socialInsurance: {
      ratePercent: onlyPart?.ratePercent ?? (siParts.length === 0 ? si.employeeRatePercent.value : null),
      insurableEarnings: euros(empInsurableC + seInsurableC),
      ceiling: euros(ceilingC),
      amount: euros(siTotalC),
      rule: [
        ...new Set([
          ...siParts.map((p) =>
            p.kind === "employee" ? si.employeeRatePercent.rule : si.selfEmployedRatePercent.rule
          ),
          si.maxInsurableEarnings.rule
        ])
      ].join("; "),
      year,
      sources: [...new Set(siSources)],
      parts: siParts
    },
    gesy: {
      ratePercent: new Set(gesyParts.map((g) => g.ratePercent)).size === 1 ? (gesyParts[0]?.ratePercent ?? null) : null,
      base: euros(gesyBaseC),
      ceiling: gesyRules.annualIncomeCeiling.value,
      amount: euros(gesyTotalC),
      rule: [...new Set([...gesyParts.map((g) => g.rule), gesyRules.annualIncomeCeiling.rule])].join("; "),
      year,
      sources: [...new Set(gesySources)],
      parts: gesyParts.map(({ rule: _rule, deductible: _deductible, ...part }) => part)
    },
    defenceContribution: defence,
    netAnnualIncome: euros(netC),
    netMonthlyIncome: euros(divRound(netC, 12)),
    effectiveTaxRatePercent: totalC === 0 ? 0 : euros(divRound(incomeTaxC * 10_000, totalC)),
    totalContributionsAndTax: euros(totalTaxC),
    comparison: null,
    sources: citeSources(used),
    assumptions: said.sentences(),
    assumptionDetails: said.details()
  }
}
