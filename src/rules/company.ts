import type { Cited } from "./income-tax.ts"
import { TAX_YEARS_FROM_2025, type TaxYear, type TaxYearFrom2025 } from "./years.ts"

/**
 * Company-side rules for a Cyprus limited company paying its shareholder-director: corporate income
 * tax, Special Defence Contribution (SDC) on dividends, employer contributions on salary beyond the
 * employer social insurance share (social-insurance.ts) and the deemed dividend distribution.
 * Personal income tax, employee social insurance and GESY come from income-tax.ts,
 * social-insurance.ts and gesy.ts. A new tax year is a new entry in COMPANY_RULES.
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
  readonly ratePercent: Cited<number>
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
  readonly corporateTaxRatePercent: Cited<number>
  /** SDC on dividends paid out of this year's profits to a Cyprus tax resident and domiciled individual */
  readonly dividendSdcDomiciledPercent: Cited<number>
  /** SDC on dividends to a resident who is not domiciled in Cyprus */
  readonly dividendSdcNonDomiciledPercent: Cited<number>
  /** dividends are exempt from personal income tax (they bear SDC and GESY instead) */
  readonly dividendIncomeTaxExempt: Cited<boolean>
  /** GESY on dividends is due from every Cyprus tax resident, domiciled or not (rate and ceiling: gesy.ts) */
  readonly dividendGesyRegardlessOfDomicile: Cited<boolean>
  readonly employer: {
    readonly socialCohesion: EmployerContributionRule
    readonly redundancyFund: EmployerContributionRule
    readonly humanResourceDevelopment: EmployerContributionRule
    readonly gesy: EmployerContributionRule
  }
  /** Employer contributions (including social cohesion) are deducted with the salary for corporate tax. */
  readonly employerContributionsDeductible: Cited<boolean>
  readonly deemedDividendDistribution: Cited<DeemedDividendDistribution>
}

const employer = {
  socialCohesion: {
    ratePercent: {
      value: 2,
      rule: "Social Cohesion Fund Law of 2002: employer's contribution on all emoluments, with no upper limit",
      sources: ["co-andersen-si-2025", "co-investcyprus-social-insurance", "co-mlsi-contribution-examples-2020"]
    },
    base: "uncapped"
  },
  redundancyFund: {
    ratePercent: {
      value: 1.2,
      rule: "Termination of Employment Law 24/1967, Redundancy Fund: employer's contribution on insurable earnings",
      sources: ["co-andersen-si-2025", "co-mlsi-contribution-examples-2020", "co-argyropoulos-payroll"],
      note: "Charged because the director is modelled as employed by the company under a contract (co-qnta-owner-director); " +
        "whether it applies to a director paid only director's fees is not confirmed."
    },
    base: "social-insurance-ceiling"
  },
  humanResourceDevelopment: {
    ratePercent: {
      value: 0.5,
      rule: "Human Resource Development Law 125(I)/1999: employer's levy on insurable earnings",
      sources: ["co-andersen-si-2025", "co-mlsi-contribution-examples-2020", "co-argyropoulos-payroll"],
      note: "As for the redundancy fund: charged on the director as an employee; not confirmed for director's fees only."
    },
    base: "social-insurance-ceiling"
  },
  gesy: {
    ratePercent: {
      value: 2.9,
      rule: `${GHS}, contributions of employers (since 1 Mar 2020), on emoluments up to the yearly GESY income ceiling (gesy.ts)`,
      sources: ["co-deloitte-ghs-2020", "co-kpmg-ghs-2020", "co-mlsi-contribution-examples-2020", "co-argyropoulos-payroll"],
      note: "The payer of an officer's (director's) remuneration also pays 2.90%, but Deloitte reports no ceiling " +
        "for that category; the employee category (with the ceiling) is used here."
    },
    base: "gesy-ceiling"
  }
} as const satisfies CompanyYearRules["employer"]

const shared = {
  dividendSdcNonDomiciledPercent: {
    value: 0,
    rule: `${SDCL}, art. 3 as amended 16 Jul 2015: SDC is charged only on individuals both tax resident and domiciled in Cyprus`,
    sources: ["co-mloucas-nondom-2015", "co-stavraki-sdc-domicile", "co-cypruslimited-nondom-sdc"]
  },
  dividendIncomeTaxExempt: {
    value: true,
    rule: `${ITL}, art. 8 (dividends exempt from income tax)`,
    sources: ["co-cypruslimited-nondom-sdc"],
    note: "Rests on one secondary source (Cyprus Limited); the paragraph of art. 8 was not read."
  },
  dividendGesyRegardlessOfDomicile: {
    value: true,
    rule: `${GHS}: contributions on dividends of Cyprus tax residents, domiciled or not`,
    sources: ["co-argyropoulos-payroll", "co-relikor-ddd-2025", "co-andersen-ddd-2025"]
  },
  employer,
  employerContributionsDeductible: {
    value: true,
    rule: `${ITL}: salary and the employer's contributions on it are expenses incurred wholly and exclusively for the business`,
    sources: ["co-argyropoulos-payroll", "co-ajd-contributions-2017"],
    note: "One source (AJD Consulting, 2017) says the 2% social cohesion contribution is not deductible for corporation tax; " +
      "not confirmed elsewhere. Treated as deductible; the difference is at most 2% of the salary times the corporate tax rate."
  }
} as const

export const COMPANY_RULES: Readonly<Record<CompanyTaxYear, CompanyYearRules>> = {
  2025: {
    year: 2025,
    incomeTaxYear: 2025,
    corporateTaxRatePercent: {
      value: 12.5,
      rule: `${ITL}: corporate income tax rate, tax years 2013 to 2025`,
      sources: ["co-orbitax-2026-reform", "co-asterisk-2026-faq", "co-andersen-2026-reform"]
    },
    dividendSdcDomiciledPercent: {
      value: 17,
      rule: `${SDCL}, art. 3: SDC on dividends received by resident domiciled individuals (2014-2025)`,
      sources: ["co-pconstantinou-sdc", "co-stavraki-sdc-domicile", "co-asterisk-2026-business"],
      note: "Dividends out of 2024-2025 profits are reported to keep the 17% rate even when paid from 2026 " +
        "(Asterisk); other summaries state only the 5% rate for dividends paid from 2026. Not confirmed by a primary source."
    },
    ...shared,
    deemedDividendDistribution: {
      value: {
        applies: true,
        description: "Profits of 2025 not distributed within two years are deemed 70% distributed (SDC and GESY due on the " +
          "deemed amount); paying the whole profit out as dividend, as modelled here, leaves nothing to deem."
      },
      rule: `${SDCL}: deemed dividend distribution, applying to profits of tax years to 2025`,
      sources: ["co-relikor-ddd-2025", "co-andersen-ddd-2025", "co-asterisk-2026-faq"]
    }
  },
  2026: {
    year: 2026,
    incomeTaxYear: 2026,
    corporateTaxRatePercent: {
      value: 15,
      rule: `${ITL} as amended by the 2026 tax reform: corporate income tax rate for tax periods beginning on or after 1 Jan 2026`,
      sources: ["co-orbitax-2026-reform", "co-andersen-2026-reform", "co-asterisk-2026-faq", "co-indianos-2026-reform"]
    },
    dividendSdcDomiciledPercent: {
      value: 5,
      rule: `${SDCL}, art. 3 as amended by the 2026 tax reform: SDC on dividends received by resident domiciled individuals`,
      sources: ["co-orbitax-2026-reform", "co-andersen-2026-reform", "co-indianos-2026-reform", "co-asterisk-2026-business"]
    },
    ...shared,
    deemedDividendDistribution: {
      value: {
        applies: false,
        description: "Abolished for profits earned from 1 Jan 2026: retained 2026 profits are not deemed distributed. " +
          "The new 10% rule on constructive (disguised) dividends is not modelled."
      },
      rule: `${SDCL} as amended by the 2026 tax reform (deemed dividend distribution repealed for profits from 2026)`,
      sources: ["co-orbitax-2026-reform", "co-andersen-2026-reform", "co-asterisk-2026-faq"]
    }
  }
}
