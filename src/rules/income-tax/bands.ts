import type { DatedParameter, Value } from "../parameter.ts"
import type { TaxYear } from "../years.ts"
import { ITL } from "./law.ts"

export interface TaxBand {
  readonly from: number
  /** null for the top band */
  readonly to: number | null
  readonly ratePercent: number
}

type Bands = ReadonlyArray<TaxBand>

const TO_2025: Value<Bands> & { readonly rule: string } = {
  value: [
    { from: 0, to: 19_500, ratePercent: 0 },
    { from: 19_500, to: 28_000, ratePercent: 20 },
    { from: 28_000, to: 36_300, ratePercent: 25 },
    { from: 36_300, to: 60_000, ratePercent: 30 },
    { from: 60_000, to: null, ratePercent: 35 }
  ],
  rule: `${ITL}, art. 25 and Second Schedule (tax years to 2025)`,
  sources: ["itl-cylaw-art25", "cyadvocates-2024-bands", "acccyp-personal-income-tax"],
  note: "Art. 25 (cylaw) charges tax at the rates of the Second Schedule; the figures of the Schedule were read in secondary sources only."
}

/**
 * The bands of the Second Schedule: each value is the table of bands, bounds in EUR of chargeable income
 * (`from` inclusive, `to` exclusive, null for the top band) and `ratePercent` in percent (the parameter's unit).
 * Keyed by tax year, not a period: the bands are the figure a budget changes, so a new tax year must be read
 * and entered here before the service answers for it (adding a year fails the type check here).
 */
export const INCOME_TAX_BANDS: DatedParameter<Bands, TaxYear> = {
  description: "Income tax bands of the Second Schedule (bounds EUR, rates percent)",
  unit: "percent",
  rule: `${ITL}, art. 25 and Second Schedule`,
  sources: ["itl-cylaw-art25"],
  values: {
    2024: TO_2025,
    2025: TO_2025,
    2026: {
      value: [
        { from: 0, to: 22_000, ratePercent: 0 },
        { from: 22_000, to: 32_000, ratePercent: 20 },
        { from: 32_000, to: 42_000, ratePercent: 25 },
        { from: 42_000, to: 72_000, ratePercent: 30 },
        { from: 72_000, to: null, ratePercent: 35 }
      ],
      rule: `${ITL} as amended by the 2026 tax reform (voted 22 Dec 2025, in force 1 Jan 2026), art. 25 and Second Schedule`,
      sources: [
        "itl-cylaw-art25",
        "politis-td-guide-2026",
        "shiakas-2026-reform",
        "filenews-2026-examples",
        "acla-2026-reform",
        "lawyersincyprus-2026-reform"
      ],
      note:
        "Art. 25 (cylaw) charges tax at the rates of the Second Schedule; the 2026 Schedule and its amending law were not " +
        "found in a primary source, so the figures rest on secondary sources (firms and the press, one reporting the Tax " +
        "Department's own guide of January 2026), which agree."
    }
  }
}
