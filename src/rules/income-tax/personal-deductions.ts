import { formatEur } from "../../core/format.ts"
import type { DatedParameter } from "../parameter.ts"
import { TAX_YEARS, type TaxYear } from "../years.ts"
import { ITL } from "./law.ts"

/**
 * The new personal deductions of the 2026 reform (not inside the 1/5 cap, not reducing its base). The
 * amounts and conditions are fixed by the reform law until amended: periods from 2026. The income limits
 * (and the dispute over the single-parent one) are keyed by tax year: the sources disagree and an amendment
 * was announced (EUR 40,000 to 50,000), so each new tax year's limits must be read before the service answers
 * for it (adding a year fails the type check here).
 */

/** The tax years from the 2026 reform on: a year added to TAX_YEARS is one of them. */
export type ReformYear = Exclude<TaxYear, 2024 | 2025>
export const REFORM_YEARS: ReadonlyArray<ReformYear> = TAX_YEARS.filter((year): year is ReformYear => year >= 2026)

/**
 * Household types of the 2026 income test: "single" = no spouse or civil partner and no dependent child;
 * "couple" = spouses, civil partners, or cohabitants with a common child (with or without children);
 * "single-parent" = a parent without spouse or partner, with custody of at least one dependent child.
 */
export const HOUSEHOLD_TYPES = ["single", "couple", "single-parent"] as const
export type HouseholdType = (typeof HOUSEHOLD_TYPES)[number]

export interface FamilyIncomeLimit {
  /** applies when the number of dependent children is at most this (null = any number) */
  readonly maxChildren: number | null
  readonly limit: number
}

const REFORM = `${ITL} as amended by the 2026 reform`

/** per parent: first, second, third-and-each-further child */
export const CHILD_AMOUNTS: DatedParameter<readonly [number, number, number]> = {
  description: "Dependent-child deduction per parent: first, second, third and each further child",
  unit: "EUR",
  rule: `${REFORM} (dependent-child deduction, per parent)`,
  sources: ["oulla-2026-summary", "cyprus-today-single-parents", "acla-2026-reform"],
  values: [{ from: 2026, value: [1_000, 1_250, 1_500] }]
}

export const SINGLE_PARENT_MULTIPLIER: DatedParameter<number> = {
  description: "Multiplier of the child deduction for a single-parent family",
  unit: "ratio",
  rule: `${REFORM} (single-parent family)`,
  sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "cyprus-today-single-parents", "oulla-2026-summary"],
  values: [{ from: 2026, value: 2 }]
}

export const CHILD_DEFINITION: DatedParameter<string> = {
  description: "Who is a dependent child (age limits in years)",
  unit: "years",
  rule: REFORM,
  sources: ["acla-2026-reform", "cyprus-today-dependants"],
  values: [
    {
      from: 2026,
      value:
        "a child (biological or adopted) who at 31 December is under 18, or a secondary-school pupil under 20, " +
        "or serving in the National Guard under 21, or a student under 24, or permanently disabled at any age",
      note: "Age limits as reported from the Tax Department guide by secondary sources."
    }
  ]
}

export const HOUSING_MAX: DatedParameter<number> = {
  description: "Housing deduction (main residence loan interest or rent), most deductible",
  unit: "EUR",
  rule: `${REFORM} (interest on a serviced loan for, or rent of, the main residence)`,
  sources: ["cyprus-mail-2026-deductions", "sigmalive-2026-deductions"],
  values: [
    {
      from: 2026,
      value: 2_000,
      note: "Never more than the amount actually paid; state subsidies reduce it; rent must be paid electronically."
    }
  ]
}

export const GREEN_MAX: DatedParameter<number> = {
  description: "Green deduction (energy upgrade of the main residence or an electric vehicle), most deductible",
  unit: "EUR",
  rule: `${REFORM} (energy upgrade of the main residence or an electric vehicle)`,
  sources: ["cyprus-mail-2026-deductions", "sigmalive-2026-deductions"],
  values: [{ from: 2026, value: 1_000 }]
}

export const GREEN_CARRY_FORWARD_YEARS: DatedParameter<number> = {
  description: "Years over which green spending above the yearly maximum is carried forward",
  unit: "years",
  rule: REFORM,
  sources: ["sigmalive-2026-deductions"],
  values: [{ from: 2026, value: 4, note: "Rests on one secondary source (Sigmalive)." }]
}

/** single person: own total gross income */
export const SINGLE_PERSON_INCOME_LIMIT: DatedParameter<number, ReformYear> = {
  description: "Income limit of the income-tested deductions for a single person (own total gross income)",
  unit: "EUR",
  rule: `${REFORM} (income criterion for a single person: no spouse or civil partner, no dependent child)`,
  sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "dialogos-2026-corrections", "politis-2025-bill"],
  values: {
    2026: {
      value: 40_000,
      note:
        'Own total gross income up to EUR 40,000 ("not exceeding"), for all three income-tested deductions. Secondary ' +
        "sources only (two firms and the press; the bill had the same figure); the enacted text was not read. Someone " +
        "living with others who are not a spouse, civil partner or parent of a common child is a single person " +
        "(pgeconomides only). A rise to EUR 50,000 reported on 26 Jan 2026 (oulla-parliament-amendments-2026) was a " +
        "planned amendment, not found enacted, and it is unclear whether it concerns single persons or single parents."
    }
  }
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
  return tiers
    .map(({ maxChildren, limit }) => {
      const children =
        maxChildren === null
          ? `${previous + 1} or more`
          : previous + 1 === 0
            ? `0-${maxChildren} children`
            : `${previous + 1}-${maxChildren}`
      previous = maxChildren ?? previous
      return `${formatEur(limit, { unit: false, prose: true })} (${children})`
    })
    .join(", ")
}

/** couple: gross family income (both spouses or partners), by number of dependent children (limits in EUR) */
export const FAMILY_INCOME_LIMITS: DatedParameter<ReadonlyArray<FamilyIncomeLimit>, ReformYear> = {
  description:
    "Income limits of the income-tested deductions for a couple (gross family income), by number of dependent children",
  unit: "EUR",
  rule: `${REFORM} (gross family income criterion)`,
  sources: ["pgeconomides-2026-personal-tax", "acla-2026-reform", "shiakas-2026-reform", "cyprus-mail-2026-deductions"],
  values: {
    2026: {
      value: FAMILY_TIERS,
      note:
        "Gross family income = the total gross income of both spouses or partners (employment, pensions, rents, " +
        "interest, dividends, with exceptions such as child benefit), before exemptions and deductions. The same limit " +
        "applies to the child, housing and green deductions. Secondary sources only."
    }
  }
}

/** single-parent family: the parent's own gross income, by number of dependent children (limits in EUR) */
export const SINGLE_PARENT_INCOME_LIMITS: DatedParameter<ReadonlyArray<FamilyIncomeLimit>, ReformYear> = {
  description:
    "Income limits of the income-tested deductions for a single-parent family (the parent's own gross income), by number of dependent children",
  unit: "EUR",
  rule: `${REFORM} (income criterion for a single-parent family, on the parent's own income)`,
  sources: [
    "pgeconomides-2026-personal-tax",
    "acla-2026-reform",
    "shiakas-2026-reform",
    "lawyersincyprus-2026-reform",
    "sigmalive-2026-amendments",
    "cyprus-today-single-parents"
  ],
  values: {
    2026: {
      value: FAMILY_TIERS,
      note:
        "Disputed. Two firms (pgeconomides, Shiakas) and the amendments voted in Dec 2025 (Sigmalive) give single " +
        "parents the family tiers on their own income; Philenews (26 Jan 2026, oulla-parliament-amendments-2026) and " +
        "Cyprus Today (cyprus-today-single-parent-ceiling) report a EUR 40,000 single-parent ceiling to be raised to " +
        "EUR 50,000 by a planned amendment, not found enacted. The firms' reading is applied and the dispute disclosed."
    }
  }
}

/** the disclosure given whenever the single-parent limit is applied, citing the sources that disagree */
export const SINGLE_PARENT_LIMIT_DISPUTE: DatedParameter<string, ReformYear> = {
  description: "Disclosure of the disputed single-parent income limit, given whenever it is applied",
  unit: "EUR",
  rule: `${REFORM} (income criterion for a single-parent family: sources disagree)`,
  sources: ["oulla-parliament-amendments-2026", "cyprus-today-single-parent-ceiling"],
  values: {
    2026: {
      value:
        `Single parent: the family income limits (${familyTiersText(FAMILY_TIERS)}) were ` +
        "applied to your own gross income, as PG Economides (14 Jan 2026), ACLA Auditors and Shiakas (12 Jan 2026) state " +
        "for the enacted law. Philenews (26 Jan 2026) and Cyprus Today report instead a EUR 40,000 ceiling for single " +
        "parents, to be raised to EUR 50,000 by a planned amendment that we did not find enacted. If a lower ceiling " +
        "applies to you, the child, housing and green deductions may be refused."
    }
  }
}

/** Whether the deductions are for tax residents only (unit: a yes/no condition). */
export const RESIDENTS_ONLY: DatedParameter<boolean> = {
  description: "The personal deductions are for Cyprus tax residents only (a yes/no condition)",
  unit: "units",
  rule: REFORM,
  sources: ["politis-td-guide-2026"],
  values: [
    {
      from: 2026,
      value: true,
      note: "The Tax Department guide addresses individuals who are tax residents of Cyprus (as reported by Politis: one secondary source)."
    }
  ]
}
