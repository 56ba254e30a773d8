import { at, type DatedParameter, type Traced } from "./parameter.ts"
import { TAX_YEARS_FROM_2025, type TaxYear, type TaxYearFrom2025 } from "./years.ts"

/**
 * Company-side rules for a Cyprus limited company paying its shareholder-director: corporate income
 * tax, Special Defence Contribution (SDC) on dividends, employer contributions on salary beyond the
 * employer social insurance share (social-insurance.ts) and the deemed dividend distribution.
 * Personal income tax, employee social insurance and GESY come from income-tax.ts,
 * social-insurance.ts and gesy.ts. One dated parameter per fact, resolved by year with `at` into COMPANY_RULES.
 * The corporate tax rate, the SDC rate on dividends of residents domiciled in Cyprus and the deemed dividend
 * distribution are keyed by tax year (of the profits): the 2026 reform changed each, so a new tax year's
 * figures are read before the service answers for it (adding a year fails the type check here). The other
 * facts are fixed by their laws until amended: periods; a period from 2025 is in force at least from 2025,
 * the first tax year held (its earlier start was not checked).
 */

export const COMPANY_TAX_YEARS = TAX_YEARS_FROM_2025
export type CompanyTaxYear = TaxYearFrom2025

/** Service limit of the published interface: a money input above this is refused (400). */
export const MAX_MONEY_INPUT = 1_000_000

/**
 * Default yearly cost of running the company (statutory audit and accounts that the Companies Law
 * Cap. 113 requires of every company, company secretary, annual return). A modelling assumption of the
 * service, not a cited figure: used only when annualCorporateAdminCost is omitted, and disclosed.
 */
export const DEFAULT_ANNUAL_CORPORATE_ADMIN_COST = 2_000

const ITL = "Income Tax Law 118(I)/2002"
const SDCL = "Special Contribution for the Defence of the Republic Law 117(I)/2002"
const GHS = "General Healthcare System Law 89(I)/2001"

/** Which earnings an employer contribution is charged on. */
export type ContributionBase = "social-insurance-ceiling" | "gesy-ceiling" | "uncapped"

export interface EmployerContributionRule {
  readonly ratePercent: Traced<number>
  readonly base: ContributionBase
}

export interface DeemedDividendDistribution {
  /** whether profits of this tax year can be deemed distributed */
  readonly applies: boolean
  readonly description: string
}

export interface CompanyYearRules {
  readonly year: CompanyTaxYear
  /** the personal income tax year whose rules apply to the salary */
  readonly incomeTaxYear: TaxYear
  readonly corporateTaxRatePercent: Traced<number>
  /** SDC on dividends paid out of this year's profits to a Cyprus tax resident and domiciled individual */
  readonly dividendSdcDomiciledPercent: Traced<number>
  /** SDC on dividends to a resident who is not domiciled in Cyprus */
  readonly dividendSdcNonDomiciledPercent: Traced<number>
  /** dividends are exempt from personal income tax (they bear SDC and GESY instead) */
  readonly dividendIncomeTaxExempt: Traced<boolean>
  /** GESY on dividends is due from every Cyprus tax resident, domiciled or not (rate and ceiling: gesy.ts) */
  readonly dividendGesyRegardlessOfDomicile: Traced<boolean>
  readonly employer: {
    readonly socialCohesion: EmployerContributionRule
    readonly redundancyFund: EmployerContributionRule
    readonly humanResourceDevelopment: EmployerContributionRule
    readonly gesy: EmployerContributionRule
  }
  /** Employer contributions (including social cohesion) are deducted with the salary for corporate tax. */
  readonly employerContributionsDeductible: Traced<boolean>
  readonly deemedDividendDistribution: Traced<DeemedDividendDistribution>
}

/** An employer contribution rate (percent), in force at least from 2025. */
const employerRate = (
  description: string,
  rule: string,
  sources: DatedParameter<number>["sources"],
  value: number,
  note?: string
): DatedParameter<number> => ({
  description,
  unit: "percent",
  rule,
  sources,
  values: [{ from: 2025, value, ...(note === undefined ? {} : { note }) }]
})

export const EMPLOYER_SOCIAL_COHESION_RATE = employerRate(
  "Employer's social cohesion fund contribution, on all emoluments",
  "Social Cohesion Fund Law of 2002: employer's contribution on all emoluments, with no upper limit",
  ["co-andersen-si-2025", "co-investcyprus-social-insurance", "co-mlsi-contribution-examples-2020"],
  2
)

export const EMPLOYER_REDUNDANCY_FUND_RATE = employerRate(
  "Employer's redundancy fund contribution, on insurable earnings",
  "Termination of Employment Law 24/1967, Redundancy Fund: employer's contribution on insurable earnings",
  ["co-andersen-si-2025", "co-mlsi-contribution-examples-2020", "co-argyropoulos-payroll"],
  1.2,
  "Charged because the director is modelled as employed by the company under a contract (co-qnta-owner-director); " +
    "whether it applies to a director paid only director's fees is not confirmed."
)

export const EMPLOYER_HUMAN_RESOURCE_DEVELOPMENT_RATE = employerRate(
  "Employer's human resource development levy, on insurable earnings",
  "Human Resource Development Law 125(I)/1999: employer's levy on insurable earnings",
  ["co-andersen-si-2025", "co-mlsi-contribution-examples-2020", "co-argyropoulos-payroll"],
  0.5,
  "As for the redundancy fund: charged on the director as an employee; not confirmed for director's fees only."
)

export const EMPLOYER_GESY_RATE = employerRate(
  "Employer's GESY contribution, on emoluments up to the yearly GESY income ceiling",
  `${GHS}, contributions of employers (since 1 Mar 2020), on emoluments up to the yearly GESY income ceiling (gesy.ts)`,
  ["co-deloitte-ghs-2020", "co-kpmg-ghs-2020", "co-mlsi-contribution-examples-2020", "co-argyropoulos-payroll"],
  2.9,
  "The payer of an officer's (director's) remuneration also pays 2.90%, but Deloitte reports no ceiling " +
    "for that category; the employee category (with the ceiling) is used here."
)

/** Keyed by the tax year of the profits; each year names the law that set its rate. */
export const CORPORATE_TAX_RATE: DatedParameter<number, CompanyTaxYear> = {
  description: "Corporate income tax rate",
  unit: "percent",
  rule: `${ITL}: corporate income tax rate`,
  sources: [],
  values: {
    2025: {
      value: 12.5,
      rule: `${ITL}: corporate income tax rate, tax years 2013 to 2025`,
      sources: ["co-orbitax-2026-reform", "co-asterisk-2026-faq", "co-andersen-2026-reform"]
    },
    2026: {
      value: 15,
      rule: `${ITL} as amended by the 2026 tax reform: corporate income tax rate for tax periods beginning on or after 1 Jan 2026`,
      sources: ["co-orbitax-2026-reform", "co-andersen-2026-reform", "co-asterisk-2026-faq", "co-indianos-2026-reform"]
    }
  }
}

/** Keyed by the tax year of the profits the dividend is paid out of. */
export const DIVIDEND_SDC_DOMICILED_RATE: DatedParameter<number, CompanyTaxYear> = {
  description: "SDC on dividends received by Cyprus tax resident and domiciled individuals, by the year of the profits",
  unit: "percent",
  rule: `${SDCL}, art. 3: SDC on dividends received by resident domiciled individuals`,
  sources: [],
  values: {
    2025: {
      value: 17,
      rule: `${SDCL}, art. 3: SDC on dividends received by resident domiciled individuals (2014-2025)`,
      sources: ["co-pconstantinou-sdc", "co-stavraki-sdc-domicile", "co-asterisk-2026-business"],
      note:
        "Dividends out of 2024-2025 profits are reported to keep the 17% rate even when paid from 2026 " +
        "(Asterisk); other summaries state only the 5% rate for dividends paid from 2026. Not confirmed by a primary source."
    },
    2026: {
      value: 5,
      rule: `${SDCL}, art. 3 as amended by the 2026 tax reform: SDC on dividends received by resident domiciled individuals`,
      sources: [
        "co-orbitax-2026-reform",
        "co-andersen-2026-reform",
        "co-indianos-2026-reform",
        "co-asterisk-2026-business"
      ]
    }
  }
}

/** Fixed by the 2015 amendment (16 Jul 2015): a period from 2015. */
export const DIVIDEND_SDC_NON_DOMICILED_RATE: DatedParameter<number> = {
  description: "SDC on dividends received by Cyprus tax residents not domiciled in Cyprus",
  unit: "percent",
  rule: `${SDCL}, art. 3 as amended 16 Jul 2015: SDC is charged only on individuals both tax resident and domiciled in Cyprus`,
  sources: ["co-mloucas-nondom-2015", "co-stavraki-sdc-domicile", "co-cypruslimited-nondom-sdc"],
  values: [{ from: 2015, value: 0 }]
}

export const DIVIDEND_INCOME_TAX_EXEMPT: DatedParameter<boolean> = {
  description: "Dividends are exempt from personal income tax (a yes/no condition)",
  unit: "units",
  rule: `${ITL}, art. 8 (dividends exempt from income tax)`,
  sources: ["co-cypruslimited-nondom-sdc", "iclg-cyprus-passive-income"],
  values: [
    {
      from: 2024,
      value: true,
      note: "Rests on secondary sources (Cyprus Limited, ICLG); the paragraph of art. 8 was not read."
    }
  ]
}

export const DIVIDEND_GESY_REGARDLESS_OF_DOMICILE: DatedParameter<boolean> = {
  description: "GESY on dividends is due from every Cyprus tax resident, domiciled or not (a yes/no condition)",
  unit: "units",
  rule: `${GHS}: contributions on dividends of Cyprus tax residents, domiciled or not`,
  sources: ["co-argyropoulos-payroll", "co-relikor-ddd-2025", "co-andersen-ddd-2025"],
  values: [{ from: 2025, value: true }]
}

export const EMPLOYER_CONTRIBUTIONS_DEDUCTIBLE: DatedParameter<boolean> = {
  description: "Salary and the employer's contributions on it are deductible for corporate tax (a yes/no condition)",
  unit: "units",
  rule: `${ITL}: salary and the employer's contributions on it are expenses incurred wholly and exclusively for the business`,
  sources: ["co-argyropoulos-payroll", "co-ajd-contributions-2017"],
  values: [
    {
      from: 2025,
      value: true,
      note:
        "One source (AJD Consulting, 2017) says the 2% social cohesion contribution is not deductible for corporation tax; " +
        "not confirmed elsewhere. Treated as deductible; the difference is at most 2% of the salary times the corporate tax rate."
    }
  ]
}

/** Keyed by the tax year of the profits: repealed for profits from 2026. */
export const DEEMED_DIVIDEND_DISTRIBUTION: DatedParameter<DeemedDividendDistribution, CompanyTaxYear> = {
  description: "Deemed dividend distribution of the profits of the tax year",
  unit: "units",
  rule: `${SDCL}: deemed dividend distribution`,
  sources: [],
  values: {
    2025: {
      value: {
        applies: true,
        description:
          "Profits of 2025 not distributed within two years are deemed 70% distributed (SDC and GESY due on the " +
          "deemed amount); paying the whole profit out as dividend, as modelled here, leaves nothing to deem."
      },
      rule: `${SDCL}: deemed dividend distribution, applying to profits of tax years to 2025`,
      sources: ["co-relikor-ddd-2025", "co-andersen-ddd-2025", "co-asterisk-2026-faq"]
    },
    2026: {
      value: {
        applies: false,
        description:
          "Abolished for profits earned from 1 Jan 2026: retained 2026 profits are not deemed distributed. " +
          "The new 10% rule on constructive (disguised) dividends is not modelled."
      },
      rule: `${SDCL} as amended by the 2026 tax reform (deemed dividend distribution repealed for profits from 2026)`,
      sources: ["co-orbitax-2026-reform", "co-andersen-2026-reform", "co-asterisk-2026-faq"]
    }
  }
}

const yearRules = (year: CompanyTaxYear): CompanyYearRules => ({
  year,
  incomeTaxYear: year,
  corporateTaxRatePercent: at(CORPORATE_TAX_RATE, year),
  dividendSdcDomiciledPercent: at(DIVIDEND_SDC_DOMICILED_RATE, year),
  dividendSdcNonDomiciledPercent: at(DIVIDEND_SDC_NON_DOMICILED_RATE, year),
  dividendIncomeTaxExempt: at(DIVIDEND_INCOME_TAX_EXEMPT, year),
  dividendGesyRegardlessOfDomicile: at(DIVIDEND_GESY_REGARDLESS_OF_DOMICILE, year),
  employer: {
    socialCohesion: { ratePercent: at(EMPLOYER_SOCIAL_COHESION_RATE, year), base: "uncapped" },
    redundancyFund: { ratePercent: at(EMPLOYER_REDUNDANCY_FUND_RATE, year), base: "social-insurance-ceiling" },
    humanResourceDevelopment: {
      ratePercent: at(EMPLOYER_HUMAN_RESOURCE_DEVELOPMENT_RATE, year),
      base: "social-insurance-ceiling"
    },
    gesy: { ratePercent: at(EMPLOYER_GESY_RATE, year), base: "gesy-ceiling" }
  },
  employerContributionsDeductible: at(EMPLOYER_CONTRIBUTIONS_DEDUCTIBLE, year),
  deemedDividendDistribution: at(DEEMED_DIVIDEND_DISTRIBUTION, year)
})

export const COMPANY_RULES: Readonly<Record<CompanyTaxYear, CompanyYearRules>> = Object.fromEntries(
  COMPANY_TAX_YEARS.map((year) => [year, yearRules(year)])
) as Record<CompanyTaxYear, CompanyYearRules>
