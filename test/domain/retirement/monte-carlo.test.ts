import { describe, expect, it } from "vitest"
import { returnModel, simulatePaths } from "../../../src/domain/retirement/monte-carlo.ts"

describe("Monte Carlo", () => {
  it("yearly gross returns have the mean and volatility asked for (lognormal model)", () => {
    // 10,000 paths of 1 year with no cash flows: mean of the ending balance ~ 1.05, sd ~ 0.10 (standard error 0.001).
    const sim = simulatePaths({ startBalance: 1, cashFlows: new Float64Array(12), ...returnModel(5, 10) }, 10_000, 123)
    const values = Array.from(sim.yearEndBalances)
    const mean = values.reduce((s, v) => s + v, 0) / values.length
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1))
    expect(mean).toBeGreaterThan(1.047)
    expect(mean).toBeLessThan(1.053)
    expect(sd).toBeGreaterThan(0.097)
    expect(sd).toBeLessThan(0.103)
  })
})
