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

const SDC_SOURCES = ["sdc-rent-nproperties-2026", "sdc-rent-mondaq-2026"] as const

/**
 * Special Defence Contribution on rent (3% on 75% of gross rent, Cyprus-domiciled residents): whether it is
 * due. Not computed, disclosed while due; the 2026 reform ended it, so each period names its own law.
 */
export const DEFENCE_CONTRIBUTION_ON_RENT: DatedParameter<boolean> = {
  description: "Special Defence Contribution on rent is due (not computed: disclosed while due)",
  unit: "units",
  rule: "Special Contribution for the Defence of the Republic Law 117(I)/2002",
  sources: SDC_SOURCES,
  values: [
    {
      from: 2024,
      to: 2025,
      value: true,
      rule: "Special Contribution for the Defence of the Republic Law 117(I)/2002: 3% on 75% of gross rent for Cyprus-domiciled residents"
    },
    {
      from: 2026,
      value: false,
      rule: "Special Contribution for the Defence of the Republic Law 117(I)/2002 as amended by the 2026 reform: no contribution on rent from 1 January 2026"
    }
  ]
}
