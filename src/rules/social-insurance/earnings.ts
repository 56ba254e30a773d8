import { formatDecimals, formatEur } from "../../core/format.ts"
import { cents, divRound, roundToCents, scaledInteger } from "../../core/money.ts"
import type { SourceId } from "../sources.ts"
import { at, type DatedParameter, type Unit, type Value } from "../parameter.ts"
import { FULL_BASIC_PENSION, PENSION } from "./benefits.ts"
import {
  byContributionYear,
  type ContributionYear,
  dayMonthYear,
  firstMonday,
  SIL,
  weeksInAnnualEarnings
} from "./contribution-years.ts"

/**
 * Basic insurable earnings (BIE: one insurance unit) and maximum insurable earnings (the ceiling), each
 * weekly, monthly and annual, and the yearly SIS rise of the self-employed imputed incomes. Each figure is
 * "official" (read in its sources), "derived" (by the arithmetic in its note) or "unconfirmed" (null).
 * The official SIS table "Basic insurable earnings 1981-2026" could not be read; replace derived BIEs from it when it
 * can.
 */

type Earnings<T> = { readonly weekly: T; readonly monthly: T; readonly annual: T }
type Figures = Earnings<Value<number>>

/** A whole published figure as the notes quote it: 57,408. */
const thousands = (n: number): string => formatEur(n, { unit: false, prose: true })
/** A weekly figure to the cent as the notes quote it: 213.54. */
const amount = (n: number): string => formatEur(n, { unit: false })

/** Three parameters (weekly, monthly, annual) from one table of yearly figures. */
const earningsParameters = (
  what: string,
  rule: string,
  table: Readonly<Record<ContributionYear, Figures>>
): Earnings<DatedParameter<number, ContributionYear>> => {
  const parameter = (period: keyof Figures, unit: Unit): DatedParameter<number, ContributionYear> => ({
    description: `${what}, ${period}`,
    unit,
    rule: `${rule} (${period})`,
    sources: [],
    values: byContributionYear((year) => table[year][period])
  })
  return {
    weekly: parameter("weekly", "EUR/week"),
    monthly: parameter("monthly", "EUR/month"),
    annual: parameter("annual", "EUR/year")
  }
}

// ---------------------------------------------------------------------------------------------
// Maximum insurable earnings
// ---------------------------------------------------------------------------------------------

/** As published: the SIS gives weekly and monthly ceilings (annual = 12 x monthly, official where a source prints it);
 * 2021's source gives the annual one. */
type PublishedCeiling =
  | {
      readonly weekly: number
      readonly monthly: number
      readonly sources: ReadonlyArray<SourceId>
      readonly annualSources?: ReadonlyArray<SourceId>
    }
  | { readonly annual: number; readonly sources: ReadonlyArray<SourceId> }

const CEILINGS: Readonly<Record<ContributionYear, PublishedCeiling>> = {
  2020: { weekly: 1_055, monthly: 4_572, sources: ["si-mpisoc-2020"] },
  2021: { annual: 57_408, sources: ["si-evident-calc-2021"] },
  2022: {
    weekly: 1_117,
    monthly: 4_840,
    sources: ["si-mlsi-2022-ceiling", "si-mlsi-2022", "si-asterisk-2023", "si-gstax-2023"],
    annualSources: ["si-gstax-2023"]
  },
  2023: {
    weekly: 1_155,
    monthly: 5_005,
    sources: ["si-peo-2023", "si-kpmg-2023", "si-gstax-2023"],
    annualSources: ["si-kpmg-2023", "si-gstax-2023"]
  },
  2024: {
    weekly: 1_209,
    monthly: 5_239,
    sources: ["si-mlsi-2024", "si-kpmg-2024", "si-talanews-2024"],
    annualSources: ["si-kpmg-2024", "kpmg-si-2024", "ktc-si"]
  },
  2025: { weekly: 1_281, monthly: 5_551, sources: ["kpmg-si-2025"], annualSources: ["kpmg-si-2025", "ktc-si"] },
  2026: {
    weekly: 1_325,
    monthly: 5_742,
    sources: ["si-politis-2026", "mtarget-si-2026"],
    annualSources: ["mtarget-si-2026", "andersen-si-2026"]
  }
}

const ceilingFigures = (c: PublishedCeiling, year: ContributionYear): Figures => {
  if ("annual" in c) {
    const weeks = weeksInAnnualEarnings(year)
    const derived = (value: number, by: number): Value<number> => ({
      value,
      status: "derived",
      note: `annual ${thousands(c.annual)} / ${by}.`,
      sources: c.sources
    })
    return {
      weekly: derived(roundToCents(c.annual / weeks), weeks),
      monthly: derived(roundToCents(c.annual / 12), 12),
      annual: { value: c.annual, sources: c.sources }
    }
  }
  return {
    weekly: { value: c.weekly, sources: c.sources },
    monthly: { value: c.monthly, sources: c.sources },
    annual:
      c.annualSources === undefined
        ? {
            value: c.monthly * 12,
            status: "derived",
            note: `12 x the monthly ceiling ${c.monthly}.`,
            sources: c.sources
          }
        : { value: c.monthly * 12, sources: c.annualSources }
  }
}

export const MAX_INSURABLE_EARNINGS = earningsParameters(
  "Maximum insurable earnings",
  `${SIL}, maximum insurable earnings`,
  byContributionYear((year) => ceilingFigures(CEILINGS[year], year))
)

// ---------------------------------------------------------------------------------------------
// The yearly rise of the self-employed imputed incomes
// ---------------------------------------------------------------------------------------------

/** Effective from the first Monday of January; the category minimums are multiples of the weekly BIE, so it is also the
 * BIE rise. */
export const IMPUTED_INCOMES_RISE: DatedParameter<number | null, ContributionYear> = {
  description: "Yearly rise of the self-employed imputed incomes (category minimums), from the first Monday of January",
  unit: "percent",
  rule: `${SIL}: yearly SIS adjustment of the self-employed imputed incomes`,
  sources: [],
  values: {
    2020: { value: null, status: "unconfirmed", note: "No source read gives the 2020 rise." },
    2021: { value: null, status: "unconfirmed", note: "No source read gives the 2021 rise." },
    2022: {
      value: 1.22,
      sources: ["si-mlsi-2022"],
      note: "official announcement; basic pensions rose by the same percentage"
    },
    2023: {
      value: 3.37,
      sources: ["si-peo-2023", "si-asterisk-2023"],
      note: "secondary reprints of the SIS announcement only"
    },
    2024: { value: 4.73, sources: ["si-mlsi-2024"] },
    2025: {
      value: null,
      status: "unconfirmed",
      sources: ["si-famagusta-2025"],
      note:
        "the SIS 2025 % rise of the imputed incomes was not read; the weekly BIE is the one derived from the 2025 full " +
        "basic pension, i.e. the 5.94% pension rise is assumed (in 2022 and 2026 the two rises were equal)"
    },
    2026: { value: 3.38, sources: ["si-politis-2026"], note: "reported by Politis" }
  }
}

/** weekly x (1 + rise), in cents rounded half away from zero each year, as the chain of published figures closes. */
const raisedWeeklyCents = (weekly: number, risePercent: number): number =>
  divRound(cents(weekly) * (scaledInteger(risePercent, 2) + 10_000), 10_000)

/** "SIS: imputed incomes +3.38% from 5.1.2026 (reported by Politis); 213.54 (2025) x 1.0338 = 220.76 agrees", or the
 * note of a rise not read. */
export const imputedIncomesRiseText = (
  year: ContributionYear,
  previousWeeklyBie: number | null,
  weeklyBie: number
): string => {
  const rise = at(IMPUTED_INCOMES_RISE, year)
  if (rise.value === null) return rise.note
  const check =
    previousWeeklyBie === null
      ? ""
      : (() => {
          const raised = raisedWeeklyCents(previousWeeklyBie, rise.value) / 100
          return `; ${amount(previousWeeklyBie)} (${year - 1}) x ${formatDecimals(1 + rise.value / 100, 4)} = ${amount(raised)} ${raised === weeklyBie ? "agrees" : `differs from ${amount(weeklyBie)}`}`
        })()
  return `SIS: imputed incomes +${rise.value}% from ${dayMonthYear(firstMonday(year, 1))}${rise.note === undefined ? "" : ` (${rise.note})`}${check}`
}

// ---------------------------------------------------------------------------------------------
// Basic insurable earnings
// ---------------------------------------------------------------------------------------------

/**
 * How each year's BIE is known: the annual figure published; carried forward from the previous year's
 * weekly BIE by the yearly rise of the imputed incomes (every published category figure of 2020 and
 * 2024 is a fixed multiple of the weekly BIE; self-employed.ts); or derived from the full basic pension.
 */
type BieBasis =
  | { readonly annual: number; readonly sources: ReadonlyArray<SourceId> }
  | { readonly raisedBy: "imputed-incomes-rise"; readonly also?: string; readonly sources: ReadonlyArray<SourceId> }
  | { readonly fromFullBasicPension: true; readonly check?: string; readonly sources: ReadonlyArray<SourceId> }

const CHAIN_CHECK_2024 =
  `Check: 183.96 (2021 = 9,566 / ${weeksInAnnualEarnings(2021)}) x 1.0122 = 186.20, x 1.0337 = 192.47, x 1.0473 (SIS +4.73% from 1.1.2024) = 201.57, ` +
  `exactly the 2024 weekly BIE found from the full basic pension (483.77 / 2.4) and from 2024 category minimums (443.45 / 2.2, 544.24 / 2.7).`

const BIE_BASIS: Readonly<Record<ContributionYear, BieBasis>> = {
  2020: { annual: 9_147, sources: ["si-mpisoc-2020"] },
  2021: { annual: 9_566, sources: ["si-evident-calc-2021"] },
  2022: {
    raisedBy: "imputed-incomes-rise",
    sources: ["si-evident-calc-2021", "si-mlsi-2022", "si-mlsi-2024", "si-asgard-se-2024"]
  },
  2023: {
    raisedBy: "imputed-incomes-rise",
    sources: [
      "si-evident-calc-2021",
      "si-mlsi-2022",
      "si-peo-2023",
      "si-asterisk-2023",
      "si-mlsi-2022-07",
      "si-mlsi-2024",
      "si-asgard-se-2024"
    ],
    also: `The 2023 full basic pension ${at(FULL_BASIC_PENSION, 2023).value} is not 2.4 x this BIE: pensions got an extra 4.2% from 1.7.2022, then 0% in January 2023.`
  },
  2024: {
    fromFullBasicPension: true,
    sources: ["si-mlsi-2024", "si-talanews-2024", "si-cymail-2024", "si-akasser-ub-2024"],
    check: "; cross-check: the EU guide's 1/12 of the BIE = EUR 16.80 a day in 2024 gives 201.60"
  },
  2025: { fromFullBasicPension: true, sources: ["si-cymail-2025"] },
  2026: { fromFullBasicPension: true, sources: ["si-politis-2026", "si-cytoday-2026"] }
}

const NO_MONTHLY = "SIS does not publish a monthly BIE in the sources read."

const bieFigures = (year: ContributionYear, previousWeekly: () => number): Figures => {
  const basis = BIE_BASIS[year]
  const { sources } = basis
  const weeks = weeksInAnnualEarnings(year)
  if ("annual" in basis) {
    const weekly = roundToCents(basis.annual / weeks)
    return {
      weekly: {
        value: weekly,
        status: "derived",
        note: `annual ${basis.annual} / ${weeks} = ${amount(weekly)}.`,
        sources
      },
      monthly: {
        value: roundToCents(basis.annual / 12),
        status: "derived",
        note: `annual ${basis.annual} / 12.`,
        sources
      },
      annual: { value: basis.annual, sources }
    }
  }
  if ("raisedBy" in basis) {
    const rise = at(IMPUTED_INCOMES_RISE, year)
    if (rise.value === null) throw new Error(`the BIE of ${year} is raised by a rise not held`)
    const previous = previousWeekly()
    const weeklyC = raisedWeeklyCents(previous, rise.value)
    const weekly = amount(weeklyC / 100)
    const why = [
      `${rise.value}% is the SIS rise of the self-employed imputed incomes from ${dayMonthYear(firstMonday(year, 1))}${rise.note === undefined ? "" : ` (${rise.note})`}.`,
      basis.also,
      CHAIN_CHECK_2024
    ]
    const how = `weekly ${amount(previous)} (${year - 1}) x ${formatDecimals(1 + rise.value / 100, 4)} = ${weekly}; ${why.filter((s) => s !== undefined).join(" ")}`
    return {
      weekly: { value: weeklyC / 100, status: "derived", note: how, sources },
      monthly: {
        value: divRound(weeklyC * weeks, 12) / 100,
        status: "derived",
        note: `weekly ${weekly} x ${weeks} / 12; ${NO_MONTHLY} ${how}`,
        sources
      },
      annual: {
        value: (weeklyC * weeks) / 100,
        status: "derived",
        note: `weekly ${weekly} x ${weeks}. ${how}`,
        sources
      }
    }
  }
  const fullBasic = at(FULL_BASIC_PENSION, year).value
  if (fullBasic === null) throw new Error(`the BIE of ${year} is derived from a full basic pension not held`)
  const basicPercent = at(PENSION.basicPensionPercent, year).value
  const weeksPerMonth = at(PENSION.weeksPerPensionMonth, year).value
  const weekly = roundToCents(fullBasic / ((basicPercent * weeksPerMonth) / 100))
  const annual = roundToCents(weekly * weeks)
  const how = `weekly = full basic pension ${fullBasic} / (${basicPercent}% x ${weeksPerMonth}) = ${amount(weekly)} (the full basic pension is ${basicPercent}% of the weekly BIE, ${weeksPerMonth} weeks a 'month')${basis.check ?? ""}. Replace with the SIS table figure.`
  return {
    weekly: { value: weekly, status: "derived", note: how, sources },
    monthly: {
      value: roundToCents(annual / 12),
      status: "derived",
      note: `weekly ${amount(weekly)} x ${weeks} / 12; ${NO_MONTHLY}`,
      sources
    },
    annual: { value: annual, status: "derived", note: `weekly ${amount(weekly)} x ${weeks}.`, sources }
  }
}

const BIE_TABLE: Readonly<Record<ContributionYear, Figures>> = (() => {
  const table: Partial<Record<ContributionYear, Figures>> = {}
  const previousWeekly = (year: ContributionYear) => () => {
    const previous = table[(year - 1) as ContributionYear]
    if (previous === undefined) throw new Error(`the BIE of ${year} is raised from ${year - 1}, not held`)
    return previous.weekly.value
  }
  return byContributionYear((year) => (table[year] = bieFigures(year, previousWeekly(year))))
})()

export const BASIC_INSURABLE_EARNINGS = earningsParameters(
  "Basic insurable earnings",
  `${SIL}, basic insurable earnings`,
  BIE_TABLE
)
