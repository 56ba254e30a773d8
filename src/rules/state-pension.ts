import type { Cited } from "./income-tax.ts"
import { at, type DatedParameter, type Traced } from "./parameter.ts"
import {
  getSocialInsuranceReference,
  PENSION,
  SIL,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  type SocialInsuranceReferenceYear
} from "./social-insurance.ts"

/**
 * Old-age (statutory) pension rules that are not yearly reference figures. The figures (pension age,
 * rates, 15 years, 30% / 70%, full basic and minimum pension, weekly BIE, 6 units a year) are read
 * from social-insurance.ts, the one source of truth; this module holds only the rules
 * around them and the modelling choices of calculate_cyprus_state_pension.
 */

/** Rules fixed by law in every year held (from the first; the law may have set them earlier). */
const FIRST_YEAR = SOCIAL_INSURANCE_REFERENCE_YEARS[0]!
/** The statutory figures are the same in every year held: read from the latest. */
const LATEST_YEAR = SOCIAL_INSURANCE_REFERENCE_YEARS[SOCIAL_INSURANCE_REFERENCE_YEARS.length - 1]!
const EARLY_AGE = at(PENSION.earlyPensionAge, LATEST_YEAR).value
const EARLY_AVERAGE_PERCENT = at(PENSION.earlyPensionAveragePointsPercent, LATEST_YEAR).value

export interface Deferral {
  readonly maxAge: number
}

/** The old-age pension rules held here, one parameter per fact. */
export const STATE_PENSION = {
  /** The reference period runs from the first day of the contribution year in which the person turned 16. */
  referencePeriodStartAge: {
    description: "Reference period: from the contribution year the person turned this age",
    unit: "years",
    rule: `${SIL}, contribution condition (b) and amount of basic pension: reference period from the year the person turned 16 to the week before entitlement`,
    sources: ["si-mlsi-faq-oap", "si-mpisoc-2020"],
    values: [
      {
        from: FIRST_YEAR,
        value: 16,
        note: "Counted in whole years: pension age - 16 (49 years at 65, 47 at 63). The 5 Oct 1964 / 7 Jan 1957 starts matter only for people born before 1949."
      }
    ]
  } satisfies DatedParameter<number>,
  /** Basic insurance is the part of a year's insurable earnings up to the BIE: at most 1 basic point a year. */
  maxBasicPointsPerYear: {
    description: "Maximum basic insurance points per year",
    unit: "points",
    rule: `${SIL}: basic insurance = insurable earnings up to the basic insurable earnings; supplementary = the part above, up to the ceiling`,
    sources: ["si-ilo-gimi", "si-ec-your-rights-2018"],
    values: [
      {
        from: FIRST_YEAR,
        value: 1,
        note: "So a year's units split into min(1, units) basic points and the rest supplementary points."
      }
    ]
  } satisfies DatedParameter<number>,
  /** Art. 39(1): the pension may be deferred up to age 68. */
  deferral: {
    description: "Deferral of the statutory pension: latest starting age",
    unit: "years",
    rule: `${SIL}, art. 39 (deferral of the statutory pension up to age 68)`,
    sources: ["sp-cylaw-art39", "si-ilo-gimi", "sp-cymail-deferral-2021"],
    values: [
      {
        from: FIRST_YEAR,
        value: { maxAge: 68 },
        note: "Art. 39(3): the deferred pension starts at 68, or on the first of the month after an earlier claim; art. 39(2): the declaration is due within 3 months of entitlement."
      }
    ]
  } satisfies DatedParameter<Deferral>,
  /** Art. 39(4): the pension that would have been paid without deferral is increased for each month of deferral. */
  deferralIncreasePercentPerMonth: {
    description: "Increase of a deferred statutory pension for each month of deferral after pension age",
    unit: "percent",
    rule: `${SIL}, art. 39(4) (increase of the pension that would have been paid without deferral, for each month of deferral)`,
    sources: ["sp-ilo-gimi-deferral"],
    values: [
      {
        from: FIRST_YEAR,
        value: 0.5,
        note:
          "Rests on one secondary source (the ILO country page, parts of which predate the 2010 law): art. 39(4) sets the " +
          "increase, but every copy of the law read is cut off before its rate. Consistent with the early-pension " +
          "reduction of 0.5% for each month before 65 (art. 35A)."
      }
    ]
  } satisfies DatedParameter<number>,
  /** Not qualifying: a lump sum may be paid at 68 instead (amount not modelled). */
  lumpSumAge: {
    description: "Age of the lump sum paid instead of a pension to a person who does not qualify",
    unit: "years",
    rule: `${SIL}: lump sum at 68 to a person who does not satisfy the contribution conditions (not if entitled to social pension)`,
    sources: ["sp-euraxess-pension"],
    values: [{ from: FIRST_YEAR, value: 68 }]
  } satisfies DatedParameter<number>
}

export const REFERENCE_PERIOD_START_AGE: Traced<number> = at(STATE_PENSION.referencePeriodStartAge, LATEST_YEAR)
export const MAX_BASIC_POINTS_PER_YEAR: Traced<number> = at(STATE_PENSION.maxBasicPointsPerYear, LATEST_YEAR)
export const DEFERRAL: Traced<Deferral> = at(STATE_PENSION.deferral, LATEST_YEAR)
export const DEFERRAL_INCREASE_PER_MONTH: Traced<number> = at(
  STATE_PENSION.deferralIncreasePercentPerMonth,
  LATEST_YEAR
)
export const LUMP_SUM_INSTEAD: Traced<number> = at(STATE_PENSION.lumpSumAge, LATEST_YEAR)

/**
 * The early-pension average condition, as the official pages word it: a citation with no figure of its
 * own (its age and percent are the parameters PENSION.earlyPensionAge and earlyPensionAveragePointsPercent).
 */
export const EARLY_PENSION_CONDITION_SOURCES: Cited<null> = {
  value: null,
  rule: `${SIL}: pension from ${EARLY_AGE} if condition (a) is met and paid + assimilated basic points are at least ${EARLY_AVERAGE_PERCENT}% of the years of the reference period`,
  sources: ["si-mlsi-faq-oap", "sp-infocy-early", "si-ilo-gimi"]
}

/**
 * The year whose figures value the pension: the latest year held with a weekly BIE, a full basic
 * pension and a minimum pension. Pensions are awarded at the BIE in force; future BIEs are unknown.
 */
export const pensionValuationYear = (): SocialInsuranceReferenceYear => {
  for (const year of [...SOCIAL_INSURANCE_REFERENCE_YEARS].reverse()) {
    const t = getSocialInsuranceReference(year)
    if (
      t !== undefined &&
      t.basicInsurableEarnings.weekly.value !== null &&
      t.pension.minimumPensionMonthly.value !== null
    )
      return t
  }
  throw new Error("social-insurance.ts holds no year with a weekly BIE and a minimum pension")
}

/**
 * A year's maximum units: that year's figure when the reference table holds it, otherwise the
 * statutory maximum of the latest year held (6: earnings above the ceiling, about 6 x BIE, are not insurable).
 */
export const maxUnitsForYear = (year: number): number => {
  const own = getSocialInsuranceReference(year)?.pension.maxUnitsPerYear.value
  if (own !== undefined && own !== null) return own
  const latest = pensionValuationYear().pension.maxUnitsPerYear.value
  if (latest === null) throw new Error("social-insurance.ts holds no maximum units per year")
  return latest
}
