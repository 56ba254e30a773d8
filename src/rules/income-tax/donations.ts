import type { DatedParameter } from "../parameter.ts"
import { ITL } from "./law.ts"

/** In force at least from 2024, the first tax year held (an earlier start was not checked). */
export const DONATIONS: DatedParameter<string> = {
  description: "Deduction for donations to approved charities",
  unit: "EUR",
  rule: `${ITL} (donations to approved charities)`,
  sources: ["fbs-individual-deductions"],
  values: [
    {
      from: 2024,
      value: "full amount of donations to approved charitable institutions, supported by receipts",
      note: "Confirmed by a secondary source only; no cap modelled."
    }
  ]
}
