import type { DatedParameter } from "../parameter.ts"
import { ITL_ART14 as ART14 } from "./law.ts"

/**
 * Art. 14: contributions and premiums deducted within a combined cap of 1/5 of income. Fixed by law until
 * amended, so periods. A period from 2024 is in force at least from 2024, the first tax year held: its
 * earlier start was not checked; the 1/5 is dated by its amending law (tax year 2019).
 */

/** Combined cap on SI, GESY, pension/provident, medical fund, life (and from 2026 disaster) premiums. */
export const ART14_CAP_FRACTION: DatedParameter<number> = {
  description: "Art. 14 combined cap, as a fraction of income",
  unit: "ratio",
  rule: `${ART14} (1/5 since tax year 2019, amending law published in the Official Gazette on 19 Dec 2019)`,
  sources: [
    "hh-cylaw-itl-art14",
    "pagecorp-art14-2019",
    "neo-art14-2020",
    "dplaw-art14-2019",
    "cyprus-mail-art14-2020"
  ],
  values: [
    {
      from: 2019,
      value: 1 / 5,
      note:
        "The 1/5 is measured on gross income less exempt income and deductible expenses, before these allowances " +
        "(Tax Department announcement as reported by neo.law and Cyprus Mail); from 2026 the new personal deductions do " +
        "not reduce it. The stored cylaw text of art. 14 ends before the fraction, so the figure rests on secondary " +
        'sources. The amending law\'s number is given as 173(I)/2019 by neo.law and as "6/2019" by DP Law; neither ' +
        "was read in the Gazette."
    }
  ]
}

const LIFE_NOTE = "The stored cylaw text of art. 14 ends before the 7%; the figure rests on secondary sources."

/** Its rule names disability cover from 2026 (and one more source), so each period names its own. */
export const ART14_LIFE_INSURANCE_PERCENT: DatedParameter<number> = {
  description: "Art. 14 life insurance premiums, most deductible as a percent of the sum insured",
  unit: "percent",
  rule: `${ART14} (life insurance premiums)`,
  sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019"],
  values: [
    { from: 2024, to: 2025, value: 7, rule: `${ART14} (life insurance premiums)`, note: LIFE_NOTE },
    {
      from: 2026,
      value: 7,
      rule: `${ART14} (life insurance premiums and, from 2026, disability cover)`,
      sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019", "cbn-2026-allowances"],
      note: LIFE_NOTE
    }
  ]
}

const ONE_SECONDARY =
  "Rests on one secondary source (Pagecorp); the stored cylaw text of art. 14 ends before the figure."

export const ART14_PENSION_FUND_PERCENT: DatedParameter<number> = {
  description:
    "Art. 14 contributions to approved pension and provident funds, most deductible as a percent of remuneration",
  unit: "percent",
  rule: `${ART14} (approved pension and provident funds)`,
  sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019"],
  values: [{ from: 2024, value: 10, note: ONE_SECONDARY }]
}

export const ART14_MEDICAL_FUND_PERCENT: DatedParameter<number> = {
  description: "Art. 14 contributions to medical funds, most deductible as a percent of remuneration",
  unit: "percent",
  rule: `${ART14} (medical funds)`,
  sources: ["hh-cylaw-itl-art14", "pagecorp-art14-2019"],
  values: [{ from: 2024, value: 1.5, note: ONE_SECONDARY }]
}

/** 2026+: home insurance against natural disasters, inside the 1/5 cap, no income test. */
export const ART14_NATURAL_DISASTER_INSURANCE_MAX: DatedParameter<number> = {
  description: "Art. 14 home insurance against natural disasters, most deductible (from the 2026 reform)",
  unit: "EUR",
  rule: `${ART14} as amended by the 2026 reform (home insurance against natural disasters)`,
  sources: ["cbn-2026-allowances", "oulla-2026-summary"],
  values: [
    {
      from: 2026,
      value: 500,
      note: "Reported as counting within the 1/5 cap with no income test (Filenews, 11 Jan 2026)."
    }
  ]
}
