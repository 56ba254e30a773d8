import type { Cited, TaxYear } from "./income-tax.ts"
import type { SourceId } from "./sources.ts"

/**
 * Social Insurance contributions (Social Insurance Law 59(I)/2010) by contribution year.
 * Employees in the public sector (civil servants) are in the same "employee" category as private
 * employees (cysa-compulsory-insurance) and pay the same rate.
 */

const SIL = "Social Insurance Law 59(I)/2010"

export interface SocialInsuranceYearRules {
  readonly year: TaxYear
  readonly employeeRatePercent: Cited<number>
  /** shown for information only: never deducted from the employee's pay */
  readonly employerRatePercent: Cited<number>
  readonly selfEmployedRatePercent: Cited<number>
  /** yearly maximum insurable earnings (weekly and monthly figures in the note) */
  readonly maxInsurableEarnings: Cited<number>
}

const rates = (sources: ReadonlyArray<SourceId>) => ({
  employeeRatePercent: { value: 8.8, rule: `${SIL}, art. 5 (employee share)`, sources },
  employerRatePercent: { value: 8.8, rule: `${SIL}, art. 5 (employer share)`, sources },
  selfEmployedRatePercent: { value: 16.6, rule: `${SIL}, art. 12 (self-employed)`, sources }
})

export const SOCIAL_INSURANCE_RULES: Readonly<Record<TaxYear, SocialInsuranceYearRules>> = {
  "2024": {
    year: "2024",
    ...rates(["kpmg-si-2024", "ktc-si", "businessincyprus-si"]),
    maxInsurableEarnings: {
      value: 62_868,
      rule: `${SIL}, maximum insurable earnings 2024`,
      sources: ["kpmg-si-2024", "ktc-si"],
      note: "EUR 1,209 a week / 5,239 a month."
    }
  },
  "2025": {
    year: "2025",
    ...rates(["kpmg-si-2025", "ktc-si", "businessincyprus-si"]),
    maxInsurableEarnings: {
      value: 66_612,
      rule: `${SIL}, maximum insurable earnings 2025`,
      sources: ["kpmg-si-2025", "ktc-si"],
      note: "EUR 1,281 a week / 5,551 a month."
    }
  },
  "2026": {
    year: "2026",
    ...rates(["andersen-si-2026", "mtarget-si-2026", "businessincyprus-si"]),
    maxInsurableEarnings: {
      value: 68_904,
      rule: `${SIL}, maximum insurable earnings 2026`,
      sources: ["andersen-si-2026", "mtarget-si-2026"],
      note: "EUR 1,325 a week / 5,742 a month."
    }
  }
}

/**
 * Self-employed occupational categories as listed by the Social Insurance Services (category
 * names as in acs-si-2020 and splcy). Contributions are due on the actual income, but not below
 * the category's minimum insurable income and not above the yearly maximum.
 */
export const OCCUPATIONAL_CATEGORIES = [
  "professional-up-to-10-years",
  "professional-over-10-years",
  "wholesaler-estate-agent-business-owner",
  "teacher",
  "builder-construction-trades",
  "technician-driver-clerical",
  "shopkeeper-cleaner-guard",
  "butcher-baker-confectioner",
  "farmer-fisherman-hawker-and-similar",
  "other"
] as const
export type OccupationalCategory = (typeof OCCUPATIONAL_CATEGORIES)[number]

export interface OccupationalCategoryRules {
  readonly label: string
  /** minimum annual insurable income per year; null = not confirmed (the calculator then applies no minimum and says so) */
  readonly minimumAnnualInsurableIncome: Readonly<Record<TaxYear, Cited<number | null>>>
}

const UNCONFIRMED_NOTE =
  "Not confirmed: no source read gives this category's minimum for this year (official table: Social " +
  "Insurance Services, open-data set 'Occupational categories and insurable earnings of self-employed')."

const unconfirmed = (year: TaxYear): Cited<number | null> => ({
  value: null,
  rule: `${SIL}, art. 12 and the Contributions Regulations (self-employed minimum insurable income, ${year})`,
  sources: ["acs-si-2020", "ktc-si"],
  note: UNCONFIRMED_NOTE
})

const allUnconfirmed = { "2024": unconfirmed("2024"), "2025": unconfirmed("2025"), "2026": unconfirmed("2026") }

export const OCCUPATIONAL_CATEGORY_RULES: Readonly<Record<OccupationalCategory, OccupationalCategoryRules>> = {
  "professional-up-to-10-years": {
    label:
      "Professionals in their first 10 years of practice: doctors, pharmacists, qualified health specialists, " +
      "accountants, economists, lawyers, architects, engineers, consultants and other professionals",
    minimumAnnualInsurableIncome: {
      ...allUnconfirmed,
      "2024": {
        value: 23_503,
        rule: `${SIL}, art. 12 and the Contributions Regulations (category 2a, 2024: 53 weeks)`,
        sources: ["logistaras-se-2024"],
        note: "One secondary source (an accounting firm) only."
      }
    }
  },
  "professional-over-10-years": {
    label: "The same professionals after more than 10 years of practice",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  "wholesaler-estate-agent-business-owner": {
    label: "Wholesalers, estate agents, company directors and other business owners (entrepreneurs)",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  teacher: {
    label: "Teachers and tutors (university, pre-primary, primary and secondary)",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  "builder-construction-trades": {
    label: "Builders and other persons in construction-industry trades",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  "technician-driver-clerical": {
    label:
      "Drivers, excavator operators, technicians, media associates, machine operators, assemblers, clerks, " +
      "typists, cashiers, secretaries",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  "shopkeeper-cleaner-guard": {
    label: "Shopkeepers, cleaners, messengers, guards, dry-cleaner owners",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  "butcher-baker-confectioner": {
    label: "Butchers, bakers, confectioners and similar trades",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  "farmer-fisherman-hawker-and-similar": {
    label:
      "Farmers, stock breeders, fishermen, hawkers, postmen, refuse collectors, mine and quarry workers, " +
      "travelling salesmen and similar occupations",
    minimumAnnualInsurableIncome: allUnconfirmed
  },
  other: {
    label: "Any other self-employed occupation not listed above",
    minimumAnnualInsurableIncome: allUnconfirmed
  }
}
