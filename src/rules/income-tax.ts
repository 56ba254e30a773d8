import type { SourceId } from "./sources.ts"

/**
 * Personal income tax rules by tax year (Income Tax Law 118(I)/2002 as amended; 2026 reform by the
 * laws voted on 22 Dec 2025, in force 1 Jan 2026). A new year is a new entry in INCOME_TAX_RULES.
 * Every value carries the ids of the sources it was checked against (see sources.ts) and, where
 * a figure could only be confirmed by secondary sources or is a modelling choice, a note.
 */

import { TAX_YEARS, type TaxYear } from "./years.ts"

export interface Cited<T> {
  readonly value: T
  readonly rule: string
  readonly sources: ReadonlyArray<SourceId>
  readonly note?: string
}

export interface TaxBand {
  readonly from: number
  /** null for the top band */
  readonly to: number | null
  readonly ratePercent: number
}

export interface Article14Rules {
  /** Combined cap on SI, GESY, pension/provident, medical fund, life (and from 2026 disaster) premiums. */
  readonly capFractionOfIncome: Cited<number>
  readonly lifeInsurancePercentOfSumInsured: Cited<number>
  readonly pensionFundPercentOfRemuneration: Cited<number>
  readonly medicalFundPercentOfRemuneration: Cited<number>
  /** 2026+: home insurance against natural disasters, inside the 1/5 cap, no income test. */
  readonly naturalDisasterInsuranceMax: Cited<number> | null
}

export interface FamilyIncomeLimit {
  /** applies when the number of dependent children is at most this (null = any number) */
  readonly maxChildren: number | null
  readonly limit: number
}

/**
 * Household types of the 2026 income test: "single" = no spouse or civil partner and no dependent child;
 * "couple" = spouses, civil partners, or cohabitants with a common child (with or without children);
 * "single-parent" = a parent without spouse or partner, with custody of at least one dependent child.
 */
export const HOUSEHOLD_TYPES = ["single", "couple", "single-parent"] as const
export type HouseholdType = (typeof HOUSEHOLD_TYPES)[number]

/** New personal deductions of the 2026 reform (not inside the 1/5 cap, not reducing its base). */
export interface PersonalDeductions2026 {
  /** per parent: first, second, third-and-each-further child */
  readonly childAmounts: Cited<readonly [number, number, number]>
  readonly singleParentMultiplier: Cited<number>
  readonly childDefinition: Cited<string>
  readonly housingMax: Cited<number>
  readonly greenMax: Cited<number>
  readonly greenCarryForwardYears: Cited<number>
  /** single person: own total gross income */
  readonly singlePersonIncomeLimit: Cited<number>
  /** couple: gross family income (both spouses or partners), by number of dependent children */
  readonly familyIncomeLimits: Cited<ReadonlyArray<FamilyIncomeLimit>>
  /** single-parent family: the parent's own gross income, by number of dependent children */
  readonly singleParentIncomeLimits: Cited<ReadonlyArray<FamilyIncomeLimit>>
  /** the disclosure given whenever the single-parent limit is applied, citing the sources that disagree */
  readonly singleParentLimitDispute: Cited<string>
  readonly residentsOnly: Cited<boolean>
}

export interface Article8Rules {
  /** art. 8(21A): employment first started on/after 26 Jul 2022 */
  readonly twentyPercent: Cited<{
    readonly percent: number
    readonly maxAmount: number
    readonly firstStartDate: string
    readonly minNonResidentYears: number
    /** first tax year = start year + firstYearOffset; last = start year + lastYearOffset */
    readonly firstYearOffset: number
    readonly lastYearOffset: number
    readonly requiresEmploymentAbroad: boolean
  }>
  /** old art. 8(21): employment started 2012 .. 25 Jul 2022 */
  readonly twentyPercentLegacy: Cited<{
    readonly percent: number
    readonly maxAmount: number
    readonly firstStartDate: string
    readonly lastStartDate: string
    readonly minNonResidentYears: number
    readonly firstYearOffset: number
    readonly lastYearOffset: number
  }>
  /** art. 8(23A) as amended 30 Jun 2023 (retroactive to 1 Jan 2022) */
  readonly fiftyPercent: Cited<{
    readonly percent: number
    readonly remunerationThreshold: number
    readonly firstStartDate: string
    readonly minNonResidentYears: number
    readonly firstYearOffset: number
    readonly lastYearOffset: number
  }>
}

export interface IncomeTaxYearRules {
  readonly year: TaxYear
  readonly bands: Cited<ReadonlyArray<TaxBand>>
  readonly article14: Article14Rules
  readonly rentalAllowancePercent: Cited<number>
  readonly donations: Cited<string>
  readonly personalDeductions2026: PersonalDeductions2026 | null
  /** Special Defence Contribution on rent (3% on 75% of gross rent, Cyprus-domiciled residents); not computed, disclosed while due */
  readonly defenceContributionOnRent: Cited<boolean>
  readonly article8: Article8Rules
}

const ITL = "Income Tax Law 118(I)/2002"

const BANDS_2024_2025: Cited<ReadonlyArray<TaxBand>> = {
  value: [
    { from: 0, to: 19_500, ratePercent: 0 },
    { from: 19_500, to: 28_000, ratePercent: 20 },
    { from: 28_000, to: 36_300, ratePercent: 25 },
    { from: 36_300, to: 60_000, ratePercent: 30 },
    { from: 60_000, to: null, ratePercent: 35 }
  ],
  rule: `${ITL}, art. 25 and Second Schedule (tax years to 2025)`,
  sources: ["itl-cylaw-art25", "cyadvocates-2024-bands", "acccyp-personal-income-tax"],
  note: "Art. 25 (cylaw) charges tax at the rates of the Second Schedule; the figures of the Schedule were read in secondary sources only."
}

const BANDS_2026: Cited<ReadonlyArray<TaxBand>> = {
  value: [
    { from: 0, to: 22_000, ratePercent: 0 },
    { from: 22_000, to: 32_000, ratePercent: 20 },
    { from: 32_000, to: 42_000, ratePercent: 25 },
    { from: 42_000, to: 72_000, ratePercent: 30 },
    { from: 72_000, to: null, ratePercent: 35 }
  ],
  rule: `${ITL} as amended by the 2026 tax reform (voted 22 Dec 2025, in force 1 Jan 2026), art. 25 and Second Schedule`,
  sources: ["itl-cylaw-art25", "shiakas-2026-reform", "filenews-2026-examples", "acla-2026-reform", "lawyersincyprus-2026-reform"],
  note: "Art. 25 (cylaw) charges tax at the rates of the Second Schedule; the 2026 Schedule and its amending law were not " +
    "found in a primary source, so the figures rest on secondary sources (firms and the press), which agree."
}

/** Legal basis of the contributions and premiums deducted within the 1/5 cap. */
export const ITL_ART14 = `${ITL}, art. 14`
const ART14 = ITL_ART14

const article14 = (from2026: boolean): Article14Rules => ({
  capFractionOfIncome: {
    value: 1 / 5,
    rule: `${ART14} (1/5 since tax year 2019, amending law published in the Official Gazette on 19 Dec 2019)`,
    sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019", "neo-art14-2020", "dplaw-art14-2019", "cyprus-mail-art14-2020"],
    note:
      "The 1/5 is measured on gross income less exempt income and deductible expenses, before these allowances " +
      "(Tax Department announcement as reported by neo.law and Cyprus Mail); from 2026 the new personal deductions do " +
      "not reduce it. The stored cylaw text of art. 14 ends before the fraction, so the figure rests on secondary " +
      "sources. The amending law's number is given as 173(I)/2019 by neo.law and as \"6/2019\" by DP Law; neither " +
      "was read in the Gazette."
  },
  lifeInsurancePercentOfSumInsured: {
    value: 7,
    rule: `${ART14} (life insurance premiums${from2026 ? " and, from 2026, disability cover" : ""})`,
    sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019", ...(from2026 ? ["cbn-2026-allowances" as const] : [])],
    note: "The stored cylaw text of art. 14 ends before the 7%; the figure rests on secondary sources."
  },
  pensionFundPercentOfRemuneration: {
    value: 10,
    rule: `${ART14} (approved pension and provident funds)`,
    sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019"],
    note: "Rests on one secondary source (Pagecorp); the stored cylaw text of art. 14 ends before the figure."
  },
  medicalFundPercentOfRemuneration: {
    value: 1.5,
    rule: `${ART14} (medical funds)`,
    sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019"],
    note: "Rests on one secondary source (Pagecorp); the stored cylaw text of art. 14 ends before the figure."
  },
  naturalDisasterInsuranceMax: from2026
    ? {
      value: 500,
      rule: `${ART14} as amended by the 2026 reform (home insurance against natural disasters)`,
      sources: ["cbn-2026-allowances", "oulla-2026-summary"],
      note: "Reported as counting within the 1/5 cap with no income test (Filenews, 11 Jan 2026)."
    }
    : null
})

const RENTAL_ALLOWANCE: Cited<number> = {
  value: 20,
  rule: `${ITL} (deduction of 20% of gross rents for the expenses of the let property)`,
  sources: ["mondaq-real-estate-2024", "fbs-individual-deductions"],
  note: "Confirmed by secondary sources only; the article number was not confirmed here."
}

const DONATIONS: Cited<string> = {
  value: "full amount of donations to approved charitable institutions, supported by receipts",
  rule: `${ITL} (donations to approved charities)`,
  sources: ["fbs-individual-deductions"],
  note: "Confirmed by a secondary source only; no cap modelled."
}

/** 100,000 for up to 2 dependent children (and for none), 150,000 for 3-4, 200,000 for 5 or more. */
const FAMILY_TIERS: ReadonlyArray<FamilyIncomeLimit> = [
  { maxChildren: 2, limit: 100_000 },
  { maxChildren: 4, limit: 150_000 },
  { maxChildren: null, limit: 200_000 }
]

/** Income limits by number of children, for prose: "100,000 (0-2 children), 150,000 (3-4), 200,000 (5 or more)". */
export const familyTiersText = (tiers: ReadonlyArray<FamilyIncomeLimit>): string => {
  let previous = -1
  return tiers.map(({ maxChildren, limit }) => {
    const children = maxChildren === null ? `${previous + 1} or more` : previous + 1 === 0 ? `0-${maxChildren} children` : `${previous + 1}-${maxChildren}`
    previous = maxChildren ?? previous
    return `${limit.toLocaleString("en-US")} (${children})`
  }).join(", ")
}

/** The new personal deductions of the 2026 reform, for the years that have them (INCOME_TAX_RULES). */
export const PERSONAL_DEDUCTIONS_2026: PersonalDeductions2026 = {
  childAmounts: {
    value: [1_000, 1_250, 1_500],
    rule: `${ITL} as amended by the 2026 reform (dependent-child deduction, per parent)`,
    sources: ["oulla-2026-summary", "cyprus-today-single-parents", "acla-2026-reform"]
  },
  singleParentMultiplier: {
    value: 2,
    rule: `${ITL} as amended by the 2026 reform (single-parent family)`,
    sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "cyprus-today-single-parents", "oulla-2026-summary"]
  },
  childDefinition: {
    value:
      "a child (biological or adopted) who at 31 December is under 18, or a secondary-school pupil under 20, " +
      "or serving in the National Guard under 21, or a student under 24, or permanently disabled at any age",
    rule: `${ITL} as amended by the 2026 reform`,
    sources: ["acla-2026-reform", "cyprus-today-dependants"],
    note: "Age limits as reported from the Tax Department guide by secondary sources."
  },
  housingMax: {
    value: 2_000,
    rule: `${ITL} as amended by the 2026 reform (interest on a serviced loan for, or rent of, the main residence)`,
    sources: ["cyprus-mail-2026-deductions", "sigmalive-2026-deductions"],
    note: "Never more than the amount actually paid; state subsidies reduce it; rent must be paid electronically."
  },
  greenMax: {
    value: 1_000,
    rule: `${ITL} as amended by the 2026 reform (energy upgrade of the main residence or an electric vehicle)`,
    sources: ["cyprus-mail-2026-deductions", "sigmalive-2026-deductions"]
  },
  greenCarryForwardYears: {
    value: 4,
    rule: `${ITL} as amended by the 2026 reform`,
    sources: ["sigmalive-2026-deductions"],
    note: "Rests on one secondary source (Sigmalive)."
  },
  singlePersonIncomeLimit: {
    value: 40_000,
    rule: `${ITL} as amended by the 2026 reform (income criterion for a single person: no spouse or civil partner, no dependent child)`,
    sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "dialogos-2026-corrections", "politis-2025-bill"],
    note:
      "Own total gross income up to EUR 40,000 (\"not exceeding\"), for all three income-tested deductions. Secondary " +
      "sources only (two firms and the press; the bill had the same figure); the enacted text was not read. Someone " +
      "living with others who are not a spouse, civil partner or parent of a common child is a single person " +
      "(pgeconomides only). A rise to EUR 50,000 reported on 26 Jan 2026 (oulla-parliament-amendments-2026) was a " +
      "planned amendment, not found enacted, and it is unclear whether it concerns single persons or single parents."
  },
  familyIncomeLimits: {
    value: FAMILY_TIERS,
    rule: `${ITL} as amended by the 2026 reform (gross family income criterion)`,
    sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "shiakas-2026-reform", "cyprus-mail-2026-deductions"],
    note:
      "Gross family income = the total gross income of both spouses or partners (employment, pensions, rents, " +
      "interest, dividends, with exceptions such as child benefit), before exemptions and deductions. The same limit " +
      "applies to the child, housing and green deductions. Secondary sources only."
  },
  singleParentIncomeLimits: {
    value: FAMILY_TIERS,
    rule: `${ITL} as amended by the 2026 reform (income criterion for a single-parent family, on the parent's own income)`,
    sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "shiakas-2026-reform", "lawyersincyprus-2026-reform", "sigmalive-2026-amendments", "cyprus-today-single-parents"],
    note:
      "Disputed. Two firms (pgeconomides, Shiakas) and the amendments voted in Dec 2025 (Sigmalive) give single " +
      "parents the family tiers on their own income; Philenews (26 Jan 2026, oulla-parliament-amendments-2026) and " +
      "Cyprus Today (cyprus-today-single-parent-ceiling) report a EUR 40,000 single-parent ceiling to be raised to " +
      "EUR 50,000 by a planned amendment, not found enacted. The firms' reading is applied and the dispute disclosed."
  },
  singleParentLimitDispute: {
    value:
      `Single parent: the family income limits (${familyTiersText(FAMILY_TIERS)}) were ` +
      "applied to your own gross income, as PG Economides (14 Jan 2026), ACLA Auditors and Shiakas (12 Jan 2026) state " +
      "for the enacted law. Philenews (26 Jan 2026) and Cyprus Today report instead a EUR 40,000 ceiling for single " +
      "parents, to be raised to EUR 50,000 by a planned amendment that we did not find enacted. If a lower ceiling " +
      "applies to you, the child, housing and green deductions may be refused.",
    rule: `${ITL} as amended by the 2026 reform (income criterion for a single-parent family: sources disagree)`,
    sources: ["oulla-parliament-amendments-2026", "cyprus-today-single-parent-ceiling"]
  },
  residentsOnly: {
    value: true,
    rule: `${ITL} as amended by the 2026 reform`,
    sources: ["politis-td-guide-2026"],
    note: "The Tax Department guide addresses individuals who are tax residents of Cyprus (as reported by Politis: one secondary source)."
  }
}

const ARTICLE8: Article8Rules = {
  twentyPercent: {
    value: {
      percent: 20,
      maxAmount: 8_550,
      firstStartDate: "2022-07-26",
      minNonResidentYears: 3,
      firstYearOffset: 1,
      lastYearOffset: 7,
      requiresEmploymentAbroad: true
    },
    rule: `${ITL}, art. 8(21A)`,
    sources: ["chambers-art8-2022", "moore-art8-2022"],
    note: "Lower of 20% and EUR 8,550, for 7 tax years starting with the year after employment starts."
  },
  twentyPercentLegacy: {
    value: {
      percent: 20,
      maxAmount: 8_550,
      firstStartDate: "2012-01-01",
      lastStartDate: "2022-07-25",
      minNonResidentYears: 1,
      firstYearOffset: 1,
      lastYearOffset: 5
    },
    rule: `${ITL}, art. 8(21) (employment started 2012 to 25 Jul 2022)`,
    sources: ["rsm-art8-21", "moore-art8-2022"],
    note: "Resident outside Cyprus the year before employment started; 5 tax years after the start year."
  },
  fiftyPercent: {
    value: {
      percent: 50,
      remunerationThreshold: 55_000,
      firstStartDate: "2022-01-01",
      minNonResidentYears: 15,
      firstYearOffset: 0,
      lastYearOffset: 16
    },
    rule: `${ITL}, art. 8(23A) as amended 30 Jun 2023`,
    sources: ["totalserve-art8-2022", "moore-art8-2023", "kpmg-art8-2023"],
    note:
      "50% of remuneration from employment in Cyprus in a year it exceeds EUR 55,000, for 17 tax years from the " +
      "year employment starts; 15 consecutive non-resident years before (10 for those who claimed in 2022 under " +
      "the original text: not modelled)."
  }
}

const SDC_ON_RENT = (due: boolean): Cited<boolean> => ({
  value: due,
  rule: due
    ? "Special Contribution for the Defence of the Republic Law 117(I)/2002: 3% on 75% of gross rent for Cyprus-domiciled residents"
    : "Special Contribution for the Defence of the Republic Law 117(I)/2002 as amended by the 2026 reform: no contribution on rent from 1 January 2026",
  sources: ["sdc-rent-nproperties-2026", "sdc-rent-mondaq-2026"]
})

export const INCOME_TAX_RULES: Readonly<Record<TaxYear, IncomeTaxYearRules>> = {
  2024: {
    year: 2024,
    bands: BANDS_2024_2025,
    article14: article14(false),
    rentalAllowancePercent: RENTAL_ALLOWANCE,
    donations: DONATIONS,
    personalDeductions2026: null,
    defenceContributionOnRent: SDC_ON_RENT(true),
    article8: ARTICLE8
  },
  2025: {
    year: 2025,
    bands: BANDS_2024_2025,
    article14: article14(false),
    rentalAllowancePercent: RENTAL_ALLOWANCE,
    donations: DONATIONS,
    personalDeductions2026: null,
    defenceContributionOnRent: SDC_ON_RENT(true),
    article8: ARTICLE8
  },
  2026: {
    year: 2026,
    bands: BANDS_2026,
    article14: article14(true),
    rentalAllowancePercent: RENTAL_ALLOWANCE,
    donations: DONATIONS,
    personalDeductions2026: PERSONAL_DEDUCTIONS_2026,
    defenceContributionOnRent: SDC_ON_RENT(false),
    article8: ARTICLE8
  }
}

/** The first tax year of the 2026 reform (the first whose rules hold its personal deductions), for prose and checks. */
export const TAX_REFORM_YEAR: TaxYear = (() => {
  const year = TAX_YEARS.find((y) => INCOME_TAX_RULES[y].personalDeductions2026 !== null)
  if (year === undefined) throw new Error("no tax year holds the 2026 reform's personal deductions")
  return year
})()
