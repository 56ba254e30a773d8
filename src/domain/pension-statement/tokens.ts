import { isNumberShaped, PLACEHOLDER } from "./numbers.ts"

// Lines. Every pattern below is anchored or matches a fixed number of characters, so it runs in time
// linear in the line; the rest is scanned by hand (/\*+$/ took 14 s on a run of stars).

/** A value of a line and where it starts (index in the line as pasted). */
export interface Token {
  readonly text: string
  readonly at: number
}

const WHITESPACE = /\s/
const CURRENCY_WORD = /(?<!\p{L})(?:EUR|CYP)(?!\p{L})/giu

/** Blanks what separates values (| ; tab, a comma before a space, € £ EUR CYP) with as many spaces, so values keep
 * their positions. */
const blankSeparators = (line: string): string =>
  line
    .replace(/[|;\t]/g, " ")
    .replace(/,(?=\s)/g, " ")
    .replace(/[€£]/g, " ")
    .replace(CURRENCY_WORD, "   ")

const splitOnWhitespace = (line: string): Array<Token> => {
  const tokens: Array<Token> = []
  let start = -1
  for (let i = 0; i <= line.length; i++) {
    const boundary = i === line.length || WHITESPACE.test(line[i]!)
    if (start < 0 && !boundary) start = i
    else if (start >= 0 && boundary) {
      tokens.push({ text: line.slice(start, i), at: start })
      start = -1
    }
  }
  return tokens
}

/** "2.30**" -> "2.30" (footnote marks). */
const withoutTrailingStars = (s: string): string => {
  let end = s.length
  while (end > 0 && s[end - 1] === "*") end--
  return s.slice(0, end)
}

/** A line may start with a bullet (• · * -) before its year. */
const withoutBullet = (tokens: Array<Token>): Array<Token> => {
  const first = tokens[0]
  if (first === undefined || !"•·*-".includes(first.text[0]!)) return tokens
  return [{ text: first.text.slice(1), at: first.at + 1 }, ...tokens.slice(1)]
}

export const tokensOf = (line: string): Array<Token> =>
  withoutBullet(splitOnWhitespace(blankSeparators(line)))
    .map((t) => ({ text: withoutTrailingStars(t.text), at: t.at }))
    .filter((t) => t.text !== "")

/** The year a line starts with: its first value, 4 digits (a comma may follow them). */
export const leadingYear = (tokens: ReadonlyArray<Token>): number | null => {
  const m = /^(\d{4})(?:,|$)/.exec(tokens[0]?.text ?? "")
  return m === null ? null : Number(m[1])
}

const TOTAL_WORDS = ["total", "συνολο", "συνολικες"]
const POINTS_WORDS = ["pts", "points", "units", "μοναδ"]

/** "total units: 8.72" -> "8.72": a total word first, a points word before the first digit, then only a number. */
export const statedTotalText = (folded: string): string | null => {
  const s = folded.trim()
  const firstDigit = s.search(/\d/)
  if (firstDigit < 0) return null
  const words = s.slice(0, firstDigit)
  const total = TOTAL_WORDS.find((w) => words.startsWith(w))
  if (total === undefined || !POINTS_WORDS.some((w) => words.includes(w, total.length))) return null
  const number = s.slice(firstDigit)
  return isNumberShaped(number) ? number : null
}

/** 1-based position of `index` in `line`, in characters (code points: an emoji is one). */
export const columnAt = (line: string, index: number): number => {
  let column = 1
  for (let i = 0; i < index; i++) {
    const code = line.charCodeAt(i)
    if (code < 0xdc00 || code > 0xdfff) column++
  }
  return column
}

export const isYearRange = (rest: ReadonlyArray<Token>): boolean =>
  rest.length === 2 && PLACEHOLDER.test(rest[0]!.text) && /^\d{4}$/.test(rest[1]!.text)

export const hasDigit = (t: Token): boolean => /\d/.test(t.text)
