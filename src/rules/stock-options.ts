import type { Cited } from "./income-tax.ts"
import { DEFAULT_TAX_YEAR, TAX_YEARS_FROM_2025, type TaxYearFrom2025 } from "./years.ts"

/**
 * Share options exercised by an employee or director (Income Tax Law 118(I)/2002). Income tax,
 * social insurance and GESY on the gain come from the income tax rules (income-tax.ts,
 * social-insurance.ts, gesy.ts): this module holds only what is specific to share options.
 * Notes starting "UNCONFIRMED" mark what the sources read do not settle; the calculator discloses
 * its choice for each in the assumptions.
 */

export const STOCK_OPTION_YEARS = TAX_YEARS_FROM_2025
export type StockOptionYear = TaxYearFrom2025
/** Year of the exercise when the caller does not give one; disclosed as a default. */
export const DEFAULT_STOCK_OPTION_YEAR: StockOptionYear = DEFAULT_TAX_YEAR

const ITL = "Income Tax Law 118(I)/2002"
const ART20D = `${ITL}, art. 20D`
const REFORM = "(2026 tax reform, in force 1 Jan 2026)"

/** ITL art. 20D: options and share purchase rights under an employer scheme approved by the Tax Commissioner. */
export interface ApprovedSchemeRules {
  readonly flatRatePercent: Cited<number>
  /** the 8% covers a benefit up to this multiple of the employment income from the same employer */
  readonly salaryMultipleCap: Cited<number>
  /** most benefit that can be taxed at the flat rate over a period of years */
  readonly aggregateCap: Cited<{ readonly amount: number; readonly years: number }>
  readonly excessTreatment: Cited<string>
  readonly residentsOnly: Cited<boolean>
  readonly existingSchemesDeadline: Cited<string>
}

export interface StockOptionYearRules {
  readonly year: StockOptionYear
  /** the gain outside an approved scheme: employment income at the progressive rates */
  readonly employmentIncome: Cited<string>
  /** null: the year has no approved-scheme regime */
  readonly approvedScheme: ApprovedSchemeRules | null
  readonly taxPoint: Cited<string>
  readonly contributions: Cited<string>
  readonly laterSaleOfShares: Cited<string>
}

const EMPLOYMENT_INCOME: Cited<string> = {
  value: "the gain at exercise (market value of the shares less the exercise price paid) is employment income of the year of exercise, taxed with the salary at the progressive rates",
  rule: `${ITL}, art. 5(1)(b) (gains or profits from an office or employment, including benefits in kind)`,
  sources: ["so-nexora-esop-2026"],
  note: "Secondary source only; art. 20D(1) itself refers to art. 5(1)(b) for the income from employment."
}

const TAX_POINT: Cited<string> = {
  value: "exercise",
  rule: `${ITL}, art. 5(1)(b); art. 20D(1) proviso (year in which the vesting period ends)`,
  sources: ["so-nexora-esop-2026", "so-cylaw-itl-art20d"],
  note:
    "UNCONFIRMED for art. 20D: the law measures the 2x cap on income of the year the vesting period ends, but the " +
    "excerpt read does not say whether the benefit is taxed at grant, vesting or exercise, nor how it is valued. " +
    "Modelled: the benefit is the gain at exercise, taxed in the year of exercise, and the vesting period ends in that year."
}

const CONTRIBUTIONS: Cited<string> = {
  value: "social insurance (to its yearly ceiling) and GESY (to its yearly income ceiling) are charged on the gain as on salary",
  rule: "Social Insurance Law 59(I)/2010 (insurable earnings); General Healthcare System Law 89(I)/2001 (emoluments)",
  sources: ["so-nexora-esop-2026", "so-cyprusnet-si-insurable-earnings"],
  note:
    "UNCONFIRMED: RSUs are reported to attract SI and GESY, the option spread is not settled, and insurable earnings " +
    "exclude ex-gratia payments and occasional bonuses. Art. 20D changes the income tax rate only, so the same " +
    "choice is applied to both treatments."
}

const LATER_SALE: Cited<string> = {
  value: "a later sale of the shares is exempt from income tax as a disposal of titles (capital gains tax only where the company holds Cyprus immovable property)",
  rule: `${ITL} (exemption of gains on the disposal of titles)`,
  sources: ["so-nexora-esop-2026"],
  note: "Not computed by this tool; rests on one secondary source (Nexora) and the article number was not confirmed here."
}

const APPROVED_SCHEME_2026: ApprovedSchemeRules = {
  flatRatePercent: {
    value: 8,
    rule: `${ART20D}(1) ${REFORM}`,
    sources: ["so-cylaw-itl-art20d", "so-ey-2026-reform", "so-philenews-2026-business-changes"]
  },
  salaryMultipleCap: {
    value: 2,
    rule: `${ART20D}(1), first proviso`,
    sources: ["so-cylaw-itl-art20d"],
    note:
      "Twice the employee's or director's income from that employer under art. 5(1)(b) in the year the vesting " +
      "period ends, counted without the benefit itself."
  },
  aggregateCap: {
    value: { amount: 1_000_000, years: 10 },
    rule: `${ART20D} ${REFORM}, as reported`,
    sources: ["so-ey-2026-reform"],
    note:
      "UNCONFIRMED how the 10 years are counted (rolling, or from the scheme's start) and how a benefit above it is " +
      "taxed: confirmed by a Big-4 alert only, not by the law text read. Modelled: benefit already taxed at 8% within " +
      "the 10 years reduces what is left; the rest is taxed like the excess over the 2x cap."
  },
  excessTreatment: {
    value: "taxed as employment income under Parts III and V (progressive rates)",
    rule: `${ART20D}(1), first proviso`,
    sources: ["so-cylaw-itl-art20d"]
  },
  residentsOnly: {
    value: true,
    rule: `${ART20D}(1)`,
    sources: ["so-cylaw-itl-art20d"],
    note: "Applies to an employee or director who is resident in the Republic."
  },
  existingSchemesDeadline: {
    value: "2026-06-30",
    rule: ART20D,
    sources: ["so-ey-2026-reform"],
    note: "Employers with existing schemes had to apply to the Tax Department for approval within six months. Rests on one Big-4 alert (EY); not read in the law text."
  }
}

export const STOCK_OPTION_RULES: Readonly<Record<StockOptionYear, StockOptionYearRules>> = {
  2025: {
    year: 2025,
    employmentIncome: EMPLOYMENT_INCOME,
    approvedScheme: null,
    taxPoint: TAX_POINT,
    contributions: CONTRIBUTIONS,
    laterSaleOfShares: LATER_SALE
  },
  2026: {
    year: 2026,
    employmentIncome: EMPLOYMENT_INCOME,
    approvedScheme: APPROVED_SCHEME_2026,
    taxPoint: TAX_POINT,
    contributions: CONTRIBUTIONS,
    laterSaleOfShares: LATER_SALE
  }
}

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
