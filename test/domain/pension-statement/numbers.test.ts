import { describe, expect, it } from "vitest"
import { readNumber } from "../../../src/domain/pension-statement/numbers.ts"

describe("numbers", () => {
  it("reads 1.234,56 and 1,234.56, and a lone separator by column kind", () => {
    expect(readNumber("12.345,67", true)?.value).toBe(12345.67)
    expect(readNumber("12,345.67", true)?.value).toBe(12345.67)
    expect(readNumber("1.234.567", true)?.value).toBe(1234567)
    expect(readNumber("2.310", true)).toEqual({ value: 2310, thousandsGuess: true })
    expect(readNumber("2,310", false)?.value).toBe(2.31)
    expect(readNumber("0,40", false)?.value).toBe(0.4)
    expect(readNumber("19750,5", true)?.value).toBe(19750.5)
    expect(readNumber("1.23.4", true)).toBeNull()
    expect(readNumber("12,34.5", true)).toBeNull()
    expect(readNumber("2,x5", false)).toBeNull()
  })
})
