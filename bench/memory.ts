// Memory under load (issue: under load): RSS of the service after the first 1,000 mixed calls against
// RSS after 100,000; target: within 1.3x (no growth per call). Both are read after 3 s without load, so
// that they measure what the service retains, not garbage its collector has not reclaimed yet.
// Usage: node bench/memory.ts [--calls 100000]
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import autocannon from "autocannon"
import { freePort, startService, stop } from "./service.ts"

const { values } = parseArgs({ options: { calls: { type: "string", default: "100000" } } })
const total = Number(values.calls)
const port = await freePort()
const service = await startService(port)
const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${service.pid}/status`, "utf8"))![1]) / 1024

const requests = [
  {
    path: "/tools/calculate_cyprus_income_tax",
    body: { salaryIncome: 45000, employmentType: "civil", legislationVersion: "2025" }
  },
  { path: "/tools/get_pension_reference_data", body: { year: 2025 } },
  {
    path: "/tools/simulate_mortgage",
    body: {
      principalAmount: 200000,
      loanTermMonths: 300,
      fixedPeriodMonths: 36,
      fixedRate: 3.5,
      variableBaseRate: 2.5,
      bankMargin: 2,
      upfrontFees: 500,
      closureFee: 0
    }
  },
  { path: "/tools/calculate_cyprus_income_tax", body: {} },
  { path: "/tools/no_such_tool", body: {} }
].map(({ path, body }) => ({
  method: "POST" as const,
  path,
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" }
}))

const load = (amount: number) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    amount,
    requests,
    headers: { "content-type": "application/json" }
  }).then((r) => {
    if (r.errors > 0 || r["5xx"] > 0) throw new Error(`${r.errors} errors, ${r["5xx"]} 5xx`)
  })
const settled = () => new Promise((resolve) => setTimeout(resolve, 3_000)).then(rssMiB)
try {
  await load(1_000)
  const early = await settled()
  await load(total - 1_000)
  const late = await settled()
  const ratio = late / early
  console.log(
    `RSS after 1,000 mixed calls: ${early.toFixed(1)} MiB; after ${total.toLocaleString("en-US")}: ${late.toFixed(1)} MiB`
  )
  console.log(`ratio memory: ${ratio.toFixed(3)} (target <= 1.3) ${ratio <= 1.3 ? "MET" : "NOT MET"}`)
} finally {
  await stop(service)
}
