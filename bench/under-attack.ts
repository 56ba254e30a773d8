// Cheap calls while the service is under attack (issue 18): p50/p99 latency of GET /version and of an
// income-tax call, first alone, then while 3 adversarial parser requests and 3 maximal stress-test /
// audit requests run without pause, in one run against the service as it ships.
// Target: p99 under attack <= 50 ms and <= 5x the p99 alone.
// Usage: node bench/under-attack.ts [--calls 300]
import { parseArgs } from "node:util"
import { freePort, startService, stop } from "./service.ts"

const { values } = parseArgs({ options: { calls: { type: "string", default: "500" } } })
const calls = Number(values.calls)
const port = await freePort()
const base = `http://127.0.0.1:${port}`

const INCOME_TAX = JSON.stringify({ salaryIncome: 30_000, employmentType: "private", legislationVersion: "2026" })
/** A text of `lines` lines of `line`: each within the parsers' 1,000-character line cap, so every one is read. */
const lines = (header: string, line: string, count: number) =>
  [header, ...Array.from({ length: count }, () => line)].join("\n")
/**
 * The attacks measured on main (issue 18, each held the event loop for 14-28 s there), at the largest
 * size the service reads: lines of 999 characters up to the 256 KiB body, and the pension text's cap.
 */
const ATTACKS: ReadonlyArray<readonly [string, string]> = [
  [
    "parse_mortgage_statement_text",
    JSON.stringify({ text: lines("Date Description Debit Credit Balance", `01/01/2024${" ".repeat(988)}x`, 250) })
  ],
  [
    "parse_mortgage_statement_text",
    JSON.stringify({ text: lines("Date Debit Balance", `01/01/2024 ${"1,".repeat(494)}%`, 250) })
  ],
  ["parse_pension_statement", JSON.stringify({ text: `Year Units\n2001 ${"*".repeat(199_000)}` })],
  [
    "run_retirement_stress_test",
    JSON.stringify({
      currentAge: 18,
      retirementAge: 65,
      endAge: 120,
      currentSavings: 80_000,
      monthlyContribution: 600,
      monthlyDrawdown: 2_200,
      simulations: 10_000,
      seed: 1
    })
  ],
  [
    "run_retirement_stress_test",
    JSON.stringify({
      currentAge: 18,
      retirementAge: 30,
      endAge: 120,
      currentSavings: 1_000_000,
      monthlyContribution: 0,
      monthlyDrawdown: 3_000,
      simulations: 10_000,
      seed: 2
    })
  ],
  [
    "optimize_company_director_remuneration",
    JSON.stringify({ taxYear: 2026, isNonDomiciled: false, corporateGrossProfit: 1_000_000, operatingExpenses: 0 })
  ]
]

/** Each attacker sends from an address of its own (the service trusts one proxy hop here), so that the per-caller cap
 * on heavy calls does not refuse them: the pool itself is under attack. */
const post = (path: string, body: string, address = "10.0.0.1") =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-guest-id": "bench", "x-forwarded-for": address },
    body
  })

const timed = async (request: () => Promise<Response>) => {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`a cheap call answered ${response.status}`)
  return performance.now() - started
}

const percentile = (samples: ReadonlyArray<number>, p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** `calls` of each cheap request, interleaved, one at a time. */
const measureCheap = async () => {
  const version: Array<number> = [],
    incomeTax: Array<number> = []
  for (let i = 0; i < calls; i++) {
    version.push(await timed(() => fetch(`${base}/version`)))
    incomeTax.push(await timed(() => post("/tools/calculate_cyprus_income_tax", INCOME_TAX)))
  }
  return { version, incomeTax }
}

const service = await startService(port, { TRUST_PROXY: "1" })
try {
  // Warm up both paths and the pool's workers.
  await measureCheap()
  for (const [tool, body] of ATTACKS) {
    const response = await post(`/tools/${tool}`, body)
    await response.arrayBuffer()
    if (response.status !== 200)
      throw new Error(`the attack on ${tool} answered ${response.status}: it must be read, not refused`)
  }

  const alone = await measureCheap()

  let attacking = true
  const attackAnswers = new Map<number, number>()
  const attackers = ATTACKS.map(async ([tool, body], index) => {
    while (attacking) {
      const response = await post(`/tools/${tool}`, body, `10.0.1.${index + 1}`)
      await response.arrayBuffer()
      attackAnswers.set(response.status, (attackAnswers.get(response.status) ?? 0) + 1)
    }
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const underAttack = await measureCheap()
  attacking = false
  await Promise.all(attackers)

  const report = (name: string, a: ReadonlyArray<number>, b: ReadonlyArray<number>) => {
    const [p50a, p99a, p50b, p99b] = [percentile(a, 50), percentile(a, 99), percentile(b, 50), percentile(b, 99)]
    console.log(
      `${name}: alone p50 ${p50a.toFixed(2)} ms, p99 ${p99a.toFixed(2)} ms; under attack p50 ${p50b.toFixed(2)} ms, p99 ${p99b.toFixed(2)} ms`
    )
    const ratio = p99b / p99a
    const met = p99b <= 50 && ratio <= 5
    console.log(
      `ratio ${name} p99 under attack / alone: ${ratio.toFixed(2)} (target <= 5, and p99 <= 50 ms) ${met ? "MET" : "NOT MET"}`
    )
  }
  console.log(
    `attack requests answered during the measurement (status: count): ${[...attackAnswers].map(([s, n]) => `${s}: ${n}`).join(", ")}`
  )
  report("GET /version", alone.version, underAttack.version)
  report("income tax", alone.incomeTax, underAttack.incomeTax)
} finally {
  await stop(service)
}
