import * as capitalGains from "./capital-gains.ts"
import * as cited from "./cited-parameters.ts"
import * as company from "./company.ts"
import * as defenceContribution from "./defence-contribution.ts"
import * as gesy from "./gesy.ts"
import * as incomeTax from "./income-tax.ts"
import * as investmentVehicles from "./investment-vehicles.ts"
import * as lifeInsurance from "./life-insurance.ts"
import type { DatedParameter } from "./parameter.ts"
import * as propertyCosts from "./property-costs.ts"
import * as socialInsurance from "./social-insurance.ts"
import * as statePension from "./state-pension.ts"
import * as stockOptions from "./stock-options.ts"

/**
 * Every rule parameter by a stable id, for GET /rules (OpenFisca's /parameters). An id is `<topic>.<name>`:
 * the topic is the module that holds the figure (income-tax, gesy, social-insurance, state-pension, company,
 * capital-gains, stock-options, life-insurance, investment-vehicles, property-costs, cpi), the name its export
 * in kebab case without the topic's own prefix (GESY_EMPLOYEE_RATE: gesy.employee-rate), and a member of a
 * group of parameters adds its key (social-insurance.pension.statutory-pension-age). The ids are written here
 * once and kept when code is renamed; test/rules/registry.test.ts fails on a parameter of src/rules left out.
 */

// biome-ignore lint/suspicious/noExplicitAny: a parameter of any value type and any year type
export type RuleParameter = DatedParameter<any, any>

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The members of a group, each under `<prefix>.<key in kebab case>`. */
const group = (prefix: string, members: Readonly<Record<string, RuleParameter>>) =>
  Object.entries(members).map(([key, parameter]): [string, RuleParameter] => [`${prefix}.${kebab(key)}`, parameter])

const ENTRIES: ReadonlyArray<readonly [string, RuleParameter]> = [
  ["income-tax.bands", incomeTax.INCOME_TAX_BANDS],
  ["income-tax.art14-cap-fraction", incomeTax.ART14_CAP_FRACTION],
  ["income-tax.art14-life-insurance-percent", incomeTax.ART14_LIFE_INSURANCE_PERCENT],
  ["income-tax.art14-pension-fund-percent", incomeTax.ART14_PENSION_FUND_PERCENT],
  ["income-tax.art14-medical-fund-percent", incomeTax.ART14_MEDICAL_FUND_PERCENT],
  ["income-tax.art14-natural-disaster-insurance-max", incomeTax.ART14_NATURAL_DISASTER_INSURANCE_MAX],
  ["income-tax.art8-twenty-percent", incomeTax.ART8_TWENTY_PERCENT],
  ["income-tax.art8-twenty-percent-legacy", incomeTax.ART8_TWENTY_PERCENT_LEGACY],
  ["income-tax.art8-fifty-percent", incomeTax.ART8_FIFTY_PERCENT],
  ["income-tax.donations", incomeTax.DONATIONS],
  ["income-tax.child-amounts", incomeTax.CHILD_AMOUNTS],
  ["income-tax.single-parent-multiplier", incomeTax.SINGLE_PARENT_MULTIPLIER],
  ["income-tax.child-definition", incomeTax.CHILD_DEFINITION],
  ["income-tax.housing-max", incomeTax.HOUSING_MAX],
  ["income-tax.green-max", incomeTax.GREEN_MAX],
  ["income-tax.green-carry-forward-years", incomeTax.GREEN_CARRY_FORWARD_YEARS],
  ["income-tax.single-person-income-limit", incomeTax.SINGLE_PERSON_INCOME_LIMIT],
  ["income-tax.family-income-limits", incomeTax.FAMILY_INCOME_LIMITS],
  ["income-tax.single-parent-income-limits", incomeTax.SINGLE_PARENT_INCOME_LIMITS],
  ["income-tax.single-parent-limit-dispute", incomeTax.SINGLE_PARENT_LIMIT_DISPUTE],
  ["income-tax.residents-only", incomeTax.RESIDENTS_ONLY],
  ["income-tax.rental-allowance-percent", incomeTax.RENTAL_ALLOWANCE_PERCENT],
  ["income-tax.foreign-pension-rate", incomeTax.FOREIGN_PENSION_RATE_PERCENT],
  ["income-tax.foreign-pension-exempt-amount", incomeTax.FOREIGN_PENSION_EXEMPT_AMOUNT],
  ["income-tax.interest-exempt", incomeTax.INTEREST_INCOME_TAX_EXEMPT],
  ["defence-contribution.interest-rate", defenceContribution.SDC_INTEREST_RATE],
  ["defence-contribution.dividend-rate", defenceContribution.SDC_DIVIDEND_RATE],
  ["defence-contribution.rent-rate", defenceContribution.SDC_RENT_RATE],
  ["defence-contribution.rent-taxable-percent", defenceContribution.SDC_RENT_TAXABLE_PERCENT],
  ["defence-contribution.domiciled-only", defenceContribution.SDC_DOMICILED_ONLY],

  ["gesy.employee-rate", gesy.GESY_EMPLOYEE_RATE],
  ["gesy.self-employed-rate", gesy.GESY_SELF_EMPLOYED_RATE],
  ["gesy.pensioner-rate", gesy.GESY_PENSIONER_RATE],
  ["gesy.other-income-rate", gesy.GESY_OTHER_INCOME_RATE],
  ["gesy.annual-income-ceiling", gesy.GESY_ANNUAL_INCOME_CEILING],
  ["gesy.non-resident-scope", gesy.GESY_NON_RESIDENT_SCOPE],

  ["social-insurance.employee-rate", socialInsurance.EMPLOYEE_RATE],
  ["social-insurance.employer-rate", socialInsurance.EMPLOYER_RATE],
  ["social-insurance.self-employed-rate", socialInsurance.SELF_EMPLOYED_RATE],
  ["social-insurance.state-rate", socialInsurance.STATE_RATE],
  ["social-insurance.contribution-weeks", socialInsurance.CONTRIBUTION_WEEKS],
  ["social-insurance.weeks-in-annual-earnings", socialInsurance.WEEKS_IN_ANNUAL_EARNINGS],
  ...group("social-insurance.basic-insurable-earnings", socialInsurance.BASIC_INSURABLE_EARNINGS),
  ...group("social-insurance.max-insurable-earnings", socialInsurance.MAX_INSURABLE_EARNINGS),
  ["social-insurance.imputed-incomes-rise", socialInsurance.IMPUTED_INCOMES_RISE],
  ...group("social-insurance.pension", socialInsurance.PENSION),
  ...group("social-insurance.unemployment", socialInsurance.UNEMPLOYMENT),
  ...group("social-insurance.category-minimum", socialInsurance.CATEGORY_MINIMUM),
  ...group("social-insurance.category-minimum-basis", socialInsurance.CATEGORY_MINIMUM_BASIS),

  ...group("state-pension", statePension.STATE_PENSION),

  ["company.corporate-tax-rate", company.CORPORATE_TAX_RATE],
  ["company.dividend-sdc-domiciled-rate", company.DIVIDEND_SDC_DOMICILED_RATE],
  ["company.dividend-sdc-non-domiciled-rate", company.DIVIDEND_SDC_NON_DOMICILED_RATE],
  ["company.dividend-income-tax-exempt", company.DIVIDEND_INCOME_TAX_EXEMPT],
  ["company.dividend-gesy-regardless-of-domicile", company.DIVIDEND_GESY_REGARDLESS_OF_DOMICILE],
  ["company.employer-social-cohesion-rate", company.EMPLOYER_SOCIAL_COHESION_RATE],
  ["company.employer-redundancy-fund-rate", company.EMPLOYER_REDUNDANCY_FUND_RATE],
  ["company.employer-human-resource-development-rate", company.EMPLOYER_HUMAN_RESOURCE_DEVELOPMENT_RATE],
  ["company.employer-gesy-rate", company.EMPLOYER_GESY_RATE],
  ["company.employer-contributions-deductible", company.EMPLOYER_CONTRIBUTIONS_DEDUCTIBLE],
  ["company.deemed-dividend-distribution", company.DEEMED_DIVIDEND_DISTRIBUTION],

  ["capital-gains.rate", capitalGains.CGT_RATE],
  ...group("capital-gains.exemptions", capitalGains.CGT_EXEMPTIONS),
  ["capital-gains.no-exemption", capitalGains.CGT_NO_EXEMPTION],
  ["capital-gains.combined-cap", capitalGains.CGT_COMBINED_CAP],
  ["capital-gains.exemptions-amended-from", capitalGains.CGT_EXEMPTIONS_AMENDED_FROM],
  ["capital-gains.property-transfer-fee", capitalGains.PROPERTY_TRANSFER_FEE],
  ["capital-gains.cyp-per-eur", cited.CYP_PER_EUR_PARAMETER],
  ["capital-gains.euro-adoption", cited.EURO_ADOPTION_PARAMETER],
  ["capital-gains.valuation-base", cited.VALUATION_BASE_PARAMETER],

  ["stock-options.option-gain-employment-income", stockOptions.OPTION_GAIN_EMPLOYMENT_INCOME],
  ["stock-options.option-tax-point", stockOptions.OPTION_TAX_POINT],
  ["stock-options.option-gain-contributions", stockOptions.OPTION_GAIN_CONTRIBUTIONS],
  ["stock-options.option-gain-social-insurance-charged", stockOptions.OPTION_GAIN_SOCIAL_INSURANCE_CHARGED],
  ["stock-options.option-gain-social-insurance-not-charged", stockOptions.OPTION_GAIN_SOCIAL_INSURANCE_NOT_CHARGED],
  ["stock-options.later-sale-of-shares", stockOptions.LATER_SALE_OF_SHARES],
  ["stock-options.approved-scheme-in-force", stockOptions.APPROVED_SCHEME_IN_FORCE],
  ["stock-options.approved-scheme-flat-rate", stockOptions.APPROVED_SCHEME_FLAT_RATE],
  ["stock-options.approved-scheme-salary-multiple-cap", stockOptions.APPROVED_SCHEME_SALARY_MULTIPLE_CAP],
  ["stock-options.approved-scheme-aggregate-cap", stockOptions.APPROVED_SCHEME_AGGREGATE_CAP],
  ["stock-options.approved-scheme-excess-treatment", stockOptions.APPROVED_SCHEME_EXCESS_TREATMENT],
  ["stock-options.approved-scheme-residents-only", stockOptions.APPROVED_SCHEME_RESIDENTS_ONLY],
  ["stock-options.approved-scheme-existing-schemes-deadline", stockOptions.APPROVED_SCHEME_EXISTING_SCHEMES_DEADLINE],

  ["life-insurance.securities-gains-tax-percent", lifeInsurance.SECURITIES_GAINS_TAX_PERCENT],
  ["life-insurance.surrender-clawback", lifeInsurance.SURRENDER_CLAWBACK],
  ["life-insurance.partial-surrender", lifeInsurance.PARTIAL_SURRENDER],

  ["investment-vehicles.capital-sums-tax-percent", investmentVehicles.CAPITAL_SUMS_TAX_PERCENT],

  ["property-costs.transfer-fee-bands", propertyCosts.TRANSFER_FEE_BANDS],
  ["property-costs.transfer-fee-reduction-without-vat", propertyCosts.TRANSFER_FEE_REDUCTION_WITHOUT_VAT],
  ["property-costs.transfer-fee-exempt-when-vat", propertyCosts.TRANSFER_FEE_EXEMPT_WHEN_VAT],
  ["property-costs.stamp-duty-due", propertyCosts.STAMP_DUTY_DUE],
  ["property-costs.stamp-duty-bands", propertyCosts.STAMP_DUTY_BANDS],
  ["property-costs.stamp-duty-max", propertyCosts.STAMP_DUTY_MAX],
  ["property-costs.vat-standard-rate", propertyCosts.VAT_STANDARD_RATE],
  ["property-costs.vat-reduced-rate", propertyCosts.VAT_REDUCED_RATE],
  ["property-costs.vat-reduced-limits", propertyCosts.VAT_REDUCED_LIMITS],
  ["property-costs.vat-resale-rate", propertyCosts.VAT_RESALE_RATE],
  ["property-costs.immovable-property-tax-due", propertyCosts.IMMOVABLE_PROPERTY_TAX_DUE],

  ["cpi.annual", cited.ANNUAL_CPI_PARAMETER]
]

const byId = new Map<string, RuleParameter>()
for (const [id, parameter] of ENTRIES) {
  if (byId.has(id)) throw new Error(`rules registry: the id ${id} is given twice`)
  byId.set(id, parameter)
}

/** Every rule parameter by id, in the order above (by topic). */
export const RULE_PARAMETERS: ReadonlyMap<string, RuleParameter> = byId

/**
 * The ids of the parameters that state each rule (law and article), as an answer's traces name it: the parameter's
 * own rule, and any rule a value of it names (an amending law). An answer's cited rule links to these rule pages.
 */
export const RULE_IDS_BY_LAW: ReadonlyMap<string, ReadonlyArray<string>> = (() => {
  const ids = new Map<string, Array<string>>()
  const add = (rule: string, id: string) => {
    const list = ids.get(rule) ?? []
    if (!list.includes(id)) list.push(id)
    ids.set(rule, list)
  }
  for (const [id, parameter] of byId) {
    add(parameter.rule, id)
    const values = Array.isArray(parameter.values) ? parameter.values : Object.values(parameter.values)
    for (const value of values as ReadonlyArray<{ readonly rule?: string }>) if (value.rule) add(value.rule, id)
  }
  return ids
})()
