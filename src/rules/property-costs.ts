import type { Cited } from "./income-tax.ts"

/**
 * Buyer's costs of a Cyprus home purchase: Land Registry transfer fees, stamp duty on the sale
 * contract (by the year the contract is signed) and VAT on a new build. Each figure names its sources
 * (src/rules/sources/household.ts). Amounts in EUR, rates in percent.
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

export const TRANSFER_FEES: Cited<{
  readonly bands: ReadonlyArray<Band>
  /** reduction of the fee when the purchase is not subject to VAT */
  readonly reductionPercentWithoutVat: number
  /** no fee at all when the purchase was subject to VAT */
  readonly exemptWhenVat: boolean
}> = {
  value: {
    bands: [{ upTo: 85_000, ratePercent: 3 }, { upTo: 170_000, ratePercent: 5 }, { upTo: null, ratePercent: 8 }],
    reductionPercentWithoutVat: 50,
    exemptWhenVat: true
  },
  rule:
    "Cadastral and Survey Department (Fees and Rights) Law, Cap. 219, as amended: Department of Lands and Surveys " +
    "transfer fees on the market value, per buyer (joint buyers each apply the bands to their share): 3% / 5% / 8%; " +
    "halved when the sale is not subject to VAT; none when it was",
  sources: ["hh-cap219-law-text", "hh-transfer-fees-propertylawyer", "hh-transfer-fees-acccyp", "hh-transfer-fees-kotinos"],
  note:
    "The law is read in an unofficial English text (the article and schedule setting the bands and the 50% reduction " +
    "were not located in it); the bands, the reduction (reported permanent since 2016, acccyp) and the VAT exemption " +
    "rest on secondary sources."
}

export interface StampDutyRules {
  readonly bands: ReadonlyArray<Band>
  readonly max: number
}

/** Years whose stamp duty rules are held: contracts signed in 2025 and later. */
export const FIRST_CONTRACT_YEAR = 2025
/** Stamp duty by the calendar year the sale contract is signed; null = no stamp duty. */
export const stampDuty = (contractYear: number): Cited<StampDutyRules | null> =>
  contractYear <= 2025
    ? {
      value: {
        bands: [{ upTo: 5_000, ratePercent: 0 }, { upTo: 170_000, ratePercent: 0.15 }, { upTo: null, ratePercent: 0.2 }],
        max: 20_000
      },
      rule: "Stamp Duty Law 19/1963 as amended (to 31 Dec 2025): 0% to EUR 5,000, 0.15% to EUR 170,000, 0.20% above, at most EUR 20,000",
      sources: ["hh-stamp-duty-law-19-1963", "hh-stamp-duty-rates", "hh-stamp-duty-kiteos"]
    }
    : {
      value: null,
      rule: "Law 239(I)/2025: stamp duty abolished for documents signed on or after 1 January 2026",
      sources: ["hh-stamp-duty-abolished", "hh-stamp-duty-kiteos"]
    }

export const VAT_STANDARD: Cited<number> = {
  value: 19,
  rule: "VAT Law 95(I)/2000: standard rate 19% on the supply of a new building",
  sources: ["hh-transfer-fees-acccyp", "hh-vat-reduced-mondaq"]
}

export const VAT_REDUCED: Cited<{
  readonly ratePercent: number
  /** reduced rate on the whole value up to this area and value */
  readonly fullAreaSqm: number
  readonly fullValue: number
  /** beyond these the reduced rate is lost entirely */
  readonly maxAreaSqm: number
  readonly maxValue: number
}> = {
  value: { ratePercent: 5, fullAreaSqm: 130, fullValue: 350_000, maxAreaSqm: 190, maxValue: 475_000 },
  rule:
    "VAT Law, Fifth Schedule para. 3 (amended 2023): 5% on a main and permanent residence; in full up to 130 m2 of " +
    "buildable area and EUR 350,000; up to 190 m2 and EUR 475,000 the 5% applies to the value of the first 130 m2, " +
    "at most EUR 350,000, and 19% to the rest; above 190 m2 or EUR 475,000, 19% on the whole value",
  sources: ["hh-vat-reduced-mondaq", "hh-vat-reduced-kpmg"],
  note:
    "The value of the first 130 m2 is taken pro rata to the area. Not modelled: the 190 m2 rule for persons with " +
    "disabilities and the transitional rule for planning permits before 31 Oct 2023."
}

/** VAT on a new build (price excluding VAT); null area only for the standard rate. */
export const vatOnNewBuild = (price: number, rate: "standard" | "reduced", areaSqm: number | null): number => {
  const std = VAT_STANDARD.value / 100
  if (rate === "standard" || areaSqm === null) return price * std
  const r = VAT_REDUCED.value
  if (areaSqm > r.maxAreaSqm || price > r.maxValue) return price * std
  const reducedBase = Math.min(price * Math.min(1, r.fullAreaSqm / areaSqm), r.fullValue)
  return reducedBase * (r.ratePercent / 100) + (price - reducedBase) * std
}

/** A resale (a building that is no longer new) is an exempt supply: no VAT, so transfer fees apply. */
export const VAT_EXEMPT_RESALE: Cited<number> = {
  value: 0,
  rule:
    "VAT Law 95(I)/2000, Schedule Eight para. 1(b) (exempt supplies): only a new building (supplied within 5 years of " +
    "its completion and not used by an unrelated person for more than 24 months) is taxable; a resale bears no VAT",
  sources: ["hh-vat-new-buildings-ey", "hh-vat-new-buildings-mcmillanwoods"]
}

export const IMMOVABLE_PROPERTY_TAX: Cited<null> = {
  value: null,
  rule: "Immovable property tax abolished from 1 January 2017",
  sources: ["hh-ipt-abolished"]
}
