import type { Cited } from "./income-tax.ts"
import { TAX_YEARS, type TaxYear } from "./years.ts"
import { firstMonday, getSocialInsuranceReference } from "./social-insurance-reference.ts"
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
  2024: {
    year: 2024,
    ...rates(["kpmg-si-2024", "ktc-si", "businessincyprus-si"]),
    maxInsurableEarnings: {
      value: 62_868,
      rule: `${SIL}, maximum insurable earnings 2024`,
      sources: ["kpmg-si-2024", "ktc-si"],
      note: "EUR 1,209 a week / 5,239 a month."
    }
  },
  2025: {
    year: 2025,
    ...rates(["kpmg-si-2025", "ktc-si", "businessincyprus-si"]),
    maxInsurableEarnings: {
      value: 66_612,
      rule: `${SIL}, maximum insurable earnings 2025`,
      sources: ["kpmg-si-2025", "ktc-si"],
      note: "EUR 1,281 a week / 5,551 a month."
    }
  },
  2026: {
    year: 2026,
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
 * the category's minimum insurable income and not above the yearly maximum. On application the
 * SIS may assess a lower actual income (si-asgard-se-2024); the calculator discloses that.
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

/**
 * Contribution weeks of a contribution year: it runs from the first Monday of January to the day
 * before the next year's first Monday (the SIS yearly changes take effect on 3.1.2022, 2.1.2023,
 * 1.1.2024 and 5.1.2026, all first Mondays). 53 in 2024 (as logistaras-se-2024 counts), 52 in 2025 and 2026.
 */
export const contributionWeeks = (year: number): number =>
  Math.round((Date.parse(firstMonday(year + 1, 1)) - Date.parse(firstMonday(year, 1))) / (7 * 86_400_000))

/** A weekly category minimum published in a secondary copy of an SIS table, to check the multiple against. */
export interface PublishedWeeklyMinimum {
  readonly year: number
  readonly weekly: number
  readonly source: SourceId
}

/**
 * Why a category's minimum is what it is. Every published category figure read (2020: ACS table;
 * 2024: asgard, logistaras; 2020 yearly: splcy) is a fixed multiple of the weekly basic insurable
 * earnings (BIE) of its year, to the cent; the yearly SIS rise of the "imputed incomes" is the BIE
 * rise. The multiples are inferred from those fits; the Contributions Regulations that fix them
 * were not read. null = no published figure of the category was read.
 */
export interface CategoryMinimumBasis {
  readonly multipleOfWeeklyBie: number | null
  readonly published: ReadonlyArray<PublishedWeeklyMinimum>
  readonly sources: ReadonlyArray<SourceId>
  /** what the evidence is, and any disagreement between sources */
  readonly evidence: string
}

const ACS_2020 = (weekly: number): PublishedWeeklyMinimum => ({ year: 2020, weekly, source: "acs-si-2020" })
const ASGARD_2024 = (weekly: number): PublishedWeeklyMinimum => ({ year: 2024, weekly, source: "si-asgard-se-2024" })

export const CATEGORY_MINIMUM_BASIS: Readonly<Record<OccupationalCategory, CategoryMinimumBasis>> = {
  "professional-up-to-10-years": {
    multipleOfWeeklyBie: 2.2,
    published: [ACS_2020(386.98), ASGARD_2024(443.45)],
    sources: ["acs-si-2020", "si-splcy-se", "si-asgard-se-2024", "logistaras-se-2024"],
    evidence: "2020: 386.98 a week (ACS), 20,123 a year (splcy); 2024: 443.45 a week (asgard), 23,503 a year = 443.45 x 53 (logistaras)."
  },
  "professional-over-10-years": {
    multipleOfWeeklyBie: 4.45,
    published: [],
    sources: ["si-splcy-se", "acs-si-2020"],
    evidence: "2020: 783 a week, 40,704 a year (splcy only) = 782.76 x 52, the same figure as the ACS wholesalers/business owners row."
  },
  "wholesaler-estate-agent-business-owner": {
    multipleOfWeeklyBie: 4.45,
    published: [ACS_2020(782.76), ASGARD_2024(896.99)],
    sources: ["acs-si-2020", "si-asgard-se-2024"],
    evidence: "2020: 782.76 a week (ACS); 2024: 896.99 a week for estate agents (asgard)."
  },
  teacher: {
    multipleOfWeeklyBie: 2.15,
    published: [ACS_2020(378.19)],
    sources: ["acs-si-2020", "si-splcy-se", "si-asgard-se-2024"],
    evidence:
      "2020: 378.19 a week for professors and teachers (ACS), 19,666 a year (splcy). Sources disagree: asgard lists " +
      "'teaching professionals' with the 2.2 x BIE professionals (443.45 in 2024), and splcy shows a second teachers' " +
      "figure of 39,331 a year (4.30 x BIE, possibly teachers after 10 years). The lowest reading (2.15) is held."
  },
  "builder-construction-trades": {
    multipleOfWeeklyBie: 2.7,
    published: [ACS_2020(474.93), ASGARD_2024(544.24)],
    sources: ["acs-si-2020", "si-splcy-se", "si-asgard-se-2024"],
    evidence: "2020: 474.93 a week (ACS), 24,696 a year (splcy); 2024: 544.24 a week (asgard)."
  },
  "technician-driver-clerical": {
    multipleOfWeeklyBie: 2.15,
    published: [ACS_2020(378.19)],
    sources: ["acs-si-2020"],
    evidence:
      "2020: 378.19 a week (ACS only). A 2023 article's '395.51 to 408.84' (nvorkas.com.cy) is 2.15 x the 2021 BIE " +
      "raised by 3.37%, i.e. applied to a stale base; not used."
  },
  "shopkeeper-cleaner-guard": {
    multipleOfWeeklyBie: 2.05,
    published: [ACS_2020(360.6)],
    sources: ["acs-si-2020"],
    evidence: "2020: 360.60 a week (ACS only)."
  },
  "butcher-baker-confectioner": {
    multipleOfWeeklyBie: 1.65,
    published: [ACS_2020(290.24)],
    sources: ["acs-si-2020"],
    evidence: "2020: 290.24 a week (ACS only)."
  },
  "farmer-fisherman-hawker-and-similar": {
    multipleOfWeeklyBie: 1.5,
    published: [ACS_2020(263.85)],
    sources: ["acs-si-2020", "si-splcy-se"],
    evidence: "2020: 263.85 a week (ACS), 13,720 a year (splcy)."
  },
  other: {
    multipleOfWeeklyBie: null,
    published: [],
    sources: ["acs-si-2020", "ktc-si"],
    evidence:
      "No source read gives a minimum for occupations outside the categories above (the ACS table has a further row, " +
      "designers, computer users, ship engineers, agents, musicians..., whose figure was not read)."
  }
}

/** The SIS announcement of the yearly rise of the imputed incomes, where one was read. */
const YEARLY_RISE: Readonly<Record<number, { readonly text: string; readonly sources: ReadonlyArray<SourceId> }>> = {
  2024: { text: "SIS: imputed incomes +4.73% from 1.1.2024; 192.47 (2023) x 1.0473 = 201.57 agrees", sources: ["si-mlsi-2024"] },
  2025: {
    text:
      "the SIS 2025 % rise of the imputed incomes was not read; the weekly BIE is the one derived from the 2025 full " +
      "basic pension, i.e. the 5.94% pension rise is assumed (in 2022 and 2026 the two rises were equal)",
    sources: ["si-famagusta-2025"]
  },
  2026: { text: "SIS: imputed incomes +3.38% from 5.1.2026 (reported by Politis); 213.54 x 1.0338 = 220.76 agrees", sources: ["si-politis-2026"] }
}

const SIL_MINIMUM = (year: TaxYear) => `${SIL}, art. 12 and the Contributions Regulations (self-employed minimum insurable income, ${year})`

const UNCONFIRMED_NOTE =
  "Not confirmed: no source read gives this category's minimum for this year (official table: Social " +
  "Insurance Services, open-data set 'Occupational categories and insurable earnings of self-employed')."

const eur = (n: number): string => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const withoutDuplicates = <T>(xs: ReadonlyArray<T>): ReadonlyArray<T> => [...new Set(xs)]

/**
 * A category's minimum annual insurable income for a year: weekly minimum = multiple x weekly BIE
 * (rounded to the cent), annual = weekly x contribution weeks, rounded to the euro as the SIS tables
 * print annual figures (386.98 x 52 = 20,122.96 -> 20,123; 443.45 x 53 = 23,502.85 -> 23,503).
 */
const categoryMinimum = (basis: CategoryMinimumBasis, year: TaxYear): Cited<number | null> => {
  const bie = getSocialInsuranceReference(Number(year))?.basicInsurableEarnings.weekly
  if (basis.multipleOfWeeklyBie === null || bie === undefined || bie.value === null) {
    return { value: null, rule: SIL_MINIMUM(year), sources: basis.sources, note: `${UNCONFIRMED_NOTE} ${basis.evidence}` }
  }
  const multipleHundredths = Math.round(basis.multipleOfWeeklyBie * 100)
  const weeklyC = Math.round((multipleHundredths * Math.round(bie.value * 100)) / 100)
  const weeks = contributionWeeks(Number(year))
  const annual = Math.round((weeklyC * weeks) / 100)
  const published = basis.published.find((p) => p.year === Number(year))
  const rise = YEARLY_RISE[Number(year)]
  const note =
    `Derived, not read in an SIS table: ${basis.multipleOfWeeklyBie.toFixed(2)} x weekly basic insurable earnings ${year} ` +
    `${bie.value.toFixed(2)} (${bie.status === "official" ? "official" : "itself derived, arithmetic in social-insurance-reference.ts"}) = ` +
    `${(weeklyC / 100).toFixed(2)} a week` +
    (published === undefined ? "" : `, the weekly figure published for ${year} (${published.source})`) +
    `; x ${weeks} contribution weeks = ${eur((weeklyC * weeks) / 100)}, held rounded to the euro as SIS tables print ` +
    `annual figures: ${annual.toLocaleString("en-US")}. Multiple inferred from the published figures (secondary sources only): ${basis.evidence}` +
    (rise === undefined ? "" : ` ${year}: ${rise.text}.`) +
    " On application the SIS may assess contributions on actual income below this minimum (si-asgard-se-2024)."
  return {
    value: annual,
    rule: SIL_MINIMUM(year),
    sources: withoutDuplicates([...basis.sources, ...bie.sources, ...(rise?.sources ?? []), "si-asgard-se-2024"]),
    note
  }
}

const minimumsOf = (basis: CategoryMinimumBasis): Readonly<Record<TaxYear, Cited<number | null>>> =>
  Object.fromEntries(TAX_YEARS.map((year) => [year, categoryMinimum(basis, year)])) as Record<TaxYear, Cited<number | null>>

const LABELS: Readonly<Record<OccupationalCategory, string>> = {
  "professional-up-to-10-years":
    "Professionals in their first 10 years of practice: doctors, pharmacists, qualified health specialists, " +
    "accountants, economists, lawyers, architects, engineers, consultants and other professionals",
  "professional-over-10-years": "The same professionals after more than 10 years of practice",
  "wholesaler-estate-agent-business-owner": "Wholesalers, estate agents, company directors and other business owners (entrepreneurs)",
  teacher: "Teachers and tutors (university, pre-primary, primary and secondary); the minimum held is the lowest the sources give",
  "builder-construction-trades": "Builders and other persons in construction-industry trades",
  "technician-driver-clerical":
    "Drivers, excavator operators, technicians, media associates, machine operators, assemblers, clerks, " +
    "typists, cashiers, secretaries",
  "shopkeeper-cleaner-guard": "Shopkeepers, cleaners, messengers, guards, dry-cleaner owners",
  "butcher-baker-confectioner": "Butchers, bakers, confectioners and similar trades",
  "farmer-fisherman-hawker-and-similar":
    "Farmers, stock breeders, fishermen, hawkers, postmen, refuse collectors, mine and quarry workers, " +
    "travelling salesmen and similar occupations",
  other: "Any other self-employed occupation not listed above (no minimum is held)"
}

export const OCCUPATIONAL_CATEGORY_RULES: Readonly<Record<OccupationalCategory, OccupationalCategoryRules>> =
  Object.fromEntries(
    OCCUPATIONAL_CATEGORIES.map((c) => [c, { label: LABELS[c], minimumAnnualInsurableIncome: minimumsOf(CATEGORY_MINIMUM_BASIS[c]) }])
  ) as Record<OccupationalCategory, OccupationalCategoryRules>
