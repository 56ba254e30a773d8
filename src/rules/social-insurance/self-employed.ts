import { formatDecimals, formatEur } from "../../core/format.ts"
import { cents, divRound, scaledInteger, wholeEuros } from "../../core/money.ts"
import type { SourceId } from "../sources.ts"
import { at, type DatedParameter, type Traced, type Value } from "../parameter.ts"
import { TAX_YEARS, type TaxYear } from "../years.ts"
import { CONTRIBUTION_WEEKS, type ContributionYear, SIL } from "./contribution-years.ts"
import { BASIC_INSURABLE_EARNINGS, IMPUTED_INCOMES_RISE, imputedIncomesRiseText } from "./earnings.ts"

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
  /** minimum annual insurable income per year; null = not confirmed (the calculator then applies no minimum and says
   * so) */
  readonly minimumAnnualInsurableIncome: Readonly<Record<TaxYear, Traced<number | null>>>
}

/** A weekly category minimum published in a secondary copy of an SIS table, to check the multiple against. */
export interface PublishedWeeklyMinimum {
  readonly year: number
  readonly weekly: number
  readonly source: SourceId
}

/**
 * Why a category's minimum is what it is: a dated parameter, the category's multiple of the weekly basic
 * insurable earnings (BIE). Every published category figure read (2020: ACS table; 2024: asgard,
 * logistaras; 2020 yearly: splcy) is a fixed multiple of the weekly BIE of its year, to the cent; the
 * yearly SIS rise of the "imputed incomes" is the BIE rise. The multiples are inferred from those fits
 * (one period from 2020); the Contributions Regulations that fix them were not read.
 */
export interface CategoryMinimumBasis extends DatedParameter<number | null> {
  /** the multiple held (its one period); null = no published figure of the category was read */
  readonly multipleOfWeeklyBie: number | null
  readonly published: ReadonlyArray<PublishedWeeklyMinimum>
  /** what the evidence is, and any disagreement between sources */
  readonly evidence: string
}

const SIL_MINIMUM = `${SIL}, art. 12 and the Contributions Regulations (self-employed minimum insurable income)`

const basis = (
  multiple: number | null,
  published: ReadonlyArray<PublishedWeeklyMinimum>,
  sources: ReadonlyArray<SourceId>,
  evidence: string
): CategoryMinimumBasis => ({
  description: "Self-employed category minimum, as a multiple of the weekly basic insurable earnings",
  unit: "ratio",
  rule: SIL_MINIMUM,
  sources,
  values: [
    multiple === null
      ? { from: 2020, value: null, status: "unconfirmed", note: evidence }
      : { from: 2020, value: multiple, note: evidence }
  ],
  multipleOfWeeklyBie: multiple,
  published,
  evidence
})

const ACS_2020 = (weekly: number): PublishedWeeklyMinimum => ({ year: 2020, weekly, source: "acs-si-2020" })
const ASGARD_2024 = (weekly: number): PublishedWeeklyMinimum => ({ year: 2024, weekly, source: "si-asgard-se-2024" })

export const CATEGORY_MINIMUM_BASIS: Readonly<Record<OccupationalCategory, CategoryMinimumBasis>> = {
  "professional-up-to-10-years": basis(
    2.2,
    [ACS_2020(386.98), ASGARD_2024(443.45)],
    ["acs-si-2020", "si-splcy-se", "si-asgard-se-2024", "logistaras-se-2024"],
    "2020: 386.98 a week (ACS), 20,123 a year (splcy); 2024: 443.45 a week (asgard), 23,503 a year = 443.45 x 53 (logistaras)."
  ),
  "professional-over-10-years": basis(
    4.45,
    [],
    ["si-splcy-se", "acs-si-2020"],
    "2020: 783 a week, 40,704 a year (splcy only) = 782.76 x 52, the same figure as the ACS wholesalers/business owners row."
  ),
  "wholesaler-estate-agent-business-owner": basis(
    4.45,
    [ACS_2020(782.76), ASGARD_2024(896.99)],
    ["acs-si-2020", "si-asgard-se-2024"],
    "2020: 782.76 a week (ACS); 2024: 896.99 a week for estate agents (asgard)."
  ),
  teacher: basis(
    2.15,
    [ACS_2020(378.19)],
    ["acs-si-2020", "si-splcy-se", "si-asgard-se-2024"],
    "2020: 378.19 a week for professors and teachers (ACS), 19,666 a year (splcy). Sources disagree: asgard lists " +
      "'teaching professionals' with the 2.2 x BIE professionals (443.45 in 2024), and splcy shows a second teachers' " +
      "figure of 39,331 a year (4.30 x BIE, possibly teachers after 10 years). The lowest reading (2.15) is held."
  ),
  "builder-construction-trades": basis(
    2.7,
    [ACS_2020(474.93), ASGARD_2024(544.24)],
    ["acs-si-2020", "si-splcy-se", "si-asgard-se-2024"],
    "2020: 474.93 a week (ACS), 24,696 a year (splcy); 2024: 544.24 a week (asgard)."
  ),
  "technician-driver-clerical": basis(
    2.15,
    [ACS_2020(378.19)],
    ["acs-si-2020"],
    "2020: 378.19 a week (ACS only). A 2023 article's '395.51 to 408.84' (nvorkas.com.cy) is 2.15 x the 2021 BIE " +
      "raised by 3.37%, i.e. applied to a stale base; not used."
  ),
  "shopkeeper-cleaner-guard": basis(2.05, [ACS_2020(360.6)], ["acs-si-2020"], "2020: 360.60 a week (ACS only)."),
  "butcher-baker-confectioner": basis(1.65, [ACS_2020(290.24)], ["acs-si-2020"], "2020: 290.24 a week (ACS only)."),
  "farmer-fisherman-hawker-and-similar": basis(
    1.5,
    [ACS_2020(263.85)],
    ["acs-si-2020", "si-splcy-se"],
    "2020: 263.85 a week (ACS), 13,720 a year (splcy)."
  ),
  other: basis(
    null,
    [],
    ["acs-si-2020", "ktc-si"],
    "No source read gives a minimum for occupations outside the categories above (the ACS table has a further row, " +
      "designers, computer users, ship engineers, agents, musicians..., whose figure was not read)."
  )
}

const UNCONFIRMED_NOTE =
  "Not confirmed: no source read gives this category's minimum for this year (official table: Social " +
  "Insurance Services, open-data set 'Occupational categories and insurable earnings of self-employed')."

const eur = (n: number): string => formatEur(n, { unit: false })

const withoutDuplicates = <T>(xs: ReadonlyArray<T>): ReadonlyArray<T> => [...new Set(xs)]

/**
 * A category's minimum annual insurable income for a year: weekly minimum = multiple x weekly BIE
 * (rounded to the cent), annual = weekly x contribution weeks, rounded to the euro as the SIS tables
 * print annual figures (386.98 x 52 = 20,122.96 -> 20,123; 443.45 x 53 = 23,502.85 -> 23,503).
 * Rounding to the euro is a named exception to the cent (money.ts wholeEuros): the published figure's
 * own precision (SIS open-data table "Occupational categories and insurable earnings of self-employed";
 * the figures quoted in acs-si-2020 and si-splcy-se).
 */
const categoryMinimum = (basis: CategoryMinimumBasis, year: TaxYear): Value<number | null> => {
  const multiple = at(basis, year)
  const bie = at(BASIC_INSURABLE_EARNINGS.weekly, year)
  if (multiple.value === null) {
    return { value: null, status: "unconfirmed", sources: basis.sources, note: `${UNCONFIRMED_NOTE} ${basis.evidence}` }
  }
  const weeklyC = divRound(scaledInteger(multiple.value, 2) * cents(bie.value), 100)
  const weeks = at(CONTRIBUTION_WEEKS, year).value
  const annual = wholeEuros(weeklyC * weeks)
  const published = basis.published.find((p) => p.year === year)
  const rise = imputedIncomesRiseText(
    year,
    at(BASIC_INSURABLE_EARNINGS.weekly, (year - 1) as ContributionYear).value,
    bie.value
  )
  const note =
    `Derived, not read in an SIS table: ${formatDecimals(multiple.value, 2)} x weekly basic insurable earnings ${year} ` +
    `${eur(bie.value)} (${bie.status === "official" ? "official" : "itself derived, arithmetic in social-insurance/earnings.ts"}) = ` +
    `${eur(weeklyC / 100)} a week` +
    (published === undefined ? "" : `, the weekly figure published for ${year} (${published.source})`) +
    `; x ${weeks} contribution weeks = ${eur((weeklyC * weeks) / 100)}, held rounded to the euro as SIS tables print ` +
    `annual figures: ${formatEur(annual, { unit: false, prose: true })}. Multiple inferred from the published figures (secondary sources only): ${basis.evidence}` +
    ` ${year}: ${rise}.` +
    " On application the SIS may assess contributions on actual income below this minimum (si-asgard-se-2024)."
  return {
    value: annual,
    status: "derived",
    sources: withoutDuplicates([
      ...basis.sources,
      ...bie.sources,
      ...at(IMPUTED_INCOMES_RISE, year).sources,
      "si-asgard-se-2024"
    ]),
    note
  }
}

const LABELS: Readonly<Record<OccupationalCategory, string>> = {
  "professional-up-to-10-years":
    "Professionals in their first 10 years of practice: doctors, pharmacists, qualified health specialists, " +
    "accountants, economists, lawyers, architects, engineers, consultants and other professionals",
  "professional-over-10-years": "The same professionals after more than 10 years of practice",
  "wholesaler-estate-agent-business-owner":
    "Wholesalers, estate agents, company directors and other business owners (entrepreneurs)",
  teacher:
    "Teachers and tutors (university, pre-primary, primary and secondary); the minimum held is the lowest the sources give",
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

const byTaxYear = <T>(f: (year: TaxYear) => T): Readonly<Record<TaxYear, T>> =>
  Object.fromEntries(TAX_YEARS.map((year) => [year, f(year)])) as Record<TaxYear, T>

/** Each category's minimum annual insurable income, derived for every tax year. */
export const CATEGORY_MINIMUM: Readonly<Record<OccupationalCategory, DatedParameter<number | null, TaxYear>>> =
  Object.fromEntries(
    OCCUPATIONAL_CATEGORIES.map((c) => [
      c,
      {
        description: `Self-employed minimum annual insurable income: ${LABELS[c]}`,
        unit: "EUR/year",
        rule: SIL_MINIMUM,
        sources: CATEGORY_MINIMUM_BASIS[c].sources,
        values: byTaxYear((year) => categoryMinimum(CATEGORY_MINIMUM_BASIS[c], year))
      }
    ])
  ) as Record<OccupationalCategory, DatedParameter<number | null, TaxYear>>

export const OCCUPATIONAL_CATEGORY_RULES: Readonly<Record<OccupationalCategory, OccupationalCategoryRules>> =
  Object.fromEntries(
    OCCUPATIONAL_CATEGORIES.map((c) => [
      c,
      { label: LABELS[c], minimumAnnualInsurableIncome: byTaxYear((year) => at(CATEGORY_MINIMUM[c], year)) }
    ])
  ) as Record<OccupationalCategory, OccupationalCategoryRules>
