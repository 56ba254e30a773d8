import { describe, expect, it } from "vitest"
import { at } from "../../src/rules/parameter.ts"
import {
  FIRST_CONTRACT_YEAR,
  IMMOVABLE_PROPERTY_TAX,
  STAMP_DUTY_BANDS,
  STAMP_DUTY_DUE,
  STAMP_DUTY_MAX,
  stampDuty,
  TRANSFER_FEE_BANDS,
  TRANSFER_FEE_REDUCTION_WITHOUT_VAT,
  TRANSFER_FEES,
  VAT_REDUCED,
  VAT_REDUCED_LIMITS,
  VAT_REDUCED_RATE,
  VAT_STANDARD,
  VAT_STANDARD_RATE
} from "../../src/rules/property-costs.ts"

describe("property costs as dated parameters", () => {
  it("holds stamp duty to 2025 and its abolition from 2026, each period with its own law", () => {
    // 0% to 5,000, 0.15% to 170,000, 0.20% above, at most 20,000 (hh-stamp-duty-rates); abolished by Law 239(I)/2025.
    expect(at(STAMP_DUTY_BANDS, 2025).value.map((b) => b.ratePercent)).toEqual([0, 0.15, 0.2])
    expect(at(STAMP_DUTY_MAX, 2025)).toMatchObject({ value: 20_000, unit: "EUR", year: 2025 })
    expect([2025, 2026, 2040].map((year) => at(STAMP_DUTY_DUE, year).value)).toEqual([true, false, false])
    expect(at(STAMP_DUTY_DUE, 2026)).toMatchObject({
      rule: expect.stringContaining("Law 239(I)/2025"),
      sources: ["hh-stamp-duty-abolished", "hh-stamp-duty-kiteos"]
    })
    expect(() => at(STAMP_DUTY_BANDS, 2026)).toThrow("no value for 2026")
    expect(stampDuty(2025)).toEqual({
      value: { bands: at(STAMP_DUTY_BANDS, 2025).value, max: 20_000 },
      rule: at(STAMP_DUTY_BANDS, 2025).rule,
      sources: at(STAMP_DUTY_BANDS, 2025).sources
    })
    expect(stampDuty(2030).value).toBeNull()
  })

  it("resolves the transfer fees and VAT, fixed by law until amended, into the views the calculator reads", () => {
    // Cap. 219: 3% to 85,000, 5% to 170,000, 8% above, halved without VAT (hh-transfer-fees-acccyp).
    expect(at(TRANSFER_FEE_BANDS, 2030).value).toEqual(TRANSFER_FEES.value.bands)
    expect(at(TRANSFER_FEE_REDUCTION_WITHOUT_VAT, FIRST_CONTRACT_YEAR)).toMatchObject({ value: 50, unit: "percent" })
    expect(TRANSFER_FEES.rule).toBe(at(TRANSFER_FEE_BANDS, 2025).rule)
    // VAT: 19% standard; 5% on a residence in full to 130 m2 and EUR 350,000, lost above 190 m2 or EUR 475,000
    // (hh-vat-reduced-mondaq).
    expect(VAT_STANDARD).toEqual(at(VAT_STANDARD_RATE, FIRST_CONTRACT_YEAR))
    expect(VAT_REDUCED.value).toEqual({
      ratePercent: at(VAT_REDUCED_RATE, 2026).value,
      ...at(VAT_REDUCED_LIMITS, 2026).value
    })
    expect(VAT_REDUCED.value).toEqual({
      ratePercent: 5,
      fullAreaSqm: 130,
      fullValue: 350_000,
      maxAreaSqm: 190,
      maxValue: 475_000
    })
    expect(IMMOVABLE_PROPERTY_TAX).toEqual({
      value: null,
      rule: "Immovable property tax abolished from 1 January 2017",
      sources: ["hh-ipt-abolished"]
    })
  })
})
