import type { SourceId } from "../sources.ts"
import type { DatedParameter, Unit, Value } from "../parameter.ts"
import { CONTRIBUTION_YEARS, type ContributionYear, firstMonday, SIL } from "./contribution-years.ts"

/** Old-age pension and unemployment benefit: the statutory rules, and the pension amounts of each year. */

/** A statutory figure in force in every year held (from the first; the law may have set it earlier). */
const statutory = <T extends {}>(
  description: string,
  unit: Unit,
  rule: string,
  sources: ReadonlyArray<SourceId>,
  value: T,
  note?: string
): DatedParameter<T> => ({
  description,
  unit,
  rule,
  sources,
  values: [note === undefined ? { from: CONTRIBUTION_YEARS[0], value } : { from: CONTRIBUTION_YEARS[0], value, note }]
})

/** Basic rate for 0/1/2/3 dependants; the spouse/other split is one reading of it (see note). */
export interface DependantScale {
  readonly ratesByDependantCountPercent: readonly [number, number, number, number]
  readonly spousePercentagePoints: number
  readonly otherDependantPercentagePoints: number
  readonly maxDependants: number
}

const DEPENDANT_SCALE: DependantScale = {
  ratesByDependantCountPercent: [60, 80, 90, 100],
  spousePercentagePoints: 20,
  otherDependantPercentagePoints: 10,
  maxDependants: 3
}
const DEPENDANTS_NOTE =
  "60% raised to 80%, 90% and 100% for 1, 2 and 3 dependants (at most 3). The European Commission's table for " +
  "the same benefit family labels the one-dependant step '(spouse)', i.e. +20 points for a dependent spouse and +10 " +
  "for each other dependant; whether a child alone (no dependent spouse) gets +20 or +10 was not read in the law."

const NOT_READ = "No source read gives this year's amount."

/** A 'monthly' pension amount (4 weeks) by year, from 1 January; null where no source was read. */
const pensionAmount = (
  description: string,
  values: Readonly<Record<ContributionYear, Value<number | null>>>
): DatedParameter<number | null, ContributionYear> => ({
  description,
  unit: "EUR",
  rule: `${SIL}, ${description} from 1 January`,
  sources: [],
  values
})

export const FULL_BASIC_PENSION = pensionAmount("full basic pension (monthly, single)", {
  2020: { value: null, status: "unconfirmed", note: NOT_READ },
  2021: { value: null, status: "unconfirmed", note: NOT_READ },
  2022: { value: null, status: "unconfirmed", note: NOT_READ },
  2023: { value: 465.65, sources: ["si-cymail-2024"] },
  2024: { value: 483.77, sources: ["si-mlsi-2024", "si-talanews-2024", "si-cymail-2024"] },
  2025: { value: 512.5, sources: ["si-cymail-2025"] },
  2026: { value: 529.82, sources: ["si-politis-2026", "si-cytoday-2026"] }
})

export const MINIMUM_PENSION = pensionAmount("minimum pension (monthly, no dependants)", {
  2020: { value: null, status: "unconfirmed", note: NOT_READ },
  2021: { value: null, status: "unconfirmed", note: NOT_READ },
  2022: { value: null, status: "unconfirmed", note: NOT_READ },
  2023: { value: 395.8, sources: ["si-cymail-2024"] },
  2024: { value: 411.2, sources: ["si-talanews-2024", "si-cymail-2024"] },
  2025: { value: 435.62, sources: ["si-cymail-2025"] },
  2026: { value: 450.35, sources: ["si-politis-2026", "si-cytoday-2026"] }
})

export const PENSION = {
  statutoryPensionAge: statutory(
    "Statutory pension age",
    "years",
    `${SIL}, old-age pension (pensionable age)`,
    ["si-mlsi-faq-oap", "si-ssa-2018", "si-cymail-early-2025"],
    65,
    "Miners may retire earlier; not modelled."
  ),
  earlyPensionAge: statutory(
    "Early pension age",
    "years",
    `${SIL}, old-age pension from 63`,
    ["si-ilo-gimi", "si-incy-early-2022"],
    63
  ),
  earlyPensionReductionPercentPerMonth: statutory(
    "Early pension reduction per month drawn before 65",
    "percent",
    `${SIL} as amended in 2012: reduction for each month drawn before 65`,
    ["si-incy-early-2022", "si-cymail-early-2025"],
    0.5,
    "12% at exactly 63; permanent. Proposals to lift it were not enacted as of June 2025."
  ),
  /** early pension: paid + assimilated basic points at least this % of the years of the reference period */
  earlyPensionAveragePointsPercent: statutory(
    "Early pension: basic points at least this % of the reference period's years",
    "percent",
    `${SIL}, early pension condition`,
    ["si-ilo-gimi"],
    70
  ),
  /** weeks of insurance, and paid basic insurance of this many weekly BIEs */
  minimumInsuranceWeeks: statutory(
    "Minimum weeks of insurance (and paid basic insurance, in weekly BIEs)",
    "weeks",
    `${SIL}, contribution conditions for old-age pension (from 2017)`,
    ["si-mlsi-faq-oap", "si-ssa-2018"],
    780,
    "780 weeks of insurance and paid basic insurance of at least 780 x weekly BIE (780 / 52 = 15 basic insurance points)."
  ),
  /** years of insurance (780 weeks) and paid basic insurance of 780 x weekly BIE (15 basic points) */
  minimumContributionYears: statutory(
    "Minimum contribution years",
    "years",
    `${SIL}, contribution conditions for old-age pension (from 2017)`,
    ["si-mlsi-faq-oap", "si-ssa-2018"],
    15,
    "780 weeks of insurance and paid basic insurance of at least 780 x weekly BIE (15 basic insurance points)."
  ),
  /** the average-units condition: paid + assimilated basic points at least this % of the years of the reference period
   * */
  averagePointsConditionPercent: statutory(
    "Average-units condition: basic points at least this % of the reference period's years",
    "percent",
    `${SIL}, contribution conditions for old-age pension`,
    ["si-mlsi-faq-oap", "si-ssa-2018"],
    30,
    "Reference period: from 5 Oct 1964 (or 7 Jan 1957 if better), or from the contribution year the person turned 16 if later, to the pension week."
  ),
  maxUnitsPerYear: statutory(
    "Maximum insurance units per year",
    "units",
    `${SIL}: units = insurable earnings / annual BIE, earnings capped at the maximum insurable earnings`,
    ["si-mpisoc-2020", "si-evident-calc-2021"],
    6,
    "The ceiling is about 6 x the annual BIE; a year's units are also limited by ceiling / BIE of that year."
  ),
  /** basic pension, % of weekly BIE x average basic points (at most 1) */
  basicPensionPercent: statutory(
    "Basic pension, % of weekly BIE x average basic points",
    "percent",
    `${SIL}, basic pension`,
    ["si-ilo-gimi", "si-evident-calc-2021"],
    60
  ),
  dependants: statutory(
    "Basic pension rate by number of dependants (0-3)",
    "percent",
    `${SIL}, increases of the basic pension for dependants`,
    ["si-evident-calc-2021", "si-ec-sickness"],
    DEPENDANT_SCALE,
    DEPENDANTS_NOTE
  ),
  /** supplementary pension, % of weekly BIE per supplementary point of the whole career */
  supplementaryPensionPercentPerPoint: statutory(
    "Supplementary pension per supplementary point, % of weekly BIE",
    "percent",
    `${SIL}, supplementary pension`,
    ["si-ilo-gimi"],
    1.5,
    "1.5% of the weekly BIE per supplementary insurance point of the whole career (points valued at the BIE in force); not raised for dependants."
  ),
  /** SIS "monthly" amounts are 4 weeks; 13 are paid a year */
  weeksPerPensionMonth: statutory(
    "Weeks in a 'monthly' pension amount",
    "weeks",
    "SIS practice: a 'monthly' pension amount is 4 weeks",
    ["si-evident-calc-2021"],
    4,
    "So 13 'monthly' payments make the 52 weeks of a year (13th pension paid in December)."
  ),
  paymentsPerYear: statutory(
    "'Monthly' pension payments a year",
    "units",
    "SIS practice: 13 'monthly' (4-week) pension payments a year, the 13th in December",
    ["sp-famnews-13th", "si-evident-calc-2021"],
    13,
    "13 x 4 weeks = the 52 weeks of a year."
  ),
  fullBasicPensionMonthly: FULL_BASIC_PENSION,
  /** minimum pension for a beneficiary without dependants */
  minimumPensionMonthly: MINIMUM_PENSION
} as const

export const UNEMPLOYMENT = {
  basicBenefitPercent: statutory(
    "Unemployment benefit, basic, % of weekly earnings up to the weekly BIE",
    "percent",
    `${SIL}, unemployment benefit (basic)`,
    ["si-infocy-ub", "si-ec-sickness"],
    60,
    "Of the average weekly insurable earnings up to the weekly BIE in the relevant contribution year."
  ),
  dependants: statutory(
    "Unemployment basic benefit rate by number of dependants (0-3)",
    "percent",
    `${SIL}, increases of the basic benefit for dependants`,
    ["si-infocy-ub", "si-ec-sickness"],
    DEPENDANT_SCALE,
    DEPENDANTS_NOTE
  ),
  supplementaryBenefitPercent: statutory(
    "Unemployment benefit, supplementary, % of weekly earnings above the weekly BIE",
    "percent",
    `${SIL}, unemployment benefit (supplementary)`,
    ["si-infocy-ub", "si-ec-sickness"],
    50,
    "Of the average weekly insurable earnings above the weekly BIE in the relevant contribution year; not raised for dependants."
  ),
  /** supplementary benefit cap, in weekly BIEs of the relevant year */
  supplementaryCapWeeklyBie: statutory(
    "Unemployment supplementary benefit cap, in weekly BIEs",
    "ratio",
    `${SIL}, maximum supplementary benefit`,
    ["si-ec-sickness", "si-easyexpat-ub"],
    1,
    "Stated by the European Commission for sickness benefit (the same basic/supplementary benefit family); for unemployment only secondary sources were read ('less than twice the weekly basic earnings' in total)."
  ),
  waitingDays: statutory(
    "Unemployment benefit waiting days",
    "days",
    `${SIL}, unemployment benefit paid from the 4th day of unemployment`,
    ["si-cyforum-ub-2012"],
    3,
    "Read in a 2012 reprint of the official text; not re-read in a 2024+ source."
  ),
  maxBenefitDays: statutory(
    "Unemployment benefit maximum duration",
    "days",
    `${SIL}, maximum duration per period of unemployment`,
    ["si-akasser-ub-2024"],
    156
  ),
  benefitDaysPerWeek: statutory(
    "Unemployment benefit days per week",
    "days",
    `${SIL}, benefit days (Sundays are not days of unemployment)`,
    ["si-cyforum-ub-2012", "si-cymail-covid-2020"],
    6
  ),
  minimumWeeksInsured: statutory(
    "Unemployment benefit: weeks of insurance",
    "weeks",
    `${SIL}, unemployment benefit contribution condition 1`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    26
  ),
  /** paid basic insurance up to the date of unemployment, in weekly BIEs (26 x weekly BIE = 0.50 point) */
  minimumPaidBasicWeeklyBies: statutory(
    "Unemployment benefit: paid basic insurance, in weekly BIEs",
    "ratio",
    `${SIL}, unemployment benefit contribution condition 1`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    26,
    "Paid basic insurance of at least 26 x weekly BIE up to the date of unemployment (26 / 52 = 0.50 point)."
  ),
  /** paid or assimilated insurance in the relevant contribution year, in weekly BIEs (20 x weekly BIE = 0.39 point) */
  minimumRelevantYearWeeklyBies: statutory(
    "Unemployment benefit: insurance in the relevant contribution year, in weekly BIEs",
    "ratio",
    `${SIL}, unemployment benefit contribution condition 2`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    20,
    "Paid or assimilated insurable earnings of at least 20 x weekly BIE in the relevant contribution year (20 / 52 = 0.3846, published as 0.39 point)."
  ),
  /** paid basic insurance up to the date of unemployment (0.50 point = 26 x weekly BIE) */
  minimumPaidBasicPoints: statutory(
    "Unemployment benefit: paid basic insurance points",
    "points",
    `${SIL}, unemployment benefit contribution condition 1`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    0.5,
    "Paid basic insurance of at least 26 x weekly BIE up to the date of unemployment."
  ),
  /** paid or assimilated insurance in the relevant contribution year (0.39 point = 20 x weekly BIE) */
  minimumRelevantYearPoints: statutory(
    "Unemployment benefit: insurance points in the relevant contribution year",
    "points",
    `${SIL}, unemployment benefit contribution condition 2`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    0.39,
    "Paid or assimilated insurable earnings of at least 20 x weekly BIE in the relevant contribution year (20/52 = 0.3846, published as 0.39)."
  ),
  minimumAge: statutory(
    "Unemployment benefit: minimum age",
    "years",
    `${SIL}, unemployment benefit age limits`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    16
  ),
  /** 63; up to 65 for a person not entitled to a statutory pension */
  maximumAge: statutory(
    "Unemployment benefit: maximum age",
    "years",
    `${SIL}, unemployment benefit age limits`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    63,
    "Extended to 65 for a person not entitled to a statutory pension."
  ),
  maximumAgeWithoutPension: statutory(
    "Unemployment benefit: maximum age for a person not entitled to a statutory pension",
    "years",
    `${SIL}, unemployment benefit age limits`,
    ["si-akasser-ub-2024", "si-infocy-ub"],
    65
  )
} as const

/**
 * Relevant contribution year of an unemployment claim. The benefit year is taken to begin on the
 * first Monday of July: a claim before it in year Y uses Y-2, a claim from it uses Y-1. Evidence:
 * 2020 special unemployment benefit claims (March-June 2020) used 2018 earnings "in the same way the
 * Social Insurance Law provides". The July boundary itself was not read in a source (disclosed).
 */
export const UNEMPLOYMENT_RELEVANT_YEAR = {
  rule: `${SIL}, relevant contribution year = last contribution year ended before the benefit year of the claim`,
  sources: ["si-cymail-covid-2020", "si-infocy-ub"] as ReadonlyArray<SourceId>,
  benefitYearStartMonth: 7
} as const

export const relevantContributionYear = (claimDate: string): number => {
  const y = Number(claimDate.slice(0, 4))
  return claimDate >= firstMonday(y, UNEMPLOYMENT_RELEVANT_YEAR.benefitYearStartMonth) ? y - 1 : y - 2
}
