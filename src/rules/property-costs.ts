import type { Cited } from "./income-tax.ts"
import { at, type DatedParameter } from "./parameter.ts"

/**
 * Buyer's costs of a Cyprus home purchase: Land Registry transfer fees, stamp duty on the sale
 * contract (by the year the contract is signed) and VAT on a new build. Each figure names its sources
 * (src/rules/sources/household.ts). Amounts in EUR, rates in percent.
 * One dated parameter per fact. Each is fixed by its law until amended, so its values are periods, not
 * per year: a contract year is any year from FIRST_CONTRACT_YEAR on, not only a tax year held. A period
 * from FIRST_CONTRACT_YEAR is in force at least from then (an earlier start was not checked). The views
 * the calculator reads (TRANSFER_FEES, stampDuty, VAT_*) are built from them with `at`.
 */

export interface Band {
  /** upper end of the band in EUR; null for the top band */
  readonly upTo: number | null
  readonly ratePercent: number
}

/** Tiered amount of `amount` over `bands` (each band taxes the part of the amount inside it). */
export const tieredAmount = (amount: number, bands: ReadonlyArray<Band>): number => {
  let from = 0
  let total = 0
  for (const b of bands) {
    const to = b.upTo ?? Number.POSITIVE_INFINITY
    total += (Math.max(0, Math.min(amount, to) - from) * b.ratePercent) / 100
    from = to
  }
  return total
}

/** Years whose stamp duty rules are held: contracts signed in 2025 and later. */
export const FIRST_CONTRACT_YEAR = 2025

// --- Transfer fees

const CAP219 =
  "Cadastral and Survey Department (Fees and Rights) Law, Cap. 219, as amended: Department of Lands and Surveys " +
  "transfer fees on the market value, per buyer (joint buyers each apply the bands to their share): 3% / 5% / 8%; " +
  "halved when the sale is not subject to VAT; none when it was"
const CAP219_SOURCES = [
  "hh-cap219-law-text",
  "hh-transfer-fees-propertylawyer",
  "hh-transfer-fees-acccyp",
  "hh-transfer-fees-kotinos"
] as const
const CAP219_NOTE =
  "The law is read in an unofficial English text (the article and schedule setting the bands and the 50% reduction " +
  "were not located in it); the bands, the reduction (reported permanent since 2016, acccyp) and the VAT exemption " +
  "rest on secondary sources."

export const TRANSFER_FEE_BANDS: DatedParameter<ReadonlyArray<Band>> = {
  description: "Land Registry transfer fee bands on the market value, per buyer (bounds EUR, rates percent)",
  unit: "percent",
  rule: CAP219,
  sources: CAP219_SOURCES,
  values: [
    {
      from: FIRST_CONTRACT_YEAR,
      value: [
        { upTo: 85_000, ratePercent: 3 },
        { upTo: 170_000, ratePercent: 5 },
        { upTo: null, ratePercent: 8 }
      ],
      note: CAP219_NOTE
    }
  ]
}

export const TRANSFER_FEE_REDUCTION_WITHOUT_VAT: DatedParameter<number> = {
  description: "Reduction of the transfer fee when the purchase is not subject to VAT",
  unit: "percent",
  rule: CAP219,
  sources: CAP219_SOURCES,
  values: [{ from: FIRST_CONTRACT_YEAR, value: 50, note: CAP219_NOTE }]
}

export const TRANSFER_FEE_EXEMPT_WHEN_VAT: DatedParameter<boolean> = {
  description: "No transfer fee when the purchase was subject to VAT (a yes/no condition)",
  unit: "units",
  rule: CAP219,
  sources: CAP219_SOURCES,
  values: [{ from: FIRST_CONTRACT_YEAR, value: true, note: CAP219_NOTE }]
}

const transferFees = (year: number) => {
  const bands = at(TRANSFER_FEE_BANDS, year)
  return {
    value: {
      bands: bands.value,
      reductionPercentWithoutVat: at(TRANSFER_FEE_REDUCTION_WITHOUT_VAT, year).value,
      exemptWhenVat: at(TRANSFER_FEE_EXEMPT_WHEN_VAT, year).value
    },
    rule: bands.rule,
    sources: bands.sources,
    note: CAP219_NOTE
  }
}

/** The fees are open-ended periods: the same in every contract year held. */
export const TRANSFER_FEES: Cited<{
  readonly bands: ReadonlyArray<Band>
  /** reduction of the fee when the purchase is not subject to VAT */
  readonly reductionPercentWithoutVat: number
  /** no fee at all when the purchase was subject to VAT */
  readonly exemptWhenVat: boolean
}> = transferFees(FIRST_CONTRACT_YEAR)

// --- Stamp duty

const STAMP_DUTY_RULE =
  "Stamp Duty Law 19/1963 as amended (to 31 Dec 2025): 0% to EUR 5,000, 0.15% to EUR 170,000, 0.20% above, at most EUR 20,000"
const STAMP_DUTY_SOURCES = ["hh-stamp-duty-law-19-1963", "hh-stamp-duty-rates", "hh-stamp-duty-kiteos"] as const

/** Whether stamp duty is due on a sale contract signed in the year; each period names the law that set it. */
export const STAMP_DUTY_DUE: DatedParameter<boolean> = {
  description: "Stamp duty is due on a sale contract signed in the year (a yes/no condition)",
  unit: "units",
  rule: "Stamp Duty Law 19/1963",
  sources: STAMP_DUTY_SOURCES,
  values: [
    { from: FIRST_CONTRACT_YEAR, to: 2025, value: true, rule: STAMP_DUTY_RULE },
    {
      from: 2026,
      value: false,
      rule: "Law 239(I)/2025: stamp duty abolished for documents signed on or after 1 January 2026",
      sources: ["hh-stamp-duty-abolished", "hh-stamp-duty-kiteos"]
    }
  ]
}

export const STAMP_DUTY_BANDS: DatedParameter<ReadonlyArray<Band>> = {
  description: "Stamp duty bands on a sale contract (bounds EUR, rates percent)",
  unit: "percent",
  rule: STAMP_DUTY_RULE,
  sources: STAMP_DUTY_SOURCES,
  values: [
    {
      from: FIRST_CONTRACT_YEAR,
      to: 2025,
      value: [
        { upTo: 5_000, ratePercent: 0 },
        { upTo: 170_000, ratePercent: 0.15 },
        { upTo: null, ratePercent: 0.2 }
      ]
    }
  ]
}

export const STAMP_DUTY_MAX: DatedParameter<number> = {
  description: "Most stamp duty on one contract",
  unit: "EUR",
  rule: STAMP_DUTY_RULE,
  sources: STAMP_DUTY_SOURCES,
  values: [{ from: FIRST_CONTRACT_YEAR, to: 2025, value: 20_000 }]
}

export interface StampDutyRules {
  readonly bands: ReadonlyArray<Band>
  readonly max: number
}

/** Stamp duty by the calendar year the sale contract is signed; null = no stamp duty. */
export const stampDuty = (contractYear: number): Cited<StampDutyRules | null> => {
  const due = at(STAMP_DUTY_DUE, contractYear)
  if (!due.value) return { value: null, rule: due.rule, sources: due.sources }
  const bands = at(STAMP_DUTY_BANDS, contractYear)
  return {
    value: { bands: bands.value, max: at(STAMP_DUTY_MAX, contractYear).value },
    rule: bands.rule,
    sources: bands.sources
  }
}

// --- VAT

export const VAT_STANDARD_RATE: DatedParameter<number> = {
  description: "Standard VAT rate on the supply of a new building",
  unit: "percent",
  rule: "VAT Law 95(I)/2000: standard rate 19% on the supply of a new building",
  sources: ["hh-transfer-fees-acccyp", "hh-vat-reduced-mondaq"],
  values: [{ from: FIRST_CONTRACT_YEAR, value: 19 }]
}

const VAT_REDUCED_RULE =
  "VAT Law, Fifth Schedule para. 3 (amended 2023): 5% on a main and permanent residence; in full up to 130 m2 of " +
  "buildable area and EUR 350,000; up to 190 m2 and EUR 475,000 the 5% applies to the value of the first 130 m2, " +
  "at most EUR 350,000, and 19% to the rest; above 190 m2 or EUR 475,000, 19% on the whole value"
const VAT_REDUCED_SOURCES = ["hh-vat-reduced-mondaq", "hh-vat-reduced-kpmg"] as const
const VAT_REDUCED_NOTE =
  "The value of the first 130 m2 is taken pro rata to the area. Not modelled: the 190 m2 rule for persons with " +
  "disabilities and the transitional rule for planning permits before 31 Oct 2023."

export const VAT_REDUCED_RATE: DatedParameter<number> = {
  description: "Reduced VAT rate on a main and permanent residence",
  unit: "percent",
  rule: VAT_REDUCED_RULE,
  sources: VAT_REDUCED_SOURCES,
  values: [{ from: FIRST_CONTRACT_YEAR, value: 5, note: VAT_REDUCED_NOTE }]
}

export interface VatReducedLimits {
  /** reduced rate on the whole value up to this area (m2) and value (EUR) */
  readonly fullAreaSqm: number
  readonly fullValue: number
  /** beyond these the reduced rate is lost entirely */
  readonly maxAreaSqm: number
  readonly maxValue: number
}

export const VAT_REDUCED_LIMITS: DatedParameter<VatReducedLimits> = {
  description: "Area (m2 of buildable area) and value (EUR) limits of the reduced VAT rate on a residence",
  unit: "units",
  rule: VAT_REDUCED_RULE,
  sources: VAT_REDUCED_SOURCES,
  values: [
    {
      from: FIRST_CONTRACT_YEAR,
      value: { fullAreaSqm: 130, fullValue: 350_000, maxAreaSqm: 190, maxValue: 475_000 },
      note: VAT_REDUCED_NOTE
    }
  ]
}

/** A resale (a building that is no longer new) is an exempt supply: no VAT, so transfer fees apply. */
export const VAT_RESALE_RATE: DatedParameter<number> = {
  description: "VAT on the resale of a building that is no longer new (an exempt supply)",
  unit: "percent",
  rule:
    "VAT Law 95(I)/2000, Schedule Eight para. 1(b) (exempt supplies): only a new building (supplied within 5 years of " +
    "its completion and not used by an unrelated person for more than 24 months) is taxable; a resale bears no VAT",
  sources: ["hh-vat-new-buildings-ey", "hh-vat-new-buildings-mcmillanwoods"],
  values: [{ from: FIRST_CONTRACT_YEAR, value: 0 }]
}

/** The VAT rates are open-ended periods: the same in every contract year held. */
export const VAT_STANDARD: Cited<number> = at(VAT_STANDARD_RATE, FIRST_CONTRACT_YEAR)

export const VAT_REDUCED: Cited<{ readonly ratePercent: number } & VatReducedLimits> = (() => {
  const rate = at(VAT_REDUCED_RATE, FIRST_CONTRACT_YEAR)
  return { ...rate, value: { ratePercent: rate.value, ...at(VAT_REDUCED_LIMITS, FIRST_CONTRACT_YEAR).value } }
})()

/** VAT on a new build (price excluding VAT); null area only for the standard rate. */
export const vatOnNewBuild = (price: number, rate: "standard" | "reduced", areaSqm: number | null): number => {
  const std = VAT_STANDARD.value / 100
  if (rate === "standard" || areaSqm === null) return price * std
  const r = VAT_REDUCED.value
  if (areaSqm > r.maxAreaSqm || price > r.maxValue) return price * std
  const reducedBase = Math.min(price * Math.min(1, r.fullAreaSqm / areaSqm), r.fullValue)
  return reducedBase * (r.ratePercent / 100) + (price - reducedBase) * std
}

export const VAT_EXEMPT_RESALE: Cited<number> = at(VAT_RESALE_RATE, FIRST_CONTRACT_YEAR)

// --- Immovable property tax

export const IMMOVABLE_PROPERTY_TAX_DUE: DatedParameter<boolean> = {
  description: "Immovable property tax is due (a yes/no condition)",
  unit: "units",
  rule: "Immovable property tax abolished from 1 January 2017",
  sources: ["hh-ipt-abolished"],
  values: [{ from: 2017, value: false }]
}

/** null: no immovable property tax. */
export const IMMOVABLE_PROPERTY_TAX: Cited<null> = (() => {
  const { rule, sources } = at(IMMOVABLE_PROPERTY_TAX_DUE, FIRST_CONTRACT_YEAR)
  return { value: null, rule, sources }
})()
