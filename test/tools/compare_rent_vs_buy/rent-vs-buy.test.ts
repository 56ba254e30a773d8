import { describe, expect, it } from "vitest"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import fc from "fast-check"
import { RentVsBuyInput } from "../../../src/tools/compare_rent_vs_buy/input.ts"
import type { RentVsBuyOutput } from "../../../src/tools/compare_rent_vs_buy/output.ts"
import { annuityPaymentCents, checkRentVsBuyInput } from "../../../src/tools/compare_rent_vs_buy/calculate.ts"
import { compareRentVsBuy } from "../../../src/tools/compare_rent_vs_buy/tool.ts"
import {
  stampDuty,
  TRANSFER_FEES,
  VAT_EXEMPT_RESALE,
  VAT_REDUCED,
  VAT_STANDARD
} from "../../../src/rules/property-costs.ts"
import { RENT_VS_BUY_DEFAULTS } from "../../../src/rules/household-defaults.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const decode = Schema.decodeUnknownSync(RentVsBuyInput)
/** The result as a call returns it (the pipeline encodes it with the output schema, so it always fits). */
const calc = (raw: unknown) => {
  expect(checkRentVsBuyInput(decode(raw))).toBeNull()
  return computeOutput<RentVsBuyOutput>("compare_rent_vs_buy", raw)
}
const problem = (raw: unknown) => checkRentVsBuyInput(decode(raw))

// Zero rates make every step checkable by hand.
const FLAT = {
  rentIncreaseRate: 0,
  propertyGrowthRate: 0,
  investmentReturnRate: 0,
  maintenanceRate: 0,
  sellingCostRate: 0
}

describe("compare_rent_vs_buy worked examples (EUR, each step rounded to the cent half away from zero)", () => {
  it("1. interest-free loan, flat prices: buying is ahead from year 1", () => {
    // down 20% x 100,000 = 20,000; loan 80,000; payment 80,000 / 24 = 3,333.333 -> 3,333.33;
    // last payment 80,000 - 23 x 3,333.33 = 3,333.41.
    // transfer fees (resale): 85,000 x 3% + 15,000 x 5% = 2,550 + 750 = 3,300, halved = 1,650; stamp duty 0 (2026);
    // upfront 21,650, invested by the renter.
    // year 1: mortgage 12 x 3,333.33 = 39,999.96; rent 6,000; renter invests 33,999.96 -> 55,649.96;
    //         buyer: 100,000 - balance 40,000.04 = 59,999.96
    // year 2: mortgage 11 x 3,333.33 + 3,333.41 = 40,000.04; renter 55,649.96 + 34,000.04 = 89,650; buyer 100,000
    const out = calc({
      propertyPrice: 100_000,
      monthlyRent: 500,
      downPayment: 20,
      downPaymentUnit: "percent",
      mortgageRate: 0,
      mortgageTermYears: 2,
      ...FLAT
    })
    expect([out.downPaymentAmount, out.loanAmount, out.monthlyMortgagePayment]).toEqual([20_000, 80_000, 3_333.33])
    const { traces, ...costs } = out.purchaseCosts
    expect(costs).toEqual({ transferFees: 1_650, stampDuty: 0, vat: 0, other: 0, total: 1_650 })
    // each legal cost names its law, the contract year (2026 by default) and its sources
    const trace = (c: { rule: string; sources: ReadonlyArray<string> }) => ({
      rule: c.rule,
      year: 2026,
      sources: [...c.sources]
    })
    expect(traces).toEqual({
      transferFees: trace(TRANSFER_FEES),
      stampDuty: trace(stampDuty(2026)),
      vat: trace(VAT_EXEMPT_RESALE)
    })
    expect(traces.transferFees.rule).toContain("Cap. 219")
    expect(traces.stampDuty.rule).toContain("Law 239(I)/2025")
    expect(out.upfrontCash).toBe(21_650)
    expect(out.series.map((r) => [r.mortgagePaid, r.mortgageBalance, r.rentPortfolio, r.buyNetWorth])).toEqual([
      [39_999.96, 40_000.04, 55_649.96, 59_999.96],
      [40_000.04, 0, 89_650, 100_000]
    ])
    expect([out.breakevenYear, out.difference, out.better]).toEqual([1, 10_350, "buy"])
    expect(out.totals).toEqual({ mortgagePaid: 80_000, interestPaid: 0, ownerCosts: 0, rentPaid: 12_000 })
  })

  it("2. cash purchase by two buyers with growth, returns and costs: renting stays ahead", () => {
    // down 100% -> loan 0. Transfer fees per buyer on 85,000: 2,550; x 2 buyers = 5,100, halved = 2,550; upfront
    // 172,550.
    // year 1: owner costs 1% x 170,000 + 240 = 1,940; rent 12 x 700 = 8,400; buyer invests 6,460.
    //         renter 172,550 x 1.05 = 181,177.50; value 170,000 x 1.02 = 173,400; selling 3.57% = 6,190.38;
    //         buyer 173,400 - 6,190.38 + 6,460 = 173,669.62
    // year 2: owner costs 1% x 173,400 + 240 = 1,974; rent 700 x 1.03 = 721 -> 8,652; buyer invests 6,678;
    //         buyer portfolio 6,460 x 1.05 + 6,678 = 13,461; renter 181,177.50 x 1.05 = 190,236.375 -> 190,236.38;
    //         value 176,868; selling 3.57% = 6,314.1876 -> 6,314.19; buyer 176,868 - 6,314.19 + 13,461 = 184,014.81
    const out = calc({
      propertyPrice: 170_000,
      monthlyRent: 700,
      downPayment: 100,
      downPaymentUnit: "percent",
      mortgageRate: 4,
      mortgageTermYears: 10,
      horizonYears: 2,
      rentIncreaseRate: 3,
      propertyGrowthRate: 2,
      investmentReturnRate: 5,
      maintenanceRate: 1,
      sellingCostRate: 3.57,
      numberOfBuyers: 2,
      annualInsurance: 240
    })
    expect([out.loanAmount, out.monthlyMortgagePayment, out.purchaseCosts.transferFees, out.upfrontCash]).toEqual([
      0, 0, 2_550, 172_550
    ])
    expect(
      out.series.map((r) => [r.ownerCosts, r.rentPaid, r.buyPortfolio, r.rentPortfolio, r.propertyValue, r.buyNetWorth])
    ).toEqual([
      [1_940, 8_400, 6_460, 181_177.5, 173_400, 173_669.62],
      [1_974, 8_652, 13_461, 190_236.38, 176_868, 184_014.81]
    ])
    expect([out.breakevenYear, out.difference, out.better]).toEqual([null, -6_221.57, "rent"])
  })

  it("3. new build at the reduced VAT rate, 150 m2, contract signed in 2025 (stamp duty)", () => {
    // 150 m2 <= 190 and 400,000 <= 475,000: 5% on the value of 130 m2 = 400,000 x 130/150 = 346,666.67 (below 350,000),
    // 19% on the remaining 53,333.33: 17,333.33 + 10,133.33 = 27,466.6667 -> 27,466.67; no transfer fees (VAT sale);
    // stamp duty 165,000 x 0.15% + 230,000 x 0.2% = 247.50 + 460 = 707.50; other 1,500; total 29,674.17;
    // down 25% = 100,000; upfront 129,674.17; loan 300,000 at 0% over 30 years: 833.33 a month.
    const out = calc({
      propertyPrice: 400_000,
      monthlyRent: 1_500,
      downPayment: 25,
      downPaymentUnit: "percent",
      mortgageRate: 0,
      mortgageTermYears: 30,
      horizonYears: 3,
      isNewBuild: true,
      vatRate: "reduced",
      buildableAreaSqm: 150,
      contractYear: 2025,
      otherPurchaseCosts: 1_500
    })
    const { traces, ...costs } = out.purchaseCosts
    expect(costs).toEqual({ transferFees: 0, stampDuty: 707.5, vat: 27_466.67, other: 1_500, total: 29_674.17 })
    expect(traces.stampDuty).toEqual({ rule: stampDuty(2025).rule, year: 2025, sources: [...stampDuty(2025).sources] })
    expect(traces.vat).toEqual({
      rule: `${VAT_REDUCED.rule}; ${VAT_STANDARD.rule}`,
      year: 2025,
      sources: [...new Set([...VAT_REDUCED.sources, ...VAT_STANDARD.sources])]
    })
    expect(traces.transferFees.rule).toBe(TRANSFER_FEES.rule)
    expect([out.upfrontCash, out.monthlyMortgagePayment]).toEqual([129_674.17, 833.33])
    expect(out.assumptions.find((a) => a.what === "value at the 5% rate")).toBeDefined()
    expect(out.sources.map((s) => s.id)).toEqual(
      expect.arrayContaining(["hh-vat-reduced-mondaq", "hh-stamp-duty-rates"])
    )
  })

  it("4. reduced VAT lost above 190 m2 (19% on all), standard VAT, and the stamp duty cap", () => {
    // 200 m2 > 190: 19% x 300,000 = 57,000 and disclosed; standard: 19% x 250,000 = 47,500.
    const base = {
      monthlyRent: 1_000,
      downPayment: 60_000,
      downPaymentUnit: "EUR",
      mortgageRate: 3,
      mortgageTermYears: 20,
      horizonYears: 1
    }
    const lost = calc({ ...base, propertyPrice: 300_000, isNewBuild: true, vatRate: "reduced", buildableAreaSqm: 200 })
    expect(lost.purchaseCosts.vat).toBe(57_000)
    expect(lost.assumptions.find((a) => a.what === "VAT rate applied")?.value).toBe("19% on the whole price")
    expect(calc({ ...base, propertyPrice: 250_000, isNewBuild: true, vatRate: "standard" }).purchaseCosts.vat).toBe(
      47_500
    )
    // 12,000,000 in 2025: 247.50 + 11,830,000 x 0.2% = 23,907.50 -> capped at 20,000; transfer fees
    // 2,550 + 4,250 + 11,830,000 x 8% = 953,200, halved = 476,600.
    const big = calc({ ...base, propertyPrice: 12_000_000, contractYear: 2025 })
    expect([big.purchaseCosts.stampDuty, big.purchaseCosts.transferFees]).toEqual([20_000, 476_600])
  })

  it("annuity payment: 200,000 at 4% over 25 years is 1,055.67 a month; matches the closed formula", () => {
    expect(annuityPaymentCents(200_000_00, 4, 300)).toBe(105_567)
    // 150,000 at 3% over 25 years: 150,000 x 0.0025 / (1 - 1.0025^-300)
    const closed = (150_000 * 0.0025) / (1 - 1.0025 ** -300)
    expect(annuityPaymentCents(150_000_00, 3, 300)).toBe(Math.round(closed * 100))
  })

  it("5. a large value grown for 33 years: each year rounded once, to the cent (issue 35: was 192,223,140.43)", () => {
    // EUR 100,000,000 at the default 2% a year, each year rounded to the cent half away from zero (exact arithmetic):
    // year 32: 18,475,888,161 cents x 1.02 = 18,845,405,924.22 -> 188,454,059.24;
    // year 33: 18,845,405,924 cents x 1.02 = 19,222,314,042.48 -> 192,223,140.42.
    // The former local rounding first cut the value to 12 significant digits (toPrecision(12)):
    // 19,222,314,042.48 -> 19,222,314,042.5 -> 19,222,314,043 cents, a cent too many (a double rounding);
    // above EUR 10 million it moved figures of every year that follows.
    const out = calc({
      propertyPrice: 100_000_000,
      monthlyRent: 0,
      downPayment: 100,
      downPaymentUnit: "percent",
      mortgageRate: 0,
      mortgageTermYears: 33
    })
    expect(out.series.slice(31, 33).map((r) => r.propertyValue)).toEqual([188_454_059.24, 192_223_140.42])
  })
})

describe("defaults, assumptions and validation", () => {
  const ok = {
    propertyPrice: 250_000,
    monthlyRent: 1_000,
    downPayment: 50_000,
    downPaymentUnit: "EUR",
    mortgageRate: 4,
    mortgageTermYears: 25
  }

  it("lists every default used, with its value, and none of the caller's inputs", () => {
    const out = calc(ok)
    const byWhat = Object.fromEntries(out.assumptions.map((a) => [a.what, a.value]))
    for (const d of Object.values(RENT_VS_BUY_DEFAULTS)) expect(byWhat[d.what]).toBe(d.value)
    expect(byWhat["horizon, years"]).toBe(25)
    expect(byWhat["home insurance"]).toBeNull()
    const full = calc({
      ...ok,
      horizonYears: 10,
      rentIncreaseRate: 1,
      propertyGrowthRate: 1,
      investmentReturnRate: 4,
      maintenanceRate: 0.5,
      sellingCostRate: 4,
      annualInsurance: 200,
      annualOwnerCosts: 300,
      otherPurchaseCosts: 2_000,
      isNewBuild: false,
      numberOfBuyers: 1,
      contractYear: 2026
    })
    expect(full.assumptions.filter((a) => a.why.includes("omitted"))).toEqual([])
  })

  it("{} gives an issue for every required field; a down payment without its unit is refused with a question", () => {
    const format = SchemaIssue.makeFormatterStandardSchemaV1()
    const issues = (raw: unknown): Record<string, string> => {
      const r = Schema.decodeUnknownResult(RentVsBuyInput)(raw, { errors: "all", onExcessProperty: "error" })
      return Result.isSuccess(r)
        ? {}
        : Object.fromEntries(
            format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
          )
    }
    expect(Object.keys(issues({})).sort()).toEqual([
      "downPayment",
      "downPaymentUnit",
      "monthlyRent",
      "mortgageRate",
      "mortgageTermYears",
      "propertyPrice"
    ])
    const { downPaymentUnit: _unit, ...noUnit } = ok
    const found = issues(noUnit)
    expect(Object.keys(found)).toEqual(["downPaymentUnit"])
    expect(found.downPaymentUnit).toMatch(/ask the user whether the down payment is an amount in EUR or a percent/)
    expect(Object.keys(issues({ ...ok, downPaymentUnit: "eur" }))).toEqual(["downPaymentUnit"])
  })

  it("refuses impossible down payments and incomplete VAT facts (400 from run)", async () => {
    expect(problem({ ...ok, downPayment: 120, downPaymentUnit: "percent" })?.fieldErrors.downPayment?.[0]).toMatch(
      /cannot exceed 100/
    )
    expect(Object.keys(problem({ ...ok, downPayment: 300_000 })?.fieldErrors ?? {})).toEqual(["downPayment"])
    expect(Object.keys(problem({ ...ok, isNewBuild: true })?.fieldErrors ?? {})).toEqual(["vatRate"])
    expect(Object.keys(problem({ ...ok, vatRate: "standard" })?.fieldErrors ?? {})).toEqual(["vatRate"])
    expect(Object.keys(problem({ ...ok, isNewBuild: true, vatRate: "reduced" })?.fieldErrors ?? {})).toEqual([
      "buildableAreaSqm"
    ])
    const exit = Effect.runSyncExit(compareRentVsBuy.run(decode({ ...ok, isNewBuild: true }), TEST_ENVIRONMENT))
    expect(Exit.isFailure(exit)).toBe(true)
  })

  it("examples[0] is ready to send and every example runs; summary ends with the assumptions", () => {
    const examples = Schema.resolveAnnotations(RentVsBuyInput)?.examples ?? []
    expect(examples[0]).toEqual({
      propertyPrice: 250_000,
      monthlyRent: 1_000,
      downPayment: 20,
      downPaymentUnit: "percent",
      mortgageRate: 4,
      mortgageTermYears: 25
    })
    for (const ex of examples)
      expect(Exit.isSuccess(Effect.runSyncExit(compareRentVsBuy.run(decode(ex), TEST_ENVIRONMENT)))).toBe(true)
    const { text } = computeAnswer("compare_rent_vs_buy", examples[0])
    expect(text).toContain("monthly payment EUR 1,055.67")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
    expect(compareRentVsBuy).toMatchObject({ name: "compare_rent_vs_buy", access: "anonymous", readOnly: true })
  })

  it("rules cite registered sources", () => {
    const ids = [
      ...TRANSFER_FEES.sources,
      ...stampDuty(2025).sources,
      ...stampDuty(2026).sources,
      ...VAT_STANDARD.sources,
      ...VAT_REDUCED.sources,
      ...Object.values(RENT_VS_BUY_DEFAULTS).flatMap((d) => d.sources)
    ]
    for (const id of ids) expect(SOURCES[id], id).toBeDefined()
    expect(stampDuty(2026).value).toBeNull()
  })
})

describe("properties", () => {
  const eur = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100)
  const input = fc
    .record({
      propertyPrice: eur(20_000, 2_000_000),
      monthlyRent: eur(0, 8_000),
      downPayment: fc.integer({ min: 0, max: 100 }),
      mortgageRate: fc.integer({ min: 0, max: 1_000 }).map((b) => b / 100),
      mortgageTermYears: fc.integer({ min: 1, max: 40 }),
      horizonYears: fc.integer({ min: 1, max: 45 }),
      propertyGrowthRate: fc.integer({ min: -500, max: 800 }).map((b) => b / 100),
      investmentReturnRate: fc.integer({ min: -300, max: 1_000 }).map((b) => b / 100)
    })
    .map((r) => ({ ...r, downPaymentUnit: "percent" }))

  it("the mortgage is repaid exactly by the end of its term; paid = loan + interest; breakeven holds to the horizon", () => {
    fc.assert(
      fc.property(input, (raw) => {
        const out = calc({ ...raw, horizonYears: Math.max(raw.horizonYears, raw.mortgageTermYears) })
        const last = out.series.at(-1)
        expect(last?.mortgageBalance).toBe(0)
        expect(Math.round(out.totals.mortgagePaid * 100)).toBe(
          Math.round((out.loanAmount + out.totals.interestPaid) * 100)
        )
        for (let k = 1; k < out.series.length; k++)
          expect(out.series[k]!.mortgageBalance).toBeLessThanOrEqual(out.series[k - 1]!.mortgageBalance)
        if (out.breakevenYear !== null)
          for (const r of out.series.slice(out.breakevenYear - 1))
            expect(r.buyNetWorth).toBeGreaterThanOrEqual(r.rentNetWorth)
        else expect(last!.buyNetWorth).toBeLessThan(last!.rentNetWorth)
      }),
      { numRuns: 200 }
    )
  })

  it("a higher rent never makes buying look worse", () => {
    fc.assert(
      fc.property(input, eur(0, 2_000), (raw, extra) => {
        const a = calc(raw)
        const b = calc({ ...raw, monthlyRent: Math.round((raw.monthlyRent + extra) * 100) / 100 })
        expect(b.difference).toBeGreaterThanOrEqual(a.difference)
      }),
      { numRuns: 200 }
    )
  })

  it("a down payment in percent equals the same amount in EUR", () => {
    fc.assert(
      fc.property(input, (raw) => {
        // The share is taken on the price in integer cents, halves away from zero (as the calculator documents):
        // 161376.77 * 50% = 8068838.5 cents -> 80688.39, where price * percent in floats gives 8068838.4999... ->
        // 80688.38
        const priceCents = Math.round(raw.propertyPrice * 100)
        const eurAmount = Math.round((priceCents * raw.downPayment) / 100) / 100
        const a = calc(raw)
        const b = calc({ ...raw, downPayment: eurAmount, downPaymentUnit: "EUR" })
        expect(b.difference).toBe(a.difference)
      }),
      {
        numRuns: 100,
        examples: [
          [
            {
              propertyPrice: 161376.77,
              monthlyRent: 0,
              downPayment: 50,
              mortgageRate: 9.82,
              mortgageTermYears: 1,
              horizonYears: 1,
              propertyGrowthRate: 0,
              investmentReturnRate: 0,
              downPaymentUnit: "percent"
            }
          ]
        ]
      }
    )
  })
})
