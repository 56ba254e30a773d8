import type { Cited } from "./income-tax/law.ts"
import { at, type DatedParameter, type Traced } from "./parameter.ts"
import { formatEur } from "../core/format.ts"
import { DEFAULT_TAX_YEAR, perYear, TAX_YEARS_FROM_2025, type TaxYearFrom2025 } from "./years.ts"

/**
 * Capital gains tax on Cyprus immovable property (Capital Gains Tax Law 52/1980 as amended; the
 * 2026 reform applies to disposals from 1 January 2026), keyed by the tax year of the disposal.
 * One dated parameter per fact, resolved by year with `at` into CGT_RULES. The lifetime exemptions and
 * the combined cap are keyed by tax year: the 2026 reform changed them and the 2026 combined cap is not
 * confirmed, so a new tax year's amounts are read before the service answers for it (adding a year fails
 * the type check here). The rate and the modelled transfer fee are periods; a period from 2025 is in force
 * at least from 2025, the first tax year held (its earlier start was not checked). The conversion rate,
 * the valuation base and the euro adoption are legal constants of no tax year (Cited, not dated).
 */

export const CGT_TAX_YEARS = TAX_YEARS_FROM_2025
export type CgtTaxYear = TaxYearFrom2025
/** SPEC / published interface: taxYear defaults to 2026, disclosed. */
export const DEFAULT_CGT_TAX_YEAR: CgtTaxYear = DEFAULT_TAX_YEAR

/** Selects the lifetime exemption of art. 5. */
export const PROPERTY_TYPES = ["main-residence", "agricultural-land", "general", "other"] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export interface CgtYearRules {
  readonly year: CgtTaxYear
  readonly ratePercent: Traced<number>
  /** Lifetime exemption for a disposal of each type, EUR. */
  readonly exemptions: Readonly<Record<PropertyType, Traced<number>>>
  /** Most an individual can exempt over a lifetime when exemption types are combined, EUR; confirmed = its status is
   * official. */
  readonly combinedCap: Traced<number> & { readonly confirmed: boolean }
  /** SPEC's "0.4% property transfer fee" on the sale price: a modelling convention, not a cited levy. */
  readonly propertyTransferFeePercent: Traced<number>
  /** The year this year's exemption amounts took effect, when it is among the years held (null: in force before them).
   * */
  readonly exemptionsAmendedFrom: Traced<number> | null
}

/** The law every capital gains rule cites. */
export const CGT_LAW = "Capital Gains Tax Law 52/1980"
const LAW = CGT_LAW

/** Fixed euro conversion rate (Council decision of 10 July 2007), CYP per EUR. */
export const CYP_PER_EUR: Cited<number> = {
  value: 0.585274,
  rule: "Council Regulation (EC) 1135/2007: irrevocably fixed euro conversion rate for the Cyprus pound, from 1 January 2008",
  sources: ["cgt-eu-reg-1135-2007", "cgt-ec-cyp-rate"]
}

export const CGT_RATE: DatedParameter<number> = {
  description: "Capital gains tax rate, on the gain",
  unit: "percent",
  rule: `${LAW}, art. 4 (20% on the gain; unchanged by the 2026 reform)`,
  sources: ["cgt-law-art4", "cgt-taxdep", "cgt-chambersandco-2026", "cgt-propertyhouse-2026"],
  values: [{ from: 2025, value: 20 }]
}

export const PROPERTY_TRANSFER_FEE: DatedParameter<number> = {
  description: "Property transfer fee on the sale price (the service's modelling convention, not a cited levy)",
  unit: "percent",
  rule: 'Service modelling convention (SPEC tool table: "a 0.4% property transfer fee"); not a cited levy',
  sources: [],
  values: [
    {
      from: 2025,
      value: 0.4,
      note:
        "No Cyprus fee or levy of 0.4% on a sale was found: Land Registry transfer fees on a sale are 3% / 5% / 8% " +
        "(paid by the buyer), stamp duty was 0.15% / 0.2% (abolished from 2026); 0.4% was an old rate for gifts " +
        "between spouses or relatives (shared/reference/tax-rules-research.md §1.4)."
    }
  ]
}

/**
 * To 2025 the law states CYP 50,000 / 15,000 / 10,000 (art. 5); the euro amounts are those divided
 * by 0.585274 and rounded to the cent (85,430.07 / 25,629.02 / 17,086.01), as quoted to the cent by
 * cgt-fitzgerald and cgt-gclawfirm-2021; most tables round them to whole euros.
 */
const exemption = (
  type: string,
  to2025: number,
  from2026: number,
  to2025Rule: string,
  to2025Sources: DatedParameter<number>["sources"],
  from2026Rule: string
): DatedParameter<number, CgtTaxYear> => ({
  description: `Lifetime capital gains exemption, ${type}`,
  unit: "EUR",
  rule: `${LAW}, art. 5`,
  sources: [],
  values: {
    2025: { value: to2025, rule: to2025Rule, sources: to2025Sources },
    2026: {
      value: from2026,
      rule: from2026Rule,
      sources: ["cgt-law-art5-2026", "cgt-chambersandco-2026", "cgt-linguanews-2026"]
    }
  }
})

export const CGT_EXEMPTIONS: Readonly<Record<Exclude<PropertyType, "other">, DatedParameter<number, CgtTaxYear>>> = {
  "main-residence": exemption(
    "main residence",
    85_430.07,
    150_000,
    `${LAW}, art. 5(2) (CYP 50,000; main residence used by the owner for at least 5 years, land up to 1.5 decares)`,
    ["cgt-law-art5-pre2026", "cgt-fitzgerald", "cgt-gakc"],
    `${LAW}, art. 5(2) as amended for disposals from 1 Jan 2026 (main residence used by the owner for at least 5 years, land up to 1.5 decares)`
  ),
  "agricultural-land": exemption(
    "agricultural land",
    25_629.02,
    50_000,
    `${LAW}, art. 5(1) (CYP 15,000; agricultural land sold by an individual whose main occupation is farming)`,
    ["cgt-law-art5-pre2026", "cgt-gclawfirm-2021", "cgt-gakc"],
    `${LAW}, art. 5(1) as amended for disposals from 1 Jan 2026 (agricultural land sold by an individual whose main occupation is farming)`
  ),
  general: exemption(
    "any other disposal by an individual",
    17_086.01,
    30_000,
    `${LAW}, art. 5(1) (CYP 10,000; any other disposal by an individual)`,
    ["cgt-law-art5-pre2026", "cgt-fitzgerald", "cgt-gakc"],
    `${LAW}, art. 5(1) as amended for disposals from 1 Jan 2026 (any other disposal by an individual)`
  )
}

/** "other": no lifetime exemption claimed (a modelling choice, no amount of the law). */
export const CGT_NO_EXEMPTION: DatedParameter<number> = {
  description: 'Lifetime capital gains exemption when none is claimed ("other")',
  unit: "EUR",
  rule: `${LAW}, art. 5 (exemptions are for individuals; "other": no lifetime exemption claimed)`,
  sources: ["cgt-law-art5-2026"],
  values: [{ from: 2025, value: 0 }]
}

/** Official in 2025; in 2026 derived (the pre-2026 structure repeated), so not confirmed. */
export const CGT_COMBINED_CAP: DatedParameter<number, CgtTaxYear> = {
  description: "Most an individual can exempt over a lifetime when exemption types are combined",
  unit: "EUR",
  rule: `${LAW}, art. 5`,
  sources: [],
  values: {
    2025: {
      value: 85_430.07,
      rule: `${LAW}, art. 5 (a combination of exemptions is limited to the main-residence amount, CYP 50,000)`,
      sources: ["cgt-gakc", "cgt-acccyp"]
    },
    2026: {
      value: 150_000,
      status: "derived",
      rule: `${LAW}, art. 5 as amended for disposals from 1 Jan 2026: combined lifetime cap UNCONFIRMED (parameter: the main-residence amount, as in the earlier text)`,
      sources: ["cgt-law-art5-2026", "cgt-chambersandco-2026"],
      note:
        "No source read states the 2026 combined cap; EUR 150,000 repeats the pre-2026 structure (cap = main-residence " +
        "amount). Chambers & Co say exemptions used before 2026 are not lost; how they count against the new limits is not stated."
    }
  }
}

/** The exemption amounts in force from 2026 (art. 5 as amended); earlier amounts were in force before the years held.
 * */
const AMENDED_2026 = { from: 2026, value: 2026 } as const
export const CGT_EXEMPTIONS_AMENDED_FROM: DatedParameter<number> = {
  description: "The year the exemption amounts in force took effect",
  unit: "years",
  rule: `${LAW}, art. 5 as amended for disposals from 1 Jan 2026`,
  sources: ["cgt-law-art5-2026", "cgt-chambersandco-2026"],
  values: [AMENDED_2026]
}

const yearRules = (year: CgtTaxYear): CgtYearRules => {
  const cap = at(CGT_COMBINED_CAP, year)
  return {
    year,
    ratePercent: at(CGT_RATE, year),
    exemptions: {
      "main-residence": at(CGT_EXEMPTIONS["main-residence"], year),
      "agricultural-land": at(CGT_EXEMPTIONS["agricultural-land"], year),
      general: at(CGT_EXEMPTIONS.general, year),
      other: at(CGT_NO_EXEMPTION, year)
    },
    combinedCap: { ...cap, confirmed: cap.status === "official" },
    propertyTransferFeePercent: at(PROPERTY_TRANSFER_FEE, year),
    exemptionsAmendedFrom: year >= AMENDED_2026.from ? at(CGT_EXEMPTIONS_AMENDED_FROM, year) : null
  }
}

export const CGT_RULES: Readonly<Record<CgtTaxYear, CgtYearRules>> = Object.fromEntries(
  CGT_TAX_YEARS.map((year) => [year, yearRules(year)])
) as Record<CgtTaxYear, CgtYearRules>

/** The main-residence conditions of art. 5(2), for descriptions and assumptions. */
export const MAIN_RESIDENCE_CONDITIONS =
  "used by the owner exclusively as their own residence for at least 5 years in total, on land of up to 1.5 decares (1,500 m2)"

/** Art. 6(a): liability is confined to gains since 1 January 1980; property held then is valued at that date. */
export const VALUATION_BASE: Cited<number> = {
  value: 1980,
  rule: `${LAW}, art. 6(a) (value on 1 January 1980, general valuation, for property acquired before it)`,
  sources: ["cgt-law-art6"]
}
export const VALUATION_BASE_YEAR = VALUATION_BASE.value

/** Cyprus pound amounts are accepted for payments before the euro replaced it (1 January 2008). */
export const EURO_ADOPTION: Cited<number> = {
  value: 2008,
  rule: "Council Decision 2007/503/EC and Regulation (EC) 1135/2007: Cyprus adopts the euro on 1 January 2008, at the fixed rate",
  sources: ["cgt-eu-reg-1135-2007", "cgt-ec-cyp-rate"]
}
export const EURO_ADOPTION_YEAR = EURO_ADOPTION.value

/** Each property type's lifetime exemption over the years held, for descriptions: "EUR 17,086.01 in 2025, EUR 30,000 in
 * 2026". */
export const exemptionText = (type: PropertyType): string =>
  perYear(CGT_TAX_YEARS, (year) => formatEur(CGT_RULES[year].exemptions[type].value, { prose: true }))
