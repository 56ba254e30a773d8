/**
 * The server time of a calculator's result page (issue 38): the Greek income tax form posted as a browser posts it,
 * against the same calculation over REST, on the same service process in the same run. Run:
 * ./node_modules/.bin/node bench/result-page.ts [--seconds 3] [--rounds 3]
 * Prints the CPU the service spends per request on each (Linux /proc), their latency, and the ratio of the page to
 * REST (target <= 8: the page is the same call plus some 48 KB of HTML, tables, charts and the CSP hash of its
 * scripts, where REST writes 6 KB of JSON; measured 6.6 when written, about 1.3 ms of CPU a page).
 */
import { parseArgs } from "node:util"
import { assertServedBy, freePort, load, type LoadResult, startService, stop } from "./service.ts"

const { values } = parseArgs({ options: { seconds: { type: "string" }, rounds: { type: "string" } } })
const SECONDS = Number(values.seconds ?? 3)
const ROUNDS = Number(values.rounds ?? 3)
const TARGET = 8

const INPUT = { salaryIncome: 41_250.5, employmentType: "private", legislationVersion: "2026", compareWithYear: 2025 }
const FORM = new URLSearchParams({
  salaryIncome: "41.250,50",
  _salaryPeriod: "annual",
  employmentType: "private",
  legislationVersion: "2026",
  compareWithYear: "2025"
}).toString()

const port = await freePort()
const service = await startService(port)
const pid = service.pid!
try {
  const base = `http://127.0.0.1:${port}`
  const page = await fetch(`${base}/el/calculators/calculate_cyprus_income_tax`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: FORM
  })
  const html = await page.text()
  if (page.status !== 200 || !html.includes("<svg")) throw new Error(`the result page answered ${page.status}`)
  console.log(`result page: ${(html.length / 1024).toFixed(1)} KB of HTML`)
  const runs: Record<"rest" | "page", Array<LoadResult>> = { rest: [], page: [] }
  for (let round = 0; round < ROUNDS; round++) {
    assertServedBy(port, pid)
    runs.rest.push(
      await load({
        url: `${base}/tools/calculate_cyprus_income_tax`,
        body: JSON.stringify(INPUT),
        seconds: SECONDS,
        pid
      })
    )
    runs.page.push(
      await load({
        url: `${base}/el/calculators/calculate_cyprus_income_tax`,
        body: FORM,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        seconds: SECONDS,
        pid
      })
    )
  }
  const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const cpu = (name: "rest" | "page") => median(runs[name].map((r) => r.cpuMicrosPerRequest ?? Number.NaN))
  for (const name of ["rest", "page"] as const)
    console.log(
      `${name === "rest" ? "REST call  " : "result page"}: ${cpu(name).toFixed(0)} µs CPU per request, p50 ${median(runs[name].map((r) => r.p50Ms))} ms, ${median(runs[name].map((r) => r.rate)).toFixed(0)} requests/s`
    )
  const ratio = cpu("page") / cpu("rest")
  console.log(
    `ratio result-page/rest CPU per request: ${ratio.toFixed(2)} (target <= ${TARGET}) ${ratio <= TARGET ? "MET" : "NOT MET"}`
  )
} finally {
  await stop(service)
}
