import type { SourceId } from "../sources.ts"
import type { DatedParameter, Period } from "../parameter.ts"
import { SIL } from "./contribution-years.ts"

/**
 * Contribution rates (percent of insurable earnings), fixed by the law for periods of years: 2019-2023
 * and 2024-2028 (then +0.5 point every 5 years, not held). Employees in the public sector (civil
 * servants) are in the same "employee" category as private employees (cysa-compulsory-insurance).
 */

const RATES_2019_2023: ReadonlyArray<SourceId> = ["si-emeraldzebra-rates", "si-kpmg-2024"]
const RATES_2024_2028: ReadonlyArray<SourceId> = [
  "businessincyprus-si",
  "si-kpmg-2024",
  "kpmg-si-2024",
  "kpmg-si-2025",
  "si-emeraldzebra-rates",
  "ktc-si",
  "andersen-si-2026",
  "mtarget-si-2026"
]

const rates = (until2023: number, from2024: number): ReadonlyArray<Period<number>> => [
  { from: 2020, to: 2023, value: until2023, sources: RATES_2019_2023 },
  { from: 2024, to: 2028, value: from2024, sources: RATES_2024_2028 }
]

export const EMPLOYEE_RATE: DatedParameter<number> = {
  description: "Contribution rate, employee",
  unit: "percent",
  rule: `${SIL}, art. 5 (employee share)`,
  sources: [],
  values: rates(8.3, 8.8)
}

/** Shown for information only: never deducted from the employee's pay. */
export const EMPLOYER_RATE: DatedParameter<number> = {
  description: "Contribution rate, employer",
  unit: "percent",
  rule: `${SIL}, art. 5 (employer share)`,
  sources: [],
  values: rates(8.3, 8.8)
}

export const SELF_EMPLOYED_RATE: DatedParameter<number> = {
  description: "Contribution rate, self-employed",
  unit: "percent",
  rule: `${SIL}, art. 12 (self-employed)`,
  sources: [],
  values: rates(15.6, 16.6)
}

export const STATE_RATE: DatedParameter<number | null> = {
  description: "Contribution rate, State (on the insurable earnings of employees)",
  unit: "percent",
  rule: `${SIL}, State contribution`,
  sources: [],
  values: [
    {
      from: 2020,
      to: 2023,
      value: 4.9,
      sources: ["si-mpisoc-2020"],
      note: "The total of 21.5% is shared between the employee (8.3%), the employer (8.3%) and the State (4.9%) (si-mpisoc-2020)."
    },
    {
      from: 2024,
      to: 2028,
      value: 5.2,
      sources: ["businessincyprus-si"],
      note: "The total of 22.8% is shared between the employee (8.8%), the employer (8.8%) and the Consolidated Fund of the Republic (5.2%) (businessincyprus-si)."
    }
  ]
}
