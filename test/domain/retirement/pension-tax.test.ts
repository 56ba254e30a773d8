import { describe, expect, it } from "vitest"
import { taxPensions } from "../../../src/domain/retirement/pension-tax.ts"

describe("pension taxation (2026 rules)", () => {
  it("aggregates the state pension and a foreign pension: 5% option on the foreign part", () => {
    // Cyprus 12,000 + foreign 30,000 = 42,000; GESY 2.65% x 42,000 = 1,113.
    // All at the scale: 42,000 - 1,113 = 40,887: 10,000 x 20% + 8,887 x 25% = 4,221.75.
    // Option: Cyprus 12,000 - GESY 318 = 11,682 at the scale = 0; foreign above the 2026 art. 20 amount (3,420, the
    // income tax's rule) (30,000 - 3,420) x 5% = 1,329. Net 42,000 - 1,329 - 1,113 = 39,558.
    expect(taxPensions(12_000, 30_000)).toEqual({
      grossAnnual: 42_000,
      incomeTax: 0,
      foreignPensionTax: 1_329,
      gesy: 1_113,
      netAnnual: 39_558,
      foreignPensionOptionUsed: true
    })
  })

  it("keeps the scale when it is cheaper (a small foreign pension)", () => {
    // 7,200: scale 7,200 - 190.80 = 7,009.20, below 22,000: 0; option (7,200 - 3,420) x 5% = 189. Net 7,009.20.
    expect(taxPensions(0, 7_200)).toEqual({
      grossAnnual: 7_200,
      incomeTax: 0,
      foreignPensionTax: 0,
      gesy: 190.8,
      netAnnual: 7_009.2,
      foreignPensionOptionUsed: false
    })
  })

  it("applies the one EUR 180,000 GESY ceiling and the scale to a large Cyprus pension", () => {
    // 240,000: GESY 2.65% x 180,000 = 4,770; taxable 235,230:
    // 10,000 x 20% + 10,000 x 25% + 30,000 x 30% + 163,230 x 35% = 2,000 + 2,500 + 9,000 + 57,130.50 = 70,630.50.
    expect(taxPensions(240_000, 0)).toEqual({
      grossAnnual: 240_000,
      incomeTax: 70_630.5,
      foreignPensionTax: 0,
      gesy: 4_770,
      netAnnual: 164_599.5,
      foreignPensionOptionUsed: false
    })
  })
})
