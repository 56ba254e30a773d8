import { at, type Traced } from "./parameter.ts"
import { TAX_YEARS, type TaxYear } from "./years.ts"
import {
  ART14_CAP_FRACTION,
  ART14_LIFE_INSURANCE_PERCENT,
  ART14_MEDICAL_FUND_PERCENT,
  ART14_NATURAL_DISASTER_INSURANCE_MAX,
  ART14_PENSION_FUND_PERCENT
} from "./income-tax/article14.ts"
import {
  ART8_FIFTY_PERCENT,
  ART8_TWENTY_PERCENT,
  ART8_TWENTY_PERCENT_LEGACY,
  type FiftyPercentExemption,
  type TwentyPercentExemption,
  type TwentyPercentLegacyExemption
} from "./income-tax/article8.ts"
import { INCOME_TAX_BANDS, type TaxBand } from "./income-tax/bands.ts"
import { DONATIONS } from "./income-tax/donations.ts"
import {
  CHILD_AMOUNTS,
  CHILD_DEFINITION,
  FAMILY_INCOME_LIMITS,
  type FamilyIncomeLimit,
  GREEN_CARRY_FORWARD_YEARS,
  GREEN_MAX,
  HOUSING_MAX,
  REFORM_YEARS,
  type ReformYear,
  RESIDENTS_ONLY,
  SINGLE_PARENT_INCOME_LIMITS,
  SINGLE_PARENT_LIMIT_DISPUTE,
  SINGLE_PARENT_MULTIPLIER,
  SINGLE_PERSON_INCOME_LIMIT
} from "./income-tax/personal-deductions.ts"
import { RENTAL_ALLOWANCE_PERCENT } from "./income-tax/rent.ts"
import {
  FOREIGN_PENSION_EXEMPT_AMOUNT,
  FOREIGN_PENSION_RATE_PERCENT,
  INTEREST_INCOME_TAX_EXEMPT
} from "./income-tax/other-incomes.ts"
import { DIVIDEND_INCOME_TAX_EXEMPT } from "./company.ts"

/**
 * Personal income tax (Income Tax Law 118(I)/2002 as amended; 2026 reform by the laws voted on 22 Dec
 * 2025, in force 1 Jan 2026): one table per fact, as dated parameters in income-tax/ (bands, art. 14,
 * rent, donations, the 2026 personal deductions, art. 8), resolved by year with `at`. This module gathers
 * them and resolves the rules of each tax year (INCOME_TAX_RULES), which the tools read.
 */

export * from "./income-tax/article14.ts"
export * from "./income-tax/article8.ts"
export * from "./income-tax/bands.ts"
export * from "./income-tax/donations.ts"
export * from "./income-tax/law.ts"
export * from "./income-tax/personal-deductions.ts"
export * from "./income-tax/rent.ts"
export * from "./income-tax/other-incomes.ts"

export interface Article14Rules {
  /** Combined cap on SI, GESY, pension/provident, medical fund, life (and from 2026 disaster) premiums. */
  readonly capFractionOfIncome: Traced<number>
  readonly lifeInsurancePercentOfSumInsured: Traced<number>
  readonly pensionFundPercentOfRemuneration: Traced<number>
  readonly medicalFundPercentOfRemuneration: Traced<number>
  /** 2026+: home insurance against natural disasters, inside the 1/5 cap, no income test. */
  readonly naturalDisasterInsuranceMax: Traced<number> | null
}

/** New personal deductions of the 2026 reform (not inside the 1/5 cap, not reducing its base). */
export interface PersonalDeductions2026 {
  /** per parent: first, second, third-and-each-further child */
  readonly childAmounts: Traced<readonly [number, number, number]>
  readonly singleParentMultiplier: Traced<number>
  readonly childDefinition: Traced<string>
  readonly housingMax: Traced<number>
  readonly greenMax: Traced<number>
  readonly greenCarryForwardYears: Traced<number>
  /** single person: own total gross income */
  readonly singlePersonIncomeLimit: Traced<number>
  /** couple: gross family income (both spouses or partners), by number of dependent children */
  readonly familyIncomeLimits: Traced<ReadonlyArray<FamilyIncomeLimit>>
  /** single-parent family: the parent's own gross income, by number of dependent children */
  readonly singleParentIncomeLimits: Traced<ReadonlyArray<FamilyIncomeLimit>>
  /** the disclosure given whenever the single-parent limit is applied, citing the sources that disagree */
  readonly singleParentLimitDispute: Traced<string>
  readonly residentsOnly: Traced<boolean>
}

export interface Article8Rules {
  /** art. 8(21A): employment first started on/after 26 Jul 2022 */
  readonly twentyPercent: Traced<TwentyPercentExemption>
  /** old art. 8(21): employment started 2012 .. 25 Jul 2022 */
  readonly twentyPercentLegacy: Traced<TwentyPercentLegacyExemption>
  /** art. 8(23A) as amended 30 Jun 2023 (retroactive to 1 Jan 2022) */
  readonly fiftyPercent: Traced<FiftyPercentExemption>
}

export interface IncomeTaxYearRules {
  readonly year: TaxYear
  readonly bands: Traced<ReadonlyArray<TaxBand>>
  readonly article14: Article14Rules
  readonly rentalAllowancePercent: Traced<number>
  readonly donations: Traced<string>
  readonly personalDeductions2026: PersonalDeductions2026 | null
  /** art. 20: a foreign pension taxed at this rate above the exempt amount, if the person so chooses for the year */
  readonly foreignPensionRatePercent: Traced<number>
  readonly foreignPensionExemptAmount: Traced<number>
  readonly interestExempt: Traced<boolean>
  readonly dividendsExempt: Traced<boolean>
  readonly article8: Article8Rules
}

const isReformYear = (year: TaxYear): year is ReformYear => (REFORM_YEARS as ReadonlyArray<number>).includes(year)

const personalDeductions = (year: ReformYear): PersonalDeductions2026 => ({
  childAmounts: at(CHILD_AMOUNTS, year),
  singleParentMultiplier: at(SINGLE_PARENT_MULTIPLIER, year),
  childDefinition: at(CHILD_DEFINITION, year),
  housingMax: at(HOUSING_MAX, year),
  greenMax: at(GREEN_MAX, year),
  greenCarryForwardYears: at(GREEN_CARRY_FORWARD_YEARS, year),
  singlePersonIncomeLimit: at(SINGLE_PERSON_INCOME_LIMIT, year),
  familyIncomeLimits: at(FAMILY_INCOME_LIMITS, year),
  singleParentIncomeLimits: at(SINGLE_PARENT_INCOME_LIMITS, year),
  singleParentLimitDispute: at(SINGLE_PARENT_LIMIT_DISPUTE, year),
  residentsOnly: at(RESIDENTS_ONLY, year)
})

const yearRules = (year: TaxYear): IncomeTaxYearRules => ({
  year,
  bands: at(INCOME_TAX_BANDS, year),
  article14: {
    capFractionOfIncome: at(ART14_CAP_FRACTION, year),
    lifeInsurancePercentOfSumInsured: at(ART14_LIFE_INSURANCE_PERCENT, year),
    pensionFundPercentOfRemuneration: at(ART14_PENSION_FUND_PERCENT, year),
    medicalFundPercentOfRemuneration: at(ART14_MEDICAL_FUND_PERCENT, year),
    naturalDisasterInsuranceMax: isReformYear(year) ? at(ART14_NATURAL_DISASTER_INSURANCE_MAX, year) : null
  },
  rentalAllowancePercent: at(RENTAL_ALLOWANCE_PERCENT, year),
  donations: at(DONATIONS, year),
  personalDeductions2026: isReformYear(year) ? personalDeductions(year) : null,
  foreignPensionRatePercent: at(FOREIGN_PENSION_RATE_PERCENT, year),
  foreignPensionExemptAmount: at(FOREIGN_PENSION_EXEMPT_AMOUNT, year),
  interestExempt: at(INTEREST_INCOME_TAX_EXEMPT, year),
  dividendsExempt: at(DIVIDEND_INCOME_TAX_EXEMPT, year),
  article8: {
    twentyPercent: at(ART8_TWENTY_PERCENT, year),
    twentyPercentLegacy: at(ART8_TWENTY_PERCENT_LEGACY, year),
    fiftyPercent: at(ART8_FIFTY_PERCENT, year)
  }
})

export const INCOME_TAX_RULES: Readonly<Record<TaxYear, IncomeTaxYearRules>> = Object.fromEntries(
  TAX_YEARS.map((year) => [year, yearRules(year)])
) as Record<TaxYear, IncomeTaxYearRules>

const firstReformYear = REFORM_YEARS[0]
if (firstReformYear === undefined) throw new Error("no tax year holds the 2026 reform's personal deductions")

/** The first tax year of the 2026 reform (the first whose rules hold its personal deductions), for prose and checks. */
export const TAX_REFORM_YEAR: TaxYear = firstReformYear

/** The new personal deductions of the 2026 reform as of its first year (INCOME_TAX_RULES has each year's). */
export const PERSONAL_DEDUCTIONS_2026: PersonalDeductions2026 = personalDeductions(firstReformYear)
