import type { Language } from "./language.ts"
import { cents, roundCents, roundTo } from "./money.ts"

/**
 * Numbers as the texts of the service write them, en-US grouping ("12,345.67"). Written out because
 * Number#toLocaleString builds an Intl formatter on each call, which costs about 10 µs; and because
 * Number#toFixed rounds the binary value (1.005.toFixed(2) = "1.00"), not the decimal one.
 */

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/**
 * An amount in cents as "12,345.67", "-0.50"; a fraction of a cent is rounded with roundCents
 * (half away from zero), and an amount that rounds to 0 is "0.00", never "-0.00".
 */
export const formatCents = (amountCents: number): string => {
  const c = roundCents(amountCents)
  const abs = Math.abs(c)
  return `${c < 0 ? "-" : ""}${group(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, "0")}`
}

interface EurFormat {
  /** false: the digits only ("1,234.56"), for a text that names EUR once ("EUR 10.00 to 12.00"). Default true. */
  readonly unit?: boolean
  /**
   * true: a whole amount without cents ("EUR 180,000"), as prose quotes a figure of a law or a
   * published table (a threshold, a cap, a ceiling) or an input limit; an amount with cents keeps them
   * ("EUR 85,430.07"). For such figures in descriptions, notes and messages only: a computed amount is
   * always shown to the cent ("EUR 2,000.00").
   */
  readonly prose?: boolean
  /** "el": Greek separators and the euro sign ("€ 1.234,56"); English ("EUR 1,234.56") by default. */
  readonly language?: Language
}

/** An English-written number in Greek: the grouping comma and the decimal point swapped ("1,234.5" -> "1.234,5"). */
export const greekNumber = (text: string): string => {
  let out = ""
  for (const c of text) out += c === "," ? "." : c === "." ? "," : c
  return out
}

/**
 * The one euro formatter: an amount in EUR, rounded to the cent (roundToCents' rule), as
 * "EUR 1,234.56" ("EUR -12.30" when negative).
 */
export const formatEur = (eur: number, format?: EurFormat): string => {
  const c = cents(eur)
  const full = formatCents(c)
  const english = format?.prose === true && c % 100 === 0 ? full.slice(0, -3) : full
  if (format?.language === "el") {
    const digits = greekNumber(english)
    return format.unit === false ? digits : `€ ${digits}`
  }
  return format?.unit === false ? english : `EUR ${english}`
}

/**
 * A quantity that is not money with exactly `decimals` decimals, rounded half away from zero
 * ("12.40" for a percentage, "1.0338" for a factor): Number#toFixed without its binary rounding.
 * No grouping.
 */
export const formatDecimals = (value: number, decimals: number, language: Language = "en"): string => {
  if (language === "el") return greekNumber(formatDecimals(value, decimals))
  const rounded = roundTo(value, decimals)
  const negative = rounded < 0
  const scaled = Math.round(Math.abs(rounded) * 10 ** decimals)
  if (!Number.isSafeInteger(scaled)) return rounded.toFixed(decimals)
  if (decimals === 0) return `${negative ? "-" : ""}${scaled}`
  const text = String(scaled).padStart(decimals + 1, "0")
  return `${negative ? "-" : ""}${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}
