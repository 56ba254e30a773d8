// Compute benchmark of run_retirement_stress_test's Monte Carlo loop: 10,000 paths x 480 months with the
// tool's own simulatePaths against a hand-written Float64Array loop of the same model (sfc32 in local
// variables, Box-Muller, lognormal monthly returns, cash flow then return, year-end balances), measured
// in the same run. Both must give identical results. Target: ratio <= 2.
// Run: ./node_modules/.bin/node bench/retirement-stress-test.ts
import { Schema } from "effect"
import { returnModel, simulatePaths, type SimulationPlan } from "../src/domain/retirement/monte-carlo.ts"
import { runStressTest } from "../src/tools/run_retirement_stress_test/calculate.ts"
import { RetirementStressTestInput } from "../src/tools/run_retirement_stress_test/input.ts"

const PATHS = 10_000
const MONTHS = 480
const SEED = 20_260_101
const ROUNDS = 7

// 25 years of 600 a month, then 15 years of withdrawals of 2,500 rising 2% a year
const cashFlows = new Float64Array(MONTHS)
for (let month = 0; month < MONTHS; month++) {
  const year = Math.floor(month / 12)
  cashFlows[month] = year < 25 ? 600 : -2_500 * 1.02 ** (year - 25)
}
const plan: SimulationPlan = { startBalance: 80_000, cashFlows, ...returnModel(5, 10) }

/** The baseline: everything inline in one function, generator state in local variables. */
const handWritten = (paths: number, seed: number) => {
  const { monthlyLogMean: m, monthlyLogSd: sd, startBalance } = plan
  const years = MONTHS / 12
  const yearEnd = new Float64Array(paths * years)
  const depleted = new Int32Array(paths).fill(-1)
  for (let p = 0; p < paths; p++) {
    let a = 0,
      b = seed | 0,
      c = p | 0,
      d = 1,
      t = 0
    for (let i = 0; i < 12; i++) {
      t = (((a + b) | 0) + d) | 0
      d = (d + 1) | 0
      a = b ^ (b >>> 9)
      b = (c + (c << 3)) | 0
      c = (((c << 21) | (c >>> 11)) + t) | 0
    }
    let balance = startBalance
    let spare = 0
    let hasSpare = false
    for (let month = 0; month < MONTHS; month++) {
      balance += cashFlows[month]!
      if (balance < 0) {
        depleted[p] = month
        break
      }
      let z: number
      if (hasSpare) {
        z = spare
        hasSpare = false
      } else {
        t = (((a + b) | 0) + d) | 0
        d = (d + 1) | 0
        a = b ^ (b >>> 9)
        b = (c + (c << 3)) | 0
        c = (((c << 21) | (c >>> 11)) + t) | 0
        const u1 = ((t >>> 0) + 1) / 4_294_967_296
        t = (((a + b) | 0) + d) | 0
        d = (d + 1) | 0
        a = b ^ (b >>> 9)
        b = (c + (c << 3)) | 0
        c = (((c << 21) | (c >>> 11)) + t) | 0
        const angle = 2 * Math.PI * ((t >>> 0) / 4_294_967_296)
        const radius = Math.sqrt(-2 * Math.log(u1))
        z = radius * Math.cos(angle)
        spare = radius * Math.sin(angle)
        hasSpare = true
      }
      balance *= Math.exp(m + sd * z)
      if (month % 12 === 11) yearEnd[p * years + (month - 11) / 12] = balance
    }
  }
  return { yearEnd, depleted }
}

const time = (f: () => void): number => {
  const start = process.hrtime.bigint()
  f()
  return Number(process.hrtime.bigint() - start) / 1e6
}
const median = (xs: Array<number>) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!

// Same model, same numbers
const tool = simulatePaths(plan, PATHS, SEED)
const base = handWritten(PATHS, SEED)
const same =
  tool.yearEndBalances.every((v, i) => v === base.yearEnd[i]) &&
  tool.depletionMonths.every((v, i) => v === base.depleted[i])
if (!same) throw new Error("the tool's simulation and the hand-written loop disagree")

// Warm up, then alternate
for (let i = 0; i < 2; i++) {
  simulatePaths(plan, PATHS, SEED + i)
  handWritten(PATHS, SEED + i)
}
const toolTimes: Array<number> = []
const baseTimes: Array<number> = []
for (let r = 0; r < ROUNDS; r++) {
  toolTimes.push(time(() => simulatePaths(plan, PATHS, SEED + r)))
  baseTimes.push(time(() => handWritten(PATHS, SEED + r)))
}
const toolMs = median(toolTimes)
const baseMs = median(baseTimes)

// The whole tool call (projection, simulation, 40 yearly percentile sorts), for information
const input = Schema.decodeUnknownSync(RetirementStressTestInput)({
  currentAge: 50,
  retirementAge: 75,
  endAge: 90,
  currentSavings: 80_000,
  monthlyContribution: 600,
  monthlyDrawdown: 2_500,
  simulations: PATHS,
  seed: SEED
})
runStressTest(input, SEED, true)
const fullMs = median(Array.from({ length: ROUNDS }, () => time(() => runStressTest(input, SEED, true))))

console.log(
  `run_retirement_stress_test Monte Carlo: ${PATHS} paths x ${MONTHS} months (${((PATHS * MONTHS) / 1e6).toFixed(1)} M steps), median of ${ROUNDS}`
)
console.log(`  hand-written Float64Array loop (baseline): ${baseMs.toFixed(1)} ms`)
console.log(`  tool simulatePaths:                        ${toolMs.toFixed(1)} ms`)
console.log(`  ratio tool / baseline:                     ${(toolMs / baseMs).toFixed(2)} (target <= 2)`)
console.log(`  whole tool calculation (runStressTest):    ${fullMs.toFixed(1)} ms`)
