import type { DatedParameter } from "../parameter.ts"
import type { TaxYear } from "../years.ts"
import { ITL } from "./law.ts"

// Pensions, interest and dividends in the personal income tax (the Special Defence Contribution on them is in
// defence-contribution.ts, GESY in gesy.ts).

const ART20 = `${ITL}, art. 20 (pension for services rendered abroad)`

/** Art. 20: the yearly option for a resident's foreign pension, taxed apart from other income. */
export const FOREIGN_PENSION_RATE_PERCENT: DatedParameter<number> = {
  description: "Tax on a foreign pension under the yearly art. 20 option, on the amount above the exempt amount",
  unit: "percent",
  rule: ART20,
  sources: ["itl-cylaw-art20", "hh-mof-pension-abroad"],
  values: [{ from: 2024, value: 5 }]
}

const EXEMPT_2024_2025 = { value: 3_420 }

export const FOREIGN_PENSION_EXEMPT_AMOUNT: DatedParameter<number, TaxYear> = {
  description: "Yearly amount of a foreign pension not taxed under the art. 20 option",
  unit: "EUR/year",
  rule: ART20,
  sources: ["itl-cylaw-art20", "hh-mof-pension-abroad"],
  values: {
    2024: EXEMPT_2024_2025,
    2025: EXEMPT_2024_2025,
    2026: {
      value: 3_420,
      status: "derived",
      note:
        "The amount of art. 20 as last read in the law text and on the Tax Department's page: no enacted amendment " +
        "was found in the post-vote summaries of the 2026 reform. One pre-vote summary (Spencer West) reported EUR " +
        "5,000 in the bill; the answer shows the tax at that amount too.",
      sources: ["itl-cylaw-art20", "hh-mof-pension-abroad", "hh-spencer-west-2026-reform"]
    }
  }
}

/** The amount a pre-vote summary reported for 2026; not law as far as read (the answer shows the tax at it too). */
export const FOREIGN_PENSION_PROPOSED_EXEMPT_AMOUNT_2026 = 5_000

export const INTEREST_INCOME_TAX_EXEMPT: DatedParameter<boolean> = {
  description: "Interest received by an individual is exempt from income tax (a yes/no condition)",
  unit: "units",
  rule: `${ITL}, art. 8 (interest exempt from income tax; it bears the Special Defence Contribution instead)`,
  sources: ["iclg-cyprus-passive-income", "mondaq-sdc-interest"],
  values: [
    {
      from: 2024,
      value: true,
      note: "Interest from an ordinary business activity would be taxable income: not modelled. The paragraph of art. 8 was not read."
    }
  ]
}
