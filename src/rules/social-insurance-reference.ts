import type { SourceId } from "./sources.ts"

/**
 * Social Insurance reference figures by calendar year (Social Insurance Law 59(I)/2010 as amended):
 * the one source of truth for basic and maximum insurable earnings, contribution rates and the
 * pension and benefit rates the social insurance tools use. Each figure says whether it is
 * "official" (the published figure or statutory rate, read in the cited sources), "derived" (by the
 * arithmetic in its note) or "unconfirmed" (value null, never a guess). The official SIS table
 * "Basic insurable earnings 1981-2026" could not be read; replace derived cells from it when it can.
 * Contribution rates and ceilings for 2024-2026 must agree with social-insurance.ts (tested).
 */

const SIL = "Social Insurance Law 59(I)/2010"

export type FigureStatus = "official" | "derived" | "unconfirmed"

interface FigureBase {
  readonly rule: string
  readonly sources: ReadonlyArray<SourceId>
}
export type ReferenceFigure<T> =
  | (FigureBase & { readonly status: "official"; readonly value: T; readonly note?: string })
  | (FigureBase & { readonly status: "derived"; readonly value: T; readonly note: string })
  | (FigureBase & { readonly status: "unconfirmed"; readonly value: null; readonly note: string })

const official = <T>(value: T, rule: string, sources: ReadonlyArray<SourceId>, note?: string): ReferenceFigure<T> =>
  note === undefined ? { status: "official", value, rule, sources } : { status: "official", value, rule, sources, note }
const derived = <T>(value: T, rule: string, sources: ReadonlyArray<SourceId>, how: string): ReferenceFigure<T> =>
  ({ status: "derived", value, rule, sources, note: how })
const unconfirmed = <T>(rule: string, sources: ReadonlyArray<SourceId>, note: string): ReferenceFigure<T> =>
  ({ status: "unconfirmed", value: null, rule, sources, note })

export interface EarningsFigures {
  readonly weekly: ReferenceFigure<number>
  readonly monthly: ReferenceFigure<number>
  readonly annual: ReferenceFigure<number>
}

export interface ContributionRates {
  readonly employeePercent: ReferenceFigure<number>
  readonly employerPercent: ReferenceFigure<number>
  readonly selfEmployedPercent: ReferenceFigure<number>
  /** the State's contribution on the insurable earnings of employees */
  readonly statePercent: ReferenceFigure<number>
}

/** Basic rate for 0/1/2/3 dependants; the spouse/other split is one reading of it (see note). */
export interface DependantScale {
  readonly ratesByDependantCountPercent: readonly [number, number, number, number]
  readonly spousePercentagePoints: number
  readonly otherDependantPercentagePoints: number
  readonly maxDependants: number
}

export interface PensionRules {
  readonly statutoryPensionAge: ReferenceFigure<number>
  readonly earlyPensionAge: ReferenceFigure<number>
  readonly earlyPensionReductionPercentPerMonth: ReferenceFigure<number>
  /** early pension: paid + assimilated basic points at least this % of the years of the reference period */
  readonly earlyPensionAveragePointsPercent: ReferenceFigure<number>
  /** years of insurance (780 weeks) and paid basic insurance of 780 x weekly BIE (15 basic points) */
  readonly minimumContributionYears: ReferenceFigure<number>
  /** the average-units condition: paid + assimilated basic points at least this % of the years of the reference period */
  readonly averagePointsConditionPercent: ReferenceFigure<number>
  readonly maxUnitsPerYear: ReferenceFigure<number>
  /** basic pension, % of weekly BIE x average basic points (at most 1) */
  readonly basicPensionPercent: ReferenceFigure<number>
  readonly dependants: ReferenceFigure<DependantScale>
  /** supplementary pension, % of weekly BIE per supplementary point of the whole career */
  readonly supplementaryPensionPercentPerPoint: ReferenceFigure<number>
  /** SIS "monthly" amounts are 4 weeks; 13 are paid a year */
  readonly weeksPerPensionMonth: ReferenceFigure<number>
  readonly fullBasicPensionMonthly: ReferenceFigure<number>
  /** minimum pension for a beneficiary without dependants */
  readonly minimumPensionMonthly: ReferenceFigure<number>
}

export interface UnemploymentRules {
  readonly basicBenefitPercent: ReferenceFigure<number>
  readonly dependants: ReferenceFigure<DependantScale>
  readonly supplementaryBenefitPercent: ReferenceFigure<number>
  /** supplementary benefit cap, in weekly BIEs of the relevant year */
  readonly supplementaryCapWeeklyBie: ReferenceFigure<number>
  readonly waitingDays: ReferenceFigure<number>
  readonly maxBenefitDays: ReferenceFigure<number>
  readonly benefitDaysPerWeek: ReferenceFigure<number>
  readonly minimumWeeksInsured: ReferenceFigure<number>
  /** paid basic insurance up to the date of unemployment (0.50 point = 26 x weekly BIE) */
  readonly minimumPaidBasicPoints: ReferenceFigure<number>
  /** paid or assimilated insurance in the relevant contribution year (0.39 point = 20 x weekly BIE) */
  readonly minimumRelevantYearPoints: ReferenceFigure<number>
  readonly minimumAge: ReferenceFigure<number>
  /** 63; up to 65 for a person not entitled to a statutory pension */
  readonly maximumAge: ReferenceFigure<number>
}

export interface SocialInsuranceReferenceYear {
  readonly year: number
  readonly basicInsurableEarnings: EarningsFigures
  readonly maxInsurableEarnings: EarningsFigures
  readonly contributionRates: ContributionRates
  readonly pension: PensionRules
  readonly unemployment: UnemploymentRules
}

// ---------------------------------------------------------------------------------------------
// Statutory rates in force for every year held (2020-2026)
// ---------------------------------------------------------------------------------------------

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

const PENSION_RULES = (fullBasic: ReferenceFigure<number>, minimum: ReferenceFigure<number>): PensionRules => ({
  statutoryPensionAge: official(65, `${SIL}, old-age pension (pensionable age)`, ["si-mlsi-faq-oap", "si-ssa-2018", "si-cymail-early-2025"],
    "Miners may retire earlier; not modelled."),
  earlyPensionAge: official(63, `${SIL}, old-age pension from 63`, ["si-ilo-gimi", "si-incy-early-2022"]),
  earlyPensionReductionPercentPerMonth: official(0.5, `${SIL} as amended in 2012: reduction for each month drawn before 65`, ["si-incy-early-2022", "si-cymail-early-2025"],
    "12% at exactly 63; permanent. Proposals to lift it were not enacted as of June 2025."),
  earlyPensionAveragePointsPercent: official(70, `${SIL}, early pension condition`, ["si-ilo-gimi"]),
  minimumContributionYears: official(15, `${SIL}, contribution conditions for old-age pension (from 2017)`, ["si-mlsi-faq-oap", "si-ssa-2018"],
    "780 weeks of insurance and paid basic insurance of at least 780 x weekly BIE (15 basic insurance points)."),
  averagePointsConditionPercent: official(30, `${SIL}, contribution conditions for old-age pension`, ["si-mlsi-faq-oap", "si-ssa-2018"],
    "Reference period: from 5 Oct 1964 (or 7 Jan 1957 if better), or from the contribution year the person turned 16 if later, to the pension week."),
  maxUnitsPerYear: official(6, `${SIL}: units = insurable earnings / annual BIE, earnings capped at the maximum insurable earnings`, ["si-mpisoc-2020", "si-evident-calc-2021"],
    "The ceiling is about 6 x the annual BIE; a year's units are also limited by ceiling / BIE of that year."),
  basicPensionPercent: official(60, `${SIL}, basic pension`, ["si-ilo-gimi", "si-evident-calc-2021"]),
  dependants: official(DEPENDANT_SCALE, `${SIL}, increases of the basic pension for dependants`, ["si-evident-calc-2021", "si-ec-sickness"], DEPENDANTS_NOTE),
  supplementaryPensionPercentPerPoint: official(1.5, `${SIL}, supplementary pension`, ["si-ilo-gimi"],
    "1.5% of the weekly BIE per supplementary insurance point of the whole career (points valued at the BIE in force); not raised for dependants."),
  weeksPerPensionMonth: official(4, "SIS practice: a 'monthly' pension amount is 4 weeks", ["si-evident-calc-2021"],
    "So 13 'monthly' payments make the 52 weeks of a year (13th pension paid in December)."),
  fullBasicPensionMonthly: fullBasic,
  minimumPensionMonthly: minimum
})

const UNEMPLOYMENT_RULES: UnemploymentRules = {
  basicBenefitPercent: official(60, `${SIL}, unemployment benefit (basic)`, ["si-infocy-ub", "si-ec-sickness"],
    "Of the average weekly insurable earnings up to the weekly BIE in the relevant contribution year."),
  dependants: official(DEPENDANT_SCALE, `${SIL}, increases of the basic benefit for dependants`, ["si-infocy-ub", "si-ec-sickness"], DEPENDANTS_NOTE),
  supplementaryBenefitPercent: official(50, `${SIL}, unemployment benefit (supplementary)`, ["si-infocy-ub", "si-ec-sickness"],
    "Of the average weekly insurable earnings above the weekly BIE in the relevant contribution year; not raised for dependants."),
  supplementaryCapWeeklyBie: official(1, `${SIL}, maximum supplementary benefit`, ["si-ec-sickness", "si-easyexpat-ub"],
    "Stated by the European Commission for sickness benefit (the same basic/supplementary benefit family); for unemployment only secondary sources were read ('less than twice the weekly basic earnings' in total)."),
  waitingDays: official(3, `${SIL}, unemployment benefit paid from the 4th day of unemployment`, ["si-cyforum-ub-2012"],
    "Read in a 2012 reprint of the official text; not re-read in a 2024+ source."),
  maxBenefitDays: official(156, `${SIL}, maximum duration per period of unemployment`, ["si-akasser-ub-2024"]),
  benefitDaysPerWeek: official(6, `${SIL}, benefit days (Sundays are not days of unemployment)`, ["si-cyforum-ub-2012", "si-cymail-covid-2020"]),
  minimumWeeksInsured: official(26, `${SIL}, unemployment benefit contribution condition 1`, ["si-akasser-ub-2024", "si-infocy-ub"]),
  minimumPaidBasicPoints: official(0.5, `${SIL}, unemployment benefit contribution condition 1`, ["si-akasser-ub-2024", "si-infocy-ub"],
    "Paid basic insurance of at least 26 x weekly BIE up to the date of unemployment."),
  minimumRelevantYearPoints: official(0.39, `${SIL}, unemployment benefit contribution condition 2`, ["si-akasser-ub-2024", "si-infocy-ub"],
    "Paid or assimilated insurable earnings of at least 20 x weekly BIE in the relevant contribution year (20/52 = 0.3846, published as 0.39)."),
  minimumAge: official(16, `${SIL}, unemployment benefit age limits`, ["si-akasser-ub-2024", "si-infocy-ub"]),
  maximumAge: official(63, `${SIL}, unemployment benefit age limits`, ["si-akasser-ub-2024", "si-infocy-ub"],
    "Extended to 65 for a person not entitled to a statutory pension.")
}

// ---------------------------------------------------------------------------------------------
// Yearly figures
// ---------------------------------------------------------------------------------------------

const cents2 = (n: number): number => Math.round(n * 100) / 100

/** Ceilings: SIS publishes weekly and monthly figures; the annual one is 12 x monthly. */
const ceilings = (weekly: number, monthly: number, sources: ReadonlyArray<SourceId>, year: number, annualSources?: ReadonlyArray<SourceId>): EarningsFigures => ({
  weekly: official(weekly, `${SIL}, maximum insurable earnings ${year} (weekly)`, sources),
  monthly: official(monthly, `${SIL}, maximum insurable earnings ${year} (monthly)`, sources),
  annual: annualSources !== undefined
    ? official(monthly * 12, `${SIL}, maximum insurable earnings ${year} (annual)`, annualSources)
    : derived(monthly * 12, `${SIL}, maximum insurable earnings ${year} (annual)`, sources, `12 x the monthly ceiling ${monthly}.`)
})

/** BIE derived from the full basic pension: full basic pension (monthly) = 60% x 4 x weekly BIE. */
const bieFromPension = (fullBasicMonthly: number, year: number, sources: ReadonlyArray<SourceId>, check?: string): EarningsFigures => {
  const weekly = cents2(fullBasicMonthly / 2.4)
  const annual = cents2(weekly * 52)
  const how = `weekly = full basic pension ${fullBasicMonthly} / (60% x 4) = ${weekly.toFixed(2)} (the full basic pension is 60% of the weekly BIE, 4 weeks a 'month')${check ?? ""}. Replace with the SIS table figure.`
  return {
    weekly: derived(weekly, `${SIL}, basic insurable earnings ${year} (weekly)`, sources, how),
    monthly: derived(cents2(annual / 12), `${SIL}, basic insurable earnings ${year} (monthly)`, sources, `weekly ${weekly.toFixed(2)} x 52 / 12; SIS does not publish a monthly BIE in the sources read.`),
    annual: derived(annual, `${SIL}, basic insurable earnings ${year} (annual)`, sources, `weekly ${weekly.toFixed(2)} x 52.`)
  }
}

/** BIE where the annual figure is published. */
const bieFromAnnual = (annual: number, year: number, sources: ReadonlyArray<SourceId>): EarningsFigures => {
  const weekly = cents2(annual / 52)
  return {
    weekly: derived(weekly, `${SIL}, basic insurable earnings ${year} (weekly)`, sources, `annual ${annual} / 52 = ${weekly.toFixed(2)}.`),
    monthly: derived(cents2(annual / 12), `${SIL}, basic insurable earnings ${year} (monthly)`, sources, `annual ${annual} / 12.`),
    annual: official(annual, `${SIL}, basic insurable earnings ${year} (annual)`, sources)
  }
}

/**
 * BIE carried forward from the previous year's weekly BIE by the yearly SIS rise of the self-employed
 * imputed incomes. Those minimums are fixed multiples of the weekly BIE (every published category
 * figure of 2020 and 2024 fits one; social-insurance.ts), so the BIE rises by the same percentage.
 * Weekly rounded to the cent each year (this reproduces 2024-2026: 201.57 x 1.0594 = 213.54, x 1.0338 = 220.76).
 */
const bieChained = (previousWeekly: number, risePercent: number, year: number, sources: ReadonlyArray<SourceId>, why: string): EarningsFigures & { readonly weeklyValue: number } => {
  const weeklyC = Math.round((Math.round(previousWeekly * 100) * Math.round(risePercent * 100 + 10_000)) / 10_000)
  const weekly = weeklyC / 100
  const annual = (weeklyC * 52) / 100
  const monthly = Math.round((weeklyC * 52) / 12) / 100
  const how = `weekly ${previousWeekly.toFixed(2)} (${year - 1}) x ${(1 + risePercent / 100).toFixed(4)} = ${weekly.toFixed(2)}; ${why}`
  return {
    weekly: derived(weekly, `${SIL}, basic insurable earnings ${year} (weekly)`, sources, how),
    monthly: derived(monthly, `${SIL}, basic insurable earnings ${year} (monthly)`, sources, `weekly ${weekly.toFixed(2)} x 52 / 12; SIS does not publish a monthly BIE in the sources read. ${how}`),
    annual: derived(annual, `${SIL}, basic insurable earnings ${year} (annual)`, sources, `weekly ${weekly.toFixed(2)} x 52. ${how}`),
    weeklyValue: weekly
  }
}

const CHAIN_CHECK_2024 =
  "Check: 183.96 (2021 = 9,566 / 52) x 1.0122 = 186.20, x 1.0337 = 192.47, x 1.0473 (SIS +4.73% from 1.1.2024) = 201.57, " +
  "exactly the 2024 weekly BIE found from the full basic pension (483.77 / 2.4) and from 2024 category minimums (443.45 / 2.2, 544.24 / 2.7)."
const BIE_2021_ANNUAL = 9_566
const BIE_2022 = bieChained(cents2(BIE_2021_ANNUAL / 52), 1.22, 2022, ["si-evident-calc-2021", "si-mlsi-2022", "si-mlsi-2024", "si-asgard-se-2024"],
  "1.22% is the SIS rise of the self-employed imputed incomes from 3.1.2022 (official announcement; basic pensions rose by the same 1.22%). " +
  CHAIN_CHECK_2024)
const BIE_2023 = bieChained(BIE_2022.weeklyValue, 3.37, 2023, ["si-evident-calc-2021", "si-mlsi-2022", "si-peo-2023", "si-asterisk-2023", "si-mlsi-2022-07", "si-mlsi-2024", "si-asgard-se-2024"],
  "3.37% is the SIS rise of the self-employed imputed incomes from 2.1.2023 (secondary reprints of the SIS announcement only). " +
  "The 2023 full basic pension 465.65 is not 2.4 x this BIE: pensions got an extra 4.2% from 1.7.2022, then 0% in January 2023. " +
  CHAIN_CHECK_2024)

const rates = (employee: number, selfEmployed: number, sources: ReadonlyArray<SourceId>, state: ReferenceFigure<number>): ContributionRates => ({
  employeePercent: official(employee, `${SIL}, art. 5 (employee share)`, sources),
  employerPercent: official(employee, `${SIL}, art. 5 (employer share)`, sources),
  selfEmployedPercent: official(selfEmployed, `${SIL}, art. 12 (self-employed)`, sources),
  statePercent: state
})

const STATE_2024 = unconfirmed<number>(`${SIL}, State contribution from 2024`, ["si-eurofast-2024-rates"],
  "Not confirmed: one source gives 5.3% but together with the statutory 8.9% / 16.8%, which are not the rates the SIS applies (8.8% / 16.6%).")
const STATE_2019 = unconfirmed<number>(`${SIL}, State contribution 2019-2023`, ["si-mpisoc-2020"],
  "Not confirmed in a source read for this project (research notes give 4.9% of insurable earnings).")

const RATES_2019_2023: ReadonlyArray<SourceId> = ["si-emeraldzebra-rates", "si-kpmg-2024"]
const RATES_2024_2028: ReadonlyArray<SourceId> = ["si-kpmg-2024", "si-kpmg-2025", "si-emeraldzebra-rates"]

const pensionAmount = (value: number, what: string, year: number, sources: ReadonlyArray<SourceId>) =>
  official(value, `${SIL}, ${what} from 1 January ${year}`, sources)
const pensionUnconfirmed = (what: string, year: number) =>
  unconfirmed<number>(`${SIL}, ${what} from 1 January ${year}`, [], "No source read gives this year's amount.")

const FULL = "full basic pension (monthly, single)"
const MIN = "minimum pension (monthly, no dependants)"

const TABLE: ReadonlyArray<SocialInsuranceReferenceYear> = [
  {
    year: 2020,
    basicInsurableEarnings: bieFromAnnual(9_147, 2020, ["si-mpisoc-2020"]),
    maxInsurableEarnings: ceilings(1_055, 4_572, ["si-mpisoc-2020"], 2020),
    contributionRates: rates(8.3, 15.6, RATES_2019_2023, STATE_2019),
    pension: PENSION_RULES(pensionUnconfirmed(FULL, 2020), pensionUnconfirmed(MIN, 2020)),
    unemployment: UNEMPLOYMENT_RULES
  },
  {
    year: 2021,
    basicInsurableEarnings: bieFromAnnual(BIE_2021_ANNUAL, 2021, ["si-evident-calc-2021"]),
    maxInsurableEarnings: {
      weekly: derived(1_104, `${SIL}, maximum insurable earnings 2021 (weekly)`, ["si-evident-calc-2021"], "annual 57,408 / 52."),
      monthly: derived(4_784, `${SIL}, maximum insurable earnings 2021 (monthly)`, ["si-evident-calc-2021"], "annual 57,408 / 12."),
      annual: official(57_408, `${SIL}, maximum insurable earnings 2021 (annual)`, ["si-evident-calc-2021"])
    },
    contributionRates: rates(8.3, 15.6, RATES_2019_2023, STATE_2019),
    pension: PENSION_RULES(pensionUnconfirmed(FULL, 2021), pensionUnconfirmed(MIN, 2021)),
    unemployment: UNEMPLOYMENT_RULES
  },
  {
    year: 2022,
    basicInsurableEarnings: { weekly: BIE_2022.weekly, monthly: BIE_2022.monthly, annual: BIE_2022.annual },
    maxInsurableEarnings: ceilings(1_117, 4_840, ["si-asterisk-2023", "si-gstax-2023"], 2022, ["si-gstax-2023"]),
    contributionRates: rates(8.3, 15.6, RATES_2019_2023, STATE_2019),
    pension: PENSION_RULES(pensionUnconfirmed(FULL, 2022), pensionUnconfirmed(MIN, 2022)),
    unemployment: UNEMPLOYMENT_RULES
  },
  {
    year: 2023,
    basicInsurableEarnings: { weekly: BIE_2023.weekly, monthly: BIE_2023.monthly, annual: BIE_2023.annual },
    maxInsurableEarnings: ceilings(1_155, 5_005, ["si-kpmg-2023", "si-gstax-2023"], 2023, ["si-kpmg-2023", "si-gstax-2023"]),
    contributionRates: rates(8.3, 15.6, RATES_2019_2023, STATE_2019),
    pension: PENSION_RULES(pensionAmount(465.65, FULL, 2023, ["si-cymail-2024"]), pensionAmount(395.8, MIN, 2023, ["si-cymail-2024"])),
    unemployment: UNEMPLOYMENT_RULES
  },
  {
    year: 2024,
    basicInsurableEarnings: bieFromPension(483.77, 2024, ["si-talanews-2024", "si-cymail-2024", "si-akasser-ub-2024"],
      "; cross-check: the EU guide's 1/12 of the BIE = EUR 16.80 a day in 2024 gives 201.60"),
    maxInsurableEarnings: ceilings(1_209, 5_239, ["si-kpmg-2024", "si-talanews-2024"], 2024, ["si-kpmg-2024"]),
    contributionRates: rates(8.8, 16.6, RATES_2024_2028, STATE_2024),
    pension: PENSION_RULES(pensionAmount(483.77, FULL, 2024, ["si-talanews-2024", "si-cymail-2024"]), pensionAmount(411.2, MIN, 2024, ["si-talanews-2024", "si-cymail-2024"])),
    unemployment: UNEMPLOYMENT_RULES
  },
  {
    year: 2025,
    basicInsurableEarnings: bieFromPension(512.5, 2025, ["si-cymail-2025"]),
    maxInsurableEarnings: ceilings(1_281, 5_551, ["si-kpmg-2025"], 2025, ["si-kpmg-2025"]),
    contributionRates: rates(8.8, 16.6, RATES_2024_2028, STATE_2024),
    pension: PENSION_RULES(pensionAmount(512.5, FULL, 2025, ["si-cymail-2025"]), pensionAmount(435.62, MIN, 2025, ["si-cymail-2025"])),
    unemployment: UNEMPLOYMENT_RULES
  },
  {
    year: 2026,
    basicInsurableEarnings: bieFromPension(529.82, 2026, ["si-cytoday-2026"]),
    maxInsurableEarnings: ceilings(1_325, 5_742, ["si-mtarget-2026"], 2026, ["si-mtarget-2026"]),
    contributionRates: rates(8.8, 16.6, RATES_2024_2028, STATE_2024),
    pension: PENSION_RULES(pensionAmount(529.82, FULL, 2026, ["si-cytoday-2026"]), pensionAmount(450.35, MIN, 2026, ["si-cytoday-2026"])),
    unemployment: UNEMPLOYMENT_RULES
  }
]

const BY_YEAR: ReadonlyMap<number, SocialInsuranceReferenceYear> = new Map(TABLE.map((t) => [t.year, t]))

/** Calendar years held, ascending. */
export const SOCIAL_INSURANCE_REFERENCE_YEARS: ReadonlyArray<number> = TABLE.map((t) => t.year)

/** The reference table of a calendar year, or undefined when the year is not held. */
export const getSocialInsuranceReference = (year: number): SocialInsuranceReferenceYear | undefined => BY_YEAR.get(year)

/** Why a year cannot be answered: one message for the field that named it, and a hint (a tool answers it with a 400). */
export interface YearNotHeld {
  readonly fieldErrors: Record<string, Array<string>>
  readonly hint: string
}

/** A year not held, naming the field and listing the years held. */
export const yearNotHeld = (field: string, year: number, what = "Social Insurance reference figures"): YearNotHeld => {
  const held = SOCIAL_INSURANCE_REFERENCE_YEARS
  return {
    fieldErrors: { [field]: [`${what} are held for the years ${held.join(", ")}; ${year} is not one of them`] },
    hint: `Use a year from ${held[0]} to ${held[held.length - 1]}.`
  }
}

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

/** First Monday of the month (1-12) of a year, as YYYY-MM-DD. */
export const firstMonday = (year: number, month: number): string => {
  const d = new Date(Date.UTC(year, month - 1, 1))
  const offset = (8 - d.getUTCDay()) % 7
  return new Date(Date.UTC(year, month - 1, 1 + offset)).toISOString().slice(0, 10)
}

export const relevantContributionYear = (claimDate: string): number => {
  const y = Number(claimDate.slice(0, 4))
  return claimDate >= firstMonday(y, UNEMPLOYMENT_RELEVANT_YEAR.benefitYearStartMonth) ? y - 1 : y - 2
}
