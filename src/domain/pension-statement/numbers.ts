// Numbers: 1.234,56 and 1,234.56, decimal comma or point

/** A cell the statement leaves empty on purpose (a dash, "U", "n/a", "?"). */
export const PLACEHOLDER = /^(?:-+|–|—|u|n\/a|na|\?+|…|\.\.\.)$/i

interface NumberRead {
  readonly value: number
  /** a single separator before exactly three digits was read as a thousands separator */
  readonly thousandsGuess: boolean
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= "0" && ch <= "9"

/** Digits, "." and "," only, with a digit first and last. */
export const isNumberShaped = (s: string): boolean => {
  if (!isDigit(s[0]) || !isDigit(s[s.length - 1])) return false
  for (const ch of s) if (!isDigit(ch) && ch !== "." && ch !== ",") return false
  return true
}

export const readNumber = (token: string, money: boolean): NumberRead | null => {
  if (!isNumberShaped(token)) return null
  const dot = token.lastIndexOf(".")
  const comma = token.lastIndexOf(",")
  if (dot >= 0 && comma >= 0) {
    const decimal = dot > comma ? "." : ","
    const at = Math.max(dot, comma)
    const whole = token.slice(0, at)
    const groups = whole.split(decimal === "." ? "," : ".")
    if (
      whole.includes(decimal) ||
      !/^\d{1,3}$/.test(groups[0] ?? "") ||
      groups.slice(1).some((g) => !/^\d{3}$/.test(g))
    )
      return null
    return { value: Number(`${groups.join("")}.${token.slice(at + 1)}`), thousandsGuess: false }
  }
  const separator = dot >= 0 ? "." : comma >= 0 ? "," : null
  if (separator === null) return { value: Number(token), thousandsGuess: false }
  const parts = token.split(separator)
  const [head = "", tail = ""] = parts
  if (parts.length > 2) {
    if (!/^\d{1,3}$/.test(head) || parts.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
    return { value: Number(parts.join("")), thousandsGuess: false }
  }
  if (money && tail.length === 3 && head.length <= 3 && head !== "0")
    return { value: Number(head + tail), thousandsGuess: true }
  return { value: Number(`${head}.${tail}`), thousandsGuess: false }
}
