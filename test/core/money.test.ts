// Money once (issue 35, part 3): one rounding of money (src/core/money.ts), one euro text
// (src/core/format.ts), and a scan of the calculation layers' source for money rounded or formatted
// anywhere else. Pure and fast.
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import * as core from "../../src/core/money.ts"
import * as coreFormat from "../../src/core/format.ts"

const {
  cents,
  divRound,
  euros,
  floorTo,
  hasAtMostDecimals,
  isWholeCents,
  mulDivRound,
  pct,
  roundCents,
  roundTo,
  roundToCents,
  scaledInteger,
  wholeEuros
} = core
const { formatCents, formatDecimals, formatEur } = coreFormat

/**
 * Half away from zero of a decimal text, exactly (BigInt): the rounding a person does ("1.005" ->
 * "1.01", "-2.675" -> "-2.68"): up when the third decimal is 5 or more, whatever follows.
 */
const decimalRoundToCents = (text: string): string => {
  const negative = text.startsWith("-")
  const [whole, fraction = ""] = (negative ? text.slice(1) : text).split(".")
  const padded = fraction.padEnd(3, "0")
  const c = BigInt(whole! + padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1n : 0n)
  return c === 0n ? "0.00" : `${negative ? "-" : ""}${c / 100n}.${String(c % 100n).padStart(2, "0")}`
}

/** A small deterministic generator (mulberry32). */
const rng = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe("roundToCents: to the cent, half away from zero, as a person rounds the decimal amount", () => {
  it("rounds the edge cases of binary floating point as a person would", () => {
    // 1.005 is stored as 1.00499999999999989..., so Math.round(1.005 * 100) / 100 = 1 (a cent short)
    expect(Math.round(1.005 * 100) / 100).toBe(1)
    expect(roundToCents(1.005)).toBe(1.01)
    expect(roundToCents(0.005)).toBe(0.01)
    // 2.675 is stored as 2.67499999999999982...; (2.675).toFixed(2) = "2.67"
    expect(roundToCents(2.675)).toBe(2.68)
    expect(roundToCents(-1.005)).toBe(-1.01)
    expect(roundToCents(-0.005)).toBe(-0.01)
    expect(roundToCents(1e9 + 0.005)).toBe(1_000_000_000.01)
    expect(roundToCents(8.345)).toBe(8.35)
    expect(roundToCents(1.015)).toBe(1.02)
    expect(roundToCents(0.1 + 0.2)).toBe(0.3)
  })

  it("rounds below a half down, and a half away from zero", () => {
    expect(roundToCents(1.004)).toBe(1)
    expect(roundToCents(1.0049)).toBe(1)
    expect(roundToCents(1.00499999)).toBe(1)
    expect(roundToCents(1e9 + 0.004)).toBe(1e9)
    expect(roundToCents(12.345)).toBe(12.35)
    expect(roundToCents(-12.345)).toBe(-12.35)
    expect(roundToCents(-12.344)).toBe(-12.34)
  })

  it('gives 0, never -0 (no "-0.00")', () => {
    expect(Object.is(roundToCents(-0), 0)).toBe(true)
    expect(Object.is(roundToCents(-0.004), 0)).toBe(true)
    expect(Object.is(cents(-0.001), 0)).toBe(true)
    expect(Object.is(roundCents(-0.3), 0)).toBe(true)
    expect(Object.is(divRound(-1, 3), 0)).toBe(true)
  })

  it('refuses NaN and Infinity (the input Schemas never let them reach it): a defect, not "EUR NaN"', () => {
    for (const x of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => roundToCents(x)).toThrow(RangeError)
      expect(() => cents(x)).toThrow(RangeError)
      expect(() => roundCents(x)).toThrow(RangeError)
      expect(() => formatEur(x)).toThrow(RangeError)
    }
    // 1e307 * 100 overflows to Infinity
    expect(() => cents(1e307)).toThrow(RangeError)
  })

  it("leaves an amount beyond 2^52 cents as it is (every double there is whole)", () => {
    expect(roundCents(2 ** 53)).toBe(2 ** 53)
    expect(roundCents(2 ** 52 + 1)).toBe(2 ** 52 + 1)
    expect(roundCents(-(2 ** 53))).toBe(-(2 ** 53))
    // from 2^51 a double has one binary digit after the point: .5 is a half, rounded away from zero
    expect(roundCents(2 ** 51 + 0.5)).toBe(2 ** 51 + 1)
    expect(roundCents(2 ** 51)).toBe(2 ** 51)
  })

  it("agrees with exact decimal rounding on 200,000 amounts as typed, to 6 decimals and EUR 1 billion", () => {
    const random = rng(20_260_513)
    const misses: Array<string> = []
    for (let k = 0; k < 200_000; k++) {
      const whole = Math.floor(random() * 10 ** Math.floor(random() * 10))
      const decimals = 1 + Math.floor(random() * 6)
      const fraction = String(Math.floor(random() * 10 ** decimals)).padStart(decimals, "0")
      // a third of them exactly on a half cent (x.xx5), the hard case
      const text = `${random() < 0.5 ? "-" : ""}${whole}.${k % 3 === 0 ? `${fraction.slice(0, 2).padEnd(2, "0")}5` : fraction}`
      const expected = decimalRoundToCents(text)
      const got = formatCents(cents(Number(text))).replaceAll(",", "")
      if (got !== expected && misses.length < 5) misses.push(`${text}: ${got}, expected ${expected}`)
    }
    expect(misses).toEqual([])
  })

  it("takes float noise of a computed amount (a few units in the last place below a half) as the half", () => {
    // 36500 cents at 3.65% a year for one day (Actual/365) is exactly 0.5 cent: in binary 0.49999999999999994
    const daily = 5_000 * (3.65 / 100 / 365)
    expect(daily).toBeLessThan(0.5)
    expect(Math.round(daily)).toBe(0)
    expect(roundCents(daily)).toBe(1)
    // 0.145 * 100 = 14.499999999999998
    expect(roundCents(0.145 * 100)).toBe(15)
    // a real fraction below the half is not noise
    expect(roundCents(14.4999)).toBe(14)
    expect(roundCents(100_000_000_000.4998)).toBe(100_000_000_000)
    expect(roundCents(100_000_000_000.4999)).toBe(100_000_000_000)
    expect(roundToCents(650_571_612.374994)).toBe(650_571_612.37)
  })
})

describe("the other money functions", () => {
  it("cents, euros, roundCents", () => {
    expect(cents(1.005)).toBe(101)
    expect(cents(-2.675)).toBe(-268)
    expect(cents(85_430.07)).toBe(8_543_007)
    expect(euros(8_543_007)).toBe(85_430.07)
    expect(roundCents(100.5)).toBe(101)
    expect(roundCents(-0.5)).toBe(-1)
    expect(roundCents(-100.5)).toBe(-101)
  })

  it("divRound and mulDivRound are exact, half away from zero, at any size", () => {
    expect(divRound(5, 2)).toBe(3)
    expect(divRound(-5, 2)).toBe(-3)
    expect(divRound(7, 12)).toBe(1)
    expect(divRound(6, 12)).toBe(1)
    expect(divRound(5, 12)).toBe(0)
    // 1,000,000,000.00 EUR in cents x 1,234,567 / 1,000,000: the product (1.2e17) is beyond 2^53
    const big = mulDivRound(100_000_000_000, 1_234_567, 1_000_000)
    expect(BigInt(big)).toBe((100_000_000_000n * 1_234_567n * 2n + 1_000_000n) / 2_000_000n)
    expect(mulDivRound(-3, 1, 2)).toBe(-2)
    expect(mulDivRound(3, 1, 2)).toBe(2)
  })

  it("pct: an amount in cents times a rate with up to 2 decimals, rounded once", () => {
    expect(pct(100_000, 8.8)).toBe(8_800)
    expect(pct(12_345, 2.65)).toBe(327) // 327.1425
    expect(pct(150, 2.65)).toBe(4) // 3.975
    expect(pct(-150, 2.65)).toBe(-4)
    expect(pct(10_000_000_000_000, 16.6)).toBe(1_660_000_000_000)
  })

  it("wholeEuros (the named exception for figures published in whole euros)", () => {
    // SIS self-employed minimum: 386.98 x 52 = 20,122.96 -> 20,123; 443.45 x 53 = 23,502.85 -> 23,503
    expect(wholeEuros(38_698 * 52)).toBe(20_123)
    expect(wholeEuros(44_345 * 53)).toBe(23_503)
    expect(wholeEuros(150)).toBe(2)
  })

  it("isWholeCents and hasAtMostDecimals", () => {
    expect(isWholeCents(1234.56)).toBe(true)
    expect(isWholeCents(0.29)).toBe(true)
    expect(isWholeCents(1234.565)).toBe(false)
    expect(hasAtMostDecimals(4.1234, 4)).toBe(true)
    expect(hasAtMostDecimals(4.12345, 4)).toBe(false)
  })
})

describe("quantities that are not money: roundTo, floorTo, scaledInteger (same rule, other names)", () => {
  it("roundTo", () => {
    expect(roundTo(15.395, 2)).toBe(15.4)
    expect(roundTo(-9.595, 2)).toBe(-9.6)
    expect(roundTo(0.153_950_000_04, 10)).toBe(0.153_95)
    expect(roundTo(1e300, 2)).toBe(1e300)
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true)
  })

  it("floorTo: the largest value at that precision that fits", () => {
    // 0.29 * 100 = 28.999999999999996: Math.floor gives 0.28
    expect(Math.floor(0.29 * 100) / 100).toBe(0.28)
    expect(floorTo(0.29, 2)).toBe(0.29)
    expect(floorTo(12.349, 2)).toBe(12.34)
    expect(floorTo(12.3499999, 2)).toBe(12.34)
    expect(floorTo(-1.001, 2)).toBe(-1.01)
  })

  it("scaledInteger", () => {
    expect(scaledInteger(2.65, 2)).toBe(265)
    expect(scaledInteger(1.005, 2)).toBe(101)
    expect(scaledInteger(0.585274, 6)).toBe(585_274)
    expect(scaledInteger(4.35, 4)).toBe(43_500)
  })
})

describe("the one euro text: formatEur (and formatCents, formatDecimals)", () => {
  it("EUR, grouped thousands, two decimals, rounded with the one rule", () => {
    expect(formatEur(1234.56)).toBe("EUR 1,234.56")
    expect(formatEur(1.005)).toBe("EUR 1.01")
    expect(formatEur(-12.3)).toBe("EUR -12.30")
    expect(formatEur(-0.004)).toBe("EUR 0.00")
    expect(formatEur(0)).toBe("EUR 0.00")
    expect(formatEur(1_000_000_000.005)).toBe("EUR 1,000,000,000.01")
    expect(formatEur(2_000)).toBe("EUR 2,000.00")
  })

  it("the digits only, for a text that names EUR once", () => {
    expect(formatEur(1234.5, { unit: false })).toBe("1,234.50")
    expect(formatEur(-0.5, { unit: false })).toBe("-0.50")
  })

  it("prose: a whole figure of a law or a table without cents, any other to the cent", () => {
    expect(formatEur(180_000, { prose: true })).toBe("EUR 180,000")
    expect(formatEur(85_430.07, { prose: true })).toBe("EUR 85,430.07")
    expect(formatEur(1_234.5, { prose: true })).toBe("EUR 1,234.50")
    expect(formatEur(57_408, { unit: false, prose: true })).toBe("57,408")
  })

  it("formatCents rounds a fraction of a cent with the one rule and never writes -0.00", () => {
    expect(formatCents(123_456)).toBe("1,234.56")
    expect(formatCents(-150.5)).toBe("-1.51")
    expect(formatCents(-0.4)).toBe("0.00")
    expect(formatCents(5)).toBe("0.05")
  })

  it("formatDecimals: toFixed without its binary rounding", () => {
    expect((1.005).toFixed(2)).toBe("1.00")
    expect(formatDecimals(1.005, 2)).toBe("1.01")
    expect(formatDecimals(15.395, 2)).toBe("15.40")
    expect(formatDecimals(-9.595, 2)).toBe("-9.60")
    expect(formatDecimals(1.0338, 4)).toBe("1.0338")
    expect(formatDecimals(2.45, 1)).toBe("2.5")
    expect(formatDecimals(0.001, 2)).toBe("0.00")
    expect(formatDecimals(-0.001, 2)).toBe("0.00")
    expect(formatDecimals(12, 0)).toBe("12")
    expect(formatDecimals(0.05, 2)).toBe("0.05")
  })
})

const SRC = fileURLToPath(new URL("../../src", import.meta.url))

// ---------------------------------------------------------------------------------------------
// The scan: no module of the calculation layers rounds or formats money by itself
// ---------------------------------------------------------------------------------------------

/**
 * The calculation layers: src/rules, src/domain and src/tools (the faces and services format
 * durations and counts, not money). src/core is where money is rounded and written.
 *
 * A line fails when it
 * - formats a number by itself: .toFixed( .toPrecision( .toLocaleString( (use formatEur for money,
 *   formatDecimals for other quantities, formatCap for counts and limits);
 * - rounds to cents or hundredths by itself: Math.round/floor/ceil/trunc on a line that multiplies by
 *   100 or 10,000 (also 1e2, 1e4), or that divides a closing parenthesis by one of them
 *   ("Math.round(x * 100) / 100"): use cents, roundToCents, roundCents, divRound, pct, or for a
 *   quantity that is not money roundTo, floorTo, scaledInteger (different names, the same rule);
 * - defines a local money helper: roundC, round2, round6, r2, cents, cents2, toCents, roundCents,
 *   roundToCents, euros, divRound, mulDivRound, formatEur, formatCents (a local name for a core
 *   function, const eurText = (x: number) => formatEur(x), is allowed: it rounds nothing).
 *
 * Allowed: Math.round/floor/ceil of counts, days, months, ages, indexes and calendar arithmetic
 * (Math.floor(yoe / 100) is a century), and Math.round(1 / fraction) for a denominator. Each pattern
 * is a single pass over a line (no nested quantifiers), so the scan is linear in the source size.
 */
const FORMATS_ITSELF = /\.(?:toFixed|toPrecision|toLocaleString)\(/
const ROUNDS = /\bMath\.(?:round|floor|ceil|trunc)\(/
const SCALES_BY_HUNDRED = /\*\s*(?:100|10_?000|1e2|1e4)(?![\d_.eE])/
const SCALES_BACK = /\)\s*\/\s*(?:100|10_?000|1e2|1e4)(?![\d_.eE])/
const LOCAL_HELPER =
  /\b(?:const|let|var|function)\s+(?:roundC|round2|round6|r2|cents2?|toCents|roundCents|roundToCents|euros|divRound|mulDivRound|formatEur|formatCents)\b/

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

/** The lines of a source text that round or format money by themselves, as "file:line: reason". */
const moneyRoundedOutsideCore = (file: string, text: string): Array<string> =>
  text.split("\n").flatMap((line, k) => {
    const why = FORMATS_ITSELF.test(line)
      ? "formats a number by itself"
      : ROUNDS.test(line) && (SCALES_BY_HUNDRED.test(line) || SCALES_BACK.test(line))
        ? "rounds to cents or hundredths by itself"
        : LOCAL_HELPER.test(line)
          ? "defines a local money helper"
          : null
    return why === null ? [] : [`${file}:${k + 1}: ${why}: ${line.trim().slice(0, 160)}`]
  })

describe("no module outside src/core rounds or formats money by itself", () => {
  it("finds each pattern (the scan is not blind)", () => {
    for (const line of [
      "const round2 = (x: number) => Math.round(x * 100) / 100",
      "const f = (n: number) => formatCents(Math.round(n * 100))",
      "const roundC = (x: number): number => Math.sign(x) * Math.round(Number(Math.abs(x).toPrecision(12)))",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a module, checked for a template literal
      "  return `${x.toFixed(2)}`",
      '  perYear.toLocaleString("en-US")',
      "  Math.floor(((spare * 10_000) / (km * c)) * 100) / 100",
      "  perPeriod === null ? null : Math.round((Math.pow(1 + perPeriod, n) - 1) * 10_000) / 100",
      "export const cents = (eur: number): number => eur * 100",
      "const euros = (c: number): number => c / 100"
    ])
      expect(moneyRoundedOutsideCore("example.ts", line), line).toHaveLength(1)
    for (const line of [
      "  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy",
      "  const months = Math.max(0, Math.round((PENSION_AGE - age) * 12))",
      "  const capDenominator = Math.round(1 / a14.capFractionOfIncome.value)",
      "  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))]!",
      "  const c = roundCents(balanceC * monthlyRate)",
      "  const text = formatEur(x, { unit: false })"
    ])
      expect(moneyRoundedOutsideCore("example.ts", line), line).toEqual([])
  })

  it("finds none in src/rules, src/domain and src/tools", () => {
    const found = ["rules", "domain", "tools"]
      .flatMap((layer) => sourceFiles(join(SRC, layer)))
      .flatMap((file) => moneyRoundedOutsideCore(relative(SRC, file), readFileSync(file, "utf8")))
    expect(found).toEqual([])
  })
})
