import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import { CGT_RULES, CYP_PER_EUR } from "../../../src/rules/capital-gains.ts"
import { ANNUAL_CPI, MONTHLY_CPI } from "../../../src/rules/cpi.ts"
import { SOURCES } from "../../../src/rules/sources.ts"
import { CapitalGainsInput } from "../../../src/tools/calculate_cyprus_capital_gains/input.ts"
import type { CapitalGainsOutput } from "../../../src/tools/calculate_cyprus_capital_gains/output.ts"
import { calculateCyprusCapitalGains } from "../../../src/tools/calculate_cyprus_capital_gains/tool.ts"
import { computeAnswer, computeOutput, TEST_ENVIRONMENT } from "../../support/compute.ts"

const TOOL = "calculate_cyprus_capital_gains"
const decode = Schema.decodeUnknownSync(CapitalGainsInput)
/** Through the pipeline: the result always fits its own output schema. */
const calc = (raw: unknown) => computeOutput<CapitalGainsOutput>(TOOL, raw)

interface Case {
  readonly name: string
  readonly input: Record<string, unknown>
  readonly expected: {
    readonly indexedCost: number
    readonly gain: number
    readonly exemption: number | null
    readonly taxableGain: number
    readonly tax: number
    readonly fee: number
    readonly net: number
  }
  /** the other month pairing (alternativeConvention), for monthly cases */
  readonly alternative?: { readonly indexedCost: number; readonly gain: number; readonly tax: number }
  /** the hand calculation; EUR, rounded to cents half away from zero */
  readonly arithmetic: string
  readonly source: string
}

const CASES: ReadonlyArray<Case> = [
  {
    name: "research example 1: non-main residence bought 2010, sold 2026",
    input: {
      taxYear: 2026,
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      isFirstDisposal: true,
      agentFees: 9_000
    },
    expected: {
      indexedCost: 179_069.18,
      gain: 111_930.82,
      exemption: 30_000,
      taxableGain: 81_930.82,
      tax: 16_386.16,
      fee: 1_200,
      net: 273_413.84
    },
    arithmetic:
      "annual CPI 2025 (latest; 2026 not published) 117.35 / 2010 98.30; 150,000 x 117.35 / 98.30 = 179,069.176 -> 179,069.18; " +
      "gain 300,000 - 179,069.18 - 9,000 = 111,930.82; 2026 general exemption 30,000; taxable 81,930.82; tax 20% = 16,386.164 -> 16,386.16; " +
      "fee 0.4% x 300,000 = 1,200; net 300,000 - 9,000 - 16,386.16 - 1,200 = 273,413.84",
    source: "shared/reference/tax-rules-research.md §1.6 example 1 (CGT 16,386.16)"
  },
  {
    name: "research example 1 under 2025 rules",
    input: {
      taxYear: 2025,
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      isFirstDisposal: true,
      agentFees: 9_000
    },
    expected: {
      indexedCost: 179_069.18,
      gain: 111_930.82,
      exemption: 17_086.01,
      taxableGain: 94_844.81,
      tax: 18_968.96,
      fee: 1_200,
      net: 270_831.04
    },
    arithmetic:
      "same gain 111,930.82; 2025 general exemption CYP 10,000 / 0.585274 = 17,086.01; taxable 94,844.81; tax 18,968.962 -> 18,968.96; " +
      "net 300,000 - 9,000 - 18,968.96 - 1,200 = 270,831.04",
    source: "shared/reference/tax-rules-research.md §1.6 example 1 (CGT 18,968.96 under 2025 rules)"
  },
  {
    name: "research example 2: main residence, indexed gain 120,000, 2025",
    input: {
      taxYear: 2025,
      salePrice: 237_350,
      acquisitionPrice: 100_000,
      acquisitionYear: 2015,
      propertyType: "main-residence",
      isFirstDisposal: true
    },
    expected: {
      indexedCost: 117_350,
      gain: 120_000,
      exemption: 85_430.07,
      taxableGain: 34_569.93,
      tax: 6_913.99,
      fee: 949.4,
      net: 229_486.61
    },
    arithmetic:
      "100,000 x 117.35 / 100.00 = 117,350; gain 237,350 - 117,350 = 120,000; exemption CYP 50,000 / 0.585274 = 85,430.07; " +
      "taxable 34,569.93; tax 6,913.986 -> 6,913.99; fee 0.4% x 237,350 = 949.40; net 237,350 - 6,913.99 - 949.40 = 229,486.61",
    source: "shared/reference/tax-rules-research.md §1.6 example 2 (6,913.99)"
  },
  {
    name: "research example 2 in 2026: the exemption covers the gain",
    input: {
      taxYear: 2026,
      salePrice: 237_350,
      acquisitionPrice: 100_000,
      acquisitionYear: 2015,
      propertyType: "main-residence",
      isFirstDisposal: true
    },
    expected: {
      indexedCost: 117_350,
      gain: 120_000,
      exemption: 120_000,
      taxableGain: 0,
      tax: 0,
      fee: 949.4,
      net: 236_400.6
    },
    arithmetic:
      "gain 120,000 (2025 CPI for the 2026 disposal); 2026 main-residence exemption 150,000 > gain: 120,000 used, 30,000 left; " +
      "tax 0; net 237,350 - 949.40 = 236,400.60",
    source: "shared/reference/tax-rules-research.md §1.6 example 2 (CGT 0 in 2026)"
  },
  {
    name: "CYP purchase in 1995 with acquisition fees and a 2012 improvement, 2026",
    input: {
      taxYear: 2026,
      currency: "CYP",
      salePrice: 200_000,
      acquisitionPrice: 40_000,
      acquisitionYear: 1995,
      propertyType: "general",
      isFirstDisposal: false,
      lifetimeExemptionAlreadyUsed: 0,
      acquisitionFees: 1_500,
      improvements: [{ cost: 20_000, year: 2012 }]
    },
    expected: {
      indexedCost: 121_739.15,
      gain: 53_121.96,
      exemption: 30_000,
      taxableGain: 23_121.96,
      tax: 4_624.39,
      fee: 800,
      net: 194_575.61
    },
    arithmetic:
      "CYP 40,000 / 0.585274 = 68,344.0577 -> 68,344.06; x 117.35 / 65.88 (1995) = 121,739.152 -> 121,739.15; " +
      "fees CYP 1,500 / 0.585274 = 2,562.902 -> 2,562.90; improvement EUR 20,000 x 117.35 / 103.96 (2012) = 22,575.991 -> 22,575.99; " +
      "gain 200,000 - 121,739.15 - 22,575.99 - 2,562.90 = 53,121.96; none used before: 30,000 exemption; taxable 23,121.96; " +
      "tax 4,624.392 -> 4,624.39; fee 800; net 200,000 - 4,624.39 - 800 = 194,575.61",
    source: "derived by hand; fixed rate 0.585274 (European Commission)"
  },
  {
    name: "monthly CPI: bought Dec 2019, sold Jan 2026, main residence with 17,086.01 used before",
    input: {
      taxYear: 2026,
      salePrice: 350_000,
      acquisitionPrice: 200_000,
      acquisitionYear: 2019,
      acquisitionMonth: 12,
      disposalMonth: 1,
      propertyType: "main-residence",
      isFirstDisposal: false,
      lifetimeExemptionAlreadyUsed: 17_086.01,
      agentFees: 10_500,
      acquisitionLoanInterest: 12_000
    },
    expected: {
      indexedCost: 232_029.33,
      gain: 95_470.67,
      exemption: 95_470.67,
      taxableGain: 0,
      tax: 0,
      fee: 1_400,
      net: 338_100
    },
    alternative: { indexedCost: 230_957.38, gain: 96_542.62, tax: 0 },
    arithmetic:
      "Tax Department table Dec 2019 223.67 (= CYSTAT 101.43 x 2.2051833), Dec 2025 (month before Jan 2026) 259.49 (= 117.67 x 2.2051833); " +
      "200,000 x 259.49 / 223.67 = 232,029.329 -> 232,029.33; gain 350,000 - 232,029.33 - 10,500 - 12,000 = 95,470.67; " +
      "available 150,000 - 17,086.01 = 132,913.99 >= gain; tax 0; left 132,913.99 - 95,470.67 = 37,443.32; net 350,000 - 10,500 - 1,400 = 338,100. " +
      "Other pairing: Nov 2019 224.05 against Jan 2026 258.73: 200,000 x 258.73 / 224.05 = 230,957.376 -> 230,957.38; gain 96,542.62, tax 0",
    source:
      "derived by hand; Tax Department CPI table (cgt-cpi-taxdept-table), Dec 2019 and Dec 2025 confirmed by CYSTAT releases (Parikiaki Jan 2020; CNA via today24, Jan 2026)"
  },
  {
    name: "monthly CPI: bought May 2003, sold Oct 2025, general, 2025 rules",
    input: {
      taxYear: 2025,
      salePrice: 420_000,
      acquisitionPrice: 180_000,
      acquisitionYear: 2003,
      acquisitionMonth: 5,
      disposalMonth: 10,
      propertyType: "general",
      isFirstDisposal: true,
      agentFees: 12_600
    },
    expected: {
      indexedCost: 254_106.71,
      gain: 153_293.29,
      exemption: 17_086.01,
      taxableGain: 136_207.28,
      tax: 27_241.46,
      fee: 1_680,
      net: 378_478.54
    },
    alternative: { indexedCost: 254_275.96, gain: 153_124.04, tax: 27_207.61 },
    arithmetic:
      "table May 2003 183.87 (CYSTAT 116.04 on 1998 = 100 x 1.5845), Sep 2025 (month before Oct 2025) 259.57 (CYSTAT 117.71 x 2.2051833); " +
      "180,000 x 259.57 / 183.87 = 254,106.706 -> 254,106.71; gain 420,000 - 254,106.71 - 12,600 = 153,293.29; 2025 general exemption 17,086.01; " +
      "taxable 136,207.28; tax 20% = 27,241.456 -> 27,241.46; fee 0.4% x 420,000 = 1,680; net 420,000 - 12,600 - 27,241.46 - 1,680 = 378,478.54. " +
      "Other pairing: Apr 2003 184.59 against Oct 2025 260.76: 180,000 x 260.76 / 184.59 = 254,275.963 -> 254,275.96; gain 153,124.04; " +
      "taxable 136,038.03; tax 27,207.606 -> 27,207.61",
    source:
      "derived by hand; Tax Department CPI table (cgt-cpi-taxdept-table); May 2003: CYSTAT (DSR) release May 2003; Sep 2025: Cyprus Mail 3 Oct 2025"
  },
  {
    name: "monthly CPI: bought Jun 2011 (unconfirmed 2011 table value), improvement Sep 2016, sold Jan 2025, general",
    input: {
      taxYear: 2025,
      salePrice: 310_000,
      acquisitionPrice: 220_000,
      acquisitionYear: 2011,
      acquisitionMonth: 6,
      disposalMonth: 1,
      propertyType: "general",
      isFirstDisposal: true,
      improvements: [{ cost: 15_000, year: 2016, month: 9 }]
    },
    expected: {
      indexedCost: 254_074.63,
      gain: 38_024.45,
      exemption: 17_086.01,
      taxableGain: 20_938.44,
      tax: 4_187.69,
      fee: 1_240,
      net: 304_572.31
    },
    alternative: { indexedCost: 251_913.7, gain: 40_333.89, tax: 4_649.58 },
    arithmetic:
      "table Jun 2011 225.91, Sep 2016 218.62, Dec 2024 (month before Jan 2025) 260.90 (CYSTAT 118.31 x 2.2051833); " +
      "220,000 x 260.90 / 225.91 = 254,074.631 -> 254,074.63; improvement 15,000 x 260.90 / 218.62 = 17,900.924 -> 17,900.92; " +
      "gain 310,000 - 254,074.63 - 17,900.92 = 38,024.45; exemption 17,086.01; taxable 20,938.44; tax 4,187.688 -> 4,187.69; " +
      "fee 1,240; net 310,000 - 4,187.69 - 1,240 = 304,572.31. Other pairing: May 2011 224.80, Aug 2016 217.50 against Jan 2025 257.41: " +
      "220,000 x 257.41 / 224.80 = 251,913.701 -> 251,913.70; 15,000 x 257.41 / 217.50 = 17,752.414 -> 17,752.41; gain 40,333.89; " +
      "taxable 23,247.88; tax 4,649.576 -> 4,649.58",
    source: "derived by hand; Tax Department CPI table (cgt-cpi-taxdept-table); Dec 2024: The Future Media, Jan 2025"
  },
  {
    name: "bought Jul 1995 in CYP (annual fallback), improvement Apr 2012, sold Mar 2026",
    input: {
      taxYear: 2026,
      currency: "CYP",
      salePrice: 200_000,
      acquisitionPrice: 40_000,
      acquisitionYear: 1995,
      acquisitionMonth: 7,
      disposalMonth: 3,
      propertyType: "general",
      isFirstDisposal: true,
      acquisitionFees: 1_500,
      improvements: [{ cost: 20_000, year: 2012, month: 4 }]
    },
    expected: {
      indexedCost: 121_563.8,
      gain: 53_459.39,
      exemption: 30_000,
      taxableGain: 23_459.39,
      tax: 4_691.88,
      fee: 800,
      net: 194_508.12
    },
    alternative: { indexedCost: 123_036.24, gain: 51_514.97, tax: 4_302.99 },
    arithmetic:
      "CYP 40,000 / 0.585274 = 68,344.058 -> 68,344.06; no monthly CPI before 2000: 1995 annual average 65.88 (2015 = 100) x 2646.22 / 1200 " +
      "= 145.2775 -> 145.28 on the table's scale; Feb 2026 (month before Mar 2026) 258.41; 68,344.06 x 258.41 / 145.28 = 121,563.798 -> 121,563.80; " +
      "improvement Apr 2012 230.58: 20,000 x 258.41 / 230.58 = 22,413.913 -> 22,413.91; fees CYP 1,500 / 0.585274 = 2,562.90; " +
      "gain 200,000 - 121,563.80 - 22,413.91 - 2,562.90 = 53,459.39; 2026 general exemption 30,000; taxable 23,459.39; tax 4,691.878 -> 4,691.88; " +
      "fee 800; net 200,000 - 4,691.88 - 800 = 194,508.12. Other pairing: 1995 stays 145.28 (an annual average is not shifted), Mar 2012 228.56, " +
      "Mar 2026 261.54: 68,344.06 x 261.54 / 145.28 = 123,036.243 -> 123,036.24; 20,000 x 261.54 / 228.56 = 22,885.894 -> 22,885.89; " +
      "gain 51,514.97; taxable 21,514.97; tax 4,302.994 -> 4,302.99",
    source:
      "derived by hand; Tax Department CPI table (cgt-cpi-taxdept-table); Feb 2026 99.86 on 2025 = 100 (philenews, 5 Mar 2026); 1995 annual average (World Bank); fixed rate 0.585274 (European Commission)"
  },
  {
    name: "held on 1 January 1980 (bought 1975), sold 2026",
    input: {
      taxYear: 2026,
      salePrice: 250_000,
      acquisitionPrice: 3_000,
      marketValueOn1January1980: 10_000,
      acquisitionYear: 1975,
      propertyType: "general",
      isFirstDisposal: true
    },
    expected: {
      indexedCost: 36_107.69,
      gain: 213_892.31,
      exemption: 30_000,
      taxableGain: 183_892.31,
      tax: 36_778.46,
      fee: 1_000,
      net: 212_221.54
    },
    arithmetic:
      "value on 1.1.1980 10,000 replaces the 1975 price; x 117.35 / 32.50 (1980) = 36,107.692 -> 36,107.69; gain 213,892.31; " +
      "taxable 183,892.31; tax 36,778.462 -> 36,778.46; net 250,000 - 36,778.46 - 1,000 = 212,221.54",
    source: "derived by hand; Capital Gains Tax Law art. 6(a) (cylaw.org)"
  },
  {
    name: "agricultural land sold by a farmer, 2026",
    input: {
      taxYear: 2026,
      salePrice: 120_000,
      acquisitionPrice: 20_000,
      acquisitionYear: 2000,
      propertyType: "agricultural-land",
      isFirstDisposal: true
    },
    expected: {
      indexedCost: 30_861.28,
      gain: 89_138.72,
      exemption: 50_000,
      taxableGain: 39_138.72,
      tax: 7_827.74,
      fee: 480,
      net: 111_692.26
    },
    arithmetic:
      "20,000 x 117.35 / 76.05 = 30,861.275 -> 30,861.28; gain 89,138.72; exemption 50,000; taxable 39,138.72; " +
      "tax 7,827.744 -> 7,827.74; fee 480; net 120,000 - 7,827.74 - 480 = 111,692.26",
    source: "derived by hand; art. 5(1) as amended (EUR 50,000)"
  },
  {
    name: "agricultural land sold by a farmer, 2025",
    input: {
      taxYear: 2025,
      salePrice: 120_000,
      acquisitionPrice: 20_000,
      acquisitionYear: 2000,
      propertyType: "agricultural-land",
      isFirstDisposal: true
    },
    expected: {
      indexedCost: 30_861.28,
      gain: 89_138.72,
      exemption: 25_629.02,
      taxableGain: 63_509.7,
      tax: 12_701.94,
      fee: 480,
      net: 106_818.06
    },
    arithmetic:
      "gain 89,138.72; exemption CYP 15,000 / 0.585274 = 25,629.02; taxable 63,509.70; tax 12,701.94; net 120,000 - 12,701.94 - 480 = 106,818.06",
    source: "derived by hand; art. 5(1) pre-2026 (CYP 15,000)"
  },
  {
    name: "propertyType other: no exemption even when claimed",
    input: {
      taxYear: 2026,
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "other",
      isFirstDisposal: true,
      agentFees: 9_000
    },
    expected: {
      indexedCost: 179_069.18,
      gain: 111_930.82,
      exemption: 0,
      taxableGain: 111_930.82,
      tax: 22_386.16,
      fee: 1_200,
      net: 267_413.84
    },
    arithmetic:
      "gain 111,930.82 as in example 1; exemption 0; tax 22,386.164 -> 22,386.16; net 300,000 - 9,000 - 22,386.16 - 1,200 = 267,413.84",
    source: "derived by hand"
  },
  {
    name: "isFirstDisposal omitted: no exemption",
    input: {
      taxYear: 2026,
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      agentFees: 9_000
    },
    expected: {
      indexedCost: 179_069.18,
      gain: 111_930.82,
      exemption: null,
      taxableGain: 111_930.82,
      tax: 22_386.16,
      fee: 1_200,
      net: 267_413.84
    },
    arithmetic: 'no exemption claimed; same figures as the "other" case',
    source: "SPEC: when isFirstDisposal is omitted, no exemption is claimed"
  },
  {
    name: "a loss: bought 2022 for 300,000, sold 2025 for 250,000",
    input: {
      taxYear: 2025,
      salePrice: 250_000,
      acquisitionPrice: 300_000,
      acquisitionYear: 2022,
      propertyType: "general",
      isFirstDisposal: true
    },
    expected: {
      indexedCost: 316_620.2,
      gain: -66_620.2,
      exemption: 0,
      taxableGain: 0,
      tax: 0,
      fee: 1_000,
      net: 249_000
    },
    arithmetic:
      "300,000 x 117.35 / 111.19 = 316,620.199 -> 316,620.20; gain 250,000 - 316,620.20 = -66,620.20; tax 0; net 250,000 - 1,000 = 249,000",
    source: "derived by hand"
  },
  {
    name: "exemption partly used before, 2025 general",
    input: {
      taxYear: 2025,
      salePrice: 150_000,
      acquisitionPrice: 100_000,
      acquisitionYear: 2018,
      propertyType: "general",
      isFirstDisposal: false,
      lifetimeExemptionAlreadyUsed: 10_000
    },
    expected: {
      indexedCost: 116_742.94,
      gain: 33_257.06,
      exemption: 7_086.01,
      taxableGain: 26_171.05,
      tax: 5_234.21,
      fee: 600,
      net: 144_165.79
    },
    arithmetic:
      "100,000 x 117.35 / 100.52 = 116,742.936 -> 116,742.94; gain 33,257.06; available 17,086.01 - 10,000 = 7,086.01; " +
      "taxable 26,171.05; tax 5,234.21; net 150,000 - 5,234.21 - 600 = 144,165.79",
    source: "derived by hand; used amount netted against the type's limit (disclosed modelling choice)"
  },
  {
    name: "deflation between the months: no indexation below cost",
    input: {
      taxYear: 2026,
      salePrice: 110_000,
      acquisitionPrice: 100_000,
      acquisitionYear: 2024,
      acquisitionMonth: 12,
      disposalMonth: 1,
      propertyType: "general",
      isFirstDisposal: true
    },
    expected: { indexedCost: 100_000, gain: 10_000, exemption: 10_000, taxableGain: 0, tax: 0, fee: 440, net: 109_560 },
    alternative: { indexedCost: 100_000, gain: 10_000, tax: 0 },
    arithmetic:
      "table Dec 2024 260.90 > Dec 2025 259.49 (CYSTAT 118.31 > 117.67): factor floored at 1; gain 10,000 within the 30,000 exemption; " +
      "fee 440; net 109,560. Other pairing Nov 2024 260.68 > Jan 2026 258.73: floored too",
    source: "derived by hand; floor is a disclosed modelling choice"
  }
]

describe("calculate_cyprus_capital_gains worked examples", () => {
  for (const c of CASES) {
    it(`${c.name} (${c.source})`, () => {
      const out = calc(c.input)
      expect(
        {
          indexedCost: out.indexedCost,
          gain: out.gain,
          exemption: out.exemptionsUsed[0]?.amount ?? null,
          taxableGain: out.taxableGain,
          tax: out.capitalGainsTax.amount,
          fee: out.propertyTransferFee.amount,
          net: out.netProceeds
        },
        c.arithmetic
      ).toEqual(c.expected)
      if (c.alternative !== undefined) {
        const alt = out.alternativeConvention
        expect(
          alt === null ? null : { indexedCost: alt.indexedCost, gain: alt.gain, tax: alt.capitalGainsTax },
          c.arithmetic
        ).toEqual(c.alternative)
      } else {
        expect(out.alternativeConvention, "annual averages only: no month pairing").toBeNull()
      }
    })
  }

  const byName = (prefix: string) => {
    const c = CASES.find((k) => k.name.startsWith(prefix))
    if (!c) throw new Error(prefix)
    return calc(c.input)
  }

  it("omitted isFirstDisposal claims no exemption and says so", () => {
    const out = byName("isFirstDisposal omitted")
    expect(out.exemptionsUsed).toEqual([])
    expect(out.assumptions.join(" ")).toMatch(/No lifetime exemption was applied because isFirstDisposal was omitted/)
  })

  it("isFirstDisposal false without the amount used claims nothing and asks for it", () => {
    const out = calc({
      taxYear: 2026,
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      isFirstDisposal: false,
      agentFees: 9_000
    })
    expect(out.exemptionsUsed).toEqual([])
    expect(out.capitalGainsTax.amount).toBe(22_386.16)
    expect(out.assumptions.join(" ")).toMatch(/lifetimeExemptionAlreadyUsed was not given/)
  })

  it("reports the remaining lifetime amount when the amount used is known", () => {
    expect(byName("research example 2 in 2026").exemptionsUsed[0]).toMatchObject({
      available: 150_000,
      amount: 120_000,
      remainingForThisType: 30_000,
      remainingCombinedCap: 30_000
    })
    expect(byName("monthly CPI: bought Dec 2019").exemptionsUsed[0]).toMatchObject({
      alreadyUsed: 17_086.01,
      available: 132_913.99,
      remainingForThisType: 37_443.32
    })
    expect(byName("exemption partly used").exemptionsUsed[0]).toMatchObject({
      available: 7_086.01,
      amount: 7_086.01,
      remainingForThisType: 0,
      remainingCombinedCap: 68_344.06
    })
  })

  it("flags the unconfirmed 2026 combined cap and cites each exemption", () => {
    const ex26 = byName("research example 1:")
    expect(ex26.exemptionsUsed[0]).toMatchObject({ combinedCap: 150_000, combinedCapConfirmed: false, year: 2026 })
    expect(ex26.exemptionsUsed[0]?.sources).toContain("cgt-law-art5-2026")
    expect(ex26.assumptions.join(" ")).toMatch(/combined lifetime cap of EUR 150,000.00 is UNCONFIRMED/)
    const ex25 = byName("research example 1 under 2025")
    expect(ex25.exemptionsUsed[0]).toMatchObject({ combinedCap: 85_430.07, combinedCapConfirmed: true })
    expect(ex25.assumptions.join(" ")).not.toMatch(/UNCONFIRMED/)
  })

  it("gives each property type its year's exemption", () => {
    const base = { salePrice: 1_000_000, acquisitionPrice: 100_000, acquisitionYear: 2020, isFirstDisposal: true }
    const amounts = (taxYear: number) =>
      (["main-residence", "agricultural-land", "general", "other"] as const).map(
        (propertyType) => calc({ ...base, taxYear, propertyType }).exemptionsUsed[0]?.amount
      )
    expect(amounts(2025)).toEqual([85_430.07, 25_629.02, 17_086.01, 0])
    expect(amounts(2026)).toEqual([150_000, 50_000, 30_000, 0])
    expect(calc({ ...base, taxYear: 2026, propertyType: "main-residence" }).assumptions.join(" ")).toMatch(
      /at least 5 years/
    )
    expect(calc({ ...base, taxYear: 2026, propertyType: "agricultural-land" }).assumptions.join(" ")).toMatch(
      /main occupation is farming/
    )
  })

  it("converts CYP at the fixed rate and says so", () => {
    const out = byName("CYP purchase")
    expect(out.costBasis).toMatchObject({ amountSent: 40_000, amountEur: 68_344.06, conversionCypPerEur: 0.585274 })
    expect(out.deductions.find((d) => d.field === "acquisitionFees")?.amount).toBe(2_562.9)
    expect(out.improvements).toMatchObject([
      { year: 2012, month: null, period: "2012", cost: 20_000, factor: 1.1288, indexedCost: 22_575.99 }
    ])
    // paid in 2012, after the euro: a EUR amount, deductible under art. 6, indexed from the 2012 annual average
    expect(out.improvements[0]?.traces).toEqual({
      cost: {
        rule: expect.stringContaining("art. 6 (expenses"),
        year: 2026,
        sources: ["cgt-gakc", "cgt-fitzgerald", "cgt-pconstantinou"]
      },
      indexedCost: {
        rule: expect.stringContaining("art. 6(a)"),
        year: 2026,
        sources: [
          "cgt-law-art6",
          "cgt-taxdep",
          "cgt-gakc",
          "cgt-cpi-worldbank",
          "cgt-cpi-economy-com",
          "cgt-cpi-today24-2025-12"
        ]
      }
    })
    expect(out.assumptions.join(" ")).toMatch(/0.585274 CYP per EUR/)
    expect(out.sources.map((s) => s.id)).toContain("cgt-ec-cyp-rate")
  })

  it("indexes a pre-1980 property from its 1 January 1980 value", () => {
    const out = byName("held on 1 January 1980")
    expect(out.costBasis).toMatchObject({ kind: "value-on-1-january-1980", amountEur: 10_000 })
    expect(out.indexation).toMatchObject({
      method: "annual-average",
      acquisitionPeriod: "1980",
      acquisitionIndex: 32.5
    })
    expect(out.assumptions.join(" ")).toMatch(/value on 1 January 1980/)
  })

  it("says which CPI was used", () => {
    const monthly = byName("monthly CPI: bought Dec 2019")
    expect(monthly.indexation).toMatchObject({
      method: "monthly",
      acquisitionPeriod: "2019-12",
      acquisitionIndex: 223.67,
      disposalPeriod: "2025-12",
      disposalIndex: 259.49,
      factor: 1.160147
    })
    expect(monthly.indexation.base).toMatch(/Tax Department CPI indexation table/)
    expect(monthly.indexation.monthPairing).toMatch(/month of acquisition .* month before the disposal/)
    expect(monthly.assumptions.join(" ")).toMatch(
      /2019-12 \(223.67\) for the cost against 2025-12 \(259.49\) for the disposal in 2026-01/
    )
    expect(monthly.assumptions.join(" ")).not.toMatch(/APPROXIMATE/)
    expect(monthly.sources.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        "cgt-cpi-taxdept-table",
        "cgt-cpi-2019-12",
        "cgt-cpi-today24-2025-12",
        "cgt-fitzgerald",
        "cgt-smartexpat-monthly-cpi"
      ])
    )
    const annual = byName("research example 1:")
    expect(annual.indexation).toMatchObject({
      method: "annual-average",
      base: "2015 = 100",
      acquisitionPeriod: "2010",
      disposalPeriod: "2025"
    })
    expect(annual.assumptions.join(" ")).toMatch(
      /APPROXIMATE annual-average CPI .* acquisitionMonth and disposalMonth were not given/
    )
    expect(annual.assumptions.join(" ")).toMatch(/2026 annual CPI is not yet published/)
  })

  it("labels the months indexed from annual averages as approximate and says why", () => {
    const out = byName("bought Jul 1995")
    expect(out.indexation).toMatchObject({
      method: "monthly-and-annual-average",
      acquisitionPeriod: "1995",
      acquisitionIndex: 145.28,
      acquisitionIndexMethod: "annual-average",
      disposalPeriod: "2026-02",
      disposalIndex: 258.41,
      disposalIndexMethod: "monthly"
    })
    expect(out.improvements).toMatchObject([
      { year: 2012, month: 4, period: "2012-04", cost: 20_000, factor: 1.120696, indexedCost: 22_413.91 }
    ])
    expect(out.improvements[0]?.traces.indexedCost.sources).toEqual([
      "cgt-law-art6",
      "cgt-taxdep",
      "cgt-gakc",
      "cgt-cpi-taxdept-table"
    ])
    const text = out.assumptions.join(" ")
    expect(text).toMatch(/Monthly values used: 2026-02, 2012-04\./)
    expect(text).toMatch(
      /APPROXIMATE: .*1995: 65.88 x 220.518333 \/ 100 = 145.28\) for the cost, 1995 \(no monthly CPI is held before 2000-01\)/
    )
  })

  it("shows the other month pairing beside the main figure, with sources", () => {
    const out = byName("monthly CPI: bought May 2003")
    expect(out.alternativeConvention).toMatchObject({
      acquisitionPeriod: "2003-04",
      acquisitionIndex: 184.59,
      disposalPeriod: "2025-10",
      disposalIndex: 260.76,
      indexedCost: 254_275.96,
      exemption: 17_086.01,
      taxableGain: 136_038.03,
      capitalGainsTax: 27_207.61,
      netProceeds: 378_512.39,
      taxDifference: -33.85
    })
    expect(out.alternativeConvention?.monthPairing).toMatch(/month before acquisition .* month of the disposal/)
    expect(out.alternativeConvention?.sources).toContain("cgt-smartexpat-monthly-cpi")
    expect(out.alternativeConvention?.rule).toMatch(/art\. 6\(a\).*the other month pairing; .*art\. 4/)
    expect(out.assumptions.join(" ")).toMatch(
      /Month pairing not settled: .* indexed cost is EUR 254,275.96 and the tax EUR 27,207.61 \(main figure EUR 254,106.71 and EUR 27,241.46\)/
    )
  })

  it("discloses the unconfirmed 2011 values when one is used", () => {
    expect(byName("monthly CPI: bought Jun 2011").assumptions.join(" ")).toMatch(
      /February-December 2011 values could not be confirmed/
    )
    expect(byName("monthly CPI: bought May 2003").assumptions.join(" ")).not.toMatch(/2011/)
  })

  it("indexes a disposal month after the last month held at that month, and says so", () => {
    const out = calc({
      taxYear: 2026,
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      acquisitionMonth: 9,
      disposalMonth: 9,
      propertyType: "general"
    })
    // 150,000 x 265.88 (May 2026, latest held, for Aug 2026) / 219.23 (Sep 2010) = 181,918.533 -> 181,918.53
    expect(out.indexation).toMatchObject({
      method: "monthly",
      acquisitionPeriod: "2010-09",
      disposalPeriod: "2026-05",
      disposalIndex: 265.88
    })
    expect(out.indexedCost).toBe(181_918.53)
    expect(out.assumptions.join(" ")).toMatch(
      /CPI for 2026-08, 2026-09 is not yet in the table: the latest month held, 2026-05, was used/
    )
  })

  it("uses the monthly disposal side for a property held on 1 January 1980, from the 1980 average", () => {
    const out = calc({
      taxYear: 2026,
      salePrice: 250_000,
      acquisitionPrice: 3_000,
      marketValueOn1January1980: 10_000,
      acquisitionYear: 1975,
      disposalMonth: 3,
      propertyType: "general"
    })
    // 10,000 x 258.41 (Feb 2026) / 71.67 (1980 average 32.50 x 2646.22 / 1200 = 71.668) = 36,055.533 -> 36,055.53
    expect(out.indexation).toMatchObject({
      method: "monthly-and-annual-average",
      acquisitionPeriod: "1980",
      acquisitionIndex: 71.67,
      disposalPeriod: "2026-02"
    })
    expect(out.indexedCost).toBe(36_055.53)
    expect(out.assumptions.join(" ")).toMatch(/for the cost, 1980 \(value on 1 January 1980\)/)
  })

  it("a loss gives zero tax, never negative", () => {
    const out = byName("a loss")
    expect(out.capitalGainsTax.amount).toBe(0)
    expect(out.exemptionsUsed[0]?.note).toMatch(/No gain/)
    expect(out.assumptions.join(" ")).toMatch(/loss of EUR 66,620.20/)
  })

  it("names the 0.4% fee as a modelling convention, not a levy", () => {
    const out = byName("research example 1:")
    expect(out.propertyTransferFee).toMatchObject({
      ratePercent: 0.4,
      base: 300_000,
      amount: 1_200,
      isCitedLevy: false,
      sources: []
    })
    expect(out.propertyTransferFee.rule).toMatch(/modelling convention/)
    expect(out.assumptions.join(" ")).toMatch(/modelling convention, not a cited Cyprus levy/)
  })

  it("deducts only the costs given, and lists the omitted ones", () => {
    const out = byName("research example 2: main")
    expect(out.deductions).toEqual([])
    expect(out.assumptions.join(" ")).toMatch(
      /Not deducted because not given: improvements, acquisitionFees, agentFees, acquisitionLoanInterest\./
    )
    const monthly = byName("monthly CPI: bought Dec 2019")
    expect(monthly.deductions.map((d) => [d.field, d.amount])).toEqual([
      ["agentFees", 10_500],
      ["acquisitionLoanInterest", 12_000]
    ])
  })
})

describe("defaults, examples and summary", () => {
  it("defaults taxYear to 2026 and currency to EUR, disclosed; supplied inputs are not listed", () => {
    const out = calc({
      salePrice: 200_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      isFirstDisposal: true
    })
    expect([out.taxYear, out.taxYearDefaulted, out.currency, out.currencyDefaulted]).toEqual([2026, true, "EUR", true])
    expect(out.assumptions[0]).toBe("Tax year 2026 rules were used as the default because taxYear was omitted.")
    expect(out.assumptions[1]).toMatch(/read as EUR because currency was omitted/)
    const given = calc({
      taxYear: 2026,
      currency: "EUR",
      salePrice: 200_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general",
      isFirstDisposal: true
    })
    expect(given.assumptions.join(" ")).not.toMatch(/was omitted/)
  })

  it("examples[0] is a complete request that succeeds, and every example runs", () => {
    const examples = Schema.resolveAnnotations(CapitalGainsInput)?.examples ?? []
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(examples[0]).toMatchObject({
      salePrice: 300_000,
      acquisitionPrice: 150_000,
      acquisitionYear: 2010,
      propertyType: "general"
    })
    for (const ex of examples)
      expect(Exit.isSuccess(Effect.runSyncExit(calculateCyprusCapitalGains.run(decode(ex), TEST_ENVIRONMENT)))).toBe(
        true
      )
  })

  it("summarize ends with the assumptions", () => {
    const { text } = computeAnswer(TOOL, CASES[0]?.input)
    expect(text).toContain("capital gains tax 20% = EUR 16,386.16")
    expect(text).toContain("Net proceeds EUR 273,413.84.")
    expect(text.split("\n").at(-1)).toMatch(/^Assumptions: /)
  })

  it("is the published tool", () => {
    expect(calculateCyprusCapitalGains).toMatchObject({
      name: "calculate_cyprus_capital_gains",
      access: "anonymous",
      readOnly: true
    })
  })
})

describe("input validation", () => {
  const format = SchemaIssue.makeFormatterStandardSchemaV1()
  const issues = (raw: unknown): Record<string, string> => {
    const r = Schema.decodeUnknownResult(CapitalGainsInput)(raw, { errors: "all", onExcessProperty: "error" })
    if (Result.isSuccess(r)) return {}
    return Object.fromEntries(
      format(r.failure.issue).issues.map((i) => [(i.path ?? []).map(String).join("."), i.message])
    )
  }
  const ok = { salePrice: 1, acquisitionPrice: 1, acquisitionYear: 2010, propertyType: "general" }

  it("{} gives one issue per required field", () => {
    const found = issues({})
    expect(Object.keys(found).sort()).toEqual(["acquisitionPrice", "acquisitionYear", "propertyType", "salePrice"])
    expect(found.acquisitionPrice).toMatch(/never estimate/)
  })

  it("rejects an unknown taxYear and lists the years held", () => {
    const refusal = {
      taxYear:
        'taxYear must be a tax year with rules: 2025 or 2026 (a whole number such as 2026; the string "2026" is accepted too)'
    }
    expect(issues({ ...ok, taxYear: 2024 })).toEqual(refusal)
    expect(issues({ ...ok, taxYear: "2024" })).toEqual(refusal)
    expect(issues({ ...ok, taxYear: "2026" })).toEqual({})
  })

  it("rejects an unknown property type, negative amounts and bad months", () => {
    expect(issues({ ...ok, propertyType: "villa" }).propertyType).toMatch(
      /main-residence, agricultural-land, general, other/
    )
    expect(Object.keys(issues({ ...ok, salePrice: -1 }))).toEqual(["salePrice"])
    expect(Object.keys(issues({ ...ok, acquisitionMonth: 13 }))).toEqual(["acquisitionMonth"])
  })

  it("checks the cross-field rules", () => {
    expect(Object.keys(issues({ ...ok, acquisitionYear: 2026, taxYear: 2025 }))).toEqual(["acquisitionYear"])
    expect(Object.keys(issues({ ...ok, currency: "CYP" }))).toEqual(["currency"])
    expect(issues({ ...ok, acquisitionYear: 1975 }).marketValueOn1January1980).toMatch(
      /required for property acquired before 1980/
    )
    expect(Object.keys(issues({ ...ok, marketValueOn1January1980: 5 }))).toEqual(["marketValueOn1January1980"])
    expect(Object.keys(issues({ ...ok, isFirstDisposal: true, lifetimeExemptionAlreadyUsed: 5 }))).toEqual([
      "lifetimeExemptionAlreadyUsed"
    ])
    expect(Object.keys(issues({ ...ok, improvements: [{ cost: 1, year: 2005 }] }))).toEqual(["improvements.0.year"])
    expect(
      Object.keys(issues({ ...ok, acquisitionYear: 2025, taxYear: 2025, acquisitionMonth: 6, disposalMonth: 5 }))
    ).toEqual(["acquisitionMonth"])
  })
})

describe("rules data", () => {
  it("derives the 2025 euro exemptions from the law's CYP amounts", () => {
    const eur = (cyp: number) => Math.round((cyp / CYP_PER_EUR.value) * 100) / 100
    expect([eur(50_000), eur(15_000), eur(10_000)]).toEqual([
      CGT_RULES[2025].exemptions["main-residence"].value,
      CGT_RULES[2025].exemptions["agricultural-land"].value,
      CGT_RULES[2025].exemptions.general.value
    ])
  })

  it("holds an annual CPI for every year 1975-2025 and cites only registered sources", () => {
    for (let y = 1975; y <= 2025; y++) expect(ANNUAL_CPI.value[y]).toBeGreaterThan(0)
    const ids = [
      ...ANNUAL_CPI.sources,
      ...Object.values(MONTHLY_CPI).flatMap((m) => m.sources),
      ...Object.values(CGT_RULES).flatMap((r) => [
        ...Object.values(r.exemptions).flatMap((e) => e.sources),
        ...r.combinedCap.sources,
        ...r.ratePercent.sources
      ])
    ]
    for (const id of ids) expect(SOURCES[id], id).toBeDefined()
  })
})

describe("properties", () => {
  const input = fc
    .record({
      taxYear: fc.constantFrom(2025, 2026),
      salePrice: fc.integer({ min: 0, max: 5_000_000_00 }).map((c) => c / 100),
      acquisitionPrice: fc.integer({ min: 0, max: 5_000_000_00 }).map((c) => c / 100),
      acquisitionYear: fc.integer({ min: 1980, max: 2025 }),
      acquisitionMonth: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      disposalMonth: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      propertyType: fc.constantFrom("main-residence", "agricultural-land", "general", "other"),
      isFirstDisposal: fc.option(fc.boolean(), { nil: undefined }),
      lifetimeExemptionAlreadyUsed: fc.option(
        fc.integer({ min: 0, max: 200_000_00 }).map((c) => c / 100),
        { nil: undefined }
      ),
      agentFees: fc.option(
        fc.integer({ min: 0, max: 100_000_00 }).map((c) => c / 100),
        { nil: undefined }
      ),
      acquisitionLoanInterest: fc.option(
        fc.integer({ min: 0, max: 100_000_00 }).map((c) => c / 100),
        { nil: undefined }
      )
    })
    .map((r) => {
      const raw: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(r)) if (v !== undefined) raw[k] = v
      if (
        r.acquisitionYear === r.taxYear &&
        r.acquisitionMonth !== undefined &&
        r.disposalMonth !== undefined &&
        r.acquisitionMonth > r.disposalMonth
      )
        delete raw.acquisitionMonth
      if (r.isFirstDisposal === true) delete raw.lifetimeExemptionAlreadyUsed
      return raw
    })

  it("tax is never negative, net proceeds never exceed the sale price, taxable gain never exceeds the gain", () => {
    fc.assert(
      fc.property(input, (raw) => {
        const out = calc(raw)
        expect(out.capitalGainsTax.amount).toBeGreaterThanOrEqual(0)
        expect(out.netProceeds).toBeLessThanOrEqual(out.salePrice)
        expect(out.taxableGain).toBeGreaterThanOrEqual(0)
        expect(out.taxableGain).toBeLessThanOrEqual(Math.max(0, out.gain))
        if (out.gain <= 0) expect(out.taxableGain).toBe(0)
        expect(out.indexedCost).toBeGreaterThanOrEqual(out.costBasis.amountEur)
        // the other month pairing is shown exactly when a monthly value is used
        expect(out.alternativeConvention === null).toBe(out.indexation.method === "annual-average")
        if (out.alternativeConvention !== null)
          expect(out.alternativeConvention.capitalGainsTax).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 500 }
    )
  })
})
