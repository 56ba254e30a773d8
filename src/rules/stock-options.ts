import { at, type DatedParameter, type Traced } from "./parameter.ts"
import { DEFAULT_TAX_YEAR, TAX_YEARS_FROM_2025, type TaxYearFrom2025 } from "./years.ts"

/**
 * Share options exercised by an employee or director (Income Tax Law 118(I)/2002). Income tax,
 * social insurance and GESY on the gain come from the income tax rules (income-tax.ts,
 * social-insurance.ts, gesy.ts): this module holds only what is specific to share options.
 * Notes starting "UNCONFIRMED" mark what the sources read do not settle; the calculator discloses
 * its choice for each in the assumptions.
 * One dated parameter per fact, resolved by year with `at` into STOCK_OPTION_RULES. Whether art. 20D's
 * approved-scheme regime is in force is keyed by tax year: the 2026 reform created it and a budget may
 * change or end it, so a new tax year is read before the service answers for it (adding a year fails the
 * type check here). The other facts are fixed by their laws until amended: periods, those of the general
 * treatment in force at least from 2025 (the first year held; an earlier start was not checked), those of
 * art. 20D from 2026.
 */

export const STOCK_OPTION_YEARS = TAX_YEARS_FROM_2025
export type StockOptionYear = TaxYearFrom2025
/** Year of the exercise when the caller does not give one; disclosed as a default. */
export const DEFAULT_STOCK_OPTION_YEAR: StockOptionYear = DEFAULT_TAX_YEAR

const ITL = "Income Tax Law 118(I)/2002"
const ART20D = `${ITL}, art. 20D`
const REFORM = "(2026 tax reform, in force 1 Jan 2026)"
/** Art. 20D was inserted by the 2026 reform. */
const ART20D_FROM = 2026

export const OPTION_GAIN_EMPLOYMENT_INCOME: DatedParameter<string> = {
  description: "Tax treatment of the gain on share options outside an approved scheme",
  unit: "units",
  rule: `${ITL}, art. 5(1)(b) (gains or profits from an office or employment, including benefits in kind)`,
  sources: ["so-nexora-esop-2026"],
  values: [
    {
      from: 2025,
      value:
        "the gain at exercise (market value of the shares less the exercise price paid) is employment income of the year of exercise, taxed with the salary at the progressive rates",
      note: "Secondary source only; art. 20D(1) itself refers to art. 5(1)(b) for the income from employment."
    }
  ]
}

export const OPTION_TAX_POINT: DatedParameter<string> = {
  description: "When the benefit of share options is taxed",
  unit: "units",
  rule: `${ITL}, art. 5(1)(b); art. 20D(1) proviso (year in which the vesting period ends)`,
  sources: ["so-nexora-esop-2026", "so-cylaw-itl-art20d"],
  values: [
    {
      from: 2025,
      value: "exercise",
      note:
        "UNCONFIRMED for art. 20D: the law measures the 2x cap on income of the year the vesting period ends, but the " +
        "excerpt read does not say whether the benefit is taxed at grant, vesting or exercise, nor how it is valued. " +
        "Modelled: the benefit is the gain at exercise, taxed in the year of exercise, and the vesting period ends in that year."
    }
  ]
}

export const OPTION_GAIN_CONTRIBUTIONS: DatedParameter<string> = {
  description: "Social insurance and GESY on the gain on share options",
  unit: "units",
  rule: "Social Insurance Law 59(I)/2010 (insurable earnings); General Healthcare System Law 89(I)/2001 (emoluments)",
  sources: ["so-nexora-esop-2026", "so-cyprusnet-si-insurable-earnings"],
  values: [
    {
      from: 2025,
      value:
        "GESY (to its yearly income ceiling) is charged on the gain as on salary; whether social insurance (to its yearly " +
        "ceiling) is charged on it is disputed, and both readings are shown",
      note:
        "UNCONFIRMED: RSUs are reported to attract SI and GESY, the option spread is not settled, and insurable earnings " +
        "are reported to exclude ex-gratia payments, occasional bonuses and benefits in kind. Art. 20D changes the income " +
        "tax rate only, so the same readings apply to both treatments."
    }
  ]
}

/** One reading of the disputed social insurance on the gain: the gain is insurable earnings (the headline figure). */
export const OPTION_GAIN_SOCIAL_INSURANCE_CHARGED: DatedParameter<string> = {
  description: "Social insurance on the gain on share options, reading 1: charged (the gain is insurable earnings)",
  unit: "units",
  rule:
    "Social Insurance Law 59(I)/2010, art. 2 (earnings: remuneration from employment), read as covering the gain at " +
    "exercise, which is employment income (Income Tax Law art. 5(1)(b))",
  sources: ["so-nexora-esop-2026"],
  values: [
    {
      from: 2025,
      value:
        "the gain at exercise is insurable earnings: employee social insurance is charged on it with the salary, up to the yearly maximum insurable earnings",
      note:
        "Rests on one secondary source, which says it of RSUs (PAYE, social insurance and GESY at vesting), not of the " +
        "option spread; the definition of earnings in art. 2 of the law was not read."
    }
  ]
}

/** The other reading: insurable earnings exclude the gain (ex-gratia payments, occasional bonuses, benefits in kind). */
export const OPTION_GAIN_SOCIAL_INSURANCE_NOT_CHARGED: DatedParameter<string> = {
  description:
    "Social insurance on the gain on share options, reading 2: not charged (the gain is not insurable earnings)",
  unit: "units",
  rule:
    "Social Insurance Law 59(I)/2010, art. 2 (insurable earnings: remuneration from employment excluding ex-gratia " +
    "payments and occasional bonuses, as summarised), read as excluding benefits in kind such as the option gain",
  sources: ["so-cyprusnet-si-insurable-earnings", "so-rightax-employment-guidance"],
  values: [
    {
      from: 2025,
      value:
        "the gain at exercise is not insurable earnings: no social insurance is charged on it, and the income tax deduction for it is lost",
      note:
        "Rests on two secondary sources: CyprusNet (2003, before the 2010 law) excludes ex-gratia payments and occasional " +
        "bonuses; Rightax excludes benefits in kind 'subject to conditions' from salary in employment guidance that does " +
        "not name the Social Insurance Law, and counts in it any profit from employment capable of monetary valuation."
    }
  ]
}

/**
 * Which reading of the disputed social insurance on the gain the headline figures use (a modelling choice, not
 * law: both figures are shown).
 */
export const OPTION_GAIN_SOCIAL_INSURANCE_HEADLINE = {
  reading: "charged",
  why:
    "the sources that speak of share awards charge it (Nexora 2026, of RSUs), while those that exclude are a 2003 " +
    "summary of ex-gratia payments and occasional bonuses and an employment-law definition of salary that also " +
    "counts any profit from employment capable of monetary valuation; and charging it never understates what may be due"
} as const

export const LATER_SALE_OF_SHARES: DatedParameter<string> = {
  description: "Tax on a later sale of the shares acquired",
  unit: "units",
  rule: `${ITL} (exemption of gains on the disposal of titles)`,
  sources: ["so-nexora-esop-2026"],
  values: [
    {
      from: 2025,
      value:
        "a later sale of the shares is exempt from income tax as a disposal of titles (capital gains tax only where the company holds Cyprus immovable property)",
      note: "Not computed by this tool; rests on one secondary source (Nexora) and the article number was not confirmed here."
    }
  ]
}

/** Keyed by tax year: each year held is read for whether the regime applies (a year added fails the type check here).
 * */
export const APPROVED_SCHEME_IN_FORCE: DatedParameter<boolean, StockOptionYear> = {
  description: "The approved-scheme regime of art. 20D applies in the tax year (a yes/no condition)",
  unit: "units",
  rule: `${ART20D}(1) ${REFORM}`,
  sources: ["so-cylaw-itl-art20d", "so-ey-2026-reform", "so-philenews-2026-business-changes"],
  values: {
    2025: {
      value: false,
      note: "Art. 20D was inserted by the 2026 reform: before 2026 the benefit is employment income at the progressive rates."
    },
    2026: { value: true }
  }
}

export const APPROVED_SCHEME_FLAT_RATE: DatedParameter<number> = {
  description: "Flat income tax rate on the benefit under an approved scheme",
  unit: "percent",
  rule: `${ART20D}(1) ${REFORM}`,
  sources: ["so-cylaw-itl-art20d", "so-ey-2026-reform", "so-philenews-2026-business-changes"],
  values: [{ from: ART20D_FROM, value: 8 }]
}

export const APPROVED_SCHEME_SALARY_MULTIPLE_CAP: DatedParameter<number> = {
  description: "The flat rate covers a benefit up to this multiple of the employment income from the same employer",
  unit: "ratio",
  rule: `${ART20D}(1), first proviso`,
  sources: ["so-cylaw-itl-art20d"],
  values: [
    {
      from: ART20D_FROM,
      value: 2,
      note:
        "Twice the employee's or director's income from that employer under art. 5(1)(b) in the year the vesting " +
        "period ends, counted without the benefit itself."
    }
  ]
}

export const APPROVED_SCHEME_AGGREGATE_CAP: DatedParameter<{ readonly amount: number; readonly years: number }> = {
  description: "Most benefit that can be taxed at the flat rate (EUR) over a period of years",
  unit: "EUR",
  rule: `${ART20D} ${REFORM}, as reported`,
  sources: ["so-ey-2026-reform"],
  values: [
    {
      from: ART20D_FROM,
      value: { amount: 1_000_000, years: 10 },
      note:
        "UNCONFIRMED how the 10 years are counted (rolling, or from the scheme's start) and how a benefit above it is " +
        "taxed: confirmed by a Big-4 alert only, not by the law text read. Modelled: benefit already taxed at 8% within " +
        "the 10 years reduces what is left; the rest is taxed like the excess over the 2x cap."
    }
  ]
}

export const APPROVED_SCHEME_EXCESS_TREATMENT: DatedParameter<string> = {
  description: "Tax treatment of the benefit above the flat-rate cap",
  unit: "units",
  rule: `${ART20D}(1), first proviso`,
  sources: ["so-cylaw-itl-art20d"],
  values: [{ from: ART20D_FROM, value: "taxed as employment income under Parts III and V (progressive rates)" }]
}

export const APPROVED_SCHEME_RESIDENTS_ONLY: DatedParameter<boolean> = {
  description: "The approved-scheme regime applies only to residents (a yes/no condition)",
  unit: "units",
  rule: `${ART20D}(1)`,
  sources: ["so-cylaw-itl-art20d"],
  values: [
    { from: ART20D_FROM, value: true, note: "Applies to an employee or director who is resident in the Republic." }
  ]
}

export const APPROVED_SCHEME_EXISTING_SCHEMES_DEADLINE: DatedParameter<string> = {
  description: "Date by which employers with existing schemes had to apply for approval",
  unit: "units",
  rule: ART20D,
  sources: ["so-ey-2026-reform"],
  values: [
    {
      from: ART20D_FROM,
      value: "2026-06-30",
      note: "Employers with existing schemes had to apply to the Tax Department for approval within six months. Rests on one Big-4 alert (EY); not read in the law text."
    }
  ]
}

/** ITL art. 20D: options and share purchase rights under an employer scheme approved by the Tax Commissioner. */
export interface ApprovedSchemeRules {
  readonly flatRatePercent: Traced<number>
  /** the 8% covers a benefit up to this multiple of the employment income from the same employer */
  readonly salaryMultipleCap: Traced<number>
  /** most benefit that can be taxed at the flat rate over a period of years */
  readonly aggregateCap: Traced<{ readonly amount: number; readonly years: number }>
  readonly excessTreatment: Traced<string>
  readonly residentsOnly: Traced<boolean>
  readonly existingSchemesDeadline: Traced<string>
}

export interface StockOptionYearRules {
  readonly year: StockOptionYear
  /** the gain outside an approved scheme: employment income at the progressive rates */
  readonly employmentIncome: Traced<string>
  /** null: the year has no approved-scheme regime */
  readonly approvedScheme: ApprovedSchemeRules | null
  readonly taxPoint: Traced<string>
  readonly contributions: Traced<string>
  /** the two readings of the disputed social insurance on the gain */
  readonly socialInsuranceCharged: Traced<string>
  readonly socialInsuranceNotCharged: Traced<string>
  readonly laterSaleOfShares: Traced<string>
}

const approvedScheme = (year: StockOptionYear): ApprovedSchemeRules | null =>
  at(APPROVED_SCHEME_IN_FORCE, year).value
    ? {
        flatRatePercent: at(APPROVED_SCHEME_FLAT_RATE, year),
        salaryMultipleCap: at(APPROVED_SCHEME_SALARY_MULTIPLE_CAP, year),
        aggregateCap: at(APPROVED_SCHEME_AGGREGATE_CAP, year),
        excessTreatment: at(APPROVED_SCHEME_EXCESS_TREATMENT, year),
        residentsOnly: at(APPROVED_SCHEME_RESIDENTS_ONLY, year),
        existingSchemesDeadline: at(APPROVED_SCHEME_EXISTING_SCHEMES_DEADLINE, year)
      }
    : null

const yearRules = (year: StockOptionYear): StockOptionYearRules => ({
  year,
  employmentIncome: at(OPTION_GAIN_EMPLOYMENT_INCOME, year),
  approvedScheme: approvedScheme(year),
  taxPoint: at(OPTION_TAX_POINT, year),
  contributions: at(OPTION_GAIN_CONTRIBUTIONS, year),
  socialInsuranceCharged: at(OPTION_GAIN_SOCIAL_INSURANCE_CHARGED, year),
  socialInsuranceNotCharged: at(OPTION_GAIN_SOCIAL_INSURANCE_NOT_CHARGED, year),
  laterSaleOfShares: at(LATER_SALE_OF_SHARES, year)
})

export const STOCK_OPTION_RULES: Readonly<Record<StockOptionYear, StockOptionYearRules>> = Object.fromEntries(
  STOCK_OPTION_YEARS.map((year) => [year, yearRules(year)])
) as Record<StockOptionYear, StockOptionYearRules>

/** The first year of art. 20D's approved-scheme regime (the 2026 reform), read from the table. */
export const APPROVED_SCHEME_FROM: StockOptionYear = (() => {
  const year = STOCK_OPTION_YEARS.find((y) => STOCK_OPTION_RULES[y].approvedScheme !== null)
  if (year === undefined) throw new Error("no year holds the approved-scheme regime of art. 20D")
  return year
})()

/** The approved-scheme rules of its first year (the calculator's comparison column). */
export const APPROVED_SCHEME: ApprovedSchemeRules = (() => {
  const scheme = STOCK_OPTION_RULES[APPROVED_SCHEME_FROM].approvedScheme
  if (scheme === null) throw new Error("APPROVED_SCHEME_FROM holds no approved scheme")
  return scheme
})()

/** The last year before the regime: the benefit in kind at the progressive rates that the calculator compares with. */
export const BENEFIT_IN_KIND_YEAR: StockOptionYear = (() => {
  const year = STOCK_OPTION_YEARS.findLast((y) => y < APPROVED_SCHEME_FROM)
  if (year === undefined) throw new Error("no year before the approved-scheme regime is held")
  return year
})()
