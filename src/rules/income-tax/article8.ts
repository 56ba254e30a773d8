import type { DatedParameter } from "../parameter.ts"
import { ITL } from "./law.ts"

/**
 * Art. 8 exemptions on employment income of people who take up employment in Cyprus: fixed by law until
 * amended, so periods from the tax year each text took effect (art. 8(21A) from 26 Jul 2022; art. 8(23A)
 * as amended retroactive to 1 Jan 2022; the old art. 8(21) for employment started from 2012). Each value
 * is the exemption's terms: percents in percent (the parameter's unit), amounts in EUR, offsets in years.
 */

/** art. 8(21A): employment first started on/after 26 Jul 2022 */
export interface TwentyPercentExemption {
  readonly percent: number
  readonly maxAmount: number
  readonly firstStartDate: string
  readonly minNonResidentYears: number
  /** first tax year = start year + firstYearOffset; last = start year + lastYearOffset */
  readonly firstYearOffset: number
  readonly lastYearOffset: number
  readonly requiresEmploymentAbroad: boolean
}

/** old art. 8(21): employment started 2012 .. 25 Jul 2022 */
export interface TwentyPercentLegacyExemption {
  readonly percent: number
  readonly maxAmount: number
  readonly firstStartDate: string
  readonly lastStartDate: string
  readonly minNonResidentYears: number
  readonly firstYearOffset: number
  readonly lastYearOffset: number
}

/** art. 8(23A) as amended 30 Jun 2023 (retroactive to 1 Jan 2022) */
export interface FiftyPercentExemption {
  readonly percent: number
  readonly remunerationThreshold: number
  readonly firstStartDate: string
  readonly minNonResidentYears: number
  readonly firstYearOffset: number
  readonly lastYearOffset: number
}

export const ART8_TWENTY_PERCENT: DatedParameter<TwentyPercentExemption> = {
  description: "Art. 8(21A) exemption: 20% of employment income, capped",
  unit: "percent",
  rule: `${ITL}, art. 8(21A)`,
  sources: ["chambers-art8-2022", "moore-art8-2022"],
  values: [
    {
      from: 2022,
      value: {
        percent: 20,
        maxAmount: 8_550,
        firstStartDate: "2022-07-26",
        minNonResidentYears: 3,
        firstYearOffset: 1,
        lastYearOffset: 7,
        requiresEmploymentAbroad: true
      },
      note: "Lower of 20% and EUR 8,550, for 7 tax years starting with the year after employment starts."
    }
  ]
}

export const ART8_TWENTY_PERCENT_LEGACY: DatedParameter<TwentyPercentLegacyExemption> = {
  description: "Old art. 8(21) exemption: 20% of employment income, capped (employment started 2012 to 25 Jul 2022)",
  unit: "percent",
  rule: `${ITL}, art. 8(21) (employment started 2012 to 25 Jul 2022)`,
  sources: ["rsm-art8-21", "moore-art8-2022"],
  values: [
    {
      from: 2012,
      value: {
        percent: 20,
        maxAmount: 8_550,
        firstStartDate: "2012-01-01",
        lastStartDate: "2022-07-25",
        minNonResidentYears: 1,
        firstYearOffset: 1,
        lastYearOffset: 5
      },
      note: "Resident outside Cyprus the year before employment started; 5 tax years after the start year."
    }
  ]
}

export const ART8_FIFTY_PERCENT: DatedParameter<FiftyPercentExemption> = {
  description: "Art. 8(23A) exemption: 50% of employment income above a remuneration threshold",
  unit: "percent",
  rule: `${ITL}, art. 8(23A) as amended 30 Jun 2023`,
  sources: ["totalserve-art8-2022", "moore-art8-2023", "kpmg-art8-2023"],
  values: [
    {
      from: 2022,
      value: {
        percent: 50,
        remunerationThreshold: 55_000,
        firstStartDate: "2022-01-01",
        minNonResidentYears: 15,
        firstYearOffset: 0,
        lastYearOffset: 16
      },
      note:
        "50% of remuneration from employment in Cyprus in a year it exceeds EUR 55,000, for 17 tax years from the " +
        "year employment starts; 15 consecutive non-resident years before (10 for those who claimed in 2022 under " +
        "the original text: not modelled)."
    }
  ]
}
