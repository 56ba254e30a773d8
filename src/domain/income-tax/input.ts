// The income tax request (the input of calculate_cyprus_income_tax, also built by other tools): fields, bounds,
// cross-field checks and examples.
import { Schema } from "effect"
import { formatEur } from "../../core/format.ts"
import {
  familyTiersText,
  HOUSEHOLD_TYPES,
  INCOME_TAX_RULES,
  type IncomeTaxYearRules,
  PERSONAL_DEDUCTIONS_2026,
  TAX_REFORM_YEAR
} from "../../rules/income-tax.ts"
import { GESY_RULES } from "../../rules/gesy.ts"
import { DEFENCE_CONTRIBUTION_RULES, type DefenceContributionYearRules } from "../../rules/defence-contribution.ts"
import { DEFAULT_TAX_YEAR, listYears, perYear, TAX_YEARS } from "../../rules/years.ts"
import { yearAmong } from "../../core/year-field.ts"
import { OCCUPATIONAL_CATEGORIES, OCCUPATIONAL_CATEGORY_RULES } from "../../rules/social-insurance.ts"
import { capNote, MAX_AMOUNT, MAX_CHILDREN } from "../../core/input-bounds.ts"
import { withCrossFieldChecks } from "../../core/cells.ts"

const eur = (description: string) =>
  Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: MAX_AMOUNT })).annotate({
    description: `${description} ${capNote(0, MAX_AMOUNT, "EUR")}`
  })

/** Years of non-residence before starting work in Cyprus: a lifetime at most. */
const MAX_NON_RESIDENT_YEARS = 100

const optionalEur = (description: string) => Schema.optionalKey(eur(description))

const isCalendarDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

// Figures quoted in the descriptions, read from the rules so that the prose cannot go stale.
const amount = (eur: number) => formatEur(eur, { unit: false, prose: true })
/** A rule's figure over the tax years held: "7%" when the same in every year, else "x% in 2024, y% in 2025 ...". */
const overYears = (figure: (rules: IncomeTaxYearRules) => string) =>
  perYear(TAX_YEARS, (year) => figure(INCOME_TAX_RULES[year]))
const CAP = overYears((r) => `1/${Math.round(1 / r.article14.capFractionOfIncome.value)}`)
const LIFE = overYears((r) => `${r.article14.lifeInsurancePercentOfSumInsured.value}%`)
const PENSION = overYears((r) => `${r.article14.pensionFundPercentOfRemuneration.value}%`)
const MEDICAL = overYears((r) => `${r.article14.medicalFundPercentOfRemuneration.value}%`)
const RENTAL = overYears((r) => `${r.rentalAllowancePercent.value}%`)
const GESY_ON_RENT = perYear(TAX_YEARS, (year) => `${GESY_RULES[year].otherIncomeRatePercent.value}%`)
const GESY_ON_PENSION = perYear(TAX_YEARS, (year) => `${GESY_RULES[year].pensionerRatePercent.value}%`)
const sdcOverYears = (figure: (rules: DefenceContributionYearRules) => number) =>
  perYear(TAX_YEARS, (year) => `${figure(DEFENCE_CONTRIBUTION_RULES[year])}%`)
const SDC_INTEREST = sdcOverYears((r) => r.interestRatePercent.value)
const SDC_DIVIDENDS = sdcOverYears((r) => r.dividendRatePercent.value)
const SDC_RENT = perYear(TAX_YEARS, (year) => {
  const r = DEFENCE_CONTRIBUTION_RULES[year]
  return r.rentRatePercent.value === 0
    ? "none"
    : `${r.rentRatePercent.value}% of ${r.rentTaxablePercent.value}% of the gross`
})
const FOREIGN_RATE = INCOME_TAX_RULES[DEFAULT_TAX_YEAR].foreignPensionRatePercent.value
const FOREIGN_EXEMPT = perYear(
  TAX_YEARS,
  (year) => `EUR ${amount(INCOME_TAX_RULES[year].foreignPensionExemptAmount.value)}`
)
const TWENTY_PERCENT = INCOME_TAX_RULES[DEFAULT_TAX_YEAR].article8.twentyPercent.value
const FIFTY_PERCENT = INCOME_TAX_RULES[DEFAULT_TAX_YEAR].article8.fiftyPercent.value
const DISASTER_MAX = INCOME_TAX_RULES[TAX_REFORM_YEAR].article14.naturalDisasterInsuranceMax?.value
const TWENTY_SIX = `From tax year ${TAX_REFORM_YEAR} only (2026 tax reform).`

const EmploymentExemptionInput = Schema.Struct({
  type: Schema.Literals(["20-percent", "50-percent"]).annotate({
    description:
      'Which Income Tax Law art. 8 exemption to test: "20-percent" = art. 8(21A) (or the old 8(21) for ' +
      `employment started 2012 to 25 Jul 2022): the lower of ${TWENTY_PERCENT.percent}% of employment income and EUR ${amount(TWENTY_PERCENT.maxAmount)}; ` +
      `"50-percent" = art. 8(23A): ${FIFTY_PERCENT.percent}% of employment income in a year it exceeds EUR ${amount(FIFTY_PERCENT.remunerationThreshold)}.`
  }),
  employmentStartDate: Schema.String.annotate({
    description: "Date (YYYY-MM-DD) the person first started employment in Cyprus."
  }).check(
    Schema.isMaxLength(10),
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
    Schema.makeFilter<string>((s) => isCalendarDate(s) || "must be a real calendar date (YYYY-MM-DD)")
  ),
  consecutiveNonResidentYearsBeforeStart: Schema.Int.check(
    Schema.isBetween({ minimum: 0, maximum: MAX_NON_RESIDENT_YEARS })
  ).annotate({
    description:
      "Number of consecutive tax years the person was NOT a Cyprus tax resident immediately before starting " +
      `employment in Cyprus (20%: at least ${TWENTY_PERCENT.minNonResidentYears}; 50%: at least ${FIFTY_PERCENT.minNonResidentYears}). ${capNote(0, MAX_NON_RESIDENT_YEARS, "years")}`
  }),
  employedAbroadBeforeStart: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "For the 20% exemption (art. 8(21A)): true if, immediately before starting in Cyprus, the person was " +
        "employed outside Cyprus by a non-resident employer. Required for the 20% test; never inferred."
    })
  )
}).annotate({
  description:
    "Facts for an Income Tax Law art. 8 employment-income exemption. Optional: without it no exemption is " +
    "applied or assumed. The calculator checks every condition against the tax year calculated and applies the " +
    "exemption only if all pass."
})

const DEDUCTIONS_2026 = PERSONAL_DEDUCTIONS_2026
const CHILD_AMOUNTS = DEDUCTIONS_2026.childAmounts.value.map(amount).join(" / ")

/**
 * A salaryIncome above 0 and below this is plausibly a monthly figure sent as annual (a modelling
 * threshold, not a rule: monthly gross salaries in Cyprus are commonly in this range, full-time annual
 * ones well above it). The figure is never changed (part-time and part-year incomes are real): the answer
 * only says so, and the field's description documents the threshold.
 */
export const PLAUSIBLY_MONTHLY_SALARY_BELOW = 6_000

const InputFields = Schema.Struct({
  salaryIncome: optionalEur(
    "Gross ANNUAL employment income in EUR (salary, bonuses, 13th salary). A monthly figure must be converted " +
      "by the caller after confirming with the user (x12, or x13 with a 13th salary). Send an explicit 0 for " +
      `self-employed-only cases. A salary above 0 and below ${amount(PLAUSIBLY_MONTHLY_SALARY_BELOW)} is still taken as annual, ` +
      "with an assumption saying it may be monthly. Required with employmentType, and whenever no other income " +
      "(pension, rent, interest, dividends) is sent: a pensioner, landlord or saver with no salary leaves both out."
  ),
  employmentType: Schema.optionalKey(
    Schema.Literals(["private", "civil", "self-employed"]).annotate({
      description:
        'Employment category, never inferred: "private" (private-sector employee), "civil" (public-sector ' +
        'employee / civil servant), "self-employed" (sole proprietor; then turnover and occupationalCategory are ' +
        "required, and any salaryIncome is taxed as employee income). Required whenever salaryIncome is sent (0 included)."
    })
  ),
  legislationVersion: Schema.optionalKey(
    yearAmong(
      "legislationVersion",
      TAX_YEARS,
      `Tax year whose rules apply: ${listYears(TAX_YEARS.map((year) => `"${year}"`))}. Omitted: ${DEFAULT_TAX_YEAR} rules, disclosed as a default.`,
      { canonical: "string" }
    )
  ),
  compareWithYear: Schema.optionalKey(
    yearAmong(
      "compareWithYear",
      TAX_YEARS,
      `Another tax year (${listYears(TAX_YEARS.map((year) => `"${year}"`))}) to compare with: the answer then lists each headline figure and deduction in both years, the difference and the rules behind each (fields that exist in one year only are ignored by the other).`,
      { canonical: "string" }
    )
  ),
  isTaxResident: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "true if Cyprus tax resident in the year (over 183 days, or the 60-day rule). Omitted: treated as resident " +
        "and disclosed. Non-residents: send only income from Cyprus; they pay income tax, SI and GESY on it, " +
        `and the ${TAX_REFORM_YEAR} personal deductions (children, housing, green) are not granted.`
    })
  ),
  turnover: optionalEur(
    "Self-employed only: annual gross business turnover in EUR. Required when employmentType is self-employed."
  ),
  businessExpenses: optionalEur(
    "Self-employed only: annual allowable business expenses in EUR. Omitted: 0 (disclosed). " +
      "Profit = turnover - businessExpenses, not below 0."
  ),
  occupationalCategory: Schema.optionalKey(
    Schema.Literals(OCCUPATIONAL_CATEGORIES).annotate({
      description:
        "Self-employed only, required then: the Social Insurance occupational category, which sets the minimum " +
        "insurable income. Values: " +
        OCCUPATIONAL_CATEGORIES.map((c) => `"${c}" = ${OCCUPATIONAL_CATEGORY_RULES[c].label}`).join("; ") +
        ". Where a category's minimum for the year is not confirmed, contributions are computed on actual profit " +
        "with no minimum, and this is disclosed."
    })
  ),
  rentalIncome: optionalEur(
    `Annual gross rent received in EUR (before expenses). ${RENTAL} is deducted as the rental allowance; GESY ${GESY_ON_RENT} on the gross; ` +
      `Special Defence Contribution ${SDC_RENT} for a domiciled resident (isNonDomiciled).`
  ),
  pensionIncome: optionalEur(
    "Annual gross Cyprus pensions in EUR (state pension, occupational or provident-fund pension, widow's pension): " +
      `taxed at the scale with other income; GESY ${GESY_ON_PENSION}; no social insurance.`
  ),
  foreignPensionIncome: optionalEur(
    "Annual gross pension for services rendered abroad, in EUR (e.g. a UK state or occupational pension), of a " +
      `resident. Requires foreignPensionTaxation; GESY ${GESY_ON_PENSION}.`
  ),
  foreignPensionTaxation: Schema.optionalKey(
    Schema.Literals(["normal", "flat-5"]).annotate({
      description:
        `The person's choice for the year (Income Tax Law art. 20), never inferred: "normal" = with other income at the scale; "flat-5" = ${FOREIGN_RATE}% on the ` +
        `amount above ${FOREIGN_EXEMPT} a year, apart from other income. The answer shows the tax under the other choice too. Required with foreignPensionIncome.`
    })
  ),
  interestIncome: optionalEur(
    `Annual gross interest received in EUR (deposits, bonds). Exempt from income tax; Special Defence Contribution ${SDC_INTEREST} ` +
      `for a domiciled resident; GESY ${GESY_ON_RENT} (residents). Requires isNonDomiciled for a resident.`
  ),
  dividendIncome: optionalEur(
    `Annual gross dividends received in EUR. Exempt from income tax; Special Defence Contribution ${SDC_DIVIDENDS} for a domiciled ` +
      `resident; GESY ${GESY_ON_RENT} (residents, domiciled or not). Requires isNonDomiciled for a resident.`
  ),
  isNonDomiciled: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        "true if resident in Cyprus but not domiciled there (no Special Defence Contribution on interest, dividends or " +
        "rent; deemed domiciled after 17 of the last 20 years of residence). Never inferred: required with " +
        "interestIncome or dividendIncome for a resident; without it, SDC on rent is shown but not charged."
    })
  ),
  lifeInsurancePremiums: optionalEur(
    `Life insurance premiums paid in the year, EUR (policy on the taxpayer's own life; from ${TAX_REFORM_YEAR} also disability ` +
      `cover). Deductible up to ${LIFE} of the sum insured, inside the ${CAP} cap. Needs lifeInsuranceSumInsured.`
  ),
  lifeInsuranceSumInsured: optionalEur(`Sum insured of the life policy in EUR (for the ${LIFE} limit).`),
  pensionFundContributions: optionalEur(
    `Own contributions in the year to an approved provident or pension fund, EUR. Deductible up to ${PENSION} of ` +
      `remuneration, inside the ${CAP} cap.`
  ),
  medicalFundContributions: optionalEur(
    `Own contributions in the year to an approved medical fund, EUR. Deductible up to ${MEDICAL} of remuneration, ` +
      `inside the ${CAP} cap.`
  ),
  approvedDonations: optionalEur("Donations to approved charitable institutions in the year, EUR, with receipts."),
  dependentChildren: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_CHILDREN })).annotate({
      description:
        `${TWENTY_SIX} Number of dependent children the taxpayer claims for: ${DEDUCTIONS_2026.childDefinition.value} ` +
        `(age limits as reported from the Tax Department guide). Each parent of a couple claims ${CHILD_AMOUNTS} for the 1st / 2nd / each further child; a ` +
        `single parent ${DEDUCTIONS_2026.singleParentMultiplier.value} times that. Requires householdType and familyIncome. ${capNote(0, MAX_CHILDREN)}`
    })
  ),
  householdType: Schema.optionalKey(
    Schema.Literals(HOUSEHOLD_TYPES).annotate({
      description:
        `${TWENTY_SIX} The taxpayer's household, which sets the income limit of the child, housing and green ` +
        "deductions; never inferred, required when any of them is claimed (dependentChildren above 0, " +
        'housingCostPaid or greenInvestment). "single" = no spouse or civil partner and no dependent child ' +
        "(living with others, e.g. an unregistered partner with no common child, still counts as single): own gross " +
        `income up to ${amount(DEDUCTIONS_2026.singlePersonIncomeLimit.value)}. "couple" = married, civil partners, or cohabiting with the other parent of a common ` +
        `child, with or without children: gross family income up to ${familyTiersText(DEDUCTIONS_2026.familyIncomeLimits.value)}. "single-parent" = a parent without spouse or partner who has custody of at least ` +
        "one dependent child: the same limits on own income, child amounts doubled (the single-parent limit is " +
        "disputed and the answer says so).",
      message: `householdType must be one of ${HOUSEHOLD_TYPES.join(", ")}`
    })
  ),
  isSingleParent: Schema.optionalKey(
    Schema.Boolean.annotate({
      description:
        `${TWENTY_SIX} true for a single-parent family (parent living with and having custody of at least one ` +
        "dependent child, without a spouse, civil partner or other person with common children): child amounts " +
        'doubled. Same as householdType "single-parent" (send either; they must agree).'
    })
  ),
  familyIncome: optionalEur(
    `${TWENTY_SIX} The annual GROSS income the ${TAX_REFORM_YEAR} limits are tested on, in EUR, before exemptions and ` +
      "deductions (employment, self-employment, pensions, rents, interest, dividends; not child benefit): for " +
      'householdType "couple" the total of both spouses or partners; for "single" or "single-parent" the ' +
      "taxpayer's own total gross income. Not less than the income sent in this request. Required when " +
      "dependentChildren above 0, housingCostPaid or greenInvestment is sent for a resident."
  ),
  housingCostPaid: optionalEur(
    `${TWENTY_SIX} Interest paid this year on a serviced loan for the main residence in Cyprus, or rent paid ` +
      `electronically for it, in EUR, net of any state subsidy (the share this taxpayer claims). Deductible up to ${amount(DEDUCTIONS_2026.housingMax.value)}.`
  ),
  greenInvestment: optionalEur(
    `${TWENTY_SIX} Capital spent this year on an energy upgrade of the main residence (e.g. photovoltaics, ` +
      `storage batteries) or on an electric vehicle registered in Cyprus, in EUR, net of grants. Deductible up to ${amount(DEDUCTIONS_2026.greenMax.value)} a year.`
  ),
  naturalDisasterInsurancePremium: optionalEur(
    `${TWENTY_SIX} Premium for home insurance against natural disasters, EUR. Deductible up to ${DISASTER_MAX === undefined ? "its limit" : amount(DISASTER_MAX)}, inside the ${CAP} cap, no income test.`
  ),
  employmentExemption: Schema.optionalKey(EmploymentExemptionInput)
})

type InputFieldsType = typeof InputFields.Type

/** Cross-field rules that do not depend on the tax year. */
/** The incomes other than a salary or a business: any one of them makes salaryIncome optional. */
const OTHER_INCOMES = [
  "pensionIncome",
  "foreignPensionIncome",
  "rentalIncome",
  "interestIncome",
  "dividendIncome"
] as const

const crossFieldIssues = (i: InputFieldsType): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  if (i.salaryIncome === undefined) {
    if (i.employmentType !== undefined)
      issues.push({
        path: ["salaryIncome"],
        issue: `salaryIncome is required with employmentType: the gross ANNUAL employment income in EUR (0 if only self-employed); ask the user whether their figure is monthly or annual`
      })
    else if (OTHER_INCOMES.every((key) => i[key] === undefined))
      issues.push({
        path: ["salaryIncome"],
        issue:
          "salaryIncome is required: the gross ANNUAL employment income in EUR (0 if only self-employed); ask the user " +
          `whether their figure is monthly or annual. Without a salary, send the income there is (${OTHER_INCOMES.join(", ")}).`
      })
  } else if (i.employmentType === undefined) {
    issues.push({
      path: ["employmentType"],
      issue: "employmentType is required: one of private, civil, self-employed (ask the user)"
    })
  }
  if (i.foreignPensionIncome !== undefined && i.foreignPensionTaxation === undefined)
    issues.push({
      path: ["foreignPensionTaxation"],
      issue:
        'foreignPensionTaxation is required with foreignPensionIncome: "normal" (at the scale with other income) or "flat-5" (5% above the exempt amount); ask the person which they choose for the year'
    })
  if (i.foreignPensionTaxation !== undefined && i.foreignPensionIncome === undefined)
    issues.push({
      path: ["foreignPensionTaxation"],
      issue: "foreignPensionTaxation applies only with foreignPensionIncome"
    })
  if (i.compareWithYear !== undefined && i.compareWithYear === (i.legislationVersion ?? DEFAULT_TAX_YEAR))
    issues.push({
      path: ["compareWithYear"],
      issue: "compareWithYear must be another tax year than legislationVersion (the year calculated)"
    })
  const resident = i.isTaxResident ?? true
  if (!resident && i.foreignPensionIncome !== undefined)
    issues.push({
      path: ["foreignPensionIncome"],
      issue: "foreignPensionIncome is for Cyprus tax residents (art. 20); a non-resident sends only income from Cyprus"
    })
  if (resident && i.isNonDomiciled === undefined && (i.interestIncome !== undefined || i.dividendIncome !== undefined))
    issues.push({
      path: ["isNonDomiciled"],
      issue:
        "isNonDomiciled is required with interestIncome or dividendIncome: the Special Defence Contribution is charged only on residents domiciled in Cyprus (ask the person)"
    })
  if (i.employmentType === "self-employed") {
    if (i.turnover === undefined) {
      issues.push({
        path: ["turnover"],
        issue: "turnover is required when employmentType is self-employed (annual gross business turnover in EUR)"
      })
    }
    if (i.occupationalCategory === undefined) {
      issues.push({
        path: ["occupationalCategory"],
        issue: `occupationalCategory is required when employmentType is self-employed: one of ${OCCUPATIONAL_CATEGORIES.join(", ")}`
      })
    }
  } else {
    for (const key of ["turnover", "businessExpenses", "occupationalCategory"] as const) {
      if (i[key] !== undefined) {
        issues.push({ path: [key], issue: `${key} applies only when employmentType is self-employed` })
      }
    }
  }
  if (i.lifeInsurancePremiums !== undefined && i.lifeInsuranceSumInsured === undefined) {
    issues.push({
      path: ["lifeInsuranceSumInsured"],
      issue: `lifeInsuranceSumInsured is required with lifeInsurancePremiums (the deduction is limited to ${LIFE} of it)`
    })
  }
  return issues
}

/** Ready-to-send requests; examples[0] is a private employee on 30,000 in the latest year. Never used as defaults. */
const INPUT_ANNOTATIONS = {
  title: "Cyprus income tax, social insurance and GESY request",
  description: "All amounts are annual EUR figures for the tax year selected by legislationVersion.",
  examples: [
    { salaryIncome: 30_000, employmentType: "private", legislationVersion: 2026 },
    {
      salaryIncome: 0,
      employmentType: "self-employed",
      legislationVersion: 2025,
      isTaxResident: true,
      turnover: 60_000,
      businessExpenses: 15_000,
      occupationalCategory: "professional-over-10-years"
    },
    {
      salaryIncome: 45_000,
      employmentType: "civil",
      legislationVersion: 2026,
      dependentChildren: 2,
      householdType: "couple",
      familyIncome: 90_000,
      housingCostPaid: 1_500,
      lifeInsurancePremiums: 1_200,
      lifeInsuranceSumInsured: 100_000
    },
    {
      salaryIncome: 100_000,
      employmentType: "private",
      legislationVersion: 2026,
      employmentExemption: {
        type: "50-percent",
        employmentStartDate: "2024-03-01",
        consecutiveNonResidentYearsBeforeStart: 20
      }
    },
    {
      legislationVersion: 2026,
      foreignPensionIncome: 24_000,
      foreignPensionTaxation: "flat-5",
      rentalIncome: 9_600,
      dividendIncome: 2_000,
      isNonDomiciled: false
    },
    { legislationVersion: 2025, pensionIncome: 14_000, interestIncome: 1_500, isNonDomiciled: false }
  ]
} satisfies Schema.Annotations.Bottom<InputFieldsType, readonly []>

export const IncomeTaxInput = withCrossFieldChecks(InputFields, INPUT_ANNOTATIONS, crossFieldIssues)
export type IncomeTaxInput = typeof IncomeTaxInput.Type
