import type { DatedParameter } from "../parameter.ts"
import { ITL } from "./law.ts"

/** Periods from 2024 are in force at least from 2024, the first tax year held (an earlier start was not checked). */

export const RENTAL_ALLOWANCE_PERCENT: DatedParameter<number> = {
  description: "Deduction for the expenses of a let property, as a percent of gross rents",
  unit: "percent",
  rule: `${ITL} (deduction of 20% of gross rents for the expenses of the let property)`,
  sources: ["mondaq-real-estate-2024", "fbs-individual-deductions"],
  values: [
    { from: 2024, value: 20, note: "Confirmed by secondary sources only; the article number was not confirmed here." }
  ]
}

// The Special Defence Contribution on rent (to 2025) is in ../defence-contribution.ts.
